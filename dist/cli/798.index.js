export const id = 798;
export const ids = [798];
export const modules = {

/***/ 5798:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _packages_agentic_src_adapters_node_artifact_fs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3887);
/* harmony import */ var _packages_agentic_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5921);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6132);



const REQUIRE_WORDS = new Set(['1', 'true', 'yes']);
/** `sweepkit power-adapter --result-dir D --agg-result F [--expected-num-gpus N] [--require-power]`. */
const powerAdapter = (argv, io) => {
    const { values } = (0,_options_js__WEBPACK_IMPORTED_MODULE_2__/* .parseCommandArgs */ .Q)(_packages_agentic_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .POWER_ADAPTER_COMMAND */ .Ci, argv, io);
    const { outcome, failed } = (0,_packages_agentic_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .runPowerAdapter */ .aH)((0,_packages_agentic_src_adapters_node_artifact_fs_js__WEBPACK_IMPORTED_MODULE_0__/* .nodeArtifactFs */ .C)(io.cwd), {
        resultDir: values['result-dir'],
        aggResult: values['agg-result'],
        expectedNumGpus: values['expected-num-gpus'],
        requirePower: values['require-power'] === true || REQUIRE_WORDS.has((io.env.REQUIRE_POWER ?? '').toLowerCase()),
        timeZone: io.env.TZ || undefined
    });
    const { stream, line } = (0,_packages_agentic_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .powerLogLine */ .yt)(outcome, values['agg-result']);
    io[stream](`${line}\n`);
    return failed ? 1 : 0;
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (powerAdapter);


/***/ })

};
