// Pure rules of the results package: point-file names, label matching in job names, run stats.
import { describe, expect, test } from '@jest/globals';
import { parseYaml, PyFloat } from '../../../packages/common/src/index.js';
import { bucketMatcher, buildRow, hardwareBuckets, pointGpus, runStatsJson, successRate, type RunJob } from '../../../packages/results/src/index.js';

describe("pointGpus (the multi-node template's sed expressions)", () => {
  test.each([
    ['R_sa-bench_isl_8192_osl_1024_conc8_gpus_36_ctx_4_gen_32.json', { gpus: '36', prefill: '4', decode: '32' }],
    ['R_cfg_conc64_gpus_16.json', { gpus: '16', prefill: '16', decode: '0' }],
    ['R_isl_8192_osl_1024_concurrency_64_req_rate_inf_gpus_12_ctx_4_gen_8.json', { gpus: '12', prefill: '4', decode: '8' }],
    ['R_c128_gpus_16_ctx_8_gen_8.json', { gpus: '16', prefill: '8', decode: '8' }],
    // The last `_gpus_<digit>` wins; leading zeros stay.
    ['R_gpus_4_x_gpus_008_ctx_02_gen_6.json', { gpus: '008', prefill: '02', decode: '6' }],
    // `_ctx_` without digits: prefill falls back to all GPUs, decode to 0.
    ['R_gpus_8_ctx__gen_4.json', { gpus: '8', prefill: '8', decode: '0' }],
    ['R_gpus_x.json', undefined],
    ['R_metadata.json', undefined]
  ])('%s', (name, expected) => {
    expect(pointGpus(name)).toEqual(expected);
  });
});

describe('bucketMatcher (on the lower-cased job name)', () => {
  test.each([
    ['gb300-nv', 'p3.000 | dsr1 fp8 cluster:gb300-nv dyn-sgl c4', true],
    ['gb300-nv', 'p3.000 | dsr1 fp8 gb300-nv_01 sgl c4', true],
    ['gb300-nv', 'p3.000 | dsr1 fp8 gb300-nv-multinode sgl c4', true],
    ['gb300-nv', 'p3.000 | dsr1 fp8 (gb300-nv) c4', true],
    ['gb300-nv', 'p3.000 | dsr1 fp8 gb300-nv', true],
    ['gb300-nv', 'p3.000 | dsr1 fp8 gb300-nvx sgl c4', false],
    ['gb300-nv', 'p3.000 | dsr1 fp8 xgb300-nv sgl c4', false],
    ['mi3.5x+amd', 'p0 | x cluster:mi3.5x+amd c1', true],
    ['mi3.5x+amd', 'p0 | x cluster:mi315xxamd c1', false],
    // The bucket is not lower-cased: an upper-case label never matches.
    ['GB9-NV', 'p0 | x cluster:gb9-nv c1', false]
  ])('%s in %s → %s', (bucket, name, expected) => {
    expect(bucketMatcher(bucket).test(name)).toBe(expected);
  });
});

describe('hardwareBuckets', () => {
  test.each([
    [
      'cluster labels, sorted, prefix removed; broad SKUs are not buckets',
      'labels:\n  b300: [a]\n  cluster:h100-dgxc: [a]\n  cluster:b200-nv: [b]\n',
      ['b200-nv', 'h100-dgxc']
    ],
    ['no labels: key: the document is the labels', 'cluster:x2: []\ncluster:x1: []\nother: []\n', ['x1', 'x2']],
    ['no cluster labels: every hardware key', 'labels:\n  b200: [a]\nhardware:\n  cluster:z: {}\n  y: {}\n', ['y', 'z']],
    ['no cluster labels and no hardware: no bucket', 'labels:\n  b200: [a]\n', []],
    ['duplicates after stripping collapse', 'hardware:\n  cluster:a: {}\n  a: {}\n  b: {}\n', ['a', 'b']],
    ['empty file', '{}\n', []]
  ])('%s', (_, text, expected) => {
    expect(hardwareBuckets(parseYaml(text, 'runners.yaml'))).toEqual(expected);
  });
});

describe('successRate', () => {
  const job = (name: string, conclusion: string | null, status = 'completed'): RunJob => ({ name, conclusion, status });
  test('each job in its first bucket, every attempt counted, skipped left out, unfinished counted, every bucket listed', () => {
    const stats = successRate(
      [
        job('p0 | x fp8 cluster:H100-CW sgl c1', 'success'),
        job('p0 | x fp8 cluster:h100-cw sgl c1', 'failure'),
        job('p0 | x fp8 cluster:h100-cw sgl c2', 'skipped'),
        job('p0 | x fp8 cluster:b200-dgxc cluster:h100-cw c1', 'success'),
        job('p0 | x fp8 cluster:b200-dgxc sgl c2', null, 'in_progress'),
        job('p0 | x fp8 cluster:b200-dgxc sgl c3', 'cancelled'),
        job('collect-results', 'success')
      ],
      ['b200-dgxc', 'h100-cw', 'mi355x-amds']
    );
    expect(stats).toEqual([
      { hardware: 'b200-dgxc', nSuccess: 1, total: 3 },
      { hardware: 'h100-cw', nSuccess: 1, total: 2 },
      { hardware: 'mi355x-amds', nSuccess: 0, total: 0 }
    ]);
    expect(runStatsJson(stats.slice(1, 3))).toBe(
      '{\n  "h100-cw": {\n    "n_success": 1,\n    "total": 2\n  },\n  "mi355x-amds": {\n    "n_success": 0,\n    "total": 0\n  }\n}'
    );
  });
});

describe('buildRow: bad input is one error naming the variable or field', () => {
  const env = {
    RUNNER_TYPE: 'h200',
    FRAMEWORK: 'vllm',
    PRECISION: 'fp8',
    SPEC_DECODING: 'none',
    RESULT_FILENAME: 'R',
    ISL: '1024',
    OSL: '1024',
    DISAGG: 'false',
    MODEL_PREFIX: 'dsr1',
    IMAGE: 'img',
    TP: '8',
    EP_SIZE: '1',
    DP_ATTENTION: 'false'
  };
  const result = new Map<string, unknown>([
    ['model_id', 'm'],
    ['max_concurrency', 64],
    ['total_token_throughput', 1000],
    ['output_throughput', 400],
    ['median_tpot_ms', 20]
  ]);
  test.each([
    ['TP=0', { TP: '0' }, {}, /^TP must not be 0/],
    ['ISL not an integer', { ISL: '8.0' }, {}, /^ISL must be an integer, got '8\.0'$/],
    ['OSL with a sign and underscores is fine', { OSL: ' +1_024 ' }, {}, null],
    ['negative PCP', { PCP_SIZE: '-1' }, {}, /^PP_SIZE, DCP_SIZE, and PCP_SIZE must be positive integers\.$/],
    ['tpot 0', {}, { median_tpot_ms: 0 }, /^'median_tpot_ms' is 0/],
    // Python's float('fast') is a ValueError; 'nan' / 'inf' / NaN are kept (table below).
    ['a latency that is not a number', {}, { p99_ttft_ms: 'fast' }, /^'p99_ttft_ms' is not a number: 'fast'$/],
    ['a latency that is null', {}, { p99_ttft_ms: null }, /^'p99_ttft_ms' is not a number: None$/],
    ['max_concurrency missing', {}, { max_concurrency: undefined }, /^'max_concurrency' is missing$/],
    ['ROUTER_METADATA not JSON', { ROUTER_METADATA: '{name' }, {}, /^ROUTER_METADATA must contain valid JSON$/]
  ])('%s', (_name, envPatch, resultPatch, message) => {
    const r = new Map(result);
    for (const [k, v] of Object.entries(resultPatch)) {
      if (v === undefined) r.delete(k);
      else r.set(k, v);
    }
    const run = () => buildRow(r as never, { ...env, ...envPatch }, 'R.json');
    if (message === null) expect(run().row.get('osl')).toBe(1024);
    else expect(run).toThrow(message);
  });

  const MULTI = {
    ...env,
    IS_MULTINODE: 'true',
    PREFILL_NUM_WORKERS: '1',
    PREFILL_TP: '4',
    PREFILL_EP: '1',
    PREFILL_DP_ATTN: 'false',
    DECODE_NUM_WORKERS: '1',
    DECODE_TP: '4',
    DECODE_EP: '1',
    DECODE_DP_ATTN: 'false'
  };
  test.each([
    ['no GPU at all', { PREFILL_GPUS: '0', DECODE_GPUS: '0' }, 'Multinode results require at least one GPU.'],
    ['decode GPUs but no prefill GPU', { PREFILL_GPUS: '0', DECODE_GPUS: '4' }, 'Multinode results require at least one prefill GPU.']
  ])('multi node: %s', (_name, gpus, message) => {
    expect(() => buildRow(result as never, { ...MULTI, ...gpus }, 'R.json')).toThrow(new RegExp(`^${message.replaceAll('.', '\\.')}$`));
  });

  // The reference's float(value): a p99_ttft_ms that is not a finite number is processed, not rejected.
  test.each([
    ['NaN', new PyFloat(NaN), NaN],
    ["'nan'", 'nan', NaN],
    ["'inf'", 'inf', Infinity],
    ["' 1_500 '", ' 1_500 ', 1.5],
    ['True', true, 0.001]
  ])('p99_ttft_ms %s → p99_ttft %s', (_name, value, seconds) => {
    const r = new Map(result);
    r.set('p99_ttft_ms', value);
    expect((buildRow(r as never, env, 'R.json').row.get('p99_ttft') as PyFloat).value).toBe(seconds);
  });
});
