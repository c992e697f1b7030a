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
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6907);
/* harmony import */ var _packages_gating_src_labels_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4737);
/* harmony import */ var _argparse_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3211);




const spec = {
    prog: 'sweepkit label-gate',
    description: 'Decide from a pull_request or push event whether and how the benchmark sweep runs; prints one JSON object. ' +
        'Exit 1 with the conflict message when the PR has more than one sweep label. ' +
        'With --check-workflow, check instead that a workflow\'s on: filter and concurrency group agree with the policy.',
    options: [
        { name: '--event-name', kind: 'string', metavar: 'NAME', help: 'event name (pull_request, push, or any other: no sweep), like GITHUB_EVENT_NAME' },
        { name: '--event-path', kind: 'string', metavar: 'FILE', help: 'webhook payload JSON, like GITHUB_EVENT_PATH' },
        {
            name: '--check-workflow',
            kind: 'string',
            metavar: 'FILE',
            help: "check that the workflow's on: types/branches and concurrency.group label list agree with the policy (exit 1 if not)"
        },
        { name: '--head-message', kind: 'string', metavar: 'TEXT', help: 'full message of the PR head commit (default: empty)' },
        { name: '--reuse-authorized', kind: 'flag', help: 'an authorized /reuse-sweep-run exists' },
        { name: '--policy-file', kind: 'string', metavar: 'FILE', help: 'label policy YAML (default: the bundled policy)' },
        { name: '--case-insensitive-labels', kind: 'flag', help: 'compare label names ignoring case' }
    ]
};
const labelGate = async (argv, io) => {
    const { values } = (0,_argparse_js__WEBPACK_IMPORTED_MODULE_3__/* .parseArgs */ .Zy)(spec, argv);
    const policyFile = values['policy-file'];
    const workflow = values['check-workflow'];
    if (workflow !== undefined) {
        const policy = (0,_packages_gating_src_labels_index_js__WEBPACK_IMPORTED_MODULE_2__/* .loadLabelPolicy */ .fs)(io.files, policyFile === undefined ? undefined : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, policyFile), policyFile);
        (0,_packages_gating_src_labels_index_js__WEBPACK_IMPORTED_MODULE_2__/* .checkSweepWorkflow */ .cN)((0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .readTextFile */ .Gu)(io.files, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, workflow), workflow), workflow, policy);
        io.stdout(`${workflow}: the on: filter and the concurrency group agree with the label policy\n`);
        return 0;
    }
    const missing = ['event-name', 'event-path'].filter((name) => values[name] === undefined);
    if (missing.length)
        throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${spec.prog}: error: the following arguments are required: ${missing.map((m) => `--${m}`).join(', ')}`);
    const eventPath = values['event-path'];
    const { decision, policy } = await (0,_packages_gating_src_labels_index_js__WEBPACK_IMPORTED_MODULE_2__/* .runLabelGate */ .xn)({
        eventName: values['event-name'],
        eventPath: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, eventPath),
        eventDisplayName: eventPath,
        policyFile: policyFile === undefined ? undefined : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, policyFile),
        policyDisplayName: policyFile,
        caseInsensitiveLabels: values['case-insensitive-labels'],
        reuseAuthorized: values['reuse-authorized'],
        // The CLI never calls the API: a missing message is an empty one.
        headMessage: values['head-message'] ?? ''
    }, { files: io.files });
    io.stdout(`${(0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyJsonDumps */ .dv)(Object.fromEntries((0,_packages_gating_src_labels_index_js__WEBPACK_IMPORTED_MODULE_2__/* .decisionOutputs */ .NT)(decision)))}\n`);
    if (!decision.conflict)
        return 0;
    io.stderr(`${policy.conflictMessage}\n`);
    return 1;
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (labelGate);


/***/ })

};
