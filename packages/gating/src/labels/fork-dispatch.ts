import { pollUntil, SweepkitError, type Clock } from '../../../common/src/index.js';
import type { PullRequestEvent } from './event.js';
import type { LabelPolicy } from './policy.js';

/** The live state of a pull request (pulls.get) that the trusted dispatch checks. */
export interface LivePullRequest {
  state: string;
  draft: boolean;
  headSha: string;
  /** full_name of the head repository ('' when it was deleted). */
  headRepo: string;
  baseRepo: string;
  baseSha: string;
  labels: string[];
  /** '' until GitHub has computed the test merge commit. */
  mergeCommitSha: string;
  /** null while GitHub computes mergeability (merge_commit_sha may then be an older head's). */
  mergeable: boolean | null;
}

export interface ForkDispatchReader {
  /** The collaborator permission of a user in the base repository (`admin`, `write`, `read`, `none`, …). */
  permission(user: string): Promise<string>;
  livePull(): Promise<LivePullRequest>;
  /** The parent SHAs of a commit of the base repository (the test merge commit). */
  commitParents(sha: string): Promise<string[]>;
}

/** Whether a fork PR's label event dispatches the trusted e2e sweep, and its workflow_dispatch inputs. */
export interface ForkDispatch {
  dispatch: boolean;
  reason: string;
  /** The e2e workflow's inputs (strings, as workflow_dispatch takes them); empty when not dispatching. */
  inputs: Record<string, string>;
}

const WRITE_PERMISSIONS = ['admin', 'maintain', 'write'];

const refuse = (message: string): never => {
  throw new SweepkitError(message, { code: 'fork-dispatch' });
};

/** How long GitHub gets to build the merge commit of the approved head, and how often it is asked. */
export const MERGE_COMMIT_WAIT = { timeoutMs: 60_000, pollMs: 3_000 };

/**
 * The live pull request once its test merge commit is built from the approved head: GitHub
 * recomputes merge_commit_sha in the background after a push (mergeable: null meanwhile), so the
 * SHA read first may still merge an older head. Asked again (bounded) until a merge commit has
 * the approved head among its parents; a conflict, an advanced head or the time running out
 * refuses (fail closed).
 */
async function verifiedMerge(first: LivePullRequest, approvedHead: string, reader: ForkDispatchReader, clock: Clock): Promise<LivePullRequest> {
  let attempt = 0;
  let seen = 'mergeability still being computed';
  return pollUntil(
    clock,
    MERGE_COMMIT_WAIT,
    async () => {
      const live = attempt++ === 0 ? first : await reader.livePull();
      if (live.headSha !== approvedHead) {
        refuse(`The PR advanced from ${approvedHead} to ${live.headSha}; remove and re-add the sweep label to approve the new revision.`);
      }
      if (live.mergeable === false || (live.mergeable === true && !live.mergeCommitSha)) {
        refuse('GitHub has not produced a merge commit; resolve conflicts and re-add the label.');
      }
      if (live.mergeable === null || !live.mergeCommitSha) return undefined;
      const parents = await reader.commitParents(live.mergeCommitSha);
      if (parents.includes(approvedHead)) return live;
      seen = `merge commit ${live.mergeCommitSha} has parents ${parents.join(', ') || 'none'}`;
      return undefined;
    },
    () =>
      refuse(
        `GitHub has not produced a merge commit of the approved head ${approvedHead} within ${MERGE_COMMIT_WAIT.timeoutMs / 1000} s (${seen}); nothing was dispatched: re-add the label to try again.`
      )
  );
}

/**
 * The trusted external dispatch of trusted-external-sweep.yml (pull_request_target, labeled): for a
 * fork PR whose newly applied label is a primary sweep label, checks in order that the labeller may
 * write, the PR is open and ready, still a fork, still at the approved head, carries exactly that
 * primary label, and has a merge commit built from that head (waited for, bounded) — each failure
 * is an error with the reference's text.
 * Events it does not concern are no dispatch, with the reason.
 */
export async function decideForkDispatch(event: PullRequestEvent, policy: LabelPolicy, reader: ForkDispatchReader, clock: Clock): Promise<ForkDispatch> {
  const none = (reason: string): ForkDispatch => ({ dispatch: false, reason, inputs: {} });
  if (event.action !== 'labeled') return none(`pull_request_target ${event.action} is not a labeled event`);
  if (!policy.triggers.pullRequest.branches.includes(event.baseBranch)) return none('the pull request does not target a sweep branch');
  if (!event.fork) return none('not a fork pull request: the sweep workflow itself runs it');
  const label = event.eventLabel ?? '';
  if (!policy.primary.includes(label)) return none('the applied label is not a primary sweep label');

  const actor = event.sender ?? '';
  const permission = await reader.permission(actor);
  if (!WRITE_PERMISSIONS.includes(permission)) {
    refuse(`@${actor} has ${permission} permission; write, maintain, or admin permission is required to authorize external code.`);
  }
  const first = await reader.livePull();
  if (first.state !== 'open' || first.draft) refuse('The pull request must be open and ready for review.');
  if (first.headRepo !== '' && first.headRepo.toLowerCase() === first.baseRepo.toLowerCase())
    refuse('Trusted external dispatch is only for fork pull requests.');
  if (first.headSha !== event.headSha) {
    refuse(`The PR advanced from ${event.headSha} to ${first.headSha}; remove and re-add the sweep label to approve the new revision.`);
  }
  const primaries = first.labels.filter((l) => policy.primary.includes(l));
  if (primaries.length !== 1 || primaries[0] !== label) refuse(`Expected exactly the newly applied primary sweep label; found ${primaries.join(',')}.`);
  const live = await verifiedMerge(first, first.headSha, reader, clock);

  const has = (name: string): string => String(first.labels.includes(name));
  return {
    dispatch: true,
    reason: `fork PR #${event.number ?? '?'} approved at ${live.headSha.slice(0, 12)} with ${label}`,
    inputs: {
      'test-name': `External PR #${event.number ?? ''} @ ${live.headSha.slice(0, 12)}`,
      ref: live.mergeCommitSha,
      'changelog-base-ref': live.baseSha,
      'changelog-head-ref': live.headSha,
      'trim-conc': String(!policy.full.includes(label)),
      'all-evals': has(policy.modifiers['all-evals']),
      'evals-only': has(policy.modifiers['evals-only']),
      'agentx-fast': has(policy.modifiers['agentx-fast']),
      'fail-fast': String(policy.failFast.includes(label)),
      'pr-labels-json': JSON.stringify(first.labels)
    }
  };
}
