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
  EACCES: 'permission denied'
};

/** Reads a file, turning a failure into one clear error naming the file. */
export function readTextFile(files: Files, path: string, displayName = path): string {
  try {
    return files.readText(path);
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'EIO';
    throw new SweepkitError(REASONS[code] ?? `cannot read file (${code})`, {
      location: { file: displayName },
      code: 'file-unreadable'
    });
  }
}
