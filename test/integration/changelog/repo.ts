/**
 * Real git repositories for the changelog tests, built exactly as the conformance READMEs
 * describe (hermetic git: no user or system configuration, fixed identity and dates).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runCliCaptured } from '../../support/cli-capture.js';

export const FIXTURES = resolve(import.meta.dirname, '../../fixtures');
export const INFERENCEX = join(FIXTURES, 'changelog/inferencex');

export const HERMETIC_GIT_ENV: Record<string, string> = {
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  HOME: tmpdir(),
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'sweepkit',
  GIT_AUTHOR_EMAIL: 'sweepkit@example.invalid',
  GIT_COMMITTER_NAME: 'sweepkit',
  GIT_COMMITTER_EMAIL: 'sweepkit@example.invalid',
  GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z',
  GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z'
};

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env: HERMETIC_GIT_ENV, encoding: 'utf8' });
}

export const newRepoDir = (prefix: string): string => mkdtempSync(join(tmpdir(), `sweepkit-${prefix}-`));

/** Commits the working tree (everything) and tags it. */
export function commitAll(repo: string, tag: string): void {
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '--allow-empty', '-m', tag);
  git(repo, 'tag', tag);
}

/** A repository with the reference configs and NOTES.txt committed (conformance/changelog step 1). */
export function scaffoldRepo(prefix: string): string {
  const repo = newRepoDir(prefix);
  mkdirSync(join(repo, 'configs'));
  for (const name of ['amd-master.yaml', 'nvidia-master.yaml', 'runners.yaml']) copyFileSync(join(INFERENCEX, 'configs', name), join(repo, 'configs', name));
  writeFileSync(join(repo, 'NOTES.txt'), 'golden scaffold\n');
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'scaffold');
  return repo;
}

/** Base and head changelog bytes committed as tags `base` and `head`, with an optional patch on head. */
export function changelogRepo(prefix: string, base: Uint8Array | string, head: Uint8Array | string, patch?: string): string {
  const repo = scaffoldRepo(prefix);
  writeFileSync(join(repo, 'perf-changelog.yaml'), base);
  commitAll(repo, 'base');
  writeFileSync(join(repo, 'perf-changelog.yaml'), head);
  if (patch && statSync(patch).size > 0) git(repo, 'apply', patch);
  commitAll(repo, 'head');
  return repo;
}

/** Materialises a conformance/changelog case directory. */
export function materialiseChangelogCase(caseDir: string): string {
  const patch = join(caseDir, 'config.patch');
  return changelogRepo('changelog', readFileSync(join(caseDir, 'base.yaml')), readFileSync(join(caseDir, 'head.yaml')), existsSync(patch) ? patch : undefined);
}

/**
 * Materialises a conformance/process-changelog case (its materialise.sh): the InferenceX snapshot,
 * base.patch committed as `base`, head.patch as `head`.
 */
export function materialiseProcessCase(caseDir: string): string {
  const repo = newRepoDir('process');
  mkdirSync(join(repo, 'configs'));
  for (const name of ['amd-master.yaml', 'nvidia-master.yaml', 'runners.yaml']) copyFileSync(join(INFERENCEX, 'configs', name), join(repo, 'configs', name));
  copyFileSync(join(INFERENCEX, 'perf-changelog.yaml'), join(repo, 'perf-changelog.yaml'));
  git(repo, 'init', '-q', '-b', 'main');
  const basePatch = join(repo, '.git', 'base.patch');
  writeFileSync(basePatch, gunzipSync(readFileSync(join(caseDir, 'base.patch.gz'))));
  for (const [patch, tag] of [
    [basePatch, 'base'],
    [join(caseDir, 'head.patch'), 'head']
  ] as const) {
    if (statSync(patch).size > 0) git(repo, 'apply', '--whitespace=nowarn', patch);
    commitAll(repo, tag);
  }
  return repo;
}

export const readArgs = (caseDir: string): string[] => readFileSync(join(caseDir, 'args'), 'utf8').split('\n').filter(Boolean);

/** Runs `sweepkit <argv>` in-process in `cwd`, capturing its output. */
export async function runIn(cwd: string, argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return runCliCaptured(argv, { cwd });
}
