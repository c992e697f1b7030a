import { compareCodePoints, escapeCell, pyFixed, pyStr, pyTabulateGithub, pyTruthy, type PyValue, type TabulateCell } from '../../../common/src/index.js';
import { METRICS, metricValue, type RowComparison } from './delta.js';
import { NO_RESULTS } from './selection-log.js';

const STATS = [
  ['median', 'Median'],
  ['p90', 'P90'],
  ['p99', 'P99'],
  ['p99.9', 'P99.9']
] as const;

/** How the reference shows a metric: its header, `.Nf` digits, and the unit factor (TTFT s → ms). */
const SHOWN: readonly { key: string; header: string; digits: number; scale: number }[] = [
  { key: 'tput_per_gpu', header: 'TPUT/GPU', digits: 2, scale: 1 },
  ...STATS.map(([s, l]) => ({ key: `${s}_ttft`, header: `TTFT ${l} (ms)`, digits: 4, scale: 1000 })),
  ...STATS.map(([s, l]) => ({ key: `${s}_intvty`, header: s === 'median' ? 'Intvty Median' : `Intvty@${l} TPOT`, digits: 4, scale: 1 })),
  ...STATS.map(([s, l]) => ({ key: `${s}_e2el`, header: `E2EL ${l} (s)`, digits: 4, scale: 1 }))
];

const NA = 'N/A';

/** Python `format(x, '+.Nf')`. */
const signed = (x: number, digits: number): string => {
  const text = pyFixed(x, digits);
  return text.startsWith('-') ? text : `+${text}`;
};

/**
 * One delta cell of the reference: `N/A` without both values or with a zero baseline; else the
 * change and its percentage, green when it is an improvement, red when a regression, plain at zero.
 */
export function referenceDelta(current: number | undefined, baseline: number | undefined, digits: number, higherIsBetter: boolean): string {
  if (current === undefined || baseline === undefined || baseline === 0) return NA;
  const delta = current - baseline;
  const text = signed(delta, digits);
  const pct = `(${signed((delta / baseline) * 100, 1)}%)`;
  if (delta === 0) return `${text} ${pct}`;
  const colour = delta > 0 === higherIsBetter ? 'green' : 'red';
  return `$\\color{${colour}}\\text{${text}}$ ${pct}`;
}

/**
 * A row value as tabulate receives it (the reference hands over the JSON scalar as parsed); text is
 * escaped as a table cell, since the report goes to job summaries where GitHub renders raw HTML (a
 * model name is never a tag, never closes the table; plain names keep the reference's bytes).
 */
const cell = (v: PyValue | undefined): TabulateCell => {
  const value = v instanceof Map || Array.isArray(v) ? pyStr(v) : v;
  return typeof value === 'string' ? escapeCell(value) : value;
};
const text = (v: string): string => escapeCell(v);

function metricCells(c: RowComparison): TabulateCell[] {
  return SHOWN.flatMap(({ key, digits, scale }) => {
    const higherIsBetter = METRICS.find((m) => m.key === key)!.higherIsBetter;
    const at = (v: number | undefined): number | undefined => (v === undefined ? undefined : v * scale);
    const current = at(metricValue(c.current, key));
    return [current === undefined ? NA : pyFixed(current, digits), referenceDelta(current, at(metricValue(c.baseline, key)), digits, higherIsBetter)];
  });
}

const HEAD = ['Model', 'Served Model', 'Hardware', 'Framework', 'Precision', 'ISL', 'OSL'];
const METRIC_HEADERS = SHOWN.flatMap(({ header }) => [header, `${header} Delta`]);
const SINGLE = { title: 'Single-Node', headers: [...HEAD, 'TP', 'EP', 'DP Attention', 'Conc', ...METRIC_HEADERS], topology: ['tp', 'ep', 'dp_attention'] };
const MULTI = {
  title: 'Multi-Node',
  headers: [...HEAD, 'Prefill TP', 'Prefill EP', 'Decode TP', 'Decode EP', 'Conc', ...METRIC_HEADERS],
  topology: ['prefill_tp', 'prefill_ep', 'decode_tp', 'decode_ep']
};

/** The reference's row order: model prefix as written, hardware, framework, ISL, OSL, concurrency. */
function byReferenceOrder(a: RowComparison, b: RowComparison): number {
  const text = (c: RowComparison): string[] => [
    pyStr(c.current.get('infmax_model_prefix') ?? null),
    c.key.hardware.toUpperCase(),
    c.key.framework.toUpperCase()
  ];
  const [ta, tb] = [text(a), text(b)];
  for (let i = 0; i < ta.length; i++) {
    const d = compareCodePoints(ta[i]!, tb[i]!);
    if (d) return d;
  }
  return a.key.isl - b.key.isl || a.key.osl - b.key.osl || a.key.conc - b.key.conc;
}

function table(comparisons: readonly RowComparison[], layout: typeof SINGLE): string {
  const rows = [...comparisons].sort(byReferenceOrder).map((c) => {
    const row = c.current;
    return [
      cell(row.get('infmax_model_prefix')),
      cell(row.get('model')),
      text(c.key.hardware.toUpperCase()),
      text(pyStr(row.get('framework') ?? null).toUpperCase()),
      text(pyStr(row.get('precision') ?? null).toUpperCase()),
      cell(row.get('isl')),
      cell(row.get('osl')),
      ...layout.topology.map((k) => cell(row.get(k))),
      cell(row.get('conc')),
      ...metricCells(c)
    ];
  });
  return `## ${layout.title} Comparison vs. Most Recent\n\n${pyTabulateGithub(rows, layout.headers)}\n`;
}

/**
 * The report `utils/compare_results.py` prints on stdout, byte for byte (docs/results.md §2): a
 * single-node and a multi-node table in tabulate's "github" format, each metric beside its change
 * against the baseline; the no-results line when there is nothing to compare.
 */
export function referenceReport(comparisons: readonly RowComparison[]): string {
  if (!comparisons.length) return NO_RESULTS;
  // The same test that picks the multi-node key fields (key.ts) picks the multi-node table.
  const multi = comparisons.filter((c) => pyTruthy(c.current.get('is_multinode') ?? false));
  const single = comparisons.filter((c) => !multi.includes(c));
  const parts: string[] = [];
  // The reference prints a blank line after the single-node table only.
  if (single.length) parts.push(`${table(single, SINGLE)}\n`);
  if (multi.length) parts.push(table(multi, MULTI));
  return parts.join('');
}
