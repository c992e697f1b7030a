/**
 * Runner-protocol tests of the agentic-plots bundle and `sweepkit agentic-plots`, on a copy of a
 * conformance case: the SVG next to the artifacts, the summary, and the required-metric failure.
 */
import { describe, expect, test } from '@jest/globals';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, runBundle, runCliBundle } from './harness.js';

function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'agentic-plots-'));
  cpSync(join(repoRoot, 'test/fixtures/agentic/vllm_full/input'), dir, { recursive: true });
  writeFileSync(join(dir, 'results/aiperf_artifacts/server_metrics_export.csv'), 'metric,value\n');
  return dir;
}

describe('agentic-plots bundle', () => {
  test('writes results/metrics_plots.svg, sets the output and summarises every series', async () => {
    const dir = workspace();
    const run = await runBundle('agentic-plots', { cwd: dir, inputs: { 'required-metric-prefix': 'vllm:' } });
    expect(run.code).toBe(0);
    expect(run.outputs.plots).toBe('results/metrics_plots.svg');
    expect(readFileSync(join(dir, 'results/metrics_plots.svg'), 'utf8')).toContain('Time to First Token vs Time');
    expect(run.rendered.headings).toEqual([{ level: 3, text: 'Agentic plots: results/metrics_plots.svg' }]);
    expect(run.summary).toContain("Validated required AIPerf server metrics: prefix 'vllm:'");
    expect(run.summary).toContain('xychart-beta');
  });

  test('a missing required metric fails the step with one annotation naming it', async () => {
    const dir = workspace();
    const run = await runBundle('agentic-plots', {
      cwd: dir,
      env: { AIPERF_REQUIRED_SERVER_METRIC_PREFIX: 'sglang:' },
      inputs: { 'required-metrics': 'vllm:num_requests_running vllm:no_such_metric' }
    });
    expect(run.code).toBe(1);
    expect(existsSync(join(dir, 'results/metrics_plots.svg'))).toBe(true);
    expect(run.annotations.filter((a) => a.properties.file).map((a) => [a.level, a.properties.file, a.message])).toEqual([
      [
        'error',
        'results/aiperf_artifacts/server_metrics_export.json',
        "missing required server metric: vllm:no_such_metric; no metric with required prefix 'sglang:'"
      ]
    ]);
  });
});

describe('sweepkit agentic-plots', () => {
  test('prints the saved file and the check; a missing metric exits 1 with file: message', async () => {
    const dir = workspace();
    const ok = await runCliBundle(['agentic-plots', '--output', 'plots.svg'], { cwd: dir });
    expect([ok.code, ok.stdout]).toEqual([0, 'Saved plots.svg\n']);
    const bad = await runCliBundle(['agentic-plots', '--required-metrics', 'vllm:no_such_metric'], { cwd: dir });
    expect([bad.code, bad.stderr.trim()]).toEqual([
      1,
      'results/aiperf_artifacts/server_metrics_export.json: missing required server metric: vllm:no_such_metric'
    ]);
  });
});
