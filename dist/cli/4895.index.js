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


/***/ }),

/***/ 5372:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ restClientFromEnv)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5700);
/* harmony import */ var _reuse_options_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(599);


/**
 * The client every edge builds the same way: the API base from `GITHUB_API_URL` (as on a runner),
 * the token from the given input or `GH_TOKEN`/`GITHUB_TOKEN`.
 */
function restClientFromEnv(env, repo, givenToken) {
    return (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .createRestClient */ .m)({ token: (0,_reuse_options_js__WEBPACK_IMPORTED_MODULE_1__/* .githubToken */ .bU)(env, givenToken), baseUrl: env.GITHUB_API_URL || 'https://api.github.com', repo });
}


/***/ }),

/***/ 599:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AJ: () => (/* binding */ pinnedRunIdOption),
/* harmony export */   Eb: () => (/* binding */ reuseRequest),
/* harmony export */   TB: () => (/* binding */ MERGE_WITH_REUSE_COMMAND),
/* harmony export */   aJ: () => (/* binding */ REUSE_FINDER_COMMAND),
/* harmony export */   bU: () => (/* binding */ githubToken),
/* harmony export */   l0: () => (/* binding */ DEFAULT_REUSE_RULES),
/* harmony export */   od: () => (/* binding */ commaList)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6713);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6208);


/**
 * `sweepkit find-reusable-sweep-run` (a drop-in for `utils/find_reusable_sweep_run.py`: its flags,
 * defaults and comma lists) and the reuse-finder action. The action fills repo, commit, event and
 * ref from the runner's variables.
 */
const REUSE_FINDER_COMMAND = {
    cli: 'find-reusable-sweep-run',
    action: 'reuse-finder',
    description: "Find whether a /reuse-sweep-run authorization lets this run skip the benchmark sweep: on a PR synchronize (skip-pr-sweep) or, after the merge, by reusing the PR run's artifacts (reuse-enabled).",
    options: {
        repo: { kind: 'string', required: true, env: 'GITHUB_REPOSITORY', metavar: 'REPO', help: 'the repository, owner/name' },
        'commit-sha': { kind: 'string', required: true, env: 'GITHUB_SHA', metavar: 'COMMIT_SHA', help: 'the commit of the run (github.sha)' },
        'event-name': { kind: 'string', required: true, env: 'GITHUB_EVENT_NAME', metavar: 'EVENT_NAME', help: 'the event (github.event_name)' },
        'event-action': {
            kind: 'string',
            default: '',
            metavar: 'EVENT_ACTION',
            help: 'the activity type (github.event.action); the action reads it from the payload when empty'
        },
        ref: { kind: 'string', required: true, env: 'GITHUB_REF', metavar: 'REF', help: 'the ref (github.ref)' },
        'pr-number': { kind: 'int', metavar: 'PR_NUMBER', help: 'the pull request (pull_request synchronize); the action reads it from the payload when empty' },
        'workflow-id': { kind: 'string', default: 'run-sweep.yml', metavar: 'WORKFLOW_ID', help: 'the sweep workflow whose PR runs may be reused' },
        'full-sweep-label': {
            kind: 'string',
            default: 'full-sweep-enabled,non-canary-full-sweep-enabled,full-sweep-fail-fast,full-sweep-fail-fast-no-canary',
            metavar: 'FULL_SWEEP_LABEL',
            help: 'comma-separated labels of a full sweep; the merged PR needs one'
        },
        'reuse-incompatible-label': {
            kind: 'string',
            default: 'evals-only,agentx-fast',
            metavar: 'REUSE_INCOMPATIBLE_LABEL',
            help: 'comma-separated labels that forbid reuse'
        },
        'pinned-run-command': { kind: 'string', default: '/reuse-sweep-run', metavar: 'PINNED_RUN_COMMAND', help: 'the authorization command' },
        'allowed-author-associations': {
            kind: 'string',
            default: 'OWNER,MEMBER,COLLABORATOR',
            metavar: 'ALLOWED_AUTHOR_ASSOCIATIONS',
            help: 'comma-separated author associations whose command counts'
        },
        'github-output': {
            kind: 'string',
            only: 'cli',
            env: 'GITHUB_OUTPUT',
            metavar: 'GITHUB_OUTPUT',
            help: 'append the outputs to this file (default: $GITHUB_OUTPUT)'
        },
        'github-token': {
            kind: 'string',
            only: 'action',
            runnerDefault: '${{ github.token }}',
            help: 'token for the API (pull-requests, issues and actions read); GH_TOKEN or GITHUB_TOKEN when empty'
        },
        'require-label-history': {
            kind: 'flag',
            default: false,
            help: 'only reuse a run created while the PR had a full-sweep label and no reuse-incompatible label (replayed from the PR timeline)'
        },
        'require-head-branch-match': { kind: 'flag', default: false, help: "a pinned run must be on the PR's head branch" },
        'max-runs': { kind: 'int', min: 1, metavar: 'N', help: 'look at no more than N runs in the latest-run search' },
        'extra-outputs': {
            kind: 'flag',
            only: 'cli',
            help: 'also write authorization-comment-url, pinned-run-id and commits-after-source (the action always does)'
        }
    }
};
/** A comma list as the reference reads it: items trimmed, empty items dropped. */
const commaList = (text) => text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
/** The finder's request from the table's values. */
function reuseRequest(values) {
    return {
        repo: values.repo,
        commitSha: values['commit-sha'],
        eventName: values['event-name'],
        eventAction: values['event-action'],
        ref: values.ref,
        prNumber: values['pr-number'],
        workflowId: values['workflow-id'],
        fullSweepLabels: commaList(values['full-sweep-label']),
        incompatibleLabels: commaList(values['reuse-incompatible-label']),
        command: values['pinned-run-command'],
        allowedAssociations: commaList(values['allowed-author-associations']),
        requireLabelHistory: values['require-label-history'],
        requireHeadBranchMatch: values['require-head-branch-match'],
        maxRuns: values['max-runs']
    };
}
/** The token as the reference reads it: GH_TOKEN, else GITHUB_TOKEN (an empty one counts as unset). */
function githubToken(env, given) {
    const token = given || env.GH_TOKEN || env.GITHUB_TOKEN;
    if (!token)
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0('GH_TOKEN or GITHUB_TOKEN is required', { code: 'no-token' });
    return token;
}
/** The reference's command and allowed author associations, for the checks that only look for the authorization. */
const DEFAULT_REUSE_RULES = {
    command: REUSE_FINDER_COMMAND.options['pinned-run-command'].default,
    allowedAssociations: commaList(REUSE_FINDER_COMMAND.options['allowed-author-associations'].default)
};
const finderOption = REUSE_FINDER_COMMAND.options;
/**
 * `sweepkit merge-with-reuse PR` (the operator path of `utils/merge_with_reuse.sh`): a CLI only,
 * since it merges from the operator's clone.
 */
const MERGE_WITH_REUSE_COMMAND = {
    cli: 'merge-with-reuse',
    description: 'Merge a PR whose green full sweep main should reuse: check it is eligible and has a reusable run, merge the base branch into it (resolving only a perf-changelog.yaml conflict), canonicalize its changelog link, authorize /reuse-sweep-run (an earlier pinned run id is kept), push, wait for check-changelog and every check, then squash-merge. The token (GH_TOKEN or GITHUB_TOKEN) needs contents and pull-requests write; GITHUB_API_URL defaults to https://api.github.com.',
    options: {
        repo: {
            kind: 'string',
            env: 'GITHUB_REPOSITORY',
            metavar: 'OWNER/NAME',
            help: "the repository (default: $GITHUB_REPOSITORY, else read from the remote's URL)"
        },
        remote: { kind: 'string', default: 'origin', metavar: 'REMOTE', help: 'the git remote of the repository' },
        'run-id': {
            kind: 'string',
            metavar: 'RUN_ID',
            help: 'pin this sweep run in the authorization (default: keep the pinned run of an earlier authorization, else the latest reusable run)'
        },
        file: { kind: 'string', default: 'perf-changelog.yaml', metavar: 'PATH', help: 'the changelog, relative to the repository' },
        'policy-file': _options_js__WEBPACK_IMPORTED_MODULE_1__/* .LABEL_GATE_COMMAND */ .bK.options['policy-file'],
        'workflow-id': finderOption['workflow-id'],
        'pinned-run-command': finderOption['pinned-run-command'],
        'allowed-author-associations': finderOption['allowed-author-associations'],
        'check-name': { kind: 'string', default: 'check-changelog', metavar: 'NAME', help: 'the check run that must pass on the pushed head before any other' },
        'check-timeout': {
            kind: 'int',
            env: 'CHECK_TIMEOUT_SECONDS',
            default: 900,
            min: 0,
            metavar: 'SECONDS',
            help: 'seconds to wait for that check, and then for the other checks ($CHECK_TIMEOUT_SECONDS when not given)'
        },
        'poll-interval': { kind: 'int', default: 15, min: 0, metavar: 'SECONDS', help: 'seconds between two reads of the checks' },
        'dry-run': {
            kind: 'flag',
            default: false,
            help: 'run every check and the local merge, print what would be posted, pushed and merged, and change nothing (the checkout is restored)'
        }
    }
};
/** The run id to pin: decimal digits, as the authorization command reads them. */
function pinnedRunIdOption(value) {
    if (value === undefined)
        return undefined;
    if (!/^\d+$/.test(value))
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .OptionError */ .eR(`{run-id} must be a workflow run id (digits), got '${value}'`);
    return BigInt(value).toString();
}


/***/ })

};
