import { SweepkitError } from './errors.js';

/** The file-system port: core code reads files only through this, so tests can pass anything. */
export interface Files {
  /** The file's text (UTF-8); throws an error with a Node `code` (ENOENT, EISDIR, …) when unreadable. */
  readText(path: string): string;
  exists(path: string): boolean;
}

const REASONS: Record<string, string> = {
  ENOENT: 'file does not exist',
  EISDIR: 'is a directory, not a file',
  EACCES: 'permission denied',
  ENOTREG: 'is not a regular file (a FIFO, socket or device)',
  EFBIG: 'is larger than 64 MiB',
  EOUTSIDE: 'is a symlink to outside its folder',
  EILSEQ: 'is not valid UTF-8'
};

/** Reads a file, turning a failure into one clear error naming the file. */
export function readTextFile(files: Files, path: string, displayName = path): string {
  try {
    return files.readText(path);
  } catch (error) {
    const { code = 'EIO', line, column, byte } = error as { code?: string; line?: number; column?: number; byte?: number };
    const reason = REASONS[code] ?? `cannot read file (${code})`;
    throw new SweepkitError(byte === undefined ? reason : `${reason} (byte 0x${byte.toString(16).padStart(2, '0')})`, {
      location: { file: displayName, line, column },
      code: 'file-unreadable'
    });
  }
}
