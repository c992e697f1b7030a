// Runner-protocol tests of the result-filename action bundle and the `sweepkit result-filename` CLI bundle.
import { describe, expect, test } from '@jest/globals';
import { expectRenderedTable } from '../support/render-summary.js';
import { executedCommands, runBundle, runCliBundle } from './harness.js';
import { examples, templateEnv, type NamingExample } from '../unit/naming/examples.js';

const ROLES = ['result', 'agentic-result', 'agentic-raw', 'server-logs', 'gpu-metrics', 'power-audit', 'eval-results'];
/** One example per job family (single-node, agentic, multi-node, multi-node agentic, evals …). */
const perJob = [...new Map(examples.map((e) => [e.job, e])).values()].map((e): [string, NamingExample] => [e.job, e]);

function expectNames(run: Awaited<ReturnType<typeof runBundle>>, e: NamingExample): void {
  expect(run.code).toBe(0);
  expect(run.outputs['result-filename']).toBe(e.result_filename);
  expect(run.outputs['result-filename-base']).toBe(e.result_filename_base);
  expect(Object.values(JSON.parse(run.outputs.names!))).toEqual(e.artifacts_on_success.map((a) => a.name));
  const uploaded = new Set(e.artifacts_on_success.map((a) => a.name));
  for (const role of ROLES) expect(run.outputs[role] === '' || uploaded.has(run.outputs[role]!)).toBe(true);
  expect(ROLES.map((role) => run.outputs[role]).filter(Boolean)).toHaveLength(uploaded.size);
  expect(run.env).toEqual({ RESULT_FILENAME: e.result_filename });
  expect(run.summary).toContain(`\`RESULT_FILENAME\` = \`${e.result_filename}\``);
  expect(expectRenderedTable(run.summary, ['upload step', 'artifact']).rows).toEqual(e.artifacts_on_success.map((a) => [a.step, a.name]));
  expect(run.annotations).toEqual([]);
}

describe('action', () => {
  // The eval families pass `eval-only: true`, as run-sweep does to the templates.
  test.each(perJob)('row mode (pretty JSON, as toJson renders it): %s', async (job, e) => {
    const inputs = { row: JSON.stringify(e.matrix_row, null, 2), 'runner-name': e.runner_name, 'eval-only': String(job.includes('evals')) };
    const run = await runBundle('result-filename', { inputs });
    expectNames(run, e);
  });

  test.each(perJob)("env mode (the templates' variables), runner name from RUNNER_NAME: %s", async (_job, e) => {
    const run = await runBundle('result-filename', { inputs: { row: '', 'runner-name': '' }, env: templateEnv(e) });
    expectNames(run, e);
  });

  test('a missing variable fails the step with one error naming it, and exports nothing', async () => {
    const { TP: _tp, ...env } = templateEnv(examples[0]!);
    const run = await runBundle('result-filename', { env });
    expect(run.code).toBe(1);
    expect(run.annotations).toEqual([{ level: 'error', properties: {}, message: 'TP is not set' }]);
    expect(run.env).toEqual({});
    expect(run.outputs).toEqual({});
    expect(run.stderr).toBe('');
  });

  test('a row that is not JSON is one error naming the input', async () => {
    const run = await runBundle('result-filename', { inputs: { row: '{"tp": 8', 'runner-name': 'b200-cw_01' } });
    expect(run.code).toBe(1);
    expect(run.annotations).toHaveLength(1);
    expect(run.annotations[0]!.message).toMatch(/^input 'row' is not valid JSON: /);
  });

  test('workflow commands hidden in a value are reported, never executed', async () => {
    const env = { ...templateEnv(examples[0]!), EXP_NAME: 'x\n::add-mask::leak\n::set-env name=A::b' };
    const run = await runBundle('result-filename', { env });
    expect(run.code).toBe(1);
    expect(executedCommands(run.stdout).map((line) => line.split('::')[1])).toEqual(['error']);
    expect(run.annotations[0]!.message).toContain('EXP_NAME contains "\\n", which GitHub does not allow in artifact names');
  });
});

describe('CLI bundle', () => {
  test.each(perJob)('--row --runner-name prints RESULT_FILENAME: %s', async (_job, e) => {
    const run = await runCliBundle(['result-filename', '--row', JSON.stringify(e.matrix_row), '--runner-name', e.runner_name]);
    expect(run).toEqual({ code: 0, stdout: `${e.result_filename}\n`, stderr: '' });
  });

  test('--env reads the variables; a bad one is one line on stderr, exit 1', async () => {
    const env = templateEnv(examples[0]!);
    expect(await runCliBundle(['result-filename', '--env'], { env })).toEqual({ code: 0, stdout: `${examples[0]!.result_filename}\n`, stderr: '' });
    expect(await runCliBundle(['result-filename', '--env'], { env: { ...env, SPEC_DECODING: 'eagle' } })).toEqual({
      code: 1,
      stdout: '',
      stderr: 'SPEC_DECODING must be one of none, mtp, draft_model (the spec-decoding values the config schema allows), got "eagle"\n'
    });
  });

  test('--eval-only: a run-eval row uploads the benchmark and the eval, its eval family only the eval', async () => {
    const e = examples.find((x) => x.job === 'sweep-evals')!;
    const roles = async (...flags: string[]) =>
      Object.keys(
        JSON.parse((await runCliBundle(['result-filename', '--row', JSON.stringify(e.matrix_row), '--runner-name', e.runner_name, '--json', ...flags])).stdout)
          .names
      );
    expect(await roles()).toEqual(['result', 'server-logs', 'gpu-metrics', 'power-audit', 'eval-results']);
    expect(await roles('--eval-only')).toEqual(['server-logs', 'gpu-metrics', 'eval-results']);
  });

  test('--parse prints the fields as JSON', async () => {
    const run = await runCliBundle(['result-filename', '--parse', examples[0]!.result_filename]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ 'exp-name': 'dsr1_8k1k', tp: 8, conc: 64, 'runner-name': examples[0]!.runner_name });
  });
});

describe('job identity (runs-on, display-name)', () => {
  // A row annotated by `sweepkit ci-priority` with the skip_queue label on PR #2707.
  const e = examples[0]!;
  const row: Record<string, unknown> = { ...e.matrix_row, priority: '3.750', 'queue-token': '0123456789abcdef0123456789abcdef', 'skip-queue-pr': 2707 };

  test('action: the labels for runs-on: fromJson(…) and the p<priority> name, which the CLI parses back', async () => {
    const run = await runBundle('result-filename', { inputs: { row: JSON.stringify(row), 'runner-name': e.runner_name }, env: { GITHUB_RUN_ATTEMPT: '2' } });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.outputs['runs-on']!)).toEqual([row.runner, 'ci-job-3.750-0123456789abcdef0123456789abcdef', 'ci-attempt-2', 'ci-skip-queue-pr-2707']);
    expect(run.outputs['display-name']).toMatch(/^p3\.750 \| /);
    const parsed = await runCliBundle(['result-filename', '--parse-job-name', run.outputs['display-name']!]);
    expect(parsed.code).toBe(0);
    expect(JSON.parse(parsed.stdout)).toMatchObject({ priority: '3.750', runner: row.runner, 'model-prefix': row['model-prefix'] });
  });

  test('action: without priority fields the runner label alone; env mode leaves both empty', async () => {
    const plain = await runBundle('result-filename', { inputs: { row: JSON.stringify(e.matrix_row), 'runner-name': e.runner_name } });
    expect(JSON.parse(plain.outputs['runs-on']!)).toEqual([e.matrix_row.runner]);
    expect(plain.outputs['display-name']).not.toMatch(/^p/);
    const env = await runBundle('result-filename', { env: templateEnv(e) });
    expect([env.outputs['runs-on'], env.outputs['display-name']]).toEqual(['', '']);
  });

  test('CLI: --json adds runs-on and display-name to a --row', async () => {
    const run = await runCliBundle(['result-filename', '--row', JSON.stringify(row), '--runner-name', e.runner_name, '--json'], {
      env: { GITHUB_RUN_ATTEMPT: '4' }
    });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({
      'result-filename': e.result_filename,
      'runs-on': expect.arrayContaining(['ci-attempt-4']),
      'display-name': expect.stringMatching(/^p3\.750 \| /)
    });
  });
});
