/**
 * The reusable workflow benchmark-multinode.yml on rows of the RECORDED matrix (the reference's
 * full-sweep outputs in test/fixtures/matrix/cases), on the real local Slurm: benchmark-env →
 * result-filename → srtctl-launch (prepare from the bundled lane table, submit, follow, collect) →
 * process-result / eval-gate, with the aggregate-agentic CLI inside the agentic row's job (where
 * agentic_srt.sh aggregates). No job variable is set by hand: every step reads what benchmark-env
 * exported, the job what srtctl-launch passed on. The srtctl stand-in (test/slurm/bin/srtctl)
 * writes what srt-slurm would for the row's real recipe (test/fixtures/slurm/srt-slurm-recipes):
 * its sa-bench concurrencies and GPU counts, or the agentic per-concurrency aggregates.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { repoRoot } from '../../bundle/harness.js';
import { substitute } from '../../support/workflow-runner.js';
import { nodeReady, eventually, slurmSuite } from './cluster.js';
import { runMultinodeWorkflow } from './multinode-workflow.js';
import { standInRepository, type StandInRepository } from './srt-slurm-repo.js';

type Pool = { 'num-worker': number; tp: number; pp: number; 'dcp-size': number; 'pcp-size': number; ep: number; 'dp-attn': boolean };
type Row = Record<string, unknown> & { conc: number[]; prefill: Pool; decode: Pool; runner: string };
type Json = Record<string, unknown>;

const PREFIX = `sweepkit-i22-${randomBytes(3).toString('hex')}`;
const fixtures = join(repoRoot, 'test/fixtures');

/** The one row of a recorded matrix whose recipe (CONFIG_FILE) is `recipe`. */
function recordedRow(matrix: string, recipe: string): Row {
  const rows = JSON.parse(gunzipSync(readFileSync(join(fixtures, 'matrix/cases', `${matrix}.json.gz`))).toString('utf8')) as Row[];
  const found = rows.filter((row) =>
    (row.prefill as { 'additional-settings'?: string[] } | undefined)?.['additional-settings']?.includes(`CONFIG_FILE=${recipe}`)
  );
  expect(found).toHaveLength(1);
  return found[0]!;
}

const QWEN = 'recipes/sglang/qwen3.5';
const FIXED = recordedRow('fs-both', `${QWEN}/gb300-fp8/8k1k/disagg/mtp/8k1k_mtp_lowlat_0.yaml`);
const EVAL = recordedRow('fs-both', `${QWEN}/gb300-fp8/8k1k/4p1d-dep4-dep16.yaml`);
const AGENTIC = recordedRow('fs-both', `${QWEN}/gb300-fp4/agentic/disagg-gb300-1p1d-tp4-tp4-c8-mtp-hicache-session-jid2530030.yaml`);
const EVAL_ONLY = recordedRow('fs-both-all-evals', `${QWEN}/gb300-fp8/8k1k/4p1d-dep4-dep16.yaml`);

/** Ids of queued jobs whose name starts with this file's prefix. */
const ourJobs = (): string[] =>
  execFileSync('squeue', ['-h', '-o', '%i %j'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.split(' ')[1]?.startsWith(PREFIX))
    .map((line) => line.split(' ')[0]!);

const readJson = (file: string): Json => JSON.parse(readFileSync(file, 'utf8')) as Json;

/** The shape fields of a multi-node row or aggregate, as the matrix row has them. */
const shape = (row: Row): Json => {
  const pool = (role: 'prefill' | 'decode'): Json => {
    const p = row[role];
    return {
      [`${role}_tp`]: p.tp,
      [`${role}_pp`]: p.pp,
      [`${role}_dcp_size`]: p['dcp-size'],
      [`${role}_pcp_size`]: p['pcp-size'],
      [`${role}_ep`]: p.ep,
      [`${role}_dp_attention`]: String(p['dp-attn']),
      [`${role}_num_workers`]: p['num-worker']
    };
  };
  return { ...pool('prefill'), ...pool('decode') };
};
const gpus = (p: Pool): number => p['num-worker'] * p.tp * p.pp * p['pcp-size'];

/** What every processed row of a fixed-seq job must say of its matrix row. */
const dashboardRow = (row: Row): Json => ({
  hw: row.runner,
  image: row.image,
  model: row.model,
  infmax_model_prefix: row['model-prefix'],
  framework: row.framework,
  precision: row.precision,
  spec_decoding: row['spec-decoding'],
  disagg: row.disagg,
  isl: row.isl,
  osl: row.osl,
  is_multinode: true,
  ...shape(row),
  num_prefill_gpu: gpus(row.prefill),
  num_decode_gpu: gpus(row.decode)
});

/** The point files srt-slurm's sa-bench writes for a row: `<R>_sa-bench_isl_<I>_osl_<O>_conc<C>_gpus_<G>_ctx_<P>_gen_<D>`. */
const points = (row: Row): string[] => {
  const [ctx, gen] = [gpus(row.prefill), gpus(row.decode)];
  return row.conc.map((c) => `sa-bench_isl_${String(row.isl)}_osl_${String(row.osl)}_conc${c}_gpus_${ctx + gen}_ctx_${ctx}_gen_${gen}`);
};

let repo: StandInRepository;
let ws: string;
/** The commit of each lane ref the rows use. */
const refs: Record<string, string> = { 'v1.0.25': '', 'v1.0.38': '' };

/**
 * The recorded aiperf artifacts as the job's aiperf folder, with the CSV export benchmark_lib.sh's
 * check also wants (not among the recorded files); `prefix` replaces the `sglang:` metric names.
 */
function aiperfFolder(prefix = 'sglang:'): string {
  const dir = join(mkdtempSync(join(ws, 'aiperf-')), 'aiperf_artifacts');
  cpSync(join(fixtures, 'agentic/sglang_full/input/results/aiperf_artifacts'), dir, { recursive: true });
  const json = join(dir, 'server_metrics_export.json');
  writeFileSync(json, readFileSync(json, 'utf8').replaceAll('"sglang:', `"${prefix}`));
  writeFileSync(join(dir, 'server_metrics_export.csv'), `metric,value\n${prefix}prompt_tokens,1\n`);
  return dir;
}

const run = (row: Row, inputs: Record<string, string> = {}, env: Record<string, string> = {}) => runMultinodeWorkflow(row, { ws, prefix: PREFIX, inputs, env });

slurmSuite('benchmark-multinode.yml on recorded matrix rows', () => {
  beforeAll(async () => {
    await nodeReady();
    repo = standInRepository();
    // The refs the bundled lanes of these rows name: a commit each (the stand-in's installable tree),
    // so the checked-out commit tells which lane a row got.
    const git = (...args: string[]): string =>
      execFileSync('git', ['-C', join(repo.root, 'srt-slurm.git'), ...args], {
        encoding: 'utf8',
        env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com' }
      }).trim();
    for (const ref of Object.keys(refs)) {
      refs[ref] = git('commit-tree', `${repo.sha['v1.0.0']}^{tree}`, '-p', repo.sha['v1.0.0'], '-m', ref);
      git('tag', ref, refs[ref]);
    }
    // One runner's workspace for every row (a self-hosted runner reuses it): InferenceX's recipes
    // where the lanes' overlays look, the bundled lane table with its repositories pointing at the
    // stand-in, the site's model table and cluster config.
    ws = mkdtempSync(join(tmpdir(), 'sweepkit-recorded-'));
    cpSync(join(fixtures, 'slurm/srt-slurm-recipes'), join(ws, 'benchmarks/multi_node/srt-slurm-recipes'), { recursive: true });
    const bundled = readFileSync(join(repoRoot, 'packages/slurm/srtctl-versions.yaml'), 'utf8');
    const lanes = bundled.replace(/^( {2}[\w-]+: )https:\/\/github\.com\/\S+$/gm, `$1${repo.url}`);
    expect(lanes).not.toContain('https://');
    writeFileSync(join(ws, 'lanes.yaml'), lanes);
    writeFileSync(
      join(ws, 'models.yaml'),
      [
        'version: 1',
        'models:',
        '  - when: { model-prefix: qwen3.5, precision: fp8 }',
        '    path: /models/qwen3.5-fp8',
        '    alias: qwen3.5-fp8',
        '  - when: { model-prefix: qwen3.5, precision: fp4 }',
        '    path: /models/qwen3.5-fp4',
        '    alias: qwen3.5-fp4',
        ''
      ].join('\n')
    );
    writeFileSync(join(ws, 'cluster.yaml'), 'default_partition: batch\nuse_segment_sbatch_directive: false\n');
  }, 120_000);

  afterAll(() => {
    for (const dir of [ws, repo?.root]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  afterEach(async () => {
    await eventually(() => ourJobs().length === 0, 15_000);
    expect(ourJobs()).toEqual([]);
  }, 30_000);

  describe('a fixed-seq row', () => {
    test('the recipe’s points are processed into bmk_<R>: one dashboard row per concurrency of the matrix row, its shape and model', async () => {
      const { job, errors, uploads, rf, names, context, workflow } = await run(FIXED);
      expect(substitute(String(workflow.jobs.benchmark!['timeout-minutes']), context)).toBe('480');
      expect(errors).toEqual({ env: [], names: [], launch: [], process: [] });
      expect(job.failed).toBe(false);
      expect(job.ran).toEqual(['benchmark-env', 'result-filename', 'srtctl-launch', 'process-result', 'srtctl-launch/post']);
      expect(context.steps.launch!.outputs).toMatchObject({
        state: 'COMPLETED',
        // the bundled lane of qwen3.5 fp8 on gb300
        'srt-slurm-sha': refs['v1.0.25'],
        'job-name': expect.stringMatching(new RegExp(`^${PREFIX}_0-[0-9a-f]{12}$`))
      });
      // bmk_<R> holds the processed dashboard rows, not the raw point files
      expect(names.result).toBe(`bmk_${rf}`);
      expect(uploads[names.result!]).toEqual(points(FIXED).map((p) => `agg_${rf}_${p}.json`));
      for (const [i, point] of points(FIXED).entries()) {
        expect(readJson(join(ws, `agg_${rf}_${point}.json`))).toMatchObject({ ...dashboardRow(FIXED), conc: FIXED.conc[i], tput_per_gpu: expect.any(Number) });
      }
      expect(Object.keys(uploads)).toEqual([names.result, names['server-logs'], names['power-audit']]);
      expect(uploads[names['server-logs']!]).toEqual(['multinode_server_logs.tar.gz']);
      expect(uploads[names['power-audit']!]).toEqual(
        expect.arrayContaining([...points(FIXED).map((p) => `${rf}_${p}.json`), ...points(FIXED).map((p) => `agg_${rf}_${p}.json`)])
      );
      expect(names['eval-results']).toBe('');
      // cleanup-outputs: srtctl's outputs/<id> is gone from the reused checkout, LOGS/ keeps the logs
      const id = (JSON.parse(context.steps.launch!.outputs['job-ids']!) as string[])[0]!;
      expect(existsSync(join(ws, 'srt-slurm/outputs', id))).toBe(false);
      expect(existsSync(join(ws, 'LOGS', `sweep_${id}.log`))).toBe(true);
    }, 180_000);
  });

  describe('a run-eval row of a throughput family', () => {
    test('benchmark, then eval: bmk_<R> holds the processed points and eval_<R> the lm-eval results with meta_env.json', async () => {
      expect(EVAL['run-eval']).toBe(true);
      const { job, errors, uploads, rf, names } = await run(EVAL);
      expect(errors).toEqual({ env: [], names: [], launch: [], process: [] });
      expect(job.failed).toBe(false);
      expect(job.ran).toEqual(['benchmark-env', 'result-filename', 'srtctl-launch', 'process-result', 'srtctl-launch/post']);
      expect(uploads[names.result!]).toEqual(points(EVAL).map((p) => `agg_${rf}_${p}.json`));
      for (const point of points(EVAL)) expect(readJson(join(ws, `agg_${rf}_${point}.json`))).toMatchObject(dashboardRow(EVAL));
      expect(names.result).toBe(`bmk_${rf}`);
      expect(names['eval-results']).toBe(`eval_${rf}`);
      expect(uploads[names['eval-results']!]).toEqual(['meta_env.json', 'results_tiny.json']);
    }, 180_000);
  });

  describe('an agentic row', () => {
    test('the job aggregates each concurrency with aggregate-agentic into <R>_conc<N>.json from the variables benchmark-env exported; bmk_agentic_<R> holds them, agentic_<R> the aiperf folders', async () => {
      const aggregate = `node ${join(repoRoot, 'dist/cli/index.js')} aggregate-agentic`;
      const aiperf = aiperfFolder();
      const { job, errors, uploads, rf, names, workflow, context } = await run(
        AGENTIC,
        {},
        { SWEEPKIT_SRTCTL_AGGREGATE: aggregate, SWEEPKIT_SRTCTL_AIPERF: aiperf }
      );
      expect(errors).toEqual({ env: [], names: [], launch: [], 'agentic-plots': [] });
      expect(job.failed).toBe(false);
      expect(job.ran).toEqual(['benchmark-env', 'result-filename', 'srtctl-launch', 'agentic-plots', 'srtctl-launch/post']);
      // the recipe's benchmark.env AIPERF_REQUIRED_SERVER_METRIC_PREFIX reached the check of each concurrency
      expect(context.steps.launch!.outputs['required-server-metric-prefix']).toBe('sglang:');
      expect(job.runs['agentic-plots']!.summary.split("Validated required AIPerf server metrics: prefix 'sglang:'")).toHaveLength(AGENTIC.conc.length + 1);
      expect(substitute(String(workflow.jobs.benchmark!['timeout-minutes']), context)).toBe('780');
      expect(context.needs.plan!.outputs.expect).toBe('agentic');
      // the bundled lane of agentic dynamo-sglang qwen3.5 (the runner label is cluster:gb300-nv)
      expect(context.steps.launch!.outputs['srt-slurm-sha']).toBe(refs['v1.0.38']);
      expect(names['agentic-result']).toBe(`bmk_agentic_${rf}`);
      const files = AGENTIC.conc.map((c) => `${rf}_conc${c}.json`);
      expect(uploads[names['agentic-result']!]).toEqual(files);
      for (const [i, file] of files.entries()) {
        expect(readJson(join(ws, file))).toMatchObject({
          hw: AGENTIC.runner,
          conc: AGENTIC.conc[i],
          image: AGENTIC.image,
          model: AGENTIC.model,
          infmax_model_prefix: AGENTIC['model-prefix'],
          framework: AGENTIC.framework,
          precision: AGENTIC.precision,
          spec_decoding: AGENTIC['spec-decoding'],
          disagg: AGENTIC.disagg,
          scenario_type: 'agentic-coding',
          is_multinode: true,
          kv_offloading: AGENTIC['kv-offloading'],
          kv_offload_backend: AGENTIC['kv-offload-backend'],
          allocated_cpu_dram_gb: AGENTIC['total-cpu-dram-gb'],
          ...shape(AGENTIC),
          num_prefill_gpu: gpus(AGENTIC.prefill),
          num_decode_gpu: gpus(AGENTIC.decode),
          // the recorded aiperf artifacts' 40 requests
          num_requests_successful: 40
        });
      }
      // agentic_<R>: the job's aiperf folders, as the launcher copied them into LOGS/
      expect(names['agentic-raw']).toBe(`agentic_${rf}`);
      expect(uploads[names['agentic-raw']!]).toEqual(
        // with agentic-plots' metrics_plots.svg beside each concurrency's aiperf folder
        AGENTIC.conc.flatMap((c) => [
          ...readdirSync(aiperf).map((f) => `LOGS/agentic/conc_${c}/aiperf_artifacts/${f}`),
          `LOGS/agentic/conc_${c}/metrics_plots.svg`
        ])
      );
      expect(Object.keys(uploads)).toEqual([names['agentic-result'], names['agentic-raw'], names['server-logs']]);
    }, 180_000);

    test("an export without the recipe's required sglang: metrics fails the job with the line naming the prefix", async () => {
      const aggregate = `node ${join(repoRoot, 'dist/cli/index.js')} aggregate-agentic`;
      const { job, errors } = await run(AGENTIC, {}, { SWEEPKIT_SRTCTL_AGGREGATE: aggregate, SWEEPKIT_SRTCTL_AIPERF: aiperfFolder('frontend:') });
      expect(job.failed).toBe(true);
      expect(errors.launch).toEqual([]);
      // one line per concurrency, each naming its export and the missing prefix (then the count)
      expect(errors['agentic-plots']!.filter((a) => a.properties.file).map((a) => [a.properties.file, a.message])).toEqual(
        AGENTIC.conc.map((c) => [
          expect.stringMatching(new RegExp(`conc_${c}/aiperf_artifacts/server_metrics_export\\.json$`)),
          "no metric with required prefix 'sglang:'"
        ])
      );
    }, 180_000);
  });

  describe('an eval-only row (the --all-evals matrix)', () => {
    test('no benchmark: the eval runs, eval-gate checks EVAL_CONC against meta_env.json, eval_<R> is uploaded', async () => {
      expect(EVAL_ONLY['eval-only']).toBe(true);
      const { job, errors, uploads, names, rf } = await run(EVAL_ONLY);
      expect(errors).toEqual({ env: [], names: [], launch: [], 'eval-gate': [] });
      expect(job.failed).toBe(false);
      expect(job.ran).toEqual(['benchmark-env', 'result-filename', 'srtctl-launch', 'eval-gate', 'srtctl-launch/post']);
      expect(job.runs['eval-gate']!.outputs).toEqual({ passed: 'true', failures: '[]' });
      // the metadata srtctl-launch wrote names the row's model; its threshold is the model's own
      const gate = job.runs['eval-gate']!.stdout;
      expect(gate).toContain(`Model prefix: ${String(EVAL_ONLY['model-prefix'])}`);
      expect(gate).toContain(`PASS: gsm8k exact_match,strict-match = 0.9500 (>= 0.94 from models.${String(EVAL_ONLY['model-prefix'])})`);
      expect(names['eval-results']).toBe(`eval_${rf}`);
      expect(Object.keys(uploads)).toEqual([names['eval-results'], names['server-logs']]);
      expect(uploads[names['eval-results']!]).toEqual(['meta_env.json', 'results_tiny.json']);
    }, 180_000);
  });
});
