export const id = 8242;
export const ids = [8242];
export const modules = {

/***/ 8242:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ runner_availability)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/common/src/files.ts
var files = __webpack_require__(6416);
// EXTERNAL MODULE: ./packages/common/src/adapters/github-rest.ts
var github_rest = __webpack_require__(5700);
// EXTERNAL MODULE: ./packages/common/src/markdown.ts
var markdown = __webpack_require__(6746);
// EXTERNAL MODULE: ./packages/common/src/adapters/write-atomic.ts
var write_atomic = __webpack_require__(1825);
// EXTERNAL MODULE: ./packages/matrix/src/matrix-json.ts
var matrix_json = __webpack_require__(3901);
// EXTERNAL MODULE: ./packages/triage/src/options.ts
var options = __webpack_require__(1820);
// EXTERNAL MODULE: ./packages/triage/src/inputs.ts + 3 modules
var inputs = __webpack_require__(2124);
// EXTERNAL MODULE: ./packages/triage/src/adapters/github-triage.ts
var github_triage = __webpack_require__(7977);
// EXTERNAL MODULE: ./packages/common/src/python/json-parse.ts
var json_parse = __webpack_require__(7324);
// EXTERNAL MODULE: ./packages/naming/src/job-identity.ts
var job_identity = __webpack_require__(3476);
;// CONCATENATED MODULE: ./packages/triage/src/runners.ts


const lower = (s) => s.toLowerCase();
/** A row queues on the runners carrying its `runner` label (GitHub compares labels without case). */
function checkAvailability(rows, runners) {
    const online = new Set(runners.filter((r) => r.status === 'online').flatMap((r) => r.labels.map(lower)));
    const stranded = rows.filter((row) => !online.has(lower(String(row.runner))));
    const labels = [...new Set(stranded.map((row) => String(row.runner)))].sort();
    return {
        unavailable: labels.map((label) => ({
            label,
            offlineRunners: runners
                .filter((r) => r.labels.some((l) => lower(l) === lower(label)))
                .map((r) => r.name)
                .sort(),
            rows: stranded.filter((row) => String(row.runner) === label).map(job_identity/* jobDisplayName */.de)
        })),
        runnable: rows.filter((row) => !stranded.includes(row)),
        stranded
    };
}
/**
 * The planned matrix without the stranded rows, in its own shape (a list of rows, or the payload
 * object whose lists hold them); lists left empty stay as empty lists.
 */
function withoutRows(matrix, drop) {
    if (Array.isArray(matrix))
        return matrix.filter((v) => !drop.has(v)).map((v) => withoutRows(v, drop));
    if (typeof matrix === 'object' && matrix !== null && !('runner' in matrix)) {
        return Object.fromEntries(Object.entries(matrix).map(([k, v]) => [k, withoutRows(v, drop)]));
    }
    return matrix;
}
/**
 * {@link withoutRows} over the matrix as parsed for a byte-faithful rewrite (Python-compatible
 * values, objects as Maps): `plain` is the same text parsed as plain JSON, whose rows `drop` holds;
 * the two trees are walked side by side.
 */
function withoutPyRows(py, plain, drop) {
    if (Array.isArray(py) && Array.isArray(plain)) {
        const kept = [];
        py.forEach((v, i) => {
            if (!drop.has(plain[i]))
                kept.push(withoutPyRows(v, plain[i], drop));
        });
        return kept;
    }
    if ((0,json_parse/* isPyObject */.zt)(py) && typeof plain === 'object' && plain !== null && !('runner' in plain)) {
        return new Map([...py].map(([k, v]) => [k, withoutPyRows(v, plain[k], drop)]));
    }
    return py;
}
function offlineDigest(runners) {
    const offline = runners
        .filter((r) => r.status === 'offline')
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
        .map((r) => ({ name: r.name, os: r.os, labels: [...(r.customLabels.length ? r.customLabels : r.labels)] }));
    return { total: runners.length, offline };
}

// EXTERNAL MODULE: ./packages/triage/src/jobs.ts
var jobs = __webpack_require__(5268);
// EXTERNAL MODULE: ./cli/src/terminal.ts
var terminal = __webpack_require__(1328);
// EXTERNAL MODULE: ./cli/src/options.ts
var src_options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/runner-availability.ts






/**
 * `sweepkit runner-availability [--matrix JSON | --matrix-file FILE]`: with a matrix, the labels it
 * needs that have no online runner and their rows (exit 1 with `--on-offline fail`; with `--output`
 * the matrix written without them under `--on-offline skip`); without, the offline digest.
 */
const runnerAvailabilityCommand = async (argv, io) => {
    const { values } = (0,src_options/* parseCommandArgs */.Q)(options/* RUNNER_AVAILABILITY_COMMAND */.z, argv, io);
    const file = values['matrix-file'];
    if (file !== undefined && values.matrix !== undefined)
        throw new errors/* UsageError */.eb('--matrix and --matrix-file exclude each other');
    const text = file === undefined ? values.matrix : (0,files/* readTextFile */.G)(io.files, (0,external_node_path_.resolve)(io.cwd, file), file);
    const matrix = (0,inputs/* jsonOption */.Ec)(text, file ?? '--matrix');
    if (matrix === undefined && (values.output !== undefined || values['skipped-rows'] !== undefined)) {
        throw new errors/* UsageError */.eb('--output and --skipped-rows need a matrix (--matrix or --matrix-file)');
    }
    const token = io.env.GH_TOKEN || io.env.GITHUB_TOKEN;
    if (!token)
        throw new errors/* SweepkitError */.R0('sweepkit runner-availability needs a token that may list runners: set GH_TOKEN or GITHUB_TOKEN');
    const runners = await (0,github_triage/* githubRunners */.t)((0,github_rest/* createRestClient */.mg)({ token, baseUrl: values['api-url'], repo: values.repository }), values.organization).runners();
    if (matrix === undefined) {
        const digest = offlineDigest(runners);
        const table = (0,markdown/* markdownTable */.Qj)(['runner', 'os', 'labels'], digest.offline.map((r) => [r.name, r.os, r.labels.join(', ')]));
        report(io, values, digest, `${digest.offline.length}/${digest.total} self-hosted runners offline\n${digest.offline.length ? `\n${table}` : ''}`);
        return 0;
    }
    const { unavailable, stranded } = checkAvailability((0,jobs/* matrixRows */.xI)(matrix), runners);
    const skip = values['on-offline'] === 'skip' && stranded.length > 0;
    // Both files whole or not at all; the matrix keeps its bytes (Python-compatible numbers) when nothing is dropped.
    if (values.output !== undefined) {
        const out = skip ? `${(0,matrix_json/* compactJson */.Ar)(withoutPyRows((0,matrix_json/* parseMatrixJson */.pp)(text, { file: file ?? '--matrix' }), matrix, new Set(stranded)))}\n` : text;
        (0,write_atomic/* writeFileAtomic */.Zf)((0,external_node_path_.resolve)(io.cwd, values.output), out);
    }
    if (values['skipped-rows'] !== undefined)
        (0,write_atomic/* writeFileAtomic */.Zf)((0,external_node_path_.resolve)(io.cwd, values['skipped-rows']), `${JSON.stringify(skip ? stranded : [])}\n`);
    const fate = skip ? 'skipped' : 'would queue on them';
    const table = (0,markdown/* markdownTable */.Qj)(['label', 'offline runners', 'rows'], unavailable.map((u) => [u.label, u.offlineRunners.join(', ') || 'none registered', u.rows.join('\n')]));
    report(io, values, { unavailable }, `${unavailable.length} runner label(s) without an online runner; ${stranded.length} row(s) ${fate}\n${unavailable.length ? `\n${table}` : ''}`);
    return values['on-offline'] === 'fail' && stranded.length > 0 ? 1 : 0;
};
/** The exact JSON or, at a terminal, the report on stdout; the report also to `--markdown FILE`. */
function report(io, values, json, text) {
    io.stdout((0,terminal/* showSummary */.OU)(io, values.json) ? text : `${JSON.stringify(json, null, 2)}\n`);
    if (values.markdown !== undefined)
        (0,write_atomic/* writeFileAtomic */.Zf)((0,external_node_path_.resolve)(io.cwd, values.markdown), text);
}
/* harmony default export */ const runner_availability = (runnerAvailabilityCommand);


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
