import { expect } from '@jest/globals';
import { SweepkitError } from '../../packages/common/src/index.js';

/** A hang guard, not a performance figure: an input that takes this long is stuck or exploding. */
export const INPUT_TIME_BOUND_MS = 3000;
/** Memory the test process may reach while fuzzing: a blow-up (copied aliases, spans) passes it. */
export const RSS_BOUND_BYTES = 3 * 1024 ** 3;

export type Outcome = { ok: true; value: unknown } | { ok: false; error: SweepkitError };

/**
 * Runs one input through a reader: it must return or throw Sweepkit errors (exit 1 or 2 at the
 * edge), each located in `file` when `located`, within the time and memory bounds. Never another
 * exception (a TypeError, a RangeError from the stack).
 */
export function withinBounds(read: () => unknown, file: string | undefined, label: string): Outcome {
  const started = Date.now();
  let outcome: Outcome;
  try {
    outcome = { ok: true, value: read() };
  } catch (error) {
    if (!(error instanceof SweepkitError)) throw new Error(`${label}: not a SweepkitError: ${(error as Error).stack ?? String(error)}`);
    expect([1, 2]).toContain(error.exitCode);
    expect(error.message.length).toBeGreaterThan(0);
    if (file !== undefined) expect(error.location?.file).toBe(file);
    outcome = { ok: false, error };
  }
  const took = Date.now() - started;
  if (took > INPUT_TIME_BOUND_MS) throw new Error(`${label}: took ${took} ms`);
  expect(process.memoryUsage().rss).toBeLessThan(RSS_BOUND_BYTES);
  return outcome;
}
