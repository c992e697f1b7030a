// label-gate answers every event: other events get a no-sweep decision with the reason, fork PRs
// (pull_request_target) the trusted-dispatch checks, synchronize the /reuse-sweep-run look-up, and
// every event its concurrency key. Payloads are @octokit/webhooks-examples.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import type { Files } from '../../../../packages/common/src/index.js';
import { BUNDLED_POLICY_FILE, BUNDLED_POLICY_YAML } from '../../../../packages/gating/src/labels/bundled-policy.js';
import {
  checkSweepWorkflow,
  concurrencyKey,
  explainDecision,
  parseGateEvent,
  parseLabelPolicy,
  runLabelGate
} from '../../../../packages/gating/src/labels/index.js';
import type { IssueComment } from '../../../../packages/gating/src/reuse/index.js';
import { repoRoot } from '../../../bundle/harness.js';
import { fakeGitHub, type FakeWorld } from './fake-reader.js';
import { examplePayload, pullPayload, pushPayload } from './payload-variants.js';

const policy = parseLabelPolicy(BUNDLED_POLICY_YAML, BUNDLED_POLICY_FILE);
const files = (content: unknown): Files => ({ readText: () => JSON.stringify(content), exists: () => true });
const RUN = { sha: 'c0ffee', runId: '777' };

const issueCommentOnPr = () => {
  const payload = examplePayload('issue_comment.created');
  payload.issue.pull_request = { url: 'https://api.github.com/repos/Codertocat/Hello-World/pulls/1' };
  return payload;
};

describe('events that do not start the sweep: no sweep, exit 0, the reason', () => {
  test.each([
    ['issue_comment', examplePayload('issue_comment.created'), 'On issue_comment, nothing runs: the sweep workflow does not start for this event.'],
    ['issue_comment', issueCommentOnPr(), 'On issue_comment (#1), nothing runs: the sweep workflow does not start for this event.'],
    ['workflow_dispatch', examplePayload('workflow_dispatch'), 'On workflow_dispatch, nothing runs: the sweep workflow does not start for this event.'],
    [
      'pull_request_review',
      examplePayload('pull_request_review.submitted'),
      'On pull_request_review (#2), nothing runs: the sweep workflow does not start for this event.'
    ],
    ['schedule', {}, 'On schedule, nothing runs: the sweep workflow does not start for this event.']
  ])('%s', async (eventName, payload, reason) => {
    const result = await runLabelGate({ eventName, eventPath: 'e.json', run: RUN }, { files: files(payload) });
    expect(result.decision).toMatchObject({ validate: false, sweep: false, conflict: false, reuseGate: false, scope: 'none', skipReason: 'not-triggered' });
    expect(explainDecision(result.event, result.decision)).toBe(reason);
  });
});

describe('concurrency key (the workflow group: sweep-{PR or sha}-{active or run id})', () => {
  test.each([
    ['pull_request', pullPayload('synchronize'), 'sweep-2-active'],
    ['pull_request', pullPayload('labeled', { eventLabel: 'full-sweep-enabled' }), 'sweep-2-active'],
    ['pull_request', pullPayload('unlabeled', { eventLabel: 'ci-patchwork' }), 'sweep-2-active'],
    ['pull_request', pullPayload('labeled', { eventLabel: 'Full-Sweep-Enabled' }), 'sweep-2-active'], // contains() ignores case
    ['pull_request', pullPayload('labeled', { eventLabel: 'documentation' }), 'sweep-2-777'],
    ['pull_request_target', pullPayload('labeled', { eventLabel: 'documentation' }), 'sweep-2-active'],
    ['push', pushPayload(), 'sweep-c0ffee-active'],
    ['workflow_dispatch', examplePayload('workflow_dispatch'), 'sweep-c0ffee-active'],
    ['issue_comment', issueCommentOnPr(), 'sweep-c0ffee-active'], // no github.event.pull_request
    ['pull_request_review', examplePayload('pull_request_review.submitted'), 'sweep-2-active']
  ])('%s %#', (eventName, payload, key) => {
    expect(concurrencyKey(parseGateEvent(eventName, JSON.stringify(payload), 'e.json'), policy, RUN)).toBe(key);
  });
});

describe('check-reuse-authorization', () => {
  const comment = (body: string, authorAssociation = 'MEMBER'): IssueComment => ({
    body,
    authorAssociation,
    createdAt: '2026-11-01T00:00:00Z',
    url: 'u',
    author: 'a'
  });
  const gate = async (labels: string[], comments: IssueComment[], action: 'synchronize' | 'ready_for_review' = 'synchronize') => {
    const github = fakeGitHub([], '', { comments });
    const result = await runLabelGate(
      {
        eventName: 'pull_request',
        eventPath: 'e.json',
        headMessage: '',
        checkReuseAuthorization: { command: '/reuse-sweep-run', allowedAssociations: ['OWNER', 'MEMBER', 'COLLABORATOR'] }
      },
      { files: files(pullPayload(action, { labels })), github }
    );
    return { result, calls: github.calls };
  };

  test('an authorized command skips the sweep and reports the pin', async () => {
    const { result, calls } = await gate(['full-sweep-enabled'], [comment('/reuse-sweep-run 99')]);
    expect([result.decision.sweep, result.decision.skipReason, result.reuse?.pinnedRunId, calls]).toEqual([false, 'reuse-authorized', '99', ['comments #2']]);
  });

  test('a CONTRIBUTOR command does not', async () => {
    const { result } = await gate(['full-sweep-enabled'], [comment('/reuse-sweep-run', 'CONTRIBUTOR')]);
    expect([result.decision.sweep, result.reuse?.authorized]).toEqual([true, false]);
  });

  test.each([
    ['a trimmed sweep label', ['sweep-enabled'], 'synchronize'],
    ['a reuse-incompatible label', ['full-sweep-enabled', 'evals-only'], 'synchronize'],
    ['ready_for_review', ['full-sweep-enabled'], 'ready_for_review']
  ] as const)('no reuse gate (%s): the comments are not read', async (_, labels, action) => {
    const { result, calls } = await gate([...labels], [comment('/reuse-sweep-run')], action);
    expect([result.decision.sweep, result.reuse, calls]).toEqual([true, undefined, []]);
  });
});

describe('pull_request_target: trusted dispatch of a fork PR', () => {
  const HEAD = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';
  const forkLabeled = (label = 'full-sweep-fail-fast', fork = true) => pullPayload('labeled', { labels: [label], eventLabel: label, fork });
  const dispatch = async (payload: unknown, world: FakeWorld = {}, live = ['full-sweep-fail-fast', 'all-evals']) => {
    const github = fakeGitHub(live, '', world);
    const result = await runLabelGate({ eventName: 'pull_request_target', eventPath: 'e.json', run: RUN }, { files: files(payload), github });
    return { result, calls: github.calls };
  };

  test('approved: the e2e inputs, and the sweep workflow itself does nothing', async () => {
    const { result, calls } = await dispatch(forkLabeled());
    expect(result.dispatch).toEqual({
      dispatch: true,
      reason: 'fork PR #2 approved at ec26c3e57ca3 with full-sweep-fail-fast',
      inputs: {
        'test-name': 'External PR #2 @ ec26c3e57ca3',
        ref: 'm'.repeat(40),
        'changelog-base-ref': 'b'.repeat(40),
        'changelog-head-ref': HEAD,
        'trim-conc': 'false',
        'all-evals': 'true',
        'evals-only': 'false',
        'agentx-fast': 'false',
        'fail-fast': 'true',
        'pr-labels-json': '["full-sweep-fail-fast","all-evals"]'
      }
    });
    expect(result.decision).toMatchObject({ sweep: false, skipReason: 'not-triggered' });
    expect(calls).toEqual(['permission Codertocat', 'pull #2', 'parents mmmmmmm']);
  });

  test('sweep-enabled trims concurrency', async () => {
    const { result } = await dispatch(forkLabeled('sweep-enabled'), {}, ['sweep-enabled']);
    expect([result.dispatch?.inputs['trim-conc'], result.dispatch?.inputs['fail-fast']]).toEqual(['true', 'false']);
  });

  test.each([
    ['not a labeled event', pullPayload('synchronize', { fork: true }), 'pull_request_target synchronize is not a labeled event'],
    ['not a fork', forkLabeled('full-sweep-enabled', false), 'not a fork pull request: the sweep workflow itself runs it'],
    ['not a primary label', forkLabeled('documentation'), 'the applied label is not a primary sweep label'],
    [
      'another base branch',
      pullPayload('labeled', { labels: ['sweep-enabled'], eventLabel: 'sweep-enabled', fork: true, base: 'release' }),
      'the pull request does not target a sweep branch'
    ]
  ])('no dispatch, no look-up: %s', async (_, payload, reason) => {
    const { result, calls } = await dispatch(payload);
    expect([result.dispatch, calls]).toEqual([{ dispatch: false, reason, inputs: {} }, []]);
  });

  test.each<[string, FakeWorld, string[] | undefined, string]>([
    [
      'read permission',
      { permission: 'read' },
      undefined,
      '@Codertocat has read permission; write, maintain, or admin permission is required to authorize external code.'
    ],
    ['closed', { live: { state: 'closed' } }, undefined, 'The pull request must be open and ready for review.'],
    ['draft', { live: { draft: true } }, undefined, 'The pull request must be open and ready for review.'],
    ['no longer a fork', { live: { headRepo: 'codertocat/hello-world' } }, undefined, 'Trusted external dispatch is only for fork pull requests.'],
    [
      'advanced',
      { live: { headSha: '1'.repeat(40) } },
      undefined,
      `The PR advanced from ${HEAD} to ${'1'.repeat(40)}; remove and re-add the sweep label to approve the new revision.`
    ],
    [
      'two primary labels',
      {},
      ['full-sweep-fail-fast', 'sweep-enabled'],
      'Expected exactly the newly applied primary sweep label; found full-sweep-fail-fast,sweep-enabled.'
    ],
    ['another primary label', {}, ['sweep-enabled'], 'Expected exactly the newly applied primary sweep label; found sweep-enabled.'],
    ['no merge commit', { live: { mergeCommitSha: '' } }, undefined, 'GitHub has not produced a merge commit; resolve conflicts and re-add the label.']
  ])('refused (%s): the reference text', async (_, world, live, message) => {
    await expect(dispatch(forkLabeled(), world, live)).rejects.toThrow(message);
  });
});

describe('--check-workflow', () => {
  const example = readFileSync(join(repoRoot, '.github/workflows/example-label-gate.yml'), 'utf8');

  test('the example sweep workflow agrees with the bundled policy', () => {
    expect(() => checkSweepWorkflow(example, 'w.yml', policy)).not.toThrow();
  });

  const errorsOf = (text: string): string[] => {
    try {
      checkSweepWorkflow(text, 'w.yml', policy);
      return [];
    } catch (error) {
      const all = (error as { errors?: Error[] }).errors ?? [error as Error];
      return all.map((e) => `${(e as { location?: { line?: number } }).location?.line}: ${e.message}`);
    }
  };
  const line = (needle: string) => example.split('\n').findIndex((l) => l.includes(needle)) + 1;

  test.each([
    [
      'a label missing from the group',
      (t: string) => t.replace('"engine-patch", ', ''),
      [`${line('group: sweep-')}: concurrency.group's label list disagrees with the relevant labels of the policy: missing engine-patch`]
    ],
    [
      'an extra label in the group',
      (t: string) => t.replace('"all-evals", ', '"all-evals", "bug", '),
      [`${line('group: sweep-')}: concurrency.group's label list disagrees with the relevant labels of the policy: extra bug`]
    ],
    [
      'the old group that ignores which label changed',
      (t: string) =>
        t.replace(
          /group: .*/,
          `group: sweep-\${{ github.event.pull_request.number || github.sha }}-\${{ contains(fromJSON('["labeled", "unlabeled"]'), github.event.action) && github.run_id || 'active' }}`
        ),
      [
        `${line('group: sweep-')}: concurrency.group does not compare github.event.label.name with the relevant labels (${policy.relevant.join(', ')}): label changes would not cancel the running sweep`
      ]
    ],
    [
      'types and branches that disagree',
      (t: string) =>
        t
          .replace('types: [ready_for_review, synchronize, labeled, unlabeled]', 'types: [opened, synchronize, labeled, unlabeled]')
          .replace('branches: [main]', 'branches: [dev]'),
      [
        `${line('types: [')}: on.pull_request.types disagrees with the label policy (ready_for_review, synchronize, labeled, unlabeled): missing ready_for_review; extra opened`,
        `${line('branches: [main]')}: on.pull_request.branches disagrees with the label policy (main): missing main; extra dev`
      ]
    ],
    [
      'no concurrency',
      (t: string) => t.replace(/concurrency:\n.*\n.*\n/, ''),
      [`${line('name: example-label-gate')}: the workflow has no concurrency group: a new push or relevant label change would not cancel the running sweep`]
    ]
  ])('%s', (_, edit, expected) => {
    expect(errorsOf(edit(example))).toEqual(expected);
  });
});
