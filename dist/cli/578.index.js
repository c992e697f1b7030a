export const id = 578;
export const ids = [578];
export const modules = {

/***/ 6132:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ parseCommandArgs),
/* harmony export */   f: () => (/* binding */ parserSpec)
/* harmony export */ });
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6907);
/* harmony import */ var _argparse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3211);


/** The argparse spec of a command's option table (the CLI's flags are the table's names). */
function parserSpec(command, positionals) {
    const options = (0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .optionsFor */ .A5)(command.options, 'cli').map(([name, def]) => ({
        name: `--${name}`,
        kind: def.kind,
        // An option that falls back to an env variable is checked after the fallback, not by argparse.
        required: def.required && !def.env,
        choices: def.choices,
        help: def.default === undefined || def.kind === 'flag' ? def.help : `${def.help} (default: ${def.default})`,
        metavar: def.metavar,
        short: def.short,
        extend: def.extend,
        conflicts: def.conflicts?.map((c) => `--${c}`)
    }));
    return { prog: `sweepkit ${command.cli}`, description: command.description, options, positionals };
}
/**
 * Parses a command's argv with argparse's messages, then fills env fallbacks and defaults and
 * applies the table's rules; errors name flags.
 */
function parseCommandArgs(command, argv, io, positionals) {
    const parsed = (0,_argparse_js__WEBPACK_IMPORTED_MODULE_1__/* .parseArgs */ .Zy)(parserSpec(command, positionals), argv);
    const given = Object.fromEntries(Object.entries(parsed.values).filter(([, v]) => v !== false));
    return { values: (0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .completeOptions */ .o5)(command.options, given, 'cli', io.env), positionals: parsed.positionals };
}


/***/ }),

/***/ 1827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ createRestClient)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6907);

const PER_PAGE = 100;
class HttpFailure extends Error {
    status;
    body;
    headers;
    constructor(status, body, headers) {
        super(`HTTP ${status}`);
        this.status = status;
        this.body = body;
        this.headers = headers;
    }
}
/** The waiting time GitHub asks for, or undefined when retrying would not help. */
function rateLimitWait(failure) {
    if (failure.status !== 403 && failure.status !== 429)
        return undefined;
    const retryAfter = failure.headers.get('retry-after');
    if (retryAfter !== null && /^\d+$/.test(retryAfter.trim()))
        return Number(retryAfter) * 1000;
    return undefined;
}
const oneLine = (text) => {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > 300 ? `${flat.slice(0, 300)}…` : flat;
};
function nextLink(link) {
    for (const part of (link ?? '').split(',')) {
        const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part);
        if (match)
            return match[1];
    }
    return undefined;
}
function createRestClient(options) {
    const doFetch = options.fetch ?? fetch;
    const sleep = options.sleep ?? ((ms) => new Promise((done) => setTimeout(done, ms)));
    const retries = options.retries ?? 2;
    const maxWaitMs = options.maxWaitMs ?? 30_000;
    const baseDelayMs = options.baseDelayMs ?? 300;
    const base = options.baseUrl.replace(/\/+$/, '');
    const repoPath = `/repos/${options.repo}`;
    const urlOf = (path, query = {}) => {
        const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
        return `${base}${repoPath}${path}${search ? `?${search}` : ''}`;
    };
    async function once(url, body) {
        const response = await doFetch(url, {
            method: body === undefined ? 'GET' : 'POST',
            headers: {
                Accept: 'application/vnd.github+json',
                Authorization: `Bearer ${options.token}`,
                'X-GitHub-Api-Version': '2022-11-28',
                'User-Agent': 'sweepkit',
                ...(body === undefined ? {} : { 'Content-Type': 'application/json' })
            },
            body: body === undefined ? undefined : JSON.stringify(body)
        });
        const text = await response.text();
        if (!response.ok)
            throw new HttpFailure(response.status, text, response.headers);
        try {
            return { data: text === '' ? null : JSON.parse(text), headers: response.headers };
        }
        catch {
            throw new HttpFailure(response.status, `invalid JSON: ${text}`, response.headers);
        }
    }
    async function request(path, url, body) {
        for (let attempt = 0;; attempt++) {
            try {
                return await once(url, body);
            }
            catch (error) {
                const last = attempt >= retries || body !== undefined;
                if (error instanceof HttpFailure) {
                    const wait = rateLimitWait(error);
                    const retryable = wait !== undefined ? wait <= maxWaitMs : error.status >= 500;
                    if (last || !retryable) {
                        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(`GitHub API ${path} failed: HTTP ${error.status}: ${oneLine(error.body)}`, { code: 'github-api' });
                    }
                    await sleep(wait ?? baseDelayMs * 2 ** attempt);
                }
                else {
                    if (last)
                        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(`GitHub API ${path} failed: ${error.message}`, { code: 'github-api' });
                    await sleep(baseDelayMs * 2 ** attempt);
                }
            }
        }
    }
    return {
        repo: options.repo,
        async get(path, query) {
            return (await request(path, urlOf(path, query))).data;
        },
        async post(path, body) {
            return (await request(path, urlOf(path), body)).data;
        },
        async *pages(path, query = {}, itemKey) {
            let url = urlOf(path, { ...query, per_page: PER_PAGE });
            for (let page = 1; url !== undefined; page++) {
                const { data, headers } = await request(path, url);
                const items = itemKey === undefined ? data : data?.[itemKey];
                if (!Array.isArray(items))
                    return;
                yield* items;
                const link = headers.get('link');
                // Follow GitHub's Link header; a server without one is read until a short page.
                url = link !== null ? nextLink(link) : items.length < PER_PAGE ? undefined : urlOf(path, { ...query, per_page: PER_PAGE, page: page + 1 });
            }
        }
    };
}


/***/ }),

/***/ 5151:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ restReuseGitHub)
/* harmony export */ });
const obj = (value) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {});
const str = (value) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
async function collect(items) {
    const all = [];
    for await (const item of items)
        all.push(obj(item));
    return all;
}
function toRun(data) {
    const run = obj(data);
    return {
        id: str(run.id),
        runAttempt: run.run_attempt ? str(run.run_attempt) : '',
        htmlUrl: str(run.html_url),
        event: str(run.event),
        status: str(run.status),
        conclusion: typeof run.conclusion === 'string' ? run.conclusion : null,
        path: str(run.path),
        headSha: str(run.head_sha),
        headBranch: str(run.head_branch),
        createdAt: str(run.created_at)
    };
}
/** The reuse finder's port over the REST client (field shapes as GitHub answers them). */
function restReuseGitHub(client) {
    return {
        async issueComments(pr) {
            return (await collect(client.pages(`/issues/${pr}/comments`))).map((c) => ({
                body: str(c.body),
                authorAssociation: str(c.author_association),
                createdAt: str(c.created_at),
                url: str(c.html_url),
                author: str(obj(c.user).login)
            }));
        },
        async pullsForCommit(sha) {
            const pulls = await collect(client.pages(`/commits/${encodeURIComponent(sha)}/pulls`));
            return pulls.map((p) => p.number).filter((n) => Number.isInteger(n));
        },
        async pull(pr) {
            const data = obj(await client.get(`/pulls/${pr}`));
            const labels = Array.isArray(data.labels) ? data.labels.map((l) => str(obj(l).name)) : [];
            return { number: pr, labels, mergedAt: str(data.merged_at), headRef: str(obj(data.head).ref) };
        },
        async pullCommits(pr) {
            return (await collect(client.pages(`/pulls/${pr}/commits`))).map((c) => str(c.sha));
        },
        async workflowRun(id) {
            return toRun(await client.get(`/actions/runs/${id}`));
        },
        async *workflowRuns(workflowId, branch) {
            const runs = client.pages(`/actions/workflows/${encodeURIComponent(workflowId)}/runs`, { event: 'pull_request', branch, status: 'completed' }, 'workflow_runs');
            for await (const run of runs)
                yield toRun(run);
        },
        async runArtifacts(runId) {
            return (await collect(client.pages(`/actions/runs/${runId}/artifacts`, {}, 'artifacts'))).map((a) => ({ name: str(a.name), expired: a.expired === true }));
        },
        async labelEvents(pr) {
            const events = [];
            for (const e of await collect(client.pages(`/issues/${pr}/timeline`))) {
                if (e.event === 'labeled' || e.event === 'unlabeled')
                    events.push({ action: e.event, label: str(obj(e.label).name), createdAt: str(e.created_at) });
            }
            return events;
        }
    };
}


/***/ }),

/***/ 5095:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  l0: () => (/* reexport */ DEFAULT_REUSE_RULES),
  aJ: () => (/* reexport */ REUSE_FINDER_COMMAND),
  eS: () => (/* reexport */ SIGNOFF_CHECK_COMMAND),
  Wv: () => (/* reexport */ findReusableSweepRun),
  bU: () => (/* reexport */ githubToken),
  VM: () => (/* reexport */ parsePayloadObject),
  Eb: () => (/* reexport */ reuseRequest),
  kF: () => (/* reexport */ runSignoffCheck)
});

// UNUSED EXPORTS: CHANGELOG_MODES, DEFAULT_LINK_POLICY, MODIFIER_ROLES, ReuseFinder, SIGNOFF_PHRASE, SIGNOFF_STATUS_COMMAND, SKIP_REASONS, VERDICT_CONTEXT, acceptedMessage, canonicalizeChangelog, changelogEventDefaults, checkChecklist, checkCodeowners, checkGreenSweep, checkOwnership, checkReuseCommand, checkStrictChangelog, checkSweepWorkflow, codeownersRegex, commaList, concurrencyKey, decideForkDispatch, decideLabelGate, decisionOutputs, expectedWorkflowPath, explainDecision, findAuthorization, findingsJson, labelKey, labelRoles, labelsAt, lintConfigs, loadLabelPolicy, ownerRule, parseCodeowners, parseCommentUrl, parseGateEvent, parseLabelPolicy, resolveChangelogConflict, runLabelGate, signoffSource, templateItems, validateChangelog, verdictOutputs, verdictStatus

// EXTERNAL MODULE: ./packages/gating/src/labels/index.ts + 12 modules
var labels = __webpack_require__(4737);
// EXTERNAL MODULE: ./packages/gating/src/changelog/index.ts + 11 modules
var changelog = __webpack_require__(6484);
// EXTERNAL MODULE: ./packages/gating/src/lint/index.ts + 3 modules
var lint = __webpack_require__(6994);
// EXTERNAL MODULE: ./packages/common/src/index.ts + 9 modules
var src = __webpack_require__(6907);
// EXTERNAL MODULE: ./packages/matrix/src/changelog/py-repr.ts
var py_repr = __webpack_require__(9679);
// EXTERNAL MODULE: ./packages/gating/src/reuse/authorization.ts
var authorization = __webpack_require__(6320);
;// CONCATENATED MODULE: ./packages/gating/src/reuse/find.ts



const ALLOWED_PINNED = ['success', 'failure', 'cancelled'];
const fail = (message) => {
    throw new src/* SweepkitError */.R0(message, { code: 'reuse' });
};
function result(outputs, extras = {}) {
    return {
        outputs: {
            'reuse-enabled': 'false',
            'skip-pr-sweep': 'false',
            'reuse-source-run-id': '',
            'reuse-source-run-attempt': '',
            'reuse-source-run-url': '',
            'reuse-source-pr-number': '',
            'reuse-source-head-sha': '',
            ...outputs
        },
        extras: { 'authorization-comment-url': '', 'pinned-run-id': '', 'commits-after-source': '', ...extras }
    };
}
const authExtras = (auth) => ({
    'authorization-comment-url': auth.comment?.url ?? '',
    'pinned-run-id': auth.pinnedRunId ?? ''
});
const isReusableArtifact = (artifact) => !artifact.expired && (artifact.name === 'results_bmk' || artifact.name === 'eval_results_all' || artifact.name.startsWith('bmk_agentic_'));
/** `.github/workflows/{id}` unless the id already is a path below `.github/`. */
const expectedWorkflowPath = (workflowId) => (workflowId.startsWith('.github/') ? workflowId : `.github/workflows/${workflowId}`);
/** The labels on the PR when `at` happened, replayed from labeled/unlabeled events. */
function labelsAt(events, at) {
    const labels = new Set();
    const ordered = [...events].sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
    for (const event of ordered) {
        if (event.createdAt > at)
            break;
        if (event.action === 'labeled')
            labels.add(event.label);
        else
            labels.delete(event.label);
    }
    return labels;
}
/** Finds whether (and which) earlier PR sweep run a workflow may reuse instead of sweeping again. */
class ReuseFinder {
    request;
    github;
    memo = new Map();
    constructor(request, github) {
        this.request = request;
        this.github = github;
    }
    /** Each API answer is read once per run of the finder. */
    once(key, load) {
        let value = this.memo.get(key);
        if (!value)
            this.memo.set(key, (value = load()));
        return value;
    }
    commits(pr) {
        return this.once(`commits:${pr}`, () => this.github.pullCommits(pr));
    }
    artifacts(runId) {
        return this.once(`artifacts:${runId}`, () => this.github.runArtifacts(runId));
    }
    labelEvents(pr) {
        return this.once(`labels:${pr}`, () => this.github.labelEvents(pr));
    }
    async authorization(pr) {
        const comments = await this.github.issueComments(pr);
        return (0,authorization/* findAuthorization */.X)(comments, { command: this.request.command, allowedAssociations: this.request.allowedAssociations });
    }
    async find() {
        const { eventName, eventAction, ref, command } = this.request;
        if (eventName === 'pull_request') {
            if (eventAction !== 'synchronize')
                return result({ 'reuse-reason': `pull_request action ${eventAction || 'unknown'} is not synchronize` });
            const pr = this.request.prNumber ?? fail('--pr-number is required for pull_request synchronize');
            const auth = await this.authorization(pr);
            return result({
                'skip-pr-sweep': String(auth.authorized),
                'reuse-source-pr-number': String(pr),
                'reuse-reason': `PR #${pr} has ${auth.authorized ? '' : 'no '}${command} authorization`
            }, authExtras(auth));
        }
        if (eventName !== 'push' || ref !== 'refs/heads/main')
            return result({ 'reuse-reason': 'not a push to main' });
        return this.postMerge();
    }
    async postMerge() {
        const { commitSha, command } = this.request;
        const pulls = await this.github.pullsForCommit(commitSha);
        if (pulls.length === 0)
            return result({ 'reuse-reason': 'no associated pull request' });
        if (pulls.length > 1) {
            const authorized = [];
            for (const pr of pulls)
                if ((await this.authorization(pr)).authorized)
                    authorized.push(pr);
            if (authorized.length) {
                fail(`Commit ${commitSha} maps to multiple PRs (${pulls.join(', ')}); found reuse authorization on ${authorized.map((n) => `#${n}`).join(', ')}; refusing to reuse artifacts.`);
            }
            return result({ 'reuse-reason': 'multiple associated pull requests' });
        }
        const pr = pulls[0];
        const auth = await this.authorization(pr);
        if (!auth.authorized)
            return result({ 'reuse-source-pr-number': String(pr), 'reuse-reason': `PR #${pr} has no ${command} authorization` }, authExtras(auth));
        const pull = await this.github.pull(pr);
        this.checkLiveLabels(pr, pull.labels);
        if (!pull.mergedAt)
            fail(`PR #${pr} is not marked as merged.`);
        let run;
        let reason;
        if (auth.pinnedRunId !== undefined) {
            run = await this.github.workflowRun(auth.pinnedRunId);
            reason = `PR #${pr} approved reusable full sweep from pinned run ${auth.pinnedRunId}`;
            if (this.request.requireHeadBranchMatch && run.headBranch !== pull.headRef) {
                fail(`Reusable source run ${run.id || auth.pinnedRunId} is on branch ${(0,py_repr/* pyStrRepr */.o)(run.headBranch)}, not on the PR head branch ${(0,py_repr/* pyStrRepr */.o)(pull.headRef)}.`);
            }
        }
        else {
            run = await this.latestRun(pr, pull.headRef);
            reason = `PR #${pr} approved reusable full sweep from latest run on ${run.headSha}`;
        }
        await this.validate(run, pr, auth.pinnedRunId);
        const commits = await this.commits(pr);
        return result({
            'reuse-enabled': 'true',
            'reuse-source-run-id': run.id,
            'reuse-source-run-attempt': run.runAttempt || '1',
            'reuse-source-run-url': run.htmlUrl || `https://github.com/${this.request.repo}/actions/runs/${run.id}`,
            'reuse-source-pr-number': String(pr),
            'reuse-source-head-sha': run.headSha,
            'reuse-reason': reason
        }, { ...authExtras(auth), 'commits-after-source': String(commits.length - 1 - commits.lastIndexOf(run.headSha)) });
    }
    checkLiveLabels(pr, labels) {
        const { command, fullSweepLabels, incompatibleLabels } = this.request;
        const incompatible = [...new Set(labels.filter((l) => incompatibleLabels.includes(l)))].sort();
        if (incompatible.length)
            fail(`PR #${pr} has ${command} authorization but uses reuse-incompatible label(s): ${incompatible.join(', ')}.`);
        if (!labels.some((l) => fullSweepLabels.includes(l))) {
            fail(`PR #${pr} has ${command} authorization but is missing any of: ${[...new Set(fullSweepLabels)].sort().join(', ')}.`);
        }
    }
    /** With require-label-history: the labels of the PR when the run was created allowed a full, reusable sweep. */
    async labelsAllowed(pr, run) {
        if (!this.request.requireLabelHistory)
            return undefined;
        const active = labelsAt(await this.labelEvents(pr), run.createdAt);
        const ok = [...active].some((l) => this.request.fullSweepLabels.includes(l)) && ![...active].some((l) => this.request.incompatibleLabels.includes(l));
        return ok ? undefined : active;
    }
    async hasReusableArtifact(run) {
        return (await this.artifacts(run.id)).some(isReusableArtifact);
    }
    /** The newest green run on a PR commit with result artifacts; runs are read lazily, newest first. */
    async latestRun(pr, headRef) {
        const { workflowId, command, maxRuns } = this.request;
        const commits = await this.commits(pr);
        if (commits.length === 0)
            fail(`PR #${pr} has no commits.`);
        const shas = new Set(commits);
        let seen = 0;
        for await (const run of this.github.workflowRuns(workflowId, headRef)) {
            if (maxRuns !== undefined && seen++ >= maxRuns)
                break;
            if (run.conclusion !== 'success' || !shas.has(run.headSha))
                continue;
            if ((await this.labelsAllowed(pr, run)) !== undefined)
                continue;
            if (await this.hasReusableArtifact(run))
                return run;
        }
        return fail(`PR #${pr} has ${command} authorization but no successful ${workflowId} pull_request run was found for any of its ${commits.length} commit(s); pin a specific run with \`${command} <run_id>\`.`);
    }
    /** The checks every source run passes, pinned or found (fail closed). */
    async validate(run, pr, pinnedRunId) {
        const id = run.id || pinnedRunId;
        const pinned = pinnedRunId !== undefined;
        if (run.event !== 'pull_request')
            fail(`Reusable source run ${id} is not a pull_request run.`);
        if (run.status !== 'completed')
            fail(`Reusable source run ${id} is not completed.`);
        if (!(pinned ? ALLOWED_PINNED : ['success']).includes(run.conclusion ?? '')) {
            fail(`Reusable source run ${id} has conclusion ${(run.conclusion === null ? 'None' : (0,py_repr/* pyStrRepr */.o)(run.conclusion))}; expected ${pinned ? 'success, failure, or cancelled' : 'success'}.`);
        }
        const expectedPath = expectedWorkflowPath(this.request.workflowId);
        if (run.path && run.path !== expectedPath)
            fail(`Reusable source run ${id} is from ${run.path}, expected ${expectedPath}.`);
        if (!run.headSha)
            fail(`Reusable source run ${id} has no head_sha.`);
        if (!(await this.commits(pr)).includes(run.headSha)) {
            fail(`Reusable source run ${id} head ${run.headSha} is not in PR #${pr}'s commit list; pin a run whose commit is still part of the PR.`);
        }
        const labels = await this.labelsAllowed(pr, run);
        if (labels !== undefined) {
            fail(`Reusable source run ${id} was created while PR #${pr} had the labels [${[...labels].sort().join(', ')}]; reuse needs a run made with a full-sweep label and no reuse-incompatible label.`);
        }
        if (!(await this.hasReusableArtifact(run)))
            fail(`Reusable source run ${id} has no benchmark, eval, or agentic result artifact.`);
    }
}
function findReusableSweepRun(request, github) {
    return new ReuseFinder(request, github).find();
}

;// CONCATENATED MODULE: ./packages/gating/src/reuse/options.ts

/**
 * `sweepkit find-reusable-sweep-run` (a drop-in for `utils/find_reusable_sweep_run.py`: its flags,
 * defaults and comma lists) and the reuse-finder action. The action fills repo, commit, event and
 * ref from the runner's variables.
 */
const REUSE_FINDER_COMMAND = {
    cli: 'find-reusable-sweep-run',
    action: 'reuse-finder',
    description: 'Find whether a /reuse-sweep-run authorization lets this run skip the benchmark sweep: on a PR synchronize (skip-pr-sweep) or, after the merge, by reusing the PR run\'s artifacts (reuse-enabled).',
    options: {
        repo: { kind: 'string', required: true, env: 'GITHUB_REPOSITORY', metavar: 'REPO', help: 'the repository, owner/name' },
        'commit-sha': { kind: 'string', required: true, env: 'GITHUB_SHA', metavar: 'COMMIT_SHA', help: 'the commit of the run (github.sha)' },
        'event-name': { kind: 'string', required: true, env: 'GITHUB_EVENT_NAME', metavar: 'EVENT_NAME', help: 'the event (github.event_name)' },
        'event-action': { kind: 'string', default: '', metavar: 'EVENT_ACTION', help: 'the activity type (github.event.action); the action reads it from the payload when empty' },
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
        'github-output': { kind: 'string', only: 'cli', env: 'GITHUB_OUTPUT', metavar: 'GITHUB_OUTPUT', help: 'append the outputs to this file (default: $GITHUB_OUTPUT)' },
        'github-token': { kind: 'string', only: 'action', default: '${{ github.token }}', help: 'token for the API (pull-requests, issues and actions read); GH_TOKEN or GITHUB_TOKEN when empty' },
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
    // An input left empty comes back as the table's unexpanded `${{ github.token }}` default.
    const token = (given && !given.startsWith('${{') ? given : undefined) || env.GH_TOKEN || env.GITHUB_TOKEN;
    if (!token)
        throw new src/* SweepkitError */.R0('GH_TOKEN or GITHUB_TOKEN is required', { code: 'no-token' });
    return token;
}
/** The reference's command and allowed author associations, for the checks that only look for the authorization. */
const DEFAULT_REUSE_RULES = {
    command: REUSE_FINDER_COMMAND.options['pinned-run-command'].default,
    allowedAssociations: commaList(REUSE_FINDER_COMMAND.options['allowed-author-associations'].default)
};

;// CONCATENATED MODULE: ./packages/gating/src/reuse/index.ts





;// CONCATENATED MODULE: ./packages/gating/src/signoff/event.ts

/** The sign-off phrase; its presence anywhere in the text (any case, quoted too) triggers verification. */
const SIGNOFF_PHRASE = 'As a PR reviewer and CODEOWNER';
const ANCHORS = [
    [/#issuecomment-(\d+)/, 'conversation comment'],
    [/#pullrequestreview-(\d+)/, 'review summary'],
    [/#discussion_r(\d+)/, 'inline review comment']
];
/** The comment a workflow_dispatch `comment_url` points at, with the reference's messages. */
function parseCommentUrl(url) {
    const pull = /\/pull\/(\d+)/.exec(url);
    if (!pull)
        throw new src/* SweepkitError */.R0(`comment_url must contain /pull/<number>: ${url}`, { code: 'comment-url' });
    for (const [pattern, kind] of ANCHORS) {
        const match = pattern.exec(url);
        if (match)
            return { prNumber: Number(pull[1]), kind, commentId: match[1], dispatched: true };
    }
    throw new src/* SweepkitError */.R0(`comment_url must end with #issuecomment-<id>, #pullrequestreview-<id>, or #discussion_r<id>: ${url}`, { code: 'comment-url' });
}
const hasPhrase = (body) => typeof body === 'string' && body.toLowerCase().includes(SIGNOFF_PHRASE.toLowerCase());
const str = (value) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
/** Normalises the four trigger events of the sign-off verification (issue_comment, reviews, dispatch). */
function signoffSource(eventName, payload, commentUrl) {
    const fromPayload = (prNumber, kind, item) => {
        if (!item)
            return { skip: `the ${eventName} payload has no comment` };
        if (!hasPhrase(item.body))
            return { skip: `the ${kind} does not contain "${SIGNOFF_PHRASE}"` };
        if (!Number.isInteger(prNumber))
            return { skip: `the ${eventName} payload names no pull request` };
        return { prNumber: prNumber, kind, commentId: str(item.id), author: str(item.user?.login), body: item.body, dispatched: false };
    };
    switch (eventName) {
        case 'workflow_dispatch':
            return parseCommentUrl(commentUrl || str(payload.inputs?.comment_url));
        case 'issue_comment':
            if (!payload.issue?.pull_request)
                return { skip: 'the comment is on an issue, not a pull request' };
            return fromPayload(payload.issue.number, 'conversation comment', payload.comment);
        case 'pull_request_review':
            return fromPayload(payload.pull_request?.number, 'review summary', payload.review);
        case 'pull_request_review_comment':
            return fromPayload(payload.pull_request?.number, 'inline review comment', payload.comment);
        default:
            return { skip: `${eventName} is not a sign-off event` };
    }
}
/** A webhook payload's text as an object; anything else is one error naming the file. */
function parsePayloadObject(text, file) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        value = undefined;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw new src/* SweepkitError */.R0('event payload is not a JSON object', { location: { file }, code: 'event-payload' });
    }
    return value;
}

;// CONCATENATED MODULE: ./packages/gating/src/signoff/options.ts
/** `sweepkit signoff-check` and the signoff-check action. */
const SIGNOFF_CHECK_COMMAND = {
    cli: 'signoff-check',
    action: 'signoff-check',
    description: 'Deterministic pre-checks of a CODEOWNER sign-off: the event carries the phrase, the PR is ready (head SHA pinned), the signer owns the changed files, a sweep is green, /reuse-sweep-run is authorized, the checklist is complete.',
    options: {
        repo: { kind: 'string', required: true, env: 'GITHUB_REPOSITORY', metavar: 'OWNER/NAME', help: 'the repository' },
        'event-name': { kind: 'string', required: true, env: 'GITHUB_EVENT_NAME', metavar: 'NAME', help: 'issue_comment, pull_request_review, pull_request_review_comment or workflow_dispatch' },
        'event-path': { kind: 'string', required: true, env: 'GITHUB_EVENT_PATH', metavar: 'FILE', help: 'the webhook payload' },
        'comment-url': { kind: 'string', metavar: 'URL', help: "workflow_dispatch: the sign-off's URL (default: the payload's inputs.comment_url)" },
        'codeowners-file': { kind: 'string', default: '.github/CODEOWNERS', metavar: 'FILE', help: 'CODEOWNERS of the default branch' },
        'checklist-file': { kind: 'string', default: 'docs/PR_REVIEW_CHECKLIST.md', metavar: 'FILE', help: 'the review checklist template' },
        'github-token': { kind: 'string', only: 'action', default: '${{ github.token }}', help: 'token for the API (pull-requests, issues and checks read)' }
    }
};
/** The signoff-status action: the verdict comment → the codeowner-signoff-verify commit status. */
const SIGNOFF_STATUS_COMMAND = {
    action: 'signoff-status',
    description: 'Publish the codeowner-signoff-verify commit status from the newest verdict comment for the pinned head SHA.',
    options: {
        repo: { kind: 'string', required: true, env: 'GITHUB_REPOSITORY', metavar: 'OWNER/NAME', help: 'the repository' },
        'pr-number': { kind: 'int', required: true, min: 1, help: "the pull request (signoff-check's pr-number)" },
        'head-sha': { kind: 'string', required: true, help: "the pinned head SHA (signoff-check's head-sha)" },
        'github-token': { kind: 'string', only: 'action', default: '${{ github.token }}', help: 'token for the API (issues read, statuses write)' }
    }
};

;// CONCATENATED MODULE: ./packages/gating/src/signoff/codeowners.ts
const codeowners_escape = (text) => text.replace(/[.+^${}()|[\]\\]/g, '\\$&');
/**
 * GitHub's reading of a CODEOWNERS pattern: a leading `/` or a `/` inside anchors it at the root,
 * otherwise it matches at any depth; `*` and `?` stay within one path segment, `**` crosses them;
 * a trailing `/` owns everything below that directory; a name without wildcards in its last
 * segment also owns everything below it, while `docs/*` owns only the files directly in docs/.
 */
function codeownersRegex(pattern) {
    let body = pattern;
    const directoryOnly = body.endsWith('/');
    if (directoryOnly)
        body = body.slice(0, -1);
    const anchored = body.startsWith('/') || body.includes('/');
    if (body.startsWith('/'))
        body = body.slice(1);
    let source = '';
    for (let i = 0; i < body.length; i++) {
        const char = body[i];
        if (char === '*' && body[i + 1] === '*') {
            const slashAfter = body[i + 2] === '/';
            source += slashAfter ? '(?:.*/)?' : '.*';
            i += slashAfter ? 2 : 1;
        }
        else if (char === '*')
            source += '[^/]*';
        else if (char === '?')
            source += '[^/]';
        else
            source += codeowners_escape(char);
    }
    const lastSegment = body.slice(body.lastIndexOf('/') + 1);
    const tail = directoryOnly ? '/.*' : /[*?]/.test(lastSegment) ? '' : '(?:/.*)?';
    return new RegExp(`^${anchored ? '' : '(?:.*/)?'}${source}${tail}$`);
}
function parseCodeowners(text) {
    const rules = [];
    text.split(/\r?\n/).forEach((raw, index) => {
        const line = raw.replace(/(^|\s)#.*$/, '').trim();
        if (!line)
            return;
        const [pattern, ...owners] = line.split(/\s+/);
        rules.push({ pattern: pattern, owners, line: index + 1, regex: codeownersRegex(pattern) });
    });
    return rules;
}
/** The rule that decides a path's owners: the last one that matches (owners do not accumulate). */
function ownerRule(rules, path) {
    for (let i = rules.length - 1; i >= 0; i--)
        if (rules[i].regex.test(path))
            return rules[i];
    return undefined;
}
const isTeam = (owner) => /^@[^/]+\/.+/.test(owner);
const isUser = (owner) => owner.startsWith('@') && !isTeam(owner);
/**
 * Whether the signer owns every changed path. A path whose rule is the catch-all `*` is satisfied
 * by anyone listed anywhere in the file; otherwise the signer must be a user owner of the path's
 * rule. Team owners cannot be resolved without org access, so they make the answer `unknown`
 * rather than a failure.
 */
function checkOwnership(rules, paths, signer) {
    const me = `@${signer}`.toLowerCase();
    const anywhere = rules.flatMap((r) => r.owners);
    return paths.map((path) => {
        const rule = ownerRule(rules, path);
        if (!rule || rule.owners.length === 0)
            return { path, verdict: 'pass', reason: 'no code owner' };
        const candidates = rule.pattern === '*' ? anywhere : rule.owners;
        const where = rule.pattern === '*' ? 'listed in CODEOWNERS' : `an owner of \`${rule.pattern}\` (line ${rule.line})`;
        if (candidates.some((o) => isUser(o) && o.toLowerCase() === me))
            return { path, verdict: 'pass', reason: `@${signer} is ${where}` };
        if (candidates.some((o) => !isUser(o)))
            return { path, verdict: 'unknown', reason: `@${signer} is not named directly; team membership is not checked (${where.replace(/^an owner of /, '')})` };
        return { path, verdict: 'fail', reason: `@${signer} is not ${where}` };
    });
}

;// CONCATENATED MODULE: ./packages/gating/src/signoff/checks.ts


/** The top-level `- [ ]` items of the review checklist template. */
function templateItems(template) {
    return template
        .split(/\r?\n/)
        .map((line) => /^- \[ \] (.+?)\s*$/.exec(line)?.[1])
        .filter((item) => item !== undefined);
}
const squash = (text) => text.replace(/\s+/g, ' ').trim().toLowerCase();
/** Every template item appears in the sign-off, checked, or unchecked with an explanation after it. */
function checkChecklist(template, signoff) {
    const lines = signoff.split(/\r?\n/).map((line) => /^\s*[-*] \[([ xX])\]\s+(.*)$/.exec(line)).filter((m) => m !== null);
    const problems = [];
    templateItems(template).forEach((item, index) => {
        const want = squash(item);
        const found = lines.find((m) => squash(m[2]).startsWith(want));
        if (!found)
            problems.push(`item ${index + 1} missing`);
        else if (found[1] === ' ' && squash(found[2]).length <= want.length)
            problems.push(`item ${index + 1} unchecked without explanation`);
    });
    return { check: 'checklist', verdict: problems.length ? 'fail' : 'pass', reason: problems.length ? problems.join('; ') : 'every template item is checked or explained' };
}
/** The signer owns every changed file (CODEOWNERS, last match wins). */
function checkCodeowners(codeowners, files, signer) {
    const paths = checkOwnership(parseCodeowners(codeowners), files, signer);
    const failed = paths.filter((p) => p.verdict === 'fail');
    const unknown = paths.filter((p) => p.verdict === 'unknown');
    if (failed.length)
        return { check: 'codeowner', verdict: 'fail', reason: `${failed.map((p) => p.path).join(', ')}: ${failed[0].reason}`, paths };
    if (unknown.length)
        return { check: 'codeowner', verdict: 'unknown', reason: `${unknown.map((p) => p.path).join(', ')}: ${unknown[0].reason}`, paths };
    return { check: 'codeowner', verdict: 'pass', reason: `@${signer} owns all ${files.length} changed file(s)`, paths };
}
function checkReuseCommand(comments, rules) {
    const auth = (0,authorization/* findAuthorization */.X)(comments, rules);
    return {
        check: 'reuse-command',
        verdict: auth.authorized ? 'pass' : 'fail',
        reason: auth.authorized ? `${rules.command} by an authorized author${auth.pinnedRunId ? ` (run ${auth.pinnedRunId})` : ''}` : `no ${rules.command} from ${rules.allowedAssociations.join('/')}`
    };
}
const SINGLE_NODE = /^single-node .* \//;
const EVAL = /^eval \//;
/** A commit is green when it has successful single-node and eval sweep jobs and none of them failed. */
function greenCommit(runs) {
    const family = (pattern) => runs.filter((r) => pattern.test(r.name) && !r.name.includes('collect-evals'));
    return [family(SINGLE_NODE), family(EVAL)].every((jobs) => jobs.length > 0 && jobs.every((r) => r.status === 'completed' && r.conclusion === 'success'));
}
/** Some commit of the PR has a green sweep (single-node and eval jobs). */
async function checkGreenSweep(commits, checkRuns) {
    for (const sha of [...commits].reverse()) {
        if (greenCommit(await checkRuns(sha)))
            return { check: 'green-sweep', verdict: 'pass', reason: `single-node and eval jobs succeeded on ${sha.slice(0, 12)}` };
    }
    return { check: 'green-sweep', verdict: 'fail', reason: `none of the PR's ${commits.length} commit(s) has successful single-node and eval sweep jobs` };
}
const VERDICT_CONTEXT = 'codeowner-signoff-verify';
function verdictStatus(comments, headSha, runUrl) {
    const marker = `<!-- codeowner-signoff-verify sha=${headSha} -->`;
    const latest = comments.filter((c) => c.body.includes(marker)).at(-1);
    if (!latest)
        return { state: 'failure', description: 'No verification verdict was posted for this commit', targetUrl: runUrl };
    if (latest.body.includes('**Verdict: PASS**'))
        return { state: 'success', description: 'CODEOWNER sign-off independently verified', targetUrl: latest.url };
    return { state: 'failure', description: 'Sign-off verification rejected - see verdict comment', targetUrl: latest.url };
}

;// CONCATENATED MODULE: ./packages/gating/src/signoff/run-signoff-check.ts


/**
 * The deterministic part of the CODEOWNER sign-off verification: which event carries a sign-off,
 * readiness and the pinned head SHA, then the checks a machine can decide — ownership of every
 * changed file, a green sweep on a PR commit, an authorized /reuse-sweep-run, the checklist.
 */
async function runSignoffCheck(request, github) {
    const none = (skip, rest = {}) => ({
        proceed: false,
        headSha: '',
        author: '',
        kind: '',
        skip,
        checks: [],
        failures: [],
        ...rest
    });
    const source = signoffSource(request.eventName, request.payload, request.commentUrl);
    if ('skip' in source)
        return none(source.skip);
    const { prNumber, kind } = source;
    const { author, body } = source.body === undefined ? await github.comment(kind, prNumber, source.commentId) : { author: source.author ?? '', body: source.body };
    const pull = await github.pull(prNumber);
    if (!source.dispatched && (pull.state !== 'open' || pull.draft)) {
        return none(`PR #${prNumber} is not ready (state=${pull.state}, draft=${pull.draft}); skipping.`, { prNumber, author, kind });
    }
    const [files, commits, comments] = await Promise.all([github.pullFiles(prNumber), github.pullCommits(prNumber), github.issueComments(prNumber)]);
    const { paths: _paths, ...ownership } = checkCodeowners(request.codeowners, files, author);
    const checks = [
        ownership,
        await checkGreenSweep(commits, (sha) => github.checkRuns(sha)),
        checkReuseCommand(comments, request.reuse),
        checkChecklist(request.checklistTemplate, body)
    ];
    const failures = checks.filter((c) => c.verdict === 'fail');
    return { proceed: failures.length === 0, prNumber, headSha: pull.headSha, author, kind, skip: '', checks, failures };
}

;// CONCATENATED MODULE: ./packages/gating/src/signoff/index.ts






;// CONCATENATED MODULE: ./packages/gating/src/index.ts







/***/ }),

/***/ 6994:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b: () => (/* reexport */ lintConfigs)
});

// UNUSED EXPORTS: findingsJson

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./packages/common/src/index.ts + 9 modules
var src = __webpack_require__(6907);
// EXTERNAL MODULE: ./packages/config/src/index.ts + 13 modules
var config_src = __webpack_require__(1213);
// EXTERNAL MODULE: ./packages/matrix/src/changelog/yaml-values.ts
var yaml_values = __webpack_require__(1006);
;// CONCATENATED MODULE: ./packages/gating/src/lint/recipe-refs.ts

const SETTING = /^CONFIG_FILE=(.+?\.ya?ml)(?::.*)?$|^CONFIG_FILE=(.+)$/;
function collectRefs(value, path, into) {
    if (typeof value === 'string') {
        const match = SETTING.exec(value);
        if (match)
            into.push({ path: (match[1] ?? match[2]), yamlPath: path });
    }
    else if (Array.isArray(value)) {
        value.forEach((item, i) => collectRefs(item, [...path, i], into));
    }
    else if ((0,yaml_values/* isYamlMapping */.G)(value)) {
        for (const [key, item] of Object.entries(value))
            collectRefs(item, [...path, key], into);
    }
}
/** Every search-space entry of a config (all scenario types and sequence lengths), in file order. */
function searchSpaceEntries(config) {
    const entries = [];
    const scenarios = (0,yaml_values/* isYamlMapping */.G)(config) ? config.scenarios : undefined;
    if (!scenarios || !(0,yaml_values/* isYamlMapping */.G)(scenarios))
        return entries;
    for (const [scenario, groups] of Object.entries(scenarios)) {
        if (!Array.isArray(groups))
            continue;
        groups.forEach((group, g) => {
            const space = (0,yaml_values/* isYamlMapping */.G)(group) ? group['search-space'] : undefined;
            if (!Array.isArray(space))
                return;
            space.forEach((entry, e) => {
                const yamlPath = ['scenarios', scenario, g, 'search-space', e];
                const recipes = [];
                collectRefs(entry, yamlPath, recipes);
                const spec = (0,yaml_values/* isYamlMapping */.G)(entry) ? entry['spec-decoding'] : undefined;
                entries.push({ yamlPath, specDecoding: typeof spec === 'string' ? spec : 'none', recipes });
            });
        });
    }
    return entries;
}

;// CONCATENATED MODULE: ./packages/gating/src/lint/speculative.ts

// How the engines' recipes switch speculative decoding on: SGLang `speculative-algorithm` (or the
// short `speculative-algo`), TRT-LLM `speculative_config`, vLLM `speculative-config`.
const SPECULATIVE_KEY = /^speculative[-_](algorithm|algo|config)$/;
const OFF = new Set(['', 'none', 'null', 'false', 'off']);
const enabled = (value) => value !== null && value !== false && !(typeof value === 'string' && OFF.has(value.trim().toLowerCase())) && !((0,yaml_values/* isYamlMapping */.G)(value) && Object.keys(value).length === 0);
/** The first setting of a recipe that turns speculative decoding on (`key: value`), if any. */
function speculativeSetting(recipe) {
    if (Array.isArray(recipe)) {
        for (const item of recipe) {
            const found = speculativeSetting(item);
            if (found)
                return found;
        }
    }
    else if ((0,yaml_values/* isYamlMapping */.G)(recipe)) {
        for (const [key, value] of Object.entries(recipe)) {
            if (SPECULATIVE_KEY.test(key) && enabled(value))
                return `${key}: ${typeof value === 'object' && value !== null ? '{…}' : String(value)}`;
            const found = speculativeSetting(value);
            if (found)
                return found;
        }
    }
    return undefined;
}

;// CONCATENATED MODULE: ./packages/gating/src/lint/lint-configs.ts





/** Reads recipes once each: the first candidate path that exists, parsed; undefined when none exists. */
function recipeReader(request, context) {
    const cache = new Map();
    const candidates = (ref) => {
        const inRecipes = /^recipes\/(.+)$/.exec(ref);
        const relative = inRecipes ? inRecipes[1] : ref;
        return [...(inRecipes ? [] : [ref]), ...request.recipesDirs.map((dir) => `${dir}/${relative}`)];
    };
    return (ref) => {
        if (!cache.has(ref)) {
            const path = candidates(ref).find((c) => context.files.exists((0,external_node_path_.resolve)(context.cwd, c)));
            let recipe;
            if (path) {
                try {
                    recipe = { path, value: (0,src/* parseYaml */.hN)(context.files.readText((0,external_node_path_.resolve)(context.cwd, path)), path).value };
                }
                catch (error) {
                    recipe = { problem: `recipe ${path} cannot be read: ${error.message}` };
                }
            }
            cache.set(ref, recipe);
        }
        return cache.get(ref);
    };
}
/**
 * Cross-checks master configs against what they reference (issue 8, config-lint): recipes that
 * switch speculative decoding on or off against the entry's `spec-decoding`, recipes that cannot
 * be found, and runner labels the runners file does not define.
 */
function lintConfigs(request, context) {
    const configs = (0,config_src/* loadMasterConfigs */.w8)(context.files, request.configFiles, { cwd: context.cwd });
    const runners = (0,config_src/* loadRunners */.OU)(context.files, request.runnerConfig, { cwd: context.cwd });
    const findings = [];
    const counts = { configs: configs.length, entries: 0, recipeRefs: 0, recipesFound: 0, errors: 0, warnings: 0 };
    const readRecipe = recipeReader(request, context);
    for (const master of configs) {
        const add = (level, rule, message, location) => {
            findings.push({ level, rule, error: new src/* SweepkitError */.R0(message, { location, code: rule, field: master.key }) });
        };
        const runner = master.config.runner;
        if (typeof runner === 'string' && !runners.labels.has(runner)) {
            add('error', 'unknown-runner', `runner '${runner}' of '${master.key}' is not a label in ${request.runnerConfig}`, master.source.locate([master.key, 'runner']));
        }
        for (const entry of searchSpaceEntries(master.config)) {
            counts.entries++;
            for (const ref of entry.recipes) {
                counts.recipeRefs++;
                checkRecipe(master, entry, ref, readRecipe(ref.path), (level, rule, message) => add(level, rule, message, master.source.locate([master.key, ...ref.yamlPath])), () => counts.recipesFound++);
            }
        }
    }
    counts.errors = findings.filter((f) => f.level === 'error').length;
    counts.warnings = findings.length - counts.errors;
    return { findings, counts };
}
function checkRecipe(master, entry, ref, recipe, report, found) {
    const says = `'${master.key}' says spec-decoding: ${entry.specDecoding}`;
    if (entry.specDecoding === 'none' && (0,external_node_path_.basename)(ref.path).includes('-mtp-')) {
        report('warning', 'mtp-recipe-name', `recipe ${ref.path} is named like an MTP recipe but ${says}`);
    }
    if (!recipe)
        return report('warning', 'recipe-missing', `recipe ${ref.path} is in none of the recipe folders (it may come from the srt-slurm checkout)`);
    if (recipe.path === undefined)
        return report('warning', 'recipe-unreadable', recipe.problem);
    found();
    const setting = speculativeSetting(recipe.value);
    if (setting && entry.specDecoding === 'none') {
        report('error', 'spec-decoding-mismatch', `recipe ${ref.path} enables speculative decoding (${setting}) but ${says}`);
    }
    else if (!setting && entry.specDecoding !== 'none') {
        report('error', 'spec-decoding-mismatch', `recipe ${ref.path} does not enable speculative decoding but ${says}`);
    }
}

;// CONCATENATED MODULE: ./packages/gating/src/lint/index.ts




/***/ })

};
