export const id = 811;
export const ids = [811];
export const modules = {

/***/ 2811:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ process_changelog)
});

// EXTERNAL MODULE: ./packages/common/src/index.ts + 10 modules
var src = __webpack_require__(4078);
// EXTERNAL MODULE: ./packages/gating/src/adapters/git.ts
var git = __webpack_require__(5147);
// EXTERNAL MODULE: ./packages/matrix/src/changelog/process.ts + 9 modules
var process = __webpack_require__(2238);
// EXTERNAL MODULE: ./packages/matrix/src/changelog/buckets.ts
var buckets = __webpack_require__(5989);
// EXTERNAL MODULE: ./packages/matrix/src/canary.ts
var canary = __webpack_require__(1763);
// EXTERNAL MODULE: ./packages/matrix/src/changelog/git.ts
var changelog_git = __webpack_require__(3770);
;// CONCATENATED MODULE: ./packages/matrix/src/changelog/index.ts
/**
 * process-changelog (matrix.md §9.5): `processChangelog(request, { git, files, root })` turns the
 * entries a diff adds to perf-changelog.yaml into the bucketed sweep matrix, `changelogMatrixJson`
 * gives its exact bytes, `selectCanary` the canary row of gating.md a.7. The git port's real
 * implementation is `execGit` in packages/gating/src/adapters/git.ts.
 */





// EXTERNAL MODULE: ./cli/src/argparse.ts
var argparse = __webpack_require__(3211);
;// CONCATENATED MODULE: ./cli/src/commands/process-changelog.ts




const SPEC = {
    prog: 'sweepkit process-changelog',
    description: 'Turn the entries a diff adds to perf-changelog.yaml into the bucketed sweep matrix (matrix.md 9.5).',
    options: [
        { name: '--base-ref', kind: 'string', required: true, help: 'git ref of the base' },
        { name: '--head-ref', kind: 'string', required: true, help: 'git ref of the head' },
        { name: '--changelog-file', kind: 'string', required: true, help: 'changelog path inside the repository' },
        { name: '--trim-conc', kind: 'flag', help: 'keep only the lowest concurrency of each curve (sweep-enabled)' },
        { name: '--all-evals', kind: 'flag', help: 'every eligible config also gets eval rows' },
        { name: '--evals-only', kind: 'flag', help: 'no throughput rows' }
    ]
};
const processChangelogCommand = async (argv, io) => {
    const { values } = (0,argparse/* parseArgs */.Zy)(SPEC, argv);
    const result = await (0,process/* processChangelog */.i)({
        baseRef: values['base-ref'],
        headRef: values['head-ref'],
        changelogFile: values['changelog-file'],
        trimConc: values['trim-conc'],
        allEvals: values['all-evals'],
        evalsOnly: values['evals-only']
    }, { git: (0,git/* execGit */.I)(io.cwd), files: io.files, root: io.cwd });
    for (const warning of result.warnings)
        io.stderr(`${(0,src/* formatFinding */.tf)(warning, 'warning')}\n`);
    io.stdout((0,process/* changelogMatrixJson */.s)(result.matrix));
    return 0;
};
/* harmony default export */ const process_changelog = (processChangelogCommand);


/***/ }),

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


/***/ })

};
