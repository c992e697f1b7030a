export const id = 356;
export const ids = [356];
export const modules = {

/***/ 3356:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4078);
/* harmony import */ var _packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9321);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6132);



const PROG = 'sweepkit matrix';
/** `sweepkit matrix`: a drop-in for the reference generator (same flags, bytes, exit codes, first error line). */
const matrix = (argv, io) => {
    const request = (0,_packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .matrixRequest */ .Dd)((0,_options_js__WEBPACK_IMPORTED_MODULE_2__/* .parseCommandArgs */ .Q)(_packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .MATRIX_COMMAND */ .ad, argv, io).values);
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


/***/ })

};
