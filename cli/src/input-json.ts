import { resolve } from 'node:path';
import { readTextFile, type PyValue } from '../../packages/common/src/index.js';
import { parseMatrixJson } from '../../packages/matrix/src/matrix-json.js';
import type { CliIO } from './io.js';

/** The matrix JSON of `--input FILE` (relative to the working directory), else of stdin. */
export function readInputJson(io: CliIO, input: string | undefined): PyValue {
  const text = input === undefined ? (io.stdin?.() ?? '') : readTextFile(io.files, resolve(io.cwd, input), input);
  return parseMatrixJson(text, { file: input ?? '<stdin>' });
}
