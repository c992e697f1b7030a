import { existsSync } from 'node:fs';
import { runGit } from '../../../matrix/src/index.js';
import { recoveryError } from './messages.js';

const revParse = async (cwd: string, ref: string): Promise<string> =>
  (await runGit(cwd, ['rev-parse', '--verify', '--end-of-options', `${ref}^{commit}`])).toString('utf8').trim();

/** docs/recovery.md `create-worktree`: a detached worktree of the historical ref, checked to be exactly there. */
export async function createRecoveryWorktree(repo: string, ref: string, directory: string): Promise<string> {
  if (existsSync(directory)) throw recoveryError(`worktree destination already exists: ${directory}`);
  const expected = await revParse(repo, ref);
  await runGit(repo, ['worktree', 'add', '--detach', '--', directory, expected]);
  const head = await revParse(directory, 'HEAD');
  if (head !== expected) throw recoveryError(`worktree HEAD is ${head}, expected historical ref ${expected}`);
  return directory;
}
