import { PyFloat, SweepkitError, isPyObject, type PyObject, pyGeneral, pyPercent, parsePyFloatText, pyPath } from '../../common/src/index.js';
import { ignoredRunsWarning, parseJsonFile, resolveArtifactDir } from './artifacts.js';
import { type ArtifactFs } from '../../job/src/index.js';

/** The workflow's default limit (AIPERF_FAILED_REQUEST_THRESHOLD). */
export const DEFAULT_FAILED_REQUEST_THRESHOLD = 0.1;

export interface ErrorRateVerdict {
  errors: number;
  completed: number;
  rate: number;
  threshold: number;
  /** The line the reference prints on success. */
  message: string;
  /** Run folders the gate did not read. */
  warnings: SweepkitError[];
}

class ReadProblem extends Error {}

/** `<name>.avg` of an aiperf metric: undefined when absent, else a finite non-negative number. */
function average(aggregate: PyObject, name: string): number | undefined {
  const metric = aggregate.get(name);
  if (metric === undefined || metric === null) return undefined;
  if (!isPyObject(metric)) throw new ReadProblem(`${name} must be an object`);
  const avg = metric.get('avg');
  if (avg === undefined || avg === null) return undefined;
  const value = typeof avg === 'number' ? avg : avg instanceof PyFloat ? avg.value : typeof avg === 'bigint' ? Number(avg) : undefined;
  if (value === undefined) throw new ReadProblem(`${name}.avg must be numeric`);
  if (!Number.isFinite(value) || value < 0) throw new ReadProblem(`${name}.avg must be a finite non-negative number`);
  return value;
}

const gateError = (message: string): SweepkitError => new SweepkitError(`ERROR: ${message}`, { code: 'agentic-invalid' });

/**
 * The validity gate (B.12): aiperf's own aggregate must show completed requests and an error rate
 * at most `threshold`. Throws the reference's `ERROR: …` line otherwise.
 */
export function validateAgentic(fs: ArtifactFs, artifactDir: string, threshold: number): ErrorRateVerdict {
  const path = pyPath(resolveArtifactDir(fs, artifactDir, 'profile_export_aiperf.json'), 'profile_export_aiperf.json');
  if (!fs.isFile(path)) throw gateError(`${path} not found`);
  let aggregate;
  try {
    aggregate = parseJsonFile(fs, path);
  } catch (e) {
    throw gateError(`failed to read ${path}: ${(e as Error).message}`);
  }
  if (!isPyObject(aggregate)) throw gateError(`${path} must contain a JSON object`);
  let successes: number | undefined;
  let errors: number | undefined;
  let completed: number | undefined;
  try {
    successes = average(aggregate, 'request_count');
    errors = average(aggregate, 'error_request_count');
    completed = average(aggregate, 'completed_request_count');
  } catch (e) {
    if (e instanceof ReadProblem) throw gateError(`failed to read ${path}: ${e.message}`);
    throw e;
  }
  if (successes === undefined) throw gateError('request_count.avg is missing');
  errors ||= 0;
  completed ??= successes + errors;
  if (completed <= 0) throw gateError('aiperf completed zero requests');
  const rate = errors / completed;
  const figures = `${pyGeneral(errors)}/${pyGeneral(completed)} = ${pyPercent(rate, 3)}`;
  if (rate > threshold) {
    throw gateError(`aiperf request error rate exceeded the benchmark limit: ${figures} > ${pyPercent(threshold, 3)}`);
  }
  const warnings = [ignoredRunsWarning(fs, artifactDir, 'profile_export_aiperf.json')].filter((w) => w !== undefined);
  return { errors, completed, rate, threshold, message: `Validated aiperf request error rate: ${figures} <= ${pyPercent(threshold, 3)}`, warnings };
}

/** The threshold as given on the command line or as an input: a Python float in [0, 1]. */
export function parseThreshold(text: string): number | 'invalid' | 'out-of-range' {
  const value = parsePyFloatText(text);
  if (value === null) return 'invalid';
  return value >= 0 && value <= 1 ? value : 'out-of-range';
}
