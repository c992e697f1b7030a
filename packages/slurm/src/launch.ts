import { SweepkitError } from '../../common/src/index.js';
import { cancelJobs, type CancelOutcome } from './cancel.js';
import { gatherJobOutputs, type Expectation } from './job-outputs.js';
import { formatDuration } from './duration.js';
import { baseState, classifyState, parseExitCode } from './job-state.js';
import { LogTail } from './log-tail.js';
import { finalRecord } from './observe.js';
import type { Clock, JobFiles, JobRecord, LaunchReporter, Slurm, Srtctl } from './ports.js';
import { submitJobs } from './submit.js';
import { sweepLogPath, type SubmittedJob } from './srtctl-output.js';
import { waitForJobs, type WaitOutcome } from './wait.js';

export interface LaunchDeps {
  slurm: Slurm;
  srtctl: Srtctl;
  files: JobFiles;
  clock: Clock;
  reporter: LaunchReporter;
  /** Called as soon as the ids are known, before any waiting (the action saves them for its post step). */
  onSubmitted(jobs: readonly SubmittedJob[]): void;
}

export interface LaunchOptions {
  /** The recipe, possibly with a `:selector`. */
  recipe: string;
  /** Extra `srtctl apply` arguments. */
  srtctlArgs: readonly string[];
  resultsDir: string;
  resultFilename?: string;
  expect: Expectation;
  agenticDir?: string;
  /** CONC_LIST: expect agentic wants one successful result per value. */
  concList?: readonly number[];
  pollIntervalMs: number;
  queueTimeoutMs?: number;
  jobTimeoutMs?: number;
  unreachableTimeoutMs: number;
  /** How long to wait for cancelled jobs to end. */
  cancelWaitMs: number;
  /** Aborted when the runner cancels the step: the jobs are cancelled at once. */
  signal?: AbortSignal;
}

export interface LaunchResult {
  jobs: SubmittedJob[];
  /** COMPLETED, or the first job's state that is not. */
  state: string;
  /** The job's return code (first non-zero one across jobs). */
  exitCode?: number;
  logFile?: string;
  resultFiles: string[];
  /** Every job was seen ended (false after an abort or an outage: the post step must look again). */
  settled: boolean;
  /** Why the launch failed; undefined on success. */
  failure?: SweepkitError;
  /** What Slurm finally said about each job (when they ended on their own). */
  records?: JobRecord[];
}

/**
 * One word for why a launch failed: Slurm's reason for a job that ended badly (NonZeroExitCode,
 * TimeLimit, …), else what stopped it (queue-timeout, job-timeout, cancelled, slurm-unreachable,
 * no-results, …); empty on success.
 */
export function failureReason(result: Pick<LaunchResult, 'failure' | 'records' | 'state'>): string {
  if (!result.failure) return '';
  const bad = result.records?.find((r) => baseState(r.state) === result.state && r.reason);
  return (result.failure.code === 'job-failed' ? bad?.reason : undefined) ?? result.failure.code ?? 'failed';
}

/** Defaults shared by the action inputs and the CLI options. */
export const LAUNCH_DEFAULTS = { pollIntervalSeconds: 20, unreachableMinutes: 15, slurmTimeoutSeconds: 30, cancelWaitSeconds: 90 } as const;

/** How often the log is read while waiting. */
const TAIL_TICK_MS = 2000;
/** After the runner's cancel signal, how long to wait for scancel before exiting anyway. */
const ABORT_GRACE_MS = 4000;

/**
 * The whole job lifecycle: submit through srtctl → wait (streaming the log, time-outs,
 * cancellation) → final state and exit code → collect results. Failures after submission come
 * back in `failure` with the state known so far, so callers can still set their outputs.
 */
export async function launchJobs(deps: LaunchDeps, options: LaunchOptions): Promise<LaunchResult> {
  const { clock, reporter } = deps;
  const submittedAt = clock.now();
  const jobs = await submitJobs(deps, options.recipe, options.srtctlArgs, options.signal);
  const ids = jobs.map((j) => j.id);

  const cancel = (): Promise<CancelOutcome> => cancelJobs(deps, ids, { waitMs: options.cancelWaitMs, pollMs: Math.min(options.pollIntervalMs, 2000) });
  // On the runner's cancel signal scancel goes out at once, not after the current poll.
  let aborting: Promise<unknown> | undefined;
  const onAbort = (): void => {
    reporter.warning(`the step is being cancelled: scancel ${ids.join(' ')}`);
    aborting = deps.slurm.cancel(ids).catch((error: Error) => reporter.warning(`scancel failed: ${error.message}`));
  };
  options.signal?.addEventListener('abort', onAbort, { once: true });
  if (options.signal?.aborted) onAbort();
  try {
    const logs = await logPaths(deps, jobs);
    const tails = [...logs.values()].map((path) => new LogTail(deps.files, path, (text) => reporter.jobOutput(text)));
    const pump = (): void => tails.forEach((t) => t.pump());
    const outcome = await waitForJobs(deps, ids, submittedAt, { ...options, tickMs: Math.min(TAIL_TICK_MS, options.pollIntervalMs) }, pump);
    // A run that ends early still leaves its logs (and any results) where the upload steps look.
    const snapshot = (): string[] => collectLogs(deps, logs, options);
    const base = { jobs, logFile: tails[0]?.path, resultFiles: [] as string[], settled: false };

    if (outcome.kind === 'aborted') {
      // Exit soon after scancel: the runner kills the step a few seconds after its signal, and
      // the post step waits for the jobs to end.
      await Promise.race([aborting, clock.sleep(ABORT_GRACE_MS)]);
      return {
        ...base,
        resultFiles: snapshot(),
        state: 'CANCELLED',
        failure: new SweepkitError(`the step was cancelled; job ${ids.join(', ')} cancelled`, { code: 'cancelled' })
      };
    }
    if (outcome.kind === 'unreachable') {
      return {
        ...base,
        resultFiles: snapshot(),
        state: 'UNKNOWN',
        failure: new SweepkitError(
          `Slurm did not answer for ${formatDuration(outcome.forMs)} (${outcome.error}); not assuming the job ended; the post step cancels it if it still runs`,
          { code: 'slurm-unreachable' }
        )
      };
    }
    if (outcome.kind !== 'ended') {
      reporter.warning(`${timeoutMessage(outcome)}: cancelling job ${ids.join(', ')}`);
      const { ended } = await cancel();
      tails.forEach((t) => t.drain());
      return {
        ...base,
        resultFiles: snapshot(),
        settled: ended,
        state: 'CANCELLED',
        failure: new SweepkitError(`${timeoutMessage(outcome)}; job cancelled`, { code: outcome.kind })
      };
    }

    const records = await finalRecords(deps, outcome.records, options);
    tails.forEach((t) => t.drain());
    return finish(deps, jobs, records, logs, options);
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
  }
}

function timeoutMessage(outcome: Extract<WaitOutcome, { kind: 'queue-timeout' | 'job-timeout' }>): string {
  return outcome.kind === 'queue-timeout'
    ? `job ${outcome.id} still PENDING after ${formatDuration(outcome.waitedMs)} (reason: ${outcome.reason ?? 'unknown'}), over queue-timeout`
    : `job ${outcome.id} still running after ${formatDuration(outcome.ranMs)}, over job-timeout`;
}

/** Each job's log: srtctl's output dir when it said, else the StdOut path Slurm holds. */
async function logPaths(deps: LaunchDeps, jobs: readonly SubmittedJob[]): Promise<Map<string, string>> {
  const paths = new Map<string, string>();
  for (const job of jobs) {
    const path = sweepLogPath(job) ?? (await deps.slurm.details(job.id).catch(() => undefined))?.stdout;
    if (path) paths.set(job.id, path);
    else deps.reporter.warning(`job ${job.id}: log file unknown, not streaming it`);
  }
  return paths;
}

const logDirs = (logs: Map<string, string>): { id: string; logDir: string }[] =>
  [...logs].map(([id, path]) => ({ id, logDir: path.slice(0, path.lastIndexOf('/')) }));

/** Best-effort copy of the logs (and whatever results exist) of a run that did not finish. */
function collectLogs(deps: LaunchDeps, logs: Map<string, string>, options: LaunchOptions): string[] {
  try {
    return gatherJobOutputs(deps.files, logDirs(logs), { ...options, expect: 'none' }).resultFiles;
  } catch (error) {
    deps.reporter.warning(`could not copy the job logs: ${(error as Error).message}`);
    return [];
  }
}

/** The exit code lives in scontrol/sacct, not squeue; asked a few times, as sacct lags. */
async function finalRecords(deps: LaunchDeps, seen: Map<string, JobRecord>, options: LaunchOptions): Promise<JobRecord[]> {
  const records: JobRecord[] = [];
  for (const [id, record] of seen) {
    let final: JobRecord | undefined;
    for (let attempt = 0; attempt < 5 && !final; attempt++) {
      if (attempt) await deps.clock.sleep(Math.min(3000, options.pollIntervalMs));
      final = await finalRecord(deps.slurm, id).catch(() => undefined);
    }
    records.push(final && classifyState(final.state) !== 'active' ? final : record);
  }
  return records;
}

function finish(deps: LaunchDeps, jobs: SubmittedJob[], records: JobRecord[], logs: Map<string, string>, options: LaunchOptions): LaunchResult {
  const bad = records.find((r) => classifyState(r.state) !== 'success' || parseExitCode(r.exitCode)?.code !== 0);
  const exit = parseExitCode((bad ?? records[0])?.exitCode);
  const state = bad ? baseState(bad.state) : 'COMPLETED';
  const collection = gatherJobOutputs(deps.files, logDirs(logs), options);
  const result = { jobs, state, exitCode: exit?.code, logFile: logs.values().next().value, resultFiles: collection.resultFiles, settled: true, records };
  if (bad) {
    const signal = exit?.signal ? `, signal ${exit.signal}` : '';
    const reason = bad.reason ? ` (${bad.reason})` : '';
    return {
      ...result,
      failure: new SweepkitError(`job ${bad.id} ended ${state}${reason} with exit code ${exit?.code ?? 'unknown'}${signal}`, { code: 'job-failed' })
    };
  }
  if (collection.missing) {
    return {
      ...result,
      failure: new SweepkitError(`job ${jobs.map((j) => j.id).join(', ')} COMPLETED but produced ${collection.missing}`, { code: 'no-results' })
    };
  }
  deps.reporter.info(`job ${jobs.map((j) => j.id).join(', ')} COMPLETED; ${collection.resultFiles.length} result file(s) in ${options.resultsDir}`);
  return result;
}
