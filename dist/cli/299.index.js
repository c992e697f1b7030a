export const id = 299;
export const ids = [299];
export const modules = {

/***/ 8299:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4078);
/* harmony import */ var _packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5394);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6132);




const labelGate = async (argv, io) => {
    const { values } = (0,_options_js__WEBPACK_IMPORTED_MODULE_3__/* .parseCommandArgs */ .Q)(_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .LABEL_GATE_COMMAND */ .bK, argv, io);
    const policyFile = values['policy-file'];
    const workflow = values['check-workflow'];
    if (workflow !== undefined) {
        const policy = (0,_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .loadLabelPolicy */ .fs)(io.files, policyFile === undefined ? undefined : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, policyFile), policyFile);
        (0,_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .checkSweepWorkflow */ .cN)((0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .readTextFile */ .Gu)(io.files, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, workflow), workflow), workflow, policy);
        io.stdout(`${workflow}: the on: filter and the concurrency group agree with the label policy\n`);
        return 0;
    }
    const missing = ['event-name', 'event-path'].filter((name) => values[name] === undefined);
    if (missing.length) {
        const names = missing.map((m) => `--${m} (or ${_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .LABEL_GATE_COMMAND */ .bK.options[m].env})`);
        throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`sweepkit label-gate: error: the following arguments are required: ${names.join(', ')}`);
    }
    const eventPath = values['event-path'];
    const { decision, policy } = await (0,_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .runLabelGate */ .xn)({
        eventName: values['event-name'],
        eventPath: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, eventPath),
        eventDisplayName: eventPath,
        policyFile: policyFile === undefined ? undefined : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, policyFile),
        policyDisplayName: policyFile,
        caseInsensitiveLabels: !values['case-sensitive-labels'],
        reuseAuthorized: values['reuse-authorized'],
        // The CLI never calls the API: a missing message is an empty one.
        headMessage: values['head-message'] ?? ''
    }, { files: io.files });
    io.stdout(`${(0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyJsonDumps */ .dv)(Object.fromEntries((0,_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .decisionOutputs */ .NT)(decision)))}\n`);
    if (!decision.conflict)
        return 0;
    io.stderr(`${policy.conflictMessage}\n`);
    return 1;
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (labelGate);


/***/ })

};
