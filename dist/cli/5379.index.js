export const id = 5379;
export const ids = [5379];
export const modules = {

/***/ 5379:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _packages_job_src_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1885);
/* harmony import */ var _packages_agentic_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3555);
/* harmony import */ var _packages_agentic_src_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6987);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6713);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9696);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6132);




/** `sweepkit validate-agentic <artifacts-dir> [--failed-request-threshold X]`. */
const validateAgenticCommand = (argv, io) => {
    const { values, positionals } = (0,_options_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCommandArgs */ .Q)(_packages_agentic_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .VALIDATE_AGENTIC_COMMAND */ .B7, argv, io, [
        { name: 'artifact_dir', help: 'the aiperf_artifacts folder (or a folder of run_N folders)' }
    ]);
    let threshold;
    try {
        threshold = (0,_packages_agentic_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .failedRequestThreshold */ .sL)(values['failed-request-threshold'], false);
    }
    catch (error) {
        throw error instanceof _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .OptionError */ .eR ? new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`sweepkit validate-agentic: error: ${error.message}`) : error;
    }
    const verdict = (0,_packages_agentic_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .validateAgentic */ .OS)((0,_packages_job_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .nodeArtifactFs */ .C)(io.cwd), positionals[0], threshold);
    io.stdout(`${verdict.message}\n`);
    for (const warning of verdict.warnings)
        io.stderr(`${(0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .formatFinding */ .tf)(warning, 'warning')}\n`);
    return 0;
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (validateAgenticCommand);


/***/ })

};
