export const id = 64;
export const ids = [64];
export const modules = {

/***/ 4064:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4078);
/* harmony import */ var _packages_gating_src_adapters_git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5147);
/* harmony import */ var _packages_gating_src_changelog_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1260);
/* harmony import */ var _packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5394);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6132);





const validateChangelogCommand = async (argv, io) => {
    const { values } = (0,_options_js__WEBPACK_IMPORTED_MODULE_4__/* .parseCommandArgs */ .Q)(_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .VALIDATE_CHANGELOG_COMMAND */ .GG, argv, io);
    const verdict = await (0,_packages_gating_src_changelog_index_js__WEBPACK_IMPORTED_MODULE_2__/* .validateChangelog */ .rs)({
        changelogFile: values['changelog-file'],
        // Required on the command line (argparse has checked them).
        baseRef: values['base-ref'],
        headRef: values['head-ref'],
        allEvals: values['all-evals'] ?? false,
        evalsOnly: values['evals-only'] ?? false,
        mode: values.mode,
        prNumber: values['pr-number'],
        links: (0,_packages_gating_src_changelog_index_js__WEBPACK_IMPORTED_MODULE_2__/* .linkPolicy */ .ln)(values['canonical-repo'], values.placeholders),
        allowCorrections: !values['no-pr-link-corrections']
    }, { git: (0,_packages_gating_src_adapters_git_js__WEBPACK_IMPORTED_MODULE_1__/* .execGit */ .I)(io.cwd), files: io.files, root: io.cwd });
    for (const warning of verdict.warnings)
        io.stderr(`${(0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .formatFinding */ .tf)(warning, 'warning')}\n`);
    for (const error of verdict.errors)
        io.stderr(`${(0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .formatError */ .Wk)(error)}\n`);
    if (!verdict.valid)
        return 1;
    io.stdout(`${(0,_packages_gating_src_changelog_index_js__WEBPACK_IMPORTED_MODULE_2__/* .acceptedMessage */ .TK)(values['changelog-file'], verdict)}\n`);
    return 0;
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (validateChangelogCommand);


/***/ }),

/***/ 5147:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ execGit)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _matrix_src_changelog_git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3770);


// Explicit diff options so a user's git configuration (noprefix, mnemonic prefixes, another
// algorithm, external diff drivers, colour) cannot change the lines the rules read.
const NEUTRAL_DIFF = ['--no-color', '--no-ext-diff', '--no-textconv', '--src-prefix=a/', '--dst-prefix=b/', '--diff-algorithm=myers', '-U3'];
function run(cwd, args) {
    return new Promise((resolve, reject) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', args, { cwd, encoding: 'buffer', maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) => {
            if (error)
                reject(new _matrix_src_changelog_git_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .X(stderr.toString('utf8').trim() || error.message));
            else
                resolve(stdout);
        });
    });
}
/**
 * The real git: `git` run with an argv in the repository at `cwd` (never through a shell);
 * `--end-of-options` keeps a ref such as `--output=x` from being read as an option.
 */
function execGit(cwd) {
    return {
        show: (ref, path) => run(cwd, ['show', '--end-of-options', `${ref}:${path}`]),
        diff: (base, head, path) => run(cwd, ['diff', ...NEUTRAL_DIFF, '--end-of-options', base, head, '--', path]).then((out) => out.toString('utf8')),
        mergeBase: (a, b) => run(cwd, ['merge-base', '--end-of-options', a, b]).then((out) => out.toString('utf8').trim() || undefined, () => undefined)
    };
}


/***/ })

};
