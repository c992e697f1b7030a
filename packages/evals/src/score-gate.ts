import {
  compareCodePoints,
  isPyObject,
  pyGlob,
  parsePyJson,
  PyFloat,
  pyFixed,
  pyJsonString,
  pyOpenErrorText,
  pyStr,
  pyStrip,
  pyTruthy,
  pyTypeName,
  parsePyIntText,
  SweepkitError,
  type PyValue,
  type YamlValue
} from '../../common/src/index.js';
import { batchManifestErrors } from './manifest.js';
import { concSuffix, pyContains, readMetaJson } from './meta-file.js';
import type { EvalFs } from './ports.js';
import { loadThresholds, type Thresholds, type ThresholdsSource } from './thresholds.js';

export interface GateOptions {
  minScore: number;
  thresholds: ThresholdsSource;
  /** A malformed or unreadable thresholds file is an error instead of a warning (opt-in). */
  strictThresholds?: boolean;
  metaEnv: string;
  modelPrefix?: string;
  metricPrefix: string;
  resultsGlob: string;
  /** `--expected-concs` as given (whitespace-separated), or undefined. */
  expectedConcs?: string;
  /** `$MODEL_PREFIX`. */
  envModelPrefix?: string;
}

/** One line of the gate's output, on the stream the reference writes it to. */
export interface GateLine {
  stream: 'stdout' | 'stderr';
  text: string;
}

export interface ScoreCheck {
  file: string;
  conc?: number;
  task: string;
  metric: string;
  value: number;
  /** The threshold as the reference prints it (`str()` of the YAML value). */
  threshold: string;
  /** `models.<prefix>`, `default` or `min-score`. */
  source: string;
  passed: boolean;
  /** Failed checks: the line of the metric in the result file. */
  line?: number;
}

export interface GateFailure {
  kind: 'score' | 'manifest' | 'no-metrics' | 'expected-concs';
  message: string;
  check?: ScoreCheck;
}

export interface GateOutcome {
  lines: GateLine[];
  exitCode: 0 | 1;
  modelPrefix?: string;
  checks: ScoreCheck[];
  failures: GateFailure[];
  /** Where the reference dies with a traceback (a result file that is not JSON…): the one line said instead. */
  fatal?: SweepkitError;
}

const EXPECTED_CONCS_ERROR = 'expected concurrencies must be unique positive integers';

/** `--expected-concs`: whitespace-separated Python ints, all positive and distinct; undefined when invalid. */
export function parseExpectedConcs(text: string): number[] | undefined {
  const words = pyStrip(text)
    .split(/[\t\n\x0b\x0c\r\x1c-\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/)
    .filter((w) => w !== '');
  const values = words.map(parsePyIntText);
  if (values.length === 0 || values.some((v) => v === null || v <= 0n)) return undefined;
  const numbers = values.map(Number);
  return new Set(numbers).size === numbers.length ? numbers : undefined;
}

/** The reference's model prefix: the flag, then meta_env.json's `infmax_model_prefix`, then $MODEL_PREFIX. */
function resolvePrefix(fs: EvalFs, options: GateOptions): string | undefined {
  if (options.modelPrefix) return options.modelPrefix;
  const meta = readMetaJson(fs, options.metaEnv);
  if (meta.ok && isPyObject(meta.value)) {
    const value = meta.value.get('infmax_model_prefix');
    if (value !== undefined && pyTruthy(value) && value !== 'unknown') return pyStr(value);
  }
  const env = options.envModelPrefix;
  return env && env !== 'unknown' ? env : undefined;
}

function prefixLine(prefix: string | undefined, thresholds: Thresholds): string {
  if (prefix === undefined) return 'Model prefix: <unknown> (using global default thresholds)';
  return prefix in thresholds.models
    ? `Model prefix: ${prefix} (per-model thresholds apply)`
    : `Model prefix: ${prefix} (no per-model override; using global default)`;
}

interface Threshold {
  value: YamlValue;
  source: string;
}

function thresholdOf(task: string, prefix: string | undefined, thresholds: Thresholds, minScore: number): Threshold {
  const perModel = prefix === undefined ? undefined : thresholds.models[prefix];
  if (perModel !== undefined && perModel !== null && typeof perModel === 'object' && !Array.isArray(perModel) && task in perModel) {
    return { value: (perModel as Record<string, YamlValue>)[task]!, source: `models.${prefix}` };
  }
  if (task in thresholds.default) return { value: thresholds.default[task]!, source: 'default' };
  return { value: new PyFloat(minScore), source: 'min-score' };
}

/** A threshold as a number; Python would compare a float with a text or None and crash. */
function thresholdNumber(threshold: Threshold, task: string): number {
  const v = threshold.value;
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint' || v instanceof PyFloat) return Number(v.valueOf());
  throw new SweepkitError(`the threshold of ${task} (from ${threshold.source}) is not a number: ${pyStr(v)}`, { code: 'threshold-not-number' });
}

/** A metric value the reference checks: Python int, float or bool; anything else is skipped. */
function metricNumber(value: PyValue): number | undefined {
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint' || value instanceof PyFloat) return Number(value.valueOf());
  return undefined;
}

/** The `results` mapping of one lm-eval result file; one clear error where the reference dies with a traceback. */
function resultTasks(fs: EvalFs, file: string): { tasks: Map<string, PyValue>; text: string } {
  let data: PyValue;
  let text = '';
  try {
    text = fs.readText(file);
    data = parsePyJson(text);
  } catch (error) {
    const reason = (error as { code?: string }).code ? pyOpenErrorText(error, file) : `not valid JSON: ${(error as Error).message}`;
    throw new SweepkitError(reason, { location: { file }, code: 'result-unreadable' });
  }
  if (!isPyObject(data)) {
    throw new SweepkitError(`the result must be a JSON object ('${pyTypeName(data)}' object has no attribute 'get')`, {
      location: { file },
      code: 'result-not-object'
    });
  }
  // Absent is no tasks; null is a mapping it is not (the reference dies on None.items()).
  const results = data.has('results') ? data.get('results')! : new Map<string, PyValue>();
  if (!isPyObject(results)) {
    throw new SweepkitError(`"results" must map tasks to metrics ('${pyTypeName(results)}' object has no attribute 'items')`, {
      location: { file },
      code: 'result-not-mapping'
    });
  }
  return { tasks: results, text };
}

/** The line of a metric's key in the result file (after its task's key), for the annotation. */
function metricLine(text: string, task: string, metric: string): number | undefined {
  const taskAt = text.indexOf(pyJsonString(task, false));
  const at = taskAt < 0 ? -1 : text.indexOf(pyJsonString(metric, false), taskAt);
  return at < 0 ? undefined : text.slice(0, at).split('\n').length;
}

/**
 * The eval score gate (`utils/evals/validate_scores.py`): the batch manifest check, then every
 * `<metric prefix>` metric of every result file against its threshold. The lines and the exit
 * code are the reference's; `checks` and `failures` are the same verdicts as data.
 */
export function validateEvalScores(fs: EvalFs, options: GateOptions): GateOutcome {
  const lines: GateLine[] = [];
  const out = (text: string): void => void lines.push({ stream: 'stdout', text });
  const err = (text: string): void => void lines.push({ stream: 'stderr', text });
  const failures: GateFailure[] = [];
  const checks: ScoreCheck[] = [];

  let expected: number[] | undefined;
  if (options.expectedConcs !== undefined) {
    expected = parseExpectedConcs(options.expectedConcs);
    if (expected === undefined) {
      err(`FAIL: ${EXPECTED_CONCS_ERROR}`);
      return { lines, exitCode: 1, checks, failures: [{ kind: 'expected-concs', message: EXPECTED_CONCS_ERROR }] };
    }
  }

  const loaded = loadThresholds(fs, options.thresholds, options.strictThresholds);
  if (loaded.warning !== undefined) err(`WARN: ${loaded.warning}`);
  if (loaded.loadedFrom !== undefined) out(`Loaded thresholds from ${loaded.loadedFrom}`);
  const prefix = resolvePrefix(fs, options);
  out(prefixLine(prefix, loaded.thresholds));

  const files = pyGlob(fs, options.resultsGlob).sort(compareCodePoints);
  const meta = readMetaJson(fs, options.metaEnv);
  const manifest = batchManifestErrors(meta, options.metaEnv, expected, files);
  for (const error of manifest) {
    err(`FAIL: ${error}`);
    failures.push({ kind: 'manifest', message: error });
  }
  if (manifest.length === 0) {
    if (!meta.ok) err(`WARN: could not inspect eval metadata for batched concurrency status: ${meta.reason}`);
    else if (pyContains(meta.value, 'eval_concs')) out('PASS: batched eval produced every requested concurrency');
  }

  try {
    checkScores(fs, files, options, prefix, loaded.thresholds, out, err, checks, failures);
  } catch (error) {
    if (!(error instanceof SweepkitError)) throw error;
    return { lines, exitCode: 1, modelPrefix: prefix, checks, failures, fatal: error };
  }

  if (checks.length === 0) {
    const message = `no metrics matched prefix '${options.metricPrefix}'`;
    err(`WARN: ${message}`);
    failures.push({ kind: 'no-metrics', message });
  }
  return { lines, exitCode: failures.length > 0 ? 1 : 0, modelPrefix: prefix, checks, failures };
}

/** Every checked metric of every result file, in file order, as PASS (stdout) or FAIL (stderr) lines. */
function checkScores(
  fs: EvalFs,
  files: readonly string[],
  options: GateOptions,
  prefix: string | undefined,
  thresholds: Thresholds,
  out: (text: string) => void,
  err: (text: string) => void,
  checks: ScoreCheck[],
  failures: GateFailure[]
): void {
  for (const file of files) {
    const conc = concSuffix(file);
    const label = conc === undefined ? '' : `[conc=${conc}] `;
    const { tasks, text } = resultTasks(fs, file);
    for (const [task, metrics] of tasks) {
      if (!isPyObject(metrics)) {
        throw new SweepkitError(`the metrics of task ${task} must be a mapping ('${pyTypeName(metrics)}' object has no attribute 'items')`, {
          location: { file },
          code: 'result-not-mapping'
        });
      }
      for (const [metric, raw] of metrics) {
        if (!metric.startsWith(options.metricPrefix) || metric.includes('stderr')) continue;
        const value = metricNumber(raw);
        if (value === undefined) continue;
        const threshold = thresholdOf(task, prefix, thresholds, options.minScore);
        const limit = thresholdNumber(threshold, task);
        const check: ScoreCheck = { file, conc, task, metric, value, threshold: pyStr(threshold.value), source: threshold.source, passed: !(value < limit) };
        checks.push(check);
        const shown = `${label}${task} ${metric} = ${pyFixed(value, 4)}`;
        if (check.passed) out(`PASS: ${shown} (>= ${check.threshold} from ${check.source})`);
        else {
          const message = `${shown} (< ${check.threshold} from ${check.source})`;
          check.line = metricLine(text, task, metric);
          err(`FAIL: ${message}`);
          failures.push({ kind: 'score', message, check });
        }
      }
    }
  }
}

/**
 * The multi-node template's `--expected-concs`: `$EVAL_CONC`, or when that is empty the largest
 * number of `$CONC_LIST`; undefined when both are empty (single-node jobs pass none).
 */
export function expectedConcsFromEnv(env: Readonly<Record<string, string | undefined>>): string | undefined {
  if (env.EVAL_CONC?.trim()) return env.EVAL_CONC;
  const concs = (env.CONC_LIST ?? '').split(/\s+/).filter((w) => w !== '');
  if (concs.length === 0) return undefined;
  // `sort -n | tail -1`: the numerically largest word (non-numbers sort as 0).
  const value = (w: string): number => Number.parseFloat(w) || 0;
  return concs.reduce((a, b) => (value(b) >= value(a) ? b : a));
}
