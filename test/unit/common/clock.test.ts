import { describe, expect, test } from '@jest/globals';
import { pollUntil, type Clock } from '../../../packages/common/src/index.js';

/** A clock whose sleeps only move its own time forward. */
function fakeClock(): Clock & { sleeps: number[] } {
  let time = 0;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => time,
    sleep: async (ms) => {
      sleeps.push(ms);
      time += ms;
    }
  };
}

const timedOut = (): never => {
  throw new Error('timed out');
};

describe('pollUntil', () => {
  test.each([
    // [answers in order, timeout, poll, expected outcome, sleeps]
    [['a'], 10, 5, 'a', []],
    [[undefined, undefined, 'c'], 10, 5, 'c', [5, 5]],
    [[undefined, undefined, undefined, 'd'], 10, 5, 'timed out', [5, 5]],
    [[undefined, false], 10, 5, false, [5]]
  ] as const)('answers %j, timeout %d ms, poll %d ms → %j after sleeps %j', async (answers, timeoutMs, pollMs, expected, sleeps) => {
    const clock = fakeClock();
    let asked = 0;
    const outcome = await pollUntil(clock, { timeoutMs, pollMs }, async () => answers[asked++], timedOut).catch((e: Error) => e.message);
    expect(outcome).toBe(expected);
    expect(clock.sleeps).toEqual(sleeps);
  });

  test('an attempt that throws stops the wait at once', async () => {
    const clock = fakeClock();
    const attempt = async (): Promise<undefined> => {
      throw new Error('check failed');
    };
    await expect(pollUntil(clock, { timeoutMs: 100, pollMs: 5 }, attempt, timedOut)).rejects.toThrow('check failed');
    expect(clock.sleeps).toEqual([]);
  });
});
