import { pollUntil, SweepkitError, type Clock } from '../../../common/src/index.js';
import { canonicalizeChangelog, resolveChangelogConflict, type LinkPolicy } from '../../../changelog/src/index.js';
import type { LabelPolicy } from '../labels/policy.js';
import { findAuthorization } from './authorization.js';
import { runLabel } from './expiry.js';
import { ReuseFinder } from './find.js';
import type { IssueComment, ReuseGitHub, WorkflowRun } from './port.js';

/** The live state of the PR the helper merges. */
export interface MergePull {
  /** `open` or `closed`, as the REST API says. */
  state: string;
  merged: boolean;
  draft: boolean;
  /** The head branch lives in another repository. */
  fork: boolean;
  labels: string[];
  headRef: string;
  headSha: string;
  baseRef: string;
}

/** A check of a commit: a check run, or a commit status mapped onto the check-run fields. */
export interface CommitCheck {
  name: string;
  /** `completed` once it has a conclusion. */
  status: string;
  conclusion: string | null;
  url: string;
}

/** What the merge helper asks of GitHub beyond the reuse finder's reads. */
export interface MergeGitHub extends ReuseGitHub {
  mergePull(pr: number): Promise<MergePull>;
  /** Posts a conversation comment; returns it as GitHub stored it (author association included). */
  postComment(pr: number, body: string): Promise<IssueComment & { id: string }>;
  deleteComment(id: string): Promise<void>;
  /** The latest check run per name and the latest status per context of a commit. */
  checks(sha: string): Promise<CommitCheck[]>;
  /** Squash-merges the PR, only while its head is still `sha`. */
  squashMerge(pr: number, sha: string): Promise<void>;
}

/** The git operations of the merge, in the operator's clone (`adapters/merge-git.ts` runs `git`). */
export interface MergeGit {
  /** `git status --porcelain`: empty when the tree is clean. */
  status(): Promise<string>;
  /** The checked-out branch (undefined when detached) and commit. */
  head(): Promise<{ branch?: string; sha: string }>;
  /** Fetches the branches into `refs/remotes/{remote}/…`. */
  fetch(remote: string, branches: readonly string[]): Promise<void>;
  revParse(ref: string): Promise<string>;
  checkoutDetached(sha: string): Promise<void>;
  /** Returns to a branch or commit, dropping any merge in progress and uncommitted change. */
  restore(ref: string): Promise<void>;
  /** `git merge --no-ff`; the conflicted paths when it stops on conflicts, else []. */
  merge(ref: string, message: string): Promise<string[]>;
  /** Bytes of `path` at `ref`; `:1`/`:2`/`:3` read the index stages of a conflict. */
  show(ref: string, path: string): Promise<Uint8Array>;
  readFile(path: string): Promise<Uint8Array>;
  /** Writes the file (atomically) and stages it. */
  writeAndAdd(path: string, text: string): Promise<void>;
  /** Stages nothing: commits what is staged (concludes a merge when one is in progress). */
  commit(message: string, options?: { amend?: boolean; allowEmpty?: boolean }): Promise<void>;
  /** `git push {remote} {sha}:refs/heads/{branch}` (never forced). */
  push(remote: string, sha: string, branch: string): Promise<void>;
}

export interface MergeWithReuseRequest {
  repo: string;
  pr: number;
  remote: string;
  /** The changelog, relative to the repository root. */
  changelogFile: string;
  links: LinkPolicy;
  policy: LabelPolicy;
  workflowId: string;
  command: string;
  allowedAssociations: readonly string[];
  /** Pin this run in the authorization (otherwise an earlier pin is kept, or the command is bare). */
  runId?: string;
  /** Warn when the reused run's result artifacts expire within this many days (default 7). */
  expiryWarningDays?: number;
  checkName: string;
  checkTimeoutSeconds: number;
  pollSeconds: number;
  dryRun: boolean;
}

export interface MergeWithReusePorts {
  github: MergeGitHub;
  git: MergeGit;
  clock: Clock;
  /** One progress line. */
  log(line: string): void;
}

const fail = (message: string): never => {
  throw new SweepkitError(message, { code: 'merge-with-reuse' });
};

const short = (sha: string): string => sha.slice(0, 8);

/** Why the PR may not be merged with reuse (the reference's checks and texts), or undefined. */
export function mergeRefusal(pr: number, pull: MergePull, policy: LabelPolicy): string | undefined {
  const state = pull.merged ? 'MERGED' : pull.state.toUpperCase();
  if (state !== 'OPEN') return `PR #${pr} is ${state}, expected OPEN`;
  if (pull.fork) return `PR #${pr} is from a fork; the merge helper cannot update its branch`;
  // A draft cannot be merged, and its pushes run no sweep gate: refuse before touching anything.
  if (pull.draft) return `PR #${pr} is a draft; mark it ready for review first`;
  const primary = [...new Set(pull.labels.filter((l) => policy.primary.includes(l)))];
  if (primary.length !== 1) return `PR #${pr} must have exactly one sweep label`;
  if (!policy.full.includes(primary[0]!)) return `PR #${pr} must use a full-sweep label for artifact reuse`;
  const incompatible = [...new Set(pull.labels.filter((l) => policy.reuseIncompatible.includes(l)))].sort();
  if (incompatible.length) return `PR #${pr} uses ${incompatible.join(', ')}, which is not eligible for artifact reuse`;
  return undefined;
}

export interface CommentPlan {
  /** The comment to post, or undefined when the authorization in place already says it. */
  post?: string;
  /** The run id the authorization pins once the plan is carried out. */
  pinnedRunId?: string;
  note: string;
}

/**
 * The `/reuse-sweep-run` comment to post. An authorization already in place is kept — in
 * particular a pinned run id is never replaced by a newer bare command (which would un-pin it);
 * only an explicit `runId` that differs posts a new, pinned command.
 */
export function commentPlan(existing: { authorized: boolean; pinnedRunId?: string; comment?: IssueComment }, command: string, runId?: string): CommentPlan {
  if (runId !== undefined && runId !== existing.pinnedRunId) return { post: `${command} ${runId}`, pinnedRunId: runId, note: `posting ${command} ${runId}` };
  if (existing.authorized) {
    const what = existing.pinnedRunId === undefined ? command : `${command} ${existing.pinnedRunId}`;
    return { pinnedRunId: existing.pinnedRunId, note: `keeping the authorization ${what} (${existing.comment?.url || 'existing comment'})` };
  }
  return { post: command, note: `posting ${command}` };
}

/** The commit that carries the merge-time changes: the reference's message for each case (`marker`: the policy's skip marker). */
export function refreshCommit(
  pr: number,
  merged: boolean,
  canonicalized: boolean,
  marker: string
): { message: string; amend: boolean; allowEmpty: boolean } | undefined {
  if (merged) return canonicalized ? { message: '', amend: true, allowEmpty: false } : undefined;
  if (canonicalized) return { message: `fix: canonicalize PR #${pr} changelog link ${marker}`, amend: false, allowEmpty: false };
  return { message: `chore: refresh PR #${pr} for sweep reuse ${marker}`, amend: false, allowEmpty: true };
}

const PASSING = new Set(['success', 'neutral', 'skipped']);

/** The first failed check, or whether some check still runs (`gh pr checks --watch --fail-fast`). */
export function checksVerdict(checks: readonly CommitCheck[]): { failed?: CommitCheck; pending: boolean } {
  const failed = checks.find((c) => c.status === 'completed' && !PASSING.has(c.conclusion ?? ''));
  return { failed, pending: checks.some((c) => c.status !== 'completed') };
}

const failedText = (check: CommitCheck): string => `${check.name} concluded ${check.conclusion || 'unknown'}${check.url ? ` - ${check.url}` : ''}`;

/** `owner/name` of a GitHub remote URL (https, ssh or scp-like), or undefined. */
export function repoFromRemoteUrl(url: string): string | undefined {
  const match = /^(?:https?:\/\/(?:[^@/]+@)?|ssh:\/\/(?:[^@/]+@)?|[^@/:]+@)[^/:]+(?::\d+)?[/:]([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+?)(?:\.git)?\/?$/.exec(
    url.trim()
  );
  return match ? `${match[1]}/${match[2]}` : undefined;
}

/** The result of a merge (or of a dry run: what it would do). */
export interface MergeWithReuseResult {
  merged: boolean;
  headSha: string;
  sourceRun: WorkflowRun;
  comment?: string;
  /** The reused run's artifacts expire soon (also logged, and appended to a posted comment). */
  warning?: string;
}

/**
 * `merge_with_reuse.sh {PR}` without its gaps: refuses what cannot be reused, finds the run the
 * post-merge push will reuse (with the finder's exact artifact names), merges the base branch
 * into the PR head locally (only a changelog conflict is resolved) and canonicalises the
 * changelog — all before anything leaves the clone. Then it pushes (every commit it makes
 * carries the skip marker, so the push starts no sweep), waits for check-changelog and every
 * check, posts the authorization (keeping an earlier pin) just before the squash merge, and
 * deletes that comment again if the merge is refused: a failed run leaves no authorization
 * behind to skip the sweeps of later pushes. Every local step runs on a detached HEAD; the
 * operator's checkout is restored whatever happens.
 */
export async function mergeWithReuse(request: MergeWithReuseRequest, ports: MergeWithReusePorts): Promise<MergeWithReuseResult> {
  const { pr, remote, command } = request;
  const { github, git, log } = ports;
  if ((await git.status()) !== '') fail('Working tree is not clean');

  const pull = await github.mergePull(pr);
  const refusal = mergeRefusal(pr, pull, request.policy);
  if (refusal) fail(refusal);

  const existing = findAuthorization(await github.issueComments(pr), { command, allowedAssociations: request.allowedAssociations });
  const plan = commentPlan(existing, command, request.runId);
  const finder = new ReuseFinder(
    {
      // The post-merge push that will look for this run.
      repo: request.repo,
      commitSha: '',
      eventName: 'push',
      eventAction: '',
      ref: `refs/heads/${pull.baseRef}`,
      workflowId: request.workflowId,
      fullSweepLabels: request.policy.full,
      incompatibleLabels: request.policy.reuseIncompatible,
      command,
      allowedAssociations: request.allowedAssociations,
      expiryWarningDays: request.expiryWarningDays
    },
    github,
    ports.clock
  );
  const { run, warning } = await finder.sourceRun(
    pr,
    pull.headRef,
    plan.pinnedRunId,
    () => `PR #${pr} has no successful reusable ${request.workflowId} run on a current commit`
  );
  log(`PR #${pr}: reusable ${runLabel(run)} on ${short(run.headSha)}; ${plan.note}`);
  if (warning) log(`warning: ${warning}`);
  // The authorization names the run by id (GitHub's reuse reads its artifacts); the warning rides along.
  const post = plan.post === undefined || warning === undefined ? plan.post : `${plan.post}\n\n> [!WARNING]\n> ${warning}`;

  const newHead = await mergeLocally(request, ports, pull);
  if (request.dryRun) {
    log(
      `dry run: would push ${short(newHead)} to ${remote}/${pull.headRef}, wait for ${request.checkName} and every check, ${plan.post ? `post '${plan.post}', ` : ''}then squash-merge PR #${pr}`
    );
    return { merged: false, headSha: newHead, sourceRun: run, comment: post, warning };
  }

  await git.push(remote, newHead, pull.headRef);
  log(`pushed ${short(newHead)} to ${remote}/${pull.headRef}`);
  await awaitPushedHead(request, ports, pull.headSha, newHead);
  await waitForChecks(request, ports, newHead);
  await expectHead(github, pr, newHead);
  const posted = post === undefined ? undefined : await github.postComment(pr, post);
  try {
    if (posted && !request.allowedAssociations.includes(posted.authorAssociation)) {
      fail(
        `the ${command} comment ${posted.url} does not authorize reuse: its author association is ${posted.authorAssociation || 'unknown'} (allowed: ${request.allowedAssociations.join(', ')})`
      );
    }
    if (posted) log(`posted ${posted.url}`);
    await github.squashMerge(pr, newHead);
  } catch (error) {
    if (!posted) throw error;
    try {
      await github.deleteComment(posted.id);
    } catch (cleanup) {
      fail(`${(error as Error).message}; the ${command} comment ${posted.url} could not be deleted either (${(cleanup as Error).message}): delete it by hand`);
    }
    throw error;
  }
  log(`merged PR #${pr} (squash); main will reuse ${runLabel(run)}`);
  return { merged: true, headSha: newHead, sourceRun: run, comment: post, warning };
}

/** GitHub moves the PR head to the pushed commit shortly after the push; any other head means someone else pushed. */
async function awaitPushedHead(request: MergeWithReuseRequest, { github, clock }: MergeWithReusePorts, before: string, pushed: string): Promise<void> {
  let now = before;
  const headChanged = (): never => fail(`PR head changed to ${short(now)}; expected ${short(pushed)}`);
  await pollUntil(
    clock,
    pollTimes(request),
    async () => {
      now = (await github.mergePull(request.pr)).headSha;
      if (now === pushed) return true;
      return now === before ? undefined : headChanged();
    },
    headChanged
  );
}

const pollTimes = (request: MergeWithReuseRequest) => ({ timeoutMs: request.checkTimeoutSeconds * 1000, pollMs: request.pollSeconds * 1000 });

async function expectHead(github: MergeGitHub, pr: number, sha: string): Promise<void> {
  const now = (await github.mergePull(pr)).headSha;
  if (now !== sha) fail(`PR head changed to ${short(now)}; expected ${short(sha)}`);
}

/** Merges the base into the PR head on a detached HEAD and returns the commit to push; the checkout is restored. */
async function mergeLocally(request: MergeWithReuseRequest, { git, log }: MergeWithReusePorts, pull: MergePull): Promise<string> {
  const { pr, remote, changelogFile: file } = request;
  const base = `${remote}/${pull.baseRef}`;
  await git.fetch(remote, [pull.baseRef, pull.headRef]);
  const fetched = await git.revParse(`${remote}/${pull.headRef}`);
  if (fetched !== pull.headSha) fail(`PR head changed to ${short(fetched)}; expected ${short(pull.headSha)}`);
  const origin = await git.head();
  await git.checkoutDetached(pull.headSha);
  try {
    const conflicts = await git.merge(base, `Merge ${pull.baseRef} into PR #${pr} for sweep reuse ${request.policy.skipMarker}`);
    if (conflicts.length) {
      const others = conflicts.filter((path) => path !== file);
      if (others.length) fail(`Unexpected conflict(s) in: ${others.join(' ')} — only ${file} is auto-resolved`);
      let text: string;
      try {
        const context = { file, prNumber: pr, links: request.links };
        text = resolveChangelogConflict(await git.show(':1', file), await git.show(':2', file), await git.show(':3', file), context);
      } catch (error) {
        return fail(`Could not safely resolve ${file}: ${(error as Error).message}`);
      }
      await git.writeAndAdd(file, text);
      await git.commit('', {});
      log(`resolved the ${file} conflict with ${base}`);
    }
    const merged = (await git.revParse('HEAD')) !== pull.headSha;
    const canonical = canonicalizeChangelog(await git.show(base, file), await git.readFile(file), { file, prNumber: pr, links: request.links });
    if (canonical.changed) await git.writeAndAdd(file, canonical.text);
    log(canonical.message);
    const commit = refreshCommit(pr, merged, canonical.changed, request.policy.skipMarker);
    if (commit) await git.commit(commit.message, { amend: commit.amend, allowEmpty: commit.allowEmpty });
    return await git.revParse('HEAD');
  } finally {
    await git.restore(origin.branch ?? origin.sha);
  }
}

/**
 * Waits for the changelog check, then for every check of the commit, failing at the first failure;
 * each wait is bounded by the check timeout.
 */
async function waitForChecks(request: MergeWithReuseRequest, { github, clock, log }: MergeWithReusePorts, sha: string): Promise<void> {
  await pollUntil(
    clock,
    pollTimes(request),
    async () => {
      const check = (await github.checks(sha)).find((c) => c.name === request.checkName);
      if (check?.status !== 'completed') return undefined;
      return check.conclusion === 'success' ? true : fail(failedText(check));
    },
    () => fail(`Timed out after ${request.checkTimeoutSeconds}s waiting for ${request.checkName} on ${sha}`)
  );
  log(`${request.checkName} passed on ${short(sha)}`);
  await pollUntil(
    clock,
    pollTimes(request),
    async () => {
      const { failed, pending } = checksVerdict(await github.checks(sha));
      if (failed) fail(failedText(failed));
      return pending ? undefined : true;
    },
    () => fail(`Timed out after ${request.checkTimeoutSeconds}s waiting for the checks on ${sha}`)
  );
  log(`all checks passed on ${short(sha)}`);
}
