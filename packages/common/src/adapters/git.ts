import { GitError, type Git } from '../git.js';

// Explicit diff options so a user's git configuration (noprefix, mnemonic prefixes, another
// algorithm, external diff drivers, colour) cannot change the lines the rules read.
const NEUTRAL_DIFF = ['--no-color', '--no-ext-diff', '--no-textconv', '--src-prefix=a/', '--dst-prefix=b/', '--diff-algorithm=myers', '-U3'];

/** `git <args>` in `cwd` (with `env` added to the environment), never through a shell; a failure is a GitError holding git's stderr. */
export async function runGit(cwd: string, args: readonly string[], env?: Readonly<Record<string, string>>): Promise<Buffer> {
  // Loaded on the first git command: most runs of the matrix actions never start one.
  const { execFile } = await import('node:child_process');
  return new Promise((resolve, reject) => {
    const options = { cwd, encoding: 'buffer' as const, maxBuffer: 256 * 1024 * 1024, ...(env ? { env: { ...process.env, ...env } } : {}) };
    execFile('git', args, options, (error, stdout, stderr) => {
      if (error) reject(new GitError(stderr.toString('utf8').trim() || error.message));
      else resolve(stdout);
    });
  });
}

/**
 * The real git: `git` run with an argv in the repository at `cwd` (never through a shell);
 * `--end-of-options` keeps a ref such as `--output=x` from being read as an option.
 */
export function execGit(cwd: string): Git {
  return {
    show: (ref, path) => runGit(cwd, ['show', '--end-of-options', `${ref}:${path}`]),
    diff: (base, head, path) => runGit(cwd, ['diff', ...NEUTRAL_DIFF, '--end-of-options', base, head, '--', path]).then((out) => out.toString('utf8')),
    mergeBase: (a, b) =>
      runGit(cwd, ['merge-base', '--end-of-options', a, b]).then(
        (out) => out.toString('utf8').trim() || undefined,
        () => undefined
      )
  };
}
