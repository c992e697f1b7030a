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
        walk(dir, read = () => false) {
            const bytes = new Map();
            const visit = (path, readFile) => {
                if (!read(path))
                    return;
                try {
                    bytes.set(path, readFile());
                }
                catch {
                    // Left unread: the caller's own read of the path reports why, in its order.
                }
            };
            return _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SafeFolder */ .yY.at(at(dir))
                .walk('', onSkip, { visit })
                .map(({ path, isFile }) => ({ path, isFile, bytes: bytes.get(path) }));
        },
        createAtomic: (path) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .createFileAtomic */ .Q)(at(path))
    };
}


/***/ })

};
