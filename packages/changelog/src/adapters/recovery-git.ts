import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { recoveryError } from '../recovery/messages.js';
import type { RecoveryGit } from '../recovery/git.js';
import { execGit, GitError, runGit } from '../../../common/src/index.js';

const text = async (cwd: string, args: readonly string[], env?: Record<string, string>): Promise<string> =>
  (await runGit(cwd, args, env)).toString('utf8').trim();

/** The recovery's git: `git` with argv arrays in `cwd`; `--end-of-options` before every ref. */
export function execRecoveryGit(cwd: string): RecoveryGit {
  return {
    ...execGit(cwd),
    commitOf: (ref) =>
      text(cwd, ['rev-parse', '--verify', '--end-of-options', `${ref}^{commit}`]).catch((error: unknown) => {
        if (error instanceof GitError) return undefined;
        throw error;
      }),
    status: async () => (await runGit(cwd, ['status', '--porcelain', '--untracked-files=all'])).toString('utf8').split('\n').filter(Boolean),
    readWorking: (path) => readFile(resolve(cwd, path)),
    async commitWith(base, path, message, author) {
      const scratch = mkdtempSync(join(tmpdir(), 'sweepkit-recovery-index-'));
      try {
        const env = {
          GIT_INDEX_FILE: join(scratch, 'index'),
          GIT_AUTHOR_NAME: author.name,
          GIT_AUTHOR_EMAIL: author.email,
          GIT_COMMITTER_NAME: author.name,
          GIT_COMMITTER_EMAIL: author.email
        };
        await runGit(cwd, ['read-tree', '--end-of-options', base], env);
        await runGit(cwd, ['add', '--', path], env);
        await runGit(cwd, ['diff', '--cached', '--check', '--', path], env).catch((error: unknown) => {
          if (!(error instanceof GitError)) throw error;
          throw recoveryError(`repaired changelog has whitespace errors: ${error.detail}`);
        });
        const tree = await text(cwd, ['write-tree'], env);
        return await text(cwd, ['commit-tree', tree, '-p', base, '-m', message], env);
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    },
    changedPaths: async (a, b) => (await text(cwd, ['diff', '--name-only', '--no-renames', '--end-of-options', a, b])).split('\n').filter(Boolean),
    async addWorktree(directory, commit) {
      await runGit(cwd, ['worktree', 'add', '--detach', '--', directory, commit]);
    }
  };
}
