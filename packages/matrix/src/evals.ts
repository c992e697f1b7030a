import { pyTruthy, type PyJson } from '../../common/src/index.js';
import { pyInt } from '../../config/src/index.js';
import { isEvalSeqLen } from './concurrency.js';
import { pyKey, pyMappingKey } from './python-key.js';
import { isAgentic, isMultiNode, type MatrixEntry, type MatrixRow } from './row.js';

/** Eval selection (docs/matrix.md §6): which rows also run accuracy evals. */

const MIN_EVAL_CONC = 16;
const NOT_TOPOLOGY = new Set(['conc', 'run-eval', 'eval-only', 'eval-conc', 'eval-all-concs', 'exp-name']);

/** The row without its concurrency, eval and name keys: rows of one topology share it. */
const topology = (row: MatrixRow): string => pyMappingKey(row, NOT_TOPOLOGY);

const concList = (row: MatrixRow): number[] => (Array.isArray(row.conc) ? row.conc : [row.conc]).map((c) => pyInt(c));
const isFixed8k1k = (row: MatrixRow): boolean => !isAgentic(row) && isEvalSeqLen(row.isl, row.osl);

/** Members of each group in first-appearance order. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return [...groups.values()];
}

/** The first member with the largest value (the reference keeps the first on ties). */
function firstMax<T>(items: readonly T[], value: (item: T) => number): T {
  return items.reduce((best, item) => (value(item) > value(best) ? item : best));
}

/** Step A: mark the selected rows `run-eval` (in place), `eval-conc` for multi-node picks. */
function markDefault(rows: readonly MatrixRow[], includeAgentic: boolean): void {
  const selected = new Set<MatrixRow>();
  const evalConc = new Map<MatrixRow, number>();

  // A1: single-node fixed 8k1k, grouped ignoring tp/ep: the max and upper-median concurrency.
  const singles = rows.filter((r) => 'tp' in r && !isAgentic(r) && isFixed8k1k(r) && pyInt(r.conc) >= MIN_EVAL_CONC);
  const singleKey = (r: MatrixRow) => pyKey([r.model, r.runner, r.framework, r.precision, r.isl, r.osl, r['spec-decoding'], r['dp-attn']] as PyJson);
  for (const group of groupBy(singles, singleKey)) {
    const distinct = [...new Set(group.map((r) => pyInt(r.conc)))].sort((a, b) => a - b);
    const targets = new Set([distinct.at(-1), distinct[Math.floor(distinct.length / 2)]]);
    for (const r of group) if (targets.has(pyInt(r.conc))) selected.add(r);
  }

  // A2/A3: multi-node (fixed 8k1k, and agentic when included): per topology the row reaching
  // the highest eligible concurrency, which becomes its eval-conc.
  const eligible = (r: MatrixRow) => concList(r).filter((c) => c >= MIN_EVAL_CONC);
  const multi = rows.filter((r) => !('tp' in r) && isMultiNode(r) && (isAgentic(r) ? includeAgentic : isFixed8k1k(r)) && eligible(r).length > 0);
  for (const group of groupBy(multi, topology)) {
    const best = firstMax(group, (r) => Math.max(...eligible(r)));
    selected.add(best);
    evalConc.set(best, Math.max(...eligible(best)));
  }

  // A4: single-node agentic, one row per (model, runner, framework, precision): the largest conc.
  if (includeAgentic) {
    const agentic = rows.filter((r) => isAgentic(r) && !isMultiNode(r));
    for (const group of groupBy(agentic, (r) => pyKey([r.model, r.runner, r.framework, r.precision] as PyJson))) {
      selected.add(firstMax(group, (r) => pyInt(r.conc)));
    }
  }

  for (const row of rows) {
    row['run-eval'] = selected.has(row);
    const conc = evalConc.get(row);
    if (conc !== undefined) row['eval-conc'] = conc;
  }
}

const sortedDistinct = (values: readonly number[]): number[] => [...new Set(values)].sort((a, b) => a - b);

/** Step B (`--all-evals`): every eval-eligible row runs; multi-node topologies merge into one row. */
function expandAllEvals(entries: readonly MatrixEntry[]): MatrixEntry[] {
  const out: MatrixEntry[] = [];
  const kept = new Map<string, MatrixRow>();
  for (const entry of entries) {
    const row = entry.row;
    const agentic = isAgentic(row);
    if (agentic && !isMultiNode(row)) {
      row['run-eval'] = true;
      out.push(entry);
      continue;
    }
    if (!agentic && !isFixed8k1k(row)) {
      out.push(entry);
      continue;
    }
    if (!isMultiNode(row)) {
      row['run-eval'] = true;
      out.push(entry);
      continue;
    }
    const key = `${agentic}|${topology(row)}`;
    const first = kept.get(key);
    if (first) {
      first.conc = sortedDistinct([...concList(first), ...concList(row)]);
      if (agentic) first['eval-conc'] = Math.max(...(first.conc as number[]));
      continue;
    }
    const copy: MatrixRow = { ...row, conc: sortedDistinct(concList(row)), 'run-eval': true };
    if (agentic) copy['eval-conc'] = Math.max(...(copy.conc as number[]));
    else {
      copy['eval-all-concs'] = true;
      delete copy['eval-conc'];
    }
    kept.set(key, copy);
    out.push({ configKey: entry.configKey, row: copy });
  }
  return out;
}

export interface EvalOptions {
  noEvals?: boolean;
  evalsOnly?: boolean;
  allEvals?: boolean;
}

/** Steps A–C of docs/matrix.md §6 over the generated rows, in their order. */
export function applyEvals(entries: MatrixEntry[], options: EvalOptions): MatrixEntry[] {
  if (options.noEvals) return entries;
  const onlyEvals = !!(options.evalsOnly || options.allEvals);
  markDefault(
    entries.map((e) => e.row),
    onlyEvals
  );
  const expanded = options.allEvals ? expandAllEvals(entries) : entries;
  if (!onlyEvals) return expanded;
  return expanded.filter((e) => pyTruthy(e.row['run-eval'])).map((e) => ((e.row['eval-only'] = true), e));
}
