import { expect, test } from '@jest/globals';
import { cancelLeftovers, type JobRecord } from '../../../packages/slurm/src/index.js';
import { FakeClock, ScriptedSlurm } from './fakes.js';

type Answer = JobRecord | undefined | 'down';

/** Job 5 is in `before` until scancel, then `after`. */
async function post(before: Answer, after: Answer = { id: '5', state: 'CANCELLED' }) {
  const clock = new FakeClock();
  const slurm: ScriptedSlurm = new ScriptedSlurm(clock, () => (slurm.cancelled.length ? after : before));
  const result = await cancelLeftovers({ slurm, clock }, ['5'], { waitMs: 30_000, pollMs: 3000 });
  return { ...result, scancels: slurm.cancelled };
}

test.each<[string, Answer, string[][]]>([
  ['running: cancelled', { id: '5', state: 'RUNNING' }, [['5']]],
  ['pending: cancelled', { id: '5', state: 'PENDING' }, [['5']]],
  ['completing: cancelled (harmless)', { id: '5', state: 'COMPLETING' }, [['5']]],
  ['already completed: left alone', { id: '5', state: 'COMPLETED' }, []],
  ['already failed: left alone', { id: '5', state: 'FAILED' }, []],
  ['unknown to Slurm: left alone', undefined, []],
  ['Slurm does not answer: cancelled anyway', 'down', [['5']]]
])('%s', async (_name, before, scancels) => {
  expect((await post(before)).scancels).toEqual(scancels);
});

test('waits until the cancelled job has ended', async () => {
  const result = await post({ id: '5', state: 'RUNNING' });
  expect(result.outcome).toEqual({ ended: true, records: new Map([['5', { id: '5', state: 'CANCELLED' }]]) });
});

test('a job that does not end in time is reported as not ended', async () => {
  const result = await post({ id: '5', state: 'RUNNING' }, { id: '5', state: 'COMPLETING' });
  expect(result.outcome.ended).toBe(false);
});
