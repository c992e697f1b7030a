export const id = 64;
export const ids = [64];
export const modules = {

/***/ 4064:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6907);
/* harmony import */ var _packages_gating_src_adapters_git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5147);
/* harmony import */ var _packages_gating_src_changelog_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6484);
/* harmony import */ var _argparse_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3211);




const SPEC = {
    prog: 'sweepkit validate-changelog',
    description: 'Validate the perf-changelog.yaml change between two git refs (gating.md b).',
    options: [
        { name: '--changelog-file', kind: 'string', required: true, help: 'changelog path inside the repository' },
        { name: '--base-ref', kind: 'string', required: true, help: 'git ref of the base (e.g. origin/main)' },
        { name: '--head-ref', kind: 'string', required: true, help: 'git ref of the head (e.g. the PR head sha)' },
        { name: '--all-evals', kind: 'flag', help: 'the PR has the all-evals label' },
        { name: '--evals-only', kind: 'flag', help: 'the PR has the evals-only label' },
        { name: '--mode', kind: 'string', choices: _packages_gating_src_changelog_index_js__WEBPACK_IMPORTED_MODULE_2__/* .CHANGELOG_MODES */ .oQ, help: 'compat (default): the reference gate; strict: the documented contract; strict-warn: compat, strict findings as warnings' },
        { name: '--pr-number', kind: 'int', help: 'pull request number for the strict pr-link rules (omit on main)' },
        { name: '--no-pr-link-corrections', kind: 'flag', help: 'strict: reject pure pr-link corrections too' },
        { name: '--canonical-repo', kind: 'string', help: `owner/name whose PR links are canonical (default ${_packages_gating_src_changelog_index_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_LINK_POLICY */ ["if"].canonicalRepo})` }
    ]
};
const validateChangelogCommand = async (argv, io) => {
    const { values } = (0,_argparse_js__WEBPACK_IMPORTED_MODULE_3__/* .parseArgs */ .Zy)(SPEC, argv);
    const changelogFile = values['changelog-file'];
    const canonicalRepo = values['canonical-repo'] ?? _packages_gating_src_changelog_index_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_LINK_POLICY */ ["if"].canonicalRepo;
    const verdict = await (0,_packages_gating_src_changelog_index_js__WEBPACK_IMPORTED_MODULE_2__/* .validateChangelog */ .rs)({
        changelogFile,
        baseRef: values['base-ref'],
        headRef: values['head-ref'],
        allEvals: values['all-evals'],
        evalsOnly: values['evals-only'],
        mode: values.mode ?? 'compat',
        prNumber: values['pr-number'],
        links: { canonicalRepo, placeholders: ['XXX', `https://github.com/${canonicalRepo}/pull/XXX`] },
        allowCorrections: !values['no-pr-link-corrections']
    }, { git: (0,_packages_gating_src_adapters_git_js__WEBPACK_IMPORTED_MODULE_1__/* .execGit */ .I)(io.cwd), files: io.files, root: io.cwd });
    for (const warning of verdict.warnings)
        io.stderr(`${(0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .formatFinding */ .tf)(warning, 'warning')}\n`);
    for (const error of verdict.errors)
        io.stderr(`${(0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .formatError */ .Wk)(error)}\n`);
    if (!verdict.valid)
        return 1;
    io.stdout(`${(0,_packages_gating_src_changelog_index_js__WEBPACK_IMPORTED_MODULE_2__/* .acceptedMessage */ .TK)(changelogFile, verdict)}\n`);
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
