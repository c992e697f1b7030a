// benchmark-env writes every variable of the job table for real rows of the recorded matrix, with
// the templates' eval semantics: `run-eval` in a throughput family runs the benchmark, then the eval.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, test } from '@jest/globals';
import { templateVariables } from '../../../packages/job/src/index.js';
import { families, type MatrixRow as MatrixEntryRow } from '../../../packages/matrix/src/index.js';
import { benchmarkEnv, computeResultNames, type JobInputs, type MatrixRow } from '../../../packages/naming/src/index.js';

const fixture = (path: string): unknown => JSON.parse(readFileSync(new URL(`../../fixtures/${path}`, import.meta.url), 'utf8'));
const rows = (fixture('job/rows.json') as { rows: Record<string, MatrixRow> }).rows;
const runner = 'b200-cw_01';
const envOf = (name: string, inputs: JobInputs = {}) => benchmarkEnv(rows[name]!, {}, { 'runner-name': runner, ...inputs });

test.each<[string, Record<string, string>, string]>([
  [
    'single-node agentic kv offload',
    {
      KV_OFFLOADING: 'dram',
      KV_OFFLOAD_BACKEND: 'hicache',
      KV_OFFLOAD_BACKEND_METADATA: '{\n  "name": "hicache"\n}',
      TOTAL_CPU_DRAM_GB: '2399',
      DURATION: '3600',
      SCENARIO_SUBDIR: 'agentic/',
      IS_AGENTIC: '1',
      ISL: '0',
      DISAGG: 'false',
      RESULT_DIR: '/workspace/results'
    },
    'agentic'
  ],
  ['single-node agentic no offload', { KV_OFFLOADING: 'none', KV_OFFLOAD_BACKEND: '', KV_OFFLOAD_BACKEND_METADATA: '', TOTAL_CPU_DRAM_GB: '0' }, 'agentic'],
  ['single-node agentic with router', { ROUTER_METADATA: '{\n  "name": "sglang-router",\n  "version": "0.3.2"\n}' }, 'agentic'],
  [
    'single-node fixed-seq',
    // DURATION and TOTAL_CPU_DRAM_GB: the single-node template's input defaults (run-sweep passes neither here).
    {
      SCENARIO_TYPE: 'fixed-seq-len',
      SCENARIO_SUBDIR: 'fixed_seq_len/',
      RUN_EVAL: 'false',
      EVAL_ONLY: 'false',
      GPU_COUNT: '4',
      DURATION: '3600',
      TOTAL_CPU_DRAM_GB: '0',
      PYTHONPYCACHEPREFIX: '/tmp/inferencex-pycache'
    },
    'fixed-seq-len'
  ],
  ['single-node fixed-seq with run-eval', { RUN_EVAL: 'true', EVAL_ONLY: 'false' }, 'fixed-seq-len'],
  ['multi-node fixed-seq with run-eval', { RUN_EVAL: 'true', EVAL_ONLY: 'false', EVAL_CONC: '90', CONC_LIST: '90', IS_MULTINODE: 'true' }, 'fixed-seq-len'],
  ['multi-node eval-all-concs', { EVAL_ONLY: 'true', EVAL_CONC: '4 16 32 64 128', PREFILL_HARDWARE: 'b200', DECODE_HARDWARE: 'h100' }, 'eval'],
  [
    'multi-node heterogeneous',
    { PREFILL_HARDWARE: 'b200', DECODE_HARDWARE: 'h100', KV_P2P_TRANSFER: 'nixl', PYTHONPYCACHEPREFIX: '/tmp/inferencex-pycache' },
    'fixed-seq-len'
  ],
  ['multi-node agentic', { CONC: '1', CONC_LIST: '1', KV_OFFLOADING: 'none', SCENARIO_SUBDIR: 'agentic/', POWER_PRODUCER_SHA: '' }, 'agentic'],
  [
    'single-node agentic eval-only',
    { EVAL_ONLY: 'true', RUN_EVAL: 'true', KV_OFFLOAD_BACKEND_METADATA: '{\n  "name": "lmcache",\n  "version": "0.5.1"\n}' },
    'eval'
  ]
])('%s', (name, expected, expect_) => {
  const result = envOf(name);
  expect(result.env).toMatchObject(expected);
  expect(result.expect).toBe(expect_);
});

// Like the templates' env blocks: every variable is set, the template's default where nothing applies.
test.each(Object.keys(rows))('%s: every variable of its template is written', (name) => {
  const row = rows[name]!;
  const template = 'prefill' in row ? 'multi-node' : 'single-node';
  const written = Object.keys(envOf(name).env);
  expect(templateVariables(template).filter((variable) => !written.includes(variable))).toEqual([]);
});

test('workflow inputs override the row', () => {
  expect(
    envOf('single-node agentic kv offload', {
      'require-power': true,
      duration: '600',
      'agentx-fast': true,
      'eval-limit': '50',
      'swebench-gen-mode': 'single-shot'
    }).env
  ).toMatchObject({ REQUIRE_POWER: '1', DURATION: '600', AIPERF_EXPERIMENTAL_FAST: '1', EVAL_LIMIT: '50', SWEBENCH_GEN_MODE: 'single-shot' });
  // agentx-fast shortens agentic runs unless a duration is given; fixed-sequence rows have none.
  expect(envOf('single-node agentic kv offload', { 'agentx-fast': true }).env.DURATION).toBe('1200');
  expect(envOf('single-node fixed-seq', { 'agentx-fast': true }).env.DURATION).toBe('3600');
  expect(envOf('multi-node fixed-seq', { 'power-producer-sha': 'abc123' }).env).toMatchObject({ POWER_PRODUCER_SHA: 'abc123', REQUIRE_POWER: '0' });
});

/** The artifact names without `_<RESULT_FILENAME>`: what the job uploads. */
const prefixes = (names: ReturnType<typeof computeResultNames>): string[] => names.artifacts.map((a) => a.name.replace(`_${names.resultFilename}`, ''));

describe('eval semantics', () => {
  test('a run-eval row of a throughput family runs its benchmark, then its eval', () => {
    const row = rows['single-node fixed-seq with run-eval']!;
    const names = computeResultNames({ row, env: {}, runnerName: runner });
    expect(prefixes(names)).toEqual(['bmk', 'server_logs', 'gpu_metrics', 'power_audit', 'eval_dsr1_8k1k']);
  });

  test('the eval family passes eval-only: the benchmark is skipped', () => {
    const result = envOf('single-node fixed-seq with run-eval', { 'eval-only': true });
    expect(result).toMatchObject({ expect: 'eval', env: { EVAL_ONLY: 'true', RUN_EVAL: 'true' } });
    const names = computeResultNames({ row: rows['single-node fixed-seq with run-eval']!, env: {}, runnerName: runner, evalOnly: true });
    expect(prefixes(names)).toEqual(['eval_server_logs', 'eval_gpu_metrics', 'eval_dsr1_8k1k']);
  });

  test('a multi-node agentic eval job runs eval-conc', () => {
    const row = { ...rows['multi-node agentic']!, 'run-eval': true, 'eval-only': true, 'eval-conc': 8 };
    expect(benchmarkEnv(row, {}, { 'runner-name': runner }).env).toMatchObject({ CONC: '8', CONC_LIST: '1', EVAL_CONC: '8' });
  });

  test.each<[string, JobInputs, string, string, string[]]>([
    ['the row (default)', {}, 'true', ' | eval', ['bmk', 'server_logs', 'gpu_metrics', 'power_audit', 'eval_dsr1_8k1k']],
    ['a throughput family: run-eval false', { 'run-eval': 'false' }, 'false', '', ['bmk', 'server_logs', 'gpu_metrics', 'power_audit']],
    ['an eval family: eval-only', { 'run-eval': 'true', 'eval-only': true }, 'true', ' | eval-only', ['eval_server_logs', 'eval_gpu_metrics', 'eval_dsr1_8k1k']]
  ])('run-eval input, %s: RUN_EVAL, name suffix and artifacts follow the job', (_name, inputs, runEval, suffix, artifacts) => {
    const row = rows['single-node fixed-seq with run-eval']!;
    const result = envOf('single-node fixed-seq with run-eval', inputs);
    expect([result.env.RUN_EVAL, result.displayName.endsWith(`c${String(row.conc)}${suffix}`)]).toEqual([runEval, true]);
    const mode = { evalOnly: inputs['eval-only'], runEval: inputs['run-eval'] === undefined ? undefined : inputs['run-eval'] === 'true' };
    expect(prefixes(computeResultNames({ row, env: {}, runnerName: runner, ...mode }))).toEqual(artifacts);
  });

  test('run-eval false on a row without eval changes nothing; true runs the eval', () => {
    expect(envOf('single-node fixed-seq', { 'run-eval': 'false' }).env).toEqual(envOf('single-node fixed-seq').env);
    expect(envOf('single-node fixed-seq', { 'run-eval': 'true' }).env.RUN_EVAL).toBe('true');
  });

  // The full sweep of both master configs (docs/matrix.md §9.4): its 8k1k throughput families hold
  // run-eval rows, which must run as benchmarks.
  test.each<[string, number]>([
    ['single-node-8k1k', 202],
    ['multi-node-8k1k', 317]
  ])('%s of the full sweep: its %d run-eval rows run the benchmark', (family, runEvalRows) => {
    const matrix = JSON.parse(
      gunzipSync(readFileSync(new URL('../../fixtures/matrix/cases/fs-both.json.gz', import.meta.url))).toString('utf8')
    ) as MatrixEntryRow[];
    const jobs = families(matrix)[family as 'single-node-8k1k'].map((row) => benchmarkEnv(row as MatrixRow, {}, { 'runner-name': runner }));
    expect(jobs.filter((job) => job.env.RUN_EVAL === 'true').length).toBe(runEvalRows);
    expect(jobs.filter((job) => job.expect === 'eval')).toEqual([]);
    // As the throughput families run them (run-eval: false), none runs an eval: each runs once, in its eval family.
    const throughput = families(matrix)[family as 'single-node-8k1k'].map((row) =>
      benchmarkEnv(row as MatrixRow, {}, { 'runner-name': runner, 'run-eval': 'false' })
    );
    expect(throughput.filter((job) => job.env.RUN_EVAL === 'true' || job.displayName.endsWith(' | eval'))).toEqual([]);
    // …and uploads no eval artifact, whose name would be the eval job's.
    const evalArtifacts = families(matrix)[family as 'single-node-8k1k'].flatMap((row) =>
      computeResultNames({ row: row as MatrixRow, env: {}, runnerName: runner, runEval: false }).artifacts.filter((a) => a.name.startsWith('eval_'))
    );
    expect(evalArtifacts).toEqual([]);
  });
});
