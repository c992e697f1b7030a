import { createHash } from 'node:crypto';
import { pyJsonDumps, type PyJson } from '../../../common/src/index.js';
import type { MatrixRow } from '../row.js';

const sortKeys = (value: PyJson): PyJson => {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object' && value.constructor === Object) {
    const mapping = value as Record<string, PyJson>;
    return Object.fromEntries(Object.keys(mapping).sort().map((k) => [k, sortKeys(mapping[k]!)]));
  }
  return value;
};

const CURVE_EXCLUDED = new Set(['conc', 'exp-name', 'recipe-fingerprint']);

/** The row without its concurrency point: what identifies a curve (append-only, fingerprints). */
export const curveOf = (row: MatrixRow): MatrixRow => Object.fromEntries(Object.entries(row).filter(([k]) => !CURVE_EXCLUDED.has(k)));

/** `json.dumps(x, sort_keys=True, separators=(",", ":"))` — ASCII-escaped, like the reference. */
export const canonicalJson = (value: PyJson): string => pyJsonDumps(sortKeys(value), { separators: [',', ':'] });

/** docs/gating.md §b.4 step 14: SHA-256 of the row's curve as canonical JSON. */
export const recipeFingerprint = (row: MatrixRow): string => createHash('sha256').update(canonicalJson(curveOf(row))).digest('hex');
