import type { ResultsFs } from './ports.js';
import { runStatsJson, successRate, type HardwareStats, type JobSource } from './success-rate.js';

/** Lists the run's jobs, counts them per hardware label and writes run_stats.json atomically. */
export async function writeRunStats(
  fs: ResultsFs,
  jobs: JobSource,
  request: { runId: string; labels: readonly string[]; output: string }
): Promise<HardwareStats[]> {
  const stats = successRate(await jobs.listJobs(request.runId), request.labels);
  fs.writeAtomic(request.output, runStatsJson(stats));
  return stats;
}
