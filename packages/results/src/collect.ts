import { isUtf8 } from 'node:buffer';
import {
  ByteBuffer,
  fileNameProblem,
  pyJsonReindent,
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
/** Output bytes gathered before one write. */
const WRITE_BYTES = 1 << 20;

/** One result file as an element of the output list (indent 2, at depth 1), into `out`; `file` names it in messages. */
function writeRow(file: () => string, isFile: boolean, read: () => Uint8Array, out: ByteBuffer): void {
  if (!isFile) throw new SweepkitError('is a directory, not a JSON file', { location: { file: file() }, code: 'bad-result' });
  const bytes = read();
  // Re-indented straight from the bytes when it is plain JSON (Python's bytes, no value tree built;
  // it declines invalid UTF-8), else checked and parsed in full: the same bytes, or Python's error.
  // Room for the usual output is made first, so the re-indenter rarely has to grow the buffer.
  out.reserve(Math.min(2 * bytes.length, bytes.length + WRITE_BYTES) + 4096);
  if (pyJsonReindent(bytes, 2, 1, out)) return;
  if (!isUtf8(bytes)) throw new SweepkitError('not UTF-8 text', { location: { file: file() }, code: 'bad-result' });
  try {
    pyJsonWrite(parsePyJson(UTF8.decode(bytes)) as PyJson, (text) => out.ascii(text), { indent: 2, depth: 1 });
  } catch (e) {
    if (!(e instanceof PyJsonSyntaxError)) throw e;
    throw new SweepkitError(`not valid JSON (${e.reason})`, { location: { file: file(), line: e.line, column: e.column }, code: 'bad-result' });
  }
}

/**
 * `utils/collect_results.py RESULTS_DIR EXP_NAME`: every `*.json` below the folder, at any depth,
 * as one element of a JSON array written to `agg_<EXP_NAME>.json` (indent 2, Python's bytes).
 * Files are taken in ascending order of their relative path (code points) — the order the walk
 * meets them — and the output is streamed to a temp file that replaces the target only when every
 * file was read. One pass: each file is read as the walk meets it, from the folder it just checked,
 * re-indented into the output and dropped; output goes out in pieces of a megabyte.
 */
export function collectResults(fs: ResultsFs, resultsDir: string, expName: string, outputDir = '.'): CollectOutcome {
  // EXP_NAME names the output inside its folder, never a path out of it.
  const problem = fileNameProblem(`agg_${expName}.json`);
  if (problem) throw new UnsafePathError('EXP_NAME', expName, problem);
  const output = pyPath(outputDir, `agg_${expName}.json`);
  const writer = fs.createAtomic(output);
  // Room for a flush's worth and the row that crosses it: the buffer never grows for usual rows.
  const out = new ByteBuffer(2 * WRITE_BYTES + (64 << 10));
  const files: string[] = [];
  try {
    fs.walk(resultsDir, ({ path, isFile }, read) => {
      if (!path.slice(path.lastIndexOf('/') + 1).endsWith('.json')) return;
      out.ascii(files.length ? ',\n  ' : '[\n  ');
      files.push(path);
      writeRow(() => pyPath(resultsDir, path), isFile, read, out);
      if (out.length < WRITE_BYTES) return;
      writer.write(out.view());
      out.length = 0;
    });
    out.ascii(files.length ? '\n]' : '[]');
    writer.write(out.view());
    writer.commit();
  } catch (e) {
    writer.abort();
    throw e;
  }
  return { output, files };
}
