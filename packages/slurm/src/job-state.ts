/** Where a Slurm job state leaves the launcher: keep waiting, done well, or done badly. */
export type StateClass = 'active' | 'success' | 'failure';

/** States in which the job may still run or is still releasing its nodes. */
const ACTIVE = new Set([
  'PENDING',
  'CONFIGURING',
  'RUNNING',
  'COMPLETING',
  'SUSPENDED',
  'REQUEUED',
  'REQUEUE_HOLD',
  'REQUEUE_FED',
  'RESIZING',
  'SIGNALING',
  'STAGE_OUT',
  'STOPPED',
  'RESV_DEL_HOLD'
]);

/**
 * Slurm prints `CANCELLED by 0` (sacct) and `CANCELLED+` (truncated); only the first word counts.
 * Anything unknown, including our own `UNKNOWN`, is a failure: never mistake it for success.
 */
export function baseState(state: string): string {
  return state.trim().split(/[\s+]/)[0]!.toUpperCase();
}

export function classifyState(state: string): StateClass {
  const base = baseState(state);
  if (base === 'COMPLETED') return 'success';
  return ACTIVE.has(base) ? 'active' : 'failure';
}

/** Slurm's `ExitCode=rc:signal`. */
export interface ExitStatus {
  code: number;
  signal: number;
}

export function parseExitCode(text: string | undefined): ExitStatus | undefined {
  const match = /^(\d+)(?::(\d+))?$/.exec((text ?? '').trim());
  return match ? { code: Number(match[1]), signal: Number(match[2] ?? 0) } : undefined;
}
