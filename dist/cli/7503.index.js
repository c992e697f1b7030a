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
// EXTERNAL MODULE: ./packages/common/src/adapters/github-rest.ts
var github_rest = __webpack_require__(5700);
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
/** The reference's `except Exception as e: print(f"Error: {e}"); raise` around the repository and run reads. */
async function echoingError(say, read) {
    try {
        return await read();
    }
    catch (e) {
        say(`Error: ${e.message}`);
        throw e;
    }
}
/**
 * Checks the token, lists the run's jobs, counts them per bucket and writes the stats file
 * atomically: the counts, or `null` when the token is refused (the reference's contract). `say`
 * gets the reference's progress lines as they happen (`Authenticated as user: …`, `Found repo: …`,
 * `Found run: …`), and `Error: <message>` when reading the repository or the run fails (then the
 * error is thrown, nothing written).
 */
async function writeRunStats(fs, api, request, say = () => undefined) {
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
    say(`Authenticated as user: ${login}`);
    const repository = await echoingError(say, () => api.repository());
    say(`Found repo: ${repository}`);
    // `repo.get_workflow_run(int(RUN_ID))`
    const id = (0,values/* parsePyIntText */.jE)(request.runId);
    if (id === null) {
        const invalid = `invalid literal for int() with base 10: ${(0,values/* pyStrRepr */.ow)(request.runId)}`;
        say(`Error: ${invalid}`);
        throw new errors/* SweepkitError */.R0(`run id (GITHUB_RUN_ID / --run-id): ${invalid}`, { code: 'run-id' });
    }
    const runId = String(id);
    const run = await echoingError(say, () => api.run(runId));
    say(`Found run: ${run.id} - ${run.name}`);
    const stats = successRate(await api.jobs(runId), request.buckets);
    fs.writeAtomic(request.output, runStatsJson(stats));
    return { kind: 'counted', login, repository, run, stats };
}
/** What the reference prints on stdout after the progress lines: the table, or that there is none. */
function runStatsReport(outcome) {
    if (outcome.kind === 'auth-failed')
        return `${outcome.message}\nNo data to display\n`;
    return `\n${successRateTable(outcome.stats)}`;
}
/** The error when the token the count needs is not set (the reference asserts it before any request). */
const tokenNotSet = (message) => new errors/* SweepkitError */.R0(message, { code: 'github-token' });

// EXTERNAL MODULE: ./packages/results/src/adapters/node-results-fs.ts
var node_results_fs = __webpack_require__(1238);
;// CONCATENATED MODULE: ./packages/results/src/adapters/github-jobs.ts


/**
 * PyGithub's text for an HTTP error, which the reference prints: the status, then the body
 * re-serialised by `json.dumps` (server key order, `", "`/`": "`, non-ASCII escaped); a body that
 * is not JSON as `{"data": <text>}`, an empty one as nothing.
 */
function pyGithubErrorText(status, body) {
    if (body === '')
        return String(status);
    let data;
    try {
        data = (0,json_parse/* parsePyJson */.j5)(body);
    }
    catch {
        data = new Map([['data', body]]);
    }
    return `${status} ${(0,json/* pyJsonDumps */.dv)(data)}`;
}
/** An HTTP error status of the run's reads as the reference reports it (`404 {"message": "Not Found"}`); anything else as it is. */
async function asPyGithub(read) {
    try {
        return await read();
    }
    catch (error) {
        if (error instanceof github_rest/* GitHubApiError */.OS && error.status !== undefined && error.status >= 400)
            throw new errors/* SweepkitError */.R0(pyGithubErrorText(error.status, error.body), { code: 'github-http' });
        throw error;
    }
}
/**
 * The run's jobs over the shared REST client (retries, deadline, rate-limit waits). Jobs are listed
 * with `filter=all` (every attempt, so a failed first attempt and its re-run both count), every page.
 */
function githubRunJobs(client) {
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
            return String((await asPyGithub(() => client.getApi(`/repos/${client.repo}`)))?.full_name ?? client.repo);
        },
        async run(runId) {
            const body = (await asPyGithub(() => client.get(runPath(runId))));
            return { id: String(body?.id ?? runId), name: String(body?.name ?? '') };
        },
        jobs: (runId) => asPyGithub(async () => {
            const jobs = [];
            for await (const item of client.pages(`${runPath(runId)}/jobs`, { filter: 'all' }, 'jobs')) {
                const job = (item ?? {});
                jobs.push({ name: String(job.name ?? ''), status: String(job.status ?? ''), conclusion: typeof job.conclusion === 'string' ? job.conclusion : null });
            }
            return jobs;
        })
    };
}

// EXTERNAL MODULE: ./cli/src/options.ts
var src_options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/success-rate.ts




/**
 * `sweepkit success-rate NAME` (`utils/calc_success_rate.py NAME`): NAME.json (or --output FILE)
 * from the run's jobs (token: $GITHUB_TOKEN), the reference's report on stdout as it goes.
 */
const successRateCommand = async (argv, io) => {
    const { values, positionals } = (0,src_options/* parseCommandArgs */.Q)(options/* SUCCESS_RATE_COMMAND */.BW, argv, io, [
        { name: 'NAME', help: 'the stats file name without .json, like the reference (same as --output NAME.json)', optional: true }
    ]);
    const name = positionals[0];
    if (name !== undefined && values.output !== undefined)
        throw new errors/* UsageError */.eb('NAME and --output both name the stats file: give one');
    // The reference has no default name (it crashes on the missing argv[1] after all its requests): checked first.
    const output = name === undefined ? values.output : `${name}.json`;
    if (output === undefined)
        throw new errors/* UsageError */.eb('the stats file name is required: NAME (written as NAME.json) or --output FILE');
    const client = (0,github_rest/* githubRestClient */.Ti)(io.env, values.repository, {
        tokenVariables: ['GITHUB_TOKEN'],
        apiUrl: values['api-url'],
        // PyGithub's bare AssertionError, with the variable it is about.
        noToken: () => tokenNotSet('AssertionError: GITHUB_TOKEN is not set')
    });
    const buckets = hardwareBuckets((0,yaml_load/* loadYamlFile */.Y3)(io.files, (0,external_node_path_.resolve)(io.cwd, values.runners), { displayName: values.runners }));
    const outcome = await writeRunStats((0,node_results_fs/* nodeResultsFs */.O)(io.cwd), githubRunJobs(client), { runId: values['run-id'], buckets, output }, (line) => io.stdout(`${line}\n`));
    io.stdout(runStatsReport(outcome));
    return 0;
};
/* harmony default export */ const success_rate = (successRateCommand);


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

/***/ 7324:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EB: () => (/* binding */ JSON_MAX_DEPTH),
/* harmony export */   Ly: () => (/* binding */ PyJsonSyntaxError),
/* harmony export */   j5: () => (/* binding */ parsePyJson),
/* harmony export */   zt: () => (/* binding */ isPyObject)
/* harmony export */ });
/* harmony import */ var _float_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(564);

const isPyObject = (v) => v instanceof Map;
/** Python's JSONDecodeError: `str()` is `<msg>: line L column C (char P)`, as the reference prints it. */
class PyJsonSyntaxError extends Error {
    reason;
    line;
    column;
    position;
    constructor(reason, line, column, position) {
        super(`${reason}: line ${line} column ${column} (char ${position})`);
        this.reason = reason;
        this.line = line;
        this.column = column;
        this.position = position;
    }
}
const ESCAPES = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
const NUMBER = /-?(?:0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?/y;
const SAFE_INT_DIGITS = 15;
/** Nesting depth of arrays and objects; Python's decoder stops near its recursion limit (1000) too. */
const JSON_MAX_DEPTH = 1000;
/**
 * Parses JSON like Python's json module: also the bare literals NaN, Infinity and -Infinity, and
 * duplicate keys keep the first position with the last value.
 */
function parsePyJson(text) {
    let i = 0;
    let depth = 0;
    const fail = (what, at = i) => {
        const before = text.slice(0, at);
        throw new PyJsonSyntaxError(what, before.split('\n').length, at - before.lastIndexOf('\n'), at);
    };
    const ws = () => {
        for (;;) {
            const c = text.charCodeAt(i);
            if (c === 32 || c === 9 || c === 10 || c === 13)
                i++;
            else
                return;
        }
    };
    const literal = (word, value) => {
        if (text.startsWith(word, i)) {
            i += word.length;
            return value;
        }
        return fail('Expecting value');
    };
    const string = () => {
        const opening = i;
        i++;
        let out = '';
        let start = i;
        for (;;) {
            const c = text.charCodeAt(i);
            if (Number.isNaN(c))
                fail('Unterminated string starting at', opening);
            if (c === 34)
                break;
            if (c < 32)
                fail('Invalid control character at');
            if (c !== 92) {
                i++;
                continue;
            }
            out += text.slice(start, i);
            const e = text[i + 1] ?? '';
            if (e === 'u') {
                const hex = text.slice(i + 2, i + 6);
                if (!/^[0-9a-fA-F]{4}$/.test(hex))
                    fail('Invalid \\uXXXX escape', i + 1);
                out += String.fromCharCode(parseInt(hex, 16));
                i += 6;
            }
            else if (e in ESCAPES) {
                out += ESCAPES[e];
                i += 2;
            }
            else
                fail('Invalid \\escape');
            start = i;
        }
        out += text.slice(start, i);
        i++;
        return out;
    };
    const number = () => {
        NUMBER.lastIndex = i;
        const m = NUMBER.exec(text);
        if (!m)
            return fail('Expecting value');
        i += m[0].length;
        if (m[1] !== undefined || m[2] !== undefined)
            return new _float_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$(Number(m[0]));
        const digits = m[0].replace('-', '').length;
        // `+ 0` turns -0 into 0: Python's int has no negative zero.
        return digits > SAFE_INT_DIGITS && !Number.isSafeInteger(Number(m[0])) ? BigInt(m[0]) : Number(m[0]) + 0;
    };
    const value = () => {
        ws();
        const c = text[i];
        switch (c) {
            case '{': {
                if (++depth > JSON_MAX_DEPTH)
                    fail(`Nesting deeper than ${JSON_MAX_DEPTH} levels`);
                i++;
                const obj = new Map();
                ws();
                if (text[i] === '}') {
                    i++;
                    depth--;
                    return obj;
                }
                for (;;) {
                    ws();
                    if (text[i] !== '"')
                        fail('Expecting property name enclosed in double quotes');
                    const key = string();
                    ws();
                    if (text[i] !== ':')
                        fail("Expecting ':' delimiter");
                    i++;
                    obj.set(key, value());
                    ws();
                    if (text[i] === ',')
                        i++;
                    else if (text[i] === '}') {
                        i++;
                        depth--;
                        return obj;
                    }
                    else
                        fail("Expecting ',' delimiter");
                }
            }
            case '[': {
                if (++depth > JSON_MAX_DEPTH)
                    fail(`Nesting deeper than ${JSON_MAX_DEPTH} levels`);
                i++;
                const arr = [];
                ws();
                if (text[i] === ']') {
                    i++;
                    depth--;
                    return arr;
                }
                for (;;) {
                    arr.push(value());
                    ws();
                    if (text[i] === ',')
                        i++;
                    else if (text[i] === ']') {
                        i++;
                        depth--;
                        return arr;
                    }
                    else
                        fail("Expecting ',' delimiter");
                }
            }
            case '"':
                return string();
            case 't':
                return literal('true', true);
            case 'f':
                return literal('false', false);
            case 'n':
                return literal('null', null);
            case 'N':
                return literal('NaN', new _float_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$(NaN));
            case 'I':
                return literal('Infinity', new _float_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$(Infinity));
            case '-':
                if (text.startsWith('-Infinity', i))
                    return literal('-Infinity', new _float_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$(-Infinity));
                return number();
            default:
                return number();
        }
    };
    if (text.startsWith('\ufeff'))
        fail('Unexpected UTF-8 BOM (decode using utf-8-sig)', 0);
    const result = value();
    ws();
    if (i < text.length)
        fail('Extra data');
    return result;
}


/***/ }),

/***/ 1885:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ nodeArtifactFs)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(105);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1825);
/* harmony import */ var _lines_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8620);
/* harmony import */ var _artifact_fs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9717);






const CHUNK_BYTES = 1 << 20;
/**
 * Decodes whole lines straight from the bytes: one small string per line is far cheaper than
 * decoding a chunk and splitting it. Only a region holding a \r takes the string path.
 */
function emitLines(region, path, each) {
    if (region.length === 0)
        return;
    if (!(0,node_buffer__WEBPACK_IMPORTED_MODULE_2__.isAscii)(region) && !(0,node_buffer__WEBPACK_IMPORTED_MODULE_2__.isUtf8)(region))
        throw new _artifact_fs_js__WEBPACK_IMPORTED_MODULE_3__/* .NotUtf8Error */ .x(path);
    if (region.indexOf(13) >= 0) {
        for (const line of (0,_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .splitLines */ .u)(region.toString('utf8')))
            each(line);
        return;
    }
    let start = 0;
    for (let nl = region.indexOf(10); nl >= 0; nl = region.indexOf(10, start)) {
        each(region.toString('utf8', start, nl));
        start = nl + 1;
    }
    if (start < region.length)
        each(region.toString('utf8', start));
}
const stat = (path) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path, { throwIfNoEntry: false });
/**
 * Artifacts are a job's files: read through the common file-access layer, inside the working
 * folder (or, for a path the caller named outside it, that file's own folder): a FIFO is never
 * opened for reading and no link on the way — to a file or a folder — leads out of that root.
 */
const open = (cwd, path) => {
    const file = (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .folderOf */ .yS)([cwd], path).open(path);
    if (!file)
        throw Object.assign(new Error(`ENOENT: no such file, open '${path}'`), { code: 'ENOENT' });
    return file;
};
/** The real file system; relative paths are taken from `cwd` (the CLI's or the workspace). `chunkBytes` is for tests. */
function nodeArtifactFs(cwd, chunkBytes = CHUNK_BYTES) {
    const at = (path) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, path);
    return {
        isFile: (path) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .folderOf */ .yS)([cwd], at(path)).entry(at(path)).kind === 'file',
        isDirectory: (path) => stat(at(path))?.isDirectory() ?? false,
        list: (path) => {
            try {
                return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(at(path));
            }
            catch {
                return [];
            }
        },
        readBytes: (path) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .folderOf */ .yS)([cwd], at(path)).readFile(at(path)),
        readHead: (path, maxBytes) => {
            const { fd, size } = open(cwd, at(path));
            try {
                const buffer = Buffer.alloc(Math.min(maxBytes, size));
                const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, 0, buffer.length, 0);
                return buffer.subarray(0, read);
            }
            finally {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
            }
        },
        forEachLine(path, each) {
            const { fd } = open(cwd, at(path));
            try {
                let buffer = Buffer.alloc(chunkBytes);
                let kept = 0;
                for (;;) {
                    // A line longer than the buffer: grow it rather than split the line.
                    if (kept === buffer.length)
                        buffer = Buffer.concat([buffer, Buffer.alloc(buffer.length)]);
                    const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, kept, buffer.length - kept, null);
                    const end = kept + read;
                    // Whole lines only (up to the last \n); at the end of the file, everything.
                    const cut = read === 0 ? end : buffer.lastIndexOf(10, end - 1) + 1;
                    emitLines(buffer.subarray(0, cut), path, each);
                    buffer.copy(buffer, 0, cut, end);
                    kept = end - cut;
                    if (read === 0)
                        return;
                }
            }
            finally {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
            }
        },
        mtimeMs: (path) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(at(path)).mtimeMs,
        realPath: (path) => {
            try {
                return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(at(path));
            }
            catch {
                return at(path);
            }
        },
        writeAtomic: (path, text) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_6__/* .writeFileAtomic */ .Zf)(at(path), text)
    };
}


/***/ }),

/***/ 9717:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ NotUtf8Error)
/* harmony export */ });
/** A file that is not valid UTF-8 (Python's strict decoder fails on it too). */
class NotUtf8Error extends Error {
}


/***/ }),

/***/ 8620:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ forEachLine),
/* harmony export */   u: () => (/* binding */ splitLines)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9696);
/* harmony import */ var _artifact_fs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9717);


const BREAK = /\r\n|\r|\n/;
/** The lines of a text, split like Python's universal newlines (no empty item after a final break). */
function splitLines(text) {
    const lines = text.includes('\r') ? text.split(BREAK) : text.split('\n');
    if (lines[lines.length - 1] === '')
        lines.pop();
    return lines;
}
/** `fs.forEachLine`, with a file that is not UTF-8 reported as an error naming it. */
function forEachLine(fs, path, each) {
    try {
        fs.forEachLine(path, each);
    }
    catch (e) {
        if (e instanceof _artifact_fs_js__WEBPACK_IMPORTED_MODULE_0__/* .NotUtf8Error */ .x)
            throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SweepkitError */ .R0('file is not valid UTF-8', { location: { file: path } });
        throw e;
    }
}


/***/ }),

/***/ 1238:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ nodeResultsFs)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(105);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1825);
/* harmony import */ var _job_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1885);



/**
 * The real file system for the results commands; relative paths are taken from `cwd`. The walk
 * goes through the common file-access layer with the folder walked as its root: regular files and
 * folders only, symlinks followed only while they stay inside it; what is passed over goes to `onSkip`.
 */
function nodeResultsFs(cwd, onSkip = () => undefined) {
    const at = (path) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, path);
    return {
        ...(0,_job_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .nodeArtifactFs */ .C)(cwd),
        // The folder walked is the root: no link on the way, to a file or a folder, leads out of it.
        // Like Python's rglob, a symlinked folder is listed but not entered (no loops).
        walk: (dir, visit) => _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SafeFolder */ .yY.at(at(dir))
            .walk('', onSkip, visit && { visit: (entry, read) => visit(entry, read) })
            .map(({ path, isFile }) => ({ path, isFile })),
        createAtomic: (path) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .createFileAtomic */ .Q)(at(path))
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
        output: {
            kind: 'string',
            required: 'action',
            runnerDefault: 'run_stats.json',
            metavar: 'FILE',
            help: 'where the stats are written (the CLI needs it or NAME: like the reference, it has no default there)'
        },
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
