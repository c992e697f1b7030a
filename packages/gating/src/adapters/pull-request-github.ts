import { SweepkitError, type RestClient } from '../../../common/src/index.js';
import type { PullRequestReader, PullRequestRef } from '../labels/run-label-gate.js';
import { obj, restReuseGitHub, str } from './reuse-github.js';

/** An answer of the wrong shape (a proxy's page, an API change): one clear line, not a TypeError. */
const unexpected = (path: string, expected: string): SweepkitError =>
  new SweepkitError(`GitHub API ${path}: unexpected answer (expected ${expected})`, { code: 'github-api' });

/**
 * The parent SHAs of a commit (the git-database commit, which a fork's head is reachable as too):
 * label-gate's fork dispatch and the trusted-dispatch step check the test merge commit with it.
 */
export async function commitParents(client: RestClient, sha: string): Promise<string[]> {
  const path = `/git/commits/${encodeURIComponent(sha)}`;
  const parents = obj(await client.get(path)).parents;
  if (!Array.isArray(parents) || !parents.every((p) => typeof obj(p).sha === 'string')) throw unexpected(path, 'a commit with parents');
  return parents.map((p) => str(obj(p).sha));
}

/**
 * label-gate's look-ups over the REST client. `clientFor` gives the client of a repository
 * (`owner/name`): the pull request's base repository, which the event names.
 */
export function restPullRequestReader(clientFor: (repo: string) => RestClient): PullRequestReader {
  const clients = new Map<string, RestClient>();
  const client = (pull: PullRequestRef): RestClient => {
    const repo = `${pull.owner}/${pull.repo}`;
    if (!clients.has(repo)) clients.set(repo, clientFor(repo));
    return clients.get(repo)!;
  };
  const pullData = async (pull: PullRequestRef) => obj(await client(pull).get(`/pulls/${pull.number}`));
  return {
    async labels(pull) {
      const labels = (await pullData(pull)).labels;
      if (!Array.isArray(labels) || !labels.every((label) => typeof obj(label).name === 'string')) {
        throw unexpected(`/pulls/${pull.number}`, 'a list of labels with names');
      }
      return labels.map((label) => str(obj(label).name));
    },
    async headCommitMessage(pull) {
      // The git-database commit has the full message without the file list of /commits/{sha};
      // a fork's head commit is reachable in the base repository through refs/pull/N/head.
      const path = `/git/commits/${encodeURIComponent(pull.headSha)}`;
      const message = obj(await client(pull).get(path)).message;
      if (typeof message !== 'string') throw unexpected(path, 'a commit message');
      return message;
    },
    issueComments(pull) {
      return restReuseGitHub(client(pull)).issueComments(pull.number);
    },
    async livePull(pull) {
      const data = await pullData(pull);
      const head = obj(data.head);
      const base = obj(data.base);
      if (typeof head.sha !== 'string' || typeof obj(base.repo).full_name !== 'string' || !Array.isArray(data.labels)) {
        throw unexpected(`/pulls/${pull.number}`, 'a pull request with head, base and labels');
      }
      return {
        state: str(data.state),
        draft: data.draft === true,
        headSha: head.sha,
        headRepo: str(obj(head.repo).full_name),
        baseRepo: str(obj(base.repo).full_name),
        baseSha: str(base.sha),
        labels: data.labels.map((label) => str(obj(label).name)),
        mergeCommitSha: str(data.merge_commit_sha),
        mergeable: typeof data.mergeable === 'boolean' ? data.mergeable : null
      };
    },
    commitParents(pull, sha) {
      return commitParents(client(pull), sha);
    },
    async permission(pull, user) {
      const path = `/collaborators/${encodeURIComponent(user)}/permission`;
      const permission = obj(await client(pull).get(path)).permission;
      if (typeof permission !== 'string') throw unexpected(path, 'a permission');
      return permission;
    }
  };
}
