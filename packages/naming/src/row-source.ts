import { jsonErrorMessage, SweepkitError } from '../../common/src/index.js';
import { AGENTIC_SCENARIO, rowKeyPath } from './template-variables.js';
import type { ValueSource } from './value-source.js';

/** One entry of the sweep matrix (`generate_sweep_configs.py` output), as JSON. */
export type MatrixRow = Readonly<Record<string, unknown>>;

/** A matrix row from JSON text (`toJson(matrix.config)`); `label` names where it came from. */
export function rowFromJson(text: string, label: string): MatrixRow {
  let row: unknown;
  let inexact: string | undefined;
  try {
    // A number past 2^53 would lose digits silently (conc 9007199254740993 → …992): refuse it.
    row = JSON.parse(text, (key, value: unknown) => {
      if (typeof value === 'number' && Number.isInteger(value) && !Number.isSafeInteger(value)) inexact ??= key;
      return value;
    });
  } catch (error) {
    throw new SweepkitError(`${label} is not valid JSON: ${jsonErrorMessage(error)}`, { code: 'bad-row' });
  }
  if (inexact !== undefined) {
    throw new SweepkitError(`${label}: '${inexact}' is an integer beyond 2^53, which cannot be carried exactly`, { code: 'bad-row' });
  }
  if (typeof row !== 'object' || row === null || Array.isArray(row)) {
    throw new SweepkitError(`${label} must be a JSON object (one matrix row), got ${Array.isArray(row) ? 'an array' : JSON.stringify(row)}`, {
      code: 'bad-row'
    });
  }
  return row as MatrixRow;
}

/** GitHub's rendering of a matrix value into a string input: numbers in decimal, booleans as words. */
function render(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** `toJson(value)` as GitHub writes it (2-space indent); nothing for an absent value, as `x && toJson(x) || ''`. */
const prettyJson = (value: unknown): string | undefined => (value === undefined || value === null ? undefined : JSON.stringify(value, null, 2));

/** A list as the templates join it (`CONC_LIST`, `EVAL_CONC`): the values separated by spaces. */
const renderList = (value: unknown): string | undefined =>
  Array.isArray(value) ? value.map((v) => (typeof v === 'number' ? String(v) : JSON.stringify(v))).join(' ') : render(value);

function lookup(row: MatrixRow, path: readonly string[]): unknown {
  let value: unknown = row;
  for (const key of path) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

export interface RowSourceOptions {
  /**
   * The job runs the row's eval only (the eval families pass `eval-only: true` to the template);
   * undefined = the row's own `eval-only`. A `run-eval` row of a throughput family runs its
   * benchmark and then its eval.
   */
  evalOnly?: boolean;
  /**
   * Whether the job runs the row's eval (the template's `run-eval` input: throughput families pass
   * false, so an eval runs only in its eval family); undefined = the row's own `run-eval`.
   */
  runEval?: boolean;
}

/** The `run-eval` input of benchmark-env and result-filename: the template's run-eval, or the row's. */
export const RUN_EVAL_OPTION = {
  kind: 'string',
  choices: ['row', 'true', 'false'],
  default: 'row',
  help: "whether the job runs the row's eval after its benchmark: `row` (the row's run-eval), `true`, or `false` (what throughput families pass, so each eval runs once, in its eval family); eval-only implies it"
} as const;

/** A job's eval mode from its `eval-only` and `run-eval` inputs: what they leave unset is the row's. */
export const jobEvalMode = (values: { 'eval-only'?: boolean; 'run-eval'?: string }): RowSourceOptions => ({
  evalOnly: values['eval-only'] || undefined,
  runEval: values['run-eval'] === undefined || values['run-eval'] === 'row' ? undefined : values['run-eval'] === 'true'
});

/**
 * The template variables of a matrix row, as run-sweep.yml's `with:` blocks pass them: the
 * multi-node template iff the row has `prefill`; agentic rows pass ISL/OSL/MAX_MODEL_LEN 0 and
 * (single node) DISAGG 'false'; multi-node agentic jobs run CONC = the first concurrency (their
 * evals `eval-conc`). Every other variable is its row key in the job table, rendered as GitHub does.
 */
export function rowSource(row: MatrixRow, options: RowSourceOptions = {}): ValueSource {
  const multiNode = 'prefill' in row;
  const agentic = row['scenario-type'] === AGENTIC_SCENARIO;
  const evalOnly = options.evalOnly ?? row['eval-only'] === true;
  const runEval = options.runEval ?? row['run-eval'] === true;
  const pathOf = (variable: string): readonly string[] => rowKeyPath(variable) ?? [variable];
  const value = (variable: string): unknown => lookup(row, pathOf(variable));
  // The job table's rules (docs/job.md); every other variable is its row key as is.
  const rules: Record<string, () => string | undefined> = {
    EVAL_ONLY: () => String(evalOnly),
    RUN_EVAL: () => String(evalOnly || runEval),
    // run-sweep passes these as `toJson(matrix.config.…)`: GitHub's pretty JSON, 2-space indent.
    KV_OFFLOAD_BACKEND_METADATA: () => prettyJson(value('KV_OFFLOAD_BACKEND_METADATA')),
    ROUTER_METADATA: () => prettyJson(value('ROUTER_METADATA')),
    SCENARIO_TYPE: () => render(value('SCENARIO_TYPE')) ?? 'fixed-seq-len',
    IS_AGENTIC: () => (agentic ? '1' : '0'),
    SCENARIO_SUBDIR: () => (agentic ? 'agentic/' : 'fixed_seq_len/'),
    DISAGG: () => (agentic && !multiNode ? 'false' : render(value('DISAGG'))),
    ISL: () => (agentic ? '0' : render(value('ISL'))),
    OSL: () => (agentic ? '0' : render(value('OSL'))),
    MAX_MODEL_LEN: () => (agentic ? '0' : render(value('MAX_MODEL_LEN'))),
    CONC: () => {
      if (!multiNode) return render(value('CONC'));
      // The template's conc input is the agentic batch's; throughput jobs leave it empty.
      if (!agentic) return '';
      const evalConc = render(row['eval-conc']);
      return evalOnly && evalConc !== undefined ? evalConc : renderList(value('CONC'))?.split(' ')[0];
    },
    CONC_LIST: () => renderList(value('CONC_LIST')),
    EVAL_CONC: () => (row['eval-all-concs'] === true ? renderList(row.conc) : render(value('EVAL_CONC')))
  };
  return {
    multiNode,
    text: (variable) => (rules[variable] ? rules[variable]() : render(value(variable))),
    label: (variable) => `matrix row key '${pathOf(variable).join('.')}'`
  };
}
