import type { GlobFs } from '../../common/src/index.js';
import type { MetaEnvFs } from '../../job/src/index.js';

/**
 * The eval tools' file system, every path relative to the working directory ('' is that folder):
 * the meta_env.json writer's (job package) plus what the gate and the collector read.
 * `readText` throws an error with a Node `code` (ENOENT, EISDIR, …) like `fs.readFileSync`.
 */
export interface EvalFs extends GlobFs, MetaEnvFs {
  readText(path: string): string;
  /** Modification time in seconds (float), as Python's `os.path.getmtime`. */
  mtime(path: string): number;
}
