import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { readTextFileSync, writeFileAtomic } from '../../../common/src/index.js';
import type { EvalFs } from '../ports.js';

/** The real file system below `cwd`. */
export function nodeEvalFs(cwd: string): EvalFs {
  const at = (path: string): string => resolve(cwd, path);
  const stat = (path: string) => statSync(at(path), { throwIfNoEntry: false });
  return {
    readText: (path) => readTextFileSync(at(path)),
    exists: (path) => existsSync(at(path)),
    isDir: (path) => stat(path)?.isDirectory() ?? false,
    list: (dir) => (stat(dir)?.isDirectory() ? readdirSync(at(dir)) : undefined),
    mtime: (path) => statSync(at(path)).mtimeMs / 1000,
    write: (path, text) => writeFileAtomic(at(path), text),
    walkFiles: (dir) =>
      readdirSync(at(dir), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(dir, entry.parentPath.slice(at(dir).length), entry.name)),
    move: (from, to) => renameSync(at(from), at(to)),
    removeTree: (dir) => {
      // Like `rm -rf .`, never the working directory or a folder above it (EVAL_RESULT_DIR=.).
      const up = relative(at(dir), resolve(cwd));
      if (up === '' || (!up.startsWith('..') && !isAbsolute(up))) return;
      rmSync(at(dir), { recursive: true, force: true });
    }
  };
}
