// The agentic step of the action: the aggregate is built in memory with its power fields and
// written once, with the same bytes as the reference's two steps (aggregate, then the power
// adapter patching that file).
import { describe, expect, test } from '@jest/globals';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodeArtifactFs, type ArtifactFs } from '../../../packages/job/src/index.js';
import { runAgenticStep, runAggregateAgentic, runPowerAdapter } from '../../../packages/agentic/src/index.js';
import { formatFinding } from '../../../packages/common/src/index.js';
import { memoryFs } from './memory-fs.js';

const corpus = join(import.meta.dirname, '../../fixtures/agentic/power_valid_naive_times');
const env = { RESULT_DIR: 'input/results', AGENTIC_OUTPUT_DIR: 'out', RESULT_FILENAME: 'point', KV_OFFLOADING: 'none', HF_HUB_CACHE: 'input/hf_cache' };

function scratch(): { dir: string; fs: ArtifactFs; writes: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'agentic-step-'));
  cpSync(corpus, dir, { recursive: true });
  const real = nodeArtifactFs(dir);
  const writes: string[] = [];
  return { dir, writes, fs: { ...real, writeAtomic: (path, text) => (writes.push(path), real.writeAtomic(path, text)) } };
}

describe('runAgenticStep', () => {
  test.each([
    ['valid power (2 GPUs expected and seen)', '2', true],
    ['invalid power (8 GPUs expected)', '8', false]
  ])('%s: one write of the aggregate, the bytes of aggregate + power adapter', (_, tp, valid) => {
    const step = scratch();
    const result = runAgenticStep(step.fs, { ...env, TP: tp }, { power: true, requirePower: false, timeZone: 'UTC' });
    expect(result.power?.valid).toBe(valid);
    expect(step.writes.filter((path) => path === 'out/point.json')).toHaveLength(1);

    const twoSteps = scratch();
    runAggregateAgentic(twoSteps.fs, { ...env, TP: tp });
    runPowerAdapter(twoSteps.fs, {
      resultDir: 'input/results',
      aggResult: 'out/point.json',
      expectedNumGpus: Number(tp),
      requirePower: false,
      timeZone: 'UTC'
    });
    const bytes = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');
    expect(bytes(step.dir, 'out/point.json')).toBe(bytes(twoSteps.dir, 'out/point.json'));
    expect(bytes(step.dir, 'input/results/power_validation.json')).toBe(bytes(twoSteps.dir, 'input/results/power_validation.json'));
    expect(JSON.parse(bytes(step.dir, 'out/point.json'))).toMatchObject({ power_metric_schema_version: 2, power_valid: valid ? 1 : 0 });
  });
});

test("the aggregate's and the gate's warning about the same ignored run folder is given once", () => {
  const aiperf = '{"request_count": {"avg": 1}}';
  const record = JSON.stringify({ metadata: { request_start_ns: 1e9, request_end_ns: 2e9, benchmark_phase: 'profiling' }, metrics: {}, error: null });
  const files = Object.fromEntries(
    ['run_0', 'run_1'].flatMap((run) => [
      [`r/aiperf_artifacts/${run}/profile_export.jsonl`, record],
      [`r/aiperf_artifacts/${run}/profile_export_aiperf.json`, aiperf]
    ])
  );
  const result = runAgenticStep(
    memoryFs(files),
    { RESULT_DIR: 'r', AGENTIC_OUTPUT_DIR: 'out', RESULT_FILENAME: 'p', KV_OFFLOADING: 'none', HOME: 'h' },
    { power: false, requirePower: false, failedRequestThreshold: 0.1 }
  );
  expect(result.gate?.verdict?.warnings).toHaveLength(1);
  expect(result.warnings.map((w) => formatFinding(w, 'warning'))).toEqual(['r/aiperf_artifacts: warning: 2 run folders: only run_0 is read, run_1 is ignored']);
});
