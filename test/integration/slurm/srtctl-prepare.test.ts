/**
 * srtctl-launch's prepare stage against REAL components: a bare git repository standing in for
 * srt-slurm (tags, overlays, a tiny Python package with a `srtctl` console script, a Makefile
 * with `setup`), installed into a real venv with `python3 -m venv` + `pip install -e .` (no
 * package index: pip is told so through its own environment variables), and the real local
 * Slurm for a prepared launch.
 */
import { afterAll, afterEach, beforeAll, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { repoRoot, runBundle } from '../../bundle/harness.js';
import { TINY_ROW } from '../../support/workflow-runner.js';
import { PIP_ENV, runMultinodeWorkflow } from './multinode-workflow.js';
import { nodeReady, slurmSuite, eventually, jobState, standInBin } from './cluster.js';
import { standInRepository, type StandInRepository } from './srt-slurm-repo.js';
import { runCliCaptured } from '../../support/cli-capture.js';

const suite = slurmSuite;

const RECIPE = 'recipes/tiny/recipe.yaml';
/** The benchmark env of InferenceX's agentic recipes: the CLI reports the required-metric prefix of the recipe it submits. */
const AGENTIC_ENV = 'benchmark:\n  env:\n    AIPERF_REQUIRED_SERVER_METRIC_PREFIX: "sglang:"\n';
/** Names of the Slurm jobs these tests make: the queue check only looks at these. */
const PREFIX = `sweepkit-i16-${randomBytes(3).toString('hex')}`;

let repo: StandInRepository;
const scratch: string[] = [];

/** A workspace with an overlay holding the recipe, a lane table, a model table and a cluster config. */
function workspace(): string {
  const ws = mkdtempSync(join(tmpdir(), 'sweepkit-prepare-'));
  scratch.push(ws);
  const overlay = join(ws, 'benchmarks/multi_node/srt-slurm-recipes/tiny');
  mkdirSync(overlay, { recursive: true });
  writeFileSync(
    join(overlay, 'recipe.yaml'),
    `# overlay recipe\nname: replaced-by-the-job-name # set by the launcher\nslurm:\n  time_limit: "0:10:00"\n${AGENTIC_ENV}`
  );
  writeFileSync(
    join(ws, 'lanes.yaml'),
    [
      'version: 1',
      'setup-arch: x86_64',
      'repositories:',
      `  standin: ${repo.url}`,
      'lanes:',
      '  - when: { model-prefix: tiny, precision: fp8 }',
      '    repository: standin',
      '    ref: v1.0.0',
      `    sha: ${repo.sha['v1.0.0']}`,
      '    overlays: [{ from: tiny, to: recipes/tiny }]',
      '  - when: { model-prefix: tiny }',
      '    repository: standin',
      '    ref: v1.0.0',
      '    overlays: [{ from: tiny, to: recipes/tiny }]',
      'no-preflight: [{ precision: fp8 }]',
      ''
    ].join('\n')
  );
  writeFileSync(join(ws, 'models.yaml'), 'version: 1\nmodels:\n  - when: { model-prefix: tiny }\n    path: /models/tiny\n    alias: tiny-fp8\n');
  writeFileSync(join(ws, 'cluster.yaml'), 'default_partition: batch\nuse_segment_sbatch_directive: false\n');
  return ws;
}

const laneArgs = (ws: string, precision = 'fp8'): string[] => [
  '--recipe',
  RECIPE,
  '--versions-file',
  join(ws, 'lanes.yaml'),
  '--framework',
  'dynamo-sglang',
  '--model-prefix',
  'tiny',
  '--precision',
  precision,
  '--model-table',
  join(ws, 'models.yaml'),
  '--cluster-config',
  join(ws, 'cluster.yaml'),
  '--result-filename',
  'rf'
];

async function cli(ws: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return runCliCaptured(['srtctl-launch', '--prepare-only', ...args], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, RUNNER_NAME: 'gb300-nv_0', ...PIP_ENV },
    cwd: ws
  });
}

const tarList = (archive: string): string[] => execFileSync('tar', ['tzf', archive], { encoding: 'utf8' }).split('\n').filter(Boolean);

/** Ids of queued jobs whose name starts with this file's prefix. */
const ourJobs = (): string[] =>
  execFileSync('squeue', ['-h', '-o', '%i %j'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.split(' ')[1]?.startsWith(PREFIX))
    .map((line) => line.split(' ')[0]!);

/** The srtctl-launch bundle with the plain srtctl stand-in (no prepare stage), a job name of ours. */
function launchPlain(ws: string, name: string, inputs: Record<string, string>, env: Record<string, string>) {
  writeFileSync(join(ws, 'plain.yaml'), 'name: plain\nslurm:\n  time_limit: "0:10:00"\n');
  return runBundle('srtctl-launch', {
    cwd: ws,
    timeoutMs: 120_000,
    inputs: {
      recipe: 'plain.yaml',
      'job-name': `${PREFIX}-${name}`,
      'result-filename': 'rf',
      'poll-interval-seconds': '1',
      'cancel-wait-seconds': '30',
      ...inputs
    },
    env: { PATH: `${standInBin}:${process.env.PATH}`, SWEEPKIT_SRTCTL_DURATION: '1', CONC_LIST: '4 8', RESULT_FILENAME: 'rf', ...env }
  });
}

suite('srtctl-launch prepare stage', () => {
  beforeAll(async () => {
    await nodeReady();
    repo = standInRepository();
  }, 120_000);

  afterAll(() => {
    for (const dir of [...scratch.splice(0), repo.root]) rmSync(dir, { recursive: true, force: true });
  });

  afterEach(async () => {
    await eventually(() => ourJobs().length === 0, 15_000);
    expect(ourJobs()).toEqual([]);
  }, 30_000);

  test('prepare-only: clone at the pinned tag, overlays, venv + pip install -e ., srtslurm.yaml, make setup, recipe name; a second run reuses the checkout', async () => {
    const ws = workspace();
    const first = await cli(ws, laneArgs(ws));
    expect([first.code, first.stderr]).toEqual([0, expect.stringContaining(`srt-slurm-sha=${repo.sha['v1.0.0']}`)]);
    expect(first.stderr).toContain('\nrequired-server-metric-prefix=sglang:\n');
    for (const step of ['checkout', 'verify commit', 'overlays', 'install srtctl', 'write srtslurm.yaml', 'make setup ARCH=x86_64', 'recipe name']) {
      expect(first.stderr).toContain(`== prepare: ${step}\n`);
      expect(first.stderr).toMatch(new RegExp(`${step.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: done in \\d+s`));
    }
    const checkout = join(ws, 'srt-slurm');
    expect(execFileSync('git', ['-C', checkout, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim()).toBe(repo.sha['v1.0.0']);
    // a shallow clone: only the tagged commit came over
    expect(execFileSync('git', ['-C', checkout, 'rev-list', '--count', 'HEAD'], { encoding: 'utf8' }).trim()).toBe('1');
    expect(readFileSync(join(checkout, 'srtslurm.yaml'), 'utf8')).toBe(
      `default_partition: batch\nuse_segment_sbatch_directive: false\nsrtctl_root: ${checkout}\nmodel_paths:\n  tiny-fp8: /models/tiny\n`
    );
    expect(readFileSync(join(checkout, 'configs/setup-arch'), 'utf8')).toBe('x86_64\n');
    const name = `sweepkit-gb300-nv_0-${createHash('sha1').update('rf').digest('hex').slice(0, 12)}`;
    expect(first.stderr).toContain(`job-name=${name}`);
    expect(readFileSync(join(checkout, RECIPE), 'utf8')).toBe(
      `# overlay recipe\nname: ${name} # set by the launcher\nslurm:\n  time_limit: "0:10:00"\n${AGENTIC_ENV}`
    );
    // the venv's console script runs (no activation needed)
    expect(execFileSync(join(ws, '.venv-srt/bin/srtctl'), ['apply', '--help'], { encoding: 'utf8' })).toContain('--json');

    writeFileSync(join(checkout, 'recipes/leftover.yaml'), 'name: from-an-earlier-job\n');
    const second = await cli(ws, laneArgs(ws));
    expect(second.code).toBe(0);
    expect(second.stderr).toContain(`reusing the checkout in ${checkout}: already at ${repo.sha['v1.0.0']}`);
    expect(existsSync(join(checkout, 'recipes/leftover.yaml'))).toBe(false);
    expect(existsSync(join(checkout, RECIPE))).toBe(true);
  }, 120_000);

  test('a lane without a pinned commit is a warning, not a check', async () => {
    const ws = workspace();
    const run = await cli(ws, laneArgs(ws, 'fp4'));
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(`warning: srt-slurm v1.0.0 is not pinned to a commit (no sha in the lane): this run used ${repo.sha['v1.0.0']}`);
  }, 120_000);

  test('the ref is not at the pinned commit: refused before anything is installed', async () => {
    const ws = workspace();
    const run = await cli(ws, [...laneArgs(ws), '--srt-slurm-sha', repo.sha.broken]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      new RegExp(
        `prepare step 'verify commit' failed after \\d+s: ${repo.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} v1\\.0\\.0 is at ${repo.sha['v1.0.0']}, not at the pinned ${repo.sha.broken}: refusing`
      )
    );
    expect(existsSync(join(ws, '.venv-srt'))).toBe(false);
  }, 60_000);

  test('an unreachable repository: retried, then a clear error naming it', async () => {
    const ws = workspace();
    const url = 'http://127.0.0.1:9/srt-slurm.git';
    const run = await cli(ws, [...laneArgs(ws), '--srt-slurm-repository', url, '--srt-slurm-ref', 'v1.0.0', '--clone-attempts', '2']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/warning: clone attempt 1\/2 of http:\/\/127\.0\.0\.1:9\/srt-slurm\.git at v1\.0\.0 failed \(.*\); retrying in 5s/);
    expect(run.stderr).toMatch(
      /prepare step 'checkout' failed after \d+s: cannot clone http:\/\/127\.0\.0\.1:9\/srt-slurm\.git at v1\.0\.0 after 2 attempt\(s\): git -C .* fetch .* exited with 128\n.*127\.0\.0\.1/
    );
  }, 60_000);

  test('pip install fails: the install sub-step is named with its last output lines', async () => {
    const ws = workspace();
    // an explicit ref has no overlays: the recipe is one of the checkout's own
    const args = laneArgs(ws).map((a) => (a === RECIPE ? 'recipes/example/recipe.yaml' : a));
    const run = await cli(ws, [...args, '--srt-slurm-repository', repo.url, '--srt-slurm-ref', 'broken']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/prepare step 'install srtctl' failed after \d+s: .*\/\.venv-srt\/bin\/python -m pip install -e \. exited with 1\n/);
    const message = run.stderr.slice(run.stderr.indexOf("prepare step 'install srtctl'"));
    expect(message).toContain('setup.py: this ref cannot be installed (deliberately broken)');
  }, 120_000);

  test.each([['x;rm -rf /'], ['$(id)'], ['a b'], ['name`x`']])('job name %j is refused before anything runs', async (bad) => {
    const ws = workspace();
    const run = await cli(ws, [...laneArgs(ws), '--job-name', bad]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`--job-name must be 1 to 200 letters, digits, '.', '_' or '-' (it reaches Slurm and shells), got '${bad}'`);
    expect(existsSync(join(ws, 'srt-slurm'))).toBe(false);
  });

  test('the action prepares and launches on Slurm (a power lane found in the recipe): squashes imported, exporter and producer recorded, synthetic acceptance injected, stale same-name job cancelled, other job untouched, model reaches the job', async () => {
    const ws = workspace();
    // The workspace recipe turns on DCGM power: the launcher's power-lane detection (no power input).
    const overlayRecipe = join(ws, 'benchmarks/multi_node/srt-slurm-recipes/tiny/recipe.yaml');
    writeFileSync(overlayRecipe, `${readFileSync(overlayRecipe, 'utf8')}telemetry:\n  provider: dcgm-power\n  enabled: true\n`);
    mkdirSync(join(ws, 'runners'));
    writeFileSync(
      join(ws, 'runners/inject_synthetic_acceptance.py'),
      'import sys\nopen(sys.argv[1], "a").write(f"# synthetic acceptance for {sys.argv[2]}\\n")\n'
    );
    const squashDir = join(ws, 'squash');
    mkdirSync(squashDir);
    const name = `${PREFIX}-launch`;
    const sbatch = (jobName: string): string =>
      execFileSync('sbatch', ['--parsable', `--job-name=${jobName}`, '--output=/dev/null', '--wrap', 'sleep 300'], { encoding: 'utf8' }).trim();
    const stale = sbatch(name);
    const other = sbatch(`${name}-other`);
    try {
      const run = await runBundle('srtctl-launch', {
        cwd: ws,
        timeoutMs: 150_000,
        inputs: {
          prepare: 'true',
          recipe: RECIPE,
          'versions-file': join(ws, 'lanes.yaml'),
          'model-table': join(ws, 'models.yaml'),
          'cluster-config': join(ws, 'cluster.yaml'),
          'job-name': name,
          tags: 'gb300 tiny fp8',
          'squash-dir': squashDir,
          'synthetic-acceptance': 'true',
          'result-filename': 'rf',
          'poll-interval-seconds': '1',
          'cancel-wait-seconds': '30'
        },
        env: {
          FRAMEWORK: 'dynamo-sglang',
          MODEL_PREFIX: 'tiny',
          PRECISION: 'fp8',
          CONC_LIST: '4',
          SWEEPKIT_SRTCTL_SCENARIO: 'success',
          SWEEPKIT_SRTCTL_DURATION: '1',
          IMAGE: 'lmsysorg/sglang:v0.5.9',
          PATH: `${join(repoRoot, 'test/fixtures/slurm/squash-standin')}:${process.env.PATH}`,
          ...PIP_ENV
        }
      });
      expect(run.annotations.filter((a) => a.level === 'error')).toEqual([]);
      expect(run.code).toBe(0);
      expect(run.outputs).toMatchObject({
        state: 'COMPLETED',
        'job-name': name,
        'srt-slurm-sha': repo.sha['v1.0.0'],
        'working-directory': join(ws, 'srt-slurm')
      });
      expect(run.annotations).toContainEqual(
        expect.objectContaining({ level: 'warning', message: `cancelled job ${stale} named ${name}, left by an earlier attempt` })
      );
      expect(jobState(stale)).toBe('CANCELLED');
      expect(jobState(other)).toBe('RUNNING');
      const id = (JSON.parse(run.outputs['job-ids']!) as string[])[0]!;
      expect(execFileSync('scontrol', ['show', 'job', '-o', id], { encoding: 'utf8' })).toContain(`JobName=${name} `);
      expect(run.stdout).toContain('model: /models/tiny as tiny-fp8');
      expect(run.stdout).toContain('::group::prepare: install srtctl');
      expect(existsSync(join(ws, 'rf_sa-bench_isl_1024_osl_1024_conc4_gpus_8_ctx_4_gen_4.json'))).toBe(true);
      // a power lane records the producer commit, and the provenance goes with the logs
      expect(readFileSync(join(ws, 'power-producer-sha.txt'), 'utf8')).toBe(`${repo.sha['v1.0.0']}\n`);
      expect(readFileSync(join(ws, 'LOGS/power/power-producer-sha.txt'), 'utf8')).toBe(`${repo.sha['v1.0.0']}\n`);
      expect(tarList(run.outputs['logs-archive']!)).toContain('power/power-producer-sha.txt');
      // the image and the exporter were imported, named in srtslurm.yaml, and the exporter's hash recorded
      const exporter = join(squashDir, 'nvcr.io_nvidia_k8s_dcgm-exporter_4.6.0-4.8.3-distroless.sqsh');
      const image = join(squashDir, 'lmsysorg_sglang_v0.5.9.sqsh');
      expect(parse(readFileSync(join(ws, 'srt-slurm/srtslurm.yaml'), 'utf8'))).toMatchObject({
        containers: { 'lmsysorg/sglang:v0.5.9': image, 'dcgm-exporter': exporter }
      });
      const sha = createHash('sha256').update(readFileSync(exporter)).digest('hex');
      expect(readFileSync(join(ws, 'exporter-image.sha256'), 'utf8')).toBe(`${sha}  ${exporter}\n`);
      expect(tarList(run.outputs['logs-archive']!)).toContain('power/exporter-image.sha256');
      expect(run.stdout).toContain('::group::prepare: squash import');
      expect(readFileSync(join(ws, 'srt-slurm', RECIPE), 'utf8')).toMatch(/# synthetic acceptance for dynamo-sglang\n$/);
    } finally {
      execFileSync('scancel', [stale, other]);
    }
  }, 180_000);

  test('after a failed job: reason, queue and run seconds, a failure digest in the summary, a bounded log archive with a note', async () => {
    const ws = workspace();
    const run = await launchPlain(ws, 'fail', { 'max-log-bytes': '60' }, { SWEEPKIT_SRTCTL_SCENARIO: 'fail' });
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ state: 'FAILED', reason: 'NonZeroExitCode', 'logs-archive': join(ws, 'multinode_server_logs.tar.gz') });
    expect(run.outputs['queued-seconds']).toMatch(/^\d+$/);
    expect(Number(run.outputs['run-seconds'])).toBeGreaterThanOrEqual(1);
    expect(run.summary).toContain('Last lines of each log');
    expect(run.summary).toMatch(/<details><summary>[^<]*_worker_w0\.out<\/summary>\n\n<pre>worker: scenario fail, 1 steps<\/pre>/);
    const listed = tarList(run.outputs['logs-archive']!).sort();
    // the worker log (about 30 bytes) fits in 60, the sweep log does not: it is named in the note
    expect(listed).toEqual(['ARCHIVE_NOTE.txt', expect.stringMatching(/_worker_w0\.out$/)]);
    const note = execFileSync('tar', ['xzOf', run.outputs['logs-archive']!, 'ARCHIVE_NOTE.txt'], { encoding: 'utf8' });
    expect(note).toMatch(
      /^1 file\(s\) left out of this archive to keep it under 60 bytes \(max-log-bytes\); a full copy of each is in LOGS\/:\nsweep_\d+\.log\t\d+ bytes\n$/
    );
    expect(run.annotations).toContainEqual(
      expect.objectContaining({ level: 'warning', message: expect.stringMatching(/^1 log file\(s\) left out of multinode_server_logs\.tar\.gz/) })
    );
  }, 120_000);

  test('expect agentic: a concurrency of CONC_LIST without its result fails the step and is named; all present passes', async () => {
    const ws = workspace();
    const missing = await launchPlain(ws, 'agentic', { expect: 'agentic', 'conc-list': '4 8 16' }, { SWEEPKIT_SRTCTL_SCENARIO: 'success', IS_AGENTIC: '1' });
    expect(missing.code).toBe(1);
    expect(missing.outputs).toMatchObject({ state: 'COMPLETED', reason: 'no-results' });
    expect(missing.annotations.filter((a) => a.level === 'error').map((a) => a.message)).toEqual([
      expect.stringMatching(/^job \d+ COMPLETED but produced no agentic result for concurrency 16 \(rf_conc<N>\.json\)$/)
    ]);
    const complete = await launchPlain(ws, 'agentic-ok', { expect: 'agentic' }, { SWEEPKIT_SRTCTL_SCENARIO: 'success', IS_AGENTIC: '1' });
    expect(complete.code).toBe(0);
    expect(complete.outputs.reason).toBe('');
    const archived = tarList(complete.outputs['logs-archive']!);
    expect(archived).toContainEqual(expect.stringMatching(/^sweep_\d+\.log$/));
    expect(archived).not.toContain('ARCHIVE_NOTE.txt');
  }, 150_000);

  /**
   * Both jobs of benchmark-multinode.yml for the tiny row (plus `extra` keys) on the local Slurm, for
   * the faults (recorded-rows.test.ts runs recorded matrix rows); `call` adds workflow inputs and
   * runner environment, and may reuse a workspace (a self-hosted runner's).
   */
  async function runTinyWorkflow(extra: Record<string, unknown>, call: { inputs?: Record<string, string>; env?: Record<string, string>; ws?: string } = {}) {
    const ws = call.ws ?? workspace();
    const pool = { 'num-worker': 1, tp: 4, pp: 1, 'dcp-size': 1, 'pcp-size': 1, ep: 1, 'dp-attn': false };
    const row = {
      ...TINY_ROW,
      framework: 'dynamo-sglang',
      runner: 'gb300',
      disagg: true,
      conc: [4, 8],
      prefill: { ...pool, 'additional-settings': [`CONFIG_FILE=${RECIPE}`] },
      decode: pool,
      ...extra
    };
    return runMultinodeWorkflow(row, { ws, prefix: PREFIX, ...call });
  }

  test('benchmark-multinode.yml, an eval-only job: the job writes lm-eval results, srtctl-launch meta_env.json, eval-gate passes; a low score fails the job with its annotation', async () => {
    const row = { 'run-eval': true, 'eval-conc': 8 };
    const pass = await runTinyWorkflow(row, { inputs: { 'eval-only': 'true' } });
    expect(pass.errors).toEqual({ env: [], names: [], launch: [], 'eval-gate': [] });
    expect(pass.job.failed).toBe(false);
    expect(pass.job.ran).toEqual(['benchmark-env', 'result-filename', 'srtctl-launch', 'eval-gate', 'srtctl-launch/post']);
    // the eval-only recipe ran no benchmark: no point files, no bmk_ or power-audit upload
    expect(Object.keys(pass.uploads)).toEqual([pass.names['eval-results'], pass.names['server-logs']]);
    expect(pass.names['eval-results']).toMatch(/^eval_/);
    expect(pass.uploads[pass.names['eval-results']!]).toEqual(['meta_env.json', 'results_tiny.json']);
    expect(pass.job.runs['eval-gate']!.outputs).toEqual({ passed: 'true', failures: '[]' });
    // the gate's --expected-concs is EVAL_CONC: the metadata the launcher wrote names that concurrency
    expect(pass.job.runs['eval-gate']!.stdout).toContain('Model prefix: tiny (no per-model override; using global default)');
    expect(pass.job.runs['eval-gate']!.stdout).toContain('PASS: gsm8k exact_match,strict-match = 0.9500 (>= 0.9 from default)');
    expect(pass.job.runs.launch!.stdout).toContain(`eval metadata: ${join(pass.ws, 'meta_env.json')}`);
    // the clean-up step removed the eval files: the next job on this runner starts without them
    expect(existsSync(join(pass.ws, 'meta_env.json'))).toBe(false);

    // the same runner's workspace again (checkout and venv reused), a score below gsm8k's 0.90
    const fail = await runTinyWorkflow(row, { inputs: { 'eval-only': 'true' }, env: { SWEEPKIT_SRTCTL_EVAL_SCORE: '0.5' }, ws: pass.ws });
    expect(fail.job.failed).toBe(true);
    expect(fail.errors).toEqual({
      env: [],
      names: [],
      launch: [],
      'eval-gate': [
        // on the result file's line of the failing metric
        {
          level: 'error',
          message: 'gsm8k: exact_match,strict-match = 0.5000 < 0.9 (default)',
          properties: { file: 'results_tiny.json', line: '7', title: 'eval-gate: score below threshold' }
        },
        { level: 'error', message: 'eval gate failed: 1 failure (see the annotations and the job summary)', properties: {} }
      ]
    });
    expect(fail.job.runs['eval-gate']!.outputs.passed).toBe('false');
    // the upload runs after the failed gate (always())
    expect(fail.uploads[fail.names['eval-results']!]).toEqual(['meta_env.json', 'results_tiny.json']);
  }, 300_000);
});
