import { templateVariables, variableSource } from '../../job/src/index.js';

/** The worker pools of a multi-node row: `PREFILL_<suffix>` / `DECODE_<suffix>` variables, `prefill` / `decode` row keys. */
export const POOL_ROLES = { PREFILL: 'prefill', DECODE: 'decode' } as const;

/** Single node uses `CONC`; multi node `CONC_LIST` (space-separated, joined with `x` in the name). */
export const CONC_VARIABLE = { single: 'CONC', multi: 'CONC_LIST' } as const;

export const AGENTIC_SCENARIO = 'agentic-coding';

/** The matrix-row key path a variable is read from (the job table's `row`), e.g. `PREFILL_TP` → `prefill.tp`. */
export function rowKeyPath(variable: string): readonly string[] | undefined {
  const source = variableSource(variable);
  return source?.row?.split('.');
}

/** Every `PREFILL_*`/`DECODE_*` variable the multi-node template sets from a worker pool. */
export const poolVariableNames = (): string[] =>
  templateVariables('multi-node').filter((name) => Object.values(POOL_ROLES).includes(rowKeyPath(name)?.[0] as 'prefill'));
