import { SweepkitError } from '../../common/src/index.js';
import { formatDuration } from './duration.js';
import type { CommandRunner, RunResult } from './ports.js';

/** `nvcr.io#nvidia/x:1.0` → `nvcr.io_nvidia_x_1.0.sqsh`: the launchers' name, `/ : @ #` → `_`. */
export const squashFileName = (image: string): string => `${image.replace(/[/:@#]/g, '_')}.sqsh`;

export const squashPath = (dir: string, image: string): string => `${dir.replace(/\/+$/, '')}/${squashFileName(image)}`;

/** flock's status when the lock was not had in time (`-E`), so it is told apart from the import's. */
const LOCK_TIMEOUT_STATUS = 75;

/**
 * Keeps a squash file that `unsquashfs -l` can read; otherwise removes it and imports the image
 * again. Constant text: the file and image arrive as positional arguments, never pasted in.
 */
const IMPORT_SCRIPT = [
  'set -eu',
  'if [ -s "$1" ] && unsquashfs -l "$1" >/dev/null 2>&1; then echo "squash $1: valid, kept"; exit 0; fi',
  'rm -f "$1"',
  'enroot import -o "$1" "docker://$2"'
].join('\n');

export interface SquashImport {
  image: string;
  file: string;
  /** Runs the import on a compute node (e.g. `srun --partition=p --exclusive --time=180`); empty: here. */
  launcher: readonly string[];
  lockWaitSeconds: number;
  timeoutMs: number;
}

/** The argv of one import: `[launcher…] flock -E 75 -w <s> <file>.lock sh -c <script> squash-import <file> <image>`. */
export function squashImportArgv(job: SquashImport): string[] {
  const lock = ['flock', '-E', String(LOCK_TIMEOUT_STATUS), '-w', String(job.lockWaitSeconds), `${job.file}.lock`];
  return [...job.launcher, ...lock, 'sh', '-c', IMPORT_SCRIPT, 'squash-import', job.file, job.image];
}

function importFailure(job: SquashImport, result: RunResult): string {
  if (result.startError) return `cannot run ${job.launcher[0] ?? 'flock'} (${result.startError})`;
  if (result.killed) return `no result within ${formatDuration(job.timeoutMs)}`;
  if (result.exitCode === LOCK_TIMEOUT_STATUS) return `another job held ${job.file}.lock for more than ${job.lockWaitSeconds}s`;
  return `exited with ${result.exitCode}`;
}

/**
 * Imports each image into its squash file under an exclusive lock (one import per file across
 * jobs sharing the cache; a valid file is kept). A failure stops at once: a job must not start on
 * a half-imported image.
 */
export async function importSquashes(
  commands: CommandRunner,
  jobs: readonly SquashImport[],
  env: Record<string, string | undefined>,
  output: (text: string) => void
): Promise<void> {
  for (const job of jobs) {
    const [file, ...args] = squashImportArgv(job);
    // srun and enroot read the job's settings (ENROOT_*, SLURM_*, registry credentials listed for the job).
    const result = await commands.run(file!, args, { env, timeoutMs: job.timeoutMs, envKind: 'job' });
    const text = [result.stdout, result.stderr]
      .map((t) => t.trimEnd())
      .filter(Boolean)
      .join('\n');
    if (text) output(text);
    if (result.exitCode !== 0 || result.killed || result.startError) {
      throw new SweepkitError(`squash import of ${job.image} into ${job.file} failed: ${importFailure(job, result)}`, { code: 'squash' });
    }
  }
}

/** Longest time one squash import (lock wait included) may take. */
const SQUASH_TIMEOUT_MS = 3 * 60 * 60_000;

/** The imports of `images` into `dir` (relative to the workspace), as the squash options describe them. */
export function planSquashImports(
  values: { 'squash-launcher'?: string; 'squash-lock-seconds': number },
  dir: string,
  workspace: string,
  images: readonly string[]
): SquashImport[] {
  const root = dir.startsWith('/') ? dir : `${workspace}/${dir}`;
  const launcher = (values['squash-launcher'] ?? '').split(/\s+/).filter(Boolean);
  return images.map((image) => ({
    image,
    file: squashPath(root, image),
    launcher,
    lockWaitSeconds: values['squash-lock-seconds'],
    timeoutMs: SQUASH_TIMEOUT_MS
  }));
}
