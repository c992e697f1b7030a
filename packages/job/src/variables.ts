import { isTrueWord, parseIntVar, type Env } from './env.js';

/**
 * How the aggregation reads a variable (the reference's rules): `text` is the value, or the
 * default when unset ('' stays ''); `int` and `bool` fall back to the default when unset or '';
 * `strict-int` is Python `int()` of the value or of the default when unset ('' is an error);
 * `json` is parsed by its own rules where it is used.
 */
type VariableKind = 'text' | 'int' | 'strict-int' | 'bool' | 'json';

interface VariableDef {
  kind: VariableKind;
  default?: string | number | boolean;
  /** What the variable feeds: aggregate fields, files, checks. */
  feeds: string;
}

const worker = (role: 'prefill' | 'decode') => `${role}_* fields and num_${role}_gpu (multi-node)`;

/** Every variable the agentic aggregation, the power step and the validity gate read, declared once. */
export const JOB_VARIABLES = {
  RESULT_FILENAME: { kind: 'text', feeds: 'the aggregate file name (<RESULT_FILENAME>.json); required' },
  RESULT_DIR: { kind: 'text', default: 'results', feeds: 'where aiperf_artifacts/, server.log and gpu_metrics.csv are read' },
  AGENTIC_OUTPUT_DIR: { kind: 'text', default: '.', feeds: 'the folder the aggregate is written to' },
  KV_OFFLOADING: { kind: 'text', feeds: 'kv_offloading; required' },
  KV_OFFLOAD_BACKEND: { kind: 'text', default: '', feeds: 'kv_offload_backend (checked against its metadata)' },
  KV_OFFLOAD_BACKEND_METADATA: { kind: 'json', feeds: 'kv_offload_backend' },
  ROUTER_METADATA: { kind: 'json', feeds: 'router' },
  KV_P2P_TRANSFER: { kind: 'text', default: '', feeds: 'kv_p2p_transfer (when set)' },
  CONC: { kind: 'strict-int', default: '0', feeds: 'conc' },
  TOTAL_CPU_DRAM_GB: { kind: 'int', default: 0, feeds: 'allocated_cpu_dram_gb' },
  RUNNER_TYPE: { kind: 'text', default: '', feeds: 'hw' },
  IMAGE: { kind: 'text', default: '', feeds: 'image' },
  RECIPE_FINGERPRINT: { kind: 'text', default: '', feeds: 'recipe_fingerprint' },
  MODEL: { kind: 'text', default: '', feeds: 'model' },
  MODEL_PREFIX: { kind: 'text', default: '', feeds: 'infmax_model_prefix' },
  FRAMEWORK: { kind: 'text', default: '', feeds: 'framework, and which server-metrics adapter reads server.log' },
  PRECISION: { kind: 'text', default: '', feeds: 'precision' },
  SPEC_DECODING: { kind: 'text', default: 'none', feeds: 'spec_decoding' },
  DISAGG: { kind: 'bool', default: false, feeds: 'disagg' },
  IS_MULTINODE: { kind: 'bool', default: false, feeds: 'is_multinode, which shape variables are read, whether the power step runs' },
  TP: { kind: 'int', default: 1, feeds: 'tp, the per-GPU throughput and the GPUs the power step expects (single node)' },
  PP_SIZE: { kind: 'int', default: 1, feeds: 'pp, the GPU count and the GPUs the power step expects (single node)' },
  DCP_SIZE: { kind: 'int', default: 1, feeds: 'dcp_size (single node)' },
  PCP_SIZE: { kind: 'int', default: 1, feeds: 'pcp_size, the GPU count and the GPUs the power step expects (single node)' },
  EP_SIZE: { kind: 'int', default: 1, feeds: 'ep (single node)' },
  DP_ATTENTION: { kind: 'text', default: 'false', feeds: 'dp_attention (single node)' },
  PREFILL_NUM_WORKERS: { kind: 'int', default: 0, feeds: worker('prefill') },
  PREFILL_TP: { kind: 'int', default: 0, feeds: worker('prefill') },
  PREFILL_PP_SIZE: { kind: 'int', default: 1, feeds: worker('prefill') },
  PREFILL_DCP_SIZE: { kind: 'int', default: 1, feeds: worker('prefill') },
  PREFILL_PCP_SIZE: { kind: 'int', default: 1, feeds: worker('prefill') },
  PREFILL_EP: { kind: 'int', default: 1, feeds: worker('prefill') },
  PREFILL_DP_ATTN: { kind: 'text', default: 'false', feeds: worker('prefill') },
  DECODE_NUM_WORKERS: { kind: 'int', default: 0, feeds: worker('decode') },
  DECODE_TP: { kind: 'int', default: 0, feeds: worker('decode') },
  DECODE_PP_SIZE: { kind: 'int', default: 1, feeds: worker('decode') },
  DECODE_DCP_SIZE: { kind: 'int', default: 1, feeds: worker('decode') },
  DECODE_PCP_SIZE: { kind: 'int', default: 1, feeds: worker('decode') },
  DECODE_EP: { kind: 'int', default: 1, feeds: worker('decode') },
  DECODE_DP_ATTN: { kind: 'text', default: 'false', feeds: worker('decode') },
  PREFILL_HARDWARE: { kind: 'text', default: '', feeds: 'prefill_hw (multi-node, with DECODE_HARDWARE)' },
  DECODE_HARDWARE: { kind: 'text', default: '', feeds: 'decode_hw (multi-node, with PREFILL_HARDWARE)' },
  HF_HUB_CACHE: { kind: 'text', feeds: 'where the trace dataset is looked up (first choice)' },
  HUGGINGFACE_HUB_CACHE: { kind: 'text', feeds: 'where the trace dataset is looked up (second choice)' },
  HF_HOME: { kind: 'text', feeds: 'where the trace dataset is looked up ($HF_HOME/hub)' },
  HOME: { kind: 'text', feeds: 'where the trace dataset is looked up (~/.cache/huggingface/hub)' }
} as const satisfies Record<string, VariableDef>;

export type JobVariableName = keyof typeof JOB_VARIABLES;

type Declared = typeof JOB_VARIABLES;
type ValueOf<N extends JobVariableName> = Declared[N]['kind'] extends 'int' | 'strict-int'
  ? number
  : Declared[N]['kind'] extends 'bool'
    ? boolean
    : Declared[N] extends { default: string }
      ? string
      : string | undefined;

/** The one reader of the declared variables: each is read by its declared kind and default. */
export interface JobVariables {
  get<N extends JobVariableName>(name: N): ValueOf<N>;
}

export function jobVariables(env: Env): JobVariables {
  return {
    get<N extends JobVariableName>(name: N): ValueOf<N> {
      const def: VariableDef = JOB_VARIABLES[name];
      const text = env[name];
      const fallback = def.default;
      switch (def.kind) {
        case 'strict-int':
          return parseIntVar(name, text ?? String(fallback)) as ValueOf<N>;
        case 'int':
          return (text === undefined || text === '' ? fallback : parseIntVar(name, text)) as ValueOf<N>;
        case 'bool':
          return (text === undefined || text === '' ? fallback : isTrueWord(text)) as ValueOf<N>;
        default:
          return (text ?? (fallback === undefined ? undefined : String(fallback))) as ValueOf<N>;
      }
    }
  };
}
