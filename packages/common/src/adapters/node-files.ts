import { closeSync, existsSync, fstatSync, readSync } from 'node:fs';
import { folderOf, UnsafeFileError, type OpenFile } from './safe-files.js';
import type { Files } from '../files.js';

/** The largest text file read whole (configs, changelogs, recipes, policies): far above any real one. */
export const MAX_TEXT_FILE_BYTES = 64 * 1024 * 1024;

const failure = (code: string, extra: object = {}): Error => Object.assign(new Error(code), { code, ...extra });

/** The offset of the first byte that is not part of well-formed UTF-8, -1 if none. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length;) {
    const lead = bytes[i]!;
    const more = lead < 0x80 ? 0 : lead >= 0xc2 && lead <= 0xdf ? 1 : lead >= 0xe0 && lead <= 0xef ? 2 : lead >= 0xf0 && lead <= 0xf4 ? 3 : -1;
    if (more < 0) return i;
    // The second byte's range excludes overlong forms, surrogates and code points past U+10FFFF.
    const low = lead === 0xe0 ? 0xa0 : lead === 0xf0 ? 0x90 : 0x80;
    const high = lead === 0xed ? 0x9f : lead === 0xf4 ? 0x8f : 0xbf;
    for (let k = 1; k <= more; k++) {
      const byte = bytes[i + k];
      if (byte === undefined || byte < (k === 1 ? low : 0x80) || byte > (k === 1 ? high : 0xbf)) return i;
    }
    i += more + 1;
  }
  return -1;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads a regular file of at most MAX_TEXT_FILE_BYTES as UTF-8. Opened without blocking and
 * checked before reading, so a FIFO, a device (`/dev/zero`) or a huge file is an error at once
 * instead of a hang or an out-of-memory abort; bytes that are not UTF-8 are an error at their
 * line and column instead of silent U+FFFD.
 */
export function readTextFileSync(path: string): string {
  // A checkout's file read through a symlink only while the link stays inside the working folder
  // (or, for a file outside it, the file's own folder): never a runner-host file.
  let file: OpenFile | undefined;
  try {
    file = folderOf([process.cwd()], path).open(path);
  } catch (error) {
    throw error instanceof UnsafeFileError ? failure(error.code ?? 'EIO') : error;
  }
  if (!file) throw failure('ENOENT');
  const { fd } = file;
  try {
    const stat = fstatSync(fd);
    if (stat.size > MAX_TEXT_FILE_BYTES) throw failure('EFBIG');
    // Read to the end rather than trust the size (a file may grow; /proc files report 0).
    let buffer = Buffer.allocUnsafe(Math.max(stat.size, 4096) + 1);
    let length = 0;
    for (;;) {
      if (length === buffer.length) {
        if (length > MAX_TEXT_FILE_BYTES) throw failure('EFBIG');
        buffer = Buffer.concat([buffer, Buffer.allocUnsafe(buffer.length)]);
      }
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
    }
    if (length > MAX_TEXT_FILE_BYTES) throw failure('EFBIG');
    const bytes = buffer.subarray(0, length);
    try {
      return utf8.decode(bytes);
    } catch {
      const at = firstInvalidUtf8(bytes);
      const lineStart = bytes.lastIndexOf(10, at - 1) + 1;
      const line = bytes.subarray(0, at).filter((b) => b === 10).length + 1;
      const column = [...utf8.decode(bytes.subarray(lineStart, at))].length + 1;
      throw failure('EILSEQ', { line, column, byte: bytes[at] });
    }
  } finally {
    closeSync(fd);
  }
}

/** The real file system, for the CLI and the actions. */
export const nodeFiles: Files = {
  readText: readTextFileSync,
  exists: (path) => existsSync(path)
};
