export const id = 1542;
export const ids = [1542];
export const modules = {

/***/ 4895:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5700);
/* harmony import */ var _packages_publish_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1293);
/* harmony import */ var _packages_publish_src_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(381);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6132);
/* harmony import */ var _workflow_step_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9212);




/** stage-results-callback.yml: check the app's callback and update the staging comment. */
const stageCallback = async (argv, io) => {
    const { values } = (0,_options_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCommandArgs */ .Q)(_packages_publish_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .STAGE_CALLBACK_COMMAND */ .PW, argv, io);
    return (0,_workflow_step_js__WEBPACK_IMPORTED_MODULE_2__/* .runWorkflowStep */ .h)(io, values, (context) => (0,_packages_publish_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .runStageCallback */ .D)(context, (0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .githubRestClient */ .Ti)(io.env, `${context.owner}/${context.repo}`), {
        appRepository: values['app-repository'],
        stagingSite: values['staging-site']
    }));
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (stageCallback);


/***/ }),

/***/ 6416:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ readTextFile)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);

const REASONS = {
    ENOENT: 'file does not exist',
    EISDIR: 'is a directory, not a file',
    EACCES: 'permission denied',
    ENOTREG: 'is not a regular file (a FIFO, socket or device)',
    EFBIG: 'is larger than 64 MiB',
    EOUTSIDE: 'is a symlink to outside its folder',
    EILSEQ: 'is not valid UTF-8'
};
/** Reads a file, turning a failure into one clear error naming the file. */
function readTextFile(files, path, displayName = path) {
    try {
        return files.readText(path);
    }
    catch (error) {
        const { code = 'EIO', line, column, byte } = error;
        const reason = REASONS[code] ?? `cannot read file (${code})`;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(byte === undefined ? reason : `${reason} (byte 0x${byte.toString(16).padStart(2, '0')})`, {
            location: { file: displayName, line, column },
            code: 'file-unreadable'
        });
    }
}


/***/ })

};
