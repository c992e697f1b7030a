import type { JobTriage } from './decide.js';
import { isFailed, jobHours, type RunJob } from './jobs.js';

/** GPU-hours of a run, measured from the jobs API timings and the matrix's GPU counts. */
export interface GpuHours {
  /** Every benchmark job of every attempt. */
  spent: number;
  /** Failed jobs classified infrastructure (first attempt). */
  infraFailures: number;
  /** Jobs of later attempts: the re-runs. */
  rerun: number;
  /** What a blind "re-run failed jobs" would have burnt again on benchmark and unknown failures. */
  avoidedBlindRerun: number;
  /** Jobs fail-fast cancelled, at the median successful duration, less what they had run. */
  avoidedFailFast: number;
  /** Rows not queued on runners that were offline at planning, at the median successful duration. */
  avoidedOffline: number;
  /** Benchmark jobs whose GPUs are known, of all benchmark jobs seen. */
  jobsCounted: number;
}

const median = (values: number[]): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * The saving: `gpusOf` says a job's GPUs (undefined: not a benchmark job, not counted);
 * `offlineGpus` lists the GPUs of each row skipped because its runners were offline.
 */
export function gpuHours(
  jobs: readonly RunJob[],
  triage: readonly JobTriage[],
  gpusOf: (job: RunJob) => number | undefined,
  offlineGpus: readonly number[] = []
): GpuHours {
  const benchmark = jobs.flatMap((job) => {
    const gpus = gpusOf(job);
    return gpus === undefined ? [] : [{ job, gpus, hours: jobHours(job) }];
  });
  const sum = (items: { gpus: number; hours: number }[]): number => items.reduce((n, i) => n + i.gpus * i.hours, 0);
  const typical = median(benchmark.filter((b) => b.job.conclusion === 'success').map((b) => b.hours));
  const triaged = (pred: (t: JobTriage) => boolean) => triage.filter((t) => pred(t) && t.gpus !== undefined).map((t) => ({ gpus: t.gpus!, hours: t.hours }));
  return {
    spent: sum(benchmark),
    infraFailures: sum(triaged((t) => t.verdict.class === 'infrastructure')),
    rerun: sum(benchmark.filter((b) => b.job.runAttempt > 1)),
    avoidedBlindRerun: sum(triaged((t) => t.verdict.class !== 'infrastructure')),
    avoidedFailFast: benchmark
      .filter((b) => b.job.conclusion === 'cancelled' && !isFailed(b.job))
      .reduce((n, b) => n + b.gpus * Math.max(0, typical - b.hours), 0),
    avoidedOffline: offlineGpus.reduce((n, gpus) => n + gpus * typical, 0),
    jobsCounted: benchmark.length
  };
}
