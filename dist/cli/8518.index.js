export const id = 8518;
export const ids = [8518];
export const modules = {

/***/ 8518:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ collect_results)
});

// EXTERNAL MODULE: ./packages/common/src/adapters/safe-files.ts
var safe_files = __webpack_require__(105);
// EXTERNAL MODULE: ./packages/results/src/options.ts
var options = __webpack_require__(1280);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/common/src/python/json-parse.ts
var json_parse = __webpack_require__(7324);
// EXTERNAL MODULE: ./packages/common/src/python/json.ts
var json = __webpack_require__(4194);
// EXTERNAL MODULE: ./packages/common/src/contained-path.ts
var contained_path = __webpack_require__(2432);
// EXTERNAL MODULE: ./packages/common/src/python/path.ts
var path = __webpack_require__(6615);
;// CONCATENATED MODULE: ./packages/results/src/collect.ts

function load(fs, file, isFile) {
    if (!isFile)
        throw new errors/* SweepkitError */.R0('is a directory, not a JSON file', { location: { file }, code: 'bad-result' });
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(fs.readBytes(file));
    }
    catch {
        throw new errors/* SweepkitError */.R0('not UTF-8 text', { location: { file }, code: 'bad-result' });
    }
    try {
        return (0,json_parse/* parsePyJson */.j5)(text);
    }
    catch (e) {
        if (!(e instanceof json_parse/* PyJsonSyntaxError */.Ly))
            throw e;
        throw new errors/* SweepkitError */.R0(`not valid JSON (${e.reason})`, { location: { file, line: e.line, column: e.column }, code: 'bad-result' });
    }
}
/**
 * `utils/collect_results.py RESULTS_DIR EXP_NAME`: every `*.json` below the folder, at any depth,
 * as one element of a JSON array written to `agg_<EXP_NAME>.json` (indent 2, Python's bytes).
 * Files are taken in ascending order of their relative path (code points), one at a time, and
 * the output is streamed to a temp file that replaces the target only when every file was read.
 */
function collectResults(fs, resultsDir, expName, outputDir = '.') {
    const entries = fs
        .walk(resultsDir)
        .filter((e) => e.path.slice(e.path.lastIndexOf('/') + 1).endsWith('.json'))
        .sort((a, b) => (0,json/* compareCodePoints */.OP)(a.path, b.path));
    // EXP_NAME names the output inside its folder, never a path out of it.
    const problem = (0,contained_path/* fileNameProblem */.XY)(`agg_${expName}.json`);
    if (problem)
        throw new contained_path/* UnsafePathError */.k0('EXP_NAME', expName, problem);
    const output = (0,path/* pyPath */.r)(outputDir, `agg_${expName}.json`);
    const writer = fs.createAtomic(output);
    try {
        writer.write(entries.length ? '[\n' : '[]');
        entries.forEach((entry, i) => {
            const value = load(fs, (0,path/* pyPath */.r)(resultsDir, entry.path), entry.isFile);
            writer.write(`${i ? ',\n' : ''}  ${(0,json/* pyJsonDumps */.dv)(value, { indent: 2 }).replaceAll('\n', '\n  ')}`);
        });
        if (entries.length)
            writer.write('\n]');
        writer.commit();
    }
    catch (e) {
        writer.abort();
        throw e;
    }
    return { output, files: entries.map((e) => e.path) };
}

// EXTERNAL MODULE: ./packages/results/src/adapters/node-results-fs.ts
var node_results_fs = __webpack_require__(1238);
// EXTERNAL MODULE: ./cli/src/options.ts
var src_options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/collect-results.ts



/** `sweepkit collect-results RESULTS_DIR EXP_NAME` (`utils/collect_results.py`): writes agg_<EXP_NAME>.json, prints nothing. */
const collectResultsCommand = (argv, io) => {
    const { positionals } = (0,src_options/* parseCommandArgs */.Q)(options/* COLLECT_RESULTS_COMMAND */.yH, argv, io, [
        { name: 'RESULTS_DIR', help: 'the folder holding the downloaded result artifacts' },
        { name: 'EXP_NAME', help: 'the collection prefix: the output is agg_<EXP_NAME>.json' }
    ]);
    collectResults((0,node_results_fs/* nodeResultsFs */.O)(io.cwd, (0,safe_files/* skipOncePerPath */.xW)((line) => io.stderr(`warning: ${line}\n`))), positionals[0], positionals[1]);
    return 0;
};
/* harmony default export */ const collect_results = (collectResultsCommand);


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

/***/ 2432:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XY: () => (/* binding */ fileNameProblem),
/* harmony export */   _l: () => (/* binding */ pathInside),
/* harmony export */   fi: () => (/* binding */ NAME_MAX_BYTES),
/* harmony export */   k0: () => (/* binding */ UnsafePathError),
/* harmony export */   wi: () => (/* binding */ checkFileName)
/* harmony export */ });
/* unused harmony export relativePathProblem */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);

/**
 * The one containment check for paths built from text that a workflow, a contributor or a job
 * controls (environment values, inputs, row fields, artifact and file names): such text names a
 * file inside a folder and never reaches outside it. Pure and lexical; the file-access layer
 * (`adapters/safe-files.ts`) adds the symlink side at read time.
 */
/** A file system's limit for one name (ext4, xfs, NFS). */
const NAME_MAX_BYTES = 255;
// Controls (C0, DEL) never belong in a name a workflow or a job sets; NUL would also cut it short.
const CONTROL = /[\x00-\x1f\x7f]/;
/**
 * Why `name` cannot be one file name inside a folder (undefined when it can): no folder
 * separators, no control characters, not hidden (so never `.` or `..`), at most `maxBytes`.
 */
function fileNameProblem(name, maxBytes = NAME_MAX_BYTES) {
    if (name === '')
        return 'is empty';
    if (/[/\\]/.test(name))
        return "must be a file name without folders ('/' or '\\')";
    if (CONTROL.test(name))
        return 'must not contain control characters';
    if (name.startsWith('.'))
        return "must not start with '.'";
    if (Buffer.byteLength(name) > maxBytes)
        return `must be at most ${maxBytes} bytes`;
    return undefined;
}
/**
 * Why `relative` cannot be a path that stays inside its folder (undefined when it can): relative,
 * no `..` segment, no backslash or control characters, no empty path.
 */
function relativePathProblem(relative) {
    if (relative.startsWith('/'))
        return 'must be a relative path';
    if (CONTROL.test(relative))
        return 'must not contain control characters';
    if (relative.includes('\\'))
        return "must use '/' between folders, not '\\'";
    const parts = relative.split('/');
    if (parts.includes('..'))
        return "must stay inside its folder (no '..')";
    if (parts.every((p) => p === '' || p === '.'))
        return 'is empty';
    return undefined;
}
/** An untrusted path that would leave its folder; `what` names the variable, input or field. */
class UnsafePathError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0 {
    constructor(what, value, reason) {
        super(`${what} ${reason}, got ${JSON.stringify(value)}`, { field: what, code: 'unsafe-path' });
        this.name = 'UnsafePathError';
    }
}
/** `root/relative` (segments normalised), or UnsafePathError naming `what` when it would leave `root`. */
function pathInside(root, relative, what) {
    const problem = relativePathProblem(relative);
    if (problem)
        throw new UnsafePathError(what, relative, problem);
    const parts = relative.split('/').filter((p) => p !== '' && p !== '.');
    const base = root.replace(/\/+$/, '');
    return root.startsWith('/') && base === '' ? `/${parts.join('/')}` : [base || '.', ...parts].join('/');
}
/** `name` checked to be one file name (see fileNameProblem), or UnsafePathError naming `what`. */
function checkFileName(name, what, maxBytes = NAME_MAX_BYTES) {
    const problem = fileNameProblem(name, maxBytes);
    if (problem)
        throw new UnsafePathError(what, name, problem);
    return name;
}


/***/ }),

/***/ 6713:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gl: () => (/* binding */ appliesTo),
/* harmony export */   Sb: () => (/* binding */ pickOptions),
/* harmony export */   eR: () => (/* binding */ OptionError),
/* harmony export */   o5: () => (/* binding */ completeOptions)
/* harmony export */ });
/* unused harmony exports CLI_DIALECT, ACTION_DIALECT, parseOptionText, optionsFor, actionDefault */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);

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
 * Artifacts are a job's files: read through the common file-access layer, so a FIFO is never
 * opened for reading and a symlink is followed only inside the artifact's own folder.
 */
const open = (path) => {
    const file = (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .openInside */ .X$)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path), path);
    if (!file)
        throw Object.assign(new Error(`ENOENT: no such file, open '${path}'`), { code: 'ENOENT' });
    return file;
};
/** The real file system; relative paths are taken from `cwd` (the CLI's or the workspace). `chunkBytes` is for tests. */
function nodeArtifactFs(cwd, chunkBytes = CHUNK_BYTES) {
    const at = (path) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, path);
    return {
        isFile: (path) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .entryInside */ .L6)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(at(path)), at(path)).kind === 'file',
        isDirectory: (path) => stat(at(path))?.isDirectory() ?? false,
        list: (path) => {
            try {
                return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(at(path));
            }
            catch {
                return [];
            }
        },
        readBytes: (path) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .readFileInside */ .XW)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(at(path)), at(path)),
        readHead: (path, maxBytes) => {
            const { fd, size } = open(at(path));
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
            const { fd } = open(at(path));
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


/***/ }),

/***/ 1238:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ nodeResultsFs)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(105);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1825);
/* harmony import */ var _job_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1885);




/**
 * The real file system for the results commands; relative paths are taken from `cwd`. The walk
 * goes through the common file-access layer: regular files and folders only, symlinks followed
 * only while they stay inside the folder walked; what is passed over goes to `onSkip`.
 */
function nodeResultsFs(cwd, onSkip = () => undefined) {
    const at = (path) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, path);
    return {
        ...(0,_job_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeArtifactFs */ .C)(cwd),
        walk(dir) {
            const root = at(dir);
            const out = [];
            const visit = (rel) => {
                for (const e of (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .listInside */ .Vg)(root, rel ? `${root}/${rel}` : root, onSkip)) {
                    const path = rel ? `${rel}/${e.name}` : e.name;
                    out.push({ path, isFile: !e.isDirectory });
                    // Like Python's rglob, a symlinked folder is listed but not entered (no loops).
                    if (e.isDirectory && !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(`${root}/${path}`).isSymbolicLink())
                        visit(path);
                }
            };
            visit('');
            return out;
        },
        createAtomic: (path) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .createFileAtomic */ .Q)(at(path))
    };
}


/***/ }),

/***/ 1280:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BW: () => (/* binding */ SUCCESS_RATE_COMMAND),
/* harmony export */   KU: () => (/* binding */ PROCESS_RESULT_COMMAND),
/* harmony export */   yH: () => (/* binding */ COLLECT_RESULTS_COMMAND),
/* harmony export */   zy: () => (/* binding */ COMPARE_RESULTS_COMMAND)
/* harmony export */ });
/** `sweepkit process-result` and the process-result action. */
const PROCESS_RESULT_COMMAND = {
    cli: 'process-result',
    action: 'process-result',
    description: "Turn a benchmark_serving result (${RESULT_FILENAME}.json) into its dashboard row agg_${RESULT_FILENAME}.json with the power verdict and power_validation_${RESULT_FILENAME}.json, reading the benchmark template's environment like utils/process_result.py.",
    options: {
        'multinode-dir': {
            kind: 'string',
            metavar: 'DIR',
            help: "process every ${RESULT_FILENAME}_*.json point file in DIR (the multi-node template's loop; GPU counts from the file names)"
        },
        'working-directory': {
            kind: 'string',
            only: 'action',
            default: '.',
            help: 'the benchmark workspace holding ${RESULT_FILENAME}.json (single point)'
        }
    }
};
/** `sweepkit collect-results RESULTS_DIR EXP_NAME` and the collect-results action. */
const COLLECT_RESULTS_COMMAND = {
    cli: 'collect-results',
    action: 'collect-results',
    description: 'Collect every *.json below RESULTS_DIR (any depth, sorted by relative path) into one JSON array agg_<EXP_NAME>.json, like utils/collect_results.py.',
    options: {
        'results-dir': { kind: 'string', only: 'action', required: true, help: 'the folder holding the downloaded result artifacts' },
        'exp-name': { kind: 'string', only: 'action', required: true, help: 'the collection prefix: the output is agg_<exp-name>.json' },
        'output-dir': { kind: 'string', only: 'action', default: '.', help: 'where agg_<exp-name>.json is written' },
        'artifact-pattern': {
            kind: 'string',
            only: 'action',
            help: "first download this run's artifacts whose names match the glob (e.g. bmk_*), each into results-dir/<name>/"
        },
        'github-token': {
            kind: 'string',
            only: 'action',
            runnerDefault: '${{ github.token }}',
            help: "token that may read this run's artifacts (`actions: read`), for artifact-pattern"
        }
    }
};
/** `sweepkit success-rate` and the success-rate action. */
const SUCCESS_RATE_COMMAND = {
    cli: 'success-rate',
    action: 'success-rate',
    description: 'Count the jobs of a workflow run (every attempt) and their successes per cluster bucket of runners.yaml (each job in its first matching bucket) and write run_stats.json, like utils/calc_success_rate.py.',
    options: {
        'run-id': { kind: 'string', required: true, env: 'GITHUB_RUN_ID', help: 'the workflow run whose jobs are counted (default: $GITHUB_RUN_ID)' },
        repository: {
            kind: 'string',
            required: true,
            env: 'GITHUB_REPOSITORY',
            metavar: 'OWNER/REPO',
            help: 'the repository of the run (default: $GITHUB_REPOSITORY)'
        },
        runners: {
            kind: 'string',
            default: 'configs/runners.yaml',
            metavar: 'FILE',
            help: 'the runners file: its cluster:<name> labels (else its hardware keys) are the buckets'
        },
        output: { kind: 'string', default: 'run_stats.json', metavar: 'FILE', help: 'where the stats are written' },
        'api-url': { kind: 'string', env: 'GITHUB_API_URL', metavar: 'URL', help: 'the GitHub REST API (default: $GITHUB_API_URL, else https://api.github.com)' },
        'github-token': { kind: 'string', only: 'action', runnerDefault: '${{ github.token }}', help: 'token that may read the run (actions: read)' }
    }
};
/** `sweepkit compare-results` and the compare-results action. */
const COMPARE_RESULTS_COMMAND = {
    cli: 'compare-results',
    action: 'compare-results',
    description: "Compare this run's results with main's latest (PostgreSQL via DATABASE_URL, or a results file): a delta table per configuration, a per-hardware roll-up, a chart, and an optional regression gate.",
    options: {
        results: {
            kind: 'string',
            required: 'action',
            metavar: 'PATH',
            help: 'the results to compare: agg_bmk.json or a folder of result JSON files'
        },
        'database-url': {
            kind: 'string',
            env: 'DATABASE_URL',
            metavar: 'URL',
            help: 'the dashboard database (default: $DATABASE_URL): the newest error-free main result of each configuration',
            conflicts: ['baseline-file']
        },
        'baseline-file': {
            kind: 'string',
            metavar: 'PATH',
            help: "the baseline without a database: main's latest collected results (file or folder)",
            conflicts: ['database-url']
        },
        'fail-on-regression': { kind: 'string', metavar: 'PERCENT', help: 'fail when a metric is worse than its baseline by more than this (e.g. 5%)' },
        'noise-band': { kind: 'string', default: '2%', metavar: 'PERCENT', help: 'changes within ± this are shown as unchanged' },
        svg: { kind: 'string', default: 'compare-results.svg', metavar: 'FILE', help: 'where the throughput-vs-interactivity chart is written as SVG' },
        format: {
            kind: 'string',
            only: 'cli',
            choices: ['reference', 'sweepkit'],
            default: 'reference',
            metavar: 'FORMAT',
            help: "the report: the reference's tables, byte for byte (reference), or Sweepkit's roll-up, delta table and chart (sweepkit)"
        },
        summary: { kind: 'string', only: 'cli', metavar: 'FILE', help: 'write the report to FILE instead of printing it' }
    }
};


/***/ })

};
