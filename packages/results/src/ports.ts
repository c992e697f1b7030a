import type { AtomicFile } from '../../common/src/index.js';
import type { ArtifactFs } from '../../job/src/index.js';

/** The file system the results commands need: the agentic port plus a tree walk and streamed writes. */
export interface ResultsFs extends ArtifactFs {
  /**
   * Every entry below `dir` at any depth (hidden ones included), as paths relative to `dir` with
   * `/` separators; [] when `dir` does not exist.
   */
  walk(dir: string): { path: string; isFile: boolean }[];
  createAtomic(path: string): AtomicFile;
}
