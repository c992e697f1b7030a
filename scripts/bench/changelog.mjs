#!/usr/bin/env node
// Changelog gate and config-lint performance, as whole CLI processes on the real InferenceX data
// (test/fixtures): a repository whose head appends one entry selecting every dsr1 config (a large
// matrix) to the real 6 400-line changelog; median wall time over RUNS runs of
//   validate-changelog (compat, strict), process-changelog, config-lint (the real configs).
// Needs a built CLI (npm run build -- cli). Figures only; nothing is asserted.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const cli = join(root, 'dist/cli/index.js');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const snapshot = join(root, 'test/fixtures/changelog/inferencex');
const env = {
  PATH: process.env.PATH,
  HOME: tmpdir(),
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'bench',
  GIT_AUTHOR_EMAIL: 'bench@example.invalid',
  GIT_COMMITTER_NAME: 'bench',
  GIT_COMMITTER_EMAIL: 'bench@example.invalid'
};
const git = (repo, ...args) => execFileSync('git', args, { cwd: repo, env });

const repo = mkdtempSync(join(tmpdir(), 'bench-changelog-'));
mkdirSync(join(repo, 'configs'));
for (const name of ['amd-master.yaml', 'nvidia-master.yaml', 'runners.yaml']) copyFileSync(join(snapshot, 'configs', name), join(repo, 'configs', name));
const history = readFileSync(join(snapshot, 'perf-changelog.yaml'), 'utf8');
writeFileSync(join(repo, 'perf-changelog.yaml'), history);
git(repo, 'init', '-q', '-b', 'main');
git(repo, 'add', '-A');
git(repo, 'commit', '-q', '-m', 'base');
git(repo, 'tag', 'base');
writeFileSync(join(repo, 'perf-changelog.yaml'), `${history}\n- config-keys:\n    - dsr1-*\n  description:\n    - "bench"\n  pr-link: XXX\n`);
git(repo, 'commit', '-q', '-am', 'head');
git(repo, 'tag', 'head');

function median(label, args, cwd) {
  const walls = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = process.hrtime.bigint();
    const run = spawnSync(process.execPath, [cli, ...args], { cwd, env, encoding: 'utf8', maxBuffer: 1 << 30 });
    walls.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (run.status !== 0 && label !== 'config-lint (real configs)') throw new Error(`${label} failed: ${run.stderr}`);
    bytes = run.stdout.length;
  }
  walls.sort((a, b) => a - b);
  console.log(`${label.padEnd(34)} ${walls[Math.floor(walls.length / 2)].toFixed(0).padStart(6)} ms median of ${RUNS}  (stdout ${bytes} bytes)`);
}

const refs = ['--changelog-file', 'perf-changelog.yaml', '--base-ref', 'base', '--head-ref', 'head'];
median('sweepkit --version (startup)', ['--version'], repo);
median('validate-changelog --mode compat', ['validate-changelog', ...refs], repo);
median('validate-changelog --mode strict', ['validate-changelog', ...refs, '--mode', 'strict', '--pr-number', '1'], repo);
median('process-changelog', ['process-changelog', ...refs], repo);
median('config-lint (real configs)', ['config-lint', '--recipes-dir', 'nowhere'], repo);
