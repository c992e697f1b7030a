import { closeSync, readdirSync, readSync, realpathSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { isAscii, isUtf8 } from 'node:buffer';
import { folderOf, writeFileAtomic } from '../../../common/src/index.js';
import { splitLines } from '../lines.js';
import { NotUtf8Error, type ArtifactFs } from '../artifact-fs.js';

const CHUNK_BYTES = 1 << 20;

/**
 * Decodes whole lines straight from the bytes: one small string per line is far cheaper than
 * decoding a chunk and splitting it. Only a region holding a \r takes the string path.
 */
function emitLines(region: Buffer, path: string, each: (line: string) => void): void {
  if (region.length === 0) return;
  if (!isAscii(region) && !isUtf8(region)) throw new NotUtf8Error(path);
  if (region.indexOf(13) >= 0) {
    for (const line of splitLines(region.toString('utf8'))) each(line);
    return;
  }
  let start = 0;
  for (let nl = region.indexOf(10); nl >= 0; nl = region.indexOf(10, start)) {
    each(region.toString('utf8', start, nl));
    start = nl + 1;
  }
  if (start < region.length) each(region.toString('utf8', start));
}

const stat = (path: string) => statSync(path, { throwIfNoEntry: false });

/**
 * Artifacts are a job's files: read through the common file-access layer, inside the working
 * folder (or, for a path the caller named outside it, that file's own folder): a FIFO is never
 * opened for reading and no link on the way — to a file or a folder — leads out of that root.
 */
const open = (cwd: string, path: string): { fd: number; size: number } => {
  const file = folderOf([cwd], path).open(path);
  if (!file) throw Object.assign(new Error(`ENOENT: no such file, open '${path}'`), { code: 'ENOENT' });
  return file;
};

/** The real file system; relative paths are taken from `cwd` (the CLI's or the workspace). `chunkBytes` is for tests. */
export function nodeArtifactFs(cwd: string, chunkBytes = CHUNK_BYTES): ArtifactFs {
  const at = (path: string): string => resolve(cwd, path);
  return {
    isFile: (path) => folderOf([cwd], at(path)).entry(at(path)).kind === 'file',
    isDirectory: (path) => stat(at(path))?.isDirectory() ?? false,
    list: (path) => {
      try {
        return readdirSync(at(path));
      } catch {
        return [];
      }
    },
    readBytes: (path) => folderOf([cwd], at(path)).readFile(at(path)),
    readHead: (path, maxBytes) => {
      const { fd, size } = open(cwd, at(path));
      try {
        const buffer = Buffer.alloc(Math.min(maxBytes, size));
        const read = readSync(fd, buffer, 0, buffer.length, 0);
        return buffer.subarray(0, read);
      } finally {
        closeSync(fd);
      }
    },
    forEachLine(path, each) {
      const { fd } = open(cwd, at(path));
      try {
        let buffer = Buffer.alloc(chunkBytes);
        let kept = 0;
        for (;;) {
          // A line longer than the buffer: grow it rather than split the line.
          if (kept === buffer.length) buffer = Buffer.concat([buffer, Buffer.alloc(buffer.length)]);
          const read = readSync(fd, buffer, kept, buffer.length - kept, null);
          const end = kept + read;
          // Whole lines only (up to the last \n); at the end of the file, everything.
          const cut = read === 0 ? end : buffer.lastIndexOf(10, end - 1) + 1;
          emitLines(buffer.subarray(0, cut), path, each);
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
    writeAtomic: (path, text) => writeFileAtomic(at(path), text)
  };
}
