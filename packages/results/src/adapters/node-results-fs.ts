import { lstatSync } from 'node:fs';
import { resolve } from 'node:path';
import { createFileAtomic, listInside, type OnSkip } from '../../../common/src/index.js';
import { nodeArtifactFs } from '../../../job/src/index.js';
import type { ResultsFs } from '../ports.js';

/**
 * The real file system for the results commands; relative paths are taken from `cwd`. The walk
 * goes through the common file-access layer: regular files and folders only, symlinks followed
 * only while they stay inside the folder walked; what is passed over goes to `onSkip`.
 */
export function nodeResultsFs(cwd: string, onSkip: OnSkip = () => undefined): ResultsFs {
  const at = (path: string): string => resolve(cwd, path);
  return {
    ...nodeArtifactFs(cwd),
    walk(dir) {
      const root = at(dir);
      const out: { path: string; isFile: boolean }[] = [];
      const visit = (rel: string): void => {
        for (const e of listInside(root, rel ? `${root}/${rel}` : root, onSkip)) {
          const path = rel ? `${rel}/${e.name}` : e.name;
          out.push({ path, isFile: !e.isDirectory });
          // Like Python's rglob, a symlinked folder is listed but not entered (no loops).
          if (e.isDirectory && !lstatSync(`${root}/${path}`).isSymbolicLink()) visit(path);
        }
      };
      visit('');
      return out;
    },
    createAtomic: (path) => createFileAtomic(at(path))
  };
}
