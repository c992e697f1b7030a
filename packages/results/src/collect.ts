import {
  compareCodePoints,
  fileNameProblem,
  pyJsonDumps,
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

function load(fs: ResultsFs, file: string, isFile: boolean): PyJson {
  if (!isFile) throw new SweepkitError('is a directory, not a JSON file', { location: { file }, code: 'bad-result' });
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(fs.readBytes(file));
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
export function collectResults(fs: ResultsFs, resultsDir: string, expName: string, outputDir = '.'): CollectOutcome {
  const entries = fs
    .walk(resultsDir)
    .filter((e) => e.path.slice(e.path.lastIndexOf('/') + 1).endsWith('.json'))
    .sort((a, b) => compareCodePoints(a.path, b.path));
  // EXP_NAME names the output inside its folder, never a path out of it.
  const problem = fileNameProblem(`agg_${expName}.json`);
  if (problem) throw new UnsafePathError('EXP_NAME', expName, problem);
  const output = pyPath(outputDir, `agg_${expName}.json`);
  const writer = fs.createAtomic(output);
  try {
    writer.write(entries.length ? '[\n' : '[]');
    entries.forEach((entry, i) => {
      const value = load(fs, pyPath(resultsDir, entry.path), entry.isFile);
      writer.write(`${i ? ',\n' : ''}  ${pyJsonDumps(value, { indent: 2 }).replaceAll('\n', '\n  ')}`);
    });
    if (entries.length) writer.write('\n]');
    writer.commit();
  } catch (e) {
    writer.abort();
    throw e;
  }
  return { output, files: entries.map((e) => e.path) };
}
