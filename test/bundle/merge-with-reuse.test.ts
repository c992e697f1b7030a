// `sweepkit merge-with-reuse` from the built CLI bundle: its help, a usage error, and a dry run in
// a real clone against the local fake GitHub API.
import { afterEach, expect, test } from '@jest/globals';
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github-api.js';
import { BRANCH, mergeWorld, PR, REPO } from '../support/merge-world.js';
import { git } from '../integration/changelog/repo.js';
import { runCliBundle } from './harness.js';

let server: FakeGitHub | undefined;
afterEach(async () => server?.close());

test('--help names the PR argument and every option of the table', async () => {
  const run = await runCliBundle(['merge-with-reuse', '--help']);
  expect(run.code).toBe(0);
  expect(run.stdout).toMatch(/^usage: sweepkit merge-with-reuse .*PR\n/);
  for (const flag of [
    '--repo',
    '--remote',
    '--run-id',
    '--file',
    '--policy-file',
    '--workflow-id',
    '--check-name',
    '--check-timeout',
    '--poll-interval',
    '--dry-run'
  ]) {
    expect(run.stdout).toContain(`  ${flag}`);
  }
});

test('a PR number that is not one: usage error, exit 2', async () => {
  const run = await runCliBundle(['merge-with-reuse', '12a']);
  expect([run.code, run.stderr]).toEqual([2, "sweepkit merge-with-reuse: error: argument PR: invalid pull request number: '12a'\n"]);
});

test('a dry run reads the repository from the remote URL and changes nothing', async () => {
  const world = mergeWorld();
  // The clone's origin as GitHub names it, rewritten to the bare repository for fetch and push.
  git(world.clone, 'remote', 'set-url', 'origin', `https://github.com/${REPO}.git`);
  git(world.clone, 'config', `url.${world.remote}.insteadOf`, `https://github.com/${REPO}.git`);
  server = await startFakeGitHub(world.scenario);
  const run = await runCliBundle(['merge-with-reuse', String(PR), '--dry-run'], { cwd: world.clone, env: { GH_TOKEN: 'tok', GITHUB_API_URL: server.url } });
  expect([run.code, run.stderr]).toEqual([0, '']);
  expect(run.stdout).toContain(`PR #${PR}: reusable run 501 attempt 1 on ${world.runSha.slice(0, 8)}; posting /reuse-sweep-run\n`);
  expect(run.stdout).toContain('Prepared perf-changelog.yaml for PR #7\n');
  expect(run.stdout).toContain('dry run: would push ');
  expect(server.requests.every((r) => r.method === 'GET' && r.path.startsWith(`/repos/${REPO}/`))).toBe(true);
  expect(world.headOf(BRANCH)).toBe(world.runSha);
  expect(git(world.clone, 'status', '--porcelain')).toBe('');
});
