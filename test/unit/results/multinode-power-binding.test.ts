// Multi-node power: the dcgm-power window is bound to the processed result by its content (the
// reference's _select_window_for_result), never by file name. Each case mutates a scratch copy of
// the conformance case mn_power_valid and replays process-result in process.
import { describe, expect, test } from '@jest/globals';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parsePyJson, pyJsonDumps, type PyJson } from '../../../packages/common/src/index.js';
import { replayIn } from '../../support/replay-case.js';

const CASE = join(import.meta.dirname, '../../fixtures/results/process-result/mn_power_valid');
const spec = JSON.parse(readFileSync(join(CASE, 'case.json'), 'utf8')) as { argv: string[]; env: Record<string, string> };
const name = spec.env.RESULT_FILENAME!;
const WINDOW = 'LOGS/power/windows/results_concurrency_8_gpus_8_ctx_4_gen_4.json';
const ORIGINAL = 'LOGS/sa-bench_isl_8192_osl_1024/results_concurrency_8_gpus_8_ctx_4_gen_4.json';

type Json = Record<string, unknown>;
const readJson = (dir: string, file: string): Json => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Json;
const writeJson = (dir: string, file: string, value: unknown, indent = 2): void => writeFileSync(join(dir, file), JSON.stringify(value, null, indent));

async function run(mutate: (dir: string) => void, env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'mn-binding-'));
  cpSync(join(CASE, 'input'), dir, { recursive: true });
  mutate(dir);
  const result = await replayIn(dir, { subcommand: 'process-result', argv: spec.argv, env: { ...spec.env, ...env } });
  const sidecar = readJson(dir, `power_validation_${name}.json`);
  return { ...result, sidecar, agg: readJson(dir, `agg_${name}.json`) };
}

describe('multi-node power window bound by content', () => {
  test('a workspace copy reformatted with its keys reordered still gets its window; role energies reach the row', async () => {
    const r = await run((dir) => {
      // Python's view of the numbers is kept (1.0 stays a float): only layout and key order change.
      const result = parsePyJson(readFileSync(join(dir, `${name}.json`), 'utf8')) as Map<string, PyJson>;
      writeFileSync(join(dir, `${name}.json`), pyJsonDumps(new Map([...result].reverse()), { indent: 4 }));
    });
    expect(r.code).toBe(0);
    expect(r.sidecar.reasons).toEqual([]);
    expect(r.agg.power_valid).toBe(1);
    expect([r.agg.prefill_gpu_energy_j, r.agg.decode_gpu_energy_j]).toEqual([196417.798, 166215.753]);
    expect((r.sidecar.selected_window as Json).window_file).toBe('windows/results_concurrency_8_gpus_8_ctx_4_gen_4.json');
  });

  test('the window file name plays no part: a renamed window and original are found by concurrency and content', async () => {
    const r = await run((dir) => {
      const window = readJson(dir, WINDOW);
      rmSync(join(dir, WINDOW));
      writeJson(dir, 'LOGS/power/windows/point_a.json', { ...window, result_path: 'sa-bench_isl_8192_osl_1024/point_a.json' });
      cpSync(join(dir, ORIGINAL), join(dir, 'LOGS/sa-bench_isl_8192_osl_1024/point_a.json'));
    });
    expect(r.sidecar.reasons).toEqual([]);
    expect(r.agg.power_valid).toBe(1);
  });

  test.each<[string, (dir: string) => void, string, string]>([
    [
      'no completed window for the concurrency',
      (dir) => writeJson(dir, WINDOW, { ...readJson(dir, WINDOW), concurrency: 16 }),
      'window_for_result_missing',
      'found 0 completed windows for concurrency 8'
    ],
    [
      'the only window for the concurrency is not completed',
      (dir) => writeJson(dir, WINDOW, { ...readJson(dir, WINDOW), status: 'failed' }),
      'window_for_result_missing',
      'found 0 completed windows for concurrency 8'
    ],
    [
      'two completed windows for the concurrency',
      (dir) => {
        const window = readJson(dir, WINDOW);
        writeJson(dir, 'LOGS/power/windows/copy.json', { ...window, concurrency: 8.0, result_path: 'sa-bench_isl_8192_osl_1024/copy.json' });
      },
      'window_for_result_missing',
      'found 2 completed windows for concurrency 8'
    ],
    [
      'a result path outside the results root',
      (dir) => writeJson(dir, WINDOW, { ...readJson(dir, WINDOW), result_path: '../results_concurrency_8_gpus_8_ctx_4_gen_4.json' }),
      'measurement_window_result_path_invalid',
      "window windows/results_concurrency_8_gpus_8_ctx_4_gen_4.json: result_path '../results_concurrency_8_gpus_8_ctx_4_gen_4.json' is invalid"
    ],
    [
      'a result path with another stem than the window file',
      (dir) => writeJson(dir, WINDOW, { ...readJson(dir, WINDOW), result_path: 'sa-bench_isl_8192_osl_1024/other.json' }),
      'measurement_window_result_path_invalid',
      "window windows/results_concurrency_8_gpus_8_ctx_4_gen_4.json: result_path 'sa-bench_isl_8192_osl_1024/other.json' is invalid"
    ],
    [
      'an absolute result path',
      (dir) => writeJson(dir, WINDOW, { ...readJson(dir, WINDOW), result_path: '/tmp/results_concurrency_8_gpus_8_ctx_4_gen_4.json' }),
      'measurement_window_result_path_invalid',
      "window windows/results_concurrency_8_gpus_8_ctx_4_gen_4.json: result_path '/tmp/results_concurrency_8_gpus_8_ctx_4_gen_4.json' is invalid"
    ],
    ['the original result is gone', (dir) => rmSync(join(dir, ORIGINAL)), 'measurement_window_result_missing', `original result unreadable: ${ORIGINAL}`],
    [
      'the workspace copy differs from the original',
      (dir) => writeJson(dir, `${name}.json`, { ...readJson(dir, `${name}.json`), completed: 1 }),
      'result_content_mismatch',
      `workspace copy ${name}.json differs from original sa-bench_isl_8192_osl_1024/results_concurrency_8_gpus_8_ctx_4_gen_4.json`
    ]
  ])('%s → %s', async (_name, mutate, reason, failure) => {
    const r = await run(mutate);
    expect(r.code).toBe(0);
    expect([r.sidecar.reasons, r.sidecar.failures]).toEqual([[reason], [failure]]);
    expect(r.agg.power_valid).toBe(0);
    expect(r.agg).not.toHaveProperty('prefill_gpu_energy_j');
    expect(r.stderr).toBe(`[aggregate_power_multinode] Power validation failed: ${reason} (details: power_validation_${name}.json)\n`);
  });

  test('a selection problem comes after the producer checks, like the reference orders its reasons', async () => {
    const r = await run((dir) => {
      rmSync(join(dir, ORIGINAL));
      const manifest = readJson(dir, 'LOGS/power/manifest.json');
      writeJson(dir, 'LOGS/power/manifest.json', { ...manifest, producer_git_commit: 'f'.repeat(40) });
    });
    expect(r.sidecar.reasons).toEqual(['producer_commit_mismatch', 'measurement_window_result_missing']);
    expect(readdirSync(join(r.work)).filter((f) => f.startsWith('power_validation_'))).toHaveLength(1);
  });
});

// The package checks before and after the window binding: each alone, then in combination (the
// reasons in the order the reference finds them).
const FIRST_GPU = 'GPU-a23daadc-29ab-0094-7421-f47fdf02a41c';
const START = 1757299300.39557;
const END = 1757299368.484548;
const editManifest = (dir: string, edit: (m: Json) => void): void => {
  const manifest = readJson(dir, 'LOGS/power/manifest.json');
  edit(manifest);
  writeJson(dir, 'LOGS/power/manifest.json', manifest);
};
/** Drops the first GPU's samples for which `drop(time)` holds. */
const dropSamples = (dir: string, drop: (time: number) => boolean): void => {
  const file = join(dir, 'LOGS/power/samples.csv');
  const lines = readFileSync(file, 'utf8').split('\n');
  writeFileSync(file, lines.filter((l) => !(l.includes(FIRST_GPU) && drop(Number(l.split(',')[1])))).join('\n'));
};
const PACKAGE_FAULTS: Record<string, [(dir: string) => void, Record<string, string>?]> = {
  power_artifacts_missing: [(dir) => rmSync(join(dir, 'LOGS/power'), { recursive: true })],
  power_manifest_invalid: [(dir) => writeFileSync(join(dir, 'LOGS/power/manifest.json'), '[]')],
  invalid_benchmark_window: [(dir) => writeJson(dir, `${name}.json`, { ...readJson(dir, `${name}.json`), benchmark_end_time_unix: null })],
  expected_device_unobserved: [(dir) => editManifest(dir, (m) => (m.observed_devices = (m.observed_devices as unknown[]).slice(1)))],
  producer_commit_mismatch: [() => undefined, { POWER_PRODUCER_SHA: 'f'.repeat(40) }],
  producer_verdict_mismatch: [(dir) => editManifest(dir, (m) => (m.publication_valid = false))],
  power_package_invalid: [
    (dir) =>
      editManifest(dir, (m) => {
        m.status = 'failed';
        m.publication_valid = false;
      })
  ],
  telemetry_samples_missing: [(dir) => dropSamples(dir, () => true)],
  sampling_gap_exceeded: [(dir) => dropSamples(dir, (t) => t > START + 10 && t < START + 20)],
  benchmark_window_not_bracketed: [(dir) => dropSamples(dir, (t) => t > END - 5)]
};

describe('multi-node package reasons', () => {
  test.each<[string, string[], string[]]>([
    ...Object.keys(PACKAGE_FAULTS).map((r): [string, string[], string[]] => [r, [r], [r]]),
    ['commit and verdict', ['producer_verdict_mismatch', 'producer_commit_mismatch'], ['producer_commit_mismatch', 'producer_verdict_mismatch']],
    ['commit and an unpublishable package', ['power_package_invalid', 'producer_commit_mismatch'], ['producer_commit_mismatch', 'power_package_invalid']],
    ['an unobserved device ends the check', ['producer_commit_mismatch', 'expected_device_unobserved'], ['expected_device_unobserved']],
    [
      'a gap and an early end on one GPU',
      ['benchmark_window_not_bracketed', 'sampling_gap_exceeded'],
      ['sampling_gap_exceeded', 'benchmark_window_not_bracketed']
    ],
    ['the producer checks hide the samples', ['sampling_gap_exceeded', 'producer_commit_mismatch'], ['producer_commit_mismatch']]
  ])('%s', async (_name, faults, reasons) => {
    const env = Object.assign({}, ...faults.map((f) => PACKAGE_FAULTS[f]![1] ?? {})) as Record<string, string>;
    const r = await run((dir) => faults.forEach((f) => PACKAGE_FAULTS[f]![0](dir)), env);
    expect(r.code).toBe(0);
    expect(r.sidecar.reasons).toEqual(reasons);
    expect(r.agg.power_valid).toBe(0);
  });
});
