export const id = 152;
export const ids = [152];
export const modules = {

/***/ 4152:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _packages_results_src_adapters_node_results_fs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1238);
/* harmony import */ var _packages_results_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9994);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6132);



/** `sweepkit collect-results RESULTS_DIR EXP_NAME` (`utils/collect_results.py`): writes agg_<EXP_NAME>.json, prints nothing. */
const collectResultsCommand = (argv, io) => {
    const { positionals } = (0,_options_js__WEBPACK_IMPORTED_MODULE_2__/* .parseCommandArgs */ .Q)(_packages_results_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .COLLECT_RESULTS_COMMAND */ .yH, argv, io, [
        { name: 'RESULTS_DIR', help: 'the folder holding the downloaded result artifacts' },
        { name: 'EXP_NAME', help: 'the collection prefix: the output is agg_<EXP_NAME>.json' }
    ]);
    (0,_packages_results_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .collectResults */ .n1)((0,_packages_results_src_adapters_node_results_fs_js__WEBPACK_IMPORTED_MODULE_0__/* .nodeResultsFs */ .O)(io.cwd), positionals[0], positionals[1]);
    return 0;
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (collectResultsCommand);


/***/ })

};
