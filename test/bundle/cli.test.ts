// The committed CLI bundle works from a fresh clone with no install (dist/ is committed).
import { expect, test } from '@jest/globals';
import { tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot, runCliBundle } from './harness.js';

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

test('a reader that closes the pipe early gets no stack trace', () => {
  // `head -c 1` exits after one byte while the CLI is still writing ~1 MB of matrix JSON.
  const cli = join(repoRoot, 'dist/cli/index.js');
  const script = `"${process.execPath}" "${cli}" matrix full-sweep --config-files configs/nvidia-master.yaml | head -c 1 >/dev/null; echo "status=\${PIPESTATUS[0]}"`;
  const run = spawnSync('bash', ['-c', script], { encoding: 'utf8', cwd: join(repoRoot, 'test/fixtures/matrix/inferencex') });
  expect(run.stderr).toBe('');
  expect(run.stdout).toBe('status=0\n');
}, 60000);
