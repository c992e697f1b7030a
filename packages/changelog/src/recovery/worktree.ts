import type { RecoveryGit } from './git.js';
import { recoveryError } from './messages.js';

/**
 * docs/recovery.md `create-worktree`: a detached worktree of the historical ref, checked to be
 * exactly there. `exists` and `worktreeGit` reach the file system and the new worktree.
 */
export async function createRecoveryWorktree(
  ref: string,
  directory: string,
  ports: { git: RecoveryGit; exists(path: string): boolean; worktreeGit(directory: string): RecoveryGit }
): Promise<string> {
  if (ports.exists(directory)) throw recoveryError(`worktree destination already exists: ${directory}`);
  const expected = await ports.git.commitOf(ref);
  if (expected === undefined) throw recoveryError(`unknown historical ref: ${ref}`);
  await ports.git.addWorktree(directory, expected);
  const head = await ports.worktreeGit(directory).commitOf('HEAD');
  if (head !== expected) throw recoveryError(`worktree HEAD is ${head}, expected historical ref ${expected}`);
  return directory;
}
