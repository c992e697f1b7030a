import { describe, expect, test } from '@jest/globals';
import { checkRequiredServerMetrics, lineStats, mermaidChart, plotRunDirs, runAgenticPlots } from '../../../packages/agentic/src/index.js';
import { ticks, thin } from '../../../packages/agentic/src/plots/svg.js';
import { formatError, SweepkitError } from '../../../packages/common/src/index.js';
import { memoryFs } from './memory-fs.js';

const T0 = 1_700_000_000_000_000_000;
const slice = (i: number, values: Record<string, number>) => ({ start_ns: T0 + i * 1e9, ...values });

/** A server metrics export with timeslices (aiperf `--slice-duration 1`), three one-second slices. */
function serverMetrics(extra: Record<string, unknown> = {}): string {
  return JSON.stringify(
    {
      summary: { endpoint_info: { a: { first_update_ns: T0 }, b: { first_update_ns: T0 + 5e9 } } },
      metrics: {
        'vllm:kv_cache_usage_perc': {
          series: [
            { labels: { engine: '0' }, timeslices: [0, 1, 2].map((i) => slice(i, { avg: 0.1 * (i + 1) })) },
            { labels: { engine: '1' }, timeslices: [0, 1, 2].map((i) => slice(i, { avg: 0.5 })) }
          ]
        },
        'vllm:generation_tokens': { series: [{ timeslices: [0, 1, 2].map((i) => slice(i, { rate: 100 })) }] },
        'vllm:prompt_tokens': { series: [{ timeslices: [0, 1, 2].map((i) => slice(i, { rate: 900 })) }] },
        'vllm:prefix_cache_hits': { series: [{ timeslices: [slice(0, { total: 5 }), slice(1, { total: 0 })] }] },
        'vllm:prefix_cache_queries': { series: [{ timeslices: [slice(0, { total: 10 }), slice(1, { total: 0 })] }] },
        'vllm:num_preemptions': { series: [{ timeslices: [slice(0, { total: 2 }), slice(2, { total: 4 })] }] },
        ...extra
      }
    },
    null,
    2
  );
}

const record = (startS: number, ttft: number, itl: number) =>
  JSON.stringify({
    metadata: { request_start_ns: T0 + startS * 1e9 },
    metrics: { time_to_first_token: { value: ttft }, request_latency: { value: 1000 }, inter_token_latency: { value: itl } }
  });

const JSONL = [record(0, 50, 10), '', 'not json', JSON.stringify({ error: { code: 500 }, metadata: { request_start_ns: T0 } }), record(2, 70, 20)].join('\n');

function run(files: Record<string, string> = {}) {
  return memoryFs({
    'results/aiperf_artifacts/profile_export.jsonl': JSONL,
    'results/aiperf_artifacts/server_metrics_export.json': serverMetrics(),
    'results/aiperf_artifacts/server_metrics_export.csv': 'metric,value\n',
    ...files
  });
}

const panel = (runs: ReturnType<typeof runAgenticPlots>, title: string) => runs[0]!.panels.find((p) => p.title.startsWith(title))!;

describe('agentic plots: series from the aiperf files', () => {
  test('server series: timeslices combined per slice start (max for gauges, sums for rates), time from the first update', () => {
    const runs = runAgenticPlots(run(), { required: { names: [] } });
    expect(panel(runs, 'KV Cache').lines[0]).toMatchObject({ label: 'GPU', x: [0, 1, 2], y: [50, 50, 50] });
    expect(panel(runs, 'Throughput').lines.map((l) => [l.label, l.y])).toEqual([
      ['total', [1000, 1000, 1000]],
      ['decode', [100, 100, 100]]
    ]);
    // An interval without queries keeps the last rate, like the reference.
    expect(panel(runs, 'Prefix Cache').lines[0]!.y).toEqual([50, 50]);
    // Slice totals over the median slice width (2 s here).
    expect(panel(runs, 'Preemptions').lines[0]!.y).toEqual([1, 2]);
  });

  test('per-request series: error records and lines that are not JSON are skipped, time from the first request', () => {
    const runs = runAgenticPlots(run(), { required: { names: [] } });
    expect(panel(runs, 'Time to First Token').lines[0]).toMatchObject({ x: [0, 2], y: [50, 70], points: true });
    expect(panel(runs, 'Decode Speed').lines[0]!.y).toEqual([100, 50]);
  });

  test('the SVG is written next to the artifacts, every panel kept (empty ones say so), titles escaped', () => {
    const fs = run();
    const [only] = runAgenticPlots(fs, { required: { names: [] } });
    expect(only!.svgPath).toBe('results/metrics_plots.svg');
    const svg = fs.written.get('results/metrics_plots.svg')!;
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.match(/<g transform=/g)).toHaveLength(only!.panels.length);
    expect(svg).toContain('no data');
    expect(svg).toContain('Throughput (Total &amp; Decode)');
  });

  test.each([
    ['legacy trace_replay folder', { 'r/trace_replay/profile_export.jsonl': JSONL }, 'r', ['r']],
    ['per-run child folder', { 'r/aiperf_artifacts/run_1/profile_export.jsonl': JSONL }, 'r', ['r']],
    [
      'a folder of runs (multi-node, one per concurrency)',
      { 'r/c8/aiperf_artifacts/profile_export.jsonl': JSONL, 'r/c4/aiperf_artifacts/profile_export.jsonl': JSONL },
      'r',
      ['r/c4', 'r/c8']
    ]
  ])('runs found: %s', (_, files, dir, expected) => {
    expect(plotRunDirs(memoryFs(files), dir)).toEqual(expected);
  });

  test('no JSONL anywhere: one error naming the folder', () => {
    expect(() => runAgenticPlots(memoryFs({ 'results/x.txt': '' }), { required: { names: [] } })).toThrow(
      'no aiperf artifacts: neither results nor a folder in it holds aiperf_artifacts/profile_export.jsonl'
    );
  });
});

describe('required server metrics', () => {
  const check = (fs: ReturnType<typeof run>, prefix: string | undefined, names: string[]) => {
    try {
      return checkRequiredServerMetrics(fs, 'results/aiperf_artifacts', { prefix, names });
    } catch (e) {
      return formatError(e as SweepkitError);
    }
  };
  test.each([
    ['nothing required: nothing checked', undefined, [], run(), undefined],
    ['prefix present', 'vllm:', [], run(), "Validated required AIPerf server metrics: prefix 'vllm:'"],
    ['prefix absent', 'sglang:', [], run(), "results/aiperf_artifacts/server_metrics_export.json: no metric with required prefix 'sglang:'"],
    [
      'names: every missing one named, on one line',
      undefined,
      ['vllm:prompt_tokens', 'vllm:num_requests_running', 'vllm:num_requests_waiting'],
      run(),
      'results/aiperf_artifacts/server_metrics_export.json: missing required server metrics: vllm:num_requests_running, vllm:num_requests_waiting'
    ],
    // A name is a whole key: `vllm:prompt` is not `vllm:prompt_tokens`.
    [
      'a name is a whole key',
      undefined,
      ['vllm:prompt'],
      run(),
      'results/aiperf_artifacts/server_metrics_export.json: missing required server metric: vllm:prompt'
    ],
    [
      'CSV export missing',
      'vllm:',
      [],
      memoryFs({ 'results/aiperf_artifacts/server_metrics_export.json': serverMetrics() }),
      'results/aiperf_artifacts/server_metrics_export.csv: required server metrics cannot be checked: results/aiperf_artifacts/server_metrics_export.csv is missing or empty'
    ]
  ])('%s', (_, prefix, names, fs, expected) => {
    expect(check(fs, prefix, names)).toBe(expected);
  });

  test('a failed check is returned with its run after the plot is written', () => {
    const fs = run();
    const [only] = runAgenticPlots(fs, { required: { prefix: 'sglang:', names: [] } });
    expect(fs.written.has('results/metrics_plots.svg')).toBe(true);
    expect(only!.check && 'error' in only!.check && only!.check.error.message).toBe("no metric with required prefix 'sglang:'");
  });
});

describe('rendering helpers', () => {
  test.each([
    [0, 10, [0, 2, 4, 6, 8, 10]],
    [0, 1, [0, 0.2, 0.4, 0.6, 0.8, 1]],
    [0, 730, [0, 200, 400, 600]],
    [5, 5, [5]]
  ])('ticks(%d, %d)', (lo, hi, expected) => {
    expect(ticks(lo, hi)).toEqual(expected);
  });

  test('thin keeps every k-th point and the last', () => {
    const x = Array.from({ length: 10 }, (_, i) => i);
    expect(thin({ label: 'l', x, y: x }, 4).x).toEqual([0, 3, 6, 9]);
  });

  test('mermaid chart: bucket means, lines in order, none without data; stats per line', () => {
    const chart = mermaidChart({
      title: 'Q "depth"',
      yLabel: 'requests',
      lines: [
        { label: 'a', x: [0, 1, 2, 3], y: [1, 3, 5, 7] },
        { label: 'b', x: [], y: [] }
      ]
    });
    expect(chart?.block.split('\n').slice(0, 5)).toEqual([
      '```mermaid',
      'xychart-beta',
      `  title "Q 'depth'"`,
      '  x-axis "time (s)" 0 --> 3',
      '  y-axis "requests"'
    ]);
    expect(chart?.caption).toBe('a');
    expect(mermaidChart({ title: 't', yLabel: 'y', lines: [] })).toBeUndefined();
    expect(lineStats({ label: 'a', x: [0, 1], y: [2, 4] })).toEqual({ points: 2, min: 2, mean: 3, max: 4 });
  });
});
