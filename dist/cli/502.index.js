export const id = 502;
export const ids = [502];
export const modules = {

/***/ 5843:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   fileCommandLines: () => (/* binding */ fileCommandLines)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4194);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9696);
/* harmony import */ var _packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1827);
/* harmony import */ var _packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5151);
/* harmony import */ var _packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(599);
/* harmony import */ var _packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6034);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6132);








/** `key=value` lines, or a heredoc block when a value has a line break (the runner's file-command format). */
function fileCommandLines(outputs) {
    return Object.entries(outputs)
        .map(([key, value]) => {
        if (!/[\r\n]/.test(value))
            return `${key}=${value}\n`;
        const delimiter = `ghadelimiter_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.randomUUID)()}`;
        return `${key}<<${delimiter}\n${value}\n${delimiter}\n`;
    })
        .join('');
}
/**
 * Drop-in for `utils/find_reusable_sweep_run.py`: outputs appended to $GITHUB_OUTPUT (one write,
 * after everything is known) and printed as JSON; any failure is `error: {message}`, exit 1, and
 * adds nothing to the output file.
 */
const findReusableSweepRunCommand = async (argv, io) => {
    const { values } = (0,_options_js__WEBPACK_IMPORTED_MODULE_3__/* .parseCommandArgs */ .Q)(_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .REUSE_FINDER_COMMAND */ .aJ, argv, io);
    try {
        const client = (0,_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .restClientFromEnv */ .p)(io.env, values.repo);
        const { outputs, extras } = await (0,_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_6__/* .findReusableSweepRun */ .Wv)((0,_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .reuseRequest */ .Eb)(values), (0,_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_7__/* .restReuseGitHub */ .qh)(client));
        const all = values['extra-outputs'] ? { ...outputs, ...extras } : { ...outputs };
        if (values['github-output'])
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, values['github-output']), fileCommandLines(all));
        io.stdout(`${(0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_8__/* .pyJsonDumps */ .dv)(all, { indent: 2 })}\n`);
        return 0;
    }
    catch (error) {
        if (!(error instanceof _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_9__/* .SweepkitError */ .R0))
            throw error;
        io.stderr(`error: ${error.message}\n`);
        return 1;
    }
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (findReusableSweepRunCommand);


/***/ }),

/***/ 6320:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ findAuthorization)
/* harmony export */ });
/** Python's `\s` for str patterns (str.isspace), which JavaScript's `\s` does not quite match. */
const PY_SPACE = '[\\t\\n\\v\\f\\r \\x1c-\\x1f\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/**
 * The command lines of a comment: a line that is exactly the command, optionally followed by
 * whitespace and a run id, with blanks around (re.MULTILINE: only `\n` ends a line). Whitespace
 * includes line breaks, so a line of digits after the command pins it. Digits are Unicode decimal
 * digits, as Python's `\d` reads them.
 */
function commandPattern(command) {
    return new RegExp(`(?<=^|\\n)${PY_SPACE}*${escapeRegExp(command)}(?:${PY_SPACE}+(\\p{Nd}+))?${PY_SPACE}*(?=\\n|$)`, 'gu');
}
/** The value of a run of Unicode decimal digits (every Nd block runs 0–9 from a code point ending a non-digit). */
function decimalValue(digits) {
    const nd = /^\p{Nd}$/u;
    let value = 0n;
    for (const char of digits) {
        const cp = char.codePointAt(0);
        let start = cp;
        while (nd.test(String.fromCodePoint(start - 1)))
            start--;
        value = value * 10n + BigInt((cp - start) % 10);
    }
    return value.toString();
}
/**
 * The /reuse-sweep-run authorization of a PR: among comments by an allowed association, the
 * newest (by created_at; equal times by list order) that has a command line wins, and its last
 * command line decides the pin. A newer bare command therefore un-pins an older pinned one.
 */
function findAuthorization(comments, rules) {
    const pattern = commandPattern(rules.command);
    const ordered = comments.map((comment, index) => ({ comment, index }));
    ordered.sort((a, b) => (a.comment.createdAt < b.comment.createdAt ? -1 : a.comment.createdAt > b.comment.createdAt ? 1 : a.index - b.index));
    for (let i = ordered.length - 1; i >= 0; i--) {
        const { comment } = ordered[i];
        if (!rules.allowedAssociations.includes(comment.authorAssociation))
            continue;
        const matches = [...comment.body.matchAll(pattern)];
        const last = matches.at(-1);
        if (!last)
            continue;
        return { authorized: true, pinnedRunId: last[1] === undefined ? undefined : decimalValue(last[1]), comment };
    }
    return { authorized: false };
}


/***/ })

};
