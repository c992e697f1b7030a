export const id = 3936;
export const ids = [3936];
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

/***/ 9832:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ schemaViolation),
/* harmony export */   W: () => (/* binding */ firstSchemaError)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);

/** A misspelt key shows up as both unknown and missing; naming the unknown one is more helpful. */
const firstSchemaError = (errors) => errors.find((e) => e.keyword === 'additionalProperties') ?? errors[0];
/**
 * One JSON-Schema (ajv) violation of a YAML file as a SweepkitError at the offending node:
 * `invalid <what>: <field>: <detail>` (an unknown key is located at the key itself).
 */
function schemaViolation(loaded, error, what, code) {
    const path = error.instancePath
        .split('/')
        .slice(1)
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
        .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    const field = path.reduce((text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${part}` : part), '');
    const params = error.params;
    const allowed = params.allowedValue ?? params.allowedValues;
    const detail = params.additionalProperty !== undefined
        ? `unknown key '${params.additionalProperty}'`
        : params.missingProperty !== undefined
            ? `missing key '${params.missingProperty}'`
            : `${error.message ?? 'is invalid'}${allowed !== undefined ? ` (${JSON.stringify(allowed)})` : ''}`;
    const at = params.additionalProperty !== undefined ? loaded.locate([...path, params.additionalProperty], 'key') : loaded.locate(path);
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(`invalid ${what}: ${field ? `${field}: ` : ''}${detail}`, { location: at, field, code });
}


/***/ }),

/***/ 2314:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dn: () => (/* binding */ recipeFingerprint),
/* harmony export */   Fi: () => (/* binding */ curveOf),
/* harmony export */   dj: () => (/* binding */ canonicalJson)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4194);


const CURVE_EXCLUDED = new Set(['conc', 'exp-name', 'recipe-fingerprint']);
/** The row without its concurrency point: what identifies a curve (append-only, fingerprints). */
const curveOf = (row) => Object.fromEntries(Object.entries(row).filter(([k]) => !CURVE_EXCLUDED.has(k)));
/** `json.dumps(x, sort_keys=True, separators=(",", ":"))` — ASCII-escaped, like the reference. */
const canonicalJson = (value) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyJsonDumps */ .dv)(value, { separators: [',', ':'], sortKeys: true });
/** docs/gating.md §b.4 step 14: SHA-256 of the row's curve as canonical JSON. */
const recipeFingerprint = (row) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
    .update(canonicalJson(curveOf(row)))
    .digest('hex');


/***/ }),

/***/ 429:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OW: () => (/* binding */ isJsonObject),
/* harmony export */   RY: () => (/* binding */ hasField),
/* harmony export */   VI: () => (/* binding */ getField),
/* harmony export */   ZH: () => (/* binding */ withField)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(564);

const isJsonObject = (v) => v !== null && v !== undefined && typeof v === 'object' && !Array.isArray(v) && !(v instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$);
const hasField = (o, key) => (o instanceof Map ? o.has(key) : Object.hasOwn(o, key));
const getField = (o, key) => o instanceof Map ? o.get(key) : Object.hasOwn(o, key) ? o[key] : undefined;
/** A copy of `o` (same kind) with `key` set to `value`; a new key goes last. */
const withField = (o, key, value) => (o instanceof Map ? new Map(o).set(key, value) : { ...o, [key]: value });


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

/***/ 4670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RS: () => (/* binding */ annotatePriorities)
/* harmony export */ });
/* unused harmony exports isPriorityJob, priorityScorer, queueToken */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4194);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9696);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2282);
/* harmony import */ var _changelog_fingerprint_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2314);
/* harmony import */ var _json_object_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(429);
/* harmony import */ var _decimal_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2092);





/** A matrix job: an object that has both `runner` and `framework`, whatever their values. */
const isPriorityJob = (v) => (0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(v) && (0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .hasField */ .RY)(v, 'runner') && (0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .hasField */ .RY)(v, 'framework');
const text = (v) => (typeof v === 'string' ? v : undefined);
const matchesPrefix = (value, prefix) => value === prefix || value.startsWith(`${prefix}-`);
const QUANTUM = -3;
/** Scores jobs under one context; the context's checks run once, the unknown-criteria error when a job is scored. */
function priorityScorer(context) {
    const { policy } = context;
    const labels = new Set(context.labels);
    const criteria = context.criteria && new Set(context.criteria);
    const anyLabel = (names) => [...names].some((name) => labels.has(name));
    const unknown = criteria ? [...criteria].filter((c) => !policy.vocabulary.has(c)).sort(_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP) : [];
    const patchwork = (anyLabel(policy.patchwork.names) || criteria?.has('patchwork') === true) && !anyLabel(policy.patchwork.waivedBy);
    const checklist = anyLabel(policy.checklist.names) || criteria?.has('checklist-complete') === true;
    const named = (name) => criteria === undefined || criteria.has(name);
    const namedPrefix = (table, value) => criteria === undefined || [...table.keys()].some((key) => criteria.has(key) && matchesPrefix(value, key));
    const fixed = (d) => (0,_decimal_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDecimal */ .zJ)((0,_decimal_js__WEBPACK_IMPORTED_MODULE_3__/* .quantizeHalfUp */ .g_)(d, QUANTUM));
    const patchworkScore = fixed(policy.patchwork.score);
    const eventAdjustment = policy.event.get(context.eventName);
    const exact = (job) => {
        let score = policy.baseScore;
        const add = (d) => {
            if (d)
                score = (0,_decimal_js__WEBPACK_IMPORTED_MODULE_3__/* .addDecimal */ .vE)(score, d);
        };
        add(eventAdjustment);
        const prefill = (0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .getField */ .VI)(job, 'prefill');
        if (prefill !== undefined && prefill !== null && named('multi-node'))
            add(policy.multiNode);
        if ((0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .getField */ .VI)(job, 'scenario-type') === 'agentic-coding' && named('agentic'))
            add(policy.agentic);
        if ((0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .getField */ .VI)(job, 'eval-only') === true && named('eval-only'))
            add(policy.evalOnly);
        const precision = text((0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .getField */ .VI)(job, 'precision'));
        if (precision !== undefined && named(precision))
            add(policy.precision.get(precision));
        const spec = text((0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .getField */ .VI)(job, 'spec-decoding'));
        if (spec !== undefined && named(spec))
            add(policy.specDecoding.get(spec));
        const framework = text((0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .getField */ .VI)(job, 'framework'));
        if (framework !== undefined && namedPrefix(policy.frameworkPrefix, framework)) {
            add([...policy.frameworkPrefix].find(([prefix]) => matchesPrefix(framework, prefix))?.[1]);
        }
        const model = text((0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .getField */ .VI)(job, 'model-prefix'));
        if (model !== undefined && namedPrefix(policy.modelPrefix, model))
            add(policy.modelPrefix.get(model));
        if (checklist)
            add(policy.checklist.adjustment);
        return fixed(score);
    };
    // A matrix has a few dozen distinct scoring attributes among its thousands of rows: each
    // combination is summed once.
    const scores = new Map();
    return (job) => {
        if (unknown.length)
            throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .SweepkitError */ .R0(`Unknown CI priority criteria: ${(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .pyRepr */ .n3)(unknown)}`, { code: 'ci-priority-criteria' });
        if (patchwork)
            return patchworkScore;
        const prefill = (0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .getField */ .VI)(job, 'prefill');
        // JSON.stringify: an unambiguous key (a missing field is null, never equal to a string).
        const key = JSON.stringify([
            prefill !== undefined && prefill !== null,
            (0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .getField */ .VI)(job, 'scenario-type') === 'agentic-coding',
            (0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .getField */ .VI)(job, 'eval-only') === true,
            text((0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .getField */ .VI)(job, 'precision')) ?? null,
            text((0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .getField */ .VI)(job, 'spec-decoding')) ?? null,
            text((0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .getField */ .VI)(job, 'framework')) ?? null,
            text((0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .getField */ .VI)(job, 'model-prefix')) ?? null
        ]);
        let score = scores.get(key);
        if (score === undefined)
            scores.set(key, (score = exact(job)));
        return score;
    };
}
/** First 32 hex digits of SHA-256 over `{namespace}:{path}:{the job as given, canonical JSON}`. */
const queueToken = (namespace, path, job) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
    .update(`${namespace}:${path}:${(0,_changelog_fingerprint_js__WEBPACK_IMPORTED_MODULE_6__/* .canonicalJson */ .dj)(job)}`)
    .digest('hex')
    .slice(0, 32);
/**
 * `utils/ci_priority.py`: a copy of the payload in which every job, at any depth, has `priority`,
 * `queue-token` and (with the skip-queue label and a PR number) `skip-queue-pr`. Keys a job
 * already has keep their place; everything else is copied unchanged. Maps stay maps, plain objects
 * stay plain objects, so parsed JSON and in-process matrix rows go through the same code.
 */
function annotatePriorities(payload, context) {
    const score = priorityScorer(context);
    const skipQueue = context.prNumber !== undefined && context.labels.includes(context.policy.skipQueueLabel) ? context.prNumber : undefined;
    // Keys a job already has keep their place: Map#set and property assignment do exactly that.
    const annotate = (job, path, set) => {
        set('priority', score(job));
        set('queue-token', queueToken(context.namespace, path, job));
        if (skipQueue !== undefined)
            set('skip-queue-pr', skipQueue);
    };
    const visit = (value, path) => {
        // Paths are built only for containers: scalars (most of a row) need none.
        const child = (key, item) => item !== null && typeof item === 'object' ? visit(item, path ? `${path}/${key}` : String(key)) : item;
        if (Array.isArray(value))
            return value.map((item, index) => child(index, item));
        if (!(0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(value))
            return value;
        if (value instanceof Map) {
            const out = new Map();
            for (const [key, item] of value)
                out.set(key, child(key, item));
            if (isPriorityJob(value))
                annotate(value, path, (key, item) => out.set(key, item));
            return out;
        }
        const record = value;
        const out = {};
        for (const key of Object.keys(record))
            out[key] = child(key, record[key]);
        if (isPriorityJob(value))
            annotate(value, path, (key, item) => (out[key] = item));
        return out;
    };
    return visit(payload, '');
}


/***/ }),

/***/ 2092:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ parseDecimal),
/* harmony export */   g_: () => (/* binding */ quantizeHalfUp),
/* harmony export */   vE: () => (/* binding */ addDecimal),
/* harmony export */   zJ: () => (/* binding */ formatDecimal)
/* harmony export */ });
/* unused harmony export DECIMAL_ZERO */
const DECIMAL_ZERO = { negative: false, coefficient: 0n, exponent: 0 };
// Python's Decimal(str): surrounding whitespace, a sign, digits (underscores between them), an
// optional fraction and exponent. Infinity and NaN are left out: they have no score.
const DECIMAL_TEXT = /^\s*([-+]?)((?:\d(?:_?\d)*)?)(?:\.((?:\d(?:_?\d)*)?))?(?:[eE]([-+]?\d(?:_?\d)*))?\s*$/;
/** The decimal a text stands for, or undefined when it is not a finite decimal number. */
function parseDecimal(text) {
    const m = DECIMAL_TEXT.exec(text);
    if (!m)
        return undefined;
    const whole = (m[2] ?? '').replace(/_/g, '');
    const fraction = (m[3] ?? '').replace(/_/g, '');
    if (!whole && !fraction)
        return undefined;
    const exponent = Number((m[4] ?? '0').replace(/_/g, '')) - fraction.length;
    if (!Number.isSafeInteger(exponent))
        return undefined;
    return { negative: m[1] === '-', coefficient: BigInt(whole + fraction), exponent };
}
const signed = (d, exponent) => {
    const scaled = d.coefficient * 10n ** BigInt(d.exponent - exponent);
    return d.negative ? -scaled : scaled;
};
/** a + b, exactly. A zero sum is negative only when both zeros were (Decimal's rule). */
function addDecimal(a, b) {
    const exponent = Math.min(a.exponent, b.exponent);
    const sum = signed(a, exponent) + signed(b, exponent);
    return { negative: sum < 0n || (sum === 0n && a.negative && b.negative), coefficient: sum < 0n ? -sum : sum, exponent };
}
/** `d.quantize(Decimal(10) ** exponent, rounding=ROUND_HALF_UP)`: halves round away from zero. */
function quantizeHalfUp(d, exponent) {
    if (d.exponent >= exponent)
        return { ...d, coefficient: d.coefficient * 10n ** BigInt(d.exponent - exponent), exponent };
    const divisor = 10n ** BigInt(exponent - d.exponent);
    const quotient = d.coefficient / divisor;
    const rounded = (d.coefficient % divisor) * 2n >= divisor ? quotient + 1n : quotient;
    return { negative: d.negative, coefficient: rounded, exponent };
}
/** Fixed-point text of a decimal with exponent ≤ 0 (`str()` of a quantized Decimal): `-0.005`, `12.000`. */
function formatDecimal(d) {
    const places = -d.exponent;
    const digits = d.coefficient.toString().padStart(places + 1, '0');
    const body = places > 0 ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
    return d.negative ? `-${body}` : body;
}


/***/ }),

/***/ 6567:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vb: () => (/* binding */ parseCriteriaJson),
/* harmony export */   hE: () => (/* binding */ parseLabelsJson)
/* harmony export */ });
/* unused harmony exports CLASSIFIER_FALLBACK, classifierCriteria */
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7324);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9696);

/** A JSON flag value, with Python's parser message on bad JSON. */
function parseFlagJson(flag, text) {
    try {
        return (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .parsePyJson */ .j5)(text);
    }
    catch (error) {
        if (error instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PyJsonSyntaxError */ .Ly)
            throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SweepkitError */ .R0(`${flag}: ${error.message}`, { code: 'ci-priority-json' });
        throw error;
    }
}
/** A JSON array of strings; '' and `null` are undefined (the reference treats them as "not given"). */
function stringArray(flag, text) {
    if (text === '')
        return undefined;
    const value = parseFlagJson(flag, text);
    if (value === null)
        return undefined;
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SweepkitError */ .R0(`${flag} must be a JSON array of strings`, { code: 'ci-priority-json' });
    }
    return value;
}
/** `--labels-json`: the labels, none for '' or null. */
const parseLabelsJson = (text) => stringArray('--labels-json', text) ?? [];
/** `--criteria-json` (or the option named `name`): the classifier's criteria, undefined (no classifier) for '' or null. */
const parseCriteriaJson = (text, name = '--criteria-json') => stringArray(name, text);
/** What the priority scheduler falls back to when the classifier gave nothing usable: the lowest priority. */
const CLASSIFIER_FALLBACK = (/* unused pure expression or super */ null && (['patchwork']));
/**
 * The change classifier's output (`{"criteria": [<names>]}`) → its criteria. Missing or malformed
 * output fails closed to `["patchwork"]`, as run-sweep.yml's jq step does, with the reason why so
 * the caller can warn instead of scoring silently at the lowest priority.
 */
function classifierCriteria(text) {
    if (text.trim() === '')
        return { criteria: CLASSIFIER_FALLBACK, problem: 'the classifier gave no output' };
    let value;
    try {
        value = parsePyJson(text);
    }
    catch (error) {
        if (!(error instanceof PyJsonSyntaxError))
            throw error;
        return { criteria: CLASSIFIER_FALLBACK, problem: `the classifier output is not JSON: ${error.message}` };
    }
    const criteria = value instanceof Map ? value.get('criteria') : undefined;
    if (!Array.isArray(criteria) || !criteria.every((c) => typeof c === 'string'))
        return { criteria: CLASSIFIER_FALLBACK, problem: 'the classifier output is not an object with a "criteria" array of strings' };
    return { criteria: criteria };
}


/***/ }),

/***/ 7280:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ parsePriorityPolicy)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(564);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9696);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2891);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2282);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9832);
/* harmony import */ var _config_src_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(300);
/* harmony import */ var _config_src_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3572);
/* harmony import */ var _decimal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2092);



const ATTRIBUTES = ['multi-node', 'agentic', 'eval-only'];
const TABLES = ['precision', 'spec-decoding', 'framework-prefix', 'model-prefix'];
/** The reference reads numbers as `Decimal(str(value))`: a float is its repr, a quoted number its text. */
function decimalAt(loaded, path) {
    const value = path.reduce((node, part) => node[part], loaded.value);
    const text = value instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$ ? (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyFloatRepr */ .XO)(value.value) : String(value);
    const decimal = (0,_decimal_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDecimal */ .$Q)(text);
    if (!decimal) {
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SweepkitError */ .R0(`invalid CI priority policy: ${path.join('.')}: '${text}' is not a finite decimal number`, {
            location: loaded.locate(path),
            code: 'ci-priority-policy'
        });
    }
    return decimal;
}
/**
 * Parses and checks a policy file. The version is checked first, with the reference's message
 * (`Unsupported CI priority policy version: 2`); any other mistake is one error at its file:line:col.
 */
function parsePriorityPolicy(text, file) {
    const loaded = (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .parseYaml */ .hN)(text, file);
    const root = loaded.value;
    if (root !== null && typeof root === 'object' && !Array.isArray(root) && !(root instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$)) {
        const version = root.version;
        // Python's `!= 1`: 1.0 and True are equal to 1.
        const supported = version === 1 || version === true || (version instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$ && version.value === 1);
        if (!supported) {
            throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SweepkitError */ .R0(`Unsupported CI priority policy version: ${(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .pyStr */ .rD)(version)}`, {
                location: loaded.locate(version === undefined ? [] : ['version']),
                code: 'ci-priority-policy'
            });
        }
    }
    if (!(0,_config_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .ciPriorityPolicy */ .D)((0,_config_src_index_js__WEBPACK_IMPORTED_MODULE_6__/* .jsonView */ .W)(root)))
        throw (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_7__/* .schemaViolation */ .H)(loaded, (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_7__/* .firstSchemaError */ .W)(_config_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .ciPriorityPolicy */ .D.errors), 'CI priority policy', 'ci-priority-policy');
    const policy = root;
    const adjustments = (policy.adjustments ?? {});
    const labels = policy.labels;
    const table = (name) => new Map(Object.keys((adjustments[name] ?? {})).map((key) => [key, decimalAt(loaded, ['adjustments', name, key])]));
    const optional = (path, present) => (present ? decimalAt(loaded, path) : undefined);
    const checklist = (labels['checklist-complete'] ?? {});
    const patchwork = labels.patchwork;
    const tables = Object.fromEntries(TABLES.map((name) => [name, table(name)]));
    return {
        baseScore: decimalAt(loaded, ['base-score']),
        event: table('event'),
        multiNode: optional(['adjustments', 'multi-node'], adjustments['multi-node'] !== undefined),
        agentic: optional(['adjustments', 'agentic'], adjustments.agentic !== undefined),
        evalOnly: optional(['adjustments', 'eval-only'], adjustments['eval-only'] !== undefined),
        precision: tables.precision,
        specDecoding: tables['spec-decoding'],
        frameworkPrefix: tables['framework-prefix'],
        modelPrefix: tables['model-prefix'],
        skipQueueLabel: labels['skip-queue'].name,
        checklist: {
            names: new Set((checklist.names ?? [])),
            adjustment: optional(['labels', 'checklist-complete', 'adjustment'], checklist.adjustment !== undefined)
        },
        patchwork: {
            names: new Set(patchwork.names),
            score: decimalAt(loaded, ['labels', 'patchwork', 'score']),
            waivedBy: new Set((patchwork['waived-by'] ?? []))
        },
        vocabulary: new Set([...ATTRIBUTES, 'checklist-complete', 'patchwork', ...TABLES.flatMap((name) => [...tables[name].keys()])])
    };
}


/***/ })

};
