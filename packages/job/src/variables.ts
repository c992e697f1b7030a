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
 * benchmark-env input that overrides the row or stands alone, or a constant; a variable without
 * any is derived by a rule of benchmark-env's (variable-notes.ts says which). A template sets every
 * variable of its env block: a value that is absent is the template input's default, mostly empty.
 */
export interface Source {
  row?: string;
  input?: string;
  value?: string;
  /** The template input's default, taken when the row lacks the key (else the value is empty). */
  absent?: Partial<Record<Template, string>>;
}

interface VariableDef extends Source {
  kind: VariableKind;
  default?: string | number | boolean;
  /** The templates whose env blocks set it; benchmark-env writes it for their rows. */
  templates?: readonly Template[];
}

const BOTH: readonly Template[] = ['single-node', 'multi-node'];
const SINGLE: readonly Template[] = ['single-node'];
const MULTI: readonly Template[] = ['multi-node'];
// Missing pp/dcp/pcp inputs of the multi-node template default to '1' (docs/matrix.md §9.3).
const ONE = ['pp', 'dcp-size', 'pcp-size'];
const pool = (role: 'prefill' | 'decode', key: string): Pick<VariableDef, 'templates' | 'row' | 'absent'> => ({
  templates: MULTI,
  row: `${role}.${key}`,
  ...(ONE.includes(key) && { absent: { 'multi-node': '1' } })
});

/**
 * Every variable of a benchmark job, declared once: how the steps read it (kind, default), which
 * template sets it and from where. What each feeds and who else sets it is in variable-notes.ts
 * (kept out of the bundles); docs/job.md renders both.
 */
export const JOB_VARIABLES = {
  EXP_NAME: { kind: 'text', templates: BOTH, row: 'exp-name' },
  RESULT_FILENAME: { kind: 'text', templates: BOTH },
  RESULT_DIR: { kind: 'text', default: 'results', templates: SINGLE, value: '/workspace/results' },
  AGENTIC_OUTPUT_DIR: { kind: 'text', default: '.' },
  SCENARIO_TYPE: { kind: 'text', templates: BOTH, row: 'scenario-type' },
  IS_AGENTIC: { kind: 'text', templates: BOTH },
  SCENARIO_SUBDIR: { kind: 'text', templates: BOTH },
  RUN_EVAL: { kind: 'bool', default: false, templates: BOTH, row: 'run-eval' },
  EVAL_ONLY: { kind: 'bool', default: false, templates: BOTH, row: 'eval-only', input: 'eval-only' },
  EVAL_CONC: { kind: 'text', default: '', templates: MULTI, row: 'eval-conc' },
  EVAL_LIMIT: { kind: 'text', default: '', templates: BOTH, input: 'eval-limit' },
  SWEBENCH_GEN_MODE: { kind: 'text', default: '', templates: BOTH, input: 'swebench-gen-mode' },
  SWEBENCH_USE_MODAL: { kind: 'text', templates: BOTH, value: 'true' },
  REQUIRE_POWER: { kind: 'text', default: '', templates: BOTH, input: 'require-power' },
  POWER_PRODUCER_SHA: { kind: 'text', default: '', templates: MULTI, input: 'power-producer-sha' },
  DURATION: { kind: 'text', templates: BOTH, row: 'duration', input: 'duration', absent: { 'single-node': '3600', 'multi-node': '3600' } },
  AIPERF_EXPERIMENTAL_FAST: { kind: 'text', templates: BOTH, input: 'agentx-fast' },
  AIPERF_FAILED_REQUEST_THRESHOLD: { kind: 'text', templates: SINGLE, value: '0.10' },
  RANDOM_RANGE_RATIO: { kind: 'text', templates: BOTH, value: '0.8' },
  PYTHONDONTWRITEBYTECODE: { kind: 'text', templates: BOTH, value: '1' },
  PYTHONPYCACHEPREFIX: { kind: 'text', templates: BOTH, value: '/tmp/inferencex-pycache' },
  KV_OFFLOADING: { kind: 'text', templates: BOTH, row: 'kv-offloading' },
  KV_OFFLOAD_BACKEND: { kind: 'text', default: '', templates: BOTH, row: 'kv-offload-backend.name' },
  KV_OFFLOAD_BACKEND_METADATA: { kind: 'json', templates: BOTH, row: 'kv-offload-backend' },
  ROUTER_METADATA: { kind: 'json', templates: BOTH, row: 'router' },
  KV_P2P_TRANSFER: { kind: 'text', default: '', templates: BOTH, row: 'kv-p2p-transfer' },
  CONC: { kind: 'strict-int', default: '0', templates: BOTH, row: 'conc' },
  CONC_LIST: { kind: 'text', templates: MULTI, row: 'conc' },
  TOTAL_CPU_DRAM_GB: { kind: 'int', default: 0, templates: BOTH, row: 'total-cpu-dram-gb', absent: { 'single-node': '0', 'multi-node': '600' } },
  RUNNER_TYPE: { kind: 'text', default: '', templates: BOTH, row: 'runner' },
  IMAGE: { kind: 'text', default: '', templates: BOTH, row: 'image' },
  RECIPE_FINGERPRINT: { kind: 'text', default: '', templates: BOTH, row: 'recipe-fingerprint' },
  MODEL: { kind: 'text', default: '', templates: BOTH, row: 'model' },
  MODEL_PREFIX: { kind: 'text', default: '', templates: BOTH, row: 'model-prefix' },
  FRAMEWORK: { kind: 'text', default: '', templates: BOTH, row: 'framework' },
  PRECISION: { kind: 'text', default: '', templates: BOTH, row: 'precision' },
  SPEC_DECODING: { kind: 'text', default: 'none', templates: BOTH, row: 'spec-decoding' },
  DISAGG: { kind: 'bool', default: false, templates: BOTH, row: 'disagg' },
  ISL: { kind: 'text', templates: BOTH, row: 'isl' },
  OSL: { kind: 'text', templates: BOTH, row: 'osl' },
  MAX_MODEL_LEN: { kind: 'text', templates: BOTH, row: 'max-model-len' },
  GPU_COUNT: { kind: 'text', templates: BOTH },
  IS_MULTINODE: { kind: 'bool', default: false, templates: MULTI, value: 'true' },
  TP: { kind: 'int', default: 1, templates: SINGLE, row: 'tp' },
  PP_SIZE: { kind: 'int', default: 1, templates: SINGLE, row: 'pp' },
  DCP_SIZE: { kind: 'int', default: 1, templates: SINGLE, row: 'dcp-size' },
  PCP_SIZE: { kind: 'int', default: 1, templates: SINGLE, row: 'pcp-size' },
  EP_SIZE: { kind: 'int', default: 1, templates: SINGLE, row: 'ep' },
  DP_ATTENTION: { kind: 'text', default: 'false', templates: SINGLE, row: 'dp-attn' },
  PREFILL_NUM_WORKERS: { kind: 'int', default: 0, ...pool('prefill', 'num-worker') },
  PREFILL_TP: { kind: 'int', default: 0, ...pool('prefill', 'tp') },
  PREFILL_PP_SIZE: { kind: 'int', default: 1, ...pool('prefill', 'pp') },
  PREFILL_DCP_SIZE: { kind: 'int', default: 1, ...pool('prefill', 'dcp-size') },
  PREFILL_PCP_SIZE: { kind: 'int', default: 1, ...pool('prefill', 'pcp-size') },
  PREFILL_EP: { kind: 'int', default: 1, ...pool('prefill', 'ep') },
  PREFILL_DP_ATTN: { kind: 'text', default: 'false', ...pool('prefill', 'dp-attn') },
  DECODE_NUM_WORKERS: { kind: 'int', default: 0, ...pool('decode', 'num-worker') },
  DECODE_TP: { kind: 'int', default: 0, ...pool('decode', 'tp') },
  DECODE_PP_SIZE: { kind: 'int', default: 1, ...pool('decode', 'pp') },
  DECODE_DCP_SIZE: { kind: 'int', default: 1, ...pool('decode', 'dcp-size') },
  DECODE_PCP_SIZE: { kind: 'int', default: 1, ...pool('decode', 'pcp-size') },
  DECODE_EP: { kind: 'int', default: 1, ...pool('decode', 'ep') },
  DECODE_DP_ATTN: { kind: 'text', default: 'false', ...pool('decode', 'dp-attn') },
  PREFILL_HARDWARE: { kind: 'text', default: '', ...pool('prefill', 'hardware') },
  DECODE_HARDWARE: { kind: 'text', default: '', ...pool('decode', 'hardware') },
  PREFILL_GPUS: { kind: 'strict-int' },
  DECODE_GPUS: { kind: 'strict-int' },
  GPU_METRICS_CSV: { kind: 'text' },
  POWER_ARTIFACT_DIR: { kind: 'text', default: 'LOGS/power' },
  POWER_RESULT_ROOT: { kind: 'text', default: 'LOGS' },
  HF_HUB_CACHE: { kind: 'text' },
  HUGGINGFACE_HUB_CACHE: { kind: 'text' },
  HF_HOME: { kind: 'text' },
  HOME: { kind: 'text' }
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
export const variableSource = (name: string): Source | undefined => DEFS[name];
