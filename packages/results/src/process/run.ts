import {
  checkFileName,
  NAME_MAX_BYTES,
  pyJsonDumps,
  SweepkitError,
  type PyJson,
  parsePyJson,
  PyJsonSyntaxError,
  type PyObject,
  type PyValue
} from '../../../common/src/index.js';
import { applyPowerVerdict, requirePower, requireVars, type ArtifactFs, type Env } from '../../../job/src/index.js';
import { multiNodePower } from '../power/multinode.js';
import type { PowerReport } from '../power/report.js';
import { singleNodePower } from '../power/single-node.js';
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

const NAME_MAX = NAME_MAX_BYTES;

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

/** A power step that failed for a reason of its own: recorded, never fatal. */
function failedPower(tool: string, reason: string): PowerReport {
  return {
    tool,
    reasons: [reason],
    staleKeys: [],
    sidecar: (valid, reasons) =>
      new Map<string, PyJson>([
        ['schema_version', 1],
        ['power_valid', valid],
        ['reasons', [...reasons]]
      ]),
    summary: () => ''
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
  let report: PowerReport;
  try {
    report = shape.multinode
      ? multiNodePower(fs, { env, resultFile, result: result as PyObject })
      : singleNodePower(fs, {
          candidates: [...(env.GPU_METRICS_CSV ? [env.GPU_METRICS_CSV] : []), 'gpu_metrics.csv', '/workspace/gpu_metrics.csv'],
          resultFile,
          result: result as PyObject,
          expectedGpus: shape.gpus,
          timeZone: options.timeZone
        });
  } catch (e) {
    if (e instanceof SweepkitError) throw e;
    report = failedPower(tool, 'internal_error');
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
  const sidecarWritable = Buffer.byteLength(`${sidecarFile}.tmp`) <= NAME_MAX;
  if (!sidecarWritable) metrics = undefined;
  const valid = metrics !== undefined;
  if (!unwritable) applyPowerVerdict(row as Map<string, PyJson>, metrics, report.staleKeys);
  const aggText = json(row);
  write(fs, aggFile, aggText);
  if (sidecarWritable) write(fs, sidecarFile, json(report.sidecar(valid, reasons)));
  if (valid) sink.out(report.summary(aggFile));
  else if (!sidecarWritable)
    sink.err(`[${tool}] Power validation failed: the sidecar ${sidecarFile} cannot be written (file name longer than ${NAME_MAX} bytes)`);
  else sink.err(`[${tool}] Power validation failed: ${reasons.join(', ')} (details: ${sidecarFile})`);
  sink.out(aggText);
  return {
    exitCode: !valid && requirePower(env) ? 1 : 0,
    points: [{ aggFile, sidecarFile: sidecarWritable ? sidecarFile : undefined, row, powerValid: valid, powerReasons: reasons }]
  };
}

export type { Row };
