import type { JobRecord, Slurm } from './ports.js';

/**
 * One look at every job: a single `squeue -t all` for all ids, then `scontrol` and `sacct` for an
 * id squeue no longer lists (purged after MinJobAge). An id no command knows maps to undefined.
 * Any failing command throws: the caller must treat that as "unknown", never as "finished".
 */
export async function observeJobs(slurm: Slurm, ids: readonly string[]): Promise<Map<string, JobRecord | undefined>> {
  const seen = new Map<string, JobRecord | undefined>();
  for (const record of await slurm.queue(ids)) if (ids.includes(record.id)) seen.set(record.id, record);
  for (const id of ids) {
    if (!seen.has(id)) seen.set(id, (await slurm.details(id)) ?? (await slurm.accounting(id)));
  }
  return seen;
}

/** The final word on a finished job (with its exit code): scontrol while it remembers, else sacct. */
export async function finalRecord(slurm: Slurm, id: string): Promise<JobRecord | undefined> {
  return (await slurm.details(id)) ?? (await slurm.accounting(id));
}
