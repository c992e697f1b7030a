// Runner-protocol tests of the eval-gate and collect-evals bundles, and the evals corpus through the CLI bundle.
import { describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { evalsCases, evalsFixtures, evalsWorkspace, expectCaseResult, SUBCOMMAND, type EvalsCase } from '../support/evals-cases.js';
import { runBundle, runCliBundle } from './harness.js';

const byName = new Map(evalsCases().map((c) => [c.name, c]));
const workspaceOf = (name: string): { dir: string; c: EvalsCase } => {
  const c = byName.get(name)!;
  return { dir: evalsWorkspace(c), c };
};
const files = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((p) => statSync(join(dir, p)).isFile())
    .sort();

describe('evals corpus through the CLI bundle', () => {
  test.each([...byName].map(([name, c]) => [name, c] as const))('%s', async (_name, c) => {
    const work = evalsWorkspace(c);
    const before = new Map(files(work).map((f) => [f, readFileSync(join(work, f), 'latin1')]));
    const run = await runCliBundle([SUBCOMMAND[c.tool], ...c.argv], { cwd: work, env: c.env });
    const after = files(work);
    const changed = [...new Set([...before.keys(), ...after])]
      .filter((f) => !after.includes(f) || before.get(f) !== readFileSync(join(work, f), 'latin1'))
      .sort();
    expectCaseResult(c, { code: run.code ?? -1, stdout: run.stdout, stderr: run.stderr, work, changed });
  });

  test('sweepkit --help lists the three commands', async () => {
    const run = await runCliBundle(['--help']);
    for (const name of ['validate-eval-scores', 'collect-evals', 'eval-meta-env']) expect(run.stdout).toMatch(new RegExp(`^  ${name} `, 'm'));
  });
});

describe('eval-gate action', () => {
  test('every score passes: outputs, no annotation, a rendered table of the checks', async () => {
    const { dir } = workspaceOf('vs_default_pass_model_threshold');
    const run = await runBundle('eval-gate', { cwd: dir });
    expect(run.code).toBe(0);
    expect(run.outputs).toEqual({ passed: 'true', failures: '[]' });
    expect(run.annotations).toEqual([]);
    const table = run.rendered.tables[0]!;
    expect(table.header).toEqual(['result file', 'conc', 'task', 'metric', 'score', 'threshold', 'verdict']);
    expect(table.rows.map((r) => [r[2], r[3], r[4], r[5], r[6]])).toEqual([
      ['gsm8k', 'exact_match,strict-match', '0.9500', '0.91 (models.dsr1)', 'pass'],
      ['gsm8k', 'exact_match,flexible-extract', '0.9600', '0.91 (models.dsr1)', 'pass']
    ]);
    expect(run.rendered.headings[0]!.text).toBe('Eval gate passed: 2 metrics checked, model prefix dsr1');
    // The reference's lines reach the log.
    expect(run.stdout).toContain('PASS: gsm8k exact_match,strict-match = 0.9500 (>= 0.91 from models.dsr1)');
  });

  test('failing tasks: one annotation per task on its result file and line, failures as JSON, the step fails', async () => {
    const { dir } = workspaceOf('vs_several_files_and_tasks_sorted');
    // The workspace is a folder below the checkout: annotations name files from the checkout's root.
    const run = await runBundle('eval-gate', { cwd: dirname(dir), inputs: { 'working-directory': basename(dir) } });
    expect(run.code).toBe(1);
    expect(run.outputs.passed).toBe('false');
    const failures = JSON.parse(run.outputs.failures!) as { kind: string; task: string; file: string; value: number }[];
    expect(failures.map((f) => [f.kind, f.file, f.task, f.value])).toEqual([
      ['score', 'results_a.json', 'swebench_lite', 0.49],
      ['score', 'results_b.json', 'gsm8k', 0.89]
    ]);
    const scoreErrors = run.annotations.filter((a) => a.properties.title === 'eval-gate: score below threshold');
    expect(scoreErrors.map((a) => [a.properties.file, a.message])).toEqual([
      [`${basename(dir)}/results_a.json`, 'swebench_lite: exact_match,resolved = 0.4900 < 0.5 (default)'],
      [`${basename(dir)}/results_b.json`, 'gsm8k: exact_match,flexible-extract = 0.8900 < 0.91 (models.dsr1)']
    ]);
    for (const a of scoreErrors) {
      const line = readFileSync(join(dirname(dir), a.properties.file!), 'utf8').split('\n')[Number(a.properties.line) - 1]!;
      expect(line).toContain(a.message.includes('resolved') ? '"exact_match,resolved"' : '"exact_match,flexible-extract"');
    }
    expect(run.rendered.tables[0]!.rows.filter((r) => r[6] === 'FAIL')).toHaveLength(2);
  });

  test('expected-concs from EVAL_CONC when the input is empty (the multi-node template)', async () => {
    const { dir } = workspaceOf('vs_batch_metadata_differs_from_workflow');
    const run = await runBundle('eval-gate', { cwd: dir, env: { EVAL_CONC: '1 4 8' } });
    expect(run.code).toBe(1);
    const failures = JSON.parse(run.outputs.failures!) as { kind: string; message: string }[];
    expect(failures.filter((f) => f.kind === 'manifest').map((f) => f.message)).toEqual([
      'batched eval metadata does not match workflow concurrencies',
      'batched eval is missing completed concurrency: 1, 4',
      'batched eval is missing result files for concurrency: 1, 4'
    ]);
    expect(run.rendered.text).toContain('batched eval is missing result files for concurrency: 1, 4');
  });

  test('…or the largest of CONC_LIST; the same metadata then passes', async () => {
    const { dir } = workspaceOf('vs_batch_ok_without_expected');
    const run = await runBundle('eval-gate', { cwd: dir, env: { CONC_LIST: '4 1' } });
    expect(run.outputs.failures).toBe(
      JSON.stringify([
        { kind: 'manifest', message: 'batched eval metadata does not match workflow concurrencies' },
        { kind: 'manifest', message: 'batched eval completed unexpected concurrency: 1' },
        { kind: 'manifest', message: 'batched eval has unexpected result files for concurrency: 1' }
      ])
    );
    const ok = await runBundle('eval-gate', {
      cwd: workspaceOf('vs_batch_ok_without_expected').dir,
      inputs: { 'expected-concs': '1 4' },
      env: { CONC_LIST: '4 1' }
    });
    expect(ok.code).toBe(0);
    // The single-node template passes no --expected-concs, whatever the environment holds.
    const none = await runBundle('eval-gate', {
      cwd: workspaceOf('vs_batch_ok_without_expected').dir,
      inputs: { 'expected-concs-from-env': 'false' },
      env: { CONC_LIST: '4 1' }
    });
    expect(none.code).toBe(0);
  });

  test('a result that is not JSON: one located error, no stack trace', async () => {
    const { dir } = workspaceOf('vs_result_invalid_json');
    const run = await runBundle('eval-gate', { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.annotations.filter((a) => a.properties.file).map((a) => [a.level, a.properties.file, a.message])).toEqual([
      ['error', 'results_gsm8k.json', 'not valid JSON: Expecting property name enclosed in double quotes: line 1 column 2 (char 1)']
    ]);
    expect(run.stdout + run.stderr).not.toMatch(/\bat .*\.js:\d+/);
  });

  test('bundled-thresholds: a workspace without utils/evals/thresholds.yaml gets the reference table', async () => {
    const { dir } = workspaceOf('vs_no_default_thresholds_file');
    const run = await runBundle('eval-gate', { cwd: dir, inputs: { 'bundled-thresholds': 'true' } });
    expect(run.stdout).toContain('Loaded thresholds from (bundled InferenceX thresholds)');
    expect(run.stdout).toContain('FAIL: gsm8k exact_match,strict-match = 0.8600 (< 0.91 from models.dsr1)');
    expect(run.code).toBe(1);
  });
});

describe('collect-evals action', () => {
  test('both tables in the job summary under Eval Summary, the JSON and its path', async () => {
    const { dir } = workspaceOf('ce_multinode_and_single_tables');
    const run = await runBundle('collect-evals', { cwd: dir, inputs: { 'results-dir': 'eval_results/' } });
    expect(run.code).toBe(0);
    expect(run.outputs).toEqual({ path: 'agg_eval_all.json', count: '2' });
    expect(readFileSync(join(dir, 'agg_eval_all.json'), 'utf8')).toBe(
      readFileSync(join(evalsFixtures, 'ce_multinode_and_single_tables/expected/files/agg_eval_all.json'), 'utf8')
    );
    expect(run.summary).toBe(`## Eval Summary\n\n${readFileSync(join(evalsFixtures, 'ce_multinode_and_single_tables/expected/stdout.txt'), 'utf8')}\n`);
    expect(run.rendered.headings.map((h) => h.text)).toEqual(['Eval Summary', 'Single-Node Eval Results', 'Multi-Node Eval Results']);
    expect(run.rendered.tables.map((t) => [t.header[0], t.rows[0]![t.header.indexOf('Score')]])).toEqual([
      ['Model Prefix', '90.00% ±0.71%'],
      ['Model Prefix', '95.00% ±0.71%']
    ]);
  });

  test('sort hw, another exp-name and output-dir; a file that is not JSON is skipped with a warning naming it', async () => {
    const { dir } = workspaceOf('ce_sort_by_hw');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(dir, 'eval_results/eval_a/results_broken.json'), '{"lm_eval_version": ');
    const run = await runBundle('collect-evals', { cwd: dir, inputs: { 'results-dir': 'eval_results/', 'exp-name': 'bmk', sort: 'hw', 'output-dir': 'out' } });
    expect(run.code).toBe(0);
    expect(run.outputs.path).toBe('out/agg_eval_bmk.json');
    expect(run.summary).toBe(`## Eval Summary\n\n${readFileSync(join(evalsFixtures, 'ce_sort_by_hw/expected/stdout.txt'), 'utf8')}\n`);
    expect(run.annotations.map((a) => [a.level, a.properties.file, a.message])).toEqual([
      ['warning', 'eval_results/eval_a/results_broken.json', 'skipped: not readable JSON (Expecting value: line 1 column 21 (char 20))']
    ]);
  });

  test('no artifacts: the reference sentence, an empty JSON array', async () => {
    const { dir } = workspaceOf('ce_missing_dir');
    const run = await runBundle('collect-evals', { cwd: dir, inputs: { 'results-dir': 'eval_results' } });
    expect(run.code).toBe(0);
    expect(run.outputs.count).toBe('0');
    expect(run.rendered.text).toContain('No eval results found to summarize.');
    expect(readFileSync(join(dir, 'agg_eval_all.json'), 'utf8')).toBe('[]');
  });
});
