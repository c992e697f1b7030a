// The committed CLI bundle works from a fresh clone with no install (dist/ is committed).
import { expect, test } from '@jest/globals';
import { tmpdir } from 'node:os';
import { runCliBundle } from './harness.js';

test('sweepkit --help lists the commands, exit 0', async () => {
  const run = await runCliBundle(['--help'], { cwd: tmpdir() });
  expect(run.code).toBe(0);
  expect(run.stdout).toMatch(/^usage: sweepkit <command>/);
  expect(run.stderr).toBe('');
});

test('an unknown command is a one-line usage error, exit 2, no stack trace', async () => {
  const run = await runCliBundle(['nope']);
  expect(run.code).toBe(2);
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
  expect(run.stdout).toBe('');
});
