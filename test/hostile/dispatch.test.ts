/**
 * Issue 21, class 7: label-gate's fork dispatch hands out only a merge commit built from the
 * approved head. GitHub recomputes merge_commit_sha in the background after a push (mergeable:
 * null meanwhile), so the SHA first read may merge an older head. Each row is a sequence of live
 * pull-request reads on a fake clock (pollUntil, no real sleeps): the dispatch waits (bounded) for
 * a merge commit whose parents include the approved head, or fails closed with a clear message.
 * The last test runs the built action against the local fake GitHub API.
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import type { Clock, Files } from '../../packages/common/src/index.js';
import { MERGE_COMMIT_WAIT, runLabelGate, type LivePullRequest } from '../../packages/gating/src/labels/index.js';
import { runBundle } from '../bundle/harness.js';
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github-api.js';
import { fakeGitHub } from '../unit/gating/labels/fake-reader.js';
import { pullPayload } from '../unit/gating/labels/payload-variants.js';

const HEAD = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';
const OLD = 'o'.repeat(40);
const BASE = 'b'.repeat(40);
const STALE = 's'.repeat(40);
const FRESH = 'f'.repeat(40);
const payload = pullPayload('labeled', { labels: ['full-sweep-enabled'], eventLabel: 'full-sweep-enabled', fork: true });
const files: Files = { readText: () => JSON.stringify(payload), exists: () => true };

/** A merge commit SHA and what GitHub says about it at one read. */
type Read = Partial<LivePullRequest>;
const PARENTS: Record<string, string[]> = { [STALE]: [BASE, OLD], [FRESH]: [BASE, HEAD] };

function world(reads: Read[]) {
  const github = fakeGitHub(['full-sweep-enabled'], '');
  const base = github.livePull;
  let i = 0;
  github.livePull = async (pull) => ({ ...(await base(pull)), ...reads[Math.min(i++, reads.length - 1)] });
  github.commitParents = async (_pull, sha) => (github.calls.push(`parents ${sha.slice(0, 1)}`), PARENTS[sha] ?? []);
  let now = 0;
  const sleeps: number[] = [];
  const clock: Clock = { now: () => now, sleep: async (ms) => void (sleeps.push(ms), (now += ms)) };
  const run = () => runLabelGate({ eventName: 'pull_request_target', eventPath: 'e.json' }, { files, github, clock });
  return { run, sleeps, reads: () => i, calls: github.calls };
}

const computing: Read = { mergeable: null, mergeCommitSha: STALE };
const stale: Read = { mergeable: true, mergeCommitSha: STALE };
const fresh: Read = { mergeable: true, mergeCommitSha: FRESH };
const bound = MERGE_COMMIT_WAIT.timeoutMs / MERGE_COMMIT_WAIT.pollMs;

describe('dispatched: a merge commit of the approved head, waited for', () => {
  test.each<[string, Read[], number]>([
    ['the issue: mergeable null over an older head’s merge commit, then computed', [computing, computing, fresh], 2],
    ['mergeable already true but the SHA still the older head’s (own)', [stale, fresh], 1],
    ['no merge commit yet while computing (own)', [{ mergeable: null, mergeCommitSha: '' }, fresh], 1],
    ['built from the approved head at the first read: no wait', [fresh], 0]
  ])('%s', async (_, reads, waits) => {
    const w = world(reads);
    const result = await w.run();
    expect(result.dispatch).toMatchObject({ dispatch: true, inputs: { ref: FRESH, 'changelog-head-ref': HEAD } });
    expect(w.sleeps).toEqual(Array(waits).fill(MERGE_COMMIT_WAIT.pollMs));
  });
});

describe('refused, nothing dispatched', () => {
  test.each<[string, Read[], RegExp]>([
    [
      'the merge commit never merges the approved head (bounded)',
      [stale],
      new RegExp(
        `^GitHub has not produced a merge commit of the approved head ${HEAD} within 60 s \\(merge commit ${STALE} has parents ${BASE}, ${OLD}\\); nothing was dispatched`
      )
    ],
    [
      'mergeability never computed (bounded)',
      [computing],
      /within 60 s \(mergeability still being computed\); nothing was dispatched: re-add the label to try again\.$/
    ],
    [
      'a conflict: the reference text at once',
      [{ mergeable: false, mergeCommitSha: '' }],
      /^GitHub has not produced a merge commit; resolve conflicts and re-add the label\.$/
    ],
    [
      'the head advances while waiting',
      [computing, { mergeable: null, headSha: '1'.repeat(40) }],
      new RegExp(`^The PR advanced from ${HEAD} to ${'1'.repeat(40)}; remove and re-add the sweep label`)
    ],
    ['a merge commit with no parents at all', [{ mergeable: true, mergeCommitSha: 'n'.repeat(40) }], /has parents none\); nothing was dispatched/]
  ])('%s', async (_, reads, message) => {
    const w = world(reads);
    await expect(w.run()).rejects.toThrow(message);
    expect(w.reads()).toBeLessThanOrEqual(bound + 2);
    expect(w.sleeps.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(MERGE_COMMIT_WAIT.timeoutMs + MERGE_COMMIT_WAIT.pollMs);
  });
});

describe('label-gate action (built bundle, fake API)', () => {
  let server: FakeGitHub | undefined;
  afterEach(async () => server?.close());

  test('a stale merge commit is not dispatched: the action waits and outputs the fresh one', async () => {
    let reads = 0;
    const pull = () => ({
      number: 2,
      state: 'open',
      draft: false,
      labels: [{ name: 'full-sweep-enabled' }],
      head: { sha: HEAD, ref: 'changes', repo: { full_name: 'octo-fork/Hello-World' } },
      base: { sha: BASE, ref: 'main', repo: { full_name: 'Codertocat/Hello-World' } },
      ...(reads++ === 0 ? { mergeable: null, merge_commit_sha: STALE } : { mergeable: true, merge_commit_sha: FRESH })
    });
    const repo = '/repos/Codertocat/Hello-World';
    server = await startFakeGitHub({
      token: 'tok',
      routes: {
        [`${repo}/collaborators/Codertocat/permission`]: { body: { permission: 'write' } },
        [`${repo}/pulls/2`]: () => ({ body: pull() }),
        [`${repo}/git/commits/${STALE}`]: { body: { sha: STALE, parents: [{ sha: BASE }, { sha: OLD }] } },
        [`${repo}/git/commits/${FRESH}`]: { body: { sha: FRESH, parents: [{ sha: BASE }, { sha: HEAD }] } }
      }
    });
    const run = await runBundle('label-gate', {
      env: { GITHUB_EVENT_NAME: 'pull_request_target', GITHUB_API_URL: server.url, GITHUB_REPOSITORY: 'Codertocat/Hello-World' },
      event: payload,
      inputs: { 'github-token': 'tok' }
    });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.outputs['dispatch-inputs']!)).toMatchObject({ ref: FRESH });
    expect(server.requests.filter((r) => r.path.endsWith('/pulls/2'))).toHaveLength(2);
  });
});
