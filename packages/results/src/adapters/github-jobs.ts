import { SweepkitError } from '../../../common/src/index.js';
import type { RunJob } from '../success-rate.js';
import { AuthFailure, type RunJobsApi } from '../success-rate-run.js';

const PER_PAGE = 100;

/** The URL of the next page from a Link header, if any. */
const nextLink = (link: string | null): string | undefined => /<([^>]+)>;\s*rel="next"/.exec(link ?? '')?.[1];

/**
 * The run's jobs over the REST API with fetch. Jobs are listed with `filter=all` (every attempt,
 * so a failed first attempt and its re-run both count), 100 per page, following
 * `Link: rel="next"` (or the next page number while pages are full).
 */
export function githubRunJobs(options: { apiUrl?: string; repository: string; token: string }): RunJobsApi {
  const base = `${(options.apiUrl || 'https://api.github.com').replace(/\/$/, '')}`;
  const repo = `${base}/repos/${options.repository}`;
  const request = (url: string): Promise<Response> =>
    fetch(url, { headers: { accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28', authorization: `Bearer ${options.token}` } });
  const get = async (url: string, what: string): Promise<Response> => {
    const response = await request(url);
    if (!response.ok) throw new SweepkitError(`GitHub API ${response.status} reading ${what} (${url})`, { code: 'github-api' });
    return response;
  };
  const json = async (url: string, what: string): Promise<Record<string, unknown>> => (await (await get(url, what)).json()) as Record<string, unknown>;
  return {
    async login() {
      const response = await request(`${base}/user`);
      if (!response.ok) throw new AuthFailure(response.status, await response.text());
      return String(((await response.json()) as { login?: unknown }).login ?? '');
    },
    async repository() {
      return String((await json(repo, `repository ${options.repository}`)).full_name ?? options.repository);
    },
    async run(runId) {
      const body = await json(`${repo}/actions/runs/${encodeURIComponent(runId)}`, `run ${runId}`);
      return { id: String(body.id ?? runId), name: String(body.name ?? '') };
    },
    async jobs(runId) {
      const jobs: RunJob[] = [];
      let url: string | undefined = `${repo}/actions/runs/${encodeURIComponent(runId)}/jobs?filter=all&per_page=${PER_PAGE}&page=1`;
      for (let page = 1; url; page++) {
        const response: Response = await get(url, `the jobs of run ${runId}`);
        const body = (await response.json()) as { jobs?: { name?: unknown; status?: unknown; conclusion?: unknown }[] };
        const pageJobs = body.jobs ?? [];
        for (const j of pageJobs)
          jobs.push({ name: String(j.name ?? ''), status: String(j.status ?? ''), conclusion: typeof j.conclusion === 'string' ? j.conclusion : null });
        const next = nextLink(response.headers.get('link'));
        url = next ?? (pageJobs.length === PER_PAGE ? url.replace(/page=\d+$/, `page=${page + 1}`) : undefined);
      }
      return jobs;
    }
  };
}
