// `sweepkit singlenode-launch` in process, on a machine without docker and Slurm clients on PATH:
// the clean-up finds nothing to ask, the launcher runs, the result wait decides. PATH holds only
// bash, so the test means the same where a machine has Slurm clients installed but no controller.
import { afterAll, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCliCaptured } from '../../support/cli-capture.js';

const ws = mkdtempSync(join(tmpdir(), 'sweepkit-singlenode-cli-'));
afterAll(() => rmSync(ws, { recursive: true, force: true }));
const bin = join(ws, 'bin');
mkdirSync(bin);
symlinkSync(execFileSync('bash', ['-c', 'command -v bash'], { encoding: 'utf8' }).trim(), join(bin, 'bash'));
const PATH = bin;

async function cli(env: Record<string, string>, ...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return runCliCaptured(['singlenode-launch', ...argv], { env, cwd: ws });
}

test('the runner-name launcher runs and its result is found', async () => {
  writeFileSync(join(ws, 'launch.sh'), 'echo "benchmark for $RESULT_FILENAME"\necho "{}" > "$RESULT_FILENAME.json"\n');
  const run = await cli({ PATH }, '--job-name', 'h100-cw_01', '--launch-script', 'launch.sh', '--result-filename', 'rf');
  expect(run).toEqual({ code: 0, stdout: 'benchmark for rf\n', stderr: 'result-file=rf.json\n' });
});

test.each<[string, Record<string, string>, string[], number, string]>([
  ['no job name', { PATH }, ['--result-filename', 'rf'], 2, '--job-name'],
  ['no result name', { PATH, RUNNER_NAME: 'h100-cw_01' }, ['--launch-script', 'launch.sh'], 2, 'RESULT_FILENAME is not set'],
  [
    'the default launcher of the runner name is missing',
    { PATH, RUNNER_NAME: 'b200-cw_03', RESULT_FILENAME: 'rf' },
    [],
    1,
    'the launcher runners/launch_b200-cw.sh exited with 127'
  ]
])('%s', async (_name, env, argv, code, message) => {
  const run = await cli(env, ...argv);
  expect(run.code).toBe(code);
  expect(run.stderr).toContain(message);
});

// The multi-node workflow's script path: the launcher writes one <R>_<point>.json per point.
test.each<[string, string, string, number, string]>([
  ['a point file is the result', 'mn1', 'echo "{}" > "${RESULT_FILENAME}_isl_1024_conc4.json"\n', 0, 'result-file=mn1_isl_1024_conc4.json\n'],
  ['no point file', 'mn2', 'echo "{}" > "${RESULT_FILENAME}.json"\n', 1, 'Benchmark result mn2_*.json not found']
])('multi-node: %s', async (_name, result, script, code, stderr) => {
  writeFileSync(join(ws, 'mn.sh'), script);
  const run = await cli(
    { PATH, IS_MULTINODE: 'true' },
    '--job-name',
    'gb200-nv_0',
    '--launch-script',
    'mn.sh',
    '--result-filename',
    result,
    '--result-wait-seconds',
    '0'
  );
  expect(run.code).toBe(code);
  expect(run.stderr).toContain(stderr);
});
