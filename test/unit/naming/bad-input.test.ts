import { expect, test } from '@jest/globals';
import { SweepkitError, SweepkitErrors, toSweepkitErrors } from '../../../packages/common/src/index.js';
import { computeResultNames, rowFromJson, type ResultNamesRequest } from '../../../packages/naming/src/index.js';
import { singleNodeRow } from '../../support/matrix-rows.js';

const SINGLE_NODE_ENV = {
  EXP_NAME: 'dsr1_8k1k',
  PRECISION: 'fp8',
  FRAMEWORK: 'sglang',
  TP: '8',
  PP_SIZE: '1',
  DCP_SIZE: '1',
  PCP_SIZE: '1',
  EP_SIZE: '1',
  DP_ATTENTION: 'false',
  DISAGG: 'false',
  SPEC_DECODING: 'none',
  CONC: '64',
  RECIPE_FINGERPRINT: '',
  RUNNER_NAME: 'mi300x-amds_03'
};

const pool = (role: string, tp: string) =>
  Object.fromEntries(
    Object.entries({ NUM_WORKERS: '1', TP: tp, PP_SIZE: '1', DCP_SIZE: '1', PCP_SIZE: '1', EP: '8', DP_ATTN: 'true' }).map(([k, v]) => [`${role}_${k}`, v])
  );
const { TP: _tp, PP_SIZE: _pp, DCP_SIZE: _dcp, PCP_SIZE: _pcp, EP_SIZE: _ep, DP_ATTENTION: _dpa, CONC: _conc, ...COMMON_ENV } = SINGLE_NODE_ENV;
const MULTI_NODE_ENV = { ...COMMON_ENV, ...pool('PREFILL', '8'), ...pool('DECODE', '4'), CONC_LIST: '64 128', DISAGG: 'true' };

const ROW = singleNodeRow({ 'spec-decoding': 'mtp', conc: 4 });

const messages = (request: ResultNamesRequest): string[] => {
  try {
    computeResultNames(request);
  } catch (error) {
    expect(error instanceof SweepkitError || error instanceof SweepkitErrors).toBe(true);
    return toSweepkitErrors(error).map((e) => e.message);
  }
  throw new Error('expected an error');
};

test.each<[string, Record<string, string>, Record<string, string | undefined>, string]>([
  ['missing TP', SINGLE_NODE_ENV, { TP: undefined }, 'TP is not set'],
  ['empty PRECISION', SINGLE_NODE_ENV, { PRECISION: '' }, 'PRECISION is empty'],
  ['non-integer TP', SINGLE_NODE_ENV, { TP: '8.0' }, 'TP must be a non-negative integer, got "8.0"'],
  ['negative EP_SIZE', SINGLE_NODE_ENV, { EP_SIZE: '-1' }, 'EP_SIZE must be a non-negative integer, got "-1"'],
  ['leading zero', SINGLE_NODE_ENV, { CONC: '064' }, 'CONC must be a non-negative integer, got "064"'],
  ['boolean spelled differently', SINGLE_NODE_ENV, { DP_ATTENTION: 'True' }, 'DP_ATTENTION must be true or false, got "True"'],
  [
    'unknown spec-decoding',
    SINGLE_NODE_ENV,
    { SPEC_DECODING: 'eagle' },
    'SPEC_DECODING must be one of none, mtp, draft_model (the spec-decoding values the config schema allows), got "eagle"'
  ],
  ['empty spec-decoding (never `spec-`)', SINGLE_NODE_ENV, { SPEC_DECODING: '' }, 'SPEC_DECODING is empty'],
  ['colon in exp-name', SINGLE_NODE_ENV, { EXP_NAME: 'cluster:b200' }, 'EXP_NAME contains ":", which GitHub does not allow in artifact names: "cluster:b200"'],
  ['slash in framework', SINGLE_NODE_ENV, { FRAMEWORK: 'sglang/x' }, 'FRAMEWORK contains "/", which GitHub does not allow in artifact names: "sglang/x"'],
  [
    'newline in precision',
    SINGLE_NODE_ENV,
    { PRECISION: 'fp8\n::error::x' },
    'PRECISION contains "\\n", which GitHub does not allow in artifact names: "fp8\\n::error::x"'
  ],
  ['underscore in precision', SINGLE_NODE_ENV, { PRECISION: 'fp_8' }, 'PRECISION must be letters, digits, "." and "-" (no "_"), got "fp_8"'],
  [
    'runner label instead of runner name',
    SINGLE_NODE_ENV,
    { RUNNER_NAME: 'b200' },
    'RUNNER_NAME must be <pool>_<digits> like b200-dgxc_01 (the runner name, not its label), got "b200"'
  ],
  ['missing runner name', SINGLE_NODE_ENV, { RUNNER_NAME: undefined }, 'RUNNER_NAME is not set'],
  [
    'short fingerprint',
    SINGLE_NODE_ENV,
    { RECIPE_FINGERPRINT: 'abc' },
    'RECIPE_FINGERPRINT must be 64 lowercase hex characters (a SHA-256) or empty, got "abc"'
  ],
  ['bad EVAL_ONLY', SINGLE_NODE_ENV, { EVAL_ONLY: 'yes' }, 'EVAL_ONLY must be true or false, got "yes"'],
  ['missing decode worker count', MULTI_NODE_ENV, { DECODE_NUM_WORKERS: undefined }, 'DECODE_NUM_WORKERS is not set'],
  ['non-integer prefill tp', MULTI_NODE_ENV, { PREFILL_TP: 'eight' }, 'PREFILL_TP must be a non-negative integer, got "eight"'],
  ['empty conc list', MULTI_NODE_ENV, { CONC_LIST: ' ' }, 'CONC_LIST is empty'],
  ['bad conc list entry', MULTI_NODE_ENV, { CONC_LIST: '64 x' }, 'CONC_LIST must be a list of non-negative integers, got "x"']
])('env: %s', (_name, env, change, message) => {
  expect(messages({ env: { ...env, ...change } })).toEqual([message]);
});

test('every bad variable is reported at once', () => {
  expect(messages({ env: { ...SINGLE_NODE_ENV, TP: '', CONC: 'many', SPEC_DECODING: 'x' } })).toEqual([
    'TP is empty',
    'SPEC_DECODING must be one of none, mtp, draft_model (the spec-decoding values the config schema allows), got "x"',
    'CONC must be a non-negative integer, got "many"'
  ]);
});

test.each<[string, Record<string, unknown>, string]>([
  ['missing key', { tp: undefined }, "matrix row key 'tp' is not set"],
  ['null value', { ep: null }, "matrix row key 'ep' is not set"],
  ['fractional number', { pp: 1.5 }, `matrix row key 'pp' must be a non-negative integer, got "1.5"`],
  ['list where a number belongs', { conc: [4] }, `matrix row key 'conc' must be a non-negative integer, got "[4]"`],
  ['string boolean that is not a word', { 'dp-attn': 'no' }, `matrix row key 'dp-attn' must be true or false, got "no"`],
  ['multi-node pool key', { prefill: { tp: 8 }, decode: {}, conc: [1] }, "matrix row key 'prefill.pp' is not set"]
])('row: %s', (_name, change, message) => {
  expect(messages({ row: { ...ROW, ...change }, env: {}, runnerName: 'b200-cw_01' })[0]).toBe(message);
});

test('row mode names the runner name when it is passed explicitly', () => {
  expect(messages({ row: ROW, env: { RUNNER_NAME: 'b200-cw_01' }, runnerName: 'GitHub Actions 2' })).toEqual([
    'the runner name must be <pool>_<digits> like b200-dgxc_01 (the runner name, not its label), got "GitHub Actions 2"'
  ]);
});

test('row mode falls back to RUNNER_NAME', () => {
  expect(computeResultNames({ row: ROW, env: { RUNNER_NAME: 'b200-cw_01' } }).resultFilename).toBe(
    'dsr1_8k1k_fp8_sglang_tp8-pp1-dcp1-pcp1-ep1-dpafalse_disagg-false_spec-mtp_conc4_b200-cw_01'
  );
});

test.each<[string, string, string]>([
  ['not JSON', '{tp: 8}', '--row is not valid JSON: Expected property name'],
  ['an array', '[{}]', '--row must be a JSON object (one matrix row), got an array'],
  ['a string', '"x"', '--row must be a JSON object (one matrix row), got "x"'],
  [
    'an integer past 2^53 (it would lose digits)',
    '{"tp": 8, "conc": 9007199254740993}',
    "--row: 'conc' is an integer beyond 2^53, which cannot be carried exactly"
  ]
])('rowFromJson: %s', (_name, text, message) => {
  expect(() => rowFromJson(text, '--row')).toThrow(message);
});

test('rowFromJson keeps integers up to 2^53 - 1 exactly', () => {
  expect(rowFromJson('{"conc": 9007199254740991}', '--row')).toEqual({ conc: 9007199254740991 });
});
