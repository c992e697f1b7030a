import { PyFloat, type PyJson, type PyObject, pyRound } from '../../../common/src/index.js';
import type { ArtifactFs } from '../artifact-fs.js';
import { integrateGpu, parseTelemetry, SAMPLE_SLACK_S, type GpuEnergy, type GpuSeries, type Telemetry } from './telemetry.js';

/** Per-GPU issues, in the order they join the reasons. */
const GPU_ISSUES = ['sampling_gap_exceeded', 'benchmark_window_not_bracketed'];

/** The benchmark window telemetry is integrated over: aiperf's profiling window, or the one a benchmark result reports. */
export interface PowerWindow {
  start: number;
  end: number;
  duration: number;
  completed: number;
  inputTokens: number;
  outputTokens: number;
}

export interface PowerMetrics {
  avg_power_w: number;
  avg_total_gpu_power_w: number;
  total_gpu_energy_j: number;
  joules_per_successful_query: number;
  joules_per_input_token: number;
  joules_per_output_token: number;
  joules_per_total_token: number;
}

export const METRIC_KEYS: (keyof PowerMetrics)[] = [
  'avg_power_w',
  'avg_total_gpu_power_w',
  'total_gpu_energy_j',
  'joules_per_successful_query',
  'joules_per_input_token',
  'joules_per_output_token',
  'joules_per_total_token'
];

export interface IntegrationOptions {
  /** GPUs the telemetry must show; undefined = any number. */
  expectedNumGpus?: number;
  /** IANA zone of naive telemetry timestamps (the machine's TZ); undefined = the host zone. */
  timeZone?: string;
}

export interface Integration {
  reasons: string[];
  gpus: Map<string, GpuEnergy>;
  metrics?: PowerMetrics;
  /** The parsed samples, when the file could be read. */
  telemetry?: Telemetry;
}

/**
 * Integrates a GPU telemetry CSV over the window (the generic single-node power aggregation of
 * `utils/aggregate_power.py`). Each check has its own reason, listed in the reference's rule
 * order: a missing file, an empty file or missing columns end the check alone; then
 * `invalid_power_sample` (a row inside the window ± slack whose power is not a finite,
 * non-negative number), `invalid_timestamp` (a row whose time does not parse),
 * `duplicate_timestamp` (a GPU sampled twice at one time inside the window; the first sample
 * counts), `telemetry_samples_missing`, `expected_gpu_count_mismatch`, then per GPU
 * `sampling_gap_exceeded` and `benchmark_window_not_bracketed`. Only GPUs with samples inside the
 * window are observed (a GPU seen only outside it gets no per-GPU entry). Energy is summed per GPU
 * in the file's first-seen order, like the reference's float sum.
 */
export function integrate(fs: ArtifactFs, telemetryPath: string, window: PowerWindow, options: IntegrationOptions): Integration {
  const gpus = new Map<string, GpuEnergy>();
  if (!fs.isFile(telemetryPath)) return { reasons: ['telemetry_file_missing'], gpus };
  const telemetry = parseTelemetry(new TextDecoder().decode(fs.readBytes(telemetryPath)), options.timeZone);
  if (telemetry.problems.length) return { reasons: [...telemetry.problems], gpus, telemetry };
  const inWindow = (t: number): boolean => t >= window.start - SAMPLE_SLACK_S && t <= window.end + SAMPLE_SLACK_S;
  const series = new Map<string, GpuSeries & { seen: Set<number> }>();
  let invalidPower = false;
  let invalidTime = false;
  let duplicate = false;
  for (const row of telemetry.rows) {
    if (row.time === undefined) {
      invalidTime = true;
      continue;
    }
    if (!inWindow(row.time)) continue;
    if (row.watts === undefined) {
      invalidPower = true;
      continue;
    }
    let s = series.get(row.id);
    if (!s) series.set(row.id, (s = { times: [], watts: [], seen: new Set() }));
    if (s.seen.has(row.time)) {
      duplicate = true;
      continue;
    }
    s.seen.add(row.time);
    s.times.push(row.time);
    s.watts.push(row.watts);
  }
  const reasons: string[] = [];
  if (invalidPower) reasons.push('invalid_power_sample');
  if (invalidTime) reasons.push('invalid_timestamp');
  if (duplicate) reasons.push('duplicate_timestamp');
  if (!series.size) reasons.push('telemetry_samples_missing');
  if (options.expectedNumGpus !== undefined && series.size !== options.expectedNumGpus) reasons.push('expected_gpu_count_mismatch');
  for (const [id, s] of series) {
    const order = s.times.map((_, i) => i).sort((a, b) => s.times[a]! - s.times[b]!);
    gpus.set(id, integrateGpu({ times: order.map((i) => s.times[i]!), watts: order.map((i) => s.watts[i]!) }, window.start, window.end));
  }
  for (const issue of GPU_ISSUES) if ([...gpus.values()].some((g) => g.issues.includes(issue))) reasons.push(issue);
  if (reasons.length) return { reasons, gpus, telemetry };
  let total = 0;
  for (const g of gpus.values()) total += g.energy!;
  const avgTotal = total / window.duration;
  return {
    reasons,
    gpus,
    telemetry,
    metrics: {
      avg_power_w: avgTotal / gpus.size,
      avg_total_gpu_power_w: avgTotal,
      total_gpu_energy_j: total,
      joules_per_successful_query: total / window.completed,
      joules_per_input_token: total / window.inputTokens,
      joules_per_output_token: total / window.outputTokens,
      joules_per_total_token: total / (window.inputTokens + window.outputTokens)
    }
  };
}

/**
 * The power verdict in a result row (in place): stale metrics removed, v2 fields appended (existing
 * keys keep their place), metrics rounded to 3 decimals for watts and joules, 6 otherwise.
 */
export function applyPowerVerdict<T extends Map<string, PyJson> | PyObject>(
  agg: T,
  metrics: PowerMetrics | ReadonlyMap<string, number> | undefined,
  staleKeys: readonly string[] = METRIC_KEYS
): T {
  const entries = metrics instanceof Map ? [...metrics] : metrics && METRIC_KEYS.map((k) => [k, (metrics as PowerMetrics)[k]] as const);
  for (const key of [...staleKeys, 'power_invalid_reasons']) agg.delete(key);
  agg.set('power_metric_schema_version', 2);
  agg.set('power_valid', entries ? 1 : 0);
  if (entries) for (const [key, value] of entries) agg.set(key, new PyFloat(pyRound(value, /_(w|j)$/.test(key) ? 3 : 6)));
  return agg;
}
