// Pure rules of the results package: point-file names, label matching in job names, run stats.
import { describe, expect, test } from '@jest/globals';
import { buildRow, labelMatcher, pointGpus, runStatsJson, successRate, type RunJob } from '../../../packages/results/src/index.js';

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

describe('labelMatcher', () => {
  test.each([
    ['h100', 'p1 | dsr1 fp8 h100 sgl tp8 c4', true],
    ['h100', 'p1 | dsr1 fp8 h100-multinode dyn-sgl 1p tp8 c4', true],
    ['h100', 'p1 | dsr1 fp8 gh100x sgl c4', false],
    ['h100', 'p1 | dsr1 fp8 h1000 sgl c4', false],
    ['cluster:b200-dgxc', 'p0 | glm5.2 fp4 cluster:b200-dgxc sgl tp8 c12', true],
    ['b200', 'p0 | glm5.2 fp4 gb200 sgl c12', false]
  ])('%s in %s → %s', (label, name, expected) => {
    expect(labelMatcher(label).test(name)).toBe(expected);
  });
});

describe('successRate', () => {
  const job = (name: string, conclusion: string | null, status = 'completed'): RunJob => ({ name, conclusion, status });
  test('counts finished jobs per label, skipped and unfinished left out, labels without jobs dropped', () => {
    const stats = successRate(
      [
        job('p0 | x fp8 H100 sgl c1', 'success'),
        job('p0 | x fp8 h100 sgl c2', 'failure'),
        job('p0 | x fp8 h100 sgl c3', 'skipped'),
        job('p0 | x fp8 b200 sgl c1', null, 'in_progress'),
        job('p0 | x fp8 mi355x sgl c1', 'cancelled')
      ],
      ['h100', 'b200', 'mi355x']
    );
    expect(stats).toEqual([
      { hardware: 'h100', nSuccess: 1, total: 2 },
      { hardware: 'mi355x', nSuccess: 0, total: 1 }
    ]);
    expect(runStatsJson(stats)).toBe('{\n  "h100": {\n    "n_success": 1,\n    "total": 2\n  },\n  "mi355x": {\n    "n_success": 0,\n    "total": 1\n  }\n}');
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
    ['a latency that is not a number', {}, { p99_ttft_ms: 'fast' }, /^'p99_ttft_ms' is not a number$/],
    ['max_concurrency missing', {}, { max_concurrency: undefined }, /^'max_concurrency' is missing$/],
    ['ROUTER_METADATA not JSON', { ROUTER_METADATA: '{name' }, {}, /^ROUTER_METADATA must contain valid JSON$/],
    [
      'multi node without GPUs',
      {
        IS_MULTINODE: 'TRUE',
        PREFILL_GPUS: '0',
        DECODE_GPUS: '0',
        PREFILL_NUM_WORKERS: '1',
        PREFILL_TP: '4',
        PREFILL_EP: '1',
        PREFILL_DP_ATTN: 'false',
        DECODE_NUM_WORKERS: '1',
        DECODE_TP: '4',
        DECODE_EP: '1',
        DECODE_DP_ATTN: 'false'
      },
      {},
      /^Multinode results require at least one GPU\.$/
    ]
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
});
