import { existsSync, realpathSync } from 'node:fs';
import { dirname } from 'node:path';
import { copyFileInside, copyTreeInside, entryInside, listInside, readRangeInside, UnsafeFileError, type OnSkip } from '../../../common/src/index.js';
import type { JobFiles } from '../ports.js';

const sameFile = (a: string, b: string): boolean => existsSync(a) && existsSync(b) && realpathSync(a) === realpathSync(b);

/**
 * Job logs and results on the real file system (a shared FS on clusters), through the common
 * file-access layer: only regular files (a FIFO or device in the logs is passed over, never opened
 * for reading), symlinks followed only while they stay inside the folder asked about (the folder
 * listed or copied, a file's own folder): never up into the workspace (a checkout's credentials)
 * or out to the runner host. What is passed over goes to `onSkip`.
 */
export function jobFilesInside(onSkip: OnSkip): JobFiles {
  return {
    readFrom(path, offset, max) {
      try {
        // Opened anew each time: NFS shows appended data to a fresh open.
        return readRangeInside(dirname(path), path, offset, max);
      } catch (error) {
        if (error instanceof UnsafeFileError) onSkip(path, error.reason);
        return undefined;
      }
    },
    list: (dir) => listInside(dir, dir, onSkip).map(({ name, isDirectory }) => ({ name, isDirectory })),
    copyFile(from, to) {
      if (sameFile(from, to)) return;
      try {
        copyFileInside(dirname(from), from, to);
      } catch (error) {
        if (!(error instanceof UnsafeFileError)) throw error;
        onSkip(from, error.reason);
      }
    },
    copyTree(from, to) {
      if (entryInside(dirname(from), from).kind !== 'directory' || sameFile(from, to)) return;
      copyTreeInside(from, from, to, onSkip);
    }
  };
}
