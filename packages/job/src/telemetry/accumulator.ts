import { PyFloat, type PyJson, pyPath, pyStrip } from '../../../common/src/index.js';
import type { ArtifactFs } from '../artifact-fs.js';
import { ID_HEADERS, type Telemetry } from './telemetry.js';

/** Relative difference between the counters and the integrated stream that is still plausible. */
export const ACCUMULATOR_TOLERANCE = 0.05;

const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/;

/** Energy counter per GPU id (J; mJ columns converted) from an `<stem>_energy_<start|end>.csv` snapshot. */
function readCounters(fs: ArtifactFs, path: string): Map<string, number> | undefined {
  const lines = new TextDecoder()
    .decode(fs.readBytes(path))
    .split(/\r\n|\r|\n/)
    .filter((l) => pyStrip(l) !== '');
  const header = (lines.shift() ?? '').split(',').map((h) => pyStrip(h).toLowerCase());
  const idCol = header.findIndex((h) => ID_HEADERS.has(h));
  const energyCol = header.findIndex((h) => h.includes('energy'));
  if (idCol < 0 || energyCol < 0) return undefined;
  const scale = /\bmj\b|\[mj\]/.test(header[energyCol]!) ? 1e-3 : 1;
  const counters = new Map<string, number>();
  for (const line of lines) {
    const cells = line.split(',');
    const text = NUMBER.exec(cells[energyCol] ?? '');
    if (!text) continue;
    counters.set(pyStrip(cells[idCol] ?? ''), Number(text[0]) * scale);
  }
  return counters;
}

const f = (x: number): PyFloat => new PyFloat(x);

/** Trapezoidal energy of a GPU's whole stream (not just the benchmark window). */
function streamEnergy(times: readonly number[], watts: readonly number[]): number {
  let energy = 0;
  for (let i = 1; i < times.length; i++) energy += ((times[i]! - times[i - 1]!) * (watts[i]! + watts[i - 1]!)) / 2;
  return energy;
}

/**
 * The advisory cross-check (the sidecar's `accumulator_check`, the same rule for the agentic power
 * adapter and process-result) of the sampled power stream against the GPUs' own energy counters,
 * read before and after the run next to the telemetry file (`<stem>_energy_start.csv`,
 * `<stem>_energy_end.csv`); null when the snapshots are not there.
 */
export function accumulatorCheck(fs: ArtifactFs, telemetryPath: string, telemetry: Telemetry | undefined): PyJson {
  const slash = telemetryPath.lastIndexOf('/');
  const dir = slash < 0 ? '' : telemetryPath.slice(0, slash);
  const stem = telemetryPath.slice(slash + 1).replace(/\.[^.]*$/, '');
  const startPath = pyPath(dir, `${stem}_energy_start.csv`);
  const endPath = pyPath(dir, `${stem}_energy_end.csv`);
  if (!fs.isFile(startPath) || !fs.isFile(endPath) || !telemetry) return null;
  const start = readCounters(fs, startPath);
  const end = readCounters(fs, endPath);
  if (!start || !end)
    return new Map<string, PyJson>([
      ['available', false],
      ['reason', 'energy_counter_columns_missing']
    ]);
  const deltas = new Map<string, number>();
  const unmatched: string[] = [];
  const negative: string[] = [];
  for (const [id, before] of start) {
    const after = end.get(id);
    if (after === undefined || !telemetry.gpus.has(id)) {
      unmatched.push(id);
      continue;
    }
    const delta = after - before;
    if (delta < 0) negative.push(id);
    deltas.set(id, delta);
  }
  for (const id of end.keys()) if (!start.has(id)) unmatched.push(id);
  let accumulated = 0;
  for (const d of deltas.values()) accumulated += d;
  let integrated = 0;
  let first = Infinity;
  let last = -Infinity;
  for (const series of telemetry.gpus.values()) {
    integrated += streamEnergy(series.times, series.watts);
    if (series.times.length) {
      first = Math.min(first, series.times[0]!);
      last = Math.max(last, series.times[series.times.length - 1]!);
    }
  }
  const relative = accumulated > 0 ? Math.abs(accumulated - integrated) / accumulated : null;
  return new Map<string, PyJson>([
    ['available', true],
    ['accumulator_delta_j', f(accumulated)],
    ['integrated_stream_j', f(integrated)],
    ['relative_error', relative === null ? null : f(relative)],
    ['within_tolerance', relative !== null && relative <= ACCUMULATOR_TOLERANCE],
    ['tolerance', f(ACCUMULATOR_TOLERANCE)],
    ['per_gpu_delta_j', new Map([...deltas].map(([id, d]) => [id, f(d)]))],
    ['integrated_gpu_ids', [...telemetry.gpus.keys()]],
    ['unmatched_gpus', unmatched],
    ['negative_delta_gpus', negative],
    ['stream_span_s', Number.isFinite(first) ? f(last - first) : null]
  ]);
}
