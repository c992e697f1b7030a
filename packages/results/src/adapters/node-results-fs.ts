import { resolve } from 'node:path';
import { createFileAtomic, SafeFolder, type OnSkip } from '../../../common/src/index.js';
import { nodeArtifactFs } from '../../../job/src/index.js';
import type { ResultsFs } from '../ports.js';

/**
 * The real file system for the results commands; relative paths are taken from `cwd`. The walk
 * goes through the common file-access layer with the folder walked as its root: regular files and
 * folders only, symlinks followed only while they stay inside it; what is passed over goes to `onSkip`.
 */
export function nodeResultsFs(cwd: string, onSkip: OnSkip = () => undefined): ResultsFs {
  const at = (path: string): string => resolve(cwd, path);
  return {
    ...nodeArtifactFs(cwd),
    // The folder walked is the root: no link on the way, to a file or a folder, leads out of it.
    // Like Python's rglob, a symlinked folder is listed but not entered (no loops).
    walk: (dir, visit) =>
      SafeFolder.at(at(dir))
        .walk('', onSkip, visit && { visit: (entry, read) => visit(entry, read) })
        .map(({ path, isFile }) => ({ path, isFile })),
    createAtomic: (path) => createFileAtomic(at(path))
  };
}
