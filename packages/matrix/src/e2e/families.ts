import { pyTruthy, SweepkitError, type PyJson } from '../../../common/src/index.js';
import { getField, hasField, isJsonObject, withField, type JsonObject } from '../json-object.js';

/** What decides a row's e2e family (docs/e2e.md §2): the tests of the reference's get-jobs step. */
interface RowShape {
  /** `prefill` present, whatever its value. */
  multiNode: boolean;
  agentic: boolean;
  runEval: boolean;
  evalOnly: boolean;
}

const shapeOf = (row: JsonObject): RowShape => ({
  multiNode: hasField(row, 'prefill'),
  agentic: getField(row, 'scenario-type') === 'agentic-coding',
  runEval: pyTruthy(getField(row, 'run-eval') ?? null),
  evalOnly: pyTruthy(getField(row, 'eval-only') ?? null)
});

/**
 * The e2e sweep's outputs in the reference's order, with the ci-priority family each is queued
 * under. `eval-config` is ours: the reference declares it but never fills it, so its single-node
 * eval rows never run; here it holds the single-node eval rows (docs/e2e.md, "Differences").
 */
export const E2E_FAMILIES = [
  { output: 'agentic-config', family: 'agentic', takes: (r: RowShape) => r.agentic && !r.multiNode && !r.runEval },
  { output: 'agentic-eval-config', family: 'agentic-eval', takes: (r: RowShape) => r.agentic && !r.multiNode && r.runEval },
  { output: 'multi-node-agentic-config', family: 'multi-agentic', takes: (r: RowShape) => r.agentic && r.multiNode && !r.runEval },
  { output: 'multi-node-agentic-eval-config', family: 'multi-agentic-eval', takes: (r: RowShape) => r.agentic && r.multiNode && r.runEval },
  { output: 'single-node-config', family: 'single', takes: (r: RowShape) => !r.multiNode && !r.agentic && !r.evalOnly, throughput: true },
  { output: 'multi-node-config', family: 'multi', takes: (r: RowShape) => r.multiNode && !r.agentic && !r.evalOnly, throughput: true },
  { output: 'multi-node-eval-config', family: 'multi-eval', takes: (r: RowShape) => r.multiNode && !r.agentic && r.runEval },
  { output: 'eval-config', family: 'eval', takes: (r: RowShape) => !r.multiNode && !r.agentic && r.runEval }
] as const;

export type E2eOutput = (typeof E2E_FAMILIES)[number]['output'];
export type E2eSplit = Record<E2eOutput, JsonObject[]>;

/**
 * Each row into every family whose test it passes, in input order. A row may be in two (a
 * run-eval row is a throughput job and an eval job): its throughput copy carries `run-eval: false`,
 * as the reference's throughput jobs run with the template's `run-eval: false`, so its eval runs
 * once, in the eval family. A row in no family is reported, never dropped silently.
 */
export function splitE2eFamilies(rows: readonly PyJson[], source: string): E2eSplit {
  const split = Object.fromEntries(E2E_FAMILIES.map((f) => [f.output, [] as JsonObject[]])) as E2eSplit;
  rows.forEach((row, index) => {
    if (!isJsonObject(row)) throw new SweepkitError(`row ${index} of the matrix is not a JSON object`, { location: { file: source }, code: 'e2e-row' });
    const shape = shapeOf(row);
    for (const f of E2E_FAMILIES) {
      if (f.takes(shape)) split[f.output].push('throughput' in f && shape.runEval ? withField(row, 'run-eval', false) : row);
    }
  });
  return split;
}

/** Rows of the matrix that no e2e family runs (none with today's generator; a guard for new row shapes). */
export const unassignedRows = (rows: readonly PyJson[]): number =>
  rows.filter((row) => isJsonObject(row) && !E2E_FAMILIES.some((f) => f.takes(shapeOf(row)))).length;
