export const id = 412;
export const ids = [412];
export const modules = {

/***/ 1412:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _packages_results_src_adapters_node_results_fs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1238);
/* harmony import */ var _packages_results_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9994);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6132);




/** `sweepkit process-result [--multinode-dir DIR]`: `utils/process_result.py` in the working directory, or the multi-node loop over DIR. */
const processResultCommand = (argv, io) => {
    const { values } = (0,_options_js__WEBPACK_IMPORTED_MODULE_3__/* .parseCommandArgs */ .Q)(_packages_results_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .PROCESS_RESULT_COMMAND */ .KU, argv, io);
    const sink = { out: (line) => io.stdout(`${line}\n`), err: (line) => io.stderr(`${line}\n`) };
    const options = { timeZone: io.env.TZ || undefined };
    const dir = values['multinode-dir'];
    if (dir === undefined)
        return (0,_packages_results_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .processResult */ .Bf)((0,_packages_results_src_adapters_node_results_fs_js__WEBPACK_IMPORTED_MODULE_1__/* .nodeResultsFs */ .O)(io.cwd), io.env, sink, options).exitCode;
    return (0,_packages_results_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .processMultinodeDir */ .cY)((0,_packages_results_src_adapters_node_results_fs_js__WEBPACK_IMPORTED_MODULE_1__/* .nodeResultsFs */ .O)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, dir)), io.env, sink, options).exitCode;
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (processResultCommand);


/***/ })

};
