import { pyTruthy } from '../../common/src/index.js';
import { seqLenName } from './concurrency.js';
import { isAgentic, isMultiNode, type MatrixRow } from './row.js';

const evals = (row: MatrixRow): boolean => pyTruthy(row['run-eval']);
const throughput =
  (multi: boolean, seq: string) =>
  (row: MatrixRow): boolean =>
    !isAgentic(row) && isMultiNode(row) === multi && !row['eval-only'] && seqLenName(row.isl, row.osl) === seq;

/**
 * The job families the InferenceX workflows fan a matrix out into (docs/matrix.md §9.2), the throughput
 * ones split per sequence length as run-sweep dispatches them (rows of other sequence lengths are
 * in no family: run-sweep never runs them). A fixed row marked for evals in default mode is in its
 * throughput family and its eval family, as in e2e-tests.yml.
 */
const RULES = {
  'single-node-1k1k': throughput(false, '1k1k'),
  'single-node-8k1k': throughput(false, '8k1k'),
  'multi-node-1k1k': throughput(true, '1k1k'),
  'multi-node-8k1k': throughput(true, '8k1k'),
  agentic: (row: MatrixRow) => isAgentic(row) && !isMultiNode(row) && !evals(row),
  'multi-node-agentic': (row: MatrixRow) => isAgentic(row) && isMultiNode(row) && !evals(row),
  'single-node-eval': (row: MatrixRow) => !isAgentic(row) && !isMultiNode(row) && evals(row),
  'multi-node-eval': (row: MatrixRow) => !isAgentic(row) && isMultiNode(row) && evals(row),
  'agentic-eval': (row: MatrixRow) => isAgentic(row) && !isMultiNode(row) && evals(row),
  'multi-node-agentic-eval': (row: MatrixRow) => isAgentic(row) && isMultiNode(row) && evals(row)
} satisfies Record<string, (row: MatrixRow) => boolean>;

export type Family = keyof typeof RULES;
export const FAMILIES = Object.keys(RULES) as Family[];
/** Rows no family takes (e.g. isl 2048 / osl 128): offered as their own output so none is lost silently. */
export const OTHER_FAMILY = 'other';
export type FamilyOrOther = Family | typeof OTHER_FAMILY;
export const FAMILIES_AND_OTHER: readonly FamilyOrOther[] = [...FAMILIES, OTHER_FAMILY];

/** Rows per family and the rows in none (`other`), every family present (possibly empty), rows in matrix order. */
export function families(rows: readonly MatrixRow[]): Record<FamilyOrOther, MatrixRow[]> {
  const byFamily = Object.fromEntries(FAMILIES.map((family) => [family, rows.filter(RULES[family])])) as Record<FamilyOrOther, MatrixRow[]>;
  byFamily[OTHER_FAMILY] = rows.filter((row) => !FAMILIES.some((family) => RULES[family](row)));
  return byFamily;
}

export interface OverfullFamily {
  family: Family;
  rows: number;
  chunks: number;
}

/**
 * Families that need more chunks of `chunkSize` rows than the workflow has chunk jobs
 * (`maxChunks`). `other` is never among them: no job runs it at all, which is warned about apart.
 */
export function overfullFamilies(byFamily: Record<FamilyOrOther, readonly MatrixRow[]>, chunkSize: number, maxChunks: number): OverfullFamily[] {
  return FAMILIES.map((family) => ({ family, rows: byFamily[family].length, chunks: Math.ceil(byFamily[family].length / chunkSize) })).filter(
    (f) => f.chunks > maxChunks
  );
}

/** Consecutive slices of at most `size` rows (GitHub expands at most 256 jobs per matrix). */
export function chunk<T>(rows: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`chunk size must be a positive integer, got ${size}`);
  const chunks: T[][] = [];
  for (let i = 0; i < rows.length; i += size) chunks.push(rows.slice(i, i + size));
  return chunks;
}
