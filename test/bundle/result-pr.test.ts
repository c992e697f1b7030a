// The result-pr action (runner protocol) and `sweepkit result-pr` (in process) against the stateful
// fake GitHub API: the outputs, the summary line, one error line on a refusal, no output then.
import { afterEach, describe, expect, test } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FakeGitHub } from '../support/fake-github-api.js';
import { fakeRepo, startFakeRepoApi } from '../support/fake-repo-api.js';
import { runCliCaptured } from '../support/cli-capture.js';
import { runBundle } from './harness.js';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const RESULT = 'dsv4:\n  thinking_on:\n    mtp3: 2.71\n';
const INPUTS = {
  'github-token': 't',
  'result-file': 'speedbench-reference-al.yaml',
  path: 'benchmarks/speedbench-reference-al.yaml',
  branch: 'speedbench-al/dsv4-auto-77',
  title: 'Update SpeedBench AL reference matrix for dsv4 (auto)',
  body: 'Run 77.'
};

function workspace(): string {
  const cwd = mkdtempSync(join(tmpdir(), 'result-pr-'));
  writeFileSync(join(cwd, INPUTS['result-file']), RESULT);
  return cwd;
}

describe('result-pr action', () => {
  test('creates the PR, then a re-run updates it: outputs and the summary line', async () => {
    const repo = fakeRepo();
    fake = await startFakeRepoApi(repo);
    const env = { GITHUB_API_URL: fake.url, GITHUB_REPOSITORY: 'o/r' };
    const cwd = workspace();
    const first = await runBundle('result-pr', { cwd, env, inputs: INPUTS });
    expect(first.code).toBe(0);
    expect(first.outputs).toEqual({
      action: 'created',
      'pr-number': '1',
      'pr-url': 'https://github.example/o/r/pull/1',
      branch: INPUTS.branch,
      base: 'main',
      commit: repo.branches.get(INPUTS.branch)!.sha
    });
    expect(repo.branches.get(INPUTS.branch)!.files.get(INPUTS.path)).toBe(RESULT);
    expect(first.summary).toContain('Pull request #1 created: https://github.example/o/r/pull/1');
    const again = await runBundle('result-pr', { cwd, env, inputs: { ...INPUTS, body: 'Run 77, attempt 2.' } });
    expect(again.outputs).toMatchObject({ action: 'updated', 'pr-number': '1' });
    expect(repo.pulls.map((p) => p.body)).toEqual(['Run 77, attempt 2.']);
  });

  test('the base has the content: unchanged, no PR', async () => {
    const repo = fakeRepo({ [INPUTS.path]: RESULT });
    fake = await startFakeRepoApi(repo);
    const run = await runBundle('result-pr', { cwd: workspace(), env: { GITHUB_API_URL: fake.url, GITHUB_REPOSITORY: 'o/r' }, inputs: INPUTS });
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ action: 'unchanged', 'pr-number': '', branch: '' });
    expect(run.summary).toContain('has this content already: no pull request.');
    expect(repo.pulls).toEqual([]);
  });

  test.each<[string, Record<string, string>, string]>([
    ['a branch with a space', { branch: 'a b' }, "input 'branch' must be a branch name"],
    ['a missing result file', { 'result-file': 'none.yaml' }, 'file does not exist'],
    ['a wrong token', { 'github-token': 'nope' }, 'Bad credentials']
  ])('%s: one error, no outputs', async (_name, inputs, message) => {
    const repo = fakeRepo();
    fake = await startFakeRepoApi(repo);
    const run = await runBundle('result-pr', {
      cwd: workspace(),
      env: { GITHUB_API_URL: fake.url, GITHUB_REPOSITORY: 'o/r' },
      inputs: { ...INPUTS, ...inputs }
    });
    expect(run.code).toBe(1);
    const errors = run.annotations.filter((a) => a.level === 'error');
    expect(errors[0]?.message).toContain(message);
    expect(run.outputs).toEqual({});
    expect(repo.pulls).toEqual([]);
  });
});

describe('sweepkit result-pr', () => {
  test('the outputs as JSON; the token from GH_TOKEN, the repository from GITHUB_REPOSITORY', async () => {
    const repo = fakeRepo();
    fake = await startFakeRepoApi(repo);
    const argv = Object.entries(INPUTS).flatMap(([k, v]) => (k === 'github-token' ? [] : [`--${k}`, v]));
    const run = await runCliCaptured(['result-pr', ...argv], { cwd: workspace(), env: { GH_TOKEN: 't', GITHUB_API_URL: fake.url, GITHUB_REPOSITORY: 'o/r' } });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ action: 'created', 'pr-number': '1', branch: INPUTS.branch });
  });

  test('a path leaving the repository: exit 2, one line naming --path', async () => {
    fake = await startFakeRepoApi(fakeRepo());
    const run = await runCliCaptured(['result-pr', '--result-file', 'speedbench-reference-al.yaml', '--path', '../x', '--branch', 'b', '--title', 't'], {
      cwd: workspace(),
      env: { GH_TOKEN: 't', GITHUB_API_URL: fake.url, GITHUB_REPOSITORY: 'o/r' }
    });
    expect([run.code, run.stdout]).toEqual([2, '']);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain("--path must stay inside its folder (no '..')");
  });
});
