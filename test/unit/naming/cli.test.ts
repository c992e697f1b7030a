import { expect, test } from '@jest/globals';
import { runCliCaptured } from '../../support/cli-capture.js';
import { exampleCases, rowFields, templateEnv } from './examples.js';

const cli = (args: string[], env: Record<string, string> = {}) =>
  runCliCaptured(['result-filename', ...args], { env, cwd: '/', files: { readText: () => '', exists: () => false } });

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
  [
    'bad variable in env mode',
    ['--env'],
    {
      EXP_NAME: 'e',
      PRECISION: 'fp8',
      FRAMEWORK: 'vllm',
      TP: '8',
      PP_SIZE: '1',
      DCP_SIZE: '1',
      PCP_SIZE: '1',
      EP_SIZE: '1',
      DP_ATTENTION: 'false',
      DISAGG: 'false',
      SPEC_DECODING: 'mtp',
      CONC: 'x',
      RUNNER_NAME: 'h100-cw_00'
    },
    1,
    'CONC must be a non-negative integer, got "x"\n'
  ],
  ['row that is not JSON', ['--row', '{', '--runner-name', 'h100-cw_00'], {}, 1, '--row is not valid JSON: '],
  ['unparseable name', ['--parse', 'hello'], {}, 1, 'not a RESULT_FILENAME: expected the runner name _<pool>_<digits> at the end in "hello"\n']
])('%s', async (_name, args, env, code, stderr) => {
  const run = await cli(args, env);
  expect(run.code).toBe(code);
  expect(run.stdout).toBe('');
  expect(run.stderr.startsWith(stderr)).toBe(true);
});

// Per-point files of the multi-node launchers and process_result.py's agg_ files carry the job's
// RESULT_FILENAME first; --parse reads it and what the suffix adds.
const MN = exampleCases.map(([, e]) => e).find((e) => e.result_filename.includes('_prefill-'))!;
const SN = exampleCases.map(([, e]) => e).find((e) => e.result_filename.includes('_tp'))!;
test.each<[string, string, string, object]>([
  [
    'srt-slurm disagg point',
    MN.result_filename,
    '_isl_1024_osl_1024_conc64_gpus_12_ctx_4_gen_8.json',
    { point: { config: 'isl_1024_osl_1024', conc: 64, gpus: 12, ctx: 4, gen: 8 } }
  ],
  ['srt-slurm aggregated point', MN.result_filename, '_1k1k_conc8_gpus_4', { point: { config: '1k1k', conc: 8, gpus: 4 } }],
  ['llm-d point', MN.result_filename, '_c32_gpus_8_ctx_2_gen_6.json', { point: { conc: 32, gpus: 8, ctx: 2, gen: 6 } }],
  ['agentic point', MN.result_filename, '_conc16.json', { point: { conc: 16 } }],
  [
    'legacy launcher file',
    MN.result_filename,
    '_isl_8192_osl_1024_concurrency_64_req_rate_inf_gpus_12_ctx_4_gen_8.json',
    { point: { file: 'isl_8192_osl_1024_concurrency_64_req_rate_inf_gpus_12_ctx_4_gen_8', conc: 64, gpus: 12, ctx: 4, gen: 8 } }
  ],
  ['agg_ of a single-node name', `agg_${SN.result_filename}`, '.json', { aggregate: true }],
  ['agg_ of a point', `agg_${MN.result_filename}`, '_1k1k_conc8_gpus_4.json', { aggregate: true, point: { config: '1k1k', conc: 8, gpus: 4 } }]
])('--parse %s', async (_label, name, suffix, extra) => {
  const e = name.endsWith(SN.result_filename) ? SN : MN;
  const run = await cli(['--parse', `${name}${suffix}`]);
  expect(run.stderr).toBe('');
  expect(JSON.parse(run.stdout)).toEqual({ ...rowFields(e.matrix_row, e.runner_name), ...extra });
});

test('--parse of a name with no RESULT_FILENAME in it is one error', async () => {
  const run = await cli(['--parse', 'R_conc16.json']);
  expect(run.code).toBe(1);
  expect(run.stderr).toBe('not a RESULT_FILENAME: expected the runner name _<pool>_<digits> at the end in "R_conc16"\n');
});
