export const id = 379;
export const ids = [379];
export const modules = {

/***/ 5379:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4078);
/* harmony import */ var _packages_agentic_src_adapters_node_artifact_fs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(324);
/* harmony import */ var _packages_agentic_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7520);
/* harmony import */ var _argparse_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3211);




const PROG = 'sweepkit validate-agentic';
/** `sweepkit validate-agentic <artifacts-dir> [--failed-request-threshold X]` (results.md B.12). */
const validateAgenticCommand = (argv, io) => {
    const { values, positionals } = (0,_argparse_js__WEBPACK_IMPORTED_MODULE_3__/* .parseArgs */ .Zy)({
        prog: PROG,
        description: "Fail when aiperf's request error rate (profile_export_aiperf.json) exceeds the threshold.",
        positionals: [{ name: 'artifact_dir', help: 'the aiperf_artifacts folder (or a folder of run_N folders)' }],
        options: [
            {
                name: '--failed-request-threshold',
                kind: 'string',
                metavar: 'X',
                help: `largest allowed fraction of failed requests, 0..1 (default ${_packages_agentic_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_FAILED_REQUEST_THRESHOLD */ .QN})`
            }
        ]
    }, argv);
    const text = values['failed-request-threshold'];
    let threshold = _packages_agentic_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_FAILED_REQUEST_THRESHOLD */ .QN;
    if (text !== undefined) {
        const parsed = (0,_packages_agentic_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .parseThreshold */ .B7)(text);
        if (parsed === 'invalid')
            throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${PROG}: error: argument --failed-request-threshold: invalid float value: '${text}'`);
        if (parsed === 'out-of-range')
            throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${PROG}: error: --failed-request-threshold must be between 0 and 1`);
        threshold = parsed;
    }
    const verdict = (0,_packages_agentic_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .validateAgentic */ .OS)((0,_packages_agentic_src_adapters_node_artifact_fs_js__WEBPACK_IMPORTED_MODULE_1__/* .nodeArtifactFs */ .C)(io.cwd), positionals[0], threshold);
    io.stdout(`${verdict.message}\n`);
    return 0;
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (validateAgenticCommand);


/***/ })

};
