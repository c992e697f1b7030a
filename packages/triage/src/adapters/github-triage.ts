import { GitHubApiError, type RestClient } from '../../../common/src/index.js';
import type { RunJob } from '../jobs.js';
import type { Runner } from '../runners.js';
import type { RunnersApi, TriageApi } from '../ports.js';

const LOG_BYTES = 64 * 1024 * 1024;

type Json = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

function toJob(raw: Json): RunJob {
  return {
    id: Number(raw.id),
    name: str(raw.name) ?? '',
    status: str(raw.status) ?? '',
    conclusion: str(raw.conclusion) ?? null,
    runAttempt: typeof raw.run_attempt === 'number' ? raw.run_attempt : 1,
    startedAt: str(raw.started_at),
    completedAt: str(raw.completed_at),
    labels: Array.isArray(raw.labels) ? raw.labels.filter((l): l is string => typeof l === 'string') : [],
    steps: Array.isArray(raw.steps) ? (raw.steps as Json[]).map((s) => ({ name: str(s.name) ?? '', conclusion: str(s.conclusion) ?? null })) : []
  };
}

/** The triage port over the REST client: jobs of every attempt, logs, annotations, re-runs. */
export function githubTriage(client: RestClient): TriageApi {
  return {
    async run(runId) {
      const run = (await client.get(`/actions/runs/${runId}`)) as Json;
      return { attempt: typeof run.run_attempt === 'number' ? run.run_attempt : 1, status: str(run.status) ?? '' };
    },
    async jobs(runId) {
      const jobs: RunJob[] = [];
      for await (const raw of client.pages(`/actions/runs/${runId}/jobs`, { filter: 'all' }, 'jobs')) jobs.push(toJob(raw as Json));
      return jobs;
    },
    async failureLines(job, tail) {
      const notes: string[] = [];
      for await (const a of client.pages(`/check-runs/${job.id}/annotations`)) {
        const note = a as Json;
        if (note.annotation_level === 'failure' && typeof note.message === 'string') notes.push(...note.message.split('\n'));
      }
      let log: string[] = [];
      try {
        log = (await client.download(`/actions/jobs/${job.id}/logs`, { maxBytes: LOG_BYTES })).toString('utf8').split(/\r?\n/);
      } catch (error) {
        // A lost runner leaves no log (404/410): its annotations are the evidence.
        if (!(error instanceof GitHubApiError && (error.status === 404 || error.status === 410))) throw error;
      }
      return [...notes, ...log.slice(-tail)];
    },
    async rerunJob(jobId) {
      await client.post(`/actions/jobs/${jobId}/rerun`, {});
    },
    async rerunFailedJobs(runId) {
      await client.post(`/actions/runs/${runId}/rerun-failed-jobs`, {});
    }
  };
}

function toRunner(raw: Json): Runner {
  const labels = Array.isArray(raw.labels) ? (raw.labels as Json[]) : [];
  return {
    name: str(raw.name) ?? '',
    os: str(raw.os) ?? '',
    status: str(raw.status) ?? '',
    busy: raw.busy === true,
    labels: labels.map((l) => str(l.name) ?? ''),
    customLabels: labels.filter((l) => l.type === 'custom').map((l) => str(l.name) ?? '')
  };
}

/** The runners of the repository, or of `org` when given (a token with administration read). */
export function githubRunners(client: RestClient, org?: string): RunnersApi {
  return {
    async runners() {
      const pages = org ? client.apiPages(`/orgs/${encodeURIComponent(org)}/actions/runners`, {}, 'runners') : client.pages('/actions/runners', {}, 'runners');
      const out: Runner[] = [];
      for await (const raw of pages) out.push(toRunner(raw as Json));
      return out;
    }
  };
}
