/** Matrix rows the job tests share: built here once, varied by each test through its overrides. */

/** A worker pool of a multi-node row: one worker at TP 4, nothing else split. */
export const pool = (overrides: Record<string, unknown> = {}) => ({
  'num-worker': 1,
  tp: 4,
  pp: 1,
  'dcp-size': 1,
  'pcp-size': 1,
  ep: 1,
  'dp-attn': false,
  ...overrides
});

/** A multi-node agentic row as the matrix writes it (Qwen 3.5, dynamo-sglang, disaggregated, MTP, conc 4 and 8). */
export const agenticMultiNodeRow = (overrides: Record<string, unknown> = {}) => ({
  'exp-name': 'qwen3.5_agentic',
  precision: 'fp4',
  framework: 'dynamo-sglang',
  'model-prefix': 'qwen3.5',
  'scenario-type': 'agentic-coding',
  conc: [4, 8],
  disagg: true,
  'spec-decoding': 'mtp',
  'recipe-fingerprint': '',
  prefill: pool(),
  decode: pool(),
  ...overrides
});

/** A single-node fixed-sequence row (DeepSeek-R1 8k1k, FP8, SGLang, TP 8, conc 64). */
export const singleNodeRow = (overrides: Record<string, unknown> = {}) => ({
  'exp-name': 'dsr1_8k1k',
  precision: 'fp8',
  framework: 'sglang',
  tp: 8,
  pp: 1,
  'dcp-size': 1,
  'pcp-size': 1,
  ep: 1,
  'dp-attn': false,
  disagg: false,
  'spec-decoding': 'none',
  conc: 64,
  ...overrides
});
