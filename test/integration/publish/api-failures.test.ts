// API failures end the reference steps with Octokit's message (GitHub's `message`): the same
// headline here, the request and status as detail; nothing is written after the failure.
import { afterEach, expect, test } from '@jest/globals';
import { createRestClient, nodeFiles, systemClock } from '../../../packages/common/src/index.js';
import { loadLabelPolicy } from '../../../packages/gating/src/index.js';
import { runStageResults, runTrustedDispatch, type WorkflowContext } from '../../../packages/publish/src/index.js';
import { octokitCalls, octokitScenario, startFakeGitHub, type FakeGitHub } from '../../support/fake-github-api.js';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const client = (url: string, repo = 'o/r') => createRestClient({ token: 't', baseUrl: url, repo, retries: 0 });
const context = (payload: Record<string, unknown>): WorkflowContext => ({
  eventName: 'x',
  owner: 'o',
  repo: 'r',
  actor: 'maint',
  runId: '1',
  serverUrl: 'https://github.com',
  payload
});
const SHA = 'a'.repeat(40);
/** An open fork PR labelled full-sweep-enabled at SHA, with GitHub's test merge commit. */
const FORK_PULL = {
  data: {
    state: 'open',
    draft: false,
    labels: [{ name: 'full-sweep-enabled' }],
    head: { sha: SHA, repo: { full_name: 'fork/r' } },
    base: { sha: 'b'.repeat(40) },
    merge_commit_sha: 'c'.repeat(40),
    mergeable: true
  }
};

test('a pinned run GitHub does not know fails with `Not Found` before any comment or dispatch', async () => {
  fake = await startFakeGitHub(
    octokitScenario({
      'repos.getCollaboratorPermissionLevel': { data: { permission: 'write' } },
      'pulls.get': { data: { labels: [{ name: 'full-sweep-enabled' }], head: { ref: 'b', sha: SHA } } },
      'actions.getWorkflowRun': { error: { status: 404, message: 'Not Found' } }
    })
  );
  const payload = { issue: { number: 5, pull_request: {} }, comment: { body: '/stage-results 77', user: { login: 'maint' } } };
  const failure = runStageResults(context(payload), { github: client(fake.url), app: client(fake.url, 'o/app') });
  await expect(failure).rejects.toMatchObject({ message: 'Not Found', details: ['GitHub API /actions/runs/77 failed: HTTP 404: {"message":"Not Found"}'] });
  expect(octokitCalls(fake.requests).writes).toEqual([]);
});

test('a refused workflow dispatch fails with GitHub message and posts no comment', async () => {
  fake = await startFakeGitHub(
    octokitScenario({
      'repos.getCollaboratorPermissionLevel': { data: { permission: 'admin' } },
      'pulls.get': FORK_PULL,
      'git.getCommit': { data: { sha: 'c'.repeat(40), parents: [{ sha: 'b'.repeat(40) }, { sha: SHA }] } },
      'actions.createWorkflowDispatch': { error: { status: 422, message: "Unexpected inputs provided: ['agentx-fast']" } }
    })
  );
  const payload = {
    action: 'labeled',
    label: { name: 'full-sweep-enabled' },
    repository: { full_name: 'o/r', default_branch: 'main' },
    pull_request: { number: 9, head: { sha: SHA, repo: { full_name: 'fork/r' } } }
  };
  const failure = runTrustedDispatch(
    context(payload),
    loadLabelPolicy(nodeFiles),
    { workflow: 'e2e-tests.yml' },
    { github: client(fake.url), clock: systemClock }
  );
  await expect(failure).rejects.toMatchObject({ message: "Unexpected inputs provided: ['agentx-fast']" });
  expect(octokitCalls(fake.requests).writes.map((w) => w.call)).toEqual(['actions.createWorkflowDispatch']);
});

test('with commentOnFailure a refused check is also explained on the PR, and still fails', async () => {
  fake = await startFakeGitHub(octokitScenario({ 'repos.getCollaboratorPermissionLevel': { data: { permission: 'read' } } }));
  const payload = {
    action: 'labeled',
    label: { name: 'sweep-enabled' },
    repository: { full_name: 'o/r', default_branch: 'main' },
    pull_request: { number: 9, head: { sha: SHA, repo: { full_name: 'fork/r' } } }
  };
  const message = '@maint has read permission; write, maintain, or admin permission is required to authorize external code.';
  const failure = runTrustedDispatch(
    context(payload),
    loadLabelPolicy(nodeFiles),
    { workflow: 'e2e-tests.yml', commentOnFailure: true },
    { github: client(fake.url), clock: systemClock }
  );
  await expect(failure).rejects.toMatchObject({ message });
  expect(octokitCalls(fake.requests).writes).toEqual([
    { call: 'issues.createComment', params: { owner: 'o', repo: 'r', issue_number: 9, body: `The trusted sweep was not dispatched: ${message}` } }
  ]);
});

test('a merge commit not built from the approved head is never dispatched (bounded wait, then refused)', async () => {
  const stale = 'd'.repeat(40);
  fake = await startFakeGitHub(
    octokitScenario({
      'repos.getCollaboratorPermissionLevel': { data: { permission: 'write' } },
      'pulls.get': FORK_PULL,
      // GitHub's merge commit still of an older head of the PR.
      'git.getCommit': { data: { sha: 'c'.repeat(40), parents: [{ sha: 'b'.repeat(40) }, { sha: stale }] } }
    })
  );
  let now = 0;
  const clock = { now: () => now, sleep: async (ms: number) => void (now += ms) };
  const payload = {
    action: 'labeled',
    label: { name: 'full-sweep-enabled' },
    repository: { full_name: 'o/r', default_branch: 'main' },
    pull_request: { number: 9, head: { sha: SHA, repo: { full_name: 'fork/r' } } }
  };
  const failure = runTrustedDispatch(context(payload), loadLabelPolicy(nodeFiles), { workflow: 'e2e-tests.yml' }, { github: client(fake.url), clock });
  await expect(failure).rejects.toMatchObject({ message: expect.stringContaining(`has not produced a merge commit of the approved head ${SHA}`) });
  expect(octokitCalls(fake.requests).writes).toEqual([]);
  expect(now).toBeGreaterThan(0);
});
