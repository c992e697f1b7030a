import {
  compareCodePoints,
  fileNameProblem,
  pyJsonWrite,
  SweepkitError,
  UnsafePathError,
  type PyJson,
  parsePyJson,
  PyJsonSyntaxError,
  pyPath
} from '../../common/src/index.js';
import type { ResultsFs } from './ports.js';

export interface CollectOutcome {
  /** The file written: `agg_<expName>.json` in the output folder. */
  output: string;
  /** The collected files, relative to the results folder, in output order. */
  files: string[];
}

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function load(fs: ResultsFs, file: string, entry: { isFile: boolean; bytes?: Uint8Array }): PyJson {
  if (!entry.isFile) throw new SweepkitError('is a directory, not a JSON file', { location: { file }, code: 'bad-result' });
  let text: string;
  try {
    text = UTF8.decode(entry.bytes ?? fs.readBytes(file));
  } catch {
    throw new SweepkitError('not UTF-8 text', { location: { file }, code: 'bad-result' });
  }
  try {
    return parsePyJson(text) as PyJson;
  } catch (e) {
    if (!(e instanceof PyJsonSyntaxError)) throw e;
    throw new SweepkitError(`not valid JSON (${e.reason})`, { location: { file, line: e.line, column: e.column }, code: 'bad-result' });
  }
}

/**
 * `utils/collect_results.py RESULTS_DIR EXP_NAME`: every `*.json` below the folder, at any depth,
 * as one element of a JSON array written to `agg_<EXP_NAME>.json` (indent 2, Python's bytes).
 * Files are taken in ascending order of their relative path (code points), one at a time, and
 * the output is streamed to a temp file that replaces the target only when every file was read.
 */
/** Output characters gathered before one write. */
const WRITE_CHARS = 1 << 20;

export function collectResults(fs: ResultsFs, resultsDir: string, expName: string, outputDir = '.'): CollectOutcome {
  const isResult = (path: string): boolean => path.slice(path.lastIndexOf('/') + 1).endsWith('.json');
  // Each file is read as the walk meets it, from the folder it just checked (no second walk from
  // the root per file); each one's bytes are dropped once written.
  const entries = fs
    .walk(resultsDir, isResult)
    .filter((e) => isResult(e.path))
    .sort((a, b) => compareCodePoints(a.path, b.path));
  // EXP_NAME names the output inside its folder, never a path out of it.
  const problem = fileNameProblem(`agg_${expName}.json`);
  if (problem) throw new UnsafePathError('EXP_NAME', expName, problem);
  const output = pyPath(outputDir, `agg_${expName}.json`);
  const writer = fs.createAtomic(output);
  // Written in large pieces: one system call per megabyte, not several per file.
  let pending = '';
  const write = (text: string): void => {
    pending += text;
    if (pending.length < WRITE_CHARS) return;
    writer.write(pending);
    pending = '';
  };
  try {
    write(entries.length ? '[\n' : '[]');
    entries.forEach((entry, i) => {
      const value = load(fs, pyPath(resultsDir, entry.path), entry);
      entry.bytes = undefined;
      write(i ? ',\n  ' : '  ');
      // Written as an element of the list: its lines indented one level, no re-indenting pass.
      pyJsonWrite(value, write, { indent: 2, depth: 1 });
    });
    if (entries.length) write('\n]');
    writer.write(pending);
    writer.commit();
  } catch (e) {
    writer.abort();
    throw e;
  }
  return { output, files: entries.map((e) => e.path) };
}
