export const id = 6591;
export const ids = [6591];
export const modules = {

/***/ 6102:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ commands_canary)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./packages/common/src/adapters/write-atomic.ts
var write_atomic = __webpack_require__(1825);
// EXTERNAL MODULE: ./packages/matrix/src/matrix-json.ts
var matrix_json = __webpack_require__(3901);
// EXTERNAL MODULE: ./cli/src/input-json.ts
var input_json = __webpack_require__(3029);
// EXTERNAL MODULE: ./cli/src/terminal.ts
var terminal = __webpack_require__(1328);
// EXTERNAL MODULE: ./cli/src/options.ts
var options = __webpack_require__(6132);
// EXTERNAL MODULE: ./packages/common/src/options.ts
var src_options = __webpack_require__(6713);
;// CONCATENATED MODULE: ./packages/changelog/src/canary-options.ts

/** `sweepkit canary` and the canary action: one table for both. */
const CANARY_COMMAND = {
    cli: 'canary',
    action: 'canary',
    description: 'Select the canary row of a matrix (the non-eval single-node 1k1k/8k1k row with the lowest conc, as run-sweep.yml does) and the matrix without it; priority fields the matrix carries stay on the rows.',
    options: {
        json: src_options/* JSON_OUTPUT_OPTION */.TC,
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

// EXTERNAL MODULE: ./packages/common/src/python/float.ts
var python_float = __webpack_require__(564);
// EXTERNAL MODULE: ./packages/matrix/src/json-object.ts
var json_object = __webpack_require__(429);
// EXTERNAL MODULE: ./packages/matrix/src/concurrency.ts
var concurrency = __webpack_require__(7720);
;// CONCATENATED MODULE: ./packages/changelog/src/canary.ts


const CANARY_SEQ_LENS = ['1k1k', '8k1k'];
const isThroughput = (row) => (0,json_object/* isJsonObject */.OW)(row) && (0,json_object/* getField */.VI)(row, 'run-eval') !== true;
const concOf = (row) => {
    const conc = (0,json_object/* getField */.VI)(row, 'conc');
    return conc instanceof python_float/* PyFloat */.g$ ? conc.value : typeof conc === 'number' || typeof conc === 'bigint' ? Number(conc) : NaN;
};
/** A single-node fixed-seq-len throughput row of a flat generator list, and its sequence length. */
function flatSeqLen(row) {
    const prefill = (0,json_object/* getField */.VI)(row, 'prefill');
    if ((prefill !== undefined && prefill !== null) || (0,json_object/* getField */.VI)(row, 'scenario-type') === 'agentic-coding' || (0,json_object/* getField */.VI)(row, 'eval-only') === true)
        return undefined;
    return (0,concurrency/* seqLenName */.ms)((0,json_object/* getField */.VI)(row, 'isl'), (0,json_object/* getField */.VI)(row, 'osl'));
}
function selectCanary(input) {
    const matrix = input;
    let best;
    const consider = (seqLen, index, row) => {
        if (!best || concOf(row) < concOf(best.row))
            best = { seqLen, index, row };
    };
    const singleNode = (0,json_object/* isJsonObject */.OW)(matrix) ? (0,json_object/* getField */.VI)(matrix, 'single_node') : undefined;
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
    if (!(0,json_object/* isJsonObject */.OW)(singleNode))
        return { canary: undefined, remaining: matrix };
    for (const seqLen of CANARY_SEQ_LENS) {
        const bucket = (0,json_object/* getField */.VI)(singleNode, seqLen);
        if (Array.isArray(bucket))
            bucket.forEach((row, index) => isThroughput(row) && consider(seqLen, index, row));
    }
    if (!best)
        return { canary: undefined, remaining: matrix };
    const { seqLen, index } = best;
    const bucket = (0,json_object/* getField */.VI)(singleNode, seqLen).filter((_, i) => i !== index);
    return { canary: best.row, remaining: (0,json_object/* withField */.ZH)(matrix, 'single_node', (0,json_object/* withField */.ZH)(singleNode, seqLen, bucket)) };
}

;// CONCATENATED MODULE: ./cli/src/commands/canary.ts







/** `sweepkit canary`: the canary of any matrix JSON as a one-row list (`[]` when none). */
const canary = (argv, io) => {
    const { values } = (0,options/* parseCommandArgs */.Q)(CANARY_COMMAND, argv, io);
    const { canary: row, remaining } = selectCanary((0,input_json/* readInputJson */.l)(io, values.input));
    if (values.remaining !== undefined) {
        // Written whole or not at all (a reader never sees half a matrix), never through a planted temp name.
        (0,write_atomic/* writeFileAtomic */.Zf)((0,external_node_path_.resolve)(io.cwd, values.remaining), `${(0,matrix_json/* compactJson */.Ar)(remaining)}\n`);
    }
    (0,terminal/* printJsonOutput */.FB)(io, values.json, `${(0,matrix_json/* compactJson */.Ar)(row ? [row] : [])}\n`, 'canary');
    return 0;
};
/* harmony default export */ const commands_canary = (canary);


/***/ }),

/***/ 6416:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ readTextFile)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);

const REASONS = {
    ENOENT: 'file does not exist',
    EISDIR: 'is a directory, not a file',
    EACCES: 'permission denied',
    ENOTREG: 'is not a regular file (a FIFO, socket or device)',
    EFBIG: 'is larger than 64 MiB',
    EOUTSIDE: 'is a symlink to outside its folder',
    EILSEQ: 'is not valid UTF-8'
};
/** Reads a file, turning a failure into one clear error naming the file. */
function readTextFile(files, path, displayName = path) {
    try {
        return files.readText(path);
    }
    catch (error) {
        const { code = 'EIO', line, column, byte } = error;
        const reason = REASONS[code] ?? `cannot read file (${code})`;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(byte === undefined ? reason : `${reason} (byte 0x${byte.toString(16).padStart(2, '0')})`, {
            location: { file: displayName, line, column },
            code: 'file-unreadable'
        });
    }
}


/***/ }),

/***/ 8261:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ pyInt)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(564);

/**
 * The integer a lax-validated value stands for (`true` → 1, `8.0` → 8, `" 8 "` → 8), for
 * arithmetic and comparisons; the raw value is still what gets emitted.
 */
function pyInt(value) {
    if (typeof value === 'number')
        return value;
    if (typeof value === 'boolean')
        return value ? 1 : 0;
    if (typeof value === 'bigint')
        return Number(value);
    if (value instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$)
        return value.value;
    if (typeof value === 'string')
        return Number(value.trim().replace(/_/g, ''));
    return NaN;
}


/***/ }),

/***/ 7720:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $t: () => (/* binding */ isEvalSeqLen),
/* harmony export */   F8: () => (/* binding */ concRange),
/* harmony export */   bm: () => (/* binding */ isSeqLen),
/* harmony export */   ms: () => (/* binding */ seqLenName)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2282);
/* harmony import */ var _config_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8261);


/**
 * `R(start, end, step)` (docs/matrix.md §5.1): multiply by `step` from `start`, clamp the last value
 * to `end`; `end` is always included.
 */
function concRange(start, end, step) {
    const values = [];
    for (let c = start; c <= end; c = Math.min(c * step, end)) {
        values.push(c);
        if (c === end)
            break;
    }
    return values;
}
const SEQ_LEN_PAIRS = { '1k1k': [1024, 1024], '8k1k': [8192, 1024] };
/** `1k1k`, `8k1k`, or `{isl}_{osl}` for any other pair. */
function seqLenName(isl, osl) {
    for (const [name, [i, o]] of Object.entries(SEQ_LEN_PAIRS))
        if ((0,_config_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyInt */ .F)(isl) === i && (0,_config_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyInt */ .F)(osl) === o)
            return name;
    return `${(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyStr */ .rD)(isl)}_${(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyStr */ .rD)(osl)}`;
}
/** Whether (isl, osl) is one of the named pairs. */
const isSeqLen = (isl, osl, names) => names.includes(seqLenName(isl, osl));
/** The only fixed-seq-len shape that is eval-eligible. */
const isEvalSeqLen = (isl, osl) => isl !== undefined && osl !== undefined && (0,_config_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyInt */ .F)(isl) === 8192 && (0,_config_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyInt */ .F)(osl) === 1024;


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


/***/ })

};
