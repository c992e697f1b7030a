import type { MatrixRow } from '../row.js';
import type { ChangelogMatrix } from './buckets.js';

export interface CanarySelection {
  /** The one row that runs first, or undefined when no row qualifies. */
  canary: MatrixRow | undefined;
  /** The matrix without the canary row (the families run this after the canary succeeded). */
  remaining: ChangelogMatrix;
}

const CANARY_BUCKETS = ['1k1k', '8k1k'] as const;

/**
 * docs/gating.md §a.5 step 4 / a.7 (canary-select): among the single-node 1k1k then 8k1k throughput rows
 * that are not eval rows, the one with the lowest `conc` (the first on ties).
 */
export function selectCanary(matrix: ChangelogMatrix): CanarySelection {
  let best: { bucket: string; index: number; row: MatrixRow } | undefined;
  for (const bucket of CANARY_BUCKETS) {
    (matrix.single_node[bucket] ?? []).forEach((row, index) => {
      if (row['run-eval'] === true) return;
      if (!best || (row.conc as number) < (best.row.conc as number)) best = { bucket, index, row };
    });
  }
  if (!best) return { canary: undefined, remaining: matrix };
  const { bucket, index } = best;
  const rows = matrix.single_node[bucket]!.filter((_, i) => i !== index);
  return { canary: best.row, remaining: { ...matrix, single_node: { ...matrix.single_node, [bucket]: rows } } };
}
