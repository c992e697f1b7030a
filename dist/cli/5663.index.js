export const id = 5663;
export const ids = [5663];
export const modules = {

/***/ 5663:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ result_filename)
});

// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/naming/src/row-source.ts
var row_source = __webpack_require__(1126);
;// CONCATENATED MODULE: ./packages/naming/src/options.ts

/** `sweepkit result-filename` and the result-filename action: one table for both. */
const RESULT_FILENAME_COMMAND = {
    cli: 'result-filename',
    action: 'result-filename',
    description: 'Print the RESULT_FILENAME of a benchmark job, from a matrix row or from the variables the benchmark templates set; or parse a name back into its fields.',
    options: {
        row: { kind: 'string', metavar: 'JSON', help: 'the matrix row as JSON (toJson(matrix.config))', conflicts: ['env', 'parse', 'parse-job-name'] },
        env: {
            kind: 'flag',
            only: 'cli',
            help: 'read EXP_NAME, PRECISION, TP …, PREFILL_*/DECODE_*, CONC/CONC_LIST … from the environment',
            conflicts: ['row', 'parse', 'parse-job-name']
        },
        parse: {
            kind: 'string',
            only: 'cli',
            metavar: 'NAME',
            help: 'print the fields of a RESULT_FILENAME as JSON (also per-point names R_<cfg>_conc<N>_gpus_<G>…, R_conc<N> and agg_ files)',
            conflicts: ['row', 'env', 'parse-job-name']
        },
        'parse-job-name': {
            kind: 'string',
            only: 'cli',
            metavar: 'NAME',
            help: "print the fields of a benchmark job's display name ('p<priority> | dsr1 fp4 b200 sgl TP4 c16') as JSON",
            conflicts: ['row', 'env', 'parse']
        },
        'runner-name': { kind: 'string', metavar: 'NAME', help: 'the concrete runner, runner.name (default: $RUNNER_NAME)' },
        'eval-only': {
            kind: 'flag',
            default: false,
            help: "with a row: the job runs the row's eval only (the eval families); else the row's own eval-only"
        },
        'run-eval': { ...row_source/* RUN_EVAL_OPTION */.xB, help: `with a row: ${row_source/* RUN_EVAL_OPTION */.xB.help}` },
        profile: {
            kind: 'flag',
            default: false,
            help: "profile.yml's RESULT_FILENAME (`…_tp<T>-pp<P>-dcp<D>-pcp<C>_ep<E>_dpa_<bool>_conc<N>_<runner>`, no disagg, spec or recipe part; single-node rows); no artifact names",
            conflicts: ['parse', 'parse-job-name']
        },
        json: {
            kind: 'flag',
            only: 'cli',
            help: 'print result-filename, result-filename-base, the artifact names and (with --row) runs-on and display-name as one JSON object'
        }
    }
};
/** The profile-trace action (profile.yml after the launcher). */
const PROFILE_TRACE_COMMAND = {
    action: 'profile-trace',
    description: "Find a profiling run's traces, push the trace to a storage repository and link it in Perfetto.",
    options: {
        'result-filename': { kind: 'string', env: 'RESULT_FILENAME', help: "the run's RESULT_FILENAME, profile spelling (default: $RESULT_FILENAME)" },
        framework: { kind: 'string', env: 'FRAMEWORK', help: 'the serving framework; `sglang` also looks for the TP-0 traces (default: $FRAMEWORK)' },
        'runner-type': { kind: 'string', env: 'RUNNER_TYPE', help: 'the runner label, a folder of the storage path (default: $RUNNER_TYPE)' },
        'storage-repository': { kind: 'string', default: '', help: 'owner/name of the repository the trace is pushed to; empty: no push, artifacts only' },
        'storage-token': { kind: 'string', default: '', help: 'a token that may push to storage-repository (contents: write)' },
        'storage-branch': { kind: 'string', default: '', help: "the storage branch (default: the repository's default branch)" },
        'relay-url': {
            kind: 'string',
            env: 'PERFETTO_RELAY_URL',
            help: 'the Perfetto relay page the summary links the stored trace through (default: $PERFETTO_RELAY_URL; empty: the raw link only)'
        }
    }
};

// EXTERNAL MODULE: ./packages/naming/src/fields.ts
var fields = __webpack_require__(3677);
// EXTERNAL MODULE: ./packages/naming/src/grammar.ts
var grammar = __webpack_require__(743);
;// CONCATENATED MODULE: ./packages/naming/src/parse.ts



const parallelismPattern = (dpToken) => `tp(${grammar/* INT */.I8})-pp(${grammar/* INT */.I8})-dcp(${grammar/* INT */.I8})-pcp(${grammar/* INT */.I8})-ep(${grammar/* INT */.I8})-${dpToken}(${grammar/* BOOL */.HX})`;
const SINGLE_NODE_TOPOLOGY = parallelismPattern('dpa');
const POOL = `${parallelismPattern('dp')}-nw(${grammar/* INT */.I8})`;
const MULTI_NODE_TOPOLOGY = `prefill-${POOL}_decode-${POOL}`;
const toParallelism = (g) => ({
    tp: Number(g[0]),
    pp: Number(g[1]),
    'dcp-size': Number(g[2]),
    'pcp-size': Number(g[3]),
    ep: Number(g[4]),
    'dp-attn': g[5] === 'true'
});
const toPool = (g) => ({ ...toParallelism(g), 'num-worker': Number(g[6]) });
/**
 * Reads a name from the right (docs/naming.md §A.9): exp-names, runner names and `draft_model` contain
 * `_`, so splitting on `_` is ambiguous, but every suffix token is anchored at the end.
 */
class Tail {
    name;
    rest;
    constructor(name) {
        this.name = name;
        this.rest = name;
    }
    /** Removes `_<pattern>` from the end and returns its groups; undefined when absent. */
    optional(pattern) {
        const match = new RegExp(`_(?:${pattern})$`).exec(this.rest);
        if (!match)
            return undefined;
        this.rest = this.rest.slice(0, match.index);
        return match.slice(1);
    }
    take(pattern, what) {
        const groups = this.optional(pattern);
        if (groups)
            return groups;
        const after = this.name.slice(this.rest.length);
        throw new errors/* SweepkitError */.R0(`not a RESULT_FILENAME: expected ${what} ${after ? `before ${JSON.stringify(after)}` : 'at the end'} in ${JSON.stringify(this.name)}`, { code: 'bad-name' });
    }
    /** exp-name, precision, framework: the last two `_` fields are precision and framework. */
    head() {
        const match = new RegExp(`^(${grammar/* EXP_NAME */.m5})_(${grammar/* WORD */.f7})_(${grammar/* WORD */.f7})$`).exec(this.rest);
        if (!match) {
            throw new errors/* SweepkitError */.R0(`not a RESULT_FILENAME: expected <exp-name>_<precision>_<framework> at the start of ${JSON.stringify(this.name)}`, {
                code: 'bad-name'
            });
        }
        return [match[1], match[2], match[3]];
    }
}
/** The inverse of formatResultFilename: the fields of a RESULT_FILENAME (the matrix-row keys). */
function parseResultFilename(name) {
    const tail = new Tail(name);
    const recipe = tail.optional(`recipe-([0-9a-f]{${grammar/* RECIPE_PREFIX_LENGTH */.ZW}})`)?.[0] ?? '';
    const [runner] = tail.take(`(${grammar/* RUNNER_NAME */.ZJ})`, 'the runner name _<pool>_<digits>');
    const [conc] = tail.take(`conc(${grammar/* INT */.I8}(?:x${grammar/* INT */.I8})*)`, '_conc<n>[x<n>…]');
    const [spec] = tail.take(`spec-(${fields/* SPEC_DECODINGS */.X.join('|')})`, `_spec-<${fields/* SPEC_DECODINGS */.X.join('|')}>`);
    const [disagg] = tail.take(`disagg-(${grammar/* BOOL */.HX})`, '_disagg-<true|false>');
    const multi = tail.optional(MULTI_NODE_TOPOLOGY);
    const single = multi ? undefined : tail.take(SINGLE_NODE_TOPOLOGY, 'the topology (_tp…-dpa<bool> or _prefill-…_decode-…-nw<n>)');
    const [expName, precision, framework] = tail.head();
    const concs = conc.split('x').map(Number);
    const common = { 'exp-name': expName, precision, framework };
    const rest = (c) => ({ disagg: disagg === 'true', 'spec-decoding': spec, conc: c, 'runner-name': runner, recipe });
    if (multi)
        return { ...common, prefill: toPool(multi.slice(0, 7)), decode: toPool(multi.slice(7)), ...rest(concs) };
    if (concs.length !== 1) {
        throw new errors/* SweepkitError */.R0(`not a RESULT_FILENAME: a single-node name has exactly one concurrency, got "conc${conc}" in ${JSON.stringify(name)}`, {
            code: 'bad-name'
        });
    }
    return { ...common, ...toParallelism(single), ...rest(concs[0]) };
}

;// CONCATENATED MODULE: ./packages/naming/src/parse-file.ts


const parse_file_int = (text) => (text === undefined || text === '' ? undefined : Number(text));
const defined = (point) => Object.fromEntries(Object.entries(point).filter(([, v]) => v !== undefined));
/** The suffixes launchers append to RESULT_FILENAME, tried in order on what follows the name. */
function parsePoint(suffix) {
    const llmD = /^c(\d+)_gpus_(\d+)_ctx_(\d+)_gen_(\d+)$/.exec(suffix);
    if (llmD)
        return { conc: parse_file_int(llmD[1]), gpus: parse_file_int(llmD[2]), ctx: parse_file_int(llmD[3]), gen: parse_file_int(llmD[4]) };
    const agentic = /^conc(\d+)$/.exec(suffix);
    if (agentic)
        return { conc: parse_file_int(agentic[1]) };
    const srt = /^(.+)_conc(\d+)_gpus_(\d+)(?:_ctx_(\d+)_gen_(\d+))?$/.exec(suffix);
    if (srt)
        return defined({ config: srt[1], conc: parse_file_int(srt[2]), gpus: parse_file_int(srt[3]), ctx: parse_file_int(srt[4]), gen: parse_file_int(srt[5]) });
    // A legacy file name: the counts the multi-node template reads with its greedy seds.
    const last = (key) => parse_file_int(new RegExp(`.*_${key}_(\\d+)`).exec(suffix)?.[1]);
    const concurrency = parse_file_int(/.*_concurrency_(\d+)/.exec(suffix)?.[1]);
    return defined({ file: suffix, conc: concurrency, gpus: last('gpus'), ctx: last('ctx'), gen: last('gen') });
}
/**
 * A result file name (`.json` optional): a RESULT_FILENAME, the same with a per-point suffix
 * (`R_<cfg>_conc<N>_gpus_<G>[_ctx_<C>_gen_<D>]`, `R_c<N>_gpus_…`, `R_conc<N>`, a legacy file name),
 * or either behind `agg_`. The name ends where a prefix parses as a RESULT_FILENAME: runner names
 * and config folders both contain `_`, so every split after a runner-like tail is tried.
 */
function parseResultFile(fileName) {
    const stem = fileName.replace(/\.json$/, '');
    const aggregate = stem.startsWith('agg_');
    const name = aggregate ? stem.slice('agg_'.length) : stem;
    const endsLikeName = new RegExp(`_${grammar/* RUNNER_NAME */.ZJ}(?:_recipe-[0-9a-f]{16})?$`);
    let firstError;
    for (let end = name.length; end > 0; end = name.lastIndexOf('_', end - 1)) {
        const prefix = name.slice(0, end);
        if (!endsLikeName.test(prefix))
            continue;
        try {
            const fields = parseResultFilename(prefix);
            return end === name.length ? { fields, aggregate } : { fields, aggregate, point: parsePoint(name.slice(end + 1)) };
        }
        catch (error) {
            firstError ??= error;
        }
    }
    if (firstError)
        throw firstError;
    // Nothing ends like a name: the plain parser's own error says what is missing.
    return { fields: parseResultFilename(name), aggregate };
}

// EXTERNAL MODULE: ./packages/naming/src/job-identity.ts
var job_identity = __webpack_require__(3476);
// EXTERNAL MODULE: ./packages/naming/src/result-names.ts + 6 modules
var result_names = __webpack_require__(1813);
// EXTERNAL MODULE: ./cli/src/options.ts
var options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/result-filename.ts



const resultFilename = (argv, io) => {
    const { values } = (0,options/* parseCommandArgs */.Q)(RESULT_FILENAME_COMMAND, argv, io);
    if (values.parse !== undefined) {
        // A plain name prints its row fields; per-point and agg_ files add what their suffix says.
        const { fields, aggregate, point } = parseResultFile(values.parse);
        io.stdout(`${JSON.stringify({ ...fields, ...(aggregate && { aggregate }), ...(point && { point }) }, null, 2)}\n`);
        return 0;
    }
    if (values['parse-job-name'] !== undefined) {
        io.stdout(`${JSON.stringify((0,job_identity/* parseJobName */.kh)(values['parse-job-name']), null, 2)}\n`);
        return 0;
    }
    if (values.row === undefined && !values.env)
        throw new errors/* UsageError */.eb(`sweepkit result-filename: error: one of the arguments --row --env --parse --parse-job-name is required`);
    const row = values.row === undefined ? undefined : (0,row_source/* rowFromJson */.xK)(values.row, '--row');
    const mode = (0,row_source/* jobEvalMode */.PF)(values);
    const names = (0,result_names/* computeResultNames */.J)({ row, env: io.env, runnerName: values['runner-name'], profile: values.profile, ...mode });
    const identity = row && { 'runs-on': (0,job_identity/* runsOnLabels */.Zw)(row, io.env.GITHUB_RUN_ATTEMPT ?? '1'), 'display-name': (0,job_identity/* jobDisplayNameFor */.Cu)(row, mode) };
    io.stdout(values.json
        ? `${JSON.stringify({ 'result-filename': names.resultFilename, 'result-filename-base': names.resultFilenameBase, names: (0,result_names/* namesObject */.M)(names.artifacts), ...identity }, null, 2)}\n`
        : `${names.resultFilename}\n`);
    return 0;
};
/* harmony default export */ const result_filename = (resultFilename);


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


/***/ })

};
