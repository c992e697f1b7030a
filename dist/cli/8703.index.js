export const id = 8703;
export const ids = [8703];
export const modules = {

/***/ 3942:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1825);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5700);
/* harmony import */ var _packages_publish_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1293);
/* harmony import */ var _packages_publish_src_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1990);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6132);
/* harmony import */ var _workflow_step_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9212);





/** run-sweep.yml's post-sweep jobs (changelog metadata, ingest dispatch) and recover-reused-ingest.yml. */
const publish = async (argv, io) => {
    const { values } = (0,_options_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCommandArgs */ .Q)(_packages_publish_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .PUBLISH_COMMAND */ .S$, argv, io);
    return (0,_workflow_step_js__WEBPACK_IMPORTED_MODULE_3__/* .runStepCommand */ .X)(io, values['github-output'], async () => ({
        outputs: await (0,_packages_publish_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .runPublish */ .j)(values, {
            writeFile: (path, text) => (0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .writeFileAtomic */ .Zf)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, path), text),
            app: () => (0,_packages_publish_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .dispatchClient */ .M)(io.env, values['app-repository'], values['dispatch-token']),
            apiUrl: (0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_6__/* .githubApiUrl */ .BN)(io.env),
            print: (text) => io.stdout(text)
        }),
        warnings: []
    }));
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (publish);


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


/***/ }),

/***/ 1990:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  M: () => (/* binding */ dispatchClient),
  j: () => (/* binding */ runPublish)
});

// EXTERNAL MODULE: ./packages/common/src/options.ts
var options = __webpack_require__(6713);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/common/src/adapters/github-rest.ts
var github_rest = __webpack_require__(5700);
// EXTERNAL MODULE: ./packages/publish/src/context.ts
var context = __webpack_require__(5812);
;// CONCATENATED MODULE: ./packages/publish/src/ingest.ts


const resultOf = (needs, job) => String((0,context.at)(needs, `${job}.result`) ?? '');
/** Whether the search space has agentic rows (`single_node.agentic` or `multi_node.agentic` non-empty). */
function hasAgenticRows(searchSpace) {
    return ['single_node.agentic', 'multi_node.agentic'].some((path) => {
        const rows = (0,context.at)(searchSpace, path);
        return Array.isArray(rows) ? rows.length > 0 : Boolean(rows);
    });
}
/**
 * The ingest dispatches run-sweep.yml's `trigger-ingest` and `trigger-agentic-ingest` make, in that
 * order. A run with agentic rows never sends the fixed-sequence ingest (the app's agentic workflow
 * owns such runs: keep the asymmetry).
 */
function decideIngest(facts) {
    const { needs } = facts;
    if (facts.eventName !== 'push' || facts.ref !== 'refs/heads/main' || resultOf(needs, 'setup') !== 'success')
        return [];
    const source = facts.reuseEnabled ? facts.reuseSourceRunId : facts.runId;
    const attempt = facts.reuseEnabled ? attemptField(facts.reuseSourceRunAttempt ?? '') : {};
    const agentic = hasAgenticRows(facts.searchSpace);
    const dispatches = [];
    const collected = resultOf(needs, 'collect-results') !== 'skipped' || resultOf(needs, 'collect-evals') !== 'skipped' || facts.reuseEnabled;
    if (!agentic && collected) {
        dispatches.push({ event_type: 'ingest-results', client_payload: { 'source-run-id': source, 'merge-run-id': facts.runId, ...attempt } });
    }
    const families = ['sweep-agentic', 'sweep-multi-node-agentic'].map((job) => resultOf(needs, job));
    const agenticSwept = families.includes('success') && families.every((r) => r === 'success' || r === 'skipped');
    if (resultOf(needs, 'upload-changelog-metadata') === 'success' && ((facts.reuseEnabled && agentic) || agenticSwept)) {
        dispatches.push(agenticDispatch(source, facts.runId, attempt));
    }
    return dispatches;
}
/**
 * A reused run's attempt in the payload, after the reference's fields (whose bytes stay as they
 * were): `source-run-attempt` only when the attempt is known, so a dispatch of an unreused run is
 * the reference's to the byte. The app reads the artifacts of that attempt, not of a later re-run.
 */
function attemptField(attempt, option = 'reuse-source-run-attempt') {
    if (attempt === '')
        return {};
    if (!/^[1-9]\d*$/.test(attempt))
        throw new options/* OptionError */.eR(`{${option}} must be a run attempt (1, 2, …), got '${attempt}'`);
    return { 'source-run-attempt': attempt };
}
function agenticDispatch(sourceRunId, mergeRunId, attempt = {}) {
    return {
        event_type: 'ingest-agentic-results',
        client_payload: { 'source-run-id': sourceRunId, 'merge-run-id': mergeRunId, 'database-target': 'production', ...attempt }
    };
}
/** recover-reused-ingest.yml: the agentic ingest again for two run ids, which must be decimal (and the source run's attempt, when given). */
function redispatch(sourceRunId, mergeRunId, sourceRunAttempt = '') {
    for (const [name, value] of [
        ['source-run-id', sourceRunId],
        ['merge-run-id', mergeRunId]
    ]) {
        if (!/^\d+$/.test(value))
            throw new options/* OptionError */.eR(`{${name}} must be a decimal run id, got '${value}'`);
    }
    return agenticDispatch(sourceRunId, mergeRunId, attemptField(sourceRunAttempt, 'source-run-attempt'));
}
/** What a dry run prints instead of sending: the request line and the body (never the token). */
function describeDispatch(apiUrl, appRepository, dispatch) {
    return `POST ${apiUrl.replace(/\/+$/, '')}/repos/${appRepository}/dispatches\n${JSON.stringify(dispatch)}\n`;
}
/** Sends one dispatch; 5xx and network failures are retried with back-off (the app de-duplicates by run ids), a 4xx fails with GitHub's message. */
async function sendDispatch(app, dispatch) {
    await app.post('/dispatches', dispatch, { retry: true });
}
/**
 * `changelog_metadata.json`: the `changelog_metadata` member of the search space, as `jq` prints it
 * (2-space indent, key order kept, one trailing newline); `null` when the member is absent.
 */
function changelogMetadataJson(searchSpace) {
    return `${JSON.stringify((0,context.at)(searchSpace, 'changelog_metadata') ?? null, null, 2)}\n`;
}

;// CONCATENATED MODULE: ./packages/publish/src/publish.ts


function parseJsonOption(values, option) {
    const text = values[option];
    if (text === '')
        return {};
    try {
        return JSON.parse(text);
    }
    catch (error) {
        throw new options/* OptionError */.eR(`{${option}} is not valid JSON (${(0,errors/* jsonErrorMessage */.Y_)(error)})`);
    }
}
/** `publish <mode>`: the outputs of the mode (the dispatches are sent, or printed with dry-run). */
async function runPublish(values, ports) {
    if (values.mode === 'changelog-metadata') {
        ports.writeFile(values.output, changelogMetadataJson(parseJsonOption(values, 'search-space-config')));
        return { 'changelog-metadata-file': values.output };
    }
    let dispatches;
    if (values.mode === 'redispatch') {
        dispatches = [redispatch(values['source-run-id'], values['merge-run-id'], values['source-run-attempt'])];
    }
    else {
        const needs = parseJsonOption(values, 'needs');
        dispatches = decideIngest({
            eventName: values['event-name'],
            ref: values.ref,
            needs: (needs ?? {}),
            reuseEnabled: values['reuse-enabled'] === 'true',
            reuseSourceRunId: values['reuse-source-run-id'],
            reuseSourceRunAttempt: values['reuse-source-run-attempt'],
            searchSpace: parseJsonOption(values, 'search-space-config'),
            runId: values['run-id']
        });
    }
    for (const dispatch of dispatches) {
        if (values['dry-run'])
            ports.print(describeDispatch(ports.apiUrl, values['app-repository'], dispatch));
        else
            await sendDispatch(ports.app(), dispatch);
    }
    return {
        dispatched: String(dispatches.length > 0),
        'event-type': dispatches.map((d) => d.event_type).join(','),
        'source-run-id': dispatches[0]?.client_payload['source-run-id'] ?? ''
    };
}
/**
 * The app repository's client with the dispatch token. No fallback to GITHUB_TOKEN: the workflow's
 * own token cannot dispatch to another repository, and a silent 404 would hide the missing secret.
 */
function dispatchClient(env, repo, token) {
    return (0,github_rest/* githubRestClient */.Ti)(env, repo, {
        token,
        tokenVariables: [],
        noToken: () => new options/* OptionError */.eR('{dispatch-token} (or INFX_FRONTEND_PAT) is required to send the dispatch')
    });
}


/***/ })

};
