export const id = 9899;
export const ids = [9899];
export const modules = {

/***/ 3029:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ readInputJson)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6416);
/* harmony import */ var _packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3901);



/** The matrix JSON of `--input FILE` (relative to the working directory), else of stdin. */
function readInputJson(io, input) {
    const text = input === undefined ? (io.stdin?.() ?? '') : (0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .readTextFile */ .G)(io.files, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, input), input);
    return (0,_packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .parseMatrixJson */ .pp)(text, { file: input ?? '<stdin>' });
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


/***/ })

};
