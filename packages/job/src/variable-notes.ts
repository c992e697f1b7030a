import type { JobVariableName } from './variables.js';

/** The prose of a job variable: what it feeds, how benchmark-env derives it, who else sets it. */
export interface VariableNote {
  feeds: string;
  /** How benchmark-env adjusts or derives the value (the code is benchmark-env's row source). */
  rule?: string;
  /** Who sets a variable no template sets. */
  setBy?: string;
}

const worker = (role: 'prefill' | 'decode'): string => `${role}_* fields and num_${role}_gpu of the row and the aggregate (multi node)`;
const STEP = 'the step itself (an input of the action)';
const RUNNER = 'the runner';

/**
 * The job table's documentation, one note per variable (the compiler checks that none is missing):
 * docs/job.md is rendered from it and JOB_VARIABLES. It lives apart so that the steps' bundles,
 * which read the table, do not carry it.
 */
export const JOB_VARIABLE_NOTES: { readonly [N in JobVariableName]: VariableNote } = {
  EXP_NAME: { feeds: 'RESULT_FILENAME, the launchers (benchmark script name)' },
  RESULT_FILENAME: {
    feeds: 'every result and artifact name (<R>.json, agg_<R>.json, the aggregate file); required',
    rule: 'the result-filename rules (docs/naming.md)'
  },
  RESULT_DIR: {
    feeds:
      "where the container's scripts write results (the workspace is mounted at /workspace); aggregate-agentic reads aiperf_artifacts/, server.log and gpu_metrics.csv there"
  },
  AGENTIC_OUTPUT_DIR: { feeds: 'the folder the agentic aggregate is written to', setBy: STEP },
  SCENARIO_TYPE: { feeds: 'agentic or fixed-sequence steps, artifact names', rule: "'fixed-seq-len' when absent" },
  IS_AGENTIC: { feeds: 'the launchers (`1` or `0`)', rule: '`1` for agentic-coding rows, else `0`' },
  SCENARIO_SUBDIR: {
    feeds: 'the benchmark script folder (benchmarks/<single|multi>_node/<SCENARIO_SUBDIR>)',
    rule: '`agentic/` for agentic rows, else `fixed_seq_len/`'
  },
  RUN_EVAL: { feeds: 'whether the eval runs after the benchmark', rule: '`true` in eval-only jobs' },
  EVAL_ONLY: { feeds: 'whether the benchmark is skipped (eval families); artifact names' },
  EVAL_CONC: {
    feeds: "the eval's concurrencies (space-separated) and the score gate's --expected-concs",
    rule: 'row `conc` joined by spaces when `eval-all-concs`'
  },
  EVAL_LIMIT: { feeds: 'eval instance count (`full`/empty = the whole split)' },
  SWEBENCH_GEN_MODE: { feeds: 'SWE-bench generation (`single-shot` or `agentic`)' },
  SWEBENCH_USE_MODAL: { feeds: 'SWE-bench runs on Modal' },
  REQUIRE_POWER: { feeds: 'invalid power fails the job (`1`, `true`, `yes`): process-result, aggregate-agentic, power-adapter', rule: '`1` or `0`' },
  POWER_PRODUCER_SHA: { feeds: "the srt-slurm commit the multi-node power package must come from (else power-producer-sha.txt's)" },
  DURATION: { feeds: 'agentic benchmark duration (s)', rule: '1200 with agentx-fast on agentic rows' },
  AIPERF_EXPERIMENTAL_FAST: { feeds: 'aiperf fast mode for agentic throughput (`1` with agentx-fast, which also makes DURATION 1200)', rule: '`1` or `0`' },
  AIPERF_FAILED_REQUEST_THRESHOLD: { feeds: "the agentic validity gate's threshold" },
  RANDOM_RANGE_RATIO: { feeds: 'benchmark_serving --random-range-ratio' },
  PYTHONDONTWRITEBYTECODE: { feeds: 'Python in the container' },
  PYTHONPYCACHEPREFIX: { feeds: 'Python in the container' },
  KV_OFFLOADING: { feeds: 'kv_offloading of the agentic aggregate; required there' },
  KV_OFFLOAD_BACKEND: { feeds: 'kv_offload_backend (checked against its metadata)' },
  KV_OFFLOAD_BACKEND_METADATA: { feeds: 'kv_offload_backend', rule: 'as JSON' },
  ROUTER_METADATA: { feeds: 'router of the aggregate and the dashboard row', rule: 'as JSON' },
  KV_P2P_TRANSFER: { feeds: 'kv_p2p_transfer (when set)' },
  CONC: { feeds: 'conc; RESULT_FILENAME (single node)', rule: 'multi node: agentic rows only, the first value (eval-only jobs: `eval-conc`)' },
  CONC_LIST: { feeds: 'RESULT_FILENAME (joined with x), the launch (space-separated)', rule: 'joined by spaces' },
  TOTAL_CPU_DRAM_GB: { feeds: 'allocated_cpu_dram_gb' },
  RUNNER_TYPE: { feeds: 'hw of the aggregate and the dashboard row' },
  IMAGE: { feeds: 'image' },
  RECIPE_FINGERPRINT: { feeds: 'recipe_fingerprint, RESULT_FILENAME' },
  MODEL: { feeds: 'model' },
  MODEL_PREFIX: { feeds: 'infmax_model_prefix' },
  FRAMEWORK: { feeds: 'framework, RESULT_FILENAME, which server-metrics adapter reads server.log' },
  PRECISION: { feeds: 'precision, RESULT_FILENAME' },
  SPEC_DECODING: { feeds: 'spec_decoding, RESULT_FILENAME' },
  DISAGG: { feeds: 'disagg, RESULT_FILENAME', rule: "single-node agentic rows 'false'" },
  ISL: { feeds: 'isl of the dashboard row; the benchmark', rule: 'agentic rows 0' },
  OSL: { feeds: 'osl of the dashboard row; the benchmark', rule: 'agentic rows 0' },
  MAX_MODEL_LEN: { feeds: 'the server', rule: 'agentic rows 0' },
  GPU_COUNT: { feeds: 'the launchers', rule: 'TP × PP × PCP (single node); the sum over the pools of workers × TP × PP × PCP' },
  IS_MULTINODE: { feeds: 'is_multinode, which shape variables are read, whether the power step runs' },
  TP: { feeds: 'tp, the per-GPU throughput, the GPUs the power step expects' },
  PP_SIZE: { feeds: 'pp, the GPU count, the GPUs the power step expects' },
  DCP_SIZE: { feeds: 'dcp_size' },
  PCP_SIZE: { feeds: 'pcp_size, the GPU count, the GPUs the power step expects' },
  EP_SIZE: { feeds: 'ep' },
  DP_ATTENTION: { feeds: 'dp_attention' },
  PREFILL_NUM_WORKERS: { feeds: worker('prefill') },
  PREFILL_TP: { feeds: worker('prefill') },
  PREFILL_PP_SIZE: { feeds: worker('prefill') },
  PREFILL_DCP_SIZE: { feeds: worker('prefill') },
  PREFILL_PCP_SIZE: { feeds: worker('prefill') },
  PREFILL_EP: { feeds: worker('prefill') },
  PREFILL_DP_ATTN: { feeds: worker('prefill') },
  DECODE_NUM_WORKERS: { feeds: worker('decode') },
  DECODE_TP: { feeds: worker('decode') },
  DECODE_PP_SIZE: { feeds: worker('decode') },
  DECODE_DCP_SIZE: { feeds: worker('decode') },
  DECODE_PCP_SIZE: { feeds: worker('decode') },
  DECODE_EP: { feeds: worker('decode') },
  DECODE_DP_ATTN: { feeds: worker('decode') },
  PREFILL_HARDWARE: { feeds: 'prefill_hw (heterogeneous multi node, with DECODE_HARDWARE)' },
  DECODE_HARDWARE: { feeds: 'decode_hw (heterogeneous multi node, with PREFILL_HARDWARE)' },
  PREFILL_GPUS: {
    feeds: 'num_prefill_gpu and the per-GPU throughput of a multi-node point',
    setBy: 'process-result --multinode-dir (from the point file name)'
  },
  DECODE_GPUS: { feeds: 'num_decode_gpu and the per-GPU throughput of a multi-node point', setBy: 'process-result --multinode-dir (from the point file name)' },
  GPU_METRICS_CSV: { feeds: 'the single-node telemetry file process-result tries first', setBy: 'the benchmark script (benchmark_lib.sh)' },
  POWER_ARTIFACT_DIR: { feeds: 'the multi-node power package', setBy: RUNNER },
  POWER_RESULT_ROOT: { feeds: "where the power windows' result paths are resolved", setBy: RUNNER },
  HF_HUB_CACHE: { feeds: 'where the trace dataset is looked up (first choice)', setBy: RUNNER },
  HUGGINGFACE_HUB_CACHE: { feeds: 'where the trace dataset is looked up (second choice)', setBy: RUNNER },
  HF_HOME: { feeds: 'where the trace dataset is looked up ($HF_HOME/hub)', setBy: RUNNER },
  HOME: { feeds: 'where the trace dataset is looked up (~/.cache/huggingface/hub)', setBy: RUNNER }
};
