import { closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, readdirSync, readSync, realpathSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { SweepkitError } from '../errors.js';
import { createFileAtomic, writeFileAtomic } from './write-atomic.js';

/**
 * The one file-access layer for every read or copy from a folder whose files a job, a benchmark
 * or a pull request controls (job logs, results folders, artifacts, checkouts):
 * - regular files only: FIFOs, sockets and devices are never opened for reading (a FIFO would
 *   block the process, and a blocked synchronous read keeps even SIGTERM from ending it);
 * - a symlink is followed only when its target stays inside the folder (so a job cannot copy a
 *   runner-host file into an upload or a digest);
 * - bounded sizes;
 * - every copy is written through the one atomic writer (random name, O_EXCL, removed on signals).
 * What is passed over is reported once per path through `onSkip`.
 */

/** A read past this is refused (the largest file any command reads whole). */
export const MAX_READ_BYTES = 64 * 1024 * 1024;

/** Why a read or write was refused (`path: reason`); `code` is Node-style (files.ts REASONS). */
export class UnsafeFileError extends SweepkitError {
  constructor(
    code: 'ENOTREG' | 'EOUTSIDE' | 'EFBIG',
    path: string,
    readonly reason: string
  ) {
    super(`${path}: ${reason}`, { code });
    this.name = 'UnsafeFileError';
  }
}

/** Reports an entry the layer passed over (a FIFO, a device, a symlink out of its folder). */
export type OnSkip = (path: string, reason: string) => void;

export type Entry =
  | { kind: 'file'; real: string; size: number }
  | { kind: 'directory'; real: string }
  | { kind: 'missing' }
  | { kind: 'skipped'; reason: string; code: 'ENOTREG' | 'EOUTSIDE' | 'ENOENT' };

const within = (root: string, path: string): boolean => {
  const rel = relative(root, path);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
};

const realOrSelf = (path: string): string => {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
};

/** The folder whose bounds apply to `path`: the first of `roots` that holds it, else its own folder. */
export function folderOf(roots: readonly string[], path: string): string {
  const absolute = resolve(path);
  return roots.map((r) => resolve(r)).find((r) => within(r, absolute)) ?? dirname(absolute);
}

/**
 * What `path` is, seen from inside `root`: a regular file or a directory whose real location
 * (every symlink on the way resolved) is inside `root`'s, missing, or skipped with the reason.
 */
export function entryInside(root: string, path: string): Entry {
  let link;
  try {
    link = lstatSync(path);
  } catch {
    return { kind: 'missing' };
  }
  let real: string;
  try {
    real = realpathSync(path);
  } catch {
    return { kind: 'skipped', reason: 'a symlink whose target cannot be resolved (missing, or a loop)', code: 'ENOENT' };
  }
  if (!within(realOrSelf(root), real)) return { kind: 'skipped', reason: `a symlink to ${real}, outside ${root}`, code: 'EOUTSIDE' };
  const stat = link.isSymbolicLink() ? statSync(real) : link;
  if (stat.isFile()) return { kind: 'file', real, size: stat.size };
  if (stat.isDirectory()) return { kind: 'directory', real };
  return { kind: 'skipped', reason: 'not a regular file (a FIFO, socket or device)', code: 'ENOTREG' };
}

/**
 * Opens a regular file inside `root` for reading; undefined when it does not exist. Opened
 * without blocking and checked again on the descriptor, so a FIFO swapped in meanwhile is refused.
 */
export function openInside(root: string, path: string): { fd: number; size: number; mode: number } | undefined {
  const entry = entryInside(root, path);
  if (entry.kind === 'missing') return undefined;
  if (entry.kind === 'directory') throw Object.assign(new Error(`${path}: is a directory`), { code: 'EISDIR' });
  if (entry.kind === 'skipped') throw new UnsafeFileError(entry.code === 'ENOTREG' ? 'ENOTREG' : 'EOUTSIDE', path, entry.reason);
  let fd: number;
  try {
    fd = openSync(entry.real, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const stat = fstatSync(fd);
  if (!stat.isFile()) {
    closeSync(fd);
    throw new UnsafeFileError('ENOTREG', path, 'not a regular file (a FIFO, socket or device)');
  }
  return { fd, size: stat.size, mode: stat.mode & 0o777 };
}

/** Up to `max` bytes from `offset` and the file's size now; undefined while it does not exist. */
export function readRangeInside(root: string, path: string, offset: number, max: number): { size: number; bytes: Buffer } | undefined {
  const file = openInside(root, path);
  if (!file) return undefined;
  try {
    const length = Math.max(0, Math.min(max, file.size - offset));
    const bytes = Buffer.alloc(length);
    const read = length ? readSync(file.fd, bytes, 0, length, offset) : 0;
    return { size: file.size, bytes: bytes.subarray(0, read) };
  } finally {
    closeSync(file.fd);
  }
}

/** The whole regular file inside `root`, at most `maxBytes`; throws ENOENT when missing, EFBIG when larger. */
export function readFileInside(root: string, path: string, maxBytes = MAX_READ_BYTES): Buffer {
  const file = openInside(root, path);
  if (!file) throw Object.assign(new Error(`${path}: file does not exist`), { code: 'ENOENT' });
  try {
    if (file.size > maxBytes) throw new UnsafeFileError('EFBIG', path, `larger than ${maxBytes} bytes`);
    const bytes = Buffer.alloc(file.size);
    let length = 0;
    while (length < bytes.length) {
      const read = readSync(file.fd, bytes, length, bytes.length - length, null);
      if (read === 0) break;
      length += read;
    }
    return bytes.subarray(0, length);
  } finally {
    closeSync(file.fd);
  }
}

/** Entries of `dir` that are regular files or folders inside `root`, sorted by name; others go to `onSkip`. */
export function listInside(root: string, dir: string, onSkip: OnSkip): { name: string; isDirectory: boolean; size: number }[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap((name): { name: string; isDirectory: boolean; size: number }[] => {
      const entry = entryInside(root, join(dir, name));
      if (entry.kind === 'skipped') onSkip(join(dir, name), entry.reason);
      if (entry.kind === 'file') return [{ name, isDirectory: false, size: entry.size }];
      if (entry.kind === 'directory') return [{ name, isDirectory: true, size: 0 }];
      return [];
    });
}

/** Every regular file below `dir` (inside `root`) with its size, relative to `dir`, `/`-separated, sorted. */
export function walkInside(root: string, dir: string, onSkip: OnSkip, seen = new Set<string>()): { path: string; size: number }[] {
  // A symlink to a folder already walked (a loop, or the same folder twice) is walked once.
  const real = realOrSelf(dir);
  if (seen.has(real)) return [];
  seen.add(real);
  return listInside(root, dir, onSkip).flatMap((e) =>
    e.isDirectory ? walkInside(root, join(dir, e.name), onSkip, seen).map((f) => ({ ...f, path: `${e.name}/${f.path}` })) : [{ path: e.name, size: e.size }]
  );
}

/** Copies a regular file inside `root` to `to` (through the atomic writer, keeping its mode); false when `from` is missing. */
export function copyFileInside(root: string, from: string, to: string, maxBytes = Number.MAX_SAFE_INTEGER): boolean {
  const file = openInside(root, from);
  if (!file) return false;
  try {
    if (file.size > maxBytes) throw new UnsafeFileError('EFBIG', from, `larger than ${maxBytes} bytes`);
    const out = createFileAtomic(to, file.mode);
    try {
      const chunk = Buffer.alloc(1 << 20);
      for (let read; (read = readSync(file.fd, chunk, 0, chunk.length, null)) > 0;) out.write(chunk.subarray(0, read));
    } catch (error) {
      out.abort();
      throw error;
    }
    out.commit();
    return true;
  } finally {
    closeSync(file.fd);
  }
}

/** Copies the regular files and folders below `from` (inside `root`) into `to`, merging; symlinks inside are copied as files. */
export function copyTreeInside(root: string, from: string, to: string, onSkip: OnSkip): void {
  mkdirSync(to, { recursive: true });
  for (const file of walkInside(root, from, onSkip)) {
    try {
      copyFileInside(root, join(from, file.path), join(to, file.path));
    } catch (error) {
      // Swapped for a FIFO or a link out after the walk: passed over like the walk would have.
      if (!(error instanceof UnsafeFileError)) throw error;
      onSkip(join(from, file.path), error.reason);
    }
  }
}

/**
 * Writes `path` through the atomic writer after checking that its folder really is inside `root`
 * (a folder symlinked out of a checkout would carry the write outside it). The target itself may
 * be a symlink: the rename replaces the link, it never writes through it.
 */
export function writeFileInside(root: string, path: string, text: string | Uint8Array): void {
  const folder = entryInside(root, dirname(path));
  if (folder.kind === 'skipped') throw new UnsafeFileError('EOUTSIDE', path, `its folder is ${folder.reason}`);
  writeFileAtomic(path, text);
}

/** An `OnSkip` that reports each path once (a log polled every few seconds warns once). */
export function skipOncePerPath(report: (line: string) => void): OnSkip {
  const reported = new Set<string>();
  return (path, reason) => {
    if (reported.has(path)) return;
    reported.add(path);
    report(`skipped ${path}: ${reason}`);
  };
}
