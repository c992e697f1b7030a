export const id = 546;
export const ids = [546];
export const modules = {

/***/ 546:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ benchmark_env)
});

// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/job/src/variables.ts
var variables = __webpack_require__(4978);
// EXTERNAL MODULE: ./packages/naming/src/job-identity.ts
var job_identity = __webpack_require__(3476);
// EXTERNAL MODULE: ./packages/naming/src/result-names.ts + 5 modules
var result_names = __webpack_require__(6107);
// EXTERNAL MODULE: ./packages/naming/src/row-source.ts
var row_source = __webpack_require__(1126);
// EXTERNAL MODULE: ./packages/naming/src/template-variables.ts
var template_variables = __webpack_require__(5926);
;// CONCATENATED MODULE: ./packages/naming/src/benchmark-env.ts






/** `sweepkit benchmark-env` and the benchmark-env action: one table for both. */
const BENCHMARK_ENV_COMMAND = {
    cli: 'benchmark-env',
    action: 'benchmark-env',
    description: "Turn a matrix row into the environment of its benchmark job: the templates' variables, CONC_LIST, GPU_COUNT, RESULT_FILENAME and the row's additional-settings (checked NAME=value pairs, never evaluated by a shell).",
    options: {
        row: { kind: 'string', required: true, metavar: 'JSON', help: 'the matrix row as JSON (toJson(matrix.config))' },
        'runner-name': { kind: 'string', metavar: 'NAME', help: 'the concrete runner, runner.name (default: $RUNNER_NAME)' },
        'eval-only': {
            kind: 'flag',
            default: false,
            help: "the job runs the row's eval only (the eval families); else the row's own eval-only, and a run-eval row runs its benchmark, then its eval"
        },
        'require-power': { kind: 'flag', default: false, help: 'invalid GPU power fails the job (REQUIRE_POWER=1)' },
        'power-producer-sha': { kind: 'string', metavar: 'SHA', help: 'the srt-slurm commit the multi-node power package must come from (POWER_PRODUCER_SHA)' },
        duration: { kind: 'string', metavar: 'SECONDS', help: "agentic benchmark duration, instead of the row's (DURATION)" },
        'agentx-fast': {
            kind: 'flag',
            default: false,
            help: 'agentic fast mode: AIPERF_EXPERIMENTAL_FAST=1 and, unless duration is given, DURATION=1200 on agentic rows'
        },
        'eval-limit': { kind: 'string', metavar: 'N', help: 'eval instance count, `full` or empty for the whole split (EVAL_LIMIT)' },
        'swebench-gen-mode': { kind: 'string', metavar: 'MODE', help: 'SWE-bench generation, `single-shot` or `agentic` (SWEBENCH_GEN_MODE)' },
        json: { kind: 'flag', only: 'cli', help: 'print the variables as one JSON object instead of NAME=value lines' }
    }
};
/** Variables a setting may not set: the runner's and the shell's own, and loader hooks. */
const RESERVED = /^(PATH|HOME|SHELL|IFS|ENV|BASH_ENV|PS4|SHELLOPTS|BASHOPTS|NODE_OPTIONS|PYTHONPATH|PYTHONSTARTUP|LD_.*|GITHUB_.*|RUNNER_.*|ACTIONS_.*|INPUT_.*|STATE_.*)$/;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const benchmark_env_int = (value, fallback) => (typeof value === 'number' && Number.isInteger(value) ? value : fallback);
/**
 * GPUs of a job: single node `tp × pp × pcp` (the template's GPU_COUNT); multi node the sum over
 * the worker pools of `num-worker × tp × pp × pcp`.
 */
function gpuCount(row) {
    const gpus = (part) => benchmark_env_int(part.tp, 1) * benchmark_env_int(part.pp, 1) * benchmark_env_int(part['pcp-size'], 1);
    if (!('prefill' in row))
        return gpus(row);
    return Object.values(template_variables/* POOL_ROLES */.Fe).reduce((sum, role) => {
        const pool = (row[role] ?? {});
        return sum + benchmark_env_int(pool['num-worker'], 1) * gpus(pool);
    }, 0);
}
/**
 * The `additional-settings` of a row (prefill's then decode's, or the row's own), each one
 * `NAME=value` exactly as written: checked, never word-split or expanded. A name set twice with
 * different values, a reserved name and a name the row already sets are refused.
 */
function additionalSettings(row, taken) {
    const sources = 'prefill' in row
        ? Object.values(template_variables/* POOL_ROLES */.Fe).map((role) => [`${role}.additional-settings`, row[role]?.['additional-settings']])
        : [['additional-settings', row['additional-settings']]];
    const settings = new Map();
    for (const [key, list] of sources) {
        if (list === undefined || list === null)
            continue;
        if (!Array.isArray(list))
            throw new errors/* SweepkitError */.R0(`matrix row key '${key}' must be a list of NAME=value strings`, { code: 'bad-setting' });
        list.forEach((item, index) => {
            const where = `matrix row key '${key}[${index}]'`;
            const text = typeof item === 'string' ? item : undefined;
            const eq = text?.indexOf('=') ?? -1;
            if (text === undefined || eq <= 0)
                throw new errors/* SweepkitError */.R0(`${where} must be NAME=value, got ${JSON.stringify(item)}`, { code: 'bad-setting' });
            const [name, value] = [text.slice(0, eq), text.slice(eq + 1)];
            if (!NAME.test(name))
                throw new errors/* SweepkitError */.R0(`${where}: '${name}' is not a variable name (letters, digits, _)`, { code: 'bad-setting' });
            if (RESERVED.test(name))
                throw new errors/* SweepkitError */.R0(`${where}: ${name} may not be set by a setting`, { code: 'bad-setting' });
            if (taken.has(name))
                throw new errors/* SweepkitError */.R0(`${where}: ${name} is already set from the row itself`, { code: 'bad-setting' });
            if (/[\n\r\0]/.test(value))
                throw new errors/* SweepkitError */.R0(`${where}: the value of ${name} holds a line break`, { code: 'bad-setting' });
            const earlier = settings.get(name);
            if (earlier !== undefined && earlier !== value)
                throw new errors/* SweepkitError */.R0(`${where}: ${name} is set twice, to '${earlier}' and '${value}'`, { code: 'bad-setting' });
            settings.set(name, value);
        });
    }
    return [...settings];
}
const AGENTX_FAST_DURATION = '1200';
const word = (flag) => (flag ? '1' : '0');
/**
 * Everything the benchmark templates derive from a matrix row and the workflow inputs, as the
 * job's environment, written from the job table (docs/job.md): every variable the row's template
 * sets, in table order — row keys rendered as GitHub passes them, inputs overriding the row,
 * constants, GPU_COUNT and RESULT_FILENAME, the template's default where none applies — then the
 * row's additional settings. No workflow needs `export ${{ join(additional-settings) }}`.
 */
function benchmarkEnv(row, env, inputs = {}) {
    const source = (0,row_source/* rowSource */.K)(row, { evalOnly: inputs['eval-only'] || undefined });
    const agentic = row['scenario-type'] === template_variables/* AGENTIC_SCENARIO */.NW;
    const names = (0,result_names/* computeResultNames */.J)({ row, env, runnerName: inputs['runner-name'], evalOnly: inputs['eval-only'] || undefined });
    const gpus = gpuCount(row);
    // A string input given non-empty; `false` flags and empty strings leave the row's value.
    const given = (input) => {
        const value = input === undefined ? undefined : inputs[input];
        return typeof value === 'string' && value !== '' ? value : undefined;
    };
    const computed = {
        RESULT_FILENAME: () => names.resultFilename,
        GPU_COUNT: () => String(gpus),
        REQUIRE_POWER: () => word(inputs['require-power']),
        AIPERF_EXPERIMENTAL_FAST: () => word(inputs['agentx-fast']),
        DURATION: () => given('duration') ?? (inputs['agentx-fast'] && agentic ? AGENTX_FAST_DURATION : source.text('DURATION'))
    };
    const template = source.multiNode ? 'multi-node' : 'single-node';
    const vars = {};
    for (const name of (0,variables/* templateVariables */.Qp)(template)) {
        const from = (0,variables/* variableSource */.uM)(name) ?? {};
        const value = computed[name] ? computed[name]() : (from.value ?? given(from.input) ?? source.text(name));
        // Like the template: what the row and the inputs leave unset is the input's default.
        vars[name] = value ?? from.absent?.[template] ?? '';
    }
    for (const [name, value] of additionalSettings(row, new Set(Object.keys(vars))))
        vars[name] = value;
    return {
        env: vars,
        expect: vars.EVAL_ONLY === 'true' ? 'eval' : agentic ? 'agentic' : 'fixed-seq-len',
        resultFilename: names.resultFilename,
        displayName: (0,job_identity/* jobDisplayName */.de)(row),
        // No labels for a row without a runner (hand-made rows): there is nothing to schedule on.
        runsOn: typeof row.runner === 'string' ? (0,job_identity/* runsOnLabels */.Zw)(row, env.GITHUB_RUN_ATTEMPT ?? '1') : [],
        gpuCount: gpus
    };
}

// EXTERNAL MODULE: ./cli/src/file-command.ts
var file_command = __webpack_require__(970);
// EXTERNAL MODULE: ./cli/src/options.ts
var options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/benchmark-env.ts



/**
 * Prints a row's job environment for `>> $GITHUB_ENV` (or as JSON); nothing is evaluated. A value
 * from the row cannot add a variable: a line break in it makes that variable a heredoc block.
 */
const benchmarkEnvCommand = (argv, io) => {
    const { values } = (0,options/* parseCommandArgs */.Q)(BENCHMARK_ENV_COMMAND, argv, io);
    const result = benchmarkEnv((0,row_source/* rowFromJson */.x)(values.row, '--row'), io.env, values);
    io.stdout(values.json ? `${JSON.stringify(result.env, null, 2)}\n` : (0,file_command/* fileCommandLines */.p)(result.env));
    return 0;
};
/* harmony default export */ const benchmark_env = (benchmarkEnvCommand);


/***/ }),

/***/ 970:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ fileCommandLines)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9696);


/** Characters that end a line for the runner or for a reader of its files. */
const LINE_BREAK = /[\r\n\u2028\u2029]/;
/** Variable and output names: no `=`, `<<`, space or line break can hide in one. */
const NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/;
/**
 * Lines for the runner's file commands (`>> $GITHUB_ENV`, `>> $GITHUB_OUTPUT`): `NAME=value`, or,
 * when a value holds a line break (CR, LF, U+2028, U+2029), the runner's heredoc form with a
 * random delimiter the value does not contain, so no value can start a line of its own. A name
 * that is not a name (letters, digits, `_`, `-`), or a value with NUL (no environment variable can hold it), is refused.
 */
function fileCommandLines(values) {
    return Object.entries(values)
        .map(([name, value]) => {
        if (!NAME.test(name))
            throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SweepkitError */ .R0(`cannot write ${JSON.stringify(name)} as a file command: not a variable name`, { code: 'file-command' });
        if (value.includes('\0'))
            throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SweepkitError */ .R0(`cannot write ${name} as a file command: its value holds a NUL character`, { code: 'file-command' });
        if (!LINE_BREAK.test(value))
            return `${name}=${value}\n`;
        let delimiter;
        do
            delimiter = `ghadelimiter_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}`;
        while (value.includes(delimiter));
        return `${name}<<${delimiter}\n${value}\n${delimiter}\n`;
    })
        .join('');
}


/***/ })

};
