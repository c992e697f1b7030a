export const id = 517;
export const ids = [517];
export const modules = {

/***/ 2517:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4078);
/* harmony import */ var _packages_common_src_adapters_write_atomic_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1825);
/* harmony import */ var _packages_gating_src_adapters_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5147);
/* harmony import */ var _packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5394);
/* harmony import */ var _packages_gating_src_lint_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1747);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6132);







const configLint = async (argv, io) => {
    const { values } = (0,_options_js__WEBPACK_IMPORTED_MODULE_6__/* .parseCommandArgs */ .Q)(_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .CONFIG_LINT_COMMAND */ .LS, argv, io);
    const baselineFile = values.baseline;
    const baseRef = values['base-ref'];
    if (values['update-baseline'] && !baselineFile)
        throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb('sweepkit config-lint: error: --update-baseline needs --baseline FILE');
    if (values['changed-only'] && !baseRef)
        throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb('sweepkit config-lint: error: --changed-only needs --base-ref REF');
    const configFiles = values['config-files'];
    const report = (0,_packages_gating_src_lint_index_js__WEBPACK_IMPORTED_MODULE_5__/* .lintConfigs */ .bC)({ configFiles, runnerConfig: values['runner-config'], recipesDirs: values['recipes-dirs'] }, { files: io.files, cwd: io.cwd });
    const { counts } = report;
    const tally = `${counts.configs} configs, ${counts.entries} search-space entries, ${counts.recipeRefs} recipe references (${counts.recipesFound} found)`;
    if (values['update-baseline']) {
        // Written whole or not at all: never a half-written baseline.
        (0,_packages_common_src_adapters_write_atomic_js__WEBPACK_IMPORTED_MODULE_2__/* .writeFileAtomic */ .Z)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, baselineFile), (0,_packages_gating_src_lint_index_js__WEBPACK_IMPORTED_MODULE_5__/* .baselineJson */ .QN)(report.findings));
        io.stderr(`config-lint: ${tally}: ${report.findings.length} findings written to ${baselineFile}\n`);
        return 0;
    }
    const changedKeys = values['changed-only']
        ? await (0,_packages_gating_src_lint_index_js__WEBPACK_IMPORTED_MODULE_5__/* .changedConfigKeys */ .RO)((0,_packages_gating_src_adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .execGit */ .I)(io.cwd), configFiles, { base: baseRef, head: values['head-ref'] }, (file) => (0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .readTextFile */ .Gu)(io.files, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, file), file))
        : undefined;
    const baseline = baselineFile === undefined ? undefined : (0,_packages_gating_src_lint_index_js__WEBPACK_IMPORTED_MODULE_5__/* .parseBaseline */ .nk)((0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .readTextFile */ .Gu)(io.files, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, baselineFile), baselineFile), baselineFile);
    const gate = (0,_packages_gating_src_lint_index_js__WEBPACK_IMPORTED_MODULE_5__/* .gateFindings */ .Av)(report.findings, { baseline, changedKeys });
    for (const finding of gate.fresh)
        io.stdout(`${(0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .formatFinding */ .tf)(finding.error, finding.level)}\n`);
    for (const entry of gate.stale)
        io.stderr(`${baselineFile}: stale baseline entry (fixed? remove it): ${entry.level} ${entry.rule} ${entry.config}: ${entry.message}\n`);
    const errors = gate.fresh.filter((f) => f.level === 'error').length;
    const warnings = gate.fresh.length - errors;
    const scope = [changedKeys && `${changedKeys.size} changed config keys`, baseline && `${gate.known.length} known from the baseline, ${gate.stale.length} stale`].filter(Boolean);
    io.stderr(`config-lint: ${tally}: ${errors} errors, ${warnings} warnings${scope.length ? ` (${scope.join('; ')})` : ''}\n`);
    return errors + (values['fail-on-warning'] ? warnings : 0) > 0 ? 1 : 0;
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (configLint);


/***/ }),

/***/ 1825:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ writeFileAtomic)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);




const pending = new Set();
const SIGNALS = ['SIGTERM', 'SIGINT'];
let guarded = false;
let unguardTimer;
/**
 * A signal that arrives while a temp file exists: remove the temp files, then, unless the program
 * handles the signal itself, exit as a shell reports death by it (128 + its number). A signal
 * sent during the (synchronous) write is delivered once the event loop runs again, which is why
 * the handler stays a little longer than the write.
 */
function onSignal(signal) {
    for (const temp of pending)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(temp, { force: true });
    pending.clear();
    unguard();
    if (process.listenerCount(signal) === 0)
        process.exit(128 + node_os__WEBPACK_IMPORTED_MODULE_2__.constants.signals[signal]);
}
function unguard() {
    unguardTimer = undefined;
    if (!guarded)
        return;
    guarded = false;
    for (const signal of SIGNALS)
        process.off(signal, onSignal);
}
/**
 * Writes a file all at once: a temp file in the same folder, then a rename, so readers never see
 * a partial file. The temp's name is random and it is created exclusively (O_EXCL), so a file or
 * symlink planted at a predictable name is never followed or overwritten; SIGTERM/SIGINT remove it.
 */
function writeFileAtomic(target, text) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(target), { recursive: true });
    // A short name: a target whose name is near the 255-byte limit must still be writable.
    const temp = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(target), `.sweepkit-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(8).toString('hex')}.tmp`);
    if (!guarded) {
        guarded = true;
        for (const signal of SIGNALS)
            process.on(signal, onSignal);
    }
    try {
        const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(temp, 'wx', 0o644);
        pending.add(temp);
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(fd, text);
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
        }
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.renameSync)(temp, target);
    }
    catch (error) {
        if (pending.has(temp))
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(temp, { force: true });
        throw error;
    }
    finally {
        pending.delete(temp);
        // (Re)started after the write: a timer already due would run before the signal is delivered.
        if (unguardTimer)
            unguardTimer.refresh();
        else
            unguardTimer = setTimeout(unguard, 100).unref();
    }
}


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
