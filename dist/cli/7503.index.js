export const id = 7503;
export const ids = [7503];
export const modules = {

/***/ 7503:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ success_rate)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/common/src/yaml-load.ts + 1 modules
var yaml_load = __webpack_require__(2891);
// EXTERNAL MODULE: ./packages/results/src/options.ts
var options = __webpack_require__(1280);
// EXTERNAL MODULE: ./packages/common/src/python/values.ts
var values = __webpack_require__(2282);
// EXTERNAL MODULE: ./packages/common/src/python/json-parse.ts
var json_parse = __webpack_require__(7324);
// EXTERNAL MODULE: ./packages/common/src/yaml-tree.ts
var yaml_tree = __webpack_require__(6465);
// EXTERNAL MODULE: ./packages/common/src/python/json.ts
var json = __webpack_require__(4194);
// EXTERNAL MODULE: ./packages/common/src/python/format.ts
var format = __webpack_require__(5075);
;// CONCATENATED MODULE: ./packages/results/src/success-rate.ts

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const byCodeUnits = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
const CLUSTER = 'cluster:';
/**
 * The hardware buckets of a runners file, as `utils/calc_success_rate.py` picks them: the
 * `cluster:` keys of `labels:` (of the whole document when it has no `labels:`), else every key of
 * `hardware:`; each without its `cluster:` prefix, sorted, duplicates collapsed. Broad SKU labels
 * (`b300`, `h200`) are not buckets when cluster labels exist.
 */
function hardwareBuckets(runners) {
    const doc = runners.value;
    if (!(0,yaml_tree/* isYamlMapping */.Gy)(doc)) {
        throw new errors/* SweepkitError */.R0('runners file must be a mapping', { location: runners.locate([]), code: 'runners' });
    }
    const keysOf = (key) => {
        const node = key === undefined ? doc : doc[key];
        if (node === undefined || node === null)
            return [];
        if (!(0,yaml_tree/* isYamlMapping */.Gy)(node))
            throw new errors/* SweepkitError */.R0(`${key}: must be a mapping`, { location: runners.locate([key]), code: 'runners' });
        return Object.keys(node);
    };
    const labels = keysOf(doc.labels === undefined ? undefined : 'labels');
    const cluster = labels.filter((k) => k.startsWith(CLUSTER));
    const names = (cluster.length ? cluster : keysOf('hardware')).map((k) => (k.startsWith(CLUSTER) ? k.slice(CLUSTER.length) : k));
    return [...new Set(names)].sort(byCodeUnits);
}
/**
 * A matcher of a bucket inside a lower-cased job display name: the name must not touch another
 * letter or digit on either side, so `gb300-nv_01` and `gb300-nv-multinode` match `gb300-nv`,
 * `gb300-nvx` does not. The bucket itself is not lower-cased (an upper-case bucket never
 * matches). The reference also tries `cluster:<bucket>`, which can only match where this does.
 */
const bucketMatcher = (bucket) => new RegExp(`(?<![a-z0-9])${escapeRegExp(bucket)}(?![a-z0-9])`);
/**
 * Success per bucket, counted like the reference: each job goes to the first bucket (sorted
 * order) whose matcher finds it, at most one; skipped jobs are left out; every other job counts,
 * unfinished ones included, and succeeds when its conclusion is `success`. Every attempt of a
 * re-run job is a job of its own (the caller lists them with `filter=all`). Every bucket is in the
 * result, in the buckets' order, also with no jobs.
 */
function successRate(jobs, buckets) {
    const stats = buckets.map((hardware) => ({ hardware, matcher: bucketMatcher(hardware), nSuccess: 0, total: 0 }));
    for (const job of jobs) {
        if (job.conclusion === 'skipped')
            continue;
        const name = job.name.toLowerCase();
        const bucket = stats.find((s) => s.matcher.test(name));
        if (!bucket)
            continue;
        bucket.total++;
        if (job.conclusion === 'success')
            bucket.nSuccess++;
    }
    return stats.map(({ hardware, nSuccess, total }) => ({ hardware, nSuccess, total }));
}
/** `run_stats.json`: bucket → `{n_success, total}`, indent 2 like the reference's json.dump. */
function runStatsJson(stats) {
    return (0,json/* pyJsonDumps */.dv)(new Map(stats.map((s) => [
        s.hardware,
        new Map([
            ['n_success', s.nSuccess],
            ['total', s.total]
        ])
    ])), { indent: 2 });
}
/** The success rate in percent with two decimals (Python's `.2f`), or undefined without jobs. */
const rate = (s) => (s.total > 0 ? (0,format/* pyFixed */.mS)((s.nSuccess / s.total) * 100, 2) : undefined);
/** Python's `f"{text:<width}"`: pads by code points. */
const left = (text, width) => text + ' '.repeat(Math.max(0, width - [...text].length));
/** The reference's fixed-width table of the buckets that had jobs. */
function successRateTable(stats) {
    const rule = (c) => c.repeat(60);
    const lines = [
        rule('='),
        'Hardware Success Rates',
        rule('='),
        `${left('Hardware', 20)} ${left('Success', 10)} ${left('Total', 10)} ${left('Rate', 10)}`,
        rule('-')
    ];
    for (const s of stats) {
        const r = rate(s);
        if (r !== undefined)
            lines.push(`${left(s.hardware, 20)} ${left(String(s.nSuccess), 10)} ${left(String(s.total), 10)} ${left(r, 10)}%`);
    }
    lines.push(rule('='));
    return `${lines.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./packages/results/src/success-rate-run.ts


/** The token was refused (`GET /user` answered `status`). */
class AuthFailure extends Error {
    status;
    body;
    constructor(status, body) {
        super(`HTTP ${status}`);
        this.status = status;
        this.body = body;
    }
}
/** `Authentication failed: 401 {'message': 'Bad credentials'}`: Python's str of the parsed body, like the reference prints it. */
function authMessage(failure) {
    let body = failure.body;
    try {
        body = (0,values/* pyStr */.rD)((0,json_parse/* parsePyJson */.j5)(failure.body));
    }
    catch {
        // not JSON: the text as it came
    }
    return `Authentication failed: ${failure.status} ${body.replace(/\s+/g, ' ').trim()}`;
}
/**
 * Checks the token, lists the run's jobs, counts them per bucket and writes the stats file
 * atomically: the counts, or `null` when the token is refused (the reference's contract).
 */
async function writeRunStats(fs, api, request) {
    let login;
    try {
        login = await api.login();
    }
    catch (e) {
        if (!(e instanceof AuthFailure))
            throw e;
        fs.writeAtomic(request.output, 'null');
        return { kind: 'auth-failed', message: authMessage(e) };
    }
    const repository = await api.repository();
    const run = await api.run(request.runId);
    const stats = successRate(await api.jobs(request.runId), request.buckets);
    fs.writeAtomic(request.output, runStatsJson(stats));
    return { kind: 'counted', login, repository, run, stats };
}
/** What the reference prints on stdout: who, which repository and run, then the table. */
function runStatsReport(outcome) {
    if (outcome.kind === 'auth-failed')
        return `${outcome.message}\nNo data to display\n`;
    return (`Authenticated as user: ${outcome.login}\nFound repo: ${outcome.repository}\nFound run: ${outcome.run.id} - ${outcome.run.name}\n\n` +
        successRateTable(outcome.stats));
}
/** The token the count needs; the reference asserts it before any request. */
function requireToken(token, name) {
    if (!token)
        throw new errors/* SweepkitError */.R0(`${name} is not set`, { code: 'github-token' });
    return token;
}

// EXTERNAL MODULE: ./packages/results/src/adapters/node-results-fs.ts
var node_results_fs = __webpack_require__(1238);
// EXTERNAL MODULE: ./packages/common/src/adapters/github-rest.ts
var github_rest = __webpack_require__(5700);
;// CONCATENATED MODULE: ./packages/results/src/adapters/github-jobs.ts


/**
 * The run's jobs over the shared REST client (retries, deadline, rate-limit waits). Jobs are listed
 * with `filter=all` (every attempt, so a failed first attempt and its re-run both count), every page.
 */
function githubRunJobs(options) {
    const client = (0,github_rest/* createRestClient */.mg)({ token: options.token, baseUrl: options.apiUrl || (0,github_rest/* githubApiUrl */.BN)({}), repo: options.repository });
    const runPath = (runId) => `/actions/runs/${encodeURIComponent(runId)}`;
    return {
        async login() {
            try {
                return String((await client.getApi('/user'))?.login ?? '');
            }
            catch (error) {
                // An error status (after the client's retries) means the token was refused, like the
                // reference reads it; a garbled success or no answer at all is an error of its own.
                if (error instanceof github_rest/* GitHubApiError */.OS && error.status !== undefined && error.status >= 400)
                    throw new AuthFailure(error.status, error.body);
                throw error;
            }
        },
        async repository() {
            return String((await client.getApi(`/repos/${options.repository}`))?.full_name ?? options.repository);
        },
        async run(runId) {
            const body = (await client.get(runPath(runId)));
            return { id: String(body?.id ?? runId), name: String(body?.name ?? '') };
        },
        async jobs(runId) {
            const jobs = [];
            for await (const item of client.pages(`${runPath(runId)}/jobs`, { filter: 'all' }, 'jobs')) {
                const job = (item ?? {});
                jobs.push({ name: String(job.name ?? ''), status: String(job.status ?? ''), conclusion: typeof job.conclusion === 'string' ? job.conclusion : null });
            }
            return jobs;
        }
    };
}

// EXTERNAL MODULE: ./cli/src/options.ts
var src_options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/success-rate.ts




/**
 * `sweepkit success-rate [NAME]` (`utils/calc_success_rate.py NAME`): NAME.json (default
 * run_stats.json) from the run's jobs (token: $GITHUB_TOKEN), the reference's report on stdout.
 */
const successRateCommand = async (argv, io) => {
    const { values, positionals } = (0,src_options/* parseCommandArgs */.Q)(options/* SUCCESS_RATE_COMMAND */.BW, argv, io, [
        { name: 'NAME', help: 'the stats file name without .json, like the reference (same as --output NAME.json)', optional: true }
    ]);
    const name = positionals[0];
    if (name !== undefined && argv.some((a) => a === '--output' || a.startsWith('--output=')))
        throw new errors/* UsageError */.eb('NAME and --output both name the stats file: give one');
    const token = requireToken(io.env.GITHUB_TOKEN, 'GITHUB_TOKEN');
    const buckets = hardwareBuckets((0,yaml_load/* loadYamlFile */.Y3)(io.files, (0,external_node_path_.resolve)(io.cwd, values.runners), { displayName: values.runners }));
    const outcome = await writeRunStats((0,node_results_fs/* nodeResultsFs */.O)(io.cwd), githubRunJobs({ apiUrl: values['api-url'], repository: values.repository, token }), {
        runId: values['run-id'],
        buckets,
        output: name === undefined ? values.output : `${name}.json`
    });
    io.stdout(runStatsReport(outcome));
    return 0;
};
/* harmony default export */ const success_rate = (successRateCommand);


/***/ }),

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

/***/ 5075:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mS: () => (/* binding */ pyFixed),
/* harmony export */   qT: () => (/* binding */ pyGeneral),
/* harmony export */   rC: () => (/* binding */ pyPercent),
/* harmony export */   wq: () => (/* binding */ pyRound)
/* harmony export */ });
/**
 * Python's decimal rounding of binary floats: `round(x, n)` and `format(x, '.nf')` round the exact
 * binary value with ties to even, where JavaScript's `toFixed` rounds ties away from zero.
 */
/** x = mantissa × 2^exponent exactly (x finite). */
function decompose(x) {
    const view = new DataView(new ArrayBuffer(8));
    view.setFloat64(0, x);
    const hi = view.getUint32(0);
    const lo = view.getUint32(4);
    const biased = (hi >>> 20) & 0x7ff;
    const fraction = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
    const mantissa = biased === 0 ? fraction : fraction | (1n << 52n);
    return { negative: hi >>> 31 === 1, mantissa, exponent: (biased === 0 ? 1 : biased) - 1075 };
}
/** |x| × 10^digits rounded to an integer, ties to even, from the exact binary value. */
function scaledHalfEven(x, digits) {
    const { mantissa, exponent } = decompose(x);
    const scale = 10n ** BigInt(digits);
    if (exponent >= 0)
        return (mantissa << BigInt(exponent)) * scale;
    const num = mantissa * scale;
    const den = 1n << BigInt(-exponent);
    const q = num / den;
    const twice = (num % den) * 2n;
    return twice > den || (twice === den && q % 2n === 1n) ? q + 1n : q;
}
/** Python `format(x, f'.{digits}f')` (finite x keeps a `-` sign even when it rounds to zero). */
function pyFixed(x, digits) {
    if (Number.isNaN(x))
        return 'nan';
    if (!Number.isFinite(x))
        return x > 0 ? 'inf' : '-inf';
    const text = scaledHalfEven(x, digits)
        .toString()
        .padStart(digits + 1, '0');
    const sign = x < 0 || Object.is(x, -0) ? '-' : '';
    return digits === 0 ? sign + text : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
/** Python `round(x, digits)` for a float: the nearest double to the half-even decimal rounding. */
function pyRound(x, digits) {
    if (!Number.isFinite(x))
        return x;
    if (digits < 0) {
        const rounded = Number(scaledHalfEvenSignificant(x, digits)) * 10 ** -digits;
        return x < 0 ? -rounded : rounded;
    }
    return Number(pyFixed(x, digits));
}
/** Python `format(x, '.{digits}%')`. */
const pyPercent = (x, digits) => `${pyFixed(x * 100, digits)}%`;
/** Python `format(x, 'g')`: 6 significant digits, trailing zeros removed. */
function pyGeneral(x) {
    if (Number.isNaN(x))
        return 'nan';
    if (!Number.isFinite(x))
        return x > 0 ? 'inf' : '-inf';
    if (x === 0)
        return Object.is(x, -0) ? '-0' : '0';
    const precision = 6;
    let exponent = Math.floor(Math.log10(Math.abs(x)));
    // Rounding to 6 significant digits may carry into the next power of ten (999999.5 → 1e+06).
    const digitsAt = (e) => scaledHalfEvenSignificant(x, precision - 1 - e);
    let digits = digitsAt(exponent);
    if (digits.length > precision)
        digits = digitsAt(++exponent);
    else if (digits.length < precision)
        digits = digitsAt(--exponent);
    const sign = x < 0 ? '-' : '';
    const strip = (s) => (s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s);
    if (exponent >= -4 && exponent < precision) {
        const decimals = precision - 1 - exponent;
        const padded = digits.padStart(decimals + 1, '0');
        return sign + strip(decimals > 0 ? `${padded.slice(0, -decimals)}.${padded.slice(-decimals)}` : padded);
    }
    const mantissa = strip(`${digits[0]}.${digits.slice(1)}`);
    return `${sign}${mantissa}e${exponent < 0 ? '-' : '+'}${String(Math.abs(exponent)).padStart(2, '0')}`;
}
/** |x| rounded half-even to `decimals` places (negative: to tens, hundreds…), as its digit string. */
function scaledHalfEvenSignificant(x, decimals) {
    if (decimals >= 0)
        return scaledHalfEven(x, decimals).toString();
    const { mantissa, exponent } = decompose(x);
    const den = 10n ** BigInt(-decimals);
    const num = exponent >= 0 ? mantissa << BigInt(exponent) : mantissa;
    const shift = exponent >= 0 ? 1n : 1n << BigInt(-exponent);
    const d = den * shift;
    const q = num / d;
    const twice = (num % d) * 2n;
    return (twice > d || (twice === d && q % 2n === 1n) ? q + 1n : q).toString();
}


/***/ }),

/***/ 1238:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ nodeResultsFs)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(105);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1825);
/* harmony import */ var _job_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1885);




/**
 * The real file system for the results commands; relative paths are taken from `cwd`. The walk
 * goes through the common file-access layer: regular files and folders only, symlinks followed
 * only while they stay inside the folder walked; what is passed over goes to `onSkip`.
 */
function nodeResultsFs(cwd, onSkip = () => undefined) {
    const at = (path) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, path);
    return {
        ...(0,_job_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeArtifactFs */ .C)(cwd),
        walk(dir) {
            const root = at(dir);
            const out = [];
            const visit = (rel) => {
                for (const e of (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .listInside */ .Vg)(root, rel ? `${root}/${rel}` : root, onSkip)) {
                    const path = rel ? `${rel}/${e.name}` : e.name;
                    out.push({ path, isFile: !e.isDirectory });
                    // Like Python's rglob, a symlinked folder is listed but not entered (no loops).
                    if (e.isDirectory && !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(`${root}/${path}`).isSymbolicLink())
                        visit(path);
                }
            };
            visit('');
            return out;
        },
        createAtomic: (path) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .createFileAtomic */ .Q)(at(path))
    };
}


/***/ }),

/***/ 1280:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BW: () => (/* binding */ SUCCESS_RATE_COMMAND),
/* harmony export */   JH: () => (/* binding */ VALIDATE_REUSABLE_ARTIFACTS_COMMAND),
/* harmony export */   KU: () => (/* binding */ PROCESS_RESULT_COMMAND),
/* harmony export */   yH: () => (/* binding */ COLLECT_RESULTS_COMMAND),
/* harmony export */   zy: () => (/* binding */ COMPARE_RESULTS_COMMAND)
/* harmony export */ });
/** `sweepkit process-result` and the process-result action. */
const PROCESS_RESULT_COMMAND = {
    cli: 'process-result',
    action: 'process-result',
    description: "Turn a benchmark_serving result (${RESULT_FILENAME}.json) into its dashboard row agg_${RESULT_FILENAME}.json with the power verdict and power_validation_${RESULT_FILENAME}.json, reading the benchmark template's environment like utils/process_result.py.",
    options: {
        'multinode-dir': {
            kind: 'string',
            metavar: 'DIR',
            help: "process every ${RESULT_FILENAME}_*.json point file in DIR (the multi-node template's loop; GPU counts from the file names)"
        },
        'working-directory': {
            kind: 'string',
            only: 'action',
            default: '.',
            help: 'the benchmark workspace holding ${RESULT_FILENAME}.json (single point)'
        }
    }
};
/** `sweepkit collect-results RESULTS_DIR EXP_NAME` and the collect-results action. */
const COLLECT_RESULTS_COMMAND = {
    cli: 'collect-results',
    action: 'collect-results',
    description: 'Collect every *.json below RESULTS_DIR (any depth, sorted by relative path) into one JSON array agg_<EXP_NAME>.json, like utils/collect_results.py.',
    options: {
        'results-dir': { kind: 'string', only: 'action', required: true, help: 'the folder holding the downloaded result artifacts' },
        'exp-name': { kind: 'string', only: 'action', required: true, help: 'the collection prefix: the output is agg_<exp-name>.json' },
        'output-dir': { kind: 'string', only: 'action', default: '.', help: 'where agg_<exp-name>.json is written' },
        'artifact-pattern': {
            kind: 'string',
            only: 'action',
            help: "first download this run's artifacts whose names match the glob (e.g. bmk_*), each into results-dir/<name>/"
        },
        'github-token': {
            kind: 'string',
            only: 'action',
            runnerDefault: '${{ github.token }}',
            help: "token that may read this run's artifacts (`actions: read`), for artifact-pattern"
        }
    }
};
/** `sweepkit success-rate` and the success-rate action. */
const SUCCESS_RATE_COMMAND = {
    cli: 'success-rate',
    action: 'success-rate',
    description: 'Count the jobs of a workflow run (every attempt) and their successes per cluster bucket of runners.yaml (each job in its first matching bucket) and write run_stats.json, like utils/calc_success_rate.py.',
    options: {
        'run-id': { kind: 'string', required: true, env: 'GITHUB_RUN_ID', help: 'the workflow run whose jobs are counted (default: $GITHUB_RUN_ID)' },
        repository: {
            kind: 'string',
            required: true,
            env: 'GITHUB_REPOSITORY',
            metavar: 'OWNER/REPO',
            help: 'the repository of the run (default: $GITHUB_REPOSITORY)'
        },
        runners: {
            kind: 'string',
            default: 'configs/runners.yaml',
            metavar: 'FILE',
            help: 'the runners file: its cluster:<name> labels (else its hardware keys) are the buckets'
        },
        output: { kind: 'string', default: 'run_stats.json', metavar: 'FILE', help: 'where the stats are written' },
        'api-url': { kind: 'string', env: 'GITHUB_API_URL', metavar: 'URL', help: 'the GitHub REST API (default: $GITHUB_API_URL, else https://api.github.com)' },
        'github-token': { kind: 'string', only: 'action', runnerDefault: '${{ github.token }}', help: 'token that may read the run (actions: read)' }
    }
};
/** `sweepkit compare-results` and the compare-results action. */
const COMPARE_RESULTS_COMMAND = {
    cli: 'compare-results',
    action: 'compare-results',
    description: "Compare this run's results with main's latest (PostgreSQL via DATABASE_URL, or a results file): a delta table per configuration, a per-hardware roll-up, a chart, and an optional regression gate.",
    options: {
        results: {
            kind: 'string',
            required: 'action',
            metavar: 'PATH',
            help: 'the results to compare: agg_bmk.json or a folder of result JSON files'
        },
        'database-url': {
            kind: 'string',
            env: 'DATABASE_URL',
            metavar: 'URL',
            help: 'the dashboard database (default: $DATABASE_URL): the newest error-free main result of each configuration',
            conflicts: ['baseline-file']
        },
        'baseline-file': {
            kind: 'string',
            metavar: 'PATH',
            help: "the baseline without a database: main's latest collected results (file or folder)",
            conflicts: ['database-url']
        },
        'fail-on-regression': { kind: 'string', metavar: 'PERCENT', help: 'fail when a metric is worse than its baseline by more than this (e.g. 5%)' },
        'noise-band': { kind: 'string', default: '2%', metavar: 'PERCENT', help: 'changes within ± this are shown as unchanged' },
        svg: { kind: 'string', metavar: 'FILE', help: 'also write the throughput-vs-interactivity chart as SVG to FILE (no file without it)' },
        format: {
            kind: 'string',
            only: 'cli',
            choices: ['reference', 'sweepkit'],
            default: 'reference',
            metavar: 'FORMAT',
            help: "the report: the reference's tables, byte for byte (reference), or Sweepkit's roll-up, delta table and chart (sweepkit)"
        },
        summary: { kind: 'string', only: 'cli', metavar: 'FILE', help: 'write the report to FILE instead of printing it' }
    }
};
/** `sweepkit validate-reusable-artifacts --artifacts-dir DIR` and the validate-reusable-artifacts action. */
const VALIDATE_REUSABLE_ARTIFACTS_COMMAND = {
    cli: 'validate-reusable-artifacts',
    action: 'validate-reusable-artifacts',
    description: "Check a reused run's downloaded artifacts before ingesting them (utils/validate_reusable_sweep_artifacts.py): reran evals are collapsed to their latest result in place, then fixed-sequence, agentic and eval rows must be free of duplicates and raw and aggregate artifacts must agree.",
    options: {
        'artifacts-dir': {
            kind: 'string',
            required: true,
            metavar: 'DIR',
            help: "the folder the reused run's artifacts were downloaded into (gh run download -D DIR)"
        }
    }
};


/***/ })

};
