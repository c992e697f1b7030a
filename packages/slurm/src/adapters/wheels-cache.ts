import { chmod, mkdir, realpath, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { SweepkitError } from '../../../common/src/index.js';
import { checkWheelsCacheDir } from '../cluster-config.js';

/** How long the cache may take to prepare: a stat or mkdir on a hung network mount never returns. */
export const WHEELS_CACHE_TIMEOUT_MS = 30_000;

const errno = (error: unknown): string => (error as { code?: string }).code ?? (error as Error).message;

/** `path` exists (false only when it does not; any other failure is thrown). */
async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (error) {
    if (errno(error) === 'ENOENT') return false;
    throw error;
  }
}

/**
 * Creates the missing folders one by one (not a recursive mkdir: under /proc that one spins
 * forever) below the nearest existing ancestor, whose real path is checked first, so a symbolic
 * link into /proc is refused like the path itself. Only a leaf folder this call created is
 * made world-writable; an existing folder is never changed.
 */
async function prepare(dir: string): Promise<void> {
  const missing: string[] = [];
  let existing = dir;
  while (!(await exists(existing))) {
    missing.unshift(existing);
    existing = dirname(existing);
  }
  checkWheelsCacheDir(await realpath(existing));
  if (missing.length === 0) {
    if (!(await stat(dir)).isDirectory()) throw new SweepkitError(`the wheels cache ${dir} is not a folder`, { code: 'wheels-cache' });
    return;
  }
  for (const path of missing) {
    try {
      await mkdir(path);
    } catch (error) {
      if (errno(error) !== 'EEXIST') throw error;
      // Created by someone else meanwhile: theirs, so the cache keeps its mode.
      if (path === dir) return;
    }
  }
  // World-writable on purpose: the builds run as whatever user the job's containers map to.
  await chmod(dir, 0o777);
}

/**
 * Prepares the persistent dynamo-wheels folder, within `timeoutMs`. Call it before installing
 * signal handlers: it runs on the thread pool, so a hung file system cannot stop SIGTERM.
 */
export async function ensureWheelsCache(dir: string, timeoutMs = WHEELS_CACHE_TIMEOUT_MS): Promise<void> {
  const absolute = resolve(dir);
  checkWheelsCacheDir(absolute);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new SweepkitError(`the wheels cache ${absolute}: no answer from the file system within ${timeoutMs / 1000} s`, { code: 'wheels-cache' })),
      timeoutMs
    );
  });
  try {
    await Promise.race([
      prepare(absolute).catch((error: unknown) => {
        if (error instanceof SweepkitError) throw error;
        throw new SweepkitError(`cannot prepare the wheels cache ${absolute} (${errno(error)})`, { code: 'wheels-cache' });
      }),
      timeout
    ]);
  } finally {
    clearTimeout(timer);
  }
}
