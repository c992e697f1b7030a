export const id = 124;
export const ids = [124];
export const modules = {

/***/ 8743:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4078);
/* harmony import */ var _packages_gating_src_adapters_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5147);
/* harmony import */ var _packages_gating_src_changelog_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1260);
/* harmony import */ var _argparse_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3211);






const common = [
    { name: '--pr-number', kind: 'int', required: true, metavar: 'N', help: 'the pull request' },
    { name: '--file', kind: 'string', metavar: 'PATH', help: 'the changelog, relative to the repository (default: perf-changelog.yaml)' },
    { name: '--repo', kind: 'string', metavar: 'SLUG', help: 'repository of the canonical pr-link (default: SemiAnalysisAI/InferenceX)' }
];
const SPECS = {
    canonicalize: {
        prog: 'sweepkit changelog canonicalize',
        description: "Replace the XXX placeholder pr-links of the PR's appended entries by the PR's canonical link (working file vs the base ref), strictly validated.",
        options: [{ name: '--base-ref', kind: 'string', required: true, metavar: 'REF', help: 'the base the PR appends to, e.g. origin/main' }, ...common]
    },
    'resolve-conflict': {
        prog: 'sweepkit changelog resolve-conflict',
        description: "During a conflicted merge of main: main's bytes plus the PR's appended entries (or pr-link corrections), from index stages 1/2/3, strictly validated.",
        options: common
    }
};
/** Writes the file atomically (no half-written changelog on a crash). */
function writeAtomically(path, text) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(`${path}.sweepkit-tmp`, text);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(`${path}.sweepkit-tmp`, path);
}
/** `sweepkit changelog canonicalize|resolve-conflict`: the merge helpers of `prepare_perf_changelog_merge.py`. */
const changelog = async (argv, io) => {
    const [sub, ...rest] = argv;
    const spec = sub === undefined ? undefined : SPECS[sub];
    if (!spec)
        throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`sweepkit changelog: error: expected a subcommand: ${Object.keys(SPECS).join(' or ')}`);
    const { values } = (0,_argparse_js__WEBPACK_IMPORTED_MODULE_5__/* .parseArgs */ .Zy)(spec, rest);
    const file = values.file ?? 'perf-changelog.yaml';
    const context = {
        file,
        prNumber: values['pr-number'],
        links: values.repo ? { ..._packages_gating_src_changelog_index_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_LINK_POLICY */ ["if"], canonicalRepo: values.repo } : _packages_gating_src_changelog_index_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_LINK_POLICY */ ["if"]
    };
    const git = (0,_packages_gating_src_adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .execGit */ .I)(io.cwd);
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, file);
    try {
        if (sub === 'canonicalize') {
            const base = await git.show(values['base-ref'], file);
            const result = (0,_packages_gating_src_changelog_index_js__WEBPACK_IMPORTED_MODULE_4__/* .canonicalizeChangelog */ .HR)(base, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path), context);
            if (result.changed)
                writeAtomically(path, result.text);
            io.stdout(`${result.message}\n`);
            return 0;
        }
        const stage = async (n) => {
            try {
                return await git.show(`:${n}`, file);
            }
            catch (error) {
                throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SweepkitError */ .R0(`could not read stage ${n} for ${file}: ${error.message}`);
            }
        };
        const text = (0,_packages_gating_src_changelog_index_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveChangelogConflict */ .Bo)(await stage(1), await stage(2), await stage(3), context);
        writeAtomically(path, text);
        io.stdout(`Resolved ${file} for PR #${context.prNumber}\n`);
        return 0;
    }
    catch (error) {
        if (!(error instanceof _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SweepkitError */ .R0) || error.exitCode === 2)
            throw error;
        io.stderr(`ERROR: ${error.message}\n`);
        return 1;
    }
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (changelog);


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
