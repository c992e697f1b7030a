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
/* harmony import */ var _packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9321);
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
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4078);
/* harmony import */ var _packages_matrix_src_matrix_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3901);



/** The matrix JSON of `--input FILE` (relative to the working directory), else of stdin. */
function readInputJson(io, input) {
    const text = input === undefined ? (io.stdin?.() ?? '') : (0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .readTextFile */ .Gu)(io.files, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, input), input);
    return (0,_packages_matrix_src_matrix_json_js__WEBPACK_IMPORTED_MODULE_2__/* .parseMatrixJson */ .pp)(text, { file: input ?? '<stdin>' });
}


/***/ })

};
