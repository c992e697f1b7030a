import type { BaselineSource } from './baseline.js';
import { compareRow, type RowComparison, type Thresholds } from './delta.js';
import { baselineKey } from './key.js';
import type { LoadedRow } from './rows.js';

/** Per hardware: how many rows, how many had a baseline, how they moved. */
export interface HardwareRollup {
  hardware: string;
  results: number;
  compared: number;
  /** Rows whose throughput per GPU got better / worse (beyond the noise band). */
  better: number;
  worse: number;
  /** Rows with at least one metric past the regression threshold. */
  regressions: number;
  /** Median change of throughput per GPU over the compared rows (fraction). */
  medianTputChange?: number;
}

export interface CompareReport {
  source: string;
  thresholds: Thresholds;
  comparisons: RowComparison[];
  rollup: HardwareRollup[];
  regressions: RowComparison[];
}

const median = (xs: number[]): number | undefined => {
  if (!xs.length) return undefined;
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1]! + s[mid]!) / 2;
};

function rollup(comparisons: readonly RowComparison[]): HardwareRollup[] {
  const groups = new Map<string, RowComparison[]>();
  for (const c of comparisons) groups.set(c.key.hardware, [...(groups.get(c.key.hardware) ?? []), c]);
  return [...groups]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([hardware, cs]) => {
      const tput = cs.map((c) => c.deltas[0]!);
      return {
        hardware,
        results: cs.length,
        compared: cs.filter((c) => c.baseline).length,
        better: tput.filter((d) => d.verdict === 'better').length,
        worse: tput.filter((d) => d.verdict === 'worse').length,
        regressions: cs.filter((c) => c.deltas.some((d) => d.regression)).length,
        medianTputChange: median(tput.flatMap((d) => (d.change === undefined ? [] : [d.change])))
      };
    });
}

/** Looks up every row's baseline (one batched lookup) and compares the metrics. */
export async function compareResults(rows: readonly LoadedRow[], source: BaselineSource, thresholds: Thresholds): Promise<CompareReport> {
  const keys = rows.map(({ row, file }) => baselineKey(row, file));
  const baselines = await source.lookup(keys);
  const comparisons = rows.map(({ row }, i) => compareRow(keys[i]!, row, baselines[i], thresholds));
  return {
    source: source.name,
    thresholds,
    comparisons,
    rollup: rollup(comparisons),
    regressions: comparisons.filter((c) => c.deltas.some((d) => d.regression))
  };
}
