import { SweepkitError } from '../../common/src/index.js';
import { classifyState } from './job-state.js';
import { observeJobs } from './observe.js';
import type { Clock, JobRecord, Slurm } from './ports.js';

export interface CancelOutcome {
  /** The last state seen of each job (undefined: Slurm did not say). */
  records: Map<string, JobRecord | undefined>;
  /** Whether every job was seen ended before the deadline. */
  ended: boolean;
}

/**
 * `scancel` of exactly these ids (never by name or user, so no other job is touched), then waits
 * up to `waitMs` until Slurm shows them ended, so nodes are free and the last log lines written.
 */
export async function cancelJobs(
  deps: { slurm: Slurm; clock: Clock },
  ids: readonly string[],
  options: { waitMs: number; pollMs: number }
): Promise<CancelOutcome> {
  const { slurm, clock } = deps;
  if (ids.length === 0) return { records: new Map(), ended: true };
  try {
    await slurm.cancel(ids);
  } catch (error) {
    if (error instanceof SweepkitError) throw error; // scancel cannot run here at all
    // Slurm may be briefly unreachable: one more try before reporting what is seen.
    await clock.sleep(options.pollMs);
    await slurm.cancel(ids).catch(() => undefined);
  }
  return waitUntilEnded(deps, ids, options);
}

/** Polls until no job is active (unknown ids count as ended) or the time is up. */
export async function waitUntilEnded(
  deps: { slurm: Slurm; clock: Clock },
  ids: readonly string[],
  options: { waitMs: number; pollMs: number }
): Promise<CancelOutcome> {
  const deadline = deps.clock.now() + options.waitMs;
  let records = new Map<string, JobRecord | undefined>(ids.map((id) => [id, undefined]));
  for (;;) {
    try {
      records = await observeJobs(deps.slurm, ids);
      if (![...records.values()].some(isActive)) return { records, ended: true };
    } catch (error) {
      if (error instanceof SweepkitError) throw error;
      // unknown: keep the last answer and ask again
    }
    if (deps.clock.now() >= deadline) return { records, ended: false };
    await deps.clock.sleep(Math.min(options.pollMs, Math.max(0, deadline - deps.clock.now())));
  }
}

/**
 * The post step's clean-up: cancels those of the action's own jobs that are still active. When
 * Slurm does not answer, it cancels them all (scancel of an ended id is harmless), because a job
 * left running holds its nodes for hours.
 */
export async function cancelLeftovers(
  deps: { slurm: Slurm; clock: Clock },
  ids: readonly string[],
  options: { waitMs: number; pollMs: number }
): Promise<{ cancelled: string[]; outcome: CancelOutcome }> {
  let seen: Map<string, JobRecord | undefined> | undefined;
  try {
    seen = await observeJobs(deps.slurm, ids);
  } catch {
    seen = undefined;
  }
  const active = ids.filter((id) => !seen || isActive(seen.get(id)));
  if (active.length === 0) return { cancelled: [], outcome: { records: seen ?? new Map(), ended: true } };
  return { cancelled: active, outcome: await cancelJobs(deps, active, options) };
}

const isActive = (record: JobRecord | undefined): boolean => record !== undefined && classifyState(record.state) === 'active';

/**
 * Before submitting: cancels jobs an earlier attempt of the same job left behind — only this
 * user's jobs with exactly this name — and waits for them to end. Returns their ids.
 */
export async function cancelStale(deps: { slurm: Slurm; clock: Clock }, name: string, options: { waitMs: number; pollMs: number }): Promise<string[]> {
  const ids = await deps.slurm.ownJobsNamed(name);
  if (ids.length) await cancelJobs(deps, ids, options);
  return ids;
}
