// The committed CLI bundle works from a fresh clone with no install (dist/ is committed).
import { expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { repoRoot, runCliBundle } from './harness.js';

test('sweepkit --help lists the commands, exit 0', async () => {
  const run = await runCliBundle(['--help'], { cwd: tmpdir() });
  expect(run.code).toBe(0);
  expect(run.stdout).toMatch(/^usage: sweepkit <command>/);
  expect(run.stderr).toBe('');
});

// The full sweep of both real configs is a megabyte of JSON, written to the pipe in chunks as it
// is made: the bytes are the reference's, in a terminal and under the runner's command shield.
test.each([
  ['outside the runner', {}],
  ['under the runner (shielded stdout)', { GITHUB_ACTIONS: 'true' }]
])('sweepkit matrix full-sweep writes the reference bytes in chunks, %s', async (_, env) => {
  const matrix = join(repoRoot, 'test/fixtures/matrix');
  const args = readFileSync(join(matrix, 'cases/fs-both.args'), 'utf8').split('\n').filter(Boolean);
  const run = await runCliBundle(['matrix', ...args], { cwd: join(matrix, 'inferencex'), env });
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  expect(run.stdout === gunzipSync(readFileSync(join(matrix, 'cases/fs-both.json.gz'))).toString('utf8')).toBe(true);
});

test('an unknown command is a one-line usage error, exit 2, no stack trace', async () => {
  const run = await runCliBundle(['nope']);
  expect(run.code).toBe(2);
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
  expect(run.stdout).toBe('');
});

// Option mistakes name flags on the command line (the reference's argparse texts where the CLI is
// a drop-in), while the actions name inputs for the same rule (see the action bundle tests).
test.each([
  [
    ['validate-agentic', 'x', '--failed-request-threshold', 'abc'],
    "sweepkit validate-agentic: error: argument --failed-request-threshold: invalid float value: 'abc'"
  ],
  [['validate-agentic', 'x', '--failed-request-threshold', '1.5'], 'sweepkit validate-agentic: error: --failed-request-threshold must be between 0 and 1'],
  [['label-gate', '--event-name', 'push', '--check-reuse-authorization'], 'sweepkit label-gate: error: unrecognized arguments: --check-reuse-authorization'],
  [['config-lint', '--working-directory', '.'], 'sweepkit config-lint: error: unrecognized arguments: --working-directory .'],
  [['process-changelog', '--base-ref', 'a'], 'sweepkit process-changelog: error: the following arguments are required: --head-ref, --changelog-file'],
  [['matrix', 'sweep'], "sweepkit matrix: error: argument command: invalid choice: 'sweep' (choose from 'full-sweep', 'test-config')"],
  [
    ['srtctl-launch', '--recipe', 'r.yaml', '--expect', 'none', '--cancel-wait-seconds', '-5'],
    'sweepkit srtctl-launch: error: --cancel-wait-seconds must not be negative, got -5'
  ]
])('%j: one line naming the flag, exit 2', async (args, message) => {
  const run = await runCliBundle(args, { cwd: tmpdir() });
  expect([run.code, run.stderr]).toEqual([2, `${message}\n`]);
});

test('aggregate-agentic: a flag sets the variable the aggregation reads, the variable stays the fallback', async () => {
  const unset = await runCliBundle(['aggregate-agentic', '--kv-offloading', 'none'], { cwd: tmpdir() });
  expect([unset.code, unset.stderr]).toEqual([1, 'ERROR: RESULT_FILENAME env var not set\n']);
  const fromEnv = await runCliBundle(['aggregate-agentic', '--result-dir', 'no-such-dir'], {
    cwd: tmpdir(),
    env: { RESULT_FILENAME: 'r', KV_OFFLOADING: 'none' }
  });
  expect(fromEnv.code).toBe(1);
  expect(fromEnv.stderr).toContain('no-such-dir');
});
