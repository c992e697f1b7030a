/**
 * `sweepkit recover-ingest create-worktree` and `build-config` on a real repository: the repaired
 * changelog is checked, the synthetic commit has the base as its only parent and changes only the
 * changelog, and the config is exactly what process-changelog makes of that commit.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCliBundle } from '../bundle/harness.js';
import { commitAll, git, scaffoldRepo } from './changelog/repo.js';

const entry = (key: string, link: string) => `- config-keys:\n    - ${key}\n  description:\n    - "Recovery test"\n  pr-link: ${link}\n`;
const PR = 'https://github.com/SemiAnalysisAI/InferenceX/pull/42';
const BASE = entry('dsr1-fp8-b200-sglang', 'https://github.com/SemiAnalysisAI/InferenceX/pull/1');

let repo: string;
let worktree: string;
const buildConfig = (extra: string[] = []) =>
  runCliBundle(
    [
      'recover-ingest',
      'build-config',
      '--worktree',
      worktree,
      '--base-ref',
      'base',
      '--merge-ref',
      'merge',
      '--pr-number',
      '42',
      '--config-output',
      'out/config.json',
      '--metadata-output',
      'out/meta.json',
      ...extra
    ],
    { cwd: repo }
  );

beforeAll(async () => {
  repo = scaffoldRepo('recovery-build');
  writeFileSync(join(repo, 'perf-changelog.yaml'), BASE);
  commitAll(repo, 'base');
  // The bogus merge: the PR's entry went in with a placeholder link, so its ingest was wrong.
  writeFileSync(join(repo, 'perf-changelog.yaml'), `${BASE}\n${entry('dsr1-fp4-b200-sglang', 'XXX')}`);
  commitAll(repo, 'merge');
  worktree = join(repo, 'recovery');
  const created = await runCliBundle(['recover-ingest', 'create-worktree', '--ref', 'merge', '--directory', 'recovery'], { cwd: repo });
  expect([created.code, created.stdout]).toEqual([0, `${worktree}\n`]);
});
afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('failures name the rule', () => {
  test.each<[string, string, string]>([
    [
      'history changed',
      `${entry('dsr1-fp8-b200-sglang', PR)}\n${entry('dsr1-fp4-b200-sglang', PR)}`,
      'ERROR: repaired changelog does not preserve the recovery base byte-for-byte'
    ],
    [
      'no empty line before the entries',
      `${BASE}${entry('dsr1-fp4-b200-sglang', PR)}`,
      'ERROR: repaired changelog does not append target entries after one empty line'
    ],
    [
      'an entry of another PR',
      `${BASE}\n${entry('dsr1-fp4-b200-sglang', 'https://github.com/SemiAnalysisAI/InferenceX/pull/7')}`,
      `ERROR: reconstructed entries must all use ${PR}: ['https://github.com/SemiAnalysisAI/InferenceX/pull/7']`
    ]
  ])('%s', async (_name, text, message) => {
    writeFileSync(join(worktree, 'perf-changelog.yaml'), text);
    const run = await buildConfig();
    expect([run.code, run.stderr.trim()]).toEqual([1, message]);
  });

  test('an unrelated change in the worktree', async () => {
    writeFileSync(join(worktree, 'perf-changelog.yaml'), `${BASE}\n${entry('dsr1-fp4-b200-sglang', PR)}`);
    writeFileSync(join(worktree, 'stray.txt'), 'x\n');
    const run = await buildConfig();
    rmSync(join(worktree, 'stray.txt'));
    expect([run.code, run.stderr.trim()]).toEqual([1, 'ERROR: recovery worktree has unrelated changes: ?? stray.txt']);
  });

  test('a worktree that is not at the merge ref', async () => {
    const run = await runCliBundle(
      [
        'recover-ingest',
        'build-config',
        '--worktree',
        worktree,
        '--base-ref',
        'base',
        '--merge-ref',
        'base',
        '--pr-number',
        '42',
        '--config-output',
        'c.json',
        '--metadata-output',
        'm.json'
      ],
      { cwd: repo }
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^ERROR: recovery worktree is at [0-9a-f]{40}, expected [0-9a-f]{40}\n$/);
  });

  test('create-worktree refuses an existing folder', async () => {
    const run = await runCliBundle(['recover-ingest', 'create-worktree', '--ref', 'merge', '--directory', 'recovery'], { cwd: repo });
    expect([run.code, run.stderr.trim()]).toEqual([1, `ERROR: worktree destination already exists: ${worktree}`]);
  });
});

test('a good reconstruction: the synthetic commit, the config and the summary', async () => {
  writeFileSync(join(worktree, 'perf-changelog.yaml'), `${BASE}\n${entry('dsr1-fp4-b200-sglang', PR)}`);
  const run = await buildConfig();
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  const summary = JSON.parse(run.stdout) as Record<string, number | string>;
  const sha = summary.synthetic_sha as string;
  expect(git(repo, 'rev-list', '--parents', '-n', '1', sha).trim().split(' ')).toEqual([sha, git(repo, 'rev-parse', 'base').trim()]);
  expect(git(repo, 'diff', '--name-only', 'base', sha).trim()).toBe('perf-changelog.yaml');
  expect(git(repo, 'log', '-1', '--format=%an <%ae>|%s', sha).trim()).toBe(
    'InferenceX Recovery <actions@users.noreply.github.com>|Synthetic PR #42 recovery tree'
  );

  const processed = await runCliBundle(['process-changelog', '--changelog-file', 'perf-changelog.yaml', '--base-ref', 'base', '--head-ref', sha], {
    cwd: repo
  });
  const expected = JSON.parse(processed.stdout) as { changelog_metadata: Record<string, unknown>; single_node: Record<string, unknown[]>; evals: unknown[] };
  expected.changelog_metadata.base_ref = 'base';
  expected.changelog_metadata.head_ref = 'merge';
  const config = readFileSync(join(repo, 'out/config.json'), 'utf8');
  expect(JSON.parse(config)).toEqual(expected);
  expect(config.endsWith('}\n')).toBe(true);
  expect(JSON.parse(readFileSync(join(repo, 'out/meta.json'), 'utf8'))).toEqual(expected.changelog_metadata);
  const fixed = ['1k1k', '8k1k'].reduce((n, b) => n + (expected.single_node[b]?.length ?? 0), 0);
  expect(summary).toMatchObject({ appended_entries: 1, fixed_rows: fixed, agentic_rows: 0, eval_jobs: expected.evals.length });
  expect(fixed).toBeGreaterThan(0);
});
