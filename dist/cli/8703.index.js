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

/***/ 6713:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gl: () => (/* binding */ appliesTo),
/* harmony export */   Sb: () => (/* binding */ pickOptions),
/* harmony export */   eR: () => (/* binding */ OptionError),
/* harmony export */   o5: () => (/* binding */ completeOptions)
/* harmony export */ });
/* unused harmony exports CLI_DIALECT, ACTION_DIALECT, parseOptionText, optionsFor, actionDefault */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);

const CLI_DIALECT = {
    name: (option) => `--${option}`,
    conflict: (option, other) => `argument --${option}: not allowed with argument --${other}`,
    required: (options) => `the following arguments are required: ${options.map((o) => `--${o}`).join(', ')}`
};
const ACTION_DIALECT = {
    name: (option) => `input '${option}'`,
    // Inputs have no order, so the message names them alphabetically.
    conflict: (option, other) => `inputs '${[option, other].sort().join("' and '")}' exclude each other`,
    required: (options) => (options.length === 1 ? `input '${options[0]}' is required` : `inputs ${options.map((o) => `'${o}'`).join(', ')} are required`)
};
const PLACEHOLDER = /\{([a-z0-9-]+)\}/g;
/**
 * A mistake in the options, written once with `{option}` placeholders and shown in the caller's
 * words: `{step-size} must be greater than 1` reads `--step-size must be greater than 1` on the
 * command line and `input 'step-size' must be greater than 1` in a workflow. The message is the
 * CLI's until an edge re-renders it with `inDialect`.
 */
class OptionError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb {
    template;
    render;
    constructor(template, render = (dialect) => template.replace(PLACEHOLDER, (_, name) => dialect.name(name))) {
        super(render(CLI_DIALECT));
        this.template = template;
        this.render = render;
        this.name = 'OptionError';
    }
    inDialect(dialect) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(this.render(dialect));
    }
    /** Two options given together that exclude each other (argparse names the later one first). */
    static conflict(option, other) {
        return new OptionError(`{${option}} conflicts with {${other}}`, (d) => d.conflict(option, other));
    }
}
const requiredError = (options) => new OptionError(`${options.join(', ')} required`, (d) => d.required(options));
const isInteger = (text) => /^\s*[-+]?\d+\s*$/.test(text);
/**
 * Converts an option's text as a workflow gives it (every input is a string) into its kind.
 * Lists are separated by whitespace or newlines.
 */
function parseOptionText(name, def, text) {
    const bad = (what, word) => {
        throw new OptionError(`{${name}} must be ${what}, got '${word}'`);
    };
    const word = (w) => {
        if (def.kind === 'int' || def.kind === 'int-list')
            return isInteger(w) ? Number(w) : bad('an integer', w);
        if (def.kind === 'float') {
            const value = Number(w);
            return w.trim() !== '' && Number.isFinite(value) ? value : bad('a number', w);
        }
        return w;
    };
    switch (def.kind) {
        case 'flag':
            if (['true', 'True', 'TRUE'].includes(text.trim()))
                return true;
            if (['false', 'False', 'FALSE'].includes(text.trim()))
                return false;
            return bad('true or false', text);
        case 'list':
        case 'int-list':
            return text.split(/\s+/).filter(Boolean).map(word);
        default:
            return word(def.kind === 'string' ? text : text.trim());
    }
}
const isSet = (value) => value !== undefined && value !== false && !(Array.isArray(value) && value.length === 0);
/**
 * Fills what was not given (env, then default) and applies the table's rules — required,
 * conflicts, choices, bounds — the same way for both edges. `given` holds the values the caller
 * set, already converted to their kinds; options of the other edge are ignored.
 */
function completeOptions(table, given, edge, env = {}) {
    for (const [name, def] of Object.entries(table)) {
        for (const other of def.conflicts ?? [])
            if (isSet(given[name]) && isSet(given[other]))
                throw OptionError.conflict(name, other);
    }
    const values = {};
    const missing = [];
    const entries = Object.entries(table);
    // Selectors (options that `when` refers to) first, so every condition sees its final value.
    const selectors = new Set(entries.flatMap(([, def]) => Object.keys(def.when ?? {})));
    for (const [name, def] of [...entries.filter(([n]) => selectors.has(n)), ...entries.filter(([n]) => !selectors.has(n))]) {
        if (def.only && def.only !== edge) {
            // An option of the other edge still selects: its default is what this edge means.
            if (selectors.has(name))
                values[name] = given[name] ?? def.default;
            continue;
        }
        let value = given[name];
        const inactive = Object.entries(def.when ?? {}).find(([selector, allowed]) => !allowed.includes(String(values[selector])));
        if (inactive) {
            if (isSet(value) && value !== def.default)
                throw new OptionError(`{${name}} only applies to ${inactive[0]} ${inactive[1].join(' or ')}`);
            values[name] = undefined;
            continue;
        }
        if (!isSet(value) && def.env && env[def.env])
            value = parseOptionText(name, def, env[def.env]);
        // A list's default is written as the workflow would write it (action.yml carries the same text).
        if (value === undefined)
            value = typeof def.default === 'string' && def.kind !== 'string' ? parseOptionText(name, def, def.default) : def.default;
        const required = def.required === true || def.required === edge || (def.requiredUnless !== undefined && !isSet(given[def.requiredUnless]));
        if (required && !isSet(value)) {
            // A sub-command's own required option says which sub-command needs it.
            const [selector, allowed] = Object.entries(def.when ?? {}).at(-1) ?? [];
            if (selector)
                throw new OptionError(`{${name}} is required with ${selector} ${allowed.join(' or ')}`);
            if (def.env)
                throw new OptionError(`{${name}} is empty and ${def.env} is not set`, (d) => d === CLI_DIALECT ? `${d.required([name])} (or ${def.env})` : `${d.name(name)} is empty and ${def.env} is not set`);
            missing.push(name);
        }
        for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
            if (def.choices && typeof item !== 'boolean' && !def.choices.includes(String(item))) {
                throw new OptionError(`{${name}}: invalid choice '${item}' (choose from ${def.choices.join(', ')})`);
            }
            if (typeof item === 'number' && def.min !== undefined && item < def.min) {
                throw new OptionError(`{${name}} must ${def.min === 0 ? 'not be negative' : `be at least ${def.min}`}, got ${item}`);
            }
            if (typeof item === 'number' && def.above !== undefined && item <= def.above)
                throw new OptionError(`{${name}} must be above ${def.above}, got ${item}`);
        }
        values[name] = value;
    }
    if (missing.length)
        throw requiredError(missing);
    // Back in table order, so the values read like the table.
    return Object.fromEntries(entries.filter(([, def]) => !def.only || def.only === edge).map(([name]) => [name, values[name]]));
}
/** Whether an option applies on `edge` once the selectors have these values (a sub-command's own options). */
function appliesTo(def, edge, selectors) {
    if (def.only && def.only !== edge)
        return false;
    return Object.entries(def.when ?? {}).every(([selector, allowed]) => selectors[selector] === undefined || allowed.includes(selectors[selector]));
}
/** Some of a command's options, for an entrypoint that reads only those (e.g. a post step); it names no command itself. */
function pickOptions(command, names) {
    return { description: command.description, options: Object.fromEntries(names.map((name) => [name, command.options[name]])) };
}
/** The table's options as one edge sees them. */
function optionsFor(table, edge) {
    return Object.entries(table).filter(([, def]) => !def.only || def.only === edge);
}
/** action.yml's `default:` for an option: what the runner passes when the workflow leaves it out. */
function actionDefault(def) {
    return def.runnerDefault ?? (def.default === undefined ? '' : String(def.default));
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
    const agentic = hasAgenticRows(facts.searchSpace);
    const dispatches = [];
    const collected = resultOf(needs, 'collect-results') !== 'skipped' || resultOf(needs, 'collect-evals') !== 'skipped' || facts.reuseEnabled;
    if (!agentic && collected) {
        dispatches.push({ event_type: 'ingest-results', client_payload: { 'source-run-id': source, 'merge-run-id': facts.runId } });
    }
    const families = ['sweep-agentic', 'sweep-multi-node-agentic'].map((job) => resultOf(needs, job));
    const agenticSwept = families.includes('success') && families.every((r) => r === 'success' || r === 'skipped');
    if (resultOf(needs, 'upload-changelog-metadata') === 'success' && ((facts.reuseEnabled && agentic) || agenticSwept)) {
        dispatches.push(agenticDispatch(source, facts.runId));
    }
    return dispatches;
}
function agenticDispatch(sourceRunId, mergeRunId) {
    return {
        event_type: 'ingest-agentic-results',
        client_payload: { 'source-run-id': sourceRunId, 'merge-run-id': mergeRunId, 'database-target': 'production' }
    };
}
/** recover-reused-ingest.yml: the agentic ingest again for two run ids, which must be decimal. */
function redispatch(sourceRunId, mergeRunId) {
    for (const [name, value] of [
        ['source-run-id', sourceRunId],
        ['merge-run-id', mergeRunId]
    ]) {
        if (!/^\d+$/.test(value))
            throw new options/* OptionError */.eR(`{${name}} must be a decimal run id, got '${value}'`);
    }
    return agenticDispatch(sourceRunId, mergeRunId);
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
        dispatches = [redispatch(values['source-run-id'], values['merge-run-id'])];
    }
    else {
        const needs = parseJsonOption(values, 'needs');
        dispatches = decideIngest({
            eventName: values['event-name'],
            ref: values.ref,
            needs: (needs ?? {}),
            reuseEnabled: values['reuse-enabled'] === 'true',
            reuseSourceRunId: values['reuse-source-run-id'],
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
    if (!token)
        throw new options/* OptionError */.eR('{dispatch-token} (or INFX_FRONTEND_PAT) is required to send the dispatch');
    return (0,github_rest/* createRestClient */.mg)({ token, baseUrl: (0,github_rest/* githubApiUrl */.BN)(env), repo });
}


/***/ })

};
