import { closeSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { nodeArtifactFs } from '../../../job/src/index.js';
import type { ResultsFs } from '../ports.js';

let seq = 0;

/** The real file system for the results commands; relative paths are taken from `cwd`. */
export function nodeResultsFs(cwd: string): ResultsFs {
  const at = (path: string): string => resolve(cwd, path);
  return {
    ...nodeArtifactFs(cwd),
    walk(dir) {
      const out: { path: string; isFile: boolean }[] = [];
      const visit = (rel: string): void => {
        let entries;
        try {
          entries = readdirSync(join(at(dir), rel), { withFileTypes: true });
        } catch {
          return;
        }
        for (const e of entries) {
          const path = rel ? `${rel}/${e.name}` : e.name;
          // Symbolic links are followed like Python's rglob does for files.
          const isDir = e.isDirectory() || (e.isSymbolicLink() && isDirectory(join(at(dir), path)));
          out.push({ path, isFile: !isDir });
          if (e.isDirectory()) visit(path);
        }
      };
      visit('');
      return out;
    },
    createAtomic(path) {
      const target = at(path);
      mkdirSync(dirname(target), { recursive: true });
      const temp = join(dirname(target), `.sweepkit-${process.pid}-${++seq}.tmp`);
      const fd = openSync(temp, 'w');
      let open = true;
      const close = (): void => {
        if (open) closeSync(fd);
        open = false;
      };
      return {
        write: (text) => void writeSync(fd, text),
        commit: () => {
          close();
          renameSync(temp, target);
        },
        abort: () => {
          close();
          rmSync(temp, { force: true });
        }
      };
    }
  };
}

function isDirectory(path: string): boolean {
  try {
    return readdirSync(path) !== undefined;
  } catch {
    return false;
  }
}
