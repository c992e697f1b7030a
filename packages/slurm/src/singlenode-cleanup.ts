import { formatDuration } from './duration.js';
import { cancelJobs } from './cancel.js';
import type { Clock, Docker, Slurm } from './ports.js';

export interface CleanupDeps {
  /** Undefined where docker does not answer (`docker info` fails): no container clean-up. */
  docker?: Docker;
  /** Undefined where there is no Slurm client: no job clean-up. */
  slurm?: Slurm;
  clock: Clock;
  info(line: string): void;
}

export interface CleanupOptions {
  /** The Slurm job name of this runner's jobs (the launchers' --job-name=$RUNNER_NAME). */
  jobName: string;
  containerNames: readonly string[];
  waitMs: number;
  pollMs: number;
}

export interface CleanupResult {
  containers: string[];
  jobs: string[];
  /** What was still there when the wait ran out (the step goes on: a warning, not a failure). */
  left: string[];
}

/**
 * The single-node template's clean-up before and after a job, narrowed to this job's resources:
 * containers with exactly the given names (never every container of the host) and this user's
 * Slurm jobs with exactly the job name (by id), each followed by a bounded wait until they are gone.
 */
export async function cleanupJobResources(deps: CleanupDeps, options: CleanupOptions): Promise<CleanupResult> {
  const result: CleanupResult = { containers: [], jobs: [], left: [] };
  const { docker, slurm, clock } = deps;
  if (docker && options.containerNames.length) {
    result.containers = await docker.containersNamed(options.containerNames);
    if (result.containers.length) {
      deps.info(`removing container(s) ${result.containers.join(', ')} named ${options.containerNames.join(', ')}`);
      await docker.remove(result.containers);
      const deadline = clock.now() + options.waitMs;
      let left = await docker.containersNamed(options.containerNames);
      while (left.length && clock.now() < deadline) {
        await clock.sleep(options.pollMs);
        left = await docker.containersNamed(options.containerNames);
      }
      if (left.length) result.left.push(`container(s) ${left.join(', ')} still there after ${formatDuration(options.waitMs)}`);
    }
  }
  if (slurm) {
    result.jobs = await slurm.ownJobsNamed(options.jobName);
    if (result.jobs.length) {
      deps.info(`cancelling job(s) ${result.jobs.join(', ')} named ${options.jobName}`);
      const { ended } = await cancelJobs({ slurm, clock }, result.jobs, { waitMs: options.waitMs, pollMs: options.pollMs });
      if (!ended) result.left.push(`job(s) ${result.jobs.join(', ')} not ended after ${formatDuration(options.waitMs)}`);
    }
  }
  return result;
}
