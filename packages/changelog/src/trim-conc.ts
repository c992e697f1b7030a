import { type MatrixRow, canonicalJson } from '../../matrix/src/index.js';

const pointless = (row: MatrixRow): MatrixRow => Object.fromEntries(Object.entries(row).filter(([k]) => k !== 'conc' && k !== 'exp-name'));

/**
 * `--trim-conc` (the `sweep-enabled` label), as `trim_conc` of process_changelog.py: a
 * single-node curve (same row but for `conc` and `exp-name`) keeps only its lowest concurrency,
 * the first such row, which stays at its own position; a multi-node row (non-null `prefill`) with
 * more than one concurrency gets `[min(conc)]`.
 */
export function trimConcurrency(rows: readonly MatrixRow[]): MatrixRow[] {
  const curves = new Map<string, number[]>();
  const out = rows.map((row, index): MatrixRow => {
    if (row.prefill !== undefined && row.prefill !== null) {
      const conc = row.conc;
      return Array.isArray(conc) && conc.length > 1 ? { ...row, conc: [Math.min(...(conc as number[]))] } : row;
    }
    const key = canonicalJson(pointless(row));
    curves.set(key, [...(curves.get(key) ?? []), index]);
    return row;
  });
  const dropped = new Set<number>();
  for (const indexes of curves.values()) {
    const kept = indexes.reduce((best, i) => ((out[i]!.conc as number) < (out[best]!.conc as number) ? i : best));
    for (const i of indexes) if (i !== kept) dropped.add(i);
  }
  return out.filter((_, i) => !dropped.has(i));
}
