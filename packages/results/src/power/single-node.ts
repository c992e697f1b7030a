import { PyFloat, type PyJson, pyFixed, pyPath, pyRound, type PyObject } from '../../../common/src/index.js';
import { accumulatorCheck, accumulatorReasons, integrate, METRIC_KEYS, type ArtifactFs, type Integration } from '../../../job/src/index.js';
import type { PowerReport } from './report.js';
import { durationMismatch, resultWindow, windowJson } from './window.js';

export interface SingleNodePowerInput {
  /** Telemetry candidates in order ($GPU_METRICS_CSV when set, gpu_metrics.csv, /workspace/gpu_metrics.csv). */
  candidates: readonly string[];
  resultFile: string;
  result: PyObject;
  expectedGpus: number;
  timeZone?: string;
}

const f = (x: number): PyFloat => new PyFloat(x);
const byGpu = <T>(m: Map<string, T>, pick: (v: T) => PyJson): Map<string, PyJson> => new Map([...m].map(([id, v]) => [id, pick(v)]));

/** The first candidate that exists, else the first one (the one the sidecar reports missing). */
export function telemetryPath(fs: ArtifactFs, candidates: readonly string[]): string {
  return candidates.find((c) => fs.isFile(c)) ?? candidates[0]!;
}

/**
 * Single-node power (`utils/aggregate_power.py`): the GPU telemetry CSV integrated over the
 * window the benchmark result reports, checked against TP × PP × PCP GPUs.
 */
export function singleNodePower(fs: ArtifactFs, input: SingleNodePowerInput): PowerReport {
  const telemetry = telemetryPath(fs, input.candidates);
  const window = resultWindow(input.result);
  const integration: Integration = window
    ? integrate(fs, telemetry, window, { expectedNumGpus: input.expectedGpus, timeZone: input.timeZone })
    : { reasons: ['invalid_benchmark_window'], gpus: new Map() };
  // Counters are checked against readable telemetry only: an empty file or missing columns stand alone.
  const readable = integration.telemetry && !integration.telemetry.problems.length ? integration.telemetry : undefined;
  const accumulator = window && readable ? accumulatorCheck(fs, telemetry, readable) : null;
  // The reference's rule order: the window, the telemetry, then the energy counters.
  const reasons = [...(window && durationMismatch(window) ? ['benchmark_duration_mismatch'] : []), ...integration.reasons, ...accumulatorReasons(accumulator)];
  const metrics = reasons.length || !integration.metrics ? undefined : new Map<string, number>(METRIC_KEYS.map((k) => [k, integration.metrics![k]]));
  const gpus = integration.gpus;
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
        ['benchmark_result', pyPath(input.resultFile)],
        ['benchmark_window', windowJson(window)],
        ['integration_method', 'per_device_trapezoidal_with_linear_boundary_interpolation'],
        ['expected_gpu_count', input.expectedGpus],
        ['observed_gpu_count', gpus.size],
        ['observed_gpu_ids', [...gpus.keys()]],
        ['per_gpu_sample_counts', byGpu(gpus, (g) => g.samples)],
        ['per_gpu_max_sample_gap_s', byGpu(gpus, (g) => (g.maxGap === null ? null : f(g.maxGap)))],
        ['per_gpu_energy_j', byGpu(gpus, (g) => (g.energy === null ? null : f(g.energy)))],
        ['device_issues', new Map([...gpus].filter(([, g]) => g.issues.length).map(([id, g]) => [id, g.issues]))],
        ['accumulator_check', accumulator],
        ['metrics', valid && metrics ? byGpu(metrics, (v) => f(pyRound(v, 6))) : new Map()]
      ]),
    summary: (aggFile) => {
      const m = integration.metrics!;
      return `[aggregate_power] avg_power_w=${pyFixed(m.avg_power_w, 2)} avg_total_gpu_power_w=${pyFixed(m.avg_total_gpu_power_w, 2)} total_gpu_energy_j=${pyFixed(m.total_gpu_energy_j, 2)} (n=${gpus.size}) -> ${aggFile}`;
    }
  };
}
