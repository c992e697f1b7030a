/**
 * The singlenode-launch bundles (main and post) against the REAL local Slurm, with a stand-in
 * docker CLI (test/fixtures/slurm/docker-standin) and stand-in launch scripts.
 */
import { afterAll, afterEach, beforeAll, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, runBundle, type BundleRun } from '../../bundle/harness.js';
import { singleNodeRow } from '../../support/matrix-rows.js';
import { runJob, substitute, TINY_ROW, workflowCall } from '../../support/workflow-runner.js';
import { nodeReady, eventually, jobState, slurmSuite } from './cluster.js';

const suite = slurmSuite;
const NAME = `sweepkit-sn-${randomBytes(3).toString('hex')}`;
const scratch: string[] = [];

const ourJobs = (): string[] =>
  execFileSync('squeue', ['-h', '-o', '%i %j'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.split(' ')[1]?.startsWith(NAME))
    .map((line) => line.split(' ')[0]!);
const sbatch = (jobName: string): string =>
  execFileSync('sbatch', ['--parsable', `--job-name=${jobName}`, '--output=/dev/null', '--wrap', 'sleep 300'], { encoding: 'utf8' }).trim();

/** A workspace with a launcher at runners/launch_<NAME prefix>.sh and the docker stand-in's state. */
function workspace(launcher: string, containers = ''): { ws: string; env: Record<string, string> } {
  const ws = mkdtempSync(join(tmpdir(), 'sweepkit-singlenode-'));
  scratch.push(ws);
  mkdirSync(join(ws, 'runners'));
  writeFileSync(join(ws, `runners/launch_${NAME}.sh`), launcher);
  const state = join(ws, '.docker-state');
  writeFileSync(state, containers);
  writeFileSync(`${state}.log`, '');
  return {
    ws,
    env: {
      PATH: `${join(repoRoot, 'test/fixtures/slurm/docker-standin')}:${process.env.PATH}`,
      SWEEPKIT_DOCKER_STATE: state,
      RUNNER_NAME: `${NAME}_0`,
      RESULT_FILENAME: 'rf'
    }
  };
}

const launch = (ws: string, env: Record<string, string>, inputs: Record<string, string> = {}): Promise<BundleRun> =>
  runBundle('singlenode-launch', { cwd: ws, timeoutMs: 120_000, env, inputs: { 'job-name': NAME, 'cleanup-wait-seconds': '30', ...inputs } });
/** A single-node fixed-seq row of the tiny model on an h200. */
const SINGLE_ROW = singleNodeRow({ ...TINY_ROW, framework: 'vllm', runner: 'h200', conc: 8 });
const errors = (run: BundleRun): string[] => run.annotations.filter((a) => a.level === 'error').map((a) => a.message);

suite('singlenode-launch on a real Slurm', () => {
  beforeAll(nodeReady, 120_000);
  afterAll(() => {
    for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  afterEach(async () => {
    await eventually(() => ourJobs().length === 0, 15_000);
    expect(ourJobs()).toEqual([]);
  }, 30_000);

  test("cleans up only this job's containers and same-name jobs, runs the runner's launcher, waits for the result; the post step cleans up again", async () => {
    const { ws, env } = workspace(
      // The result appears after the launcher returned (a shared file system showing it late).
      'echo "launcher for $RESULT_FILENAME summary=[$GITHUB_STEP_SUMMARY]"\necho "::error::forged by the launcher"\n(sleep 2; echo "{}" > "$RESULT_FILENAME.json") >/dev/null 2>&1 &\n',
      `c1 ${NAME}_0\nc2 other-job\nc3 ${NAME}-x\n`
    );
    // job-name and container-names default to RUNNER_NAME; the launcher to its prefix before `_`.
    const stale = sbatch(`${NAME}_0`);
    const other = sbatch(`${NAME}-other`);
    try {
      const run = await launch(ws, env, { 'job-name': '' });
      expect(errors(run)).toEqual([]);
      expect(run.code).toBe(0);
      expect(run.outputs).toEqual({ 'launch-script': `runners/launch_${NAME}.sh`, 'exit-code': '0', 'result-file': 'rf.json', reason: '' });
      expect(jobState(stale)).toBe('CANCELLED');
      // Not cancelled: running, or still queued behind another suite's job on the one-node cluster.
      expect(['RUNNING', 'PENDING']).toContain(jobState(other));
      expect(readFileSync(join(ws, '.docker-state.log'), 'utf8')).toBe('rm c1\n');
      expect(readFileSync(join(ws, '.docker-state'), 'utf8')).toBe(`c2 other-job\nc3 ${NAME}-x\n`);
      expect(run.stdout).toContain('launcher for rf summary=[]');
      expect(run.stdout).toContain('Waiting for result file... (attempt 1)');
      expect(run.annotations).toEqual([]);

      writeFileSync(join(ws, '.docker-state'), `c4 ${NAME}_0\nc2 other-job\n`);
      const again = sbatch(`${NAME}_0`);
      const post = await runBundle('singlenode-launch', { entry: 'singlenode-launch/post', dir: run.dir, cwd: ws, env, timeoutMs: 60_000 });
      expect(post.code).toBe(0);
      expect(readFileSync(join(ws, '.docker-state'), 'utf8')).toBe('c2 other-job\n');
      expect(jobState(again)).toBe('CANCELLED');
      expect(['RUNNING', 'PENDING']).toContain(jobState(other));
    } finally {
      execFileSync('scancel', [stale, other, ...ourJobs()]);
    }
  }, 120_000);

  test.each<[string, string, Record<string, string>, Record<string, string>, string, Record<string, string>]>([
    [
      "the launcher's status is the step's",
      'echo "{}" > rf.json\nexit 3\n',
      {},
      {},
      `the launcher runners/launch_${NAME}.sh exited with 3`,
      { 'exit-code': '3', reason: 'launcher-failed' }
    ],
    [
      'no result file',
      'echo ran\n',
      { 'result-wait-seconds': '2' },
      {},
      'Run failed: Benchmark result rf.json not found.',
      { 'exit-code': '0', reason: 'no-results' }
    ],
    [
      'eval-only without results*.json',
      'echo "{}" > rf.json\n',
      {},
      { EVAL_ONLY: 'true' },
      'Eval-only run failed: no results*.json files found.',
      { reason: 'no-results' }
    ]
  ])(
    '%s',
    async (_name, launcher, inputs, extraEnv, message, outputs) => {
      const { ws, env } = workspace(launcher);
      const run = await launch(ws, { ...env, ...extraEnv }, inputs);
      expect(run.code).toBe(1);
      expect(errors(run)).toEqual([message]);
      expect(run.outputs).toMatchObject(outputs);
    },
    60_000
  );

  test('no docker daemon: the container clean-up is skipped, the job still runs', async () => {
    const { ws, env } = workspace('echo "{}" > rf.json\n', `c1 ${NAME}\n`);
    const run = await launch(ws, { ...env, SWEEPKIT_DOCKER_DOWN: '1' });
    expect(run.code).toBe(0);
    expect(readFileSync(join(ws, '.docker-state'), 'utf8')).toBe(`c1 ${NAME}\n`);
  }, 60_000);

  test('the reusable workflow benchmark-singlenode.yml: both jobs run in order as bundles with a stand-in launcher, uploads named by result-filename', async () => {
    const point = readFileSync(join(repoRoot, 'test/slurm/sa-bench-point.json'), 'utf8');
    const { ws, env } = workspace(
      // What a site launcher leaves in the workspace: the benchmark_serving result and the server log.
      `cp ${JSON.stringify(join(repoRoot, 'test/slurm/sa-bench-point.json'))} "$RESULT_FILENAME.json"\necho "server up" > server.log\n`,
      // The workflow's default container names, as the reference's: bmk-server and bmk-server-<runner>.
      `c1 bmk-server-${NAME}_0\nc2 other-job\n`
    );
    const stale = sbatch(`${NAME}_0`);
    try {
      const { workflow, context } = workflowCall('benchmark-singlenode.yml', {
        row: JSON.stringify(SINGLE_ROW)
      });
      const runnerEnv = { ...env, RESULT_FILENAME: '' };
      // the plan job runs on a hosted runner
      const plan = await runJob(workflow.jobs.plan!, context, { cwd: ws, env: { ...runnerEnv, RUNNER_NAME: 'GitHub Actions 2' } });
      expect(errors(plan.runs.env!)).toEqual([]);
      expect(plan.failed).toBe(false);
      context.needs.plan = { outputs: plan.outputs };
      expect(JSON.parse(plan.outputs['runs-on']!)).toContain('h200');
      expect(substitute(workflow.jobs.benchmark!.name!, context)).toBe(plan.outputs['display-name']);

      const job = await runJob(workflow.jobs.benchmark!, context, { cwd: ws, env: runnerEnv });
      const errorsOf = Object.fromEntries(Object.entries(job.runs).map(([id, r]) => [id, errors(r)]));
      expect(errorsOf).toEqual({ env: [], names: [], launch: [], process: [] });
      expect(job.failed).toBe(false);
      expect(job.ran).toEqual(['benchmark-env', 'result-filename', 'singlenode-launch', 'process-result', 'singlenode-launch/post']);
      expect(jobState(stale)).toBe('CANCELLED');
      expect(readFileSync(join(ws, '.docker-state'), 'utf8')).toBe('c2 other-job\n');
      const rf = context.steps.env!.outputs['result-filename']!;
      expect(readFileSync(join(ws, `${rf}.json`), 'utf8')).toBe(point);
      const names = context.steps.names!.outputs;
      const uploads = Object.fromEntries(job.uploads.map((u) => [u.name, u.files]));
      expect(uploads).toEqual({
        [names.result!]: [`agg_${rf}.json`],
        [names['server-logs']!]: ['server.log'],
        // no GPU monitor in the stand-in: the upload finds nothing (if-no-files-found: ignore)
        [names['gpu-metrics']!]: [],
        [names['power-audit']!]: [`${rf}.json`, `agg_${rf}.json`, `power_validation_${rf}.json`].sort()
      });
    } finally {
      execFileSync('scancel', [stale, ...ourJobs()]);
    }
  }, 120_000);

  test.each([
    ["'sglang:', which the sglang export has: the check passes", 'sglang:', false, "✅ Validated required AIPerf server metrics: prefix 'sglang:'"],
    ["'vllm:', which it lacks: the job fails with the line naming the prefix", 'vllm:', true, "❌ no metric with required prefix 'vllm:'"]
  ])(
    'benchmark-singlenode.yml, an agentic row with required-server-metric-prefix %s',
    async (_what, prefix, failed, line) => {
      // The site's launcher leaves what the reference's agentic script writes: results/aiperf_artifacts
      // (the recorded sglang export, plus the CSV export the check also wants).
      const aiperf = join(repoRoot, 'test/fixtures/agentic/sglang_full/input/results/aiperf_artifacts');
      const { ws, env } = workspace(
        [
          'mkdir -p results/aiperf_artifacts',
          `cp ${JSON.stringify(aiperf)}/* results/aiperf_artifacts/`,
          "printf 'metric,value\\nsglang:prompt_tokens,1\\n' > results/aiperf_artifacts/server_metrics_export.csv",
          'echo "{}" > "$RESULT_FILENAME.json"',
          ''
        ].join('\n')
      );
      const row = singleNodeRow({
        ...TINY_ROW,
        framework: 'sglang',
        runner: 'h200',
        conc: 8,
        'scenario-type': 'agentic-coding',
        duration: 60,
        'kv-offloading': 'none',
        'total-cpu-dram-gb': 0
      });
      const { workflow, context } = workflowCall('benchmark-singlenode.yml', { row: JSON.stringify(row), 'required-server-metric-prefix': prefix });
      context.needs.plan = { outputs: { 'runs-on': '["h200"]', 'display-name': 'agentic', expect: 'agentic' } };
      const job = await runJob(workflow.jobs.benchmark!, context, { cwd: ws, env: { ...env, RESULT_FILENAME: '' } });
      expect([errors(job.runs.launch!), errors(job.runs.agentic!)]).toEqual([[], []]);
      expect(job.ran).toEqual(['benchmark-env', 'result-filename', 'singlenode-launch', 'aggregate-agentic', 'agentic-plots', 'singlenode-launch/post']);
      expect(job.failed).toBe(failed);
      const plots = job.runs['agentic-plots']!;
      // the input reached the step: its check ran on results/aiperf_artifacts and the summary says so
      expect(plots.summary).toContain(line);
      expect(plots.annotations.filter((a) => a.level === 'error' && a.properties.file).map((a) => [a.properties.file, a.message])).toEqual(
        failed ? [['results/aiperf_artifacts/server_metrics_export.json', `no metric with required prefix '${prefix}'`]] : []
      );
    },
    60_000
  );

  test('benchmark-singlenode.yml, an eval-only job: the launch script writes lm-eval results and meta_env.json (sweepkit eval-meta-env), eval-gate passes, eval_ uploaded', async () => {
    const lmEval = join(repoRoot, 'test/slurm/lm-eval-result.json');
    const { ws, env } = workspace(
      // What benchmark_lib.sh does in the container: lm-eval writes into EVAL_RESULT_DIR, then
      // append_lm_eval_summary writes meta_env.json there and moves the *.json files up.
      `mkdir -p ev/gsm8k\ncp ${JSON.stringify(lmEval)} ev/gsm8k/results_2026.json\nEVAL_RESULT_DIR=ev node ${JSON.stringify(join(repoRoot, 'dist/cli/index.js'))} eval-meta-env\n`
    );
    const { workflow, context } = workflowCall('benchmark-singlenode.yml', {
      row: JSON.stringify({ ...SINGLE_ROW, conc: 16, 'run-eval': true }),
      'eval-only': 'true'
    });
    context.needs.plan = { outputs: { 'runs-on': '["h200"]', 'display-name': 'eval', expect: 'eval' } };
    const job = await runJob(workflow.jobs.benchmark!, context, { cwd: ws, env: { ...env, RESULT_FILENAME: '' } });
    expect(Object.fromEntries(Object.entries(job.runs).map(([id, r]) => [id, errors(r)]))).toEqual({ env: [], names: [], launch: [], 'eval-gate': [] });
    expect(job.failed).toBe(false);
    expect(job.ran).toEqual(['benchmark-env', 'result-filename', 'singlenode-launch', 'eval-gate', 'singlenode-launch/post']);
    const gate = job.runs['eval-gate']!;
    expect(gate.outputs.passed).toBe('true');
    // the model prefix came from the meta_env.json the launch script wrote; no expected concurrencies
    expect(gate.stdout).toContain('Model prefix: tiny (no per-model override; using global default)');
    expect(gate.stdout).toContain('PASS: gsm8k exact_match,strict-match = 0.9500 (>= 0.9 from default)');
    const names = context.steps.names!.outputs;
    expect(names['eval-results']).toMatch(/^eval_tiny_1k1k_/);
    const uploads = Object.fromEntries(job.uploads.map((u) => [u.name, u.files]));
    expect(uploads[names['eval-results']!]).toEqual(['meta_env.json', 'results_2026.json']);
    expect(job.uploads.find((u) => u.name === names['eval-results'])!.ifNoFilesFound).toBe('error');
    // no benchmark ran: no bmk_ upload
    expect(names.result).toBe('');
  }, 60_000);
});
