import { expect, test } from '@jest/globals';
import { agenticMultiNodeRow, pool } from '../support/matrix-rows.js';
import { expectRenderedTable, tableObject } from '../support/render-summary.js';
import { executedCommands, runBundle, runCliBundle } from './harness.js';

const row = agenticMultiNodeRow({
  prefill: pool({ 'additional-settings': ['CONFIG_FILE=recipes/a.yaml:zip_override_x[0]', 'ODD=$(touch /tmp/pwned) `id` ::set-output name=x::y'] })
});

test('exports the job environment to later steps; settings arrive verbatim and nothing in them is run', async () => {
  const run = await runBundle('benchmark-env', { inputs: { row: JSON.stringify(row), 'runner-name': 'gb300-nv_0' } });
  expect(run.annotations).toEqual([]);
  expect(run.code).toBe(0);
  expect(run.env).toMatchObject({
    CONC_LIST: '4 8',
    CONC: '4',
    IS_AGENTIC: '1',
    GPU_COUNT: '8',
    CONFIG_FILE: 'recipes/a.yaml:zip_override_x[0]',
    ODD: '$(touch /tmp/pwned) `id` ::set-output name=x::y',
    RESULT_FILENAME: run.outputs['result-filename']
  });
  expect(run.outputs['result-filename']).toMatch(/^qwen3\.5_agentic_fp4_dynamo-sglang_prefill-tp4-.*_conc4x8_gb300-nv_0$/);
  expect(run.outputs).toMatchObject({
    expect: 'agentic',
    'gpu-count': '8',
    'conc-list': '4 8',
    'display-name': 'qwen3.5 fp4 ? dyn-sgl 1P (TP4) x 1D (TP4) mtp c4x8',
    'runs-on': '[]'
  });
  expect(JSON.parse(run.outputs.env!)).toEqual(run.env);
  expect(executedCommands(run.stdout).filter((line) => line.includes('set-output'))).toEqual([]);
  expect(run.summary).toMatch(/<h3>Job environment: qwen3\.5 fp4 \? dyn-sgl 1P \(TP4\) x 1D \(TP4\) mtp c4x8<\/h3>\n\n\| variable \| value \|/);
  expect(run.rendered.headings).toEqual([{ level: 3, text: 'Job environment: qwen3.5 fp4 ? dyn-sgl 1P (TP4) x 1D (TP4) mtp c4x8' }]);
  expect(Object.keys(tableObject(expectRenderedTable(run.summary, ['variable', 'value'])))).toEqual(Object.keys(run.env));
});

test('a bad setting fails the step naming its row key, and exports nothing', async () => {
  const bad = { ...row, decode: { ...row.decode, 'additional-settings': ['PATH=/tmp/evil'] } };
  const run = await runBundle('benchmark-env', { inputs: { row: JSON.stringify(bad), 'runner-name': 'gb300-nv_0' } });
  expect(run.code).toBe(1);
  expect(run.annotations.map((a) => a.message)).toEqual(["matrix row key 'decode.additional-settings[0]': PATH may not be set by a setting"]);
  expect(run.env).toEqual({});
});

test('the CLI prints NAME=value lines', async () => {
  const run = await runCliBundle(['benchmark-env', '--row', JSON.stringify(row), '--runner-name', 'gb300-nv_0']);
  expect(run.code).toBe(0);
  expect(run.stdout.split('\n')).toEqual(expect.arrayContaining(['CONC_LIST=4 8', 'CONFIG_FILE=recipes/a.yaml:zip_override_x[0]']));
});

test('the workflow inputs reach the job: eval-only, power, duration, eval limits', async () => {
  const evalRow = { ...row, 'run-eval': true, 'eval-conc': 8 };
  const inputs = {
    row: JSON.stringify(evalRow),
    'runner-name': 'gb300-nv_0',
    'eval-only': 'true',
    'require-power': 'true',
    'power-producer-sha': 'f00d',
    duration: '900',
    'eval-limit': '20',
    'swebench-gen-mode': 'agentic'
  };
  const run = await runBundle('benchmark-env', { inputs });
  expect(run.code).toBe(0);
  expect(run.outputs.expect).toBe('eval');
  expect(run.env).toMatchObject({
    EVAL_ONLY: 'true',
    RUN_EVAL: 'true',
    EVAL_CONC: '8',
    CONC: '8',
    REQUIRE_POWER: '1',
    POWER_PRODUCER_SHA: 'f00d',
    DURATION: '900',
    EVAL_LIMIT: '20',
    SWEBENCH_GEN_MODE: 'agentic',
    SCENARIO_SUBDIR: 'agentic/',
    IS_MULTINODE: 'true'
  });
});
