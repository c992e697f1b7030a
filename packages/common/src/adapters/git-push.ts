import { dirname, join } from 'node:path';
import { pathInside } from '../contained-path.js';
import { SweepkitError } from '../errors.js';

export interface GitPushRequest {
  /** The repository's clone URL, e.g. `https://github.com/owner/traces.git`. */
  remoteUrl: string;
  /** Shown in messages instead of the URL (`owner/traces`). */
  repository: string;
  /** Sent as an HTTP header from the environment (never in the URL, the argv or a file). */
  token?: string;
  /** The branch the commit goes to; default the repository's default branch. */
  branch?: string;
  /** A scratch folder for the clone (made if missing). */
  workDir: string;
  /** Local files and where they go in the repository (relative paths, checked to stay inside). */
  files: readonly { from: string; to: string }[];
  message: string;
  /** Pushes tried when another job pushed first (each rebases onto the new tip). Default 4. */
  attempts?: number;
}

export interface GitPushResult {
  /** The commit holding the files (the new one, or the tip when nothing changed). */
  sha: string;
  branch: string;
  changed: boolean;
}

const IDENTITY = ['-c', 'user.name=github-actions', '-c', 'user.email=github-actions@github.com'];

async function git(cwd: string, args: readonly string[], env: Record<string, string>): Promise<string> {
  // Loaded on the first push: every bundle that imports common must not pay for child_process.
  const { execFile } = await import('node:child_process');
  return new Promise((resolve, reject) =>
    execFile('git', args, { cwd, env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(String(stderr).trim().split('\n').pop() || error.message));
      else resolve(String(stdout).trim());
    })
  );
}

/**
 * Adds files to a repository in one commit and pushes it: a shallow clone of the branch, copy,
 * commit, push. When another job pushed to the branch meanwhile, the commit is replayed onto the
 * new tip and pushed again (concurrent profiling runs each land their trace). git runs with an
 * argv and an environment of its own: PATH, HOME and, with a token, an `Authorization` header
 * through GIT_CONFIG_* variables, so no runner credential and no token reaches a command line.
 */
export async function commitAndPush(request: GitPushRequest): Promise<GitPushResult> {
  const { copyFileSync, mkdirSync } = await import('node:fs');
  const env: Record<string, string> = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', GIT_TERMINAL_PROMPT: '0' };
  if (request.token) {
    Object.assign(env, {
      GIT_CONFIG_COUNT: '1',
      GIT_CONFIG_KEY_0: 'http.extraheader',
      GIT_CONFIG_VALUE_0: `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${request.token}`).toString('base64')}`
    });
  }
  const fail = (what: string) => (error: Error) => {
    throw new SweepkitError(`${what} ${request.repository} failed: ${error.message}`, { code: 'git-push' });
  };
  mkdirSync(request.workDir, { recursive: true });
  const clone = join(request.workDir, 'repository');
  const branchArgs = request.branch ? ['--branch', request.branch] : [];
  await git(request.workDir, ['clone', '--quiet', '--depth', '1', '--no-tags', ...branchArgs, '--', request.remoteUrl, clone], env).catch(fail('clone of'));
  const branch = request.branch || (await git(clone, ['rev-parse', '--abbrev-ref', 'HEAD'], env));
  for (const file of request.files) {
    const target = pathInside(clone, file.to, 'storage path');
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(file.from, target);
  }
  await git(clone, ['add', '--all', '--', ...request.files.map((f) => f.to)], env);
  const changed = await git(clone, ['diff', '--cached', '--quiet'], env).then(
    () => false,
    () => true
  );
  if (changed) await git(clone, [...IDENTITY, 'commit', '--quiet', '--no-verify', '-m', request.message], env);
  const attempts = request.attempts ?? 4;
  for (let attempt = 1; changed; attempt++) {
    try {
      await git(clone, ['push', '--quiet', 'origin', `HEAD:refs/heads/${branch}`], env);
      break;
    } catch (error) {
      if (attempt >= attempts) fail(`push to`)(error as Error);
      await git(clone, ['fetch', '--quiet', '--depth', '1', 'origin', `refs/heads/${branch}`], env).catch(fail('fetch of'));
      await git(clone, [...IDENTITY, 'rebase', '--quiet', '--onto', 'FETCH_HEAD', 'HEAD~1'], env).catch(fail('rebase onto'));
    }
  }
  return { sha: await git(clone, ['rev-parse', 'HEAD'], env), branch, changed };
}
