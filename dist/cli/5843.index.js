export const id = 5843;
export const ids = [5843];
export const modules = {

/***/ 5843:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5700);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5656);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4194);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(9696);
/* harmony import */ var _packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5151);
/* harmony import */ var _packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(599);
/* harmony import */ var _packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6034);
/* harmony import */ var _file_command_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(970);
/* harmony import */ var _terminal_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1328);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6132);








/**
 * Drop-in for `utils/find_reusable_sweep_run.py`: outputs appended to $GITHUB_OUTPUT (one write,
 * after everything is known) and printed as JSON; any failure is `error: {message}`, exit 1, and
 * adds nothing to the output file.
 */
const findReusableSweepRunCommand = async (argv, io) => {
    const { values } = (0,_options_js__WEBPACK_IMPORTED_MODULE_2__/* .parseCommandArgs */ .Q)(_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .REUSE_FINDER_COMMAND */ .aJ, argv, io);
    try {
        const client = (0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .githubRestClient */ .Ti)(io.env, values.repo);
        const { outputs, extras, warnings } = await (0,_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .findReusableSweepRun */ .Wv)((0,_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .reuseRequest */ .Eb)(values), (0,_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_6__/* .restReuseGitHub */ .qh)(client), _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_7__/* .systemClock */ .m);
        for (const warning of warnings)
            io.stderr(`warning: ${warning}\n`);
        const all = values['extra-outputs'] ? { ...outputs, ...extras } : { ...outputs };
        if (values['github-output'])
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, values['github-output']), (0,_file_command_js__WEBPACK_IMPORTED_MODULE_8__/* .fileCommandLines */ .p)(all));
        (0,_terminal_js__WEBPACK_IMPORTED_MODULE_9__/* .printJsonOutput */ .FB)(io, values.json, `${(0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_10__/* .pyJsonDumps */ .dv)(all, { indent: 2 })}\n`, 'reuse decision');
        return 0;
    }
    catch (error) {
        if (!(error instanceof _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_11__/* .SweepkitError */ .R0))
            throw error;
        io.stderr(`error: ${error.message}\n`);
        return 1;
    }
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (findReusableSweepRunCommand);


/***/ }),

/***/ 970:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ fileCommandLines)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9696);


/** Characters that end a line for the runner or for a reader of its files. */
const LINE_BREAK = /[\r\n\u2028\u2029]/;
/** Variable and output names: no `=`, `<<`, space or line break can hide in one. */
const NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/;
/**
 * Lines for the runner's file commands (`>> $GITHUB_ENV`, `>> $GITHUB_OUTPUT`): `NAME=value`, or,
 * when a value holds a line break (CR, LF, U+2028, U+2029), the runner's heredoc form with a
 * random delimiter the value does not contain, so no value can start a line of its own. A name
 * that is not a name (letters, digits, `_`, `-`), or a value with NUL (no environment variable can hold it), is refused.
 */
function fileCommandLines(values) {
    return Object.entries(values)
        .map(([name, value]) => {
        if (!NAME.test(name))
            throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SweepkitError */ .R0(`cannot write ${JSON.stringify(name)} as a file command: not a variable name`, { code: 'file-command' });
        if (value.includes('\0'))
            throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SweepkitError */ .R0(`cannot write ${name} as a file command: its value holds a NUL character`, { code: 'file-command' });
        if (!LINE_BREAK.test(value))
            return `${name}=${value}\n`;
        let delimiter;
        do
            delimiter = `ghadelimiter_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}`;
        while (value.includes(delimiter));
        return `${name}<<${delimiter}\n${value}\n${delimiter}\n`;
    })
        .join('');
}


/***/ }),

/***/ 1328:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FB: () => (/* binding */ printJsonOutput),
/* harmony export */   OU: () => (/* binding */ showSummary)
/* harmony export */ });
/* unused harmony exports EXACT_OUTPUT_HINT, jsonSummaryText */
/**
 * The one rule for commands whose stdout is machine output: a person at a terminal gets a short
 * summary; `--json`, a pipe, a file and the Actions runner get the exact output (what workflows
 * and the conformance corpora read).
 */
const showSummary = (io, json) => io.stdoutIsTerminal === true && json !== true;
/** The last line of every summary: where the exact output is. */
const EXACT_OUTPUT_HINT = 'The exact JSON (what workflows read) comes with --json, or when the output is not a terminal.';
const WIDTH = 100;
const LISTED = 10;
const clip = (text) => (text.length > WIDTH ? `${text.slice(0, WIDTH - 1)}…` : text);
/** One value as a person reads it in a summary line: scalars as they are, collections counted. */
function brief(value) {
    if (typeof value === 'string') {
        // Outputs often carry JSON as a string (a family's rows): count it rather than print it.
        if (/^\s*[[{]/.test(value)) {
            try {
                return brief(JSON.parse(value));
            }
            catch {
                // not JSON after all: the text itself
            }
        }
        return clip(value === '' ? '""' : value);
    }
    if (Array.isArray(value))
        return `${value.length} item${value.length === 1 ? '' : 's'}`;
    if (value !== null && typeof value === 'object') {
        // One level down: lists counted (a bucket's rows), scalars as they are.
        const inner = Object.entries(value).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.length : v !== null && typeof v === 'object' ? '{…}' : String(v)}`);
        return inner.length ? clip(inner.join(', ')) : '{}';
    }
    return String(value);
}
/** How a row of a matrix-like list is named in a summary: its planned display name, else what identifies a matrix row. */
function rowName(row) {
    if (row === null || typeof row !== 'object' || Array.isArray(row))
        return brief(row);
    const r = row;
    const planned = r.plan?.['display-name'] ?? r['display-name'] ?? r.name;
    if (typeof planned === 'string')
        return clip(planned);
    const parts = ['exp-name', 'runner', 'framework', 'precision'].map((key) => r[key]).filter((v) => typeof v === 'string');
    for (const key of ['tp', 'conc'])
        if (r[key] !== undefined)
            parts.push(`${key} ${String(r[key])}`);
    return clip(parts.length ? parts.join(' ') : JSON.stringify(row));
}
/**
 * A short readable summary of a command's JSON output: a list by its length and its first rows'
 * names, an object key by key (collections counted), then where the exact JSON is.
 */
function jsonSummaryText(title, value) {
    const lines = [];
    if (Array.isArray(value)) {
        lines.push(`${title}: ${value.length} row${value.length === 1 ? '' : 's'}.`);
        lines.push(...value.slice(0, LISTED).map((row) => `  ${rowName(row)}`));
        if (value.length > LISTED)
            lines.push(`  … and ${value.length - LISTED} more`);
    }
    else if (value !== null && typeof value === 'object') {
        const entries = Object.entries(value).filter(([, v]) => v !== undefined);
        lines.push(`${title}:`);
        const width = Math.max(0, ...entries.map(([key]) => key.length));
        lines.push(...entries.map(([key, v]) => `  ${key.padEnd(width)}  ${brief(v)}`));
    }
    else
        lines.push(`${title}: ${brief(value)}`);
    lines.push('', EXACT_OUTPUT_HINT);
    return `${lines.join('\n')}\n`;
}
/**
 * Prints a command's exact output (JSON text), or at a terminal without --json the summary of it
 * (read back from the text, so it shows what a workflow would read).
 */
function printJsonOutput(io, json, exact, title) {
    if (!showSummary(io, json))
        return io.stdout(exact);
    let value;
    try {
        value = JSON.parse(exact);
    }
    catch {
        // Python's JSON may hold NaN or Infinity, which JSON.parse refuses: then the exact text.
        return io.stdout(exact);
    }
    io.stdout(jsonSummaryText(title, value));
}


/***/ }),

/***/ 5656:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ systemClock)
/* harmony export */ });
/** Real time; `sleep` ends early, without throwing, when the signal aborts. */
const systemClock = {
    now: () => Date.now(),
    sleep: (ms, signal) => new Promise((resolve) => {
        if (signal?.aborted)
            return resolve();
        const done = () => {
            clearTimeout(timer);
            signal?.removeEventListener('abort', done);
            resolve();
        };
        const timer = setTimeout(done, ms);
        signal?.addEventListener('abort', done, { once: true });
    })
};


/***/ }),

/***/ 5151:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fo: () => (/* binding */ collect),
/* harmony export */   WL: () => (/* binding */ obj),
/* harmony export */   gx: () => (/* binding */ str),
/* harmony export */   qh: () => (/* binding */ restReuseGitHub)
/* harmony export */ });
/** Field readers of GitHub's JSON: a missing or odd-typed field reads as empty. */
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
                updatedAt: str(c.updated_at),
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
            return (await collect(client.pages(`/actions/runs/${runId}/artifacts`, {}, 'artifacts'))).map((a) => ({
                name: str(a.name),
                expired: a.expired === true,
                expiresAt: str(a.expires_at)
            }));
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
