import { PyFloat, type PyJson } from '../../common/src/index.js';
import { Moments } from './exact-stats.js';

/** The aggregator's percentile: linear interpolation at (n−1)·(p/100) over sorted values. */
export function percentile(sorted: Float64Array, p: number): number {
  const n = sorted.length;
  if (n === 0) return 0;
  const k = (n - 1) * (p / 100);
  const f = Math.floor(k);
  if (f + 1 >= n) return sorted[f]!;
  return sorted[f]! + (k - f) * (sorted[f + 1]! - sorted[f]!);
}

export const PERCENTILES = [50, 75, 90, 95] as const;

/** A `{mean, p50, p75, p90, p95, std}` block, with the numbers it was built from. */
export interface Distribution {
  mean: number;
  percentiles: number[];
  block: Record<string, PyJson>;
}

/**
 * Summary statistics of one metric (sorts `values` in place). `integral` marks Python ints, whose
 * exact integral mean is printed as an int; percentiles and std are always floats.
 */
export function distribution(values: Float64Array, integral = false): Distribution | undefined {
  if (values.length === 0) return undefined;
  const moments = new Moments();
  for (const x of values) moments.add(x);
  values.sort();
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
