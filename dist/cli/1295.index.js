export const id = 1295;
export const ids = [1295];
export const modules = {

/***/ 1295:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ trusted_dispatch)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./packages/common/src/adapters/github-rest.ts
var github_rest = __webpack_require__(5700);
// EXTERNAL MODULE: ./packages/common/src/adapters/system-clock.ts
var system_clock = __webpack_require__(5656);
// EXTERNAL MODULE: ./packages/gating/src/labels/load-policy.ts + 1 modules
var load_policy = __webpack_require__(5672);
// EXTERNAL MODULE: ./packages/publish/src/options.ts
var options = __webpack_require__(1293);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/common/src/clock.ts
var src_clock = __webpack_require__(5081);
// EXTERNAL MODULE: ./packages/gating/src/labels/fork-dispatch.ts
var fork_dispatch = __webpack_require__(9545);
// EXTERNAL MODULE: ./packages/gating/src/adapters/pull-request-github.ts
var pull_request_github = __webpack_require__(2910);
// EXTERNAL MODULE: ./packages/publish/src/comments.ts
var comments = __webpack_require__(213);
// EXTERNAL MODULE: ./packages/publish/src/context.ts
var src_context = __webpack_require__(5812);
;// CONCATENATED MODULE: ./packages/publish/src/trusted-dispatch.ts




/** The run lookup: 15 looks, 2 s apart, each after a wait (the reference's bounds). */
const LOOKS = 15;
const LOOK_EVERY_MS = 2000;
/** A run created this long before the dispatch call still counts (clock skew between us and GitHub). */
const SKEW_MS = 5000;
/** The order of trusted-external-sweep.yml's inputs object (the request body keeps it). */
const INPUT_ORDER = [
    'test-name',
    'ref',
    'changelog-base-ref',
    'changelog-head-ref',
    'trim-conc',
    'all-evals',
    'evals-only',
    'fail-fast',
    'agentx-fast',
    'pr-labels-json'
];
/** The fork PR's label event as label-gate's fork-dispatch checks read it. */
function labelEvent(context) {
    const { payload } = context;
    const baseRepo = (0,src_context/* text */.Q)(payload, 'pull_request.base.repo.full_name') || `${context.owner}/${context.repo}`;
    const headRepo = (0,src_context.at)(payload, 'pull_request.head.repo.full_name');
    const number = (0,src_context.at)(payload, 'pull_request.number');
    return {
        name: 'pull_request_target',
        action: (0,src_context/* text */.Q)(payload, 'action'),
        number: typeof number === 'number' ? number : undefined,
        draft: (0,src_context.at)(payload, 'pull_request.draft') === true,
        // The job's `if:` compares with `!=`, which ignores case; a deleted fork (no head repo) is a fork.
        fork: typeof headRepo !== 'string' || headRepo.toLowerCase() !== baseRepo.toLowerCase(),
        // The workflow's `on:` filter already chose the base branch; a trimmed payload without it targets the default branch.
        baseBranch: (0,src_context/* text */.Q)(payload, 'pull_request.base.ref') || (0,src_context/* text */.Q)(payload, 'repository.default_branch'),
        headSha: (0,src_context/* text */.Q)(payload, 'pull_request.head.sha'),
        owner: context.owner,
        repo: context.repo,
        labels: [],
        eventLabel: (0,src_context/* text */.Q)(payload, 'label.name'),
        // The reference authorizes github.actor, who applied the label.
        sender: context.actor
    };
}
function livePull(data, context) {
    return {
        state: (0,src_context/* text */.Q)(data, 'state'),
        draft: (0,src_context.at)(data, 'draft') === true,
        headSha: (0,src_context/* text */.Q)(data, 'head.sha'),
        headRepo: (0,src_context/* text */.Q)(data, 'head.repo.full_name'),
        baseRepo: (0,src_context/* text */.Q)(data, 'base.repo.full_name') || `${context.owner}/${context.repo}`,
        baseSha: (0,src_context/* text */.Q)(data, 'base.sha'),
        labels: ((0,src_context.at)(data, 'labels') ?? []).map((l) => String(l.name)),
        mergeCommitSha: (0,src_context/* text */.Q)(data, 'merge_commit_sha'),
        mergeable: typeof (0,src_context.at)(data, 'mergeable') === 'boolean' ? (0,src_context.at)(data, 'mergeable') : null
    };
}
/**
 * trusted-external-sweep.yml end to end: label-gate's fork-dispatch checks (every refusal an error
 * with the reference's text), then `workflow_dispatch` of the e2e workflow on the default branch
 * with the label-derived inputs, a bounded look for the run it started, and the bilingual comment
 * linking it (or the workflow page). A comment that fails is a warning: the sweep is dispatched.
 */
function runTrustedDispatch(context, policy, settings, ports) {
    const run = (0,comments/* withApiMessages */.jC)(() => trustedDispatch(context, policy, settings, ports));
    if (!settings.commentOnFailure)
        return run;
    return run.catch(async (error) => {
        const number = (0,src_context.at)(context.payload, 'pull_request.number');
        if (!(error instanceof errors/* SweepkitError */.R0) || typeof number !== 'number')
            throw error;
        try {
            await (0,comments/* createComment */.eT)(ports.github, number, `The trusted sweep was not dispatched: ${error.message}`);
        }
        catch (commentError) {
            if (!(commentError instanceof errors/* SweepkitError */.R0))
                throw commentError;
            throw new errors/* SweepkitError */.R0(error.message, { code: error.code, details: [...error.details, `the PR comment failed too: ${commentError.message}`] });
        }
        throw error;
    });
}
async function trustedDispatch(context, policy, settings, { github, clock }) {
    const event = labelEvent(context);
    const number = event.number;
    const decision = await (0,fork_dispatch/* decideForkDispatch */.T)(event, policy, {
        permission: (user) => (0,comments/* permissionOf */.Fp)(github, user),
        livePull: async () => livePull(await github.get(`/pulls/${number}`), context),
        // The test merge commit must be built from the approved head before it is dispatched.
        commitParents: (sha) => (0,pull_request_github/* commitParents */.Z)(github, sha)
    }, clock);
    if (!decision.dispatch)
        return { outputs: {}, warnings: [], skipped: decision.reason };
    const inputs = Object.fromEntries(INPUT_ORDER.map((key) => [key, decision.inputs[key] ?? '']));
    const headSha = inputs['changelog-head-ref'];
    const started = clock.now();
    await github.post(`/actions/workflows/${encodeURIComponent(settings.workflow)}/dispatches`, {
        ref: (0,src_context/* text */.Q)(context.payload, 'repository.default_branch'),
        inputs
    });
    const title = `e2e Test - ${inputs['test-name']}`;
    let looks = 0;
    await clock.sleep(LOOK_EVERY_MS);
    const run = await (0,src_clock/* pollUntil */.g)(clock, { timeoutMs: LOOKS * LOOK_EVERY_MS, pollMs: LOOK_EVERY_MS }, async () => {
        looks++;
        const page = await github.get(`/actions/workflows/${encodeURIComponent(settings.workflow)}/runs`, { event: 'workflow_dispatch', per_page: 20 });
        const runs = ((0,src_context.at)(page, 'workflow_runs') ?? []);
        const found = runs.find((r) => r.display_title === title && Date.parse(r.created_at ?? '') >= started - SKEW_MS);
        if (found)
            return { html_url: found.html_url ?? '', id: found.id };
        return looks >= LOOKS ? null : undefined;
    }, () => {
        throw new errors/* SweepkitError */.R0('the dispatched run lookup did not end', { code: 'trusted-dispatch' });
    });
    const workflowPage = `${context.serverUrl}/${context.owner}/${context.repo}/actions/workflows/${settings.workflow}`;
    const link = run ? `[trusted sweep run](${run.html_url})` : `[End-to-End Tests workflow](${workflowPage})`;
    const body = [
        `Dispatched ${link} for approved external revision \`${headSha}\`.`,
        'New commits are not trusted automatically; remove and re-add the primary sweep label to approve a new SHA.',
        '',
        `已为获批的外部提交 \`${headSha}\` 调度${link}。`,
        '后续新提交不会自动获得信任；如需批准新的 SHA，请移除并重新添加主扫描标签。'
    ].join('\n');
    const warnings = [];
    try {
        await (0,comments/* createComment */.eT)(github, number, body);
    }
    catch (error) {
        if (!(error instanceof github_rest/* GitHubApiError */.OS))
            throw error;
        warnings.push(`Sweep dispatched successfully, but the PR comment failed: ${error.apiMessage}`);
    }
    return {
        outputs: {},
        extras: { dispatched: 'true', 'run-id': run?.id === undefined ? '' : String(run.id), 'run-url': run?.html_url ?? '' },
        warnings
    };
}

// EXTERNAL MODULE: ./cli/src/options.ts
var src_options = __webpack_require__(6132);
// EXTERNAL MODULE: ./cli/src/workflow-step.ts
var workflow_step = __webpack_require__(9212);
;// CONCATENATED MODULE: ./cli/src/commands/trusted-dispatch.ts






/** trusted-external-sweep.yml: approve a fork PR's labelled revision, dispatch the e2e sweep, comment. */
const trusted_dispatch_trustedDispatch = async (argv, io) => {
    const { values } = (0,src_options/* parseCommandArgs */.Q)(options/* TRUSTED_DISPATCH_COMMAND */.Vk, argv, io);
    const policyFile = values['policy-file'];
    return (0,workflow_step/* runWorkflowStep */.h)(io, values, (context) => runTrustedDispatch(context, (0,load_policy/* loadLabelPolicy */.f)(io.files, policyFile === undefined ? undefined : (0,external_node_path_.resolve)(io.cwd, policyFile), policyFile), { workflow: values.workflow, commentOnFailure: values['comment-on-failure'] }, { github: (0,github_rest/* githubRestClient */.Ti)(io.env, `${context.owner}/${context.repo}`), clock: system_clock/* systemClock */.m }));
};
/* harmony default export */ const trusted_dispatch = (trusted_dispatch_trustedDispatch);


/***/ }),

/***/ 2910:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ restPullRequestReader),
/* harmony export */   Z: () => (/* binding */ commitParents)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);
/* harmony import */ var _reuse_github_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5151);


/** An answer of the wrong shape (a proxy's page, an API change): one clear line, not a TypeError. */
const unexpected = (path, expected) => new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(`GitHub API ${path}: unexpected answer (expected ${expected})`, { code: 'github-api' });
/**
 * The parent SHAs of a commit (the git-database commit, which a fork's head is reachable as too):
 * label-gate's fork dispatch and the trusted-dispatch step check the test merge commit with it.
 */
async function commitParents(client, sha) {
    const path = `/git/commits/${encodeURIComponent(sha)}`;
    const parents = (0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)(await client.get(path)).parents;
    if (!Array.isArray(parents) || !parents.every((p) => typeof (0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)(p).sha === 'string'))
        throw unexpected(path, 'a commit with parents');
    return parents.map((p) => (0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)((0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)(p).sha));
}
/**
 * label-gate's look-ups over the REST client. `clientFor` gives the client of a repository
 * (`owner/name`): the pull request's base repository, which the event names.
 */
function restPullRequestReader(clientFor) {
    const clients = new Map();
    const client = (pull) => {
        const repo = `${pull.owner}/${pull.repo}`;
        if (!clients.has(repo))
            clients.set(repo, clientFor(repo));
        return clients.get(repo);
    };
    const pullData = async (pull) => (0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)(await client(pull).get(`/pulls/${pull.number}`));
    return {
        async labels(pull) {
            const labels = (await pullData(pull)).labels;
            if (!Array.isArray(labels) || !labels.every((label) => typeof (0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)(label).name === 'string')) {
                throw unexpected(`/pulls/${pull.number}`, 'a list of labels with names');
            }
            return labels.map((label) => (0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)((0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)(label).name));
        },
        async headCommitMessage(pull) {
            // The git-database commit has the full message without the file list of /commits/{sha};
            // a fork's head commit is reachable in the base repository through refs/pull/N/head.
            const path = `/git/commits/${encodeURIComponent(pull.headSha)}`;
            const message = (0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)(await client(pull).get(path)).message;
            if (typeof message !== 'string')
                throw unexpected(path, 'a commit message');
            return message;
        },
        issueComments(pull) {
            return (0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .restReuseGitHub */ .qh)(client(pull)).issueComments(pull.number);
        },
        async livePull(pull) {
            const data = await pullData(pull);
            const head = (0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)(data.head);
            const base = (0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)(data.base);
            if (typeof head.sha !== 'string' || typeof (0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)(base.repo).full_name !== 'string' || !Array.isArray(data.labels)) {
                throw unexpected(`/pulls/${pull.number}`, 'a pull request with head, base and labels');
            }
            return {
                state: (0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(data.state),
                draft: data.draft === true,
                headSha: head.sha,
                headRepo: (0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)((0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)(head.repo).full_name),
                baseRepo: (0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)((0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)(base.repo).full_name),
                baseSha: (0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(base.sha),
                labels: data.labels.map((label) => (0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)((0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)(label).name)),
                mergeCommitSha: (0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(data.merge_commit_sha),
                mergeable: typeof data.mergeable === 'boolean' ? data.mergeable : null
            };
        },
        commitParents(pull, sha) {
            return commitParents(client(pull), sha);
        },
        async permission(pull, user) {
            const path = `/collaborators/${encodeURIComponent(user)}/permission`;
            const permission = (0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)(await client(pull).get(path)).permission;
            if (typeof permission !== 'string')
                throw unexpected(path, 'a permission');
            return permission;
        }
    };
}


/***/ }),

/***/ 9545:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ decideForkDispatch)
/* harmony export */ });
/* unused harmony export MERGE_COMMIT_WAIT */
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5081);

const WRITE_PERMISSIONS = ['admin', 'maintain', 'write'];
const refuse = (message) => {
    throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(message, { code: 'fork-dispatch' });
};
/** How long GitHub gets to build the merge commit of the approved head, and how often it is asked. */
const MERGE_COMMIT_WAIT = { timeoutMs: 60_000, pollMs: 3_000 };
/**
 * The live pull request once its test merge commit is built from the approved head: GitHub
 * recomputes merge_commit_sha in the background after a push (mergeable: null meanwhile), so the
 * SHA read first may still merge an older head. Asked again (bounded) until a merge commit has
 * the approved head among its parents; a conflict, an advanced head or the time running out
 * refuses (fail closed).
 */
async function verifiedMerge(first, approvedHead, reader, clock) {
    let attempt = 0;
    let seen = 'mergeability still being computed';
    return (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pollUntil */ .g)(clock, MERGE_COMMIT_WAIT, async () => {
        const live = attempt++ === 0 ? first : await reader.livePull();
        if (live.headSha !== approvedHead) {
            refuse(`The PR advanced from ${approvedHead} to ${live.headSha}; remove and re-add the sweep label to approve the new revision.`);
        }
        if (live.mergeable === false || (live.mergeable === true && !live.mergeCommitSha)) {
            refuse('GitHub has not produced a merge commit; resolve conflicts and re-add the label.');
        }
        if (live.mergeable === null || !live.mergeCommitSha)
            return undefined;
        const parents = await reader.commitParents(live.mergeCommitSha);
        if (parents.includes(approvedHead))
            return live;
        seen = `merge commit ${live.mergeCommitSha} has parents ${parents.join(', ') || 'none'}`;
        return undefined;
    }, () => refuse(`GitHub has not produced a merge commit of the approved head ${approvedHead} within ${MERGE_COMMIT_WAIT.timeoutMs / 1000} s (${seen}); nothing was dispatched: re-add the label to try again.`));
}
/**
 * The trusted external dispatch of trusted-external-sweep.yml (pull_request_target, labeled): for a
 * fork PR whose newly applied label is a primary sweep label, checks in order that the labeller may
 * write, the PR is open and ready, still a fork, still at the approved head, carries exactly that
 * primary label, and has a merge commit built from that head (waited for, bounded) — each failure
 * is an error with the reference's text.
 * Events it does not concern are no dispatch, with the reason.
 */
async function decideForkDispatch(event, policy, reader, clock) {
    const none = (reason) => ({ dispatch: false, reason, inputs: {} });
    if (event.action !== 'labeled')
        return none(`pull_request_target ${event.action} is not a labeled event`);
    if (!policy.triggers.pullRequest.branches.includes(event.baseBranch))
        return none('the pull request does not target a sweep branch');
    if (!event.fork)
        return none('not a fork pull request: the sweep workflow itself runs it');
    const label = event.eventLabel ?? '';
    if (!policy.primary.includes(label))
        return none('the applied label is not a primary sweep label');
    const actor = event.sender ?? '';
    const permission = await reader.permission(actor);
    if (!WRITE_PERMISSIONS.includes(permission)) {
        refuse(`@${actor} has ${permission} permission; write, maintain, or admin permission is required to authorize external code.`);
    }
    const first = await reader.livePull();
    if (first.state !== 'open' || first.draft)
        refuse('The pull request must be open and ready for review.');
    if (first.headRepo !== '' && first.headRepo.toLowerCase() === first.baseRepo.toLowerCase())
        refuse('Trusted external dispatch is only for fork pull requests.');
    if (first.headSha !== event.headSha) {
        refuse(`The PR advanced from ${event.headSha} to ${first.headSha}; remove and re-add the sweep label to approve the new revision.`);
    }
    const primaries = first.labels.filter((l) => policy.primary.includes(l));
    if (primaries.length !== 1 || primaries[0] !== label)
        refuse(`Expected exactly the newly applied primary sweep label; found ${primaries.join(',')}.`);
    const live = await verifiedMerge(first, first.headSha, reader, clock);
    const has = (name) => String(first.labels.includes(name));
    return {
        dispatch: true,
        reason: `fork PR #${event.number ?? '?'} approved at ${live.headSha.slice(0, 12)} with ${label}`,
        inputs: {
            'test-name': `External PR #${event.number ?? ''} @ ${live.headSha.slice(0, 12)}`,
            ref: live.mergeCommitSha,
            'changelog-base-ref': live.baseSha,
            'changelog-head-ref': live.headSha,
            'trim-conc': String(!policy.full.includes(label)),
            'all-evals': has(policy.modifiers['all-evals']),
            'evals-only': has(policy.modifiers['evals-only']),
            'agentx-fast': has(policy.modifiers['agentx-fast']),
            'fail-fast': String(policy.failFast.includes(label)),
            'pr-labels-json': JSON.stringify(first.labels)
        }
    };
}


/***/ })

};
