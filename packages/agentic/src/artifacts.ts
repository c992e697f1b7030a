import { SweepkitError, parsePyJson, PyJsonSyntaxError, pyRepr, type PyValue, pyPath } from '../../common/src/index.js';
import { codePointOrder } from './server-logs.js';
import { type ArtifactFs } from '../../job/src/index.js';

/** The child folders of `dir` holding `file`, in name order (per-run layout `run_0`, `run_1`, …); none when `dir` holds it itself. */
function runFolders(fs: ArtifactFs, dir: string, file: string): string[] {
  if (fs.isFile(pyPath(dir, file)) || !fs.isDirectory(dir)) return [];
  return fs
    .list(dir)
    .sort(codePointOrder)
    .filter((name) => fs.isDirectory(pyPath(dir, name)) && fs.isFile(pyPath(dir, name, file)));
}

/**
 * The aiperf artifact folder (B.2): `dir` itself when it holds `file`, else its first child folder
 * in name order that does (per-run layout `run_0`, `run_1`, …), else `dir`.
 */
export function resolveArtifactDir(fs: ArtifactFs, dir: string, file: string): string {
  const [first] = runFolders(fs, dir, file);
  return first === undefined ? dir : pyPath(dir, first);
}

/** A folder name as written, or quoted when it holds control characters (so the message stays one line). */
const shownName = (name: string): string => (/[\x00-\x1f\x7f-\x9f]/.test(name) ? pyRepr(name) : name);

/**
 * The reference reads the first run folder only, and the aggregate keeps its bytes: a warning
 * names the run folders that hold `file` too and are ignored. The same text for every `file`, so
 * the aggregate's and the gate's warnings about one folder are one.
 */
export function ignoredRunsWarning(fs: ArtifactFs, dir: string, file: string): SweepkitError | undefined {
  const [first, ...ignored] = runFolders(fs, dir, file).map(shownName);
  if (ignored.length === 0) return undefined;
  return new SweepkitError(`${ignored.length + 1} run folders: only ${first} is read, ${ignored.join(', ')} ${ignored.length === 1 ? 'is' : 'are'} ignored`, {
    location: { file: dir },
    code: 'runs-ignored'
  });
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
