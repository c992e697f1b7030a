// Single-node power verdicts of process-result (utils/aggregate_power.py): every reason code alone
// and in combination, in the reference's rule order: the window, the telemetry file, its columns,
// its rows, the GPUs, the per-GPU checks, then the energy counters. Each row builds a workspace (a
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
  header: 'gpu,energy',
  gpus: [
    ['0', 0, 2000],
    ['1', 0, 2000]
  ]
});
const counters = (w: Workspace): NonNullable<Workspace['counters']> => (w.counters ??= agreeing());

type Fault = (w: Workspace) => void;

/** The faults, by the reason each one causes on its own. */
const FAULTS: Record<string, Fault> = {
  invalid_benchmark_window: (w) => delete w.result.benchmark_end_time_unix,
  benchmark_duration_mismatch: (w) => (w.result.duration = 20),
  telemetry_file_missing: (w) => delete w.header,
  telemetry_file_empty: (w) => {
    w.header = '';
    w.rows = [];
  },
  timestamp_column_missing: (w) => (w.header = w.header!.replace('timestamp', 'when')),
  power_column_missing: (w) => (w.header = w.header!.replace('power.draw', 'draw')),
  gpu_identity_column_missing: (w) => (w.header = w.header!.replace('index', 'slot')),
  invalid_power_sample: (w) => w.rows.push(`${START + 4.5}, 0, N/A`),
  invalid_timestamp: (w) => w.rows.push('yesterday, 0, 100.00 W'),
  duplicate_timestamp: (w) => w.rows.push(`${START + 5}, 0, 120.00 W`),
  // Every sample far outside the window: no GPU is observed, so the count cannot match either.
  telemetry_samples_missing: (w) => (w.rows = w.rows.map((r) => r.replace(/^\d+/, (t) => String(Number(t) + 100)))),
  expected_gpu_count_mismatch: (w) => (w.env.TP = '4'),
  sampling_gap_exceeded: (w) => (w.rows = w.rows.filter((r) => !/^100[3-6], 1,/.test(r))),
  benchmark_window_not_bracketed: (w) => (w.rows = w.rows.filter((r) => !(r.includes(', 1,') && Number(r.split(',')[0]) >= END))),
  accumulator_counter_columns_missing: (w) => (counters(w).header = 'gpu,power'),
  accumulator_gpu_mismatch: (w) => counters(w).gpus.push(['7', 0, undefined]),
  // GPU 0 counts backwards by 1000 J, GPU 1 makes up for it: the total still agrees.
  accumulator_negative_delta: (w) => {
    counters(w).gpus[0] = ['0', 5000, 4000];
    counters(w).gpus[1] = ['1', 0, 5000];
  },
  accumulator_energy_mismatch: (w) => counters(w).gpus.forEach((g) => (g[2]! += 2000))
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
  const sidecar = JSON.parse(readFileSync(join(dir, 'power_validation_R.json'), 'utf8')) as Record<string, unknown>;
  // Python's json writes NaN and Infinity bare; read them as their names.
  const agg = JSON.parse(readFileSync(join(dir, 'agg_R.json'), 'utf8').replace(/: (NaN|-?Infinity)(,?\n)/g, ': "$1"$2')) as Record<string, unknown>;
  return { sidecar, agg, stderr: run.stderr };
}

function verdict(...faults: string[]) {
  const w = base();
  for (const f of faults) FAULTS[f]!(w);
  return replay(w);
}

describe('single-node power reasons', () => {
  test('the base workspace is valid: 2 GPUs × 100 W × 10 s; with agreeing counters too', async () => {
    const { sidecar, agg } = await verdict();
    expect(sidecar.reasons).toEqual([]);
    expect([agg.power_valid, agg.total_gpu_energy_j, agg.avg_power_w]).toEqual([1, 2000, 100]);
    const withCounters = base();
    withCounters.counters = agreeing();
    const counted = await replay(withCounters);
    expect(counted.sidecar.reasons).toEqual([]);
    expect(counted.sidecar.accumulator_check).toMatchObject({ available: true, accumulator_delta_j: 4000, integrated_stream_j: 4000 });
  });

  test.each<[string, string[], string[]]>([
    // Each reason alone.
    ...Object.keys(FAULTS)
      .filter((r) => r !== 'telemetry_samples_missing')
      .map((r): [string, string[], string[]] => [r, [r], [r]]),
    ['telemetry_samples_missing (a GPU is always expected)', ['telemetry_samples_missing'], ['telemetry_samples_missing', 'expected_gpu_count_mismatch']],
    // In combination: listed in rule order, whatever order the faults were made in.
    ['the window goes first and alone', ['telemetry_file_empty', 'invalid_benchmark_window'], ['invalid_benchmark_window']],
    [
      'a duration mismatch, then a missing file',
      ['telemetry_file_missing', 'benchmark_duration_mismatch'],
      ['benchmark_duration_mismatch', 'telemetry_file_missing']
    ],
    ['an empty file hides nothing but itself', ['accumulator_energy_mismatch', 'telemetry_file_empty'], ['telemetry_file_empty']],
    [
      'all three columns',
      ['gpu_identity_column_missing', 'power_column_missing', 'timestamp_column_missing'],
      ['timestamp_column_missing', 'power_column_missing', 'gpu_identity_column_missing']
    ],
    [
      'row faults, then the GPU count',
      ['expected_gpu_count_mismatch', 'duplicate_timestamp', 'invalid_timestamp', 'invalid_power_sample'],
      ['invalid_power_sample', 'invalid_timestamp', 'duplicate_timestamp', 'expected_gpu_count_mismatch']
    ],
    ['the gap before the bracketing', ['benchmark_window_not_bracketed', 'sampling_gap_exceeded'], ['sampling_gap_exceeded', 'benchmark_window_not_bracketed']],
    [
      'every counter check after the telemetry',
      ['accumulator_energy_mismatch', 'sampling_gap_exceeded', 'benchmark_duration_mismatch'],
      ['benchmark_duration_mismatch', 'sampling_gap_exceeded', 'accumulator_energy_mismatch']
    ],
    [
      'a backwards counter and a GPU in one snapshot only',
      ['accumulator_negative_delta', 'accumulator_gpu_mismatch'],
      ['accumulator_gpu_mismatch', 'accumulator_negative_delta']
    ],
    [
      'everything that can go wrong at once with readable telemetry',
      [
        'accumulator_energy_mismatch',
        'benchmark_window_not_bracketed',
        'sampling_gap_exceeded',
        'expected_gpu_count_mismatch',
        'duplicate_timestamp',
        'invalid_timestamp',
        'invalid_power_sample',
        'benchmark_duration_mismatch'
      ],
      [
        'benchmark_duration_mismatch',
        'invalid_power_sample',
        'invalid_timestamp',
        'duplicate_timestamp',
        'expected_gpu_count_mismatch',
        'sampling_gap_exceeded',
        'benchmark_window_not_bracketed',
        'accumulator_energy_mismatch'
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
