export const id = 8665;
export const ids = [8665];
export const modules = {

/***/ 5312:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ stage_results)
});

// EXTERNAL MODULE: ./packages/common/src/adapters/github-rest.ts
var github_rest = __webpack_require__(5700);
// EXTERNAL MODULE: ./packages/publish/src/options.ts
var options = __webpack_require__(1293);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/publish/src/comment-ownership.ts
var comment_ownership = __webpack_require__(2634);
// EXTERNAL MODULE: ./packages/publish/src/comments.ts
var comments = __webpack_require__(213);
// EXTERNAL MODULE: ./packages/publish/src/context.ts
var src_context = __webpack_require__(5812);
;// CONCATENATED MODULE: ./packages/publish/src/stage-run.ts
/** The labels of a full sweep: a PR needs one to be staged, and one applied when the run was created. */
const STAGE_LABELS = [
    'full-sweep-enabled',
    'non-canary-full-sweep-enabled',
    'full-sweep-fail-fast',
    'full-sweep-fail-fast-no-canary'
];
/**
 * The full-sweep labels a PR carried at a time, replayed from its timeline: labeled/unlabeled
 * events of those labels sorted by time (an unparsable date sorts as NaN, like the reference's
 * comparator, and never counts as "before").
 */
function labelHistory(timeline) {
    const events = timeline
        .filter((e) => (e.event === 'labeled' || e.event === 'unlabeled') && STAGE_LABELS.includes(e.label?.name ?? ''))
        .sort((a, b) => Date.parse(a.created_at ?? '') - Date.parse(b.created_at ?? ''));
    return (at) => {
        const labels = new Set();
        for (const e of events) {
            if (!(Date.parse(e.created_at ?? '') <= at))
                continue;
            if (e.event === 'labeled')
                labels.add(e.label.name);
            else
                labels.delete(e.label.name);
        }
        return labels;
    };
}
const STAGEABLE_CONCLUSIONS = ['success', 'cancelled', 'failure'];
/** Whether an artifact list holds benchmark data: the aggregated results, eval results or an agentic family (a per-job `bmk_*` does not count). */
const isDataArtifact = (name) => name === 'results_bmk' || name === 'eval_results_all' || name.startsWith('bmk_agentic_');
/** Why a run cannot be staged (the first failing rule, in the reference's order), or undefined when it can. */
async function unstageableReason(github, run, pull, pinned) {
    if (run.path !== '.github/workflows/run-sweep.yml' || run.event !== 'pull_request')
        return 'not a pull-request run of run-sweep.yml';
    const inPr = pull.commits.has(run.head_sha ?? '') || (pinned && (run.pull_requests ?? []).some((pr) => pr.number === pull.number));
    if (!inPr)
        return 'its head commit is not in the PR commit list';
    if (pull.labelsAt(Date.parse(run.created_at ?? '')).size === 0)
        return 'it was not created while a full-sweep label was applied';
    if (run.status !== 'completed' || !STAGEABLE_CONCLUSIONS.includes(run.conclusion ?? ''))
        return `it is ${run.status}/${run.conclusion}`;
    const names = [];
    for await (const artifact of github.pages(`/actions/runs/${run.id}/artifacts`, {}, 'artifacts')) {
        const { name, expired } = artifact;
        if (expired === false && typeof name === 'string')
            names.push(name);
    }
    if (!names.includes('changelog-metadata'))
        return 'it has no unexpired changelog-metadata artifact';
    if (!names.some(isDataArtifact))
        return 'it has no unexpired benchmark result artifacts';
    return undefined;
}
/** All items of a paginated list, read before any is used (octokit.paginate). */
async function allPages(github, path, query = {}, itemKey) {
    const items = [];
    for await (const item of github.pages(path, query, itemKey))
        items.push(item);
    return items;
}

;// CONCATENATED MODULE: ./packages/publish/src/stage-results.ts





const fail = (message) => {
    throw new errors/* SweepkitError */.R0(message, { code: 'stage-results' });
};
/** The job's `if:`: a comment on a pull request whose raw body starts with the command, in any case. */
function stageRequested(payload) {
    return (0,src_context.at)(payload, 'issue.pull_request') !== undefined && (0,src_context/* text */.Q)(payload, 'comment.body').toLowerCase().startsWith('/stage-results');
}
/**
 * `/stage-results [run-id]` (stage-results.yml's three steps as one): authorizes the commenter,
 * picks the run (the pinned one, or the newest stageable one of the PR's branch), acknowledges on
 * the PR and dispatches `stage-results` to the app. Every refusal is an error with the reference's
 * text (some also comment on the PR first).
 */
function runStageResults(context, ports) {
    return (0,comments/* withApiMessages */.jC)(() => stageResults(context, ports));
}
async function stageResults(context, ports) {
    const { payload } = context;
    if (!stageRequested(payload))
        return { outputs: {}, warnings: [], skipped: 'not a /stage-results comment on a pull request' };
    const { github } = ports;
    const number = (0,src_context.at)(payload, 'issue.number');
    const actor = (0,src_context/* text */.Q)(payload, 'comment.user.login') || context.actor;
    const command = /^\/stage-results(?:\s+(\d+))?$/.exec((0,src_context/* text */.Q)(payload, 'comment.body').trim());
    if (!command) {
        await (0,comments/* createComment */.eT)(github, number, 'Usage: `/stage-results` or `/stage-results <run-id>`.');
        fail('Unsupported /stage-results syntax');
    }
    const pinnedId = command[1];
    const permission = await (0,comments/* permissionOf */.Fp)(github, actor);
    if (!comments/* WRITE_PERMISSIONS */.jo.includes(permission)) {
        await (0,comments/* createComment */.eT)(github, number, `@${actor} \`/stage-results\` requires write access to this repository.`);
        fail(`Actor ${actor} has ${permission} permission`);
    }
    const pull = (await github.get(`/pulls/${number}`));
    if (!(pull.labels ?? []).some((label) => STAGE_LABELS.includes(label.name ?? ''))) {
        await (0,comments/* createComment */.eT)(github, number, `@${actor} \`/stage-results\` requires a completed run from a PR using one of: ${STAGE_LABELS.map((l) => `\`${l}\``).join(', ')}.`);
        fail('PR does not have a full-sweep label');
    }
    const timeline = await allPages(github, `/issues/${number}/timeline`);
    const commits = await allPages(github, `/pulls/${number}/commits`);
    const facts = {
        number,
        commits: new Set(commits.map((c) => String(c.sha))),
        labelsAt: labelHistory(timeline)
    };
    const run = pinnedId === undefined ? await newestStageable(github, pull.head?.ref ?? '', facts) : await pinnedRun(github, pinnedId, facts);
    const runId = String(run.id);
    const runUrl = run.html_url ?? '';
    const outputs = {
        'run-id': runId,
        'run-attempt': String(run.run_attempt || 1),
        'run-date': (run.created_at ?? '').slice(0, 10),
        'requested-by': actor,
        'run-url': runUrl
    };
    const commentId = await (0,comments/* createComment */.eT)(github, number, (0,comment_ownership/* withMarker */.Pe)(`@${actor} staging [run ${runId}](${runUrl}). Existing staged runs will be preserved; a completion link will be posted here.`, comment_ownership/* STAGE_COMMENT */.PS));
    outputs['comment-id'] = String(commentId);
    await ports.app.post('/dispatches', {
        event_type: 'stage-results',
        client_payload: {
            'source-repository': `${context.owner}/${context.repo}`,
            'pr-number': String(number),
            'run-id': runId,
            'run-attempt': outputs['run-attempt'],
            'run-date': outputs['run-date'],
            'requested-by': actor,
            'comment-id': outputs['comment-id']
        }
    }, { retry: true });
    return { outputs, warnings: [] };
}
async function pinnedRun(github, id, facts) {
    const run = (await github.get(`/actions/runs/${id}`));
    const reason = await unstageableReason(github, run, facts, true);
    if (reason !== undefined)
        fail(`Run ${id} cannot be staged because ${reason}`);
    return run;
}
async function newestStageable(github, branch, facts) {
    const runs = (await allPages(github, '/actions/workflows/run-sweep.yml/runs', { event: 'pull_request', branch, status: 'completed' }, 'workflow_runs'));
    for (const run of runs) {
        if ((await unstageableReason(github, run, facts, false)) === undefined)
            return run;
    }
    return fail(`No stageable completed run-sweep.yml run with unexpired staging artifacts was found for PR #${facts.number}`);
}

// EXTERNAL MODULE: ./packages/publish/src/publish.ts + 1 modules
var publish = __webpack_require__(1990);
// EXTERNAL MODULE: ./cli/src/options.ts
var src_options = __webpack_require__(6132);
// EXTERNAL MODULE: ./cli/src/workflow-step.ts
var workflow_step = __webpack_require__(9212);
;// CONCATENATED MODULE: ./cli/src/commands/stage-results.ts




/** stage-results.yml's three steps: authorize and pick the run, acknowledge, dispatch to the app. */
const stage_results_stageResults = async (argv, io) => {
    const { values } = (0,src_options/* parseCommandArgs */.Q)(options/* STAGE_RESULTS_COMMAND */.YS, argv, io);
    return (0,workflow_step/* runWorkflowStep */.h)(io, values, (context) => runStageResults(context, {
        github: (0,github_rest/* githubRestClient */.Ti)(io.env, `${context.owner}/${context.repo}`),
        app: (0,publish/* dispatchClient */.M)(io.env, values['app-repository'], values['dispatch-token'])
    }));
};
/* harmony default export */ const stage_results = (stage_results_stageResults);


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
