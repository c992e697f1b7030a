export const id = 592;
export const ids = [592];
export const modules = {

/***/ 592:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ plan_jobs)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./packages/config/src/load-runners.ts
var load_runners = __webpack_require__(8044);
// EXTERNAL MODULE: ./packages/matrix/src/matrix-json.ts
var matrix_json = __webpack_require__(3901);
// EXTERNAL MODULE: ./packages/naming/src/row-source.ts
var row_source = __webpack_require__(1126);
// EXTERNAL MODULE: ./packages/naming/src/benchmark-env.ts
var benchmark_env = __webpack_require__(2623);
// EXTERNAL MODULE: ./packages/naming/src/job-identity.ts
var job_identity = __webpack_require__(3476);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/common/src/options.ts
var options = __webpack_require__(6713);
// EXTERNAL MODULE: ./packages/common/src/python/json-parse.ts
var json_parse = __webpack_require__(7324);
// EXTERNAL MODULE: ./packages/slurm/src/lanes.ts
var lanes = __webpack_require__(8464);
;// CONCATENATED MODULE: ./packages/slurm/src/launch-path.ts


const LAUNCH_PATH_CHOICES = ['auto', 'srt-slurm', 'script'];
/** A runner's pool: its name up to the first `_` (what the reference's `${RUNNER_NAME%%_*}` takes). */
const pool = (runnerName) => runnerName.split('_')[0];
/** The launchers the row's jobs may run (one per runner pool of its label), or why not. */
function siteScripts(row, context) {
    const label = (0,lanes/* rowText */.qg)(row.runner) ?? '';
    let scripts;
    if (context.launchScript !== '')
        scripts = [context.launchScript];
    else {
        const runners = context.runnerLabels.get(label);
        if (!runners?.length)
            return { reason: `runner label '${label}' has no runners in the runner config` };
        scripts = [...new Set(runners.map((name) => `runners/launch_${pool(name)}.sh`))];
    }
    const missing = scripts.filter((script) => !context.files.exists(script));
    return missing.length ? { reason: `${missing.join(', ')} ${missing.length > 1 ? 'do' : 'does'} not exist` } : { scripts };
}
/** A row's name in messages: its runner label, model, framework and first concurrency. */
const rowLabel = (row) => [(0,lanes/* rowText */.qg)(row['exp-name']), (0,lanes/* rowText */.qg)(row.runner), (0,lanes/* rowText */.qg)(row.framework), (0,lanes/* rowText */.qg)(row.precision), `conc ${[row.conc].flat().join('x')}`]
    .filter(Boolean)
    .join(' ');
/** The launch path of one multi-node row; throws one line naming the row and both reasons when there is none. */
function planLaunchPath(row, context) {
    const lane = context.choice === 'script'
        ? { kind: 'none', code: 'site-launcher', reason: 'the site selects its launcher' }
        : (0,lanes/* laneForRow */.Cz)(context.versions, row, context.files, context.recipesDir);
    if (lane.kind === 'srt-slurm') {
        const { repository, ref, sha } = lane.lane;
        return { path: 'srt-slurm', repository, ref, ...(sha === undefined ? {} : { sha }), power: lane.power };
    }
    const site = context.choice === 'srt-slurm' ? { reason: 'the site selects srt-slurm only (launch-path: srt-slurm)' } : siteScripts(row, context);
    if ('scripts' in site)
        return { path: 'script', scripts: site.scripts, ...(context.choice === 'script' ? {} : { reason: lane.reason }) };
    throw new errors/* SweepkitError */.R0(`no launch path for ${rowLabel(row)}: srt-slurm: ${lane.reason}; site launcher: ${site.reason}`, { code: 'no-launch-path' });
}
/** `sweepkit plan-jobs`: the one planning step of a run. */
const PLAN_JOBS_COMMAND = {
    cli: 'plan-jobs',
    description: "Plan every job of a matrix once: write into each row a `plan` object (runs-on labels, display name, what the run must produce and, for multi-node rows, the launch path: the row's srt-slurm lane or the site's launcher), so the benchmark workflows need no planning job per row. A multi-node row with no launch path fails here, in one line naming the row and both reasons.",
    options: {
        json: options/* JSON_OUTPUT_OPTION */.TC,
        input: { kind: 'string', metavar: 'FILE', help: 'the matrix JSON: a list of rows, the changelog buckets or the e2e families (default: stdin)' },
        'runner-config': {
            kind: 'string',
            required: true,
            metavar: 'FILE',
            help: "the runners file (labels → runner names): each runner's pool names its launcher"
        },
        'versions-file': { kind: 'string', metavar: 'FILE', help: 'the srt-slurm lane table (default: the bundled one)' },
        'recipes-dir': {
            kind: 'string',
            default: 'benchmarks/multi_node/srt-slurm-recipes',
            metavar: 'DIR',
            help: 'where the srt-slurm recipes of the rows (CONFIG_FILE=recipes/…) live: the power lane follows their telemetry block'
        },
        'launch-path': {
            kind: 'string',
            default: 'auto',
            choices: LAUNCH_PATH_CHOICES,
            metavar: 'PATH',
            help: "multi-node rows: `auto` (the srt-slurm lane, else the site's launcher), `srt-slurm` or `script` (the site's launcher only)"
        },
        'launch-script': {
            kind: 'string',
            default: '',
            metavar: 'FILE',
            help: "the site's launcher for every script row (default: runners/launch_<runner name up to its first _>.sh, for each runner of the row's label)"
        },
        'priority-scheduler': {
            kind: 'flag',
            default: false,
            help: "runs-on carries the CI-priority labels (the reference's vars.PRIORITY_SCHEDULER_ENABLED); else the runner label alone"
        },
        'self-hosted-label': {
            kind: 'string',
            default: 'self-hosted',
            metavar: 'LABEL',
            help: 'the first runs-on label with the priority scheduler (empty: none)'
        },
        'run-attempt': {
            kind: 'string',
            env: 'GITHUB_RUN_ATTEMPT',
            default: '1',
            metavar: 'N',
            help: 'the run attempt of the ci-attempt-<N> label (default: $GITHUB_RUN_ATTEMPT)'
        }
    }
};
/** A family of eval jobs (`evals`, `multinode_agentic_evals`, `eval-config`, …): its rows run eval-only. */
const EVAL_FAMILY = /(?:^|[-_])evals?(?:[-_]|$)/;
const isRow = (value) => (0,json_parse/* isPyObject */.zt)(value) && typeof value.get('runner') === 'string';
/**
 * Every row of a matrix JSON as `json.loads` reads it (a list of rows, the changelog buckets, the
 * e2e families) with `plan: planRow(row, evalOnly)` added at its end; a row is eval-only when a key
 * on its way is an eval family. Everything else is kept as it is, floats and key order included.
 */
function planMatrix(matrix, planRow, evalOnly = false) {
    if (Array.isArray(matrix))
        return matrix.map((item) => (isRow(item) ? new Map([...item, ['plan', planRow(item, evalOnly)]]) : planMatrix(item, planRow, evalOnly)));
    if (!(0,json_parse/* isPyObject */.zt)(matrix))
        return matrix;
    return new Map([...matrix].map(([key, value]) => [key, planMatrix(value, planRow, evalOnly || EVAL_FAMILY.test(key))]));
}

// EXTERNAL MODULE: ./packages/slurm/src/srtctl-versions.ts + 1 modules
var srtctl_versions = __webpack_require__(7917);
// EXTERNAL MODULE: ./cli/src/input-json.ts
var input_json = __webpack_require__(3029);
// EXTERNAL MODULE: ./cli/src/terminal.ts
var terminal = __webpack_require__(1328);
// EXTERNAL MODULE: ./cli/src/options.ts
var src_options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/plan-jobs.ts








/**
 * `sweepkit plan-jobs`: the run's one planning job. Each row gets `plan`: `runs-on`, `display-name`,
 * `expect`, `attempt` and, on multi-node rows, `launch-path` (`srt-slurm` with the lane's
 * repository/ref, or `script` with the launchers); the benchmark workflows read it instead of
 * planning each row on a hosted runner of its own.
 */
const planJobs = (argv, io) => {
    const { values } = (0,src_options/* parseCommandArgs */.Q)(PLAN_JOBS_COMMAND, argv, io);
    const at = (path) => ((0,external_node_path_.isAbsolute)(path) ? path : (0,external_node_path_.resolve)(io.cwd, path));
    const files = { readText: (path) => io.files.readText(at(path)), exists: (path) => io.files.exists(at(path)) };
    const runners = (0,load_runners/* loadRunners */.O)(io.files, values['runner-config'], { cwd: io.cwd });
    const context = {
        versions: (0,srtctl_versions/* loadSrtctlVersions */.YH)(files, values['versions-file']),
        files,
        recipesDir: values['recipes-dir'],
        choice: values['launch-path'],
        launchScript: values['launch-script'],
        runnerLabels: runners.labels
    };
    const attempt = values['run-attempt'];
    const planned = planMatrix((0,input_json/* readInputJson */.l)(io, values.input), (pyRow, evalOnly) => {
        const row = (0,row_source/* rowFromJson */.xK)((0,matrix_json/* compactJson */.Ar)(pyRow), 'matrix row');
        // Throughput families run without their eval (run-eval: false); eval families eval-only.
        const job = (0,benchmark_env/* benchmarkEnv */.b)(evalOnly ? row : { ...row, 'run-eval': false }, { GITHUB_RUN_ATTEMPT: attempt }, { 'eval-only': evalOnly, 'runner-name': 'plan_0' });
        const runsOn = (0,job_identity/* scheduledRunsOn */.pV)(job.runsOn, { priorityScheduler: values['priority-scheduler'], selfHostedLabel: values['self-hosted-label'] });
        const plan = { 'runs-on': runsOn, 'display-name': job.displayName, expect: job.expect, attempt };
        if (row.prefill !== undefined)
            plan.launch = { ...planLaunchPath(row, context) };
        return plan;
    });
    (0,terminal/* printJsonOutput */.FB)(io, values.json, `${(0,matrix_json/* compactJson */.Ar)(planned)}\n`, 'planned jobs');
    return 0;
};
/* harmony default export */ const plan_jobs = (planJobs);


/***/ }),

/***/ 9711:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ fieldErrors)
/* harmony export */ });
/* unused harmony export dottedPath */
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);

/** Dotted path as pydantic prints locations: `scenarios.fixed-seq-len.0.search-space.1.pp`. */
const dottedPath = (path) => path.join('.');
/**
 * Turns the findings of one document into errors that share the headline (the reference's error
 * line) and each point at their YAML node; the finding is the detail.
 */
function fieldErrors(headline, findings, source, code) {
    const errors = findings.map((f) => new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(headline, {
        location: source.locate(f.path, /^Extra inputs/.test(f.message) ? 'key' : 'value'),
        field: dottedPath(f.path),
        details: [f.message],
        code
    }));
    // In file order, as a reader goes through the YAML (the sort is stable for equal places).
    const place = (e) => (e.location?.line ?? 0) * 1e6 + (e.location?.column ?? 0);
    return errors.sort((a, b) => place(a) - place(b));
}


/***/ }),

/***/ 8044:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ loadRunners)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2282);
/* harmony import */ var _field_error_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9711);
/* harmony import */ var _json_view_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3572);
/* harmony import */ var _schema_check_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(516);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(300);
/* harmony import */ var _source_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(686);






const fail = (message, source, path, code) => {
    throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(message, { location: source.locate(path), field: path.join('.') || undefined, code });
};
/** The label checks the reference makes before its schema (docs/matrix.md §4, in its order). */
function checkLabels(source, labels) {
    for (const [label, nodes] of Object.entries(labels)) {
        const path = ['labels', label];
        if (!Array.isArray(nodes))
            fail(`Runner config entry '${label}' must be a list, got ${(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyTypeName */ .x_)(nodes)}`, source, path, 'runners-invalid');
        const list = nodes;
        const bad = list.findIndex((node) => typeof node !== 'string');
        if (bad >= 0)
            fail(`Runner config entry '${label}' must contain only strings`, source, [...path, bad], 'runners-invalid');
        if (list.length === 0)
            fail(`Runner config entry '${label}' cannot be an empty list`, source, path, 'runners-invalid');
    }
}
/** Loads and validates the runners file (labels → nodes, hardware facts). */
function loadRunners(files, path, options = {}) {
    const source = (0,_source_file_js__WEBPACK_IMPORTED_MODULE_2__/* .loadSource */ .s)(files, path, `Runner config file '${path}' does not exist.`, options.cwd);
    const value = source.value;
    if (!(0,_source_file_js__WEBPACK_IMPORTED_MODULE_2__/* .isMapping */ .p)(value)) {
        // The reference crashes calling .get() on it; keep its wording.
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(`'${(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyTypeName */ .x_)(value)}' object has no attribute 'get'`, { location: source.locate([]), code: 'attribute-error' });
    }
    if (!(0,_source_file_js__WEBPACK_IMPORTED_MODULE_2__/* .isMapping */ .p)(value.labels))
        fail('Runner config must define a labels mapping', source, value.labels === undefined ? [] : ['labels'], 'runners-invalid');
    checkLabels(source, value.labels);
    const findings = (0,_schema_check_js__WEBPACK_IMPORTED_MODULE_3__/* .schemaErrors */ .d)(_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .runners */ .ae, (0,_json_view_js__WEBPACK_IMPORTED_MODULE_5__/* .jsonView */ .W)(value));
    if (findings.length)
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitErrors */ .AK((0,_field_error_js__WEBPACK_IMPORTED_MODULE_6__/* .fieldErrors */ .y)('Runner config failed validation:', findings, source, 'runners-invalid'));
    return {
        labels: new Map(Object.entries(value.labels)),
        hardware: new Map(Object.entries((value.hardware ?? {}))),
        source
    };
}


/***/ }),

/***/ 516:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ schemaErrors)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2282);

const TYPE_WORDS = {
    integer: 'a valid integer',
    number: 'a valid number',
    string: 'a valid string',
    boolean: 'a valid boolean',
    array: 'a valid list',
    object: 'a valid dictionary'
};
// anyOf definitions that stand for one lax scalar type: one message instead of one per branch.
const LAX_TYPES = [
    [/\/\$defs\/laxBool(OrNull)?\/anyOf$/, 'Input should be a valid boolean'],
    [/\/\$defs\/(laxInt(OrNull)?|positiveLaxInt)\/anyOf$/, 'Input should be a valid integer']
];
/** "Input should be 'a', 'b' or 'c'", pydantic's wording for a literal choice. */
function choiceMessage(values) {
    const shown = values.filter((v) => v !== null && v !== 0 && v !== 1).map(_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyRepr */ .n3);
    const text = shown.length > 1 ? `${shown.slice(0, -1).join(', ')} or ${shown.at(-1)}` : (shown[0] ?? '');
    return `Input should be ${text}`;
}
function pointerPath(pointer) {
    if (!pointer)
        return [];
    return pointer
        .slice(1)
        .split('/')
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
        .map((part) => (/^(0|[1-9]\d*)$/.test(part) ? Number(part) : part));
}
function describe(error) {
    const path = pointerPath(error.instancePath);
    const params = error.params;
    switch (error.keyword) {
        case 'required':
            return { path: [...path, params.missingProperty], message: 'Field required' };
        case 'additionalProperties':
            return { path: [...path, params.additionalProperty], message: 'Extra inputs are not permitted' };
        case 'type': {
            const types = String(params.type)
                .split(',')
                .filter((t) => t !== 'null');
            return { path, message: `Input should be ${TYPE_WORDS[types[0] ?? ''] ?? 'valid'}` };
        }
        case 'enum':
            return { path, message: choiceMessage(params.allowedValues) };
        case 'exclusiveMinimum':
            return { path, message: `Input should be greater than ${String(params.limit)}` };
        case 'maximum':
            return { path, message: `Input should be less than or equal to ${String(params.limit)}` };
        case 'minLength':
            return { path, message: `String should have at least ${String(params.limit)} character${params.limit === 1 ? '' : 's'}` };
        case 'minItems':
            return { path, message: `List should have at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}` };
        case 'anyOf':
        case 'if':
            return undefined; // their branches' own errors say what is wrong
        default:
            return { path, message: `Input is not valid: ${error.message ?? error.keyword}` };
    }
}
/**
 * Validates `data` and renders the schema violations the way pydantic words them, one per field:
 * a lax-type choice is one "should be a valid integer" rather than a message per alternative,
 * and the "or null" branch of optional fields is not reported.
 */
function schemaErrors(validate, data) {
    if (validate(data))
        return [];
    const errors = validate.errors ?? [];
    const laxAt = new Map();
    for (const e of errors) {
        if (e.keyword !== 'anyOf')
            continue;
        const lax = LAX_TYPES.find(([pattern]) => pattern.test(e.schemaPath));
        if (lax && !laxAt.has(e.instancePath))
            laxAt.set(e.instancePath, lax[1]);
    }
    const findings = [...laxAt].map(([pointer, message]) => ({ path: pointerPath(pointer), message }));
    const seen = new Set(findings.map((f) => `${f.path.join('\0')}\n${f.message}`));
    for (const e of errors) {
        if (laxAt.has(e.instancePath))
            continue;
        if (e.keyword === 'type' && e.params.type === 'null')
            continue;
        const finding = describe(e);
        const key = finding && `${finding.path.join('\0')}\n${finding.message}`;
        if (finding && !seen.has(key)) {
            seen.add(key);
            findings.push(finding);
        }
    }
    // A failed validation is never reported as a pass, even if every error was a wrapper.
    return findings.length ? findings : [{ path: [], message: 'Input is not valid' }];
}


/***/ }),

/***/ 686:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ isMapping),
/* harmony export */   s: () => (/* binding */ loadSource)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9696);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2891);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6416);


/**
 * Reads and parses one YAML input named as the user gave it (messages keep that spelling);
 * relative paths resolve against `cwd` when one is given.
 */
function loadSource(files, path, missing, cwd) {
    const real = cwd ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, path) : path;
    if (!files.exists(real))
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SweepkitError */ .R0(missing, { location: { file: path }, code: 'file-missing' });
    return (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .parseYaml */ .hN)((0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .readTextFile */ .G)(files, real, path), path);
}
const isMapping = (value) => value !== null && typeof value === 'object' && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;


/***/ }),

/***/ 2623:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ benchmarkEnv),
/* harmony export */   gW: () => (/* binding */ BENCHMARK_ENV_COMMAND),
/* harmony export */   i_: () => (/* binding */ gpuCount)
/* harmony export */ });
/* unused harmony export additionalSettings */
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9696);
/* harmony import */ var _job_src_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4978);
/* harmony import */ var _job_identity_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3476);
/* harmony import */ var _result_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1813);
/* harmony import */ var _row_source_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1126);
/* harmony import */ var _template_variables_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5926);






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
        'run-eval': _row_source_js__WEBPACK_IMPORTED_MODULE_0__/* .RUN_EVAL_OPTION */ .xB,
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
const int = (value, fallback) => (typeof value === 'number' && Number.isInteger(value) ? value : fallback);
/**
 * GPUs of a job: single node `tp × pp × pcp` (the template's GPU_COUNT); multi node the sum over
 * the worker pools of `num-worker × tp × pp × pcp`.
 */
function gpuCount(row) {
    const gpus = (part) => int(part.tp, 1) * int(part.pp, 1) * int(part['pcp-size'], 1);
    if (!('prefill' in row))
        return gpus(row);
    return Object.values(_template_variables_js__WEBPACK_IMPORTED_MODULE_1__/* .POOL_ROLES */ .Fe).reduce((sum, role) => {
        const pool = (row[role] ?? {});
        return sum + int(pool['num-worker'], 1) * gpus(pool);
    }, 0);
}
/**
 * The `additional-settings` of a row (prefill's then decode's, or the row's own), each one
 * `NAME=value` exactly as written: checked, never word-split or expanded. A name set twice with
 * different values, a reserved name and a name the row already sets are refused.
 */
function additionalSettings(row, taken) {
    const sources = 'prefill' in row
        ? Object.values(_template_variables_js__WEBPACK_IMPORTED_MODULE_1__/* .POOL_ROLES */ .Fe).map((role) => [`${role}.additional-settings`, row[role]?.['additional-settings']])
        : [['additional-settings', row['additional-settings']]];
    const settings = new Map();
    for (const [key, list] of sources) {
        if (list === undefined || list === null)
            continue;
        if (!Array.isArray(list))
            throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SweepkitError */ .R0(`matrix row key '${key}' must be a list of NAME=value strings`, { code: 'bad-setting' });
        list.forEach((item, index) => {
            const where = `matrix row key '${key}[${index}]'`;
            const text = typeof item === 'string' ? item : undefined;
            const eq = text?.indexOf('=') ?? -1;
            if (text === undefined || eq <= 0)
                throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SweepkitError */ .R0(`${where} must be NAME=value, got ${JSON.stringify(item)}`, { code: 'bad-setting' });
            const [name, value] = [text.slice(0, eq), text.slice(eq + 1)];
            if (!NAME.test(name))
                throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SweepkitError */ .R0(`${where}: '${name}' is not a variable name (letters, digits, _)`, { code: 'bad-setting' });
            if (RESERVED.test(name))
                throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SweepkitError */ .R0(`${where}: ${name} may not be set by a setting`, { code: 'bad-setting' });
            if (taken.has(name))
                throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SweepkitError */ .R0(`${where}: ${name} is already set from the row itself`, { code: 'bad-setting' });
            if (/[\n\r\0]/.test(value))
                throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SweepkitError */ .R0(`${where}: the value of ${name} holds a line break`, { code: 'bad-setting' });
            const earlier = settings.get(name);
            if (earlier !== undefined && earlier !== value)
                throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SweepkitError */ .R0(`${where}: ${name} is set twice, to '${earlier}' and '${value}'`, { code: 'bad-setting' });
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
    const mode = (0,_row_source_js__WEBPACK_IMPORTED_MODULE_0__/* .jobEvalMode */ .PF)(inputs);
    const source = (0,_row_source_js__WEBPACK_IMPORTED_MODULE_0__/* .rowSource */ .Kz)(row, mode);
    const agentic = row['scenario-type'] === _template_variables_js__WEBPACK_IMPORTED_MODULE_1__/* .AGENTIC_SCENARIO */ .NW;
    const names = (0,_result_names_js__WEBPACK_IMPORTED_MODULE_3__/* .computeResultNames */ .J)({ row, env, runnerName: inputs['runner-name'], ...mode });
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
    for (const name of (0,_job_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .templateVariables */ .Qp)(template)) {
        const from = (0,_job_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .variableSource */ .uM)(name) ?? {};
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
        displayName: (0,_job_identity_js__WEBPACK_IMPORTED_MODULE_5__/* .jobDisplayNameFor */ .Cu)(row, mode),
        // No labels for a row without a runner (hand-made rows): there is nothing to schedule on.
        runsOn: typeof row.runner === 'string' ? (0,_job_identity_js__WEBPACK_IMPORTED_MODULE_5__/* .runsOnLabels */ .Zw)(row, env.GITHUB_RUN_ATTEMPT ?? '1') : [],
        gpuCount: gpus
    };
}


/***/ })

};
