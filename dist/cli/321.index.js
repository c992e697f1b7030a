export const id = 321;
export const ids = [321];
export const modules = {

/***/ 1763:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ selectCanary)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4078);
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

/***/ 9321:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Z5: () => (/* reexport */ CANARY_COMMAND),
  ad: () => (/* reexport */ MATRIX_COMMAND),
  l_: () => (/* reexport */ PROCESS_CHANGELOG_COMMAND),
  Ar: () => (/* reexport */ matrix_json/* compactJson */.Ar),
  z2: () => (/* reexport */ generate/* generateMatrix */.z),
  u5: () => (/* reexport */ matrix_json/* matrixJson */.u5),
  Dd: () => (/* reexport */ matrixRequest),
  jC: () => (/* reexport */ referenceErrorText),
  xs: () => (/* reexport */ canary/* selectCanary */.x)
});

// UNUSED EXPORTS: CI_PRIORITY_COMMAND, DEFAULT_MAX_CHUNKS, DEFAULT_MAX_JOBS_PER_MATRIX, DEFAULT_RUNNER_CONFIG, DEFAULT_STEP_SIZE, FAMILIES, FAMILIES_AND_OTHER, OTHER_FAMILY, PRIORITY_OPTIONS, SCENARIO_TYPES, SEQ_LENS, addDecimal, annotatePriorities, checkRequest, chunk, concRange, families, formatDecimal, generateMatrixEntries, getField, hasField, isAgentic, isJsonObject, isMultiNode, isPriorityJob, overfullFamilies, parseCriteriaJson, parseDecimal, parseLabelsJson, parseMatrixJson, parsePriorityPolicy, priorityJson, priorityScorer, pyKey, pyMappingKey, quantizeHalfUp, queueToken, resolveConfigKeys, seqLenName

// EXTERNAL MODULE: ./packages/matrix/src/generate.ts + 2 modules
var generate = __webpack_require__(4196);
// EXTERNAL MODULE: ./packages/matrix/src/matrix-json.ts
var matrix_json = __webpack_require__(3901);
// EXTERNAL MODULE: ./packages/matrix/src/families.ts
var families = __webpack_require__(8851);
// EXTERNAL MODULE: ./packages/common/src/index.ts + 10 modules
var src = __webpack_require__(4078);
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
    const errors = (0,src/* toSweepkitErrors */.Nb)(error);
    if (errors[0].exitCode === 2 || OWN_WORDING.has(errors[0].code ?? ''))
        return `${errors.map(src/* formatError */.Wk).join('\n')}\n`;
    const lines = [headline(errors[0])];
    for (const e of errors) {
        const where = (0,src/* formatLocation */.j$)(e.location);
        const field = e.field ? `${where ? ' ' : ''}${e.field}` : '';
        const detail = e.details.length ? `${where || field ? ': ' : ''}${e.details.join('\n    ')}` : '';
        if (where || field || detail)
            lines.push(`  ${where}${field}${detail}`);
    }
    return `${lines.join('\n')}\n`;
}

// EXTERNAL MODULE: ./packages/matrix/src/concurrency.ts
var concurrency = __webpack_require__(7720);
// EXTERNAL MODULE: ./packages/matrix/src/test-config.ts + 1 modules
var test_config = __webpack_require__(3395);
// EXTERNAL MODULE: ./packages/matrix/src/python-key.ts
var python_key = __webpack_require__(4623);
// EXTERNAL MODULE: ./packages/matrix/src/request.ts
var request = __webpack_require__(8554);
// EXTERNAL MODULE: ./packages/matrix/src/priority/options.ts
var options = __webpack_require__(1210);
;// CONCATENATED MODULE: ./packages/matrix/src/options.ts


/** GitHub expands at most 256 jobs per matrix. */
const DEFAULT_MAX_JOBS_PER_MATRIX = 256;
/** Chunk jobs per family the example workflows fan out to (one job per chunk). */
const DEFAULT_MAX_CHUNKS = 3;
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
        'base-ref': { kind: 'string', required: 'cli', help: 'git ref of the base; the action defaults it to origin/<base branch> on pull requests, the before sha on push' },
        'head-ref': { kind: 'string', required: 'cli', help: 'git ref of the head; the action defaults it to the pull request head sha, the after sha on push' },
        'changelog-file': { kind: 'string', required: 'cli', default: 'perf-changelog.yaml', help: 'changelog path inside the repository' },
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
            help: 'chunk jobs the workflow fans each family out to; a family needing more is a warning on the changelog'
        },
        ...options/* PRIORITY_OPTIONS */.m
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
        'runner-config': { kind: 'string', default: request/* DEFAULT_RUNNER_CONFIG */.CC, when: SWEEP, help: 'runners file (labels, nodes, hardware)' },
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
        'scenario-type': { kind: 'list', choices: request/* SCENARIO_TYPES */.rJ, when: SWEEP, help: 'scenario types to include (default: all)' },
        'model-prefix': { kind: 'list', when: FULL_SWEEP, help: 'config keys starting with one of these' },
        precision: { kind: 'list', when: FULL_SWEEP, help: 'precisions to include' },
        framework: { kind: 'list', when: FULL_SWEEP, help: 'frameworks to include' },
        'runner-type': { kind: 'list', when: FULL_SWEEP, help: 'runner labels to include; each must be a label of the runners file' },
        'seq-lens': { kind: 'list', choices: request/* SEQ_LENS */.Rq, when: SWEEP, help: 'sequence lengths to include (fixed-seq-len only)' },
        'step-size': { kind: 'int', default: request/* DEFAULT_STEP_SIZE */.ji, when: FULL_SWEEP, help: 'factor between range concurrencies (must be > 1)' },
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
        ...inChangelogMode({ 'base-ref': baseRef, 'head-ref': headRef, 'changelog-file': changelogFile, 'trim-conc': trimConc }),
        // Both modes: the rows (and, in changelog mode, the canary chosen after annotation) carry their priority.
        ...options/* PRIORITY_OPTIONS */.m
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

// EXTERNAL MODULE: ./packages/matrix/src/priority/index.ts + 5 modules
var priority = __webpack_require__(1394);
// EXTERNAL MODULE: ./packages/matrix/src/json-object.ts
var json_object = __webpack_require__(429);
;// CONCATENATED MODULE: ./packages/matrix/src/index.ts
/**
 * The sweep-matrix generator: `generateMatrix(request, { files, cwd })` gives the rows of the
 * InferenceX reference generator, `matrixJson(rows)` their exact bytes, `families(rows)` and
 * `chunk(rows, max)` the per-job-family split that keeps each GitHub matrix under 256 jobs.
 */
















/***/ }),

/***/ 429:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OW: () => (/* binding */ isJsonObject),
/* harmony export */   RY: () => (/* binding */ hasField),
/* harmony export */   VI: () => (/* binding */ getField),
/* harmony export */   ZH: () => (/* binding */ withField)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4078);

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
/* harmony export */   pp: () => (/* binding */ parseMatrixJson),
/* harmony export */   u5: () => (/* binding */ matrixJson)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4078);

/** The exact bytes the reference prints: Python `json.dumps(rows)` and a newline (matrix.md §8). */
const matrixJson = (rows) => `${(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyJsonDumps */ .dv)(rows)}\n`;
/**
 * Matrix JSON read the Python way (`600.0` stays a float, key order kept). Bad JSON is an error at
 * its line and column of the file, or naming the option it came from (`input 'matrix'`).
 */
function parseMatrixJson(text, source) {
    try {
        return (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .parsePyJson */ .j5)(text);
    }
    catch (error) {
        if (!(error instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PyJsonSyntaxError */ .Ly))
            throw error;
        if ('option' in source)
            throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(`${source.option} is not valid JSON: ${error.message}`, { code: 'matrix-json' });
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(`invalid JSON: ${error.message}`, { location: { file: source.file, line: error.line, column: error.column }, code: 'matrix-json' });
    }
}
/** Compact JSON as the workflows hand matrices between jobs (`process-changelog`'s form: no spaces, UTF-8 kept). */
const compactJson = (value) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyJsonDumps */ .dv)(value, { separators: [',', ':'], ensureAscii: false });


/***/ }),

/***/ 1394:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sv: () => (/* reexport */ options/* CI_PRIORITY_COMMAND */.s),
  RS: () => (/* reexport */ annotatePriorities),
  Vb: () => (/* reexport */ parseCriteriaJson),
  hE: () => (/* reexport */ parseLabelsJson),
  sC: () => (/* reexport */ parsePriorityPolicy),
  tl: () => (/* reexport */ priorityJson)
});

// UNUSED EXPORTS: PRIORITY_OPTIONS, addDecimal, formatDecimal, isPriorityJob, parseDecimal, priorityScorer, quantizeHalfUp, queueToken

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./packages/common/src/index.ts + 10 modules
var src = __webpack_require__(4078);
// EXTERNAL MODULE: ./packages/matrix/src/changelog/fingerprint.ts
var fingerprint = __webpack_require__(2314);
// EXTERNAL MODULE: ./packages/matrix/src/changelog/py-repr.ts
var py_repr = __webpack_require__(9679);
// EXTERNAL MODULE: ./packages/matrix/src/json-object.ts
var json_object = __webpack_require__(429);
;// CONCATENATED MODULE: ./packages/matrix/src/priority/decimal.ts
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

;// CONCATENATED MODULE: ./packages/matrix/src/priority/annotate.ts






/** A matrix job: an object that has both `runner` and `framework`, whatever their values. */
const isPriorityJob = (v) => (0,json_object/* isJsonObject */.OW)(v) && (0,json_object/* hasField */.RY)(v, 'runner') && (0,json_object/* hasField */.RY)(v, 'framework');
const annotate_text = (v) => (typeof v === 'string' ? v : undefined);
const matchesPrefix = (value, prefix) => value === prefix || value.startsWith(`${prefix}-`);
const QUANTUM = -3;
/** Scores jobs under one context; the context's checks run once, the unknown-criteria error when a job is scored. */
function priorityScorer(context) {
    const { policy } = context;
    const labels = new Set(context.labels);
    const criteria = context.criteria && new Set(context.criteria);
    const anyLabel = (names) => [...names].some((name) => labels.has(name));
    const unknown = criteria ? [...criteria].filter((c) => !policy.vocabulary.has(c)).sort(src/* compareCodePoints */.OP) : [];
    const patchwork = (anyLabel(policy.patchwork.names) || criteria?.has('patchwork') === true) && !anyLabel(policy.patchwork.waivedBy);
    const checklist = anyLabel(policy.checklist.names) || criteria?.has('checklist-complete') === true;
    const named = (name) => criteria === undefined || criteria.has(name);
    const namedPrefix = (table, value) => criteria === undefined || [...table.keys()].some((key) => criteria.has(key) && matchesPrefix(value, key));
    const fixed = (d) => formatDecimal(quantizeHalfUp(d, QUANTUM));
    const patchworkScore = fixed(policy.patchwork.score);
    const eventAdjustment = policy.event.get(context.eventName);
    const exact = (job) => {
        let score = policy.baseScore;
        const add = (d) => {
            if (d)
                score = addDecimal(score, d);
        };
        add(eventAdjustment);
        const prefill = (0,json_object/* getField */.VI)(job, 'prefill');
        if (prefill !== undefined && prefill !== null && named('multi-node'))
            add(policy.multiNode);
        if ((0,json_object/* getField */.VI)(job, 'scenario-type') === 'agentic-coding' && named('agentic'))
            add(policy.agentic);
        if ((0,json_object/* getField */.VI)(job, 'eval-only') === true && named('eval-only'))
            add(policy.evalOnly);
        const precision = annotate_text((0,json_object/* getField */.VI)(job, 'precision'));
        if (precision !== undefined && named(precision))
            add(policy.precision.get(precision));
        const spec = annotate_text((0,json_object/* getField */.VI)(job, 'spec-decoding'));
        if (spec !== undefined && named(spec))
            add(policy.specDecoding.get(spec));
        const framework = annotate_text((0,json_object/* getField */.VI)(job, 'framework'));
        if (framework !== undefined && namedPrefix(policy.frameworkPrefix, framework)) {
            add([...policy.frameworkPrefix].find(([prefix]) => matchesPrefix(framework, prefix))?.[1]);
        }
        const model = annotate_text((0,json_object/* getField */.VI)(job, 'model-prefix'));
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
            throw new src/* SweepkitError */.R0(`Unknown CI priority criteria: ${(0,py_repr/* pyListRepr */.t)(unknown)}`, { code: 'ci-priority-criteria' });
        if (patchwork)
            return patchworkScore;
        const prefill = (0,json_object/* getField */.VI)(job, 'prefill');
        // JSON.stringify: an unambiguous key (a missing field is null, never equal to a string).
        const key = JSON.stringify([
            prefill !== undefined && prefill !== null,
            (0,json_object/* getField */.VI)(job, 'scenario-type') === 'agentic-coding',
            (0,json_object/* getField */.VI)(job, 'eval-only') === true,
            annotate_text((0,json_object/* getField */.VI)(job, 'precision')) ?? null,
            annotate_text((0,json_object/* getField */.VI)(job, 'spec-decoding')) ?? null,
            annotate_text((0,json_object/* getField */.VI)(job, 'framework')) ?? null,
            annotate_text((0,json_object/* getField */.VI)(job, 'model-prefix')) ?? null
        ]);
        let score = scores.get(key);
        if (score === undefined)
            scores.set(key, (score = exact(job)));
        return score;
    };
}
/** First 32 hex digits of SHA-256 over `{namespace}:{path}:{the job as given, canonical JSON}`. */
const queueToken = (namespace, path, job) => (0,external_node_crypto_.createHash)('sha256').update(`${namespace}:${path}:${(0,fingerprint/* canonicalJson */.dj)(job)}`).digest('hex').slice(0, 32);
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
        if (!(0,json_object/* isJsonObject */.OW)(value))
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

// EXTERNAL MODULE: ./packages/config/src/json-view.ts
var json_view = __webpack_require__(3572);
// EXTERNAL MODULE: ./packages/config/src/index.ts + 8 modules
var config_src = __webpack_require__(2050);
// EXTERNAL MODULE: ./packages/config/src/schemas.ts + 3 modules
var schemas = __webpack_require__(7425);
;// CONCATENATED MODULE: ./packages/matrix/src/priority/policy.ts





const ATTRIBUTES = ['multi-node', 'agentic', 'eval-only'];
const TABLES = ['precision', 'spec-decoding', 'framework-prefix', 'model-prefix'];
/** The reference reads numbers as `Decimal(str(value))`: a float is its repr, a quoted number its text. */
function decimalAt(loaded, path) {
    const value = path.reduce((node, part) => node[part], loaded.value);
    const text = value instanceof src/* PyFloat */.g$ ? (0,src/* pyFloatRepr */.XO)(value.value) : String(value);
    const decimal = parseDecimal(text);
    if (!decimal) {
        throw new src/* SweepkitError */.R0(`invalid CI priority policy: ${path.join('.')}: '${text}' is not a finite decimal number`, {
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
    const loaded = (0,src/* parseYaml */.hN)(text, file);
    const root = loaded.value;
    if (root !== null && typeof root === 'object' && !Array.isArray(root) && !(root instanceof src/* PyFloat */.g$)) {
        const version = root.version;
        // Python's `!= 1`: 1.0 and True are equal to 1.
        const supported = version === 1 || version === true || (version instanceof src/* PyFloat */.g$ && version.value === 1);
        if (!supported) {
            throw new src/* SweepkitError */.R0(`Unsupported CI priority policy version: ${(0,config_src/* pyStr */.rD)(version)}`, {
                location: loaded.locate(version === undefined ? [] : ['version']),
                code: 'ci-priority-policy'
            });
        }
    }
    if (!(0,schemas/* validateCiPriorityPolicy */.l6)((0,json_view/* jsonView */.W)(root)))
        throw (0,src/* schemaViolation */.Hz)(loaded, (0,src/* firstSchemaError */.WI)(schemas/* validateCiPriorityPolicy */.l6.errors), 'CI priority policy', 'ci-priority-policy');
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

;// CONCATENATED MODULE: ./packages/matrix/src/priority/flags.ts

/** A JSON flag value, with Python's parser message on bad JSON. */
function parseFlagJson(flag, text) {
    try {
        return (0,src/* parsePyJson */.j5)(text);
    }
    catch (error) {
        if (error instanceof src/* PyJsonSyntaxError */.Ly)
            throw new src/* SweepkitError */.R0(`${flag}: ${error.message}`, { code: 'ci-priority-json' });
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
        throw new src/* SweepkitError */.R0(`${flag} must be a JSON array of strings`, { code: 'ci-priority-json' });
    }
    return value;
}
/** `--labels-json`: the labels, none for '' or null. */
const parseLabelsJson = (text) => stringArray('--labels-json', text) ?? [];
/** `--criteria-json` (or the option named `name`): the classifier's criteria, undefined (no classifier) for '' or null. */
const parseCriteriaJson = (text, name = '--criteria-json') => stringArray(name, text);

// EXTERNAL MODULE: ./packages/matrix/src/priority/options.ts
var options = __webpack_require__(1210);
;// CONCATENATED MODULE: ./packages/matrix/src/priority/json.ts

/** The bytes `utils/ci_priority.py` prints (without the newline): compact, ASCII-escaped. */
const priorityJson = (value) => (0,src/* pyJsonDumps */.dv)(value, { separators: [',', ':'] });

;// CONCATENATED MODULE: ./packages/matrix/src/priority/index.ts
/**
 * CI priority for priority-scheduled runner fleets (`utils/ci_priority.py`): a policy file,
 * `annotatePriorities(payload, context)` adding `priority` / `queue-token` / `skip-queue-pr` to
 * every job of any matrix JSON, and exact decimal scores.
 */








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
        help: 'with priority-policy: the change classifier criteria as a JSON array of strings (default: no classifier, every attribute scores)'
    }
};


/***/ })

};
