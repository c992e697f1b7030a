import { relative } from 'node:path';
import type { Files } from '../../common/src/index.js';

/**
 * A Files port over a revision's files read from git (repository-relative path → text), so the
 * generator can run on the base revision as if it were checked out at `root`.
 */
export function revisionFiles(root: string, texts: ReadonlyMap<string, string>): Files {
  const key = (path: string): string => relative(root, path);
  return {
    readText: (path) => {
      const text = texts.get(key(path));
      if (text === undefined) throw Object.assign(new Error(`${path} is not in the revision`), { code: 'ENOENT' });
      return text;
    },
    exists: (path) => texts.has(key(path))
  };
}
