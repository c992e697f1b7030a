export const id = 668;
export const ids = [668];
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

/***/ 5713:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ pyOpenErrorText)
/* harmony export */ });
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2282);

const ERRNO = {
    ENOENT: [2, 'No such file or directory'],
    EACCES: [13, 'Permission denied'],
    EISDIR: [21, 'Is a directory'],
    ENOTDIR: [20, 'Not a directory'],
    ELOOP: [40, 'Too many levels of symbolic links'],
    ENAMETOOLONG: [36, 'File name too long']
};
/**
 * `str()` of the exception Python's `open(path).read()` raises for a Node read error with this
 * `code`: `[Errno 2] No such file or directory: 'meta_env.json'`, or the UTF-8 decoder's complaint.
 */
function pyOpenErrorText(error, path) {
    const { code, byte } = error;
    if (code === 'EILSEQ')
        return `'utf-8' codec can't decode byte 0x${(byte ?? 0).toString(16).padStart(2, '0')}: invalid utf-8`;
    const known = code === undefined ? undefined : ERRNO[code];
    return known ? `[Errno ${known[0]}] ${known[1]}: ${(0,_values_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrRepr */ .ow)(path)}` : `${code ?? 'EIO'}: ${(0,_values_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrRepr */ .ow)(path)}`;
}


/***/ }),

/***/ 7105:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ nodeEvalFs)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2504);
/* harmony import */ var _job_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8210);




/** The real file system below `cwd`. */
function nodeEvalFs(cwd) {
    const at = (path) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, path);
    const stat = (path) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(at(path), { throwIfNoEntry: false });
    return {
        ...(0,_job_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeMetaEnvFs */ .C)(cwd),
        readText: (path) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .readTextFileSync */ .F3)(at(path)),
        exists: (path) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(at(path)),
        list: (dir) => (stat(dir)?.isDirectory() ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(at(dir)) : undefined),
        mtime: (path) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(at(path)).mtimeMs / 1000
    };
}


/***/ }),

/***/ 2021:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ff: () => (/* binding */ concSuffix),
/* harmony export */   lR: () => (/* binding */ pyContains),
/* harmony export */   sY: () => (/* binding */ readMetaJson)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5713);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7324);

function readMetaJson(fs, path) {
    let text;
    try {
        text = fs.readText(path);
    }
    catch (error) {
        return { ok: false, reason: (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyOpenErrorText */ .T)(error, path) };
    }
    try {
        return { ok: true, value: (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePyJson */ .j5)(text) };
    }
    catch (error) {
        return { ok: false, reason: error.message };
    }
}
/** Python's `key in value` for a JSON value (dict: key; list: element; str: substring). */
function pyContains(value, key) {
    if ((0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isPyObject */ .zt)(value))
        return value.has(key);
    if (Array.isArray(value))
        return value.includes(key);
    return typeof value === 'string' && value.includes(key);
}
// `_conc<N>` (optionally `_conc<N>_<k>`) before `.json`: the batched eval's result file names.
const CONC_SUFFIX = /_conc(\d+)(?:_\d+)?\.json$/;
/** The concurrency a result file name carries, or undefined. */
function concSuffix(path) {
    const match = CONC_SUFFIX.exec(path.slice(path.lastIndexOf('/') + 1));
    return match ? Number(match[1]) : undefined;
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


/***/ })

};
