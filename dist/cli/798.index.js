export const id = 798;
export const ids = [798];
export const modules = {

/***/ 5798:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _packages_agentic_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2433);
/* harmony import */ var _packages_agentic_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(324);
/* harmony import */ var _argparse_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3211);


const REQUIRE_WORDS = new Set(['1', 'true', 'yes']);
/** `sweepkit power-adapter --result-dir D --agg-result F [--expected-num-gpus N] [--require-power]` (docs/agentic.md §B.13). */
const powerAdapter = (argv, io) => {
    const { values } = (0,_argparse_js__WEBPACK_IMPORTED_MODULE_0__/* .parseArgs */ .Zy)({
        prog: 'sweepkit power-adapter',
        description: "Integrate GPU power telemetry over aiperf's profiling window and patch the agentic aggregate.",
        options: [
            { name: '--result-dir', kind: 'string', required: true, help: 'folder with aiperf_artifacts/ and gpu_metrics.csv' },
            { name: '--agg-result', kind: 'string', required: true, help: 'the aggregate JSON to patch' },
            { name: '--expected-num-gpus', kind: 'int', help: 'GPUs the telemetry must show (TP × PP × PCP)' },
            { name: '--require-power', kind: 'flag', help: 'exit 1 when power is invalid (also REQUIRE_POWER=1|true|yes)' }
        ]
    }, argv);
    const outcome = (0,_packages_agentic_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .runPowerAdapter */ .aH)((0,_packages_agentic_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeArtifactFs */ .C)(io.cwd), {
        resultDir: values['result-dir'],
        aggResult: values['agg-result'],
        expectedNumGpus: values['expected-num-gpus'],
        requirePower: values['require-power'] === true || REQUIRE_WORDS.has((io.env.REQUIRE_POWER ?? '').toLowerCase()),
        timeZone: io.env.TZ || undefined
    });
    for (const line of outcome.stdout)
        io.stdout(`${line}\n`);
    for (const line of outcome.stderr)
        io.stderr(`${line}\n`);
    return outcome.exitCode;
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (powerAdapter);


/***/ })

};
