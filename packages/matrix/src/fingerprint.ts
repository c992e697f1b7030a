import { createHash } from 'node:crypto';
import { pyJsonDumps, type PyJson } from '../../common/src/index.js';
import type { MatrixRow } from './row.js';

const CURVE_EXCLUDED = new Set(['conc', 'exp-name', 'recipe-fingerprint']);

/** The row without its concurrency point: what identifies a curve (append-only, fingerprints). */
export const curveOf = (row: MatrixRow): MatrixRow => Object.fromEntries(Object.entries(row).filter(([k]) => !CURVE_EXCLUDED.has(k)));

/** `json.dumps(x, sort_keys=True, separators=(",", ":"))` — ASCII-escaped, like the reference. */
export const canonicalJson = (value: PyJson): string => pyJsonDumps(value, { separators: [',', ':'], sortKeys: true });

/** docs/gating.md §b.4 step 14: SHA-256 of the row's curve as canonical JSON. */
export const recipeFingerprint = (row: MatrixRow): string =>
  createHash('sha256')
    .update(canonicalJson(curveOf(row)))
    .digest('hex');
