import { readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { writeFileAtomic } from '../../../common/src/index.js';
import type { MetaEnvFs } from '../meta-env.js';

/** The real file system below `cwd`, for the meta_env.json writer. */
export function nodeMetaEnvFs(cwd: string): MetaEnvFs {
  const at = (path: string): string => resolve(cwd, path);
  return {
    isDir: (path) => statSync(at(path), { throwIfNoEntry: false })?.isDirectory() ?? false,
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
