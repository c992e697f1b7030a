export const id = 4895;
export const ids = [4895];
export const modules = {

/***/ 4895:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5372);
/* harmony import */ var _packages_publish_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1293);
/* harmony import */ var _packages_publish_src_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(381);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6132);
/* harmony import */ var _workflow_step_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9212);




/** stage-results-callback.yml: check the app's callback and update the staging comment. */
const stageCallback = async (argv, io) => {
    const { values } = (0,_options_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCommandArgs */ .Q)(_packages_publish_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .STAGE_CALLBACK_COMMAND */ .PW, argv, io);
    return (0,_workflow_step_js__WEBPACK_IMPORTED_MODULE_2__/* .runWorkflowStep */ .h)(io, values, (context) => (0,_packages_publish_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .runStageCallback */ .D)(context, (0,_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .restClientFromEnv */ .p)(io.env, `${context.owner}/${context.repo}`), {
        appRepository: values['app-repository'],
        stagingSite: values['staging-site']
    }));
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (stageCallback);


/***/ })

};
