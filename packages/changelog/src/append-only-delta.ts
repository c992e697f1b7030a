import { SweepkitError, type PyJson } from '../../common/src/index.js';
import { isAgentic, type MatrixRow, canonicalJson, curveOf } from '../../matrix/src/index.js';

const fail = (message: string): never => {
  throw new SweepkitError(message, { code: 'APPEND_ONLY_DELTA' });
};

const concsOf = (row: MatrixRow): number[] => {
  const conc = row.conc;
  const valid = (c: PyJson): boolean => typeof c === 'number' && Number.isInteger(c);
  if (valid(conc ?? null)) return [conc as number];
  if (Array.isArray(conc) && conc.length > 0 && conc.every(valid)) return conc as number[];
  return fail(`append-only matrix entry has invalid concurrency value: ${JSON.stringify(conc ?? null)}`);
};

const field = (value: PyJson | undefined, key: string): PyJson =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? ((value as Record<string, PyJson>)[key] ?? null) : null;

/** What the dashboards draw as one line; an appended point must land on an existing one. */
const visualSeries = (row: MatrixRow): string => {
  const agentic = isAgentic(row);
  return canonicalJson([
    row.model ?? null,
    row['model-prefix'] ?? null,
    row.precision ?? null,
    row.framework ?? null,
    row.runner ?? null,
    row.disagg ?? null,
    agentic,
    agentic ? null : [row.isl ?? null, row.osl ?? null],
    (row['kv-offloading'] ?? 'none') !== 'none',
    agentic ? null : (row['spec-decoding'] ?? null),
    field(row.prefill, 'hardware'),
    field(row.decode, 'hardware')
  ]);
};

/**
 * docs/gating.md §b.4 step 11 (append-only): only the concurrency points the head adds to curves that
 * already exist in the base revision; removing or changing anything is an error.
 */
export function appendOnlyDelta(baseRows: readonly MatrixRow[], headRows: readonly MatrixRow[]): MatrixRow[] {
  const curves = (rows: readonly MatrixRow[]): Map<string, Set<number>> => {
    const map = new Map<string, Set<number>>();
    for (const row of rows) {
      const key = canonicalJson(curveOf(row));
      const set = map.get(key) ?? new Set<number>();
      concsOf(row).forEach((c) => set.add(c));
      map.set(key, set);
    }
    return map;
  };
  const base = curves(baseRows);
  const head = curves(headRows);
  if (base.size === 0) fail('append-only requires an existing curve in the base revision');
  for (const [key, concs] of base) {
    const now = head.get(key);
    if (!now) fail('append-only may not remove or modify existing generated recipes');
    const removed = [...concs].filter((c) => !now!.has(c)).sort((a, b) => a - b);
    if (removed.length) fail(`append-only may not remove existing concurrency points: [${removed.join(', ')}]`);
  }
  const emitted = new Map<string, Set<number>>();
  const delta: MatrixRow[] = [];
  for (const row of headRows) {
    const key = canonicalJson(curveOf(row));
    const seen = emitted.get(key) ?? new Set<number>();
    emitted.set(key, seen);
    const added = concsOf(row).filter((c) => !base.get(key)?.has(c) && !seen.has(c));
    added.forEach((c) => seen.add(c));
    if (added.length) delta.push({ ...row, conc: Array.isArray(row.conc) ? added : added[0]! });
  }
  if (delta.length === 0) fail('append-only did not add any generated points');
  for (const row of delta) {
    const series = visualSeries(row);
    const images = new Set(baseRows.filter((b) => visualSeries(b) === series && b.image != null).map((b) => b.image));
    if (row.image == null || images.size !== 1 || !images.has(row.image)) {
      fail('append-only additions must belong to an existing visual curve with one unchanged non-null image');
    }
  }
  return delta;
}
