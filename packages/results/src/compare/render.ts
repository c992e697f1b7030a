import type { CompareReport } from './compare.js';
import type { MetricDelta, RowComparison } from './delta.js';
import { describeKey } from './key.js';

/** 4 significant digits, no exponent for the magnitudes benchmarks have. */
export const num = (x: number): string => (Math.abs(x) >= 1000 ? x.toFixed(1) : Number(x.toPrecision(4)).toString());

const pct = (x: number): string => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%`;

const MARK = { better: '🟢', worse: '🔴', same: '', missing: '' } as const;

/** A delta table cell: the current value, and the change against the baseline coloured by direction. */
export function deltaCell(d: MetricDelta): string {
  if (d.current === undefined) return '—';
  if (d.change === undefined) return num(d.current);
  const mark = d.regression ? '❌' : MARK[d.verdict];
  return `${num(d.current)} (${pct(d.change)}${mark ? ` ${mark}` : ''})`;
}

/** Rows of the per-hardware roll-up table. */
export function rollupRows(report: CompareReport): string[][] {
  return report.rollup.map((r) => [
    r.hardware,
    String(r.results),
    String(r.compared),
    String(r.better),
    String(r.worse),
    String(r.regressions),
    r.medianTputChange === undefined ? '—' : pct(r.medianTputChange)
  ]);
}

export const ROLLUP_HEADER = ['hardware', 'results', 'with baseline', 'tput/GPU better', 'tput/GPU worse', 'regressions', 'median Δ tput/GPU'];

/** Rows of the delta table: configuration, then one cell per metric. */
export function deltaRows(comparisons: readonly RowComparison[]): string[][] {
  return comparisons.map((c) => [c.key.hardware, describeKey(c.key), c.baseline ? 'yes' : 'no', ...c.deltas.map(deltaCell)]);
}

export const deltaHeader = (report: CompareReport): string[] => [
  'hardware',
  'configuration',
  'baseline',
  ...(report.comparisons[0]?.deltas ?? []).map((d) => d.metric.label)
];

interface Point {
  label: string;
  x: number;
  y: number;
  baseline: { x: number; y: number };
}

/** Throughput per GPU against median interactivity, current and baseline, for rows that have both. */
export function chartPoints(report: CompareReport, limit: number): Point[] {
  const points: Point[] = [];
  for (const c of report.comparisons) {
    const tput = c.deltas.find((d) => d.metric.key === 'tput_per_gpu');
    const intvty = c.deltas.find((d) => d.metric.key === 'median_intvty');
    if (tput?.current === undefined || tput.baseline === undefined || intvty?.current === undefined || intvty.baseline === undefined) continue;
    points.push({
      label: `${c.key.hardware} ${c.key.modelPrefix} c${c.key.conc}`,
      x: intvty.current,
      y: tput.current,
      baseline: { x: intvty.baseline, y: tput.baseline }
    });
    if (points.length === limit) break;
  }
  return points;
}

/** Mermaid has no scatter plot; a quadrant chart places named points at (x, y) in [0, 1]. */
export function mermaidChart(report: CompareReport, limit = 15): string {
  const points = chartPoints(report, limit);
  if (!points.length) return '';
  const maxX = Math.max(...points.flatMap((p) => [p.x, p.baseline.x]));
  const maxY = Math.max(...points.flatMap((p) => [p.y, p.baseline.y]));
  const at = (x: number, y: number): string => `[${(x / maxX).toFixed(3)}, ${(y / maxY).toFixed(3)}]`;
  const safe = (text: string): string => text.replace(/[^A-Za-z0-9 .-]/g, ' ');
  const lines = [
    'quadrantChart',
    '  title Throughput per GPU vs interactivity (now and main)',
    `  x-axis "0" --> "${num(maxX)} tok/s/user"`,
    `  y-axis "0" --> "${num(maxY)} tok/s/GPU"`
  ];
  points.forEach((p, i) => {
    lines.push(`  now ${i + 1} ${safe(p.label)}: ${at(p.x, p.y)}`);
    lines.push(`  main ${i + 1}: ${at(p.baseline.x, p.baseline.y)}`);
  });
  return `\`\`\`mermaid\n${lines.join('\n')}\n\`\`\`\n`;
}

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The same chart as a standalone SVG: baseline (grey) → current (blue) per configuration. */
export function svgChart(report: CompareReport, limit = 500): string {
  const points = chartPoints(report, limit);
  const [w, h, left, bottom, top, right] = [900, 560, 70, 50, 40, 20];
  const maxX = Math.max(1, ...points.flatMap((p) => [p.x, p.baseline.x])) * 1.05;
  const maxY = Math.max(1, ...points.flatMap((p) => [p.y, p.baseline.y])) * 1.05;
  const sx = (x: number): string => (left + (x / maxX) * (w - left - right)).toFixed(1);
  const sy = (y: number): string => (h - bottom - (y / maxY) * (h - bottom - top)).toFixed(1);
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="sans-serif" font-size="12">`,
    `<rect width="${w}" height="${h}" fill="white"/>`,
    `<text x="${w / 2}" y="22" text-anchor="middle" font-size="15">Throughput per GPU vs median interactivity — ${escapeXml(report.source)}</text>`,
    `<line x1="${left}" y1="${h - bottom}" x2="${w - right}" y2="${h - bottom}" stroke="black"/>`,
    `<line x1="${left}" y1="${top}" x2="${left}" y2="${h - bottom}" stroke="black"/>`
  ];
  for (let i = 0; i <= 5; i++) {
    const x = (maxX * i) / 5;
    const y = (maxY * i) / 5;
    out.push(`<text x="${sx(x)}" y="${h - bottom + 16}" text-anchor="middle">${num(x)}</text>`);
    out.push(`<text x="${left - 6}" y="${sy(y)}" text-anchor="end" dominant-baseline="middle">${num(y)}</text>`);
  }
  out.push(`<text x="${w / 2}" y="${h - 10}" text-anchor="middle">median interactivity (tok/s/user)</text>`);
  out.push(`<text x="16" y="${h / 2}" text-anchor="middle" transform="rotate(-90 16 ${h / 2})">throughput per GPU (tok/s)</text>`);
  for (const p of points) {
    out.push(`<line x1="${sx(p.baseline.x)}" y1="${sy(p.baseline.y)}" x2="${sx(p.x)}" y2="${sy(p.y)}" stroke="#bbb"/>`);
    out.push(`<circle cx="${sx(p.baseline.x)}" cy="${sy(p.baseline.y)}" r="4" fill="#999"><title>main: ${escapeXml(p.label)}</title></circle>`);
    out.push(`<circle cx="${sx(p.x)}" cy="${sy(p.y)}" r="4" fill="#1f6feb"><title>now: ${escapeXml(p.label)}</title></circle>`);
  }
  out.push(`<circle cx="${w - 150}" cy="${top + 6}" r="4" fill="#1f6feb"/><text x="${w - 140}" y="${top + 10}">this run</text>`);
  out.push(`<circle cx="${w - 80}" cy="${top + 6}" r="4" fill="#999"/><text x="${w - 70}" y="${top + 10}">main</text>`);
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
