export const id = 6207;
export const ids = [6207];
export const modules = {

/***/ 6207:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4596);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9696);
/* harmony import */ var _packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2401);
/* harmony import */ var _terminal_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1328);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6132);
/* harmony import */ var _packages_changelog_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(780);





const processChangelogCommand = async (argv, io) => {
    const { values } = (0,_options_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCommandArgs */ .Q)(_packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PROCESS_CHANGELOG_COMMAND */ .l_, argv, io);
    const result = await (0,_packages_changelog_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .processChangelog */ .i)({
        // Required on the command line (argparse has checked them).
        baseRef: values['base-ref'],
        headRef: values['head-ref'],
        changelogFile: values['changelog-file'],
        trimConc: values['trim-conc'],
        allEvals: values['all-evals'] ?? false,
        evalsOnly: values['evals-only'] ?? false
    }, { git: (0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .execGit */ .I)(io.cwd), files: io.files, root: io.cwd });
    for (const warning of result.warnings)
        io.stderr(`${(0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .formatFinding */ .tf)(warning, 'warning')}\n`);
    (0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .printJsonOutput */ .FB)(io, values.json, (0,_packages_changelog_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .changelogMatrixJson */ .s)(result.matrix), 'changelog matrix (rows per bucket)');
    return 0;
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (processChangelogCommand);


/***/ })

};
