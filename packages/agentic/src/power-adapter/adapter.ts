import { PyFloat, pyJsonDumps, SweepkitError, type PyJson, isPyObject, pyFixed, pyRound, pyPath } from '../../../common/src/index.js';
import { readJsonFile } from '../artifacts.js';
import { buildWindow, WindowProblem } from './window.js';
import {
  accumulatorCheck,
  applyPowerVerdict,
  integrate,
  METRIC_KEYS,
  type ArtifactFs,
  type GpuEnergy,
  type Integration,
  type IntegrationOptions,
  type PowerMetrics,
  type PowerWindow
} from '../../../job/src/index.js';

/** What measuring needs: the result folder (aiperf artifacts, telemetry) and the expected GPU count. */
export interface PowerMeasureOptions extends IntegrationOptions {
  resultDir: string;
}

/** `sweepkit power-adapter`: measure, then patch the aggregate file `aggResult`. */
export interface PowerOptions extends PowerMeasureOptions {
  aggResult: string;
  requirePower: boolean;
}

/** The power verdict as data: valid with metrics, or the reasons it is not (details in the sidecar). */
export interface PowerOutcome {
  valid: boolean;
  reasons: string[];
  metrics?: PowerMetrics;
  /** GPUs seen in the telemetry. */
  gpuCount: number;
  /** The validation sidecar written next to the telemetry. */
  sidecarPath: string;
}

const WINDOW_FILE = 'agentic_power_window.json';
const SIDECAR_FILE = 'power_validation.json';
const TELEMETRY_FILE = 'gpu_metrics.csv';

const f = (x: number | null): PyJson => (x === null ? null : new PyFloat(x));
const json = (value: PyJson): string => pyJsonDumps(value, { indent: 2 });

const perGpu = (gpus: Map<string, GpuEnergy>, pick: (g: GpuEnergy) => PyJson): Map<string, PyJson> => new Map([...gpus].map(([id, g]) => [id, pick(g)]));

function sidecar(options: PowerMeasureOptions, window: PowerWindow | undefined, result: Integration, accumulator: PyJson): PyJson {
  const valid = result.reasons.length === 0;
  const out = new Map<string, PyJson>([
    ['schema_version', 1],
    ['power_valid', valid],
    ['reasons', result.reasons],
    ['telemetry_source', pyPath(options.resultDir, TELEMETRY_FILE)],
    ['benchmark_result', pyPath(options.resultDir, WINDOW_FILE)]
  ]);
  if (!window) out.set('window_source', 'aiperf_profile_lifecycle');
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
  out.set(
    'per_gpu_sample_counts',
    perGpu(result.gpus, (g) => g.samples)
  );
  out.set(
    'per_gpu_max_sample_gap_s',
    perGpu(result.gpus, (g) => f(g.maxGap))
  );
  out.set(
    'per_gpu_energy_j',
    perGpu(result.gpus, (g) => f(g.energy === null ? null : pyRound(g.energy, 6)))
  );
  out.set('device_issues', new Map([...result.gpus].filter(([, g]) => g.issues.length).map(([id, g]) => [id, g.issues])));
  out.set('accumulator_check', accumulator);
  out.set('metrics', result.metrics ? new Map(METRIC_KEYS.map((k) => [k, new PyFloat(pyRound(result.metrics![k], 6))])) : null);
  return out;
}

/**
 * The power measurement of the agentic power adapter: aiperf's profiling window + GPU telemetry →
 * energy metrics and a validation sidecar (both files of its own); the aggregate is the caller's.
 */
export function measurePower(fs: ArtifactFs, options: PowerMeasureOptions): PowerOutcome {
  let window: PowerWindow | undefined;
  let result: Integration;
  const telemetryPath = pyPath(options.resultDir, TELEMETRY_FILE);
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
    result = integrate(fs, telemetryPath, window, options);
  } catch (e) {
    if (!(e instanceof WindowProblem)) throw e;
    result = { reasons: [e.message], gpus: new Map() };
  }
  const sidecarPath = pyPath(options.resultDir, SIDECAR_FILE);
  // Without a window nothing was read (result.telemetry is undefined), so there is no check either.
  fs.writeAtomic(sidecarPath, json(sidecar(options, window, result, accumulatorCheck(fs, telemetryPath, result.telemetry))));
  return { valid: result.metrics !== undefined, reasons: result.reasons, metrics: result.metrics, gpuCount: result.gpus.size, sidecarPath };
}

/** Why power is invalid, in the reference's words. */
export const powerFailureMessage = (outcome: PowerOutcome): string =>
  `Power validation failed: ${outcome.reasons.join(', ')} (details: ${outcome.sidecarPath})`;

/** The reference module's one log line (stdout when valid, stderr when not). */
export function powerLogLine(outcome: PowerOutcome, aggResult: string): { stream: 'stdout' | 'stderr'; line: string } {
  const m = outcome.metrics;
  if (!m) return { stream: 'stderr', line: `[aggregate_power] ${powerFailureMessage(outcome)}` };
  const line = `[aggregate_power] avg_power_w=${pyFixed(m.avg_power_w, 2)} avg_total_gpu_power_w=${pyFixed(m.avg_total_gpu_power_w, 2)} total_gpu_energy_j=${pyFixed(m.total_gpu_energy_j, 2)} (n=${outcome.gpuCount}) -> ${aggResult}`;
  return { stream: 'stdout', line };
}

/**
 * The agentic power adapter as a command: an existing aggregate file patched with the power
 * verdict, read and written once. `failed` when power is invalid and required.
 */
export function runPowerAdapter(fs: ArtifactFs, options: PowerOptions): { outcome: PowerOutcome; failed: boolean } {
  if (!fs.isFile(options.aggResult)) throw new SweepkitError('aggregate result not found', { location: { file: options.aggResult } });
  const aggregate = readJsonFile(fs, options.aggResult);
  if (!isPyObject(aggregate)) throw new SweepkitError('not a JSON object', { location: { file: options.aggResult }, code: 'bad-json' });
  const outcome = measurePower(fs, options);
  fs.writeAtomic(options.aggResult, json(applyPowerVerdict(aggregate, outcome.metrics)));
  return { outcome, failed: !outcome.valid && options.requirePower };
}
