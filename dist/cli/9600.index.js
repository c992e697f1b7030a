export const id = 9600;
export const ids = [9600];
export const modules = {

/***/ 1256:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EA: () => (/* binding */ parseIntVar),
/* harmony export */   Fm: () => (/* binding */ requirePower),
/* harmony export */   Hn: () => (/* binding */ isTrue),
/* harmony export */   LQ: () => (/* binding */ intVar),
/* harmony export */   NW: () => (/* binding */ isTrueWord),
/* harmony export */   QI: () => (/* binding */ requireVars),
/* harmony export */   gy: () => (/* binding */ envError)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2282);

/** A bad variable: one line naming it (the reference's SystemExit message alone), exit 1. */
const envError = (message, variable) => new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(message, { field: variable, code: 'bad-environment' });
/** Python `int(text)` of a variable; where the reference crashes, one line naming the variable. */
function parseIntVar(name, text) {
    const value = (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePyIntText */ .jE)(text);
    if (value === null)
        throw envError(`${name} must be an integer, got '${text}'`, name);
    return Number(value);
}
const TRUE_WORDS = new Set(['1', 'true', 'yes', 'on']);
const isTrueWord = (text) => TRUE_WORDS.has(text.toLowerCase());
/** Every listed variable must be set (an empty value counts as set); all missing ones in one message. */
function requireVars(env, names) {
    const missing = names.filter((n) => env[n] === undefined);
    if (missing.length)
        throw envError(`Missing required environment variables: ${missing.join(', ')}`, missing[0]);
}
/** A required variable as Python `int()` reads it. */
const intVar = (env, name) => parseIntVar(name, env[name] ?? '');
/** `IS_MULTINODE`/`DISAGG`-style switches as `process_result.py` reads them: exactly `true`, any case. */
const isTrue = (text) => (text ?? '').toLowerCase() === 'true';
const REQUIRE_WORDS = new Set(['1', 'true', 'yes']);
/** `REQUIRE_POWER`: invalid power fails the job (`1`, `true`, `yes`). */
const requirePower = (env) => REQUIRE_WORDS.has((env.REQUIRE_POWER ?? '').trim().toLowerCase());


/***/ }),

/***/ 4978:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BU: () => (/* binding */ jobVariables),
/* harmony export */   Qp: () => (/* binding */ templateVariables),
/* harmony export */   uM: () => (/* binding */ variableSource)
/* harmony export */ });
/* unused harmony export JOB_VARIABLES */
/* harmony import */ var _env_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1256);

const BOTH = ['single-node', 'multi-node'];
const SINGLE = ['single-node'];
const MULTI = ['multi-node'];
// Missing pp/dcp/pcp inputs of the multi-node template default to '1' (docs/matrix.md §9.3).
const ONE = ['pp', 'dcp-size', 'pcp-size'];
const pool = (role, key) => ({
    templates: MULTI,
    row: `${role}.${key}`,
    ...(ONE.includes(key) && { absent: { 'multi-node': '1' } })
});
/**
 * Every variable of a benchmark job, declared once: how the steps read it (kind, default), which
 * template sets it and from where. What each feeds and who else sets it is in variable-notes.ts
 * (kept out of the bundles); docs/job.md renders both.
 */
const JOB_VARIABLES = {
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
};
function jobVariables(env) {
    return {
        get(name) {
            const def = JOB_VARIABLES[name];
            const text = env[name];
            const fallback = def.default;
            switch (def.kind) {
                case 'strict-int':
                    return (0,_env_js__WEBPACK_IMPORTED_MODULE_0__/* .parseIntVar */ .EA)(name, text ?? (fallback === undefined ? '' : String(fallback)));
                case 'int':
                    return (text === undefined || text === '' ? fallback : (0,_env_js__WEBPACK_IMPORTED_MODULE_0__/* .parseIntVar */ .EA)(name, text));
                case 'bool':
                    return (text === undefined || text === '' ? fallback : (0,_env_js__WEBPACK_IMPORTED_MODULE_0__/* .isTrueWord */ .NW)(text));
                default:
                    return (text ?? (fallback === undefined ? undefined : String(fallback)));
            }
        }
    };
}
const DEFS = JOB_VARIABLES;
/** The variables a template's env block sets, in table order. */
const templateVariables = (template) => Object.keys(JOB_VARIABLES).filter((name) => DEFS[name].templates?.includes(template));
/** Where benchmark-env takes a variable from (undefined for a variable no template sets). */
const variableSource = (name) => DEFS[name];


/***/ }),

/***/ 3677:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ isMultiNode),
/* harmony export */   X: () => (/* binding */ SPEC_DECODINGS)
/* harmony export */ });
/**
 * The values a RESULT_FILENAME is made of (docs/naming.md §A.4/A.5), keyed with the matrix-row
 * vocabulary so that `parse(build(row))` can be compared with the row key by key.
 */
const SPEC_DECODINGS = ['none', 'mtp', 'draft_model'];
/** Like the matrix row: a name is multi-node exactly when it has a prefill pool. */
const isMultiNode = (fields) => 'prefill' in fields;


/***/ }),

/***/ 743:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HX: () => (/* binding */ BOOL),
/* harmony export */   I8: () => (/* binding */ INT),
/* harmony export */   ZJ: () => (/* binding */ RUNNER_NAME),
/* harmony export */   ZW: () => (/* binding */ RECIPE_PREFIX_LENGTH),
/* harmony export */   bP: () => (/* binding */ matchesWhole),
/* harmony export */   cN: () => (/* binding */ RECIPE_FINGERPRINT),
/* harmony export */   f7: () => (/* binding */ WORD),
/* harmony export */   m5: () => (/* binding */ EXP_NAME),
/* harmony export */   mB: () => (/* binding */ ARTIFACT_NAME_ILLEGAL)
/* harmony export */ });
/**
 * The token grammar of docs/naming.md §A.9, in one place: the builder validates values against it and
 * the parser reads names with it, so every name we build can be parsed back.
 */
/** Characters GitHub rejects in artifact names (upload-artifact's list). */
const ARTIFACT_NAME_ILLEGAL = /[":<>|*?\r\n\\/]/;
/** Canonical decimal, as GitHub renders a matrix number (no sign, no leading zeros). */
const INT = '(?:0|[1-9][0-9]*)';
const BOOL = '(?:true|false)';
const EXP_NAME = '[A-Za-z0-9._-]+';
/** Precision and framework sit between `_` separators, so they may not contain `_`. */
const WORD = '[A-Za-z0-9.-]+';
/** `runner.name` is `<pool>_<digits>` (every name in configs/runners.yaml). */
const RUNNER_NAME = '[a-z0-9-]+_[0-9]+';
const RECIPE_PREFIX_LENGTH = 16;
/** The matrix validator's form of recipe-fingerprint: a SHA-256 in lowercase hex. */
const RECIPE_FINGERPRINT = '[0-9a-f]{64}';
/** Matches all of `text` against one of the patterns above. */
const matchesWhole = (pattern, text) => new RegExp(`^(?:${pattern})$`).test(text);


/***/ }),

/***/ 3476:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cu: () => (/* binding */ jobDisplayNameFor),
/* harmony export */   Zw: () => (/* binding */ runsOnLabels),
/* harmony export */   de: () => (/* binding */ jobDisplayName),
/* harmony export */   kh: () => (/* binding */ parseJobName),
/* harmony export */   pV: () => (/* binding */ scheduledRunsOn)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);

/**
 * How a benchmark job presents itself, from its matrix row: the `runs-on` labels a
 * priority-scheduled fleet matches (`ci-job-<priority>-<token>`, `ci-attempt-<n>`,
 * `ci-skip-queue-pr-<pr>` next to the runner label) and the display name of the benchmark
 * templates (`p<priority> | dsr1 fp4 b200 sgl TP4/EP4 mtp c16 | eval`), which
 * `utils/calc_success_rate.py` reads the runner label back from.
 */
const text = (value) => typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
function required(row, key) {
    const value = text(row[key]);
    if (value === undefined || value === '')
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(`the matrix row has no '${key}'`, { code: 'bad-row' });
    return value;
}
/**
 * The job's `runs-on` labels: the runner label, then — when the row carries its CI priority
 * (`sweepkit ci-priority`) — `ci-job-<priority>-<queue-token>`, `ci-attempt-<run attempt>` (so a
 * re-run never matches a stale runner) and, with `skip-queue-pr`, `ci-skip-queue-pr-<pr>`.
 */
function runsOnLabels(row, runAttempt) {
    const labels = [required(row, 'runner')];
    const priority = text(row.priority);
    const token = text(row['queue-token']);
    if (priority === undefined || token === undefined)
        return labels;
    labels.push(`ci-job-${priority}-${token}`, `ci-attempt-${runAttempt}`);
    const skipQueue = text(row['skip-queue-pr']);
    if (skipQueue !== undefined)
        labels.push(`ci-skip-queue-pr-${skipQueue}`);
    return labels;
}
/**
 * The `runs-on` of a job from its `runsOnLabels`, as every priority-scored job of the reference
 * spells it: with the scheduler `[<self-hosted>, <runner>, ci-job-…, ci-attempt-…]`, else
 * `[<runner>]`. `sweepkit plan-jobs` and the ci-priority action both take it from here.
 */
const scheduledRunsOn = (labels, scheduler) => scheduler.priorityScheduler ? [scheduler.selfHostedLabel, ...labels].filter(Boolean) : labels.slice(0, 1);
const FRAMEWORK_ABBREVIATIONS = { sglang: 'sgl', 'dynamo-sglang': 'dyn-sgl', 'sglang-disagg': 'sgl-disagg' };
/** `TP<tp>[/PP<pp>][/DCP<dcp>][/PCP<pcp>][/EP<ep>][/DPA]`: each part only when it is not 1 (DPA when true). */
function topology(parallelism) {
    let out = `TP${text(parallelism.tp) ?? '?'}`;
    for (const [key, name] of [
        ['pp', 'PP'],
        ['dcp-size', 'DCP'],
        ['pcp-size', 'PCP'],
        ['ep', 'EP']
    ]) {
        const value = text(parallelism[key]);
        if (value !== undefined && value !== '1')
            out += `/${name}${value}`;
    }
    return parallelism['dp-attn'] === true ? `${out}/DPA` : out;
}
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/**
 * The benchmark templates' job name: `p<priority> | ` (only when the row has a priority), model
 * prefix, precision, runner label, framework (sglang → sgl), topology (multi-node
 * `<n>P (TP…) x <n>D (TP…)` when disaggregated), spec decoding, `<kv> KV offload` and its backend
 * when set, `c<conc>`
 * (`c4x8` for a multi-node list), then ` | eval-only` or ` | eval` — the job's (`mode`, the
 * template's eval-only and run-eval inputs), else the row's.
 */
const jobDisplayName = (row) => jobDisplayNameFor(row, {});
/** jobDisplayName of the job a row runs as, with the job's `eval-only`/`run-eval` inputs (`mode`). */
function jobDisplayNameFor(row, mode) {
    // A name is for people: a field the row lacks shows as '?' rather than failing the job.
    const part = (key) => text(row[key]) ?? '?';
    const framework = part('framework');
    const multiNode = isObject(row.prefill);
    // Multi node as the template writes it: `<n>P (TP…) x <n>D (TP…)` when disaggregated, else `(TP…)`.
    const disagg = text(row.disagg) === 'true';
    const workers = (pool, role) => (disagg ? `${text(pool['num-worker']) ?? '?'}${role} ` : '');
    const topo = multiNode
        ? `${workers(row.prefill, 'P')}(${topology(row.prefill)})` +
            (disagg && isObject(row.decode) ? ` x ${workers(row.decode, 'D')}(${topology(row.decode)})` : '')
        : topology(row);
    const spec = text(row['spec-decoding']);
    const kv = text(row['kv-offloading']);
    const backend = isObject(row['kv-offload-backend']) ? text(row['kv-offload-backend'].name) : undefined;
    const conc = Array.isArray(row.conc) ? row.conc.map(text).join('x') : part('conc');
    const parts = [
        part('model-prefix'),
        part('precision'),
        part('runner'),
        FRAMEWORK_ABBREVIATIONS[framework] ?? framework,
        topo,
        spec && spec !== 'none' ? spec : '',
        kv && kv !== 'none' ? `${kv} KV offload` : '',
        backend && backend !== 'none' && backend !== 'default' ? backend : '',
        `c${conc}`
    ];
    const priority = text(row.priority);
    const evalOnly = mode.evalOnly ?? row['eval-only'] === true;
    const suffix = evalOnly ? ' | eval-only' : (mode.runEval ?? row['run-eval'] === true) ? ' | eval' : '';
    return `${priority === undefined ? '' : `p${priority} | `}${parts.filter(Boolean).join(' ')}${suffix}`;
}
const JOB_NAME = /^(?:p(-?\d+\.\d+) \| )?(\S+) +(\S+) +(\S+) +(\S+) +(.*?) *c(\d+(?:x\d+)*|\?)(?: \| (eval-only|eval))?$/;
/** The fields of a job display name (the inverse of `jobDisplayName`, tolerant of repeated spaces). */
function parseJobName(name) {
    const m = JOB_NAME.exec(name.trim());
    if (!m)
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(`not a benchmark job name ('p<priority> | <model> <precision> <runner> <framework> <topology> … c<conc>'): ${name}`, {
            code: 'bad-job-name'
        });
    return {
        priority: m[1] ?? null,
        'model-prefix': m[2],
        precision: m[3],
        runner: m[4],
        framework: m[5],
        details: m[6],
        conc: m[7] === '?' ? [] : m[7].split('x').map(Number),
        mode: m[8] ?? 'benchmark'
    };
}


/***/ }),

/***/ 1813:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  J: () => (/* binding */ computeResultNames),
  M: () => (/* binding */ namesObject)
});

;// CONCATENATED MODULE: ./packages/naming/src/artifacts.ts
const benchmark = (job) => !job.evalOnly && !job.agentic;
const evals = (job) => job.runEval || job.evalOnly;
const always = () => true;
const evalPrefix = (job) => (job.evalOnly ? 'eval_' : '');
/**
 * The upload steps of each template in workflow order (docs/naming.md §A.7). The asymmetries are the
 * reference's: single node repeats the exp-name in `eval_E_R` and uploads agentic artifacts even
 * for eval-only rows; multi node gates `bmk_agentic_R` on not eval-only and says `eval_R`.
 */
const SINGLE_NODE = [
    { role: 'result', step: 'Upload result', runs: benchmark, name: (r) => `bmk_${r}` },
    { role: 'agentic-result', step: 'Upload agentic aggregated result', runs: (job) => job.agentic, name: (r) => `bmk_agentic_${r}` },
    { role: 'agentic-raw', step: 'Upload agentic raw results', runs: (job) => job.agentic, name: (r) => `agentic_${r}` },
    { role: 'server-logs', step: 'Upload server logs', runs: always, name: (r, _e, job) => `${evalPrefix(job)}server_logs_${r}` },
    { role: 'gpu-metrics', step: 'Upload GPU metrics', runs: always, name: (r, _e, job) => `${evalPrefix(job)}gpu_metrics_${r}` },
    { role: 'power-audit', step: 'Upload power audit bundle', runs: benchmark, name: (r) => `power_audit_${r}` },
    { role: 'eval-results', step: 'Upload eval results (if any)', runs: evals, name: (r, e) => `eval_${e}_${r}` }
];
const MULTI_NODE = [
    { role: 'result', step: 'Upload result', runs: benchmark, name: (r) => `bmk_${r}` },
    { role: 'power-audit', step: 'Upload power audit bundle', runs: benchmark, name: (r) => `power_audit_${r}` },
    { role: 'server-logs', step: 'Upload server logs', runs: always, name: (r) => `multinode_server_logs_${r}` },
    { role: 'agentic-result', step: 'Upload agentic aggregated result', runs: (job) => job.agentic && !job.evalOnly, name: (r) => `bmk_agentic_${r}` },
    { role: 'agentic-raw', step: 'Upload agentic raw results', runs: (job) => job.agentic, name: (r) => `agentic_${r}` },
    { role: 'eval-results', step: 'Upload eval results (if any)', runs: evals, name: (r) => `eval_${r}` }
];
/** Every role, for outputs that exist whether or not this job uploads them. */
const ARTIFACT_ROLES = SINGLE_NODE.map((upload) => upload.role);
/** The artifacts a job uploads on the success path, in workflow order. */
function artifactNames(resultFilename, expName, multiNode, job) {
    return (multiNode ? MULTI_NODE : SINGLE_NODE)
        .filter((upload) => upload.runs(job))
        .map((upload) => ({ role: upload.role, step: upload.step, name: upload.name(resultFilename, expName, job) }));
}

// EXTERNAL MODULE: ./packages/naming/src/template-variables.ts
var template_variables = __webpack_require__(5926);
;// CONCATENATED MODULE: ./packages/naming/src/env-source.ts

/**
 * The variables as the templates' `env:` blocks set them. The multi-node template is recognised by
 * its worker-pool variables (`PREFILL_TP`, `DECODE_NUM_WORKERS`, …).
 */
function envSource(env) {
    return {
        multiNode: (0,template_variables/* poolVariableNames */.TN)().some((name) => Boolean(env[name])),
        text: (variable) => env[variable],
        label: (variable) => variable
    };
}

// EXTERNAL MODULE: ./packages/naming/src/fields.ts
var src_fields = __webpack_require__(3677);
;// CONCATENATED MODULE: ./packages/naming/src/format.ts

const parallelism = (p, dpToken) => `tp${p.tp}-pp${p.pp}-dcp${p['dcp-size']}-pcp${p['pcp-size']}-ep${p.ep}-${dpToken}${p['dp-attn']}`;
const worker = (role, pool) => `${role}-${parallelism(pool, 'dp')}-nw${pool['num-worker']}`;
/**
 * RESULT_FILENAME_BASE exactly as the templates concatenate it (docs/naming.md §A.4 single node, A.5
 * multi node — note `-dpa<bool>` there versus `-dp<bool>-nw<n>` per worker pool here).
 */
function formatResultFilenameBase(fields) {
    const topology = (0,src_fields/* isMultiNode */.S)(fields) ? `${worker('prefill', fields.prefill)}_${worker('decode', fields.decode)}` : parallelism(fields, 'dpa');
    const conc = (0,src_fields/* isMultiNode */.S)(fields) ? fields.conc.join('x') : String(fields.conc);
    return (`${fields['exp-name']}_${fields.precision}_${fields.framework}_${topology}` +
        `_disagg-${fields.disagg}_spec-${fields['spec-decoding']}_conc${conc}_${fields['runner-name']}`);
}
/** RESULT_FILENAME: the base plus `_recipe-<16 hex>` when the row has a fingerprint. */
function formatResultFilename(fields) {
    const base = formatResultFilenameBase(fields);
    return fields.recipe ? `${base}_recipe-${fields.recipe}` : base;
}

// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/naming/src/grammar.ts
var grammar = __webpack_require__(743);
;// CONCATENATED MODULE: ./packages/naming/src/profile.ts



/**
 * profile.yml's RESULT_FILENAME, spelled as its launch step writes it (not the benchmark
 * templates' name): `<exp>_<precision>_<framework>_tp<T>-pp<P>-dcp<D>-pcp<C>_ep<E>_dpa_<bool>_conc<N>_<runner>`.
 */
function formatProfileResultFilename(fields) {
    if ((0,src_fields/* isMultiNode */.S)(fields))
        throw new errors/* SweepkitError */.R0('a profiling run is single-node: the row has prefill and decode pools', { code: 'profile-multinode' });
    const f = fields;
    return `${f['exp-name']}_${f.precision}_${f.framework}_tp${f.tp}-pp${f.pp}-dcp${f['dcp-size']}-pcp${f['pcp-size']}_ep${f.ep}_dpa_${f['dp-attn']}_conc${f.conc}_${f['runner-name']}`;
}
const PROFILE_NAME = new RegExp(`^(${grammar/* EXP_NAME */.m5})_(${grammar/* WORD */.f7})_(${grammar/* WORD */.f7})_tp(${grammar/* INT */.I8})-pp(${grammar/* INT */.I8})-dcp(${grammar/* INT */.I8})-pcp(${grammar/* INT */.I8})_ep(${grammar/* INT */.I8})_dpa_(${grammar/* BOOL */.HX})_conc(${grammar/* INT */.I8})_(${grammar/* RUNNER_NAME */.ZJ})$`);
/** The fields of a profile RESULT_FILENAME; undefined when the name is not one. */
function parseProfileResultFilename(name) {
    const g = PROFILE_NAME.exec(name);
    if (!g)
        return undefined;
    return {
        'exp-name': g[1],
        precision: g[2],
        framework: g[3],
        tp: Number(g[4]),
        pp: Number(g[5]),
        'dcp-size': Number(g[6]),
        'pcp-size': Number(g[7]),
        ep: Number(g[8]),
        'dp-attn': g[9] === 'true',
        conc: Number(g[10]),
        'runner-name': g[11]
    };
}
/** The trace's folder in the storage repository and its title in Perfetto (profile.yml's push step). */
const profileTraceTitle = (f) => `${f['exp-name']}_${f.precision}_tp${f.tp}_pp${f.pp}_dcp${f['dcp-size']}_pcp${f['pcp-size']}_ep${f.ep}_conc${f.conc}`;
/** The artifact names profile.yml uploads the traces under. */
const profileArtifactNames = (resultFilename) => ({
    trace: `profile_${resultFilename}`,
    tp0Decode: `profile_${resultFilename}_TP0_DECODE`,
    tp0Extend: `profile_${resultFilename}_TP0_EXTEND`,
    moeDebug: `moe_debug_${resultFilename}`
});
const MERGED = /^merged-(.+)\.trace\.json\.gz$/;
/**
 * profile.yml's trace lookup: the run's trace, and for SGLang the TP-0 decode and extend traces
 * beside the newest merged trace (by modification time) in `profiles/`.
 */
function findProfileTraces(fs, resultFilename, framework) {
    const trace = `profile_${resultFilename}.trace.json.gz`;
    if (!fs.isFile(trace))
        return {};
    const out = { trace };
    if (framework !== 'sglang' || !fs.isDirectory('profiles'))
        return out;
    const merged = fs
        .list('profiles')
        .filter((name) => MERGED.test(name) && fs.isFile(`profiles/${name}`))
        .map((name) => ({ name, mtime: fs.mtimeMs(`profiles/${name}`) }))
        .sort((a, b) => b.mtime - a.mtime)[0];
    if (!merged)
        return out;
    const stamp = MERGED.exec(merged.name)[1];
    const decode = `profiles/${stamp}-TP-0-DECODE.trace.json.gz`;
    const extend = `profiles/${stamp}-TP-0-EXTEND.trace.json.gz`;
    if (fs.isFile(decode))
        out.tp0Decode = decode;
    if (fs.isFile(extend))
        out.tp0Extend = extend;
    return out;
}
/** Python's `urllib.parse.quote(text, safe="")`: encodeURIComponent, plus the five it leaves. */
const quoteAll = (text) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
/** Where profile.yml stores a trace in the storage repository, and the commit that adds it. */
function traceStoragePlan(fields, run) {
    const title = profileTraceTitle(fields);
    const f = fields;
    return {
        path: `profiles/${run.sha}/${run.runnerType}/${f.framework}/${title}/trace.json.gz`,
        title,
        message: `Add profile: ${run.sha} ${f['exp-name']} tp${f.tp} pp${f.pp} dcp${f['dcp-size']} pcp${f['pcp-size']} ep${f.ep} conc${f.conc}`
    };
}
/**
 * The stored trace's raw URL: raw.githubusercontent.com on github.com, the server's `/raw/` path
 * elsewhere (GitHub Enterprise).
 */
function rawTraceUrl(serverUrl, repository, sha, path) {
    const server = serverUrl.replace(/\/+$/, '');
    return server === 'https://github.com' ? `https://raw.githubusercontent.com/${repository}/${sha}/${path}` : `${server}/${repository}/raw/${sha}/${path}`;
}
/** The Perfetto relay link that opens the trace: `<relay>/?src=<raw url>&title=<title>`, both quoted. */
const perfettoRelayUrl = (relay, rawUrl, title) => `${relay.replace(/\/+$/, '')}/?src=${quoteAll(rawUrl)}&title=${quoteAll(title)}`;
/**
 * profile.yml after the launcher: find the traces, and with a storage repository push the trace
 * there and build its links. A run without a trace is a warning, as in the reference.
 */
async function publishProfileTrace(fs, request) {
    const traces = findProfileTraces(fs, request.resultFilename, request.framework);
    const result = { traces, artifacts: profileArtifactNames(request.resultFilename), warnings: [] };
    if (!traces.trace) {
        result.warnings.push(`Profile trace not found: profile_${request.resultFilename}.trace.json.gz`);
        return result;
    }
    if (!request.storage)
        return result;
    const fields = parseProfileResultFilename(request.resultFilename);
    if (!fields) {
        throw new SweepkitError(`RESULT_FILENAME is not a profile name (<exp>_<precision>_<framework>_tp<T>-pp<P>-dcp<D>-pcp<C>_ep<E>_dpa_<bool>_conc<N>_<runner>): ${request.resultFilename}`, { field: 'result-filename', code: 'profile-name' });
    }
    const plan = traceStoragePlan(fields, { sha: request.sha, runnerType: request.runnerType });
    const sha = await request.storage.push(traces.trace, plan.path, plan.message);
    const rawUrl = rawTraceUrl(request.serverUrl, request.storage.repository, sha, plan.path);
    result.stored = { sha, rawUrl, title: plan.title, ...(request.relayUrl ? { relayUrl: perfettoRelayUrl(request.relayUrl, rawUrl, plan.title) } : {}) };
    return result;
}

;// CONCATENATED MODULE: ./packages/naming/src/field-reader.ts


const show = (text) => JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);
/**
 * Reads and checks template variables, collecting one error per bad variable so a user sees every
 * problem at once. Each check returns a placeholder on failure; `finish()` throws if any failed,
 * so no name is ever built from a bad value (no `tpundefined`, no `spec-`).
 */
class FieldReader {
    source;
    errors = [];
    constructor(source) {
        this.source = source;
    }
    value(variable) {
        return { text: this.source.text(variable), label: this.source.label(variable) };
    }
    fail(label, problem, code) {
        this.errors.push(new errors/* SweepkitError */.R0(`${label} ${problem}`, { field: label, code }));
    }
    /** A required value, free of characters GitHub rejects in artifact names; undefined when it is not. */
    required({ text, label }) {
        if (!text) {
            this.fail(label, text === undefined ? 'is not set' : 'is empty', 'missing-value');
            return undefined;
        }
        const illegal = grammar/* ARTIFACT_NAME_ILLEGAL */.mB.exec(text);
        if (!illegal)
            return text;
        this.fail(label, `contains ${JSON.stringify(illegal[0])}, which GitHub does not allow in artifact names: ${show(text)}`, 'illegal-character');
        return undefined;
    }
    /** A required text that must match `pattern` (a token of the A.9 grammar). */
    token(value, pattern, form) {
        const text = this.required(value);
        if (text !== undefined && !(0,grammar/* matchesWhole */.bP)(pattern, text))
            this.fail(value.label, `must be ${form}, got ${show(text)}`, 'bad-token');
        return text ?? '';
    }
    int(variable) {
        return Number(this.token(this.value(variable), grammar/* INT */.I8, 'a non-negative integer') || 0);
    }
    bool(variable) {
        return this.token(this.value(variable), grammar/* BOOL */.HX, 'true or false') === 'true';
    }
    /** An optional boolean: absent or empty means false. */
    flag(variable) {
        const value = this.value(variable);
        return value.text ? this.bool(variable) : false;
    }
    choice(variable, choices, why) {
        const value = this.value(variable);
        const text = this.required(value);
        if (text !== undefined && !choices.includes(text))
            this.fail(value.label, `must be one of ${choices.join(', ')} (${why}), got ${show(text)}`, 'bad-choice');
        return (text ?? '');
    }
    /** Throws every collected error (one, or all of them together). */
    finish() {
        if (this.errors.length === 1)
            throw this.errors[0];
        if (this.errors.length > 1)
            throw new errors/* SweepkitErrors */.AK(this.errors);
    }
}

;// CONCATENATED MODULE: ./packages/naming/src/read-fields.ts




function readParallelism(reader, variable, ep, dpAttn) {
    return {
        tp: reader.int(variable('TP')),
        pp: reader.int(variable('PP_SIZE')),
        'dcp-size': reader.int(variable('DCP_SIZE')),
        'pcp-size': reader.int(variable('PCP_SIZE')),
        ep: reader.int(variable(ep)),
        'dp-attn': reader.bool(variable(dpAttn))
    };
}
function readPool(reader, role) {
    const variable = (suffix) => `${role}_${suffix}`;
    return { ...readParallelism(reader, variable, 'EP', 'DP_ATTN'), 'num-worker': reader.int(variable('NUM_WORKERS')) };
}
function readConcList(reader) {
    const { text, label } = reader.value(template_variables/* CONC_VARIABLE */.lM.multi);
    const words = text?.trim() ? text.trim().split(/\s+/) : [text?.trim()];
    return words.map((word) => Number(reader.token({ text: word, label }, grammar/* INT */.I8, 'a list of non-negative integers') || 0));
}
/** `${RECIPE_FINGERPRINT:0:16}`, after checking it is the SHA-256 the matrix validator requires. */
function readRecipe(reader) {
    const value = reader.value('RECIPE_FINGERPRINT');
    if (!value.text)
        return '';
    return reader.token(value, grammar/* RECIPE_FINGERPRINT */.cN, '64 lowercase hex characters (a SHA-256) or empty').slice(0, grammar/* RECIPE_PREFIX_LENGTH */.ZW);
}
/**
 * Every value of the name, checked against the grammar of docs/naming.md §A.9, plus the job kind that
 * decides the artifact names. Throws (all problems at once) instead of returning a partial result.
 */
function readNameFields(source, runner) {
    const reader = new FieldReader(source);
    const common = {
        'exp-name': reader.token(reader.value('EXP_NAME'), grammar/* EXP_NAME */.m5, 'letters, digits, ".", "_" and "-"'),
        precision: reader.token(reader.value('PRECISION'), grammar/* WORD */.f7, 'letters, digits, "." and "-" (no "_")'),
        framework: reader.token(reader.value('FRAMEWORK'), grammar/* WORD */.f7, 'letters, digits, "." and "-" (no "_")')
    };
    const topology = source.multiNode
        ? { prefill: readPool(reader, 'PREFILL'), decode: readPool(reader, 'DECODE') }
        : readParallelism(reader, (suffix) => suffix, 'EP_SIZE', 'DP_ATTENTION');
    const rest = {
        disagg: reader.bool('DISAGG'),
        'spec-decoding': reader.choice('SPEC_DECODING', src_fields/* SPEC_DECODINGS */.X, 'the spec-decoding values the config schema allows'),
        conc: source.multiNode ? readConcList(reader) : reader.int(template_variables/* CONC_VARIABLE */.lM.single),
        'runner-name': reader.token(runner, grammar/* RUNNER_NAME */.ZJ, '<pool>_<digits> like b200-dgxc_01 (the runner name, not its label)'),
        recipe: readRecipe(reader)
    };
    const job = {
        agentic: source.text('SCENARIO_TYPE') === template_variables/* AGENTIC_SCENARIO */.NW,
        evalOnly: reader.flag('EVAL_ONLY'),
        runEval: reader.flag('RUN_EVAL')
    };
    reader.finish();
    return { fields: { ...common, ...topology, ...rest }, job };
}

// EXTERNAL MODULE: ./packages/naming/src/row-source.ts
var row_source = __webpack_require__(1126);
;// CONCATENATED MODULE: ./packages/naming/src/result-names.ts






/** RESULT_FILENAME and every artifact name of one benchmark job: what the CLI and the action print. */
function computeResultNames(request) {
    const source = request.row ? (0,row_source/* rowSource */.Kz)(request.row, { evalOnly: request.evalOnly, runEval: request.runEval }) : envSource(request.env);
    const runner = request.runnerName !== undefined ? { text: request.runnerName, label: 'the runner name' } : { text: request.env.RUNNER_NAME, label: 'RUNNER_NAME' };
    const { fields, job } = readNameFields(source, runner);
    if (request.profile) {
        const profileName = formatProfileResultFilename(fields);
        return { fields, resultFilenameBase: profileName, resultFilename: profileName, artifacts: [] };
    }
    const resultFilename = formatResultFilename(fields);
    return {
        fields,
        resultFilenameBase: formatResultFilenameBase(fields),
        resultFilename,
        artifacts: artifactNames(resultFilename, fields['exp-name'], source.multiNode, job)
    };
}
/** The artifact names as one JSON-able object, role → name, in upload order (the `names` output). */
const namesObject = (artifacts) => Object.fromEntries(artifacts.map((artifact) => [artifact.role, artifact.name]));


/***/ }),

/***/ 1126:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kz: () => (/* binding */ rowSource),
/* harmony export */   PF: () => (/* binding */ jobEvalMode),
/* harmony export */   xB: () => (/* binding */ RUN_EVAL_OPTION),
/* harmony export */   xK: () => (/* binding */ rowFromJson)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);
/* harmony import */ var _template_variables_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5926);


/** A matrix row from JSON text (`toJson(matrix.config)`); `label` names where it came from. */
function rowFromJson(text, label) {
    let row;
    let inexact;
    try {
        // A number past 2^53 would lose digits silently (conc 9007199254740993 → …992): refuse it.
        row = JSON.parse(text, (key, value) => {
            if (typeof value === 'number' && Number.isInteger(value) && !Number.isSafeInteger(value))
                inexact ??= key;
            return value;
        });
    }
    catch (error) {
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(`${label} is not valid JSON: ${(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .jsonErrorMessage */ .Y_)(error)}`, { code: 'bad-row' });
    }
    if (inexact !== undefined) {
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(`${label}: '${inexact}' is an integer beyond 2^53, which cannot be carried exactly`, { code: 'bad-row' });
    }
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(`${label} must be a JSON object (one matrix row), got ${Array.isArray(row) ? 'an array' : JSON.stringify(row)}`, {
            code: 'bad-row'
        });
    }
    return row;
}
/** GitHub's rendering of a matrix value into a string input: numbers in decimal, booleans as words. */
function render(value) {
    if (value === undefined || value === null)
        return undefined;
    if (typeof value === 'string')
        return value;
    if (typeof value === 'number' || typeof value === 'boolean')
        return String(value);
    return JSON.stringify(value);
}
/** `toJson(value)` as GitHub writes it (2-space indent); nothing for an absent value, as `x && toJson(x) || ''`. */
const prettyJson = (value) => (value === undefined || value === null ? undefined : JSON.stringify(value, null, 2));
/** A list as the templates join it (`CONC_LIST`, `EVAL_CONC`): the values separated by spaces. */
const renderList = (value) => Array.isArray(value) ? value.map((v) => (typeof v === 'number' ? String(v) : JSON.stringify(v))).join(' ') : render(value);
function lookup(row, path) {
    let value = row;
    for (const key of path)
        value = typeof value === 'object' && value !== null ? value[key] : undefined;
    return value;
}
/** The `run-eval` input of benchmark-env and result-filename: the template's run-eval, or the row's. */
const RUN_EVAL_OPTION = {
    kind: 'string',
    choices: ['row', 'true', 'false'],
    default: 'row',
    help: "whether the job runs the row's eval after its benchmark: `row` (the row's run-eval), `true`, or `false` (what throughput families pass, so each eval runs once, in its eval family); eval-only implies it"
};
/** A job's eval mode from its `eval-only` and `run-eval` inputs: what they leave unset is the row's. */
const jobEvalMode = (values) => ({
    evalOnly: values['eval-only'] || undefined,
    runEval: values['run-eval'] === undefined || values['run-eval'] === 'row' ? undefined : values['run-eval'] === 'true'
});
/**
 * The template variables of a matrix row, as run-sweep.yml's `with:` blocks pass them: the
 * multi-node template iff the row has `prefill`; agentic rows pass ISL/OSL/MAX_MODEL_LEN 0 and
 * (single node) DISAGG 'false'; multi-node agentic jobs run CONC = the first concurrency (their
 * evals `eval-conc`). Every other variable is its row key in the job table, rendered as GitHub does.
 */
function rowSource(row, options = {}) {
    const multiNode = 'prefill' in row;
    const agentic = row['scenario-type'] === _template_variables_js__WEBPACK_IMPORTED_MODULE_1__/* .AGENTIC_SCENARIO */ .NW;
    const evalOnly = options.evalOnly ?? row['eval-only'] === true;
    const runEval = options.runEval ?? row['run-eval'] === true;
    const pathOf = (variable) => (0,_template_variables_js__WEBPACK_IMPORTED_MODULE_1__/* .rowKeyPath */ .DP)(variable) ?? [variable];
    const value = (variable) => lookup(row, pathOf(variable));
    // The job table's rules (docs/job.md); every other variable is its row key as is.
    const rules = {
        EVAL_ONLY: () => String(evalOnly),
        RUN_EVAL: () => String(evalOnly || runEval),
        // run-sweep passes these as `toJson(matrix.config.…)`: GitHub's pretty JSON, 2-space indent.
        KV_OFFLOAD_BACKEND_METADATA: () => prettyJson(value('KV_OFFLOAD_BACKEND_METADATA')),
        ROUTER_METADATA: () => prettyJson(value('ROUTER_METADATA')),
        SCENARIO_TYPE: () => render(value('SCENARIO_TYPE')) ?? 'fixed-seq-len',
        IS_AGENTIC: () => (agentic ? '1' : '0'),
        SCENARIO_SUBDIR: () => (agentic ? 'agentic/' : 'fixed_seq_len/'),
        DISAGG: () => (agentic && !multiNode ? 'false' : render(value('DISAGG'))),
        ISL: () => (agentic ? '0' : render(value('ISL'))),
        OSL: () => (agentic ? '0' : render(value('OSL'))),
        MAX_MODEL_LEN: () => (agentic ? '0' : render(value('MAX_MODEL_LEN'))),
        CONC: () => {
            if (!multiNode)
                return render(value('CONC'));
            // The template's conc input is the agentic batch's; throughput jobs leave it empty.
            if (!agentic)
                return '';
            const evalConc = render(row['eval-conc']);
            return evalOnly && evalConc !== undefined ? evalConc : renderList(value('CONC'))?.split(' ')[0];
        },
        CONC_LIST: () => renderList(value('CONC_LIST')),
        EVAL_CONC: () => (row['eval-all-concs'] === true ? renderList(row.conc) : render(value('EVAL_CONC')))
    };
    return {
        multiNode,
        text: (variable) => (rules[variable] ? rules[variable]() : render(value(variable))),
        label: (variable) => `matrix row key '${pathOf(variable).join('.')}'`
    };
}


/***/ }),

/***/ 5926:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DP: () => (/* binding */ rowKeyPath),
/* harmony export */   Fe: () => (/* binding */ POOL_ROLES),
/* harmony export */   NW: () => (/* binding */ AGENTIC_SCENARIO),
/* harmony export */   TN: () => (/* binding */ poolVariableNames),
/* harmony export */   lM: () => (/* binding */ CONC_VARIABLE)
/* harmony export */ });
/* harmony import */ var _job_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4978);

/** The worker pools of a multi-node row: `PREFILL_<suffix>` / `DECODE_<suffix>` variables, `prefill` / `decode` row keys. */
const POOL_ROLES = { PREFILL: 'prefill', DECODE: 'decode' };
/** Single node uses `CONC`; multi node `CONC_LIST` (space-separated, joined with `x` in the name). */
const CONC_VARIABLE = { single: 'CONC', multi: 'CONC_LIST' };
const AGENTIC_SCENARIO = 'agentic-coding';
/** The matrix-row key path a variable is read from (the job table's `row`), e.g. `PREFILL_TP` → `prefill.tp`. */
function rowKeyPath(variable) {
    const source = (0,_job_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .variableSource */ .uM)(variable);
    return source?.row?.split('.');
}
/** Every `PREFILL_*`/`DECODE_*` variable the multi-node template sets from a worker pool. */
const poolVariableNames = () => (0,_job_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .templateVariables */ .Qp)('multi-node').filter((name) => Object.values(POOL_ROLES).includes(rowKeyPath(name)?.[0]));


/***/ })

};
