import { GitHubApiError, parsePyJson, pyJsonDumps, SweepkitError, type RestClient } from '../../../common/src/index.js';
import type { RunJob } from '../success-rate.js';
import { AuthFailure, type RunJobsApi } from '../success-rate-run.js';

type Fields = Record<string, unknown> | null;

/**
 * PyGithub's text for an HTTP error, which the reference prints: the status, then the body
 * re-serialised by `json.dumps` (server key order, `", "`/`": "`, non-ASCII escaped); a body that
 * is not JSON as `{"data": <text>}`, an empty one as nothing.
 */
export function pyGithubErrorText(status: number, body: string): string {
  if (body === '') return String(status);
  let data;
  try {
    data = parsePyJson(body);
  } catch {
    data = new Map([['data', body]]);
  }
  return `${status} ${pyJsonDumps(data)}`;
}

/** An HTTP error status of the run's reads as the reference reports it (`404 {"message": "Not Found"}`); anything else as it is. */
async function asPyGithub<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof GitHubApiError && error.status !== undefined && error.status >= 400)
      throw new SweepkitError(pyGithubErrorText(error.status, error.body), { code: 'github-http' });
    throw error;
  }
}

/**
 * The run's jobs over the shared REST client (retries, deadline, rate-limit waits). Jobs are listed
 * with `filter=all` (every attempt, so a failed first attempt and its re-run both count), every page.
 */
export function githubRunJobs(client: RestClient): RunJobsApi {
  const runPath = (runId: string): string => `/actions/runs/${encodeURIComponent(runId)}`;
  return {
    async login() {
      try {
        return String(((await client.getApi('/user')) as Fields)?.login ?? '');
      } catch (error) {
        // An error status (after the client's retries) means the token was refused, like the
        // reference reads it; a garbled success or no answer at all is an error of its own.
        if (error instanceof GitHubApiError && error.status !== undefined && error.status >= 400) throw new AuthFailure(error.status, error.body);
        throw error;
      }
    },
    async repository() {
      return String(((await asPyGithub(() => client.getApi(`/repos/${client.repo}`))) as Fields)?.full_name ?? client.repo);
    },
    async run(runId) {
      const body = (await asPyGithub(() => client.get(runPath(runId)))) as Fields;
      return { id: String(body?.id ?? runId), name: String(body?.name ?? '') };
    },
    jobs: (runId) =>
      asPyGithub(async () => {
        const jobs: RunJob[] = [];
        for await (const item of client.pages(`${runPath(runId)}/jobs`, { filter: 'all' }, 'jobs')) {
          const job = (item ?? {}) as Record<string, unknown>;
          jobs.push({ name: String(job.name ?? ''), status: String(job.status ?? ''), conclusion: typeof job.conclusion === 'string' ? job.conclusion : null });
        }
        return jobs;
      })
  };
}
