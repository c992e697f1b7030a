import { SweepkitError } from '../../common/src/index.js';
import { pyPath } from './paths.js';
import type { ArtifactFs } from './ports.js';
import { parsePyJson, PyJsonSyntaxError, type PyValue } from './py-json-parse.js';
import { codePointOrder } from './server-logs.js';

/**
 * The aiperf artifact folder (B.2): `dir` itself when it holds `file`, else its first child folder
 * in name order that does (per-run layout `run_0`, `run_1`, …), else `dir`.
 */
export function resolveArtifactDir(fs: ArtifactFs, dir: string, file: string): string {
  if (fs.isFile(pyPath(dir, file))) return dir;
  if (fs.isDirectory(dir)) {
    for (const name of fs.list(dir).sort(codePointOrder)) {
      const child = pyPath(dir, name);
      if (fs.isDirectory(child) && fs.isFile(pyPath(child, file))) return child;
    }
  }
  return dir;
}

/** A whole JSON file (Python's reader: NaN/Infinity accepted), or `missing` when absent. */
export function readJsonFile(fs: ArtifactFs, path: string): PyValue | undefined {
  if (!fs.isFile(path)) return undefined;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(fs.readBytes(path));
  } catch (e) {
    const code = (e as { code?: string }).code;
    throw new SweepkitError(code ? `cannot read file (${code})` : 'file is not valid UTF-8', { location: { file: path } });
  }
  try {
    return parsePyJson(text);
  } catch (e) {
    if (e instanceof PyJsonSyntaxError) {
      throw new SweepkitError(`invalid JSON: ${e.message}`, { location: { file: path, line: e.line, column: e.column }, code: 'bad-json' });
    }
    throw e;
  }
}
