import { PyFloat } from '../../../common/src/index.js';
import type { Baseline } from './baseline.js';
import type { BaselineKey } from './key.js';
import type { ResultRow } from './rows.js';

/** A compared metric: its row key, how it is shown, and which direction is better. */
export interface Metric {
  key: string;
  label: string;
  higherIsBetter: boolean;
}

const STATS = [
  ['median', 'p50'],
  ['p90', 'p90'],
  ['p99', 'p99'],
  ['p99.9', 'p99.9']
] as const;

/** The metrics of the delta table, in column order. */
export const METRICS: readonly Metric[] = [
  { key: 'tput_per_gpu', label: 'tput/GPU', higherIsBetter: true },
  ...STATS.map(([s, l]) => ({ key: `${s}_ttft`, label: `TTFT ${l}`, higherIsBetter: false })),
  ...STATS.map(([s, l]) => ({ key: `${s}_intvty`, label: `intvty ${l}`, higherIsBetter: true })),
  ...STATS.map(([s, l]) => ({ key: `${s}_e2el`, label: `E2EL ${l}`, higherIsBetter: false }))
];

export type Verdict = 'better' | 'worse' | 'same' | 'missing';

export interface MetricDelta {
  metric: Metric;
  current?: number;
  baseline?: number;
  /** (current − baseline) / baseline, as a fraction. */
  change?: number;
  verdict: Verdict;
  /** Worse by more than the regression threshold. */
  regression: boolean;
}

export interface RowComparison {
  key: BaselineKey;
  current: ResultRow;
  baseline?: ResultRow;
  /** The model name the baseline is stored under (the database's `configs.model`). */
  baselineModel?: string;
  deltas: MetricDelta[];
}

export interface Thresholds {
  /** Changes within ±noise (a fraction) are neither better nor worse. */
  noise: number;
  /** A metric worse by more than this fraction is a regression; undefined: nothing fails. */
  failOn?: number;
}

const value = (row: ResultRow | undefined, key: string): number | undefined => {
  const v = row?.get(key);
  const n = typeof v === 'number' ? v : v instanceof PyFloat ? v.value : undefined;
  return n !== undefined && Number.isFinite(n) ? n : undefined;
};

/** One metric of one row against its baseline. */
export function metricDelta(metric: Metric, current: ResultRow, baseline: ResultRow | undefined, t: Thresholds): MetricDelta {
  const c = value(current, metric.key);
  const b = value(baseline, metric.key);
  if (c === undefined || b === undefined || b === 0) return { metric, current: c, baseline: b, verdict: 'missing', regression: false };
  const change = (c - b) / Math.abs(b);
  const gain = metric.higherIsBetter ? change : -change;
  const verdict: Verdict = Math.abs(change) <= t.noise ? 'same' : gain > 0 ? 'better' : 'worse';
  return { metric, current: c, baseline: b, change, verdict, regression: t.failOn !== undefined && verdict === 'worse' && -gain > t.failOn };
}

export function compareRow(key: BaselineKey, current: ResultRow, baseline: Baseline | undefined, t: Thresholds): RowComparison {
  return { key, current, baseline: baseline?.row, baselineModel: baseline?.model, deltas: METRICS.map((m) => metricDelta(m, current, baseline?.row, t)) };
}

/** `5%`, `5 %`, `0.05` → 0.05 (a bare number above 1 is taken as a percentage too). */
export function parseFraction(text: string): number | undefined {
  const m = /^\s*([0-9]*\.?[0-9]+)\s*(%?)\s*$/.exec(text);
  if (!m) return undefined;
  const n = Number(m[1]);
  return m[2] === '%' || n > 1 ? n / 100 : n;
}
