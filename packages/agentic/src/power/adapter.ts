import { PyFloat, pyJsonDumps, SweepkitError, type PyJson, isPyObject, pyFixed, pyRound } from '../../../common/src/index.js';
import { readJsonFile } from '../artifacts.js';
import { pyPath } from '../paths.js';
import type { ArtifactFs } from '../ports.js';
import { integrateGpu, parseTelemetry, type GpuEnergy, type Telemetry } from './telemetry.js';
import { buildWindow, WindowProblem, type PowerWindow } from './window.js';

export interface PowerOptions {
  resultDir: string;
  aggResult: string;
  expectedNumGpus?: number;
  requirePower: boolean;
  /** IANA zone of naive telemetry timestamps (the machine's TZ); undefined = the host zone. */
  timeZone?: string;
}

export interface PowerOutcome {
  valid: boolean;
  reasons: string[];
  metrics?: PowerMetrics;
  stdout: string[];
  stderr: string[];
  exitCode: 0 | 1;
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

const WINDOW_FILE = 'agentic_power_window.json';
const SIDECAR_FILE = 'power_validation.json';
const TELEMETRY_FILE = 'gpu_metrics.csv';

const f = (x: number | null): PyJson => (x === null ? null : new PyFloat(x));
const json = (value: PyJson): string => pyJsonDumps(value, { indent: 2 });

export interface Integration {
  reasons: string[];
  gpus: Map<string, GpuEnergy>;
  metrics?: PowerMetrics;
  /** The parsed samples, when the file could be read. */
  telemetry?: Telemetry;
}

/** Integrates a GPU telemetry CSV over the window (the generic single-node power aggregation). */
export function integrate(fs: ArtifactFs, telemetryPath: string, window: PowerWindow, options: Pick<PowerOptions, 'expectedNumGpus' | 'timeZone'>): Integration {
  const gpus = new Map<string, GpuEnergy>();
  if (!fs.isFile(telemetryPath)) return { reasons: ['telemetry_file_missing'], gpus };
  const telemetry = parseTelemetry(new TextDecoder().decode(fs.readBytes(telemetryPath)), options.timeZone);
  if (telemetry.problems.length) return { reasons: [...telemetry.problems], gpus, telemetry };
  const reasons: string[] = [];
  if (!telemetry.gpus.size) reasons.push('telemetry_samples_missing');
  if (options.expectedNumGpus !== undefined && telemetry.gpus.size !== options.expectedNumGpus) reasons.push('expected_gpu_count_mismatch');
  for (const [id, series] of telemetry.gpus) {
    const energy = integrateGpu(series, window.start, window.end);
    gpus.set(id, energy);
    for (const issue of energy.issues) if (!reasons.includes(issue)) reasons.push(issue);
  }
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

const perGpu = (gpus: Map<string, GpuEnergy>, pick: (g: GpuEnergy) => PyJson): Map<string, PyJson> => new Map([...gpus].map(([id, g]) => [id, pick(g)]));

function sidecar(options: PowerOptions, window: PowerWindow | undefined, result: Integration, windowSource: boolean): PyJson {
  const valid = result.reasons.length === 0;
  const out = new Map<string, PyJson>([
    ['schema_version', 1],
    ['power_valid', valid],
    ['reasons', result.reasons],
    ['telemetry_source', pyPath(options.resultDir, TELEMETRY_FILE)],
    ['benchmark_result', pyPath(options.resultDir, WINDOW_FILE)]
  ]);
  if (windowSource) out.set('window_source', 'aiperf_profile_lifecycle');
  out.set(
    'benchmark_window',
    window
      ? {
          start_time_unix: f(window.start),
          end_time_unix: f(window.end),
          reported_duration_s: f(window.duration),
          integration_duration_s: f(window.end - window.start),
          completed: window.completed,
          total_input_tokens: window.inputTokens,
          total_output_tokens: window.outputTokens
        }
      : null
  );
  out.set('integration_method', 'per_device_trapezoidal_with_linear_boundary_interpolation');
  out.set('expected_gpu_count', options.expectedNumGpus ?? null);
  out.set('observed_gpu_count', result.gpus.size);
  out.set('observed_gpu_ids', [...result.gpus.keys()]);
  out.set('per_gpu_sample_counts', perGpu(result.gpus, (g) => g.samples));
  out.set('per_gpu_max_sample_gap_s', perGpu(result.gpus, (g) => f(g.maxGap)));
  out.set('per_gpu_energy_j', perGpu(result.gpus, (g) => f(g.energy === null ? null : pyRound(g.energy, 6))));
  out.set('device_issues', new Map([...result.gpus].filter(([, g]) => g.issues.length).map(([id, g]) => [id, g.issues])));
  out.set('accumulator_check', null);
  out.set('metrics', result.metrics ? new Map(METRIC_KEYS.map((k) => [k, new PyFloat(pyRound(result.metrics![k], 6))])) : null);
  return out;
}

/**
 * The power verdict in a result row: stale metrics removed, v2 fields appended (existing keys keep
 * their place), metrics rounded to 3 decimals for watts and joules, 6 otherwise.
 */
export function applyPowerVerdict(agg: Map<string, PyJson>, metrics: ReadonlyMap<string, number> | undefined, staleKeys: readonly string[] = METRIC_KEYS): void {
  for (const key of [...staleKeys, 'power_invalid_reasons']) agg.delete(key);
  agg.set('power_metric_schema_version', 2);
  agg.set('power_valid', metrics ? 1 : 0);
  if (metrics) for (const [key, value] of metrics) agg.set(key, new PyFloat(pyRound(value, /_(w|j)$/.test(key) ? 3 : 6)));
}

/** Rewrites the aggregate file with the power verdict. */
function patchAggregate(fs: ArtifactFs, path: string, metrics: PowerMetrics | undefined): void {
  const agg = readJsonFile(fs, path);
  if (!isPyObject(agg)) throw new SweepkitError('not a JSON object', { location: { file: path }, code: 'bad-json' });
  applyPowerVerdict(agg as Map<string, PyJson>, metrics && new Map(METRIC_KEYS.map((k) => [k, metrics[k]])));
  fs.writeAtomic(path, json(agg));
}

/**
 * The agentic power adapter (B.13): aiperf's profiling window + GPU telemetry → energy metrics,
 * a validation sidecar, and the aggregate patched in place.
 */
export function runPowerAdapter(fs: ArtifactFs, options: PowerOptions): PowerOutcome {
  if (!fs.isFile(options.aggResult)) throw new SweepkitError('aggregate result not found', { location: { file: options.aggResult } });
  let window: PowerWindow | undefined;
  let result: Integration;
  try {
    window = buildWindow(fs, options.resultDir);
    fs.writeAtomic(
      pyPath(options.resultDir, WINDOW_FILE),
      json({
        benchmark_start_time_unix: f(window.start),
        benchmark_end_time_unix: f(window.end),
        duration: f(window.duration),
        completed: window.completed,
        total_input_tokens: window.inputTokens,
        total_output_tokens: window.outputTokens
      })
    );
    result = integrate(fs, pyPath(options.resultDir, TELEMETRY_FILE), window, options);
  } catch (e) {
    if (!(e instanceof WindowProblem)) throw e;
    result = { reasons: [e.message], gpus: new Map() };
  }
  const sidecarPath = pyPath(options.resultDir, SIDECAR_FILE);
  fs.writeAtomic(sidecarPath, json(sidecar(options, window, result, window === undefined)));
  patchAggregate(fs, options.aggResult, result.metrics);
  const m = result.metrics;
  if (m) {
    const line = `[aggregate_power] avg_power_w=${pyFixed(m.avg_power_w, 2)} avg_total_gpu_power_w=${pyFixed(m.avg_total_gpu_power_w, 2)} total_gpu_energy_j=${pyFixed(m.total_gpu_energy_j, 2)} (n=${result.gpus.size}) -> ${options.aggResult}`;
    return { valid: true, reasons: [], metrics: m, stdout: [line], stderr: [], exitCode: 0 };
  }
  const line = `[aggregate_power] Power validation failed: ${result.reasons.join(', ')} (details: ${sidecarPath})`;
  return { valid: false, reasons: result.reasons, stdout: [], stderr: [line], exitCode: options.requirePower ? 1 : 0 };
}
