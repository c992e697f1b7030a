export const id = 8610;
export const ids = [8610];
export const modules = {

/***/ 8610:
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
// EXTERNAL MODULE: ./packages/matrix/src/generate.ts + 8 modules
var generate = __webpack_require__(8348);
// EXTERNAL MODULE: ./packages/common/src/python/values.ts
var values = __webpack_require__(2282);
// EXTERNAL MODULE: ./packages/matrix/src/concurrency.ts
var concurrency = __webpack_require__(7720);
// EXTERNAL MODULE: ./packages/matrix/src/row.ts
var src_row = __webpack_require__(4235);
;// CONCATENATED MODULE: ./packages/matrix/src/families.ts



const evals = (row) => (0,values/* pyTruthy */.Kn)(row['run-eval']);
const throughput = (multi, seq) => (row) => !(0,src_row/* isAgentic */.E)(row) && (0,src_row/* isMultiNode */.S)(row) === multi && !row['eval-only'] && (0,concurrency/* seqLenName */.ms)(row.isl, row.osl) === seq;
/**
 * The job families the InferenceX workflows fan a matrix out into (docs/matrix.md §9.2), the throughput
 * ones split per sequence length as run-sweep dispatches them (rows of other sequence lengths are
 * in no family: run-sweep never runs them). A fixed row marked for evals in default mode is in its
 * throughput family and its eval family, as in e2e-tests.yml.
 */
const RULES = {
    'single-node-1k1k': throughput(false, '1k1k'),
    'single-node-8k1k': throughput(false, '8k1k'),
    'multi-node-1k1k': throughput(true, '1k1k'),
    'multi-node-8k1k': throughput(true, '8k1k'),
    agentic: (row) => (0,src_row/* isAgentic */.E)(row) && !(0,src_row/* isMultiNode */.S)(row) && !evals(row),
    'multi-node-agentic': (row) => (0,src_row/* isAgentic */.E)(row) && (0,src_row/* isMultiNode */.S)(row) && !evals(row),
    'single-node-eval': (row) => !(0,src_row/* isAgentic */.E)(row) && !(0,src_row/* isMultiNode */.S)(row) && evals(row),
    'multi-node-eval': (row) => !(0,src_row/* isAgentic */.E)(row) && (0,src_row/* isMultiNode */.S)(row) && evals(row),
    'agentic-eval': (row) => (0,src_row/* isAgentic */.E)(row) && !(0,src_row/* isMultiNode */.S)(row) && evals(row),
    'multi-node-agentic-eval': (row) => (0,src_row/* isAgentic */.E)(row) && (0,src_row/* isMultiNode */.S)(row) && evals(row)
};
const FAMILIES = Object.keys(RULES);
/** Rows no family takes (e.g. isl 2048 / osl 128): offered as their own output so none is lost silently. */
const OTHER_FAMILY = 'other';
const FAMILIES_AND_OTHER = [...FAMILIES, OTHER_FAMILY];
/** Rows per family and the rows in none (`other`), every family present (possibly empty), rows in matrix order. */
function families(rows) {
    const byFamily = Object.fromEntries(FAMILIES.map((family) => [family, rows.filter(RULES[family])]));
    byFamily[OTHER_FAMILY] = rows.filter((row) => !FAMILIES.some((family) => RULES[family](row)));
    return byFamily;
}
/**
 * Families that need more chunks of `chunkSize` rows than the workflow has chunk jobs
 * (`maxChunks`). `other` is never among them: no job runs it at all, which is warned about apart.
 */
function overfullFamilies(byFamily, chunkSize, maxChunks) {
    return FAMILIES.map((family) => ({ family, rows: byFamily[family].length, chunks: Math.ceil(byFamily[family].length / chunkSize) })).filter((f) => f.chunks > maxChunks);
}
/** Consecutive slices of at most `size` rows (GitHub expands at most 256 jobs per matrix). */
function chunk(rows, size) {
    if (!Number.isInteger(size) || size < 1)
        throw new RangeError(`chunk size must be a positive integer, got ${size}`);
    const chunks = [];
    for (let i = 0; i < rows.length; i += size)
        chunks.push(rows.slice(i, i + size));
    return chunks;
}

;// CONCATENATED MODULE: ./packages/matrix/src/summary-text.ts

/** How many configs the summary names (the ones with the most rows). */
const TOP_CONFIGS = 5;
const column = (pairs) => {
    const width = Math.max(...pairs.map(([name]) => name.length));
    return pairs.map(([name, n]) => `  ${name.padEnd(width)}  ${String(n).padStart(5)}`);
};
/**
 * What `sweepkit matrix` prints to a person at a terminal instead of the matrix JSON: the row
 * count, rows per job family and the configs with the most rows, then how to get the JSON.
 */
function matrixSummaryText(entries) {
    const byFamily = families(entries.map((e) => e.row));
    const perConfig = new Map();
    for (const { configKey } of entries)
        perConfig.set(configKey, (perConfig.get(configKey) ?? 0) + 1);
    const top = [...perConfig].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, TOP_CONFIGS);
    const lines = [`${entries.length} matrix rows from ${perConfig.size} configs.`];
    const counted = FAMILIES_AND_OTHER.filter((f) => byFamily[f].length).map((f) => [f, byFamily[f].length]);
    if (counted.length)
        lines.push('', 'rows per job family:', ...column(counted));
    if (top.length)
        lines.push('', perConfig.size > TOP_CONFIGS ? `the ${TOP_CONFIGS} configs with the most rows:` : 'rows per config:', ...column(top));
    lines.push('', 'The matrix JSON (what workflows read) comes with --json, or when the output is not a terminal.');
    return lines.join('\n') + '\n';
}

// EXTERNAL MODULE: ./packages/matrix/src/matrix-json.ts
var matrix_json = __webpack_require__(3901);
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
// EXTERNAL MODULE: ./cli/src/terminal.ts
var terminal = __webpack_require__(1328);
;// CONCATENATED MODULE: ./cli/src/commands/matrix.ts




const PROG = 'sweepkit matrix';
/**
 * `sweepkit matrix`: a drop-in for the reference generator (same flags, bytes, exit codes, first
 * error line). At a terminal it prints a short summary instead of the JSON, unless --json.
 */
const matrix = (argv, io) => {
    const { values } = (0,src_options/* parseCommandArgs */.Q)(options/* MATRIX_COMMAND */.ad, argv, io);
    const request = (0,options/* matrixRequest */.Dd)(values);
    try {
        // Every error comes from generating; the rows are written after, in chunks.
        const entries = (0,generate/* generateMatrixEntries */.Z)(request, { files: io.files, cwd: io.cwd });
        if ((0,terminal/* showSummary */.OU)(io, values.json))
            io.stdout(matrixSummaryText(entries));
        else
            (0,matrix_json/* writeMatrixJson */.Hm)(entries.map((e) => e.row), io.stdout);
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
