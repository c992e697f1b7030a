import { type PullRequestReader, type PullRequestRef } from '../../../packages/gating/src/index.js';
import { getRetryingOctokit } from '../../_kit/src/octokit.js';

/** The GitHub look-ups of label-gate over Octokit; the client is made on first use only. */
export function octokitPullRequestReader(token: string): PullRequestReader {
  let client: ReturnType<typeof getRetryingOctokit> | undefined;
  const octokit = () => (client ??= getRetryingOctokit(token));
  const repo = (pull: PullRequestRef) => ({ owner: pull.owner, repo: pull.repo });
  return {
    async labels(pull) {
      const { data } = await (await octokit()).rest.pulls.get({ ...repo(pull), pull_number: pull.number });
      return data.labels.map((label) => label.name);
    },
    async headCommitMessage(pull) {
      // The git-database commit has the full message without the file list of repos.getCommit;
      // a fork's head commit is reachable in the base repository through refs/pull/N/head.
      const { data } = await (await octokit()).rest.git.getCommit({ ...repo(pull), commit_sha: pull.headSha });
      return data.message;
    }
  };
}
