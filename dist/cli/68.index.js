export const id = 68;
export const ids = [68];
export const modules = {

/***/ 4068:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6907);
/* harmony import */ var _packages_naming_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8809);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6132);



const resultFilename = (argv, io) => {
    const { values } = (0,_options_js__WEBPACK_IMPORTED_MODULE_2__/* .parseCommandArgs */ .Q)(_packages_naming_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .RESULT_FILENAME_COMMAND */ .OR, argv, io);
    if (values.parse !== undefined) {
        io.stdout(`${JSON.stringify((0,_packages_naming_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseResultFilename */ .Y5)(values.parse), null, 2)}\n`);
        return 0;
    }
    if (values.row === undefined && !values.env)
        throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`sweepkit result-filename: error: one of the arguments --row --env --parse is required`);
    const names = (0,_packages_naming_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .computeResultNames */ .JW)({
        row: values.row === undefined ? undefined : (0,_packages_naming_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .rowFromJson */ .xK)(values.row, '--row'),
        env: io.env,
        runnerName: values['runner-name']
    });
    io.stdout(values.json
        ? `${JSON.stringify({ 'result-filename': names.resultFilename, 'result-filename-base': names.resultFilenameBase, names: (0,_packages_naming_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .namesObject */ .Mf)(names.artifacts) }, null, 2)}\n`
        : `${names.resultFilename}\n`);
    return 0;
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (resultFilename);


/***/ })

};
