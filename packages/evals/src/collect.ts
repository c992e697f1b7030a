import { compareCodePoints, isPyObject, parsePyJson, pyJsonDumps, pyToInt, type PyObject, type PyValue } from '../../common/src/index.js';
import { evalRows, type EvalRow } from './eval-rows.js';
import { concSuffix, readMetaJson } from './meta-file.js';
import type { EvalFs } from './ports.js';

/** One artifact folder: where it is, as a relative path and as the reference spelled it (RESULTS_DIR joined). */
interface EvalSet {
  dir: string;
  shownDir: string;
  meta: PyObject;
}

export interface CollectEvalsOutcome {
  /** The rows in discovery order (the order of agg_eval_<exp>.json). */
  rows: EvalRow[];
  /** `agg_eval_<exp>.json`, relative to the working directory. */
  output: string;
  /** Files skipped because they are not JSON (the reference skips them silently) and metadata read as `{}`. */
  warnings: { file: string; message: string }[];
}

/** Python's `os.path.join(a, b)` for a relative b. */
const pyJoin = (a: string, b: string): string => (a === '' || a.endsWith('/') ? a + b : `${a}/${b}`);

/** Eval sets: RESULTS_DIR itself when it holds meta_env.json, then its sub-folders that do, sorted by name. */
function discoverSets(fs: EvalFs, resultsDir: string, warnings: CollectEvalsOutcome['warnings']): EvalSet[] {
  const names = fs.list(resultsDir);
  if (names === undefined) return [];
  const dirs = [resultsDir, ...[...names].sort(compareCodePoints).map((name) => pyJoin(resultsDir, name))];
  const sets: EvalSet[] = [];
  for (const dir of dirs) {
    const metaPath = pyJoin(dir, 'meta_env.json');
    if (!fs.isDir(dir) || !fs.exists(metaPath) || fs.isDir(metaPath)) continue;
    const read = readMetaJson(fs, metaPath);
    if (!read.ok || !isPyObject(read.value)) {
      warnings.push({ file: metaPath, message: `eval metadata ${read.ok ? 'is not a JSON object' : `is unreadable (${read.reason})`}; collected as unknown` });
    }
    sets.push({ dir, shownDir: dir, meta: read.ok && isPyObject(read.value) ? read.value : new Map() });
  }
  return sets;
}

interface Candidate {
  path: string;
  name: string;
  data: PyObject;
  mtime: number;
}

/** The lm-eval result files of a set: `results*.json` then every other `*.json` but meta_env.json, parsed, with `lm_eval_version`. */
function candidates(fs: EvalFs, set: EvalSet, warnings: CollectEvalsOutcome['warnings']): Candidate[] {
  const names = (fs.list(set.dir) ?? []).filter((n) => n.endsWith('.json') && n !== 'meta_env.json' && !n.startsWith('.')).sort(compareCodePoints);
  const ordered = [...names.filter((n) => n.startsWith('results')), ...names.filter((n) => !n.startsWith('results'))];
  const out: Candidate[] = [];
  for (const name of ordered) {
    const path = pyJoin(set.dir, name);
    if (fs.isDir(path)) continue;
    let data: PyValue;
    try {
      data = parsePyJson(fs.readText(path));
    } catch (error) {
      warnings.push({ file: path, message: `skipped: not readable JSON (${(error as Error).message})` });
      continue;
    }
    if (isPyObject(data) && data.has('lm_eval_version')) out.push({ path, name, data, mtime: fs.mtime(path) });
  }
  return out;
}

/** Python `int(x)` of each listed value (-1 where that fails), or undefined (every concurrency) when the value is not a list. */
function allowedConcs(meta: PyObject): Set<number> | undefined {
  const value = meta.has('completed_eval_concs') ? meta.get('completed_eval_concs') : meta.get('eval_concs');
  return Array.isArray(value) ? new Set(value.map((v) => pyToInt(v) ?? -1)) : undefined;
}

/** The files a set contributes, each with the metadata its rows use. */
function selectFiles(set: EvalSet, files: readonly Candidate[]): { file: Candidate; meta: PyObject }[] {
  if (!Array.isArray(set.meta.get('eval_concs'))) {
    // Legacy: the newest file only; equal times go to the name sorting last (the reference leaves ties to the file system).
    const newest = [...files].sort((a, b) => b.mtime - a.mtime || compareCodePoints(b.name, a.name))[0];
    return newest ? [{ file: newest, meta: set.meta }] : [];
  }
  const allowed = allowedConcs(set.meta);
  const perConc = new Map<number, Candidate>();
  for (const file of files) {
    const conc = concSuffix(file.name);
    if (conc === undefined || (allowed !== undefined && !allowed.has(conc))) continue;
    const seen = perConc.get(conc);
    if (seen === undefined || file.mtime > seen.mtime) perConc.set(conc, file);
  }
  return [...perConc].sort(([a], [b]) => a - b).map(([conc, file]) => ({ file, meta: new Map([...set.meta, ['conc', conc]]) }));
}

/**
 * Eval collection (`utils/collect_eval_results.py`): every eval set below RESULTS_DIR, its lm-eval
 * result file(s), one row per task, written to agg_eval_<exp>.json (Python `json.dump(indent=2)`).
 */
export function collectEvals(fs: EvalFs, resultsDir: string, expName: string, outputDir = ''): CollectEvalsOutcome {
  const warnings: CollectEvalsOutcome['warnings'] = [];
  const rows: EvalRow[] = [];
  for (const set of discoverSets(fs, resultsDir, warnings)) {
    for (const { file, meta } of selectFiles(set, candidates(fs, set, warnings))) rows.push(...evalRows(file.data, meta, file.path));
  }
  const output = pyJoin(outputDir === '.' ? '' : outputDir, `agg_eval_${expName}.json`);
  fs.write(output, pyJsonDumps(rows, { indent: 2 }));
  return { rows, output, warnings };
}
