import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { isAscii, isUtf8 } from 'node:buffer';
import { NotUtf8Error, type ArtifactFs } from '../ports.js';

const CHUNK_BYTES = 1 << 20;

/** The end of the last complete UTF-8 character in buffer[0, end). */
function characterBoundary(buffer: Buffer, end: number): number {
  for (let i = end - 1; i >= Math.max(0, end - 4); i--) {
    const byte = buffer[i]!;
    if (byte < 0x80) return end;
    if (byte >= 0xc0) {
      const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
      return i + length <= end ? end : i;
    }
  }
  return end;
}

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
    *textChunks(path) {
      const fd = openSync(at(path), 'r');
      try {
        const buffer = Buffer.alloc(CHUNK_BYTES);
        let kept = 0;
        for (;;) {
          const read = readSync(fd, buffer, kept, CHUNK_BYTES - kept, null);
          const end = kept + read;
          if (end === 0) return;
          // Cut before an incomplete multi-byte character; it starts the next chunk.
          const cut = read === 0 ? end : characterBoundary(buffer, end);
          const bytes = buffer.subarray(0, cut);
          // ASCII (the usual JSONL) decodes an order of magnitude faster than general UTF-8.
          if (isAscii(bytes)) yield buffer.toString('ascii', 0, cut);
          else if (isUtf8(bytes)) yield buffer.toString('utf8', 0, cut);
          else throw new NotUtf8Error(path);
          buffer.copy(buffer, 0, cut, end);
          kept = end - cut;
          if (read === 0) return;
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
