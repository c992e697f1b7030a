export const id = 7329;
export const ids = [7329];
export const modules = {

/***/ 7329:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(198);

const version = (_argv, io) => {
    io.stdout(`sweepkit ${_version_js__WEBPACK_IMPORTED_MODULE_0__/* .VERSION */ .x}\n`);
    return 0;
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (version);


/***/ })

};
