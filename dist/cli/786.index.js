export const id = 786;
export const ids = [786];
export const modules = {

/***/ 7196:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _packages_naming_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8809);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6132);


/** Prints a row's job environment as `NAME=value` lines (or JSON); nothing is evaluated. */
const benchmarkEnvCommand = (argv, io) => {
    const { values } = (0,_options_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCommandArgs */ .Q)(_packages_naming_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .BENCHMARK_ENV_COMMAND */ .gW, argv, io);
    const result = (0,_packages_naming_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .benchmarkEnv */ .b)((0,_packages_naming_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .rowFromJson */ .xK)(values.row, '--row'), io.env, values['runner-name']);
    io.stdout(values.json ? `${JSON.stringify(result.env, null, 2)}\n` : Object.entries(result.env).map(([k, v]) => `${k}=${v}\n`).join(''));
    return 0;
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (benchmarkEnvCommand);


/***/ })

};
