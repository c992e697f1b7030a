export const id = 4322;
export const ids = [4322];
export const modules = {

/***/ 6132:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ parseCommandArgs)
/* harmony export */ });
/* unused harmony export parserSpec */
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6713);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9696);
/* harmony import */ var _argparse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3211);


/** The values the table's selectors have on the command line: the sub-command word, else their defaults. */
function cliSelectors(command, subcommand) {
    const selectors = {};
    for (const def of Object.values(command.options)) {
        for (const name of Object.keys(def.when ?? {})) {
            const value = name === command.subcommand?.option ? subcommand : command.options[name]?.default;
            if (value !== undefined)
                selectors[name] = String(value);
        }
    }
    return selectors;
}
/** The argparse spec of a command's option table (the CLI's flags are the table's names), for one sub-command if it has them. */
function parserSpec(command, positionals, subcommand) {
    const selectors = cliSelectors(command, subcommand);
    const options = Object.entries(command.options)
        .filter(([name, def]) => name !== command.subcommand?.option && (0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .appliesTo */ .Gl)(def, 'cli', selectors))
        .map(([name, def]) => ({
        name: `--${name}`,
        kind: def.kind,
        // An option that falls back to an env variable is checked after the fallback, not by argparse.
        required: (def.required === true || def.required === 'cli') && !def.env,
        choices: def.choices,
        help: def.default === undefined || def.kind === 'flag' || def.required ? def.help : `${def.help} (default: ${def.default})`,
        metavar: def.metavar,
        short: def.short,
        extend: def.extend,
        conflicts: def.conflicts?.map((c) => `--${c}`)
    }));
    const prog = `sweepkit ${command.cli}${subcommand ? ` ${subcommand}` : ''}`;
    const description = subcommand ? command.subcommand?.descriptions[subcommand] : command.description;
    return { prog, description, options, positionals };
}
/** The first word of a command with sub-commands, checked with argparse's messages. */
function takeSubcommand(command, argv) {
    if (!command.subcommand)
        return undefined;
    const prog = `sweepkit ${command.cli}`;
    const names = Object.keys(command.subcommand.descriptions);
    const [word] = argv;
    if (word === '-h' || word === '--help') {
        throw new _argparse_js__WEBPACK_IMPORTED_MODULE_1__/* .HelpRequested */ .s(`usage: ${prog} {${names.join(',')}} ...\n\n${command.description}\nRun '${prog} <sub-command> --help' for its options.\n`);
    }
    if (word === undefined)
        throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${prog}: error: the following arguments are required: ${command.subcommand.option}`);
    if (!names.includes(word)) {
        throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${prog}: error: argument ${command.subcommand.option}: invalid choice: '${word}' (choose from ${names.map((n) => `'${n}'`).join(', ')})`);
    }
    return word;
}
/**
 * Parses a command's argv with argparse's messages, then fills env fallbacks and defaults and
 * applies the table's rules; errors name flags.
 */
function parseCommandArgs(command, argv, io, positionals) {
    const subcommand = takeSubcommand(command, argv);
    const spec = parserSpec(command, positionals, subcommand);
    const parsed = (0,_argparse_js__WEBPACK_IMPORTED_MODULE_1__/* .parseArgs */ .Zy)(spec, subcommand ? argv.slice(1) : argv);
    const given = Object.fromEntries(Object.entries(parsed.values).filter(([, v]) => v !== false));
    if (subcommand)
        given[command.subcommand.option] = subcommand;
    try {
        return { values: (0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .completeOptions */ .o5)(command.options, given, 'cli', io.env), positionals: parsed.positionals };
    }
    catch (error) {
        if (error instanceof _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .OptionError */ .eR)
            throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${spec.prog}: error: ${error.message}`);
        throw error;
    }
}


/***/ }),

/***/ 382:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JE: () => (/* binding */ readJsonFile),
/* harmony export */   OW: () => (/* binding */ parseJsonFile),
/* harmony export */   Oc: () => (/* binding */ resolveArtifactDir),
/* harmony export */   "do": () => (/* binding */ ignoredRunsWarning)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6615);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2282);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9696);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7324);
/* harmony import */ var _server_logs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9404);


/** The child folders of `dir` holding `file`, in name order (per-run layout `run_0`, `run_1`, …); none when `dir` holds it itself. */
function runFolders(fs, dir, file) {
    if (fs.isFile((0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyPath */ .r)(dir, file)) || !fs.isDirectory(dir))
        return [];
    return fs
        .list(dir)
        .sort(_server_logs_js__WEBPACK_IMPORTED_MODULE_1__/* .codePointOrder */ .Kl)
        .filter((name) => fs.isDirectory((0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyPath */ .r)(dir, name)) && fs.isFile((0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyPath */ .r)(dir, name, file)));
}
/**
 * The aiperf artifact folder (B.2): `dir` itself when it holds `file`, else its first child folder
 * in name order that does (per-run layout `run_0`, `run_1`, …), else `dir`.
 */
function resolveArtifactDir(fs, dir, file) {
    const [first] = runFolders(fs, dir, file);
    return first === undefined ? dir : (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyPath */ .r)(dir, first);
}
/** A folder name as written, or quoted when it holds control characters (so the message stays one line). */
const shownName = (name) => (/[\x00-\x1f\x7f-\x9f]/.test(name) ? (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .pyRepr */ .n3)(name) : name);
/**
 * The reference reads the first run folder only, and the aggregate keeps its bytes: a warning
 * names the run folders that hold `file` too and are ignored. The same text for every `file`, so
 * the aggregate's and the gate's warnings about one folder are one.
 */
function ignoredRunsWarning(fs, dir, file) {
    const [first, ...ignored] = runFolders(fs, dir, file).map(shownName);
    if (ignored.length === 0)
        return undefined;
    return new _common_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .SweepkitError */ .R0(`${ignored.length + 1} run folders: only ${first} is read, ${ignored.join(', ')} ${ignored.length === 1 ? 'is' : 'are'} ignored`, {
        location: { file: dir },
        code: 'runs-ignored'
    });
}
/**
 * A whole JSON file as Python's reader sees it (NaN/Infinity accepted), or undefined when absent.
 * Throws PyJsonSyntaxError (Python's message) or the file system's error.
 */
function parseJsonFile(fs, path) {
    if (!fs.isFile(path))
        return undefined;
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(fs.readBytes(path));
    }
    catch (e) {
        if (e instanceof TypeError)
            throw new Error('file is not valid UTF-8');
        throw e;
    }
    return (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .parsePyJson */ .j5)(text);
}
/** `parseJsonFile`, with failures as one error at the file's line and column. */
function readJsonFile(fs, path) {
    try {
        return parseJsonFile(fs, path);
    }
    catch (e) {
        if (e instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .PyJsonSyntaxError */ .Ly) {
            throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .SweepkitError */ .R0(`invalid JSON: ${e.reason}`, { location: { file: path, line: e.line, column: e.column }, code: 'bad-json' });
        }
        const code = e.code;
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .SweepkitError */ .R0(code ? `cannot read file (${code})` : e.message, { location: { file: path }, code: 'file-unreadable' });
    }
}


/***/ }),

/***/ 3555:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B7: () => (/* binding */ VALIDATE_AGENTIC_COMMAND),
/* harmony export */   Ci: () => (/* binding */ POWER_ADAPTER_COMMAND),
/* harmony export */   LE: () => (/* binding */ AGENTIC_PLOTS_COMMAND),
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
/** `sweepkit agentic-plots` and the agentic-plots action. */
const AGENTIC_PLOTS_COMMAND = {
    cli: 'agentic-plots',
    action: 'agentic-plots',
    description: "Plot the aiperf time series of an agentic run (the reference's metrics_plots, as SVG) from its artifact files, " +
        'and fail naming the required server metrics the export lacks.',
    options: {
        'result-dir': {
            kind: 'string',
            env: 'RESULT_DIR',
            help: 'folder holding aiperf_artifacts/, or a folder of such folders (multi-node: one per concurrency) (default: $RESULT_DIR, else `results`)'
        },
        output: { kind: 'string', default: '', help: 'the SVG file of a single run (default: <run folder>/metrics_plots.svg)' },
        'required-metric-prefix': {
            kind: 'string',
            env: 'AIPERF_REQUIRED_SERVER_METRIC_PREFIX',
            help: 'fail unless some server metric name starts with this, e.g. `sglang:` (default: $AIPERF_REQUIRED_SERVER_METRIC_PREFIX; empty: no check)'
        },
        'required-metrics': { kind: 'list', help: 'server metric names that must each be exported (whitespace-separated)' }
    }
};


/***/ }),

/***/ 9404:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ft: () => (/* binding */ sglangCapacity),
/* harmony export */   J2: () => (/* binding */ logCapacity),
/* harmony export */   Kl: () => (/* binding */ codePointOrder),
/* harmony export */   kT: () => (/* binding */ vllmCapacity)
/* harmony export */ });
/* unused harmony exports LOG_HEAD_BYTES, serverLogFiles, readLogHead */
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2282);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6615);

/** Only the head of a server log is read: logs of long runs reach gigabytes. */
const LOG_HEAD_BYTES = 64 * 1024 * 1024;
const VLLM_SIZE = /GPU KV cache size:\s*([\d,]+)\s*tokens/;
const VLLM_ENGINE = /\(EngineCore(?:_DP\d+)? pid=\d+\)/;
/** vLLM: `GPU KV cache size: N tokens`, per engine (last line wins) or summed when untagged. */
function vllmCapacity(text) {
    const perEngine = new Map();
    let bare = null;
    for (const line of (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pySplitlines */ .Lz)(text)) {
        if (!line.includes('GPU KV cache size'))
            continue;
        const m = VLLM_SIZE.exec(line);
        const value = m ? Number(m[1].replace(/,/g, '')) : NaN;
        if (!(value > 0))
            continue;
        const engine = VLLM_ENGINE.exec(line);
        if (engine)
            perEngine.set(engine[0], value);
        else
            bare = (bare ?? 0) + value;
    }
    if (perEngine.size)
        return [...perEngine.values()].reduce((a, b) => a + b, 0);
    return bare;
}
const SGLANG_DP = /\bdp_size=(\d+)\b/;
const SGLANG_TOKENS = /\bmax_total_num_tokens=(\d+)\b/;
const SGLANG_RANK = /\b(DP\d+\s+TP\d+\s+EP\d+)\b/;
/** SGLang: `max_total_num_tokens=N` per rank; one logged rank of a DP server stands for all. */
function sglangCapacity(text) {
    const dpMatch = SGLANG_DP.exec(text);
    const dpSize = dpMatch ? Number(dpMatch[1]) : 0;
    const perRank = new Map();
    const bare = [];
    for (const line of (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pySplitlines */ .Lz)(text)) {
        if (!line.includes('max_total_num_tokens'))
            continue;
        const m = SGLANG_TOKENS.exec(line);
        const value = m ? Number(m[1]) : 0;
        if (!(value > 0))
            continue;
        const rank = SGLANG_RANK.exec(line);
        if (rank)
            perRank.set(rank[1], value);
        else
            bare.push(value);
    }
    if (perRank.size) {
        const values = [...perRank.values()];
        return values.length === 1 && dpSize > 1 ? values[0] * dpSize : values.reduce((a, b) => a + b, 0);
    }
    if (bare.length === 1 && dpSize > 1)
        return bare[0] * dpSize;
    return bare.length ? bare.reduce((a, b) => a + b, 0) : null;
}
/** `RESULT_DIR/server.log` and `watchtower-*.out` in RESULT_DIR and its first three lexical parents. */
function serverLogFiles(fs, resultDir) {
    const files = [];
    const seen = new Set();
    const add = (path) => {
        if (!fs.isFile(path))
            return;
        const real = fs.realPath(path);
        if (seen.has(real))
            return;
        seen.add(real);
        files.push(path);
    };
    add((0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyPath */ .r)(resultDir, 'server.log'));
    for (const dir of [(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyPath */ .r)(resultDir), ...(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyParents */ .f)(resultDir, 3)]) {
        const names = fs.list(dir).filter((n) => n.startsWith('watchtower-') && n.endsWith('.out'));
        for (const path of names.map((n) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyPath */ .r)(dir, n)).sort(codePointOrder))
            add(path);
    }
    return files;
}
const codePointOrder = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/** Log text as the reference reads it: the head, invalid UTF-8 replaced, NUL characters removed. */
function readLogHead(fs, path) {
    const bytes = fs.readHead(path, LOG_HEAD_BYTES);
    return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).replace(/\0/g, '');
}
/** Capacity summed over every log file, null when no file states one. */
function logCapacity(fs, resultDir, parse) {
    let total = null;
    for (const path of serverLogFiles(fs, resultDir)) {
        const value = parse(readLogHead(fs, path));
        if (value !== null)
            total = (total ?? 0) + value;
    }
    return total;
}


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
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6615);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5075);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2282);
/* harmony import */ var _artifacts_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(382);


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
    const path = (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .pyPath */ .r)((0,_artifacts_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveArtifactDir */ .Oc)(fs, artifactDir, 'profile_export_aiperf.json'), 'profile_export_aiperf.json');
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


/***/ }),

/***/ 6713:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gl: () => (/* binding */ appliesTo),
/* harmony export */   Sb: () => (/* binding */ pickOptions),
/* harmony export */   TC: () => (/* binding */ JSON_OUTPUT_OPTION),
/* harmony export */   eR: () => (/* binding */ OptionError),
/* harmony export */   o5: () => (/* binding */ completeOptions)
/* harmony export */ });
/* unused harmony exports CLI_DIALECT, ACTION_DIALECT, parseOptionText, optionsFor, actionDefault */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);

/**
 * `--json` of every CLI command whose stdout is machine output: at a terminal the command prints a
 * short summary, its exact JSON with this flag or whenever stdout is not a terminal (a pipe, a file,
 * the Actions runner), which is what workflows read. `cli/src/terminal.ts` makes the choice.
 */
const JSON_OUTPUT_OPTION = {
    kind: 'flag',
    only: 'cli',
    help: 'print the exact JSON even at a terminal (a pipe, a file or a workflow step always gets it)'
};
const CLI_DIALECT = {
    name: (option) => `--${option}`,
    conflict: (option, other) => `argument --${option}: not allowed with argument --${other}`,
    required: (options) => `the following arguments are required: ${options.map((o) => `--${o}`).join(', ')}`
};
const ACTION_DIALECT = {
    name: (option) => `input '${option}'`,
    // Inputs have no order, so the message names them alphabetically.
    conflict: (option, other) => `inputs '${[option, other].sort().join("' and '")}' exclude each other`,
    required: (options) => (options.length === 1 ? `input '${options[0]}' is required` : `inputs ${options.map((o) => `'${o}'`).join(', ')} are required`)
};
const PLACEHOLDER = /\{([a-z0-9-]+)\}/g;
/**
 * A mistake in the options, written once with `{option}` placeholders and shown in the caller's
 * words: `{step-size} must be greater than 1` reads `--step-size must be greater than 1` on the
 * command line and `input 'step-size' must be greater than 1` in a workflow. The message is the
 * CLI's until an edge re-renders it with `inDialect`.
 */
class OptionError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb {
    template;
    render;
    constructor(template, render = (dialect) => template.replace(PLACEHOLDER, (_, name) => dialect.name(name))) {
        super(render(CLI_DIALECT));
        this.template = template;
        this.render = render;
        this.name = 'OptionError';
    }
    inDialect(dialect) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(this.render(dialect));
    }
    /** Two options given together that exclude each other (argparse names the later one first). */
    static conflict(option, other) {
        return new OptionError(`{${option}} conflicts with {${other}}`, (d) => d.conflict(option, other));
    }
}
const requiredError = (options) => new OptionError(`${options.join(', ')} required`, (d) => d.required(options));
const isInteger = (text) => /^\s*[-+]?\d+\s*$/.test(text);
/**
 * Converts an option's text as a workflow gives it (every input is a string) into its kind.
 * Lists are separated by whitespace or newlines.
 */
function parseOptionText(name, def, text) {
    const bad = (what, word) => {
        throw new OptionError(`{${name}} must be ${what}, got '${word}'`);
    };
    const word = (w) => {
        if (def.kind === 'int' || def.kind === 'int-list')
            return isInteger(w) ? Number(w) : bad('an integer', w);
        if (def.kind === 'float') {
            const value = Number(w);
            return w.trim() !== '' && Number.isFinite(value) ? value : bad('a number', w);
        }
        return w;
    };
    switch (def.kind) {
        case 'flag':
            if (['true', 'True', 'TRUE'].includes(text.trim()))
                return true;
            if (['false', 'False', 'FALSE'].includes(text.trim()))
                return false;
            return bad('true or false', text);
        case 'list':
        case 'int-list':
            return text.split(/\s+/).filter(Boolean).map(word);
        default:
            return word(def.kind === 'string' ? text : text.trim());
    }
}
const isSet = (value) => value !== undefined && value !== false && !(Array.isArray(value) && value.length === 0);
/**
 * Fills what was not given (env, then default) and applies the table's rules — required,
 * conflicts, choices, bounds — the same way for both edges. `given` holds the values the caller
 * set, already converted to their kinds; options of the other edge are ignored.
 */
function completeOptions(table, given, edge, env = {}) {
    for (const [name, def] of Object.entries(table)) {
        for (const other of def.conflicts ?? [])
            if (isSet(given[name]) && isSet(given[other]))
                throw OptionError.conflict(name, other);
    }
    const values = {};
    const missing = [];
    const entries = Object.entries(table);
    // Selectors (options that `when` refers to) first, so every condition sees its final value.
    const selectors = new Set(entries.flatMap(([, def]) => Object.keys(def.when ?? {})));
    for (const [name, def] of [...entries.filter(([n]) => selectors.has(n)), ...entries.filter(([n]) => !selectors.has(n))]) {
        if (def.only && def.only !== edge) {
            // An option of the other edge still selects: its default is what this edge means.
            if (selectors.has(name))
                values[name] = given[name] ?? def.default;
            continue;
        }
        let value = given[name];
        const inactive = Object.entries(def.when ?? {}).find(([selector, allowed]) => !allowed.includes(String(values[selector])));
        if (inactive) {
            if (isSet(value) && value !== def.default)
                throw new OptionError(`{${name}} only applies to ${inactive[0]} ${inactive[1].join(' or ')}`);
            values[name] = undefined;
            continue;
        }
        if (!isSet(value) && def.env && env[def.env])
            value = parseOptionText(name, def, env[def.env]);
        // A list's default is written as the workflow would write it (action.yml carries the same text).
        if (value === undefined)
            value = typeof def.default === 'string' && def.kind !== 'string' ? parseOptionText(name, def, def.default) : def.default;
        const required = def.required === true || def.required === edge || (def.requiredUnless !== undefined && !isSet(given[def.requiredUnless]));
        if (required && !isSet(value)) {
            // A sub-command's own required option says which sub-command needs it.
            const [selector, allowed] = Object.entries(def.when ?? {}).at(-1) ?? [];
            if (selector)
                throw new OptionError(`{${name}} is required with ${selector} ${allowed.join(' or ')}`);
            if (def.env)
                throw new OptionError(`{${name}} is empty and ${def.env} is not set`, (d) => d === CLI_DIALECT ? `${d.required([name])} (or ${def.env})` : `${d.name(name)} is empty and ${def.env} is not set`);
            missing.push(name);
        }
        for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
            if (def.choices && typeof item !== 'boolean' && !def.choices.includes(String(item))) {
                throw new OptionError(`{${name}}: invalid choice '${item}' (choose from ${def.choices.join(', ')})`);
            }
            if (typeof item === 'number' && def.min !== undefined && item < def.min) {
                throw new OptionError(`{${name}} must ${def.min === 0 ? 'not be negative' : `be at least ${def.min}`}, got ${item}`);
            }
            if (typeof item === 'number' && def.above !== undefined && item <= def.above)
                throw new OptionError(`{${name}} must be above ${def.above}, got ${item}`);
        }
        values[name] = value;
    }
    if (missing.length)
        throw requiredError(missing);
    // Back in table order, so the values read like the table.
    return Object.fromEntries(entries.filter(([, def]) => !def.only || def.only === edge).map(([name]) => [name, values[name]]));
}
/** Whether an option applies on `edge` once the selectors have these values (a sub-command's own options). */
function appliesTo(def, edge, selectors) {
    if (def.only && def.only !== edge)
        return false;
    return Object.entries(def.when ?? {}).every(([selector, allowed]) => selectors[selector] === undefined || allowed.includes(selectors[selector]));
}
/** Some of a command's options, for an entrypoint that reads only those (e.g. a post step); it names no command itself. */
function pickOptions(command, names) {
    return { description: command.description, options: Object.fromEntries(names.map((name) => [name, command.options[name]])) };
}
/** The table's options as one edge sees them. */
function optionsFor(table, edge) {
    return Object.entries(table).filter(([, def]) => !def.only || def.only === edge);
}
/** action.yml's `default:` for an option: what the runner passes when the workflow leaves it out. */
function actionDefault(def) {
    return def.runnerDefault ?? (def.default === undefined ? '' : String(def.default));
}


/***/ }),

/***/ 5075:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mS: () => (/* binding */ pyFixed),
/* harmony export */   qT: () => (/* binding */ pyGeneral),
/* harmony export */   rC: () => (/* binding */ pyPercent),
/* harmony export */   wq: () => (/* binding */ pyRound)
/* harmony export */ });
/**
 * Python's decimal rounding of binary floats: `round(x, n)` and `format(x, '.nf')` round the exact
 * binary value with ties to even, where JavaScript's `toFixed` rounds ties away from zero.
 */
/** x = mantissa × 2^exponent exactly (x finite). */
function decompose(x) {
    const view = new DataView(new ArrayBuffer(8));
    view.setFloat64(0, x);
    const hi = view.getUint32(0);
    const lo = view.getUint32(4);
    const biased = (hi >>> 20) & 0x7ff;
    const fraction = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
    const mantissa = biased === 0 ? fraction : fraction | (1n << 52n);
    return { negative: hi >>> 31 === 1, mantissa, exponent: (biased === 0 ? 1 : biased) - 1075 };
}
/** |x| × 10^digits rounded to an integer, ties to even, from the exact binary value. */
function scaledHalfEven(x, digits) {
    const { mantissa, exponent } = decompose(x);
    const scale = 10n ** BigInt(digits);
    if (exponent >= 0)
        return (mantissa << BigInt(exponent)) * scale;
    const num = mantissa * scale;
    const den = 1n << BigInt(-exponent);
    const q = num / den;
    const twice = (num % den) * 2n;
    return twice > den || (twice === den && q % 2n === 1n) ? q + 1n : q;
}
/** Python `format(x, f'.{digits}f')` (finite x keeps a `-` sign even when it rounds to zero). */
function pyFixed(x, digits) {
    if (Number.isNaN(x))
        return 'nan';
    if (!Number.isFinite(x))
        return x > 0 ? 'inf' : '-inf';
    const text = scaledHalfEven(x, digits)
        .toString()
        .padStart(digits + 1, '0');
    const sign = x < 0 || Object.is(x, -0) ? '-' : '';
    return digits === 0 ? sign + text : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
/** Python `round(x, digits)` for a float: the nearest double to the half-even decimal rounding. */
function pyRound(x, digits) {
    if (!Number.isFinite(x))
        return x;
    if (digits < 0) {
        const rounded = Number(scaledHalfEvenSignificant(x, digits)) * 10 ** -digits;
        return x < 0 ? -rounded : rounded;
    }
    return Number(pyFixed(x, digits));
}
/** Python `format(x, '.{digits}%')`. */
const pyPercent = (x, digits) => `${pyFixed(x * 100, digits)}%`;
/** Python `format(x, 'g')`: 6 significant digits, trailing zeros removed. */
function pyGeneral(x) {
    if (Number.isNaN(x))
        return 'nan';
    if (!Number.isFinite(x))
        return x > 0 ? 'inf' : '-inf';
    if (x === 0)
        return Object.is(x, -0) ? '-0' : '0';
    const precision = 6;
    let exponent = Math.floor(Math.log10(Math.abs(x)));
    // Rounding to 6 significant digits may carry into the next power of ten (999999.5 → 1e+06).
    const digitsAt = (e) => scaledHalfEvenSignificant(x, precision - 1 - e);
    let digits = digitsAt(exponent);
    if (digits.length > precision)
        digits = digitsAt(++exponent);
    else if (digits.length < precision)
        digits = digitsAt(--exponent);
    const sign = x < 0 ? '-' : '';
    const strip = (s) => (s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s);
    if (exponent >= -4 && exponent < precision) {
        const decimals = precision - 1 - exponent;
        const padded = digits.padStart(decimals + 1, '0');
        return sign + strip(decimals > 0 ? `${padded.slice(0, -decimals)}.${padded.slice(-decimals)}` : padded);
    }
    const mantissa = strip(`${digits[0]}.${digits.slice(1)}`);
    return `${sign}${mantissa}e${exponent < 0 ? '-' : '+'}${String(Math.abs(exponent)).padStart(2, '0')}`;
}
/** |x| rounded half-even to `decimals` places (negative: to tens, hundreds…), as its digit string. */
function scaledHalfEvenSignificant(x, decimals) {
    if (decimals >= 0)
        return scaledHalfEven(x, decimals).toString();
    const { mantissa, exponent } = decompose(x);
    const den = 10n ** BigInt(-decimals);
    const num = exponent >= 0 ? mantissa << BigInt(exponent) : mantissa;
    const shift = exponent >= 0 ? 1n : 1n << BigInt(-exponent);
    const d = den * shift;
    const q = num / d;
    const twice = (num % d) * 2n;
    return (twice > d || (twice === d && q % 2n === 1n) ? q + 1n : q).toString();
}


/***/ }),

/***/ 7324:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EB: () => (/* binding */ JSON_MAX_DEPTH),
/* harmony export */   Ly: () => (/* binding */ PyJsonSyntaxError),
/* harmony export */   j5: () => (/* binding */ parsePyJson),
/* harmony export */   zt: () => (/* binding */ isPyObject)
/* harmony export */ });
/* harmony import */ var _float_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(564);

const isPyObject = (v) => v instanceof Map;
/** Python's JSONDecodeError: `str()` is `<msg>: line L column C (char P)`, as the reference prints it. */
class PyJsonSyntaxError extends Error {
    reason;
    line;
    column;
    position;
    constructor(reason, line, column, position) {
        super(`${reason}: line ${line} column ${column} (char ${position})`);
        this.reason = reason;
        this.line = line;
        this.column = column;
        this.position = position;
    }
}
const ESCAPES = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
const NUMBER = /-?(?:0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?/y;
const SAFE_INT_DIGITS = 15;
/** Nesting depth of arrays and objects; Python's decoder stops near its recursion limit (1000) too. */
const JSON_MAX_DEPTH = 1000;
/**
 * Parses JSON like Python's json module: also the bare literals NaN, Infinity and -Infinity, and
 * duplicate keys keep the first position with the last value.
 */
function parsePyJson(text) {
    let i = 0;
    let depth = 0;
    const fail = (what, at = i) => {
        const before = text.slice(0, at);
        throw new PyJsonSyntaxError(what, before.split('\n').length, at - before.lastIndexOf('\n'), at);
    };
    const ws = () => {
        for (;;) {
            const c = text.charCodeAt(i);
            if (c === 32 || c === 9 || c === 10 || c === 13)
                i++;
            else
                return;
        }
    };
    const literal = (word, value) => {
        if (text.startsWith(word, i)) {
            i += word.length;
            return value;
        }
        return fail('Expecting value');
    };
    const string = () => {
        const opening = i;
        i++;
        let out = '';
        let start = i;
        for (;;) {
            const c = text.charCodeAt(i);
            if (Number.isNaN(c))
                fail('Unterminated string starting at', opening);
            if (c === 34)
                break;
            if (c < 32)
                fail('Invalid control character at');
            if (c !== 92) {
                i++;
                continue;
            }
            out += text.slice(start, i);
            const e = text[i + 1] ?? '';
            if (e === 'u') {
                const hex = text.slice(i + 2, i + 6);
                if (!/^[0-9a-fA-F]{4}$/.test(hex))
                    fail('Invalid \\uXXXX escape', i + 1);
                out += String.fromCharCode(parseInt(hex, 16));
                i += 6;
            }
            else if (e in ESCAPES) {
                out += ESCAPES[e];
                i += 2;
            }
            else
                fail('Invalid \\escape');
            start = i;
        }
        out += text.slice(start, i);
        i++;
        return out;
    };
    const number = () => {
        NUMBER.lastIndex = i;
        const m = NUMBER.exec(text);
        if (!m)
            return fail('Expecting value');
        i += m[0].length;
        if (m[1] !== undefined || m[2] !== undefined)
            return new _float_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$(Number(m[0]));
        const digits = m[0].replace('-', '').length;
        // `+ 0` turns -0 into 0: Python's int has no negative zero.
        return digits > SAFE_INT_DIGITS && !Number.isSafeInteger(Number(m[0])) ? BigInt(m[0]) : Number(m[0]) + 0;
    };
    const value = () => {
        ws();
        const c = text[i];
        switch (c) {
            case '{': {
                if (++depth > JSON_MAX_DEPTH)
                    fail(`Nesting deeper than ${JSON_MAX_DEPTH} levels`);
                i++;
                const obj = new Map();
                ws();
                if (text[i] === '}') {
                    i++;
                    depth--;
                    return obj;
                }
                for (;;) {
                    ws();
                    if (text[i] !== '"')
                        fail('Expecting property name enclosed in double quotes');
                    const key = string();
                    ws();
                    if (text[i] !== ':')
                        fail("Expecting ':' delimiter");
                    i++;
                    obj.set(key, value());
                    ws();
                    if (text[i] === ',')
                        i++;
                    else if (text[i] === '}') {
                        i++;
                        depth--;
                        return obj;
                    }
                    else
                        fail("Expecting ',' delimiter");
                }
            }
            case '[': {
                if (++depth > JSON_MAX_DEPTH)
                    fail(`Nesting deeper than ${JSON_MAX_DEPTH} levels`);
                i++;
                const arr = [];
                ws();
                if (text[i] === ']') {
                    i++;
                    depth--;
                    return arr;
                }
                for (;;) {
                    arr.push(value());
                    ws();
                    if (text[i] === ',')
                        i++;
                    else if (text[i] === ']') {
                        i++;
                        depth--;
                        return arr;
                    }
                    else
                        fail("Expecting ',' delimiter");
                }
            }
            case '"':
                return string();
            case 't':
                return literal('true', true);
            case 'f':
                return literal('false', false);
            case 'n':
                return literal('null', null);
            case 'N':
                return literal('NaN', new _float_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$(NaN));
            case 'I':
                return literal('Infinity', new _float_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$(Infinity));
            case '-':
                if (text.startsWith('-Infinity', i))
                    return literal('-Infinity', new _float_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$(-Infinity));
                return number();
            default:
                return number();
        }
    };
    if (text.startsWith('\ufeff'))
        fail('Unexpected UTF-8 BOM (decode using utf-8-sig)', 0);
    const result = value();
    ws();
    if (i < text.length)
        fail('Extra data');
    return result;
}


/***/ }),

/***/ 6615:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ pyParents),
/* harmony export */   r: () => (/* binding */ pyPath)
/* harmony export */ });
/**
 * Python `pathlib.PurePosixPath` spelling of paths: messages and stdout print paths the way the
 * reference does (`./a//b/` → `a/b`, '' → '.').
 */
function pyPath(...parts) {
    let root = '';
    let segments = [];
    for (const part of parts) {
        if (part.startsWith('/')) {
            // Exactly two leading slashes are kept by POSIX path rules; one or three+ become one.
            root = part.startsWith('//') && !part.startsWith('///') ? '//' : '/';
            segments = [];
        }
        segments.push(...part.split('/').filter((s) => s !== '' && s !== '.'));
    }
    const body = segments.join('/');
    return root + body || '.';
}
/** `Path(p).parents[:count]` — lexical parents, fewer for short relative paths. */
function pyParents(path, count) {
    const normal = pyPath(path);
    const root = normal.startsWith('//') && !normal.startsWith('///') ? '//' : normal.startsWith('/') ? '/' : '';
    const segments = normal
        .slice(root.length)
        .split('/')
        .filter((s) => s !== '' && s !== '.');
    const parents = [];
    for (let n = segments.length - 1; n >= 0 && parents.length < count; n--) {
        parents.push(root + segments.slice(0, n).join('/') || '.');
    }
    return parents;
}


/***/ }),

/***/ 1885:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ nodeArtifactFs)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(105);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1825);
/* harmony import */ var _lines_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8620);
/* harmony import */ var _artifact_fs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9717);






const CHUNK_BYTES = 1 << 20;
/**
 * Decodes whole lines straight from the bytes: one small string per line is far cheaper than
 * decoding a chunk and splitting it. Only a region holding a \r takes the string path.
 */
function emitLines(region, path, each) {
    if (region.length === 0)
        return;
    if (!(0,node_buffer__WEBPACK_IMPORTED_MODULE_2__.isAscii)(region) && !(0,node_buffer__WEBPACK_IMPORTED_MODULE_2__.isUtf8)(region))
        throw new _artifact_fs_js__WEBPACK_IMPORTED_MODULE_3__/* .NotUtf8Error */ .x(path);
    if (region.indexOf(13) >= 0) {
        for (const line of (0,_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .splitLines */ .u)(region.toString('utf8')))
            each(line);
        return;
    }
    let start = 0;
    for (let nl = region.indexOf(10); nl >= 0; nl = region.indexOf(10, start)) {
        each(region.toString('utf8', start, nl));
        start = nl + 1;
    }
    if (start < region.length)
        each(region.toString('utf8', start));
}
const stat = (path) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path, { throwIfNoEntry: false });
/**
 * Artifacts are a job's files: read through the common file-access layer, inside the working
 * folder (or, for a path the caller named outside it, that file's own folder): a FIFO is never
 * opened for reading and no link on the way — to a file or a folder — leads out of that root.
 */
const open = (cwd, path) => {
    const file = (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .folderOf */ .yS)([cwd], path).open(path);
    if (!file)
        throw Object.assign(new Error(`ENOENT: no such file, open '${path}'`), { code: 'ENOENT' });
    return file;
};
/** The real file system; relative paths are taken from `cwd` (the CLI's or the workspace). `chunkBytes` is for tests. */
function nodeArtifactFs(cwd, chunkBytes = CHUNK_BYTES) {
    const at = (path) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, path);
    return {
        isFile: (path) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .folderOf */ .yS)([cwd], at(path)).entry(at(path)).kind === 'file',
        isDirectory: (path) => stat(at(path))?.isDirectory() ?? false,
        list: (path) => {
            try {
                return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(at(path));
            }
            catch {
                return [];
            }
        },
        readBytes: (path) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .folderOf */ .yS)([cwd], at(path)).readFile(at(path)),
        readHead: (path, maxBytes) => {
            const { fd, size } = open(cwd, at(path));
            try {
                const buffer = Buffer.alloc(Math.min(maxBytes, size));
                const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, 0, buffer.length, 0);
                return buffer.subarray(0, read);
            }
            finally {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
            }
        },
        forEachLine(path, each) {
            const { fd } = open(cwd, at(path));
            try {
                let buffer = Buffer.alloc(chunkBytes);
                let kept = 0;
                for (;;) {
                    // A line longer than the buffer: grow it rather than split the line.
                    if (kept === buffer.length)
                        buffer = Buffer.concat([buffer, Buffer.alloc(buffer.length)]);
                    const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, kept, buffer.length - kept, null);
                    const end = kept + read;
                    // Whole lines only (up to the last \n); at the end of the file, everything.
                    const cut = read === 0 ? end : buffer.lastIndexOf(10, end - 1) + 1;
                    emitLines(buffer.subarray(0, cut), path, each);
                    buffer.copy(buffer, 0, cut, end);
                    kept = end - cut;
                    if (read === 0)
                        return;
                }
            }
            finally {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
            }
        },
        mtimeMs: (path) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(at(path)).mtimeMs,
        realPath: (path) => {
            try {
                return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(at(path));
            }
            catch {
                return at(path);
            }
        },
        writeAtomic: (path, text) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_6__/* .writeFileAtomic */ .Zf)(at(path), text)
    };
}


/***/ }),

/***/ 9717:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ NotUtf8Error)
/* harmony export */ });
/** A file that is not valid UTF-8 (Python's strict decoder fails on it too). */
class NotUtf8Error extends Error {
}


/***/ }),

/***/ 8620:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ forEachLine),
/* harmony export */   u: () => (/* binding */ splitLines)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9696);
/* harmony import */ var _artifact_fs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9717);


const BREAK = /\r\n|\r|\n/;
/** The lines of a text, split like Python's universal newlines (no empty item after a final break). */
function splitLines(text) {
    const lines = text.includes('\r') ? text.split(BREAK) : text.split('\n');
    if (lines[lines.length - 1] === '')
        lines.pop();
    return lines;
}
/** `fs.forEachLine`, with a file that is not UTF-8 reported as an error naming it. */
function forEachLine(fs, path, each) {
    try {
        fs.forEachLine(path, each);
    }
    catch (e) {
        if (e instanceof _artifact_fs_js__WEBPACK_IMPORTED_MODULE_0__/* .NotUtf8Error */ .x)
            throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SweepkitError */ .R0('file is not valid UTF-8', { location: { file: path } });
        throw e;
    }
}


/***/ })

};
