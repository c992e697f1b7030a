// /stage-results run rules: the label history replayed from the timeline, and the first failing
// rule of a run in the reference's order.
import { describe, expect, test } from '@jest/globals';
import type { RestClient } from '../../../packages/common/src/index.js';
import { labelHistory, unstageableReason, type PullFacts, type WorkflowRun } from '../../../packages/publish/src/index.js';

const ev = (event: string, name: string, created_at: string) => ({ event, label: { name }, created_at });
const at = (iso: string) => Date.parse(iso);

describe('labelHistory', () => {
  const timeline = [
    ev('unlabeled', 'full-sweep-enabled', '2026-01-03T00:00:00Z'),
    ev('labeled', 'full-sweep-enabled', '2026-01-01T00:00:00Z'),
    ev('labeled', 'docs', '2026-01-01T00:00:00Z'),
    ev('labeled', 'full-sweep-fail-fast', 'not a date'),
    { event: 'commented', created_at: '2026-01-01T00:00:00Z' },
    ev('labeled', 'non-canary-full-sweep-enabled', '2026-01-05T00:00:00Z')
  ];
  test.each([
    ['2025-12-31T23:59:59Z', []],
    ['2026-01-01T00:00:00Z', ['full-sweep-enabled']],
    ['2026-01-02T12:00:00Z', ['full-sweep-enabled']],
    ['2026-01-03T00:00:00Z', []],
    ['2026-01-06T00:00:00Z', ['non-canary-full-sweep-enabled']]
  ])('at %s: %j (other labels and undated events never count)', (time, labels) => {
    expect([...labelHistory(timeline)(at(time))]).toEqual(labels);
  });
  test('an unparsable run date has no labels', () => {
    expect(labelHistory(timeline)(Number.NaN).size).toBe(0);
  });
});

describe('unstageableReason', () => {
  const artifacts = (names: [string, boolean][]): RestClient =>
    ({
      pages: async function* () {
        yield* names.map(([name, expired]) => ({ name, expired }));
      }
    }) as unknown as RestClient;
  const facts: PullFacts = { number: 7, commits: new Set(['c1']), labelsAt: (t) => new Set(t >= at('2026-01-01T00:00:00Z') ? ['full-sweep-enabled'] : []) };
  const good: WorkflowRun = {
    id: 1,
    path: '.github/workflows/run-sweep.yml',
    event: 'pull_request',
    head_sha: 'c1',
    status: 'completed',
    conclusion: 'failure',
    created_at: '2026-01-02T00:00:00Z',
    pull_requests: []
  };
  const data: [string, boolean][] = [
    ['changelog-metadata', false],
    ['results_bmk', false]
  ];
  test.each<[string, Partial<WorkflowRun>, [string, boolean][], boolean, string | undefined]>([
    ['a failed run with data', {}, data, false, undefined],
    ['a cancelled run', { conclusion: 'cancelled' }, data, false, undefined],
    ['another workflow', { path: '.github/workflows/e2e-tests.yml' }, data, false, 'not a pull-request run of run-sweep.yml'],
    ['a push run', { event: 'push' }, data, false, 'not a pull-request run of run-sweep.yml'],
    ['a foreign commit', { head_sha: 'zz' }, data, false, 'its head commit is not in the PR commit list'],
    ['a foreign commit of a pinned run listing the PR', { head_sha: 'zz', pull_requests: [{ number: 7 }] }, data, true, undefined],
    [
      'a foreign commit listing the PR, unpinned',
      { head_sha: 'zz', pull_requests: [{ number: 7 }] },
      data,
      false,
      'its head commit is not in the PR commit list'
    ],
    ['created before the label', { created_at: '2025-12-31T00:00:00Z' }, data, false, 'it was not created while a full-sweep label was applied'],
    ['in progress', { status: 'in_progress', conclusion: null }, data, false, 'it is in_progress/null'],
    ['timed out', { conclusion: 'timed_out' }, data, false, 'it is completed/timed_out'],
    [
      'expired metadata',
      {},
      [
        ['changelog-metadata', true],
        ['results_bmk', false]
      ],
      false,
      'it has no unexpired changelog-metadata artifact'
    ],
    [
      'only per-job bmk_',
      {},
      [
        ['changelog-metadata', false],
        ['bmk_dsr1_x', false]
      ],
      false,
      'it has no unexpired benchmark result artifacts'
    ],
    [
      'eval results',
      {},
      [
        ['changelog-metadata', false],
        ['eval_results_all', false]
      ],
      false,
      undefined
    ],
    [
      'an agentic family',
      {},
      [
        ['changelog-metadata', false],
        ['bmk_agentic_x', false]
      ],
      false,
      undefined
    ]
  ])('%s', async (_, change, names, pinned, reason) => {
    expect(await unstageableReason(artifacts(names), { ...good, ...change }, facts, pinned)).toBe(reason);
  });
});
