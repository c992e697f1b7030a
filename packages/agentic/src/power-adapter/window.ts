import { PyFloat, isPyObject, parsePyJson, type PyValue, pyStrip, pyTruthy, pyPath } from '../../../common/src/index.js';
import { readJsonFile, resolveArtifactDir } from '../artifacts.js';
import { forEachLine, type ArtifactFs, awareEpoch, parseIso, parseOffset, type PowerWindow, type WallTime } from '../../../job/src/index.js';

export const OFFSET_FILE = 'agentic_power_timezone_offset.txt';

/** Why no window could be built; becomes the sole validation reason. */
export class WindowProblem extends Error {}

interface Kept {
  completed: number;
  inputTokens: number;
  outputTokens: number;
  complete: boolean;
}

const isInt = (v: PyValue | undefined): v is number | bigint => (typeof v === 'number' && Number.isInteger(v)) || typeof v === 'bigint';

/** Successful profiling records (the B.4 filter) and their token totals. */
function keptRecords(fs: ArtifactFs, path: string): Kept {
  const kept: Kept = { completed: 0, inputTokens: 0, outputTokens: 0, complete: true };
  forEachLine(fs, path, (line) => {
    const text = pyStrip(line);
    if (!text) return;
    const record = parsePyJson(text);
    if (!isPyObject(record)) throw new WindowProblem('profile_artifacts_invalid');
    const metadata = record.get('metadata') ?? new Map();
    if (!isPyObject(metadata)) throw new WindowProblem('profile_artifacts_invalid');
    const phase = metadata.get('benchmark_phase');
    if ((phase !== undefined && phase !== null && phase !== 'profiling') || pyTruthy(record.get('error') ?? null)) return;
    kept.completed++;
    const metrics = record.get('metrics');
    const value = (name: string): PyValue | undefined => {
      const entry = isPyObject(metrics) ? metrics.get(name) : undefined;
      return isPyObject(entry) ? entry.get('value') : entry;
    };
    const isl = value('input_sequence_length');
    const osl = value('output_sequence_length');
    if (!isInt(isl) || !isInt(osl) || isl < 0 || osl < 0) kept.complete = false;
    else {
      kept.inputTokens += Number(isl);
      kept.outputTokens += Number(osl);
    }
  });
  return kept;
}

const epochOf = (value: PyValue | undefined, offsetMinutes: number | undefined): number | undefined => {
  if (typeof value === 'number' || value instanceof PyFloat) {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  if (typeof value !== 'string') return undefined;
  const parsed = parseIso(pyStrip(value).replace(/Z$/, '+00:00'));
  if (!parsed) return undefined;
  const offset = parsed.offsetMinutes ?? offsetMinutes;
  return offset === undefined ? undefined : awareEpoch(parsed, offset);
};

const isNaive = (v: PyValue | undefined): boolean => {
  if (typeof v !== 'string') return false;
  const parsed: WallTime | undefined = parseIso(pyStrip(v).replace(/Z$/, '+00:00'));
  return parsed !== undefined && parsed.offsetMinutes === undefined;
};

/** Builds the window from aiperf's lifecycle times and successful records (B.13 steps 1–5). */
export function buildWindow(fs: ArtifactFs, resultDir: string): PowerWindow {
  const dir = resolveArtifactDir(fs, pyPath(resultDir, 'aiperf_artifacts'), 'profile_export.jsonl');
  const aggregatePath = pyPath(dir, 'profile_export_aiperf.json');
  const jsonlPath = pyPath(dir, 'profile_export.jsonl');
  if (!fs.isFile(aggregatePath) || !fs.isFile(jsonlPath)) throw new WindowProblem('profile_artifacts_missing');
  let aggregate: PyValue | undefined;
  let kept: Kept;
  try {
    aggregate = readJsonFile(fs, aggregatePath);
    kept = keptRecords(fs, jsonlPath);
  } catch {
    throw new WindowProblem('profile_artifacts_invalid');
  }
  if (!isPyObject(aggregate)) throw new WindowProblem('profile_artifacts_invalid');
  const startValue = aggregate.get('start_time');
  const endValue = aggregate.get('end_time');
  if (startValue === undefined || startValue === null || endValue === undefined || endValue === null) throw new WindowProblem('profile_window_missing');
  let capturedOffset: number | undefined;
  if (isNaive(startValue) || isNaive(endValue)) {
    const offsetPath = pyPath(resultDir, OFFSET_FILE);
    if (!fs.isFile(offsetPath)) throw new WindowProblem('profile_timezone_offset_missing');
    capturedOffset = parseOffset(pyStrip(new TextDecoder().decode(fs.readBytes(offsetPath))));
    if (capturedOffset === undefined) throw new WindowProblem('profile_timezone_offset_invalid');
  }
  const start = epochOf(startValue, capturedOffset);
  const end = epochOf(endValue, capturedOffset);
  if (start === undefined || end === undefined || end <= start) throw new WindowProblem('profile_window_invalid');
  if (kept.completed <= 0) throw new WindowProblem('successful_request_count_invalid');
  if (!kept.complete || kept.inputTokens <= 0 || kept.outputTokens <= 0) throw new WindowProblem('incomplete_token_accounting');
  return { start, end, duration: end - start, completed: kept.completed, inputTokens: kept.inputTokens, outputTokens: kept.outputTokens };
}
