// The pure rules of `sweepkit merge-with-reuse`: which PRs it refuses, which /reuse-sweep-run it
// posts (an earlier pin is kept), which commit carries the merge-time changes, the check verdict
// and the repository read from a remote URL.
import { describe, expect, test } from '@jest/globals';
import { nodeFiles } from '../../../../packages/common/src/adapters/node-files.js';
import {
  checksVerdict,
  commentPlan,
  loadLabelPolicy,
  mergeRefusal,
  refreshCommit,
  repoFromRemoteUrl,
  type CommitCheck,
  type MergePull
} from '../../../../packages/gating/src/index.js';

const POLICY = loadLabelPolicy(nodeFiles);
const PULL: MergePull = {
  state: 'open',
  merged: false,
  draft: false,
  fork: false,
  labels: ['full-sweep-enabled'],
  headRef: 'feat/x',
  headSha: 'a'.repeat(40),
  baseRef: 'main'
};

describe('mergeRefusal: the first reason, in the reference order', () => {
  test.each<[string, Partial<MergePull>, string | undefined]>([
    ['an open PR with one full label', {}, undefined],
    ['each full label', { labels: ['full-sweep-fail-fast-no-canary', 'ci-patchwork', 'all-evals'] }, undefined],
    ['closed', { state: 'closed' }, 'PR #7 is CLOSED, expected OPEN'],
    ['merged (closed with merged set)', { state: 'closed', merged: true }, 'PR #7 is MERGED, expected OPEN'],
    ['closed fork: the state first', { state: 'closed', fork: true }, 'PR #7 is CLOSED, expected OPEN'],
    ['fork', { fork: true }, 'PR #7 is from a fork; the merge helper cannot update its branch'],
    ['draft', { draft: true }, 'PR #7 is a draft; mark it ready for review first'],
    ['no sweep label', { labels: ['all-evals'] }, 'PR #7 must have exactly one sweep label'],
    ['two sweep labels', { labels: ['full-sweep-enabled', 'sweep-enabled'] }, 'PR #7 must have exactly one sweep label'],
    ['a label listed twice counts once', { labels: ['full-sweep-enabled', 'full-sweep-enabled'] }, undefined],
    ['the trimmed sweep', { labels: ['sweep-enabled'] }, 'PR #7 must use a full-sweep label for artifact reuse'],
    [
      'incompatible labels, sorted',
      { labels: ['full-sweep-enabled', 'evals-only', 'agentx-fast'] },
      'PR #7 uses agentx-fast, evals-only, which is not eligible for artifact reuse'
    ],
    ['labels are case-sensitive', { labels: ['Full-Sweep-Enabled'] }, 'PR #7 must have exactly one sweep label']
  ])('%s', (_, change, expected) => {
    expect(mergeRefusal(7, { ...PULL, ...change }, POLICY)).toBe(expected);
  });
});

describe('commentPlan: an authorization in place is kept, a pin is never dropped', () => {
  const url = 'https://github.com/o/r/pull/7#issuecomment-1';
  const comment = { body: '', authorAssociation: 'MEMBER', createdAt: '', url, author: 'm' };
  test.each<[string, { authorized: boolean; pinnedRunId?: string }, string | undefined, { post?: string; pinnedRunId?: string }]>([
    ['no authorization: a bare command', { authorized: false }, undefined, { post: '/reuse-sweep-run', pinnedRunId: undefined }],
    ['a bare one in place: nothing posted', { authorized: true }, undefined, { post: undefined, pinnedRunId: undefined }],
    ['a pinned one in place: kept, not replaced by a bare one', { authorized: true, pinnedRunId: '42' }, undefined, { post: undefined, pinnedRunId: '42' }],
    ['--run-id equal to the pin: nothing posted', { authorized: true, pinnedRunId: '42' }, '42', { post: undefined, pinnedRunId: '42' }],
    ['--run-id over another pin', { authorized: true, pinnedRunId: '42' }, '43', { post: '/reuse-sweep-run 43', pinnedRunId: '43' }],
    ['--run-id without authorization', { authorized: false }, '43', { post: '/reuse-sweep-run 43', pinnedRunId: '43' }]
  ])('%s', (_, existing, runId, expected) => {
    const plan = commentPlan({ ...existing, comment: existing.authorized ? comment : undefined }, '/reuse-sweep-run', runId);
    expect({ post: plan.post, pinnedRunId: plan.pinnedRunId }).toEqual(expected);
  });

  test('the note names the comment kept', () => {
    expect(commentPlan({ authorized: true, pinnedRunId: '42', comment }, '/reuse-sweep-run').note).toBe(
      `keeping the authorization /reuse-sweep-run 42 (${url})`
    );
  });
});

test.each<[boolean, boolean, ReturnType<typeof refreshCommit>]>([
  [true, true, { message: '', amend: true, allowEmpty: false }],
  [true, false, undefined],
  [false, true, { message: 'fix: canonicalize PR #7 changelog link [skip-sweep]', amend: false, allowEmpty: false }],
  [false, false, { message: 'chore: refresh PR #7 for sweep reuse [skip-sweep]', amend: false, allowEmpty: true }]
])('refreshCommit(merged %s, canonicalized %s)', (merged, canonicalized, expected) => {
  expect(refreshCommit(7, merged, canonicalized, '[skip-sweep]')).toEqual(expected);
});

describe('checksVerdict: gh pr checks --watch --fail-fast', () => {
  const check = (name: string, status: string, conclusion: string | null): CommitCheck => ({ name, status, conclusion, url: '' });
  test.each<[string, CommitCheck[], string | undefined, boolean]>([
    ['none', [], undefined, false],
    [
      'all passed, skipped or neutral',
      [check('a', 'completed', 'success'), check('b', 'completed', 'skipped'), check('c', 'completed', 'neutral')],
      undefined,
      false
    ],
    ['one still queued', [check('a', 'completed', 'success'), check('b', 'queued', null)], undefined, true],
    ['a failure while others run: fail fast', [check('a', 'in_progress', null), check('b', 'completed', 'failure')], 'b', true],
    ['cancelled fails', [check('a', 'completed', 'cancelled')], 'a', false],
    ['timed_out fails', [check('a', 'completed', 'timed_out')], 'a', false],
    ['action_required fails', [check('a', 'completed', 'action_required')], 'a', false],
    ['a status error fails', [check('ci/x', 'completed', 'error')], 'ci/x', false]
  ])('%s', (_, checks, failed, pending) => {
    const verdict = checksVerdict(checks);
    expect([verdict.failed?.name, verdict.pending]).toEqual([failed, pending]);
  });
});

test.each([
  ['https://github.com/acme/bench.git', 'acme/bench'],
  ['https://github.com/acme/bench', 'acme/bench'],
  ['https://x-access-token:abc@github.com/acme/bench.git', 'acme/bench'],
  ['git@github.com:acme/bench.git', 'acme/bench'],
  ['ssh://git@github.com/acme/bench.git', 'acme/bench'],
  ['ssh://git@github.example.com:2222/acme/my.repo.git', 'acme/my.repo'],
  ['https://github.com/acme/bench/\n', 'acme/bench'],
  ['/srv/git/bench.git', undefined],
  ['file:///srv/git/acme/bench.git', undefined],
  ['https://github.com/acme', undefined],
  ['', undefined]
])('repoFromRemoteUrl(%j)', (url, repo) => {
  expect(repoFromRemoteUrl(url)).toBe(repo);
});
