export const id = 356;
export const ids = [356];
export const modules = {

/***/ 3356:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4078);
/* harmony import */ var _packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7049);
/* harmony import */ var _argparse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3211);



const PROG = 'sweepkit matrix';
const SUBCOMMANDS = ['full-sweep', 'test-config'];
// The reference generator's options, with its names (matrix.md §1).
const COMMON = [
    { name: '--config-files', kind: 'list', required: true, help: 'master config YAML files, merged in this order' },
    { name: '--runner-config', kind: 'string', help: `runners file (default: ${_packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_RUNNER_CONFIG */ .CC})` },
    { name: '--no-evals', kind: 'flag', conflicts: ['--evals-only'], help: 'do not mark eval rows' },
    { name: '--evals-only', kind: 'flag', conflicts: ['--no-evals'], help: 'keep only eval rows' },
    { name: '--all-evals', kind: 'flag', help: 'evaluate every eligible point (implies --evals-only)' },
    { name: '--runner-node-filter', kind: 'string', help: 'fan rows out to the runner nodes whose name contains this' },
    { name: '--scenario-type', kind: 'list', choices: _packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SCENARIO_TYPES */ .rJ, help: 'scenario types to include' }
];
const SEQ_LENS_OPTION = { name: '--seq-lens', kind: 'list', choices: _packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SEQ_LENS */ .Rq, help: 'sequence lengths to include' };
const FULL_SWEEP = [
    ...COMMON,
    { name: '--model-prefix', kind: 'list', help: 'config keys starting with one of these' },
    { name: '--precision', kind: 'list', help: 'precisions to include' },
    { name: '--framework', kind: 'list', help: 'frameworks to include' },
    { name: '--runner-type', kind: 'list', help: 'runner labels to include' },
    SEQ_LENS_OPTION,
    { name: '--step-size', kind: 'int', help: 'factor between range concurrencies (default 2)' },
    { name: '--min-conc', kind: 'int', help: 'lowest concurrency' },
    { name: '--max-conc', kind: 'int', help: 'highest concurrency' },
    { name: '--max-tp', kind: 'int', help: 'skip entries with a larger tp' },
    { name: '--max-ep', kind: 'int', help: 'clamp ep to this' },
    { name: '--single-node', kind: 'flag', help: 'single-node configs (default: both kinds)' },
    { name: '--multi-node', kind: 'flag', help: 'multi-node configs (default: both kinds)' }
];
const TEST_CONFIG = [
    ...COMMON,
    { name: '--config-keys', kind: 'list', required: true, help: 'config keys or glob patterns, in the order wanted' },
    { name: '--conc', kind: 'int-list', help: 'keep only these concurrencies' },
    SEQ_LENS_OPTION
];
const list = (value) => value;
const num = (value) => value;
function toRequest(command, { values: v }) {
    const common = {
        configFiles: v['config-files'],
        runnerConfig: v['runner-config'],
        noEvals: v['no-evals'],
        evalsOnly: v['evals-only'],
        allEvals: v['all-evals'],
        runnerNodeFilter: v['runner-node-filter'],
        scenarioTypes: list(v['scenario-type']),
        seqLens: list(v['seq-lens'])
    };
    if (command === 'test-config')
        return { command, ...common, configKeys: v['config-keys'], conc: v.conc };
    return {
        command,
        ...common,
        modelPrefixes: list(v['model-prefix']),
        precisions: list(v.precision),
        frameworks: list(v.framework),
        runnerTypes: list(v['runner-type']),
        stepSize: num(v['step-size']),
        minConc: num(v['min-conc']),
        maxConc: num(v['max-conc']),
        maxTp: num(v['max-tp']),
        maxEp: num(v['max-ep']),
        singleNode: v['single-node'],
        multiNode: v['multi-node']
    };
}
function parseCommand(argv) {
    const [command, ...rest] = argv;
    if (command === '-h' || command === '--help') {
        throw new _argparse_js__WEBPACK_IMPORTED_MODULE_2__/* .HelpRequested */ .s(`usage: ${PROG} {full-sweep,test-config} ...\n\nExpand master configs into the sweep matrix (JSON on stdout).\nRun '${PROG} <sub-command> --help' for its options.\n`);
    }
    if (command === undefined)
        throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${PROG}: error: the following arguments are required: command`);
    if (!SUBCOMMANDS.includes(command)) {
        throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${PROG}: error: argument command: invalid choice: '${command}' (choose from 'full-sweep', 'test-config')`);
    }
    const sub = command;
    const spec = {
        prog: `${PROG} ${sub}`,
        description: sub === 'full-sweep' ? 'Every config that passes the filters.' : 'The named configs, in the order given.',
        options: sub === 'full-sweep' ? FULL_SWEEP : TEST_CONFIG
    };
    return toRequest(sub, (0,_argparse_js__WEBPACK_IMPORTED_MODULE_2__/* .parseArgs */ .Zy)(spec, rest));
}
/** `sweepkit matrix`: a drop-in for the reference generator (same flags, bytes, exit codes, first error line). */
const matrix = (argv, io) => {
    const request = parseCommand(argv);
    try {
        io.stdout((0,_packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .matrixJson */ .u5)((0,_packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .generateMatrix */ .z2)(request, { files: io.files, cwd: io.cwd })));
        return 0;
    }
    catch (error) {
        // The reference reports its own option checks through argparse: prefix them like one.
        if (error instanceof _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb)
            throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${PROG}: error: ${error.message}`);
        io.stderr((0,_packages_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .referenceErrorText */ .jC)(error));
        return error instanceof _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0 ? error.exitCode : 1;
    }
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (matrix);


/***/ })

};
