import { existsSync, readdirSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { readTextFileSync } from '../../../common/src/index.js';
import { nodeMetaEnvFs } from '../../../job/src/index.js';
import type { EvalFs } from '../ports.js';

/** The real file system below `cwd`. */
export function nodeEvalFs(cwd: string): EvalFs {
  const at = (path: string): string => resolve(cwd, path);
  const stat = (path: string) => statSync(at(path), { throwIfNoEntry: false });
  return {
    ...nodeMetaEnvFs(cwd),
    readText: (path) => readTextFileSync(at(path)),
    exists: (path) => existsSync(at(path)),
    list: (dir) => (stat(dir)?.isDirectory() ? readdirSync(at(dir)) : undefined),
    mtime: (path) => statSync(at(path)).mtimeMs / 1000
  };
}
