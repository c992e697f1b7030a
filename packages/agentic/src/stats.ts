import { PyFloat, type PyJson } from '../../common/src/index.js';
import { Moments } from './exact-stats.js';

/**
 * The aggregator's percentile: linear interpolation at (n−1)·(p/100). `values` needs to be
 * ordered only around the two ranks used (see `orderRanks`); a fully sorted array also works.
 */
export function percentile(values: Float64Array, p: number): number {
  const n = values.length;
  if (n === 0) return 0;
  const k = (n - 1) * (p / 100);
  const f = Math.floor(k);
  if (f + 1 >= n) return values[f]!;
  return values[f]! + (k - f) * (values[f + 1]! - values[f]!);
}

/** Puts the k-th smallest value at index k, smaller ones before it, larger after (Hoare select). */
function select(a: Float64Array, k: number, lo: number, hi: number): void {
  while (hi > lo) {
    const pivot = a[(lo + hi) >>> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i]! < pivot) i++;
      while (a[j]! > pivot) j--;
      if (i <= j) {
        const t = a[i]!;
        a[i++] = a[j]!;
        a[j--] = t;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return;
  }
}

/**
 * Reorders `values` so that every rank a percentile reads holds its sorted value: expected O(n)
 * per rank instead of a full sort, ranks in ascending order so each search starts past the last.
 */
export function orderRanks(values: Float64Array, percentiles: readonly number[]): void {
  const n = values.length;
  const ranks = new Set<number>();
  for (const p of percentiles) {
    const f = Math.floor((n - 1) * (p / 100));
    ranks.add(f);
    if (f + 1 < n) ranks.add(f + 1);
  }
  let lo = 0;
  for (const k of [...ranks].sort((a, b) => a - b)) {
    select(values, k, lo, n - 1);
    lo = k + 1;
  }
}

export const PERCENTILES = [50, 75, 90, 95] as const;

/** A `{mean, p50, p75, p90, p95, std}` block, with the numbers it was built from. */
export interface Distribution {
  mean: number;
  percentiles: number[];
  block: Record<string, PyJson>;
}

/**
 * Summary statistics of one metric (reorders `values` in place). `integral` marks Python ints, whose
 * exact integral mean is printed as an int; percentiles and std are always floats.
 */
export function distribution(values: Float64Array, integral = false): Distribution | undefined {
  if (values.length === 0) return undefined;
  const moments = new Moments();
  for (const x of values) moments.add(x);
  orderRanks(values, PERCENTILES);
  const mean = moments.mean(integral);
  const percentiles = PERCENTILES.map((p) => percentile(values, p));
  const block: Record<string, PyJson> = { mean: mean.isInt ? mean.value : new PyFloat(Number(mean.value)) };
  PERCENTILES.forEach((p, i) => (block[`p${p}`] = new PyFloat(percentiles[i]!)));
  block.std = new PyFloat(values.length > 1 ? moments.pstdev() : 0);
  return { mean: Number(mean.value), percentiles, block };
}

/**
 * Interactivity (tokens/s) from a latency distribution: the reciprocal of each latency statistic
 * (so p95 is the slow tail), but std is the spread of the per-request reciprocals.
 */
export function reciprocalBlock(latency: Distribution, values: Float64Array): Record<string, PyJson> {
  const block: Record<string, PyJson> = {};
  if (latency.mean > 0) block.mean = new PyFloat(1 / latency.mean);
  PERCENTILES.forEach((p, i) => {
    const v = latency.percentiles[i]!;
    if (v > 0) block[`p${p}`] = new PyFloat(1 / v);
  });
  const moments = new Moments();
  for (const x of values) moments.add(1 / x);
  block.std = new PyFloat(values.length > 1 ? moments.pstdev() : 0);
  return block;
}
