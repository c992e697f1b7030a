import { SweepkitError } from '../../../common/src/index.js';
import type { JobSource, RunJob } from '../success-rate.js';

const PER_PAGE = 100;

/** The next page's URL from a `Link` header, if any. */
const nextLink = (link: string | null): string | undefined => /<([^>]+)>;\s*rel="next"/.exec(link ?? '')?.[1];

/**
 * Lists a run's jobs over the REST API with fetch: 100 per page, following `Link: rel="next"`
 * (or the next page number while pages are full). The API's default filter gives the jobs of the
 * latest attempt, so a re-run job counts once, with its final conclusion.
 */
export function githubJobSource(options: { apiUrl?: string; repository: string; token?: string }): JobSource {
  return {
    async listJobs(runId) {
      const jobs: RunJob[] = [];
      let url: string | undefined =
        `${(options.apiUrl ?? 'https://api.github.com').replace(/\/$/, '')}/repos/${options.repository}/actions/runs/${encodeURIComponent(runId)}/jobs?per_page=${PER_PAGE}&page=1`;
      for (let page = 1; url; page++) {
        const response: Response = await fetch(url, {
          headers: {
            accept: 'application/vnd.github+json',
            'x-github-api-version': '2022-11-28',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {})
          }
        });
        if (!response.ok) throw new SweepkitError(`GitHub API ${response.status} listing the jobs of run ${runId} (${url})`, { code: 'github-api' });
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
