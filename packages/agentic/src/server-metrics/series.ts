import { Moments } from '../exact-stats.js';
import { isPyObject, type PyObject, pyStr } from '../../../common/src/index.js';
import { pyToFloat as toFloat } from '../../../common/src/index.js';

/** The `metrics` object of server_metrics_export.json (metric name → {type, series[]}). */
export type Metrics = PyObject;
export type SeriesFilter = (series: PyObject) => boolean;

export const TOTAL_KEYS = ['total', 'sum', 'max', 'avg'] as const;
export const GAUGE_KEYS = ['max', 'avg', 'total'] as const;
export const AVG_FIRST_KEYS = ['avg', 'max', 'total'] as const;

/** Every object element of the `series` arrays of the named metrics, in order. */
export function seriesOf(metrics: Metrics, names: readonly string[]): PyObject[] {
  const out: PyObject[] = [];
  for (const name of names) {
    const entry = metrics.get(name);
    const list = isPyObject(entry) ? entry.get('series') : undefined;
    if (Array.isArray(list)) for (const s of list) if (isPyObject(s)) out.push(s);
  }
  return out;
}

/** The first of `keys` in the series' `stats` that converts to a float. */
export function stat(series: PyObject, keys: readonly string[]): number | null {
  const stats = series.get('stats');
  if (!isPyObject(stats)) return null;
  for (const key of keys) {
    const v = toFloat(stats.get(key));
    if (v !== null) return v;
  }
  return null;
}

function stats(metrics: Metrics, names: readonly string[], keys: readonly string[], filter?: SeriesFilter): number[] {
  const out: number[] = [];
  for (const s of seriesOf(metrics, names)) {
    if (filter && !filter(s)) continue;
    const v = stat(s, keys);
    if (v !== null) out.push(v);
  }
  return out;
}

/** Left-to-right float sum over the matching series; null when none has the stat. */
export function sumStat(metrics: Metrics, names: readonly string[], keys: readonly string[] = TOTAL_KEYS, filter?: SeriesFilter): number | null {
  const values = stats(metrics, names, keys, filter);
  return values.length ? values.reduce((a, b) => a + b, 0) : null;
}

/** Python `max` (first maximum; NaN first stays NaN) or the exact mean of the gauge stats. */
export function gaugeStat(
  metrics: Metrics,
  names: readonly string[],
  combine: 'max' | 'avg',
  keys: readonly string[] = GAUGE_KEYS,
  filter?: SeriesFilter
): number | null {
  const values = stats(metrics, names, keys, filter);
  if (!values.length) return null;
  if (combine === 'max') {
    let best = values[0]!;
    for (const v of values.slice(1)) if (v > best) best = v;
    return best;
  }
  const moments = new Moments();
  for (const v of values) moments.add(v);
  return Number(moments.mean().value);
}

/** A series' `labels` object, if it has one. */
export const labelsOf = (series: PyObject): PyObject | undefined => {
  const labels = series.get('labels');
  return isPyObject(labels) ? labels : undefined;
};

/** Stats summed per value of `label` (Python `str` of it), in first-seen order. */
export function sumByLabel(metrics: Metrics, names: readonly string[], label: string, keys: readonly string[] = TOTAL_KEYS): Map<string, number> {
  const out = new Map<string, number>();
  for (const s of seriesOf(metrics, names)) {
    const value = labelsOf(s)?.get(label);
    if (value === undefined || value === null) continue;
    const v = stat(s, keys);
    if (v === null) continue;
    const key = pyStr(value);
    out.set(key, (out.get(key) ?? 0) + v);
  }
  return out;
}

/** Series whose `labels[key]`, as Python `str`, equals `value`. */
export const labelIs =
  (key: string, value: string): SeriesFilter =>
  (s) => {
    const v = labelsOf(s)?.get(key);
    return v !== undefined && pyStr(v) === value;
  };
