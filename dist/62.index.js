export const id = 62;
export const ids = [62];
export const modules = {

/***/ 6062:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   formatGithubReview: () => (/* binding */ formatGithubReview)
/* harmony export */ });
/* harmony import */ var _core_diff_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3043);
/* harmony import */ var _core_publish_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1897);
/* harmony import */ var _pipeline_publication_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6136);



/**
 * `--format github`: the exact request body the action sends to
 * `pulls.createReview` for this review, planned by the same code.
 */
async function formatGithubReview(report, target) {
    const { git, head } = target;
    const base = await git.mergeBase(await git.resolveCommit(target.base), head);
    const { plan } = await (0,_pipeline_publication_js__WEBPACK_IMPORTED_MODULE_2__/* .planPublication */ .W)(report, {
        head,
        config: target.config,
        commentable: (0,_core_publish_index_js__WEBPACK_IMPORTED_MODULE_1__/* .commentableRanges */ .En)((0,_core_diff_index_js__WEBPACK_IMPORTED_MODULE_0__/* .parseGitDiff */ .Tc)(await git.diff(base, head))),
        maxComments: _core_publish_index_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_MAX_COMMENTS */ .yt,
    });
    return `${JSON.stringify(plan.review, null, 2)}\n`;
}


/***/ })

};
