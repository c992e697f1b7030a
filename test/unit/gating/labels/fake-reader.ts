/** An in-memory PullRequestReader that records its look-ups (for runLabelGate tests). */
import type { PullRequestReader, PullRequestRef } from '../../../../packages/gating/src/labels/index.js';
import type { LivePullRequest } from '../../../../packages/gating/src/labels/index.js';
import type { IssueComment } from '../../../../packages/gating/src/reuse/index.js';

export interface FakeWorld {
  comments?: IssueComment[];
  live?: Partial<LivePullRequest>;
  permission?: string;
  /** Parents of the merge commit (default: the base and the PR head). */
  parents?: string[];
}

export function fakeGitHub(live: string[], message: string, world: FakeWorld = {}): PullRequestReader & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    labels: async (pull: PullRequestRef) => (calls.push(`labels ${pull.owner}/${pull.repo}#${pull.number}`), live),
    headCommitMessage: async (pull: PullRequestRef) => (calls.push(`commit ${pull.headSha.slice(0, 7)}`), message),
    issueComments: async (pull: PullRequestRef) => (calls.push(`comments #${pull.number}`), world.comments ?? []),
    livePull: async (pull: PullRequestRef) => (
      calls.push(`pull #${pull.number}`),
      {
        state: 'open',
        draft: false,
        headSha: pull.headSha,
        headRepo: 'octo-fork/Hello-World',
        baseRepo: `${pull.owner}/${pull.repo}`,
        baseSha: 'b'.repeat(40),
        labels: live,
        mergeCommitSha: 'm'.repeat(40),
        mergeable: true,
        ...world.live
      }
    ),
    permission: async (_pull: PullRequestRef, user: string) => (calls.push(`permission ${user}`), world.permission ?? 'write'),
    commitParents: async (pull: PullRequestRef, sha: string) => (calls.push(`parents ${sha.slice(0, 7)}`), world.parents ?? ['b'.repeat(40), pull.headSha])
  };
}
