import { SweepkitError } from '../../../packages/common/src/index.js';
import { type PullRequestReader, type PullRequestRef } from '../../../packages/gating/src/index.js';
import { lazyPart } from '../../_kit/src/lazy-part.js';

/** Octokit loads on the first look-up, from dist/label-gate/lazy-octokit/ (see lazy-octokit.ts). */
const octokitPart = lazyPart<typeof import('./lazy-octokit.js')>(import.meta.url, 'lazy-octokit');
type Octokit = Awaited<ReturnType<(typeof import('./lazy-octokit.js'))['getRetryingOctokit']>>;

/** An answer of the wrong shape (a proxy's page, an API change): one clear line, not a TypeError. */
const unexpected = (what: string, expected: string): SweepkitError =>
  new SweepkitError(`GitHub API ${what}: unexpected answer (expected ${expected})`, { code: 'github-api' });

/** The GitHub look-ups of label-gate over Octokit; the client is made on first use only. */
export function octokitPullRequestReader(token: string): PullRequestReader {
  let client: Promise<Octokit> | undefined;
  const octokit = () => (client ??= octokitPart().then((part) => part.getRetryingOctokit(token)));
  const repo = (pull: PullRequestRef) => ({ owner: pull.owner, repo: pull.repo });
  return {
    async labels(pull) {
      const { data } = await (await octokit()).rest.pulls.get({ ...repo(pull), pull_number: pull.number });
      const labels: unknown = (data as { labels?: unknown } | null)?.labels;
      if (!Array.isArray(labels) || !labels.every((label) => typeof (label as { name?: unknown } | null)?.name === 'string')) {
        throw unexpected(`GET pull request ${pull.number}`, 'a list of labels with names');
      }
      return labels.map((label) => (label as { name: string }).name);
    },
    async headCommitMessage(pull) {
      // The git-database commit has the full message without the file list of repos.getCommit;
      // a fork's head commit is reachable in the base repository through refs/pull/N/head.
      const { data } = await (await octokit()).rest.git.getCommit({ ...repo(pull), commit_sha: pull.headSha });
      const message: unknown = (data as { message?: unknown } | null)?.message;
      if (typeof message !== 'string') throw unexpected(`GET commit ${pull.headSha}`, 'a commit message');
      return message;
    },
    async issueComments(pull) {
      const kit = await octokit();
      const comments = await kit.paginate(kit.rest.issues.listComments, { ...repo(pull), issue_number: pull.number, per_page: 100 });
      return comments.map((c) => ({
        body: c.body ?? '',
        authorAssociation: c.author_association,
        createdAt: c.created_at,
        updatedAt: c.updated_at,
        url: c.html_url,
        author: c.user?.login ?? ''
      }));
    },
    async livePull(pull) {
      const { data } = await (await octokit()).rest.pulls.get({ ...repo(pull), pull_number: pull.number });
      return {
        state: data.state,
        draft: data.draft === true,
        headSha: data.head.sha,
        headRepo: data.head.repo?.full_name ?? '',
        baseRepo: data.base.repo.full_name,
        baseSha: data.base.sha,
        labels: data.labels.map((label) => label.name),
        mergeCommitSha: data.merge_commit_sha ?? '',
        mergeable: typeof data.mergeable === 'boolean' ? data.mergeable : null
      };
    },
    async commitParents(pull, sha) {
      const { data } = await (await octokit()).rest.git.getCommit({ ...repo(pull), commit_sha: sha });
      const parents: unknown = (data as { parents?: unknown } | null)?.parents;
      if (!Array.isArray(parents) || !parents.every((p) => typeof (p as { sha?: unknown } | null)?.sha === 'string')) {
        throw unexpected(`GET commit ${sha}`, 'a commit with parents');
      }
      return parents.map((p) => (p as { sha: string }).sha);
    },
    async permission(pull, user) {
      const { data } = await (await octokit()).rest.repos.getCollaboratorPermissionLevel({ ...repo(pull), username: user });
      return data.permission;
    }
  };
}
