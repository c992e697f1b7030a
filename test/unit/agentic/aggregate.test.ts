import { describe, expect, test } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodeArtifactFs } from '../../../packages/job/src/index.js';
import { aggregateAgentic, pick, runAggregateAgentic } from '../../../packages/agentic/src/index.js';
import { formatError, formatFinding, pyJsonDumps, SweepkitError } from '../../../packages/common/src/index.js';
import { memoryFs } from './memory-fs.js';

/** The repo's F5 fixture (docs/agentic.md §B.6): 5 successful records, TP=4. */
const F5 = [
  ['A', 0, 100, 50, 30.0, 1000.0, 18.0, 1000000000, 2000000000],
  ['A', 1, 180, 60, 35.0, 1100.0, 18.5, 2500000000, 3700000000],
  ['B', 0, 120, 40, 32.0, 900.0, 17.5, 1500000000, 2300000000],
  ['B', 1, 200, 70, 40.0, 1400.0, 19.0, 3000000000, 4500000000],
  ['A', 2, 240, 55, 33.0, 1050.0, 18.2, 4000000000, 5100000000]
]
  .map(([conv, turn, isl, osl, ttft, e2el, itl, start, end]) =>
    JSON.stringify({
      metadata: { conversation_id: conv, turn_index: turn, request_start_ns: start, request_end_ns: end, benchmark_phase: 'profiling' },
      metrics: {
        input_sequence_length: { value: isl },
        output_sequence_length: { value: osl },
        time_to_first_token: { value: ttft },
        request_latency: { value: e2el },
        inter_token_latency: { value: itl }
      },
      error: null
    })
  )
  .join('\n');

const ENV = { RESULT_FILENAME: 'f5', RESULT_DIR: 'r', AGENTIC_OUTPUT_DIR: 'out', KV_OFFLOADING: 'none', TP: '4', FRAMEWORK: 'vllm', HOME: 'h' };
const f5Fs = () => memoryFs({ 'r/aiperf_artifacts/profile_export.jsonl': F5 });
const block = (tree: unknown, ...path: string[]) => pyJsonDumps(pick(tree as never, ...path) as never);

describe('F5 (docs/agentic.md §B.6 running example)', () => {
  const result = aggregateAgentic(f5Fs(), ENV);
  test.each([
    [['qps'], '{"window_seconds": 1, "samples": 3, "mean": 1.33333, "p50": 1, "p75": 1.5, "p90": 1.8, "p95": 1.9, "std": 0.4714}'],
    [['latency', 'ttft'], '{"mean": 0.034, "p50": 0.033, "p75": 0.035, "p90": 0.038, "p95": 0.039, "std": 0.00341}'],
    [['latency', 'e2el'], '{"mean": 1.09, "p50": 1.05, "p75": 1.1, "p90": 1.28, "p95": 1.34, "std": 0.16852}'],
    [['latency', 'tpot'], '{"mean": 0.01824, "p50": 0.0182, "p75": 0.0185, "p90": 0.0188, "p95": 0.0189, "std": 0.0005}'],
    [['latency', 'intvty'], '{"mean": 54.82456, "p50": 54.94505, "p75": 54.05405, "p90": 53.19149, "p95": 52.91005, "std": 1.50451}'],
    [['latency', 'e2e_norm_intvty'], '{"mean": 50.03791, "p50": 50, "p75": 50, "p90": 46.51163, "p95": 45.45455, "std": 3.37101}'],
    [['tokens', 'input'], '{"mean": 168, "p50": 180, "p75": 200, "p90": 224, "p95": 232, "std": 51.53639}'],
    [['tokens', 'output_actual'], '{"mean": 55, "p50": 55, "p75": 60, "p90": 66, "p95": 68, "std": 10}'],
    [['throughput', 'duration_seconds'], '4.1'],
    [['throughput', 'total'], '{"tokens_per_second": 271.95122}'],
    [['throughput', 'per_gpu', 'total_tput_tps'], '67.9878']
  ])('request_metrics.%j', (path, expected) => expect(block(result.aggregate, 'request_metrics', ...path)).toBe(expected));

  test('stdout lines and headline', () => {
    expect(result.stdoutLines).toEqual([
      'Saved aggregated agentic result to out/f5.json',
      '  Requests: 5 successful / 5 total (0 warmup, 0 error dropped)',
      '  QPS: mean=1.33 p75=1.50 p95=1.90',
      '  Throughput per GPU: 68 tok/s'
    ]);
    expect(result.text.endsWith('}')).toBe(true);
  });
});

describe('bad environment: one line naming the variable, nothing written', () => {
  test.each([
    [{ RESULT_FILENAME: '' }, 'ERROR: RESULT_FILENAME env var not set'],
    [{ KV_OFFLOADING: undefined }, 'Missing required environment variable: KV_OFFLOADING'],
    [{ CONC: '' }, "CONC must be an integer, got ''"],
    [{ TP: '8.0' }, "TP must be an integer, got '8.0'"],
    [{ EP_SIZE: 'x' }, "EP_SIZE must be an integer, got 'x'"],
    [{ PCP_SIZE: '-1' }, 'PP_SIZE, DCP_SIZE, and PCP_SIZE must be positive integers.'],
    [{ IS_MULTINODE: 'yes', PREFILL_HARDWARE: 'gb200' }, 'PREFILL_HARDWARE and DECODE_HARDWARE must be specified together.'],
    [{ IS_MULTINODE: 'on', DECODE_PCP_SIZE: '0' }, 'Multinode PP, DCP, and PCP sizes must be positive integers.'],
    [{ KV_OFFLOADING: 'dram', KV_OFFLOAD_BACKEND: 'lmcache' }, 'KV_OFFLOAD_BACKEND is required when KV_OFFLOADING is enabled'],
    [{ KV_OFFLOAD_BACKEND_METADATA: '{bad' }, 'KV_OFFLOAD_BACKEND_METADATA must contain valid JSON'],
    [{ KV_OFFLOAD_BACKEND_METADATA: '{"name": "x", "extra": "y"}' }, "KV_OFFLOAD_BACKEND_METADATA may contain only 'name' and 'version'"],
    [{ KV_OFFLOAD_BACKEND_METADATA: '{"version": "1"}' }, "KV_OFFLOAD_BACKEND_METADATA must contain 'name' and optional 'version'"],
    [{ KV_OFFLOAD_BACKEND_METADATA: '{"name": ""}' }, 'KV_OFFLOAD_BACKEND_METADATA values must be non-empty strings'],
    [{ ROUTER_METADATA: '{"name": "r"}' }, "ROUTER_METADATA must contain exactly 'name' and 'version'"],
    [{ ROUTER_METADATA: '{"name": "r", "version": 1}' }, 'ROUTER_METADATA name and version must be non-empty strings'],
    [{ RESULT_DIR: 'nowhere' }, 'ERROR: nowhere/aiperf_artifacts/profile_export.jsonl not found']
  ])('%j', (overrides, message) => {
    const fs = f5Fs();
    const env = { ...ENV, ...overrides };
    expect(() => runAggregateAgentic(fs, env)).toThrow(SweepkitError);
    try {
      runAggregateAgentic(fs, env);
    } catch (e) {
      expect(formatError(e as SweepkitError)).toBe(message);
    }
    expect(fs.written.size).toBe(0);
  });

  test('non-empty server metrics of an unknown engine name the backend', () => {
    const fs = memoryFs({
      'r/aiperf_artifacts/profile_export.jsonl': F5,
      'r/aiperf_artifacts/server_metrics_export.json': '{"metrics": {"trtllm:b": {}, "trtllm:a": {}}}'
    });
    expect(() => aggregateAgentic(fs, { ...ENV, FRAMEWORK: 'TRT' })).toThrow(
      "ValueError: Unsupported agentic server metrics backend; framework='trt', metric_names=[trtllm:a, trtllm:b]"
    );
  });
});

describe('atomic output', () => {
  const workspace = () => {
    const dir = mkdtempSync(join(tmpdir(), 'agentic-atomic-'));
    mkdirSync(join(dir, 'r/aiperf_artifacts'), { recursive: true });
    writeFileSync(join(dir, 'r/aiperf_artifacts/profile_export.jsonl'), F5);
    return dir;
  };

  test('the file appears whole, with no temp file left beside it', () => {
    const dir = workspace();
    runAggregateAgentic(nodeArtifactFs(dir), ENV);
    expect(readdirSync(join(dir, 'out'))).toEqual(['f5.json']);
    expect(readFileSync(join(dir, 'out/f5.json'), 'utf8')).toBe(aggregateAgentic(nodeArtifactFs(dir), ENV).text);
  });

  test('a bad line late in the file leaves an earlier aggregate untouched and writes nothing new', () => {
    const dir = workspace();
    mkdirSync(join(dir, 'out'));
    writeFileSync(join(dir, 'out/f5.json'), 'previous');
    writeFileSync(join(dir, 'r/aiperf_artifacts/profile_export.jsonl'), `${F5}\n{"metadata": {`);
    let message = '';
    try {
      runAggregateAgentic(nodeArtifactFs(dir), ENV);
    } catch (e) {
      message = formatError(e as SweepkitError);
    }
    expect(message).toMatch(/^r\/aiperf_artifacts\/profile_export\.jsonl:6: invalid JSON/);
    expect(readdirSync(join(dir, 'out'))).toEqual(['f5.json']);
    expect(readFileSync(join(dir, 'out/f5.json'), 'utf8')).toBe('previous');
  });

  test('a failed rename (target is a folder) removes the temp file', () => {
    const dir = workspace();
    mkdirSync(join(dir, 'out/f5.json'), { recursive: true });
    expect(() => runAggregateAgentic(nodeArtifactFs(dir), ENV)).toThrow();
    expect(readdirSync(join(dir, 'out'))).toEqual(['f5.json']);
    expect(existsSync(join(dir, 'out/f5.json/x'))).toBe(false);
  });
});

describe('output_expected from the trace cache', () => {
  test('each kept record looks up its conversation turn', () => {
    const fs = memoryFs({
      'r/aiperf_artifacts/profile_export.jsonl': F5,
      'hf/datasets--semianalysisai--cc-traces-weka-1/snapshots/s/t.jsonl':
        '{"id": "A", "requests": [{"type": "n", "output_length": 10}, {"type": "n", "output_length": 20}, {"type": "s", "output_length": 30}]}\n' +
        '{"id": "B", "requests": [{"type": "n", "out": 5}, {"type": "n", "out": 6}]}'
    });
    const result = aggregateAgentic(fs, { ...ENV, HF_HUB_CACHE: 'hf' });
    expect(block(result.aggregate, 'request_metrics', 'tokens', 'output_expected')).toBe(
      '{"mean": 14.2, "p50": 10, "p75": 20, "p90": 26, "p95": 28, "std": 9.5163}'
    );
  });
});

describe('a counter that is not finite names the metrics file', () => {
  test('NaN prompt tokens', () => {
    const fs = memoryFs({
      'r/aiperf_artifacts/profile_export.jsonl': F5,
      'r/aiperf_artifacts/server_metrics_export.json': '{"metrics": {"vllm:prompt_tokens": {"series": [{"stats": {"total": NaN}}]}}}'
    });
    let message = '';
    try {
      aggregateAgentic(fs, ENV);
    } catch (e) {
      message = formatError(e as SweepkitError);
    }
    expect(message).toBe('r/aiperf_artifacts/server_metrics_export.json: server metric prompt_tokens is NaN, not a finite counter');
  });
});

describe('warnings about what the reference passes over in silence; the aggregate keeps its bytes', () => {
  const warnings = (result: { warnings: SweepkitError[] }) => result.warnings.map((w) => formatFinding(w, 'warning'));

  test('several run folders: the first is read, the others holding a JSONL are named', () => {
    const one = aggregateAgentic(memoryFs({ 'r/aiperf_artifacts/run_0/profile_export.jsonl': F5 }), ENV);
    const many = aggregateAgentic(
      memoryFs({
        'r/aiperf_artifacts/run_0/profile_export.jsonl': F5,
        'r/aiperf_artifacts/run_10/profile_export.jsonl': '',
        'r/aiperf_artifacts/run_1/profile_export.jsonl': F5,
        'r/aiperf_artifacts/run_2/notes.txt': 'no JSONL: not a run that was left out'
      }),
      ENV
    );
    expect(warnings(one)).toEqual([]);
    expect(warnings(many)).toEqual(['r/aiperf_artifacts: warning: 3 run folders: only run_0 is read, run_1, run_10 are ignored']);
    expect(many.text).toBe(one.text);
  });

  const failed = F5.split('\n').map((line) => JSON.stringify({ ...JSON.parse(line), error: { type: 'Timeout', message: 'no answer' } }));
  test.each([
    [
      'every request failed',
      failed,
      [
        'r/aiperf_artifacts/profile_export.jsonl: warning: every request failed: 5 of 5 records are errors and none succeeded, so the aggregate has no measurements'
      ]
    ],
    ['one request succeeded', [...failed.slice(1), F5.split('\n')[0]!], []],
    ['an empty JSONL (nothing failed)', [], []]
  ])('%s', (_name, lines, expected) => {
    const result = aggregateAgentic(memoryFs({ 'r/aiperf_artifacts/profile_export.jsonl': lines.join('\n') }), ENV);
    expect(warnings(result)).toEqual(expected);
    expect(result.text).not.toContain('every request failed');
  });
});
