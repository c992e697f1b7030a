export const id = 195;
export const ids = [195];
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
// EXTERNAL MODULE: ./packages/matrix/src/request.ts
var request = __webpack_require__(8554);
// EXTERNAL MODULE: ./packages/matrix/src/matrix-json.ts
var matrix_json = __webpack_require__(3901);
// EXTERNAL MODULE: ./packages/matrix/src/generate.ts + 9 modules
var generate = __webpack_require__(3855);
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

// EXTERNAL MODULE: ./cli/src/argparse.ts
var argparse = __webpack_require__(3211);
;// CONCATENATED MODULE: ./cli/src/commands/matrix.ts



const PROG = 'sweepkit matrix';
const SUBCOMMANDS = ['full-sweep', 'test-config'];
// The reference generator's options, with its names (docs/matrix.md §1).
const COMMON = [
    { name: '--config-files', kind: 'list', required: true, help: 'master config YAML files, merged in this order' },
    { name: '--runner-config', kind: 'string', help: `runners file (default: ${request/* DEFAULT_RUNNER_CONFIG */.CC})` },
    { name: '--no-evals', kind: 'flag', conflicts: ['--evals-only'], help: 'do not mark eval rows' },
    { name: '--evals-only', kind: 'flag', conflicts: ['--no-evals'], help: 'keep only eval rows' },
    { name: '--all-evals', kind: 'flag', help: 'evaluate every eligible point (implies --evals-only)' },
    { name: '--runner-node-filter', kind: 'string', help: 'fan rows out to the runner nodes whose name contains this' },
    { name: '--scenario-type', kind: 'list', choices: request/* SCENARIO_TYPES */.rJ, help: 'scenario types to include' }
];
const SEQ_LENS_OPTION = { name: '--seq-lens', kind: 'list', choices: request/* SEQ_LENS */.Rq, help: 'sequence lengths to include' };
const FULL_SWEEP = [
    ...COMMON,
    { name: '--model-prefix', kind: 'list', help: 'config keys starting with one of these' },
    { name: '--precision', kind: 'list', help: 'precisions to include' },
    { name: '--framework', kind: 'list', help: 'frameworks to include' },
    { name: '--runner-type', kind: 'list', help: 'runner labels to include' },
    SEQ_LENS_OPTION,
    { name: '--step-size', kind: 'int', help: 'factor between range concurrencies (default 2)' },
    { name: '--min-conc', kind: 'int', help: 'lowest concurrency' },
    { name: '--max-conc', kind: 'int', help: 'highest concurrency' },
    { name: '--max-tp', kind: 'int', help: 'skip entries with a larger tp' },
    { name: '--max-ep', kind: 'int', help: 'clamp ep to this' },
    { name: '--single-node', kind: 'flag', help: 'single-node configs (default: both kinds)' },
    { name: '--multi-node', kind: 'flag', help: 'multi-node configs (default: both kinds)' }
];
const TEST_CONFIG = [
    ...COMMON,
    { name: '--config-keys', kind: 'list', required: true, help: 'config keys or glob patterns, in the order wanted' },
    { name: '--conc', kind: 'int-list', help: 'keep only these concurrencies' },
    SEQ_LENS_OPTION
];
const list = (value) => value;
const num = (value) => value;
function toRequest(command, { values: v }) {
    const common = {
        configFiles: v['config-files'],
        runnerConfig: v['runner-config'],
        noEvals: v['no-evals'],
        evalsOnly: v['evals-only'],
        allEvals: v['all-evals'],
        runnerNodeFilter: v['runner-node-filter'],
        scenarioTypes: list(v['scenario-type']),
        seqLens: list(v['seq-lens'])
    };
    if (command === 'test-config')
        return { command, ...common, configKeys: v['config-keys'], conc: v.conc };
    return {
        command,
        ...common,
        modelPrefixes: list(v['model-prefix']),
        precisions: list(v.precision),
        frameworks: list(v.framework),
        runnerTypes: list(v['runner-type']),
        stepSize: num(v['step-size']),
        minConc: num(v['min-conc']),
        maxConc: num(v['max-conc']),
        maxTp: num(v['max-tp']),
        maxEp: num(v['max-ep']),
        singleNode: v['single-node'],
        multiNode: v['multi-node']
    };
}
function parseCommand(argv) {
    const [command, ...rest] = argv;
    if (command === '-h' || command === '--help') {
        throw new argparse/* HelpRequested */.s(`usage: ${PROG} {full-sweep,test-config} ...\n\nExpand master configs into the sweep matrix (JSON on stdout).\nRun '${PROG} <sub-command> --help' for its options.\n`);
    }
    if (command === undefined)
        throw new src_errors/* UsageError */.eb(`${PROG}: error: the following arguments are required: command`);
    if (!SUBCOMMANDS.includes(command)) {
        throw new src_errors/* UsageError */.eb(`${PROG}: error: argument command: invalid choice: '${command}' (choose from 'full-sweep', 'test-config')`);
    }
    const sub = command;
    const spec = {
        prog: `${PROG} ${sub}`,
        description: sub === 'full-sweep' ? 'Every config that passes the filters.' : 'The named configs, in the order given.',
        options: sub === 'full-sweep' ? FULL_SWEEP : TEST_CONFIG
    };
    return toRequest(sub, (0,argparse/* parseArgs */.Zy)(spec, rest));
}
/** `sweepkit matrix`: a drop-in for the reference generator (same flags, bytes, exit codes, first error line). */
const matrix = (argv, io) => {
    const request = parseCommand(argv);
    try {
        io.stdout((0,matrix_json/* matrixJson */.u5)((0,generate/* generateMatrix */.z)(request, { files: io.files, cwd: io.cwd })));
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
/* harmony export */   pp: () => (/* binding */ parseMatrixJson),
/* harmony export */   u5: () => (/* binding */ matrixJson)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4194);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7324);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9696);

/** The exact bytes the reference prints: Python `json.dumps(rows)` and a newline (docs/matrix.md §8). */
const matrixJson = (rows) => `${(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyJsonDumps */ .dv)(rows)}\n`;
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
