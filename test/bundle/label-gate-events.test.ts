// dist/label-gate on every kind of event, with the GitHub look-ups served by the local fake API:
// other events, the fork dispatch (pull_request_target), check-reuse-authorization; and the CLI's
// --check-workflow.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from '@jest/globals';
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github-api.js';
import { examplePayload, pullPayload } from '../unit/gating/labels/payload-variants.js';
import { repoRoot, runBundle, runCliBundle } from './harness.js';

const REPO = '/repos/Codertocat/Hello-World';
const HEAD = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';
let server: FakeGitHub | undefined;
afterEach(async () => server?.close());

const env = (eventName: string, url = 'http://127.0.0.1:9') => ({
  GITHUB_EVENT_NAME: eventName,
  GITHUB_API_URL: url,
  GITHUB_SHA: 'c0ffee',
  GITHUB_RUN_ID: '777'
});

test('issue_comment: no sweep with the reason, exit 0, no API call', async () => {
  const run = await runBundle('label-gate', { env: env('issue_comment'), event: examplePayload('issue_comment.created'), inputs: { 'github-token': 't' } });
  expect(run.code).toBe(0);
  expect(run.outputs).toMatchObject({
    sweep: 'false',
    validate: 'false',
    'skip-reason': 'not-triggered',
    reason: 'On issue_comment, nothing runs: the sweep workflow does not start for this event.',
    'concurrency-key': 'sweep-c0ffee-active',
    dispatch: 'false'
  });
  expect(run.annotations).toEqual([]);
});

const livePull = (overrides: Record<string, unknown> = {}) => ({
  number: 2,
  state: 'open',
  draft: false,
  merge_commit_sha: 'm'.repeat(40),
  mergeable: true,
  labels: [{ name: 'full-sweep-enabled' }],
  head: { sha: HEAD, ref: 'changes', repo: { full_name: 'octo-fork/Hello-World' } },
  base: { sha: 'b'.repeat(40), ref: 'main', repo: { full_name: 'Codertocat/Hello-World' } },
  ...overrides
});

const forkEvent = () => pullPayload('labeled', { labels: ['full-sweep-enabled'], eventLabel: 'full-sweep-enabled', fork: true });

test('pull_request_target on a fork: permission and live PR read through the API, dispatch inputs out', async () => {
  server = await startFakeGitHub({
    token: 'tok',
    routes: {
      [`${REPO}/collaborators/Codertocat/permission`]: { body: { permission: 'admin', role_name: 'admin' } },
      [`${REPO}/pulls/2`]: { body: livePull() },
      [`${REPO}/git/commits/${'m'.repeat(40)}`]: { body: { sha: 'm'.repeat(40), parents: [{ sha: 'b'.repeat(40) }, { sha: HEAD }] } }
    }
  });
  const run = await runBundle('label-gate', { env: env('pull_request_target', server.url), event: forkEvent(), inputs: { 'github-token': 'tok' } });
  expect(run.code).toBe(0);
  expect(run.outputs.dispatch).toBe('true');
  expect(JSON.parse(run.outputs['dispatch-inputs']!)).toMatchObject({
    ref: 'm'.repeat(40),
    'test-name': 'External PR #2 @ ec26c3e57ca3',
    'trim-conc': 'false'
  });
  expect(run.outputs.sweep).toBe('false');
  expect(server.requests.every((r) => r.method === 'GET' && r.auth === 'ok')).toBe(true);
});

test('pull_request_target refused: the reference text, and no output at all', async () => {
  server = await startFakeGitHub({
    token: 'tok',
    routes: {
      [`${REPO}/collaborators/Codertocat/permission`]: { body: { permission: 'write' } },
      [`${REPO}/pulls/2`]: { body: livePull({ head: { sha: '1'.repeat(40), repo: { full_name: 'octo-fork/Hello-World' } } }) }
    }
  });
  const run = await runBundle('label-gate', { env: env('pull_request_target', server.url), event: forkEvent(), inputs: { 'github-token': 'tok' } });
  expect(run.code).toBe(1);
  expect(run.outputs).toEqual({});
  expect(run.annotations.map((a) => a.message)).toEqual([
    `The PR advanced from ${HEAD} to ${'1'.repeat(40)}; remove and re-add the sweep label to approve the new revision.`
  ]);
});

test('check-reuse-authorization: the comments decide on synchronize', async () => {
  server = await startFakeGitHub({
    token: 'tok',
    routes: {
      [`${REPO}/issues/2/comments`]: {
        items: [
          { body: '/reuse-sweep-run 5', author_association: 'OWNER', created_at: '2026-11-01T00:00:00Z', html_url: 'u1', user: { login: 'o' } },
          { body: '/reuse-sweep-run 6', author_association: 'NONE', created_at: '2026-11-02T00:00:00Z', html_url: 'u2', user: { login: 'x' } }
        ]
      }
    }
  });
  const run = await runBundle('label-gate', {
    env: env('pull_request', server.url),
    event: pullPayload('synchronize', { labels: ['full-sweep-enabled'] }),
    inputs: { 'github-token': 'tok', 'check-skip-marker': 'false', 'check-reuse-authorization': 'true' }
  });
  expect(run.code).toBe(0);
  expect(run.outputs).toMatchObject({ sweep: 'false', validate: 'true', 'skip-reason': 'reuse-authorized', 'reuse-authorized': 'true', 'pinned-run-id': '5' });
});

test('CLI --check-workflow: the example passes, a drifted copy fails with the line', async () => {
  const ok = await runCliBundle(['label-gate', '--check-workflow', '.github/workflows/example-label-gate.yml']);
  expect([ok.code, ok.stderr]).toEqual([0, '']);
  const dir = mkdtempSync(join(tmpdir(), 'check-workflow-'));
  const text = readFileSync(join(repoRoot, '.github/workflows/example-label-gate.yml'), 'utf8').replace('"skip_queue", ', '');
  writeFileSync(join(dir, 'w.yml'), text);
  const bad = await runCliBundle(['label-gate', '--check-workflow', 'w.yml'], { cwd: dir });
  const line = text.split('\n').findIndex((l) => l.includes('group: sweep-')) + 1;
  expect([bad.code, bad.stderr]).toEqual([
    1,
    `w.yml:${line}:3: concurrency.group's label list disagrees with the relevant labels of the policy: missing skip_queue\n`
  ]);
});
