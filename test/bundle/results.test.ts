// Runner-protocol tests of the process-result and collect-results bundles and their CLI commands.
import { describe, expect, test } from '@jest/globals';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bodyRows } from '../support/render-summary.js';
import { runBundle, runCliBundle } from './harness.js';

const fixtures = join(import.meta.dirname, '../fixtures/results');

/** A scratch copy of a conformance case's input and its environment. */
function workspace(corpus: string, name: string): { dir: string; env: Record<string, string> } {
  const dir = mkdtempSync(join(tmpdir(), `bundle-${name}-`));
  cpSync(join(fixtures, corpus, name, 'input'), dir, { recursive: true });
  const spec = JSON.parse(readFileSync(join(fixtures, corpus, name, 'case.json'), 'utf8')) as { env: Record<string, string> };
  return { dir, env: spec.env };
}

const expectedFile = (corpus: string, name: string, file: string): string => readFileSync(join(fixtures, corpus, name, 'expected', 'files', file), 'utf8');

describe('process-result action', () => {
  test('single node with valid power: row and sidecar written, outputs set, a rendered summary table', async () => {
    const { dir, env } = workspace('process-result', 'sn_sglang_mi355x_amd_power');
    const run = await runBundle('process-result', { cwd: dir, env });
    expect(run.code).toBe(0);
    const agg = `agg_${env.RESULT_FILENAME}.json`;
    expect(JSON.parse(run.outputs['agg-files']!)).toEqual([agg]);
    expect(run.outputs['power-valid']).toBe('true');
    expect(readFileSync(join(dir, agg), 'utf8')).toBe(expectedFile('process-result', 'sn_sglang_mi355x_amd_power', agg));
    const rows = bodyRows(run.summary);
    expect(rows).toHaveLength(1);
    expect(rows[0]![0]).toBe(agg);
    expect(rows[0]![1]).toBe('256');
    expect(rows[0]![6]).toBe('valid (1180.452 W/GPU)');
    expect(run.annotations).toEqual([]);
  });

  test('the multi-node loop: one row per point, invalid power is a warning, not a failure', async () => {
    const { dir, env } = workspace('process-result', 'loop_disagg_points');
    const run = await runBundle('process-result', { cwd: dir, env, inputs: { 'multinode-dir': '.' } });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.outputs['agg-files']!)).toHaveLength(3);
    expect(run.outputs['power-valid']).toBe('false');
    const rows = bodyRows(run.summary);
    expect(rows.map((r) => r[6])).toEqual(Array(3).fill('invalid: power_artifacts_missing'));
    expect(run.annotations.map((a) => a.level)).toEqual(['warning', 'warning', 'warning']);
  });

  test('REQUIRE_POWER with invalid power: the row is written, then the step fails with one error', async () => {
    const { dir, env } = workspace('process-result', 'pw_require_missing');
    const run = await runBundle('process-result', { cwd: dir, env });
    expect(run.code).toBe(1);
    expect(existsSync(join(dir, `agg_${env.RESULT_FILENAME}.json`))).toBe(true);
    expect(run.annotations.filter((a) => a.level === 'error').map((a) => a.message)).toEqual([
      'power is invalid and REQUIRE_POWER is set (the rows and sidecars are written)'
    ]);
  });

  test('a truncated result: one error naming the file and position, nothing written', async () => {
    const { dir, env } = workspace('process-result', 'err_malformed_json');
    const before = readdirSync(dir).sort();
    const run = await runBundle('process-result', { cwd: dir, env });
    expect(run.code).toBe(1);
    expect(run.annotations[0]!.properties.file).toBe(`${env.RESULT_FILENAME}.json`);
    expect(run.annotations[0]!.message).toMatch(/^benchmark result is not valid JSON \(Expecting value; truncated file\?\)$/);
    expect(readdirSync(dir).sort()).toEqual(before);
    expect(run.outputs).toEqual({});
  });
});

describe('collect-results action', () => {
  test('collects a sweep download: output file, count, per-artifact summary', async () => {
    const { dir } = workspace('collect-results', 'cr_sweep_artifacts');
    const run = await runBundle('collect-results', { cwd: dir, inputs: { 'results-dir': 'results', 'exp-name': 'bmk', 'output-dir': '.' } });
    expect(run.code).toBe(0);
    expect(run.outputs.path).toBe('agg_bmk.json');
    expect(readFileSync(join(dir, 'agg_bmk.json'), 'utf8')).toBe(expectedFile('collect-results', 'cr_sweep_artifacts', 'agg_bmk.json'));
    expect(Number(run.outputs.count)).toBe((JSON.parse(readFileSync(join(dir, 'agg_bmk.json'), 'utf8')) as unknown[]).length);
    const rows = bodyRows(run.summary);
    expect(rows.reduce((n, r) => n + Number(r[1]), 0)).toBe(Number(run.outputs.count));
  });

  test('a file that is not JSON fails with its name and leaves no output', async () => {
    const { dir } = workspace('collect-results', 'cr_single_artifact');
    writeFileSync(join(dir, 'results', 'broken.json'), '{"hw": ');
    const run = await runBundle('collect-results', { cwd: dir, inputs: { 'results-dir': 'results', 'exp-name': 'bmk', 'output-dir': '.' } });
    expect(run.code).toBe(1);
    expect(run.annotations[0]!.properties.file).toBe('results/broken.json');
    expect(readdirSync(dir).filter((n) => n.startsWith('agg_') || n.endsWith('.tmp'))).toEqual([]);
  });

  test('a missing required input names it', async () => {
    const run = await runBundle('collect-results', { inputs: { 'results-dir': 'results' } });
    expect(run.code).toBe(1);
    expect(run.annotations[0]!.message).toBe("input 'exp-name' is required");
  });
});

describe('CLI bundle', () => {
  test('sweepkit process-result: bad integer is one line naming the variable, exit 1, nothing written', async () => {
    const { dir, env } = workspace('process-result', 'err_non_integer_isl');
    const before = readdirSync(dir).sort();
    const run = await runCliBundle(['process-result'], { cwd: dir, env });
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringContaining("ISL must be an integer, got '8k'")]);
    expect(readdirSync(dir).sort()).toEqual(before);
  });

  test('sweepkit collect-results RESULTS_DIR EXP_NAME writes agg_<EXP_NAME>.json and prints nothing', async () => {
    const { dir } = workspace('collect-results', 'cr_sort_order');
    const run = await runCliBundle(['collect-results', 'results', 'sorted'], { cwd: dir });
    expect(run).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(readFileSync(join(dir, 'agg_sorted.json'), 'utf8')).toBe(expectedFile('collect-results', 'cr_sort_order', 'agg_sorted.json'));
  });

  test('sweepkit collect-results without EXP_NAME is a usage error', async () => {
    const run = await runCliBundle(['collect-results', 'results']);
    expect(run.code).toBe(2);
  });
});
