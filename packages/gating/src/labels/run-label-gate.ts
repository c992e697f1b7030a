import { SweepkitError, readTextFile, type Files } from '../../../common/src/index.js';
import { decideLabelGate, type GateDecision } from './decide.js';
import { parseGateEvent, type GateEvent, type PullRequestEvent } from './event.js';
import { loadLabelPolicy } from './load-policy.js';
import type { LabelPolicy } from './policy.js';

/** A pull request as the API addresses it. */
export interface PullRequestRef {
  owner: string;
  repo: string;
  number: number;
  headSha: string;
}

/** The GitHub look-ups label-gate may need (the port; the Octokit adapter lives in the action). */
export interface PullRequestReader {
  /** Live label names of the pull request. */
  labels(pull: PullRequestRef): Promise<string[]>;
  /** Full message (subject and body) of the PR head commit. */
  headCommitMessage(pull: PullRequestRef): Promise<string>;
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
}

export interface LabelGatePorts {
  files: Files;
  github?: PullRequestReader;
}

export interface LabelGateResult {
  event: GateEvent;
  policy: LabelPolicy;
  /** The labels the decision used. */
  labels: string[];
  headMessage: string;
  decision: GateDecision;
}

function needGitHub(ports: LabelGatePorts, why: string): PullRequestReader {
  if (!ports.github) throw new SweepkitError(`${why} needs the GitHub API, and no token was given`, { code: 'no-github' });
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

/** Reads the event (and, when asked, live labels and the head commit message) and decides. */
export async function runLabelGate(request: LabelGateRequest, ports: LabelGatePorts): Promise<LabelGateResult> {
  const policy = loadLabelPolicy(ports.files, request.policyFile, request.policyDisplayName);
  const eventFile = request.eventDisplayName ?? request.eventPath;
  const event = parseGateEvent(request.eventName, readTextFile(ports.files, request.eventPath, eventFile), eventFile);

  let labels: string[] = [];
  let headMessage = request.headMessage ?? '';
  if (event.name === 'pull_request') {
    labels = request.labelsSource === 'api' ? await needGitHub(ports, 'labels-source api').labels(pullRequestRef(event, eventFile)) : event.labels;
    if (request.headMessage === undefined) {
      headMessage = await needGitHub(ports, 'the skip-marker check').headCommitMessage(pullRequestRef(event, eventFile));
    }
  } else if (request.headMessage === undefined) {
    headMessage = event.headMessage;
  }

  const decision = decideLabelGate(
    { event, labels, headMessage, reuseAuthorized: request.reuseAuthorized ?? false },
    policy,
    { caseInsensitiveLabels: request.caseInsensitiveLabels }
  );
  return { event, policy, labels, headMessage, decision };
}
