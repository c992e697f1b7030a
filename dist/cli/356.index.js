export const id = 356;
export const ids = [356];
export const modules = {

/***/ 3356:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6005);
/* harmony import */ var _packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7049);
/* harmony import */ var _argparse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3211);



const PROG = 'sweepkit matrix';
const SUBCOMMANDS = ['full-sweep', 'test-config'];
// The reference generator's options, with its names (matrix.md §1).
const COMMON = [
    { name: '--config-files', kind: 'list', required: true, help: 'master config YAML files, merged in this order' },
    { name: '--runner-config', kind: 'string', help: `runners file (default: ${_packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_RUNNER_CONFIG */ .CC})` },
    { name: '--no-evals', kind: 'flag', conflicts: ['--evals-only'], help: 'do not mark eval rows' },
    { name: '--evals-only', kind: 'flag', conflicts: ['--no-evals'], help: 'keep only eval rows' },
    { name: '--all-evals', kind: 'flag', help: 'evaluate every eligible point (implies --evals-only)' },
    { name: '--runner-node-filter', kind: 'string', help: 'fan rows out to the runner nodes whose name contains this' },
    { name: '--scenario-type', kind: 'list', choices: _packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SCENARIO_TYPES */ .rJ, help: 'scenario types to include' }
];
const SEQ_LENS_OPTION = { name: '--seq-lens', kind: 'list', choices: _packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SEQ_LENS */ .Rq, help: 'sequence lengths to include' };
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
        throw new _argparse_js__WEBPACK_IMPORTED_MODULE_2__/* .HelpRequested */ .s(`usage: ${PROG} {full-sweep,test-config} ...\n\nExpand master configs into the sweep matrix (JSON on stdout).\nRun '${PROG} <sub-command> --help' for its options.\n`);
    }
    if (command === undefined)
        throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${PROG}: error: the following arguments are required: command`);
    if (!SUBCOMMANDS.includes(command)) {
        throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${PROG}: error: argument command: invalid choice: '${command}' (choose from 'full-sweep', 'test-config')`);
    }
    const sub = command;
    const spec = {
        prog: `${PROG} ${sub}`,
        description: sub === 'full-sweep' ? 'Every config that passes the filters.' : 'The named configs, in the order given.',
        options: sub === 'full-sweep' ? FULL_SWEEP : TEST_CONFIG
    };
    return toRequest(sub, (0,_argparse_js__WEBPACK_IMPORTED_MODULE_2__/* .parseArgs */ .Zy)(spec, rest));
}
/** `sweepkit matrix`: a drop-in for the reference generator (same flags, bytes, exit codes, first error line). */
const matrix = (argv, io) => {
    const request = parseCommand(argv);
    try {
        io.stdout((0,_packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .matrixJson */ .u5)((0,_packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .generateMatrix */ .z2)(request, { files: io.files, cwd: io.cwd })));
        return 0;
    }
    catch (error) {
        // The reference reports its own option checks through argparse: prefix them like one.
        if (error instanceof _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb)
            throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${PROG}: error: ${error.message}`);
        io.stderr((0,_packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .referenceErrorText */ .jC)(error));
        return error instanceof _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0 ? error.exitCode : 1;
    }
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (matrix);


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
