import { compareCodePoints, SweepkitError, isPyObject, parsePyJson, PyJsonSyntaxError, pyPath, type PyObject } from '../../../common/src/index.js';
import type { ResultsFs } from '../ports.js';

/** A result row as written by process-result (keys in the file's order). */
export type ResultRow = PyObject;

/** A row and the file it came from (for messages). */
export interface LoadedRow {
  file: string;
  row: ResultRow;
}

/**
 * The fixed-sequence rows to compare: one JSON file, or every `*.json` below a folder (sorted);
 * lists are flattened, agentic rows (`scenario_type: agentic-coding`) left out, like
 * `utils/compare_results.py` loads them.
 */
export function loadRows(fs: ResultsFs, path: string): LoadedRow[] {
  const files = fs.isDirectory(path)
    ? fs
        .walk(path)
        .filter((e) => e.isFile && e.path.endsWith('.json'))
        .map((e) => pyPath(path, e.path))
        .sort(compareCodePoints)
    : [path];
  const rows: LoadedRow[] = [];
  for (const file of files) {
    if (!fs.isFile(file)) throw new SweepkitError('results file not found', { location: { file }, code: 'results-missing' });
    let value;
    try {
      value = parsePyJson(new TextDecoder().decode(fs.readBytes(file)));
    } catch (e) {
      if (!(e instanceof PyJsonSyntaxError)) throw e;
      throw new SweepkitError(`not valid JSON (${e.reason})`, { location: { file, line: e.line, column: e.column }, code: 'bad-result' });
    }
    for (const item of Array.isArray(value) ? value : [value]) {
      if (isPyObject(item) && item.get('scenario_type') !== 'agentic-coding') rows.push({ file, row: item });
    }
  }
  return rows;
}
