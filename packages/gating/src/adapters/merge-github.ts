import { SweepkitError, type RestClient } from '../../../common/src/index.js';
import type { CommitCheck, MergeGitHub, MergePull } from '../reuse/merge-with-reuse.js';
import { collect, obj, restReuseGitHub, str } from './reuse-github.js';

/** A commit status's state as a check run's status and conclusion. */
const STATUS_STATES: Record<string, Pick<CommitCheck, 'status' | 'conclusion'>> = {
  pending: { status: 'in_progress', conclusion: null },
  success: { status: 'completed', conclusion: 'success' },
  failure: { status: 'completed', conclusion: 'failure' },
  error: { status: 'completed', conclusion: 'error' }
};

/** The merge helper's port over the REST client (the reuse finder's reads plus its writes). */
export function restMergeGitHub(client: RestClient): MergeGitHub {
  return {
    ...restReuseGitHub(client),
    async mergePull(pr) {
      const data = obj(await client.get(`/pulls/${pr}`));
      const head = obj(data.head);
      const headRepo = obj(head.repo).full_name;
      const baseRepo = obj(obj(data.base).repo).full_name;
      const labels = Array.isArray(data.labels) ? data.labels.map((l) => str(obj(l).name)) : [];
      if (typeof data.state !== 'string' || typeof head.sha !== 'string' || typeof head.ref !== 'string') {
        throw new SweepkitError(`GitHub API /pulls/${pr} answered without state, head.ref or head.sha`, { code: 'github-api' });
      }
      return {
        state: data.state,
        merged: data.merged === true || Boolean(data.merged_at),
        draft: data.draft === true,
        // A deleted fork has no head repository: still not ours to push to.
        fork: typeof headRepo !== 'string' || headRepo !== (typeof baseRepo === 'string' ? baseRepo : client.repo),
        labels,
        headRef: head.ref,
        headSha: head.sha,
        baseRef: str(obj(data.base).ref) || 'main'
      } satisfies MergePull;
    },
    async postComment(pr, body) {
      const c = obj(await client.post(`/issues/${pr}/comments`, { body }));
      return {
        id: str(c.id),
        body: str(c.body),
        authorAssociation: str(c.author_association),
        createdAt: str(c.created_at),
        url: str(c.html_url),
        author: str(obj(c.user).login)
      };
    },
    async deleteComment(id) {
      await client.delete(`/issues/comments/${id}`);
    },
    async checks(sha) {
      const runs = (await collect(client.pages(`/commits/${sha}/check-runs`, {}, 'check_runs'))).map((r): CommitCheck => ({
        name: str(r.name),
        status: str(r.status),
        conclusion: typeof r.conclusion === 'string' ? r.conclusion : null,
        url: str(r.details_url) || str(r.html_url)
      }));
      const combined = obj(await client.get(`/commits/${sha}/status`)).statuses;
      const statuses = Array.isArray(combined) ? combined : [];
      return [
        ...runs,
        ...statuses
          .map(obj)
          .map((s): CommitCheck => ({ name: str(s.context), url: str(s.target_url), ...(STATUS_STATES[str(s.state)] ?? STATUS_STATES.pending!) }))
      ];
    },
    async squashMerge(pr, sha) {
      await client.put(`/pulls/${pr}/merge`, { merge_method: 'squash', sha });
    }
  };
}
