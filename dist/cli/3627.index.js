export const id = 3627;
export const ids = [3627];
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

/***/ 1328:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FB: () => (/* binding */ printJsonOutput),
/* harmony export */   OU: () => (/* binding */ showSummary)
/* harmony export */ });
/* unused harmony exports EXACT_OUTPUT_HINT, jsonSummaryText */
/**
 * The one rule for commands whose stdout is machine output: a person at a terminal gets a short
 * summary; `--json`, a pipe, a file and the Actions runner get the exact output (what workflows
 * and the conformance corpora read).
 */
const showSummary = (io, json) => io.stdoutIsTerminal === true && json !== true;
/** The last line of every summary: where the exact output is. */
const EXACT_OUTPUT_HINT = 'The exact JSON (what workflows read) comes with --json, or when the output is not a terminal.';
const WIDTH = 100;
const LISTED = 10;
const clip = (text) => (text.length > WIDTH ? `${text.slice(0, WIDTH - 1)}…` : text);
/** One value as a person reads it in a summary line: scalars as they are, collections counted. */
function brief(value) {
    if (typeof value === 'string') {
        // Outputs often carry JSON as a string (a family's rows): count it rather than print it.
        if (/^\s*[[{]/.test(value)) {
            try {
                return brief(JSON.parse(value));
            }
            catch {
                // not JSON after all: the text itself
            }
        }
        return clip(value === '' ? '""' : value);
    }
    if (Array.isArray(value))
        return `${value.length} item${value.length === 1 ? '' : 's'}`;
    if (value !== null && typeof value === 'object') {
        // One level down: lists counted (a bucket's rows), scalars as they are.
        const inner = Object.entries(value).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.length : v !== null && typeof v === 'object' ? '{…}' : String(v)}`);
        return inner.length ? clip(inner.join(', ')) : '{}';
    }
    return String(value);
}
/** How a row of a matrix-like list is named in a summary: its planned display name, else what identifies a matrix row. */
function rowName(row) {
    if (row === null || typeof row !== 'object' || Array.isArray(row))
        return brief(row);
    const r = row;
    const planned = r.plan?.['display-name'] ?? r['display-name'] ?? r.name;
    if (typeof planned === 'string')
        return clip(planned);
    const parts = ['exp-name', 'runner', 'framework', 'precision'].map((key) => r[key]).filter((v) => typeof v === 'string');
    for (const key of ['tp', 'conc'])
        if (r[key] !== undefined)
            parts.push(`${key} ${String(r[key])}`);
    return clip(parts.length ? parts.join(' ') : JSON.stringify(row));
}
/**
 * A short readable summary of a command's JSON output: a list by its length and its first rows'
 * names, an object key by key (collections counted), then where the exact JSON is.
 */
function jsonSummaryText(title, value) {
    const lines = [];
    if (Array.isArray(value)) {
        lines.push(`${title}: ${value.length} row${value.length === 1 ? '' : 's'}.`);
        lines.push(...value.slice(0, LISTED).map((row) => `  ${rowName(row)}`));
        if (value.length > LISTED)
            lines.push(`  … and ${value.length - LISTED} more`);
    }
    else if (value !== null && typeof value === 'object') {
        const entries = Object.entries(value).filter(([, v]) => v !== undefined);
        lines.push(`${title}:`);
        const width = Math.max(0, ...entries.map(([key]) => key.length));
        lines.push(...entries.map(([key, v]) => `  ${key.padEnd(width)}  ${brief(v)}`));
    }
    else
        lines.push(`${title}: ${brief(value)}`);
    lines.push('', EXACT_OUTPUT_HINT);
    return `${lines.join('\n')}\n`;
}
/**
 * Prints a command's exact output (JSON text), or at a terminal without --json the summary of it
 * (read back from the text, so it shows what a workflow would read).
 */
function printJsonOutput(io, json, exact, title) {
    if (!showSummary(io, json))
        return io.stdout(exact);
    let value;
    try {
        value = JSON.parse(exact);
    }
    catch {
        // Python's JSON may hold NaN or Infinity, which JSON.parse refuses: then the exact text.
        return io.stdout(exact);
    }
    io.stdout(jsonSummaryText(title, value));
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

/***/ 2401:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dd: () => (/* binding */ matrixRequest),
/* harmony export */   ad: () => (/* binding */ MATRIX_COMMAND),
/* harmony export */   l_: () => (/* binding */ PROCESS_CHANGELOG_COMMAND)
/* harmony export */ });
/* unused harmony exports DEFAULT_MAX_JOBS_PER_MATRIX, DEFAULT_MAX_CHUNKS, CHANGELOG_OUTPUT_FORMS, MATRIX_OUTPUT_FORMS */
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6713);
/* harmony import */ var _changelog_diff_options_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8430);
/* harmony import */ var _priority_options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1210);
/* harmony import */ var _request_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8554);




/** GitHub expands at most 256 jobs per matrix. */
const DEFAULT_MAX_JOBS_PER_MATRIX = 256;
/** Chunk jobs per family the example workflows fan out to (one job per chunk). */
const DEFAULT_MAX_CHUNKS = 3;
/** The forms sweep-changelog can emit the matrix in (counts and `canary` always come). */
const CHANGELOG_OUTPUT_FORMS = ['search-space-config', 'canary-search-space-config', 'chunks'];
/** The forms sweep-matrix can emit the rows in (counts always come). */
const MATRIX_OUTPUT_FORMS = ['matrix', 'families', 'chunks'];
/**
 * `sweepkit process-changelog` and the sweep-changelog action: the entries a diff adds to the
 * changelog → the bucketed matrix. The action defaults the refs and the eval modifiers from the
 * event (refs of the pull request or push, the `all-evals` / `evals-only` labels), so those have no
 * action.yml default; on the command line the refs and the file are required, as in the reference.
 */
const PROCESS_CHANGELOG_COMMAND = {
    cli: 'process-changelog',
    action: 'sweep-changelog',
    description: 'Turn the entries a diff adds to perf-changelog.yaml into the bucketed sweep matrix.',
    options: {
        ..._changelog_diff_options_js__WEBPACK_IMPORTED_MODULE_0__/* .CHANGELOG_DIFF_OPTIONS */ .O,
        json: _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .JSON_OUTPUT_OPTION */ .TC,
        'trim-conc': { kind: 'flag', default: false, help: 'keep only the lowest concurrency of each curve (what the sweep-enabled label does)' },
        'all-evals': { kind: 'flag', help: 'every eligible config also gets eval rows (throughput rows stay); the action defaults it to the all-evals label' },
        'evals-only': { kind: 'flag', help: 'no throughput rows; the action defaults it to the evals-only label' },
        'max-jobs-per-matrix': {
            kind: 'int',
            only: 'action',
            min: 1,
            default: DEFAULT_MAX_JOBS_PER_MATRIX,
            help: 'largest chunk in the <family>-chunks outputs (GitHub expands at most 256 jobs per matrix)'
        },
        'max-chunks': {
            kind: 'int',
            only: 'action',
            min: 1,
            default: DEFAULT_MAX_CHUNKS,
            help: 'chunk jobs the workflow fans each family out to; a family needing more fails the step unless allow-truncation'
        },
        'allow-truncation': {
            kind: 'flag',
            only: 'action',
            default: false,
            help: 'a family needing more than max-chunks chunks is a warning (its last rows do not run) instead of an error'
        },
        'canary-job': {
            kind: 'flag',
            only: 'action',
            help: 'a canary job runs the canary row first, so the chunks leave it out; empty means true on a pull request with a canary label of the bundled label policy'
        },
        outputs: {
            kind: 'list',
            only: 'action',
            choices: CHANGELOG_OUTPUT_FORMS,
            help: "the matrix forms to emit (GitHub allows 1 MB of outputs per job); empty means all; counts and 'canary' always come"
        },
        ..._priority_options_js__WEBPACK_IMPORTED_MODULE_2__/* .PRIORITY_OPTIONS */ .m
    }
};
const SWEEP = { mode: ['sweep'] };
const FULL_SWEEP = { mode: ['sweep'], command: ['full-sweep'] };
const TEST_CONFIG = { mode: ['sweep'], command: ['test-config'] };
/** The changelog options as inputs of sweep-matrix's deprecated `mode: changelog`. */
const inChangelogMode = (options) => Object.fromEntries(Object.entries(options).map(([name, def]) => [name, { ...def, only: 'action', when: { mode: ['changelog'] } }]));
const { 'base-ref': baseRef, 'head-ref': headRef, 'changelog-file': changelogFile, 'trim-conc': trimConc } = PROCESS_CHANGELOG_COMMAND.options;
/**
 * `sweepkit matrix full-sweep|test-config` (the reference generator's options and names) and the
 * sweep-matrix action, whose `command` input is the CLI's sub-command. `mode: changelog` is the
 * sweep-changelog action's job, kept on sweep-matrix for one release.
 */
const MATRIX_COMMAND = {
    cli: 'matrix',
    action: 'sweep-matrix',
    description: 'Expand master configs into the sweep matrix (JSON on stdout).',
    subcommand: {
        option: 'command',
        descriptions: { 'full-sweep': 'Every config that passes the filters.', 'test-config': 'The named configs, in the order given.' }
    },
    options: {
        mode: {
            kind: 'string',
            only: 'action',
            choices: ['sweep', 'changelog'],
            default: 'sweep',
            help: '`sweep` expands `config-files` with `command`; `changelog` is deprecated: use the sweep-changelog action'
        },
        command: {
            kind: 'string',
            choices: ['full-sweep', 'test-config'],
            default: 'full-sweep',
            when: SWEEP,
            help: '`full-sweep` (every config that passes the filters) or `test-config` (the configs named in `config-keys`)'
        },
        'config-files': { kind: 'list', required: true, when: SWEEP, help: 'master config YAML files, merged in this order' },
        'runner-config': { kind: 'string', default: _request_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_RUNNER_CONFIG */ .CC, when: SWEEP, help: 'runners file (labels, nodes, hardware)' },
        'no-evals': { kind: 'flag', default: false, when: SWEEP, conflicts: ['evals-only'], help: 'do not mark eval rows' },
        'evals-only': {
            kind: 'flag',
            conflicts: ['no-evals'],
            help: 'keep only eval rows (adds eval-only: true); in mode changelog: no throughput rows, default the evals-only PR label'
        },
        'all-evals': {
            kind: 'flag',
            help: 'evaluate every eligible point (implies evals-only); in mode changelog: also eval rows, default the all-evals PR label'
        },
        'runner-node-filter': { kind: 'string', when: SWEEP, help: 'fan rows out to the runner nodes whose name contains this' },
        'scenario-type': { kind: 'list', choices: _request_js__WEBPACK_IMPORTED_MODULE_3__/* .SCENARIO_TYPES */ .rJ, when: SWEEP, help: 'scenario types to include (default: all)' },
        'model-prefix': { kind: 'list', when: FULL_SWEEP, help: 'config keys starting with one of these' },
        precision: { kind: 'list', when: FULL_SWEEP, help: 'precisions to include' },
        framework: { kind: 'list', when: FULL_SWEEP, help: 'frameworks to include' },
        'runner-type': { kind: 'list', when: FULL_SWEEP, help: 'runner labels to include; each must be a label of the runners file' },
        'seq-lens': { kind: 'list', choices: _request_js__WEBPACK_IMPORTED_MODULE_3__/* .SEQ_LENS */ .Rq, when: SWEEP, help: 'sequence lengths to include (fixed-seq-len only)' },
        'step-size': { kind: 'int', default: _request_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_STEP_SIZE */ .ji, when: FULL_SWEEP, help: 'factor between range concurrencies (must be > 1)' },
        'min-conc': { kind: 'int', when: FULL_SWEEP, help: 'lowest concurrency (ranges are re-based on it)' },
        'max-conc': { kind: 'int', when: FULL_SWEEP, help: 'highest concurrency' },
        'max-tp': { kind: 'int', when: FULL_SWEEP, help: 'skip single-node fixed-seq-len entries with a larger tp' },
        'max-ep': { kind: 'int', when: FULL_SWEEP, help: 'clamp single-node fixed-seq-len ep to this' },
        'single-node': { kind: 'flag', default: false, when: FULL_SWEEP, help: 'single-node configs (default: both kinds)' },
        'multi-node': { kind: 'flag', default: false, when: FULL_SWEEP, help: 'multi-node configs (default: both kinds)' },
        'config-keys': { kind: 'list', required: true, when: TEST_CONFIG, help: 'config keys or glob patterns, in the order wanted' },
        conc: { kind: 'int-list', when: TEST_CONFIG, help: 'keep only these concurrencies' },
        json: {
            kind: 'flag',
            only: 'cli',
            when: SWEEP,
            help: 'print the matrix JSON even on a terminal (it is always printed to a pipe or a file)'
        },
        'max-jobs-per-matrix': {
            kind: 'int',
            only: 'action',
            min: 1,
            default: DEFAULT_MAX_JOBS_PER_MATRIX,
            when: SWEEP,
            help: 'largest chunk in the <family>-chunks outputs (GitHub expands at most 256 jobs per matrix)'
        },
        outputs: {
            kind: 'list',
            only: 'action',
            choices: MATRIX_OUTPUT_FORMS,
            when: SWEEP,
            help: "the row forms to emit (GitHub allows 1 MB of outputs per job): 'matrix', 'families' (<family> lists), 'chunks'; empty means all"
        },
        ...inChangelogMode({ 'base-ref': baseRef, 'head-ref': headRef, 'changelog-file': changelogFile, 'trim-conc': trimConc }),
        // Both modes: the rows (and, in changelog mode, the canary chosen after annotation) carry their priority.
        ..._priority_options_js__WEBPACK_IMPORTED_MODULE_2__/* .PRIORITY_OPTIONS */ .m
    }
};
/** The generator's request from the table's values (`mode: sweep`, where `config-files` and, for test-config, `config-keys` are required). */
function matrixRequest(v) {
    const common = {
        configFiles: v['config-files'],
        runnerConfig: v['runner-config'],
        noEvals: v['no-evals'],
        evalsOnly: v['evals-only'] ?? false,
        allEvals: v['all-evals'] ?? false,
        runnerNodeFilter: v['runner-node-filter'],
        scenarioTypes: v['scenario-type'],
        seqLens: v['seq-lens']
    };
    if (v.command === 'test-config')
        return { command: 'test-config', ...common, configKeys: v['config-keys'], conc: v.conc };
    return {
        command: 'full-sweep',
        ...common,
        modelPrefixes: v['model-prefix'],
        precisions: v.precision,
        frameworks: v.framework,
        runnerTypes: v['runner-type'],
        stepSize: v['step-size'],
        minConc: v['min-conc'],
        maxConc: v['max-conc'],
        maxTp: v['max-tp'],
        maxEp: v['max-ep'],
        singleNode: v['single-node'],
        multiNode: v['multi-node']
    };
}


/***/ }),

/***/ 1210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ PRIORITY_OPTIONS),
/* harmony export */   s: () => (/* binding */ CI_PRIORITY_COMMAND)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6713);

/**
 * `sweepkit ci-priority`: exactly the flags of `utils/ci_priority.py`. The ci-priority action takes
 * the jobs as an input instead of stdin and also plans the first job's runs-on.
 */
const CI_PRIORITY_COMMAND = {
    cli: 'ci-priority',
    action: 'ci-priority',
    description: 'Annotate every job of a matrix JSON (stdin → stdout) with priority, queue-token and skip-queue-pr for a priority-scheduled runner fleet, like utils/ci_priority.py.',
    options: {
        json: _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .JSON_OUTPUT_OPTION */ .TC,
        policy: { kind: 'string', metavar: 'FILE', default: 'configs/ci-priority.yaml', help: 'the CI priority policy (schemas/ci-priority-policy.schema.json)' },
        'event-name': { kind: 'string', metavar: 'NAME', default: '', help: 'the workflow event (push, pull_request, …); selects adjustments.event' },
        'labels-json': { kind: 'string', metavar: 'JSON', default: '[]', help: 'the pull request labels as a JSON array of strings ("" or null: none)' },
        'queue-namespace': {
            kind: 'string',
            metavar: 'NS',
            default: 'local',
            // The action's tokens are the run's, as every workflow of the reference passes them.
            runnerDefault: '${{ github.run_id }}:${{ github.run_attempt }}',
            help: 'prefix of every queue token, e.g. {run_id}:{run_attempt} (the action: the run id and attempt)'
        },
        'pr-number': { kind: 'int', metavar: 'N', help: 'the pull request number (with the skip-queue label: skip-queue-pr)' },
        'criteria-json': { kind: 'string', metavar: 'JSON', default: '', help: 'the classifier criteria as a JSON array of strings ("" or null: no classifier)' },
        input: { kind: 'string', metavar: 'FILE', only: 'cli', help: 'read the matrix JSON from FILE instead of stdin' },
        // The action scores a job or two (speedbench-al.yml, a manual run) and plans the runs-on of the first.
        jobs: {
            kind: 'string',
            only: 'action',
            required: 'action',
            help: 'the job(s) to score as JSON: one job, a list of jobs or any matrix JSON; a job has `runner` and `framework`'
        },
        'priority-scheduler': {
            kind: 'flag',
            only: 'action',
            default: false,
            help: "the first job's runs-on carries the CI-priority labels, as `sweepkit plan-jobs --priority-scheduler`; else the runner label alone"
        },
        'self-hosted-label': { kind: 'string', only: 'action', default: 'self-hosted', help: 'the first runs-on label with priority-scheduler (empty: none)' },
        'run-attempt': {
            kind: 'string',
            only: 'action',
            env: 'GITHUB_RUN_ATTEMPT',
            help: 'the run attempt of the ci-attempt-<N> label (default: GITHUB_RUN_ATTEMPT, else 1)'
        }
    }
};
/**
 * The CI priority inputs of the matrix actions (spread into their tables): with a policy, every
 * output row is annotated in-process as `sweepkit ci-priority` would, with the event's name, PR
 * labels and PR number, before the canary is chosen.
 */
const PRIORITY_OPTIONS = {
    'priority-policy': {
        kind: 'string',
        only: 'action',
        help: 'CI priority policy file (schemas/ci-priority-policy.schema.json); when set, every row gets priority, queue-token and skip-queue-pr as `sweepkit ci-priority` adds them, from the event name, PR labels and PR number'
    },
    'priority-namespace': {
        kind: 'string',
        only: 'action',
        help: 'with priority-policy: the first part of every queue token (default: `<run id>:<run attempt>`)'
    },
    'priority-criteria': {
        kind: 'string',
        only: 'action',
        conflicts: ['priority-classifier'],
        help: 'with priority-policy: the change classifier criteria as a JSON array of strings (default: no classifier, every attribute scores)'
    },
    'priority-classifier': {
        kind: 'flag',
        only: 'action',
        default: false,
        help: 'with priority-policy: a change classifier ran; its criteria come from priority-classifier-output, and missing or malformed output falls back to ["patchwork"] (the lowest priority) with a warning'
    },
    'priority-classifier-output': {
        kind: 'string',
        only: 'action',
        help: 'with priority-classifier: the classifier step\'s output, a JSON object with a "criteria" array of strings'
    }
};


/***/ })

};
