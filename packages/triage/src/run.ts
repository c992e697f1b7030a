import { GitHubApiError } from '../../common/src/index.js';
import { triageRun, type JobTriage } from './decide.js';
import { isFailed, jobGpus, matrixRows, rowFinder, type RunJob } from './jobs.js';
import type { TriageApi } from './ports.js';
import type { TriageRule } from './rules.js';
import { gpuHours, type GpuHours } from './savings.js';

export interface TriageRequest {
  runId: number;
  /** The attempt to triage; default the run's latest. */
  attempt?: number;
  /** Ask GitHub to re-run the infrastructure failures (the action; the CLI only reports unless asked). */
  rerun: boolean;
  failFast: boolean;
  rerunOnFailFast: boolean;
  /** The planned matrix (rows give the jobs' GPUs); undefined: GPU-hours are not counted. */
  matrix?: unknown;
  /** GPUs of each row skipped at planning because its runners were offline. */
  offlineGpus?: readonly number[];
  /** Log lines read per failed job. */
  tail: number;
}

export interface TriageOutcome {
  attempt: number;
  triage: JobTriage[];
  hours: GpuHours;
  /** Jobs whose re-run was requested. */
  rerun: number;
}

/** Triage of a run: classify every failed job of the attempt, re-run the infrastructure failures once, measure the GPU-hours. */
export async function runTriage(api: TriageApi, rules: readonly TriageRule[], request: TriageRequest): Promise<TriageOutcome> {
  const run = await api.run(request.runId);
  const attempt = request.attempt ?? run.attempt;
  const jobs = await api.jobs(request.runId);
  const find = rowFinder(request.matrix === undefined ? [] : matrixRows(request.matrix));
  const gpusOf = (job: RunJob): number | undefined => (request.matrix === undefined ? undefined : jobGpus(find, job));
  const triage = await triageRun(
    jobs,
    rules,
    { attempt, failFast: request.failFast, rerunOnFailFast: request.rerunOnFailFast },
    (job) => api.failureLines(job, request.tail),
    gpusOf
  );
  let requested = 0;
  const wanted = triage.filter((t) => t.rerun);
  if (request.rerun && wanted.length > 0) {
    if (run.status !== 'completed' || attempt !== run.attempt) {
      for (const t of wanted)
        t.outcome = run.status !== 'completed' ? 'not re-run: the run is still in progress' : `not re-run: attempt ${run.attempt} already exists`;
    } else if (wanted.length === jobs.filter((j) => j.runAttempt === attempt && isFailed(j)).length) {
      // Every failure is an infrastructure one: one request re-runs them all in one attempt.
      const outcome = await askRerun(() => api.rerunFailedJobs(request.runId));
      for (const t of wanted) t.outcome = outcome;
      if (outcome === 're-run requested') requested = wanted.length;
    } else {
      for (const t of wanted) {
        t.outcome = await askRerun(() => api.rerunJob(t.job.id));
        if (t.outcome === 're-run requested') requested++;
      }
    }
  } else if (!request.rerun) for (const t of wanted) if (t.outcome === 'pending') t.outcome = 'not re-run: report only';
  return { attempt, triage, hours: gpuHours(jobs, triage, gpusOf, request.offlineGpus), rerun: requested };
}

/** A re-run request's answer in words; GitHub refusing (e.g. a re-run already queued) is an outcome, not a crash. */
async function askRerun(call: () => Promise<void>): Promise<string> {
  try {
    await call();
    return 're-run requested';
  } catch (error) {
    if (error instanceof GitHubApiError && error.status !== undefined && error.status < 500) return `re-run refused: ${error.apiMessage}`;
    throw error;
  }
}
