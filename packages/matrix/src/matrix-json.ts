import { parsePyJson, pyJsonDumps, pyJsonWrite, PyJsonSyntaxError, SweepkitError, type PyJson, type PyValue } from '../../common/src/index.js';
import type { MatrixRow } from './row.js';

/** The exact bytes the reference prints: Python `json.dumps(rows)` and a newline (docs/matrix.md §8). */
export const matrixJson = (rows: readonly MatrixRow[]): string => `${pyJsonDumps(rows)}\n`;

/** matrixJson's bytes handed to `write` in chunks as they are made (the CLI's stdout: a full sweep is a megabyte). */
export function writeMatrixJson(rows: readonly MatrixRow[], write: (chunk: string) => void): void {
  pyJsonWrite(rows, write);
  write('\n');
}

/**
 * Matrix JSON read the Python way (`600.0` stays a float, key order kept). Bad JSON is an error at
 * its line and column of the file, or naming the option it came from (`input 'matrix'`).
 */
export function parseMatrixJson(text: string, source: { file: string } | { option: string }): PyValue {
  try {
    return parsePyJson(text);
  } catch (error) {
    if (!(error instanceof PyJsonSyntaxError)) throw error;
    if ('option' in source) throw new SweepkitError(`${source.option} is not valid JSON: ${error.message}`, { code: 'matrix-json' });
    throw new SweepkitError(`invalid JSON: ${error.message}`, { location: { file: source.file, line: error.line, column: error.column }, code: 'matrix-json' });
  }
}

/** Compact JSON as the workflows hand matrices between jobs (`process-changelog`'s form: no spaces, UTF-8 kept). */
export const compactJson = (value: PyJson): string => pyJsonDumps(value, { separators: [',', ':'], ensureAscii: false });
