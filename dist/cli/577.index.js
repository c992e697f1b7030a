export const id = 577;
export const ids = [577];
export const modules = {

/***/ 8577:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ validate_changelog)
});

// EXTERNAL MODULE: ./packages/matrix/src/adapters/git.ts
var git = __webpack_require__(9196);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/gating/src/changelog/validate.ts + 2 modules
var validate = __webpack_require__(2585);
// EXTERNAL MODULE: ./packages/gating/src/changelog/strict/links.ts
var links = __webpack_require__(7928);
;// CONCATENATED MODULE: ./packages/gating/src/changelog/messages.ts
/** The line printed for an accepted change (the reference's text when entries were added). */
function acceptedMessage(file, verdict) {
    if (verdict.additions > 0)
        return `Validated ${file}: final newline present and matrix generated`;
    return `Validated ${file}: ${verdict.corrections} pr-link correction${verdict.corrections === 1 ? '' : 's'}, no new entries`;
}

// EXTERNAL MODULE: ./packages/gating/src/options.ts
var options = __webpack_require__(6208);
// EXTERNAL MODULE: ./cli/src/options.ts
var src_options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/validate-changelog.ts





const validateChangelogCommand = async (argv, io) => {
    const { values } = (0,src_options/* parseCommandArgs */.Q)(options/* VALIDATE_CHANGELOG_COMMAND */.GG, argv, io);
    const verdict = await (0,validate/* validateChangelog */.r)({
        changelogFile: values['changelog-file'],
        // Required on the command line (argparse has checked them).
        baseRef: values['base-ref'],
        headRef: values['head-ref'],
        allEvals: values['all-evals'] ?? false,
        evalsOnly: values['evals-only'] ?? false,
        mode: values.mode,
        prNumber: values['pr-number'],
        links: (0,links/* linkPolicy */.ln)(values['canonical-repo'], values.placeholders),
        allowCorrections: !values['no-pr-link-corrections']
    }, { git: (0,git/* execGit */.I)(io.cwd), files: io.files, root: io.cwd });
    for (const warning of verdict.warnings)
        io.stderr(`${(0,errors/* formatFinding */.tf)(warning, 'warning')}\n`);
    for (const error of verdict.errors)
        io.stderr(`${(0,errors/* formatError */.Wk)(error)}\n`);
    if (!verdict.valid)
        return 1;
    io.stdout(`${acceptedMessage(values['changelog-file'], verdict)}\n`);
    return 0;
};
/* harmony default export */ const validate_changelog = (validateChangelogCommand);


/***/ }),

/***/ 9196:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ runGit),
/* harmony export */   I: () => (/* binding */ execGit)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _changelog_git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3770);


// Explicit diff options so a user's git configuration (noprefix, mnemonic prefixes, another
// algorithm, external diff drivers, colour) cannot change the lines the rules read.
const NEUTRAL_DIFF = ['--no-color', '--no-ext-diff', '--no-textconv', '--src-prefix=a/', '--dst-prefix=b/', '--diff-algorithm=myers', '-U3'];
/** `git <args>` in `cwd`, never through a shell; a failure is a GitError holding git's stderr. */
function runGit(cwd, args) {
    return new Promise((resolve, reject) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', args, { cwd, encoding: 'buffer', maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) => {
            if (error)
                reject(new _changelog_git_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .X(stderr.toString('utf8').trim() || error.message));
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
        show: (ref, path) => runGit(cwd, ['show', '--end-of-options', `${ref}:${path}`]),
        diff: (base, head, path) => runGit(cwd, ['diff', ...NEUTRAL_DIFF, '--end-of-options', base, head, '--', path]).then((out) => out.toString('utf8')),
        mergeBase: (a, b) => runGit(cwd, ['merge-base', '--end-of-options', a, b]).then((out) => out.toString('utf8').trim() || undefined, () => undefined)
    };
}


/***/ })

};
