// Single-node power verdicts of process-result (utils/aggregate_power.py, power-binding.md §2):
// every reason code alone and in combination, in the reference's order: the benchmark contract,
// the telemetry file, its columns, its rows, the GPU count, the per-GPU checks; the energy-counter
// cross-check is advisory. Each row builds a workspace (a
// benchmark result with a 10 s window, two GPUs at 100 W sampled every second from 5 s before to
// 5 s after it, optional energy-counter snapshots), applies its faults and replays process-result.
import { describe, expect, test } from '@jest/globals';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { replayIn } from '../../support/replay-case.js';

const CASE = join(import.meta.dirname, '../../fixtures/results/process-result/pw_gpu_count_mismatch');
const caseEnv = (JSON.parse(readFileSync(join(CASE, 'case.json'), 'utf8')) as { env: Record<string, string> }).env;

interface Workspace {
  env: Record<string, string>;
  result: Record<string, unknown>;
  /** Absent: no gpu_metrics.csv. */
  header?: string;
  rows: string[];
  /** gpu_metrics_energy_{start,end}.csv: per GPU its counter before and after (undefined: not in that snapshot). */
  counters?: { header: string; gpus: [string, number | undefined, number | undefined][] };
}

const START = 1_000;
const END = 1_010;

function base(): Workspace {
  const rows: string[] = [];
  for (let t = START - 5; t <= END + 5; t++) for (const gpu of ['0', '1']) rows.push(`${t}, ${gpu}, 100.00 W`);
  return {
    env: { ...caseEnv, TP: '2', RESULT_FILENAME: 'R' },
    result: {
      model_id: 'm',
      max_concurrency: 4,
      total_token_throughput: 1000,
      output_throughput: 100,
      benchmark_start_time_unix: START,
      benchmark_end_time_unix: END,
      duration: END - START,
      completed: 5,
      total_input_tokens: 500,
      total_output_tokens: 50,
      median_tpot_ms: 10
    },
    header: 'timestamp, index, power.draw [W]',
    rows
  };
}

// Both GPUs' whole streams: 2 × 100 W × 20 s = 4000 J; counters that agree add 2000 J each.
const agreeing = (): NonNullable<Workspace['counters']> => ({
  header: 'gpu,total_energy_consumption',
  gpus: [
    ['0', 0, 2000],
    ['1', 0, 2000]
  ]
});
const onGpu = (gpu: string, keep: (t: number) => boolean) => (w: Workspace) =>
  (w.rows = w.rows.filter((r) => r.split(', ')[1] !== gpu || keep(Number(r.split(',')[0]))));

type Fault = (w: Workspace) => void;

/** The faults, by the reason each one causes on its own. */
const FAULTS: Record<string, Fault> = {
  invalid_benchmark_window: (w) => delete w.result.benchmark_end_time_unix,
  benchmark_duration_mismatch: (w) => (w.result.duration = END - START + 0.6),
  invalid_successful_query_count: (w) => (w.result.completed = '5'),
  invalid_input_token_count: (w) => delete w.result.total_input_tokens,
  invalid_output_token_count: (w) => (w.result.total_output_tokens = true),
  telemetry_file_missing: (w) => delete w.header,
  telemetry_file_empty: (w) => {
    w.header = '';
    w.rows = [];
  },
  timestamp_column_missing: (w) => (w.header = w.header!.replace('timestamp', 'when')),
  power_column_missing: (w) => (w.header = w.header!.replace('power.draw', 'power.limit')),
  gpu_identity_column_missing: (w) => (w.header = w.header!.replace('index', 'slot')),
  invalid_timestamp_sample: (w) => w.rows.push('yesterday, 0, 100.00 W'),
  invalid_power_sample: (w) => w.rows.push(`${START + 4.5}, 0, N/A`),
  gpu_identity_missing: (w) => w.rows.push(`${START + 4.5}, , 100.00 W`),
  // Every sample far outside the window: no GPU is observed at all.
  no_usable_power_samples: (w) => (w.rows = w.rows.map((r) => r.replace(/^\d+/, (t) => String(Number(t) + 100)))),
  expected_gpu_count_mismatch: (w) => (w.env.TP = '4'),
  insufficient_power_samples: onGpu('1', (t) => t === START || t < START - 3 || t > END + 3),
  benchmark_window_not_bracketed: onGpu('0', (t) => t < END),
  sampling_gap_exceeded: onGpu('1', (t) => t < START + 3 || t > START + 6)
};

async function replay(w: Workspace) {
  const dir = mkdtempSync(join(tmpdir(), 'power-reasons-'));
  writeFileSync(join(dir, 'R.json'), JSON.stringify(w.result));
  if (w.header !== undefined) writeFileSync(join(dir, 'gpu_metrics.csv'), w.header === '' ? '' : [w.header, ...w.rows].join('\n'));
  if (w.counters) {
    const { header, gpus } = w.counters;
    const snapshot = (at: 1 | 2): string => [header, ...gpus.filter((g) => g[at] !== undefined).map((g) => `${g[0]},${g[at]}`)].join('\n');
    writeFileSync(join(dir, 'gpu_metrics_energy_start.csv'), snapshot(1));
    writeFileSync(join(dir, 'gpu_metrics_energy_end.csv'), snapshot(2));
  }
  const run = await replayIn(dir, { subcommand: 'process-result', argv: [], env: w.env });
  expect(run.code).toBe(0);
  const sidecar = JSON.parse(readFileSync(join(dir, 'power_validation_R.json'), 'utf8').replace(/: (NaN|-?Infinity)(,?\n)/g, ': "$1"$2')) as Record<
    string,
    unknown
  >;
  // Python's json writes NaN and Infinity bare; read them as their names.
  const agg = JSON.parse(readFileSync(join(dir, 'agg_R.json'), 'utf8').replace(/: (NaN|-?Infinity)(,?\n)/g, ': "$1"$2')) as Record<string, unknown>;
  return { sidecar, agg, stderr: run.stderr };
}

function verdict(...faults: string[]) {
  const w = base();
  for (const f of faults) FAULTS[f]!(w);
  return replay(w);
}

describe('single-node power reasons (power-binding.md §2.2–2.3)', () => {
  test('the base workspace is valid: 2 GPUs × 100 W × 10 s; with agreeing counters too', async () => {
    const { sidecar, agg } = await verdict();
    expect(sidecar.reasons).toEqual([]);
    expect([agg.power_valid, agg.total_gpu_energy_j, agg.avg_power_w]).toEqual([1, 2000, 100]);
    const withCounters = base();
    withCounters.counters = agreeing();
    const counted = await replay(withCounters);
    expect(counted.sidecar.reasons).toEqual([]);
    expect(counted.sidecar.accumulator_check).toEqual({
      available: true,
      accumulator_delta_j: 4000,
      integrated_stream_j: 4000,
      relative_error: 0,
      within_tolerance: true,
      tolerance: 0.05,
      per_gpu_delta_j: { 0: 2000, 1: 2000 },
      integrated_gpu_ids: ['0', '1'],
      unmatched_gpus: [],
      negative_delta_gpus: [],
      stream_span_s: 20
    });
  });

  test.each<[string, string[], string[]]>([
    // Each reason alone.
    ...Object.keys(FAULTS).map((r): [string, string[], string[]] => [r, [r], [r]]),
    // In combination: the contract's reasons first, then the telemetry's in discovery order.
    ['an unusable window stops alone', ['telemetry_file_empty', 'invalid_benchmark_window'], ['invalid_benchmark_window']],
    [
      'the contract, then a missing file',
      ['telemetry_file_missing', 'invalid_output_token_count', 'benchmark_duration_mismatch', 'invalid_successful_query_count'],
      ['benchmark_duration_mismatch', 'invalid_successful_query_count', 'invalid_output_token_count', 'telemetry_file_missing']
    ],
    [
      'all three columns',
      ['gpu_identity_column_missing', 'power_column_missing', 'timestamp_column_missing'],
      ['timestamp_column_missing', 'power_column_missing', 'gpu_identity_column_missing']
    ],
    ['row reasons in file order (1)', ['invalid_timestamp_sample', 'invalid_power_sample'], ['invalid_timestamp_sample', 'invalid_power_sample']],
    ['row reasons in file order (2)', ['invalid_power_sample', 'invalid_timestamp_sample'], ['invalid_power_sample', 'invalid_timestamp_sample']],
    ['a missing GPU id after the row reasons', ['gpu_identity_missing', 'invalid_power_sample'], ['invalid_power_sample', 'gpu_identity_missing']],
    [
      'per GPU in sorted id order, after the count',
      ['sampling_gap_exceeded', 'benchmark_window_not_bracketed', 'expected_gpu_count_mismatch'],
      ['expected_gpu_count_mismatch', 'benchmark_window_not_bracketed', 'sampling_gap_exceeded']
    ],
    [
      'everything at once with readable telemetry',
      [
        'sampling_gap_exceeded',
        'expected_gpu_count_mismatch',
        'gpu_identity_missing',
        'invalid_power_sample',
        'invalid_input_token_count',
        'benchmark_duration_mismatch'
      ],
      [
        'benchmark_duration_mismatch',
        'invalid_input_token_count',
        'invalid_power_sample',
        'gpu_identity_missing',
        'expected_gpu_count_mismatch',
        'sampling_gap_exceeded'
      ]
    ]
  ])('%s', async (_name, faults, reasons) => {
    const { sidecar, agg, stderr } = await verdict(...faults);
    expect(sidecar.reasons).toEqual(reasons);
    expect(agg.power_valid).toBe(0);
    expect(agg).not.toHaveProperty('avg_power_w');
    expect(sidecar.metrics).toEqual({});
    expect(stderr).toBe(`[aggregate_power] Power validation failed: ${reasons.join(', ')} (details: power_validation_R.json)\n`);
  });

  test('a stop leaves the per-GPU maps empty; a gap keeps its energy; a short GPU has a count only', async () => {
    expect((await verdict('telemetry_file_empty')).sidecar).toMatchObject({ observed_gpu_count: 0, per_gpu_sample_counts: {}, per_gpu_energy_j: {} });
    expect((await verdict('invalid_benchmark_window')).sidecar).toMatchObject({ benchmark_window: null, observed_gpu_count: 0 });
    const gap = (await verdict('sampling_gap_exceeded')).sidecar;
    expect([gap.per_gpu_max_sample_gap_s, gap.device_issues]).toEqual([{ 0: 1, 1: 5 }, { 1: ['sampling_gap_exceeded'] }]);
    expect(Object.keys(gap.per_gpu_energy_j as object)).toEqual(['0', '1']);
    const short = (await verdict('insufficient_power_samples')).sidecar;
    expect([short.per_gpu_sample_counts, Object.keys(short.per_gpu_energy_j as object)]).toEqual([{ 0: 17, 1: 1 }, ['0']]);
    // Invalid counts are recorded as 0.
    expect((await verdict('invalid_input_token_count')).sidecar.benchmark_window).toMatchObject({ total_input_tokens: 0, completed: 5 });
  });

  test('GPU ids: digits first by value, then the rest; identical times averaged into one sample', async () => {
    const w = base();
    w.env.TP = '3';
    w.rows = w.rows.flatMap((r) => [r.replace(', 0,', ', 10,'), r.replace(', 0,', ', 9,').replace(', 1,', ', a,')]).filter((r) => !r.includes(', 1,'));
    w.rows.push(`${START + 2}, 9, 130 W`);
    const { sidecar } = await replay(w);
    expect(sidecar.observed_gpu_ids).toEqual(['9', '10', 'a']);
    expect(sidecar.per_gpu_sample_counts).toEqual({ 9: 17, 10: 17, a: 17 });
    // 9 has 115 W at START+2: 1 s ramps up and down around it add 15 J.
    expect(sidecar.per_gpu_energy_j).toEqual({ 9: 1015, 10: 1000, a: 1000 });
  });

  test.each([
    ['no snapshots', undefined, null],
    ['only the end', 'start', { available: false, reason: 'missing_start_snapshot' }],
    ['only the start', 'end', { available: false, reason: 'missing_end_snapshot' }],
    ['another counter column', 'header', { available: false, reason: 'unparseable_start_snapshot' }]
  ])('the accumulator check is advisory: %s', async (_, fault, check) => {
    const w = base();
    if (fault) w.counters = { ...agreeing(), header: fault === 'header' ? 'gpu,energy' : agreeing().header };
    const { sidecar } = await replay(w);
    if (fault === 'start' || fault === 'end') {
      // Rebuild with one snapshot removed.
      const dir = mkdtempSync(join(tmpdir(), 'power-acc-'));
      writeFileSync(join(dir, 'R.json'), JSON.stringify(w.result));
      writeFileSync(join(dir, 'gpu_metrics.csv'), [w.header, ...w.rows].join('\n'));
      writeFileSync(join(dir, `gpu_metrics_energy_${fault === 'start' ? 'end' : 'start'}.csv`), 'gpu,total_energy_consumption\n0,1\n');
      await replayIn(dir, { subcommand: 'process-result', argv: [], env: w.env });
      const one = JSON.parse(readFileSync(join(dir, 'power_validation_R.json'), 'utf8')) as Record<string, unknown>;
      expect([one.reasons, one.accumulator_check]).toEqual([[], check]);
      return;
    }
    expect([sidecar.reasons, sidecar.accumulator_check]).toEqual([[], check]);
  });

  test('counters far from the stream, going backwards: recorded, the verdict unchanged', async () => {
    const w = base();
    w.counters = {
      header: 'gpu,total_energy_consumption',
      gpus: [
        ['0', 5000, 4000],
        ['1', 0, 9000],
        ['7', 0, undefined]
      ]
    };
    const { sidecar, agg } = await replay(w);
    expect([sidecar.reasons, agg.power_valid]).toEqual([[], 1]);
    expect(sidecar.accumulator_check).toMatchObject({
      accumulator_delta_j: 8000,
      within_tolerance: false,
      unmatched_gpus: ['7'],
      negative_delta_gpus: ['0'],
      relative_error: 0.5
    });
  });

  test('a metric that overflows: the row keeps no power fields, aggregate_result_unwritable', async () => {
    const w = base();
    w.rows = w.rows.map((r) => r.replace('100.00 W', `1${'0'.repeat(307)} W`));
    const dir = mkdtempSync(join(tmpdir(), 'power-inf-'));
    writeFileSync(join(dir, 'R.json'), JSON.stringify(w.result));
    writeFileSync(join(dir, 'gpu_metrics.csv'), [w.header, ...w.rows].join('\n'));
    const run = await replayIn(dir, { subcommand: 'process-result', argv: [], env: w.env });
    expect(run.stderr).toBe(
      '[aggregate_power] Failed to patch agg_R.json: non-finite power metric: avg_power_w\n' +
        '[aggregate_power] Power validation failed: aggregate_result_unwritable (details: power_validation_R.json)\n'
    );
    expect(readFileSync(join(dir, 'agg_R.json'), 'utf8')).not.toContain('power_valid');
  });

  test('a GPU seen only outside the window gets no per-GPU entry', async () => {
    const w = base();
    w.rows.push(`${START - 50}, 2, 100.00 W`);
    const { sidecar } = await replay(w);
    expect(sidecar.reasons).toEqual([]);
    expect([sidecar.observed_gpu_count, sidecar.observed_gpu_ids, Object.keys(sidecar.per_gpu_energy_j as object)]).toEqual([2, ['0', '1'], ['0', '1']]);
  });

  test("a p99_ttft_ms of 'nan' is processed like the reference: NaN in the row, the power step judges the window", async () => {
    const w = base();
    w.result.p99_ttft_ms = 'nan';
    delete w.result.benchmark_start_time_unix;
    const { sidecar, agg } = await replay(w);
    expect(sidecar.reasons).toEqual(['invalid_benchmark_window']);
    expect(agg.power_valid).toBe(0);
    expect(agg.p99_ttft).toBe('NaN');
  });
});
