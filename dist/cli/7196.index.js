export const id = 7196;
export const ids = [7196];
export const modules = {

/***/ 7196:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _packages_naming_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2623);
/* harmony import */ var _packages_naming_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1126);
/* harmony import */ var _file_command_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(970);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6132);



/**
 * Prints a row's job environment for `>> $GITHUB_ENV` (or as JSON); nothing is evaluated. A value
 * from the row cannot add a variable: a line break in it makes that variable a heredoc block.
 */
const benchmarkEnvCommand = (argv, io) => {
    const { values } = (0,_options_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCommandArgs */ .Q)(_packages_naming_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .BENCHMARK_ENV_COMMAND */ .gW, argv, io);
    const result = (0,_packages_naming_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .benchmarkEnv */ .b)((0,_packages_naming_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .rowFromJson */ .xK)(values.row, '--row'), io.env, values);
    io.stdout(values.json ? `${JSON.stringify(result.env, null, 2)}\n` : (0,_file_command_js__WEBPACK_IMPORTED_MODULE_3__/* .fileCommandLines */ .p)(result.env));
    return 0;
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (benchmarkEnvCommand);


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
