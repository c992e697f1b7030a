import type { RunJob } from './jobs.js';
import type { Runner } from './runners.js';

/** What triage asks of GitHub about one run. */
export interface TriageApi {
  /** The run's latest attempt number and whether it is finished. */
  run(runId: number): Promise<{ attempt: number; status: string }>;
  /** Every job of every attempt. */
  jobs(runId: number): Promise<RunJob[]>;
  /** A failed job's failure annotations, then the last `tail` lines of its log (annotations only when the log is gone). */
  failureLines(job: RunJob, tail: number): Promise<string[]>;
  /** Re-runs one job (and the jobs that need it) in a new attempt. */
  rerunJob(jobId: number): Promise<void>;
  /** Re-runs every failed job of the run in one new attempt. */
  rerunFailedJobs(runId: number): Promise<void>;
}

/** The runners a repository or an organization has. */
export interface RunnersApi {
  runners(): Promise<Runner[]>;
}
