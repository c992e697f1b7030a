export const id = 8743;
export const ids = [8743];
export const modules = {

/***/ 8743:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9696);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4596);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2432);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(105);
/* harmony import */ var _argparse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3211);
/* harmony import */ var _packages_changelog_src_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1331);
/* harmony import */ var _packages_changelog_src_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4970);




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
/** `sweepkit changelog canonicalize|resolve-conflict`: the merge helpers of `prepare_perf_changelog_merge.py`. */
const changelog = async (argv, io) => {
    const [sub, ...rest] = argv;
    const spec = sub === undefined ? undefined : SPECS[sub];
    if (!spec)
        throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`sweepkit changelog: error: expected a subcommand: ${Object.keys(SPECS).join(' or ')}`);
    const { values } = (0,_argparse_js__WEBPACK_IMPORTED_MODULE_2__/* .parseArgs */ .Zy)(spec, rest);
    const file = values.file ?? 'perf-changelog.yaml';
    const context = {
        file,
        prNumber: values['pr-number'],
        links: values.repo ? { ..._packages_changelog_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_LINK_POLICY */ ["if"], canonicalRepo: values.repo } : _packages_changelog_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_LINK_POLICY */ ["if"]
    };
    const git = (0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .execGit */ .I)(io.cwd);
    // The checkout is the PR's: the changelog is read only as a regular file inside it (a symlink out
    // is refused) and replaced through the atomic writer (random temp name, never a planted one).
    const path = (0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .pathInside */ ._l)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd), file, '--file');
    try {
        if (sub === 'canonicalize') {
            const base = await git.show(values['base-ref'], file);
            const result = (0,_packages_changelog_src_index_js__WEBPACK_IMPORTED_MODULE_6__/* .canonicalizeChangelog */ .H)(base, _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_7__/* .SafeFolder */ .yY.at((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd)).readFile(path), context);
            if (result.changed)
                _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_7__/* .SafeFolder */ .yY.at((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd)).writeFile(path, result.text);
            io.stdout(`${result.message}\n`);
            return 0;
        }
        const stage = async (n) => {
            try {
                return await git.show(`:${n}`, file);
            }
            catch (error) {
                throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SweepkitError */ .R0(`could not read stage ${n} for ${file}: ${error.message}`);
            }
        };
        const text = (0,_packages_changelog_src_index_js__WEBPACK_IMPORTED_MODULE_6__/* .resolveChangelogConflict */ .B)(await stage(1), await stage(2), await stage(3), context);
        _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_7__/* .SafeFolder */ .yY.at((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd)).writeFile(path, text);
        io.stdout(`Resolved ${file} for PR #${context.prNumber}\n`);
        return 0;
    }
    catch (error) {
        if (!(error instanceof _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SweepkitError */ .R0) || error.exitCode === 2)
            throw error;
        io.stderr(`ERROR: ${error.message}\n`);
        return 1;
    }
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (changelog);


/***/ }),

/***/ 2432:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BE: () => (/* binding */ relativePathProblem),
/* harmony export */   XY: () => (/* binding */ fileNameProblem),
/* harmony export */   _l: () => (/* binding */ pathInside),
/* harmony export */   fi: () => (/* binding */ NAME_MAX_BYTES),
/* harmony export */   k0: () => (/* binding */ UnsafePathError),
/* harmony export */   wi: () => (/* binding */ checkFileName)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);

/**
 * The one containment check for paths built from text that a workflow, a contributor or a job
 * controls (environment values, inputs, row fields, artifact and file names): such text names a
 * file inside a folder and never reaches outside it. Pure and lexical; the file-access layer
 * (`adapters/safe-files.ts`) adds the symlink side at read time.
 */
/** A file system's limit for one name (ext4, xfs, NFS). */
const NAME_MAX_BYTES = 255;
// Controls (C0, DEL) never belong in a name a workflow or a job sets; NUL would also cut it short.
const CONTROL = /[\x00-\x1f\x7f]/;
/**
 * Why `name` cannot be one file name inside a folder (undefined when it can): no folder
 * separators, no control characters, not hidden (so never `.` or `..`), at most `maxBytes`.
 */
function fileNameProblem(name, maxBytes = NAME_MAX_BYTES) {
    if (name === '')
        return 'is empty';
    if (/[/\\]/.test(name))
        return "must be a file name without folders ('/' or '\\')";
    if (CONTROL.test(name))
        return 'must not contain control characters';
    if (name.startsWith('.'))
        return "must not start with '.'";
    if (Buffer.byteLength(name) > maxBytes)
        return `must be at most ${maxBytes} bytes`;
    return undefined;
}
/**
 * Why `relative` cannot be a path that stays inside its folder (undefined when it can): relative,
 * no `..` segment, no backslash or control characters, no empty path.
 */
function relativePathProblem(relative) {
    if (relative.startsWith('/'))
        return 'must be a relative path';
    if (CONTROL.test(relative))
        return 'must not contain control characters';
    if (relative.includes('\\'))
        return "must use '/' between folders, not '\\'";
    const parts = relative.split('/');
    if (parts.includes('..'))
        return "must stay inside its folder (no '..')";
    if (parts.every((p) => p === '' || p === '.'))
        return 'is empty';
    return undefined;
}
/** An untrusted path that would leave its folder; `what` names the variable, input or field. */
class UnsafePathError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0 {
    constructor(what, value, reason) {
        super(`${what} ${reason}, got ${JSON.stringify(value)}`, { field: what, code: 'unsafe-path' });
        this.name = 'UnsafePathError';
    }
}
/** `root/relative` (segments normalised), or UnsafePathError naming `what` when it would leave `root`. */
function pathInside(root, relative, what) {
    const problem = relativePathProblem(relative);
    if (problem)
        throw new UnsafePathError(what, relative, problem);
    const parts = relative.split('/').filter((p) => p !== '' && p !== '.');
    const base = root.replace(/\/+$/, '');
    return root.startsWith('/') && base === '' ? `/${parts.join('/')}` : [base || '.', ...parts].join('/');
}
/** `name` checked to be one file name (see fileNameProblem), or UnsafePathError naming `what`. */
function checkFileName(name, what, maxBytes = NAME_MAX_BYTES) {
    const problem = fileNameProblem(name, maxBytes);
    if (problem)
        throw new UnsafePathError(what, name, problem);
    return name;
}


/***/ })

};
