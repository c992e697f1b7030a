import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { additionalSettings, benchmarkEnv, gpuCount, type MatrixRow } from '../../../packages/naming/src/index.js';
import { repoRoot } from '../../bundle/harness.js';
import { agenticMultiNodeRow, pool } from '../../support/matrix-rows.js';

interface Example {
  matrix_row: MatrixRow;
  runner_name: string;
  result_filename: string;
  template: string;
}
const examples = (JSON.parse(readFileSync(join(repoRoot, 'test/fixtures/naming/examples.json'), 'utf8')) as { examples: Example[] }).examples;
const multi = examples.filter((e) => 'prefill' in e.matrix_row);
const single = examples.filter((e) => !('prefill' in e.matrix_row));

test.each(examples.slice(0, 40).map((e) => [e.result_filename, e] as const))('RESULT_FILENAME of the reference rows: %s', (_name, example) => {
  expect(benchmarkEnv(example.matrix_row, {}, { 'runner-name': example.runner_name }).env.RESULT_FILENAME).toBe(example.result_filename);
});

test('a multi-node row: pools, CONC_LIST, settings exported verbatim after the template variables', () => {
  const example = multi[0]!;
  const result = benchmarkEnv(example.matrix_row, {}, { 'runner-name': example.runner_name });
  const row = example.matrix_row as {
    'exp-name': string;
    conc: number[];
    prefill: { 'num-worker': number; 'additional-settings'?: string[] };
    decode: { 'additional-settings'?: string[] };
  };
  expect(result.env).toMatchObject({
    EXP_NAME: row['exp-name'],
    PREFILL_NUM_WORKERS: String(row.prefill['num-worker']),
    CONC_LIST: row.conc.join(' '),
    IS_AGENTIC: '0',
    RESULT_FILENAME: example.result_filename
  });
  const settings = [...(row.prefill['additional-settings'] ?? []), ...(row.decode['additional-settings'] ?? [])];
  const keys = Object.keys(result.env);
  expect(keys.slice(keys.length - settings.length)).toEqual(settings.map((s) => s.split('=')[0]));
  for (const setting of settings) expect(`${setting.split('=')[0]}=${result.env[setting.split('=')[0]!]}`).toBe(setting);
});

const agentic: MatrixRow = agenticMultiNodeRow({
  isl: 1024,
  prefill: pool({ 'num-worker': 2, 'additional-settings': ['CONFIG_FILE=recipes/x.yaml:zip_override_stp[0]', 'NOTE=a $HOME b; `id` *'] }),
  decode: pool({ tp: 8, 'additional-settings': ['CONFIG_FILE=recipes/x.yaml:zip_override_stp[0]'] })
});

test('an agentic multi-node row: CONC is the first concurrency, ISL/OSL 0, settings never expanded, a display name', () => {
  const result = benchmarkEnv(agentic, {}, { 'runner-name': 'gb300-nv_0' });
  expect(result.env).toMatchObject({ CONC_LIST: '4 8', CONC: '4', IS_AGENTIC: '1', ISL: '0', OSL: '0', GPU_COUNT: '16' });
  expect(result.env.CONFIG_FILE).toBe('recipes/x.yaml:zip_override_stp[0]');
  expect(result.env.NOTE).toBe('a $HOME b; `id` *');
  expect(result.displayName).toBe('qwen3.5 fp4 ? dyn-sgl 2P (TP4) x 1D (TP8) mtp c4x8');
  expect(result.runsOn).toEqual([]);
  expect(
    benchmarkEnv(
      { ...agentic, runner: 'gb300', priority: '4.250', 'queue-token': 'f'.repeat(32) },
      { GITHUB_RUN_ATTEMPT: '2' },
      { 'runner-name': 'gb300-nv_0' }
    )
  ).toMatchObject({
    displayName: 'p4.250 | qwen3.5 fp4 gb300 dyn-sgl 2P (TP4) x 1D (TP8) mtp c4x8',
    runsOn: ['gb300', `ci-job-4.250-${'f'.repeat(32)}`, 'ci-attempt-2']
  });
});

test.each<[MatrixRow, number]>([
  [{ tp: 8, pp: 2, 'pcp-size': 1 }, 16],
  [{ tp: 4 }, 4],
  [{ prefill: { 'num-worker': 3, tp: 4 }, decode: { 'num-worker': 1, tp: 8, pp: 2 } }, 28]
])('GPU_COUNT of %j is %d', (row, gpus) => {
  expect(gpuCount(row)).toBe(gpus);
});

describe('additional-settings that are refused', () => {
  test.each<[unknown, string]>([
    [['NOEQUALS'], 'matrix row key \'prefill.additional-settings[0]\' must be NAME=value, got "NOEQUALS"'],
    [['=x'], 'must be NAME=value'],
    [['A-B=1'], "'A-B' is not a variable name"],
    [['PATH=/tmp/evil'], 'PATH may not be set by a setting'],
    [['LD_PRELOAD=/x.so'], 'LD_PRELOAD may not be set by a setting'],
    [['GITHUB_ENV=/x'], 'GITHUB_ENV may not be set by a setting'],
    [['EXP_NAME=other'], 'EXP_NAME is already set from the row itself'],
    [['A=1', 'A=2'], "A is set twice, to '1' and '2'"],
    [['A=line\nbreak'], 'the value of A holds a line break'],
    [[42], 'must be NAME=value, got 42'],
    ['A=1', "matrix row key 'prefill.additional-settings' must be a list of NAME=value strings"]
  ])('%j', (settings, message) => {
    const row = { ...agentic, prefill: pool({ 'num-worker': 2, 'additional-settings': settings }) };
    expect(() => additionalSettings(row, new Set(['EXP_NAME']))).toThrow(message);
  });
});

test('a single-node row: TP … and CONC, its own additional-settings', () => {
  const example = single[0]!;
  const result = benchmarkEnv({ ...example.matrix_row, 'additional-settings': ['EXTRA=1'] }, {}, { 'runner-name': example.runner_name });
  expect(result.env.CONC).toBe(String(example.matrix_row.conc));
  expect(result.env.TP).toBe(String(example.matrix_row.tp));
  expect(result.env.EXTRA).toBe('1');
  expect(result.env.CONC_LIST).toBeUndefined();
});
