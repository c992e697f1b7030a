export const id = 207;
export const ids = [207];
export const modules = {

/***/ 6207:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6582);
/* harmony import */ var _packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9196);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9696);
/* harmony import */ var _argparse_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3211);



const SPEC = {
    prog: 'sweepkit process-changelog',
    description: 'Turn the entries a diff adds to perf-changelog.yaml into the bucketed sweep matrix (docs/matrix.md §9.5).',
    options: [
        { name: '--base-ref', kind: 'string', required: true, help: 'git ref of the base' },
        { name: '--head-ref', kind: 'string', required: true, help: 'git ref of the head' },
        { name: '--changelog-file', kind: 'string', required: true, help: 'changelog path inside the repository' },
        { name: '--trim-conc', kind: 'flag', help: 'keep only the lowest concurrency of each curve (sweep-enabled)' },
        { name: '--all-evals', kind: 'flag', help: 'every eligible config also gets eval rows' },
        { name: '--evals-only', kind: 'flag', help: 'no throughput rows' }
    ]
};
const processChangelogCommand = async (argv, io) => {
    const { values } = (0,_argparse_js__WEBPACK_IMPORTED_MODULE_0__/* .parseArgs */ .Zy)(SPEC, argv);
    const result = await (0,_packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .processChangelog */ .i)({
        baseRef: values['base-ref'],
        headRef: values['head-ref'],
        changelogFile: values['changelog-file'],
        trimConc: values['trim-conc'],
        allEvals: values['all-evals'],
        evalsOnly: values['evals-only']
    }, { git: (0,_packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .execGit */ .I)(io.cwd), files: io.files, root: io.cwd });
    for (const warning of result.warnings)
        io.stderr(`${(0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .formatFinding */ .tf)(warning, 'warning')}\n`);
    io.stdout((0,_packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .changelogMatrixJson */ .s)(result.matrix));
    return 0;
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (processChangelogCommand);


/***/ })

};
