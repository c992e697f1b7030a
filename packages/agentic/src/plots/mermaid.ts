import type { Line, Panel } from './series.js';

/** Points per line of a summary chart: means over equal time buckets. */
export const CHART_BUCKETS = 40;

const num = (v: number): string => String(Number(v.toPrecision(4)));
const quoted = (text: string): string => `"${text.replace(/["\\\n\r]/g, "'")}"`;

/** The line's mean per time bucket over [x0, x1]; an empty bucket repeats the previous value. */
export function bucketMeans(line: Line, x0: number, x1: number, buckets = CHART_BUCKETS): number[] {
  const sums = new Array<number>(buckets).fill(0);
  const counts = new Array<number>(buckets).fill(0);
  const width = (x1 - x0) / buckets || 1;
  line.x.forEach((x, i) => {
    const y = line.y[i]!;
    if (!Number.isFinite(x) || !Number.isFinite(y)) return;
    const b = Math.min(buckets - 1, Math.max(0, Math.floor((x - x0) / width)));
    sums[b]! += y;
    counts[b]! += 1;
  });
  let last = 0;
  return sums.map((s, b) => (last = counts[b] ? s / counts[b]! : last));
}

/**
 * A panel as a Mermaid `xychart-beta` block (GitHub renders it in a job summary), or undefined
 * when it has no data. Line labels are not shown by Mermaid: the caption lists them in order.
 */
export function mermaidChart(panel: Panel): { block: string; caption: string } | undefined {
  const lines = panel.lines.filter((l) => l.x.length > 0);
  if (lines.length === 0) return undefined;
  const xs = lines.flatMap((l) => l.x).filter(Number.isFinite);
  const x0 = Math.min(
    0,
    xs.reduce((a, b) => Math.min(a, b), Infinity)
  );
  const x1 = xs.reduce((a, b) => Math.max(a, b), -Infinity);
  const block = [
    '```mermaid',
    'xychart-beta',
    `  title ${quoted(panel.title)}`,
    `  x-axis ${quoted('time (s)')} ${num(x0)} --> ${num(x1 > x0 ? x1 : x0 + 1)}`,
    `  y-axis ${quoted(panel.yLabel)}`,
    ...lines.map(
      (l) =>
        `  line [${bucketMeans(l, x0, x1 > x0 ? x1 : x0 + 1)
          .map(num)
          .join(', ')}]`
    ),
    '```'
  ].join('\n');
  return { block, caption: lines.map((l) => l.label).join(', ') };
}

/** Points, min, mean and max of a line, for the summary's table. */
export function lineStats(line: Line): { points: number; min: number; mean: number; max: number } | undefined {
  const ys = line.y.filter(Number.isFinite);
  if (!ys.length) return undefined;
  return {
    points: ys.length,
    min: ys.reduce((a, b) => Math.min(a, b)),
    mean: ys.reduce((a, b) => a + b, 0) / ys.length,
    max: ys.reduce((a, b) => Math.max(a, b))
  };
}
