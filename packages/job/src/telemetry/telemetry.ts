import { naiveEpoch, parseIso, awareEpoch, parseSlashed, type WallTime } from './timestamps.js';
import { parsePyFloatText, pyStrip } from '../../../common/src/index.js';

/** Samples further outside the window than this are ignored; gaps above it invalidate a GPU. */
export const SAMPLE_SLACK_S = 3;

/** GPU-id column headers (exact, lower-cased). */
export const ID_HEADERS = new Set(['index', 'gpu', 'gpu_id', 'gpu_index', 'card', 'device']);

/** One GPU's samples: timestamps (epoch s, ascending, unique) and the mean power at each. */
export interface GpuSeries {
  times: number[];
  watts: number[];
}

/** One data row of the telemetry: its GPU id, and its time and power when they parse. */
export interface TelemetryRow {
  id: string;
  /** Epoch seconds; undefined when the timestamp cell does not parse. */
  time?: number;
  /** Watts; undefined when the power cell holds no finite, non-negative number. */
  watts?: number;
}

/** A parsed telemetry file, or why it has no samples at all (empty file, missing columns). */
export interface Telemetry {
  /** Every row with a valid time and power, per GPU id in first-seen order, identical times averaged: the whole stream. */
  gpus: Map<string, GpuSeries>;
  /** Every data row, in file order. */
  rows: TelemetryRow[];
  problems: string[];
}

const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/;

export function timestampOf(text: string, timeZone: string | undefined): number | undefined {
  const t = pyStrip(text);
  const numeric = parsePyFloatText(t);
  if (numeric !== null && Number.isFinite(numeric)) return numeric > 1e12 ? numeric / 1000 : numeric;
  const wall: WallTime | undefined = parseSlashed(t) ?? parseIso(t.replace(/Z$/, '+00:00'));
  if (!wall) return undefined;
  // Naive telemetry timestamps are in the machine's time zone (the reference uses local time).
  return wall.offsetMinutes === undefined ? naiveEpoch(wall, timeZone) : awareEpoch(wall, wall.offsetMinutes);
}

const wattsOf = (cell: string): number | undefined => {
  const text = NUMBER.exec(cell);
  const watts = text ? Number(text[0]) : NaN;
  return Number.isFinite(watts) && watts >= 0 ? watts : undefined;
};

/**
 * Parses a GPU telemetry CSV (nvidia-smi / amd-smi): columns found by header words. A file without
 * a single non-blank line is `telemetry_file_empty` (and nothing else).
 */
export function parseTelemetry(text: string, timeZone: string | undefined): Telemetry {
  const lines = text.split(/\r\n|\r|\n/).filter((l) => pyStrip(l) !== '');
  const gpus = new Map<string, GpuSeries>();
  const rows: TelemetryRow[] = [];
  if (!lines.length) return { gpus, rows, problems: ['telemetry_file_empty'] };
  const header = lines
    .shift()!
    .split(',')
    .map((h) => pyStrip(h).toLowerCase());
  const timeCol = header.findIndex((h) => h.includes('time'));
  const powerCol = header.findIndex((h) => h.includes('power') && !/limit|cap|max|min/.test(h));
  const idCol = header.findIndex((h) => ID_HEADERS.has(h));
  const problems = [
    ...(timeCol < 0 ? ['timestamp_column_missing'] : []),
    ...(powerCol < 0 ? ['power_column_missing'] : []),
    ...(idCol < 0 ? ['gpu_identity_column_missing'] : [])
  ];
  if (problems.length) return { gpus, rows, problems };
  const sums = new Map<string, Map<number, [number, number]>>();
  for (const line of lines) {
    const cells = line.split(',');
    const row: TelemetryRow = { id: pyStrip(cells[idCol] ?? ''), time: timestampOf(cells[timeCol] ?? '', timeZone), watts: wattsOf(cells[powerCol] ?? '') };
    rows.push(row);
    if (row.time === undefined || row.watts === undefined) continue;
    let perTime = sums.get(row.id);
    if (!perTime) sums.set(row.id, (perTime = new Map()));
    const acc = perTime.get(row.time) ?? [0, 0];
    perTime.set(row.time, [acc[0] + row.watts, acc[1] + 1]);
  }
  for (const [id, perTime] of sums) {
    const times = [...perTime.keys()].sort((a, b) => a - b);
    gpus.set(id, { times, watts: times.map((t) => perTime.get(t)![0] / perTime.get(t)![1]) });
  }
  return { gpus, rows, problems };
}

/** One GPU over the window: sample count, largest gap, energy (J), or why it cannot be integrated. */
export interface GpuEnergy {
  samples: number;
  maxGap: number | null;
  energy: number | null;
  issues: string[];
}

const interpolate = (t: number, t1: number, p1: number, t2: number, p2: number): number => (t2 === t1 ? p1 : p1 + ((p2 - p1) * (t - t1)) / (t2 - t1));

/** Trapezoidal energy with linear interpolation at both window edges. */
export function integrateGpu(series: GpuSeries, start: number, end: number): GpuEnergy {
  const idx: number[] = [];
  series.times.forEach((t, i) => {
    if (t >= start - SAMPLE_SLACK_S && t <= end + SAMPLE_SLACK_S) idx.push(i);
  });
  const times = idx.map((i) => series.times[i]!);
  const watts = idx.map((i) => series.watts[i]!);
  const issues: string[] = [];
  let maxGap: number | null = null;
  for (let i = 1; i < times.length; i++) {
    if (times[i]! > start && times[i - 1]! < end) maxGap = Math.max(maxGap ?? 0, times[i]! - times[i - 1]!);
  }
  // Each check has its own reason, in the reference's rule order: the gap, then the bracketing.
  if (maxGap !== null && maxGap > SAMPLE_SLACK_S) issues.push('sampling_gap_exceeded');
  if (!times.length || times[0]! > start || times[times.length - 1]! < end) issues.push('benchmark_window_not_bracketed');
  if (issues.length) return { samples: times.length, maxGap, energy: null, issues };
  // Points: the interpolated start, the samples strictly inside, the interpolated end.
  let before = 0;
  while (times[before + 1] !== undefined && times[before + 1]! <= start) before++;
  const after = times.findIndex((t) => t >= end);
  const pts: [number, number][] = [
    [start, interpolate(start, times[before]!, watts[before]!, times[before + 1] ?? times[before]!, watts[before + 1] ?? watts[before]!)]
  ];
  for (let i = 0; i < times.length; i++) if (times[i]! > start && times[i]! < end) pts.push([times[i]!, watts[i]!]);
  pts.push([end, interpolate(end, times[after - 1] ?? times[after]!, watts[after - 1] ?? watts[after]!, times[after]!, watts[after]!)]);
  let energy = 0;
  for (let i = 1; i < pts.length; i++) energy += ((pts[i]![0] - pts[i - 1]![0]) * (pts[i]![1] + pts[i - 1]![1])) / 2;
  return { samples: times.length, maxGap, energy, issues };
}
