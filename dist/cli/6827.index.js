export const id = 6827;
export const ids = [6827];
export const modules = {

/***/ 6827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _packages_evals_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9689);
/* harmony import */ var _packages_job_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2276);
/* harmony import */ var _packages_job_src_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8210);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6132);



/** `sweepkit eval-meta-env`: meta_env.json from the job's environment (benchmark_lib.sh append_lm_eval_summary). */
const evalMetaEnvCommand = (argv, io) => {
    (0,_options_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCommandArgs */ .Q)(_packages_evals_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .EVAL_META_ENV_COMMAND */ .rG, argv, io);
    const outcome = (0,_packages_job_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .writeMetaEnv */ .g)((0,_packages_job_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .nodeMetaEnvFs */ .C)(io.cwd), io.env);
    for (const line of outcome.stdout)
        io.stdout(`${line}\n`);
    for (const line of outcome.stderr)
        io.stderr(`${line}\n`);
    return outcome.exitCode;
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (evalMetaEnvCommand);


/***/ }),

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

/***/ 9689:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BJ: () => (/* binding */ COLLECT_EVALS_COMMAND),
/* harmony export */   LD: () => (/* binding */ EVAL_GATE_COMMAND),
/* harmony export */   i_: () => (/* binding */ gateOptionsFrom),
/* harmony export */   rG: () => (/* binding */ EVAL_META_ENV_COMMAND)
/* harmony export */ });
/** `sweepkit validate-eval-scores` (utils/evals/validate_scores.py) and the eval-gate action. */
const EVAL_GATE_COMMAND = {
    cli: 'validate-eval-scores',
    action: 'eval-gate',
    description: "Gate an eval job on its lm-eval scores like utils/evals/validate_scores.py: the batch manifest of meta_env.json against the workflow's concurrencies, then every exact_match metric of results*.json against its per-model or default threshold.",
    options: {
        'min-score': { kind: 'float', default: 0.85, metavar: 'F', help: 'threshold for a task found in no thresholds table' },
        thresholds: {
            kind: 'string',
            metavar: 'PATH',
            help: 'thresholds file (YAML or JSON: {default: {task: x}, models: {prefix: {task: x}}}); default utils/evals/thresholds.yaml when it exists'
        },
        'strict-thresholds': {
            kind: 'flag',
            help: 'a missing or malformed thresholds file is an error (the reference warns and falls back to --min-score)'
        },
        'meta-env': { kind: 'string', default: 'meta_env.json', metavar: 'PATH', help: 'eval metadata (model prefix, batch manifest)' },
        'model-prefix': { kind: 'string', metavar: 'P', help: 'model prefix for per-model thresholds (default: meta_env.json, then $MODEL_PREFIX)' },
        'metric-prefix': { kind: 'string', default: 'exact_match,', metavar: 'S', help: 'only metrics whose name starts with this are checked' },
        'results-glob': { kind: 'string', default: 'results*.json', metavar: 'GLOB', help: 'the lm-eval result files (relative to the working directory)' },
        'expected-concs': {
            kind: 'string',
            metavar: 'LIST',
            help: 'the concurrencies the workflow asked for, space-separated (the action: default $EVAL_CONC, else the largest of $CONC_LIST)'
        },
        'bundled-thresholds': {
            kind: 'flag',
            help: "use Sweepkit's copy of InferenceX's thresholds when neither --thresholds nor utils/evals/thresholds.yaml is there"
        },
        'expected-concs-from-env': {
            kind: 'flag',
            only: 'action',
            default: true,
            help: 'without expected-concs, take $EVAL_CONC, else the largest of $CONC_LIST (the multi-node template); false: no expected concurrencies (the single-node template)'
        },
        'working-directory': { kind: 'string', only: 'action', default: '.', help: 'the job workspace holding meta_env.json and results*.json' }
    }
};
/** `sweepkit collect-evals RESULTS_DIR EXP_NAME [SORT]` (utils/collect_eval_results.py) and the collect-evals action. */
const COLLECT_EVALS_COMMAND = {
    cli: 'collect-evals',
    action: 'collect-evals',
    description: 'Collect the eval artifacts below RESULTS_DIR (each a folder with meta_env.json and lm-eval results) into agg_eval_<EXP_NAME>.json and a Markdown summary, like utils/collect_eval_results.py.',
    options: {
        'results-dir': { kind: 'string', only: 'action', required: true, help: 'the folder holding the downloaded eval artifacts (eval_*)' },
        'exp-name': { kind: 'string', only: 'action', default: 'all', help: 'the collection name: the output is agg_eval_<exp-name>.json' },
        sort: {
            kind: 'string',
            only: 'action',
            default: 'model_prefix',
            choices: ['model_prefix', 'hw'],
            help: 'the first sort key of the summary tables'
        },
        'output-dir': { kind: 'string', only: 'action', default: '.', help: 'where agg_eval_<exp-name>.json is written' }
    }
};
/** `sweepkit eval-meta-env` (benchmark_lib.sh append_lm_eval_summary): no options, the job's environment is the input. */
const EVAL_META_ENV_COMMAND = {
    cli: 'eval-meta-env',
    description: "Write meta_env.json from the job's environment as the in-job library does after lm-eval: batched (EVAL_BATCHED_CONCS) in the working directory, else into EVAL_RESULT_DIR, whose *.json* files then move up to the working directory.",
    options: {}
};
/** The gate's options from either edge's values; `expectedConcs` overrides the option (the action's derivation). */
function gateOptionsFrom(values, env, expectedConcs = values['expected-concs']) {
    const thresholds = values.thresholds;
    return {
        minScore: values['min-score'],
        thresholds: thresholds === undefined ? { kind: 'default', bundledFallback: values['bundled-thresholds'] === true } : { kind: 'file', path: thresholds },
        strictThresholds: values['strict-thresholds'] === true,
        metaEnv: values['meta-env'],
        modelPrefix: values['model-prefix'],
        metricPrefix: values['metric-prefix'],
        resultsGlob: values['results-glob'],
        expectedConcs,
        envModelPrefix: env.MODEL_PREFIX
    };
}


/***/ }),

/***/ 8210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ nodeMetaEnvFs)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1825);



/** The real file system below `cwd`, for the meta_env.json writer. */
function nodeMetaEnvFs(cwd) {
    const at = (path) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, path);
    return {
        isDir: (path) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(at(path), { throwIfNoEntry: false })?.isDirectory() ?? false,
        write: (path, text) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .writeFileAtomic */ .Zf)(at(path), text),
        walkFiles: (dir) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(at(dir), { recursive: true, withFileTypes: true })
            .filter((entry) => entry.isFile())
            .map((entry) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, entry.parentPath.slice(at(dir).length), entry.name)),
        move: (from, to) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(at(from), at(to)),
        removeTree: (dir) => {
            // Like `rm -rf .`, never the working directory or a folder above it (EVAL_RESULT_DIR=.).
            const up = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(at(dir), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd));
            if (up === '' || (!up.startsWith('..') && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(up)))
                return;
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(at(dir), { recursive: true, force: true });
        }
    };
}


/***/ }),

/***/ 2276:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ metaEnvJson),
/* harmony export */   g: () => (/* binding */ writeMetaEnv)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4194);

const TRUE_ISH = /^(1|true|yes|on)$/i;
const CONC = /^[1-9][0-9]*$/;
const first = (...values) => values.find((v) => v !== undefined && v !== '');
/** A JSON value written the way the template interpolates it, but always valid JSON: numbers bare, anything else quoted. */
const bare = (text) => (/^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?$/.test(text) ? text : (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyJsonString */ .jL)(text, false));
const quoted = (text) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyJsonString */ .jL)(text, false);
const bool = (value) => (value ? 'true' : 'false');
/**
 * `bridge_disagg_eval_metadata` (spec §3): the prefill/decode topology the file records. The
 * single-node `EP_SIZE` and `DP_ATTENTION` are never read (bridging overwrites them from the
 * `PREFILL_*` names first); the first non-empty DP spelling decides, even when false-ish.
 */
function topology(env) {
    const tp = first(env.PREFILL_TP, env.PREFILL_TP_SIZE, env.TP) ?? '1';
    const decodeTp = first(env.DECODE_TP, env.DECODE_TP_SIZE, tp) ?? tp;
    // `_resolve_disagg_ep`: an EP of exactly `1` with the side's expert parallelism enabled is its TP size.
    const ep = (side, sideTp) => {
        const v = first(env[`${side}_EP`]) ?? '1';
        return v === '1' && TRUE_ISH.test(first(env[`${side}_ENABLE_EP`]) ?? 'false') ? (first(env[`${side}_TP_SIZE`]) ?? sideTp) : v;
    };
    const dp = (side) => TRUE_ISH.test(first(env[`${side}_DP_ATTN`], env[`${side}_DP_ATTENTION`], env[`${side}_ENABLE_DP`]) ?? 'false');
    const prefillEp = ep('PREFILL', tp);
    const prefillDp = dp('PREFILL');
    const side = (prefix, sideTp, sideEp, sideDp, workers) => ({
        [`${prefix}_tp`]: bare(sideTp),
        [`${prefix}_pp`]: bare(first(env[`${prefix.toUpperCase()}_PP_SIZE`], env.PP_SIZE) ?? '1'),
        [`${prefix}_dcp_size`]: bare(first(env[`${prefix.toUpperCase()}_DCP_SIZE`], env.DCP_SIZE) ?? '1'),
        [`${prefix}_pcp_size`]: bare(first(env[`${prefix.toUpperCase()}_PCP_SIZE`], env.PCP_SIZE) ?? '1'),
        [`${prefix}_ep`]: bare(sideEp),
        [`${prefix}_dp_attention`]: bool(sideDp),
        [`${prefix}_num_workers`]: bare(workers ?? '1')
    });
    return {
        tp,
        ep: prefillEp,
        dp: prefillDp,
        prefill: side('prefill', tp, prefillEp, prefillDp, first(env.PREFILL_NUM_WORKERS, env.xP)),
        decode: side('decode', decodeTp, ep('DECODE', decodeTp), dp('DECODE'), first(env.DECODE_NUM_WORKERS, env.yD))
    };
}
// The template's `sed 's/.*_\([^_][^_]*\)_\([^_][^_]*\)_tp.*/…/'`: the last `_<precision>_<framework>_tp`.
const NAME_FIELDS = /^.*_([^_\n]+)_([^_\n]+)_tp/;
/** FRAMEWORK and PRECISION, or where either is empty the two `_` fields before the last `_tp` of RESULT_FILENAME. */
function frameworkAndPrecision(env) {
    let framework = env.FRAMEWORK ?? '';
    let precision = env.PRECISION ?? '';
    const match = framework === '' || precision === '' ? NAME_FIELDS.exec(env.RESULT_FILENAME ?? '') : null;
    if (match) {
        framework ||= match[2];
        precision ||= match[1];
    }
    return { framework: framework || 'unknown', precision: precision || 'unknown' };
}
/** The file's text: the template's key order and two-space layout, values escaped. */
function metaEnvJson(env, conc, batch) {
    const t = topology(env);
    const { framework, precision } = frameworkAndPrecision(env);
    const list = (values) => `[${values.join(', ')}]`;
    const entries = [
        ['is_multinode', bool(env.IS_MULTINODE === 'true')],
        ['framework', quoted(framework)],
        ['precision', quoted(precision)],
        ['spec_decoding', quoted(env.SPEC_DECODING ?? '')],
        ['recipe_fingerprint', quoted(env.RECIPE_FINGERPRINT ?? '')],
        ['tp', bare(t.tp)],
        ['pp', bare(first(env.PP_SIZE) ?? '1')],
        ['dcp_size', bare(first(env.DCP_SIZE) ?? '1')],
        ['pcp_size', bare(first(env.PCP_SIZE) ?? '1')],
        ['conc', bare(conc)],
        ...(batch
            ? [
                ['eval_concs', list(batch.eval)],
                ['completed_eval_concs', list(batch.completed)],
                ['failed_eval_concs', list(batch.failed)]
            ]
            : []),
        ['ep', bare(t.ep)],
        ['dp_attention', bool(t.dp)],
        ...Object.entries(t.prefill),
        ...Object.entries(t.decode),
        ['model', quoted(first(env.MODEL_NAME, env.MODEL) ?? '')],
        ['infmax_model_prefix', quoted(first(env.MODEL_PREFIX) ?? 'unknown')],
        ['hw', quoted(first(env.RUNNER_TYPE) ?? 'unknown')],
        ['isl', quoted(first(env.ISL) ?? '0')],
        ['osl', quoted(first(env.OSL) ?? '0')]
    ];
    return `{\n${entries.map(([k, v]) => `  "${k}": ${v}`).join(',\n')}\n}\n`;
}
const words = (text) => (text ?? '').split(/\s+/).filter((w) => w !== '');
/**
 * Writes meta_env.json as the in-job library does after lm-eval (spec §3): batched
 * (`EVAL_BATCHED_CONCS`) into the working directory; otherwise into EVAL_RESULT_DIR, then every
 * `*.json*` below that folder (meta_env.json included) moves up to the working directory and the
 * folder is removed.
 */
function writeMetaEnv(fs, env) {
    const batched = env.EVAL_BATCHED_CONCS ?? '';
    if (batched !== '') {
        const lists = [words(batched), words(env.EVAL_BATCHED_COMPLETED_CONCS), words(env.EVAL_BATCHED_FAILED_CONCS)];
        const invalid = lists.flat().find((v) => !CONC.test(v));
        if (invalid !== undefined)
            return { exitCode: 1, stdout: [], stderr: [`ERROR: invalid eval concurrency '${invalid}'`] };
        // `${EVAL_BATCHED_CONCS%% *}`, and when that is empty the single-run default.
        const conc = first(batched.split(' ')[0], env.CONC) ?? '1';
        fs.write('meta_env.json', metaEnvJson(env, conc, { eval: lists[0], completed: lists[1], failed: lists[2] }));
        return { exitCode: 0, stdout: ['Prepared batched eval artifacts in: .'], stderr: [], written: 'meta_env.json' };
    }
    const dir = env.EVAL_RESULT_DIR ?? '';
    if (dir === '')
        return { exitCode: 1, stdout: [], stderr: ['WARN: EVAL_RESULT_DIR is empty; skipping artifact collection'] };
    if (!fs.isDir(dir))
        return { exitCode: 1, stdout: [], stderr: [`WARN: EVAL_RESULT_DIR='${dir}' does not exist; skipping artifact collection`] };
    const inside = (name) => (dir.endsWith('/') ? dir + name : `${dir}/${name}`);
    fs.write(inside('meta_env.json'), metaEnvJson(env, first(env.CONC) ?? '1'));
    for (const file of fs.walkFiles(dir).sort()) {
        const name = file.slice(file.lastIndexOf('/') + 1);
        if (name.includes('.json'))
            fs.move(file, name);
    }
    fs.removeTree(dir);
    return { exitCode: 0, stdout: ['Moved eval artifacts to: .'], stderr: [], written: 'meta_env.json' };
}


/***/ })

};
