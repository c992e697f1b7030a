import { SweepkitError, parsePyJson, PyJsonSyntaxError, type PyValue } from '../../common/src/index.js';
import { pyPath } from './paths.js';
import type { ArtifactFs } from './ports.js';
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

/**
 * A whole JSON file as Python's reader sees it (NaN/Infinity accepted), or undefined when absent.
 * Throws PyJsonSyntaxError (Python's message) or the file system's error.
 */
export function parseJsonFile(fs: ArtifactFs, path: string): PyValue | undefined {
  if (!fs.isFile(path)) return undefined;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(fs.readBytes(path));
  } catch (e) {
    if (e instanceof TypeError) throw new Error('file is not valid UTF-8');
    throw e;
  }
  return parsePyJson(text);
}

/** `parseJsonFile`, with failures as one error at the file's line and column. */
export function readJsonFile(fs: ArtifactFs, path: string): PyValue | undefined {
  try {
    return parseJsonFile(fs, path);
  } catch (e) {
    if (e instanceof PyJsonSyntaxError) {
      throw new SweepkitError(`invalid JSON: ${e.reason}`, { location: { file: path, line: e.line, column: e.column }, code: 'bad-json' });
    }
    const code = (e as { code?: string }).code;
    throw new SweepkitError(code ? `cannot read file (${code})` : (e as Error).message, { location: { file: path }, code: 'file-unreadable' });
  }
}
