// The reuse finder over real HTTP (the local fake GitHub API): lazy run pagination, the opt-in
// improvements (label history, head branch, max-runs, commits-after-source) and API failures.
import { afterEach, describe, expect, test } from '@jest/globals';
import { createRestClient } from '../../../packages/common/src/index.js';
import { restReuseGitHub } from '../../../packages/gating/src/adapters/reuse-github.js';
import { commaList, findReusableSweepRun, REUSE_FINDER_COMMAND, type ReuseRequest } from '../../../packages/gating/src/index.js';
import { startFakeGitHub, type FakeGitHub, type Scenario } from '../../support/fake-github-api.js';
import { BASE, MERGE_SHA, REPO, reuseWorld, sha } from '../../support/reuse-world.js';

const o = REUSE_FINDER_COMMAND.options;
const REQUEST: ReuseRequest = {
  repo: REPO,
  commitSha: MERGE_SHA,
  eventName: 'push',
  eventAction: '',
  ref: 'refs/heads/main',
  workflowId: o['workflow-id'].default,
  fullSweepLabels: commaList(o['full-sweep-label'].default),
  incompatibleLabels: commaList(o['reuse-incompatible-label'].default),
  command: o['pinned-run-command'].default,
  allowedAssociations: commaList(o['allowed-author-associations'].default)
};

const NOW = Date.parse('2026-12-01T00:00:00Z');

let server: FakeGitHub | undefined;
afterEach(async () => server?.close());

async function find(scenario: Scenario, request: Partial<ReuseRequest> = {}) {
  server = await startFakeGitHub(scenario);
  const client = createRestClient({ token: 'tok', baseUrl: server.url, repo: REPO, baseDelayMs: 1 });
  return findReusableSweepRun({ ...REQUEST, ...request }, restReuseGitHub(client), { now: () => NOW });
}

const runPages = () => server!.requests.filter((r) => r.path.endsWith('/runs')).map((r) => r.page);

describe('latest-run search', () => {
  const many = Array.from({ length: 250 }, (_, i) => ({ id: 1000 - i, headSha: sha(1), conclusion: i === 3 ? 'success' : 'failure' }));

  test('reads runs lazily: the eligible run on page 1 ends the search', async () => {
    const found = await find(reuseWorld({ runs: many }));
    expect(found.outputs['reuse-source-run-id']).toBe('997');
    expect(runPages()).toEqual([1]);
  });

  test('max-runs bounds the search', async () => {
    await expect(find(reuseWorld({ runs: many }), { maxRuns: 3 })).rejects.toThrow(
      'PR #7 has /reuse-sweep-run authorization but no successful run-sweep.yml pull_request run was found for any of its 1 commit(s)'
    );
  });

  test('a branch name with a slash is URL-encoded in the query', async () => {
    const found = await find(reuseWorld({ branch: 'user/feat x', runs: [{ id: 5, headSha: sha(1) }] }));
    expect(found.outputs['reuse-enabled']).toBe('true');
  });

  test('commits-after-source counts the PR commits after the reused commit', async () => {
    const found = await find(reuseWorld({ commits: [sha(1), sha(2), sha(3)], runs: [{ id: 5, headSha: sha(1) }] }));
    expect(found.extras).toEqual({
      'authorization-comment-url': `https://github.com/${REPO}/pull/7#issuecomment-1`,
      'pinned-run-id': '',
      'commits-after-source': '2',
      'artifacts-expire-at': ''
    });
  });
});

describe('require-label-history', () => {
  const timeline = [
    { event: 'labeled' as const, label: 'sweep-enabled', createdAt: '2026-11-01T00:00:00Z' },
    { event: 'unlabeled' as const, label: 'sweep-enabled', createdAt: '2026-11-02T00:00:00Z' },
    { event: 'labeled' as const, label: 'full-sweep-enabled', createdAt: '2026-11-02T00:00:01Z' },
    { event: 'labeled' as const, label: 'evals-only', createdAt: '2026-11-04T00:00:00Z' },
    { event: 'unlabeled' as const, label: 'evals-only', createdAt: '2026-11-05T00:00:00Z' }
  ];
  const runs = [
    { id: 30, headSha: sha(1), createdAt: '2026-11-04T12:00:00Z' }, // while evals-only was on
    { id: 20, headSha: sha(1), createdAt: '2026-11-03T00:00:00Z' }, // full sweep
    { id: 10, headSha: sha(1), createdAt: '2026-11-01T12:00:00Z' } // trimmed sweep-enabled run
  ];

  test.each([
    [false, '30'],
    [true, '20']
  ])('on %s the chosen run is %s', async (requireLabelHistory, id) => {
    const found = await find(reuseWorld({ runs, timeline }), { requireLabelHistory });
    expect(found.outputs['reuse-source-run-id']).toBe(id);
  });

  test('a pinned run made under sweep-enabled is rejected', async () => {
    await expect(find(reuseWorld({ runs, timeline, comments: [{ body: '/reuse-sweep-run 10' }] }), { requireLabelHistory: true })).rejects.toThrow(
      'Reusable source run 10 was created while PR #7 had the labels [sweep-enabled]'
    );
  });
});

test.each([
  [false, undefined],
  [true, "Reusable source run 5 is on branch 'other', not on the PR head branch 'feat/x'."]
])('require-head-branch-match %s on a pinned run of another branch', async (requireHeadBranchMatch, error) => {
  const world = reuseWorld({ runs: [{ id: 5, headSha: sha(1), headBranch: 'other' }], comments: [{ body: '/reuse-sweep-run 5' }] });
  const result = find(world, { requireHeadBranchMatch });
  if (error) await expect(result).rejects.toThrow(error);
  else expect((await result).outputs['reuse-reason']).toBe('PR #7 approved reusable full sweep from pinned run 5');
});

describe('artifact expiry and the run attempt', () => {
  // 120 artifacts: the earliest expiry is on page 2 of 2 (GitHub pages at 100 at most).
  const artifacts = (last: { name: string; expired?: boolean; expiresAt?: string }) => [
    ...Array.from({ length: 119 }, (_, i) => ({ name: i === 0 ? 'results_bmk' : `bmk_agentic_${i}`, expiresAt: '2027-02-01T00:00:00Z' })),
    last
  ];

  test('the earliest result artifact on page 2 of the artifacts warns, naming run, attempt and date', async () => {
    const found = await find(
      reuseWorld({ runs: [{ id: 5, headSha: sha(1), runAttempt: 3, artifacts: artifacts({ name: 'eval_results_all', expiresAt: '2026-12-04T00:00:00Z' }) }] })
    );
    expect(found.outputs['reuse-source-run-attempt']).toBe('3');
    expect(found.extras['artifacts-expire-at']).toBe('2026-12-04T00:00:00Z');
    expect(found.warnings).toEqual([
      'The artifacts of reused run 5 attempt 3 expire in 3 days (eval_results_all on 2026-12-04T00:00:00Z); merge and ingest before then or re-run the sweep.'
    ]);
    expect(server!.requests.filter((r) => r.path.endsWith('/runs/5/artifacts')).map((r) => r.page)).toEqual([1, 2]);
  });

  test('an artifact that is not a result (server logs) does not warn', async () => {
    const found = await find(
      reuseWorld({ runs: [{ id: 5, headSha: sha(1), artifacts: artifacts({ name: 'server_logs_x', expiresAt: '2026-12-02T00:00:00Z' }) }] })
    );
    expect(found.warnings).toEqual([]);
    expect(found.extras['artifacts-expire-at']).toBe('2027-02-01T00:00:00Z');
  });

  test('a result artifact already expired is an error naming it', async () => {
    const world = reuseWorld({ runs: [{ id: 5, headSha: sha(1), runAttempt: 2, artifacts: artifacts({ name: 'eval_results_all', expired: true }) }] });
    await expect(find(world)).rejects.toThrow(
      'Reusable source run 5 attempt 2 has expired artifact(s): eval_results_all; re-run the sweep or pin a newer run.'
    );
  });

  test('expiry-warning-days widens the window', async () => {
    const found = await find(
      reuseWorld({ runs: [{ id: 5, headSha: sha(1), artifacts: artifacts({ name: 'results_bmk', expiresAt: '2026-12-21T00:00:00Z' }) }] }),
      {
        expiryWarningDays: 30
      }
    );
    expect(found.warnings).toHaveLength(1);
  });
});

describe('API failures fail closed with the path and status', () => {
  const failing = (response: Scenario['routes'][string]): Scenario => {
    const world = reuseWorld({ runs: [{ id: 5, headSha: sha(1) }] });
    world.routes[`${BASE}/pulls/7`] = response;
    return world;
  };

  test.each([
    [
      '403 with retry-after: waited out, then still failing',
      { status: 403, body: { message: 'secondary rate limit' }, headers: { 'retry-after': '0' } },
      'HTTP 403',
      3
    ],
    [
      '403 primary rate limit (resets later): no retry',
      {
        status: 403,
        body: { message: 'API rate limit exceeded' },
        // Relative to now: the fake's default reset time is a fixed date, which the clock will pass.
        headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600) }
      },
      'HTTP 403: {"message":"API rate limit exceeded"} (rate limit exceeded; it resets in',
      1
    ],
    ['500: retried, then failing', { status: 500, body: { message: 'boom' } }, 'HTTP 500', 3],
    [
      '502 HTML: one line',
      { status: 502, text: '<html>\n<body>Bad gateway</body>\n</html>', content_type: 'text/html' },
      'HTTP 502: <html> <body>Bad gateway</body> </html>',
      3
    ],
    ['404', { status: 404, body: { message: 'Not Found' } }, 'HTTP 404', 1]
  ])('%s', async (_, response, message, attempts) => {
    await expect(find(failing(response))).rejects.toThrow(`GitHub API /pulls/7 failed: ${message}`);
    expect(server!.requests.filter((r) => r.path === `${BASE}/pulls/7`)).toHaveLength(attempts);
  });

  test('an error on page 2 of the runs is an error, not a shorter list', async () => {
    const world = reuseWorld({ runs: Array.from({ length: 150 }, (_, i) => ({ id: 900 - i, headSha: sha(9), conclusion: 'success' })) });
    const key = Object.keys(world.routes).find((k) => k.includes('/runs?'))!;
    (world.routes[key] as { page_responses?: unknown }).page_responses = { '2': { status: 500, body: { message: 'x' } } };
    await expect(find(world)).rejects.toThrow('GitHub API /actions/workflows/run-sweep.yml/runs failed: HTTP 500');
  });

  test('a wrong token is a 401 error', async () => {
    await expect(find({ ...reuseWorld(), token: 'other' })).rejects.toThrow('GitHub API /commits/' + MERGE_SHA + '/pulls failed: HTTP 401');
  });
});
