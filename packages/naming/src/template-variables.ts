/**
 * The environment variables the benchmark templates build RESULT_FILENAME from (docs/naming.md §A.4,
 * A.5; docs/matrix.md §9.3), each with the matrix-row key it is rendered from.
 */
export const COMMON_VARIABLES = {
  EXP_NAME: 'exp-name',
  PRECISION: 'precision',
  FRAMEWORK: 'framework',
  DISAGG: 'disagg',
  SPEC_DECODING: 'spec-decoding',
  RECIPE_FINGERPRINT: 'recipe-fingerprint'
} as const;

/** Single-node parallelism: `TP` … `DP_ATTENTION`. */
export const SINGLE_NODE_VARIABLES = {
  TP: 'tp',
  PP_SIZE: 'pp',
  DCP_SIZE: 'dcp-size',
  PCP_SIZE: 'pcp-size',
  EP_SIZE: 'ep',
  DP_ATTENTION: 'dp-attn'
} as const;

/** One multi-node worker pool: `PREFILL_<suffix>` / `DECODE_<suffix>`. */
export const POOL_VARIABLES = {
  NUM_WORKERS: 'num-worker',
  TP: 'tp',
  PP_SIZE: 'pp',
  DCP_SIZE: 'dcp-size',
  PCP_SIZE: 'pcp-size',
  EP: 'ep',
  DP_ATTN: 'dp-attn'
} as const;

export const POOL_ROLES = { PREFILL: 'prefill', DECODE: 'decode' } as const;

/** Which uploads run: these decide the artifact names, not the RESULT_FILENAME. */
export const JOB_VARIABLES = {
  SCENARIO_TYPE: 'scenario-type',
  EVAL_ONLY: 'eval-only',
  RUN_EVAL: 'run-eval'
} as const;

/** Single node uses `CONC`; multi node `CONC_LIST` (space-separated, joined with `x` in the name). */
export const CONC_VARIABLE = { single: 'CONC', multi: 'CONC_LIST' } as const;

export const AGENTIC_SCENARIO = 'agentic-coding';

/** Every `PREFILL_*`/`DECODE_*` variable of a worker pool. */
export const poolVariableNames = (): string[] => Object.keys(POOL_ROLES).flatMap((role) => Object.keys(POOL_VARIABLES).map((suffix) => `${role}_${suffix}`));
