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
        json: { kind: 'flag', only: 'cli', help: 'print the variables as one JSON object instead of NAME=value lines' }
    }
};
/** Row keys passed through under their template variable names, when the row has them. */
const PLAIN_KEYS = {
    MODEL: 'model',
    MODEL_PREFIX: 'model-prefix',
    IMAGE: 'image',
    ISL: 'isl',
    OSL: 'osl',
    MAX_MODEL_LEN: 'max-model-len',
    RUNNER_TYPE: 'runner',
    KV_P2P_TRANSFER: 'kv-p2p-transfer',
    DURATION: 'duration'
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
/**
 * Everything the benchmark templates derived from a matrix row, as the job's environment, so
 * that no workflow needs `export ${{ join(additional-settings) }}`: the template variables
 * (EXP_NAME … PREFILL_* / DECODE_* or TP …), CONC_LIST (multi node; CONC is its first value for
 * agentic rows) or CONC, IS_AGENTIC, GPU_COUNT, RESULT_FILENAME, then the additional settings.
 */
function benchmarkEnv(row, env, runnerName) {
    const source = (0,row_source/* rowSource */.K)(row);
    const multiNode = source.multiNode;
    const agentic = row['scenario-type'] === template_variables/* AGENTIC_SCENARIO */.NW;
    const vars = {};
    const set = (name, value) => {
        if (value !== undefined)
            vars[name] = value;
    };
    const templateVariables = [
        ...Object.keys(template_variables/* COMMON_VARIABLES */.yB),
        ...Object.keys(template_variables/* JOB_VARIABLES */.mj),
        ...(multiNode ? (0,template_variables/* poolVariableNames */.TN)() : Object.keys(template_variables/* SINGLE_NODE_VARIABLES */.CW)),
        multiNode ? template_variables/* CONC_VARIABLE */.lM.multi : template_variables/* CONC_VARIABLE */.lM.single
    ];
    for (const variable of templateVariables)
        set(variable, source.text(variable));
    for (const [variable, key] of Object.entries(PLAIN_KEYS)) {
        const value = row[key];
        if (value !== undefined && value !== null)
            set(variable, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
    if (row.router !== undefined && row.router !== null)
        set('ROUTER_METADATA', JSON.stringify(row.router));
    set('IS_AGENTIC', agentic ? '1' : '0');
    if (agentic)
        for (const variable of ['ISL', 'OSL', 'MAX_MODEL_LEN'])
            set(variable, '0');
    if (multiNode && agentic)
        set('CONC', vars.CONC_LIST?.split(' ')[0]);
    const gpus = gpuCount(row);
    set('GPU_COUNT', String(gpus));
    const names = (0,result_names/* computeResultNames */.J)({ row, env, runnerName });
    set('RESULT_FILENAME', names.resultFilename);
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

// EXTERNAL MODULE: ./cli/src/options.ts
var options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/benchmark-env.ts


/** Prints a row's job environment as `NAME=value` lines (or JSON); nothing is evaluated. */
const benchmarkEnvCommand = (argv, io) => {
    const { values } = (0,options/* parseCommandArgs */.Q)(BENCHMARK_ENV_COMMAND, argv, io);
    const result = benchmarkEnv((0,row_source/* rowFromJson */.x)(values.row, '--row'), io.env, values['runner-name']);
    io.stdout(values.json
        ? `${JSON.stringify(result.env, null, 2)}\n`
        : Object.entries(result.env)
            .map(([k, v]) => `${k}=${v}\n`)
            .join(''));
    return 0;
};
/* harmony default export */ const benchmark_env = (benchmarkEnvCommand);


/***/ })

};
