export const id = 9819;
export const ids = [9819];
export const modules = {

/***/ 6132:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ parseCommandArgs)
/* harmony export */ });
/* unused harmony export parserSpec */
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6713);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9696);
/* harmony import */ var _argparse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3211);


/** The values the table's selectors have on the command line: the sub-command word, else their defaults. */
function cliSelectors(command, subcommand) {
    const selectors = {};
    for (const def of Object.values(command.options)) {
        for (const name of Object.keys(def.when ?? {})) {
            const value = name === command.subcommand?.option ? subcommand : command.options[name]?.default;
            if (value !== undefined)
                selectors[name] = String(value);
        }
    }
    return selectors;
}
/** The argparse spec of a command's option table (the CLI's flags are the table's names), for one sub-command if it has them. */
function parserSpec(command, positionals, subcommand) {
    const selectors = cliSelectors(command, subcommand);
    const options = Object.entries(command.options)
        .filter(([name, def]) => name !== command.subcommand?.option && (0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .appliesTo */ .Gl)(def, 'cli', selectors))
        .map(([name, def]) => ({
        name: `--${name}`,
        kind: def.kind,
        // An option that falls back to an env variable is checked after the fallback, not by argparse.
        required: (def.required === true || def.required === 'cli') && !def.env,
        choices: def.choices,
        help: def.default === undefined || def.kind === 'flag' || def.required ? def.help : `${def.help} (default: ${def.default})`,
        metavar: def.metavar,
        short: def.short,
        extend: def.extend,
        conflicts: def.conflicts?.map((c) => `--${c}`)
    }));
    const prog = `sweepkit ${command.cli}${subcommand ? ` ${subcommand}` : ''}`;
    const description = subcommand ? command.subcommand?.descriptions[subcommand] : command.description;
    return { prog, description, options, positionals };
}
/** The first word of a command with sub-commands, checked with argparse's messages. */
function takeSubcommand(command, argv) {
    if (!command.subcommand)
        return undefined;
    const prog = `sweepkit ${command.cli}`;
    const names = Object.keys(command.subcommand.descriptions);
    const [word] = argv;
    if (word === '-h' || word === '--help') {
        throw new _argparse_js__WEBPACK_IMPORTED_MODULE_1__/* .HelpRequested */ .s(`usage: ${prog} {${names.join(',')}} ...\n\n${command.description}\nRun '${prog} <sub-command> --help' for its options.\n`);
    }
    if (word === undefined)
        throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${prog}: error: the following arguments are required: ${command.subcommand.option}`);
    if (!names.includes(word)) {
        throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${prog}: error: argument ${command.subcommand.option}: invalid choice: '${word}' (choose from ${names.map((n) => `'${n}'`).join(', ')})`);
    }
    return word;
}
/**
 * Parses a command's argv with argparse's messages, then fills env fallbacks and defaults and
 * applies the table's rules; errors name flags.
 */
function parseCommandArgs(command, argv, io, positionals) {
    const subcommand = takeSubcommand(command, argv);
    const spec = parserSpec(command, positionals, subcommand);
    const parsed = (0,_argparse_js__WEBPACK_IMPORTED_MODULE_1__/* .parseArgs */ .Zy)(spec, subcommand ? argv.slice(1) : argv);
    const given = Object.fromEntries(Object.entries(parsed.values).filter(([, v]) => v !== false));
    if (subcommand)
        given[command.subcommand.option] = subcommand;
    try {
        return { values: (0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .completeOptions */ .o5)(command.options, given, 'cli', io.env), positionals: parsed.positionals };
    }
    catch (error) {
        if (error instanceof _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .OptionError */ .eR)
            throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${spec.prog}: error: ${error.message}`);
        throw error;
    }
}


/***/ }),

/***/ 5700:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BN: () => (/* binding */ githubApiUrl),
/* harmony export */   OS: () => (/* binding */ GitHubApiError),
/* harmony export */   Ti: () => (/* binding */ githubRestClient),
/* harmony export */   bU: () => (/* binding */ githubToken),
/* harmony export */   mg: () => (/* binding */ createRestClient)
/* harmony export */ });
/* unused harmony export TOKEN_VARIABLES */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);

const PER_PAGE = 100;
/**
 * The API's base URL: the one an input or flag gave, else as the runner names it (`GITHUB_API_URL`,
 * set by GitHub Enterprise too), else github.com's.
 */
const githubApiUrl = (env, given) => given || env.GITHUB_API_URL || 'https://api.github.com';
/** The variables a token is read from when no input or flag gives one, as the reference reads them. */
const TOKEN_VARIABLES = ['GH_TOKEN', 'GITHUB_TOKEN'];
/** The token an input or flag gave, else the first of `variables` that is set (an empty value counts as unset). */
function githubToken(env, given, variables = TOKEN_VARIABLES) {
    return given || variables.map((name) => env[name]).find(Boolean);
}
/**
 * The one way every edge (action or CLI) builds its GitHub REST client for `repo`: token and API
 * URL resolved as above, then createRestClient's pagination, retries and rate-limit waits.
 */
function githubRestClient(env, repo, source = {}) {
    const token = githubToken(env, source.token, source.tokenVariables);
    if (!token)
        throw source.noToken?.() ?? new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(`${TOKEN_VARIABLES.join(' or ')} is required`, { code: 'no-token' });
    return createRestClient({ token, baseUrl: githubApiUrl(env, source.apiUrl), repo });
}
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

/***/ 6713:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gl: () => (/* binding */ appliesTo),
/* harmony export */   Sb: () => (/* binding */ pickOptions),
/* harmony export */   TC: () => (/* binding */ JSON_OUTPUT_OPTION),
/* harmony export */   eR: () => (/* binding */ OptionError),
/* harmony export */   o5: () => (/* binding */ completeOptions)
/* harmony export */ });
/* unused harmony exports CLI_DIALECT, ACTION_DIALECT, parseOptionText, optionsFor, actionDefault */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);

/**
 * `--json` of every CLI command whose stdout is machine output: at a terminal the command prints a
 * short summary, its exact JSON with this flag or whenever stdout is not a terminal (a pipe, a file,
 * the Actions runner), which is what workflows read. `cli/src/terminal.ts` makes the choice.
 */
const JSON_OUTPUT_OPTION = {
    kind: 'flag',
    only: 'cli',
    help: 'print the exact JSON even at a terminal (a pipe, a file or a workflow step always gets it)'
};
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


/***/ })

};
