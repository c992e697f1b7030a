import { SweepkitError } from '../../common/src/index.js';
import { formatDuration } from './duration.js';
import { baseState, classifyState } from './job-state.js';
import { observeJobs } from './observe.js';
import type { Clock, JobRecord, LaunchReporter, Slurm } from './ports.js';

/** Slurm is asked at most once a second whatever the interval given: squeue load is shared. */
export const MIN_POLL_INTERVAL_MS = 1000;

export interface WaitOptions {
  /** How often Slurm is asked (at least MIN_POLL_INTERVAL_MS apart). */
  pollIntervalMs: number;
  /** How often `onTick` runs (log streaming); at most the poll interval. */
  tickMs: number;
  /** Longest time a job may stay PENDING (0 or undefined: no limit). */
  queueTimeoutMs?: number;
  /** Longest time a job may run once RUNNING (0 or undefined: no limit). */
  jobTimeoutMs?: number;
  /** How long Slurm may fail to answer in a row before the launcher gives up waiting. */
  unreachableTimeoutMs: number;
  /** Polls in a row that no command knows a job before it counts as UNKNOWN (ended badly). */
  missingPolls?: number;
  /** While pending, repeat the state and reason this often. */
  heartbeatMs?: number;
  signal?: AbortSignal;
}

export type WaitOutcome =
  | { kind: 'ended'; records: Map<string, JobRecord> }
  | { kind: 'queue-timeout'; id: string; reason?: string; waitedMs: number }
  | { kind: 'job-timeout'; id: string; ranMs: number }
  | { kind: 'unreachable'; forMs: number; error: string }
  | { kind: 'aborted' };

interface Tracked {
  record?: JobRecord;
  runningSince?: number;
  missing: number;
  lastHeartbeat: number;
}

const BACKOFF_CAP_MS = 60_000;
const describe = (r: JobRecord): string =>
  `${baseState(r.state)}${r.reason && baseState(r.state) === 'PENDING' ? ` (${r.reason})` : ''}${r.nodes && baseState(r.state) === 'RUNNING' ? ` on ${r.nodes}` : ''}`;

/**
 * Waits until every job has ended, enforcing the queue and run time-outs. A failing or hanging
 * Slurm command means "unknown": it is retried with back-off and only an outage longer than
 * `unreachableTimeoutMs` ends the wait. Cancelling is the caller's business: this only says why
 * the wait ended.
 */
export async function waitForJobs(
  deps: { slurm: Slurm; clock: Clock; reporter: LaunchReporter },
  ids: readonly string[],
  submittedAt: number,
  options: WaitOptions,
  onTick: () => void = () => {}
): Promise<WaitOutcome> {
  const { slurm, clock, reporter } = deps;
  const pollMs = Math.max(options.pollIntervalMs, MIN_POLL_INTERVAL_MS);
  const tracked = new Map<string, Tracked>(ids.map((id) => [id, { missing: 0, lastHeartbeat: submittedAt }]));
  let nextPoll = clock.now();
  let failures = 0;
  let unreachableSince: number | undefined;
  let lastWarning = -Infinity;

  for (;;) {
    if (options.signal?.aborted) return { kind: 'aborted' };
    onTick();
    const now = clock.now();
    if (now >= nextPoll) {
      let seen: Map<string, JobRecord | undefined> | undefined;
      try {
        seen = await observeJobs(slurm, ids);
      } catch (error) {
        if (options.signal?.aborted) return { kind: 'aborted' };
        if (error instanceof SweepkitError) throw error; // not an outage (e.g. no squeue on this machine)
        const message = (error as Error).message;
        unreachableSince ??= now;
        const down = clock.now() - unreachableSince;
        if (down >= options.unreachableTimeoutMs) return { kind: 'unreachable', forMs: down, error: message };
        if (clock.now() - lastWarning >= 60_000) {
          reporter.warning(`Slurm did not answer (${message}); retrying, the job is not taken as finished`);
          lastWarning = clock.now();
        }
        failures++;
        nextPoll = clock.now() + Math.min(pollMs * 2 ** failures, BACKOFF_CAP_MS);
      }
      if (seen) {
        if (unreachableSince !== undefined) reporter.info(`Slurm answers again after ${formatDuration(clock.now() - unreachableSince)}`);
        unreachableSince = undefined;
        failures = 0;
        nextPoll = clock.now() + pollMs;
        const outcome = update(tracked, seen, clock.now(), submittedAt, options, reporter);
        if (outcome) return outcome;
      }
    }
    await clock.sleep(Math.max(0, Math.min(options.tickMs, nextPoll - clock.now())), options.signal);
  }
}

/** Folds one observation into the tracked jobs; returns the outcome once the wait is over. */
function update(
  tracked: Map<string, Tracked>,
  seen: Map<string, JobRecord | undefined>,
  now: number,
  submittedAt: number,
  options: WaitOptions,
  reporter: LaunchReporter
): WaitOutcome | undefined {
  for (const [id, job] of tracked) {
    let record = seen.get(id);
    if (!record) {
      job.missing++;
      if (job.missing < (options.missingPolls ?? 5)) continue;
      record = { id, state: 'UNKNOWN', reason: 'Slurm no longer knows the job' };
    } else job.missing = 0;
    const before = job.record;
    if (!before || describe(before) !== describe(record)) {
      const after = baseState(record.state) === 'RUNNING' && !job.runningSince ? ` after ${formatDuration(now - submittedAt)} in queue` : '';
      reporter.info(`job ${id}: ${before ? describe(before) : 'submitted'} → ${describe(record)}${after}`);
      job.lastHeartbeat = now;
    }
    job.record = record;
    const state = baseState(record.state);
    if (state === 'RUNNING') job.runningSince ??= now;
    if (state === 'PENDING') {
      if (options.queueTimeoutMs && now - submittedAt >= options.queueTimeoutMs) {
        return { kind: 'queue-timeout', id, reason: record.reason, waitedMs: now - submittedAt };
      }
      if (now - job.lastHeartbeat >= (options.heartbeatMs ?? 300_000)) {
        reporter.info(`job ${id}: still ${describe(record)} after ${formatDuration(now - submittedAt)}`);
        job.lastHeartbeat = now;
      }
    }
    if (job.runningSince !== undefined && options.jobTimeoutMs && now - job.runningSince >= options.jobTimeoutMs && classifyState(state) === 'active') {
      return { kind: 'job-timeout', id, ranMs: now - job.runningSince };
    }
  }
  const records = [...tracked.values()].map((t) => t.record);
  if (records.every((r) => r && classifyState(r.state) !== 'active')) {
    return { kind: 'ended', records: new Map(records.map((r) => [r!.id, r!])) };
  }
  return undefined;
}
