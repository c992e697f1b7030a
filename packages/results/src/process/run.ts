import {
  checkFileName,
  NAME_MAX_BYTES,
  pyJsonDumps,
  pyOpenErrorText,
  pyPath,
  SweepkitError,
  type PyJson,
  parsePyJson,
  PyJsonSyntaxError,
  type PyObject,
  type PyValue
} from '../../../common/src/index.js';
import { applyPowerVerdict, METRIC_KEYS, requirePower, requireVars, type ArtifactFs, type Env } from '../../../job/src/index.js';
import { multiNodePower, ROLE_METRIC_KEYS } from '../power-binding/multinode.js';
import type { PowerReport } from '../power-binding/report.js';
import { singleNodePower, telemetryPath } from '../power-binding/single-node.js';
import { buildRow, type Row } from './aggregate.js';
import { BASE_VARS } from './env.js';

/** Where a command's lines go, as they happen (the multi-node loop interleaves its own). */
export interface Sink {
  out(line: string): void;
  err(line: string): void;
}

export interface ProcessOptions {
  /** IANA zone of naive telemetry timestamps (the machine's TZ); undefined = the host zone. */
  timeZone?: string;
}

/** One processed result: what was written and the power verdict. */
export interface ProcessedPoint {
  aggFile: string;
  /** Undefined when the sidecar's name is too long to be written. */
  sidecarFile?: string;
  row: Row;
  powerValid: boolean;
  powerReasons: string[];
}

export interface ProcessOutcome {
  /** 1 only when REQUIRE_POWER is set and power is invalid. */
  exitCode: 0 | 1;
  points: ProcessedPoint[];
}

const json = (value: PyJson): string => pyJsonDumps(value, { indent: 2 });

function readResult(fs: ArtifactFs, file: string): PyValue {
  if (!fs.isFile(file))
    throw new SweepkitError(fs.isDirectory(file) ? 'benchmark result is a directory, not a file' : 'benchmark result not found', {
      location: { file },
      code: 'result-missing'
    });
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(fs.readBytes(file));
  } catch {
    throw new SweepkitError('benchmark result is not UTF-8 text', { location: { file }, code: 'bad-result' });
  }
  try {
    return parsePyJson(text);
  } catch (e) {
    if (!(e instanceof PyJsonSyntaxError)) throw e;
    throw new SweepkitError(`benchmark result is not valid JSON (${e.reason}; truncated file?)`, {
      location: { file, line: e.line, column: e.column },
      code: 'bad-result'
    });
  }
}

function write(fs: ArtifactFs, file: string, text: string): void {
  try {
    fs.writeAtomic(file, text);
  } catch (e) {
    throw new SweepkitError(`cannot write: ${(e as Error).message}`, { location: { file }, code: 'write-failed' });
  }
}

/**
 * §5: the power step itself threw. The row loses every power metric (`power_valid` 0), the
 * sidecar has the single-node shape with `aggregation_internal_error` and the exception, and
 * stderr gets one `[process_result]` line; a sidecar that cannot be written either is one more.
 */
function internalFailure(
  fs: ArtifactFs,
  env: Env,
  sink: Sink,
  p: { error: Error; row: Row; aggFile: string; sidecarFile: string; resultFile: string; telemetry: string; expectedGpus: number }
): ProcessOutcome {
  sink.err(`[process_result] power aggregation failed: ${p.error.message}`);
  applyPowerVerdict(p.row as Map<string, PyJson>, undefined, [...METRIC_KEYS, ...ROLE_METRIC_KEYS]);
  const aggText = json(p.row);
  write(fs, p.aggFile, aggText);
  const reasons = ['aggregation_internal_error'];
  const sidecar = new Map<string, PyJson>([
    ['schema_version', 1],
    ['power_valid', false],
    ['reasons', reasons],
    ['telemetry_source', p.telemetry],
    ['benchmark_result', p.resultFile],
    ['benchmark_window', null],
    ['integration_method', 'per_device_trapezoidal_with_linear_boundary_interpolation'],
    ['expected_gpu_count', p.expectedGpus],
    ['observed_gpu_count', 0],
    ['observed_gpu_ids', []],
    ['per_gpu_sample_counts', new Map()],
    ['per_gpu_max_sample_gap_s', new Map()],
    ['per_gpu_energy_j', new Map()],
    ['device_issues', new Map()],
    ['accumulator_check', null],
    ['metrics', new Map()],
    [
      'internal_error',
      new Map<string, PyJson>([
        ['type', p.error.name],
        ['message', p.error.message.slice(0, 500)]
      ])
    ]
  ]);
  try {
    fs.writeAtomic(p.sidecarFile, json(sidecar));
  } catch (e) {
    sink.err(`[process_result] failed to preserve power validation fallback: ${pyOpenErrorText(e, `${p.sidecarFile}.tmp`)}`);
  }
  sink.out(aggText);
  return {
    exitCode: requirePower(env) ? 1 : 0,
    points: [{ aggFile: p.aggFile, sidecarFile: p.sidecarFile, row: p.row, powerValid: false, powerReasons: reasons }]
  };
}

/**
 * `utils/process_result.py` for the result `${RESULT_FILENAME}.json` in the folder `fs` works in:
 * writes `agg_<R>.json` (the dashboard row, with the power verdict) and
 * `power_validation_<R>.json`, prints the power line and the row. Bad input throws before anything
 * is written.
 */
export function processResult(fs: ArtifactFs, env: Env, sink: Sink, options: ProcessOptions = {}): ProcessOutcome {
  requireVars(env, BASE_VARS);
  // Every file below is named after it inside the working folder: a name, never a path out of it.
  const name = checkFileName(env.RESULT_FILENAME!, 'RESULT_FILENAME', NAME_MAX_BYTES - '.json'.length);
  const resultFile = `${name}.json`;
  const result = readResult(fs, resultFile);
  const { row, shape } = buildRow(result, env, resultFile);
  const aggFile = `agg_${name}.json`;
  const sidecarFile = `power_validation_${name}.json`;
  const tool = shape.multinode ? 'aggregate_power_multinode' : 'aggregate_power';
  const telemetry = shape.multinode
    ? pyPath(env.POWER_ARTIFACT_DIR ?? 'LOGS/power')
    : telemetryPath(fs, [...(env.GPU_METRICS_CSV ? [env.GPU_METRICS_CSV] : []), 'gpu_metrics.csv', '/workspace/gpu_metrics.csv']);
  let report: PowerReport;
  try {
    report = shape.multinode
      ? multiNodePower(fs, { env, resultFile, result: result as PyObject })
      : singleNodePower(fs, { telemetry, resultFile, result: result as PyObject, expectedGpus: shape.gpus, timeZone: options.timeZone });
  } catch (e) {
    if (e instanceof SweepkitError) throw e;
    return internalFailure(fs, env, sink, { error: e as Error, row, aggFile, sidecarFile, resultFile, telemetry, expectedGpus: shape.gpus });
  }
  let reasons = report.reasons;
  let metrics = report.metrics;
  // Metrics that overflow cannot be published: the row keeps no power fields at all (§2.5).
  const nonFinite = metrics && [...metrics].find(([, v]) => !Number.isFinite(v))?.[0];
  const unwritable = nonFinite !== undefined;
  if (unwritable) {
    sink.err(`[${tool}] Failed to patch ${aggFile}: non-finite power metric: ${nonFinite}`);
    reasons = [...reasons, 'aggregate_result_unwritable'];
    metrics = undefined;
  }
  let valid = metrics !== undefined;
  if (!unwritable) applyPowerVerdict(row as Map<string, PyJson>, metrics, report.staleKeys);
  const aggText = json(row);
  write(fs, aggFile, aggText);
  try {
    fs.writeAtomic(sidecarFile, json(report.sidecar(valid, reasons)));
    if (valid) sink.out(report.summary(aggFile));
    else sink.err(`[${tool}] Power validation failed: ${reasons.join(', ')} (details: ${sidecarFile})`);
  } catch (e) {
    // §4: the sidecar's own failure alone, in Python's OS-error words (the `.tmp` sibling fails); never valid.
    sink.err(`[${tool}] Failed to write validation artifact ${sidecarFile}: ${pyOpenErrorText(e, `${sidecarFile}.tmp`)}`);
    valid = false;
  }
  sink.out(aggText);
  return {
    exitCode: !valid && requirePower(env) ? 1 : 0,
    points: [{ aggFile, sidecarFile, row, powerValid: valid, powerReasons: reasons }]
  };
}

export type { Row };
