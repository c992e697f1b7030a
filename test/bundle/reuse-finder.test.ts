// The reuse-finder bundle as the runner starts it, and the CLI bundle on conformance cases, both
// against the local fake GitHub API.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from '@jest/globals';
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github-api.js';
import { loadReuseCase } from '../support/reuse-cases.js';
import { MERGE_SHA, REPO, reuseWorld, sha } from '../support/reuse-world.js';
import { parseFileCommands, runBundle, runCliBundle } from './harness.js';

let server: FakeGitHub | undefined;
afterEach(async () => server?.close());

const pushEnv = (url: string) => ({
  GITHUB_API_URL: url,
  GITHUB_REPOSITORY: REPO,
  GITHUB_SHA: MERGE_SHA,
  GITHUB_EVENT_NAME: 'push',
  GITHUB_REF: 'refs/heads/main'
});

test('post-merge: all outputs from one run, a summary, the token from the input', async () => {
  server = await startFakeGitHub(reuseWorld({ runs: [{ id: 42, headSha: sha(1) }], comments: [{ body: 'ok\n/reuse-sweep-run 42' }] }));
  const run = await runBundle('reuse-finder', { inputs: { 'github-token': 'tok' }, env: pushEnv(server.url), event: { ref: 'refs/heads/main' } });
  expect(run.code).toBe(0);
  expect(run.outputs).toEqual({
    'reuse-enabled': 'true',
    'skip-pr-sweep': 'false',
    'reuse-source-run-id': '42',
    'reuse-source-run-attempt': '1',
    'reuse-source-run-url': `https://github.com/${REPO}/actions/runs/42`,
    'reuse-source-pr-number': '7',
    'reuse-source-head-sha': sha(1),
    'reuse-reason': 'PR #7 approved reusable full sweep from pinned run 42',
    'authorization-comment-url': `https://github.com/${REPO}/pull/7#issuecomment-1`,
    'pinned-run-id': '42',
    'commits-after-source': '0',
    'artifacts-expire-at': ''
  });
  expect(run.summary).toMatch(/<h3>reuse-finder<\/h3>\nReusing run 42 attempt 1: PR #7 approved/);
  expect(run.summary).toContain('\n\n| output | value |');
});

test('result artifacts expiring soon: a warning annotation and summary line naming run, attempt and date', async () => {
  // The bundle reads the system clock: 3 days and an hour from now is "in 3 days" for the test's duration.
  const expiresAt = new Date(Date.now() + (3 * 24 + 1) * 3600 * 1000).toISOString();
  const artifacts = [{ name: 'results_bmk', expiresAt }];
  server = await startFakeGitHub(reuseWorld({ runs: [{ id: 42, headSha: sha(1), runAttempt: 2, artifacts }], comments: [{ body: '/reuse-sweep-run 42' }] }));
  const run = await runBundle('reuse-finder', { inputs: { 'github-token': 'tok' }, env: pushEnv(server.url), event: { ref: 'refs/heads/main' } });
  const warning = `The artifacts of reused run 42 attempt 2 expire in 3 days (results_bmk on ${expiresAt}); merge and ingest before then or re-run the sweep.`;
  expect(run.code).toBe(0);
  expect([run.outputs['reuse-source-run-attempt'], run.outputs['artifacts-expire-at']]).toEqual(['2', expiresAt]);
  expect(run.annotations.map((a) => [a.level, a.message])).toEqual([['warning', warning]]);
  expect(run.summary).toContain(`Reusing run 42 attempt 2: `);
  expect(run.summary).toContain(`> [!WARNING]\n> ${warning}`);
});

test('pull_request synchronize: event action and PR number come from the payload', async () => {
  server = await startFakeGitHub(reuseWorld());
  const run = await runBundle('reuse-finder', {
    inputs: { 'github-token': 'tok' },
    env: { ...pushEnv(server.url), GITHUB_EVENT_NAME: 'pull_request', GITHUB_REF: 'refs/pull/7/merge' },
    event: { action: 'synchronize', pull_request: { number: 7 } }
  });
  expect([run.code, run.outputs['skip-pr-sweep'], run.outputs['reuse-reason']]).toEqual([0, 'true', 'PR #7 has /reuse-sweep-run authorization']);
});

test.each([
  ['an API error', { 'github-token': 'wrong' }, 'GitHub API /commits/' + MERGE_SHA + '/pulls failed: HTTP 401'],
  ['no token at all', { 'github-token': '' }, 'GH_TOKEN or GITHUB_TOKEN is required'],
  ['a bad input', { 'github-token': 'tok', 'max-runs': 'many' }, "input 'max-runs' must be an integer, got 'many'"]
])('%s: one error line, no output at all', async (_, inputs, message) => {
  server = await startFakeGitHub(reuseWorld({ runs: [{ id: 42, headSha: sha(1) }] }));
  const run = await runBundle('reuse-finder', { inputs, env: pushEnv(server.url), event: { ref: 'refs/heads/main' } });
  expect(run.code).toBe(1);
  expect(run.outputs).toEqual({});
  expect(run.annotations.map((a) => a.message.split(': {')[0])).toEqual([message]);
});

test('a malformed payload is one clear error', async () => {
  server = await startFakeGitHub(reuseWorld());
  const dir = mkdtempSync(join(tmpdir(), 'reuse-bad-event-'));
  writeFileSync(join(dir, 'event.json'), '{not json');
  const run = await runBundle('reuse-finder', {
    inputs: { 'github-token': 'tok' },
    env: { ...pushEnv(server.url), GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: join(dir, 'event.json') }
  });
  expect(run.code).toBe(1);
  expect(run.outputs).toEqual({});
  expect(run.annotations[0]?.message).toMatch(/^cannot read the event payload GITHUB_EVENT_PATH=.*event\.json: /);
});

test.each(['push-pinned-success', 'push-two-prs-one-authorized', 'usage-missing-ref'])('CLI bundle: conformance case %s', async (name) => {
  const dir = mkdtempSync(join(tmpdir(), 'reuse-cli-'));
  const paths = { output: join(dir, 'out'), decoy: join(dir, 'decoy') };
  const { spec, scenario } = loadReuseCase(name, paths);
  writeFileSync(paths.output, spec.github_output_initial ?? '');
  server = await startFakeGitHub(scenario);
  const run = await runCliBundle(['find-reusable-sweep-run', ...spec.argv], { env: { GITHUB_API_URL: server.url, ...spec.env } });
  expect(run.code).toBe(spec.expected.exit_code);
  expect(parseFileCommands(readFileSync(paths.output, 'utf8'))).toEqual(spec.expected.outputs);
  if (run.code === 0) expect(JSON.parse(run.stdout)).toEqual(spec.expected.stdout_json);
  else for (const message of spec.expected.messages ?? []) expect(run.stderr).toContain(message);
});
