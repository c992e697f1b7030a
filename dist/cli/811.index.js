export const id = 811;
export const ids = [811];
export const modules = {

/***/ 2811:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ process_changelog)
});

// EXTERNAL MODULE: ./packages/common/src/index.ts + 9 modules
var src = __webpack_require__(6907);
// EXTERNAL MODULE: ./packages/gating/src/adapters/git.ts
var git = __webpack_require__(5147);
// EXTERNAL MODULE: ./packages/matrix/src/changelog/process.ts + 10 modules
var process = __webpack_require__(7183);
// EXTERNAL MODULE: ./packages/matrix/src/changelog/buckets.ts
var buckets = __webpack_require__(5989);
// EXTERNAL MODULE: ./packages/matrix/src/changelog/git.ts
var changelog_git = __webpack_require__(3770);
;// CONCATENATED MODULE: ./packages/matrix/src/changelog/index.ts
/**
 * process-changelog (matrix.md §9.5): `processChangelog(request, { git, files, root })` turns the
 * entries a diff adds to perf-changelog.yaml into the bucketed sweep matrix, `changelogMatrixJson`
 * gives its exact bytes, `selectCanary` the canary row of gating.md a.7. The git port's real
 * implementation is `execGit` in packages/gating/src/adapters/git.ts.
 */





// EXTERNAL MODULE: ./cli/src/argparse.ts
var argparse = __webpack_require__(3211);
;// CONCATENATED MODULE: ./cli/src/commands/process-changelog.ts




const SPEC = {
    prog: 'sweepkit process-changelog',
    description: 'Turn the entries a diff adds to perf-changelog.yaml into the bucketed sweep matrix (matrix.md 9.5).',
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
    const { values } = (0,argparse/* parseArgs */.Zy)(SPEC, argv);
    const result = await (0,process/* processChangelog */.i)({
        baseRef: values['base-ref'],
        headRef: values['head-ref'],
        changelogFile: values['changelog-file'],
        trimConc: values['trim-conc'],
        allEvals: values['all-evals'],
        evalsOnly: values['evals-only']
    }, { git: (0,git/* execGit */.I)(io.cwd), files: io.files, root: io.cwd });
    for (const warning of result.warnings)
        io.stderr(`${(0,src/* formatFinding */.tf)(warning, 'warning')}\n`);
    io.stdout((0,process/* changelogMatrixJson */.s)(result.matrix));
    return 0;
};
/* harmony default export */ const process_changelog = (processChangelogCommand);


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
