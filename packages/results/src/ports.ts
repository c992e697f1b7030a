import type { AtomicFile } from '../../common/src/index.js';
import type { ArtifactFs } from '../../job/src/index.js';

/** The file system the results commands need: the agentic port plus a tree walk and streamed writes. */
export interface ResultsFs extends ArtifactFs {
  /**
   * Every entry below `dir` at any depth (hidden ones included), as paths relative to `dir` with
   * `/` separators, in the code-point order of those paths; [] when `dir` does not exist. `visit`
   * gets each entry as the walk meets it, with a reader of its bytes that opens it from the folder
   * just checked (it throws why it cannot: a folder, a file swapped since, one too large).
   */
  walk(dir: string, visit?: (entry: WalkedEntry, read: () => Uint8Array) => void): WalkedEntry[];
  createAtomic(path: string): AtomicFile;
}

export interface WalkedEntry {
  path: string;
  isFile: boolean;
}
