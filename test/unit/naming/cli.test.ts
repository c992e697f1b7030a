import { expect, test } from '@jest/globals';
import type { CliIO } from '../../../cli/src/io.js';
import { runCli } from '../../../cli/src/run-cli.js';
import { exampleCases, rowFields, templateEnv } from './examples.js';

async function cli(args: string[], env: Record<string, string> = {}) {
  let stdout = '';
  let stderr = '';
  const io: CliIO = {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    env,
    cwd: '/',
    files: { readText: () => '', exists: () => false }
  };
  const code = await runCli(['result-filename', ...args], io);
  return { code, stdout, stderr };
}

test.each(exampleCases)('--row prints RESULT_FILENAME: %s', async (_label, e) => {
  expect(await cli(['--row', JSON.stringify(e.matrix_row), '--runner-name', e.runner_name])).toEqual({ code: 0, stdout: `${e.result_filename}\n`, stderr: '' });
});

test.each(exampleCases)('--env --json prints every name: %s', async (_label, e) => {
  const run = await cli(['--env', '--json'], templateEnv(e));
  expect(run.code).toBe(0);
  const printed = JSON.parse(run.stdout);
  expect(printed['result-filename']).toBe(e.result_filename);
  expect(printed['result-filename-base']).toBe(e.result_filename_base);
  expect(Object.values(printed.names)).toEqual(e.artifacts_on_success.map((a) => a.name));
});

test.each(exampleCases)('--parse prints the row fields: %s', async (_label, e) => {
  const run = await cli(['--parse', e.result_filename]);
  expect(run.code).toBe(0);
  expect(JSON.parse(run.stdout)).toEqual(rowFields(e.matrix_row, e.runner_name));
});

test.each<[string, string[], Record<string, string>, number, string]>([
  ['no mode', [], {}, 2, 'sweepkit result-filename: error: one of the arguments --row --env --parse --parse-job-name is required\n'],
  ['two modes', ['--env', '--parse', 'x'], {}, 2, 'sweepkit result-filename: error: argument --parse: not allowed with argument --env\n'],
  ['bad variable in env mode', ['--env'], { EXP_NAME: 'e', PRECISION: 'fp8', FRAMEWORK: 'vllm', TP: '8', PP_SIZE: '1', DCP_SIZE: '1', PCP_SIZE: '1', EP_SIZE: '1', DP_ATTENTION: 'false', DISAGG: 'false', SPEC_DECODING: 'mtp', CONC: 'x', RUNNER_NAME: 'h100-cw_00' }, 1, 'CONC must be a non-negative integer, got "x"\n'],
  ['row that is not JSON', ['--row', '{', '--runner-name', 'h100-cw_00'], {}, 1, '--row is not valid JSON: '],
  ['unparseable name', ['--parse', 'hello'], {}, 1, 'not a RESULT_FILENAME: expected the runner name _<pool>_<digits> at the end in "hello"\n']
])('%s', async (_name, args, env, code, stderr) => {
  const run = await cli(args, env);
  expect(run.code).toBe(code);
  expect(run.stdout).toBe('');
  expect(run.stderr.startsWith(stderr)).toBe(true);
});
