export const id = 1374;
export const ids = [1374];
export const modules = {

/***/ 970:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ fileCommandLines)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9696);


/** Characters that end a line for the runner or for a reader of its files. */
const LINE_BREAK = /[\r\n\u2028\u2029]/;
/** Variable and output names: no `=`, `<<`, space or line break can hide in one. */
const NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/;
/**
 * Lines for the runner's file commands (`>> $GITHUB_ENV`, `>> $GITHUB_OUTPUT`): `NAME=value`, or,
 * when a value holds a line break (CR, LF, U+2028, U+2029), the runner's heredoc form with a
 * random delimiter the value does not contain, so no value can start a line of its own. A name
 * that is not a name (letters, digits, `_`, `-`), or a value with NUL (no environment variable can hold it), is refused.
 */
function fileCommandLines(values) {
    return Object.entries(values)
        .map(([name, value]) => {
        if (!NAME.test(name))
            throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SweepkitError */ .R0(`cannot write ${JSON.stringify(name)} as a file command: not a variable name`, { code: 'file-command' });
        if (value.includes('\0'))
            throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SweepkitError */ .R0(`cannot write ${name} as a file command: its value holds a NUL character`, { code: 'file-command' });
        if (!LINE_BREAK.test(value))
            return `${name}=${value}\n`;
        let delimiter;
        do
            delimiter = `ghadelimiter_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}`;
        while (value.includes(delimiter));
        return `${name}<<${delimiter}\n${value}\n${delimiter}\n`;
    })
        .join('');
}


/***/ }),

/***/ 9212:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ runStepCommand),
/* harmony export */   h: () => (/* binding */ runWorkflowStep)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4194);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9696);
/* harmony import */ var _packages_publish_src_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5812);
/* harmony import */ var _file_command_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(970);
/* harmony import */ var _runner_shield_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7838);






/**
 * Runs a step as a command: warnings go to stderr (and, under the runner, as `::warning::`); the
 * outputs are printed as JSON and appended to the output file only when the step succeeded; a
 * refusal is `error: <message>` (details on the next lines), exit 1; a step the job's `if:` would
 * skip says so and exits 0.
 */
async function runStepCommand(io, githubOutput, step) {
    try {
        const result = await step();
        for (const warning of result.warnings) {
            io.stderr(`warning: ${warning}\n`);
            io.runnerCommand?.((0,_runner_shield_js__WEBPACK_IMPORTED_MODULE_2__/* .workflowCommand */ .NA)('warning', {}, warning));
        }
        if (result.skipped !== undefined) {
            io.stdout(`skipped: ${result.skipped}\n`);
            return 0;
        }
        const outputs = { ...result.outputs, ...result.extras };
        if (githubOutput && Object.keys(outputs).length > 0)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, githubOutput), (0,_file_command_js__WEBPACK_IMPORTED_MODULE_3__/* .fileCommandLines */ .p)(outputs));
        io.stdout(`${(0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .pyJsonDumps */ .dv)(outputs, { indent: 2 })}\n`);
        return 0;
    }
    catch (error) {
        if (!(error instanceof _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .SweepkitError */ .R0))
            throw error;
        io.stderr(`error: ${[error.message, ...error.details].join('\n')}\n`);
        return error.exitCode;
    }
}
/** A reference workflow step: its context from the flags and runner variables, then the step. */
function runWorkflowStep(io, values, step) {
    return runStepCommand(io, values['github-output'], () => step((0,_packages_publish_src_index_js__WEBPACK_IMPORTED_MODULE_6__/* .readContext */ .y)(values, io.files, (path) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, path))));
}


/***/ }),

/***/ 2634:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MT: () => (/* binding */ commentIdentity),
/* harmony export */   PS: () => (/* binding */ STAGE_COMMENT),
/* harmony export */   Pe: () => (/* binding */ withMarker),
/* harmony export */   _M: () => (/* binding */ isOwnComment),
/* harmony export */   rA: () => (/* binding */ findOwnComment)
/* harmony export */ });
/* unused harmony exports commentMarker, ACTIONS_BOT_LOGIN */
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5700);

/**
 * Which PR comments this bot may edit: only ones it wrote itself (the author is the token's own
 * login) that also carry its hidden marker for the same purpose. A lead text, a quoted marker or a
 * marker in a stranger's comment never makes a comment ours: anyone can type text, nobody else can
 * post as the token's login.
 */
/** The hidden line that names what a comment is for (`visualizer`, `stage-results`, `recipe-reminder`, …). */
function commentMarker(id) {
    if (!/^[a-z0-9][a-z0-9-]*$/.test(id))
        throw new Error(`comment marker id must be lower-case words joined by '-', got '${id}'`);
    return `<!-- sweepkit-comment:${id} -->`;
}
/** The marker of the `/stage-results` acknowledgement, which the staging callback edits. */
const STAGE_COMMENT = 'stage-results';
/** The body with the marker as its own last line (a body that already ends with it is kept as is). */
function withMarker(body, id) {
    const marker = commentMarker(id);
    return body.split('\n').at(-1) === marker ? body : `${body}\n${marker}`;
}
/** GitHub logins are case-insensitive. */
const sameLogin = (a, b) => a !== '' && a.toLowerCase() === b.toLowerCase();
/** Written by `identity` (the token's login) and carrying the marker of `id` as a whole line. */
function isOwnComment(comment, identity, id) {
    const author = typeof comment.user?.login === 'string' ? comment.user.login : '';
    if (!sameLogin(author, identity))
        return false;
    const marker = commentMarker(id);
    return typeof comment.body === 'string' && comment.body.split('\n').some((line) => line.trimEnd() === marker);
}
/** The first of `comments` that is ours for `id`, if any. */
async function findOwnComment(comments, identity, id) {
    for await (const comment of comments)
        if (isOwnComment(comment, identity, id))
            return comment;
    return undefined;
}
/** The login GITHUB_TOKEN (an Actions installation token) writes comments as. */
const ACTIONS_BOT_LOGIN = 'github-actions[bot]';
/**
 * The login this client's token writes comments as: `GET /user` for a personal or user token; an
 * installation token cannot read /user (403) and writes as the Actions bot. A wrong guess is safe:
 * no comment matches, so a new one is posted rather than someone else's edited.
 */
async function commentIdentity(github) {
    try {
        const login = (await github.getApi('/user'))?.login;
        return typeof login === 'string' ? login : '';
    }
    catch (error) {
        if (error instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubApiError */ .OS && error.status === 403)
            return ACTIONS_BOT_LOGIN;
        throw error;
    }
}


/***/ }),

/***/ 213:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fp: () => (/* binding */ permissionOf),
/* harmony export */   eT: () => (/* binding */ createComment),
/* harmony export */   jC: () => (/* binding */ withApiMessages),
/* harmony export */   jo: () => (/* binding */ WRITE_PERMISSIONS),
/* harmony export */   vv: () => (/* binding */ updateComment)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5700);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9696);

/** issues.createComment; the new comment's id. */
async function createComment(github, issue, body) {
    const created = (await github.post(`/issues/${issue}/comments`, { body }));
    return typeof created?.id === 'number' ? created.id : 0;
}
/** issues.updateComment */
async function updateComment(github, commentId, body) {
    await github.patch(`/issues/comments/${commentId}`, { body });
}
/** repos.getCollaboratorPermissionLevel: `admin`, `maintain`, `write`, `read`, `none`, … */
async function permissionOf(github, user) {
    const data = (await github.get(`/collaborators/${encodeURIComponent(user)}/permission`));
    return typeof data?.permission === 'string' ? data.permission : 'none';
}
const WRITE_PERMISSIONS = ['admin', 'maintain', 'write'];
/**
 * Runs a reference step whose API failures ended it with Octokit's message (GitHub's own, e.g.
 * `Not Found`): that message is the headline, the request and status follow as detail.
 */
async function withApiMessages(step) {
    try {
        return await step();
    }
    catch (error) {
        if (!(error instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubApiError */ .OS))
            throw error;
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SweepkitError */ .R0(error.apiMessage, { code: 'github-api', details: [error.message] });
    }
}


/***/ }),

/***/ 5812:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ text),
/* harmony export */   at: () => (/* binding */ at),
/* harmony export */   y: () => (/* binding */ readContext)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6416);

/** The context of a run: `owner/name` and the payload file are checked here, one line naming the option on a mistake. */
function readContext(values, files, resolvePath = (p) => p) {
    const [owner, repo, extra] = values.repo.split('/');
    if (!owner || !repo || extra !== undefined)
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(`repo must be owner/name, got '${values.repo}'`, { code: 'usage' });
    let payload = {};
    const path = values['event-path'];
    if (path) {
        const content = (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .readTextFile */ .G)(files, resolvePath(path), path);
        try {
            payload = JSON.parse(content);
        }
        catch (error) {
            throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(`event payload is not valid JSON (${(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .jsonErrorMessage */ .Y_)(error)})`, { location: { file: path }, code: 'event-payload' });
        }
    }
    if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0('event payload must be a JSON object', { location: { file: path ?? '' }, code: 'event-payload' });
    }
    return {
        eventName: values['event-name'],
        owner,
        repo,
        actor: values.actor,
        runId: values['run-id'],
        serverUrl: (values['server-url'] || 'https://github.com').replace(/\/+$/, ''),
        payload: payload
    };
}
/** The value at a dotted path of a JSON value, or undefined when a step is missing or null. */
function at(root, path) {
    let node = root;
    for (const key of path.split('.')) {
        if (node === null || typeof node !== 'object')
            return undefined;
        node = node[key];
    }
    return node ?? undefined;
}
/** A payload string (empty when absent or not a string). */
const text = (root, path) => {
    const value = at(root, path);
    return typeof value === 'string' ? value : '';
};


/***/ }),

/***/ 1293:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G0: () => (/* binding */ RECIPE_REMINDER_COMMAND),
/* harmony export */   PW: () => (/* binding */ STAGE_CALLBACK_COMMAND),
/* harmony export */   S$: () => (/* binding */ PUBLISH_COMMAND),
/* harmony export */   Vk: () => (/* binding */ TRUSTED_DISPATCH_COMMAND),
/* harmony export */   Xe: () => (/* binding */ VISUALIZER_COMMAND),
/* harmony export */   YS: () => (/* binding */ STAGE_RESULTS_COMMAND),
/* harmony export */   j1: () => (/* binding */ RESULT_PR_COMMAND)
/* harmony export */ });
/* harmony import */ var _stage_callback_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(381);
/* harmony import */ var _visualizer_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1735);


const APP_REPOSITORY = 'SemiAnalysisAI/InferenceX-app';
/** The run's context (github-script's `context`), from the runner's variables unless given. */
const CONTEXT_OPTIONS = {
    repo: { kind: 'string', required: true, env: 'GITHUB_REPOSITORY', metavar: 'OWNER/NAME', help: 'the repository (default: $GITHUB_REPOSITORY)' },
    'event-name': { kind: 'string', required: true, env: 'GITHUB_EVENT_NAME', metavar: 'NAME', help: 'the event (default: $GITHUB_EVENT_NAME)' },
    'event-path': {
        kind: 'string',
        required: true,
        env: 'GITHUB_EVENT_PATH',
        metavar: 'FILE',
        help: 'the webhook payload JSON file (default: $GITHUB_EVENT_PATH)'
    },
    actor: { kind: 'string', default: '', env: 'GITHUB_ACTOR', metavar: 'LOGIN', help: 'who triggered the run (default: $GITHUB_ACTOR)' },
    'run-id': { kind: 'string', default: '', env: 'GITHUB_RUN_ID', metavar: 'ID', help: 'this run (default: $GITHUB_RUN_ID)' },
    'server-url': {
        kind: 'string',
        env: 'GITHUB_SERVER_URL',
        metavar: 'URL',
        help: 'the GitHub server of links (default: $GITHUB_SERVER_URL, else https://github.com)'
    }
};
const GITHUB_TOKEN = {
    kind: 'string',
    only: 'action',
    runnerDefault: '${{ github.token }}',
    help: 'token for this repository; GH_TOKEN or GITHUB_TOKEN when empty'
};
const GITHUB_OUTPUT = {
    kind: 'string',
    only: 'cli',
    env: 'GITHUB_OUTPUT',
    metavar: 'FILE',
    help: 'append the outputs to this file (default: $GITHUB_OUTPUT)'
};
const APP_REPO = { kind: 'string', default: APP_REPOSITORY, metavar: 'OWNER/NAME', help: 'the dashboard app repository that ingests and stages' };
const DISPATCH_TOKEN = {
    kind: 'string',
    env: 'INFX_FRONTEND_PAT',
    metavar: 'TOKEN',
    help: 'token allowed to send repository_dispatch to the app repository (default: $INFX_FRONTEND_PAT); never printed'
};
/** `sweepkit stage-results` and the stage-results action (stage-results.yml). */
const STAGE_RESULTS_COMMAND = {
    cli: 'stage-results',
    action: 'stage-results',
    description: 'Answer a `/stage-results [run-id]` PR comment: authorize the commenter, pick the stageable run-sweep.yml run (or validate the pinned one), acknowledge on the PR and dispatch `stage-results` to the app.',
    options: {
        ...CONTEXT_OPTIONS,
        'github-token': {
            ...GITHUB_TOKEN,
            help: 'token for this repository (actions, issues and contents read, pull-requests write); GH_TOKEN or GITHUB_TOKEN when empty'
        },
        'dispatch-token': { ...DISPATCH_TOKEN, required: true },
        'app-repository': APP_REPO,
        'github-output': GITHUB_OUTPUT
    }
};
/** `sweepkit stage-callback` and the stage-callback action (stage-results-callback.yml). */
const STAGE_CALLBACK_COMMAND = {
    cli: 'stage-callback',
    action: 'stage-callback',
    description: "Check the app's `stage-results-started`/`-completed` repository_dispatch and update the PR's staging comment (or post one when the payload names none).",
    options: {
        ...CONTEXT_OPTIONS,
        'github-token': { ...GITHUB_TOKEN, help: 'token for this repository (pull-requests write); GH_TOKEN or GITHUB_TOKEN when empty' },
        'app-repository': { ...APP_REPO, help: 'the only repository whose callbacks are believed' },
        'staging-site': { kind: 'string', default: _stage_callback_js__WEBPACK_IMPORTED_MODULE_0__/* .STAGING_SITE */ .C, metavar: 'URL', help: 'the staging dashboard the completion link points to' }
    }
};
/** `sweepkit trusted-dispatch` and the trusted-dispatch action (trusted-external-sweep.yml). */
const TRUSTED_DISPATCH_COMMAND = {
    cli: 'trusted-dispatch',
    action: 'trusted-dispatch',
    description: "On a primary sweep label applied to a fork PR (pull_request_target): label-gate's approval checks, then dispatch the e2e workflow with the label-derived inputs, find the run it started and post the bilingual PR comment.",
    options: {
        ...CONTEXT_OPTIONS,
        'github-token': { ...GITHUB_TOKEN, help: 'token for this repository (actions write, pull-requests write); GH_TOKEN or GITHUB_TOKEN when empty' },
        workflow: {
            kind: 'string',
            default: 'e2e-tests.yml',
            metavar: 'FILE',
            help: 'the e2e workflow to dispatch; its run-name must be `e2e Test - <test-name>`'
        },
        'policy-file': { kind: 'string', metavar: 'FILE', help: 'label policy YAML (schemas/label-policy.schema.json); empty means the bundled default policy' },
        'comment-on-failure': {
            kind: 'flag',
            default: false,
            help: 'also comment on the PR why nothing was dispatched (off = reference behaviour: the job only fails)'
        },
        'github-output': GITHUB_OUTPUT
    }
};
/** `sweepkit visualizer` and the visualizer-comment action (run-sweep.yml comment-unofficial-run-visualizer). */
const VISUALIZER_COMMAND = {
    cli: 'visualizer',
    action: 'visualizer-comment',
    description: "Post the unofficial-run visualizer links of this run on its pull request (or, with update-existing, edit the PR's earlier one).",
    options: {
        ...CONTEXT_OPTIONS,
        'github-token': { ...GITHUB_TOKEN, help: 'token for this repository (pull-requests write); GH_TOKEN or GITHUB_TOKEN when empty' },
        'pr-number': { kind: 'int', min: 1, metavar: 'N', help: "the pull request (default: the payload's pull_request.number or issue.number)" },
        site: { kind: 'string', default: _visualizer_js__WEBPACK_IMPORTED_MODULE_1__/* .VISUALIZER_SITE */ .DP, metavar: 'URL', help: 'the dashboard the links point to' },
        'update-existing': {
            kind: 'flag',
            default: false,
            help: "edit this bot's earlier visualizer comment (the token's login, with its hidden marker) instead of adding one per run (off = reference behaviour)"
        }
    }
};
/** `sweepkit publish <mode>` and the publish action (run-sweep.yml's post-merge jobs, recover-reused-ingest.yml). */
const PUBLISH_COMMAND = {
    cli: 'publish',
    action: 'publish',
    description: 'Post-sweep publishing: write changelog_metadata.json, decide and send the ingest repository_dispatch to the app after a push to main, or send the agentic ingest again for two run ids.',
    subcommand: {
        option: 'mode',
        descriptions: {
            'changelog-metadata': 'write the changelog-metadata artifact file from the search space',
            ingest: 'decide and send the fixed-sequence or agentic ingest dispatch',
            redispatch: 'send the agentic ingest again for a source and a merge run (recover-reused-ingest.yml)'
        }
    },
    options: {
        mode: { kind: 'string', required: true, choices: ['changelog-metadata', 'ingest', 'redispatch'], help: 'what to do' },
        'search-space-config': {
            kind: 'string',
            default: '',
            when: { mode: ['changelog-metadata', 'ingest'] },
            metavar: 'JSON',
            help: "the setup job's search-space-config output (process-changelog's JSON)"
        },
        output: {
            kind: 'string',
            default: 'changelog_metadata.json',
            when: { mode: ['changelog-metadata'] },
            metavar: 'FILE',
            help: 'where to write the changelog metadata (upload it as the `changelog-metadata` artifact)'
        },
        'event-name': {
            kind: 'string',
            default: '',
            env: 'GITHUB_EVENT_NAME',
            when: { mode: ['ingest'] },
            metavar: 'NAME',
            help: 'the event (default: $GITHUB_EVENT_NAME)'
        },
        ref: { kind: 'string', default: '', env: 'GITHUB_REF', when: { mode: ['ingest'] }, metavar: 'REF', help: 'the ref (default: $GITHUB_REF)' },
        'run-id': {
            kind: 'string',
            default: '',
            env: 'GITHUB_RUN_ID',
            when: { mode: ['ingest'] },
            metavar: 'ID',
            help: 'this run, the merge run (default: $GITHUB_RUN_ID)'
        },
        needs: {
            kind: 'string',
            default: '{}',
            when: { mode: ['ingest'] },
            metavar: 'JSON',
            help: '`toJSON(needs)`: the results of setup, collect-results, collect-evals, upload-changelog-metadata, sweep-agentic, sweep-multi-node-agentic'
        },
        'reuse-enabled': { kind: 'string', default: 'false', when: { mode: ['ingest'] }, metavar: 'BOOL', help: "the setup job's reuse-enabled output" },
        'reuse-source-run-id': { kind: 'string', default: '', when: { mode: ['ingest'] }, metavar: 'ID', help: "the setup job's reuse-source-run-id output" },
        'reuse-source-run-attempt': {
            kind: 'string',
            default: '',
            when: { mode: ['ingest'] },
            metavar: 'N',
            help: "the setup job's reuse-source-run-attempt output: a reused run's dispatch names its attempt (source-run-attempt)"
        },
        'source-run-id': { kind: 'string', default: '', when: { mode: ['redispatch'] }, metavar: 'ID', help: 'the run whose artifacts are ingested' },
        'source-run-attempt': {
            kind: 'string',
            default: '',
            when: { mode: ['redispatch'] },
            metavar: 'N',
            help: 'the attempt of that run the reuse named; empty leaves source-run-attempt out of the payload'
        },
        'merge-run-id': { kind: 'string', default: '', when: { mode: ['redispatch'] }, metavar: 'ID', help: 'the push-to-main run of the merge' },
        'dispatch-token': DISPATCH_TOKEN,
        'app-repository': APP_REPO,
        'dry-run': { kind: 'flag', default: false, help: 'print the dispatch request (never the token) instead of sending it' },
        'github-output': GITHUB_OUTPUT
    }
};
/** `sweepkit recipe-reminder` and the recipe-reminder action (pr-recipe-reminder.yml). */
const RECIPE_REMINDER_COMMAND = {
    cli: 'recipe-reminder',
    action: 'recipe-reminder',
    description: "Post the bilingual recipe reminder on a pull request once: only this bot's own marked comment counts, every page of comments is read, and runs racing each other leave one.",
    options: {
        ...CONTEXT_OPTIONS,
        'github-token': { ...GITHUB_TOKEN, help: 'token for this repository (pull-requests write); GH_TOKEN or GITHUB_TOKEN when empty' },
        'pr-number': { kind: 'int', min: 1, metavar: 'N', help: "the pull request (default: the payload's pull_request.number)" },
        'body-file': {
            kind: 'string',
            default: '',
            metavar: 'FILE',
            help: "a Markdown file with the reminder text instead of the reference's English and Chinese one (its links point at this repository)"
        }
    }
};
/** `sweepkit result-pr` and the result-pr action (speedbench-al.yml's open-pr). */
const RESULT_PR_COMMAND = {
    cli: 'result-pr',
    action: 'result-pr',
    description: "Propose a workflow's result file as a pull request: commit it on its own branch (created from the base, kept on a re-run) and open the branch's PR, or update its open one; nothing when the base has that content already.",
    options: {
        repo: { kind: 'string', required: true, env: 'GITHUB_REPOSITORY', metavar: 'OWNER/NAME', help: 'the repository (default: $GITHUB_REPOSITORY)' },
        'github-token': {
            ...GITHUB_TOKEN,
            help: 'token that may push a branch and open a PR (contents write, pull-requests write); GH_TOKEN or GITHUB_TOKEN when empty'
        },
        'result-file': { kind: 'string', required: true, metavar: 'FILE', help: 'the result file in the workspace, e.g. speedbench-reference-al.yaml' },
        path: { kind: 'string', default: '', metavar: 'PATH', help: 'its path in the repository (default: the result-file path)' },
        branch: { kind: 'string', required: true, metavar: 'BRANCH', help: 'the head branch, e.g. speedbench-al/dsv4-auto-<run id>' },
        base: { kind: 'string', default: '', metavar: 'BRANCH', help: "the base branch (default: the repository's default branch)" },
        title: { kind: 'string', required: true, metavar: 'TEXT', help: 'the pull request title' },
        body: { kind: 'string', default: '', metavar: 'TEXT', help: 'the pull request body (Markdown)' },
        'commit-message': { kind: 'string', default: '', metavar: 'TEXT', help: 'the commit message (default: the title)' },
        'github-output': GITHUB_OUTPUT
    }
};


/***/ }),

/***/ 381:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ STAGING_SITE),
/* harmony export */   D: () => (/* binding */ runStageCallback)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5700);
/* harmony import */ var _comment_ownership_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2634);
/* harmony import */ var _comments_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(213);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5812);




const STAGING_SITE = 'https://inferencemax-app-git-staging-semianalysisai.vercel.app';
const fail = (message) => {
    throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(message, { code: 'stage-callback' });
};
const NUMERIC = /^\d+$/;
/**
 * stage-results-callback.yml: the app reports `stage-results-started` / `-completed`; the payload is
 * checked field by field (the reference's order and texts) before anything reaches the PR, then the
 * acknowledgement comment is updated (or, without its id, a new one is posted). The id comes from
 * the payload, so it is believed only for a comment this bot wrote as the `/stage-results`
 * acknowledgement on that PR; any other id gets a new comment and a warning (the reference edited
 * whatever comment the id named).
 */
function runStageCallback(context, github, settings) {
    return (0,_comments_js__WEBPACK_IMPORTED_MODULE_1__/* .withApiMessages */ .jC)(() => stageCallback(context, github, settings));
}
async function stageCallback(context, github, settings) {
    const field = (name) => {
        const value = (0,_context_js__WEBPACK_IMPORTED_MODULE_2__.at)(context.payload, `client_payload.${name}`);
        return String(value ?? '');
    };
    const pr = field('pr-number');
    const runId = field('run-id');
    const appRunId = field('app-run-id');
    const commentId = field('comment-id');
    const date = field('run-date');
    const requester = field('requested-by');
    const action = String((0,_context_js__WEBPACK_IMPORTED_MODULE_2__.at)(context.payload, 'action') ?? '');
    if (field('source-repository') !== settings.appRepository)
        fail('Unsupported staging callback source');
    if (![runId, pr, appRunId].every((v) => NUMERIC.test(v)))
        fail('Callback run and PR identifiers must be numeric');
    if (commentId !== '' && !NUMERIC.test(commentId))
        fail('Callback comment identifier must be numeric');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date))
        fail('Callback run date must use YYYY-MM-DD');
    if (!/^[A-Za-z0-9-]+$/.test(requester))
        fail('Callback requester is not a valid GitHub login');
    if (action !== 'stage-results-started' && action !== 'stage-results-completed')
        fail('Unsupported staging callback type');
    const succeeded = field('stage-succeeded');
    if (action === 'stage-results-completed' && succeeded !== 'true' && succeeded !== 'false')
        fail('Callback stage-succeeded value must be true or false');
    const runUrl = `${context.serverUrl}/${context.owner}/${context.repo}/actions/runs/${runId}`;
    const appUrl = `${context.serverUrl}/${settings.appRepository}/actions/runs/${appRunId}`;
    let body;
    if (action === 'stage-results-started') {
        body = `@${requester} staging [run ${runId}](${runUrl}). [InferenceX-app staging workflow](${appUrl}) is now running. Existing staged runs will be preserved; this comment will be updated when staging completes.`;
    }
    else if (succeeded === 'true') {
        const link = `${settings.stagingSite}/inference?i_dates=${encodeURIComponent(`${date}~r${runId}`)}`;
        body = [
            `@${requester} staged run ${runId}: ${link}`,
            '',
            `This run remains available across future \`/stage-results\` requests. Staging the same run ID again updates its staged data. [Staging workflow](${appUrl})`
        ].join('\n');
    }
    else {
        body = `@${requester} staging run ${runId} failed. [Inspect the staging workflow](${appUrl}).`;
    }
    const warnings = [];
    body = (0,_comment_ownership_js__WEBPACK_IMPORTED_MODULE_3__/* .withMarker */ .Pe)(body, _comment_ownership_js__WEBPACK_IMPORTED_MODULE_3__/* .STAGE_COMMENT */ .PS);
    if (commentId !== '' && (await isStageComment(github, Number(commentId), Number(pr))))
        await (0,_comments_js__WEBPACK_IMPORTED_MODULE_1__/* .updateComment */ .vv)(github, Number(commentId), body);
    else {
        if (commentId !== '')
            warnings.push(`comment ${commentId} is not this bot's /stage-results comment on PR #${pr}: posted a new comment instead of editing it`);
        await (0,_comments_js__WEBPACK_IMPORTED_MODULE_1__/* .createComment */ .eT)(github, Number(pr), body);
    }
    return { outputs: {}, warnings };
}
/** The comment exists, is on the PR, and is this bot's own `/stage-results` acknowledgement. */
async function isStageComment(github, commentId, pr) {
    let comment;
    try {
        comment = (await github.get(`/issues/comments/${commentId}`));
    }
    catch (error) {
        if (error instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubApiError */ .OS && error.status === 404)
            return false;
        throw error;
    }
    const onPr = typeof comment?.issue_url === 'string' && comment.issue_url.endsWith(`/issues/${pr}`);
    return onPr && (0,_comment_ownership_js__WEBPACK_IMPORTED_MODULE_3__/* .isOwnComment */ ._M)(comment, await (0,_comment_ownership_js__WEBPACK_IMPORTED_MODULE_3__/* .commentIdentity */ .MT)(github), _comment_ownership_js__WEBPACK_IMPORTED_MODULE_3__/* .STAGE_COMMENT */ .PS);
}


/***/ }),

/***/ 1735:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DP: () => (/* binding */ VISUALIZER_SITE),
/* harmony export */   ro: () => (/* binding */ visualizerPullRequest),
/* harmony export */   vs: () => (/* binding */ runVisualizerComment)
/* harmony export */ });
/* unused harmony export visualizerBody */
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6713);
/* harmony import */ var _comment_ownership_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2634);
/* harmony import */ var _comments_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(213);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5812);




const VISUALIZER_SITE = 'https://inferencex.semianalysis.com';
const LEAD = 'see unofficial run visualizer at ';
const MARKER = 'visualizer';
/** The two links of a run's unofficial results (lines joined by `\n`, no trailing newline). */
function visualizerBody(site, runId) {
    return [`${LEAD}${site}/inference?unofficialRun=${runId}`, `${LEAD}${site}/evaluation?unofficialRun=${runId}`].join('\n');
}
/**
 * run-sweep.yml `comment-unofficial-run-visualizer`: posts the links of this run on the PR. With
 * `updateExisting`, the visualizer comment this bot posted earlier (its own login, its marker) is
 * edited to the new run instead, so a PR that sweeps many times keeps one comment (the reference
 * adds one per run); nobody else's comment is ever edited, whatever its text.
 */
function runVisualizerComment(github, request) {
    return (0,_comments_js__WEBPACK_IMPORTED_MODULE_0__/* .withApiMessages */ .jC)(() => visualizerComment(github, request));
}
async function visualizerComment(github, { pr, runId, site, updateExisting }) {
    if (!updateExisting) {
        const id = await (0,_comments_js__WEBPACK_IMPORTED_MODULE_0__/* .createComment */ .eT)(github, pr, visualizerBody(site, runId));
        return { outputs: {}, extras: { 'comment-id': String(id) }, warnings: [] };
    }
    const body = (0,_comment_ownership_js__WEBPACK_IMPORTED_MODULE_1__/* .withMarker */ .Pe)(visualizerBody(site, runId), MARKER);
    const identity = await (0,_comment_ownership_js__WEBPACK_IMPORTED_MODULE_1__/* .commentIdentity */ .MT)(github);
    const own = await (0,_comment_ownership_js__WEBPACK_IMPORTED_MODULE_1__/* .findOwnComment */ .rA)(github.pages(`/issues/${pr}/comments`), identity, MARKER);
    if (typeof own?.id === 'number') {
        await (0,_comments_js__WEBPACK_IMPORTED_MODULE_0__/* .updateComment */ .vv)(github, own.id, body);
        return { outputs: {}, extras: { 'comment-id': String(own.id) }, warnings: [] };
    }
    const id = await (0,_comments_js__WEBPACK_IMPORTED_MODULE_0__/* .createComment */ .eT)(github, pr, body);
    return { outputs: {}, extras: { 'comment-id': String(id) }, warnings: [] };
}
/** The PR and run of the comment: the given number, else the payload's pull request or issue; the run id must be one. */
function visualizerPullRequest(context, given) {
    const pr = given ?? (0,_context_js__WEBPACK_IMPORTED_MODULE_2__.at)(context.payload, 'pull_request.number') ?? (0,_context_js__WEBPACK_IMPORTED_MODULE_2__.at)(context.payload, 'issue.number');
    if (typeof pr !== 'number')
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .OptionError */ .eR('{pr-number} is required: the event payload names no pull request');
    if (!/^\d+$/.test(context.runId))
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .OptionError */ .eR(`{run-id} must be a run id, got '${context.runId}'`);
    return { pr, runId: context.runId };
}


/***/ })

};
