import { closeSync, copyFileSync, cpSync, existsSync, mkdirSync, openSync, readSync, readdirSync, realpathSync, fstatSync } from 'node:fs';
import { dirname } from 'node:path';
import type { JobFiles } from '../ports.js';

const sameFile = (a: string, b: string): boolean => existsSync(a) && existsSync(b) && realpathSync(a) === realpathSync(b);

/** Job logs and results on the real file system (a shared FS on clusters). */
export const nodeJobFiles: JobFiles = {
  readFrom(path, offset, max) {
    let fd: number;
    try {
      fd = openSync(path, 'r'); // opened anew each time: NFS shows appended data to a fresh open
    } catch {
      return undefined;
    }
    try {
      const size = fstatSync(fd).size;
      const length = Math.max(0, Math.min(max, size - offset));
      const bytes = Buffer.alloc(length);
      const read = length ? readSync(fd, bytes, 0, length, offset) : 0;
      return { size, bytes: bytes.subarray(0, read) };
    } finally {
      closeSync(fd);
    }
  },
  list(dir) {
    try {
      return readdirSync(dir, { withFileTypes: true })
        .map((e) => ({ name: e.name, isDirectory: e.isDirectory() }))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    } catch {
      return [];
    }
  },
  copyFile(from, to) {
    if (sameFile(from, to)) return;
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(from, to);
  },
  copyTree(from, to) {
    if (!existsSync(from) || sameFile(from, to)) return;
    cpSync(from, to, { recursive: true, force: true });
  }
};
