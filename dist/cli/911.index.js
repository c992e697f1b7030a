export const id = 911;
export const ids = [911];
export const modules = {

/***/ 6034:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4078);
/* harmony import */ var _packages_matrix_src_priority_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1394);
/* harmony import */ var _input_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3029);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6132);





/** `sweepkit ci-priority`: a drop-in for `utils/ci_priority.py` (same flags, byte-identical stdout). */
const ciPriority = (argv, io) => {
    const { values } = (0,_options_js__WEBPACK_IMPORTED_MODULE_4__/* .parseCommandArgs */ .Q)(_packages_matrix_src_priority_index_js__WEBPACK_IMPORTED_MODULE_2__/* .CI_PRIORITY_COMMAND */ .sv, argv, io);
    const labels = (0,_packages_matrix_src_priority_index_js__WEBPACK_IMPORTED_MODULE_2__/* .parseLabelsJson */ .hE)(values['labels-json']);
    const criteria = (0,_packages_matrix_src_priority_index_js__WEBPACK_IMPORTED_MODULE_2__/* .parseCriteriaJson */ .Vb)(values['criteria-json']);
    const policy = (0,_packages_matrix_src_priority_index_js__WEBPACK_IMPORTED_MODULE_2__/* .parsePriorityPolicy */ .sC)((0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .readTextFile */ .Gu)(io.files, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, values.policy), values.policy), values.policy);
    const payload = (0,_input_json_js__WEBPACK_IMPORTED_MODULE_3__/* .readInputJson */ .l)(io, values.input);
    const annotated = (0,_packages_matrix_src_priority_index_js__WEBPACK_IMPORTED_MODULE_2__/* .annotatePriorities */ .RS)(payload, {
        policy,
        eventName: values['event-name'],
        labels,
        criteria,
        namespace: values['queue-namespace'],
        prNumber: values['pr-number']
    });
    io.stdout(`${(0,_packages_matrix_src_priority_index_js__WEBPACK_IMPORTED_MODULE_2__/* .priorityJson */ .tl)(annotated)}\n`);
    return 0;
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (ciPriority);


/***/ }),

/***/ 3029:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ readInputJson)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4078);
/* harmony import */ var _packages_matrix_src_matrix_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3901);



/** The matrix JSON of `--input FILE` (relative to the working directory), else of stdin. */
function readInputJson(io, input) {
    const text = input === undefined ? (io.stdin?.() ?? '') : (0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .readTextFile */ .Gu)(io.files, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, input), input);
    return (0,_packages_matrix_src_matrix_json_js__WEBPACK_IMPORTED_MODULE_2__/* .parseMatrixJson */ .pp)(text, { file: input ?? '<stdin>' });
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
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4078);


const CURVE_EXCLUDED = new Set(['conc', 'exp-name', 'recipe-fingerprint']);
/** The row without its concurrency point: what identifies a curve (append-only, fingerprints). */
const curveOf = (row) => Object.fromEntries(Object.entries(row).filter(([k]) => !CURVE_EXCLUDED.has(k)));
/** `json.dumps(x, sort_keys=True, separators=(",", ":"))` — ASCII-escaped, like the reference. */
const canonicalJson = (value) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyJsonDumps */ .dv)(value, { separators: [',', ':'], sortKeys: true });
/** gating.md b.4 step 14: SHA-256 of the row's curve as canonical JSON. */
const recipeFingerprint = (row) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(canonicalJson(curveOf(row))).digest('hex');


/***/ }),

/***/ 9679:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ pyStrRepr),
/* harmony export */   t: () => (/* binding */ pyListRepr)
/* harmony export */ });
/** Python `repr()` of a str, as the reference interpolates `{x!r}` into its messages. */
function pyStrRepr(text) {
    const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
    const body = text
        .replace(/\\/g, '\\\\')
        .replace(/\n/g, '\\n')
        .replace(/\r/g, '\\r')
        .replace(/\t/g, '\\t')
        .replace(/[\x00-\x1f\x7f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
    return quote + (quote === "'" ? body.replace(/'/g, "\\'") : body) + quote;
}
/** Python `repr()` of a list of str. */
const pyListRepr = (items) => `[${items.map(pyStrRepr).join(', ')}]`;


/***/ })

};
