// power-binding.md §4–5: a sidecar that cannot be written, and a power step that throws.
import { expect, test } from '@jest/globals';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodeArtifactFs, type ArtifactFs } from '../../../packages/job/src/index.js';
import { processResult } from '../../../packages/results/src/index.js';

const CASE = join(import.meta.dirname, '../../fixtures/results/process-result/mn_power_valid');
const env = (JSON.parse(readFileSync(join(CASE, 'case.json'), 'utf8')) as { env: Record<string, string> }).env;
const name = env.RESULT_FILENAME!;

function replay(patch: (fs: ArtifactFs) => Partial<ArtifactFs>, extra: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'power-outcome-'));
  cpSync(join(CASE, 'input'), dir, { recursive: true });
  const real = nodeArtifactFs(dir);
  const out: string[] = [];
  const err: string[] = [];
  const outcome = processResult({ ...real, ...patch(real) }, { ...env, ...extra }, { out: (l) => out.push(l), err: (l) => err.push(l) });
  const read = (file: string): Record<string, unknown> => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
  return { outcome, out, err, read };
}

test('a sidecar that cannot be written: its own line only, never valid, exit 1 with REQUIRE_POWER', () => {
  const refuse = (fs: ArtifactFs): Partial<ArtifactFs> => ({
    writeAtomic: (path, text) => {
      if (path.startsWith('power_validation_')) throw Object.assign(new Error('ENAMETOOLONG'), { code: 'ENAMETOOLONG' });
      fs.writeAtomic(path, text);
    }
  });
  const r = replay(refuse, { REQUIRE_POWER: '1' });
  expect(r.err).toEqual([
    `[aggregate_power_multinode] Failed to write validation artifact power_validation_${name}.json: [Errno 36] File name too long: 'power_validation_${name}.json.tmp'`
  ]);
  expect([r.outcome.exitCode, r.out.length]).toEqual([1, 1]);
});

test('a power step that throws: aggregation_internal_error, power_valid 0, one [process_result] line', () => {
  const r = replay((fs) => ({
    isDirectory: (path) => {
      if (path === 'LOGS/power') throw new TypeError('boom');
      return fs.isDirectory(path);
    }
  }));
  expect(r.err).toEqual(['[process_result] power aggregation failed: boom']);
  expect(r.outcome.exitCode).toBe(0);
  const agg = r.read(`agg_${name}.json`);
  expect([agg.power_valid, agg.power_metric_schema_version, 'total_gpu_energy_j' in agg]).toEqual([0, 2, false]);
  expect(r.read(`power_validation_${name}.json`)).toMatchObject({
    power_valid: false,
    reasons: ['aggregation_internal_error'],
    telemetry_source: 'LOGS/power',
    benchmark_window: null,
    expected_gpu_count: 8,
    observed_gpu_count: 0,
    accumulator_check: null,
    metrics: {},
    internal_error: { type: 'TypeError', message: 'boom' }
  });
});
