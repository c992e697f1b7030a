import { classify, type FailureEvidence, type Verdict } from './classify.js';
import { failedStep, isFailed, jobHours, type RunJob } from './jobs.js';
import type { TriageRule } from './rules.js';

export interface TriagePolicy {
  /** The run's attempt being triaged: only a first attempt's failures are re-run (never twice). */
  attempt: number;
  /** The run used strategy.fail-fast: its failures cancelled siblings, so they are not re-run unless allowed. */
  failFast: boolean;
  rerunOnFailFast: boolean;
}

export interface JobTriage {
  job: RunJob;
  verdict: Verdict;
  rerun: boolean;
  /** Why it is or is not re-run. */
  decision: string;
  /** What happened next: the same job's conclusion in the next attempt, or the re-run request's answer. */
  outcome: string;
  gpus?: number;
  hours: number;
}

/** Why a classified failure is (not) re-run under the policy. */
function decide(verdict: Verdict, job: RunJob, policy: TriagePolicy): { rerun: boolean; decision: string } {
  if (verdict.class === 'benchmark') return { rerun: false, decision: 'no: benchmark failure (a re-run repeats it)' };
  if (verdict.class === 'unknown') return { rerun: false, decision: 'no: cause unknown' };
  if (policy.attempt > 1 || job.runAttempt > 1) return { rerun: false, decision: 'no: already re-run once' };
  if (policy.failFast && !policy.rerunOnFailFast) return { rerun: false, decision: 'no: fail-fast run' };
  return { rerun: true, decision: 'yes' };
}

/**
 * Triage of one attempt of a run: every failed job of that attempt, classified, with the re-run
 * decision and, when a later attempt ran it again, how that went. `evidence` fetches a job's log
 * tail and annotations (only failed jobs are asked for).
 */
export async function triageRun(
  jobs: readonly RunJob[],
  rules: readonly TriageRule[],
  policy: TriagePolicy,
  evidence: (job: RunJob) => Promise<readonly string[]>,
  gpusOf: (job: RunJob) => number | undefined = () => undefined
): Promise<JobTriage[]> {
  const out: JobTriage[] = [];
  for (const job of jobs.filter((j) => j.runAttempt === policy.attempt && isFailed(j))) {
    const facts: FailureEvidence = { conclusion: job.conclusion ?? '', failedStep: failedStep(job), lines: await evidence(job) };
    const verdict = classify(facts, rules);
    const { rerun, decision } = decide(verdict, job, policy);
    const next = jobs.find((j) => j.name === job.name && j.runAttempt === policy.attempt + 1);
    const outcome = next ? `re-run: ${next.conclusion ?? next.status}` : rerun ? 'pending' : '—';
    out.push({ job, verdict, rerun, decision, outcome, gpus: gpusOf(job), hours: jobHours(job) });
  }
  return out;
}
