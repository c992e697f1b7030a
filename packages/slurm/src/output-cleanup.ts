import type { Clock } from './ports.js';

/** What the clean-up of srtctl's `outputs/<id>` folders needs from the file system. */
export interface OutputFiles {
  /** Removes a folder tree; throws (EBUSY, ENOTEMPTY, …) when the file system refuses. */
  removeTree(path: string): void;
  /** NFS silly-rename leftovers (`.nfs*`) below a folder. */
  nfsLeftovers(dir: string): string[];
  removeFile(path: string): void;
}

export const OUTPUT_CLEANUP = { attempts: 5, delayMs: 10_000 } as const;

/**
 * Removes the jobs' `outputs/<id>` folders once their logs are copied to LOGS/ (the checkout is
 * reused by the next job): NFS refuses while a client still holds a file open, so each removal
 * is tried up to 5 times 10 s apart, then the `.nfs*` leftovers are deleted (the launcher's
 * step 19). Returns what could not be removed; never throws (the results are already collected).
 */
export async function removeJobOutputs(files: OutputFiles, clock: Clock, dirs: readonly string[], options = OUTPUT_CLEANUP): Promise<string[]> {
  const left: string[] = [];
  for (const dir of dirs) {
    for (let attempt = 1; ; attempt++) {
      try {
        files.removeTree(dir);
        break;
      } catch (error) {
        if (attempt >= options.attempts) {
          left.push(`${dir} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
          break;
        }
        await clock.sleep(options.delayMs);
      }
    }
    for (const file of files.nfsLeftovers(dir)) {
      try {
        files.removeFile(file);
      } catch {
        // still held open by an NFS client: the next job's clean-up gets it
      }
    }
  }
  return left;
}
