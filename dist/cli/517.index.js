export const id = 517;
export const ids = [517];
export const modules = {

/***/ 2517:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5948);
/* harmony import */ var _packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6825);
/* harmony import */ var _packages_gating_src_lint_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6994);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6132);




const configLint = (argv, io) => {
    const { values } = (0,_options_js__WEBPACK_IMPORTED_MODULE_3__/* .parseCommandArgs */ .Q)(_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .CONFIG_LINT_COMMAND */ .LS, argv, io);
    const report = (0,_packages_gating_src_lint_index_js__WEBPACK_IMPORTED_MODULE_2__/* .lintConfigs */ .b)({ configFiles: values['config-files'], runnerConfig: values['runner-config'], recipesDirs: values['recipes-dirs'] }, { files: io.files, cwd: io.cwd });
    for (const finding of report.findings)
        io.stdout(`${(0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .formatFinding */ .tf)(finding.error, finding.level)}\n`);
    const { counts } = report;
    io.stderr(`config-lint: ${counts.configs} configs, ${counts.entries} search-space entries, ${counts.recipeRefs} recipe references (${counts.recipesFound} found): ${counts.errors} errors, ${counts.warnings} warnings\n`);
    return counts.errors + (values['fail-on-warning'] ? counts.warnings : 0) > 0 ? 1 : 0;
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (configLint);


/***/ })

};
