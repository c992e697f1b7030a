import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { ArtifactFs } from '../ports.js';

const CHUNK_BYTES = 1 << 20;

const stat = (path: string) => statSync(path, { throwIfNoEntry: false });

/** The real file system; relative paths are taken from `cwd` (the CLI's or the workspace). */
export function nodeArtifactFs(cwd: string): ArtifactFs {
  const at = (path: string): string => resolve(cwd, path);
  return {
    isFile: (path) => stat(at(path))?.isFile() ?? false,
    isDirectory: (path) => stat(at(path))?.isDirectory() ?? false,
    list: (path) => {
      try {
        return readdirSync(at(path));
      } catch {
        return [];
      }
    },
    readBytes: (path) => readFileSync(at(path)),
    readHead: (path, maxBytes) => {
      const fd = openSync(at(path), 'r');
      try {
        const buffer = Buffer.alloc(Math.min(maxBytes, statSync(at(path)).size));
        const read = readSync(fd, buffer, 0, buffer.length, 0);
        return buffer.subarray(0, read);
      } finally {
        closeSync(fd);
      }
    },
    *chunks(path) {
      const fd = openSync(at(path), 'r');
      try {
        const buffer = Buffer.alloc(CHUNK_BYTES);
        for (;;) {
          const read = readSync(fd, buffer, 0, CHUNK_BYTES, null);
          if (read === 0) return;
          yield buffer.subarray(0, read);
        }
      } finally {
        closeSync(fd);
      }
    },
    mtimeMs: (path) => statSync(at(path)).mtimeMs,
    realPath: (path) => {
      try {
        return realpathSync(at(path));
      } catch {
        return at(path);
      }
    },
    writeAtomic: (path, text) => {
      const target = at(path);
      mkdirSync(dirname(target), { recursive: true });
      const temp = join(dirname(target), `.${basename(target)}.${process.pid}.tmp`);
      try {
        writeFileSync(temp, text);
        renameSync(temp, target);
      } catch (error) {
        rmSync(temp, { force: true });
        throw error;
      }
    }
  };
}
