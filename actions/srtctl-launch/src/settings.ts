import { UsageError } from '../../../packages/common/src/index.js';
import { getNumberInput } from '../../_kit/src/inputs.js';

/** Action state shared by main (writes) and post (reads). */
export const STATE_JOB_IDS = 'job-ids';
export const STATE_FINALIZED = 'finalized';

/** A non-negative number of minutes from an input, in ms (fractions allowed: `0.5` is 30 s). */
export function minutesInput(name: string, fallback: number): number {
  const minutes = getNumberInput(name) ?? fallback;
  if (minutes < 0) throw new UsageError(`input '${name}' must not be negative, got ${minutes}`);
  return minutes * 60_000;
}

/** A non-negative number of seconds from an input, in ms. */
export function secondsInput(name: string, fallback: number): number {
  const seconds = getNumberInput(name) ?? fallback;
  if (seconds < 0) throw new UsageError(`input '${name}' must not be negative, got ${seconds}`);
  return seconds * 1000;
}
