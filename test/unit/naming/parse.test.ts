import { expect, test } from '@jest/globals';
import { formatResultFilename, parseResultFilename } from '../../../packages/naming/src/index.js';
import { singleNodeRow } from '../../support/matrix-rows.js';

const single = { ...singleNodeRow({ 'spec-decoding': 'none' as const }), 'runner-name': 'mi300x-amds_03', recipe: 'aaaaaaaaaaaaaaaa' };
const worker = { tp: 8, pp: 2, 'dcp-size': 2, 'pcp-size': 2, ep: 8, 'dp-attn': true, 'num-worker': 1 };
const { tp: _a, pp: _b, 'dcp-size': _c, 'pcp-size': _d, ep: _e, 'dp-attn': _f, ...common } = single;
const multi = { ...common, prefill: worker, decode: { ...worker, 'num-worker': 0, 'dp-attn': false }, conc: [1, 2, 4] };

// Names whose `_` fields would fool a plain split (docs/naming.md §A.9, A.11).
test.each<[string, string, object]>([
  ['worked example of A.4', 'dsr1_8k1k_fp8_sglang_tp8-pp1-dcp1-pcp1-ep1-dpafalse_disagg-false_spec-none_conc64_mi300x-amds_03_recipe-aaaaaaaaaaaaaaaa', single],
  ['no recipe suffix', 'dsr1_8k1k_fp8_sglang_tp8-pp1-dcp1-pcp1-ep1-dpafalse_disagg-false_spec-none_conc64_mi300x-amds_03', { ...single, recipe: '' }],
  [
    'spec twice in agentic names, draft_model contains _',
    'glm5.2_tp8_conc12_kvdram-hicache_spec-mtp_fp4_sglang_tp8-pp1-dcp1-pcp1-ep1-dpafalse_disagg-false_spec-draft_model_conc12_b200-dgxc_01',
    {
      ...single,
      'exp-name': 'glm5.2_tp8_conc12_kvdram-hicache_spec-mtp',
      precision: 'fp4',
      conc: 12,
      'spec-decoding': 'draft_model',
      'runner-name': 'b200-dgxc_01',
      recipe: ''
    }
  ],
  [
    'multi-node with decode workers 0 and a conc list',
    'x_1k1k_fp4_dynamo-vllm_prefill-tp8-pp2-dcp2-pcp2-ep8-dptrue-nw1_decode-tp8-pp2-dcp2-pcp2-ep8-dpfalse-nw0_disagg-false_spec-none_conc1x2x4_mi300x-amds_03_recipe-aaaaaaaaaaaaaaaa',
    { ...multi, 'exp-name': 'x_1k1k', precision: 'fp4', framework: 'dynamo-vllm' }
  ]
])('parse: %s', (_name, name, fields) => {
  expect(parseResultFilename(name)).toEqual(fields);
  expect(formatResultFilename(parseResultFilename(name))).toBe(name);
});

test.each<[string, string, string]>([
  ['empty', '', 'expected the runner name _<pool>_<digits> at the end in ""'],
  [
    'runner label instead of a runner name',
    'e_fp8_sglang_tp8-pp1-dcp1-pcp1-ep1-dpafalse_disagg-false_spec-none_conc4_b200',
    'expected the runner name _<pool>_<digits> at the end'
  ],
  [
    'spec- with no value',
    'e_fp8_sglang_tp8-pp1-dcp1-pcp1-ep1-dpafalse_disagg-false_spec-_conc4_b200-cw_01',
    'expected _spec-<none|mtp|draft_model> before "_conc4_b200-cw_01"'
  ],
  ['tpundefined', 'e_fp8_sglang_tpundefined-pp1-dcp1-pcp1-ep1-dpafalse_disagg-false_spec-none_conc4_b200-cw_01', 'expected the topology'],
  [
    'missing precision',
    'e_sglang_tp8-pp1-dcp1-pcp1-ep1-dpafalse_disagg-false_spec-none_conc4_b200-cw_01',
    'expected <exp-name>_<precision>_<framework> at the start'
  ],
  [
    'single node with a conc list',
    'e_fp8_sglang_tp8-pp1-dcp1-pcp1-ep1-dpafalse_disagg-false_spec-none_conc4x8_b200-cw_01',
    'a single-node name has exactly one concurrency, got "conc4x8"'
  ],
  [
    'multi-node -dpa token',
    'e_fp8_sglang_prefill-tp8-pp1-dcp1-pcp1-ep1-dpafalse-nw1_decode-tp8-pp1-dcp1-pcp1-ep1-dpfalse-nw1_disagg-true_spec-none_conc4_b200-cw_01',
    'expected the topology'
  ]
])('parse rejects %s', (_name, name, message) => {
  expect(() => parseResultFilename(name)).toThrow(message);
});
