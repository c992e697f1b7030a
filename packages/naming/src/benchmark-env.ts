import { SweepkitError, type CommandOptions, type OptionValues } from '../../common/src/index.js';
import { templateVariables, variableSource } from '../../job/src/index.js';
import type { Env } from './env-source.js';
import { jobDisplayNameFor, runsOnLabels } from './job-identity.js';
import { computeResultNames } from './result-names.js';
import { jobEvalMode, rowSource, RUN_EVAL_OPTION, type MatrixRow } from './row-source.js';
import { AGENTIC_SCENARIO, POOL_ROLES } from './template-variables.js';

/** `sweepkit benchmark-env` and the benchmark-env action: one table for both. */
export const BENCHMARK_ENV_COMMAND = {
  cli: 'benchmark-env',
  action: 'benchmark-env',
  description:
    "Turn a matrix row into the environment of its benchmark job: the templates' variables, CONC_LIST, GPU_COUNT, RESULT_FILENAME and the row's additional-settings (checked NAME=value pairs, never evaluated by a shell).",
  options: {
    row: { kind: 'string', required: true, metavar: 'JSON', help: 'the matrix row as JSON (toJson(matrix.config))' },
    'runner-name': { kind: 'string', metavar: 'NAME', help: 'the concrete runner, runner.name (default: $RUNNER_NAME)' },
    'eval-only': {
      kind: 'flag',
      default: false,
      help: "the job runs the row's eval only (the eval families); else the row's own eval-only, and a run-eval row runs its benchmark, then its eval"
    },
    'run-eval': RUN_EVAL_OPTION,
    'require-power': { kind: 'flag', default: false, help: 'invalid GPU power fails the job (REQUIRE_POWER=1)' },
    'power-producer-sha': { kind: 'string', metavar: 'SHA', help: 'the srt-slurm commit the multi-node power package must come from (POWER_PRODUCER_SHA)' },
    duration: { kind: 'string', metavar: 'SECONDS', help: "agentic benchmark duration, instead of the row's (DURATION)" },
    'agentx-fast': {
      kind: 'flag',
      default: false,
      help: 'agentic fast mode: AIPERF_EXPERIMENTAL_FAST=1 and, unless duration is given, DURATION=1200 on agentic rows'
    },
    'eval-limit': { kind: 'string', metavar: 'N', help: 'eval instance count, `full` or empty for the whole split (EVAL_LIMIT)' },
    'swebench-gen-mode': { kind: 'string', metavar: 'MODE', help: 'SWE-bench generation, `single-shot` or `agentic` (SWEBENCH_GEN_MODE)' },
    json: { kind: 'flag', only: 'cli', help: 'print the variables as one JSON object instead of NAME=value lines' }
  }
} as const satisfies CommandOptions;

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

/** benchmark-env's inputs besides the row: the workflow inputs the templates turn into variables. */
export type JobInputs = Partial<Omit<OptionValues<typeof BENCHMARK_ENV_COMMAND.options>, 'row' | 'json'>>;

const AGENTX_FAST_DURATION = '1200';
const word = (flag: boolean | undefined): string => (flag ? '1' : '0');

/**
 * Everything the benchmark templates derive from a matrix row and the workflow inputs, as the
 * job's environment, written from the job table (docs/job.md): every variable the row's template
 * sets, in table order — row keys rendered as GitHub passes them, inputs overriding the row,
 * constants, GPU_COUNT and RESULT_FILENAME, the template's default where none applies — then the
 * row's additional settings. No workflow needs `export ${{ join(additional-settings) }}`.
 */
export function benchmarkEnv(row: MatrixRow, env: Env, inputs: JobInputs = {}): BenchmarkEnv {
  const mode = jobEvalMode(inputs);
  const source = rowSource(row, mode);
  const agentic = row['scenario-type'] === AGENTIC_SCENARIO;
  const names = computeResultNames({ row, env, runnerName: inputs['runner-name'], ...mode });
  const gpus = gpuCount(row);
  // A string input given non-empty; `false` flags and empty strings leave the row's value.
  const given = (input: string | undefined): string | undefined => {
    const value = input === undefined ? undefined : inputs[input as keyof JobInputs];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const computed: Record<string, () => string | undefined> = {
    RESULT_FILENAME: () => names.resultFilename,
    GPU_COUNT: () => String(gpus),
    REQUIRE_POWER: () => word(inputs['require-power']),
    AIPERF_EXPERIMENTAL_FAST: () => word(inputs['agentx-fast']),
    DURATION: () => given('duration') ?? (inputs['agentx-fast'] && agentic ? AGENTX_FAST_DURATION : source.text('DURATION'))
  };
  const template = source.multiNode ? 'multi-node' : 'single-node';
  const vars: Record<string, string> = {};
  for (const name of templateVariables(template)) {
    const from = variableSource(name) ?? {};
    const value = computed[name] ? computed[name]() : (from.value ?? given(from.input) ?? source.text(name));
    // Like the template: what the row and the inputs leave unset is the input's default.
    vars[name] = value ?? from.absent?.[template] ?? '';
  }
  for (const [name, value] of additionalSettings(row, new Set(Object.keys(vars)))) vars[name] = value;
  return {
    env: vars,
    expect: vars.EVAL_ONLY === 'true' ? 'eval' : agentic ? 'agentic' : 'fixed-seq-len',
    resultFilename: names.resultFilename,
    displayName: jobDisplayNameFor(row, mode),
    // No labels for a row without a runner (hand-made rows): there is nothing to schedule on.
    runsOn: typeof row.runner === 'string' ? runsOnLabels(row, env.GITHUB_RUN_ATTEMPT ?? '1') : [],
    gpuCount: gpus
  };
}
