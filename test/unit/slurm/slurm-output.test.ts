import { expect, test } from '@jest/globals';
import { baseState, classifyState, parseExitCode, parseSacct, parseScontrol, parseSqueue, secondsBetween } from '../../../packages/slurm/src/index.js';

test.each([
  ['PENDING', 'active'],
  ['RUNNING', 'active'],
  ['COMPLETING', 'active'],
  ['REQUEUED', 'active'],
  ['COMPLETED', 'success'],
  ['FAILED', 'failure'],
  ['CANCELLED by 0', 'failure'],
  ['CANCELLED+', 'failure'],
  ['TIMEOUT', 'failure'],
  ['NODE_FAIL', 'failure'],
  ['OUT_OF_MEMORY', 'failure'],
  ['PREEMPTED', 'failure'],
  ['SPECIAL_EXIT', 'failure'],
  ['UNKNOWN', 'failure'],
  ['', 'failure']
])('state %j is %s', (state, expected) => {
  expect(classifyState(state)).toBe(expected);
});

test('the first word of a decorated state is the state', () => {
  expect(baseState('CANCELLED by 1001')).toBe('CANCELLED');
});

test.each([
  ['0:0', { code: 0, signal: 0 }],
  ['1:0', { code: 1, signal: 0 }],
  ['0:15', { code: 0, signal: 15 }],
  ['3', { code: 3, signal: 0 }],
  ['', undefined],
  ['n/a', undefined]
])('ExitCode %j', (text, expected) => {
  expect(parseExitCode(text)).toEqual(expected);
});

test('squeue lines become records; (null) and None reasons are dropped', () => {
  expect(parseSqueue('7|PENDING|PartitionConfig|\n8|RUNNING|None|vm\n9|COMPLETED|None|vm\n')).toEqual([
    { id: '7', state: 'PENDING', reason: 'PartitionConfig', nodes: undefined },
    { id: '8', state: 'RUNNING', reason: undefined, nodes: 'vm' },
    { id: '9', state: 'COMPLETED', reason: undefined, nodes: 'vm' }
  ]);
});

test('empty squeue output has no records', () => {
  expect(parseSqueue('')).toEqual([]);
});

// Recorded from Slurm 22.05 (`scontrol show job -o`), shortened.
const SCONTROL =
  'JobId=12 JobName=gb300-nv_0 UserId=root(0) GroupId=root(0) JobState=FAILED Reason=NonZeroExitCode Dependency=(null) ExitCode=1:0 ' +
  'RunTime=00:00:03 SubmitTime=2026-12-03T07:40:00 EligibleTime=2026-12-03T07:40:00 StartTime=2026-12-03T07:41:05 EndTime=2026-12-03T07:41:08 NodeList=vm BatchHost=vm AllocNode:Sid=localhost:3301 StdErr=/w/outputs/12/logs/sweep_12.log StdIn=/dev/null StdOut=/w/outputs/12/logs/sweep_12.log Power= ';

test('scontrol -o gives state, reason, exit code, nodes and the stdout path', () => {
  expect(parseScontrol(SCONTROL)).toEqual({
    id: '12',
    state: 'FAILED',
    reason: 'NonZeroExitCode',
    exitCode: '1:0',
    nodes: 'vm',
    stdout: '/w/outputs/12/logs/sweep_12.log',
    submitTime: '2026-12-03T07:40:00',
    startTime: '2026-12-03T07:41:05',
    endTime: '2026-12-03T07:41:08'
  });
});

test.each<[string | undefined, string | undefined, number | undefined]>([
  ['2026-12-03T07:40:00', '2026-12-03T07:41:05', 65],
  ['2026-12-31T23:59:59', '2027-01-01T00:00:01', 2],
  ['2026-12-03T07:40:00', 'Unknown', undefined],
  [undefined, '2026-12-03T07:41:05', undefined],
  ['2026-12-03T07:41:05', '2026-12-03T07:40:00', undefined]
])('seconds from %j to %j: %j', (from, to, seconds) => {
  expect(secondsBetween(from, to)).toBe(seconds);
});

test.each(['', 'slurm_load_jobs error: Invalid job id specified', 'JobId=3 JobName=x'])('scontrol text %j is no record', (text) => {
  expect(parseScontrol(text)).toBeUndefined();
});

test('sacct -P picks the row of the job itself', () => {
  const text = '12|CANCELLED by 0|0:15|None|vm\n12.batch|CANCELLED|0:15||vm\n';
  expect(parseSacct(text, '12')).toEqual({ id: '12', state: 'CANCELLED by 0', exitCode: '0:15', reason: undefined, nodes: 'vm' });
  expect(parseSacct(text, '13')).toBeUndefined();
});
