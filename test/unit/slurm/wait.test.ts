import { expect, test } from '@jest/globals';
import { SweepkitError } from '../../../packages/common/src/index.js';
import { waitForJobs, type JobRecord, type WaitOptions } from '../../../packages/slurm/src/index.js';
import { FakeClock, RecordingReporter, ScriptedSlurm } from './fakes.js';

const OPTIONS: WaitOptions = { pollIntervalMs: 10_000, tickMs: 2000, unreachableTimeoutMs: 300_000 };
const job = (state: string, extra: Partial<JobRecord> = {}): JobRecord => ({ id: '7', state, ...extra });

async function run(script: (t: number) => JobRecord | undefined | 'down', options: Partial<WaitOptions> = {}) {
  const clock = new FakeClock();
  const slurm = new ScriptedSlurm(clock, (t) => script(t));
  const reporter = new RecordingReporter();
  const outcome = await waitForJobs({ slurm, clock, reporter }, ['7'], 0, { ...OPTIONS, ...options });
  return { outcome, reporter, clock };
}

test('pending → running → completed: state changes are logged with the pending reason', async () => {
  const { outcome, reporter } = await run((t) =>
    t < 20_000 ? job('PENDING', { reason: 'Priority' }) : t < 60_000 ? job('RUNNING', { nodes: 'n[1-2]' }) : job('COMPLETED')
  );
  expect(outcome).toEqual({ kind: 'ended', records: new Map([['7', job('COMPLETED')]]) });
  expect(reporter.infos).toEqual([
    'job 7: submitted → PENDING (Priority)',
    'job 7: PENDING (Priority) → RUNNING on n[1-2] after 20s in queue',
    'job 7: RUNNING on n[1-2] → COMPLETED'
  ]);
});

test('a Slurm outage is "unknown", not "finished": the wait goes on and ends when the job does', async () => {
  const { outcome, reporter } = await run((t) => (t < 10_000 ? job('RUNNING') : t < 40_000 ? 'down' : t < 70_000 ? job('RUNNING') : job('COMPLETED')));
  expect(outcome.kind).toBe('ended');
  expect(reporter.warnings[0]).toMatch(/^Slurm did not answer \(squeue: exit 1: Unable to contact slurm controller\); retrying/);
  expect(reporter.infos.some((l) => l.startsWith('Slurm answers again after'))).toBe(true);
});

test('an outage longer than the unreachable limit ends the wait as unreachable', async () => {
  const { outcome } = await run((t) => (t < 10_000 ? job('RUNNING') : 'down'), { unreachableTimeoutMs: 120_000 });
  expect(outcome).toMatchObject({ kind: 'unreachable', error: 'squeue: exit 1: Unable to contact slurm controller' });
});

test('retries back off while Slurm is down (fewer polls than the interval would give)', async () => {
  const clock = new FakeClock();
  let polls = 0;
  const slurm = new ScriptedSlurm(clock, () => {
    polls++;
    return 'down';
  });
  await waitForJobs({ slurm, clock, reporter: new RecordingReporter() }, ['7'], 0, { ...OPTIONS, unreachableTimeoutMs: 600_000 });
  expect(polls).toBeLessThan(600_000 / OPTIONS.pollIntervalMs / 2);
});

test('queue time-out while pending names the pending reason', async () => {
  const { outcome } = await run(() => job('PENDING', { reason: 'PartitionConfig' }), { queueTimeoutMs: 60_000 });
  expect(outcome).toEqual({ kind: 'queue-timeout', id: '7', reason: 'PartitionConfig', waitedMs: 60_000 });
});

test('queue time-out does not apply once the job runs; job time-out counts from the start of running', async () => {
  const { outcome } = await run((t) => (t < 50_000 ? job('PENDING') : job('RUNNING')), { queueTimeoutMs: 60_000, jobTimeoutMs: 30_000 });
  expect(outcome).toEqual({ kind: 'job-timeout', id: '7', ranMs: 30_000 });
});

test('while pending for long, a heartbeat repeats the reason', async () => {
  const { reporter } = await run((t) => (t < 700_000 ? job('PENDING', { reason: 'Resources' }) : job('COMPLETED')));
  expect(reporter.infos).toContain('job 7: still PENDING (Resources) after 5m00s');
});

test('a job no command knows any more ends as UNKNOWN after a few polls, never as success', async () => {
  const { outcome } = await run((t) => (t < 10_000 ? job('RUNNING') : undefined));
  expect(outcome.kind === 'ended' && outcome.records.get('7')?.state).toBe('UNKNOWN');
});

test('an aborted signal ends the wait at once', async () => {
  const controller = new AbortController();
  controller.abort();
  const { outcome } = await run(() => job('RUNNING'), { signal: controller.signal });
  expect(outcome).toEqual({ kind: 'aborted' });
});

test('several jobs: the wait ends when the last one has ended', async () => {
  const clock = new FakeClock();
  const slurm = new ScriptedSlurm(clock, (t, id) => ({ id, state: id === '1' || t >= 30_000 ? 'COMPLETED' : 'RUNNING' }));
  const outcome = await waitForJobs({ slurm, clock, reporter: new RecordingReporter() }, ['1', '2'], 0, OPTIONS);
  expect(outcome.kind).toBe('ended');
  expect(clock.now()).toBeGreaterThanOrEqual(30_000);
});

test('a Slurm client that cannot run at all is an error, not an outage to wait out', async () => {
  const clock = new FakeClock();
  const slurm = new ScriptedSlurm(clock, () => undefined);
  slurm.queue = async () => {
    throw new SweepkitError('cannot run squeue (ENOENT): is this runner on the Slurm cluster?');
  };
  await expect(waitForJobs({ slurm, clock, reporter: new RecordingReporter() }, ['7'], 0, OPTIONS)).rejects.toThrow('cannot run squeue (ENOENT)');
  expect(clock.now()).toBe(0);
});
