import { isMultiNode, type MatrixRow } from '../row.js';
import { canonicalJson } from './fingerprint.js';

const pointless = (row: MatrixRow): MatrixRow => Object.fromEntries(Object.entries(row).filter(([k]) => k !== 'conc' && k !== 'exp-name'));

/**
 * `--trim-conc` (the `sweep-enabled` label): a single-node curve keeps only its lowest
 * concurrency, a multi-node row only `[min(conc)]`.
 */
export function trimConcurrency(rows: readonly MatrixRow[]): MatrixRow[] {
  const groups = new Map<string, MatrixRow>();
  const out: (MatrixRow | string)[] = [];
  for (const row of rows) {
    if (isMultiNode(row)) {
      out.push({ ...row, conc: [Math.min(...(row.conc as number[]))] });
      continue;
    }
    const key = canonicalJson(pointless(row));
    const kept = groups.get(key);
    if (!kept) out.push(key);
    if (!kept || (row.conc as number) < (kept.conc as number)) groups.set(key, row);
  }
  return out.map((item) => (typeof item === 'string' ? groups.get(item)! : item));
}
