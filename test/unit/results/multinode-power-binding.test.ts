// Multi-node power (power-binding.md §3): the gates G1–G9 in the reference's order, each reason once
// with its `failures` text; the dcgm-power window is bound to the processed result by its content,
// never by file name. Each case mutates a scratch copy of the conformance case mn_power_valid and
// replays process-result in process.
import { describe, expect, test } from '@jest/globals';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

  test('the window file name plays no part in the selection: a renamed window and original are found by content', async () => {
    const r = await run((dir) => {
      const window = readJson(dir, WINDOW);
      rmSync(join(dir, WINDOW));
      writeJson(dir, 'LOGS/power/windows/point_a.json', { ...window, result_path: 'sa-bench_isl_8192_osl_1024/point_a.json' });
      cpSync(join(dir, ORIGINAL), join(dir, 'LOGS/sa-bench_isl_8192_osl_1024/point_a.json'));
      // The producer's stored audit names the new file, so the recomputed verdict agrees.
      editManifest(dir, (m) => ((m.window_validations as Json[])[0]!.window_file = 'windows/point_a.json'));
    });
    expect([r.sidecar.reasons, r.sidecar.failures]).toEqual([[], []]);
    expect((r.sidecar.selected_window as Json).window_file).toBe('windows/point_a.json');
  });
});

const editManifest = (dir: string, edit: (m: Json) => void): void => {
  const manifest = readJson(dir, 'LOGS/power/manifest.json');
  edit(manifest);
  writeJson(dir, 'LOGS/power/manifest.json', manifest);
};
const firstDevice = (m: Json): Json => (m.expected_devices as Json[])[0]!;
const STORED_TRUE = 'stored publication_valid=True, recomputed=False';
const COPY = `workspace copy ${name}.json differs from original sa-bench_isl_8192_osl_1024/results_concurrency_8_gpus_8_ctx_4_gen_4.json`;

describe('multi-node power gates', () => {
  test.each<[string, (dir: string) => void, Record<string, string>, string[], string[]]>([
    // G1 package: each stops everything after it.
    ['no power folder', (dir) => rmSync(join(dir, 'LOGS/power'), { recursive: true }), {}, ['power_artifacts_missing'], ['power dir missing: LOGS/power']],
    ['no manifest', (dir) => rmSync(join(dir, 'LOGS/power/manifest.json')), {}, ['manifest_missing'], ['manifest missing: LOGS/power/manifest.json']],
    [
      'a manifest that is not JSON',
      (dir) => writeFileSync(join(dir, 'LOGS/power/manifest.json'), '{'),
      {},
      ['manifest_malformed'],
      ['manifest unreadable: Expecting property name enclosed in double quotes: line 1 column 2 (char 1)']
    ],
    [
      'a manifest that is a list',
      (dir) => writeFileSync(join(dir, 'LOGS/power/manifest.json'), '[]'),
      {},
      ['manifest_malformed'],
      ['manifest is not an object']
    ],
    // G2 producer pin.
    ['no expected producer SHA', () => undefined, { POWER_PRODUCER_SHA: '' }, ['producer_pin_missing'], ['no expected producer SHA configured']],
    [
      'another producer commit',
      () => undefined,
      { POWER_PRODUCER_SHA: 'f'.repeat(40) },
      ['producer_commit_mismatch'],
      [`producer_git_commit '9ccd9c12d3f5d48c1c414b918511aecc61d04810' != expected '${'f'.repeat(40)}'`]
    ],
    // G3a wire contract, G4 verdict.
    [
      'a wire-contract value',
      (dir) => editManifest(dir, (m) => (m.unit = 'mW')),
      {},
      ['package_recompute_invalid', 'producer_verdict_mismatch'],
      ["unit is 'mW', expected 'W'", STORED_TRUE]
    ],
    [
      'lifecycle failures, sorted',
      (dir) => editManifest(dir, (m) => (m.reason_codes = ['exporter_exited', 'collector_exception', 'exporter_launch_failed'])),
      {},
      ['package_recompute_invalid', 'producer_verdict_mismatch'],
      ['complete manifest carries lifecycle-failure reasons: collector_exception, exporter_exited, exporter_launch_failed', STORED_TRUE]
    ],
    [
      'stored and recomputed both invalid',
      (dir) =>
        editManifest(dir, (m) => {
          m.status = 'failed';
          m.publication_valid = false;
        }),
      {},
      ['package_recompute_invalid'],
      ["status is 'failed', expected 'complete'", 'stored and recomputed both invalid']
    ],
    [
      'a stored verdict that disagrees',
      (dir) => editManifest(dir, (m) => (m.publication_valid = false)),
      {},
      ['producer_verdict_mismatch'],
      ['stored publication_valid=False, recomputed=True']
    ],
    // G3b structure: Python's repr of the exception, the wire texts dropped.
    [
      'expected_devices not a list',
      (dir) =>
        editManifest(dir, (m) => {
          m.expected_devices = 5;
          m.unit = 'mW';
        }),
      {},
      ['manifest_malformed'],
      ["manifest malformed: TypeError('expected_devices is not a list: 5')"]
    ],
    [
      'a missing hostname',
      (dir) => editManifest(dir, (m) => delete firstDevice(m).hostname),
      {},
      ['manifest_malformed'],
      ["manifest malformed: KeyError('hostname')"]
    ],
    [
      'an unknown worker role',
      (dir) => editManifest(dir, (m) => ((firstDevice(m).assignments as Json[])[0]!.worker_role = 'router')),
      {},
      ['manifest_malformed'],
      [`manifest malformed: ValueError("worker_role is not one of ('prefill', 'decode', 'agg'): 'router'")`]
    ],
    // G3e windows, G7 selection.
    [
      'the window of another concurrency',
      (dir) => writeJson(dir, WINDOW, { ...readJson(dir, WINDOW), concurrency: 16 }),
      {},
      ['package_recompute_invalid', 'producer_verdict_mismatch', 'window_for_result_missing'],
      [
        'measurement_window_missing (window sa-bench/8)',
        `measurement_window_unexpected (windows/results_concurrency_8_gpus_8_ctx_4_gen_4.json)`,
        'window_validations does not match the recomputed window audit',
        'artifact_errors does not match the recomputed artifact scan',
        STORED_TRUE,
        'found 0 completed windows for concurrency 8'
      ]
    ],
    [
      'the original result gone',
      (dir) => rmSync(join(dir, ORIGINAL)),
      {},
      ['package_recompute_invalid', 'producer_verdict_mismatch', 'measurement_window_result_missing'],
      [
        'measurement_window_result_missing (window sa-bench/8)',
        'window_validations does not match the recomputed window audit',
        STORED_TRUE,
        `original result unreadable: ${ORIGINAL}`
      ]
    ],
    [
      'a workspace copy that differs',
      (dir) => writeJson(dir, `${name}.json`, { ...readJson(dir, `${name}.json`), completed: 1 }),
      {},
      ['result_content_mismatch'],
      [COPY]
    ],
    // G5 topology against the workflow.
    ['fewer prefill GPUs than the package', () => undefined, { PREFILL_GPUS: '2' }, ['topology_env_mismatch'], ['expected 2 prefill GPUs, found 4']],
    // G9: the benchmark contract last, without a text.
    [
      'a benchmark count of 0 in both copies',
      (dir) => {
        writeJson(dir, `${name}.json`, { ...readJson(dir, `${name}.json`), completed: 0 });
        writeJson(dir, ORIGINAL, { ...readJson(dir, ORIGINAL), completed: 0 });
      },
      {},
      ['invalid_successful_query_count'],
      []
    ]
  ])('%s', async (_name, mutate, env, reasons, failures) => {
    const r = await run(mutate, env);
    expect(r.code).toBe(0);
    expect([r.sidecar.reasons, r.sidecar.failures]).toEqual([reasons, failures]);
    expect([r.agg.power_valid, r.sidecar.metrics]).toEqual([0, {}]);
    expect(r.agg).not.toHaveProperty('prefill_gpu_energy_j');
    expect(r.stderr).toBe(`[aggregate_power_multinode] Power validation failed: ${reasons.join(', ')} (details: power_validation_${name}.json)\n`);
  });

  test('a G1 stop records nothing of the package; a G3b stop recomputes false with zero counts', async () => {
    const missing = (await run((dir) => rmSync(join(dir, 'LOGS/power/manifest.json')))).sidecar;
    expect([missing.producer, missing.expected_gpu_count, missing.per_gpu_role, missing.selected_window]).toEqual([
      expect.objectContaining({ producer_git_commit: null, stored_publication_valid: null, recomputed_publication_valid: null }),
      0,
      {},
      null
    ]);
    const malformed = (await run((dir) => editManifest(dir, (m) => delete firstDevice(m).hostname))).sidecar;
    expect([(malformed.producer as Json).recomputed_publication_valid, malformed.expected_gpu_count, malformed.observed_gpu_count]).toEqual([false, 0, 0]);
  });

  test('with other reasons the roles and the selected window are still recorded, not the energies', async () => {
    const r = (await run(() => undefined, { PREFILL_GPUS: '2' })).sidecar;
    expect(Object.values(r.per_gpu_role as Json)).toEqual(['prefill', 'prefill', 'prefill', 'prefill', 'decode', 'decode', 'decode', 'decode']);
    expect((r.selected_window as Json).window_file).toBe('windows/results_concurrency_8_gpus_8_ctx_4_gen_4.json');
    expect([r.per_gpu_energy_j, r.per_gpu_max_sample_gap_s]).toEqual([{}, {}]);
  });
});
