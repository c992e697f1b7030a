import { SweepkitError, type CommandOptions } from '../../common/src/index.js';
import type { Env } from './env-source.js';
import { jobDisplayName, runsOnLabels } from './job-identity.js';
import { computeResultNames } from './result-names.js';
import { rowSource, type MatrixRow } from './row-source.js';
import {
  AGENTIC_SCENARIO,
  COMMON_VARIABLES,
  CONC_VARIABLE,
  JOB_VARIABLES,
  POOL_ROLES,
  SINGLE_NODE_VARIABLES,
  poolVariableNames
} from './template-variables.js';

/** `sweepkit benchmark-env` and the benchmark-env action: one table for both. */
export const BENCHMARK_ENV_COMMAND = {
  cli: 'benchmark-env',
  action: 'benchmark-env',
  description:
    "Turn a matrix row into the environment of its benchmark job: the templates' variables, CONC_LIST, GPU_COUNT, RESULT_FILENAME and the row's additional-settings (checked NAME=value pairs, never evaluated by a shell).",
  options: {
    row: { kind: 'string', required: true, metavar: 'JSON', help: 'the matrix row as JSON (toJson(matrix.config))' },
    'runner-name': { kind: 'string', metavar: 'NAME', help: 'the concrete runner, runner.name (default: $RUNNER_NAME)' },
    json: { kind: 'flag', only: 'cli', help: 'print the variables as one JSON object instead of NAME=value lines' }
  }
} as const satisfies CommandOptions;

/** Row keys passed through under their template variable names, when the row has them. */
const PLAIN_KEYS = {
  MODEL: 'model',
  MODEL_PREFIX: 'model-prefix',
  IMAGE: 'image',
  ISL: 'isl',
  OSL: 'osl',
  MAX_MODEL_LEN: 'max-model-len',
  RUNNER_TYPE: 'runner',
  KV_P2P_TRANSFER: 'kv-p2p-transfer',
  DURATION: 'duration'
} as const;

/** Variables a setting may not set: the runner's and the shell's own, and loader hooks. */
const RESERVED =
  /^(PATH|HOME|SHELL|IFS|ENV|BASH_ENV|PS4|SHELLOPTS|BASHOPTS|NODE_OPTIONS|PYTHONPATH|PYTHONSTARTUP|LD_.*|GITHUB_.*|RUNNER_.*|ACTIONS_.*|INPUT_.*|STATE_.*)$/;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export interface BenchmarkEnv {
  /** Variable → value, in a stable order: the template variables, then the additional settings. */
  env: Record<string, string>;
  /** What the run must produce (srtctl-launch's `expect`): eval-only rows `eval`, agentic rows `agentic`, else `fixed-seq-len`. */
  expect: 'eval' | 'agentic' | 'fixed-seq-len';
  resultFilename: string;
  /** The templates' job name (`p<priority> | dsr1 fp4 b200 sgl TP4 c16`), as `jobDisplayName` builds it. */
  displayName: string;
  /** The runner labels, with the CI-priority labels when the row carries a priority (`runsOnLabels`). */
  runsOn: string[];
  gpuCount: number;
}

const int = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isInteger(value) ? value : fallback);

/**
 * GPUs of a job: single node `tp × pp × pcp` (the template's GPU_COUNT); multi node the sum over
 * the worker pools of `num-worker × tp × pp × pcp`.
 */
export function gpuCount(row: MatrixRow): number {
  const gpus = (part: Readonly<Record<string, unknown>>): number => int(part.tp, 1) * int(part.pp, 1) * int(part['pcp-size'], 1);
  if (!('prefill' in row)) return gpus(row);
  return Object.values(POOL_ROLES).reduce((sum, role) => {
    const pool = (row[role] ?? {}) as Readonly<Record<string, unknown>>;
    return sum + int(pool['num-worker'], 1) * gpus(pool);
  }, 0);
}

/**
 * The `additional-settings` of a row (prefill's then decode's, or the row's own), each one
 * `NAME=value` exactly as written: checked, never word-split or expanded. A name set twice with
 * different values, a reserved name and a name the row already sets are refused.
 */
export function additionalSettings(row: MatrixRow, taken: ReadonlySet<string>): [string, string][] {
  const sources: [string, unknown][] =
    'prefill' in row
      ? Object.values(POOL_ROLES).map((role) => [`${role}.additional-settings`, (row[role] as Record<string, unknown> | undefined)?.['additional-settings']])
      : [['additional-settings', row['additional-settings']]];
  const settings = new Map<string, string>();
  for (const [key, list] of sources) {
    if (list === undefined || list === null) continue;
    if (!Array.isArray(list)) throw new SweepkitError(`matrix row key '${key}' must be a list of NAME=value strings`, { code: 'bad-setting' });
    list.forEach((item: unknown, index) => {
      const where = `matrix row key '${key}[${index}]'`;
      const text = typeof item === 'string' ? item : undefined;
      const eq = text?.indexOf('=') ?? -1;
      if (text === undefined || eq <= 0) throw new SweepkitError(`${where} must be NAME=value, got ${JSON.stringify(item)}`, { code: 'bad-setting' });
      const [name, value] = [text.slice(0, eq), text.slice(eq + 1)];
      if (!NAME.test(name)) throw new SweepkitError(`${where}: '${name}' is not a variable name (letters, digits, _)`, { code: 'bad-setting' });
      if (RESERVED.test(name)) throw new SweepkitError(`${where}: ${name} may not be set by a setting`, { code: 'bad-setting' });
      if (taken.has(name)) throw new SweepkitError(`${where}: ${name} is already set from the row itself`, { code: 'bad-setting' });
      if (/[\n\r\0]/.test(value)) throw new SweepkitError(`${where}: the value of ${name} holds a line break`, { code: 'bad-setting' });
      const earlier = settings.get(name);
      if (earlier !== undefined && earlier !== value)
        throw new SweepkitError(`${where}: ${name} is set twice, to '${earlier}' and '${value}'`, { code: 'bad-setting' });
      settings.set(name, value);
    });
  }
  return [...settings];
}

/**
 * Everything the benchmark templates derived from a matrix row, as the job's environment, so
 * that no workflow needs `export ${{ join(additional-settings) }}`: the template variables
 * (EXP_NAME … PREFILL_* / DECODE_* or TP …), CONC_LIST (multi node; CONC is its first value for
 * agentic rows) or CONC, IS_AGENTIC, GPU_COUNT, RESULT_FILENAME, then the additional settings.
 */
export function benchmarkEnv(row: MatrixRow, env: Env, runnerName?: string): BenchmarkEnv {
  const source = rowSource(row);
  const multiNode = source.multiNode;
  const agentic = row['scenario-type'] === AGENTIC_SCENARIO;
  const vars: Record<string, string> = {};
  const set = (name: string, value: string | undefined): void => {
    if (value !== undefined) vars[name] = value;
  };
  const templateVariables = [
    ...Object.keys(COMMON_VARIABLES),
    ...Object.keys(JOB_VARIABLES),
    ...(multiNode ? poolVariableNames() : Object.keys(SINGLE_NODE_VARIABLES)),
    multiNode ? CONC_VARIABLE.multi : CONC_VARIABLE.single
  ];
  for (const variable of templateVariables) set(variable, source.text(variable));
  for (const [variable, key] of Object.entries(PLAIN_KEYS)) {
    const value = row[key];
    if (value !== undefined && value !== null) set(variable, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  if (row.router !== undefined && row.router !== null) set('ROUTER_METADATA', JSON.stringify(row.router));
  set('IS_AGENTIC', agentic ? '1' : '0');
  if (agentic) for (const variable of ['ISL', 'OSL', 'MAX_MODEL_LEN']) set(variable, '0');
  if (multiNode && agentic) set('CONC', vars.CONC_LIST?.split(' ')[0]);
  const gpus = gpuCount(row);
  set('GPU_COUNT', String(gpus));
  const names = computeResultNames({ row, env, runnerName });
  set('RESULT_FILENAME', names.resultFilename);
  for (const [name, value] of additionalSettings(row, new Set(Object.keys(vars)))) vars[name] = value;
  return {
    env: vars,
    expect: vars.EVAL_ONLY === 'true' ? 'eval' : agentic ? 'agentic' : 'fixed-seq-len',
    resultFilename: names.resultFilename,
    displayName: jobDisplayName(row),
    // No labels for a row without a runner (hand-made rows): there is nothing to schedule on.
    runsOn: typeof row.runner === 'string' ? runsOnLabels(row, env.GITHUB_RUN_ATTEMPT ?? '1') : [],
    gpuCount: gpus
  };
}
