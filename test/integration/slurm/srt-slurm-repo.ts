/**
 * A real git repository standing in for srt-slurm: a bare repo in a temp folder, made from
 * test/fixtures/slurm/srt-slurm-standin plus the project's srtctl stand-in (test/slurm/bin/srtctl,
 * as the package's apply.sh). Tags: `v1.0.0` (annotated, installable) and `broken` (its setup.py
 * fails, for the pip fault).
 */
import { chmodSync, cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../bundle/harness.js';
import { standInBin } from './cluster.js';

export interface StandInRepository {
  /** file:// URL of the bare repository. */
  url: string;
  /** Commit of each tag. */
  sha: Record<'v1.0.0' | 'broken', string>;
  /** The temp folder holding it (remove when done). */
  root: string;
}

const GIT_ENV = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com' };

export function standInRepository(): StandInRepository {
  const root = mkdtempSync(join(tmpdir(), 'sweepkit-srt-slurm-'));
  const work = join(root, 'work');
  const git = (...args: string[]): string => execFileSync('git', ['-C', work, ...args], { env: GIT_ENV, encoding: 'utf8' }).trim();
  cpSync(join(repoRoot, 'test/fixtures/slurm/srt-slurm-standin'), work, { recursive: true });
  cpSync(join(standInBin, 'srtctl'), join(work, 'srtctl/apply.sh'));
  chmodSync(join(work, 'srtctl/apply.sh'), 0o755);
  execFileSync('git', ['init', '-q', '-b', 'main', work]);
  git('add', '-A');
  git('commit', '-q', '-m', 'srt-slurm stand-in');
  git('tag', '-a', '-m', 'release', 'v1.0.0');
  const good = git('rev-parse', 'HEAD');
  writeFileSync(join(work, 'setup.py'), 'raise SystemExit("setup.py: this ref cannot be installed (deliberately broken)")\n');
  git('commit', '-q', '-am', 'break the install');
  git('tag', 'broken');
  const broken = git('rev-parse', 'HEAD');
  execFileSync('git', ['clone', '-q', '--bare', work, join(root, 'srt-slurm.git')]);
  return { url: `file://${join(root, 'srt-slurm.git')}`, sha: { 'v1.0.0': good, broken }, root };
}
