export const id = 503;
export const ids = [503];
export const modules = {

/***/ 7503:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ success_rate)
});

// EXTERNAL MODULE: ./packages/common/src/adapters/node-files.ts
var node_files = __webpack_require__(2504);
// EXTERNAL MODULE: ./packages/config/src/load-runners.ts
var load_runners = __webpack_require__(8044);
// EXTERNAL MODULE: ./packages/results/src/options.ts
var options = __webpack_require__(1280);
// EXTERNAL MODULE: ./packages/common/src/python/json.ts
var json = __webpack_require__(4194);
;// CONCATENATED MODULE: ./packages/results/src/success-rate.ts

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * A matcher of a runner label inside a lower-cased job display name: the label must not touch
 * another letter or digit on either side (so `h100` matches `dsr1 fp8 h100 sgl`, and also
 * `h100-multinode`, but not `gh100x`).
 */
const labelMatcher = (label) => new RegExp(`(?<![a-z0-9])${escapeRegExp(label.toLowerCase())}(?![a-z0-9])`);
/**
 * Success per hardware label, as `utils/calc_success_rate.py` counts it: every finished job whose
 * display name contains the label counts once for it (a name may count for several labels), a
 * job whose conclusion is `success` counts as a success. Skipped jobs never ran and are left
 * out. Labels without jobs are left out; the order is the runners file's.
 */
function successRate(jobs, labels) {
    const matchers = labels.map((label) => [label, labelMatcher(label)]);
    const stats = new Map(labels.map((l) => [l, { hardware: l, nSuccess: 0, total: 0 }]));
    for (const job of jobs) {
        if (job.status !== 'completed' || job.conclusion === 'skipped')
            continue;
        const name = job.name.toLowerCase();
        for (const [label, matcher] of matchers) {
            if (!matcher.test(name))
                continue;
            const s = stats.get(label);
            s.total++;
            if (job.conclusion === 'success')
                s.nSuccess++;
        }
    }
    return [...stats.values()].filter((s) => s.total > 0);
}
/** `run_stats.json`: hardware → `{n_success, total}`, indent 2 like the reference's json.dump. */
function runStatsJson(stats) {
    return (0,json/* pyJsonDumps */.dv)(new Map(stats.map((s) => [
        s.hardware,
        new Map([
            ['n_success', s.nSuccess],
            ['total', s.total]
        ])
    ])), { indent: 2 });
}
/** Success rate as a percentage with one decimal, for summaries. */
const percent = (s) => `${((100 * s.nSuccess) / s.total).toFixed(1)}%`;

;// CONCATENATED MODULE: ./packages/results/src/success-rate-run.ts

/** Lists the run's jobs, counts them per hardware label and writes run_stats.json atomically. */
async function writeRunStats(fs, jobs, request) {
    const stats = successRate(await jobs.listJobs(request.runId), request.labels);
    fs.writeAtomic(request.output, runStatsJson(stats));
    return stats;
}

// EXTERNAL MODULE: ./packages/results/src/adapters/node-results-fs.ts
var node_results_fs = __webpack_require__(1238);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
;// CONCATENATED MODULE: ./packages/results/src/adapters/github-jobs.ts

const PER_PAGE = 100;
/** The next page's URL from a `Link` header, if any. */
const nextLink = (link) => /<([^>]+)>;\s*rel="next"/.exec(link ?? '')?.[1];
/**
 * Lists a run's jobs over the REST API with fetch: 100 per page, following `Link: rel="next"`
 * (or the next page number while pages are full). The API's default filter gives the jobs of the
 * latest attempt, so a re-run job counts once, with its final conclusion.
 */
function githubJobSource(options) {
    return {
        async listJobs(runId) {
            const jobs = [];
            let url = `${(options.apiUrl ?? 'https://api.github.com').replace(/\/$/, '')}/repos/${options.repository}/actions/runs/${encodeURIComponent(runId)}/jobs?per_page=${PER_PAGE}&page=1`;
            for (let page = 1; url; page++) {
                const response = await fetch(url, {
                    headers: {
                        accept: 'application/vnd.github+json',
                        'x-github-api-version': '2022-11-28',
                        ...(options.token ? { authorization: `Bearer ${options.token}` } : {})
                    }
                });
                if (!response.ok)
                    throw new errors/* SweepkitError */.R0(`GitHub API ${response.status} listing the jobs of run ${runId} (${url})`, { code: 'github-api' });
                const body = (await response.json());
                const pageJobs = body.jobs ?? [];
                for (const j of pageJobs)
                    jobs.push({ name: String(j.name ?? ''), status: String(j.status ?? ''), conclusion: typeof j.conclusion === 'string' ? j.conclusion : null });
                const next = nextLink(response.headers.get('link'));
                url = next ?? (pageJobs.length === PER_PAGE ? url.replace(/page=\d+$/, `page=${page + 1}`) : undefined);
            }
            return jobs;
        }
    };
}

// EXTERNAL MODULE: ./cli/src/options.ts
var src_options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/success-rate.ts




/** `sweepkit success-rate`: run_stats.json from the run's jobs (token: $GITHUB_TOKEN), and a table on stdout. */
const successRateCommand = async (argv, io) => {
    const { values } = (0,src_options/* parseCommandArgs */.Q)(options/* SUCCESS_RATE_COMMAND */.BW, argv, io);
    const runners = (0,load_runners/* loadRunners */.O)(node_files/* nodeFiles */.kT, values.runners, { cwd: io.cwd });
    const stats = await writeRunStats((0,node_results_fs/* nodeResultsFs */.O)(io.cwd), githubJobSource({ apiUrl: values['api-url'], repository: values.repository, token: io.env.GITHUB_TOKEN }), { runId: values['run-id'], labels: [...runners.labels.keys()], output: values.output });
    for (const s of stats)
        io.stdout(`${s.hardware}: ${s.nSuccess}/${s.total} (${percent(s)})\n`);
    return 0;
};
/* harmony default export */ const success_rate = (successRateCommand);


/***/ }),

/***/ 3887:
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
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1825);
/* harmony import */ var _lines_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5350);
/* harmony import */ var _ports_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4933);






const CHUNK_BYTES = 1 << 20;
/**
 * Decodes whole lines straight from the bytes: one small string per line is far cheaper than
 * decoding a chunk and splitting it. Only a region holding a \r takes the string path.
 */
function emitLines(region, path, each) {
    if (region.length === 0)
        return;
    if (!(0,node_buffer__WEBPACK_IMPORTED_MODULE_2__.isAscii)(region) && !(0,node_buffer__WEBPACK_IMPORTED_MODULE_2__.isUtf8)(region))
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_3__/* .NotUtf8Error */ .x(path);
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
/** The real file system; relative paths are taken from `cwd` (the CLI's or the workspace). `chunkBytes` is for tests. */
function nodeArtifactFs(cwd, chunkBytes = CHUNK_BYTES) {
    const at = (path) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, path);
    return {
        isFile: (path) => stat(at(path))?.isFile() ?? false,
        isDirectory: (path) => stat(at(path))?.isDirectory() ?? false,
        list: (path) => {
            try {
                return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(at(path));
            }
            catch {
                return [];
            }
        },
        readBytes: (path) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(at(path)),
        readHead: (path, maxBytes) => {
            const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(at(path), 'r');
            try {
                const buffer = Buffer.alloc(Math.min(maxBytes, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(at(path)).size));
                const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, 0, buffer.length, 0);
                return buffer.subarray(0, read);
            }
            finally {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
            }
        },
        forEachLine(path, each) {
            const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(at(path), 'r');
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
        writeAtomic: (path, text) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .writeFileAtomic */ .Z)(at(path), text)
    };
}


/***/ }),

/***/ 5350:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ forEachLine),
/* harmony export */   u: () => (/* binding */ splitLines)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9696);
/* harmony import */ var _ports_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4933);


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
        if (e instanceof _ports_js__WEBPACK_IMPORTED_MODULE_0__/* .NotUtf8Error */ .x)
            throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SweepkitError */ .R0('file is not valid UTF-8', { location: { file: path } });
        throw e;
    }
}


/***/ }),

/***/ 4933:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ NotUtf8Error)
/* harmony export */ });
/** A file that is not valid UTF-8 (Python's strict decoder fails on it too). */
class NotUtf8Error extends Error {
}


/***/ }),

/***/ 1825:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ writeFileAtomic)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);




const pending = new Set();
const SIGNALS = ['SIGTERM', 'SIGINT'];
let guarded = false;
let unguardTimer;
/**
 * A signal that arrives while a temp file exists: remove the temp files, then, unless the program
 * handles the signal itself, exit as a shell reports death by it (128 + its number). A signal
 * sent during the (synchronous) write is delivered once the event loop runs again, which is why
 * the handler stays a little longer than the write.
 */
function onSignal(signal) {
    for (const temp of pending)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(temp, { force: true });
    pending.clear();
    unguard();
    if (process.listenerCount(signal) === 0)
        process.exit(128 + node_os__WEBPACK_IMPORTED_MODULE_2__.constants.signals[signal]);
}
function unguard() {
    unguardTimer = undefined;
    if (!guarded)
        return;
    guarded = false;
    for (const signal of SIGNALS)
        process.off(signal, onSignal);
}
/**
 * Writes a file all at once: a temp file in the same folder, then a rename, so readers never see
 * a partial file. The temp's name is random and it is created exclusively (O_EXCL), so a file or
 * symlink planted at a predictable name is never followed or overwritten; SIGTERM/SIGINT remove it.
 */
function writeFileAtomic(target, text) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(target), { recursive: true });
    // A short name: a target whose name is near the 255-byte limit must still be writable.
    const temp = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(target), `.sweepkit-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(8).toString('hex')}.tmp`);
    if (!guarded) {
        guarded = true;
        for (const signal of SIGNALS)
            process.on(signal, onSignal);
    }
    try {
        const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(temp, 'wx', 0o644);
        pending.add(temp);
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(fd, text);
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
        }
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.renameSync)(temp, target);
    }
    catch (error) {
        if (pending.has(temp))
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(temp, { force: true });
        throw error;
    }
    finally {
        pending.delete(temp);
        // (Re)started after the write: a timer already due would run before the signal is delivered.
        if (unguardTimer)
            unguardTimer.refresh();
        else
            unguardTimer = setTimeout(unguard, 100).unref();
    }
}


/***/ }),

/***/ 9711:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ fieldErrors)
/* harmony export */ });
/* unused harmony export dottedPath */
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);

/** Dotted path as pydantic prints locations: `scenarios.fixed-seq-len.0.search-space.1.pp`. */
const dottedPath = (path) => path.join('.');
/**
 * Turns the findings of one document into errors that share the headline (the reference's error
 * line) and each point at their YAML node; the finding is the detail.
 */
function fieldErrors(headline, findings, source, code) {
    const errors = findings.map((f) => new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(headline, {
        location: source.locate(f.path, /^Extra inputs/.test(f.message) ? 'key' : 'value'),
        field: dottedPath(f.path),
        details: [f.message],
        code
    }));
    // In file order, as a reader goes through the YAML (the sort is stable for equal places).
    const place = (e) => (e.location?.line ?? 0) * 1e6 + (e.location?.column ?? 0);
    return errors.sort((a, b) => place(a) - place(b));
}


/***/ }),

/***/ 8044:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ loadRunners)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2282);
/* harmony import */ var _field_error_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9711);
/* harmony import */ var _json_view_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3572);
/* harmony import */ var _schema_check_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(516);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(300);
/* harmony import */ var _source_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(686);






const fail = (message, source, path, code) => {
    throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(message, { location: source.locate(path), field: path.join('.') || undefined, code });
};
/** The label checks the reference makes before its schema (docs/matrix.md §4, in its order). */
function checkLabels(source, labels) {
    for (const [label, nodes] of Object.entries(labels)) {
        const path = ['labels', label];
        if (!Array.isArray(nodes))
            fail(`Runner config entry '${label}' must be a list, got ${(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyTypeName */ .x_)(nodes)}`, source, path, 'runners-invalid');
        const list = nodes;
        const bad = list.findIndex((node) => typeof node !== 'string');
        if (bad >= 0)
            fail(`Runner config entry '${label}' must contain only strings`, source, [...path, bad], 'runners-invalid');
        if (list.length === 0)
            fail(`Runner config entry '${label}' cannot be an empty list`, source, path, 'runners-invalid');
    }
}
/** Loads and validates the runners file (labels → nodes, hardware facts). */
function loadRunners(files, path, options = {}) {
    const source = (0,_source_file_js__WEBPACK_IMPORTED_MODULE_2__/* .loadSource */ .s)(files, path, `Runner config file '${path}' does not exist.`, options.cwd);
    const value = source.value;
    if (!(0,_source_file_js__WEBPACK_IMPORTED_MODULE_2__/* .isMapping */ .p)(value)) {
        // The reference crashes calling .get() on it; keep its wording.
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(`'${(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyTypeName */ .x_)(value)}' object has no attribute 'get'`, { location: source.locate([]), code: 'attribute-error' });
    }
    if (!(0,_source_file_js__WEBPACK_IMPORTED_MODULE_2__/* .isMapping */ .p)(value.labels))
        fail('Runner config must define a labels mapping', source, value.labels === undefined ? [] : ['labels'], 'runners-invalid');
    checkLabels(source, value.labels);
    const findings = (0,_schema_check_js__WEBPACK_IMPORTED_MODULE_3__/* .schemaErrors */ .d)(_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .runners */ .ae, (0,_json_view_js__WEBPACK_IMPORTED_MODULE_5__/* .jsonView */ .W)(value));
    if (findings.length)
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitErrors */ .AK((0,_field_error_js__WEBPACK_IMPORTED_MODULE_6__/* .fieldErrors */ .y)('Runner config failed validation:', findings, source, 'runners-invalid'));
    return {
        labels: new Map(Object.entries(value.labels)),
        hardware: new Map(Object.entries((value.hardware ?? {}))),
        source
    };
}


/***/ }),

/***/ 516:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ schemaErrors)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2282);

const TYPE_WORDS = {
    integer: 'a valid integer',
    number: 'a valid number',
    string: 'a valid string',
    boolean: 'a valid boolean',
    array: 'a valid list',
    object: 'a valid dictionary'
};
// anyOf definitions that stand for one lax scalar type: one message instead of one per branch.
const LAX_TYPES = [
    [/\/\$defs\/laxBool(OrNull)?\/anyOf$/, 'Input should be a valid boolean'],
    [/\/\$defs\/(laxInt(OrNull)?|positiveLaxInt)\/anyOf$/, 'Input should be a valid integer']
];
/** "Input should be 'a', 'b' or 'c'", pydantic's wording for a literal choice. */
function choiceMessage(values) {
    const shown = values.filter((v) => v !== null && v !== 0 && v !== 1).map(_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyRepr */ .n3);
    const text = shown.length > 1 ? `${shown.slice(0, -1).join(', ')} or ${shown.at(-1)}` : (shown[0] ?? '');
    return `Input should be ${text}`;
}
function pointerPath(pointer) {
    if (!pointer)
        return [];
    return pointer
        .slice(1)
        .split('/')
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
        .map((part) => (/^(0|[1-9]\d*)$/.test(part) ? Number(part) : part));
}
function describe(error) {
    const path = pointerPath(error.instancePath);
    const params = error.params;
    switch (error.keyword) {
        case 'required':
            return { path: [...path, params.missingProperty], message: 'Field required' };
        case 'additionalProperties':
            return { path: [...path, params.additionalProperty], message: 'Extra inputs are not permitted' };
        case 'type': {
            const types = String(params.type)
                .split(',')
                .filter((t) => t !== 'null');
            return { path, message: `Input should be ${TYPE_WORDS[types[0] ?? ''] ?? 'valid'}` };
        }
        case 'enum':
            return { path, message: choiceMessage(params.allowedValues) };
        case 'exclusiveMinimum':
            return { path, message: `Input should be greater than ${String(params.limit)}` };
        case 'maximum':
            return { path, message: `Input should be less than or equal to ${String(params.limit)}` };
        case 'minLength':
            return { path, message: `String should have at least ${String(params.limit)} character${params.limit === 1 ? '' : 's'}` };
        case 'minItems':
            return { path, message: `List should have at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}` };
        case 'anyOf':
        case 'if':
            return undefined; // their branches' own errors say what is wrong
        default:
            return { path, message: `Input is not valid: ${error.message ?? error.keyword}` };
    }
}
/**
 * Validates `data` and renders the schema violations the way pydantic words them, one per field:
 * a lax-type choice is one "should be a valid integer" rather than a message per alternative,
 * and the "or null" branch of optional fields is not reported.
 */
function schemaErrors(validate, data) {
    if (validate(data))
        return [];
    const errors = validate.errors ?? [];
    const laxAt = new Map();
    for (const e of errors) {
        if (e.keyword !== 'anyOf')
            continue;
        const lax = LAX_TYPES.find(([pattern]) => pattern.test(e.schemaPath));
        if (lax && !laxAt.has(e.instancePath))
            laxAt.set(e.instancePath, lax[1]);
    }
    const findings = [...laxAt].map(([pointer, message]) => ({ path: pointerPath(pointer), message }));
    const seen = new Set(findings.map((f) => `${f.path.join('\0')}\n${f.message}`));
    for (const e of errors) {
        if (laxAt.has(e.instancePath))
            continue;
        if (e.keyword === 'type' && e.params.type === 'null')
            continue;
        const finding = describe(e);
        const key = finding && `${finding.path.join('\0')}\n${finding.message}`;
        if (finding && !seen.has(key)) {
            seen.add(key);
            findings.push(finding);
        }
    }
    // A failed validation is never reported as a pass, even if every error was a wrapper.
    return findings.length ? findings : [{ path: [], message: 'Input is not valid' }];
}


/***/ }),

/***/ 686:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ isMapping),
/* harmony export */   s: () => (/* binding */ loadSource)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9696);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2891);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6416);


/**
 * Reads and parses one YAML input named as the user gave it (messages keep that spelling);
 * relative paths resolve against `cwd` when one is given.
 */
function loadSource(files, path, missing, cwd) {
    const real = cwd ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, path) : path;
    if (!files.exists(real))
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SweepkitError */ .R0(missing, { location: { file: path }, code: 'file-missing' });
    return (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .parseYaml */ .hN)((0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .readTextFile */ .G)(files, real, path), path);
}
const isMapping = (value) => value !== null && typeof value === 'object' && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;


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
/* harmony import */ var _agentic_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3887);



let seq = 0;
/** The real file system for the results commands; relative paths are taken from `cwd`. */
function nodeResultsFs(cwd) {
    const at = (path) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, path);
    return {
        ...(0,_agentic_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeArtifactFs */ .C)(cwd),
        walk(dir) {
            const out = [];
            const visit = (rel) => {
                let entries;
                try {
                    entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(at(dir), rel), { withFileTypes: true });
                }
                catch {
                    return;
                }
                for (const e of entries) {
                    const path = rel ? `${rel}/${e.name}` : e.name;
                    // Symbolic links are followed like Python's rglob does for files.
                    const isDir = e.isDirectory() || (e.isSymbolicLink() && isDirectory((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(at(dir), path)));
                    out.push({ path, isFile: !isDir });
                    if (e.isDirectory())
                        visit(path);
                }
            };
            visit('');
            return out;
        },
        createAtomic(path) {
            const target = at(path);
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(target), { recursive: true });
            const temp = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(target), `.sweepkit-${process.pid}-${++seq}.tmp`);
            const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(temp, 'w');
            let open = true;
            const close = () => {
                if (open)
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
                open = false;
            };
            return {
                write: (text) => void (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, text),
                commit: () => {
                    close();
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(temp, target);
                },
                abort: () => {
                    close();
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(temp, { force: true });
                }
            };
        }
    };
}
function isDirectory(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(path) !== undefined;
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 1280:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BW: () => (/* binding */ SUCCESS_RATE_COMMAND),
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
        }
    }
};
/** `sweepkit success-rate` and the success-rate action. */
const SUCCESS_RATE_COMMAND = {
    cli: 'success-rate',
    action: 'success-rate',
    description: 'Count finished and successful jobs of a workflow run per hardware label of runners.yaml and write run_stats.json, like utils/calc_success_rate.py.',
    options: {
        'run-id': { kind: 'string', required: true, env: 'GITHUB_RUN_ID', help: 'the workflow run whose jobs are counted (default: $GITHUB_RUN_ID)' },
        repository: {
            kind: 'string',
            required: true,
            env: 'GITHUB_REPOSITORY',
            metavar: 'OWNER/REPO',
            help: 'the repository of the run (default: $GITHUB_REPOSITORY)'
        },
        runners: { kind: 'string', default: 'configs/runners.yaml', metavar: 'FILE', help: 'the runners file whose labels are the hardware buckets' },
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
        results: { kind: 'string', required: true, metavar: 'PATH', help: 'the results to compare: agg_bmk.json or a folder of result JSON files' },
        'database-url': {
            kind: 'string',
            env: 'DATABASE_URL',
            metavar: 'URL',
            help: 'the baseline database (default: $DATABASE_URL)',
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
        svg: { kind: 'string', default: 'compare-results.svg', metavar: 'FILE', help: 'where the throughput-vs-interactivity chart is written as SVG' },
        summary: { kind: 'string', only: 'cli', metavar: 'FILE', help: 'also write the Markdown report to FILE (default: print it)' }
    }
};


/***/ })

};
