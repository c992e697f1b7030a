import type { JobVariableName } from '../../../job/src/index.js';

/** Variables `utils/process_result.py` needs set (empty allowed), in the order it reports them. */
export const BASE_VARS = [
  'RUNNER_TYPE',
  'FRAMEWORK',
  'PRECISION',
  'SPEC_DECODING',
  'RESULT_FILENAME',
  'ISL',
  'OSL',
  'DISAGG',
  'MODEL_PREFIX',
  'IMAGE'
] as const satisfies readonly JobVariableName[];
export const SINGLE_NODE_VARS = ['TP', 'EP_SIZE', 'DP_ATTENTION'] as const satisfies readonly JobVariableName[];
export const MULTI_NODE_VARS = [
  'PREFILL_GPUS',
  'DECODE_GPUS',
  'PREFILL_NUM_WORKERS',
  'PREFILL_TP',
  'PREFILL_EP',
  'PREFILL_DP_ATTN',
  'DECODE_NUM_WORKERS',
  'DECODE_TP',
  'DECODE_EP',
  'DECODE_DP_ATTN'
] as const satisfies readonly JobVariableName[];
