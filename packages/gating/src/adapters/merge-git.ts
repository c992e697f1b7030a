import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { SweepkitError, writeFileAtomic, execGit, GitError, runGit } from '../../../common/src/index.js';
import type { MergeGit } from '../reuse/merge-with-reuse.js';

/** `git <args>` whose failure is one line naming the git command (its stderr's last line says why). */
async function git(cwd: string, args: readonly string[]): Promise<string> {
  try {
    return (await runGit(cwd, args)).toString('utf8');
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    const detail = error.detail.split('\n').filter(Boolean).at(-1) ?? '';
    throw new SweepkitError(`git ${args[0]} failed: ${detail}`, { code: 'git' });
  }
}

/**
 * The merge helper's git: `git` with argv arrays in the clone at `cwd` (branch names and messages
 * never reach a shell); `--end-of-options` keeps a ref from being read as an option.
 */
export function execMergeGit(cwd: string): MergeGit {
  const show = execGit(cwd).show;
  return {
    status: () => git(cwd, ['status', '--porcelain']),
    async head() {
      const sha = (await git(cwd, ['rev-parse', '--verify', 'HEAD'])).trim();
      const branch =
        (await runGit(cwd, ['symbolic-ref', '-q', '--short', 'HEAD']).then(
          (out) => out.toString('utf8').trim(),
          () => ''
        )) || undefined;
      return { branch, sha };
    },
    async fetch(remote, branches) {
      await git(cwd, ['fetch', '-q', '--no-tags', '--end-of-options', remote, ...branches.map((b) => `+refs/heads/${b}:refs/remotes/${remote}/${b}`)]);
    },
    revParse: async (ref) => (await git(cwd, ['rev-parse', '--verify', '--end-of-options', `${ref}^{commit}`])).trim(),
    async checkoutDetached(sha) {
      await git(cwd, ['checkout', '-q', '--detach', sha]);
    },
    async restore(ref) {
      await git(cwd, ['reset', '-q', '--hard']);
      await git(cwd, ['checkout', '-q', ref]);
    },
    async merge(ref, message) {
      try {
        await git(cwd, ['merge', '-q', '--no-ff', '--no-edit', '-m', message, '--end-of-options', ref]);
        return [];
      } catch (error) {
        const conflicts = (await git(cwd, ['diff', '--name-only', '--diff-filter=U', '-z'])).split('\0').filter(Boolean);
        if (conflicts.length === 0) throw error;
        return conflicts;
      }
    },
    async show(ref, path) {
      try {
        return await show(ref, path);
      } catch (error) {
        if (!(error instanceof GitError)) throw error;
        throw new SweepkitError(`could not read ${path} at ${ref}: ${error.detail.split('\n').at(-1)}`, { code: 'git' });
      }
    },
    async readFile(path) {
      try {
        return await readFile(resolve(cwd, path));
      } catch (error) {
        throw new SweepkitError(`could not read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`, { code: 'file-unreadable' });
      }
    },
    async writeAndAdd(path, text) {
      writeFileAtomic(resolve(cwd, path), text);
      await git(cwd, ['add', '--', path]);
    },
    async commit(message, options = {}) {
      await git(cwd, [
        'commit',
        '-q',
        ...(options.amend ? ['--amend'] : []),
        ...(options.allowEmpty ? ['--allow-empty'] : []),
        ...(message ? ['-m', message] : ['--no-edit'])
      ]);
    },
    async push(remote, sha, branch) {
      await git(cwd, ['push', '-q', '--end-of-options', remote, `${sha}:refs/heads/${branch}`]);
    }
  };
}
