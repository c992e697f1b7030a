import { SweepkitError } from '../../../common/src/index.js';
import { SACCT_FIELDS, SQUEUE_FORMAT, isAccountingDisabled, isUnknownJobMessage, parseSacct, parseScontrol, parseSqueue } from '../slurm-output.js';
import type { JobRecord, Slurm } from '../ports.js';
import { describeFailure, runCommand, type ExecResult } from './exec.js';

export interface SlurmCliOptions {
  /** Per-command limit; squeue blocks about 9 s when slurmctld is down. */
  timeoutMs?: number;
  env?: Record<string, string | undefined>;
  /** Kills queries in flight when aborted; `scancel` is never tied to it, it must still run. */
  signal?: AbortSignal;
}

/** A Slurm command failed or timed out: the answer is "unknown", worth asking again. */
export class SlurmCommandError extends Error {}

/** The real Slurm client commands, through execFile with argv arrays. */
export function createSlurmCli(options: SlurmCliOptions = {}): Slurm {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const run = async (file: string, args: string[], abortable = true): Promise<ExecResult> =>
    runCommand(file, args, { timeoutMs, env: options.env, signal: abortable ? options.signal : undefined });
  const fail = (file: string, result: ExecResult): never => {
    // A missing client is no outage to wait out: say so at once.
    if (result.startError)
      throw new SweepkitError(`cannot run ${file} (${result.startError}): is this runner on the Slurm cluster?`, { code: 'slurm-missing' });
    throw new SlurmCommandError(describeFailure(file, result, timeoutMs));
  };
  let plainSacct = true;

  return {
    async queue(ids) {
      const result = await run('squeue', ['-h', '-t', 'all', '-j', ids.join(','), '-o', SQUEUE_FORMAT]);
      if (result.exitCode === 0) return parseSqueue(result.stdout);
      if (!result.killed && isUnknownJobMessage(result.stderr)) return [];
      return fail('squeue', result);
    },
    async details(id) {
      const result = await run('scontrol', ['show', 'job', '-o', id]);
      if (result.exitCode === 0) return parseScontrol(result.stdout);
      if (!result.killed && isUnknownJobMessage(result.stderr)) return undefined;
      return fail('scontrol', result);
    },
    async accounting(id): Promise<JobRecord | undefined> {
      // Without a database sacct refuses; the jobcomp file (`sacct -c`) still has finished jobs.
      const args = ['-X', '-n', '-P', '-j', id, '-o', SACCT_FIELDS];
      let result = await run('sacct', plainSacct ? args : ['-c', ...args]);
      if (result.exitCode !== 0 && plainSacct && isAccountingDisabled(result.stderr + result.stdout)) {
        plainSacct = false;
        result = await run('sacct', ['-c', ...args]);
      }
      if (result.exitCode === 0) return parseSacct(result.stdout, id);
      return fail('sacct', result);
    },
    async ownJobsNamed(name) {
      const result = await run('squeue', ['--me', '-h', `--name=${name}`, '-o', '%i']);
      if (result.exitCode !== 0) return fail('squeue', result);
      return result.stdout
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => /^\d+(_\d+)?$/.test(l));
    },
    async cancel(ids) {
      const result = await run('scancel', [...ids], false);
      if (result.exitCode !== 0) fail('scancel', result);
    }
  };
}
