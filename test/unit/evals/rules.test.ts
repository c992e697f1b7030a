import { describe, expect, test } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parsePyJson, PyFloat, type PyObject, type PyValue } from '../../../packages/common/src/index.js';
import { expectedConcsFromEnv, nodeEvalFs, parseExpectedConcs, percentCell, validateEvalScores } from '../../../packages/evals/src/index.js';
import { metaEnvJson, writeMetaEnv } from '../../../packages/job/src/index.js';
import { batchManifestErrors } from '../../../packages/evals/src/manifest.js';
import { evalRows } from '../../../packages/evals/src/eval-rows.js';

const meta = (json: string): PyObject => parsePyJson(json) as PyObject;

describe('--expected-concs (Python int() words, unique, positive)', () => {
  test.each([
    ['4', [4]],
    [' 1\t4  8 ', [1, 4, 8]],
    ['+4 16', [4, 16]],
    ['1_0', [10]],
    ['', undefined],
    ['   ', undefined],
    ['0', undefined],
    ['-2', undefined],
    ['4 4', undefined],
    ['4 x', undefined],
    ['4.0', undefined]
  ] as const)('%j → %j', (text, want) => {
    expect(parseExpectedConcs(text)).toEqual(want);
  });
});

describe('expected concurrencies from the multi-node job env', () => {
  test.each([
    [{ EVAL_CONC: '1 4 8', CONC_LIST: '64' }, '1 4 8'],
    [{ EVAL_CONC: '', CONC_LIST: '16 4 64 8' }, '64'],
    [{ EVAL_CONC: ' ', CONC_LIST: '8' }, '8'],
    [{}, undefined]
  ])('%j → %j', (env, want) => {
    expect(expectedConcsFromEnv(env)).toBe(want);
  });
});

describe('batch manifest', () => {
  const files = ['results_t_conc1.json', 'results_t_conc4.json'];
  test.each([
    ['complete', '{"eval_concs": [1, 4], "completed_eval_concs": [4, 1], "failed_eval_concs": []}', undefined, []],
    [
      'a failed concurrency, reported sorted once',
      '{"eval_concs": [1, 4, 8], "completed_eval_concs": [1, 4], "failed_eval_concs": [8]}',
      undefined,
      ['batched eval failed for concurrency: 8', 'batched eval is missing completed concurrency: 8', 'batched eval is missing result files for concurrency: 8']
    ],
    [
      'duplicates',
      '{"eval_concs": [1, 4, 4], "completed_eval_concs": [1, 1, 4], "failed_eval_concs": []}',
      undefined,
      ['batched eval metadata contains duplicate expected concurrencies', 'batched eval metadata contains duplicate completed concurrencies']
    ],
    [
      'false is 0: invalid',
      '{"eval_concs": [false], "completed_eval_concs": [], "failed_eval_concs": []}',
      undefined,
      ['batched eval metadata contains an invalid concurrency']
    ],
    [
      'a float is not an int',
      '{"eval_concs": [4.0], "completed_eval_concs": [], "failed_eval_concs": []}',
      undefined,
      ['batched eval metadata contains an invalid concurrency']
    ],
    [
      'a missing list',
      '{"eval_concs": [1, 4], "completed_eval_concs": [1, 4]}',
      undefined,
      ['batched eval metadata must contain list-valued concurrency fields']
    ],
    ['unbatched, two expected', '{"conc": 4}', [1, 4], ['workflow requested multiple concurrencies but batched eval metadata is missing']],
    [
      'unbatched: "4" is not 4',
      '{"conc": "4"}',
      [4],
      ['eval metadata concurrency does not match workflow request', 'eval must produce exactly one result file']
    ],
    ['a JSON list: no eval_concs key, no errors', '["conc"]', undefined, []],
    [
      'completed beyond the request',
      '{"eval_concs": [1, 4], "completed_eval_concs": [1, 4, 16], "failed_eval_concs": []}',
      [1, 4],
      ['batched eval completed unexpected concurrency: 16']
    ]
  ] as const)('%s', (_name, json, expected, want) => {
    expect(batchManifestErrors({ ok: true, value: parsePyJson(json) }, 'meta_env.json', expected as number[] | undefined, files)).toEqual(want);
  });

  test('unreadable metadata is an error only when batching is in play', () => {
    const unreadable = { ok: false as const, reason: 'Expecting value: line 1 column 1 (char 0)' };
    expect(batchManifestErrors(unreadable, 'm.json', undefined, ['results_x.json'])).toEqual([]);
    expect(batchManifestErrors(unreadable, 'm.json', undefined, files)).toEqual([
      'batched eval result files exist but m.json is unavailable or invalid: Expecting value: line 1 column 1 (char 0)'
    ]);
  });
});

describe('collector rows: the reference int()/bool() coercions', () => {
  const data = meta('{"lm_eval_version": "0.4", "results": {"t": {"acc": 0.5, "acc_stderr": 0.01}}, "n-samples": {"t": {"effective": 10}}}');
  const row = (json: string): Record<string, PyValue> => Object.fromEntries(evalRows(data, meta(json), 'x/results.json')[0]!);

  test('text and float topology values become ints, unusable ones the defaults', () => {
    const r = row('{"isl": "8192", "osl": "x", "tp": 8.7, "conc": true, "prefill_tp": null, "ep": [1]}');
    expect([r.isl, r.osl, r.tp, r.conc, r.prefill_tp, r.ep, r.prefill_ep]).toEqual([8192, 0, 8, 1, 8, 1, 1]);
  });

  test('accuracy tasks score as accuracy; a null-free row keeps the key order', () => {
    const r = evalRows(data, meta('{}'), 's')[0]!;
    expect([r.get('score'), r.get('score_name'), r.get('score_se'), r.get('em_strict'), r.get('n_eff')]).toEqual([
      new PyFloat(0.5),
      'accuracy',
      new PyFloat(0.01),
      null,
      10
    ]);
    expect([...r.keys()].slice(0, 4)).toEqual(['is_multinode', 'model_prefix', 'model', 'hw']);
    expect([r.get('model_prefix'), r.get('hw'), r.get('framework'), r.get('spec_decoding'), r.get('dp_attention')]).toEqual([
      'unknown',
      'UNKNOWN',
      'unknown',
      'unknown',
      'none'
    ]);
  });

  test.each([
    ['{"is_multinode": "True", "prefill_dp_attention": true, "decode_dp_attention": false}', 'prefill=true,decode=false'],
    ['{"is_multinode": true, "prefill_dp_attention": true, "decode_dp_attention": 1}', 'true'],
    ['{"is_multinode": true, "dp_attention": false}', 'false'],
    ['{"is_multinode": false, "dp_attention": "True", "prefill_dp_attention": false}', 'true']
  ])('dp_attention of %s is %j', (json, want) => {
    expect(row(json).dp_attention).toBe(want);
  });
});

test.each([
  [new PyFloat(0.95), new PyFloat(0.0071), '95.00% ±0.71%'],
  [new PyFloat(0.4), null, '40.00%'],
  [null, new PyFloat(0.01), 'N/A'],
  ['0.9', null, 'N/A'],
  [true, null, '100.00%'],
  [new PyFloat(0.12345), 'x', '12.35%']
] as const)('percent cell of %j ± %j is %j', (value, se, want) => {
  expect(percentCell(value, se)).toBe(want);
});

describe('meta_env.json writer', () => {
  const multinode = {
    IS_MULTINODE: 'true',
    FRAMEWORK: 'dynamo-sglang',
    PRECISION: 'fp8',
    PREFILL_TP: '4',
    PREFILL_ENABLE_EP: 'Yes',
    DECODE_TP: '8',
    DECODE_EP: '2',
    DECODE_DP_ATTN: 'on',
    xP: '2',
    yD: '3',
    MODEL: 'Qwen/Qwen3.5',
    MODEL_PREFIX: 'qwen3.5',
    RUNNER_TYPE: 'gb200'
  };

  test('batched: the three lists right after conc; the topology bridged from the multi-node names', () => {
    const json = JSON.parse(metaEnvJson(multinode, '4', { eval: ['4', '16'], completed: ['4'], failed: ['16'] })) as Record<string, unknown>;
    expect(Object.keys(json).slice(9, 14)).toEqual(['conc', 'eval_concs', 'completed_eval_concs', 'failed_eval_concs', 'ep']);
    expect(json).toMatchObject({
      is_multinode: true,
      tp: 4,
      conc: 4,
      eval_concs: [4, 16],
      failed_eval_concs: [16],
      ep: 4,
      prefill_ep: 4,
      decode_ep: 2,
      prefill_dp_attention: false,
      decode_dp_attention: true,
      prefill_num_workers: 2,
      decode_num_workers: 3,
      decode_tp: 8,
      model: 'Qwen/Qwen3.5',
      isl: '0'
    });
  });

  test('framework and precision from RESULT_FILENAME when unset (the two fields before the last _tp)', () => {
    const json = JSON.parse(
      metaEnvJson({ RESULT_FILENAME: 'glm5.2_tp8_conc12_spec-mtp_fp4_sglang_tp8-pp1-dcp1-pcp1-ep1-dpafalse_disagg-false_conc12_b200' }, '1')
    ) as Record<string, unknown>;
    expect([json.framework, json.precision, json.hw, json.infmax_model_prefix, json.spec_decoding, json.conc]).toEqual([
      'sglang',
      'fp4',
      'unknown',
      'unknown',
      '',
      1
    ]);
  });

  const dpFields = (env: Record<string, string>): unknown[] => {
    const json = JSON.parse(metaEnvJson(env, '1')) as Record<string, unknown>;
    return [json.dp_attention, json.prefill_dp_attention, json.decode_dp_attention, json.ep, json.prefill_ep, json.decode_ep];
  };
  test.each([
    ['single-node DP_ATTENTION and EP_SIZE are never read', { DP_ATTENTION: 'TRUE', EP_SIZE: '8', TP: '8' }, [false, false, false, 1, 1, 1]],
    ['the first non-empty spelling decides, even false-ish', { PREFILL_DP_ATTN: 'no', PREFILL_ENABLE_DP: 'true' }, [false, false, false, 1, 1, 1]],
    ['an empty spelling is skipped', { PREFILL_DP_ATTN: '', PREFILL_DP_ATTENTION: 'Yes', DECODE_ENABLE_DP: '1' }, [true, true, true, 1, 1, 1]],
    ['true-ish is not trimmed', { PREFILL_DP_ATTN: ' true' }, [false, false, false, 1, 1, 1]],
    [
      "EP 1 with EP enabled is the side's TP size",
      { TP: '4', PREFILL_TP_SIZE: '2', PREFILL_ENABLE_EP: 'on', DECODE_ENABLE_EP: 'true' },
      [false, false, false, 2, 2, 2]
    ],
    ['an EP other than 1 stays', { PREFILL_EP: '4', PREFILL_ENABLE_EP: 'true', DECODE_EP: '3', DECODE_ENABLE_EP: 'true' }, [false, false, false, 4, 4, 3]]
  ])('DP flags and EP bridging: %s', (_, env, want) => {
    expect(dpFields(env)).toEqual(want);
  });

  test.each([
    ['a__b_tp8', 'unknown', 'unknown'],
    ['x_fp8_vllm_tp8_y_z_tp2', 'z', 'y'],
    ['fp8_vllm_tp8', 'unknown', 'unknown']
  ])('RESULT_FILENAME %s: the last _<p>_<f>_tp with both non-empty gives framework %s, precision %s', (name, framework, precision) => {
    const json = JSON.parse(metaEnvJson({ RESULT_FILENAME: name }, '1')) as Record<string, unknown>;
    expect([json.framework, json.precision]).toEqual([framework, precision]);
  });

  test('batched: conc is the text before the first space, else CONC', () => {
    const dir = workspace();
    expect(writeMetaEnv(nodeEvalFs(dir), { EVAL_BATCHED_CONCS: ' 4 8', CONC: '32' }).exitCode).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'meta_env.json'), 'utf8'))).toMatchObject({ conc: 32, eval_concs: [4, 8] });
  });

  test('values are escaped (valid JSON), numbers that are not numbers are quoted', () => {
    const text = metaEnvJson({ MODEL_NAME: 'a "b" \\ c', TP: 'eight' }, '16');
    expect(JSON.parse(text)).toMatchObject({ model: 'a "b" \\ c', tp: 'eight', conc: 16 });
  });

  const workspace = (): string => mkdtempSync(join(tmpdir(), 'meta-env-'));

  test('unbatched: meta_env.json and every *.json* below EVAL_RESULT_DIR move up, the folder goes', () => {
    const dir = workspace();
    mkdirSync(join(dir, 'ev/deep'), { recursive: true });
    writeFileSync(join(dir, 'ev/results_1.json'), '{}');
    writeFileSync(join(dir, 'ev/deep/samples_gsm8k.jsonl'), '');
    writeFileSync(join(dir, 'ev/deep/log.txt'), '');
    const outcome = writeMetaEnv(nodeEvalFs(dir), { EVAL_RESULT_DIR: 'ev', TP: '8', CONC: '16' });
    expect(outcome).toEqual({ exitCode: 0, stdout: ['Moved eval artifacts to: .'], stderr: [], written: 'meta_env.json' });
    expect(readdirSync(dir).sort()).toEqual(['meta_env.json', 'results_1.json', 'samples_gsm8k.jsonl']);
    expect(JSON.parse(readFileSync(join(dir, 'meta_env.json'), 'utf8'))).toMatchObject({ tp: 8, conc: 16, prefill_tp: 8 });
  });

  test('EVAL_RESULT_DIR=. : the files stay, the working directory is not removed', () => {
    const dir = workspace();
    writeFileSync(join(dir, 'results_1.json'), '{}');
    expect(writeMetaEnv(nodeEvalFs(dir), { EVAL_RESULT_DIR: '.' }).exitCode).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(['meta_env.json', 'results_1.json']);
  });

  test.each([
    [{}, 'WARN: EVAL_RESULT_DIR is empty; skipping artifact collection'],
    [{ EVAL_RESULT_DIR: 'nope' }, "WARN: EVAL_RESULT_DIR='nope' does not exist; skipping artifact collection"],
    [{ EVAL_BATCHED_CONCS: '4 8', EVAL_BATCHED_FAILED_CONCS: '08' }, "ERROR: invalid eval concurrency '08'"]
  ])('%j: status 1, nothing written', (env, message) => {
    const dir = workspace();
    expect(writeMetaEnv(nodeEvalFs(dir), env)).toEqual({ exitCode: 1, stdout: [], stderr: [message] });
    expect(existsSync(join(dir, 'meta_env.json'))).toBe(false);
  });
});

describe('thresholds files', () => {
  const gate = (files: Record<string, string>, thresholds: string, strict = false) => {
    const dir = mkdtempSync(join(tmpdir(), 'thresholds-'));
    for (const [name, text] of Object.entries({ 'meta_env.json': '{"infmax_model_prefix": "dsr1"}', ...files })) writeFileSync(join(dir, name), text);
    return validateEvalScores(nodeEvalFs(dir), {
      minScore: 0.85,
      thresholds: { kind: 'file', path: thresholds },
      strictThresholds: strict,
      metaEnv: 'meta_env.json',
      metricPrefix: 'exact_match,',
      resultsGlob: 'results*.json'
    });
  };
  const result = {
    'results_x.json': '{"results": {"gsm8k": {"exact_match,strict-match": 0.95, "exact_match_stderr,strict-match": 0.1, "exact_match,flex": "n/a"}}}'
  };

  test('JSON is YAML: an int threshold prints as Python prints it', () => {
    const outcome = gate({ ...result, 't.json': '{"models": {"dsr1": {"gsm8k": 1}}}' }, 't.json');
    expect(outcome.lines.map((l) => l.text)).toEqual([
      'Loaded thresholds from t.json',
      'Model prefix: dsr1 (per-model thresholds apply)',
      'FAIL: gsm8k exact_match,strict-match = 0.9500 (< 1 from models.dsr1)'
    ]);
  });

  test.each([
    ['default: [1\n', /^WARN: could not load thresholds from bad\.yaml: invalid YAML: bad\.yaml:2:1: Flow sequence [^\n]+$/],
    ['', /^WARN: could not load thresholds from bad\.yaml: thresholds config must be a mapping$/],
    ['- 1\n', /^WARN: could not load thresholds from bad\.yaml: thresholds config must be a mapping$/]
  ])('thresholds %j: one warning line with the reason (located for a YAML error); min-score applies', (text, expected) => {
    const outcome = gate({ ...result, 'bad.yaml': text }, 'bad.yaml');
    const warnings = outcome.lines.filter((l) => l.stream === 'stderr').map((l) => l.text);
    expect(warnings).toEqual([expect.stringMatching(expected)]);
    expect(outcome.exitCode).toBe(0);
    expect(outcome.checks.map((c) => c.source)).toEqual(['min-score']);
  });

  test.each([
    ['{"results": null}', `"results" must map tasks to metrics ('NoneType' object has no attribute 'items')`],
    ['{"results": {"gsm8k": [0.9]}}', "the metrics of task gsm8k must be a mapping ('list' object has no attribute 'items')"],
    ['[1]', "the result must be a JSON object ('list' object has no attribute 'get')"]
  ])('a result %s: one error naming the file where the reference dies', (text, message) => {
    const outcome = gate({ 'results_x.json': text, 't.yaml': 'gsm8k: 0.9\n' }, 't.yaml');
    expect([outcome.exitCode, outcome.fatal?.message, outcome.fatal?.location?.file]).toEqual([1, message, 'results_x.json']);
  });

  test('--strict-thresholds: the same file is a located error', () => {
    expect(() => gate({ ...result, 'bad.yaml': 'default: [1\n' }, 'bad.yaml', true)).toThrow(/invalid YAML/);
    expect(() => gate(result, 'missing.yaml', true)).toThrow("cannot read the thresholds file: [Errno 2] No such file or directory: 'missing.yaml'");
  });
});
