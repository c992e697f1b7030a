import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const git = (cwd: string, ...args: string[]): string => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/** A bare repository `<root>/owner/traces.git` whose default branch `main` has one commit (README.md). */
export function storageRepo(): { root: string; bare: string } {
  const root = mkdtempSync(join(tmpdir(), 'storage-repo-'));
  const bare = join(root, 'owner', 'traces.git');
  execFileSync('git', ['init', '--quiet', '--bare', '--initial-branch=main', bare]);
  const seed = join(root, 'seed');
  execFileSync('git', ['clone', '--quiet', bare, seed], { stdio: 'ignore' });
  writeFileSync(join(seed, 'README.md'), 'traces\n');
  git(seed, 'add', 'README.md');
  git(seed, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '--quiet', '-m', 'seed');
  git(seed, 'push', '--quiet', 'origin', 'HEAD:main');
  return { root, bare };
}
