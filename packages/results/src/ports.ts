import type { AtomicFile } from '../../common/src/index.js';
import type { ArtifactFs } from '../../job/src/index.js';

/** The file system the results commands need: the agentic port plus a tree walk and streamed writes. */
export interface ResultsFs extends ArtifactFs {
  /**
   * Every entry below `dir` at any depth (hidden ones included), as paths relative to `dir` with
   * `/` separators; [] when `dir` does not exist. The regular files that `read` names carry their
   * bytes, read during the walk from the folder just checked (none when that read failed: reading
   * the path again reports why).
   */
  walk(dir: string, read?: (path: string) => boolean): { path: string; isFile: boolean; bytes?: Uint8Array }[];
  createAtomic(path: string): AtomicFile;
}
