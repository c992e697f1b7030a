import { isTrueWord, parseIntVar, type Env } from './env.js';

/**
 * How the steps read a variable (the reference's rules): `text` is the value, or the default when
 * unset ('' stays ''); `int` and `bool` fall back to the default when unset or ''; `strict-int` is
 * Python `int()` of the value or of the default when unset ('' is an error); `json` is parsed by
 * its own rules where it is used.
 */
type VariableKind = 'text' | 'int' | 'strict-int' | 'bool' | 'json';

/** The benchmark templates: `benchmark-tmpl.yml` (single node) and `benchmark-multinode-tmpl.yml` (multi node). */
export type Template = 'single-node' | 'multi-node';

/**
 * Where benchmark-env takes a template variable's value from: a matrix-row key (dotted for a
 * worker pool or a nested object; the value rendered as GitHub passes it, objects as JSON), a
 * benchmark-env input that overrides the row or stands alone, a constant, and the rule that
 * adjusts or derives it (in prose; the code is benchmark-env's).
 */
export interface Source {
  row?: string;
  input?: string;
  value?: string;
  rule?: string;
}

interface VariableDef {
  kind: VariableKind;
  default?: string | number | boolean;
  /** What the variable feeds: aggregate fields, files, checks, launchers. */
  feeds: string;
  /** The templates whose env blocks set it; benchmark-env writes it for their rows. */
  templates?: readonly Template[];
  source?: Source;
  /** Who sets a variable no template sets. */
  setBy?: string;
}

const BOTH: readonly Template[] = ['single-node', 'multi-node'];
const SINGLE: readonly Template[] = ['single-node'];
const MULTI: readonly Template[] = ['multi-node'];
const worker = (role: 'prefill' | 'decode') => `${role}_* fields and num_${role}_gpu of the row and the aggregate (multi node)`;
const pool = (role: 'prefill' | 'decode', key: string): Pick<VariableDef, 'templates' | 'source'> => ({ templates: MULTI, source: { row: `${role}.${key}` } });
const STEP = 'the step itself (an input of the action)';
const RUNNER = 'the runner';

/**
 * Every variable of a benchmark job, declared once: how the steps read it (kind, default), what it
 * feeds, which template sets it and from where (docs/job.md is this table in prose).
 */
export const JOB_VARIABLES = {
  EXP_NAME: { kind: 'text', feeds: 'RESULT_FILENAME, the launchers (benchmark script name)', templates: BOTH, source: { row: 'exp-name' } },
  RESULT_FILENAME: {
    kind: 'text',
    feeds: 'every result and artifact name (<R>.json, agg_<R>.json, the aggregate file); required',
    templates: BOTH,
    source: { rule: 'the result-filename rules (docs/naming.md)' }
  },
  RESULT_DIR: {
    kind: 'text',
    default: 'results',
    feeds:
      "where the container's scripts write results (the workspace is mounted at /workspace); aggregate-agentic reads aiperf_artifacts/, server.log and gpu_metrics.csv there",
    templates: SINGLE,
    source: { value: '/workspace/results' }
  },
  AGENTIC_OUTPUT_DIR: { kind: 'text', default: '.', feeds: 'the folder the agentic aggregate is written to', setBy: STEP },
  SCENARIO_TYPE: {
    kind: 'text',
    feeds: 'agentic or fixed-sequence steps, artifact names',
    templates: BOTH,
    source: { row: 'scenario-type', rule: "'fixed-seq-len' when absent" }
  },
  IS_AGENTIC: { kind: 'text', feeds: 'the launchers (`1` or `0`)', templates: BOTH, source: { rule: '`1` for agentic-coding rows, else `0`' } },
  SCENARIO_SUBDIR: {
    kind: 'text',
    feeds: 'the benchmark script folder (benchmarks/<single|multi>_node/<SCENARIO_SUBDIR>)',
    templates: BOTH,
    source: { rule: '`agentic/` for agentic rows, else `fixed_seq_len/`' }
  },
  RUN_EVAL: {
    kind: 'bool',
    default: false,
    feeds: 'whether the eval runs after the benchmark',
    templates: BOTH,
    source: { row: 'run-eval', rule: '`true` in eval-only jobs' }
  },
  EVAL_ONLY: {
    kind: 'bool',
    default: false,
    feeds: 'whether the benchmark is skipped (eval families); artifact names',
    templates: BOTH,
    source: { row: 'eval-only', input: 'eval-only' }
  },
  EVAL_CONC: {
    kind: 'text',
    default: '',
    feeds: "the eval's concurrencies (space-separated) and the score gate's --expected-concs",
    templates: MULTI,
    source: { row: 'eval-conc', rule: 'row `conc` joined by spaces when `eval-all-concs`' }
  },
  EVAL_LIMIT: { kind: 'text', default: '', feeds: 'eval instance count (`full`/empty = the whole split)', templates: BOTH, source: { input: 'eval-limit' } },
  SWEBENCH_GEN_MODE: {
    kind: 'text',
    default: '',
    feeds: 'SWE-bench generation (`single-shot` or `agentic`)',
    templates: BOTH,
    source: { input: 'swebench-gen-mode' }
  },
  SWEBENCH_USE_MODAL: { kind: 'text', feeds: 'SWE-bench runs on Modal', templates: SINGLE, source: { value: 'true' } },
  REQUIRE_POWER: {
    kind: 'text',
    default: '',
    feeds: 'invalid power fails the job (`1`, `true`, `yes`): process-result, aggregate-agentic, power-adapter',
    templates: BOTH,
    source: { input: 'require-power', rule: '`1` or `0`' }
  },
  POWER_PRODUCER_SHA: {
    kind: 'text',
    default: '',
    feeds: "the srt-slurm commit the multi-node power package must come from (else power-producer-sha.txt's)",
    templates: MULTI,
    source: { input: 'power-producer-sha' }
  },
  DURATION: {
    kind: 'text',
    feeds: 'agentic benchmark duration (s)',
    templates: BOTH,
    source: { row: 'duration', input: 'duration', rule: '1200 with agentx-fast on agentic rows' }
  },
  AIPERF_EXPERIMENTAL_FAST: {
    kind: 'text',
    feeds: 'aiperf fast mode for agentic throughput (`1` with agentx-fast, which also makes DURATION 1200)',
    templates: BOTH,
    source: { input: 'agentx-fast', rule: '`1` or `0`' }
  },
  AIPERF_FAILED_REQUEST_THRESHOLD: { kind: 'text', feeds: "the agentic validity gate's threshold", templates: SINGLE, source: { value: '0.10' } },
  RANDOM_RANGE_RATIO: { kind: 'text', feeds: 'benchmark_serving --random-range-ratio', templates: SINGLE, source: { value: '0.8' } },
  PYTHONDONTWRITEBYTECODE: { kind: 'text', feeds: 'Python in the container', templates: SINGLE, source: { value: '1' } },
  PYTHONPYCACHEPREFIX: { kind: 'text', feeds: 'Python in the container', templates: SINGLE, source: { value: '/tmp/inferencex-pycache' } },
  KV_OFFLOADING: { kind: 'text', feeds: 'kv_offloading of the agentic aggregate; required there', templates: BOTH, source: { row: 'kv-offloading' } },
  KV_OFFLOAD_BACKEND: {
    kind: 'text',
    default: '',
    feeds: 'kv_offload_backend (checked against its metadata)',
    templates: BOTH,
    source: { row: 'kv-offload-backend.name', rule: 'empty when a row with kv-offloading has no backend' }
  },
  KV_OFFLOAD_BACKEND_METADATA: {
    kind: 'json',
    feeds: 'kv_offload_backend',
    templates: BOTH,
    source: { row: 'kv-offload-backend', rule: 'as JSON; empty when a row with kv-offloading has no backend' }
  },
  ROUTER_METADATA: { kind: 'json', feeds: 'router of the aggregate and the dashboard row', templates: BOTH, source: { row: 'router', rule: 'as JSON' } },
  KV_P2P_TRANSFER: { kind: 'text', default: '', feeds: 'kv_p2p_transfer (when set)', templates: BOTH, source: { row: 'kv-p2p-transfer' } },
  CONC: {
    kind: 'strict-int',
    default: '0',
    feeds: 'conc; RESULT_FILENAME (single node)',
    templates: BOTH,
    source: { row: 'conc', rule: 'multi node: agentic rows only, the first value (eval-only jobs: `eval-conc`)' }
  },
  CONC_LIST: {
    kind: 'text',
    feeds: 'RESULT_FILENAME (joined with x), the launch (space-separated)',
    templates: MULTI,
    source: { row: 'conc', rule: 'joined by spaces' }
  },
  TOTAL_CPU_DRAM_GB: { kind: 'int', default: 0, feeds: 'allocated_cpu_dram_gb', templates: BOTH, source: { row: 'total-cpu-dram-gb' } },
  RUNNER_TYPE: { kind: 'text', default: '', feeds: 'hw of the aggregate and the dashboard row', templates: BOTH, source: { row: 'runner' } },
  IMAGE: { kind: 'text', default: '', feeds: 'image', templates: BOTH, source: { row: 'image' } },
  RECIPE_FINGERPRINT: { kind: 'text', default: '', feeds: 'recipe_fingerprint, RESULT_FILENAME', templates: BOTH, source: { row: 'recipe-fingerprint' } },
  MODEL: { kind: 'text', default: '', feeds: 'model', templates: BOTH, source: { row: 'model' } },
  MODEL_PREFIX: { kind: 'text', default: '', feeds: 'infmax_model_prefix', templates: BOTH, source: { row: 'model-prefix' } },
  FRAMEWORK: {
    kind: 'text',
    default: '',
    feeds: 'framework, RESULT_FILENAME, which server-metrics adapter reads server.log',
    templates: BOTH,
    source: { row: 'framework' }
  },
  PRECISION: { kind: 'text', default: '', feeds: 'precision, RESULT_FILENAME', templates: BOTH, source: { row: 'precision' } },
  SPEC_DECODING: { kind: 'text', default: 'none', feeds: 'spec_decoding, RESULT_FILENAME', templates: BOTH, source: { row: 'spec-decoding' } },
  DISAGG: {
    kind: 'bool',
    default: false,
    feeds: 'disagg, RESULT_FILENAME',
    templates: BOTH,
    source: { row: 'disagg', rule: "single-node agentic rows 'false'" }
  },
  ISL: { kind: 'text', feeds: 'isl of the dashboard row; the benchmark', templates: BOTH, source: { row: 'isl', rule: 'agentic rows 0' } },
  OSL: { kind: 'text', feeds: 'osl of the dashboard row; the benchmark', templates: BOTH, source: { row: 'osl', rule: 'agentic rows 0' } },
  MAX_MODEL_LEN: { kind: 'text', feeds: 'the server', templates: BOTH, source: { row: 'max-model-len', rule: 'agentic rows 0' } },
  GPU_COUNT: {
    kind: 'text',
    feeds: 'the launchers',
    templates: BOTH,
    source: { rule: 'TP × PP × PCP (single node); the sum over the pools of workers × TP × PP × PCP' }
  },
  IS_MULTINODE: {
    kind: 'bool',
    default: false,
    feeds: 'is_multinode, which shape variables are read, whether the power step runs',
    templates: MULTI,
    source: { value: 'true' }
  },
  TP: { kind: 'int', default: 1, feeds: 'tp, the per-GPU throughput, the GPUs the power step expects', templates: SINGLE, source: { row: 'tp' } },
  PP_SIZE: { kind: 'int', default: 1, feeds: 'pp, the GPU count, the GPUs the power step expects', templates: SINGLE, source: { row: 'pp' } },
  DCP_SIZE: { kind: 'int', default: 1, feeds: 'dcp_size', templates: SINGLE, source: { row: 'dcp-size' } },
  PCP_SIZE: { kind: 'int', default: 1, feeds: 'pcp_size, the GPU count, the GPUs the power step expects', templates: SINGLE, source: { row: 'pcp-size' } },
  EP_SIZE: { kind: 'int', default: 1, feeds: 'ep', templates: SINGLE, source: { row: 'ep' } },
  DP_ATTENTION: { kind: 'text', default: 'false', feeds: 'dp_attention', templates: SINGLE, source: { row: 'dp-attn' } },
  PREFILL_NUM_WORKERS: { kind: 'int', default: 0, feeds: worker('prefill'), ...pool('prefill', 'num-worker') },
  PREFILL_TP: { kind: 'int', default: 0, feeds: worker('prefill'), ...pool('prefill', 'tp') },
  PREFILL_PP_SIZE: { kind: 'int', default: 1, feeds: worker('prefill'), ...pool('prefill', 'pp') },
  PREFILL_DCP_SIZE: { kind: 'int', default: 1, feeds: worker('prefill'), ...pool('prefill', 'dcp-size') },
  PREFILL_PCP_SIZE: { kind: 'int', default: 1, feeds: worker('prefill'), ...pool('prefill', 'pcp-size') },
  PREFILL_EP: { kind: 'int', default: 1, feeds: worker('prefill'), ...pool('prefill', 'ep') },
  PREFILL_DP_ATTN: { kind: 'text', default: 'false', feeds: worker('prefill'), ...pool('prefill', 'dp-attn') },
  DECODE_NUM_WORKERS: { kind: 'int', default: 0, feeds: worker('decode'), ...pool('decode', 'num-worker') },
  DECODE_TP: { kind: 'int', default: 0, feeds: worker('decode'), ...pool('decode', 'tp') },
  DECODE_PP_SIZE: { kind: 'int', default: 1, feeds: worker('decode'), ...pool('decode', 'pp') },
  DECODE_DCP_SIZE: { kind: 'int', default: 1, feeds: worker('decode'), ...pool('decode', 'dcp-size') },
  DECODE_PCP_SIZE: { kind: 'int', default: 1, feeds: worker('decode'), ...pool('decode', 'pcp-size') },
  DECODE_EP: { kind: 'int', default: 1, feeds: worker('decode'), ...pool('decode', 'ep') },
  DECODE_DP_ATTN: { kind: 'text', default: 'false', feeds: worker('decode'), ...pool('decode', 'dp-attn') },
  PREFILL_HARDWARE: { kind: 'text', default: '', feeds: 'prefill_hw (heterogeneous multi node, with DECODE_HARDWARE)', ...pool('prefill', 'hardware') },
  DECODE_HARDWARE: { kind: 'text', default: '', feeds: 'decode_hw (heterogeneous multi node, with PREFILL_HARDWARE)', ...pool('decode', 'hardware') },
  PREFILL_GPUS: {
    kind: 'strict-int',
    feeds: 'num_prefill_gpu and the per-GPU throughput of a multi-node point',
    setBy: 'process-result --multinode-dir (from the point file name)'
  },
  DECODE_GPUS: {
    kind: 'strict-int',
    feeds: 'num_decode_gpu and the per-GPU throughput of a multi-node point',
    setBy: 'process-result --multinode-dir (from the point file name)'
  },
  GPU_METRICS_CSV: { kind: 'text', feeds: 'the single-node telemetry file process-result tries first', setBy: 'the benchmark script (benchmark_lib.sh)' },
  POWER_ARTIFACT_DIR: { kind: 'text', default: 'LOGS/power', feeds: 'the multi-node power package', setBy: RUNNER },
  POWER_RESULT_ROOT: { kind: 'text', default: 'LOGS', feeds: "where the power windows' result paths are resolved", setBy: RUNNER },
  HF_HUB_CACHE: { kind: 'text', feeds: 'where the trace dataset is looked up (first choice)', setBy: RUNNER },
  HUGGINGFACE_HUB_CACHE: { kind: 'text', feeds: 'where the trace dataset is looked up (second choice)', setBy: RUNNER },
  HF_HOME: { kind: 'text', feeds: 'where the trace dataset is looked up ($HF_HOME/hub)', setBy: RUNNER },
  HOME: { kind: 'text', feeds: 'where the trace dataset is looked up (~/.cache/huggingface/hub)', setBy: RUNNER }
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
          return parseIntVar(name, text ?? (fallback === undefined ? '' : String(fallback))) as ValueOf<N>;
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

const DEFS: Readonly<Record<string, VariableDef>> = JOB_VARIABLES;

/** The variables a template's env block sets, in table order. */
export const templateVariables = (template: Template): JobVariableName[] =>
  (Object.keys(JOB_VARIABLES) as JobVariableName[]).filter((name) => DEFS[name]!.templates?.includes(template));

/** Where benchmark-env takes a variable from (undefined for a variable no template sets). */
export const variableSource = (name: string): Source | undefined => DEFS[name]?.source;
