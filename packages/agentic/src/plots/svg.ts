import type { Line, Panel } from './series.js';

const COLORS = ['#1f77b4', '#d62728', '#2ca02c', '#ff7f0e', '#9467bd'];
const PANEL_W = 560;
const PANEL_H = 300;
const MARGIN = { left: 64, right: 16, top: 32, bottom: 40 };
/** Points drawn per line at most: longer series keep every k-th point (a plot, not a data dump). */
export const MAX_POINTS = 1500;

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A number short enough for a tick label. */
export function tickLabel(v: number): string {
  if (v === 0) return '0';
  const a = Math.abs(v);
  if (a >= 1e6 || a < 1e-3) return v.toExponential(1).replace('e+', 'e');
  return String(Number(v.toPrecision(4)));
}

/** Up to about five round tick values covering [lo, hi]. */
export function ticks(lo: number, hi: number): number[] {
  if (!(hi > lo)) return [lo];
  const raw = (hi - lo) / 5;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw)!;
  const out: number[] = [];
  for (let t = Math.ceil(lo / step) * step; t <= hi + step * 1e-9; t += step) out.push(Number(t.toPrecision(12)));
  return out;
}

/** Every k-th point, so at most `max` remain (the last point is always kept). */
export function thin(line: Line, max = MAX_POINTS): Line {
  const n = line.x.length;
  if (n <= max) return line;
  const k = Math.ceil(n / max);
  const keep = (_: number, i: number) => i % k === 0 || i === n - 1;
  return { ...line, x: line.x.filter(keep), y: line.y.filter(keep) };
}

const finite = (values: number[]): number[] => values.filter(Number.isFinite);
const range = (values: number[], floor?: number, ceiling?: number): [number, number] => {
  const lo = Math.min(
    floor ?? Infinity,
    values.reduce((a, b) => Math.min(a, b), Infinity)
  );
  const hi = Math.max(
    ceiling ?? -Infinity,
    values.reduce((a, b) => Math.max(a, b), -Infinity)
  );
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) return [0, 1];
  return hi > lo ? [lo, hi] : [lo, lo + 1];
};

function panelSvg(panel: Panel, ox: number, oy: number): string {
  const lines = panel.lines.map((l) => thin(l)).filter((l) => l.x.length > 0);
  const plotW = PANEL_W - MARGIN.left - MARGIN.right;
  const plotH = PANEL_H - MARGIN.top - MARGIN.bottom;
  const [x0, x1] = range(finite(lines.flatMap((l) => l.x)), 0);
  const [y0, y1] = range(finite(lines.flatMap((l) => l.y)), 0, panel.yMax);
  const sx = (x: number) => MARGIN.left + ((x - x0) / (x1 - x0)) * plotW;
  const sy = (y: number) => MARGIN.top + plotH - ((y - y0) / (y1 - y0)) * plotH;
  const f = (n: number) => n.toFixed(1);
  const out: string[] = [`<g transform="translate(${ox},${oy})">`];
  out.push(`<text x="${PANEL_W / 2}" y="20" text-anchor="middle" font-size="14" font-weight="bold">${escapeXml(panel.title)}</text>`);
  out.push(`<rect x="${MARGIN.left}" y="${MARGIN.top}" width="${plotW}" height="${plotH}" fill="none" stroke="#888"/>`);
  for (const t of ticks(x0, x1)) {
    out.push(`<line x1="${f(sx(t))}" y1="${MARGIN.top}" x2="${f(sx(t))}" y2="${MARGIN.top + plotH}" stroke="#eee"/>`);
    out.push(`<text x="${f(sx(t))}" y="${MARGIN.top + plotH + 14}" text-anchor="middle" font-size="10">${tickLabel(t)}</text>`);
  }
  for (const t of ticks(y0, y1)) {
    out.push(`<line x1="${MARGIN.left}" y1="${f(sy(t))}" x2="${MARGIN.left + plotW}" y2="${f(sy(t))}" stroke="#eee"/>`);
    out.push(`<text x="${MARGIN.left - 4}" y="${f(sy(t) + 3)}" text-anchor="end" font-size="10">${tickLabel(t)}</text>`);
  }
  out.push(`<text x="${MARGIN.left + plotW / 2}" y="${PANEL_H - 6}" text-anchor="middle" font-size="11">time (s)</text>`);
  out.push(
    `<text x="14" y="${MARGIN.top + plotH / 2}" text-anchor="middle" font-size="11" transform="rotate(-90 14 ${MARGIN.top + plotH / 2})">${escapeXml(panel.yLabel)}</text>`
  );
  if (lines.length === 0) {
    out.push(`<text x="${MARGIN.left + plotW / 2}" y="${MARGIN.top + plotH / 2}" text-anchor="middle" font-size="12" fill="#888">no data</text>`);
  }
  lines.forEach((l, i) => {
    const color = COLORS[i % COLORS.length]!;
    const pts = l.x.map((x, j) => [x, l.y[j]!] as const).filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y));
    if (l.points) {
      out.push(`<g fill="${color}" fill-opacity="0.4">${pts.map(([x, y]) => `<circle cx="${f(sx(x))}" cy="${f(sy(y))}" r="1.5"/>`).join('')}</g>`);
    } else {
      out.push(`<polyline fill="none" stroke="${color}" stroke-width="1.5" points="${pts.map(([x, y]) => `${f(sx(x))},${f(sy(y))}`).join(' ')}"/>`);
    }
    out.push(`<rect x="${MARGIN.left + 8}" y="${MARGIN.top + 6 + i * 14}" width="10" height="3" fill="${color}"/>`);
    out.push(`<text x="${MARGIN.left + 22}" y="${MARGIN.top + 11 + i * 14}" font-size="10">${escapeXml(l.label)}</text>`);
  });
  out.push('</g>');
  return out.join('\n');
}

/** The panels as one SVG document, two panels a row, under `title`. */
export function renderSvg(title: string, panels: readonly Panel[]): string {
  const rows = Math.ceil(panels.length / 2);
  const width = PANEL_W * 2;
  const height = 40 + rows * PANEL_H;
  const body = panels.map((p, i) => panelSvg(p, (i % 2) * PANEL_W, 40 + Math.floor(i / 2) * PANEL_H));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif">`,
    `<rect width="100%" height="100%" fill="white"/>`,
    `<text x="${width / 2}" y="26" text-anchor="middle" font-size="16" font-weight="bold">${escapeXml(title)}</text>`,
    ...body,
    '</svg>',
    ''
  ].join('\n');
}
