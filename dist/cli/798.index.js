export const id = 798;
export const ids = [798];
export const modules = {

/***/ 5798:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _packages_agentic_src_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3887);
/* harmony import */ var _packages_agentic_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3555);
/* harmony import */ var _packages_agentic_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2433);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6132);



const REQUIRE_WORDS = new Set(['1', 'true', 'yes']);
/** `sweepkit power-adapter --result-dir D --agg-result F [--expected-num-gpus N] [--require-power]`. */
const powerAdapter = (argv, io) => {
    const { values } = (0,_options_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCommandArgs */ .Q)(_packages_agentic_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .POWER_ADAPTER_COMMAND */ .Ci, argv, io);
    const { outcome, failed } = (0,_packages_agentic_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .runPowerAdapter */ .aH)((0,_packages_agentic_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .nodeArtifactFs */ .C)(io.cwd), {
        resultDir: values['result-dir'],
        aggResult: values['agg-result'],
        expectedNumGpus: values['expected-num-gpus'],
        requirePower: values['require-power'] === true || REQUIRE_WORDS.has((io.env.REQUIRE_POWER ?? '').toLowerCase()),
        timeZone: io.env.TZ || undefined
    });
    const { stream, line } = (0,_packages_agentic_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .powerLogLine */ .yt)(outcome, values['agg-result']);
    io[stream](`${line}\n`);
    return failed ? 1 : 0;
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (powerAdapter);


/***/ }),

/***/ 3555:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B7: () => (/* binding */ VALIDATE_AGENTIC_COMMAND),
/* harmony export */   Ci: () => (/* binding */ POWER_ADAPTER_COMMAND),
/* harmony export */   Y3: () => (/* binding */ aggregationEnv),
/* harmony export */   sL: () => (/* binding */ failedRequestThreshold),
/* harmony export */   wn: () => (/* binding */ AGGREGATE_AGENTIC_COMMAND)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6713);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6987);


const THRESHOLD = {
    kind: 'string',
    metavar: 'X',
    default: '0.10',
    help: "largest allowed fraction of failed requests (0..1) in aiperf's own aggregate"
};
/** An input that stands for one of the declared variables (variables.ts): empty keeps the variable. */
const variable = (env, help) => ({
    kind: 'string',
    env,
    help: `${help} (default: $${env})`
});
/**
 * `sweepkit aggregate-agentic` and the aggregate-agentic action. The aggregation reads the
 * reference's environment variables; each option here sets one of them (on the command line a
 * flag, in the action an input), and falls back to the variable when not given.
 */
const AGGREGATE_AGENTIC_COMMAND = {
    cli: 'aggregate-agentic',
    action: 'aggregate-agentic',
    description: 'Aggregate the aiperf agentic artifacts of a benchmark point into the result JSON, byte-identical to the reference. ' +
        'Every option sets the environment variable it names (RESULT_FILENAME and KV_OFFLOADING are required); the action also adds power metrics and gates the run.',
    options: {
        'result-dir': variable('RESULT_DIR', 'folder holding aiperf_artifacts/ (and server.log, gpu_metrics.csv); else `results`'),
        'output-dir': variable('AGENTIC_OUTPUT_DIR', 'folder the aggregate is written to; else the working directory'),
        'result-filename': variable('RESULT_FILENAME', 'name of the aggregate without .json (set by the result-filename action)'),
        'runner-type': variable('RUNNER_TYPE', 'runner label written as `hw`'),
        conc: variable('CONC', 'concurrency of the point'),
        image: variable('IMAGE', 'serving image'),
        model: variable('MODEL', 'model id'),
        'model-prefix': variable('MODEL_PREFIX', 'model prefix written as `infmax_model_prefix`'),
        framework: variable('FRAMEWORK', 'serving framework (also picks the server-metrics adapter)'),
        precision: variable('PRECISION', 'precision'),
        'spec-decoding': variable('SPEC_DECODING', 'speculative decoding (`none`, `mtp`, `draft_model`); else `none`'),
        'recipe-fingerprint': variable('RECIPE_FINGERPRINT', 'recipe fingerprint (64 hex)'),
        tp: variable('TP', 'tensor parallelism (single node); multi-node shapes come from the PREFILL_*/DECODE_* variables'),
        'kv-offloading': variable('KV_OFFLOADING', 'KV offloading (`none`, `dram`, …), required by the aggregate'),
        'failed-request-threshold': { ...THRESHOLD, only: 'action', help: `${THRESHOLD.help}; \`none\` skips the gate` },
        power: { kind: 'flag', only: 'action', default: true, help: 'integrate GPU telemetry (gpu_metrics.csv) over the benchmark window on single node' },
        'require-power': { kind: 'flag', only: 'action', default: false, help: 'fail when power metrics are invalid (missing telemetry, gaps, wrong GPU count)' }
    }
};
/** The variables the aggregation reads: `env` with every option that was given (or fell back) in its variable. */
function aggregationEnv(values, env) {
    const variables = { ...env };
    for (const [name, def] of Object.entries(AGGREGATE_AGENTIC_COMMAND.options)) {
        const value = values[name];
        if (def.env && typeof value === 'string')
            variables[def.env] = value;
    }
    return variables;
}
/** `sweepkit validate-agentic ARTIFACT_DIR`, a drop-in for the reference's validity gate. */
const VALIDATE_AGENTIC_COMMAND = {
    cli: 'validate-agentic',
    description: "Fail when aiperf's request error rate (profile_export_aiperf.json) exceeds the threshold.",
    options: { 'failed-request-threshold': THRESHOLD }
};
/**
 * The gate's threshold from its option text; `none` (allowed where `allowNone`) skips the gate.
 * On the command line the reference's argparse texts, in the action the input's.
 */
function failedRequestThreshold(text, allowNone) {
    if (allowNone && text.trim() === 'none')
        return undefined;
    const parsed = (0,_validate_js__WEBPACK_IMPORTED_MODULE_0__/* .parseThreshold */ .B7)(text);
    if (typeof parsed === 'number')
        return parsed;
    const name = 'failed-request-threshold';
    throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .OptionError */ .eR(`{${name}} must be a number between 0 and 1, got '${text}'`, (d) => d.name(name) === `--${name}`
        ? parsed === 'invalid'
            ? `argument --${name}: invalid float value: '${text}'`
            : `--${name} must be between 0 and 1`
        : `${d.name(name)} must be a number between 0 and 1, got '${text}'`);
}
/** `sweepkit power-adapter`, a drop-in for the reference's power adapter. */
const POWER_ADAPTER_COMMAND = {
    cli: 'power-adapter',
    description: "Integrate GPU power telemetry over aiperf's profiling window and patch the agentic aggregate.",
    options: {
        'result-dir': { kind: 'string', required: true, help: 'folder with aiperf_artifacts/ and gpu_metrics.csv' },
        'agg-result': { kind: 'string', required: true, help: 'the aggregate JSON to patch' },
        'expected-num-gpus': { kind: 'int', help: 'GPUs the telemetry must show (TP × PP × PCP)' },
        'require-power': { kind: 'flag', help: 'exit 1 when power is invalid (also REQUIRE_POWER=1|true|yes)' }
    }
};


/***/ }),

/***/ 6987:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B7: () => (/* binding */ parseThreshold),
/* harmony export */   OS: () => (/* binding */ validateAgentic)
/* harmony export */ });
/* unused harmony export DEFAULT_FAILED_REQUEST_THRESHOLD */
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7324);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(564);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9696);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5075);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2282);
/* harmony import */ var _artifacts_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(382);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17);



/** The workflow's default limit (AIPERF_FAILED_REQUEST_THRESHOLD). */
const DEFAULT_FAILED_REQUEST_THRESHOLD = 0.1;
class ReadProblem extends Error {
}
/** `<name>.avg` of an aiperf metric: undefined when absent, else a finite non-negative number. */
function average(aggregate, name) {
    const metric = aggregate.get(name);
    if (metric === undefined || metric === null)
        return undefined;
    if (!(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .isPyObject */ .zt)(metric))
        throw new ReadProblem(`${name} must be an object`);
    const avg = metric.get('avg');
    if (avg === undefined || avg === null)
        return undefined;
    const value = typeof avg === 'number' ? avg : avg instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PyFloat */ .g$ ? avg.value : typeof avg === 'bigint' ? Number(avg) : undefined;
    if (value === undefined)
        throw new ReadProblem(`${name}.avg must be numeric`);
    if (!Number.isFinite(value) || value < 0)
        throw new ReadProblem(`${name}.avg must be a finite non-negative number`);
    return value;
}
const gateError = (message) => new _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SweepkitError */ .R0(`ERROR: ${message}`, { code: 'agentic-invalid' });
/**
 * The validity gate (B.12): aiperf's own aggregate must show completed requests and an error rate
 * at most `threshold`. Throws the reference's `ERROR: …` line otherwise.
 */
function validateAgentic(fs, artifactDir, threshold) {
    const path = (0,_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .pyPath */ .r)((0,_artifacts_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveArtifactDir */ .Oc)(fs, artifactDir, 'profile_export_aiperf.json'), 'profile_export_aiperf.json');
    if (!fs.isFile(path))
        throw gateError(`${path} not found`);
    let aggregate;
    try {
        aggregate = (0,_artifacts_js__WEBPACK_IMPORTED_MODULE_4__/* .parseJsonFile */ .OW)(fs, path);
    }
    catch (e) {
        throw gateError(`failed to read ${path}: ${e.message}`);
    }
    if (!(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .isPyObject */ .zt)(aggregate))
        throw gateError(`${path} must contain a JSON object`);
    let successes;
    let errors;
    let completed;
    try {
        successes = average(aggregate, 'request_count');
        errors = average(aggregate, 'error_request_count');
        completed = average(aggregate, 'completed_request_count');
    }
    catch (e) {
        if (e instanceof ReadProblem)
            throw gateError(`failed to read ${path}: ${e.message}`);
        throw e;
    }
    if (successes === undefined)
        throw gateError('request_count.avg is missing');
    errors ||= 0;
    completed ??= successes + errors;
    if (completed <= 0)
        throw gateError('aiperf completed zero requests');
    const rate = errors / completed;
    const figures = `${(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .pyGeneral */ .qT)(errors)}/${(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .pyGeneral */ .qT)(completed)} = ${(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .pyPercent */ .rC)(rate, 3)}`;
    if (rate > threshold) {
        throw gateError(`aiperf request error rate exceeded the benchmark limit: ${figures} > ${(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .pyPercent */ .rC)(threshold, 3)}`);
    }
    const warnings = [(0,_artifacts_js__WEBPACK_IMPORTED_MODULE_4__/* .ignoredRunsWarning */ ["do"])(fs, artifactDir, 'profile_export_aiperf.json')].filter((w) => w !== undefined);
    return { errors, completed, rate, threshold, message: `Validated aiperf request error rate: ${figures} <= ${(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .pyPercent */ .rC)(threshold, 3)}`, warnings };
}
/** The threshold as given on the command line or as an input: a Python float in [0, 1]. */
function parseThreshold(text) {
    const value = (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_6__/* .parsePyFloatText */ .Gc)(text);
    if (value === null)
        return 'invalid';
    return value >= 0 && value <= 1 ? value : 'out-of-range';
}


/***/ })

};
