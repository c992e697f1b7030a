import { existsSync, realpathSync } from 'node:fs';
import { SafeFolder, UnsafeFileError, type OnSkip } from '../../../common/src/index.js';
import type { JobFiles } from '../ports.js';

const sameFile = (a: string, b: string): boolean => existsSync(a) && existsSync(b) && realpathSync(a) === realpathSync(b);

/**
 * Job logs and results on the real file system (a shared FS on clusters), through the common
 * file-access layer: only regular files (a FIFO or device in the logs is passed over, never opened
 * for reading), and every path checked component by component against the root the caller names
 * (the job's logs folder, the results folder), resolved once the first time it exists: a folder
 * link such as `logs/eval_results -> <host folder>` is refused like a file link, never up into the
 * workspace (a checkout's credentials) or out to the runner host. What is passed over goes to `onSkip`.
 */
export function jobFilesInside(onSkip: OnSkip): JobFiles {
  const folders = new Map<string, SafeFolder>();
  const folder = (root: string): SafeFolder => {
    const known = folders.get(root);
    if (known) return known;
    const made = SafeFolder.at(root);
    // A root that does not exist yet (logs before the job starts) is looked up again next time.
    if (made.real !== undefined) folders.set(root, made);
    return made;
  };
  const skipping = <T>(path: string, read: () => T): T | undefined => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof UnsafeFileError)) throw error;
      onSkip(path, error.reason);
      return undefined;
    }
  };
  return {
    // Opened anew each time: NFS shows appended data to a fresh open.
    readFrom: (root, path, offset, max) => skipping(path, () => folder(root).readRange(path, offset, max)),
    list: (root, dir) =>
      skipping(dir, () =>
        folder(root)
          .list(dir, onSkip)
          .map(({ name, isDirectory }) => ({ name, isDirectory }))
      ) ?? [],
    copyFile(root, from, to) {
      if (!sameFile(from, to)) skipping(from, () => folder(root).copyFile(from, to));
    },
    copyTree(root, from, to) {
      const source = folder(root);
      if (skipping(from, () => source.entry(from))?.kind !== 'directory' || sameFile(from, to)) return;
      source.copyTree(from, to, onSkip);
    }
  };
}
