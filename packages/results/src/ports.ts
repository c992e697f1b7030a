import type { ArtifactFs } from '../../job/src/index.js';

/** A file written in pieces that appears whole or not at all. */
export interface AtomicWriter {
  write(text: string): void;
  /** Moves the finished file into place. */
  commit(): void;
  /** Removes the partial file (the target is left as it was). */
  abort(): void;
}

/** The file system the results commands need: the agentic port plus a tree walk and streamed writes. */
export interface ResultsFs extends ArtifactFs {
  /**
   * Every entry below `dir` at any depth (hidden ones included), as paths relative to `dir` with
   * `/` separators; [] when `dir` does not exist.
   */
  walk(dir: string): { path: string; isFile: boolean }[];
  createAtomic(path: string): AtomicWriter;
}
