// dist/signoff-check and dist/signoff-status as the runner starts them, against the local fake
// GitHub API, with real webhook payloads.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from '@jest/globals';
import { startFakeGitHub, type FakeGitHub, type Scenario } from '../support/fake-github-api.js';
import { examplePayload } from '../unit/gating/labels/payload-variants.js';
import { executedCommands, runBundle } from './harness.js';

const REPO = 'Codertocat/Hello-World';
const BASE = `/repos/${REPO}`;
const HEAD = 'h'.repeat(40);
let server: FakeGitHub | undefined;
afterEach(async () => server?.close());

/** A checkout of the default branch: CODEOWNERS and the checklist template. */
function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'signoff-'));
  mkdirSync(join(dir, '.github'));
  mkdirSync(join(dir, 'docs'));
  writeFileSync(join(dir, '.github/CODEOWNERS'), '* @core-a\nconfigs/amd-master.yaml @amd-a\n');
  writeFileSync(
    join(dir, 'docs/PR_REVIEW_CHECKLIST.md'),
    'As a PR reviewer and CODEOWNER, I have reviewed this and have:\n- [ ] checked accuracy\n- [ ] linked the recipe\n'
  );
  return dir;
}

const world = (files: string[], comments: { body: string; author_association: string }[], evalConclusion = 'success'): Scenario => ({
  token: 'tok',
  routes: {
    [`${BASE}/pulls/2`]: { body: { number: 2, state: 'open', draft: false, head: { sha: HEAD } } },
    [`${BASE}/pulls/2/files`]: { items: files.map((filename) => ({ filename })) },
    [`${BASE}/pulls/2/commits`]: { items: [{ sha: HEAD }] },
    [`${BASE}/commits/${HEAD}/check-runs`]: {
      item_key: 'check_runs',
      items: [
        { name: 'single-node dsr1 / bench', status: 'completed', conclusion: 'success' },
        { name: 'eval / gsm8k', status: 'completed', conclusion: evalConclusion }
      ]
    },
    [`${BASE}/issues/2/comments`]: {
      items: comments.map((c, i) => ({ ...c, created_at: `2026-11-0${i + 1}T00:00:00Z`, html_url: `u${i}`, user: { login: 'x' } }))
    }
  }
});

const signoff = (login: string, body: string) => {
  const payload = examplePayload('pull_request_review.submitted');
  payload.review.body = body;
  payload.review.user.login = login;
  return payload;
};
const BODY = 'As a PR reviewer and CODEOWNER, I have reviewed this and have:\n- [x] checked accuracy\n- [x] linked the recipe\n::error::not a command';

test('a complete sign-off by the owner: proceed, every check ✓ in the summary', async () => {
  server = await startFakeGitHub(world(['configs/amd-master.yaml'], [{ body: '/reuse-sweep-run', author_association: 'MEMBER' }]));
  const run = await runBundle('signoff-check', {
    cwd: workspace(),
    env: { GITHUB_API_URL: server.url, GITHUB_REPOSITORY: REPO, GITHUB_EVENT_NAME: 'pull_request_review' },
    event: signoff('amd-a', BODY),
    inputs: { 'github-token': 'tok' }
  });
  expect(run.code).toBe(0);
  expect(run.outputs).toEqual({
    proceed: 'true',
    'pr-number': '2',
    'head-sha': HEAD,
    'signoff-author': 'amd-a',
    'signoff-kind': 'review summary',
    'precheck-failures': '[]'
  });
  expect(run.summary).toContain('\n\n|  | check | reason |');
  expect(run.summary).toContain('| ✓ | codeowner | @amd-a owns all 1 changed file(s) |');
  // The comment body never becomes a workflow command.
  expect(executedCommands(run.stdout).filter((c) => !c.startsWith('::stop-commands') && !/^::[0-9a-f-]+::$/.test(c))).toEqual([]);
});

test('pre-check failures are listed and stop the verifier', async () => {
  server = await startFakeGitHub(world(['configs/amd-master.yaml'], [{ body: '/reuse-sweep-run', author_association: 'CONTRIBUTOR' }], 'failure'));
  const run = await runBundle('signoff-check', {
    cwd: workspace(),
    env: { GITHUB_API_URL: server.url, GITHUB_REPOSITORY: REPO, GITHUB_EVENT_NAME: 'pull_request_review' },
    event: signoff('core-a', BODY.replace('- [x] linked', '- [ ] linked')),
    inputs: { 'github-token': 'tok' }
  });
  expect(run.code).toBe(0);
  expect(run.outputs.proceed).toBe('false');
  expect(JSON.parse(run.outputs['precheck-failures']!).map((f: { check: string }) => f.check)).toEqual([
    'codeowner',
    'green-sweep',
    'reuse-command',
    'checklist'
  ]);
  expect(run.summary).toContain('| ✗ | codeowner | configs/amd-master.yaml: @core-a is not an owner of `configs/amd-master.yaml` (line 2) |');
});

test('a bad dispatch URL: one clear line, no outputs', async () => {
  server = await startFakeGitHub(world([], []));
  const run = await runBundle('signoff-check', {
    cwd: workspace(),
    env: { GITHUB_API_URL: server.url, GITHUB_REPOSITORY: REPO, GITHUB_EVENT_NAME: 'workflow_dispatch' },
    event: { inputs: { comment_url: 'https://github.com/o/r/pull/2' } },
    inputs: { 'github-token': 'tok' }
  });
  expect([run.code, run.outputs]).toEqual([1, {}]);
  expect(run.annotations.map((a) => a.message)).toEqual([
    'comment_url must end with #issuecomment-<id>, #pullrequestreview-<id>, or #discussion_r<id>: https://github.com/o/r/pull/2'
  ]);
});

test('signoff-status posts the verdict of the newest marker comment as the commit status', async () => {
  const scenario = world(
    [],
    [
      { body: `<!-- codeowner-signoff-verify sha=${HEAD} -->\n**Verdict: PASS**`, author_association: 'NONE' },
      { body: `<!-- codeowner-signoff-verify sha=${HEAD} -->\n## ❌❌❌ **REJECTED** ❌❌❌`, author_association: 'NONE' }
    ]
  );
  scenario.routes[`POST ${BASE}/statuses/${HEAD}`] = { status: 201, body: { id: 1 } };
  server = await startFakeGitHub(scenario);
  const run = await runBundle('signoff-status', {
    env: { GITHUB_API_URL: server.url, GITHUB_REPOSITORY: REPO, GITHUB_RUN_ID: '9' },
    inputs: { 'github-token': 'tok', 'pr-number': '2', 'head-sha': HEAD, 'verifier-logins': 'x' }
  });
  expect(run.code).toBe(0);
  const post = server.requests.find((r) => r.method === 'POST');
  expect(JSON.parse(post!.body)).toEqual({
    state: 'failure',
    description: 'Sign-off verification rejected - see verdict comment',
    target_url: 'u1',
    context: 'codeowner-signoff-verify'
  });
  expect(run.outputs.state).toBe('failure');
});
