// `sweepkit merge-with-reuse` against real git repositories (a bare "GitHub" remote and the
// operator's clone) and the local fake GitHub API: what reaches the remote, what is posted and
// merged, and that a refusal leaves GitHub, the remote and the checkout as they were.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, test } from '@jest/globals';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github-api.js';
import { BRANCH, entry, HISTORY, mergeWorld, PR, REPO, URL, type MergeWorld, type MergeWorldOptions } from '../../support/merge-world.js';
import { runCliCaptured } from '../../support/cli-capture.js';
import { git } from '../changelog/repo.js';

let server: FakeGitHub | undefined;
afterEach(async () => server?.close());

async function run(world: MergeWorld, extra: string[] = [], env: Record<string, string | undefined> = { GH_TOKEN: 'tok' }) {
  server = await startFakeGitHub(world.scenario);
  return runCliCaptured(['merge-with-reuse', String(PR), '--repo', REPO, '--poll-interval', '0', ...extra], {
    env: { GITHUB_API_URL: server.url, ...env },
    cwd: world.clone
  });
}

const show = (world: MergeWorld, ref: string, file = 'perf-changelog.yaml'): string => git(world.remote, 'show', `${ref}:${file}`);
const subject = (world: MergeWorld, ref: string): string => git(world.remote, 'log', '-1', '--format=%s', ref).trim();
const parents = (world: MergeWorld, ref: string): number => git(world.remote, 'rev-list', '--parents', '-n1', ref).trim().split(' ').length - 1;
const writes = () => server!.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);

/** The operator's clone is back on main, clean, with no merge in progress. */
function expectCheckoutRestored(world: MergeWorld): void {
  expect(git(world.clone, 'symbolic-ref', '--short', 'HEAD').trim()).toBe('main');
  expect(git(world.clone, 'status', '--porcelain')).toBe('');
  expect(existsSync(join(world.clone, '.git', 'MERGE_HEAD'))).toBe(false);
}

test('merges main into the PR, canonicalizes its link, authorizes reuse, pushes and squash-merges the pushed head', async () => {
  const world = mergeWorld();
  const result = await run(world);
  expect(result).toMatchObject({ code: 0, stderr: '' });
  const head = world.headOf(BRANCH);
  expect(world.posted).toEqual(['/reuse-sweep-run']);
  expect(world.merges).toEqual([{ merge_method: 'squash', sha: head }]);
  expect(show(world, head)).toBe(`${HISTORY}\n${entry('gptoss-fp4-b200-vllm', `${URL}${PR}`)}`);
  // Nothing to merge (main did not move): the canonical link is its own [skip-sweep] commit.
  expect(subject(world, head)).toBe(`fix: canonicalize PR #${PR} changelog link [skip-sweep]`);
  expect(git(world.remote, 'rev-parse', `${head}^`).trim()).toBe(world.runSha);
  expect(result.stdout).toContain(`PR #${PR}: reusable run 501 attempt 1 on ${world.runSha.slice(0, 8)}; posting /reuse-sweep-run`);
  expect(result.stdout).toContain(`merged PR #${PR} (squash); main will reuse run 501`);
  expect(writes()).toEqual([`POST /repos/${REPO}/issues/${PR}/comments`, `PUT /repos/${REPO}/pulls/${PR}/merge`]);
  expectCheckoutRestored(world);
});

test('main moved on: a --no-ff merge commit carries the canonical link (amended) and [skip-sweep]', async () => {
  const world = mergeWorld();
  writeFileSync(join(world.clone, 'OTHER.txt'), 'main\n');
  git(world.clone, 'add', 'OTHER.txt');
  git(world.clone, 'commit', '-q', '-m', 'main moves on');
  git(world.clone, 'push', '-q', 'origin', 'main');
  const result = await run(world);
  expect(result).toMatchObject({ code: 0, stderr: '' });
  const head = world.headOf(BRANCH);
  expect(parents(world, head)).toBe(2);
  expect(subject(world, head)).toBe(`Merge main into PR #${PR} for sweep reuse [skip-sweep]`);
  expect(show(world, head, 'OTHER.txt')).toBe('main\n');
  expect(show(world, head)).toBe(`${HISTORY}\n${entry('gptoss-fp4-b200-vllm', `${URL}${PR}`)}`);
  expectCheckoutRestored(world);
});

test("a perf-changelog.yaml conflict is resolved: main's bytes, then the PR's entry with its canonical link", async () => {
  const mainEntry = entry('qwen-fp8-mi355x-sglang', `${URL}50`);
  const world = mergeWorld({ mainEntry });
  const result = await run(world);
  expect(result).toMatchObject({ code: 0, stderr: '' });
  const head = world.headOf(BRANCH);
  expect(show(world, head)).toBe(`${HISTORY}\n${mainEntry}\n${entry('gptoss-fp4-b200-vllm', `${URL}${PR}`)}`);
  expect(parents(world, head)).toBe(2);
  expect(result.stdout).toContain('resolved the perf-changelog.yaml conflict with origin/main');
  expect(world.merges).toHaveLength(1);
});

test('nothing to merge or canonicalize: an empty refresh commit', async () => {
  const world = mergeWorld({ prEntry: entry('gptoss-fp4-b200-vllm', `${URL}${PR}`) });
  expect(await run(world)).toMatchObject({ code: 0 });
  const head = world.headOf(BRANCH);
  expect(subject(world, head)).toBe(`chore: refresh PR #${PR} for sweep reuse [skip-sweep]`);
  expect(git(world.remote, 'rev-parse', `${head}^{tree}`).trim()).toBe(git(world.remote, 'rev-parse', `${world.runSha}^{tree}`).trim());
});

test('an earlier pinned /reuse-sweep-run is kept: nothing is posted and the pinned run is the one checked', async () => {
  const world = mergeWorld({ comments: [{ body: '/reuse-sweep-run 501' }] });
  const result = await run(world);
  expect(result).toMatchObject({ code: 0, stderr: '' });
  expect(world.posted).toEqual([]);
  expect(result.stdout).toContain(`keeping the authorization /reuse-sweep-run 501 (${URL}${PR}#issuecomment-1)`);
  expect(server!.requests.some((r) => r.path === `/repos/${REPO}/actions/runs/501`)).toBe(true);
  expect(server!.requests.some((r) => r.path.endsWith('/runs') && r.path.includes('workflows'))).toBe(false);
});

test('--run-id pins a run explicitly', async () => {
  const world = mergeWorld({ comments: [{ body: '/reuse-sweep-run' }] });
  expect(await run(world, ['--run-id', '501'])).toMatchObject({ code: 0 });
  expect(world.posted).toEqual(['/reuse-sweep-run 501']);
});

test('--dry-run does the local merge only: nothing posted, pushed or merged, the checkout restored', async () => {
  const world = mergeWorld({ mainEntry: entry('qwen-fp8-mi355x-sglang', `${URL}50`) });
  const before = world.headOf(BRANCH);
  const result = await run(world, ['--dry-run']);
  expect(result).toMatchObject({ code: 0, stderr: '' });
  expect(result.stdout).toMatch(
    new RegExp(
      `dry run: would push [0-9a-f]{8} to origin/${BRANCH}, wait for check-changelog and every check, post '/reuse-sweep-run', then squash-merge PR #${PR}\\n$`
    )
  );
  expect(world.headOf(BRANCH)).toBe(before);
  expect(writes()).toEqual([]);
  expectCheckoutRestored(world);
});

test('result artifacts expiring within --expiry-warning-days: warned in the log and in the posted comment', async () => {
  // The CLI reads the system clock: 2 days and an hour from now is "in 2 days" for the test's duration.
  const expiresAt = new Date(Date.now() + (2 * 24 + 1) * 3600 * 1000).toISOString();
  const world = mergeWorld({
    routes: {
      [`/repos/${REPO}/actions/runs/501/artifacts`]: { items: [{ name: 'results_bmk', expired: false, expires_at: expiresAt }], item_key: 'artifacts' }
    }
  });
  const warning = `The artifacts of reused run 501 attempt 1 expire in 2 days (results_bmk on ${expiresAt}); merge and ingest before then or re-run the sweep.`;
  const result = await run(world, ['--expiry-warning-days', '3']);
  expect(result).toMatchObject({ code: 0, stderr: '' });
  expect(result.stdout).toContain(`warning: ${warning}\n`);
  expect(world.posted).toEqual([`/reuse-sweep-run\n\n> [!WARNING]\n> ${warning}`]);
});

test('a result artifact already expired refuses the merge, naming it', async () => {
  const world = mergeWorld({
    routes: {
      [`/repos/${REPO}/actions/runs/501/artifacts`]: {
        items: [
          { name: 'results_bmk', expired: false },
          { name: 'eval_results_all', expired: true }
        ],
        item_key: 'artifacts'
      }
    }
  });
  const result = await run(world);
  expect(result).toMatchObject({
    code: 1,
    stderr: 'error: Reusable source run 501 attempt 1 has expired artifact(s): eval_results_all; re-run the sweep or pin a newer run.\n'
  });
  expect(writes()).toEqual([]);
});

type Refusal = [string, MergeWorldOptions, string[], Record<string, string | undefined> | undefined, string];
test.each<Refusal>([
  ['another conflicting file', { notesConflict: true }, [], undefined, 'Unexpected conflict(s) in: NOTES.txt — only perf-changelog.yaml is auto-resolved'],
  [
    'a prefix-only artifact name',
    { artifacts: ['results_bmk_partial', 'eval_results_all_old'] },
    [],
    undefined,
    `PR #${PR} has no successful reusable run-sweep.yml run on a current commit`
  ],
  ['a trimmed sweep label', { labels: ['sweep-enabled'] }, [], undefined, `PR #${PR} must use a full-sweep label for artifact reuse`],
  ['two sweep labels', { labels: ['full-sweep-enabled', 'full-sweep-fail-fast'] }, [], undefined, `PR #${PR} must have exactly one sweep label`],
  [
    'a reuse-incompatible label',
    { labels: ['full-sweep-enabled', 'evals-only'] },
    [],
    undefined,
    `PR #${PR} uses evals-only, which is not eligible for artifact reuse`
  ],
  ['a closed PR', { state: 'closed' }, [], undefined, `PR #${PR} is CLOSED, expected OPEN`],
  ['a fork', { fork: true }, [], undefined, `PR #${PR} is from a fork; the merge helper cannot update its branch`],
  ['no token', {}, [], {}, 'GH_TOKEN or GITHUB_TOKEN is required'],
  [
    'a 404 for the PR',
    { routes: { [`/repos/${REPO}/pulls/${PR}`]: { status: 404, body: { message: 'Not Found' } } } },
    [],
    undefined,
    `GitHub API /pulls/${PR} failed: HTTP 404: {"message":"Not Found"}`
  ],
  [
    'a 500 for the comments',
    { routes: { [`/repos/${REPO}/issues/${PR}/comments`]: { status: 500, text: 'boom' } } },
    [],
    undefined,
    `GitHub API /issues/${PR}/comments failed: HTTP 500: boom`
  ],
  [
    'a malformed PR',
    { routes: { [`/repos/${REPO}/pulls/${PR}`]: { body: { number: PR, state: 'open' } } } },
    [],
    undefined,
    `GitHub API /pulls/${PR} answered without state, head.ref or head.sha`
  ],
  [
    'a pinned run of another workflow',
    {
      comments: [{ body: '/reuse-sweep-run 501' }],
      routes: {
        [`/repos/${REPO}/actions/runs/501`]: {
          body: { id: 501, event: 'pull_request', status: 'completed', conclusion: 'success', path: '.github/workflows/other.yml', head_sha: 'a'.repeat(40) }
        }
      }
    },
    [],
    undefined,
    'Reusable source run 501 is from .github/workflows/other.yml, expected .github/workflows/run-sweep.yml.'
  ]
])('refuses %s: one line, exit 1, nothing posted or pushed, checkout restored', async (_, options, extra, env, message) => {
  const world = mergeWorld(options);
  const before = world.headOf(BRANCH);
  const result = await run(world, extra, env ?? { GH_TOKEN: 'tok' });
  expect([result.code, result.stderr]).toEqual([1, `error: ${message}\n`]);
  expect(world.headOf(BRANCH)).toBe(before);
  expect(writes()).toEqual([]);
  expectCheckoutRestored(world);
});

test('a dirty working tree is refused before any API request', async () => {
  const world = mergeWorld();
  writeFileSync(join(world.clone, 'NOTES.txt'), 'local edit\n');
  const result = await run(world);
  expect([result.code, result.stderr]).toEqual([1, 'error: Working tree is not clean\n']);
  expect(server!.requests).toEqual([]);
  expect(readFileSync(join(world.clone, 'NOTES.txt'), 'utf8')).toBe('local edit\n');
});

test('a failed check-changelog stops before the authorization and the merge, naming the check and its URL', async () => {
  const world = mergeWorld({ checkChangelog: { status: 'completed', conclusion: 'failure' } });
  const result = await run(world);
  expect([result.code, result.stderr]).toEqual([1, 'error: check-changelog concluded failure - https://ci.example/check-changelog\n']);
  expect(writes()).toEqual([]);
  expect(result.stdout).toContain(`pushed ${world.headOf(BRANCH).slice(0, 8)} to origin/${BRANCH}`);
});

test('a refused merge deletes the authorization it posted', async () => {
  const world = mergeWorld({
    routes: { [`PUT /repos/${REPO}/pulls/${PR}/merge`]: { status: 405, body: { message: 'Required status check "e2e" is expected.' } } }
  });
  const result = await run(world);
  expect([result.code, result.stderr]).toEqual([
    1,
    `error: GitHub API /pulls/${PR}/merge failed: HTTP 405: {"message":"Required status check \\"e2e\\" is expected."}\n`
  ]);
  expect(writes()).toEqual([`POST /repos/${REPO}/issues/${PR}/comments`, `PUT /repos/${REPO}/pulls/${PR}/merge`, `DELETE /repos/${REPO}/issues/comments/1`]);
  expect(world.comments).toEqual([]);
});

test('a comment whose author association does not authorize is deleted, and nothing is merged', async () => {
  const world = mergeWorld({ operatorAssociation: 'CONTRIBUTOR' });
  const result = await run(world);
  expect([result.code, result.stderr]).toEqual([
    1,
    `error: the /reuse-sweep-run comment ${URL}${PR}#issuecomment-1 does not authorize reuse: its author association is CONTRIBUTOR (allowed: OWNER, MEMBER, COLLABORATOR)\n`
  ]);
  expect(world.merges).toEqual([]);
  expect(world.comments).toEqual([]);
});

test('a check-changelog that does not finish in time', async () => {
  const world = mergeWorld({ checkChangelog: { status: 'in_progress', conclusion: null } });
  const result = await run(world, ['--check-timeout', '0']);
  expect([result.code, result.stderr]).toEqual([1, `error: Timed out after 0s waiting for check-changelog on ${world.headOf(BRANCH)}\n`]);
  expect(world.merges).toEqual([]);
});

test('CHECK_TIMEOUT_SECONDS sets the timeout', async () => {
  const world = mergeWorld({ checkChangelog: { status: 'queued', conclusion: null } });
  const result = await run(world, [], { GH_TOKEN: 'tok', CHECK_TIMEOUT_SECONDS: '0' });
  expect(result.stderr).toBe(`error: Timed out after 0s waiting for check-changelog on ${world.headOf(BRANCH)}\n`);
});

test.each([
  [['x'], "sweepkit merge-with-reuse: error: argument PR: invalid pull request number: 'x'"],
  [['7', '--run-id', 'abc'], "sweepkit merge-with-reuse: error: --run-id must be a workflow run id (digits), got 'abc'"],
  [[], 'sweepkit merge-with-reuse: error: the following arguments are required: PR']
])('usage error %j: exit 2', async (argv, message) => {
  const { code, stderr } = await runCliCaptured(['merge-with-reuse', ...argv], { cwd: '/' });
  expect([code, stderr.trim().split('\n').at(-1)]).toEqual([2, message]);
});

test('a PR head that differs from the fetched branch is refused before anything is pushed', async () => {
  const stale = 'b'.repeat(40);
  const world = mergeWorld();
  const live = world.scenario.routes[`/repos/${REPO}/pulls/${PR}`] as () => { body: { head: { sha: string } } };
  world.scenario.routes[`/repos/${REPO}/pulls/${PR}`] = () => {
    const answer = live();
    return { body: { ...answer.body, head: { ...answer.body.head, sha: stale } } };
  };
  const result = await run(world);
  expect([result.code, result.stderr]).toEqual([1, `error: PR head changed to ${world.runSha.slice(0, 8)}; expected bbbbbbbb\n`]);
  expect(world.headOf(BRANCH)).toBe(world.runSha);
  expectCheckoutRestored(world);
});

/** The PR as the API shows it, with the head replaced once the helper has pushed. */
function afterPush(world: MergeWorld, head: (pushed: string, reads: number) => string): void {
  const key = `/repos/${REPO}/pulls/${PR}`;
  const live = world.scenario.routes[key] as () => { body: { head: { sha: string } } };
  let reads = 0;
  world.scenario.routes[key] = () => {
    const answer = live();
    if (answer.body.head.sha === world.runSha) return answer;
    return { body: { ...answer.body, head: { ...answer.body.head, sha: head(answer.body.head.sha, ++reads) } } };
  };
}

test('the API showing the old head for a moment after the push is waited for', async () => {
  const world = mergeWorld();
  afterPush(world, (pushed, reads) => (reads <= 2 ? world.runSha : pushed));
  expect(await run(world)).toMatchObject({ code: 0, stderr: '' });
  expect(world.merges).toEqual([{ merge_method: 'squash', sha: world.headOf(BRANCH) }]);
});

test('another push after ours is refused before the authorization and the merge', async () => {
  const world = mergeWorld();
  afterPush(world, () => 'c'.repeat(40));
  const result = await run(world);
  expect([result.code, result.stderr]).toEqual([1, `error: PR head changed to cccccccc; expected ${world.headOf(BRANCH).slice(0, 8)}\n`]);
  expect(writes()).toEqual([]);
});
