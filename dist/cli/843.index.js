export const id = 843;
export const ids = [843];
export const modules = {

/***/ 5843:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   fileCommandLines: () => (/* binding */ fileCommandLines)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4078);
/* harmony import */ var _packages_gating_src_adapters_github_rest_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1827);
/* harmony import */ var _packages_gating_src_adapters_reuse_github_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5151);
/* harmony import */ var _packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5394);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6132);








/** `key=value` lines, or a heredoc block when a value has a line break (the runner's file-command format). */
function fileCommandLines(outputs) {
    return Object.entries(outputs)
        .map(([key, value]) => {
        if (!/[\r\n]/.test(value))
            return `${key}=${value}\n`;
        const delimiter = `ghadelimiter_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.randomUUID)()}`;
        return `${key}<<${delimiter}\n${value}\n${delimiter}\n`;
    })
        .join('');
}
/**
 * Drop-in for `utils/find_reusable_sweep_run.py`: outputs appended to $GITHUB_OUTPUT (one write,
 * after everything is known) and printed as JSON; any failure is `error: {message}`, exit 1, and
 * adds nothing to the output file.
 */
const findReusableSweepRunCommand = async (argv, io) => {
    const { values } = (0,_options_js__WEBPACK_IMPORTED_MODULE_6__/* .parseCommandArgs */ .Q)(_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .REUSE_FINDER_COMMAND */ .aJ, argv, io);
    try {
        const token = (0,_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .githubToken */ .bU)(io.env);
        const client = (0,_packages_gating_src_adapters_github_rest_js__WEBPACK_IMPORTED_MODULE_4__/* .createRestClient */ .m)({ token, baseUrl: io.env.GITHUB_API_URL || 'https://api.github.com', repo: values.repo });
        const { outputs, extras } = await (0,_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .findReusableSweepRun */ .Wv)((0,_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .reuseRequest */ .Eb)(values), (0,_packages_gating_src_adapters_reuse_github_js__WEBPACK_IMPORTED_MODULE_7__/* .restReuseGitHub */ .q)(client));
        const all = values['extra-outputs'] ? { ...outputs, ...extras } : { ...outputs };
        if (values['github-output'])
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, values['github-output']), fileCommandLines(all));
        io.stdout(`${(0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .pyJsonDumps */ .dv)(all, { indent: 2 })}\n`);
        return 0;
    }
    catch (error) {
        if (!(error instanceof _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .SweepkitError */ .R0))
            throw error;
        io.stderr(`error: ${error.message}\n`);
        return 1;
    }
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (findReusableSweepRunCommand);


/***/ }),

/***/ 1827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ createRestClient)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4078);

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


/***/ })

};
