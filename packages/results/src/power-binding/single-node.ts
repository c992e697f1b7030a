import { parsePyFloatText, PyFloat, pyFixed, pyPath, pyRound, pyStrip, type PyJson, type PyObject, type PyValue } from '../../../common/src/index.js';
import { ACCUMULATOR_TOLERANCE, ID_HEADERS, METRIC_KEYS, SAMPLE_SLACK_S, type ArtifactFs } from '../../../job/src/index.js';
import type { PowerReport } from './report.js';
import { compareGpuIds, csvRecords, exactMean, telemetryTime, telemetryWatts } from './telemetry-csv.js';

export interface SingleNodePowerInput {
  /** The telemetry CSV ({@link telemetryPath} of the candidates). */
  telemetry: string;
  resultFile: string;
  result: PyObject;
  expectedGpus: number;
  timeZone?: string;
}

/** The telemetry rules of job's power arithmetic: samples this far outside the window still count, a larger gap is a reason. */
const SLACK_S = SAMPLE_SLACK_S;
const MAX_GAP_S = SAMPLE_SLACK_S;
const EDGE_EPSILON_S = 1e-9;
const TOLERANCE = ACCUMULATOR_TOLERANCE;

const f = (x: number): PyFloat => new PyFloat(x);
const sortedIds = (ids: Iterable<string>): string[] => [...ids].sort(compareGpuIds);

/** §2.1: the first candidate that exists, else the first one, as Python's `Path` prints it. */
export function telemetryPath(fs: ArtifactFs, candidates: readonly string[]): string {
  return pyPath(candidates.find((c) => fs.isFile(c)) ?? candidates[0]!);
}

/** A JSON number (not a boolean, not numeric text). */
function jsonNumber(v: PyValue | undefined): number | undefined {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  return v instanceof PyFloat ? v.value : undefined;
}

/** A JSON integer > 0 (not `5.0`, not a boolean), else 0 and invalid. */
function positiveInt(v: PyValue | undefined): number | undefined {
  const n = typeof v === 'bigint' ? Number(v) : typeof v === 'number' && Number.isInteger(v) ? v : undefined;
  return n !== undefined && n > 0 ? n : undefined;
}

interface Contract {
  reasons: string[];
  /** Undefined when the window itself is unusable (the only stop). */
  window?: { start: number; end: number; reported: number; completed: number; inputTokens: number; outputTokens: number };
}

/** The sidecar's `benchmark_window` (both power tools write it alike): the contract's window, or null. */
export function benchmarkWindowJson(window: Contract['window']): PyJson {
  return window
    ? new Map<string, PyJson>([
        ['start_time_unix', f(window.start)],
        ['end_time_unix', f(window.end)],
        ['reported_duration_s', f(window.reported)],
        ['integration_duration_s', f(window.end - window.start)],
        ['completed', window.completed],
        ['total_input_tokens', window.inputTokens],
        ['total_output_tokens', window.outputTokens]
      ])
    : null;
}

/** §2.2: the benchmark's window and counts. */
export function benchmarkContract(result: PyObject): Contract {
  const start = jsonNumber(result.get('benchmark_start_time_unix'));
  const end = jsonNumber(result.get('benchmark_end_time_unix'));
  const reported = jsonNumber(result.get('duration'));
  if (start === undefined || end === undefined || reported === undefined || ![start, end, reported].every(Number.isFinite) || end <= start || reported <= 0)
    return { reasons: ['invalid_benchmark_window'] };
  const reasons: string[] = [];
  const span = end - start;
  if (Math.abs(reported - span) > Math.max(0.5, 0.01 * span)) reasons.push('benchmark_duration_mismatch');
  const counted = (key: string, reason: string): number => {
    const n = positiveInt(result.get(key));
    if (n === undefined) reasons.push(reason);
    return n ?? 0;
  };
  const completed = counted('completed', 'invalid_successful_query_count');
  const inputTokens = counted('total_input_tokens', 'invalid_input_token_count');
  const outputTokens = counted('total_output_tokens', 'invalid_output_token_count');
  return { reasons, window: { start, end, reported, completed, inputTokens, outputTokens } };
}

interface GpuResult {
  samples: number;
  maxGap?: number;
  energy?: number;
  issue?: string;
}

interface Scan {
  reasons: string[];
  gpus: Map<string, GpuResult>;
}

/** The telemetry's data rows as trimmed cells, and its three columns (-1 when missing). */
function readCsv(text: string): { rows: string[][]; time: number; power: number; id: number } {
  const [header = [], ...rest] = csvRecords(text);
  const names = header.map((h) => pyStrip(h).toLowerCase());
  return {
    rows: rest.filter((r) => r.length).map((r) => r.map((c) => pyStrip(c))),
    time: names.findIndex((h) => h.includes('time')),
    power: names.findIndex((h) => h.includes('power') && !/limit|cap|max|min/.test(h)),
    id: names.findIndex((h) => ID_HEADERS.has(h))
  };
}

const decode = (bytes: Uint8Array): string => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

/** p at time t between two samples, or the sample itself when it sits on t. */
function boundary(t: number, times: readonly number[], watts: readonly number[]): number {
  const j = times.findIndex((x) => x >= t);
  if (times[j]! - t <= EDGE_EPSILON_S) return watts[j]!;
  const fraction = (t - times[j - 1]!) / (times[j]! - times[j - 1]!);
  return watts[j - 1]! + fraction * (watts[j]! - watts[j - 1]!);
}

/**
 * §2.3's integration of one device's samples (sorted by time) over [start, end]: the largest gap
 * of the bracketing run (the last sample at or before the start to the first at or after the end)
 * and the trapezoidal energy with interpolated edges; undefined with fewer than 2 samples or when
 * the samples do not reach both edges. Multi-node devices are integrated by it too (§3 G8).
 */
export function windowEnergy(times: readonly number[], watts: readonly number[], start: number, end: number): { maxGap: number; energy: number } | undefined {
  const samples = times.length;
  if (samples < 2 || times[0]! > start || times[samples - 1]! < end) return undefined;
  let first = 0;
  while (times[first + 1]! <= start) first++;
  const last = times.findIndex((t) => t >= end);
  let maxGap = 0;
  for (let i = first + 1; i <= last; i++) maxGap = Math.max(maxGap, times[i]! - times[i - 1]!);
  const points: [number, number][] = [[start, boundary(start, times, watts)]];
  for (let i = 0; i < samples; i++) if (times[i]! > start && times[i]! < end) points.push([times[i]!, watts[i]!]);
  points.push([end, boundary(end, times, watts)]);
  let energy = 0.0;
  for (let i = 1; i < points.length; i++) energy += ((points[i]![0] - points[i - 1]![0]) * (points[i - 1]![1] + points[i]![1])) / 2;
  return { maxGap, energy };
}

/** §2.3 per GPU: the sample count, then too few samples, the bracketing, or the gap (energy kept). */
function integrateGpu(times: readonly number[], watts: readonly number[], start: number, end: number): GpuResult {
  const samples = times.length;
  if (samples < 2) return { samples, issue: 'insufficient_power_samples' };
  const e = windowEnergy(times, watts, start, end);
  if (!e) return { samples, issue: 'benchmark_window_not_bracketed' };
  return { samples, ...e, ...(e.maxGap > MAX_GAP_S ? { issue: 'sampling_gap_exceeded' } : {}) };
}

/** §2.3: the telemetry checks in the reference's order, each reason once, where first found. */
function scanTelemetry(fs: ArtifactFs, path: string, window: { start: number; end: number }, expected: number, timeZone: string | undefined): Scan {
  const reasons: string[] = [];
  const gpus = new Map<string, GpuResult>();
  const add = (reason: string): void => {
    if (!reasons.includes(reason)) reasons.push(reason);
  };
  if (expected <= 0) add('invalid_expected_gpu_count');
  if (!fs.isFile(path)) return { reasons: [...reasons, 'telemetry_file_missing'], gpus };
  let bytes: Uint8Array;
  try {
    bytes = fs.readBytes(path);
  } catch {
    return { reasons: [...reasons, 'telemetry_file_unreadable'], gpus };
  }
  if (bytes.length === 0) return { reasons: [...reasons, 'telemetry_file_empty'], gpus };
  const csv = readCsv(decode(bytes));
  if (csv.time < 0) add('timestamp_column_missing');
  if (csv.power < 0) add('power_column_missing');
  if (csv.id < 0) add('gpu_identity_column_missing');
  if (csv.time < 0 || csv.power < 0 || csv.id < 0) return { reasons, gpus };
  const kept = new Map<string, Map<number, number[]>>();
  let identityMissing = false;
  for (const row of csv.rows) {
    const time = telemetryTime(row[csv.time] ?? '', timeZone);
    if (time === undefined) {
      add('invalid_timestamp_sample');
      continue;
    }
    if (time < window.start - SLACK_S || time > window.end + SLACK_S) continue;
    const watts = telemetryWatts(row[csv.power] ?? '');
    if (watts === undefined) {
      add('invalid_power_sample');
      continue;
    }
    const id = row[csv.id] ?? '';
    if (id === '') {
      identityMissing = true;
      continue;
    }
    let perTime = kept.get(id);
    if (!perTime) kept.set(id, (perTime = new Map()));
    perTime.set(time, [...(perTime.get(time) ?? []), watts]);
  }
  if (identityMissing) add('gpu_identity_missing');
  if (!kept.size) return { reasons: [...reasons, 'no_usable_power_samples'], gpus };
  if (expected > 0 && kept.size !== expected) add('expected_gpu_count_mismatch');
  for (const id of sortedIds(kept.keys())) {
    const perTime = kept.get(id)!;
    const times = [...perTime.keys()].sort((a, b) => a - b);
    const gpu = integrateGpu(
      times,
      times.map((t) => exactMean(perTime.get(t)!)),
      window.start,
      window.end
    );
    gpus.set(id, gpu);
    if (gpu.issue) add(gpu.issue);
  }
  return { reasons, gpus };
}

/** A snapshot's GPU → joules (§2.6), or undefined when its headers or rows are unusable. */
function snapshot(text: string): Map<string, number> | undefined {
  const [header = [], ...rows] = csvRecords(text);
  const names = header.map((h) => pyStrip(h));
  const id = names.indexOf('gpu');
  const energy = names.indexOf('total_energy_consumption');
  if (id < 0 || energy < 0) return undefined;
  const joules = new Map<string, number>();
  for (const row of rows) {
    const gpu = pyStrip(row[id] ?? '');
    const value = parsePyFloatText(pyStrip(row[energy] ?? ''));
    if (gpu !== '' && value !== null && Number.isFinite(value)) joules.set(gpu, value);
  }
  return joules.size ? joules : undefined;
}

const unavailable = (reason: string): PyJson =>
  new Map<string, PyJson>([
    ['available', false],
    ['reason', reason]
  ]);

/** §2.6: the advisory cross-check of the energy counters against the whole sampled stream. */
export function accumulatorCheck(fs: ArtifactFs, csvPath: string, timeZone: string | undefined): PyJson {
  const slash = csvPath.lastIndexOf('/');
  const name = csvPath.slice(slash + 1);
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const dir = slash < 0 ? '' : csvPath.slice(0, slash);
  const startPath = pyPath(dir, `${stem}_energy_start.csv`);
  const endPath = pyPath(dir, `${stem}_energy_end.csv`);
  const hasStart = fs.isFile(startPath);
  const hasEnd = fs.isFile(endPath);
  if (!hasStart && !hasEnd) return null;
  if (!hasStart) return unavailable('missing_start_snapshot');
  if (!hasEnd) return unavailable('missing_end_snapshot');
  try {
    const before = snapshot(decode(fs.readBytes(startPath)));
    if (!before) return unavailable('unparseable_start_snapshot');
    const after = snapshot(decode(fs.readBytes(endPath)));
    if (!after) return unavailable('unparseable_end_snapshot');
    const matched = sortedIds([...before.keys()].filter((id) => after.has(id)));
    const deltas = new Map(matched.map((id) => [id, after.get(id)! - before.get(id)!]));
    const unmatched = sortedIds([...before.keys(), ...after.keys()].filter((id) => !(before.has(id) && after.has(id))));
    const negative = matched.filter((id) => deltas.get(id)! < 0);
    // The whole stream: every parseable row, negative watts kept, no window, no averaging.
    const csv = readCsv(decode(fs.readBytes(csvPath)));
    const stream = new Map<string, [number, number][]>();
    if (csv.time >= 0 && csv.power >= 0 && csv.id >= 0)
      for (const row of csv.rows) {
        const time = telemetryTime(row[csv.time] ?? '', timeZone);
        const text = /-?\d+(?:\.\d+)?/.exec(row[csv.power] ?? '');
        const id = row[csv.id] ?? '';
        if (time === undefined || !text || id === '' || !Number.isFinite(Number(text[0]))) continue;
        stream.set(id, [...(stream.get(id) ?? []), [time, Number(text[0])]]);
      }
    const integratedIds = sortedIds([...stream.keys()].filter((id) => deltas.has(id)));
    let integrated = 0.0;
    let first = Infinity;
    let last = -Infinity;
    for (const id of integratedIds) {
      const points = stream.get(id)!.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      for (let i = 1; i < points.length; i++) integrated += ((points[i]![0] - points[i - 1]![0]) * (points[i - 1]![1] + points[i]![1])) / 2;
      first = Math.min(first, points[0]![0]);
      last = Math.max(last, points[points.length - 1]![0]);
    }
    let delta = 0.0;
    for (const d of deltas.values()) delta += d;
    const relative = delta > 0 ? Math.abs(delta - integrated) / delta : null;
    return new Map<string, PyJson>([
      ['available', true],
      ['accumulator_delta_j', f(delta)],
      ['integrated_stream_j', f(integrated)],
      ['relative_error', relative === null ? null : f(relative)],
      ['within_tolerance', relative !== null && !negative.length && relative <= TOLERANCE],
      ['tolerance', f(TOLERANCE)],
      ['per_gpu_delta_j', new Map([...deltas].map(([id, d]) => [id, f(d)]))],
      ['integrated_gpu_ids', integratedIds],
      ['unmatched_gpus', unmatched],
      ['negative_delta_gpus', negative],
      ['stream_span_s', f(integratedIds.length ? last - first : 0.0)]
    ]);
  } catch {
    return unavailable('cross_check_error');
  }
}

/**
 * Single-node power (`utils/aggregate_power.py`, power-binding.md §2): the benchmark contract,
 * then the GPU telemetry CSV integrated over the benchmark's window and checked against
 * TP × PP × PCP GPUs; the reasons in the reference's order, the accumulator check advisory.
 */
export function singleNodePower(fs: ArtifactFs, input: SingleNodePowerInput): PowerReport {
  const { telemetry } = input;
  const contract = benchmarkContract(input.result);
  const window = contract.window;
  const scan: Scan = window ? scanTelemetry(fs, telemetry, window, input.expectedGpus, input.timeZone) : { reasons: [], gpus: new Map() };
  const reasons = [...contract.reasons, ...scan.reasons];
  const gpus = scan.gpus;
  let metrics: Map<string, number> | undefined;
  if (!reasons.length && window) {
    let total = 0.0;
    for (const id of gpus.keys()) total += gpus.get(id)!.energy!;
    const avgTotal = total / (window.end - window.start);
    const values = [
      avgTotal / gpus.size,
      avgTotal,
      total,
      total / window.completed,
      total / window.inputTokens,
      total / window.outputTokens,
      total / (window.inputTokens + window.outputTokens)
    ];
    metrics = new Map(METRIC_KEYS.map((k, i) => [k, values[i]!]));
  }
  const accumulator = accumulatorCheck(fs, telemetry, input.timeZone);
  const byGpu = (pick: (g: GpuResult) => PyJson | undefined): Map<string, PyJson> =>
    new Map([...gpus].flatMap(([id, g]) => (pick(g) === undefined ? [] : [[id, pick(g)!] as [string, PyJson]])));
  return {
    tool: 'aggregate_power',
    reasons,
    metrics,
    staleKeys: METRIC_KEYS,
    sidecar: (valid, reasons) =>
      new Map<string, PyJson>([
        ['schema_version', 1],
        ['power_valid', valid],
        ['reasons', [...reasons]],
        ['telemetry_source', pyPath(telemetry)],
        ['benchmark_result', input.resultFile],
        ['benchmark_window', benchmarkWindowJson(window)],
        ['integration_method', 'per_device_trapezoidal_with_linear_boundary_interpolation'],
        ['expected_gpu_count', input.expectedGpus],
        ['observed_gpu_count', gpus.size],
        ['observed_gpu_ids', [...gpus.keys()]],
        ['per_gpu_sample_counts', byGpu((g) => g.samples)],
        ['per_gpu_max_sample_gap_s', byGpu((g) => (g.maxGap === undefined ? undefined : f(g.maxGap)))],
        ['per_gpu_energy_j', byGpu((g) => (g.energy === undefined ? undefined : f(g.energy)))],
        ['device_issues', byGpu((g) => (g.issue ? [g.issue] : undefined))],
        ['accumulator_check', accumulator],
        ['metrics', valid && metrics ? new Map([...metrics].filter(([, v]) => Number.isFinite(v)).map(([k, v]) => [k, f(pyRound(v, 6))])) : new Map()]
      ]),
    summary: (aggFile) =>
      `[aggregate_power] avg_power_w=${pyFixed(metrics!.get('avg_power_w')!, 2)} avg_total_gpu_power_w=${pyFixed(metrics!.get('avg_total_gpu_power_w')!, 2)} total_gpu_energy_j=${pyFixed(metrics!.get('total_gpu_energy_j')!, 2)} (n=${gpus.size}) -> ${aggFile}`
  };
}
