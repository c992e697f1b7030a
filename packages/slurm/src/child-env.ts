/**
 * The one allow-list of what the launcher's children see of its environment (docs/launcher.md,
 * "Child environment"). A runner holds credentials a job must never see: the runner's own tokens
 * (ACTIONS_RUNTIME_TOKEN, ACTIONS_ID_TOKEN_REQUEST_TOKEN) let whoever reads them write the run's
 * caches and artifacts or mint OIDC tokens, and a workflow-command file (GITHUB_ENV, GITHUB_OUTPUT)
 * lets a child set the next steps' environment. So every spawn gets only named variables:
 * - `tool` (git, uv/pip/venv, make, squeue/scontrol/sacct/scancel, tar): the system basics;
 * - `job` (srtctl, and so sbatch, the Slurm job and its containers): the basics plus the job
 *   contract of the benchmark templates (run identity, topology, eval, power, secrets the job needs
 *   such as HF_TOKEN) and every name listed in SWEEPKIT_CHILD_ENV.
 * Runner credentials are refused even when listed.
 */

export type ChildKind = 'tool' | 'job';

/** Never passed to any child, whatever the lists say. */
const RUNNER_ONLY = /^(?:ACTIONS_|INPUT_|STATE_|RUNNER_TOKEN$|GITHUB_TOKEN$|GITHUB_(?:ENV|OUTPUT|STATE|PATH|STEP_SUMMARY)$)/;

const BASE_NAMES = new Set([
  'PATH',
  'HOME',
  'USER',
  'LOGNAME',
  'SHELL',
  'LANG',
  'LANGUAGE',
  'TZ',
  'TMPDIR',
  'TERM',
  'http_proxy',
  'https_proxy',
  'no_proxy',
  'all_proxy',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'ALL_PROXY',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  'REQUESTS_CA_BUNDLE',
  'CURL_CA_BUNDLE',
  'GIT_TERMINAL_PROMPT',
  'VIRTUAL_ENV'
]);
/** Locale, package installers (index URL, cache) and the Slurm clients' own settings. */
const BASE_PREFIXES = ['LC_', 'PIP_', 'UV_', 'SLURM_', 'SBATCH_', 'SALLOC_', 'SRUN_', 'SQUEUE_', 'SACCT_', 'SCONTROL_', 'SWEEPKIT_'];

/** The job contract: what the benchmark templates and srtctl read (specs/launcher.md §a.3, job-level env). */
const JOB_NAMES = new Set([
  'EXP_NAME',
  'RECIPE_FINGERPRINT',
  'IMAGE',
  'MODEL',
  'MODEL_PREFIX',
  'MODEL_NAME',
  'MODEL_PATH',
  'SERVED_MODEL_NAME',
  'FRAMEWORK',
  'PRECISION',
  'ISL',
  'OSL',
  'MAX_MODEL_LEN',
  'CONC',
  'CONC_LIST',
  'SPEC_DECODING',
  'DISAGG',
  'RUN_EVAL',
  'CONFIG_FILE',
  'REQUIRE_POWER',
  'POWER_PRODUCER_SHA',
  'SCENARIO_TYPE',
  'IS_AGENTIC',
  'IS_MULTINODE',
  'DURATION',
  'RESULT_FILENAME',
  'RESULT_DIR',
  'SCENARIO_SUBDIR',
  'RANDOM_RANGE_RATIO',
  'PP_SIZE',
  'DCP_SIZE',
  'PCP_SIZE',
  'GPU_COUNT',
  'GPU_METRICS_CSV',
  'AGENTIC_OUTPUT_DIR',
  'POWER_ARTIFACT_DIR',
  'POWER_RESULT_ROOT',
  'HUGGINGFACE_HUB_CACHE',
  'PYTHONDONTWRITEBYTECODE',
  'PYTHONPYCACHEPREFIX',
  'SQUASH_FILE',
  'TOTAL_CPU_DRAM_GB',
  'ROUTER_METADATA',
  'NUM_SPEC_TOKENS',
  'THINKING_MODE',
  'TP',
  'EP_SIZE',
  'DP_ATTENTION',
  'INFMAX_WORKSPACE',
  'RUNNER_NAME',
  'RUNNER_TYPE',
  'RUNNER_TEMP',
  'GITHUB_ACTIONS',
  'GITHUB_WORKSPACE',
  'GITHUB_RUN_ID',
  'GITHUB_RUN_ATTEMPT',
  'GITHUB_RUN_NUMBER',
  'GITHUB_REPOSITORY',
  'GITHUB_SHA',
  'GITHUB_REF',
  'GITHUB_REF_NAME',
  'GITHUB_SERVER_URL',
  'GITHUB_JOB',
  'GITHUB_WORKFLOW',
  // profile.yml: the launcher's profiling switch and MoE debug patch
  'PROFILE',
  'MOE_DEBUG',
  'MOE_DEBUG_LOG',
  // speedbench-al.yml: the collector script that replaces the throughput script, and its tunables
  'BENCH_SCRIPT_OVERRIDE',
  'MTP_LIST',
  'THINKING_MODES',
  'CATEGORY',
  'CHAT_TEMPLATE_KWARGS_ON',
  'OUT_YAML'
]);
const JOB_PREFIXES = [
  'PREFILL_',
  'DECODE_',
  'EVAL_',
  'SWEBENCH_',
  'KV_',
  'SYNTHETIC_ACCEPTANCE',
  'AIPERF_',
  'HF_',
  'MODAL_',
  'SRTCTL_',
  'SRTSLURM_',
  'SRT_',
  'DYNAMO_',
  'ENROOT_',
  'PYXIS_',
  // the engines' own settings, among them the profiler's (SGLANG_TORCH_PROFILER_DIR, VLLM_TORCH_PROFILER_DIR, VLLM_RPC_TIMEOUT)
  'SGLANG_',
  'VLLM_',
  'SPEEDBENCH_'
];

/** The variable a workflow lists extra names in (comma- or space-separated) for the job. */
export const EXTRA_JOB_ENV = 'SWEEPKIT_CHILD_ENV';

const allowed = (name: string, kind: ChildKind, extra: ReadonlySet<string>): boolean => {
  if (RUNNER_ONLY.test(name)) return false;
  if (BASE_NAMES.has(name) || BASE_PREFIXES.some((p) => name.startsWith(p))) return true;
  return kind === 'job' && (JOB_NAMES.has(name) || JOB_PREFIXES.some((p) => name.startsWith(p)) || extra.has(name));
};

/** Names that a runner sets for itself: left out without a mention. */
const RUNNER_OWN =
  /^(?:ACTIONS_|INPUT_|STATE_|GITHUB_|RUNNER_|JAVA_|ANDROID_|CHROME|DOTNET_|GOROOT|ImageOS|ImageVersion|AGENT_|NVM_|PIPX_|CONDA|XDG_|JOURNAL_|INVOCATION_ID|SYSTEMD_|SHLVL|_$|PWD$|OLDPWD$)/;

export interface ChildEnvironment {
  env: Record<string, string>;
  /** Variables the workflow set that the child does not get (names only), for one info line. */
  dropped: string[];
}

/** What a child of `kind` sees of `parent`: only allowed names with a value (see the module comment). */
export function childEnvironment(parent: Readonly<Record<string, string | undefined>>, kind: ChildKind): ChildEnvironment {
  const extra = new Set((parent[EXTRA_JOB_ENV] ?? '').split(/[\s,]+/).filter(Boolean));
  const env: Record<string, string> = {};
  const dropped: string[] = [];
  for (const [name, value] of Object.entries(parent)) {
    if (value === undefined) continue;
    if (allowed(name, kind, extra)) env[name] = value;
    else if (!RUNNER_OWN.test(name)) dropped.push(name);
  }
  return { env, dropped: dropped.sort() };
}
