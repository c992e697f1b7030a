export const id = 757;
export const ids = [757];
export const modules = {

/***/ 7757:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7049);
/* harmony import */ var _input_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3029);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6132);





/** `sweepkit canary`: the canary of any matrix JSON as a one-row list (`[]` when none). */
const canary = (argv, io) => {
    const { values } = (0,_options_js__WEBPACK_IMPORTED_MODULE_4__/* .parseCommandArgs */ .Q)(_packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .CANARY_COMMAND */ .Z5, argv, io);
    const { canary: row, remaining } = (0,_packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .selectCanary */ .xs)((0,_input_json_js__WEBPACK_IMPORTED_MODULE_3__/* .readInputJson */ .l)(io, values.input));
    if (values.remaining !== undefined) {
        // Written whole or not at all: a reader never sees half a matrix.
        const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, values.remaining);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(`${target}.tmp`, `${(0,_packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .compactJson */ .Ar)(remaining)}\n`);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(`${target}.tmp`, target);
    }
    io.stdout(`${(0,_packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .compactJson */ .Ar)(row ? [row] : [])}\n`);
    return 0;
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (canary);


/***/ }),

/***/ 3029:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ readInputJson)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6005);
/* harmony import */ var _packages_matrix_src_matrix_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3901);



/** The matrix JSON of `--input FILE` (relative to the working directory), else of stdin. */
function readInputJson(io, input) {
    const text = input === undefined ? (io.stdin?.() ?? '') : (0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .readTextFile */ .Gu)(io.files, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, input), input);
    return (0,_packages_matrix_src_matrix_json_js__WEBPACK_IMPORTED_MODULE_2__/* .parseMatrixJson */ .pp)(text, { file: input ?? '<stdin>' });
}


/***/ }),

/***/ 6132:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ parseCommandArgs)
/* harmony export */ });
/* unused harmony export parserSpec */
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6005);
/* harmony import */ var _argparse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3211);


/** The argparse spec of a command's option table (the CLI's flags are the table's names). */
function parserSpec(command, positionals) {
    const options = (0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .optionsFor */ .A5)(command.options, 'cli').map(([name, def]) => ({
        name: `--${name}`,
        kind: def.kind,
        // An option that falls back to an env variable is checked after the fallback, not by argparse.
        required: def.required && !def.env,
        choices: def.choices,
        help: def.default === undefined || def.kind === 'flag' ? def.help : `${def.help} (default: ${def.default})`,
        metavar: def.metavar,
        short: def.short,
        extend: def.extend,
        conflicts: def.conflicts?.map((c) => `--${c}`)
    }));
    return { prog: `sweepkit ${command.cli}`, description: command.description, options, positionals };
}
/**
 * Parses a command's argv with argparse's messages, then fills env fallbacks and defaults and
 * applies the table's rules; errors name flags.
 */
function parseCommandArgs(command, argv, io, positionals) {
    const parsed = (0,_argparse_js__WEBPACK_IMPORTED_MODULE_1__/* .parseArgs */ .Zy)(parserSpec(command, positionals), argv);
    const given = Object.fromEntries(Object.entries(parsed.values).filter(([, v]) => v !== false));
    return { values: (0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .completeOptions */ .o5)(command.options, given, 'cli', io.env), positionals: parsed.positionals };
}


/***/ }),

/***/ 1763:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ selectCanary)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6005);
/* harmony import */ var _concurrency_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7720);
/* harmony import */ var _json_object_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(429);



const CANARY_SEQ_LENS = ['1k1k', '8k1k'];
const isThroughput = (row) => (0,_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonObject */ .OW)(row) && (0,_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .getField */ .VI)(row, 'run-eval') !== true;
const concOf = (row) => {
    const conc = (0,_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .getField */ .VI)(row, 'conc');
    return conc instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$ ? conc.value : typeof conc === 'number' || typeof conc === 'bigint' ? Number(conc) : NaN;
};
/** A single-node fixed-seq-len throughput row of a flat generator list, and its sequence length. */
function flatSeqLen(row) {
    const prefill = (0,_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .getField */ .VI)(row, 'prefill');
    if ((prefill !== undefined && prefill !== null) || (0,_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .getField */ .VI)(row, 'scenario-type') === 'agentic-coding' || (0,_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .getField */ .VI)(row, 'eval-only') === true)
        return undefined;
    return (0,_concurrency_js__WEBPACK_IMPORTED_MODULE_1__/* .seqLenName */ .ms)((0,_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .getField */ .VI)(row, 'isl'), (0,_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .getField */ .VI)(row, 'osl'));
}
function selectCanary(input) {
    const matrix = input;
    let best;
    const consider = (seqLen, index, row) => {
        if (!best || concOf(row) < concOf(best.row))
            best = { seqLen, index, row };
    };
    const singleNode = (0,_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonObject */ .OW)(matrix) ? (0,_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .getField */ .VI)(matrix, 'single_node') : undefined;
    if (Array.isArray(matrix)) {
        const rows = matrix;
        for (const seqLen of CANARY_SEQ_LENS) {
            rows.forEach((row, index) => {
                if (isThroughput(row) && flatSeqLen(row) === seqLen)
                    consider(seqLen, index, row);
            });
        }
        if (!best)
            return { canary: undefined, remaining: matrix };
        const chosen = best.index;
        return { canary: best.row, remaining: rows.filter((_, i) => i !== chosen) };
    }
    if (!(0,_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonObject */ .OW)(singleNode))
        return { canary: undefined, remaining: matrix };
    for (const seqLen of CANARY_SEQ_LENS) {
        const bucket = (0,_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .getField */ .VI)(singleNode, seqLen);
        if (Array.isArray(bucket))
            bucket.forEach((row, index) => isThroughput(row) && consider(seqLen, index, row));
    }
    if (!best)
        return { canary: undefined, remaining: matrix };
    const { seqLen, index } = best;
    const bucket = (0,_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .getField */ .VI)(singleNode, seqLen).filter((_, i) => i !== index);
    return { canary: best.row, remaining: (0,_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .withField */ .ZH)(matrix, 'single_node', (0,_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .withField */ .ZH)(singleNode, seqLen, bucket)) };
}


/***/ }),

/***/ 7049:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Z5: () => (/* reexport */ CANARY_COMMAND),
  CC: () => (/* reexport */ request/* DEFAULT_RUNNER_CONFIG */.CC),
  rJ: () => (/* reexport */ request/* SCENARIO_TYPES */.rJ),
  Rq: () => (/* reexport */ request/* SEQ_LENS */.Rq),
  Ar: () => (/* reexport */ matrix_json/* compactJson */.Ar),
  z2: () => (/* reexport */ generate/* generateMatrix */.z),
  u5: () => (/* reexport */ matrix_json/* matrixJson */.u5),
  jC: () => (/* reexport */ referenceErrorText),
  xs: () => (/* reexport */ canary/* selectCanary */.x)
});

// UNUSED EXPORTS: CI_PRIORITY_COMMAND, DEFAULT_STEP_SIZE, FAMILIES, PRIORITY_KEYS, PRIORITY_OPTIONS, addDecimal, annotatePriorities, checkRequest, chunk, concRange, families, formatDecimal, generateMatrixEntries, getField, hasField, isAgentic, isJsonObject, isMultiNode, isPriorityJob, parseCriteriaJson, parseDecimal, parseLabelsJson, parseMatrixJson, parsePriorityPolicy, priorityJson, priorityScorer, pyKey, pyMappingKey, quantizeHalfUp, queueToken, resolveConfigKeys, seqLenName

// EXTERNAL MODULE: ./packages/matrix/src/generate.ts + 2 modules
var generate = __webpack_require__(4196);
// EXTERNAL MODULE: ./packages/matrix/src/matrix-json.ts
var matrix_json = __webpack_require__(3901);
// EXTERNAL MODULE: ./packages/config/src/index.ts + 12 modules
var src = __webpack_require__(2075);
// EXTERNAL MODULE: ./packages/matrix/src/concurrency.ts
var concurrency = __webpack_require__(7720);
// EXTERNAL MODULE: ./packages/matrix/src/row.ts
var src_row = __webpack_require__(4235);
;// CONCATENATED MODULE: ./packages/matrix/src/families.ts



const evals = (row) => (0,src/* pyTruthy */.Kn)(row['run-eval']);
const throughput = (multi, seq) => (row) => !(0,src_row/* isAgentic */.E)(row) && (0,src_row/* isMultiNode */.S)(row) === multi && !row['eval-only'] && (0,concurrency/* seqLenName */.ms)(row.isl, row.osl) === seq;
/**
 * The job families the InferenceX workflows fan a matrix out into (matrix.md §9.2), the throughput
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
/** Rows per family, every family present (possibly empty), rows in matrix order. */
function families(rows) {
    return Object.fromEntries(FAMILIES.map((family) => [family, rows.filter(RULES[family])]));
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

// EXTERNAL MODULE: ./packages/common/src/index.ts + 8 modules
var common_src = __webpack_require__(6005);
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
    const errors = (0,common_src/* toSweepkitErrors */.Nb)(error);
    if (errors[0].exitCode === 2 || OWN_WORDING.has(errors[0].code ?? ''))
        return `${errors.map(common_src/* formatError */.Wk).join('\n')}\n`;
    const lines = [headline(errors[0])];
    for (const e of errors) {
        const where = (0,common_src/* formatLocation */.j$)(e.location);
        const field = e.field ? `${where ? ' ' : ''}${e.field}` : '';
        const detail = e.details.length ? `${where || field ? ': ' : ''}${e.details.join('\n    ')}` : '';
        if (where || field || detail)
            lines.push(`  ${where}${field}${detail}`);
    }
    return `${lines.join('\n')}\n`;
}

// EXTERNAL MODULE: ./packages/matrix/src/test-config.ts + 1 modules
var test_config = __webpack_require__(3395);
// EXTERNAL MODULE: ./packages/matrix/src/python-key.ts
var python_key = __webpack_require__(4623);
// EXTERNAL MODULE: ./packages/matrix/src/request.ts
var request = __webpack_require__(8554);
// EXTERNAL MODULE: ./packages/matrix/src/canary.ts
var canary = __webpack_require__(1763);
;// CONCATENATED MODULE: ./packages/matrix/src/canary-options.ts
/** `sweepkit canary` and the canary action: one table for both. */
const CANARY_COMMAND = {
    cli: 'canary',
    action: 'canary',
    description: 'Select the canary row of a matrix (the non-eval single-node 1k1k/8k1k row with the lowest conc, as run-sweep.yml does) and the matrix without it; priority fields the matrix carries stay on the rows.',
    options: {
        input: { kind: 'string', only: 'cli', metavar: 'FILE', help: 'read the matrix JSON from FILE instead of stdin' },
        matrix: {
            kind: 'string',
            only: 'action',
            required: true,
            help: 'the matrix JSON: the bucketed search-space-config (annotated by ci-priority or not) or a flat list of rows'
        },
        remaining: { kind: 'string', only: 'cli', metavar: 'FILE', help: 'also write the matrix without the canary to FILE' }
    }
};

// EXTERNAL MODULE: ./packages/matrix/src/priority/index.ts + 7 modules
var priority = __webpack_require__(7741);
// EXTERNAL MODULE: ./packages/matrix/src/json-object.ts
var json_object = __webpack_require__(429);
;// CONCATENATED MODULE: ./packages/matrix/src/index.ts
/**
 * The sweep-matrix generator: `generateMatrix(request, { files, cwd })` gives the rows of the
 * InferenceX reference generator, `matrixJson(rows)` their exact bytes, `families(rows)` and
 * `chunk(rows, max)` the per-job-family split that keeps each GitHub matrix under 256 jobs.
 */















/***/ })

};
