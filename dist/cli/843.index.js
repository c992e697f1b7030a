export const id = 843;
export const ids = [843];
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
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6907);
/* harmony import */ var _packages_gating_src_adapters_github_rest_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1827);
/* harmony import */ var _packages_gating_src_adapters_reuse_github_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5151);
/* harmony import */ var _packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5095);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6132);








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
    const { values } = (0,_options_js__WEBPACK_IMPORTED_MODULE_6__/* .parseCommandArgs */ .Q)(_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .REUSE_FINDER_COMMAND */ .aJ, argv, io);
    try {
        const token = (0,_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .githubToken */ .bU)(io.env);
        const client = (0,_packages_gating_src_adapters_github_rest_js__WEBPACK_IMPORTED_MODULE_4__/* .createRestClient */ .m)({ token, baseUrl: io.env.GITHUB_API_URL || 'https://api.github.com', repo: values.repo });
        const { outputs, extras } = await (0,_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .findReusableSweepRun */ .Wv)((0,_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .reuseRequest */ .Eb)(values), (0,_packages_gating_src_adapters_reuse_github_js__WEBPACK_IMPORTED_MODULE_7__/* .restReuseGitHub */ .q)(client));
        const all = values['extra-outputs'] ? { ...outputs, ...extras } : { ...outputs };
        if (values['github-output'])
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, values['github-output']), fileCommandLines(all));
        io.stdout(`${(0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .pyJsonDumps */ .dv)(all, { indent: 2 })}\n`);
        return 0;
    }
    catch (error) {
        if (!(error instanceof _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .SweepkitError */ .R0))
            throw error;
        io.stderr(`error: ${error.message}\n`);
        return 1;
    }
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (findReusableSweepRunCommand);


/***/ })

};
