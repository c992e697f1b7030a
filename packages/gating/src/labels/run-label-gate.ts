import { SweepkitError, readTextFile, systemClock, type Clock, type Files } from '../../../common/src/index.js';
import { findAuthorization, type Authorization } from '../reuse/authorization.js';
import type { IssueComment } from '../reuse/port.js';
import { concurrencyKey, type RunContext } from './concurrency.js';
import { decideLabelGate, type GateDecision } from './decide.js';
import { parseGateEvent, type GateEvent, type PullRequestEvent } from './event.js';
import { decideForkDispatch, type ForkDispatch, type LivePullRequest } from './fork-dispatch.js';
import { loadLabelPolicy } from './load-policy.js';
import type { LabelPolicy } from './policy.js';

/** A pull request as the API addresses it. */
export interface PullRequestRef {
  owner: string;
  repo: string;
  number: number;
  headSha: string;
}

/** The GitHub look-ups label-gate may need (the port; adapters/pull-request-github.ts reads them over REST). */
export interface PullRequestReader {
  /** Live label names of the pull request. */
  labels(pull: PullRequestRef): Promise<string[]>;
  /** Full message (subject and body) of the PR head commit. */
  headCommitMessage(pull: PullRequestRef): Promise<string>;
  /** Every conversation comment of the PR (for the /reuse-sweep-run authorization). */
  issueComments(pull: PullRequestRef): Promise<IssueComment[]>;
  livePull(pull: PullRequestRef): Promise<LivePullRequest>;
  /** A user's collaborator permission in the PR's base repository. */
  permission(pull: PullRequestRef, user: string): Promise<string>;
  /** The parent SHAs of a commit of the base repository. */
  commitParents(pull: PullRequestRef, sha: string): Promise<string[]>;
}

/** The /reuse-sweep-run command and who may give it (the reuse finder's defaults). */
export interface ReuseAuthorizationRules {
  command: string;
  allowedAssociations: readonly string[];
}

export interface LabelGateRequest {
  eventName: string;
  eventPath: string;
  /** Shown in messages instead of eventPath (e.g. the path as the user typed it). */
  eventDisplayName?: string;
  policyFile?: string;
  policyDisplayName?: string;
  caseInsensitiveLabels?: boolean;
  reuseAuthorized?: boolean;
  /** `event` = labels of the payload (what the event saw); `api` = live labels (right on re-runs). */
  labelsSource?: 'event' | 'api';
  /**
   * The PR head commit message. Undefined = read it (push: from the payload; pull_request: through
   * the GitHub port); '' = do not look for the skip marker.
   */
  headMessage?: string;
  /**
   * Where the reuse gate runs, read the PR comments for an authorized /reuse-sweep-run (the reuse
   * finder's rule) instead of taking `reuseAuthorized`.
   */
  checkReuseAuthorization?: ReuseAuthorizationRules;
  /** github.sha and github.run_id, for the concurrency key. */
  run?: RunContext;
}

export interface LabelGatePorts {
  files: Files;
  github?: PullRequestReader;
  /** Why `github` is missing, for the error of a look-up that needs it (default: no token was given). */
  noGitHub?: string;
  /** Waits for the fork dispatch's merge commit (default: the system clock). */
  clock?: Clock;
}

export interface LabelGateResult {
  event: GateEvent;
  policy: LabelPolicy;
  /** The labels the decision used. */
  labels: string[];
  headMessage: string;
  decision: GateDecision;
  /** The authorization found when it was looked up. */
  reuse?: Authorization;
  /** pull_request_target: the trusted dispatch of a fork PR's sweep. */
  dispatch?: ForkDispatch;
  concurrencyKey: string;
}

function needGitHub(ports: LabelGatePorts, why: string): PullRequestReader {
  if (!ports.github) throw new SweepkitError(`${why} needs the GitHub API, and ${ports.noGitHub ?? 'no token was given'}`, { code: 'no-github' });
  return ports.github;
}

function pullRequestRef(event: PullRequestEvent, file: string): PullRequestRef {
  const { owner, repo, number, headSha } = event;
  if (!owner || !repo || number === undefined || headSha === undefined) {
    throw new SweepkitError('event payload: the API look-ups need the repository full_name, pull_request.number and pull_request.head.sha', {
      location: { file },
      code: 'event-payload'
    });
  }
  return { owner, repo, number, headSha };
}

/** Reads the event (and, when asked, live labels, the head commit message and the comments) and decides. */
export async function runLabelGate(request: LabelGateRequest, ports: LabelGatePorts): Promise<LabelGateResult> {
  const policy = loadLabelPolicy(ports.files, request.policyFile, request.policyDisplayName);
  const eventFile = request.eventDisplayName ?? request.eventPath;
  const event = parseGateEvent(request.eventName, readTextFile(ports.files, request.eventPath, eventFile), eventFile);

  let labels: string[] = [];
  let headMessage = request.headMessage ?? '';
  let dispatch: ForkDispatch | undefined;
  if (event.name === 'pull_request') {
    labels = request.labelsSource === 'api' ? await needGitHub(ports, 'labels-source api').labels(pullRequestRef(event, eventFile)) : event.labels;
    if (request.headMessage === undefined) {
      headMessage = await needGitHub(ports, 'the skip-marker check').headCommitMessage(pullRequestRef(event, eventFile));
    }
  } else if (event.name === 'pull_request_target') {
    labels = event.labels;
    const github = () => needGitHub(ports, 'the fork dispatch checks');
    const pull = () => pullRequestRef(event, eventFile);
    dispatch = await decideForkDispatch(
      event,
      policy,
      {
        permission: (user) => github().permission(pull(), user),
        livePull: () => github().livePull(pull()),
        commitParents: (sha) => github().commitParents(pull(), sha)
      },
      ports.clock ?? systemClock
    );
  } else if (event.name === 'push' && request.headMessage === undefined) {
    headMessage = event.headMessage;
  }

  const decide = (reuseAuthorized: boolean) =>
    decideLabelGate({ event, labels, headMessage, reuseAuthorized }, policy, { caseInsensitiveLabels: request.caseInsensitiveLabels });
  let decision = decide(request.reuseAuthorized ?? false);
  let reuse: Authorization | undefined;
  if (request.checkReuseAuthorization && decision.reuseGate && event.name === 'pull_request') {
    const comments = await needGitHub(ports, 'check-reuse-authorization').issueComments(pullRequestRef(event, eventFile));
    reuse = findAuthorization(comments, request.checkReuseAuthorization);
    decision = decide(reuse.authorized);
  }
  const key = concurrencyKey(event, policy, request.run ?? { sha: '', runId: '' });
  return { event, policy, labels, headMessage, decision, reuse, dispatch, concurrencyKey: key };
}
