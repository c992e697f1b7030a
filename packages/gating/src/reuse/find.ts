import { pyStrRepr, SweepkitError, type Clock } from '../../../common/src/index.js';
import { findAuthorization, type Authorization } from './authorization.js';
import { artifactExpiry, expiredError, expiryWarning, type ArtifactExpiry } from './expiry.js';
import type { IssueComment, LabelEvent, ReuseGitHub, RunArtifact, WorkflowRun } from './port.js';

/** What the finder is asked (the reference's flags, plus the opt-in improvements). */
export interface ReuseRequest {
  repo: string;
  commitSha: string;
  eventName: string;
  eventAction: string;
  ref: string;
  prNumber?: number;
  workflowId: string;
  fullSweepLabels: readonly string[];
  incompatibleLabels: readonly string[];
  command: string;
  allowedAssociations: readonly string[];
  /** Only a run created while a full-sweep label (and no incompatible label) was on the PR counts. */
  requireLabelHistory?: boolean;
  /** A pinned run must be on the PR's head branch. */
  requireHeadBranchMatch?: boolean;
  /** Stop the latest-run search after this many runs. */
  maxRuns?: number;
  /** Warn when the reused run's result artifacts expire within this many days (default 7). */
  expiryWarningDays?: number;
}

const DEFAULT_EXPIRY_WARNING_DAYS = 7;

/** The reference's eight outputs, in its order. */
export interface ReuseOutputs {
  'reuse-enabled': string;
  'skip-pr-sweep': string;
  'reuse-source-run-id': string;
  'reuse-source-run-attempt': string;
  'reuse-source-run-url': string;
  'reuse-source-pr-number': string;
  'reuse-source-head-sha': string;
  'reuse-reason': string;
}

/** Facts beyond the reference's outputs (the action publishes them; the CLI on request). */
export interface ReuseExtras {
  'authorization-comment-url': string;
  'pinned-run-id': string;
  /** PR commits after the source run's commit; empty when no source run was chosen. */
  'commits-after-source': string;
  /** When the reused run's first result artifact expires (ISO 8601); empty when unknown or no run. */
  'artifacts-expire-at': string;
}

export interface ReuseResult {
  outputs: ReuseOutputs;
  extras: ReuseExtras;
  /** One line each (the action annotates them; the CLI prints them to stderr). */
  warnings: string[];
}

const ALLOWED_PINNED = ['success', 'failure', 'cancelled'];

const fail = (message: string): never => {
  throw new SweepkitError(message, { code: 'reuse' });
};

function result(outputs: Partial<ReuseOutputs> & { 'reuse-reason': string }, extras: Partial<ReuseExtras> = {}, warnings: string[] = []): ReuseResult {
  return {
    outputs: {
      'reuse-enabled': 'false',
      'skip-pr-sweep': 'false',
      'reuse-source-run-id': '',
      'reuse-source-run-attempt': '',
      'reuse-source-run-url': '',
      'reuse-source-pr-number': '',
      'reuse-source-head-sha': '',
      ...outputs
    },
    extras: { 'authorization-comment-url': '', 'pinned-run-id': '', 'commits-after-source': '', 'artifacts-expire-at': '', ...extras },
    warnings
  };
}

const authExtras = (auth: Authorization): Partial<ReuseExtras> => ({
  'authorization-comment-url': auth.comment?.url ?? '',
  'pinned-run-id': auth.pinnedRunId ?? ''
});

const isResultArtifact = (artifact: RunArtifact): boolean =>
  artifact.name === 'results_bmk' || artifact.name === 'eval_results_all' || artifact.name.startsWith('bmk_agentic_');
const isReusableArtifact = (artifact: RunArtifact): boolean => !artifact.expired && isResultArtifact(artifact);

/** `.github/workflows/{id}` unless the id already is a path below `.github/`. */
export const expectedWorkflowPath = (workflowId: string): string => (workflowId.startsWith('.github/') ? workflowId : `.github/workflows/${workflowId}`);

/** The labels on the PR when `at` happened, replayed from labeled/unlabeled events. */
export function labelsAt(events: readonly LabelEvent[], at: string): Set<string> {
  const labels = new Set<string>();
  const ordered = [...events].sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
  for (const event of ordered) {
    if (event.createdAt > at) break;
    if (event.action === 'labeled') labels.add(event.label);
    else labels.delete(event.label);
  }
  return labels;
}

/** Finds whether (and which) earlier PR sweep run a workflow may reuse instead of sweeping again. */
export class ReuseFinder {
  private readonly memo = new Map<string, Promise<unknown>>();

  constructor(
    private readonly request: ReuseRequest,
    private readonly github: ReuseGitHub,
    private readonly clock: Pick<Clock, 'now'>
  ) {}

  /** Each API answer is read once per run of the finder. */
  private once<T>(key: string, load: () => Promise<T>): Promise<T> {
    let value = this.memo.get(key);
    if (!value) this.memo.set(key, (value = load()));
    return value as Promise<T>;
  }

  private commits(pr: number): Promise<string[]> {
    return this.once(`commits:${pr}`, () => this.github.pullCommits(pr));
  }

  private artifacts(runId: string): Promise<RunArtifact[]> {
    return this.once(`artifacts:${runId}`, () => this.github.runArtifacts(runId));
  }

  private labelEvents(pr: number): Promise<LabelEvent[]> {
    return this.once(`labels:${pr}`, () => this.github.labelEvents(pr));
  }

  private async authorization(pr: number): Promise<Authorization> {
    const comments: IssueComment[] = await this.github.issueComments(pr);
    return findAuthorization(comments, { command: this.request.command, allowedAssociations: this.request.allowedAssociations });
  }

  async find(): Promise<ReuseResult> {
    const { eventName, eventAction, ref, command } = this.request;
    if (eventName === 'pull_request') {
      if (eventAction !== 'synchronize') return result({ 'reuse-reason': `pull_request action ${eventAction || 'unknown'} is not synchronize` });
      const pr = this.request.prNumber ?? fail('--pr-number is required for pull_request synchronize');
      const auth = await this.authorization(pr);
      return result(
        {
          'skip-pr-sweep': String(auth.authorized),
          'reuse-source-pr-number': String(pr),
          'reuse-reason': `PR #${pr} has ${auth.authorized ? '' : 'no '}${command} authorization`
        },
        authExtras(auth)
      );
    }
    if (eventName !== 'push' || ref !== 'refs/heads/main') return result({ 'reuse-reason': 'not a push to main' });
    return this.postMerge();
  }

  private async postMerge(): Promise<ReuseResult> {
    const { commitSha, command } = this.request;
    const pulls = await this.github.pullsForCommit(commitSha);
    if (pulls.length === 0) return result({ 'reuse-reason': 'no associated pull request' });
    if (pulls.length > 1) {
      const authorized: number[] = [];
      for (const pr of pulls) if ((await this.authorization(pr)).authorized) authorized.push(pr);
      if (authorized.length) {
        fail(
          `Commit ${commitSha} maps to multiple PRs (${pulls.join(', ')}); found reuse authorization on ${authorized.map((n) => `#${n}`).join(', ')}; refusing to reuse artifacts.`
        );
      }
      return result({ 'reuse-reason': 'multiple associated pull requests' });
    }
    const pr = pulls[0]!;
    const auth = await this.authorization(pr);
    if (!auth.authorized)
      return result({ 'reuse-source-pr-number': String(pr), 'reuse-reason': `PR #${pr} has no ${command} authorization` }, authExtras(auth));
    const pull = await this.github.pull(pr);
    this.checkLiveLabels(pr, pull.labels);
    if (!pull.mergedAt) fail(`PR #${pr} is not marked as merged.`);

    const { run, reason, expiry, warning } = await this.sourceRun(pr, pull.headRef, auth.pinnedRunId);
    const commits = await this.commits(pr);
    return result(
      {
        'reuse-enabled': 'true',
        'reuse-source-run-id': run.id,
        'reuse-source-run-attempt': run.runAttempt || '1',
        'reuse-source-run-url': run.htmlUrl || `https://github.com/${this.request.repo}/actions/runs/${run.id}`,
        'reuse-source-pr-number': String(pr),
        'reuse-source-head-sha': run.headSha,
        'reuse-reason': reason
      },
      {
        ...authExtras(auth),
        'commits-after-source': String(commits.length - 1 - commits.lastIndexOf(run.headSha)),
        'artifacts-expire-at': expiry.kind === 'ok' || expiry.kind === 'soon' ? expiry.earliest : ''
      },
      warning === undefined ? [] : [warning]
    );
  }

  /**
   * The PR run whose artifacts a post-merge push would reuse (the pinned one, else the newest
   * eligible one), validated; `notFound` words the failure of the latest-run search. Result
   * artifacts GitHub flags expired fail it; `warning` says when the rest expire soon.
   */
  async sourceRun(
    pr: number,
    headRef: string,
    pinnedRunId: string | undefined,
    notFound?: (commitCount: number) => string
  ): Promise<{ run: WorkflowRun; reason: string; expiry: ArtifactExpiry; warning?: string }> {
    let run: WorkflowRun;
    let reason: string;
    if (pinnedRunId !== undefined) {
      run = await this.github.workflowRun(pinnedRunId);
      reason = `PR #${pr} approved reusable full sweep from pinned run ${pinnedRunId}`;
      if (this.request.requireHeadBranchMatch && run.headBranch !== headRef) {
        fail(`Reusable source run ${run.id || pinnedRunId} is on branch ${pyStrRepr(run.headBranch)}, not on the PR head branch ${pyStrRepr(headRef)}.`);
      }
    } else {
      run = await this.latestRun(pr, headRef, notFound);
      reason = `PR #${pr} approved reusable full sweep from latest run on ${run.headSha}`;
    }
    await this.validate(run, pr, pinnedRunId);
    const results = (await this.artifacts(run.id)).filter(isResultArtifact);
    const expiry = artifactExpiry(results, this.clock.now(), this.request.expiryWarningDays ?? DEFAULT_EXPIRY_WARNING_DAYS);
    const expired = expiredError(run, expiry);
    if (expired !== undefined) fail(expired);
    return { run, reason, expiry, warning: expiryWarning(run, expiry) };
  }

  private checkLiveLabels(pr: number, labels: readonly string[]): void {
    const { command, fullSweepLabels, incompatibleLabels } = this.request;
    const incompatible = [...new Set(labels.filter((l) => incompatibleLabels.includes(l)))].sort();
    if (incompatible.length) fail(`PR #${pr} has ${command} authorization but uses reuse-incompatible label(s): ${incompatible.join(', ')}.`);
    if (!labels.some((l) => fullSweepLabels.includes(l))) {
      fail(`PR #${pr} has ${command} authorization but is missing any of: ${[...new Set(fullSweepLabels)].sort().join(', ')}.`);
    }
  }

  /** With require-label-history: the labels of the PR when the run was created allowed a full, reusable sweep. */
  private async labelsAllowed(pr: number, run: WorkflowRun): Promise<Set<string> | undefined> {
    if (!this.request.requireLabelHistory) return undefined;
    const active = labelsAt(await this.labelEvents(pr), run.createdAt);
    const ok = [...active].some((l) => this.request.fullSweepLabels.includes(l)) && ![...active].some((l) => this.request.incompatibleLabels.includes(l));
    return ok ? undefined : active;
  }

  private async hasReusableArtifact(run: WorkflowRun): Promise<boolean> {
    return (await this.artifacts(run.id)).some(isReusableArtifact);
  }

  /** The newest green run on a PR commit with result artifacts; runs are read lazily, newest first. */
  private async latestRun(pr: number, headRef: string, notFound?: (commitCount: number) => string): Promise<WorkflowRun> {
    const { workflowId, command, maxRuns } = this.request;
    const commits = await this.commits(pr);
    if (commits.length === 0) fail(`PR #${pr} has no commits.`);
    const shas = new Set(commits);
    let seen = 0;
    for await (const run of this.github.workflowRuns(workflowId, headRef)) {
      if (maxRuns !== undefined && seen++ >= maxRuns) break;
      if (run.conclusion !== 'success' || !shas.has(run.headSha)) continue;
      if ((await this.labelsAllowed(pr, run)) !== undefined) continue;
      if (await this.hasReusableArtifact(run)) return run;
    }
    if (notFound) return fail(notFound(commits.length));
    return fail(
      `PR #${pr} has ${command} authorization but no successful ${workflowId} pull_request run was found for any of its ${commits.length} commit(s); pin a specific run with \`${command} <run_id>\`.`
    );
  }

  /** The checks every source run passes, pinned or found (fail closed). */
  private async validate(run: WorkflowRun, pr: number, pinnedRunId: string | undefined): Promise<void> {
    const id = run.id || pinnedRunId;
    const pinned = pinnedRunId !== undefined;
    if (run.event !== 'pull_request') fail(`Reusable source run ${id} is not a pull_request run.`);
    if (run.status !== 'completed') fail(`Reusable source run ${id} is not completed.`);
    if (!(pinned ? ALLOWED_PINNED : ['success']).includes(run.conclusion ?? '')) {
      fail(
        `Reusable source run ${id} has conclusion ${run.conclusion === null ? 'None' : pyStrRepr(run.conclusion)}; expected ${pinned ? 'success, failure, or cancelled' : 'success'}.`
      );
    }
    const expectedPath = expectedWorkflowPath(this.request.workflowId);
    if (run.path && run.path !== expectedPath) fail(`Reusable source run ${id} is from ${run.path}, expected ${expectedPath}.`);
    if (!run.headSha) fail(`Reusable source run ${id} has no head_sha.`);
    if (!(await this.commits(pr)).includes(run.headSha)) {
      fail(`Reusable source run ${id} head ${run.headSha} is not in PR #${pr}'s commit list; pin a run whose commit is still part of the PR.`);
    }
    const labels = await this.labelsAllowed(pr, run);
    if (labels !== undefined) {
      fail(
        `Reusable source run ${id} was created while PR #${pr} had the labels [${[...labels].sort().join(', ')}]; reuse needs a run made with a full-sweep label and no reuse-incompatible label.`
      );
    }
    if (!(await this.hasReusableArtifact(run))) fail(`Reusable source run ${id} has no benchmark, eval, or agentic result artifact.`);
  }
}

export function findReusableSweepRun(request: ReuseRequest, github: ReuseGitHub, clock: Pick<Clock, 'now'>): Promise<ReuseResult> {
  return new ReuseFinder(request, github, clock).find();
}
