export const id = 5372;
export const ids = [5372];
export const modules = {

/***/ 5700:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BN: () => (/* binding */ githubApiUrl),
/* harmony export */   OS: () => (/* binding */ GitHubApiError),
/* harmony export */   mg: () => (/* binding */ createRestClient)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);

const PER_PAGE = 100;
/** The API's base URL as the runner names it (`GITHUB_API_URL`, set by GitHub Enterprise too), else github.com's. */
const githubApiUrl = (env) => env.GITHUB_API_URL || 'https://api.github.com';
/** A failed API call: the HTTP status, GitHub's own `message` (what Octokit's errors show) and the whole body it answered. */
class GitHubApiError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0 {
    status;
    apiMessage;
    body;
    constructor(message, status, apiMessage, body = '') {
        super(message, { code: 'github-api' });
        this.status = status;
        this.apiMessage = apiMessage;
        this.body = body;
    }
}
/** The `message` of GitHub's JSON error body, else the body itself on one line. */
function apiMessageOf(body) {
    try {
        const message = JSON.parse(body)?.message;
        if (typeof message === 'string')
            return message;
    }
    catch {
        // not JSON: the text itself
    }
    return oneLine(body);
}
class HttpFailure extends Error {
    status;
    body;
    headers;
    host;
    constructor(status, body, headers, 
    /** The host that answered when it is not the API (a download's storage). */
    host) {
        super(`HTTP ${status}`);
        this.status = status;
        this.body = body;
        this.headers = headers;
        this.host = host;
    }
}
/** A download that asking again cannot fix (over its bound, an odd redirect). */
class DownloadRefused extends Error {
}
/** The waiting time GitHub asks for, or undefined when retrying would not help. */
function rateLimitWait(failure, now) {
    if (failure.status !== 403 && failure.status !== 429)
        return undefined;
    const retryAfter = failure.headers.get('retry-after')?.trim();
    if (retryAfter !== undefined && /^\d+$/.test(retryAfter))
        return { ms: Number(retryAfter) * 1000, primary: false };
    // The primary limit: no request succeeds before the hour's quota resets.
    const reset = failure.headers.get('x-ratelimit-reset')?.trim();
    if (failure.headers.get('x-ratelimit-remaining')?.trim() === '0' && reset !== undefined && /^\d+$/.test(reset)) {
        return { ms: Math.max(0, Number(reset) * 1000 - now), primary: true };
    }
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
    const requestTimeoutMs = options.requestTimeoutMs ?? 30_000;
    const now = options.now ?? Date.now;
    const base = options.baseUrl.replace(/\/+$/, '');
    const repoPath = `/repos/${options.repo}`;
    const apiHeaders = {
        Accept: 'application/vnd.github+json',
        Authorization: `Bearer ${options.token}`,
        'X-GitHub-Api-Version': '2022-11-28',
        'User-Agent': 'sweepkit'
    };
    const urlAt = (prefix, path, query = {}) => {
        const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
        return `${base}${prefix}${path}${search ? `?${search}` : ''}`;
    };
    const urlOf = (path, query = {}) => urlAt(repoPath, path, query);
    async function* pagesAt(prefix, path, query, itemKey) {
        let url = urlAt(prefix, path, { ...query, per_page: PER_PAGE });
        for (let page = 1; url !== undefined; page++) {
            const { data, headers } = await request(path, url);
            const items = itemKey === undefined ? data : data?.[itemKey];
            if (!Array.isArray(items))
                return;
            yield* items;
            const link = headers.get('link');
            // Follow GitHub's Link header; a server without one is read until a short page.
            url = link !== null ? nextLink(link) : items.length < PER_PAGE ? undefined : urlAt(prefix, path, { ...query, per_page: PER_PAGE, page: page + 1 });
        }
    }
    /**
     * Runs one attempt under the per-attempt deadline: a request left unanswered (a stalled proxy,
     * a dropped connection) becomes a network failure that is retried, never a hung step.
     */
    async function withDeadline(attempt) {
        // Not AbortSignal.timeout: a download's body, read once the answer came, must not be cut later.
        const deadline = new AbortController();
        const timer = setTimeout(() => deadline.abort(), requestTimeoutMs);
        try {
            return await attempt(deadline.signal);
        }
        catch (error) {
            if (deadline.signal.aborted)
                throw new Error(`no answer within ${requestTimeoutMs / 1000} s`);
            throw error;
        }
        finally {
            clearTimeout(timer);
        }
    }
    async function once(url, method, body, signal) {
        const response = await doFetch(url, {
            method,
            headers: { ...apiHeaders, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
            body: body === undefined ? undefined : JSON.stringify(body),
            signal
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
    async function request(path, url, method = 'GET', body, retry = method === 'GET') {
        return withRetries(path, retry, () => withDeadline((signal) => once(url, method, body, signal)));
    }
    /** The response's body, refused past `maxBytes` (announced or as it arrives). */
    async function boundedBytes(response, maxBytes) {
        const tooLarge = () => new DownloadRefused(`the download is larger than ${maxBytes} bytes`);
        if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
            await response.body?.cancel();
            throw tooLarge();
        }
        const chunks = [];
        let length = 0;
        for await (const chunk of response.body ?? []) {
            length += chunk.length;
            // Leaving the loop cancels the stream.
            if (length > maxBytes)
                throw tooLarge();
            chunks.push(chunk);
        }
        return Buffer.concat(chunks, length);
    }
    async function downloadOnce(url, maxBytes) {
        // The deadlines cover the answers' arrival only: an archive's bytes may take longer.
        const response = await withDeadline((signal) => doFetch(url, { headers: apiHeaders, redirect: 'manual', signal }));
        const location = response.headers.get('location');
        if (response.status < 300 || response.status >= 400 || location === null) {
            if (!response.ok)
                throw new HttpFailure(response.status, await response.text(), response.headers);
            return boundedBytes(response, maxBytes);
        }
        await response.body?.cancel();
        const target = new URL(location, url);
        // Never a downgrade: the signed URL of an https API stays on https.
        const allowed = new URL(url).protocol === 'https:' ? ['https:'] : ['https:', 'http:'];
        if (!allowed.includes(target.protocol))
            throw new DownloadRefused(`redirected to a ${target.protocol} URL`);
        // The signed URL is itself the credential: the token stays with the API (and neither is logged).
        const sameOrigin = target.origin === new URL(url).origin;
        const stored = await withDeadline((signal) => doFetch(target, { headers: sameOrigin ? apiHeaders : { 'User-Agent': 'sweepkit' }, redirect: 'error', signal }));
        if (!stored.ok)
            throw new HttpFailure(stored.status, await stored.text(), stored.headers, target.host);
        return boundedBytes(stored, maxBytes);
    }
    async function withRetries(path, retry, attemptOnce) {
        for (let attempt = 0;; attempt++) {
            try {
                return await attemptOnce();
            }
            catch (error) {
                const last = attempt >= retries || !retry;
                if (error instanceof DownloadRefused)
                    throw new GitHubApiError(`GitHub API ${path} failed: ${error.message}`, undefined, error.message);
                if (error instanceof HttpFailure) {
                    const wait = rateLimitWait(error, now());
                    const retryable = wait !== undefined ? wait.ms <= maxWaitMs : error.status >= 500;
                    if (last || !retryable) {
                        // A storage host's status is not the API's: it is named, and not given as `status`.
                        const answered = `${error.host ? `${error.host} answered ` : ''}HTTP ${error.status}`;
                        // The reference's words first (`failed: HTTP 403: {body}`), then why asking again is no use.
                        const why = wait?.primary && !retryable
                            ? ` (rate limit exceeded; it resets in ${Math.ceil(wait.ms / 1000)} s, more than the ${maxWaitMs / 1000} s this step waits)`
                            : '';
                        throw new GitHubApiError(`GitHub API ${path} failed: ${answered}: ${oneLine(error.body)}${why}`, error.host ? undefined : error.status, apiMessageOf(error.body), error.body);
                    }
                    await sleep(wait?.ms ?? baseDelayMs * 2 ** attempt);
                }
                else {
                    const message = error.message;
                    // No status to go by: the count says how long the step kept trying (e.g. 3 × the deadline).
                    const tries = attempt > 0 ? ` (${attempt + 1} attempts)` : '';
                    if (last)
                        throw new GitHubApiError(`GitHub API ${path} failed: ${message}${tries}`, undefined, message);
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
        async getApi(path) {
            return (await request(path, `${base}${path}`)).data;
        },
        async post(path, body, options) {
            return (await request(path, urlOf(path), 'POST', body, options?.retry ?? false)).data;
        },
        async patch(path, body) {
            return (await request(path, urlOf(path), 'PATCH', body)).data;
        },
        async put(path, body) {
            return (await request(path, urlOf(path), 'PUT', body)).data;
        },
        async delete(path) {
            await request(path, urlOf(path), 'DELETE');
        },
        download(path, { maxBytes }) {
            return withRetries(path, true, () => downloadOnce(urlOf(path), maxBytes));
        },
        pages: (path, query = {}, itemKey) => pagesAt(repoPath, path, query, itemKey),
        apiPages: (path, query = {}, itemKey) => pagesAt('', path, query, itemKey)
    };
}


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
    return (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .createRestClient */ .mg)({ token: (0,_reuse_options_js__WEBPACK_IMPORTED_MODULE_1__/* .githubToken */ .bU)(env, givenToken), baseUrl: (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .githubApiUrl */ .BN)(env), repo });
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
