/**
 * The artifact files of a job (results, aiperf artifacts, server logs, telemetry): everything the
 * agentic aggregation, the validity gate, the power steps and process-result read or write goes
 * through this port (the real one is `adapters/node-artifact-fs.ts`). Paths are as the user gave
 * them; the adapter resolves relative ones against its working directory.
 */
export interface ArtifactFs {
  isFile(path: string): boolean;
  isDirectory(path: string): boolean;
  /** Entry names of a directory (any order); [] when it cannot be listed. */
  list(path: string): string[];
  /** The whole file (small files only). Throws with a Node-style `code` when unreadable. */
  readBytes(path: string): Uint8Array;
  /** The first `maxBytes` bytes. */
  readHead(path: string, maxBytes: number): Uint8Array;
  /**
   * Calls `each` with every line of a UTF-8 text file, in order, streaming (a large JSONL file is
   * never in memory whole). Lines split like Python's universal newlines (`\n`, `\r\n`, `\r`);
   * a BOM is kept. Throws `NotUtf8Error` on bytes that are not UTF-8.
   */
  forEachLine(path: string, each: (line: string) => void): void;
  /** Modification time in ms (for "newest snapshot first"). */
  mtimeMs(path: string): number;
  /** The canonical absolute path (symlinks resolved), or the path itself when it does not exist. */
  realPath(path: string): string;
  /**
   * Writes the file all at once: a temp file in the same folder, then rename, so readers never
   * see a partial file and a failure leaves the old content. Creates missing parent folders.
   */
  writeAtomic(path: string, text: string): void;
}

/** A file that is not valid UTF-8 (Python's strict decoder fails on it too). */
export class NotUtf8Error extends Error {}
