import type { AuthorizationRules } from '../reuse/authorization.js';
import type { IssueComment } from '../reuse/port.js';
import { checkChecklist, checkCodeowners, checkGreenSweep, checkReuseCommand, type CheckResult, type CheckRun } from './checks.js';
import { signoffFetchCommand, signoffSource, type SignoffKind } from './event.js';

/** The GitHub reads of the sign-off pre-checks (the port; `adapters/signoff-github.ts` is the REST one). */
export interface SignoffGitHub {
  pull(pr: number): Promise<{ state: string; draft: boolean; headSha: string }>;
  pullFiles(pr: number): Promise<string[]>;
  pullCommits(pr: number): Promise<string[]>;
  checkRuns(sha: string): Promise<CheckRun[]>;
  issueComments(pr: number): Promise<IssueComment[]>;
  /** A sign-off comment by id (the workflow_dispatch path). */
  comment(kind: SignoffKind, pr: number, id: string): Promise<{ author: string; body: string }>;
}

export interface SignoffCheckRequest {
  eventName: string;
  payload: Record<string, unknown>;
  /** workflow_dispatch: the sign-off's URL (else the payload's inputs.comment_url). */
  commentUrl: string;
  codeowners: string;
  checklistTemplate: string;
  reuse: AuthorizationRules;
  /** `owner/name`, for the fetch command of the sign-off. */
  repo: string;
}

export interface SignoffCheckResult {
  /** The verifier should run: a sign-off on a ready PR, and no pre-check failed. */
  proceed: boolean;
  prNumber?: number;
  headSha: string;
  author: string;
  kind: string;
  /** The sign-off comment or review's id, and a `gh api` command printing its text (for the verifier prompt). */
  commentId: string;
  fetchCommand: string;
  /** Why there is nothing to verify ('' when there is). */
  skip: string;
  checks: CheckResult[];
  failures: CheckResult[];
}

/**
 * The deterministic part of the CODEOWNER sign-off verification: which event carries a sign-off,
 * readiness and the pinned head SHA, then the checks a machine can decide — ownership of every
 * changed file, a green sweep on a PR commit, an authorized /reuse-sweep-run, the checklist.
 */
export async function runSignoffCheck(request: SignoffCheckRequest, github: SignoffGitHub): Promise<SignoffCheckResult> {
  const none = (skip: string, rest: Partial<SignoffCheckResult> = {}): SignoffCheckResult => ({
    proceed: false,
    headSha: '',
    author: '',
    kind: '',
    commentId: '',
    fetchCommand: '',
    skip,
    checks: [],
    failures: [],
    ...rest
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped GitHub JSON (webhook payload, REST reply, workflow YAML) walked field by field; every leaf is checked where read
  const source = signoffSource(request.eventName, request.payload as Record<string, any>, request.commentUrl);
  if ('skip' in source) return none(source.skip);
  const { prNumber, kind, commentId } = source;
  const fetchCommand = signoffFetchCommand(request.repo, kind, prNumber, commentId);
  const { author, body } =
    source.body === undefined ? await github.comment(kind, prNumber, source.commentId) : { author: source.author ?? '', body: source.body };
  const pull = await github.pull(prNumber);
  if (!source.dispatched && (pull.state !== 'open' || pull.draft)) {
    return none(`PR #${prNumber} is not ready (state=${pull.state}, draft=${pull.draft}); skipping.`, { prNumber, author, kind, commentId, fetchCommand });
  }
  const [files, commits, comments] = await Promise.all([github.pullFiles(prNumber), github.pullCommits(prNumber), github.issueComments(prNumber)]);
  const { paths: _paths, ...ownership } = checkCodeowners(request.codeowners, files, author);
  const checks: CheckResult[] = [
    ownership,
    await checkGreenSweep(commits, (sha) => github.checkRuns(sha)),
    checkReuseCommand(comments, request.reuse),
    checkChecklist(request.checklistTemplate, body)
  ];
  const failures = checks.filter((c) => c.verdict === 'fail');
  return { proceed: failures.length === 0, prNumber, headSha: pull.headSha, author, kind, commentId, fetchCommand, skip: '', checks, failures };
}
