import type { GlobFs } from '../../common/src/index.js';

/**
 * The eval tools' file system, every path relative to the working directory ('' is that folder).
 * `readText` throws an error with a Node `code` (ENOENT, EISDIR, …) like `fs.readFileSync`.
 */
export interface EvalFs extends GlobFs {
  readText(path: string): string;
  isDir(path: string): boolean;
  /** Modification time in seconds (float), as Python's `os.path.getmtime`. */
  mtime(path: string): number;
  /** Writes the whole file at once (never a partial file). */
  write(path: string, text: string): void;
  /** Every file below a folder, any depth, as paths relative to the working directory. */
  walkFiles(dir: string): string[];
  /** Moves a file over whatever is at the target. */
  move(from: string, to: string): void;
  /** Removes a folder and everything below it; never one that holds the working directory. */
  removeTree(dir: string): void;
}
