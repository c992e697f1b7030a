import { describe, expect, test } from '@jest/globals';
import { powerLogLine, runPowerAdapter } from '../../../packages/agentic/src/index.js';
import { naiveEpoch, parseSlashed } from '../../../packages/job/src/telemetry/timestamps.js';
import { integrateGpu } from '../../../packages/job/src/index.js';
import { memoryFs } from './memory-fs.js';

const record = (isl: unknown, osl: unknown, phase = 'profiling') =>
  JSON.stringify({
    metadata: { benchmark_phase: phase },
    metrics: { input_sequence_length: { value: isl }, output_sequence_length: { value: osl } },
    error: null
  });

const csv = [
  'timestamp, index, power.draw [W], power.limit [W]',
  ...Array.from({ length: 30 }, (_, s) => `2025/06/27 05:00:${String(s).padStart(2, '0')}.000000, 0, 300.00 W, 700.00 W`)
].join('\n');

function files(overrides: Record<string, string | undefined> = {}) {
  const base: Record<string, string | undefined> = {
    'd/aiperf_artifacts/profile_export_aiperf.json': '{"start_time": "2025-06-27T07:00:10", "end_time": "2025-06-27T07:00:20"}',
    'd/aiperf_artifacts/profile_export.jsonl': [record(100, 10), record(200, 20), record(5, 5, 'warmup')].join('\n'),
    'd/agentic_power_timezone_offset.txt': '+0200\n',
    'd/gpu_metrics.csv': csv,
    'agg.json': '{"hw": "b200", "power_invalid_reasons": ["x"], "joules_per_input_token": 1}',
    ...overrides
  };
  return memoryFs(Object.fromEntries(Object.entries(base).filter(([, v]) => v !== undefined)) as Record<string, string>);
}

const run = (fs: ReturnType<typeof files>, requirePower = false, expectedNumGpus: number | undefined = 1) =>
  runPowerAdapter(fs, { resultDir: 'd', aggResult: 'agg.json', expectedNumGpus, requirePower, timeZone: 'UTC' });

describe('power adapter (B.13)', () => {
  test('a valid window: 300 W over 10 s, window file, sidecar and the aggregate patched in order', () => {
    const fs = files();
    const { outcome, failed } = run(fs);
    expect(outcome).toMatchObject({ valid: true, gpuCount: 1 });
    expect(failed).toBe(false);
    expect(powerLogLine(outcome, 'agg.json')).toEqual({
      stream: 'stdout',
      line: '[aggregate_power] avg_power_w=300.00 avg_total_gpu_power_w=300.00 total_gpu_energy_j=3000.00 (n=1) -> agg.json'
    });
    expect(fs.written.get('d/agentic_power_window.json')).toBe(
      '{\n  "benchmark_start_time_unix": 1751000410.0,\n  "benchmark_end_time_unix": 1751000420.0,\n  "duration": 10.0,\n  "completed": 2,\n  "total_input_tokens": 300,\n  "total_output_tokens": 30\n}'
    );
    expect(Object.keys(JSON.parse(fs.written.get('agg.json')!))).toEqual([
      'hw',
      'power_metric_schema_version',
      'power_valid',
      'avg_power_w',
      'avg_total_gpu_power_w',
      'total_gpu_energy_j',
      'joules_per_successful_query',
      'joules_per_input_token',
      'joules_per_output_token',
      'joules_per_total_token'
    ]);
    expect(fs.written.get('agg.json')).toContain('"avg_power_w": 300.0,');
    expect(fs.written.get('agg.json')).toContain('"joules_per_input_token": 10.0,');
  });

  test.each([
    [{ 'd/aiperf_artifacts/profile_export.jsonl': undefined }, 'profile_artifacts_missing'],
    [{ 'd/aiperf_artifacts/profile_export_aiperf.json': '{bad' }, 'profile_artifacts_invalid'],
    [{ 'd/aiperf_artifacts/profile_export_aiperf.json': '{"start_time": null, "end_time": 5}' }, 'profile_window_missing'],
    [{ 'd/agentic_power_timezone_offset.txt': undefined }, 'profile_timezone_offset_missing'],
    [{ 'd/agentic_power_timezone_offset.txt': '+2400' }, 'profile_timezone_offset_invalid'],
    [{ 'd/aiperf_artifacts/profile_export_aiperf.json': '{"start_time": 20, "end_time": 10}' }, 'profile_window_invalid'],
    [{ 'd/aiperf_artifacts/profile_export_aiperf.json': '{"start_time": true, "end_time": 10}' }, 'profile_window_invalid'],
    [{ 'd/aiperf_artifacts/profile_export.jsonl': record(1, 1, 'warmup') }, 'successful_request_count_invalid'],
    [{ 'd/aiperf_artifacts/profile_export.jsonl': record(1.5, 1) }, 'incomplete_token_accounting'],
    [{ 'd/aiperf_artifacts/profile_export.jsonl': record(0, 1) }, 'incomplete_token_accounting'],
    [{ 'd/gpu_metrics.csv': undefined }, 'telemetry_file_missing'],
    [
      { 'd/aiperf_artifacts/profile_export_aiperf.json': '{"start_time": "2025-06-27T05:00:20Z", "end_time": "2025-06-27T05:00:40+00:00"}' },
      'benchmark_window_not_bracketed'
    ],
    // A window the telemetry never reaches: no GPU has a sample in it, so none is observed.
    [
      { 'd/aiperf_artifacts/profile_export_aiperf.json': '{"start_time": "2025-06-27T07:00:10Z", "end_time": "2025-06-27T07:00:20+00:00"}' },
      'telemetry_samples_missing, expected_gpu_count_mismatch'
    ]
  ])('%j -> %s', (overrides, reason) => {
    const fs = files(overrides);
    const { outcome, failed } = run(fs);
    expect(outcome.reasons).toEqual(reason.split(', '));
    expect(powerLogLine(outcome, 'agg.json')).toEqual({
      stream: 'stderr',
      line: `[aggregate_power] Power validation failed: ${reason} (details: d/power_validation.json)`
    });
    expect(failed).toBe(false);
    expect(fs.written.get('agg.json')).toBe('{\n  "hw": "b200",\n  "power_metric_schema_version": 2,\n  "power_valid": 0\n}');
    expect(JSON.parse(fs.written.get('d/power_validation.json')!)).toMatchObject({ power_valid: false, reasons: reason.split(', ') });
    expect(run(files(overrides), true).failed).toBe(true);
  });

  test('a GPU count other than expected is invalid', () => {
    expect(run(files(), false, 8).outcome.reasons).toEqual(['expected_gpu_count_mismatch']);
  });

  test('gaps over 3 s inside the window are invalid', () => {
    const series = { times: [0, 1, 5, 6], watts: [100, 100, 100, 100] };
    expect(integrateGpu(series, 0.5, 5.5).issues).toEqual(['sampling_gap_exceeded']);
    expect(integrateGpu({ times: [0, 1, 2], watts: [100, 200, 100] }, 0.5, 1.5)).toEqual({ samples: 3, maxGap: 1, energy: 175, issues: [] });
  });

  test('naive telemetry timestamps use the machine zone', () => {
    const wall = parseSlashed('2025/01/15 12:00:00.5')!;
    expect(naiveEpoch(wall, 'UTC')).toBe(1736942400.5);
    expect(naiveEpoch(wall, 'Europe/Berlin')).toBe(1736942400.5 - 3600);
    expect(naiveEpoch(parseSlashed('2025/07/15 12:00:00')!, 'America/New_York')).toBe(1752580800 + 4 * 3600);
  });
});

// One GPU at a constant 300 W sampled 05:00:00–05:00:29: 29 s of stream, 8700 J by the trapezoid rule.
describe('accumulator_check: the energy counters next to gpu_metrics.csv against the integrated stream', () => {
  const snapshot = (header: string, rows: [string, number][]) => [header, ...rows.map(([id, e]) => `${id},${e}`)].join('\n');
  const check = (overrides: Record<string, string | undefined>) => {
    const fs = files(overrides);
    run(fs);
    return JSON.parse(fs.written.get('d/power_validation.json')!).accumulator_check;
  };
  test.each([
    ['no snapshots', {}, null],
    ['only the start snapshot', { 'd/gpu_metrics_energy_start.csv': snapshot('gpu,energy', [['0', 1000]]) }, null],
    [
      'counters in J that agree with the stream',
      {
        'd/gpu_metrics_energy_start.csv': snapshot('gpu,total_energy_consumption', [['0', 1000]]),
        'd/gpu_metrics_energy_end.csv': snapshot('gpu,total_energy_consumption', [['0', 9700]])
      },
      {
        available: true,
        accumulator_delta_j: 8700,
        integrated_stream_j: 8700,
        relative_error: 0,
        within_tolerance: true,
        tolerance: 0.05,
        per_gpu_delta_j: { 0: 8700 },
        integrated_gpu_ids: ['0'],
        unmatched_gpus: [],
        negative_delta_gpus: [],
        stream_span_s: 29
      }
    ],
    [
      'an [mJ] column is converted to J (9000 J: 300 J off, 3.3 %)',
      {
        'd/gpu_metrics_energy_start.csv': snapshot('index,energy [mJ]', [['0', 1_000_000]]),
        'd/gpu_metrics_energy_end.csv': snapshot('index,energy [mJ]', [['0', 10_000_000]])
      },
      expect.objectContaining({ accumulator_delta_j: 9000, relative_error: 300 / 9000, within_tolerance: true })
    ],
    [
      'counters that disagree by more than 5 % are outside the tolerance, not an error',
      { 'd/gpu_metrics_energy_start.csv': snapshot('gpu,energy', [['0', 0]]), 'd/gpu_metrics_energy_end.csv': snapshot('gpu,energy', [['0', 10000]]) },
      expect.objectContaining({ available: true, relative_error: 1300 / 10000, within_tolerance: false })
    ],
    [
      'a counter that went backwards, a GPU without telemetry and one missing at the end',
      {
        'd/gpu_metrics_energy_start.csv': snapshot('gpu,energy', [
          ['0', 5000],
          ['7', 1],
          ['8', 1]
        ]),
        'd/gpu_metrics_energy_end.csv': snapshot('gpu,energy', [
          ['0', 4000],
          ['7', 2]
        ])
      },
      expect.objectContaining({
        accumulator_delta_j: -1000,
        relative_error: null,
        within_tolerance: false,
        per_gpu_delta_j: { 0: -1000 },
        unmatched_gpus: ['7', '8'],
        negative_delta_gpus: ['0']
      })
    ],
    [
      'snapshots without an energy column',
      { 'd/gpu_metrics_energy_start.csv': 'gpu,power\n0,1', 'd/gpu_metrics_energy_end.csv': 'gpu,power\n0,2' },
      { available: false, reason: 'energy_counter_columns_missing' }
    ],
    [
      'no benchmark window: nothing integrated, no check',
      {
        'd/aiperf_artifacts/profile_export.jsonl': undefined,
        'd/gpu_metrics_energy_start.csv': snapshot('gpu,energy', [['0', 0]]),
        'd/gpu_metrics_energy_end.csv': snapshot('gpu,energy', [['0', 8700]])
      },
      null
    ]
  ])('%s', (_, overrides, expected) => {
    expect(check(overrides)).toEqual(expected);
  });
});
