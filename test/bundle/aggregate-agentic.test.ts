/**
 * Runner-protocol tests of the aggregate-agentic bundle: inputs as INPUT_* variables, outputs,
 * job summary and annotations parsed from what the bundle wrote, on copies of conformance cases.
 */
import { describe, expect, test } from '@jest/globals';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectRenderedTable, tableObject } from '../support/render-summary.js';
import { executedCommands, repoRoot, runBundle, runCliBundle } from './harness.js';

const corpus = join(repoRoot, 'test/fixtures/agentic');

/** A scratch copy of a conformance case and its environment (minus the inputs under test). */
function workspace(name: string) {
  const dir = mkdtempSync(join(tmpdir(), `agentic-bundle-${name}-`));
  cpSync(join(corpus, name), dir, { recursive: true });
  const env = JSON.parse(readFileSync(join(corpus, name, 'case.json'), 'utf8')).env as Record<string, string>;
  delete env.PATH;
  delete env.HOME;
  return { dir, env };
}

describe('aggregate-agentic bundle', () => {
  test('writes the reference aggregate, sets the headline outputs and a metrics summary', async () => {
    const { dir, env } = workspace('vllm_full');
    writeFileSync(
      join(dir, 'input/results/aiperf_artifacts/profile_export_aiperf.json'),
      readFileSync(join(dir, 'input/results/aiperf_artifacts/profile_export_aiperf.json'), 'utf8').replace(
        '"request_count": {"avg": 60',
        '"request_count": {"avg": 60}, "error_request_count": {"avg": 1'
      )
    );
    const run = await runBundle('aggregate-agentic', { cwd: dir, env, inputs: { power: 'false' } });
    expect(run.code).toBe(0);
    const expected = readFileSync(join(corpus, 'vllm_full/expected', JSON.parse(readFileSync(join(corpus, 'index.json'), 'utf8')).cases[0].outputs[0]));
    expect(readFileSync(join(dir, run.outputs['aggregate-path']!))).toEqual(expected);
    expect(run.outputs).toMatchObject({
      'requests-completed': '60',
      'requests-failed': '0',
      'requests-total': '60',
      'throughput-per-gpu': '1697.95058',
      'ttft-p50': '3.88425',
      'ttft-p95': '8.54474',
      'itl-p50': '0.03704',
      'itl-p95': '0.05291',
      'power-valid': ''
    });
    expect(run.rendered.headings).toEqual([{ level: 3, text: `Agentic aggregate: ${run.outputs['aggregate-path']}` }]);
    expect(expectRenderedTable(run.summary, ['metric', 'mean', 'p50', 'p90', 'p95']).rows[0]).toEqual(['TTFT (s)', '4.386', '3.884', '8.084', '8.545']);
    const facts = tableObject(expectRenderedTable(run.summary, ['', 'value']));
    expect(facts).toMatchObject({
      requests: '60 successful / 60 total (0 warm-up, 0 failed)',
      'throughput per GPU (tok/s)': '1,698',
      'power valid': 'not run'
    });
    expect(facts['GPU cache hit rate']).toMatch(/^(\d+(\.\d+)?%|—)$/);
    expect(run.stdout).toContain('Validated aiperf request error rate: 1/61 = 1.639% <= 10.000%');
    expect(run.annotations).toEqual([]);
  });

  test('an error rate over the threshold fails the step with one annotation, after writing the aggregate', async () => {
    const { dir, env } = workspace('accounting_warmup_errors');
    writeFileSync(join(dir, 'input/results/aiperf_artifacts/profile_export_aiperf.json'), '{"request_count": {"avg": 6}, "error_request_count": {"avg": 10}}');
    const run = await runBundle('aggregate-agentic', { cwd: dir, env, inputs: { 'failed-request-threshold': '0.25', power: 'false' } });
    expect(run.code).toBe(1);
    expect(run.outputs['requests-failed']).toBe('10');
    expect(run.annotations).toEqual([
      expect.objectContaining({ level: 'error', message: 'ERROR: aiperf request error rate exceeded the benchmark limit: 10/16 = 62.500% > 25.000%' })
    ]);
  });

  test('a malformed JSONL line fails with file:line, writes no file and no outputs', async () => {
    const { dir, env } = workspace('err_malformed_jsonl_line');
    const run = await runBundle('aggregate-agentic', { cwd: dir, env });
    expect(run.code).toBe(1);
    expect(run.outputs).toEqual({});
    expect(run.annotations[0]).toMatchObject({
      level: 'error',
      message: 'invalid JSON: Expecting property name enclosed in double quotes (column 60)',
      properties: { file: 'input/results/aiperf_artifacts/profile_export.jsonl', line: '3' }
    });
    expect(() => readFileSync(join(dir, 'out'))).toThrow();
  });

  test('inputs override the environment; invalid power is a warning unless required', async () => {
    const { dir, env } = workspace('power_valid_naive_times');
    const inputs = {
      'result-dir': 'input/results',
      'output-dir': 'agg',
      'result-filename': 'point',
      'kv-offloading': 'none',
      tp: '4',
      'failed-request-threshold': 'none'
    };
    const lenient = await runBundle('aggregate-agentic', { cwd: dir, env, inputs });
    expect(lenient.code).toBe(0);
    expect(lenient.outputs['aggregate-path']).toBe('agg/point.json');
    expect(lenient.outputs['power-valid']).toBe('false');
    expect(lenient.annotations).toEqual([expect.objectContaining({ level: 'warning', message: expect.stringContaining('expected_gpu_count_mismatch') })]);
    const agg = JSON.parse(readFileSync(join(dir, 'agg/point.json'), 'utf8'));
    expect(agg).toMatchObject({ tp: 4, power_metric_schema_version: 2, power_valid: 0 });

    const strict = await runBundle('aggregate-agentic', { cwd: dir, env, inputs: { ...inputs, 'require-power': 'true' } });
    expect(strict.code).toBe(1);
    expect(strict.annotations.map((a) => a.level)).toEqual(['error']);
  });

  test('untrusted text in the aggregate cannot run workflow commands', async () => {
    const { dir, env } = workspace('vllm_full');
    const run = await runBundle('aggregate-agentic', {
      cwd: dir,
      env,
      inputs: { 'output-dir': 'o', 'result-filename': '::error::pwned', power: 'false', 'failed-request-threshold': 'none' }
    });
    expect(run.code).toBe(0);
    expect(executedCommands(run.stdout).filter((c) => c.includes('pwned'))).toEqual([]);
  });

  test('a bad threshold input names the input', async () => {
    const { dir, env } = workspace('vllm_full');
    const run = await runBundle('aggregate-agentic', { cwd: dir, env, inputs: { 'failed-request-threshold': '1.5' } });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("input 'failed-request-threshold' must be a number between 0 and 1, got '1.5'");
  });
});

describe('sweepkit CLI bundle (the same core as the action)', () => {
  test.each(['vllm_full', 'power_valid_naive_times', 'validate_fail_over_threshold'])('%s matches the reference recording', async (name) => {
    const { dir } = workspace(name);
    mkdirSync(join(dir, 'home'));
    const spec = JSON.parse(readFileSync(join(corpus, name, 'case.json'), 'utf8'));
    const run = await runCliBundle([spec.subcommand, ...spec.argv], { cwd: dir, env: spec.env });
    const expected = (file: string) => readFileSync(join(corpus, name, 'expected', file), 'utf8');
    expect(run.code).toBe(Number(expected('exit_code.txt')));
    expect(run.stdout).toBe(expected('stdout.txt'));
    expect(run.stderr).toBe(expected('stderr_last_line.txt'));
    const index = JSON.parse(readFileSync(join(corpus, 'index.json'), 'utf8')).cases.find((c: { name: string }) => c.name === name);
    for (const output of index.outputs) expect(readFileSync(join(dir, output))).toEqual(readFileSync(join(corpus, name, 'expected', output)));
  });
});
