import { jsonErrorMessage, SweepkitError } from '../../common/src/index.js';
import { AGENTIC_SCENARIO, COMMON_VARIABLES, JOB_VARIABLES, POOL_ROLES, POOL_VARIABLES, SINGLE_NODE_VARIABLES } from './template-variables.js';
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

/** The multi-node conc list as `CONC_LIST` holds it: the integers joined with spaces. */
const renderList = (value: unknown): string | undefined =>
  Array.isArray(value) ? value.map((v) => (typeof v === 'number' ? String(v) : JSON.stringify(v))).join(' ') : render(value);

/** Row key path of each template variable, e.g. `PREFILL_TP` → `prefill.tp`. */
function rowKeys(multiNode: boolean): Map<string, readonly string[]> {
  const keys = new Map<string, readonly string[]>();
  for (const [variable, key] of Object.entries({ ...COMMON_VARIABLES, ...JOB_VARIABLES })) keys.set(variable, [key]);
  if (multiNode) {
    for (const [role, roleKey] of Object.entries(POOL_ROLES)) {
      for (const [suffix, key] of Object.entries(POOL_VARIABLES)) keys.set(`${role}_${suffix}`, [roleKey, key]);
    }
    keys.set('CONC_LIST', ['conc']);
  } else {
    for (const [variable, key] of Object.entries(SINGLE_NODE_VARIABLES)) keys.set(variable, [key]);
    keys.set('CONC', ['conc']);
  }
  return keys;
}

function lookup(row: MatrixRow, path: readonly string[]): unknown {
  let value: unknown = row;
  for (const key of path) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

/**
 * The template variables of a matrix row, as run-sweep.yml passes them: the multi-node template
 * iff the row has `prefill`; single-node agentic jobs pass the literal `'false'` for DISAGG (their
 * rows have no `disagg`); and rows marked `run-eval` are run by the eval jobs with `eval-only: true`.
 */
export function rowSource(row: MatrixRow): ValueSource {
  const multiNode = 'prefill' in row;
  const keys = rowKeys(multiNode);
  const agentic = row['scenario-type'] === AGENTIC_SCENARIO;
  const pathOf = (variable: string): readonly string[] => keys.get(variable) ?? [variable];
  return {
    multiNode,
    text(variable) {
      if (variable === 'DISAGG' && agentic && !multiNode) return 'false';
      if (variable === 'EVAL_ONLY') return render(row['eval-only'] === true || row['run-eval'] === true);
      const value = lookup(row, pathOf(variable));
      return variable === 'CONC_LIST' ? renderList(value) : render(value);
    },
    label: (variable) => `matrix row key '${pathOf(variable).join('.')}'`
  };
}
