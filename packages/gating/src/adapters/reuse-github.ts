import type { IssueComment, LabelEvent, PullRequestInfo, ReuseGitHub, RunArtifact, WorkflowRun } from '../reuse/port.js';
import type { RestClient } from '../../../common/src/index.js';

export type Json = Record<string, unknown>;

/** Field readers of GitHub's JSON: a missing or odd-typed field reads as empty. */
export const obj = (value: unknown): Json => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
export const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

export async function collect(items: AsyncIterable<unknown>): Promise<Json[]> {
  const all: Json[] = [];
  for await (const item of items) all.push(obj(item));
  return all;
}

function toRun(data: unknown): WorkflowRun {
  const run = obj(data);
  return {
    id: str(run.id),
    runAttempt: run.run_attempt ? str(run.run_attempt) : '',
    htmlUrl: str(run.html_url),
    event: str(run.event),
    status: str(run.status),
    conclusion: typeof run.conclusion === 'string' ? run.conclusion : null,
    path: str(run.path),
    headSha: str(run.head_sha),
    headBranch: str(run.head_branch),
    createdAt: str(run.created_at)
  };
}

/** The reuse finder's port over the REST client (field shapes as GitHub answers them). */
export function restReuseGitHub(client: RestClient): ReuseGitHub {
  return {
    async issueComments(pr) {
      return (await collect(client.pages(`/issues/${pr}/comments`))).map((c): IssueComment => ({
        body: str(c.body),
        authorAssociation: str(c.author_association),
        createdAt: str(c.created_at),
        updatedAt: str(c.updated_at),
        url: str(c.html_url),
        author: str(obj(c.user).login)
      }));
    },
    async pullsForCommit(sha) {
      const pulls = await collect(client.pages(`/commits/${encodeURIComponent(sha)}/pulls`));
      return pulls.map((p) => p.number).filter((n): n is number => Number.isInteger(n));
    },
    async pull(pr) {
      const data = obj(await client.get(`/pulls/${pr}`));
      const labels = Array.isArray(data.labels) ? data.labels.map((l) => str(obj(l).name)) : [];
      return { number: pr, labels, mergedAt: str(data.merged_at), headRef: str(obj(data.head).ref) } satisfies PullRequestInfo;
    },
    async pullCommits(pr) {
      return (await collect(client.pages(`/pulls/${pr}/commits`))).map((c) => str(c.sha));
    },
    async workflowRun(id) {
      return toRun(await client.get(`/actions/runs/${id}`));
    },
    async *workflowRuns(workflowId, branch) {
      const runs = client.pages(
        `/actions/workflows/${encodeURIComponent(workflowId)}/runs`,
        { event: 'pull_request', branch, status: 'completed' },
        'workflow_runs'
      );
      for await (const run of runs) yield toRun(run);
    },
    async runArtifacts(runId) {
      return (await collect(client.pages(`/actions/runs/${runId}/artifacts`, {}, 'artifacts'))).map((a): RunArtifact => ({
        name: str(a.name),
        expired: a.expired === true,
        expiresAt: str(a.expires_at)
      }));
    },
    async labelEvents(pr) {
      const events: LabelEvent[] = [];
      for (const e of await collect(client.pages(`/issues/${pr}/timeline`))) {
        if (e.event === 'labeled' || e.event === 'unlabeled') events.push({ action: e.event, label: str(obj(e.label).name), createdAt: str(e.created_at) });
      }
      return events;
    }
  };
}
