export const id = 126;
export const ids = [126];
export const modules = {

/***/ 1126:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _packages_agentic_src_adapters_node_artifact_fs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3887);
/* harmony import */ var _packages_agentic_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5921);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6132);



/**
 * `sweepkit aggregate-agentic`: like the reference module, everything comes from the environment
 * (RESULT_FILENAME, RESULT_DIR, AGENTIC_OUTPUT_DIR, KV_OFFLOADING, TP, …); a flag sets its variable.
 */
const aggregateAgentic = (argv, io) => {
    const { values } = (0,_options_js__WEBPACK_IMPORTED_MODULE_2__/* .parseCommandArgs */ .Q)(_packages_agentic_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .AGGREGATE_AGENTIC_COMMAND */ .wn, argv, io);
    const result = (0,_packages_agentic_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .runAggregateAgentic */ .gY)((0,_packages_agentic_src_adapters_node_artifact_fs_js__WEBPACK_IMPORTED_MODULE_0__/* .nodeArtifactFs */ .C)(io.cwd), (0,_packages_agentic_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .aggregationEnv */ .Y3)(values, io.env));
    io.stdout(result.stdoutLines.map((line) => `${line}\n`).join(''));
    return 0;
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (aggregateAgentic);


/***/ })

};
