export const id = 2195;
export const ids = [2195];
export const modules = {

/***/ 2195:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ commands_matrix)
});

// EXTERNAL MODULE: ./packages/common/src/errors.ts
var src_errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/matrix/src/options.ts
var options = __webpack_require__(2401);
// EXTERNAL MODULE: ./packages/matrix/src/matrix-json.ts
var matrix_json = __webpack_require__(3901);
// EXTERNAL MODULE: ./packages/matrix/src/generate.ts + 8 modules
var generate = __webpack_require__(8348);
;// CONCATENATED MODULE: ./packages/matrix/src/reference-error.ts

// The Python exception the reference ends with, per error code; the rest are ValueErrors.
const EXCEPTION_TYPES = {
    'not-a-mapping': 'AssertionError',
    'missing-key': 'KeyError',
    'not-iterable': 'TypeError',
    'attribute-error': 'AttributeError'
};
// Errors the reference has no counterpart for (its own would be a library traceback).
const OWN_WORDING = new Set(['yaml-syntax', 'file-unreadable']);
const headline = (error) => `${EXCEPTION_TYPES[error.code ?? ''] ?? 'ValueError'}: ${error.message}`;
/**
 * The error text of `sweepkit matrix`: first the reference generator's own error line (so scripts
 * that match it keep working), then one line per finding with what the reference lacks: the
 * `file:line:col` of the YAML node and the field path.
 */
function referenceErrorText(error) {
    const errors = (0,src_errors/* toSweepkitErrors */.Nb)(error);
    if (errors[0].exitCode === 2 || OWN_WORDING.has(errors[0].code ?? ''))
        return `${errors.map(src_errors/* formatError */.Wk).join('\n')}\n`;
    const lines = [headline(errors[0])];
    for (const e of errors) {
        const where = (0,src_errors/* formatLocation */.j$)(e.location);
        const field = e.field ? `${where ? ' ' : ''}${e.field}` : '';
        const detail = e.details.length ? `${where || field ? ': ' : ''}${e.details.join('\n    ')}` : '';
        if (where || field || detail)
            lines.push(`  ${where}${field}${detail}`);
    }
    return `${lines.join('\n')}\n`;
}

// EXTERNAL MODULE: ./cli/src/options.ts
var src_options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/matrix.ts



const PROG = 'sweepkit matrix';
/** `sweepkit matrix`: a drop-in for the reference generator (same flags, bytes, exit codes, first error line). */
const matrix = (argv, io) => {
    const request = (0,options/* matrixRequest */.Dd)((0,src_options/* parseCommandArgs */.Q)(options/* MATRIX_COMMAND */.ad, argv, io).values);
    try {
        // Every error comes from generating; the rows are written after, in chunks.
        (0,matrix_json/* writeMatrixJson */.Hm)((0,generate/* generateMatrix */.z)(request, { files: io.files, cwd: io.cwd }), io.stdout);
        return 0;
    }
    catch (error) {
        // The reference reports its own option checks through argparse: prefix them like one.
        if (error instanceof src_errors/* UsageError */.eb)
            throw new src_errors/* UsageError */.eb(`${PROG}: error: ${error.message}`);
        io.stderr(referenceErrorText(error));
        return error instanceof src_errors/* SweepkitError */.R0 ? error.exitCode : 1;
    }
};
/* harmony default export */ const commands_matrix = (matrix);


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

/***/ 7324:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ly: () => (/* binding */ PyJsonSyntaxError),
/* harmony export */   j5: () => (/* binding */ parsePyJson),
/* harmony export */   zt: () => (/* binding */ isPyObject)
/* harmony export */ });
/* unused harmony export JSON_MAX_DEPTH */
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

/***/ 3901:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ar: () => (/* binding */ compactJson),
/* harmony export */   Hm: () => (/* binding */ writeMatrixJson),
/* harmony export */   pp: () => (/* binding */ parseMatrixJson)
/* harmony export */ });
/* unused harmony export matrixJson */
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4194);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7324);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9696);

/** The exact bytes the reference prints: Python `json.dumps(rows)` and a newline (docs/matrix.md §8). */
const matrixJson = (rows) => `${pyJsonDumps(rows)}\n`;
/** matrixJson's bytes handed to `write` in chunks as they are made (the CLI's stdout: a full sweep is a megabyte). */
function writeMatrixJson(rows, write) {
    (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyJsonWrite */ .xp)(rows, write);
    write('\n');
}
/**
 * Matrix JSON read the Python way (`600.0` stays a float, key order kept). Bad JSON is an error at
 * its line and column of the file, or naming the option it came from (`input 'matrix'`).
 */
function parseMatrixJson(text, source) {
    try {
        return (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePyJson */ .j5)(text);
    }
    catch (error) {
        if (!(error instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PyJsonSyntaxError */ .Ly))
            throw error;
        if ('option' in source)
            throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SweepkitError */ .R0(`${source.option} is not valid JSON: ${error.message}`, { code: 'matrix-json' });
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SweepkitError */ .R0(`invalid JSON: ${error.message}`, { location: { file: source.file, line: error.line, column: error.column }, code: 'matrix-json' });
    }
}
/** Compact JSON as the workflows hand matrices between jobs (`process-changelog`'s form: no spaces, UTF-8 kept). */
const compactJson = (value) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyJsonDumps */ .dv)(value, { separators: [',', ':'], ensureAscii: false });


/***/ }),

/***/ 2401:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dd: () => (/* binding */ matrixRequest),
/* harmony export */   ad: () => (/* binding */ MATRIX_COMMAND),
/* harmony export */   l_: () => (/* binding */ PROCESS_CHANGELOG_COMMAND)
/* harmony export */ });
/* unused harmony exports DEFAULT_MAX_JOBS_PER_MATRIX, DEFAULT_MAX_CHUNKS, CHANGELOG_OUTPUT_FORMS, MATRIX_OUTPUT_FORMS */
/* harmony import */ var _changelog_diff_options_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2036);
/* harmony import */ var _priority_options_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1210);
/* harmony import */ var _request_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8554);



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
        ..._priority_options_js__WEBPACK_IMPORTED_MODULE_1__/* .PRIORITY_OPTIONS */ .m
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
        'runner-config': { kind: 'string', default: _request_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_RUNNER_CONFIG */ .CC, when: SWEEP, help: 'runners file (labels, nodes, hardware)' },
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
        'scenario-type': { kind: 'list', choices: _request_js__WEBPACK_IMPORTED_MODULE_2__/* .SCENARIO_TYPES */ .rJ, when: SWEEP, help: 'scenario types to include (default: all)' },
        'model-prefix': { kind: 'list', when: FULL_SWEEP, help: 'config keys starting with one of these' },
        precision: { kind: 'list', when: FULL_SWEEP, help: 'precisions to include' },
        framework: { kind: 'list', when: FULL_SWEEP, help: 'frameworks to include' },
        'runner-type': { kind: 'list', when: FULL_SWEEP, help: 'runner labels to include; each must be a label of the runners file' },
        'seq-lens': { kind: 'list', choices: _request_js__WEBPACK_IMPORTED_MODULE_2__/* .SEQ_LENS */ .Rq, when: SWEEP, help: 'sequence lengths to include (fixed-seq-len only)' },
        'step-size': { kind: 'int', default: _request_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_STEP_SIZE */ .ji, when: FULL_SWEEP, help: 'factor between range concurrencies (must be > 1)' },
        'min-conc': { kind: 'int', when: FULL_SWEEP, help: 'lowest concurrency (ranges are re-based on it)' },
        'max-conc': { kind: 'int', when: FULL_SWEEP, help: 'highest concurrency' },
        'max-tp': { kind: 'int', when: FULL_SWEEP, help: 'skip single-node fixed-seq-len entries with a larger tp' },
        'max-ep': { kind: 'int', when: FULL_SWEEP, help: 'clamp single-node fixed-seq-len ep to this' },
        'single-node': { kind: 'flag', default: false, when: FULL_SWEEP, help: 'single-node configs (default: both kinds)' },
        'multi-node': { kind: 'flag', default: false, when: FULL_SWEEP, help: 'multi-node configs (default: both kinds)' },
        'config-keys': { kind: 'list', required: true, when: TEST_CONFIG, help: 'config keys or glob patterns, in the order wanted' },
        conc: { kind: 'int-list', when: TEST_CONFIG, help: 'keep only these concurrencies' },
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
        ..._priority_options_js__WEBPACK_IMPORTED_MODULE_1__/* .PRIORITY_OPTIONS */ .m
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
/** `sweepkit ci-priority`: exactly the flags of `utils/ci_priority.py`. */
const CI_PRIORITY_COMMAND = {
    cli: 'ci-priority',
    description: 'Annotate every job of a matrix JSON (stdin → stdout) with priority, queue-token and skip-queue-pr for a priority-scheduled runner fleet, like utils/ci_priority.py.',
    options: {
        policy: { kind: 'string', metavar: 'FILE', default: 'configs/ci-priority.yaml', help: 'the CI priority policy (schemas/ci-priority-policy.schema.json)' },
        'event-name': { kind: 'string', metavar: 'NAME', default: '', help: 'the workflow event (push, pull_request, …); selects adjustments.event' },
        'labels-json': { kind: 'string', metavar: 'JSON', default: '[]', help: 'the pull request labels as a JSON array of strings ("" or null: none)' },
        'queue-namespace': { kind: 'string', metavar: 'NS', default: 'local', help: 'prefix of every queue token, e.g. {run_id}:{run_attempt}' },
        'pr-number': { kind: 'int', metavar: 'N', help: 'the pull request number (with the skip-queue label: skip-queue-pr)' },
        'criteria-json': { kind: 'string', metavar: 'JSON', default: '', help: 'the classifier criteria as a JSON array of strings ("" or null: no classifier)' },
        input: { kind: 'string', metavar: 'FILE', help: 'read the matrix JSON from FILE instead of stdin' }
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
