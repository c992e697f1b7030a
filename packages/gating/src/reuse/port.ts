/** The GitHub facts the reuse finder reads (the port; `adapters/reuse-github.ts` is the REST one). */
export interface IssueComment {
  body: string;
  /** `OWNER`, `MEMBER`, `COLLABORATOR`, `CONTRIBUTOR`, `NONE`, … */
  authorAssociation: string;
  createdAt: string;
  /** When the body last changed (equal to createdAt for a comment never edited); undefined when unknown. */
  updatedAt?: string;
  url: string;
  author: string;
}

export interface PullRequestInfo {
  number: number;
  labels: string[];
  mergedAt: string;
  headRef: string;
}

export interface WorkflowRun {
  id: string;
  runAttempt: string;
  htmlUrl: string;
  event: string;
  status: string;
  /** null while the run is not finished. */
  conclusion: string | null;
  path: string;
  headSha: string;
  headBranch: string;
  createdAt: string;
}

export interface RunArtifact {
  name: string;
  expired: boolean;
  /** ISO 8601 time GitHub deletes the artifact; empty when not given. */
  expiresAt: string;
}

export interface LabelEvent {
  action: 'labeled' | 'unlabeled';
  label: string;
  createdAt: string;
}

export interface ReuseGitHub {
  /** Every conversation comment of the PR, in the API's order. */
  issueComments(pr: number): Promise<IssueComment[]>;
  /** The PR numbers GitHub associates with a commit. */
  pullsForCommit(sha: string): Promise<number[]>;
  pull(pr: number): Promise<PullRequestInfo>;
  /** SHAs of the PR's commits, oldest first (GitHub lists at most 250). */
  pullCommits(pr: number): Promise<string[]>;
  workflowRun(id: string): Promise<WorkflowRun>;
  /** Completed pull_request runs of a workflow on a branch, newest first, read lazily. */
  workflowRuns(workflowId: string, branch: string): AsyncIterable<WorkflowRun>;
  /** Every artifact of the run (all pages). */
  runArtifacts(runId: string): Promise<RunArtifact[]>;
  /** labeled/unlabeled events of the PR's timeline, in the API's (chronological) order. */
  labelEvents(pr: number): Promise<LabelEvent[]>;
}
