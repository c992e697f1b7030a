import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 4951:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
// https://github.com/ajv-validator/ajv/issues/889
const equal = __nccwpck_require__(3430);
equal.code = 'require("ajv/dist/runtime/equal").default';
exports.A = equal;
//# sourceMappingURL=equal.js.map

/***/ }),

/***/ 3430:
/***/ ((module) => {



// do not edit .js files directly - edit src/index.jst



module.exports = function equal(a, b) {
  if (a === b) return true;

  if (a && b && typeof a == 'object' && typeof b == 'object') {
    if (a.constructor !== b.constructor) return false;

    var length, i, keys;
    if (Array.isArray(a)) {
      length = a.length;
      if (length != b.length) return false;
      for (i = length; i-- !== 0;)
        if (!equal(a[i], b[i])) return false;
      return true;
    }



    if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
    if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
    if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();

    keys = Object.keys(a);
    length = keys.length;
    if (length !== Object.keys(b).length) return false;

    for (i = length; i-- !== 0;)
      if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;

    for (i = length; i-- !== 0;) {
      var key = keys[i];

      if (!equal(a[key], b[key])) return false;
    }

    return true;
  }

  // true if both NaN, false otherwise
  return a!==a && b!==b;
};


/***/ }),

/***/ 5933:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  z3: () => (/* binding */ error),
  V4: () => (/* binding */ getInput),
  pq: () => (/* binding */ info),
  C1: () => (/* binding */ setFailed),
  uH: () => (/* binding */ setOutput),
  z: () => (/* binding */ summary),
  $e: () => (/* binding */ warning)
});

// UNUSED EXPORTS: exportVariable, getState, saveState

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
;// CONCATENATED MODULE: external "node:fs/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
;// CONCATENATED MODULE: ./actions/_kit/src/core.ts
/**
 * The runner protocol the actions speak (inputs, outputs, state, env, annotations, job summary),
 * with the names and behaviour of `@actions/core`. That package imports its OIDC client, and with it
 * an HTTP stack (undici), on load: about 2× the start-up of `node -e 0` for an action that only
 * formats a name. The protocol itself is environment variables, appended files and `::` commands.
 */




const commandValue = (value) => (value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));
const escapeData = (text) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
function issueCommand(command, properties, message) {
    const shown = Object.entries(properties)
        .filter(([, value]) => value)
        .map(([key, value]) => `${key}=${escapeProperty(String(value))}`);
    process.stdout.write(`::${command}${shown.length ? ` ${shown.join(',')}` : ''}::${escapeData(message)}${external_node_os_namespaceObject.EOL}`);
}
/** `name<<delimiter` heredoc in the runner's GITHUB_<command> file, or the legacy `::` command when there is none. */
function fileCommand(command, legacy, name, value) {
    const path = process.env[`GITHUB_${command}`];
    const text = commandValue(value);
    if (!path)
        return issueCommand(legacy, { name }, text);
    if (!(0,external_node_fs_.existsSync)(path))
        throw new Error(`Missing file at path: ${path}`);
    const delimiter = `ghadelimiter_${(0,external_node_crypto_.randomUUID)()}`;
    if (name.includes(delimiter) || text.includes(delimiter))
        throw new Error(`Unexpected input: name or value contains the delimiter "${delimiter}"`);
    (0,external_node_fs_.appendFileSync)(path, `${name}<<${delimiter}${external_node_os_namespaceObject.EOL}${text}${external_node_os_namespaceObject.EOL}${delimiter}${external_node_os_namespaceObject.EOL}`, { encoding: 'utf8' });
}
function getInput(name, options = {}) {
    const value = process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '';
    if (options.required && !value)
        throw new Error(`Input required and not supplied: ${name}`);
    return options.trimWhitespace === false ? value : value.trim();
}
const setOutput = (name, value) => fileCommand('OUTPUT', 'set-output', name, value);
const saveState = (name, value) => fileCommand('STATE', 'save-state', name, value);
const getState = (name) => process.env[`STATE_${name}`] || '';
function exportVariable(name, value) {
    process.env[name] = commandValue(value);
    fileCommand('ENV', 'set-env', name, value);
}
const info = (message) => void process.stdout.write(message + external_node_os_namespaceObject.EOL);
const annotate = (kind, message, p) => issueCommand(kind, { title: p.title, file: p.file, line: p.startLine, endLine: p.endLine, col: p.startColumn, endColumn: p.endColumn }, String(message));
const error = (message, properties = {}) => annotate('error', message, properties);
const warning = (message, properties = {}) => annotate('warning', message, properties);
function setFailed(message) {
    process.exitCode = 1;
    error(message);
}
/** The job summary buffer: Markdown/HTML appended to the GITHUB_STEP_SUMMARY file on `write()`. */
class Summary {
    buffer = '';
    addRaw(text, addEOL = false) {
        this.buffer += addEOL ? text + external_node_os_namespaceObject.EOL : text;
        return this;
    }
    addHeading(text, level = 1) {
        return this.addRaw(`<h${level}>${text}</h${level}>`, true);
    }
    async write() {
        const path = process.env.GITHUB_STEP_SUMMARY;
        if (!path)
            throw new Error('Unable to find environment variable for $GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries.');
        try {
            await (0,promises_namespaceObject.access)(path, promises_namespaceObject.constants.R_OK | promises_namespaceObject.constants.W_OK);
        }
        catch {
            throw new Error(`Unable to access summary file: '${path}'. Check if the file has correct read/write permissions.`);
        }
        await (0,promises_namespaceObject.appendFile)(path, this.buffer, { encoding: 'utf8' });
        this.buffer = '';
        return this;
    }
}
const summary = new Summary();


/***/ }),

/***/ 1900:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $L: () => (/* binding */ getBoolInput),
/* harmony export */   lI: () => (/* binding */ getOptionalInput)
/* harmony export */ });
/* unused harmony exports readInputs, getRequiredInput, getListInput, getIntInput, getNumberInput */
/* harmony import */ var _core_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5933);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1362);


/**
 * A command's inputs, read through its option table: each input converted to its kind, then env
 * fallbacks, defaults and the table's rules applied. Errors name inputs (runAction renders option
 * errors in the action's words).
 */
function readInputs(command, env = process.env) {
    const given = {};
    for (const [name, def] of optionsFor(command.options, 'action')) {
        const text = core.getInput(name);
        if (text.trim() !== '')
            given[name] = parseOptionText(name, def, text);
    }
    return completeOptions(command.options, given, 'action', env);
}
/** An input's value, or undefined when it is empty or absent (so core defaults can apply). */
function getOptionalInput(name) {
    return _core_js__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4(name) || undefined;
}
function getRequiredInput(name) {
    const value = core.getInput(name);
    if (!value)
        throw new UsageError(`input '${name}' is required`);
    return value;
}
/** Non-empty lines of a multiline input (also accepts whitespace-separated words on one line). */
function getListInput(name) {
    return core
        .getInput(name)
        .split(/[\n\s]+/)
        .map((s) => s.trim())
        .filter(Boolean);
}
function getIntInput(name) {
    const text = core.getInput(name);
    if (!text)
        return undefined;
    if (!/^-?\d+$/.test(text.trim()))
        throw new UsageError(`input '${name}' must be an integer, got '${text}'`);
    return Number(text);
}
function getNumberInput(name) {
    const text = core.getInput(name);
    if (!text)
        return undefined;
    const value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value))
        throw new UsageError(`input '${name}' must be a number, got '${text}'`);
    return value;
}
/** YAML 1.2 booleans like core.getBooleanInput, but empty means `fallback` and errors name the input. */
function getBoolInput(name, fallback = false) {
    const text = _core_js__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4(name).trim();
    if (!text)
        return fallback;
    if (['true', 'True', 'TRUE'].includes(text))
        return true;
    if (['false', 'False', 'FALSE'].includes(text))
        return false;
    throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`input '${name}' must be true or false, got '${text}'`);
}


/***/ }),

/***/ 5339:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ logUntrusted)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5933);


/**
 * Writes untrusted text (job logs, config values, labels) to the log so that no line of it can be
 * taken for a workflow command: inside `::stop-commands::<token>` the runner executes nothing
 * until `::<token>::`, and the token is random so the text cannot guess it.
 */
function logUntrusted(text) {
    if (!text.includes('::')) {
        _core_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(text);
        return;
    }
    const token = `sweepkit-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}`;
    _core_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`::stop-commands::${token}`);
    _core_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(text);
    _core_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`::${token}::`);
}


/***/ }),

/***/ 6331:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Cs: () => (/* binding */ runAction)
/* harmony export */ });
/* unused harmony exports ANNOTATION_CAP, reportErrors */
/* harmony import */ var _core_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5933);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1362);
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(5339);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6281);




/** GitHub shows at most 10 error annotations per step; the rest go to the summary. */
const ANNOTATION_CAP = 10;
/** Annotates errors on their file and line (up to the cap) and lists every one in the summary. */
async function reportErrors(errors, title) {
    const located = errors.filter((e) => e.location);
    located.slice(0, ANNOTATION_CAP).forEach((e) => _core_js__WEBPACK_IMPORTED_MODULE_0__/* .error */ .z3([e.message, ...e.details].join('\n'), {
        title,
        file: e.location?.file,
        startLine: e.location?.line,
        startColumn: e.location?.column
    }));
    if (located.length > ANNOTATION_CAP)
        _core_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`${located.length - ANNOTATION_CAP} more errors: see the job summary.`);
    if (process.env.GITHUB_STEP_SUMMARY) {
        await _core_js__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z
            .addHeading(`${title}: ${errors.length} error${errors.length === 1 ? '' : 's'}`, 3)
            .addRaw((0,_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .markdownTable */ .Qj)(['where', 'error'], errors.map((e) => [(0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .formatLocation */ .j$)(e.location) || '—', e.message])))
            .write();
    }
}
/**
 * The one try/catch of an entrypoint: runs `main`, and on failure annotates every Sweepkit error
 * at its place and fails the step with one line per error (never a stack trace).
 */
async function runAction(title, main) {
    try {
        await main();
    }
    catch (error) {
        // Option mistakes are shown in the workflow's words: inputs, not flags.
        const errors = (0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .toSweepkitErrors */ .Nb)(error).map((e) => (e instanceof _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .OptionError */ .eR ? e.inDialect(_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .ACTION_DIALECT */ .Sh) : e));
        try {
            await reportErrors(errors, title);
        }
        catch (reportError) {
            _core_js__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`could not write the job summary: ${reportError.message}`);
        }
        // Located errors are annotated above; the failure line then only counts them, so nothing is
        // annotated twice. Every error is still printed in full in the log.
        const located = errors.filter((e) => e.location);
        for (const e of located)
            (0,_log_js__WEBPACK_IMPORTED_MODULE_2__/* .logUntrusted */ .t)((0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .formatError */ .Wk)(e));
        const unlocated = errors.filter((e) => !e.location).map(_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .formatError */ .Wk);
        const counted = located.length ? [`${located.length} error${located.length === 1 ? '' : 's'} annotated on the files above`] : [];
        _core_js__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1([...unlocated, ...counted].join('\n'));
    }
}


/***/ }),

/***/ 6281:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Qj: () => (/* binding */ markdownTable),
/* harmony export */   c8: () => (/* binding */ boundedTable)
/* harmony export */ });
/* unused harmony export SUMMARY_BUDGET_BYTES */
/** GitHub drops a job summary over 1 MiB whole; we stop well before it. */
const SUMMARY_BUDGET_BYTES = 512 * 1024;
const escapeCell = (text) => text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, '<br>');
/** A Markdown table; cells are escaped so untrusted text cannot break the layout. */
function markdownTable(header, rows) {
    const line = (cells) => `| ${cells.map(escapeCell).join(' | ')} |`;
    return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n') + '\n';
}
/**
 * A table that stops adding rows before `budgetBytes`, ending with a note of how many rows were
 * left out, so a 2000-row matrix never costs the whole summary.
 */
function boundedTable(header, rows, budgetBytes = SUMMARY_BUDGET_BYTES) {
    const kept = [];
    let size = 0;
    for (const row of rows) {
        const bytes = Buffer.byteLength(row.join(' | ')) + 8;
        if (size + bytes > budgetBytes)
            break;
        kept.push(row);
        size += bytes;
    }
    const table = markdownTable(header, kept);
    const omitted = rows.length - kept.length;
    return omitted > 0 ? `${table}\n_${omitted} more rows not shown (summary size limit); the full list is in the step outputs._\n` : table;
}


/***/ }),

/***/ 41:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  F: () => (/* binding */ octokitPullRequestReader)
});

// EXTERNAL MODULE: ./actions/_kit/src/core.ts + 2 modules
var core = __nccwpck_require__(5933);
// EXTERNAL MODULE: ./packages/common/src/index.ts + 14 modules
var src = __nccwpck_require__(1362);
;// CONCATENATED MODULE: ./actions/_kit/src/octokit.ts


function failure(route, error, attempts) {
    const firstLine = (error.message ?? 'request failed').split('\n')[0];
    const tries = attempts > 1 ? ` (${attempts} attempts)` : '';
    return new src/* SweepkitError */.R0(`GitHub API ${route} failed${error.status ? ` with HTTP ${error.status}` : ''}: ${firstLine}${tries}`, { code: 'github-api' });
}
/** getOctokit(token) with the retry behaviour above; GITHUB_API_URL chooses the server. */
async function getRetryingOctokit(token, options = {}) {
    const { retries, baseDelayMs, maxWaitMs } = { retries: 3, baseDelayMs: 500, maxWaitMs: 60_000, ...options };
    const [{ getOctokit }, { retry }, { throttling }] = await Promise.all([__nccwpck_require__.e(/* import() */ 758).then(__nccwpck_require__.bind(__nccwpck_require__, 1758)), Promise.all(/* import() */[__nccwpck_require__.e(251), __nccwpck_require__.e(735)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9735)), Promise.all(/* import() */[__nccwpck_require__.e(251), __nccwpck_require__.e(856)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6856))]);
    // Why the throttling plugin gave up on a request, kept until the error reaches oneErrorLine.
    const refusals = new WeakMap();
    const onLimit = (retryAfter, request, _octokit, retryCount) => {
        const route = `${request.method} ${request.url}`;
        const ms = retryAfter * 1000;
        if (ms <= maxWaitMs && retryCount < retries) {
            core/* info */.pq(`GitHub API ${route}: rate limited, retrying in ${retryAfter} s`);
            return true;
        }
        const why = ms > maxWaitMs ? `it resets in ${retryAfter} s, more than the ${maxWaitMs / 1000} s this step waits` : `still exceeded after ${retryCount + 1} attempts`;
        if (request.request)
            refusals.set(request.request, `GitHub API ${route}: rate limit exceeded; ${why}`);
        return false;
    };
    const oneErrorLine = (octokit) => {
        octokit.hook.wrap('request', async (request, requestOptions) => {
            try {
                return await request(requestOptions);
            }
            catch (error) {
                const route = `${requestOptions.method} ${requestOptions.url}`;
                const refusal = requestOptions.request && refusals.get(requestOptions.request);
                if (refusal)
                    throw new src/* SweepkitError */.R0(refusal, { code: 'github-rate-limit' });
                throw failure(route, error, requestOptions.request?.retryCount ?? 1);
            }
        });
        return {};
    };
    return getOctokit(token, {
        // 403/429 are the throttling plugin's; the retry plugin's default list plus 429.
        retry: { retries, retryAfterBaseValue: baseDelayMs, doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451] },
        throttle: { onRateLimit: onLimit, onSecondaryRateLimit: onLimit }
    }, retry, throttling, oneErrorLine);
}

;// CONCATENATED MODULE: ./actions/label-gate/src/github-reader.ts

/** The GitHub look-ups of label-gate over Octokit; the client is made on first use only. */
function octokitPullRequestReader(token) {
    let client;
    const octokit = () => (client ??= getRetryingOctokit(token));
    const repo = (pull) => ({ owner: pull.owner, repo: pull.repo });
    return {
        async labels(pull) {
            const { data } = await (await octokit()).rest.pulls.get({ ...repo(pull), pull_number: pull.number });
            return data.labels.map((label) => label.name);
        },
        async headCommitMessage(pull) {
            // The git-database commit has the full message without the file list of repos.getCommit;
            // a fork's head commit is reachable in the base repository through refs/pull/N/head.
            const { data } = await (await octokit()).rest.git.getCommit({ ...repo(pull), commit_sha: pull.headSha });
            return data.message;
        }
    };
}


/***/ }),

/***/ 3255:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6834);
/* harmony import */ var _kit_src_core_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5933);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1362);
/* harmony import */ var _kit_src_inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(1900);
/* harmony import */ var _kit_src_log_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(5339);
/* harmony import */ var _kit_src_run_action_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(6331);
/* harmony import */ var _kit_src_summary_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(6281);
/* harmony import */ var _github_reader_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(41);








function getInputs() {
    const eventName = (0,_kit_src_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .getOptionalInput */ .lI)('event-name') ?? process.env.GITHUB_EVENT_NAME;
    const eventPath = (0,_kit_src_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .getOptionalInput */ .lI)('event-path') ?? process.env.GITHUB_EVENT_PATH;
    if (!eventName)
        throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb("input 'event-name' is empty and GITHUB_EVENT_NAME is not set");
    if (!eventPath)
        throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb("input 'event-path' is empty and GITHUB_EVENT_PATH is not set");
    const labelsSource = (0,_kit_src_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .getOptionalInput */ .lI)('labels-source') ?? 'event';
    if (labelsSource !== 'event' && labelsSource !== 'api') {
        throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`input 'labels-source' must be event or api, got '${labelsSource}'`);
    }
    return {
        eventName,
        eventPath,
        policyFile: (0,_kit_src_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .getOptionalInput */ .lI)('policy-file'),
        labelsSource,
        checkSkipMarker: (0,_kit_src_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .getBoolInput */ .$L)('check-skip-marker', true),
        reuseAuthorized: (0,_kit_src_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .getBoolInput */ .$L)('reuse-authorized'),
        caseInsensitiveLabels: (0,_kit_src_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .getBoolInput */ .$L)('case-insensitive-labels'),
        failOnConflict: (0,_kit_src_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .getBoolInput */ .$L)('fail-on-conflict', true),
        token: (0,_kit_src_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .getOptionalInput */ .lI)('github-token')
    };
}
async function writeSummary(result, inputs) {
    const { decision, policy, labels } = result;
    const rows = labels.map((label) => [label, (0,_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .labelRoles */ .cq)(label, policy, inputs.caseInsensitiveLabels) || '— (ignored)']);
    await _kit_src_core_js__WEBPACK_IMPORTED_MODULE_1__/* .summary */ .z
        .addHeading('label-gate', 3)
        .addRaw(`${(0,_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .explainDecision */ .el)(result.event, decision)}\n\n`)
        .addRaw(`Labels seen (${inputs.labelsSource === 'api' ? 'live, from the API' : 'from the event payload'}): ${labels.length}\n\n`)
        .addRaw(labels.length ? `${(0,_kit_src_summary_js__WEBPACK_IMPORTED_MODULE_7__/* .boundedTable */ .c8)(['label', 'role'], rows)}\n` : '')
        .addRaw((0,_kit_src_summary_js__WEBPACK_IMPORTED_MODULE_7__/* .markdownTable */ .Qj)(['output', 'value'], (0,_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .decisionOutputs */ .NT)(decision).map(([name, value]) => [name, String(value)])))
        .write();
}
async function main() {
    const inputs = getInputs();
    const result = await (0,_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .runLabelGate */ .xn)({
        eventName: inputs.eventName,
        eventPath: inputs.eventPath,
        policyFile: inputs.policyFile,
        caseInsensitiveLabels: inputs.caseInsensitiveLabels,
        reuseAuthorized: inputs.reuseAuthorized,
        labelsSource: inputs.labelsSource,
        headMessage: inputs.checkSkipMarker ? undefined : ''
    }, { files: _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeFiles */ .kT, github: inputs.token ? (0,_github_reader_js__WEBPACK_IMPORTED_MODULE_6__/* .octokitPullRequestReader */ .F)(inputs.token) : undefined });
    const { decision, policy, labels } = result;
    // Labels are untrusted text: one JSON line, shielded from workflow-command parsing.
    (0,_kit_src_log_js__WEBPACK_IMPORTED_MODULE_4__/* .logUntrusted */ .t)(`labels (${inputs.labelsSource}): ${JSON.stringify(labels)}`);
    for (const [name, value] of (0,_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .decisionOutputs */ .NT)(decision))
        _kit_src_core_js__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH(name, String(value));
    _kit_src_core_js__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH('labels-json', JSON.stringify(labels));
    (0,_kit_src_log_js__WEBPACK_IMPORTED_MODULE_4__/* .logUntrusted */ .t)((0,_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .explainDecision */ .el)(result.event, decision));
    if (process.env.GITHUB_STEP_SUMMARY)
        await writeSummary(result, inputs);
    if (!decision.conflict)
        return;
    if (inputs.failOnConflict)
        throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SweepkitError */ .R0(policy.conflictMessage, { code: 'conflicting-labels' });
    _kit_src_core_js__WEBPACK_IMPORTED_MODULE_1__/* .error */ .z3(policy.conflictMessage, { title: 'label-gate' });
}
await (0,_kit_src_run_action_js__WEBPACK_IMPORTED_MODULE_5__/* .runAction */ .Cs)('label-gate', main);

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 1362:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Sh: () => (/* reexport */ ACTION_DIALECT),
  eR: () => (/* reexport */ OptionError),
  g$: () => (/* reexport */ float_PyFloat),
  R0: () => (/* reexport */ SweepkitError),
  eb: () => (/* reexport */ UsageError),
  WI: () => (/* reexport */ firstSchemaError),
  Wk: () => (/* reexport */ formatError),
  j$: () => (/* reexport */ formatLocation),
  kT: () => (/* reexport */ nodeFiles),
  hN: () => (/* reexport */ parseYaml),
  rD: () => (/* reexport */ pyStr),
  Kn: () => (/* reexport */ pyTruthy),
  Gu: () => (/* reexport */ files_readTextFile),
  Hz: () => (/* reexport */ schemaViolation),
  Nb: () => (/* reexport */ toSweepkitErrors)
});

// UNUSED EXPORTS: CLI_DIALECT, LoadedYaml, PyJsonSyntaxError, SweepkitErrors, YamlTimestamp, actionDefault, completeOptions, formatFinding, isPyObject, isYamlMapping, loadYamlFile, numberValue, optionsFor, parseOptionText, parsePyFloatText, parsePyIntText, parsePyJson, parseYamlFull, pyEqual, pyFixed, pyFloat, pyFloatRepr, pyGeneral, pyJsonDumps, pyJsonString, pyNumberStr, pyPercent, pyRepr, pyRound, pySplitlines, pyStrRepr, pyStrip, pyTypeName, resolvePlainScalar, resolveTaggedScalar

;// CONCATENATED MODULE: ./packages/common/src/errors.ts
/**
 * The one error type of Sweepkit: a message that a user can act on, with the place it concerns.
 * Everything the CLI or an action reports to a person goes through this type, so positions travel
 * from the YAML node to the annotation without re-parsing.
 */
class SweepkitError extends Error {
    location;
    field;
    code;
    details;
    exitCode;
    constructor(message, options = {}) {
        super(message);
        this.name = 'SweepkitError';
        this.location = options.location;
        this.field = options.field;
        this.code = options.code;
        this.details = options.details ?? [];
        this.exitCode = options.exitCode ?? 1;
    }
}
/** A command-line mistake: exit code 2, like argparse. */
class UsageError extends SweepkitError {
    constructor(message, options = {}) {
        super(message, { ...options, exitCode: 2 });
        this.name = 'UsageError';
    }
}
/** Several independent findings reported at once (e.g. every schema violation of a file). */
class SweepkitErrors extends Error {
    errors;
    constructor(errors) {
        super(errors.map(formatError).join('\n'));
        this.name = 'SweepkitErrors';
        this.errors = errors;
    }
}
/** `file:line:col` (as much of it as is known), or '' when there is no file. */
function formatLocation(location) {
    if (!location)
        return '';
    let text = location.file;
    if (location.line !== undefined) {
        text += `:${location.line}`;
        if (location.column !== undefined)
            text += `:${location.column}`;
    }
    return text;
}
/** Renders `file:line:col: message` (or just the message when the error has no place). */
function formatError(error) {
    const where = formatLocation(error.location);
    const head = where ? `${where}: ${error.message}` : error.message;
    return error.details.length ? [head, ...error.details].join('\n') : head;
}
/** `file:line:col: error|warning: message`, the compiler-style line of a finding with a severity. */
function formatFinding(error, level) {
    const where = formatLocation(error.location);
    return [`${where ? `${where}: ` : ''}${level}: ${error.message}`, ...error.details].join('\n');
}
/** Every error as the list of SweepkitErrors it stands for; anything unexpected becomes one plain error. */
function toSweepkitErrors(error) {
    if (error instanceof SweepkitErrors)
        return [...error.errors];
    if (error instanceof SweepkitError)
        return [error];
    if (error instanceof Error)
        return [new SweepkitError(error.message)];
    return [new SweepkitError(String(error))];
}

;// CONCATENATED MODULE: ./packages/common/src/files.ts

const REASONS = {
    ENOENT: 'file does not exist',
    EISDIR: 'is a directory, not a file',
    EACCES: 'permission denied'
};
/** Reads a file, turning a failure into one clear error naming the file. */
function files_readTextFile(files, path, displayName = path) {
    try {
        return files.readText(path);
    }
    catch (error) {
        const code = error.code ?? 'EIO';
        throw new SweepkitError(REASONS[code] ?? `cannot read file (${code})`, {
            location: { file: displayName },
            code: 'file-unreadable'
        });
    }
}

;// CONCATENATED MODULE: ./packages/common/src/python/float.ts
/**
 * A number that Python would hold as a `float`. JavaScript has one number type, but Python's JSON
 * output tells `8` from `8.0`, so values that must print as floats even when integral are wrapped.
 * Plain non-integral numbers are floats already and need no wrapper.
 */
class float_PyFloat {
    value;
    constructor(value) {
        this.value = value;
    }
    valueOf() {
        return this.value;
    }
}
const pyFloat = (value) => new float_PyFloat(value);
/** The number behind a plain number or a PyFloat. */
const float_numberValue = (v) => (v instanceof float_PyFloat ? v.value : v);
/** Python `repr(float)` (= `str(float)`): shortest round-trip digits, fixed notation for exponents in [-4, 16). */
function pyFloatRepr(x) {
    if (Number.isNaN(x))
        return 'nan';
    if (x === Infinity)
        return 'inf';
    if (x === -Infinity)
        return '-inf';
    if (x === 0)
        return Object.is(x, -0) ? '-0.0' : '0.0';
    // toExponential() without an argument yields the shortest digits that round-trip, like Python.
    const [mantissa, exponentText] = x.toExponential().split('e');
    const negative = mantissa.startsWith('-');
    const digits = (negative ? mantissa.slice(1) : mantissa).replace('.', '');
    const exponent = Number(exponentText);
    const sign = negative ? '-' : '';
    if (exponent >= -4 && exponent < 16) {
        if (exponent < 0)
            return `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`;
        const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, '0');
        const fraction = digits.slice(exponent + 1) || '0';
        return `${sign}${whole}.${fraction}`;
    }
    const lead = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    const expSign = exponent < 0 ? '-' : '+';
    return `${sign}${lead}e${expSign}${String(Math.abs(exponent)).padStart(2, '0')}`;
}

;// CONCATENATED MODULE: ./packages/common/src/python/json.ts

const SHORT_ESCAPES = {
    '"': '\\"',
    '\\': '\\\\',
    '\n': '\\n',
    '\r': '\\r',
    '\t': '\\t',
    '\b': '\\b',
    '\f': '\\f'
};
// Characters Python escapes with ensure_ascii=True (anything not printable ASCII, plus " and \).
const NEEDS_ESCAPE_ASCII = /[^\x20\x21\x23-\x5b\x5d-\x7e]/g;
// With ensure_ascii=False Python escapes only ", \ and the C0 controls.
const NEEDS_ESCAPE_RAW = /["\\\x00-\x1f]/g;
// Non-global copies for the common case, a string that needs no escaping: test() on a global
// regex reads and writes lastIndex, these do not.
const HAS_ESCAPE_ASCII = new RegExp(NEEDS_ESCAPE_ASCII.source);
const HAS_ESCAPE_RAW = new RegExp(NEEDS_ESCAPE_RAW.source);
const escapeChar = (ch) => SHORT_ESCAPES[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
/** A JSON string literal exactly as Python's json module writes it. */
function pyJsonString(text, ensureAscii = true) {
    if (!(ensureAscii ? HAS_ESCAPE_ASCII : HAS_ESCAPE_RAW).test(text))
        return `"${text}"`;
    // Regex replace works per UTF-16 unit, so astral characters come out as escaped surrogate pairs.
    return `"${text.replace(ensureAscii ? NEEDS_ESCAPE_ASCII : NEEDS_ESCAPE_RAW, escapeChar)}"`;
}
/** A Python int from an integral JS number: every digit of the binary value, as Python prints it. */
function intText(n) {
    return Number.isSafeInteger(n) ? String(n) : BigInt(n).toString();
}
/** A number as Python's `str()` shows it: integral numbers are ints, others and PyFloat are floats. */
function pyNumberStr(value) {
    if (typeof value === 'bigint')
        return value.toString();
    if (value instanceof float_PyFloat)
        return pyFloatRepr(value.value);
    return Number.isInteger(value) && !Object.is(value, -0) ? intText(value) : pyFloatRepr(value);
}
/** A number as json.dumps writes it: like `str()`, except that it spells the non-finite floats like JavaScript. */
function pyJsonNumber(value) {
    const x = typeof value === 'bigint' ? 0 : numberValue(value);
    if (Number.isFinite(x))
        return pyNumberStr(value);
    return Number.isNaN(x) ? 'NaN' : x > 0 ? 'Infinity' : '-Infinity';
}
/**
 * Byte-compatible `json.dumps(value, ...)` (no trailing newline; `print` adds one). Appends to one
 * string (V8 concatenates lazily) and writes each distinct key once: matrix rows repeat a few
 * dozen keys thousands of times.
 */
function pyJsonDumps(value, options = {}) {
    const ensureAscii = options.ensureAscii ?? true;
    const indent = options.indent;
    const [itemSep, keySep] = options.separators ?? (indent === undefined ? [', ', ': '] : [',', ': ']);
    const keyTexts = new Map();
    const keyText = (key) => {
        let text = keyTexts.get(key);
        if (text === undefined)
            keyTexts.set(key, (text = pyJsonString(key, ensureAscii) + keySep));
        return text;
    };
    const newline = (depth) => (indent === undefined ? '' : '\n' + ' '.repeat(indent * depth));
    let out = '';
    const writeItem = (item, key, first, depth) => {
        if (item === undefined)
            throw new TypeError(`undefined value${key === null ? '' : ` for key ${key}`} cannot be written as JSON`);
        out += first ? newline(depth + 1) : itemSep + newline(depth + 1);
        if (key !== null)
            out += keyText(key);
        write(item, depth + 1);
    };
    const write = (v, depth) => {
        if (v === null)
            return void (out += 'null');
        switch (typeof v) {
            case 'boolean':
                return void (out += v ? 'true' : 'false');
            case 'string':
                return void (out += pyJsonString(v, ensureAscii));
            case 'number':
            case 'bigint':
                return void (out += pyJsonNumber(v));
            case 'object':
                break;
            default:
                throw new TypeError(`cannot write a ${typeof v} as JSON`);
        }
        if (v instanceof PyFloat)
            return void (out += pyJsonNumber(v));
        let empty = true;
        if (Array.isArray(v)) {
            out += '[';
            for (const item of v)
                writeItem(item, null, empty, depth), (empty = false);
        }
        else {
            out += '{';
            if (v instanceof Map)
                for (const [key, item] of v)
                    writeItem(item, key, empty, depth), (empty = false);
            else
                for (const key of Object.keys(v))
                    writeItem(v[key], key, empty, depth), (empty = false);
        }
        if (!empty)
            out += newline(depth);
        out += Array.isArray(v) ? ']' : '}';
    };
    write(value, 0);
    return out;
}

;// CONCATENATED MODULE: ./packages/common/src/python/json-parse.ts

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
/**
 * Parses JSON like Python's json module: also the bare literals NaN, Infinity and -Infinity, and
 * duplicate keys keep the first position with the last value.
 */
function parsePyJson(text) {
    let i = 0;
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
            return new PyFloat(Number(m[0]));
        const digits = m[0].replace('-', '').length;
        return digits > SAFE_INT_DIGITS && !Number.isSafeInteger(Number(m[0])) ? BigInt(m[0]) : Number(m[0]);
    };
    const value = () => {
        ws();
        const c = text[i];
        switch (c) {
            case '{': {
                i++;
                const obj = new Map();
                ws();
                if (text[i] === '}') {
                    i++;
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
                        return obj;
                    }
                    else
                        fail("Expecting ',' delimiter");
                }
            }
            case '[': {
                i++;
                const arr = [];
                ws();
                if (text[i] === ']') {
                    i++;
                    return arr;
                }
                for (;;) {
                    arr.push(value());
                    ws();
                    if (text[i] === ',')
                        i++;
                    else if (text[i] === ']') {
                        i++;
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
                return literal('NaN', new PyFloat(NaN));
            case 'I':
                return literal('Infinity', new PyFloat(Infinity));
            case '-':
                if (text.startsWith('-Infinity', i))
                    return literal('-Infinity', new PyFloat(-Infinity));
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

;// CONCATENATED MODULE: ./packages/common/src/yaml-scalars.ts

/** A YAML 1.1 timestamp (PyYAML gives a date/datetime); kept as its source text. */
class yaml_scalars_YamlTimestamp {
    text;
    constructor(text) {
        this.text = text;
    }
    toString() {
        return this.text;
    }
}
// PyYAML 6 implicit resolvers (YAML 1.1), tried in its order for plain scalars only.
const BOOL = /^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/;
const TRUE_WORDS = new Set(['yes', 'Yes', 'YES', 'true', 'True', 'TRUE', 'on', 'On', 'ON']);
const FLOAT = /^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
const INT = /^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$/;
const NULL = /^(?:~|null|Null|NULL|)$/;
const TIMESTAMP = /^(?:[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]|[0-9][0-9][0-9][0-9]-[0-9][0-9]?-[0-9][0-9]?(?:[Tt]|[ \t]+)[0-9][0-9]?:[0-9][0-9]:[0-9][0-9](?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9][0-9]?(?::[0-9][0-9])?))?)$/;
/** A Python int: a JS number while exact, a bigint beyond. */
function toInt(value) {
    return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value;
}
function sexagesimal(text) {
    const sign = text.startsWith('-') ? -1n : 1n;
    return { sign, parts: text.replace(/^[-+]/, '').split(':') };
}
/** PyYAML `construct_yaml_int`. */
function constructInt(source) {
    let text = source.replace(/_/g, '');
    let sign = 1n;
    if (text[0] === '-')
        sign = -1n;
    if (text[0] === '-' || text[0] === '+')
        text = text.slice(1);
    if (text === '0')
        return 0;
    // The common case without BigInt: a plain decimal small enough to be exact.
    if (/^[1-9][0-9]{0,14}$/.test(text))
        return sign < 0n ? -Number(text) : Number(text);
    if (text.startsWith('0b'))
        return toInt(sign * BigInt(text));
    if (text.startsWith('0x'))
        return toInt(sign * BigInt(text));
    if (text[0] === '0')
        return toInt(sign * BigInt(`0o${text.slice(1)}`));
    if (text.includes(':')) {
        let value = 0n;
        for (const part of text.split(':'))
            value = value * 60n + BigInt(part);
        return toInt(sign * value);
    }
    return toInt(sign * BigInt(text));
}
/** PyYAML `construct_yaml_float`. */
function constructFloat(source) {
    const text = source.replace(/_/g, '').toLowerCase();
    if (text.endsWith('.inf'))
        return new float_PyFloat(text.startsWith('-') ? -Infinity : Infinity);
    if (text === '.nan')
        return new float_PyFloat(NaN);
    if (text.includes(':')) {
        const { sign, parts } = sexagesimal(text);
        let value = 0;
        for (const part of parts)
            value = value * 60 + Number(part);
        return new float_PyFloat(Number(sign) * value);
    }
    return new float_PyFloat(Number(text));
}
/** Resolves a plain (unquoted) scalar the way PyYAML `safe_load` does. */
function resolvePlainScalar(text) {
    const first = text[0] ?? '';
    if ('yYnNtTfFoO'.includes(first) && first !== '' && BOOL.test(text))
        return TRUE_WORDS.has(text);
    if ('-+0123456789.'.includes(first) && first !== '' && FLOAT.test(text))
        return constructFloat(text);
    if ('-+0123456789'.includes(first) && first !== '' && INT.test(text))
        return constructInt(text);
    if (('~nN'.includes(first) || text === '') && NULL.test(text))
        return null;
    if (first >= '0' && first <= '9' && TIMESTAMP.test(text))
        return new yaml_scalars_YamlTimestamp(text);
    return text;
}
/** Applies an explicit standard tag (`!!str`, `!!int`, …); undefined for tags we do not know. */
function resolveTaggedScalar(tag, text) {
    switch (tag) {
        case 'tag:yaml.org,2002:str':
            return text;
        case 'tag:yaml.org,2002:int':
            return INT.test(text) ? constructInt(text) : undefined;
        case 'tag:yaml.org,2002:float':
            return FLOAT.test(text) || INT.test(text) ? constructFloat(text.includes('.') ? text : `${text}.0`) : undefined;
        case 'tag:yaml.org,2002:bool':
            return BOOL.test(text) ? TRUE_WORDS.has(text) : undefined;
        case 'tag:yaml.org,2002:null':
            return null;
        default:
            return undefined;
    }
}

;// CONCATENATED MODULE: ./packages/common/src/python/values.ts



/** Python's view of values parsed from JSON or YAML: truthiness, `str()`, `repr()`, type names and the text parsers. */
/** Python's `str.isspace()` characters, which `str.strip()` removes (JS `trim` differs: it strips U+FEFF, keeps \x1c–\x1f, \x85). */
const PY_SPACE = '\\t\\n\\x0b\\x0c\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const STRIP = new RegExp(`^[${PY_SPACE}]+|[${PY_SPACE}]+$`, 'g');
const LINE_BREAK = /\r\n|[\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]/;
const pyStrip = (text) => text.replace(STRIP, '');
/** Python `str.splitlines()` (no trailing empty item). */
function pySplitlines(text) {
    if (text === '')
        return [];
    const lines = text.split(LINE_BREAK);
    if (lines[lines.length - 1] === '')
        lines.pop();
    return lines;
}
const DIGITS = String.raw `\d(?:_?\d)*`;
const FLOAT_TEXT = new RegExp(String.raw `^[-+]?(?:(?:${DIGITS}(?:\.(?:${DIGITS})?)?|\.${DIGITS})(?:[eE][-+]?${DIGITS})?|inf|infinity|nan)$`, 'i');
const INT_TEXT = new RegExp(String.raw `^[-+]?${DIGITS}$`);
/** Python `float(text)`, or null where Python raises ValueError. */
function parsePyFloatText(text) {
    const t = pyStrip(text);
    if (!FLOAT_TEXT.test(t))
        return null;
    const lower = t.toLowerCase().replace(/_/g, '');
    if (lower.endsWith('nan'))
        return NaN;
    if (lower.endsWith('inf') || lower.endsWith('infinity'))
        return lower.startsWith('-') ? -Infinity : Infinity;
    return Number(lower);
}
/** Python `int(text)`, or null where Python raises ValueError. */
function parsePyIntText(text) {
    const t = pyStrip(text);
    return INT_TEXT.test(t) ? BigInt(t.replace(/_/g, '')) : null;
}
/** Python `bool(value)` (NaN is truthy, empty containers are not). */
function pyTruthy(value) {
    if (value === null || value === undefined || value === false)
        return false;
    if (typeof value === 'number')
        return value !== 0;
    if (typeof value === 'bigint')
        return value !== 0n;
    if (typeof value === 'string' || Array.isArray(value))
        return value.length > 0;
    if (value instanceof float_PyFloat)
        return value.value !== 0;
    if (value instanceof Map || value instanceof Set)
        return value.size > 0;
    if (value instanceof yaml_scalars_YamlTimestamp)
        return true;
    return typeof value !== 'object' || Object.keys(value).length > 0;
}
/** Python `type(value).__name__` as json.loads or PyYAML would have built it. */
function pyTypeName(value) {
    if (value === null || value === undefined)
        return 'NoneType';
    if (typeof value === 'boolean')
        return 'bool';
    if (typeof value === 'number')
        return Number.isInteger(value) ? 'int' : 'float';
    if (typeof value === 'bigint')
        return 'int';
    if (typeof value === 'string')
        return 'str';
    if (value instanceof PyFloat)
        return 'float';
    if (value instanceof YamlTimestamp)
        return value.text.length > 10 ? 'datetime' : 'date';
    if (value instanceof Set)
        return 'set';
    return Array.isArray(value) ? 'list' : 'dict';
}
// What CPython's repr() escapes: the characters str.isprintable() rejects (controls, format,
// surrogates, private use, unassigned, separators other than the space).
const NOT_PRINTABLE = /[\p{C}\p{Z}]/u;
function values_escapeChar(ch) {
    const c = ch.codePointAt(0);
    const hex = c.toString(16);
    if (c < 0x100)
        return `\\x${hex.padStart(2, '0')}`;
    return c < 0x10000 ? `\\u${hex.padStart(4, '0')}` : `\\U${hex.padStart(8, '0')}`;
}
/** Python `repr(str)`: single quotes unless the text has a `'` and no `"`. */
function pyStrRepr(text) {
    const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
    let out = quote;
    for (const ch of text) {
        if (ch === '\\' || ch === quote)
            out += `\\${ch}`;
        else if (ch === '\n')
            out += '\\n';
        else if (ch === '\r')
            out += '\\r';
        else if (ch === '\t')
            out += '\\t';
        else if (ch !== ' ' && NOT_PRINTABLE.test(ch))
            out += values_escapeChar(ch);
        else
            out += ch;
    }
    return out + quote;
}
/**
 * Python `repr()` of a parsed value: arrays are lists, Maps and plain objects dicts, Sets sets
 * (in their iteration order; Python's own order follows hashes, so callers sort first).
 */
function pyRepr(value) {
    if (typeof value === 'string')
        return pyStrRepr(value);
    if (Array.isArray(value))
        return `[${value.map(pyRepr).join(', ')}]`;
    if (value instanceof Set)
        return value.size ? `{${[...value].map(pyRepr).join(', ')}}` : 'set()';
    if (value instanceof Map)
        return `{${[...value].map(([k, v]) => `${pyRepr(k)}: ${pyRepr(v)}`).join(', ')}}`;
    if (value !== null && typeof value === 'object' && !(value instanceof float_PyFloat) && !(value instanceof yaml_scalars_YamlTimestamp)) {
        return `{${Object.entries(value).map(([k, v]) => `${pyStrRepr(k)}: ${pyRepr(v)}`).join(', ')}}`;
    }
    return pyStr(value);
}
/** Python `str()`: text as it is, None/True/False, ints and floats as Python prints them, containers as repr. */
function pyStr(value) {
    if (value === null || value === undefined)
        return 'None';
    if (typeof value === 'boolean')
        return value ? 'True' : 'False';
    if (typeof value === 'string')
        return value;
    if (typeof value === 'number' || typeof value === 'bigint' || value instanceof float_PyFloat)
        return pyNumberStr(value);
    if (value instanceof yaml_scalars_YamlTimestamp)
        return String(value);
    if (typeof value === 'object')
        return pyRepr(value);
    return String(value);
}
const numeric = (v) => typeof v === 'boolean' ? Number(v) : typeof v === 'number' || typeof v === 'bigint' ? v : v instanceof PyFloat ? v.value : undefined;
// Python compares ints and floats exactly, without rounding the int to a double.
const sameNumber = (a, b) => typeof a === typeof b ? a === b : typeof a === 'bigint' ? Number.isInteger(b) && BigInt(b) === a : sameNumber(b, a);
/**
 * Python `==` on loaded YAML: mappings compare without regard to key order and `1 == 1.0 == True`,
 * which is how the reference decides whether a changelog entry or a config changed.
 */
function pyEqual(a, b) {
    const na = numeric(a);
    const nb = numeric(b);
    if (na !== undefined || nb !== undefined)
        return na !== undefined && nb !== undefined && sameNumber(na, nb);
    if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object')
        return a === b;
    if (a instanceof YamlTimestamp || b instanceof YamlTimestamp)
        return a instanceof YamlTimestamp && b instanceof YamlTimestamp && a.text === b.text;
    if (Array.isArray(a) || Array.isArray(b)) {
        return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => pyEqual(item, b[i]));
    }
    const [ma, mb] = [a, b];
    const keys = Object.keys(ma);
    return keys.length === Object.keys(mb).length && keys.every((k) => k in mb && pyEqual(ma[k], mb[k]));
}

;// CONCATENATED MODULE: ./packages/common/src/python/index.ts
// Python compatibility: the one place that knows how CPython prints, parses, rounds and tests values.






// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __nccwpck_require__(8815);
;// CONCATENATED MODULE: ./packages/common/src/yaml-tree.ts


/**
 * A YAML document loaded with PyYAML `safe_load` semantics, plus the position of every node, so
 * that validation errors can name `file:line:col` without parsing again.
 */
class LoadedYaml {
    file;
    value;
    rootPosition;
    children;
    constructor(file, value, rootPosition, children) {
        this.file = file;
        this.value = value;
        this.rootPosition = rootPosition;
        this.children = children;
    }
    /**
     * Where the node at `path` is (its key with `which: 'key'`). A path that leaves the document
     * (a missing key) gives the position of the deepest node that exists: the mapping that lacks it.
     */
    locate(path, which = 'value') {
        let position = this.rootPosition;
        let node = this.value;
        for (let i = 0; i < path.length; i++) {
            if (node === null || typeof node !== 'object')
                break;
            const entry = this.children.get(node)?.get(path[i]);
            if (!entry)
                break;
            position = which === 'key' && i === path.length - 1 && entry.key ? entry.key : entry.value;
            node = node[path[i]];
        }
        return { file: this.file, line: position.line, column: position.column };
    }
}
/** A YAML mapping (not a list, scalar, float or timestamp). */
const isYamlMapping = (v) => v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof PyFloat) && !(v instanceof YamlTimestamp);

;// CONCATENATED MODULE: ./packages/common/src/yaml-fast.ts



/**
 * A hand-written loader for the plain block style of the master configs, runners files and
 * changelogs: block mappings and sequences by indentation, `- ` items (also `- key: value`),
 * one-line plain / single- / double-quoted scalars, one-line flow sequences and mappings of
 * scalars, comments and blank lines. It builds exactly what the `yaml`-package path builds
 * (values, key order, positions). Anything else — anchors, tags, block scalars, multi-line
 * scalars, documents markers, tabs, unusual keys, every syntax error — makes it decline
 * (return undefined), so the caller falls back to the full parser. It never guesses.
 */
function parseYamlFast(text, file, options = {}) {
    // Tabs, CR, control characters, BOM, YAML 1.1 line breaks (NEL, LS, PS), surrogates; `---`, `...`, `%` lines.
    if (/[\x00-\x09\x0b-\x1f\x7f-\x9f\ufeff\u2028\u2029\ud800-\udfff]|^(?:---|\.\.\.|%)/m.test(text))
        return undefined;
    try {
        return new FastParser(text, file, options.uniqueKeys ?? false).parse();
    }
    catch (error) {
        if (error === DECLINE)
            return undefined;
        throw error;
    }
}
const DECLINE = Symbol('outside the fast YAML subset');
const decline = () => {
    throw DECLINE;
};
// A plain key made of ordinary characters: no indicators, quotes, flow or comment characters.
const PLAIN_KEY = /^[A-Za-z0-9_.\/$(][^#[\]{},'"&*!|>%@`]*$/;
// Characters that cannot start a plain scalar (`-` is handled apart: allowed before a non-space).
const NOT_PLAIN_START = '?:,[]{}#&*!|>\'"%@`';
// Where a plain scalar inside a flow collection ends (or turns into something we decline).
const FLOW_PLAIN_END = /[,\]}:#[{]/g;
// Where the literal text of a double-quoted scalar stops: its end or an escape.
const DOUBLE_QUOTED_STOP = /["\\]/g;
// The escapes of one-line double-quoted scalars we accept (others decline).
const yaml_fast_ESCAPES = { '\\': '\\', '"': '"', n: '\n', t: '\t' };
class FastParser {
    file;
    uniqueKeys;
    lines;
    /** Indentation of each line, or -1 for a blank or comment-only line. */
    indents;
    children = new WeakMap();
    /** The next content line after the node parsed last. */
    row = 0;
    constructor(text, file, uniqueKeys) {
        this.file = file;
        this.uniqueKeys = uniqueKeys;
        this.lines = text.split('\n');
        this.indents = new Int32Array(this.lines.length);
        this.lines.forEach((line, i) => {
            let n = 0;
            while (line.charCodeAt(n) === 32)
                n++;
            this.indents[i] = n === line.length || line[n] === '#' ? -1 : n;
        });
    }
    parse() {
        const first = this.nextContent(0);
        if (first === this.lines.length || this.indents[first] !== 0)
            decline();
        const value = this.blockNode(first, 0);
        if (this.row !== this.lines.length)
            decline();
        return new LoadedYaml(this.file, value, at(first, 0), this.children);
    }
    nextContent(from) {
        let row = from;
        while (row < this.lines.length && this.indents[row] === -1)
            row++;
        return row;
    }
    /** Indentation of a content line, -1 past the end. */
    indentAt(row) {
        return row < this.lines.length ? this.indents[row] : -1;
    }
    /** A block collection starting at a line's indentation. */
    blockNode(row, col) {
        const line = this.lines[row];
        if (isDash(line, col))
            return this.sequence(row, col);
        if (this.key(line, col))
            return this.mapping(row, col);
        return decline();
    }
    sequence(first, indent) {
        const list = [];
        const places = new Map();
        let row = first;
        while (this.indentAt(row) === indent && isDash(this.lines[row], indent)) {
            const line = this.lines[row];
            const col = skipSpaces(line, indent + 1);
            let position;
            if (col === line.length || line[col] === '#') {
                const next = this.nextContent(row + 1);
                // An empty item (null) is left to the full parser.
                if (this.indentAt(next) <= indent)
                    decline();
                position = at(next, this.indents[next]);
                list.push(this.blockNode(next, this.indents[next]));
            }
            else {
                position = at(row, col);
                if (isDash(line, col))
                    decline();
                list.push(this.key(line, col) ? this.mapping(row, col) : this.inlineValue(row, col));
            }
            places.set(list.length - 1, { value: position });
            row = this.row;
            if (this.indentAt(row) > indent)
                decline();
        }
        this.children.set(list, places);
        this.row = row;
        return list;
    }
    /** A block mapping whose keys are at column `indent`; the first key may follow `- ` on its line. */
    mapping(first, indent) {
        const mapping = {};
        const places = new Map();
        let row = first;
        let col = indent;
        for (;;) {
            const line = this.lines[row];
            const key = this.key(line, col) ?? decline();
            const keyPosition = at(row, col);
            const valueCol = skipSpaces(line, key.end);
            let value;
            let valuePosition;
            if (valueCol === line.length || line[valueCol] === '#') {
                const next = this.nextContent(row + 1);
                const nextIndent = this.indentAt(next);
                if (nextIndent > indent || (nextIndent === indent && isDash(this.lines[next], indent))) {
                    valuePosition = at(next, nextIndent);
                    value = this.blockNode(next, nextIndent);
                }
                else {
                    // The `yaml` package places an empty value where the line's content would start.
                    valuePosition = at(row, valueCol);
                    value = null;
                    this.row = next;
                }
            }
            else {
                valuePosition = at(row, valueCol);
                value = this.inlineValue(row, valueCol);
            }
            this.assign(mapping, places, key.text, value, keyPosition, valuePosition);
            row = this.row;
            const nextIndent = this.indentAt(row);
            if (nextIndent < indent)
                break;
            if (nextIndent > indent)
                decline();
            col = indent;
        }
        this.children.set(mapping, places);
        this.row = row;
        return mapping;
    }
    /** PyYAML's dict semantics: the last value wins, the key keeps its first place. */
    assign(mapping, places, key, value, keyPosition, valuePosition) {
        const earlier = places.get(key);
        if (earlier && this.uniqueKeys)
            decline();
        mapping[key] = value;
        places.set(key, { key: earlier?.key ?? keyPosition, value: valuePosition });
    }
    /** A `key:` at `col` (followed by a space or the end of line): its text and the index after the colon. */
    key(line, col) {
        let text;
        let colon;
        if (line[col] === '"' || line[col] === "'") {
            const quoted = quotedScalar(line, col);
            if (line[quoted.end] !== ':')
                return undefined;
            text = quoted.value;
            colon = quoted.end;
        }
        else if (line[col] === '[' || line[col] === '{') {
            return undefined;
        }
        else {
            // The first `:` before a space or the end of line, unless a ` #` comment comes first.
            const comment = line.indexOf(' #', col);
            const limit = comment === -1 ? line.length : comment;
            colon = line.indexOf(':', col);
            while (colon !== -1 && colon < limit && colon + 1 < line.length && line[colon + 1] !== ' ')
                colon = line.indexOf(':', colon + 1);
            if (colon === -1 || colon >= limit)
                return undefined;
            const source = line.slice(col, colon);
            if (!PLAIN_KEY.test(source) || source.endsWith(' '))
                decline();
            text = pyStr(resolvePlainScalar(source));
        }
        if (colon + 1 < line.length && line[colon + 1] !== ' ')
            decline();
        // `yaml` limits implicit keys to 1024 characters; keep well clear of the limit.
        if (colon - col > 1000 || text === '__proto__')
            decline();
        return { text, end: colon + 1 };
    }
    /** A scalar or flow collection that ends its line; `this.row` moves to the next content line. */
    inlineValue(row, col) {
        const line = this.lines[row];
        let value;
        let end;
        if (line[col] === '[' || line[col] === '{') {
            ({ value, end } = this.flowCollection(row, col));
        }
        else if (line[col] === '"' || line[col] === "'") {
            ({ value, end } = quotedScalar(line, col));
        }
        else {
            if (!plainStart(line, col))
                decline();
            const comment = line.indexOf(' #', col);
            end = comment === -1 ? line.length : comment;
            // `a: b` on one line is a syntax error (or a compact mapping) — not ours.
            const colon = line.indexOf(': ', col);
            if ((colon !== -1 && colon < end) || line[end - 1] === ':')
                decline();
            value = resolvePlainScalar(line.slice(col, end).trimEnd());
        }
        const rest = skipSpaces(line, end);
        if (rest < line.length && !(line[rest] === '#' && line[rest - 1] === ' '))
            decline();
        this.row = this.nextContent(row + 1);
        return value;
    }
    /** A one-line `[a, b]` or `{k: v}` of scalars and such collections. */
    flowCollection(row, open) {
        const line = this.lines[row];
        const isList = line[open] === '[';
        const close = isList ? ']' : '}';
        const list = [];
        const mapping = {};
        const places = new Map();
        let col = skipSpaces(line, open + 1);
        if (line[col] !== close) {
            for (;;) {
                const position = at(row, col);
                if (isList) {
                    const item = this.flowNode(row, col);
                    list.push(item.value);
                    places.set(list.length - 1, { value: position });
                    col = skipSpaces(line, item.end);
                }
                else {
                    const key = flowScalar(line, col, true);
                    if (line[key.end] !== ':' || line[key.end + 1] !== ' ')
                        decline();
                    const text = key.quoted ? key.value : pyStr(key.value);
                    if (text === '__proto__')
                        decline();
                    const valueCol = skipSpaces(line, key.end + 1);
                    const item = this.flowNode(row, valueCol);
                    this.assign(mapping, places, text, item.value, position, at(row, valueCol));
                    col = skipSpaces(line, item.end);
                }
                if (line[col] === close)
                    break;
                if (line[col] !== ',')
                    decline();
                col = skipSpaces(line, col + 1);
                // A trailing comma is left to the full parser.
                if (line[col] === close)
                    decline();
            }
        }
        const value = isList ? list : mapping;
        this.children.set(value, places);
        return { value, end: col + 1 };
    }
    flowNode(row, col) {
        const c = this.lines[row][col];
        return c === '[' || c === '{' ? this.flowCollection(row, col) : flowScalar(this.lines[row], col, false);
    }
}
const at = (row, col) => ({ line: row + 1, column: col + 1 });
function skipSpaces(line, col) {
    let i = col;
    while (line.charCodeAt(i) === 32)
        i++;
    return i;
}
function isDash(line, col) {
    return line[col] === '-' && (col + 1 === line.length || line[col + 1] === ' ');
}
function plainStart(line, col) {
    const c = line[col];
    if (c === undefined || NOT_PLAIN_START.includes(c))
        return false;
    return c !== '-' || (col + 1 < line.length && line[col + 1] !== ' ');
}
/** A quoted scalar closed on the same line (else decline); `end` is the index after the closing quote. */
function quotedScalar(line, open) {
    const single = line[open] === "'";
    let value = '';
    let from = open + 1;
    for (;;) {
        const stop = single ? line.indexOf("'", from) : doubleQuotedStop(line, from);
        if (stop === -1)
            return decline();
        value += line.slice(from, stop);
        from = stop + 2;
        if (line[stop] === '\\')
            value += yaml_fast_ESCAPES[line[stop + 1] ?? ''] ?? decline();
        else if (single && line[stop + 1] === "'")
            value += "'";
        else
            return { value, end: stop + 1 };
    }
}
/** The next `"` or `\` in a double-quoted scalar, -1 if none. */
function doubleQuotedStop(line, from) {
    DOUBLE_QUOTED_STOP.lastIndex = from;
    return DOUBLE_QUOTED_STOP.exec(line)?.index ?? -1;
}
/** A scalar inside a one-line flow collection; a plain one stops at `,`, `]`, `}` or (for keys) `:`. */
function flowScalar(line, col, isKey) {
    if (line[col] === '"' || line[col] === "'")
        return { ...quotedScalar(line, col), quoted: true };
    if (!plainStart(line, col) || line[col] === '-')
        decline();
    FLOW_PLAIN_END.lastIndex = col;
    const end = FLOW_PLAIN_END.exec(line)?.index ?? line.length;
    if (line[end] === undefined || '#[{'.includes(line[end]) || (line[end] === ':' && !isKey))
        decline();
    const source = line.slice(col, end).trimEnd();
    if (isKey && (line[end] !== ':' || source.length !== end - col || !PLAIN_KEY.test(source)))
        decline();
    return { value: resolvePlainScalar(source), end, quoted: false };
}

;// CONCATENATED MODULE: ./packages/common/src/yaml-load.ts









/** Parses YAML text with PyYAML `safe_load` semantics (YAML 1.1 scalars, duplicate keys: last wins unless `uniqueKeys`). */
function parseYaml(text, file, options = {}) {
    // The hand-written parser covers the plain block style of the configs several times faster;
    // it declines everything else (and every error), which the full `yaml` parser then handles.
    return parseYamlFast(text, file, options) ?? parseYamlFull(text, file, options);
}
/** parseYaml through the `yaml` package alone: any YAML, and the reference the fast path is tested against. */
function parseYamlFull(text, file, options = {}) {
    const lineCounter = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, {
        lineCounter,
        schema: 'failsafe',
        uniqueKeys: false,
        version: '1.1',
        strict: false,
        prettyErrors: false
    });
    const pos = (offset) => {
        const { line, col } = lineCounter.linePos(offset ?? 0);
        return { line, column: col };
    };
    const fail = (message, offset, code = 'yaml-syntax') => {
        const { line, column } = pos(offset);
        throw new SweepkitError(message, { location: { file, line, column }, code });
    };
    const firstError = doc.errors[0];
    if (firstError)
        fail(`invalid YAML: ${firstError.message.split('\n')[0]}`, firstError.pos[0]);
    const children = new WeakMap();
    const active = new Set();
    const convert = (node) => {
        if (node === null || node === undefined)
            return null;
        if ((0,dist/* isAlias */.Vj)(node)) {
            const target = node.resolve(doc);
            if (!target)
                fail(`unknown YAML alias *${node.source}`, node.range?.[0]);
            if (active.has(target))
                fail('recursive YAML alias', node.range?.[0]);
            return convert(target);
        }
        if ((0,dist/* isScalar */.jn)(node)) {
            const source = String(node.value ?? '');
            if (node.tag && node.tag !== '!') {
                const tagged = resolveTaggedScalar(node.tag, source);
                if (tagged === undefined)
                    fail(`cannot apply YAML tag ${node.tag} to ${JSON.stringify(source)}`, node.range?.[0]);
                return tagged;
            }
            return node.type === 'PLAIN' ? resolvePlainScalar(source) : source;
        }
        active.add(node);
        try {
            if ((0,dist/* isSeq */.oP)(node)) {
                const list = [];
                const places = new Map();
                node.items.forEach((item, index) => {
                    list.push(convert(item));
                    places.set(index, { value: pos(item?.range?.[0] ?? node.range?.[0]) });
                });
                children.set(list, places);
                return list;
            }
            if ((0,dist/* isMap */.jh)(node))
                return convertMapping(node.items, node.range?.[0]);
        }
        finally {
            active.delete(node);
        }
        return fail(`unsupported YAML node`, node.range?.[0]);
    };
    const convertMapping = (pairs, offset) => {
        const mapping = {};
        const places = new Map();
        const assign = (key, value, where) => {
            const earlier = places.get(key);
            mapping[key] = value;
            // Python dicts keep a repeated key at its first place; the value in effect is the last one.
            places.set(key, { key: earlier?.key ?? where.key, value: where.value });
        };
        // PyYAML merge keys (`<<`): merged pairs come first, the mapping's own pairs override them.
        const own = [];
        const ownKeys = new Set();
        for (const pair of pairs) {
            const keyNode = pair.key;
            const valueNode = pair.value;
            const keyPos = pos(keyNode?.range?.[0] ?? offset);
            const valuePos = valueNode?.range ? pos(valueNode.range[0]) : keyPos;
            if ((0,dist/* isScalar */.jn)(keyNode) && keyNode.type === 'PLAIN' && keyNode.value === '<<') {
                const merged = convert(valueNode);
                const sources = Array.isArray(merged) ? merged : [merged];
                for (const source of sources) {
                    if (source === null || typeof source !== 'object' || Array.isArray(source) || source instanceof float_PyFloat || source instanceof yaml_scalars_YamlTimestamp) {
                        fail('a YAML merge key (<<) needs a mapping or a list of mappings', valueNode?.range?.[0]);
                    }
                    const sourcePlaces = children.get(source);
                    for (const [k, v] of Object.entries(source)) {
                        if (!(k in mapping))
                            assign(k, v, sourcePlaces?.get(k) ?? { key: keyPos, value: valuePos });
                    }
                }
                continue;
            }
            const key = pyStr(convert(keyNode));
            if (options.uniqueKeys && ownKeys.has(key))
                fail(`found duplicate key '${key}'`, keyNode?.range?.[0], 'yaml-duplicate-key');
            ownKeys.add(key);
            own.push([key, convert(valueNode), { key: keyPos, value: valuePos }]);
        }
        for (const [key, value, where] of own)
            assign(key, value, where);
        children.set(mapping, places);
        return mapping;
    };
    const value = convert(doc.contents);
    return new LoadedYaml(file, value, pos(doc.contents?.range?.[0]), children);
}
/** Reads and parses a YAML file through the Files port; a missing file is an error naming it. */
function loadYamlFile(files, path, options = {}) {
    return parseYaml(readTextFile(files, path, options.displayName), options.displayName ?? path);
}

;// CONCATENATED MODULE: ./packages/common/src/schema-error.ts

/** A misspelt key shows up as both unknown and missing; naming the unknown one is more helpful. */
const firstSchemaError = (errors) => errors.find((e) => e.keyword === 'additionalProperties') ?? errors[0];
/**
 * One JSON-Schema (ajv) violation of a YAML file as a SweepkitError at the offending node:
 * `invalid <what>: <field>: <detail>` (an unknown key is located at the key itself).
 */
function schemaViolation(loaded, error, what, code) {
    const path = error.instancePath
        .split('/')
        .slice(1)
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
        .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    const field = path.reduce((text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${part}` : part), '');
    const params = error.params;
    const allowed = params.allowedValue ?? params.allowedValues;
    const detail = params.additionalProperty !== undefined ? `unknown key '${params.additionalProperty}'`
        : params.missingProperty !== undefined ? `missing key '${params.missingProperty}'`
            : `${error.message ?? 'is invalid'}${allowed !== undefined ? ` (${JSON.stringify(allowed)})` : ''}`;
    const at = params.additionalProperty !== undefined ? loaded.locate([...path, params.additionalProperty], 'key') : loaded.locate(path);
    return new SweepkitError(`invalid ${what}: ${field ? `${field}: ` : ''}${detail}`, { location: at, field, code });
}

;// CONCATENATED MODULE: ./packages/common/src/options.ts

const CLI_DIALECT = {
    name: (option) => `--${option}`,
    conflict: (option, other) => `argument --${option}: not allowed with argument --${other}`,
    required: (options) => `the following arguments are required: ${options.map((o) => `--${o}`).join(', ')}`
};
const ACTION_DIALECT = {
    name: (option) => `input '${option}'`,
    conflict: (option, other) => `inputs '${other}' and '${option}' exclude each other`,
    required: (options) => options.length === 1 ? `input '${options[0]}' is required` : `inputs ${options.map((o) => `'${o}'`).join(', ')} are required`
};
const PLACEHOLDER = /\{([a-z0-9-]+)\}/g;
/**
 * A mistake in the options, written once with `{option}` placeholders and shown in the caller's
 * words: `{step-size} must be greater than 1` reads `--step-size must be greater than 1` on the
 * command line and `input 'step-size' must be greater than 1` in a workflow. The message is the
 * CLI's until an edge re-renders it with `inDialect`.
 */
class OptionError extends UsageError {
    template;
    render;
    constructor(template, render = (dialect) => template.replace(PLACEHOLDER, (_, name) => dialect.name(name))) {
        super(render(CLI_DIALECT));
        this.template = template;
        this.render = render;
        this.name = 'OptionError';
    }
    inDialect(dialect) {
        return new UsageError(this.render(dialect));
    }
}
const conflictError = (option, other) => new OptionError(`{${option}} conflicts with {${other}}`, (d) => d.conflict(option, other));
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
            return text
                .split(/\s+/)
                .filter(Boolean)
                .map(word);
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
                throw conflictError(name, other);
    }
    const values = {};
    const missing = [];
    for (const [name, def] of Object.entries(table)) {
        if (def.only && def.only !== edge)
            continue;
        let value = given[name];
        if (!isSet(value) && def.env && env[def.env])
            value = parseOptionText(name, def, env[def.env]);
        if (value === undefined)
            value = def.default;
        if (def.required && !isSet(value))
            missing.push(name);
        for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
            if (def.choices && typeof item !== 'boolean' && !def.choices.includes(String(item))) {
                throw new OptionError(`{${name}}: invalid choice '${item}' (choose from ${def.choices.join(', ')})`);
            }
            if (typeof item === 'number' && def.min !== undefined && item < def.min)
                throw new OptionError(`{${name}} must be at least ${def.min}, got ${item}`);
            if (typeof item === 'number' && def.above !== undefined && item <= def.above)
                throw new OptionError(`{${name}} must be above ${def.above}, got ${item}`);
        }
        values[name] = value;
    }
    if (missing.length)
        throw requiredError(missing);
    return values;
}
/** The table's options as one edge sees them. */
function optionsFor(table, edge) {
    return Object.entries(table).filter(([, def]) => !def.only || def.only === edge);
}
/** action.yml's `default:` for an option: what the runner passes when the workflow leaves it out. */
function actionDefault(def) {
    return def.default === undefined ? '' : String(def.default);
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
;// CONCATENATED MODULE: ./packages/common/src/adapters/node-files.ts

/** The real file system, for the CLI and the actions. */
const nodeFiles = {
    readText: (path) => (0,external_node_fs_.readFileSync)(path, 'utf8'),
    exists: (path) => (0,external_node_fs_.existsSync)(path)
};

;// CONCATENATED MODULE: ./packages/common/src/index.ts










/***/ }),

/***/ 6834:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  NT: () => (/* reexport */ decisionOutputs),
  el: () => (/* reexport */ explainDecision),
  cq: () => (/* reexport */ labelRoles),
  xn: () => (/* reexport */ runLabelGate)
});

// UNUSED EXPORTS: CHANGELOG_MODES, DEFAULT_LINK_POLICY, GATED_EVENTS, MODIFIER_ROLES, SKIP_REASONS, acceptedMessage, changelogEventDefaults, checkStrictChangelog, decideLabelGate, findingsJson, labelKey, lintConfigs, loadLabelPolicy, parseGateEvent, parseLabelPolicy, validateChangelog, verdictOutputs

;// CONCATENATED MODULE: ./packages/gating/src/labels/label-key.ts
/**
 * How label names compare: exactly by default (the jq/Python/JS parts of the reference), or
 * ignoring case (what GitHub's `if:` expressions do). One place, so every set agrees.
 */
function labelKey(caseInsensitive = false) {
    return caseInsensitive ? (label) => label.toLowerCase() : (label) => label;
}

// EXTERNAL MODULE: ./packages/common/src/index.ts + 14 modules
var src = __nccwpck_require__(1362);
// EXTERNAL MODULE: ./node_modules/ajv/dist/runtime/equal.js
var equal = __nccwpck_require__(4951);
;// CONCATENATED MODULE: ./packages/gating/src/generated/validators.js
// Generated by scripts/generate-validators.mjs from schemas/*.schema.json: do not edit.

const labelPolicy = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://github.com/sweepkit/sweepkit/schemas/label-policy.schema.json","title":"Sweepkit label policy","description":"The PR labels that steer the benchmark sweep, the skip marker, the sweep workflow's trigger filter and the conflict message (label-gate). full, canary and fail-fast must be subsets of primary.","type":"object","additionalProperties":false,"required":["version","labels","skip-marker","triggers","messages"],"properties":{"version":{"const":1,"description":"Format version of this file."},"labels":{"type":"object","additionalProperties":false,"required":["primary","full","canary","fail-fast","modifiers","policy","reuse-incompatible"],"properties":{"primary":{"$ref":"#/$defs/labelList","type":"array","minItems":1,"description":"Exactly one of these selects the sweep mode; more than one is a conflict."},"full":{"$ref":"#/$defs/labelList","description":"Primary labels that sweep the full matrix; the other primary labels sweep a trimmed one."},"canary":{"$ref":"#/$defs/labelList","description":"Primary labels that run a canary configuration first."},"fail-fast":{"$ref":"#/$defs/labelList","description":"Primary labels that turn on strategy.fail-fast."},"modifiers":{"type":"object","additionalProperties":false,"required":["all-evals","evals-only","agentx-fast","skip-queue"],"description":"The label behind each modifier output.","properties":{"all-evals":{"$ref":"#/$defs/label"},"evals-only":{"$ref":"#/$defs/label"},"agentx-fast":{"$ref":"#/$defs/label"},"skip-queue":{"$ref":"#/$defs/label"}}},"policy":{"$ref":"#/$defs/labelList","description":"CI-priority labels: no effect on the decision except that their events are relevant."},"reuse-incompatible":{"$ref":"#/$defs/labelList","description":"Labels that make a run ineligible for artifact reuse (the reuse gate does not run)."}}},"skip-marker":{"type":"string","minLength":1,"description":"Case-sensitive substring of the PR head commit message that skips the sweep."},"triggers":{"type":"object","additionalProperties":false,"required":["pull_request","push"],"properties":{"pull_request":{"type":"object","additionalProperties":false,"required":["types","branches"],"properties":{"types":{"$ref":"#/$defs/nameList","description":"Activity types that start the sweep workflow."},"branches":{"$ref":"#/$defs/nameList","description":"Base branches (exact names) whose PRs start it."}}},"push":{"type":"object","additionalProperties":false,"required":["branches"],"properties":{"branches":{"$ref":"#/$defs/nameList","description":"Branches (exact names) whose pushes start it."}}}}},"messages":{"type":"object","additionalProperties":false,"required":["conflict"],"properties":{"conflict":{"type":"string","minLength":1,"description":"The error when a PR has more than one primary label."}}}},"$defs":{"label":{"type":"string","minLength":1},"labelList":{"type":"array","items":{"$ref":"#/$defs/label"},"uniqueItems":true},"nameList":{"type":"array","items":{"type":"string","minLength":1},"uniqueItems":true}}};
const schema33 = {"type":"string","minLength":1};
const schema38 = {"type":"array","items":{"type":"string","minLength":1},"uniqueItems":true};
const schema32 = {"type":"array","items":{"$ref":"#/$defs/label"},"uniqueItems":true};

const func0 = equal/* default */.A;

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(typeof data0 === "string"){
if(data0.length < 1){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
let i1 = data.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data[i1], data[j0])){
const err2 = {instancePath,schemaPath:"#/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://github.com/sweepkit/sweepkit/schemas/label-policy.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.version === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.labels === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "labels"},message:"must have required property '"+"labels"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data["skip-marker"] === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "skip-marker"},message:"must have required property '"+"skip-marker"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.triggers === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "triggers"},message:"must have required property '"+"triggers"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.messages === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "messages"},message:"must have required property '"+"messages"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "version") || (key0 === "labels")) || (key0 === "skip-marker")) || (key0 === "triggers")) || (key0 === "messages"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.version !== undefined){
if(1 !== data.version){
const err6 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.labels !== undefined){
let data1 = data.labels;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.primary === undefined){
const err7 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/required",keyword:"required",params:{missingProperty: "primary"},message:"must have required property '"+"primary"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.full === undefined){
const err8 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/required",keyword:"required",params:{missingProperty: "full"},message:"must have required property '"+"full"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.canary === undefined){
const err9 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/required",keyword:"required",params:{missingProperty: "canary"},message:"must have required property '"+"canary"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1["fail-fast"] === undefined){
const err10 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/required",keyword:"required",params:{missingProperty: "fail-fast"},message:"must have required property '"+"fail-fast"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1.modifiers === undefined){
const err11 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/required",keyword:"required",params:{missingProperty: "modifiers"},message:"must have required property '"+"modifiers"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data1.policy === undefined){
const err12 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/required",keyword:"required",params:{missingProperty: "policy"},message:"must have required property '"+"policy"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data1["reuse-incompatible"] === undefined){
const err13 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/required",keyword:"required",params:{missingProperty: "reuse-incompatible"},message:"must have required property '"+"reuse-incompatible"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key1 in data1){
if(!(((((((key1 === "primary") || (key1 === "full")) || (key1 === "canary")) || (key1 === "fail-fast")) || (key1 === "modifiers")) || (key1 === "policy")) || (key1 === "reuse-incompatible"))){
const err14 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data1.primary !== undefined){
let data2 = data1.primary;
if(!(validate21(data2, {instancePath:instancePath+"/labels/primary",parentData:data1,parentDataProperty:"primary",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
if(Array.isArray(data2)){
if(data2.length < 1){
const err15 = {instancePath:instancePath+"/labels/primary",schemaPath:"#/properties/labels/properties/primary/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/labels/primary",schemaPath:"#/properties/labels/properties/primary/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data1.full !== undefined){
if(!(validate21(data1.full, {instancePath:instancePath+"/labels/full",parentData:data1,parentDataProperty:"full",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
if(data1.canary !== undefined){
if(!(validate21(data1.canary, {instancePath:instancePath+"/labels/canary",parentData:data1,parentDataProperty:"canary",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
if(data1["fail-fast"] !== undefined){
if(!(validate21(data1["fail-fast"], {instancePath:instancePath+"/labels/fail-fast",parentData:data1,parentDataProperty:"fail-fast",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
if(data1.modifiers !== undefined){
let data6 = data1.modifiers;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6["all-evals"] === undefined){
const err17 = {instancePath:instancePath+"/labels/modifiers",schemaPath:"#/properties/labels/properties/modifiers/required",keyword:"required",params:{missingProperty: "all-evals"},message:"must have required property '"+"all-evals"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6["evals-only"] === undefined){
const err18 = {instancePath:instancePath+"/labels/modifiers",schemaPath:"#/properties/labels/properties/modifiers/required",keyword:"required",params:{missingProperty: "evals-only"},message:"must have required property '"+"evals-only"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data6["agentx-fast"] === undefined){
const err19 = {instancePath:instancePath+"/labels/modifiers",schemaPath:"#/properties/labels/properties/modifiers/required",keyword:"required",params:{missingProperty: "agentx-fast"},message:"must have required property '"+"agentx-fast"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data6["skip-queue"] === undefined){
const err20 = {instancePath:instancePath+"/labels/modifiers",schemaPath:"#/properties/labels/properties/modifiers/required",keyword:"required",params:{missingProperty: "skip-queue"},message:"must have required property '"+"skip-queue"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key2 in data6){
if(!((((key2 === "all-evals") || (key2 === "evals-only")) || (key2 === "agentx-fast")) || (key2 === "skip-queue"))){
const err21 = {instancePath:instancePath+"/labels/modifiers",schemaPath:"#/properties/labels/properties/modifiers/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data6["all-evals"] !== undefined){
let data7 = data6["all-evals"];
if(typeof data7 === "string"){
if(data7.length < 1){
const err22 = {instancePath:instancePath+"/labels/modifiers/all-evals",schemaPath:"#/$defs/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/labels/modifiers/all-evals",schemaPath:"#/$defs/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data6["evals-only"] !== undefined){
let data8 = data6["evals-only"];
if(typeof data8 === "string"){
if(data8.length < 1){
const err24 = {instancePath:instancePath+"/labels/modifiers/evals-only",schemaPath:"#/$defs/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/labels/modifiers/evals-only",schemaPath:"#/$defs/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data6["agentx-fast"] !== undefined){
let data9 = data6["agentx-fast"];
if(typeof data9 === "string"){
if(data9.length < 1){
const err26 = {instancePath:instancePath+"/labels/modifiers/agentx-fast",schemaPath:"#/$defs/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/labels/modifiers/agentx-fast",schemaPath:"#/$defs/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data6["skip-queue"] !== undefined){
let data10 = data6["skip-queue"];
if(typeof data10 === "string"){
if(data10.length < 1){
const err28 = {instancePath:instancePath+"/labels/modifiers/skip-queue",schemaPath:"#/$defs/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/labels/modifiers/skip-queue",schemaPath:"#/$defs/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/labels/modifiers",schemaPath:"#/properties/labels/properties/modifiers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data1.policy !== undefined){
if(!(validate21(data1.policy, {instancePath:instancePath+"/labels/policy",parentData:data1,parentDataProperty:"policy",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
if(data1["reuse-incompatible"] !== undefined){
if(!(validate21(data1["reuse-incompatible"], {instancePath:instancePath+"/labels/reuse-incompatible",parentData:data1,parentDataProperty:"reuse-incompatible",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
}
else {
const err31 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data["skip-marker"] !== undefined){
let data13 = data["skip-marker"];
if(typeof data13 === "string"){
if(data13.length < 1){
const err32 = {instancePath:instancePath+"/skip-marker",schemaPath:"#/properties/skip-marker/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/skip-marker",schemaPath:"#/properties/skip-marker/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.triggers !== undefined){
let data14 = data.triggers;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.pull_request === undefined){
const err34 = {instancePath:instancePath+"/triggers",schemaPath:"#/properties/triggers/required",keyword:"required",params:{missingProperty: "pull_request"},message:"must have required property '"+"pull_request"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data14.push === undefined){
const err35 = {instancePath:instancePath+"/triggers",schemaPath:"#/properties/triggers/required",keyword:"required",params:{missingProperty: "push"},message:"must have required property '"+"push"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
for(const key3 in data14){
if(!((key3 === "pull_request") || (key3 === "push"))){
const err36 = {instancePath:instancePath+"/triggers",schemaPath:"#/properties/triggers/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data14.pull_request !== undefined){
let data15 = data14.pull_request;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.types === undefined){
const err37 = {instancePath:instancePath+"/triggers/pull_request",schemaPath:"#/properties/triggers/properties/pull_request/required",keyword:"required",params:{missingProperty: "types"},message:"must have required property '"+"types"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data15.branches === undefined){
const err38 = {instancePath:instancePath+"/triggers/pull_request",schemaPath:"#/properties/triggers/properties/pull_request/required",keyword:"required",params:{missingProperty: "branches"},message:"must have required property '"+"branches"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
for(const key4 in data15){
if(!((key4 === "types") || (key4 === "branches"))){
const err39 = {instancePath:instancePath+"/triggers/pull_request",schemaPath:"#/properties/triggers/properties/pull_request/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data15.types !== undefined){
let data16 = data15.types;
if(Array.isArray(data16)){
const len0 = data16.length;
for(let i0=0; i0<len0; i0++){
let data17 = data16[i0];
if(typeof data17 === "string"){
if(data17.length < 1){
const err40 = {instancePath:instancePath+"/triggers/pull_request/types/" + i0,schemaPath:"#/$defs/nameList/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/triggers/pull_request/types/" + i0,schemaPath:"#/$defs/nameList/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
let i1 = data16.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data16[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err42 = {instancePath:instancePath+"/triggers/pull_request/types",schemaPath:"#/$defs/nameList/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err43 = {instancePath:instancePath+"/triggers/pull_request/types",schemaPath:"#/$defs/nameList/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data15.branches !== undefined){
let data18 = data15.branches;
if(Array.isArray(data18)){
const len1 = data18.length;
for(let i2=0; i2<len1; i2++){
let data19 = data18[i2];
if(typeof data19 === "string"){
if(data19.length < 1){
const err44 = {instancePath:instancePath+"/triggers/pull_request/branches/" + i2,schemaPath:"#/$defs/nameList/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/triggers/pull_request/branches/" + i2,schemaPath:"#/$defs/nameList/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
let i3 = data18.length;
let j1;
if(i3 > 1){
const indices1 = {};
for(;i3--;){
let item1 = data18[i3];
if(typeof item1 !== "string"){
continue;
}
if(typeof indices1[item1] == "number"){
j1 = indices1[item1];
const err46 = {instancePath:instancePath+"/triggers/pull_request/branches",schemaPath:"#/$defs/nameList/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
break;
}
indices1[item1] = i3;
}
}
}
else {
const err47 = {instancePath:instancePath+"/triggers/pull_request/branches",schemaPath:"#/$defs/nameList/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath:instancePath+"/triggers/pull_request",schemaPath:"#/properties/triggers/properties/pull_request/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data14.push !== undefined){
let data20 = data14.push;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.branches === undefined){
const err49 = {instancePath:instancePath+"/triggers/push",schemaPath:"#/properties/triggers/properties/push/required",keyword:"required",params:{missingProperty: "branches"},message:"must have required property '"+"branches"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
for(const key5 in data20){
if(!(key5 === "branches")){
const err50 = {instancePath:instancePath+"/triggers/push",schemaPath:"#/properties/triggers/properties/push/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data20.branches !== undefined){
let data21 = data20.branches;
if(Array.isArray(data21)){
const len2 = data21.length;
for(let i4=0; i4<len2; i4++){
let data22 = data21[i4];
if(typeof data22 === "string"){
if(data22.length < 1){
const err51 = {instancePath:instancePath+"/triggers/push/branches/" + i4,schemaPath:"#/$defs/nameList/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/triggers/push/branches/" + i4,schemaPath:"#/$defs/nameList/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
let i5 = data21.length;
let j2;
if(i5 > 1){
const indices2 = {};
for(;i5--;){
let item2 = data21[i5];
if(typeof item2 !== "string"){
continue;
}
if(typeof indices2[item2] == "number"){
j2 = indices2[item2];
const err53 = {instancePath:instancePath+"/triggers/push/branches",schemaPath:"#/$defs/nameList/uniqueItems",keyword:"uniqueItems",params:{i: i5, j: j2},message:"must NOT have duplicate items (items ## "+j2+" and "+i5+" are identical)"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
break;
}
indices2[item2] = i5;
}
}
}
else {
const err54 = {instancePath:instancePath+"/triggers/push/branches",schemaPath:"#/$defs/nameList/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath:instancePath+"/triggers/push",schemaPath:"#/properties/triggers/properties/push/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath:instancePath+"/triggers",schemaPath:"#/properties/triggers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.messages !== undefined){
let data23 = data.messages;
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.conflict === undefined){
const err57 = {instancePath:instancePath+"/messages",schemaPath:"#/properties/messages/required",keyword:"required",params:{missingProperty: "conflict"},message:"must have required property '"+"conflict"+"'"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
for(const key6 in data23){
if(!(key6 === "conflict")){
const err58 = {instancePath:instancePath+"/messages",schemaPath:"#/properties/messages/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data23.conflict !== undefined){
let data24 = data23.conflict;
if(typeof data24 === "string"){
if(data24.length < 1){
const err59 = {instancePath:instancePath+"/messages/conflict",schemaPath:"#/properties/messages/properties/conflict/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/messages/conflict",schemaPath:"#/properties/messages/properties/conflict/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
else {
const err61 = {instancePath:instancePath+"/messages",schemaPath:"#/properties/messages/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
else {
const err62 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


;// CONCATENATED MODULE: ./packages/gating/src/labels/policy.ts


/** The modifier outputs of label-gate, each backed by one label in the policy. */
const MODIFIER_ROLES = ['all-evals', 'evals-only', 'agentx-fast', 'skip-queue'];
/** The subset rules a JSON Schema cannot say: full, canary and fail-fast name primary labels. */
function checkSubsets(loaded, file) {
    const primary = new Set(file.labels.primary);
    for (const key of ['full', 'canary', 'fail-fast']) {
        file.labels[key].forEach((label, index) => {
            if (!primary.has(label)) {
                throw new src/* SweepkitError */.R0(`invalid label policy: labels.${key}[${index}]: '${label}' is not a primary label`, {
                    location: loaded.locate(['labels', key, index]),
                    field: `labels.${key}[${index}]`,
                    code: 'label-policy'
                });
            }
        });
    }
}
/** Parses and checks a label policy file; any mistake is one error at its file:line:col. */
function parseLabelPolicy(text, file) {
    const loaded = (0,src/* parseYaml */.hN)(text, file);
    if (!labelPolicy(loaded.value))
        throw (0,src/* schemaViolation */.Hz)(loaded, (0,src/* firstSchemaError */.WI)(labelPolicy.errors), 'label policy', 'label-policy');
    const data = loaded.value;
    checkSubsets(loaded, data);
    const { labels } = data;
    const modifiers = labels.modifiers;
    return {
        primary: labels.primary,
        full: labels.full,
        canary: labels.canary,
        failFast: labels['fail-fast'],
        modifiers,
        policy: labels.policy,
        reuseIncompatible: labels['reuse-incompatible'],
        relevant: [...new Set([...labels.primary, ...MODIFIER_ROLES.map((role) => modifiers[role]), ...labels.policy])],
        skipMarker: data['skip-marker'],
        triggers: {
            pullRequest: { types: data.triggers.pull_request.types, branches: data.triggers.pull_request.branches },
            push: { branches: data.triggers.push.branches }
        },
        conflictMessage: data.messages.conflict
    };
}

;// CONCATENATED MODULE: ./packages/gating/src/labels/decide.ts


/** Why no sweep runs (gating.md e.2), in the order they are checked; '' when it runs. */
const SKIP_REASONS = [
    'not-triggered',
    'draft',
    'irrelevant-label-event',
    'no-primary-label',
    'conflicting-labels',
    'fork',
    'skip-marker',
    'reuse-authorized'
];
const noModifiers = () => Object.fromEntries(MODIFIER_ROLES.map((role) => [role, false]));
/** A decision with every flag off unless overridden (the shape of every non-sweep outcome, and of a push). */
function quiet(skipReason, primaryLabel, flags = {}) {
    return {
        validate: false,
        conflict: false,
        reuseGate: false,
        sweep: false,
        primaryLabel,
        scope: 'none',
        canary: false,
        failFast: false,
        modifiers: noModifiers(),
        skipReason,
        ...flags
    };
}
/**
 * The sweep decision as a pure function of the event, the labels, the head commit message and
 * the reuse authorization, reproducing run-sweep.yml's trigger filter and job conditions.
 */
function decideLabelGate(facts, policy, options = {}) {
    const norm = labelKey(options.caseInsensitiveLabels);
    const set = (labels) => new Set(labels.map(norm));
    const { event } = facts;
    if (event.name === 'push') {
        const branch = event.ref.startsWith('refs/heads/') ? event.ref.slice('refs/heads/'.length) : undefined;
        if (branch === undefined || !policy.triggers.push.branches.includes(branch))
            return quiet('not-triggered', '');
        // A push has no labels: full matrix, no canary, no fail-fast; the skip marker is ignored.
        return quiet('', '', { sweep: true, scope: 'full' });
    }
    const labels = set(facts.labels);
    const has = (members) => members.some((label) => labels.has(norm(label)));
    const primaries = policy.primary.filter((label) => labels.has(norm(label)));
    const primaryLabel = primaries.length === 1 ? primaries[0] : '';
    const { pullRequest } = policy.triggers;
    if (!pullRequest.types.includes(event.action) || !pullRequest.branches.includes(event.baseBranch)) {
        return quiet('not-triggered', primaryLabel);
    }
    const labelEvent = event.action === 'labeled' || event.action === 'unlabeled';
    const relevantEvent = !labelEvent || (event.eventLabel !== undefined && set(policy.relevant).has(norm(event.eventLabel)));
    const validate = !event.draft && relevantEvent;
    const conflict = validate && primaries.length > 1;
    const reuseGate = validate && !conflict && event.action === 'synchronize' && has(policy.full) && !has(policy.reuseIncompatible);
    const blocked = {
        draft: event.draft,
        'irrelevant-label-event': !relevantEvent,
        'no-primary-label': primaries.length === 0,
        'conflicting-labels': conflict,
        fork: event.fork,
        'skip-marker': facts.headMessage.includes(policy.skipMarker),
        'reuse-authorized': reuseGate && facts.reuseAuthorized
    };
    const skipReason = SKIP_REASONS.find((reason) => blocked[reason]);
    if (skipReason)
        return quiet(skipReason, primaryLabel, { validate, conflict, reuseGate });
    return {
        validate,
        conflict,
        reuseGate,
        sweep: true,
        primaryLabel,
        scope: has(policy.full) ? 'full' : 'trimmed',
        // canary-select's condition; on a PR the setup job's reuse flag is never on.
        canary: has(policy.canary),
        failFast: has(policy.failFast),
        modifiers: Object.fromEntries(MODIFIER_ROLES.map((role) => [role, labels.has(norm(policy.modifiers[role]))])),
        skipReason: ''
    };
}
/** The decision under the output names of label-gate, in the contract's key order. */
function decisionOutputs(decision) {
    return [
        ['validate', decision.validate],
        ['conflict', decision.conflict],
        ['reuse-gate', decision.reuseGate],
        ['sweep', decision.sweep],
        ['primary-label', decision.primaryLabel],
        ['scope', decision.scope],
        ['canary', decision.canary],
        ['fail-fast', decision.failFast],
        ...MODIFIER_ROLES.map((role) => [role, decision.modifiers[role]]),
        ['skip-reason', decision.skipReason]
    ];
}

;// CONCATENATED MODULE: ./packages/gating/src/labels/event.ts

const GATED_EVENTS = ['pull_request', 'push'];
/** Reads typed fields of the payload; a wrong or missing one is an error naming its JSON path. */
class PayloadReader {
    file;
    root;
    constructor(file, root) {
        this.file = file;
        this.root = root;
    }
    fail(message) {
        throw new src/* SweepkitError */.R0(`event payload: ${message}`, { location: { file: this.file }, code: 'event-payload' });
    }
    /** The value at a dotted path, or undefined when some step is missing or null. */
    get(path) {
        let node = this.root;
        for (const key of path.split('.')) {
            if (node === null || typeof node !== 'object')
                return undefined;
            node = node[key];
        }
        return node ?? undefined;
    }
    string(path) {
        const value = this.get(path);
        if (typeof value !== 'string')
            this.fail(`${path} must be a string`);
        return value;
    }
    optionalString(path) {
        const value = this.get(path);
        if (value !== undefined && typeof value !== 'string')
            this.fail(`${path} must be a string`);
        return value;
    }
    labelNames(path) {
        const value = this.get(path) ?? [];
        if (!Array.isArray(value))
            this.fail(`${path} must be a list`);
        return value.map((_, index) => this.string(`${path}.${index}.name`));
    }
}
function parseJson(text, file) {
    try {
        return JSON.parse(text);
    }
    catch (error) {
        throw new src/* SweepkitError */.R0(`event payload is not valid JSON (${error.message})`, { location: { file }, code: 'event-payload' });
    }
}
function pullRequestEvent(read) {
    const pr = read.get('pull_request');
    if (pr === undefined || typeof pr !== 'object' || Array.isArray(pr))
        read.fail("not a pull_request event: it has no 'pull_request' object");
    const number = read.get('pull_request.number') ?? read.get('number');
    if (number !== undefined && !Number.isInteger(number))
        read.fail('pull_request.number must be an integer');
    const baseRepo = read.optionalString('pull_request.base.repo.full_name') ?? read.string('repository.full_name');
    const headRepo = read.optionalString('pull_request.head.repo.full_name');
    const [owner = '', repo = ''] = baseRepo.split('/');
    const draft = read.get('pull_request.draft');
    if (draft !== undefined && typeof draft !== 'boolean')
        read.fail('pull_request.draft must be true or false');
    const action = read.string('action');
    return {
        name: 'pull_request',
        action,
        number: number,
        draft: draft === true,
        // Repository names compare case-insensitively on GitHub (and in workflow expressions).
        fork: headRepo === undefined || headRepo.toLowerCase() !== baseRepo.toLowerCase(),
        baseBranch: read.string('pull_request.base.ref'),
        headSha: read.optionalString('pull_request.head.sha'),
        owner,
        repo,
        labels: read.labelNames('pull_request.labels'),
        eventLabel: action === 'labeled' || action === 'unlabeled' ? read.optionalString('label.name') : undefined
    };
}
function pushEvent(read) {
    if (read.get('pull_request') !== undefined)
        read.fail("not a push event: it has a 'pull_request' object");
    return { name: 'push', ref: read.string('ref'), headMessage: read.optionalString('head_commit.message') ?? '' };
}
/** Reads a webhook payload of a gated event; another event or a payload of the wrong shape is an error. */
function parseGateEvent(eventName, payloadText, file) {
    const read = new PayloadReader(file, parseJson(payloadText, file));
    if (eventName === 'pull_request')
        return pullRequestEvent(read);
    if (eventName === 'push')
        return pushEvent(read);
    throw new src/* SweepkitError */.R0(`label-gate decides ${GATED_EVENTS.join(' and ')} events, not '${eventName}'`, {
        location: { file },
        code: 'event-name'
    });
}

;// CONCATENATED MODULE: ./packages/gating/src/labels/explain.ts


const WHY_NOT = {
    'not-triggered': 'the sweep workflow does not start for this event',
    draft: 'the pull request is a draft',
    'irrelevant-label-event': 'the label of this event is not a sweep, modifier or policy label',
    'no-primary-label': 'the pull request has no sweep label',
    'conflicting-labels': 'the pull request has more than one sweep label',
    fork: 'pull requests from forks get no GPU jobs in this workflow',
    'skip-marker': 'the head commit message contains the skip marker',
    'reuse-authorized': 'an authorized /reuse-sweep-run lets the sweep be reused'
};
const eventText = (event) => event.name === 'push' ? `push to ${event.ref}` : `pull_request ${event.action}${event.number === undefined ? '' : ` (#${event.number})`}`;
/**
 * One sentence for the job summary. It names only policy labels and event facts, never the
 * free text of arbitrary labels.
 */
function explainDecision(event, decision) {
    const on = `On ${eventText(event)}`;
    if (!decision.sweep) {
        const validation = decision.validate ? 'the changelog is validated but no sweep runs' : 'nothing runs';
        return `${on}, ${validation}: ${WHY_NOT[decision.skipReason]}.`;
    }
    if (event.name === 'push')
        return `${on}, a full sweep runs (no labels on a push: no canary, no fail-fast).`;
    const how = [decision.canary ? 'canary first' : 'no canary', `fail-fast ${decision.failFast ? 'on' : 'off'}`];
    const modifiers = MODIFIER_ROLES.filter((role) => decision.modifiers[role]);
    if (modifiers.length)
        how.push(`with ${modifiers.join(', ')}`);
    const reuse = decision.reuseGate ? ', unless the reuse gate finds an authorized /reuse-sweep-run' : '';
    return `${on}, a ${decision.scope} sweep for \`${decision.primaryLabel}\` runs once the changelog validates${reuse} (${how.join(', ')}).`;
}
/** What a label means under the policy, e.g. `primary, full, canary` or `modifier (all-evals)`; '' if nothing. */
function labelRoles(label, policy, caseInsensitive = false) {
    const norm = labelKey(caseInsensitive);
    const is = (members) => members.some((member) => norm(member) === norm(label));
    const roles = [];
    if (is(policy.primary))
        roles.push('primary', is(policy.full) ? 'full' : 'trimmed');
    if (is(policy.canary))
        roles.push('canary');
    if (is(policy.failFast))
        roles.push('fail-fast');
    for (const role of MODIFIER_ROLES)
        if (is([policy.modifiers[role]]))
            roles.push(`modifier (${role})`);
    if (is(policy.policy))
        roles.push('policy');
    if (is(policy.reuseIncompatible))
        roles.push('reuse-incompatible');
    return roles.join(', ');
}

;// CONCATENATED MODULE: ./packages/gating/src/labels/bundled-policy.ts
// GENERATED from packages/gating/policy/default-policy.yaml (the file to edit); a unit test keeps the
// two in sync and rewrites this file when run with UPDATE_BUNDLED_POLICY=1. Inlined as text so the
// ncc bundles carry the default policy without reading files next to them.
const BUNDLED_POLICY_FILE = 'packages/gating/policy/default-policy.yaml';
const BUNDLED_POLICY_YAML = `# Sweepkit label policy: which pull-request labels steer the benchmark sweep, and when the sweep
# workflow reacts at all. Every label list lives here once (gating.md §0); a repository can pass
# its own file to label-gate (\`policy-file\`). Schema: schemas/label-policy.schema.json.
#
# Labels are compared exactly (case-sensitive) unless \`case-insensitive-labels\` is set.
# RELEVANT (the labels whose labeled/unlabeled event restarts the sweep) is derived:
# primary + modifiers + policy.
version: 1

labels:
  # Exactly one selects the sweep mode; more than one is a conflict.
  primary:
    - sweep-enabled
    - full-sweep-enabled
    - non-canary-full-sweep-enabled
    - full-sweep-fail-fast
    - full-sweep-fail-fast-no-canary
  # Primary labels that sweep the full matrix (reuse eligible); the others sweep a trimmed matrix.
  full:
    - full-sweep-enabled
    - non-canary-full-sweep-enabled
    - full-sweep-fail-fast
    - full-sweep-fail-fast-no-canary
  # Primary labels that run one canary configuration before the fan-out.
  canary:
    - full-sweep-enabled
    - full-sweep-fail-fast
  # Primary labels that set \`strategy.fail-fast\` on every matrix family.
  fail-fast:
    - full-sweep-fail-fast
    - full-sweep-fail-fast-no-canary
  # Change what a primary sweep does; the keys are the label-gate outputs.
  modifiers:
    all-evals: all-evals
    evals-only: evals-only
    agentx-fast: agentx-fast
    skip-queue: skip_queue
  # CI-priority scoring only (they restart the sweep because priority is baked into the matrix).
  policy:
    - ci-patchwork
    - engine-patch
    - ci-patchwork-waived
    - ci-checklist-complete
  # Make a run ineligible for artifact reuse, so the reuse gate is not consulted.
  reuse-incompatible:
    - evals-only
    - agentx-fast

# Case-sensitive substring of the PR head commit message (subject or body) that skips the sweep.
skip-marker: '[skip-sweep]'

# The sweep workflow's \`on:\` filter: other events, activity types and branches start nothing.
triggers:
  pull_request:
    types: [ready_for_review, synchronize, labeled, unlabeled]
    branches: [main]
  push:
    branches: [main]

messages:
  conflict: PR has multiple conflicting sweep labels. Pick exactly one.
`;

;// CONCATENATED MODULE: ./packages/gating/src/labels/load-policy.ts



/** A repository's policy file, or the bundled default when none is given. */
function loadLabelPolicy(files, policyFile, displayName = policyFile) {
    if (policyFile === undefined)
        return parseLabelPolicy(BUNDLED_POLICY_YAML, BUNDLED_POLICY_FILE);
    return parseLabelPolicy((0,src/* readTextFile */.Gu)(files, policyFile, displayName), displayName ?? policyFile);
}

;// CONCATENATED MODULE: ./packages/gating/src/labels/run-label-gate.ts




function needGitHub(ports, why) {
    if (!ports.github)
        throw new src/* SweepkitError */.R0(`${why} needs the GitHub API, and no token was given`, { code: 'no-github' });
    return ports.github;
}
function pullRequestRef(event, file) {
    const { owner, repo, number, headSha } = event;
    if (!owner || !repo || number === undefined || headSha === undefined) {
        throw new src/* SweepkitError */.R0('event payload: the API look-ups need the repository full_name, pull_request.number and pull_request.head.sha', {
            location: { file },
            code: 'event-payload'
        });
    }
    return { owner, repo, number, headSha };
}
/** Reads the event (and, when asked, live labels and the head commit message) and decides. */
async function runLabelGate(request, ports) {
    const policy = loadLabelPolicy(ports.files, request.policyFile, request.policyDisplayName);
    const eventFile = request.eventDisplayName ?? request.eventPath;
    const event = parseGateEvent(request.eventName, (0,src/* readTextFile */.Gu)(ports.files, request.eventPath, eventFile), eventFile);
    let labels = [];
    let headMessage = request.headMessage ?? '';
    if (event.name === 'pull_request') {
        labels = request.labelsSource === 'api' ? await needGitHub(ports, 'labels-source api').labels(pullRequestRef(event, eventFile)) : event.labels;
        if (request.headMessage === undefined) {
            headMessage = await needGitHub(ports, 'the skip-marker check').headCommitMessage(pullRequestRef(event, eventFile));
        }
    }
    else if (request.headMessage === undefined) {
        headMessage = event.headMessage;
    }
    const decision = decideLabelGate({ event, labels, headMessage, reuseAuthorized: request.reuseAuthorized ?? false }, policy, { caseInsensitiveLabels: request.caseInsensitiveLabels });
    return { event, policy, labels, headMessage, decision };
}

;// CONCATENATED MODULE: ./packages/gating/src/labels/index.ts








;// CONCATENATED MODULE: ./packages/config/src/field-error.ts

/** Dotted path as pydantic prints locations: `scenarios.fixed-seq-len.0.search-space.1.pp`. */
const dottedPath = (path) => path.join('.');
/**
 * Turns the findings of one document into errors that share the headline (the reference's error
 * line) and each point at their YAML node; the finding is the detail.
 */
function field_error_fieldErrors(headline, findings, source, code) {
    const errors = findings.map((f) => new SweepkitError(headline, {
        location: source.locate(f.path, /^Extra inputs/.test(f.message) ? 'key' : 'value'),
        field: dottedPath(f.path),
        details: [f.message],
        code
    }));
    // In file order, as a reader goes through the YAML (the sort is stable for equal places).
    const place = (e) => (e.location?.line ?? 0) * 1e6 + (e.location?.column ?? 0);
    return errors.sort((a, b) => place(a) - place(b));
}

;// CONCATENATED MODULE: ./packages/config/src/json-view.ts

/**
 * The plain-JSON view of a YAML value that the JSON Schema validator sees: Python floats and big
 * ints become numbers, and dates become a mapping so that no string or number field accepts them
 * (pydantic rejects a date where a str or int is expected).
 */
function json_view_jsonView(value) {
    if (value instanceof PyFloat)
        return value.value;
    if (typeof value === 'bigint')
        return Number(value);
    if (value instanceof YamlTimestamp)
        return { timestamp: value.text };
    if (Array.isArray(value))
        return value.map(json_view_jsonView);
    if (value !== null && typeof value === 'object') {
        const out = {};
        for (const [k, v] of Object.entries(value))
            out[k] = json_view_jsonView(v);
        return out;
    }
    return value;
}

;// CONCATENATED MODULE: ./packages/config/src/lax-int.ts

/**
 * The integer a lax-validated value stands for (`true` → 1, `8.0` → 8, `" 8 "` → 8), for
 * arithmetic and comparisons; the raw value is still what gets emitted.
 */
function lax_int_pyInt(value) {
    if (typeof value === 'number')
        return value;
    if (typeof value === 'boolean')
        return value ? 1 : 0;
    if (typeof value === 'bigint')
        return Number(value);
    if (value instanceof src/* PyFloat */.g$)
        return value.value;
    if (typeof value === 'string')
        return Number(value.trim().replace(/_/g, ''));
    return NaN;
}

;// CONCATENATED MODULE: ./packages/config/src/master-validators.ts


const isSet = (v) => v !== null && v !== undefined;
const list = (v) => (Array.isArray(v) ? v : []);
function concRule(bmk) {
    const start = bmk['conc-start'];
    const end = bmk['conc-end'];
    const concList = bmk['conc-list'];
    const hasRange = isSet(start) && isSet(end);
    const hasList = Array.isArray(concList) && concList.length > 0;
    if (hasRange && hasList)
        return "Cannot specify both 'conc-list' list and 'conc-start'/'conc-end'. Use either a list or a range, not both.";
    if (!hasRange && !hasList)
        return "Must specify either 'conc-list' list or both 'conc-start' and 'conc-end'.";
    if (hasRange) {
        if (pyInt(start) <= 0 || pyInt(end) <= 0)
            return "Input 'conc-start' and 'conc-end' must be greater than 0.";
        if (pyInt(start) > pyInt(end))
            return `'conc-start' (${pyInt(start)}) must be <= 'conc-end' (${pyInt(end)}).`;
        return undefined;
    }
    return concList.some((c) => pyInt(c) <= 0) ? "Input 'conc-list' entries must be greater than 0." : undefined;
}
function divisibleRule(holder) {
    const tp = lax_int_pyInt(holder.tp);
    const dcp = lax_int_pyInt(holder['dcp-size'] ?? 1);
    return tp % dcp !== 0 ? `'tp' (${tp}) must be divisible by 'dcp-size' (${dcp})` : undefined;
}
function hardwarePairRule(bmk) {
    const prefill = bmk.prefill;
    const decode = bmk.decode;
    return pyTruthy(prefill.hardware) !== pyTruthy(decode.hardware)
        ? "'hardware' must be specified for both 'prefill' and 'decode', or neither"
        : undefined;
}
const IMAGE_VERSION = 'component version must be a release, package version, or source commit, not an image reference';
function componentRule(component) {
    const version = isSet(component) ? component.version : undefined;
    return typeof version === 'string' && version.startsWith('image:') ? IMAGE_VERSION : undefined;
}
function kvOffloadRule(bmk) {
    const kv = bmk['kv-offloading'] ?? null;
    const backend = isSet(bmk['kv-offload-backend']);
    if (kv === null && backend)
        return 'kv-offload-backend requires kv-offloading';
    if (kv === 'none' && backend)
        return "kv-offload-backend can only be set when kv-offloading is not 'none'";
    if (kv === 'dram' && !backend)
        return "kv-offload-backend is required when kv-offloading is 'dram'";
    return undefined;
}
function agenticShapeRule(bmk) {
    const hasPrefill = isSet(bmk.prefill);
    const hasDecode = isSet(bmk.decode);
    if (isSet(bmk.tp)) {
        if (hasPrefill || hasDecode)
            return 'Agentic search-space entries must specify either tp or both prefill and decode';
        if (!isSet(bmk['kv-offloading']))
            return 'Single-node agentic search-space entries must specify kv-offloading';
        return divisibleRule(bmk);
    }
    if (!hasPrefill || !hasDecode)
        return 'Agentic search-space entries must specify either tp or both prefill and decode';
    // Written at all counts, even the default value 1 (pydantic's "fields set").
    if (['pp', 'dcp-size', 'pcp-size'].some((k) => k in bmk)) {
        return "Multinode agentic search-space entries cannot specify 'pp', 'dcp-size', 'pcp-size'";
    }
    return hardwarePairRule(bmk);
}
/** Nested models first (their failure hides the item's own rules), then the item's rules in order. */
function itemErrors(path, bmk, nested, rules) {
    const errors = [];
    for (const [key, rule] of nested) {
        const value = bmk[key];
        const message = isSet(value) ? rule(value) : undefined;
        if (message)
            errors.push({ path: [...path, key], message });
    }
    if (errors.length)
        return errors;
    for (const rule of rules) {
        const message = rule(bmk);
        if (message)
            return [{ path, message }];
    }
    return [];
}
const workerNested = [
    ['prefill', divisibleRule],
    ['decode', divisibleRule],
    ['router', componentRule]
];
function fixedErrors(config, multinode) {
    const scenarios = config.scenarios;
    return list(scenarios['fixed-seq-len']).flatMap((block, b) => list(block['search-space']).flatMap((bmk, i) => {
        const path = ['scenarios', 'fixed-seq-len', b, 'search-space', i];
        return multinode
            ? itemErrors(path, bmk, workerNested, [concRule, hardwarePairRule])
            : itemErrors(path, bmk, [['router', componentRule]], [concRule, divisibleRule]);
    }));
}
function agenticErrors(config) {
    const scenarios = config.scenarios;
    return list(scenarios['agentic-coding']).flatMap((block, b) => {
        const path = ['scenarios', 'agentic-coding', b];
        const items = list(block['search-space']).flatMap((bmk, i) => itemErrors([...path, 'search-space', i], bmk, [...workerNested, ['kv-offload-backend', componentRule]], [concRule, kvOffloadRule, agenticShapeRule]));
        if (items.length)
            return items;
        const needsUtilization = list(block['search-space']).some((bmk) => bmk['kv-offloading'] === 'dram') && !isSet(block['dram-utilization']);
        return needsUtilization ? [{ path, message: "kv-offloading='dram' requires dram-utilization with runner hardware metadata" }] : [];
    });
}
/** Config-level rules (§3.9): the first one that fails is the config's only error. */
function configRule(config, multinode) {
    const scenarios = config.scenarios;
    const agentic = list(scenarios['agentic-coding']);
    if (agentic.length > 0 && !String(config.runner).startsWith('cluster:')) {
        return "Agentic master configs must use a 'cluster:<name>' runner so every point runs on one exact hardware fleet.";
    }
    const bmks = [
        ...list(scenarios['fixed-seq-len']).flatMap((block) => list(block['search-space'])),
        ...agentic.flatMap((block) => list(block['search-space']))
    ];
    for (const field of ['router', 'kv-p2p-transfer']) {
        if (isSet(config[field]) && bmks.some((bmk) => isSet(bmk[field]))) {
            return `${field} must be declared either at the top level or in search-space entries, not both`;
        }
    }
    if (!multinode && bmks.some((bmk) => isSet(bmk['kv-p2p-transfer'])))
        return 'kv-p2p-transfer is only valid when multinode=true';
    if (pyTruthy(config.disagg) && !isSet(config['kv-p2p-transfer']) && (bmks.length === 0 || bmks.some((bmk) => !isSet(bmk['kv-p2p-transfer'])))) {
        return 'disagg=true requires kv-p2p-transfer at the top level or in every search-space entry';
    }
    return undefined;
}
/** Every rule violation of one schema-valid config, paths relative to the config. */
function master_validators_masterConfigRuleErrors(config, multinode) {
    const scenarios = config.scenarios;
    const nested = [
        ...(componentRule(config.router) ? [{ path: ['router'], message: IMAGE_VERSION }] : []),
        ...fixedErrors(config, multinode),
        ...agenticErrors(config)
    ];
    if (nested.length)
        return nested;
    if (list(scenarios['fixed-seq-len']).length === 0 && list(scenarios['agentic-coding']).length === 0) {
        return [{ path: ['scenarios'], message: 'At least one scenario type must be specified' }];
    }
    const message = configRule(config, multinode);
    return message ? [{ path: [], message }] : [];
}

;// CONCATENATED MODULE: ./packages/config/src/schema-check.ts

const TYPE_WORDS = {
    integer: 'a valid integer',
    number: 'a valid number',
    string: 'a valid string',
    boolean: 'a valid boolean',
    array: 'a valid list',
    object: 'a valid dictionary'
};
// anyOf definitions that stand for one lax scalar type: one message instead of one per branch.
const LAX_TYPES = (/* unused pure expression or super */ null && ([
    [/\/\$defs\/laxBool(OrNull)?\/anyOf$/, 'Input should be a valid boolean'],
    [/\/\$defs\/(laxInt(OrNull)?|positiveLaxInt)\/anyOf$/, 'Input should be a valid integer']
]));
/** "Input should be 'a', 'b' or 'c'", pydantic's wording for a literal choice. */
function choiceMessage(values) {
    const shown = values.filter((v) => v !== null && v !== 0 && v !== 1).map(pyRepr);
    const text = shown.length > 1 ? `${shown.slice(0, -1).join(', ')} or ${shown.at(-1)}` : shown[0] ?? '';
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
            const types = String(params.type).split(',').filter((t) => t !== 'null');
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
function schema_check_schemaErrors(validate, data) {
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

;// CONCATENATED MODULE: ./packages/config/src/strict-ints.ts

/**
 * pydantic strict ints (matrix.md §3.10) accept only genuine integers. The JSON Schema cannot tell
 * `1.0` from `1` (both are JSON numbers), so YAML floats in these fields are caught here.
 */
const STRICT_INT_KEYS = new Set(['pp', 'dcp-size', 'pcp-size']);
/** Every strict-int field holding a YAML float, anywhere in a config. */
function strict_ints_strictIntErrors(value, path = []) {
    if (Array.isArray(value))
        return value.flatMap((item, index) => strict_ints_strictIntErrors(item, [...path, index]));
    if (value === null || typeof value !== 'object' || value instanceof PyFloat)
        return [];
    return Object.entries(value).flatMap(([key, item]) => STRICT_INT_KEYS.has(key) && item instanceof PyFloat
        ? [{ path: [...path, key], message: 'Input should be a valid integer' }]
        : strict_ints_strictIntErrors(item, [...path, key]));
}

;// CONCATENATED MODULE: ./schemas/master-config.schema.json
const master_config_schema_namespaceObject = {};
;// CONCATENATED MODULE: ./schemas/runners.schema.json
const runners_schema_namespaceObject = {};
;// CONCATENATED MODULE: ./packages/config/src/generated/validators.js
// Generated by scripts/generate-validators.mjs from schemas/*.schema.json: do not edit.

const singleNodeConfig = (/* unused pure expression or super */ null && (validate76));
const schema74 = {"type":"object","additionalProperties":false,"required":["image","model","model-prefix","precision","framework","runner","multinode","scenarios"],"properties":{"image":{"type":"string","description":"Container image."},"model":{"type":"string","description":"Model id."},"model-prefix":{"type":"string","description":"Short model name used in exp-names."},"precision":{"type":"string"},"framework":{"type":"string"},"runner":{"type":"string","description":"Runner label (not checked against the runners file)."},"multinode":{"$ref":"#/$defs/falseLiteral"},"disagg":{"$ref":"#/$defs/falseLiteral"},"router":{"$ref":"#/$defs/componentMetadataOrNull"},"scenarios":{"$ref":"#/$defs/singleNodeScenarios"}}};
const schema75 = {"enum":[false,0]};
const func2 = Object.prototype.hasOwnProperty;
const validators_schema38 = {"type":["object","null"],"additionalProperties":false,"required":["name","version"],"properties":{"name":{"$ref":"#/$defs/nonEmptyString"},"version":{"$ref":"#/$defs/nonEmptyString"}}};
const schema39 = {"type":"string","minLength":1};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: validators_schema38.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.version === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "name") || (key0 === "version"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(data0.length < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/nonEmptyString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/nonEmptyString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.version !== undefined){
let data1 = data.version;
if(typeof data1 === "string"){
if(data1.length < 1){
const err6 = {instancePath:instancePath+"/version",schemaPath:"#/$defs/nonEmptyString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/version",schemaPath:"#/$defs/nonEmptyString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema77 = {"type":"object","additionalProperties":false,"properties":{"fixed-seq-len":{"type":["array","null"],"items":{"$ref":"#/$defs/singleNodeSeqLen"}},"agentic-coding":{"type":["array","null"],"items":{"$ref":"#/$defs/agenticBlock"}}}};
const schema78 = {"type":"object","additionalProperties":false,"required":["isl","osl","search-space"],"properties":{"isl":{"$ref":"#/$defs/laxInt"},"osl":{"$ref":"#/$defs/laxInt"},"search-space":{"type":"array","items":{"$ref":"#/$defs/singleNodeSearchSpace"}}}};
const schema43 = {"description":"An integer; like pydantic's lax mode also true/false and integer strings.","anyOf":[{"type":"integer"},{"type":"boolean"},{"type":"string","pattern":"^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"}]};
const pattern6 = new RegExp("^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$", "u");
const schema81 = {"type":"object","additionalProperties":false,"required":["tp"],"properties":{"tp":{"$ref":"#/$defs/laxInt"},"pp":{"$ref":"#/$defs/positiveInt"},"dcp-size":{"$ref":"#/$defs/positiveInt"},"pcp-size":{"$ref":"#/$defs/positiveInt"},"ep":{"$ref":"#/$defs/laxIntOrNull"},"dp-attn":{"$ref":"#/$defs/laxBoolOrNull"},"spec-decoding":{"$ref":"#/$defs/specDecoding"},"router":{"$ref":"#/$defs/componentMetadataOrNull"},"conc-start":{"$ref":"#/$defs/laxIntOrNull"},"conc-end":{"$ref":"#/$defs/laxIntOrNull"},"conc-list":{"$ref":"#/$defs/concList"}}};
const schema50 = {"type":"integer","exclusiveMinimum":0};
const schema46 = {"enum":["mtp","draft_model","none"]};
const schema57 = {"anyOf":[{"type":"null"},{"$ref":"#/$defs/laxInt"}]};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
const _errs3 = errors;
const _errs5 = errors;
let valid2 = false;
const _errs6 = errors;
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err1 = {instancePath,schemaPath:"#/$defs/laxInt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid1 = _errs6 === errors;
valid2 = valid2 || _valid1;
const _errs8 = errors;
if(typeof data !== "boolean"){
const err2 = {instancePath,schemaPath:"#/$defs/laxInt/anyOf/1/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs8 === errors;
valid2 = valid2 || _valid1;
const _errs10 = errors;
if(typeof data === "string"){
if(!pattern6.test(data)){
const err3 = {instancePath,schemaPath:"#/$defs/laxInt/anyOf/2/pattern",keyword:"pattern",params:{pattern: "^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"},message:"must match pattern \""+"^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath,schemaPath:"#/$defs/laxInt/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs10 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err5 = {instancePath,schemaPath:"#/$defs/laxInt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const err6 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema66 = {"anyOf":[{"type":"null"},{"$ref":"#/$defs/laxBool"}]};
const schema36 = {"description":"A boolean; like pydantic's lax mode also 0/1 and yes/no/on/off/true/false/y/n/t/f words in any case.","anyOf":[{"type":"boolean"},{"enum":[0,1]},{"type":"string","pattern":"^([01]|[Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee]|[Yy][Ee][Ss]|[Nn][Oo]|[Oo][Nn]|[Oo][Ff][Ff]|[YyNnTtFf])$"}]};
const pattern5 = new RegExp("^([01]|[Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee]|[Yy][Ee][Ss]|[Nn][Oo]|[Oo][Nn]|[Oo][Ff][Ff]|[YyNnTtFf])$", "u");

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
const _errs3 = errors;
const _errs5 = errors;
let valid2 = false;
const _errs6 = errors;
if(typeof data !== "boolean"){
const err1 = {instancePath,schemaPath:"#/$defs/laxBool/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid1 = _errs6 === errors;
valid2 = valid2 || _valid1;
const _errs8 = errors;
if(!((data === 0) || (data === 1))){
const err2 = {instancePath,schemaPath:"#/$defs/laxBool/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema36.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs8 === errors;
valid2 = valid2 || _valid1;
const _errs9 = errors;
if(typeof data === "string"){
if(!pattern5.test(data)){
const err3 = {instancePath,schemaPath:"#/$defs/laxBool/anyOf/2/pattern",keyword:"pattern",params:{pattern: "^([01]|[Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee]|[Yy][Ee][Ss]|[Nn][Oo]|[Oo][Nn]|[Oo][Ff][Ff]|[YyNnTtFf])$"},message:"must match pattern \""+"^([01]|[Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee]|[Yy][Ee][Ss]|[Nn][Oo]|[Oo][Nn]|[Oo][Ff][Ff]|[YyNnTtFf])$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath,schemaPath:"#/$defs/laxBool/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs9 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err5 = {instancePath,schemaPath:"#/$defs/laxBool/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const err6 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema59 = {"type":["array","null"],"items":{"$ref":"#/$defs/laxInt"}};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(Array.isArray(data))) && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema59.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs3 = errors;
let valid3 = false;
const _errs4 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/laxInt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid3 = valid3 || _valid0;
const _errs6 = errors;
if(typeof data0 !== "boolean"){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/laxInt/anyOf/1/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid3 = valid3 || _valid0;
const _errs8 = errors;
if(typeof data0 === "string"){
if(!pattern6.test(data0)){
const err3 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/laxInt/anyOf/2/pattern",keyword:"pattern",params:{pattern: "^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"},message:"must match pattern \""+"^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/laxInt/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err5 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/laxInt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
}
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate63.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.tp === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tp"},message:"must have required property '"+"tp"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema81.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.tp !== undefined){
let data0 = data.tp;
const _errs4 = errors;
let valid2 = false;
const _errs5 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/tp",schemaPath:"#/$defs/laxInt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid2 = valid2 || _valid0;
const _errs7 = errors;
if(typeof data0 !== "boolean"){
const err3 = {instancePath:instancePath+"/tp",schemaPath:"#/$defs/laxInt/anyOf/1/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid2 = valid2 || _valid0;
const _errs9 = errors;
if(typeof data0 === "string"){
if(!pattern6.test(data0)){
const err4 = {instancePath:instancePath+"/tp",schemaPath:"#/$defs/laxInt/anyOf/2/pattern",keyword:"pattern",params:{pattern: "^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"},message:"must match pattern \""+"^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/tp",schemaPath:"#/$defs/laxInt/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err6 = {instancePath:instancePath+"/tp",schemaPath:"#/$defs/laxInt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
if(data.pp !== undefined){
let data1 = data.pp;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err7 = {instancePath:instancePath+"/pp",schemaPath:"#/$defs/positiveInt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 <= 0 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/pp",schemaPath:"#/$defs/positiveInt/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data["dcp-size"] !== undefined){
let data2 = data["dcp-size"];
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err9 = {instancePath:instancePath+"/dcp-size",schemaPath:"#/$defs/positiveInt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 <= 0 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/dcp-size",schemaPath:"#/$defs/positiveInt/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data["pcp-size"] !== undefined){
let data3 = data["pcp-size"];
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err11 = {instancePath:instancePath+"/pcp-size",schemaPath:"#/$defs/positiveInt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 <= 0 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/pcp-size",schemaPath:"#/$defs/positiveInt/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.ep !== undefined){
if(!(validate32(data.ep, {instancePath:instancePath+"/ep",parentData:data,parentDataProperty:"ep",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data["dp-attn"] !== undefined){
if(!(validate43(data["dp-attn"], {instancePath:instancePath+"/dp-attn",parentData:data,parentDataProperty:"dp-attn",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
}
if(data["spec-decoding"] !== undefined){
let data6 = data["spec-decoding"];
if(!(((data6 === "mtp") || (data6 === "draft_model")) || (data6 === "none"))){
const err13 = {instancePath:instancePath+"/spec-decoding",schemaPath:"#/$defs/specDecoding/enum",keyword:"enum",params:{allowedValues: schema46.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.router !== undefined){
if(!(validate23(data.router, {instancePath:instancePath+"/router",parentData:data,parentDataProperty:"router",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
if(data["conc-start"] !== undefined){
if(!(validate32(data["conc-start"], {instancePath:instancePath+"/conc-start",parentData:data,parentDataProperty:"conc-start",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data["conc-end"] !== undefined){
if(!(validate32(data["conc-end"], {instancePath:instancePath+"/conc-end",parentData:data,parentDataProperty:"conc-end",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data["conc-list"] !== undefined){
if(!(validate35(data["conc-list"], {instancePath:instancePath+"/conc-list",parentData:data,parentDataProperty:"conc-list",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate62.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.isl === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isl"},message:"must have required property '"+"isl"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.osl === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "osl"},message:"must have required property '"+"osl"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data["search-space"] === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "search-space"},message:"must have required property '"+"search-space"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "isl") || (key0 === "osl")) || (key0 === "search-space"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.isl !== undefined){
let data0 = data.isl;
const _errs4 = errors;
let valid2 = false;
const _errs5 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/isl",schemaPath:"#/$defs/laxInt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid2 = valid2 || _valid0;
const _errs7 = errors;
if(typeof data0 !== "boolean"){
const err5 = {instancePath:instancePath+"/isl",schemaPath:"#/$defs/laxInt/anyOf/1/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid2 = valid2 || _valid0;
const _errs9 = errors;
if(typeof data0 === "string"){
if(!pattern6.test(data0)){
const err6 = {instancePath:instancePath+"/isl",schemaPath:"#/$defs/laxInt/anyOf/2/pattern",keyword:"pattern",params:{pattern: "^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"},message:"must match pattern \""+"^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/isl",schemaPath:"#/$defs/laxInt/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err8 = {instancePath:instancePath+"/isl",schemaPath:"#/$defs/laxInt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
if(data.osl !== undefined){
let data1 = data.osl;
const _errs13 = errors;
let valid4 = false;
const _errs14 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err9 = {instancePath:instancePath+"/osl",schemaPath:"#/$defs/laxInt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs14 === errors;
valid4 = valid4 || _valid1;
const _errs16 = errors;
if(typeof data1 !== "boolean"){
const err10 = {instancePath:instancePath+"/osl",schemaPath:"#/$defs/laxInt/anyOf/1/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs16 === errors;
valid4 = valid4 || _valid1;
const _errs18 = errors;
if(typeof data1 === "string"){
if(!pattern6.test(data1)){
const err11 = {instancePath:instancePath+"/osl",schemaPath:"#/$defs/laxInt/anyOf/2/pattern",keyword:"pattern",params:{pattern: "^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"},message:"must match pattern \""+"^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/osl",schemaPath:"#/$defs/laxInt/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err13 = {instancePath:instancePath+"/osl",schemaPath:"#/$defs/laxInt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data["search-space"] !== undefined){
let data2 = data["search-space"];
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate63(data2[i0], {instancePath:instancePath+"/search-space/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
}
else {
const err14 = {instancePath:instancePath+"/search-space",schemaPath:"#/properties/search-space/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate62.errors = vErrors;
return errors === 0;
}
validate62.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema61 = {"type":"object","additionalProperties":false,"required":["search-space"],"properties":{"search-space":{"type":"array","items":{"$ref":"#/$defs/agenticSearchSpace"}},"dram-utilization":{"type":["number","null"],"exclusiveMinimum":0,"maximum":1,"description":"Share of the runner's CPU DRAM given to KV offloading."}}};
const schema62 = {"type":"object","additionalProperties":false,"properties":{"tp":{"$ref":"#/$defs/laxIntOrNull"},"pp":{"$ref":"#/$defs/positiveInt"},"dcp-size":{"$ref":"#/$defs/positiveInt"},"pcp-size":{"$ref":"#/$defs/positiveInt"},"ep":{"$ref":"#/$defs/laxIntOrNull"},"dp-attn":{"$ref":"#/$defs/laxBoolOrNull"},"spec-decoding":{"$ref":"#/$defs/specDecoding"},"prefill":{"$ref":"#/$defs/workerOrNull"},"decode":{"$ref":"#/$defs/workerOrNull"},"kv-offloading":{"enum":["none","dram",null]},"kv-offload-backend":{"$ref":"#/$defs/kvOffloadBackendOrNull"},"router":{"$ref":"#/$defs/componentMetadataOrNull"},"kv-p2p-transfer":{"$ref":"#/$defs/nonEmptyStringOrNull"},"conc-start":{"$ref":"#/$defs/laxIntOrNull"},"conc-end":{"$ref":"#/$defs/laxIntOrNull"},"conc-list":{"$ref":"#/$defs/concList"}}};
const schema37 = {"type":["string","null"],"minLength":1};
const schema69 = {"anyOf":[{"type":"null"},{"$ref":"#/$defs/worker"}]};
const schema47 = {"type":"object","additionalProperties":false,"required":["num-worker","tp","ep","dp-attn"],"properties":{"num-worker":{"$ref":"#/$defs/laxInt"},"tp":{"$ref":"#/$defs/laxInt"},"pp":{"$ref":"#/$defs/positiveInt"},"dcp-size":{"$ref":"#/$defs/positiveInt"},"pcp-size":{"$ref":"#/$defs/positiveInt"},"ep":{"$ref":"#/$defs/laxInt"},"dp-attn":{"$ref":"#/$defs/laxBool"},"hardware":{"$ref":"#/$defs/nonEmptyStringOrNull"},"additional-settings":{"type":["array","null"],"items":{"type":"string"}}}};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["num-worker"] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "num-worker"},message:"must have required property '"+"num-worker"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.tp === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tp"},message:"must have required property '"+"tp"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.ep === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ep"},message:"must have required property '"+"ep"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data["dp-attn"] === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dp-attn"},message:"must have required property '"+"dp-attn"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema47.properties, key0))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data["num-worker"] !== undefined){
let data0 = data["num-worker"];
const _errs4 = errors;
let valid2 = false;
const _errs5 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err5 = {instancePath:instancePath+"/num-worker",schemaPath:"#/$defs/laxInt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid2 = valid2 || _valid0;
const _errs7 = errors;
if(typeof data0 !== "boolean"){
const err6 = {instancePath:instancePath+"/num-worker",schemaPath:"#/$defs/laxInt/anyOf/1/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid2 = valid2 || _valid0;
const _errs9 = errors;
if(typeof data0 === "string"){
if(!pattern6.test(data0)){
const err7 = {instancePath:instancePath+"/num-worker",schemaPath:"#/$defs/laxInt/anyOf/2/pattern",keyword:"pattern",params:{pattern: "^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"},message:"must match pattern \""+"^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/num-worker",schemaPath:"#/$defs/laxInt/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err9 = {instancePath:instancePath+"/num-worker",schemaPath:"#/$defs/laxInt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
if(data.tp !== undefined){
let data1 = data.tp;
const _errs13 = errors;
let valid4 = false;
const _errs14 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err10 = {instancePath:instancePath+"/tp",schemaPath:"#/$defs/laxInt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs14 === errors;
valid4 = valid4 || _valid1;
const _errs16 = errors;
if(typeof data1 !== "boolean"){
const err11 = {instancePath:instancePath+"/tp",schemaPath:"#/$defs/laxInt/anyOf/1/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs16 === errors;
valid4 = valid4 || _valid1;
const _errs18 = errors;
if(typeof data1 === "string"){
if(!pattern6.test(data1)){
const err12 = {instancePath:instancePath+"/tp",schemaPath:"#/$defs/laxInt/anyOf/2/pattern",keyword:"pattern",params:{pattern: "^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"},message:"must match pattern \""+"^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/tp",schemaPath:"#/$defs/laxInt/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err14 = {instancePath:instancePath+"/tp",schemaPath:"#/$defs/laxInt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data.pp !== undefined){
let data2 = data.pp;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err15 = {instancePath:instancePath+"/pp",schemaPath:"#/$defs/positiveInt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 <= 0 || isNaN(data2)){
const err16 = {instancePath:instancePath+"/pp",schemaPath:"#/$defs/positiveInt/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data["dcp-size"] !== undefined){
let data3 = data["dcp-size"];
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err17 = {instancePath:instancePath+"/dcp-size",schemaPath:"#/$defs/positiveInt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 <= 0 || isNaN(data3)){
const err18 = {instancePath:instancePath+"/dcp-size",schemaPath:"#/$defs/positiveInt/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data["pcp-size"] !== undefined){
let data4 = data["pcp-size"];
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err19 = {instancePath:instancePath+"/pcp-size",schemaPath:"#/$defs/positiveInt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 <= 0 || isNaN(data4)){
const err20 = {instancePath:instancePath+"/pcp-size",schemaPath:"#/$defs/positiveInt/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data.ep !== undefined){
let data5 = data.ep;
const _errs31 = errors;
let valid9 = false;
const _errs32 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err21 = {instancePath:instancePath+"/ep",schemaPath:"#/$defs/laxInt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid2 = _errs32 === errors;
valid9 = valid9 || _valid2;
const _errs34 = errors;
if(typeof data5 !== "boolean"){
const err22 = {instancePath:instancePath+"/ep",schemaPath:"#/$defs/laxInt/anyOf/1/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid2 = _errs34 === errors;
valid9 = valid9 || _valid2;
const _errs36 = errors;
if(typeof data5 === "string"){
if(!pattern6.test(data5)){
const err23 = {instancePath:instancePath+"/ep",schemaPath:"#/$defs/laxInt/anyOf/2/pattern",keyword:"pattern",params:{pattern: "^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"},message:"must match pattern \""+"^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/ep",schemaPath:"#/$defs/laxInt/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid2 = _errs36 === errors;
valid9 = valid9 || _valid2;
if(!valid9){
const err25 = {instancePath:instancePath+"/ep",schemaPath:"#/$defs/laxInt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
else {
errors = _errs31;
if(vErrors !== null){
if(_errs31){
vErrors.length = _errs31;
}
else {
vErrors = null;
}
}
}
}
if(data["dp-attn"] !== undefined){
let data6 = data["dp-attn"];
const _errs40 = errors;
let valid11 = false;
const _errs41 = errors;
if(typeof data6 !== "boolean"){
const err26 = {instancePath:instancePath+"/dp-attn",schemaPath:"#/$defs/laxBool/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid3 = _errs41 === errors;
valid11 = valid11 || _valid3;
const _errs43 = errors;
if(!((data6 === 0) || (data6 === 1))){
const err27 = {instancePath:instancePath+"/dp-attn",schemaPath:"#/$defs/laxBool/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema36.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid3 = _errs43 === errors;
valid11 = valid11 || _valid3;
const _errs44 = errors;
if(typeof data6 === "string"){
if(!pattern5.test(data6)){
const err28 = {instancePath:instancePath+"/dp-attn",schemaPath:"#/$defs/laxBool/anyOf/2/pattern",keyword:"pattern",params:{pattern: "^([01]|[Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee]|[Yy][Ee][Ss]|[Nn][Oo]|[Oo][Nn]|[Oo][Ff][Ff]|[YyNnTtFf])$"},message:"must match pattern \""+"^([01]|[Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee]|[Yy][Ee][Ss]|[Nn][Oo]|[Oo][Nn]|[Oo][Ff][Ff]|[YyNnTtFf])$"+"\""};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/dp-attn",schemaPath:"#/$defs/laxBool/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid3 = _errs44 === errors;
valid11 = valid11 || _valid3;
if(!valid11){
const err30 = {instancePath:instancePath+"/dp-attn",schemaPath:"#/$defs/laxBool/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
errors = _errs40;
if(vErrors !== null){
if(_errs40){
vErrors.length = _errs40;
}
else {
vErrors = null;
}
}
}
}
if(data.hardware !== undefined){
let data7 = data.hardware;
if((typeof data7 !== "string") && (data7 !== null)){
const err31 = {instancePath:instancePath+"/hardware",schemaPath:"#/$defs/nonEmptyStringOrNull/type",keyword:"type",params:{type: schema37.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(typeof data7 === "string"){
if(data7.length < 1){
const err32 = {instancePath:instancePath+"/hardware",schemaPath:"#/$defs/nonEmptyStringOrNull/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
if(data["additional-settings"] !== undefined){
let data8 = data["additional-settings"];
if((!(Array.isArray(data8))) && (data8 !== null)){
const err33 = {instancePath:instancePath+"/additional-settings",schemaPath:"#/properties/additional-settings/type",keyword:"type",params:{type: schema47.properties["additional-settings"].type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(Array.isArray(data8)){
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
if(typeof data8[i0] !== "string"){
const err34 = {instancePath:instancePath+"/additional-settings/" + i0,schemaPath:"#/properties/additional-settings/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
}
}
else {
const err35 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate45.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
const _errs3 = errors;
if(!(validate28(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props0 = true;
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate45.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate45.evaluated = {"dynamicProps":true,"dynamicItems":false};

const schema70 = {"type":["object","null"],"additionalProperties":false,"required":["name"],"properties":{"name":{"$ref":"#/$defs/nonEmptyString"},"version":{"$ref":"#/$defs/nonEmptyStringOrNull"}}};

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate49.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema70.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "name") || (key0 === "version"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(data0.length < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/nonEmptyString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/nonEmptyString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.version !== undefined){
let data1 = data.version;
if((typeof data1 !== "string") && (data1 !== null)){
const err5 = {instancePath:instancePath+"/version",schemaPath:"#/$defs/nonEmptyStringOrNull/type",keyword:"type",params:{type: schema37.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data1 === "string"){
if(data1.length < 1){
const err6 = {instancePath:instancePath+"/version",schemaPath:"#/$defs/nonEmptyStringOrNull/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
}
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema62.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.tp !== undefined){
if(!(validate32(data.tp, {instancePath:instancePath+"/tp",parentData:data,parentDataProperty:"tp",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data.pp !== undefined){
let data1 = data.pp;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err1 = {instancePath:instancePath+"/pp",schemaPath:"#/$defs/positiveInt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 <= 0 || isNaN(data1)){
const err2 = {instancePath:instancePath+"/pp",schemaPath:"#/$defs/positiveInt/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
if(data["dcp-size"] !== undefined){
let data2 = data["dcp-size"];
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err3 = {instancePath:instancePath+"/dcp-size",schemaPath:"#/$defs/positiveInt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 <= 0 || isNaN(data2)){
const err4 = {instancePath:instancePath+"/dcp-size",schemaPath:"#/$defs/positiveInt/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data["pcp-size"] !== undefined){
let data3 = data["pcp-size"];
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err5 = {instancePath:instancePath+"/pcp-size",schemaPath:"#/$defs/positiveInt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 <= 0 || isNaN(data3)){
const err6 = {instancePath:instancePath+"/pcp-size",schemaPath:"#/$defs/positiveInt/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.ep !== undefined){
if(!(validate32(data.ep, {instancePath:instancePath+"/ep",parentData:data,parentDataProperty:"ep",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data["dp-attn"] !== undefined){
if(!(validate43(data["dp-attn"], {instancePath:instancePath+"/dp-attn",parentData:data,parentDataProperty:"dp-attn",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
}
if(data["spec-decoding"] !== undefined){
let data6 = data["spec-decoding"];
if(!(((data6 === "mtp") || (data6 === "draft_model")) || (data6 === "none"))){
const err7 = {instancePath:instancePath+"/spec-decoding",schemaPath:"#/$defs/specDecoding/enum",keyword:"enum",params:{allowedValues: schema46.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.prefill !== undefined){
if(!(validate45(data.prefill, {instancePath:instancePath+"/prefill",parentData:data,parentDataProperty:"prefill",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
}
if(data.decode !== undefined){
if(!(validate45(data.decode, {instancePath:instancePath+"/decode",parentData:data,parentDataProperty:"decode",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
}
if(data["kv-offloading"] !== undefined){
let data9 = data["kv-offloading"];
if(!(((data9 === "none") || (data9 === "dram")) || (data9 === null))){
const err8 = {instancePath:instancePath+"/kv-offloading",schemaPath:"#/properties/kv-offloading/enum",keyword:"enum",params:{allowedValues: schema62.properties["kv-offloading"].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data["kv-offload-backend"] !== undefined){
if(!(validate49(data["kv-offload-backend"], {instancePath:instancePath+"/kv-offload-backend",parentData:data,parentDataProperty:"kv-offload-backend",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
}
if(data.router !== undefined){
if(!(validate23(data.router, {instancePath:instancePath+"/router",parentData:data,parentDataProperty:"router",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
if(data["kv-p2p-transfer"] !== undefined){
let data12 = data["kv-p2p-transfer"];
if((typeof data12 !== "string") && (data12 !== null)){
const err9 = {instancePath:instancePath+"/kv-p2p-transfer",schemaPath:"#/$defs/nonEmptyStringOrNull/type",keyword:"type",params:{type: schema37.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(typeof data12 === "string"){
if(data12.length < 1){
const err10 = {instancePath:instancePath+"/kv-p2p-transfer",schemaPath:"#/$defs/nonEmptyStringOrNull/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data["conc-start"] !== undefined){
if(!(validate32(data["conc-start"], {instancePath:instancePath+"/conc-start",parentData:data,parentDataProperty:"conc-start",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data["conc-end"] !== undefined){
if(!(validate32(data["conc-end"], {instancePath:instancePath+"/conc-end",parentData:data,parentDataProperty:"conc-end",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data["conc-list"] !== undefined){
if(!(validate35(data["conc-list"], {instancePath:instancePath+"/conc-list",parentData:data,parentDataProperty:"conc-list",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["search-space"] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "search-space"},message:"must have required property '"+"search-space"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "search-space") || (key0 === "dram-utilization"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data["search-space"] !== undefined){
let data0 = data["search-space"];
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate40(data0[i0], {instancePath:instancePath+"/search-space/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath:instancePath+"/search-space",schemaPath:"#/properties/search-space/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data["dram-utilization"] !== undefined){
let data2 = data["dram-utilization"];
if((!((typeof data2 == "number") && (isFinite(data2)))) && (data2 !== null)){
const err3 = {instancePath:instancePath+"/dram-utilization",schemaPath:"#/properties/dram-utilization/type",keyword:"type",params:{type: schema61.properties["dram-utilization"].type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1 || isNaN(data2)){
const err4 = {instancePath:instancePath+"/dram-utilization",schemaPath:"#/properties/dram-utilization/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2 <= 0 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/dram-utilization",schemaPath:"#/properties/dram-utilization/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate61.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "fixed-seq-len") || (key0 === "agentic-coding"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data["fixed-seq-len"] !== undefined){
let data0 = data["fixed-seq-len"];
if((!(Array.isArray(data0))) && (data0 !== null)){
const err1 = {instancePath:instancePath+"/fixed-seq-len",schemaPath:"#/properties/fixed-seq-len/type",keyword:"type",params:{type: schema77.properties["fixed-seq-len"].type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate62(data0[i0], {instancePath:instancePath+"/fixed-seq-len/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
}
}
}
if(data["agentic-coding"] !== undefined){
let data2 = data["agentic-coding"];
if((!(Array.isArray(data2))) && (data2 !== null)){
const err2 = {instancePath:instancePath+"/agentic-coding",schemaPath:"#/properties/agentic-coding/type",keyword:"type",params:{type: schema77.properties["agentic-coding"].type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(Array.isArray(data2)){
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
if(!(validate39(data2[i1], {instancePath:instancePath+"/agentic-coding/" + i1,parentData:data2,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
errors = vErrors.length;
}
}
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate76.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.image === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "image"},message:"must have required property '"+"image"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.model === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data["model-prefix"] === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model-prefix"},message:"must have required property '"+"model-prefix"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.precision === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "precision"},message:"must have required property '"+"precision"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.framework === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "framework"},message:"must have required property '"+"framework"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.runner === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "runner"},message:"must have required property '"+"runner"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.multinode === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "multinode"},message:"must have required property '"+"multinode"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.scenarios === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "scenarios"},message:"must have required property '"+"scenarios"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema74.properties, key0))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.image !== undefined){
if(typeof data.image !== "string"){
const err9 = {instancePath:instancePath+"/image",schemaPath:"#/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.model !== undefined){
if(typeof data.model !== "string"){
const err10 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data["model-prefix"] !== undefined){
if(typeof data["model-prefix"] !== "string"){
const err11 = {instancePath:instancePath+"/model-prefix",schemaPath:"#/properties/model-prefix/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.precision !== undefined){
if(typeof data.precision !== "string"){
const err12 = {instancePath:instancePath+"/precision",schemaPath:"#/properties/precision/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.framework !== undefined){
if(typeof data.framework !== "string"){
const err13 = {instancePath:instancePath+"/framework",schemaPath:"#/properties/framework/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.runner !== undefined){
if(typeof data.runner !== "string"){
const err14 = {instancePath:instancePath+"/runner",schemaPath:"#/properties/runner/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.multinode !== undefined){
let data6 = data.multinode;
if(!((data6 === false) || (data6 === 0))){
const err15 = {instancePath:instancePath+"/multinode",schemaPath:"#/$defs/falseLiteral/enum",keyword:"enum",params:{allowedValues: schema75.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.disagg !== undefined){
let data7 = data.disagg;
if(!((data7 === false) || (data7 === 0))){
const err16 = {instancePath:instancePath+"/disagg",schemaPath:"#/$defs/falseLiteral/enum",keyword:"enum",params:{allowedValues: schema75.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.router !== undefined){
if(!(validate23(data.router, {instancePath:instancePath+"/router",parentData:data,parentDataProperty:"router",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
if(data.scenarios !== undefined){
if(!(validate61(data.scenarios, {instancePath:instancePath+"/scenarios",parentData:data,parentDataProperty:"scenarios",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate76.errors = vErrors;
return errors === 0;
}
validate76.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const multiNodeConfig = (/* unused pure expression or super */ null && (validate79));
const schema34 = {"type":"object","additionalProperties":false,"required":["image","model","model-prefix","precision","framework","runner","multinode","scenarios"],"properties":{"image":{"type":"string","description":"Container image."},"model":{"type":"string","description":"Model id."},"model-prefix":{"type":"string","description":"Short model name used in exp-names."},"precision":{"type":"string"},"framework":{"type":"string"},"runner":{"type":"string","description":"Runner label (not checked against the runners file)."},"multinode":{"$ref":"#/$defs/trueLiteral"},"disagg":{"$ref":"#/$defs/laxBool"},"kv-p2p-transfer":{"$ref":"#/$defs/nonEmptyStringOrNull"},"router":{"$ref":"#/$defs/componentMetadataOrNull"},"scenarios":{"$ref":"#/$defs/multiNodeScenarios"}}};
const schema35 = {"enum":[true,1]};
const schema41 = {"type":"object","additionalProperties":false,"properties":{"fixed-seq-len":{"type":["array","null"],"items":{"$ref":"#/$defs/multiNodeSeqLen"}},"agentic-coding":{"type":["array","null"],"items":{"$ref":"#/$defs/agenticBlock"}}}};
const schema42 = {"type":"object","additionalProperties":false,"required":["isl","osl","search-space"],"properties":{"isl":{"$ref":"#/$defs/laxInt"},"osl":{"$ref":"#/$defs/laxInt"},"search-space":{"type":"array","items":{"$ref":"#/$defs/multiNodeSearchSpace"}}}};
const schema45 = {"type":"object","additionalProperties":false,"required":["prefill","decode"],"properties":{"spec-decoding":{"$ref":"#/$defs/specDecoding"},"prefill":{"$ref":"#/$defs/worker"},"decode":{"$ref":"#/$defs/worker"},"router":{"$ref":"#/$defs/componentMetadataOrNull"},"kv-p2p-transfer":{"$ref":"#/$defs/nonEmptyStringOrNull"},"conc-start":{"$ref":"#/$defs/laxIntOrNull"},"conc-end":{"$ref":"#/$defs/laxIntOrNull"},"conc-list":{"$ref":"#/$defs/concList"}}};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.prefill === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prefill"},message:"must have required property '"+"prefill"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.decode === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "decode"},message:"must have required property '"+"decode"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "spec-decoding") || (key0 === "prefill")) || (key0 === "decode")) || (key0 === "router")) || (key0 === "kv-p2p-transfer")) || (key0 === "conc-start")) || (key0 === "conc-end")) || (key0 === "conc-list"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data["spec-decoding"] !== undefined){
let data0 = data["spec-decoding"];
if(!(((data0 === "mtp") || (data0 === "draft_model")) || (data0 === "none"))){
const err3 = {instancePath:instancePath+"/spec-decoding",schemaPath:"#/$defs/specDecoding/enum",keyword:"enum",params:{allowedValues: schema46.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.prefill !== undefined){
if(!(validate28(data.prefill, {instancePath:instancePath+"/prefill",parentData:data,parentDataProperty:"prefill",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
}
if(data.decode !== undefined){
if(!(validate28(data.decode, {instancePath:instancePath+"/decode",parentData:data,parentDataProperty:"decode",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
}
if(data.router !== undefined){
if(!(validate23(data.router, {instancePath:instancePath+"/router",parentData:data,parentDataProperty:"router",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
if(data["kv-p2p-transfer"] !== undefined){
let data4 = data["kv-p2p-transfer"];
if((typeof data4 !== "string") && (data4 !== null)){
const err4 = {instancePath:instancePath+"/kv-p2p-transfer",schemaPath:"#/$defs/nonEmptyStringOrNull/type",keyword:"type",params:{type: schema37.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(typeof data4 === "string"){
if(data4.length < 1){
const err5 = {instancePath:instancePath+"/kv-p2p-transfer",schemaPath:"#/$defs/nonEmptyStringOrNull/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data["conc-start"] !== undefined){
if(!(validate32(data["conc-start"], {instancePath:instancePath+"/conc-start",parentData:data,parentDataProperty:"conc-start",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data["conc-end"] !== undefined){
if(!(validate32(data["conc-end"], {instancePath:instancePath+"/conc-end",parentData:data,parentDataProperty:"conc-end",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data["conc-list"] !== undefined){
if(!(validate35(data["conc-list"], {instancePath:instancePath+"/conc-list",parentData:data,parentDataProperty:"conc-list",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.isl === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isl"},message:"must have required property '"+"isl"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.osl === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "osl"},message:"must have required property '"+"osl"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data["search-space"] === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "search-space"},message:"must have required property '"+"search-space"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "isl") || (key0 === "osl")) || (key0 === "search-space"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.isl !== undefined){
let data0 = data.isl;
const _errs4 = errors;
let valid2 = false;
const _errs5 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/isl",schemaPath:"#/$defs/laxInt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid2 = valid2 || _valid0;
const _errs7 = errors;
if(typeof data0 !== "boolean"){
const err5 = {instancePath:instancePath+"/isl",schemaPath:"#/$defs/laxInt/anyOf/1/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid2 = valid2 || _valid0;
const _errs9 = errors;
if(typeof data0 === "string"){
if(!pattern6.test(data0)){
const err6 = {instancePath:instancePath+"/isl",schemaPath:"#/$defs/laxInt/anyOf/2/pattern",keyword:"pattern",params:{pattern: "^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"},message:"must match pattern \""+"^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/isl",schemaPath:"#/$defs/laxInt/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err8 = {instancePath:instancePath+"/isl",schemaPath:"#/$defs/laxInt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
if(data.osl !== undefined){
let data1 = data.osl;
const _errs13 = errors;
let valid4 = false;
const _errs14 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err9 = {instancePath:instancePath+"/osl",schemaPath:"#/$defs/laxInt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs14 === errors;
valid4 = valid4 || _valid1;
const _errs16 = errors;
if(typeof data1 !== "boolean"){
const err10 = {instancePath:instancePath+"/osl",schemaPath:"#/$defs/laxInt/anyOf/1/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs16 === errors;
valid4 = valid4 || _valid1;
const _errs18 = errors;
if(typeof data1 === "string"){
if(!pattern6.test(data1)){
const err11 = {instancePath:instancePath+"/osl",schemaPath:"#/$defs/laxInt/anyOf/2/pattern",keyword:"pattern",params:{pattern: "^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"},message:"must match pattern \""+"^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/osl",schemaPath:"#/$defs/laxInt/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err13 = {instancePath:instancePath+"/osl",schemaPath:"#/$defs/laxInt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data["search-space"] !== undefined){
let data2 = data["search-space"];
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate27(data2[i0], {instancePath:instancePath+"/search-space/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
}
else {
const err14 = {instancePath:instancePath+"/search-space",schemaPath:"#/properties/search-space/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "fixed-seq-len") || (key0 === "agentic-coding"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data["fixed-seq-len"] !== undefined){
let data0 = data["fixed-seq-len"];
if((!(Array.isArray(data0))) && (data0 !== null)){
const err1 = {instancePath:instancePath+"/fixed-seq-len",schemaPath:"#/properties/fixed-seq-len/type",keyword:"type",params:{type: schema41.properties["fixed-seq-len"].type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate26(data0[i0], {instancePath:instancePath+"/fixed-seq-len/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
}
}
}
if(data["agentic-coding"] !== undefined){
let data2 = data["agentic-coding"];
if((!(Array.isArray(data2))) && (data2 !== null)){
const err2 = {instancePath:instancePath+"/agentic-coding",schemaPath:"#/properties/agentic-coding/type",keyword:"type",params:{type: schema41.properties["agentic-coding"].type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(Array.isArray(data2)){
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
if(!(validate39(data2[i1], {instancePath:instancePath+"/agentic-coding/" + i1,parentData:data2,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
errors = vErrors.length;
}
}
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate79(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate79.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.image === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "image"},message:"must have required property '"+"image"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.model === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data["model-prefix"] === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model-prefix"},message:"must have required property '"+"model-prefix"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.precision === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "precision"},message:"must have required property '"+"precision"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.framework === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "framework"},message:"must have required property '"+"framework"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.runner === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "runner"},message:"must have required property '"+"runner"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.multinode === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "multinode"},message:"must have required property '"+"multinode"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.scenarios === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "scenarios"},message:"must have required property '"+"scenarios"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema34.properties, key0))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.image !== undefined){
if(typeof data.image !== "string"){
const err9 = {instancePath:instancePath+"/image",schemaPath:"#/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.model !== undefined){
if(typeof data.model !== "string"){
const err10 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data["model-prefix"] !== undefined){
if(typeof data["model-prefix"] !== "string"){
const err11 = {instancePath:instancePath+"/model-prefix",schemaPath:"#/properties/model-prefix/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.precision !== undefined){
if(typeof data.precision !== "string"){
const err12 = {instancePath:instancePath+"/precision",schemaPath:"#/properties/precision/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.framework !== undefined){
if(typeof data.framework !== "string"){
const err13 = {instancePath:instancePath+"/framework",schemaPath:"#/properties/framework/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.runner !== undefined){
if(typeof data.runner !== "string"){
const err14 = {instancePath:instancePath+"/runner",schemaPath:"#/properties/runner/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.multinode !== undefined){
let data6 = data.multinode;
if(!((data6 === true) || (data6 === 1))){
const err15 = {instancePath:instancePath+"/multinode",schemaPath:"#/$defs/trueLiteral/enum",keyword:"enum",params:{allowedValues: schema35.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.disagg !== undefined){
let data7 = data.disagg;
const _errs18 = errors;
let valid3 = false;
const _errs19 = errors;
if(typeof data7 !== "boolean"){
const err16 = {instancePath:instancePath+"/disagg",schemaPath:"#/$defs/laxBool/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs19 === errors;
valid3 = valid3 || _valid0;
const _errs21 = errors;
if(!((data7 === 0) || (data7 === 1))){
const err17 = {instancePath:instancePath+"/disagg",schemaPath:"#/$defs/laxBool/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema36.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs21 === errors;
valid3 = valid3 || _valid0;
const _errs22 = errors;
if(typeof data7 === "string"){
if(!pattern5.test(data7)){
const err18 = {instancePath:instancePath+"/disagg",schemaPath:"#/$defs/laxBool/anyOf/2/pattern",keyword:"pattern",params:{pattern: "^([01]|[Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee]|[Yy][Ee][Ss]|[Nn][Oo]|[Oo][Nn]|[Oo][Ff][Ff]|[YyNnTtFf])$"},message:"must match pattern \""+"^([01]|[Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee]|[Yy][Ee][Ss]|[Nn][Oo]|[Oo][Nn]|[Oo][Ff][Ff]|[YyNnTtFf])$"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/disagg",schemaPath:"#/$defs/laxBool/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs22 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err20 = {instancePath:instancePath+"/disagg",schemaPath:"#/$defs/laxBool/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
}
if(data["kv-p2p-transfer"] !== undefined){
let data8 = data["kv-p2p-transfer"];
if((typeof data8 !== "string") && (data8 !== null)){
const err21 = {instancePath:instancePath+"/kv-p2p-transfer",schemaPath:"#/$defs/nonEmptyStringOrNull/type",keyword:"type",params:{type: schema37.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data8 === "string"){
if(data8.length < 1){
const err22 = {instancePath:instancePath+"/kv-p2p-transfer",schemaPath:"#/$defs/nonEmptyStringOrNull/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
if(data.router !== undefined){
if(!(validate23(data.router, {instancePath:instancePath+"/router",parentData:data,parentDataProperty:"router",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
if(data.scenarios !== undefined){
if(!(validate25(data.scenarios, {instancePath:instancePath+"/scenarios",parentData:data,parentDataProperty:"scenarios",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate79.errors = vErrors;
return errors === 0;
}
validate79.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const runners = (/* unused pure expression or super */ null && (validate82));
const schema94 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://github.com/sweepkit/sweepkit/schemas/runners.schema.json","title":"Sweepkit runners file","description":"Runner labels with their concrete nodes, and hardware facts per runner label (InferenceX configs/runners.yaml format).","type":"object","additionalProperties":false,"required":["labels"],"properties":{"labels":{"type":"object","description":"Runner label -> node names (non-empty; duplicates allowed).","additionalProperties":{"type":"array","minItems":1,"items":{"type":"string"}}},"hardware":{"type":"object","description":"Runner label -> hardware facts used for the agentic DRAM budget.","additionalProperties":{"$ref":"#/$defs/hardware"}}},"$defs":{"hardware":{"type":"object","additionalProperties":false,"required":["available-cpu-dram-mib","gpus-per-node"],"properties":{"available-cpu-dram-mib":{"$ref":"#/$defs/positiveLaxInt"},"gpus-per-node":{"$ref":"#/$defs/positiveLaxInt"}}},"positiveLaxInt":{"anyOf":[{"type":"integer","exclusiveMinimum":0},{"const":true},{"type":"string","pattern":"^\\s*\\+?0*[1-9][0-9]*\\s*$"}]}}};
const schema95 = {"type":"object","additionalProperties":false,"required":["available-cpu-dram-mib","gpus-per-node"],"properties":{"available-cpu-dram-mib":{"$ref":"#/$defs/positiveLaxInt"},"gpus-per-node":{"$ref":"#/$defs/positiveLaxInt"}}};
const schema96 = {"anyOf":[{"type":"integer","exclusiveMinimum":0},{"const":true},{"type":"string","pattern":"^\\s*\\+?0*[1-9][0-9]*\\s*$"}]};
const pattern19 = new RegExp("^\\s*\\+?0*[1-9][0-9]*\\s*$", "u");

function validate83(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate83.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["available-cpu-dram-mib"] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "available-cpu-dram-mib"},message:"must have required property '"+"available-cpu-dram-mib"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data["gpus-per-node"] === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "gpus-per-node"},message:"must have required property '"+"gpus-per-node"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "available-cpu-dram-mib") || (key0 === "gpus-per-node"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data["available-cpu-dram-mib"] !== undefined){
let data0 = data["available-cpu-dram-mib"];
const _errs4 = errors;
let valid2 = false;
const _errs5 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/available-cpu-dram-mib",schemaPath:"#/$defs/positiveLaxInt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 <= 0 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/available-cpu-dram-mib",schemaPath:"#/$defs/positiveLaxInt/anyOf/0/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid2 = valid2 || _valid0;
const _errs7 = errors;
if(true !== data0){
const err5 = {instancePath:instancePath+"/available-cpu-dram-mib",schemaPath:"#/$defs/positiveLaxInt/anyOf/1/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid2 = valid2 || _valid0;
const _errs8 = errors;
if(typeof data0 === "string"){
if(!pattern19.test(data0)){
const err6 = {instancePath:instancePath+"/available-cpu-dram-mib",schemaPath:"#/$defs/positiveLaxInt/anyOf/2/pattern",keyword:"pattern",params:{pattern: "^\\s*\\+?0*[1-9][0-9]*\\s*$"},message:"must match pattern \""+"^\\s*\\+?0*[1-9][0-9]*\\s*$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/available-cpu-dram-mib",schemaPath:"#/$defs/positiveLaxInt/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err8 = {instancePath:instancePath+"/available-cpu-dram-mib",schemaPath:"#/$defs/positiveLaxInt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
if(data["gpus-per-node"] !== undefined){
let data1 = data["gpus-per-node"];
const _errs12 = errors;
let valid4 = false;
const _errs13 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err9 = {instancePath:instancePath+"/gpus-per-node",schemaPath:"#/$defs/positiveLaxInt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 <= 0 || isNaN(data1)){
const err10 = {instancePath:instancePath+"/gpus-per-node",schemaPath:"#/$defs/positiveLaxInt/anyOf/0/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid1 = _errs13 === errors;
valid4 = valid4 || _valid1;
const _errs15 = errors;
if(true !== data1){
const err11 = {instancePath:instancePath+"/gpus-per-node",schemaPath:"#/$defs/positiveLaxInt/anyOf/1/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs15 === errors;
valid4 = valid4 || _valid1;
const _errs16 = errors;
if(typeof data1 === "string"){
if(!pattern19.test(data1)){
const err12 = {instancePath:instancePath+"/gpus-per-node",schemaPath:"#/$defs/positiveLaxInt/anyOf/2/pattern",keyword:"pattern",params:{pattern: "^\\s*\\+?0*[1-9][0-9]*\\s*$"},message:"must match pattern \""+"^\\s*\\+?0*[1-9][0-9]*\\s*$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/gpus-per-node",schemaPath:"#/$defs/positiveLaxInt/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid1 = _errs16 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err14 = {instancePath:instancePath+"/gpus-per-node",schemaPath:"#/$defs/positiveLaxInt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate83.errors = vErrors;
return errors === 0;
}
validate83.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://github.com/sweepkit/sweepkit/schemas/runners.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate82.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.labels === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "labels"},message:"must have required property '"+"labels"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "labels") || (key0 === "hardware"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.labels !== undefined){
let data0 = data.labels;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
let data1 = data0[key1];
if(Array.isArray(data1)){
if(data1.length < 1){
const err2 = {instancePath:instancePath+"/labels/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/labels/additionalProperties/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(typeof data1[i0] !== "string"){
const err3 = {instancePath:instancePath+"/labels/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/properties/labels/additionalProperties/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/labels/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/labels/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.hardware !== undefined){
let data3 = data.hardware;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key2 in data3){
if(!(validate83(data3[key2], {instancePath:instancePath+"/hardware/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data3,parentDataProperty:key2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath:instancePath+"/hardware",schemaPath:"#/properties/hardware/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate82.errors = vErrors;
return errors === 0;
}
validate82.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


;// CONCATENATED MODULE: ./packages/config/src/schemas.ts


/**
 * The published schemas, and their validators compiled ahead of time from the same files
 * (`scripts/generate-validators.mjs`; a test keeps them in step), so no run pays
 * for loading and compiling ajv.
 */



;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
;// CONCATENATED MODULE: ./packages/config/src/source-file.ts


/**
 * Reads and parses one YAML input named as the user gave it (messages keep that spelling);
 * relative paths resolve against `cwd` when one is given.
 */
function source_file_loadSource(files, path, missing, cwd) {
    const real = cwd ? resolve(cwd, path) : path;
    if (!files.exists(real))
        throw new SweepkitError(missing, { location: { file: path }, code: 'file-missing' });
    return parseYaml(readTextFile(files, real, path), path);
}
const source_file_isMapping = (value) => value !== null && typeof value === 'object' && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

;// CONCATENATED MODULE: ./packages/config/src/load-master.ts








/** Loads master files in order and merges their top-level keys (matrix.md §2.2 steps 1–6). */
function mergeFiles(files, paths, options) {
    const merged = new Map();
    for (const path of paths) {
        const source = loadSource(files, path, `Input file '${path}' does not exist.`, options.cwd);
        if (!isMapping(source.value)) {
            throw new SweepkitError(`Config file '${path}' must contain a dictionary`, { location: source.locate([]), code: 'not-a-mapping' });
        }
        const keys = Object.keys(source.value);
        const wildcard = keys.find((key) => key.includes('*'));
        if (wildcard !== undefined) {
            // The reference's message really starts with a space.
            throw new SweepkitError(` Wildcard '*' is not allowed in master config keys: '${wildcard}'`, {
                location: source.locate([wildcard], 'key'),
                field: wildcard,
                code: 'wildcard-key'
            });
        }
        const duplicates = keys.filter((key) => merged.has(key)).sort();
        if (duplicates.length) {
            throw new SweepkitErrors(duplicates.map((key) => new SweepkitError(`Duplicate configuration keys found in '${path}': ${duplicates.join(', ')}`, {
                location: source.locate([key], 'key'),
                field: key,
                details: [`'${key}' is already defined in ${merged.get(key).source.file}`],
                code: 'duplicate-key'
            })));
        }
        for (const key of keys)
            merged.set(key, { key, value: source.value[key], source });
    }
    return [...merged.values()];
}
/** Validates one config; throws every finding, all under the reference's headline. */
function validateEntry(entry) {
    const multinode = isMapping(entry.value) && pyTruthy(entry.value.multinode);
    const schema = multinode ? validateMultiNodeConfig : validateSingleNodeConfig;
    let findings = [...schemaErrors(schema, jsonView(entry.value)), ...strictIntErrors(entry.value)];
    if (findings.length === 0)
        findings = masterConfigRuleErrors(entry.value, multinode);
    if (findings.length) {
        const located = findings.map((f) => ({ path: [entry.key, ...f.path], message: f.message }));
        throw new SweepkitErrors(fieldErrors(`Master config entry '${entry.key}' failed validation:`, located, entry.source, 'config-invalid'));
    }
    // The schema and rules above are what make this shape true.
    return { key: entry.key, multinode, config: entry.value, source: entry.source };
}
/**
 * Loads, merges and validates master config files (in the given order). The configs come back in
 * merged order with their raw values and the LoadedYaml that locates every node; the first invalid
 * config throws, like the reference.
 */
function load_master_loadMasterConfigs(files, paths, options = {}) {
    return mergeFiles(files, paths, options).map(validateEntry);
}

;// CONCATENATED MODULE: ./packages/config/src/load-runners.ts






const fail = (message, source, path, code) => {
    throw new SweepkitError(message, { location: source.locate(path), field: path.join('.') || undefined, code });
};
/** The label checks the reference makes before its schema (matrix.md §4, in its order). */
function checkLabels(source, labels) {
    for (const [label, nodes] of Object.entries(labels)) {
        const path = ['labels', label];
        if (!Array.isArray(nodes))
            fail(`Runner config entry '${label}' must be a list, got ${pyTypeName(nodes)}`, source, path, 'runners-invalid');
        const list = nodes;
        const bad = list.findIndex((node) => typeof node !== 'string');
        if (bad >= 0)
            fail(`Runner config entry '${label}' must contain only strings`, source, [...path, bad], 'runners-invalid');
        if (list.length === 0)
            fail(`Runner config entry '${label}' cannot be an empty list`, source, path, 'runners-invalid');
    }
}
/** Loads and validates the runners file (labels → nodes, hardware facts). */
function load_runners_loadRunners(files, path, options = {}) {
    const source = loadSource(files, path, `Runner config file '${path}' does not exist.`, options.cwd);
    const value = source.value;
    if (!isMapping(value)) {
        // The reference crashes calling .get() on it; keep its wording.
        throw new SweepkitError(`'${pyTypeName(value)}' object has no attribute 'get'`, { location: source.locate([]), code: 'attribute-error' });
    }
    if (!isMapping(value.labels))
        fail('Runner config must define a labels mapping', source, value.labels === undefined ? [] : ['labels'], 'runners-invalid');
    checkLabels(source, value.labels);
    const findings = schemaErrors(validateRunners, jsonView(value));
    if (findings.length)
        throw new SweepkitErrors(fieldErrors('Runner config failed validation:', findings, source, 'runners-invalid'));
    return {
        labels: new Map(Object.entries(value.labels)),
        hardware: new Map(Object.entries((value.hardware ?? {}))),
        source
    };
}

;// CONCATENATED MODULE: ./packages/config/src/index.ts





;// CONCATENATED MODULE: ./packages/matrix/src/concurrency.ts


/**
 * `R(start, end, step)` (matrix.md §5.1): multiply by `step` from `start`, clamp the last value
 * to `end`; `end` is always included.
 */
function concurrency_concRange(start, end, step) {
    const values = [];
    for (let c = start; c <= end; c = Math.min(c * step, end)) {
        values.push(c);
        if (c === end)
            break;
    }
    return values;
}
const SEQ_LEN_PAIRS = { '1k1k': [1024, 1024], '8k1k': [8192, 1024] };
/** `1k1k`, `8k1k`, or `{isl}_{osl}` for any other pair. */
function concurrency_seqLenName(isl, osl) {
    for (const [name, [i, o]] of Object.entries(SEQ_LEN_PAIRS))
        if (lax_int_pyInt(isl) === i && lax_int_pyInt(osl) === o)
            return name;
    return `${(0,src/* pyStr */.rD)(isl)}_${(0,src/* pyStr */.rD)(osl)}`;
}
/** Whether (isl, osl) is one of the named pairs. */
const concurrency_isSeqLen = (isl, osl, names) => names.includes(concurrency_seqLenName(isl, osl));
/** The only fixed-seq-len shape that is eval-eligible. */
const concurrency_isEvalSeqLen = (isl, osl) => isl !== undefined && osl !== undefined && pyInt(isl) === 8192 && pyInt(osl) === 1024;

;// CONCATENATED MODULE: ./packages/matrix/src/python-key.ts

/**
 * A string equal for two values exactly when Python's `==` holds: mappings compare without
 * regard to key order, lists in order, and `True == 1 == 1.0`.
 */
function python_key_pyKey(value) {
    if (value === null || value === undefined)
        return 'N';
    if (typeof value === 'string')
        return JSON.stringify(value);
    if (typeof value === 'boolean' || typeof value === 'number' || typeof value === 'bigint' || value instanceof PyFloat)
        return `#${Number(value)}`;
    if (value instanceof YamlTimestamp)
        return `@${value.text}`;
    if (Array.isArray(value)) {
        let out = '[';
        for (let i = 0; i < value.length; i++)
            out += (i === 0 ? '' : ',') + python_key_pyKey(value[i]);
        return out + ']';
    }
    return python_key_pyMappingKey(value);
}
/**
 * `pyKey` of a mapping, leaving out the keys in `omit` (at the top level only): eval grouping
 * keys a row by everything but its concurrency without building the smaller row first.
 */
function python_key_pyMappingKey(mapping, omit) {
    const map = mapping instanceof Map ? mapping : undefined;
    const all = map ? [...map.keys()] : Object.keys(mapping);
    const keys = (omit ? all.filter((key) => !omit.has(key)) : all).sort();
    let out = '{';
    for (let i = 0; i < keys.length; i++) {
        const key = keys[i];
        const value = map ? map.get(key) : mapping[key];
        out += `${i === 0 ? '' : ','}${JSON.stringify(key)}:${python_key_pyKey(value)}`;
    }
    return out + '}';
}

;// CONCATENATED MODULE: ./packages/matrix/src/evals.ts





/** Eval selection (matrix.md §6): which rows also run accuracy evals. */
const MIN_EVAL_CONC = 16;
const NOT_TOPOLOGY = new Set(['conc', 'run-eval', 'eval-only', 'eval-conc', 'eval-all-concs', 'exp-name']);
/** The row without its concurrency, eval and name keys: rows of one topology share it. */
const topology = (row) => pyMappingKey(row, NOT_TOPOLOGY);
const concList = (row) => (Array.isArray(row.conc) ? row.conc : [row.conc]).map((c) => pyInt(c));
const isFixed8k1k = (row) => !isAgentic(row) && isEvalSeqLen(row.isl, row.osl);
/** Members of each group in first-appearance order. */
function groupBy(items, key) {
    const groups = new Map();
    for (const item of items) {
        const k = key(item);
        const group = groups.get(k);
        if (group)
            group.push(item);
        else
            groups.set(k, [item]);
    }
    return [...groups.values()];
}
/** The first member with the largest value (the reference keeps the first on ties). */
function firstMax(items, value) {
    return items.reduce((best, item) => (value(item) > value(best) ? item : best));
}
/** Step A: mark the selected rows `run-eval` (in place), `eval-conc` for multi-node picks. */
function markDefault(rows, includeAgentic) {
    const selected = new Set();
    const evalConc = new Map();
    // A1: single-node fixed 8k1k, grouped ignoring tp/ep: the max and upper-median concurrency.
    const singles = rows.filter((r) => 'tp' in r && !isAgentic(r) && isFixed8k1k(r) && pyInt(r.conc) >= MIN_EVAL_CONC);
    const singleKey = (r) => pyKey([r.model, r.runner, r.framework, r.precision, r.isl, r.osl, r['spec-decoding'], r['dp-attn']]);
    for (const group of groupBy(singles, singleKey)) {
        const distinct = [...new Set(group.map((r) => pyInt(r.conc)))].sort((a, b) => a - b);
        const targets = new Set([distinct.at(-1), distinct[Math.floor(distinct.length / 2)]]);
        for (const r of group)
            if (targets.has(pyInt(r.conc)))
                selected.add(r);
    }
    // A2/A3: multi-node (fixed 8k1k, and agentic when included): per topology the row reaching
    // the highest eligible concurrency, which becomes its eval-conc.
    const eligible = (r) => concList(r).filter((c) => c >= MIN_EVAL_CONC);
    const multi = rows.filter((r) => !('tp' in r) && isMultiNode(r) && (isAgentic(r) ? includeAgentic : isFixed8k1k(r)) && eligible(r).length > 0);
    for (const group of groupBy(multi, topology)) {
        const best = firstMax(group, (r) => Math.max(...eligible(r)));
        selected.add(best);
        evalConc.set(best, Math.max(...eligible(best)));
    }
    // A4: single-node agentic, one row per (model, runner, framework, precision): the largest conc.
    if (includeAgentic) {
        const agentic = rows.filter((r) => isAgentic(r) && !isMultiNode(r));
        for (const group of groupBy(agentic, (r) => pyKey([r.model, r.runner, r.framework, r.precision]))) {
            selected.add(firstMax(group, (r) => pyInt(r.conc)));
        }
    }
    for (const row of rows) {
        row['run-eval'] = selected.has(row);
        const conc = evalConc.get(row);
        if (conc !== undefined)
            row['eval-conc'] = conc;
    }
}
const sortedDistinct = (values) => [...new Set(values)].sort((a, b) => a - b);
/** Step B (`--all-evals`): every eval-eligible row runs; multi-node topologies merge into one row. */
function expandAllEvals(entries) {
    const out = [];
    const kept = new Map();
    for (const entry of entries) {
        const row = entry.row;
        const agentic = isAgentic(row);
        if (agentic && !isMultiNode(row)) {
            row['run-eval'] = true;
            out.push(entry);
            continue;
        }
        if (!agentic && !isFixed8k1k(row)) {
            out.push(entry);
            continue;
        }
        if (!isMultiNode(row)) {
            row['run-eval'] = true;
            out.push(entry);
            continue;
        }
        const key = `${agentic}|${topology(row)}`;
        const first = kept.get(key);
        if (first) {
            first.conc = sortedDistinct([...concList(first), ...concList(row)]);
            if (agentic)
                first['eval-conc'] = Math.max(...first.conc);
            continue;
        }
        const copy = { ...row, conc: sortedDistinct(concList(row)), 'run-eval': true };
        if (agentic)
            copy['eval-conc'] = Math.max(...copy.conc);
        else {
            copy['eval-all-concs'] = true;
            delete copy['eval-conc'];
        }
        kept.set(key, copy);
        out.push({ configKey: entry.configKey, row: copy });
    }
    return out;
}
/** Steps A–C of matrix.md §6 over the generated rows, in their order. */
function evals_applyEvals(entries, options) {
    if (options.noEvals)
        return entries;
    const onlyEvals = !!(options.evalsOnly || options.allEvals);
    markDefault(entries.map((e) => e.row), onlyEvals);
    const expanded = options.allEvals ? expandAllEvals(entries) : entries;
    if (!onlyEvals)
        return expanded;
    return expanded.filter((e) => pyTruthy(e.row['run-eval'])).map((e) => ((e.row['eval-only'] = true), e));
}

;// CONCATENATED MODULE: ./packages/matrix/src/dram.ts


/** The reference caps usable DRAM at about 3 TB (decimal), in MiB. */
const DRAM_CAP_MIB = 2861022n;
/** The exact rational behind the shortest decimal text of a float (0.85 → 85/100). */
function decimalRatio(value) {
    const [mantissa, exponentText] = value.toExponential().split('e');
    const [whole, fraction = ''] = mantissa.split('.');
    let numerator = BigInt(whole + fraction);
    let denominator = 1n;
    const exponent = Number(exponentText) - fraction.length;
    if (exponent >= 0)
        numerator *= 10n ** BigInt(exponent);
    else
        denominator = 10n ** BigInt(-exponent);
    return [numerator, denominator];
}
/** GPUs of one node the entry occupies (matrix.md §5.1 step 6). */
function gpuCount(bmk, gpusPerNode, runner) {
    if ('prefill' in bmk) {
        const prefill = bmk.prefill;
        const r = pyInt(prefill.tp) * (prefill.pp ?? 1) * (prefill['pcp-size'] ?? 1);
        if (r > gpusPerNode) {
            if (r % gpusPerNode !== 0)
                throw new SweepkitError(`worker tp*pp*pcp-size=${r} spans multiple nodes but is not a multiple of gpus-per-node=${gpusPerNode}`, { code: 'dram-topology' });
            return gpusPerNode;
        }
        if (gpusPerNode % r !== 0)
            throw new SweepkitError(`worker tp*pp*pcp-size=${r} does not divide gpus-per-node=${gpusPerNode} evenly`, { code: 'dram-topology' });
        return r;
    }
    const tp = pyInt(bmk.tp);
    const pp = bmk.pp ?? 1;
    const pcp = bmk['pcp-size'] ?? 1;
    const g = tp * pp * pcp;
    if (g > gpusPerNode) {
        throw new SweepkitError(`tp=${tp} with pp=${pp} and pcp-size=${pcp} requires ${g} GPUs and exceeds gpus-per-node=${gpusPerNode} for runner '${runner}'`, { code: 'dram-topology' });
    }
    return g;
}
/**
 * `D(block, bmk, runner)`: the CPU DRAM (GB) an agentic entry may use for KV offloading, computed
 * exactly as ⌊A·2²⁰·U·g/G/10⁹⌋ with big-integer rationals (the reference uses 28-digit Decimal).
 */
function dram_dramBudgetGb(block, bmk, runner, runners) {
    const kv = 'kv-offloading' in bmk ? bmk['kv-offloading'] : 'none';
    if (kv !== 'dram')
        return 0;
    const hardware = runners.hardware.get(runner);
    for (const field of ['available-cpu-dram-mib', 'gpus-per-node']) {
        if (!hardware || hardware[field] === undefined) {
            const keys = [...runners.hardware.keys()].sort().join(', ');
            throw new SweepkitError(`Runner '${runner}' requires '${field}' in runner hardware metadata. Available hardware keys: ${keys}`, {
                location: runners.source.locate(hardware ? ['hardware', runner] : ['hardware']),
                code: 'dram-hardware'
            });
        }
    }
    const available = BigInt(Math.min(pyInt(hardware['available-cpu-dram-mib']), Number(DRAM_CAP_MIB)));
    const gpusPerNode = pyInt(hardware['gpus-per-node']);
    const utilisation = block['dram-utilization'];
    const [un, ud] = decimalRatio(utilisation instanceof PyFloat ? utilisation.value : pyInt(utilisation));
    const g = BigInt(gpuCount(bmk, gpusPerNode, runner));
    return Number((available * 1048576n * un * g) / (ud * BigInt(gpusPerNode) * 1000000000n));
}

;// CONCATENATED MODULE: ./packages/matrix/src/row-parts.ts


/** `W(worker)`: the YAML worker in its key order, then absent pp / dcp-size / pcp-size as 1. */
function row_parts_normaliseWorker(worker) {
    const out = { ...worker };
    for (const key of ['pp', 'dcp-size', 'pcp-size'])
        if (!(key in out))
            out[key] = 1;
    return out;
}
/**
 * `M(bmk, config)`: `router` and `kv-p2p-transfer` from the search-space entry when it has the key
 * (even null, which suppresses the config's value), else from the config; only non-null ones.
 */
function row_parts_appendMetadata(row, bmk, config) {
    const b = bmk;
    const c = config;
    for (const key of ['router', 'kv-p2p-transfer']) {
        const value = key in b ? b[key] : (c[key] ?? null);
        if (value !== null && value !== undefined)
            row[key] = value;
    }
}
/** `p1x4ep4dpa`: worker count × tp, plus ep when not 1 and `dpa` for data-parallel attention. */
function row_parts_workerTag(worker, prefix) {
    const ep = worker.ep ?? 1;
    return `${prefix}${pyStr(worker['num-worker'])}x${pyStr(worker.tp)}${pyInt(ep) !== 1 ? `ep${pyStr(ep)}` : ''}${pyTruthy(worker['dp-attn']) ? 'dpa' : ''}`;
}
/** `K(kv, backend)`: `kvnone`, or `kv{kv}-{backend name}`. */
function row_parts_kvTag(kv, backend) {
    if (kv === 'none')
        return 'kvnone';
    const name = backend !== null && typeof backend === 'object' ? backend.name : undefined;
    return `kv${pyStr(kv)}-${pyStr(name)}`;
}

;// CONCATENATED MODULE: ./packages/matrix/src/rows.ts




const AGENTIC_DURATION_S = 3600;
/**
 * The config's head keys, then `rest`. Object.assign rather than `{ ...head, ...}`: on Node 20 an
 * object literal that starts with a spread and goes on with more keys is ~10x slower to build.
 */
const withHead = (config, runner, rest) => Object.assign({
    image: config.image,
    model: config.model,
    'model-prefix': config['model-prefix'],
    precision: config.precision,
    framework: config.framework,
    runner
}, rest);
/** A YAML value copied into the row as written. */
const raw = (value) => value;
const maxModelLen = (block) => pyInt(block.isl) + pyInt(block.osl) + 256;
function rows_singleNodeFixedRow(config, block, bmk, runner, conc, ep) {
    const row = withHead(config, runner, {
        isl: raw(block.isl),
        osl: raw(block.osl),
        tp: raw(bmk.tp),
        pp: bmk.pp ?? 1,
        'dcp-size': bmk['dcp-size'] ?? 1,
        'pcp-size': bmk['pcp-size'] ?? 1,
        conc: raw(conc),
        'max-model-len': maxModelLen(block),
        ep: raw(ep ?? 1),
        'dp-attn': raw(bmk['dp-attn'] ?? false),
        'spec-decoding': bmk['spec-decoding'] ?? 'none',
        'exp-name': `${config['model-prefix']}_${seqLenName(block.isl, block.osl)}`,
        disagg: false,
        'run-eval': false
    });
    appendMetadata(row, bmk, config);
    return row;
}
function rows_multiNodeFixedRow(config, block, bmk, runner, concs) {
    const row = withHead(config, runner, {
        isl: raw(block.isl),
        osl: raw(block.osl),
        'spec-decoding': bmk['spec-decoding'] ?? 'none',
        prefill: normaliseWorker(bmk.prefill),
        decode: normaliseWorker(bmk.decode),
        conc: raw(concs),
        'max-model-len': maxModelLen(block),
        'exp-name': `${config['model-prefix']}_${seqLenName(block.isl, block.osl)}`,
        disagg: raw(config.disagg ?? false),
        'run-eval': false
    });
    appendMetadata(row, bmk, config);
    return row;
}
function appendBackend(row, bmk) {
    const backend = bmk['kv-offload-backend'];
    if (backend !== null && backend !== undefined)
        row['kv-offload-backend'] = raw(backend);
}
function rows_agenticSingleNodeRow(config, bmk, runner, conc, dramGb) {
    const spec = bmk['spec-decoding'] ?? 'none';
    const kv = bmk['kv-offloading'];
    const row = withHead(config, runner, {
        tp: raw(bmk.tp),
        pp: bmk.pp ?? 1,
        'dcp-size': bmk['dcp-size'] ?? 1,
        'pcp-size': bmk['pcp-size'] ?? 1,
        ep: raw(bmk.ep ?? 1),
        'dp-attn': raw(bmk['dp-attn'] ?? false),
        'spec-decoding': spec,
        conc: raw(conc),
        'kv-offloading': raw(kv),
        'total-cpu-dram-gb': dramGb,
        duration: AGENTIC_DURATION_S,
        'exp-name': `${config['model-prefix']}_tp${pyStr(bmk.tp)}_conc${pyStr(conc)}_${kvTag(kv, bmk['kv-offload-backend'])}${spec !== 'none' ? `_spec-${spec}` : ''}`,
        'scenario-type': 'agentic-coding'
    });
    appendBackend(row, bmk);
    appendMetadata(row, bmk, config);
    return row;
}
function rows_agenticMultiNodeRow(config, bmk, runner, concs, dramGb) {
    const kv = ('kv-offloading' in bmk ? bmk['kv-offloading'] : 'none');
    const prefill = bmk.prefill;
    const decode = bmk.decode;
    const suffix = kv === 'none' ? '' : `_${kvTag(kv, bmk['kv-offload-backend'])}`;
    const row = withHead(config, runner, {
        'spec-decoding': bmk['spec-decoding'] ?? 'none',
        prefill: normaliseWorker(prefill),
        decode: normaliseWorker(decode),
        conc: concs,
        'kv-offloading': raw(kv),
        'total-cpu-dram-gb': dramGb,
        duration: AGENTIC_DURATION_S,
        'exp-name': `${config['model-prefix']}_${workerTag(prefill, 'p')}_${workerTag(decode, 'd')}_conc${concs.map(pyStr).join('x')}${suffix}`,
        disagg: raw(config.disagg ?? false),
        'scenario-type': 'agentic-coding'
    });
    appendBackend(row, bmk);
    appendMetadata(row, bmk, config);
    return row;
}

;// CONCATENATED MODULE: ./packages/matrix/src/expand.ts




const wants = (policy, type) => !policy.scenarioTypes || policy.scenarioTypes.includes(type);
/** Python's `for c in concs`, which fails on the null a present-but-null `conc-list` gives. */
function iterable(concs) {
    if (!Array.isArray(concs))
        throw new SweepkitError("'NoneType' object is not iterable", { code: 'not-iterable' });
    return concs;
}
/** The reference re-validates each entry; the one check valid input can fail is a null `conc`. */
function checkedMultiNodeRow(row) {
    if (Array.isArray(row.conc))
        return row;
    throw new SweepkitError('The following parsed matrix entry failed validation:', {
        code: 'entry-invalid',
        details: [pyJsonDumps(row, { indent: 2 }), 'conc: Input should be a valid list']
    });
}
/**
 * Expands one search-space entry; an error that has no place yet (a topology that does not fit,
 * a crash the reference would have) is placed at the entry, with its field path.
 */
function atEntry(entry, path, expand) {
    try {
        expand();
    }
    catch (error) {
        if (!(error instanceof SweepkitError) || error.location)
            throw error;
        const full = [entry.key, ...path];
        throw new SweepkitError(error.message, { code: error.code, details: error.details, location: entry.source.locate(full), field: full.join('.') });
    }
}
function fixedRows(entry, policy, runners) {
    if (!policy.includesNodeType(entry.multinode))
        return [];
    const rows = [];
    const blocks = (entry.config.scenarios['fixed-seq-len'] ?? []);
    blocks.forEach((block, b) => {
        if (policy.seqLens && !isSeqLen(block.isl, block.osl, policy.seqLens))
            return;
        block['search-space'].forEach((bmk, i) => atEntry(entry, ['scenarios', 'fixed-seq-len', b, 'search-space', i], () => {
            if (entry.multinode) {
                const concs = policy.multiNode(bmk);
                if (concs === undefined)
                    return;
                for (const runner of runners)
                    rows.push(checkedMultiNodeRow(multiNodeFixedRow(entry.config, block, bmk, runner, concs)));
                return;
            }
            const points = policy.singleNode(bmk);
            if (!points)
                return;
            for (const conc of iterable(points.concs)) {
                for (const runner of runners)
                    rows.push(singleNodeFixedRow(entry.config, block, bmk, runner, conc, points.ep));
            }
        }));
    });
    return rows;
}
/** Python's `bmk['tp']` / `bmk['prefill']` on an entry whose shape does not match the config. */
function requireKey(bmk, key) {
    if (!(key in bmk)) {
        throw new SweepkitError(`'${key}'`, { code: 'missing-key', details: [`a ${key === 'tp' ? 'single' : 'multi'}-node config needs '${key}' in its agentic search-space entries`] });
    }
}
function agenticRows(entry, policy, runners) {
    const rows = [];
    (entry.config.scenarios['agentic-coding'] ?? []).forEach((block, b) => {
        block['search-space'].forEach((bmk, i) => atEntry(entry, ['scenarios', 'agentic-coding', b, 'search-space', i], () => {
            requireKey(bmk, entry.multinode ? 'prefill' : 'tp');
            const dramGb = dramBudgetGb(block, bmk, entry.config.runner, policy.runners);
            const concs = policy.agentic(bmk);
            if (!concs)
                return;
            if (entry.multinode) {
                // One allocation per concurrency: the reference's chunk size is 1.
                for (const runner of runners)
                    for (const conc of concs)
                        rows.push(agenticMultiNodeRow(entry.config, bmk, runner, [conc], dramGb));
                return;
            }
            for (const conc of concs)
                for (const runner of runners)
                    rows.push(agenticSingleNodeRow(entry.config, bmk, runner, conc, dramGb));
        }));
    });
    return rows;
}
/** Every row of one config (matrix.md §5.2 steps 3–6, §5.3 step 2), fixed-seq-len first. */
function expand_expandConfig(entry, policy) {
    const runners = policy.runnerValues(entry.config.runner);
    if (runners.length === 0)
        return [];
    const rows = wants(policy, 'fixed-seq-len') ? fixedRows(entry, policy, runners) : [];
    if (!policy.includesNodeType(entry.multinode) || !wants(policy, 'agentic-coding'))
        return rows;
    return [...rows, ...agenticRows(entry, policy, runners)];
}

;// CONCATENATED MODULE: ./packages/matrix/src/request.ts

const request_SCENARIO_TYPES = (/* unused pure expression or super */ null && (['fixed-seq-len', 'agentic-coding']));
const SEQ_LENS = (/* unused pure expression or super */ null && (['1k1k', '8k1k']));
const request_DEFAULT_RUNNER_CONFIG = 'configs/runners.yaml';
const request_DEFAULT_STEP_SIZE = 2;
/** The reference's checks after option parsing (matrix.md §1.4 steps 2–4), as usage errors. */
function request_checkRequest(request) {
    if (request.noEvals && request.evalsOnly)
        throw new UsageError('argument --evals-only: not allowed with argument --no-evals');
    if (request.command === 'full-sweep') {
        if ((request.stepSize ?? request_DEFAULT_STEP_SIZE) <= 1)
            throw new UsageError('--step-size must be greater than 1');
        if (request.minConc !== undefined && request.maxConc !== undefined && request.minConc > request.maxConc) {
            throw new UsageError('--min-conc must be less than or equal to --max-conc');
        }
    }
    if (request.noEvals && request.allEvals)
        throw new UsageError('--all-evals cannot be combined with --no-evals');
}

;// CONCATENATED MODULE: ./packages/matrix/src/full-sweep.ts





const nonEmptyList = (bmk) => Array.isArray(bmk['conc-list']) && bmk['conc-list'].length > 0 ? bmk['conc-list'] : undefined;
/** The full-sweep concurrency rules per kind of entry (matrix.md §5.2 step 4 and 6). */
function policy(request, runners) {
    const step = request.stepSize ?? DEFAULT_STEP_SIZE;
    const { minConc: min, maxConc: max, maxTp, maxEp } = request;
    const both = !request.singleNode && !request.multiNode;
    const filter = request.runnerNodeFilter || undefined;
    const listOrRange = (bmk) => nonEmptyList(bmk) ?? concRange(pyInt(bmk['conc-start']), pyInt(bmk['conc-end']), step);
    return {
        runners,
        scenarioTypes: request.scenarioTypes,
        seqLens: request.seqLens,
        // The label itself is never a candidate here, and duplicates are kept (unlike test-config).
        runnerValues: (runner) => (filter === undefined ? [runner] : (runners.labels.get(runner) ?? []).filter((node) => node.includes(filter))),
        includesNodeType: (multinode) => both || (multinode ? !!request.multiNode : !!request.singleNode),
        singleNode(bmk) {
            if (maxTp !== undefined && (maxTp <= 0 || pyInt(bmk.tp) > maxTp))
                return undefined;
            let ep = bmk.ep ?? null;
            if (maxEp !== undefined) {
                if (maxEp <= 0)
                    return undefined;
                if (ep !== null && pyInt(ep) > maxEp)
                    ep = maxEp;
            }
            const list = nonEmptyList(bmk);
            if (list) {
                let concs = list;
                if (min !== undefined) {
                    if (min <= 0)
                        return undefined;
                    concs = concs.filter((c) => pyInt(c) >= min);
                    if (concs.length === 0)
                        return undefined;
                }
                if (max !== undefined) {
                    if (max <= 0)
                        return undefined;
                    const kept = concs.filter((c) => pyInt(c) <= max);
                    concs = kept.length ? kept : [max];
                }
                return { concs, ep };
            }
            let start = pyInt(bmk['conc-start']);
            let end = pyInt(bmk['conc-end']);
            if (min !== undefined) {
                if (min <= 0 || end < min)
                    return undefined;
                start = Math.max(start, min); // the series is re-based on the minimum
            }
            if (max !== undefined) {
                if (max <= 0)
                    return undefined;
                if (start > max)
                    start = end = max;
                else
                    end = Math.min(end, max);
            }
            return { concs: concRange(start, end, step), ep };
        },
        multiNode(bmk) {
            let concs = listOrRange(bmk);
            if (min !== undefined) {
                if (min <= 0)
                    return undefined;
                concs = concs.filter((c) => pyInt(c) >= min);
                if (concs.length === 0)
                    return undefined;
            }
            if (max !== undefined) {
                const kept = concs.filter((c) => pyInt(c) <= max);
                if (kept.length)
                    concs = kept;
                else if (max > 0)
                    concs = [max];
                else
                    return undefined;
            }
            return concs;
        },
        agentic(bmk) {
            const concs = listOrRange(bmk).filter((c) => (min === undefined || pyInt(c) >= min) && (max === undefined || pyInt(c) <= max));
            return concs.length ? concs : undefined;
        }
    };
}
/** full-sweep (matrix.md §5.2): every config that passes the filters, in merged order. */
function full_sweep_fullSweep(request, configs, runners) {
    if (request.runnerTypes) {
        const invalid = [...new Set(request.runnerTypes.filter((r) => !runners.labels.has(r)))].sort();
        if (invalid.length) {
            const valid = [...runners.labels.keys()].sort().join(', ');
            throw new SweepkitError(`Invalid runner type(s): ${pyRepr(new Set(invalid))}. Valid runner types are: ${valid}`, { field: 'runner-type', code: 'invalid-runner-type' });
        }
    }
    const expansion = policy(request, runners);
    const entries = [];
    for (const entry of configs) {
        const config = entry.config;
        if (request.modelPrefixes && !request.modelPrefixes.some((p) => entry.key.startsWith(p)))
            continue;
        if (request.precisions && !request.precisions.includes(config.precision))
            continue;
        if (request.frameworks && !request.frameworks.includes(config.framework))
            continue;
        if (request.runnerTypes && !request.runnerTypes.includes(config.runner))
            continue;
        for (const row of expandConfig(entry, expansion))
            entries.push({ configKey: entry.key, row });
    }
    return entries;
}

;// CONCATENATED MODULE: ./packages/matrix/src/test-config.ts





/** `--config-keys` in the order given: globs expand in merged order, repeats are dropped. */
function test_config_resolveConfigKeys(patterns, configs) {
    const available = () => `Available keys: ${configs.map((c) => c.key).sort().join(', ')}`;
    const byKey = new Map(configs.map((c) => [c.key, c]));
    const resolved = new Map();
    const missing = [];
    for (const pattern of patterns) {
        if (isGlob(pattern)) {
            const regex = globToRegExp(pattern);
            const matches = configs.filter((c) => regex.test(c.key));
            if (matches.length === 0)
                throw new SweepkitError(`Pattern '${pattern}' matched no config keys.\n${available()}`, { field: 'config-keys', code: 'unknown-config-key' });
            for (const match of matches)
                if (!resolved.has(match.key))
                    resolved.set(match.key, match);
        }
        else if (byKey.has(pattern)) {
            if (!resolved.has(pattern))
                resolved.set(pattern, byKey.get(pattern));
        }
        else
            missing.push(pattern);
    }
    if (missing.length)
        throw new SweepkitError(`Config key(s) not found: ${missing.join(', ')}.\n${available()}`, { field: 'config-keys', code: 'unknown-config-key' });
    return [...resolved.values()];
}
/** The test-config rules (matrix.md §5.3): ranges step ×2, `--conc` intersects, no other filters. */
function test_config_policy(request, runners) {
    const filter = request.runnerNodeFilter || undefined;
    const pick = request.conc;
    const keep = (concs) => {
        const kept = pick ? concs.filter((c) => pick.includes(pyInt(c))) : [...concs];
        return kept.length ? kept : undefined;
    };
    // A present `conc-list` wins even when empty or null (full-sweep needs a non-empty one).
    const fixedConcs = (bmk) => 'conc-list' in bmk ? bmk['conc-list'] : concRange(pyInt(bmk['conc-start']), pyInt(bmk['conc-end']), 2);
    const picked = (concs) => {
        if (!pick)
            return concs;
        if (!Array.isArray(concs))
            throw new SweepkitError("'NoneType' object is not iterable", { code: 'not-iterable' });
        return keep(concs);
    };
    return {
        runners,
        scenarioTypes: request.scenarioTypes,
        seqLens: request.seqLens,
        runnerValues(runner) {
            if (filter === undefined)
                return [runner];
            const candidates = [...(runner.includes(filter) ? [runner] : []), ...(runners.labels.get(runner) ?? [])];
            return [...new Set(candidates.filter((c) => c.includes(filter)))];
        },
        includesNodeType: () => true,
        singleNode(bmk) {
            const concs = picked(fixedConcs(bmk));
            return concs === undefined ? undefined : { concs: concs, ep: bmk.ep ?? null };
        },
        multiNode: (bmk) => picked(fixedConcs(bmk)),
        agentic(bmk) {
            const list = bmk['conc-list'];
            return keep(Array.isArray(list) && list.length ? list : concRange(pyInt(bmk['conc-start']), pyInt(bmk['conc-end']), 2));
        }
    };
}
/** test-config (matrix.md §5.3): the named configs, in resolved-key order. */
function test_config_testConfig(request, configs, runners) {
    const expansion = test_config_policy(request, runners);
    return test_config_resolveConfigKeys(request.configKeys, configs).flatMap((entry) => expandConfig(entry, expansion).map((row) => ({ configKey: entry.key, row })));
}

;// CONCATENATED MODULE: ./packages/matrix/src/generate.ts





/**
 * The whole generator (matrix.md §0): check the request, load and validate the master configs
 * then the runners file, expand, select evals. Rows come with the config key they came from.
 */
function generateMatrixEntries(request, context) {
    checkRequest(request);
    const options = { cwd: context.cwd };
    const configs = loadMasterConfigs(context.files, request.configFiles, options);
    const runners = loadRunners(context.files, request.runnerConfig ?? DEFAULT_RUNNER_CONFIG, options);
    const entries = request.command === 'full-sweep' ? fullSweep(request, configs, runners) : testConfig(request, configs, runners);
    return applyEvals(entries, request);
}
/** The matrix rows, exactly as the reference would list them. */
const generate_generateMatrix = (request, context) => generateMatrixEntries(request, context).map((e) => e.row);

;// CONCATENATED MODULE: ./packages/matrix/src/matrix-json.ts

/** The exact bytes the reference prints: Python `json.dumps(rows)` and a newline (matrix.md §8). */
const matrixJson = (rows) => `${pyJsonDumps(rows)}\n`;

;// CONCATENATED MODULE: ./packages/matrix/src/row.ts
const row_isAgentic = (row) => row['scenario-type'] === 'agentic-coding';
const row_isMultiNode = (row) => 'prefill' in row;

;// CONCATENATED MODULE: ./packages/matrix/src/families.ts



const evals = (row) => (0,src/* pyTruthy */.Kn)(row['run-eval']);
const throughput = (multi, seq) => (row) => !row_isAgentic(row) && row_isMultiNode(row) === multi && !row['eval-only'] && concurrency_seqLenName(row.isl, row.osl) === seq;
/**
 * The job families the InferenceX workflows fan a matrix out into (matrix.md §9.2), the throughput
 * ones split per sequence length as run-sweep dispatches them (rows of other sequence lengths are
 * in no family: run-sweep never runs them). A fixed row marked for evals in default mode is in its
 * throughput family and its eval family, as in e2e-tests.yml.
 */
const RULES = {
    'single-node-1k1k': throughput(false, '1k1k'),
    'single-node-8k1k': throughput(false, '8k1k'),
    'multi-node-1k1k': throughput(true, '1k1k'),
    'multi-node-8k1k': throughput(true, '8k1k'),
    agentic: (row) => row_isAgentic(row) && !row_isMultiNode(row) && !evals(row),
    'multi-node-agentic': (row) => row_isAgentic(row) && row_isMultiNode(row) && !evals(row),
    'single-node-eval': (row) => !row_isAgentic(row) && !row_isMultiNode(row) && evals(row),
    'multi-node-eval': (row) => !row_isAgentic(row) && row_isMultiNode(row) && evals(row),
    'agentic-eval': (row) => row_isAgentic(row) && !row_isMultiNode(row) && evals(row),
    'multi-node-agentic-eval': (row) => row_isAgentic(row) && row_isMultiNode(row) && evals(row)
};
const FAMILIES = Object.keys(RULES);
/** Rows per family, every family present (possibly empty), rows in matrix order. */
function families(rows) {
    return Object.fromEntries(FAMILIES.map((family) => [family, rows.filter(RULES[family])]));
}
/** Consecutive slices of at most `size` rows (GitHub expands at most 256 jobs per matrix). */
function chunk(rows, size) {
    if (!Number.isInteger(size) || size < 1)
        throw new RangeError(`chunk size must be a positive integer, got ${size}`);
    const chunks = [];
    for (let i = 0; i < rows.length; i += size)
        chunks.push(rows.slice(i, i + size));
    return chunks;
}

;// CONCATENATED MODULE: ./packages/matrix/src/reference-error.ts

// The Python exception the reference ends with, per error code; the rest are ValueErrors.
const EXCEPTION_TYPES = {
    'not-a-mapping': 'AssertionError',
    'missing-key': 'KeyError',
    'not-iterable': 'TypeError',
    'attribute-error': 'AttributeError'
};
// Errors the reference has no counterpart for (its own would be a library traceback).
const OWN_WORDING = new Set(['yaml-syntax', 'file-unreadable']);
const headline = (error) => `${EXCEPTION_TYPES[error.code ?? ''] ?? 'ValueError'}: ${error.message}`;
/**
 * The error text of `sweepkit matrix`: first the reference generator's own error line (so scripts
 * that match it keep working), then one line per finding with what the reference lacks: the
 * `file:line:col` of the YAML node and the field path.
 */
function referenceErrorText(error) {
    const errors = toSweepkitErrors(error);
    if (errors[0].exitCode === 2 || OWN_WORDING.has(errors[0].code ?? ''))
        return `${errors.map(formatError).join('\n')}\n`;
    const lines = [headline(errors[0])];
    for (const e of errors) {
        const where = formatLocation(e.location);
        const field = e.field ? `${where ? ' ' : ''}${e.field}` : '';
        const detail = e.details.length ? `${where || field ? ': ' : ''}${e.details.join('\n    ')}` : '';
        if (where || field || detail)
            lines.push(`  ${where}${field}${detail}`);
    }
    return `${lines.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./packages/matrix/src/changelog/entry.ts

const entry_SCENARIO_TYPES = (/* unused pure expression or super */ null && (['fixed-seq-len', 'agentic-coding']));
const ok = (value) => ({ ok: true, value });
const bad = (message) => ({ ok: false, message });
const TRUE_TEXT = new Set(['1', 'on', 't', 'true', 'y', 'yes']);
const FALSE_TEXT = new Set(['0', 'off', 'f', 'false', 'n', 'no']);
// pydantic v2 lax-mode coercions, which the reference applies to every entry.
function laxBool(v) {
    if (typeof v === 'boolean')
        return ok(v);
    const n = v instanceof PyFloat ? v.value : typeof v === 'number' ? v : undefined;
    if (n === 0 || n === 1)
        return ok(n === 1);
    if (typeof v === 'string') {
        const text = v.trim().toLowerCase();
        if (TRUE_TEXT.has(text))
            return ok(true);
        if (FALSE_TEXT.has(text))
            return ok(false);
    }
    return bad(typeof v === 'string' || n !== undefined ? 'Input should be a valid boolean, unable to interpret input' : 'Input should be a valid boolean');
}
function laxInt(v) {
    if (typeof v === 'boolean')
        return ok(v ? 1 : 0);
    if (typeof v === 'number')
        return ok(v);
    if (typeof v === 'bigint')
        return ok(Number(v));
    if (v instanceof PyFloat) {
        if (!Number.isFinite(v.value))
            return bad('Input should be a finite number');
        return Number.isInteger(v.value) ? ok(v.value) : bad('Input should be a valid integer, got a number with a fractional part');
    }
    if (typeof v === 'string') {
        return /^\s*[-+]?\d+(_\d+)*\s*$/.test(v) ? ok(Number(v.trim().replace(/_/g, ''))) : bad('Input should be a valid integer, unable to parse string as an integer');
    }
    return bad('Input should be a valid integer');
}
const strictStr = (v) => (typeof v === 'string' ? ok(v) : bad('Input should be a valid string'));
const literalScenario = (v) => typeof v === 'string' && entry_SCENARIO_TYPES.includes(v)
    ? ok(v)
    : bad(`Input should be ${entry_SCENARIO_TYPES.map((s) => `'${s}'`).join(' or ')}`);
const FIELDS = [
    { alias: 'config-keys', name: 'config_keys', required: true },
    { alias: 'description', name: 'description', required: true },
    { alias: 'pr-link', name: 'pr_link', required: true },
    { alias: 'evals-only', name: 'evals_only', required: false },
    { alias: 'all-evals', name: 'all_evals', required: false },
    { alias: 'append-only', name: 'append_only', required: false },
    { alias: 'eval-min-prefill-ep', name: 'eval_min_prefill_ep', required: false },
    { alias: 'scenario-type', name: 'scenario_type', required: false }
];
/**
 * Validates one raw entry like the reference's pydantic model (`extra="forbid"`,
 * `populate_by_name=True`, lax coercions): every field error at once, then the model rule.
 */
function entry_checkChangelogEntry(raw) {
    if (!isYamlMapping(raw))
        return { issues: [{ path: [], message: 'Input should be a valid dictionary or instance of ChangelogEntry' }] };
    const issues = [];
    // The key the input used (alias first, then the field name), since pydantic reports that one.
    const keyOf = (f) => (f.alias in raw ? f.alias : f.name in raw ? f.name : undefined);
    const take = (f, parse, fallback) => {
        const key = keyOf(f);
        if (key === undefined) {
            if (f.required)
                issues.push({ path: [f.alias], message: 'Field required' });
            return fallback;
        }
        return parse(raw[key], key) ?? fallback;
    };
    const scalar = (parse) => (v, key) => {
        const r = parse(v);
        if (r.ok)
            return r.value;
        issues.push({ path: [key], message: r.message });
        return undefined;
    };
    const list = (parse) => (v, key) => {
        if (!Array.isArray(v))
            return void issues.push({ path: [key], message: 'Input should be a valid list' });
        const items = [];
        v.forEach((item, i) => {
            const r = parse(item);
            if (r.ok)
                items.push(r.value);
            else
                issues.push({ path: [key, i], message: r.message });
        });
        if (v.length === 0)
            issues.push({ path: [key], message: 'List should have at least 1 item after validation, not 0' });
        return items;
    };
    const nullable = (parse) => (v, key) => v === null ? null : parse(v, key);
    const atLeastOne = (v, key) => {
        const n = scalar(laxInt)(v, key);
        if (n !== undefined && n < 1)
            return void issues.push({ path: [key], message: 'Input should be greater than or equal to 1' });
        return n;
    };
    const [configKeys, description, prLink, evalsOnly, allEvals, appendOnly, evalMinPrefillEp, scenarioType] = FIELDS;
    const entry = {
        configKeys: take(configKeys, list(strictStr), []),
        description: take(description, list(strictStr), []),
        prLink: take(prLink, scalar(strictStr), ''),
        evalsOnly: take(evalsOnly, scalar(laxBool), false),
        allEvals: take(allEvals, scalar(laxBool), false),
        appendOnly: take(appendOnly, scalar(laxBool), false),
        evalMinPrefillEp: take(evalMinPrefillEp, nullable(atLeastOne), null),
        scenarioType: take(scenarioType, nullable(list(literalScenario)), null)
    };
    const known = new Set(FIELDS.flatMap((f) => [f.alias, f.name]));
    for (const key of Object.keys(raw))
        if (!known.has(key))
            issues.push({ path: [key], message: 'Extra inputs are not permitted' });
    if (issues.length)
        return { issues };
    if (entry.appendOnly && (entry.evalsOnly || entry.allEvals || entry.evalMinPrefillEp !== null)) {
        return { issues: [{ path: [], message: 'Value error, append-only cannot be combined with eval selection fields' }] };
    }
    return { entry };
}
/** pydantic's location text of an issue (`config-keys.0`), '' for the entry itself. */
const entry_issueField = (issue) => issue.path.join('.');
/** The entry as the reference dumps it (aliases, schema order, defaults, no nulls). */
function entry_changelogEntryJson(entry) {
    return {
        'config-keys': entry.configKeys,
        description: entry.description,
        'pr-link': entry.prLink,
        'evals-only': entry.evalsOnly,
        'all-evals': entry.allEvals,
        'append-only': entry.appendOnly,
        ...(entry.evalMinPrefillEp !== null ? { 'eval-min-prefill-ep': entry.evalMinPrefillEp } : {}),
        ...(entry.scenarioType !== null ? { 'scenario-type': entry.scenarioType } : {})
    };
}

;// CONCATENATED MODULE: ./packages/matrix/src/changelog/git.ts
/** git refused a command; `detail` is its stderr, trimmed. */
class git_GitError extends Error {
    detail;
    constructor(detail) {
        super(detail);
        this.detail = detail;
        this.name = 'GitError';
    }
}

;// CONCATENATED MODULE: ./packages/matrix/src/changelog/additions.ts




const isFalsy = (v) => v === null || v === false || v === 0 || v === '' || (v instanceof PyFloat && v.value === 0) ||
    (Array.isArray(v) ? v.length === 0 : typeof v === 'object' && !(v instanceof PyFloat) && Object.keys(v).length === 0);
const deletionMessage = (path, line) => `Deletions are not allowed in ${path}. Only additions to the changelog are permitted. Found deleted line: ${line.text}`;
/**
 * gating.md b.4 steps 1–5: the lines `git diff` adds to the changelog, glued together and read as
 * YAML without any context (as the reference does), each item validated as a changelog entry.
 * A failed diff counts as "no additions", like the reference, with git's reason as detail.
 */
function additions_readChangelogAdditions(diff, path) {
    const failed = diff instanceof GitError ? [`git diff failed: ${diff.detail}`] : [];
    const { added, deleted } = parseChangelogDiff(typeof diff === 'string' ? diff : '');
    const at = (line) => ({ file: path, line: line?.headLine ?? 1 });
    if (deleted[0])
        throw new SweepkitError(deletionMessage(path, deleted[0]), { location: at(deleted[0]), code: 'DELETED_LINE' });
    const text = added.map((l) => l.text).join('\n');
    if (text.trim() === '')
        throw new SweepkitError('No additions found in the changelog file.', { location: { file: path }, code: 'NO_ADDITIONS', details: failed });
    // Lines of the glued text are the added lines, one for one; columns are unchanged.
    const toHead = (where) => ({ file: path, line: added[(where.line ?? 1) - 1]?.headLine ?? added[0].headLine, column: where.column });
    let loaded;
    try {
        loaded = parseYaml(text, path);
    }
    catch (error) {
        if (!(error instanceof SweepkitError))
            throw error;
        throw new SweepkitError(error.message, { location: error.location && toHead(error.location), code: 'YAML' });
    }
    const locate = (p, which = 'value') => toHead(loaded.locate(p, which));
    const root = loaded.value;
    if (isFalsy(root))
        throw new SweepkitError('No valid YAML entries found in the changelog additions.', { location: at(added[0]), code: 'EMPTY_YAML' });
    // Python iterates whatever the document is: a mapping yields its keys, a string its characters.
    const items = Array.isArray(root) ? root : typeof root === 'string' ? [...root] : typeof root === 'object' && !(root instanceof PyFloat) && root !== null ? Object.keys(root) : [];
    if (!Array.isArray(root) && items.length === 0) {
        throw new SweepkitError('the changelog additions must be a YAML list of entries', { location: locate([]), code: 'SCHEMA' });
    }
    const entries = items.map((item, i) => {
        const check = checkChangelogEntry(item);
        if (check.entry)
            return check.entry;
        const base = Array.isArray(root) ? [i] : [];
        throw new SweepkitErrors(check.issues.map((issue) => {
            const field = issueField(issue);
            const where = locate([...base, ...issue.path], issue.message.startsWith('Extra') ? 'key' : 'value');
            return new SweepkitError(`invalid changelog entry: ${field ? `${field}: ` : ''}${issue.message}`, { location: where, field, code: 'SCHEMA' });
        }));
    });
    return { entries, locate };
}

;// CONCATENATED MODULE: ./packages/matrix/src/changelog/append-only-scope.ts


function append_only_scope_appendOnlySelection(entries, resolved) {
    const selection = new Map();
    entries.forEach((entry, i) => {
        for (const key of resolved[i]) {
            const scenarios = selection.get(key) ?? new Set();
            (entry.scenarioType ?? SCENARIO_TYPES).forEach((s) => scenarios.add(s));
            selection.set(key, scenarios);
        }
    });
    return selection;
}
const scenariosOf = (config) => {
    const scenarios = isYamlMapping(config ?? null) ? config.scenarios : undefined;
    return isYamlMapping(scenarios ?? null) ? scenarios : {};
};
const withoutScenarios = (config) => isYamlMapping(config ?? null) ? Object.fromEntries(Object.entries(config).filter(([k]) => k !== 'scenarios')) : (config ?? null);
const same = (a, b) => a === undefined || b === undefined ? a === b : pyEqual(a, b);
/**
 * gating.md b.4 step 9: an append-only change may only touch what its entries select — the
 * selected configs must exist in the base revision, and nothing outside the selected
 * (config, scenario type) pairs may differ between the base and head definitions.
 */
function append_only_scope_checkAppendOnlyScope(selection, base, head, where) {
    const fail = (message) => {
        throw new SweepkitError(message, { location: where, code: 'APPEND_ONLY_SCOPE' });
    };
    const missing = [...selection.keys()].filter((k) => !base.has(k)).sort();
    if (missing.length)
        fail(`append-only requires every selected config to exist in the base revision; missing: ${pyRepr(missing)}`);
    const unselected = [...new Set([...base.keys(), ...head.keys()])].filter((k) => !selection.has(k) && !same(base.get(k), head.get(k))).sort();
    if (unselected.length)
        fail(`append-only PR changed configs not selected by its changelog entry: ${pyRepr(unselected)}`);
    for (const [key, scenarios] of selection) {
        const before = scenariosOf(base.get(key));
        const after = scenariosOf(head.get(key));
        const names = Object.keys(before);
        if (names.length !== Object.keys(after).length || names.some((n) => !(n in after)))
            fail(`append-only added or removed a scenario in config ${pyStrRepr(key)}`);
        const outside = names.filter((n) => !scenarios.has(n));
        if (outside.length && !pyEqual(withoutScenarios(base.get(key)), withoutScenarios(head.get(key)))) {
            fail(`append-only changed config-wide fields that can affect scenarios outside its changelog scope: ${pyStrRepr(key)}`);
        }
        for (const name of outside) {
            if (!pyEqual(before[name], after[name]))
                fail(`append-only changed a scenario outside its changelog scope: ${pyStrRepr(key)} / ${pyStrRepr(name)}`);
        }
    }
}

;// CONCATENATED MODULE: ./packages/matrix/src/changelog/config-keys.ts

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A `*` pattern as the reference reads it: `*` is any text, everything else literal, whole key. */
const wildcardRegExp = (pattern) => new RegExp(`^${pattern.split('*').map(escapeRegExp).join('.*')}$`);
/**
 * gating.md b.4 step 8: each entry's `config-keys` resolved against the merged master keys, in
 * first-seen order without repeats. A pattern that matches nothing or a missing key is an error
 * placed on that key's line.
 */
function config_keys_resolveConfigKeys(entries, masterKeys, locate) {
    const known = new Set(masterKeys);
    return entries.map((entry, i) => {
        const resolved = new Set();
        entry.configKeys.forEach((key, j) => {
            if (key.includes('*')) {
                const pattern = wildcardRegExp(key);
                const matches = masterKeys.filter((k) => pattern.test(k));
                if (!matches.length) {
                    throw new SweepkitError(`No config keys matched the wildcard pattern '${key}' in master configs.`, { location: locate([i, 'config-keys', j]), code: 'WILDCARD_NO_MATCH' });
                }
                matches.forEach((k) => resolved.add(k));
            }
            else if (known.has(key)) {
                resolved.add(key);
            }
            else {
                throw new SweepkitError(`Config key '${key}' not found in master configs.`, { location: locate([i, 'config-keys', j]), code: 'CONFIG_KEY_MISSING' });
            }
        });
        return [...resolved];
    });
}

;// CONCATENATED MODULE: ./packages/matrix/src/changelog/revision-files.ts

/**
 * A Files port over a revision's files read from git (repository-relative path → text), so the
 * generator can run on the base revision as if it were checked out at `root`.
 */
function revision_files_revisionFiles(root, texts) {
    const key = (path) => relative(root, path);
    return {
        readText: (path) => {
            const text = texts.get(key(path));
            if (text === undefined)
                throw Object.assign(new Error(`${path} is not in the revision`), { code: 'ENOENT' });
            return text;
        },
        exists: (path) => texts.has(key(path))
    };
}

;// CONCATENATED MODULE: ./packages/matrix/src/changelog/analyse.ts







/** The reference's fixed input files, relative to the repository root. */
const analyse_MASTER_CONFIG_FILES = (/* unused pure expression or super */ null && (['configs/amd-master.yaml', 'configs/nvidia-master.yaml']));
const analyse_RUNNER_CONFIG_FILE = 'configs/runners.yaml';
/** Raw master-config definitions by key, loaded and validated like the generator does. */
const configsIn = (files, root) => new Map(loadMasterConfigs(files, analyse_MASTER_CONFIG_FILES, { cwd: root }).map((c) => [c.key, c.config]));
async function baseRevisionFiles(ws, ref) {
    const texts = new Map();
    const missing = [];
    for (const file of [...analyse_MASTER_CONFIG_FILES, analyse_RUNNER_CONFIG_FILE]) {
        try {
            texts.set(file, new TextDecoder().decode(await ws.git.show(ref, file)));
        }
        catch (error) {
            if (!(error instanceof GitError))
                throw error;
            missing.push(file);
        }
    }
    if (missing.length)
        throw new SweepkitError(`append-only base revision is missing generation inputs: ${pyRepr(missing.sort())}`, { code: 'APPEND_ONLY_BASE' });
    return revisionFiles(ws.root, texts);
}
/**
 * gating.md b.4 steps 1–9, everything before matrix generation: the added entries, the
 * append-only consistency rules, and config keys resolved against the master configs.
 */
async function analyse_analyseChangelog(request, ws) {
    // The reference swallows a failing `git diff` and sees "no additions"; we keep the verdict and say why.
    const diff = await ws.git.diff(request.baseRef, request.headRef, request.changelogFile).catch((error) => {
        if (error instanceof GitError)
            return error;
        throw error;
    });
    const additions = readChangelogAdditions(diff, request.changelogFile);
    const { entries } = additions;
    const firstAppendOnly = entries.findIndex((e) => e.appendOnly);
    const appendOnly = firstAppendOnly >= 0;
    if (appendOnly && entries.some((e) => !e.appendOnly)) {
        throw new SweepkitError('append-only entries cannot share a sweep with regular changelog entries', { location: additions.locate([firstAppendOnly]), code: 'APPEND_ONLY_MIXED' });
    }
    if (appendOnly && (request.allEvals || request.evalsOnly)) {
        throw new SweepkitError('append-only sweeps cannot use all-evals or evals-only modifiers', { location: additions.locate([firstAppendOnly]), code: 'APPEND_ONLY_MODIFIER' });
    }
    const headConfigs = configsIn(ws.files, ws.root);
    const resolvedKeys = resolveConfigKeys(entries, [...headConfigs.keys()], (p) => additions.locate(p));
    if (!appendOnly)
        return { additions, resolvedKeys, appendOnly };
    const baseFiles = await baseRevisionFiles(ws, request.baseRef);
    checkAppendOnlyScope(appendOnlySelection(entries, resolvedKeys), configsIn(baseFiles, ws.root), headConfigs, additions.locate([firstAppendOnly]));
    return { additions, resolvedKeys, appendOnly, baseFiles };
}

;// CONCATENATED MODULE: ./packages/matrix/src/changelog/buckets.ts



/** Buckets run-sweep.yml dispatches; rows in any other bucket are generated but never run. */
const DISPATCHED_BUCKETS = (/* unused pure expression or super */ null && (['1k1k', '8k1k', 'agentic']));
const bucketOf = (row) => (isAgentic(row) ? 'agentic' : seqLenName(row.isl, row.osl));
/** gating.md b.4 step 15: throughput rows by node type and bucket, eval rows by shape. */
function buckets_bucketRows(throughput, evals, metadata) {
    const matrix = { single_node: {}, multi_node: {}, evals: [], agentic_evals: [], multinode_evals: [], multinode_agentic_evals: [], changelog_metadata: metadata };
    for (const row of throughput) {
        const side = isMultiNode(row) ? matrix.multi_node : matrix.single_node;
        (side[bucketOf(row)] ??= []).push(row);
    }
    for (const row of evals) {
        const list = isMultiNode(row) ? (isAgentic(row) ? matrix.multinode_agentic_evals : matrix.multinode_evals) : isAgentic(row) ? matrix.agentic_evals : matrix.evals;
        list.push(row);
    }
    return matrix;
}
/** A warning per bucket the sweep workflow would never dispatch (the reference drops those rows silently). */
function buckets_undispatchedBuckets(matrix, file) {
    return ['single_node', 'multi_node'].flatMap((side) => Object.entries(matrix[side])
        .filter(([bucket]) => !DISPATCHED_BUCKETS.includes(bucket))
        .map(([bucket, rows]) => new SweepkitError(`${rows.length} rows in ${side}["${bucket}"] are generated but run-sweep.yml never dispatches that bucket`, { location: { file }, code: 'UNDISPATCHED_BUCKET' })));
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
;// CONCATENATED MODULE: ./packages/matrix/src/changelog/fingerprint.ts


const sortKeys = (value) => {
    if (Array.isArray(value))
        return value.map(sortKeys);
    if (value !== null && typeof value === 'object' && value.constructor === Object) {
        const mapping = value;
        return Object.fromEntries(Object.keys(mapping).sort().map((k) => [k, sortKeys(mapping[k])]));
    }
    return value;
};
const CURVE_EXCLUDED = new Set(['conc', 'exp-name', 'recipe-fingerprint']);
/** The row without its concurrency point: what identifies a curve (append-only, fingerprints). */
const fingerprint_curveOf = (row) => Object.fromEntries(Object.entries(row).filter(([k]) => !CURVE_EXCLUDED.has(k)));
/** `json.dumps(x, sort_keys=True, separators=(",", ":"))` — ASCII-escaped, like the reference. */
const fingerprint_canonicalJson = (value) => pyJsonDumps(sortKeys(value), { separators: [',', ':'] });
/** gating.md b.4 step 14: SHA-256 of the row's curve as canonical JSON. */
const fingerprint_recipeFingerprint = (row) => createHash('sha256').update(fingerprint_canonicalJson(fingerprint_curveOf(row))).digest('hex');

;// CONCATENATED MODULE: ./packages/matrix/src/changelog/append-only-delta.ts



const append_only_delta_fail = (message) => {
    throw new SweepkitError(message, { code: 'APPEND_ONLY_DELTA' });
};
const concsOf = (row) => {
    const conc = row.conc;
    const valid = (c) => typeof c === 'number' && Number.isInteger(c);
    if (valid(conc ?? null))
        return [conc];
    if (Array.isArray(conc) && conc.length > 0 && conc.every(valid))
        return conc;
    return append_only_delta_fail(`append-only matrix entry has invalid concurrency value: ${JSON.stringify(conc ?? null)}`);
};
const field = (value, key) => value !== null && typeof value === 'object' && !Array.isArray(value) ? (value[key] ?? null) : null;
/** What the dashboards draw as one line; an appended point must land on an existing one. */
const visualSeries = (row) => {
    const agentic = isAgentic(row);
    return canonicalJson([
        row.model ?? null,
        row['model-prefix'] ?? null,
        row.precision ?? null,
        row.framework ?? null,
        row.runner ?? null,
        row.disagg ?? null,
        agentic,
        agentic ? null : [row.isl ?? null, row.osl ?? null],
        (row['kv-offloading'] ?? 'none') !== 'none',
        agentic ? null : (row['spec-decoding'] ?? null),
        field(row.prefill, 'hardware'),
        field(row.decode, 'hardware')
    ]);
};
/**
 * gating.md b.4 step 11 (append-only): only the concurrency points the head adds to curves that
 * already exist in the base revision; removing or changing anything is an error.
 */
function append_only_delta_appendOnlyDelta(baseRows, headRows) {
    const curves = (rows) => {
        const map = new Map();
        for (const row of rows) {
            const key = canonicalJson(curveOf(row));
            const set = map.get(key) ?? new Set();
            concsOf(row).forEach((c) => set.add(c));
            map.set(key, set);
        }
        return map;
    };
    const base = curves(baseRows);
    const head = curves(headRows);
    if (base.size === 0)
        append_only_delta_fail('append-only requires an existing curve in the base revision');
    for (const [key, concs] of base) {
        const now = head.get(key);
        if (!now)
            append_only_delta_fail('append-only may not remove or modify existing generated recipes');
        const removed = [...concs].filter((c) => !now.has(c)).sort((a, b) => a - b);
        if (removed.length)
            append_only_delta_fail(`append-only may not remove existing concurrency points: [${removed.join(', ')}]`);
    }
    const emitted = new Map();
    const delta = [];
    for (const row of headRows) {
        const key = canonicalJson(curveOf(row));
        const seen = emitted.get(key) ?? new Set();
        emitted.set(key, seen);
        const added = concsOf(row).filter((c) => !base.get(key)?.has(c) && !seen.has(c));
        added.forEach((c) => seen.add(c));
        if (added.length)
            delta.push({ ...row, conc: Array.isArray(row.conc) ? added : added[0] });
    }
    if (delta.length === 0)
        append_only_delta_fail('append-only did not add any generated points');
    for (const row of delta) {
        const series = visualSeries(row);
        const images = new Set(baseRows.filter((b) => visualSeries(b) === series && b.image != null).map((b) => b.image));
        if (row.image == null || images.size !== 1 || !images.has(row.image)) {
            append_only_delta_fail('append-only additions must belong to an existing visual curve with one unchanged non-null image');
        }
    }
    return delta;
}

;// CONCATENATED MODULE: ./packages/matrix/src/changelog/changelog-rows.ts




/**
 * The configs of one entry grouped by the scenario types not yet generated for them by an earlier
 * entry (so overlapping entries do not duplicate work); marks those types as done.
 */
function pendingGroups(keys, scenarios, done) {
    const groups = new Map();
    for (const key of keys) {
        const seen = done.get(key) ?? new Set();
        done.set(key, seen);
        const remaining = scenarios.filter((s) => !seen.has(s));
        remaining.forEach((s) => seen.add(s));
        if (!remaining.length)
            continue;
        const id = remaining.join(',');
        const group = groups.get(id) ?? { keys: [], scenarios: remaining };
        group.keys.push(key);
        groups.set(id, group);
    }
    return [...groups.values()];
}
const request = (keys, extra) => ({
    command: 'test-config',
    configKeys: keys,
    configFiles: MASTER_CONFIG_FILES,
    runnerConfig: RUNNER_CONFIG_FILE,
    ...extra
});
const belowMinPrefillEp = (row, min) => {
    if (!isMultiNode(row))
        return false;
    const ep = row.prefill?.ep;
    return typeof ep !== 'number' || !Number.isInteger(ep) || ep < min;
};
/**
 * gating.md b.4 steps 10–12: throughput rows and eval rows of the added entries, `all-evals`
 * entries first. Append-only entries keep only the points their change adds to the base
 * revision's curves (`base` generates there) and get no eval rows.
 */
function changelog_rows_changelogRows(entries, resolvedKeys, options, generate) {
    const order = entries.map((_, i) => i).sort((a, b) => Number(entries[b].allEvals) - Number(entries[a].allEvals) || a - b);
    const throughputDone = new Map();
    const evalsDone = new Map();
    const throughput = [];
    const evals = [];
    for (const i of order) {
        const entry = entries[i];
        const wanted = new Set(entry.scenarioType ?? SCENARIO_TYPES);
        const scenarios = SCENARIO_TYPES.filter((s) => wanted.has(s));
        if (!(options.evalsOnly || entry.evalsOnly || entry.allEvals)) {
            for (const group of pendingGroups(resolvedKeys[i], scenarios, throughputDone)) {
                const req = request(group.keys, { noEvals: true, scenarioTypes: group.scenarios.length === SCENARIO_TYPES.length ? undefined : group.scenarios });
                const rows = generate.head(req);
                throughput.push(...(entry.appendOnly ? appendOnlyDelta(generate.base(req), rows) : rows));
            }
        }
        if (entry.appendOnly)
            continue;
        for (const group of pendingGroups(resolvedKeys[i], scenarios, evalsDone)) {
            const rows = generate.head(request(group.keys, { evalsOnly: true, allEvals: options.allEvals || entry.allEvals, scenarioTypes: group.scenarios }));
            const min = entry.evalMinPrefillEp;
            evals.push(...(min === null ? rows : rows.filter((row) => !belowMinPrefillEp(row, min))));
        }
    }
    return { throughput, evals };
}

;// CONCATENATED MODULE: ./packages/matrix/src/changelog/row-schema.ts

const COMPONENT = { fields: ['name', 'version'], defaults: {} };
const WORKER = { fields: ['num-worker', 'tp', 'pp', 'dcp-size', 'pcp-size', 'ep', 'dp-attn', 'hardware', 'additional-settings'], defaults: { 'additional-settings': [] } };
const NESTED = { prefill: WORKER, decode: WORKER, router: COMPONENT, 'kv-offload-backend': COMPONENT };
const HEAD = ['image', 'model', 'model-prefix', 'precision', 'framework'];
// The field order of the reference's row models (matrix.md §9.5 step 7; process-changelog README).
const SHAPES = {
    singleNodeFixed: {
        fields: [...HEAD, 'spec-decoding', 'runner', 'isl', 'osl', 'tp', 'pp', 'dcp-size', 'pcp-size', 'ep', 'dp-attn', 'conc', 'max-model-len', 'exp-name', 'disagg', 'run-eval', 'eval-only', 'eval-conc', 'router', 'recipe-fingerprint'],
        defaults: { 'eval-only': false },
        nested: NESTED
    },
    multiNodeFixed: {
        fields: [...HEAD, 'spec-decoding', 'runner', 'isl', 'osl', 'prefill', 'decode', 'conc', 'max-model-len', 'exp-name', 'disagg', 'run-eval', 'eval-only', 'eval-conc', 'eval-all-concs', 'router', 'kv-p2p-transfer', 'recipe-fingerprint'],
        defaults: { 'eval-only': false, 'eval-all-concs': false },
        nested: NESTED
    },
    singleNodeAgentic: {
        fields: [...HEAD, 'runner', 'tp', 'pp', 'dcp-size', 'pcp-size', 'ep', 'dp-attn', 'spec-decoding', 'conc', 'kv-offloading', 'kv-offload-backend', 'router', 'total-cpu-dram-gb', 'duration', 'exp-name', 'scenario-type', 'run-eval', 'eval-only', 'eval-conc', 'recipe-fingerprint'],
        defaults: {},
        nested: NESTED
    },
    multiNodeAgentic: {
        fields: [...HEAD, 'spec-decoding', 'runner', 'prefill', 'decode', 'conc', 'kv-offloading', 'kv-offload-backend', 'router', 'kv-p2p-transfer', 'total-cpu-dram-gb', 'duration', 'exp-name', 'disagg', 'scenario-type', 'run-eval', 'eval-only', 'eval-conc', 'recipe-fingerprint'],
        defaults: {},
        nested: NESTED
    }
};
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v) && v.constructor === Object;
function reshape(value, shape) {
    const out = {};
    // Schema fields first (defaults filled, nulls dropped), then anything the schema does not name.
    const keys = [...shape.fields, ...Object.keys(value).filter((k) => !shape.fields.includes(k))];
    for (const key of keys) {
        const v = key in value ? value[key] : shape.defaults[key];
        if (v === null || v === undefined)
            continue;
        const nested = shape.nested?.[key];
        out[key] = nested && isObject(v) ? reshape(v, nested) : v;
    }
    return out;
}
/** A generated row as the reference prints it after its pydantic round trip (`by_alias`, `exclude_none`). */
function row_schema_schemaOrdered(row) {
    const shape = isAgentic(row)
        ? isMultiNode(row) ? SHAPES.multiNodeAgentic : SHAPES.singleNodeAgentic
        : isMultiNode(row) ? SHAPES.multiNodeFixed : SHAPES.singleNodeFixed;
    return reshape(row, shape);
}

;// CONCATENATED MODULE: ./packages/matrix/src/changelog/trim-conc.ts


const pointless = (row) => Object.fromEntries(Object.entries(row).filter(([k]) => k !== 'conc' && k !== 'exp-name'));
/**
 * `--trim-conc` (the `sweep-enabled` label): a single-node curve keeps only its lowest
 * concurrency, a multi-node row only `[min(conc)]`.
 */
function trim_conc_trimConcurrency(rows) {
    const groups = new Map();
    const out = [];
    for (const row of rows) {
        if (isMultiNode(row)) {
            out.push({ ...row, conc: [Math.min(...row.conc)] });
            continue;
        }
        const key = canonicalJson(pointless(row));
        const kept = groups.get(key);
        if (!kept)
            out.push(key);
        if (!kept || row.conc < kept.conc)
            groups.set(key, row);
    }
    return out.map((item) => (typeof item === 'string' ? groups.get(item) : item));
}

;// CONCATENATED MODULE: ./packages/matrix/src/changelog/process.ts









/**
 * `process_changelog.py` (matrix.md §9.5, gating.md b.4): the entries a diff adds to the changelog
 * → the bucketed sweep matrix, generated in-process by the sweep-matrix core on the working tree
 * (and on the base revision for append-only deltas).
 */
async function process_processChangelog(request, ws) {
    const analysis = await analyseChangelog(request, ws);
    const on = (files) => (req) => generateMatrix(req, { files, cwd: ws.root });
    const rows = changelogRows(analysis.additions.entries, analysis.resolvedKeys, request, {
        head: on(ws.files),
        base: analysis.baseFiles && on(analysis.baseFiles)
    });
    const throughput = (request.trimConc ? trimConcurrency(rows.throughput) : rows.throughput).map((row) => schemaOrdered({ ...row, 'recipe-fingerprint': recipeFingerprint(row) }));
    const matrix = bucketRows(throughput, rows.evals.map(schemaOrdered), {
        base_ref: request.baseRef,
        head_ref: request.headRef,
        entries: analysis.additions.entries.map(changelogEntryJson)
    });
    return { analysis, matrix, warnings: undispatchedBuckets(matrix, request.changelogFile) };
}
/** The reference's stdout: compact JSON, raw UTF-8, one trailing newline. */
const changelogMatrixJson = (matrix) => `${pyJsonDumps(matrix, { separators: [',', ':'], ensureAscii: false })}\n`;

;// CONCATENATED MODULE: external "node:child_process"
const external_node_child_process_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");
;// CONCATENATED MODULE: ./packages/matrix/src/adapters/git.ts


// Explicit diff options so a user's git configuration (noprefix, mnemonic prefixes, another
// algorithm, external diff drivers, colour) cannot change the lines the rules read.
const NEUTRAL_DIFF = (/* unused pure expression or super */ null && (['--no-color', '--no-ext-diff', '--no-textconv', '--src-prefix=a/', '--dst-prefix=b/', '--diff-algorithm=myers', '-U3']));
function run(cwd, args) {
    return new Promise((resolve, reject) => {
        execFile('git', args, { cwd, encoding: 'buffer', maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) => {
            if (error)
                reject(new GitError(stderr.toString('utf8').trim() || error.message));
            else
                resolve(stdout);
        });
    });
}
/**
 * The real git: `git` run with an argv in the repository at `cwd` (never through a shell);
 * `--end-of-options` keeps a ref such as `--output=x` from being read as an option.
 */
function execGit(cwd) {
    return {
        show: (ref, path) => run(cwd, ['show', '--end-of-options', `${ref}:${path}`]),
        diff: (base, head, path) => run(cwd, ['diff', ...NEUTRAL_DIFF, '--end-of-options', base, head, '--', path]).then((out) => out.toString('utf8')),
        mergeBase: (a, b) => run(cwd, ['merge-base', '--end-of-options', a, b]).then((out) => out.toString('utf8').trim() || undefined, () => undefined)
    };
}

;// CONCATENATED MODULE: ./packages/matrix/src/changelog/index.ts
/**
 * process-changelog (matrix.md §9.5): `processChangelog(request, { git, files, root })` turns the
 * entries a diff adds to perf-changelog.yaml into the bucketed sweep matrix, `changelogMatrixJson`
 * gives its exact bytes, `selectCanary` the canary row of gating.md a.7. The git port's real
 * implementation is `execGit` (src/adapters/git.ts).
 */








;// CONCATENATED MODULE: ./packages/matrix/src/index.ts
/**
 * The sweep-matrix generator: `generateMatrix(request, { files, cwd })` gives the rows of the
 * InferenceX reference generator, `matrixJson(rows)` their exact bytes, `families(rows)` and
 * `chunk(rows, max)` the per-job-family split that keeps each GitHub matrix under 256 jobs.
 */











;// CONCATENATED MODULE: ./packages/gating/src/changelog/behind-base.ts

const entriesOf = (text, file) => {
    try {
        const loaded = parseYaml(text, file);
        if (!Array.isArray(loaded.value))
            return undefined;
        return { items: loaded.value, startLines: loaded.value.map((_, i) => loaded.locate([i]).line ?? 1) };
    }
    catch {
        return undefined;
    }
};
/**
 * Recognises a branch that is merely behind its base: every line the two-dot diff reports as
 * deleted lies inside a base entry that the branch does not have and that the base gained after
 * the branch forked (absent at the merge base). The reference then says "Deletions are not
 * allowed", which sends people hunting for an edit they never made.
 */
function behind_base_diagnoseBehindBase(texts, deleted, file) {
    const base = entriesOf(texts.base, file);
    const head = entriesOf(texts.head, file);
    const fork = entriesOf(texts.mergeBase, file) ?? { items: [] };
    if (!base || !head || deleted.length === 0)
        return undefined;
    const present = (items, entry) => items.some((item) => pyEqual(item, entry));
    const entryOfLine = (line) => {
        let index = -1;
        base.startLines.forEach((start, i) => {
            if (start <= line)
                index = i;
        });
        return index;
    };
    const missing = new Set();
    for (const line of deleted) {
        const index = entryOfLine(line.line);
        if (index < 0 || present(head.items, base.items[index]) || present(fork.items, base.items[index]))
            return undefined;
        missing.add(index + 1);
    }
    return { missingEntries: [...missing].sort((a, b) => a - b) };
}

;// CONCATENATED MODULE: ./packages/gating/src/changelog/explain-deletion.ts



const decoder = new TextDecoder();
/** Errors that a branch behind its base produces: compat's deleted line, strict's changed entries or bytes. */
const BEHIND_SYMPTOMS = new Set(['DELETED_LINE', 'STRICT_ENTRIES', 'STRICT_LAYOUT']);
/**
 * The error, re-worded when the branch is merely behind its base (the original text stays as
 * detail); any other error comes back unchanged.
 */
async function explain_deletion_explainIfBehind(error, request, ws) {
    if (!(error instanceof SweepkitError) || !BEHIND_SYMPTOMS.has(error.code ?? ''))
        return error;
    const { git } = ws;
    const file = request.changelogFile;
    const fork = await git.mergeBase(request.baseRef, request.headRef);
    const [baseRaw, headRaw, forkRaw, diff] = await Promise.all([
        git.show(request.baseRef, file).catch(() => undefined),
        git.show(request.headRef, file).catch(() => undefined),
        fork ? git.show(fork, file).catch(() => new Uint8Array()) : undefined,
        git.diff(request.baseRef, request.headRef, file).catch(() => undefined)
    ]);
    if (!baseRaw || !headRaw || !forkRaw || diff === undefined)
        return error;
    const texts = { base: decoder.decode(baseRaw), head: decoder.decode(headRaw), mergeBase: decoder.decode(forkRaw) };
    const behind = diagnoseBehindBase(texts, parseChangelogDiff(diff).deleted, file);
    if (!behind)
        return error;
    const entries = behind.missingEntries;
    const what = entries.length === 1 ? `entry ${entries[0]}` : `entries ${entries.join(', ')}`;
    return new SweepkitError(`your branch is behind ${request.baseRef}; merge it: ${request.baseRef} gained changelog ${what} after this branch forked, which the diff shows as deleted lines`, { location: error.location, code: 'BRANCH_BEHIND', details: [error.message] });
}

;// CONCATENATED MODULE: ./packages/gating/src/changelog/strict/links.ts
const DEFAULT_LINK_POLICY = {
    canonicalRepo: 'SemiAnalysisAI/InferenceX',
    placeholders: ['XXX', 'https://github.com/SemiAnalysisAI/InferenceX/pull/XXX']
};
const links_pullUrl = (policy, pr) => `https://github.com/${policy.canonicalRepo}/pull/${pr}`;
const links_escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const links_isCanonicalLink = (policy, link) => new RegExp(`^${links_escapeRegExp(links_pullUrl(policy, ''))}\\d+$`).test(link);

;// CONCATENATED MODULE: ./packages/gating/src/changelog/strict/compare.ts


const PR_LINK = 'pr-link';
const withoutLink = (entry) => Object.fromEntries(Object.entries(entry).filter(([k]) => k !== PR_LINK));
/**
 * gating.md b.5 `compare_entries`: history is immutable except for pr-link corrections to a
 * canonical link, corrections and additions do not mix, and new entries carry the link the
 * context allows (`prNumber` undefined = main branch: canonical links only).
 */
function compare_compareEntries(base, head, file, prNumber, policy) {
    const fail = (message, index) => {
        throw new SweepkitError(message, { location: index === undefined ? { file } : head.loaded.locate([index]), code: 'STRICT_ENTRIES' });
    };
    if (head.entries.length < base.entries.length)
        fail(`${file} entries were deleted`);
    let corrections = 0;
    base.entries.forEach((before, i) => {
        const after = head.entries[i];
        if (pyEqual(before, after))
            return;
        const [b, a] = [before, after];
        if (!pyEqual(withoutLink(b), withoutLink(a)))
            fail(`entry ${i + 1} changed; existing entries are immutable except for pr-link-only corrections`, i);
        if (pyEqual(b[PR_LINK] ?? null, a[PR_LINK] ?? null))
            fail(`entry ${i + 1} was reformatted without a semantic change`, i);
        const link = String(a[PR_LINK]);
        if (!isCanonicalLink(policy, link))
            fail(`entry ${i + 1} pr-link correction is not canonical: ${pyStrRepr(link)}`, i);
        corrections++;
    });
    const additions = head.entries.length - base.entries.length;
    if (corrections && additions)
        fail('do not mix historical pr-link corrections with new changelog entries');
    head.entries.slice(base.entries.length).forEach((entry, k) => {
        const i = base.entries.length + k;
        const link = String(entry[PR_LINK]);
        if (prNumber === undefined) {
            if (!isCanonicalLink(policy, link))
                fail(`new main-branch entry has invalid pr-link: ${pyStrRepr(link)}`, i);
        }
        else if (!policy.placeholders.includes(link) && link !== pullUrl(policy, prNumber)) {
            fail(`new PR entry must use '${pullUrl(policy, prNumber)}' or an XXX placeholder; found ${pyStrRepr(link)}`, i);
        }
    });
    return { additions, corrections };
}

;// CONCATENATED MODULE: ./packages/gating/src/changelog/strict/parse.ts


/** Python's wording for the first byte that is not UTF-8 (continuation ranges checked loosely). */
function utf8Problem(raw) {
    for (let i = 0; i < raw.length;) {
        const b = raw[i];
        const size = b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
        const where = `'utf-8' codec can't decode byte 0x${b.toString(16).padStart(2, '0')} in position ${i}`;
        if (size === 0)
            return `${where}: invalid start byte`;
        for (let k = 1; k < size; k++) {
            const next = raw[i + k];
            if (next === undefined)
                return `${where}: unexpected end of data`;
            if (next < 0x80 || next > 0xbf)
                return `${where}: invalid continuation byte`;
        }
        i += size;
    }
    return 'invalid UTF-8';
}
/**
 * gating.md b.5 `parse_changelog`: byte rules (final newline, no CR/TAB/NUL, UTF-8), YAML without
 * duplicate keys, a list whose items match the `- config-keys:` lines, every item a valid entry.
 * `label` names the file in messages (`head perf-changelog.yaml`); `file` places the errors.
 */
function parse_parseStrictChangelog(raw, label, file) {
    const fail = (message, line) => {
        throw new SweepkitError(`${label} ${message}`, { location: { file, line }, code: 'STRICT_FILE' });
    };
    if (raw[raw.length - 1] !== 0x0a)
        fail('does not end with a newline');
    for (const [byte, what] of [[0x0d, 'contains CR characters'], [0x09, 'contains tabs'], [0x00, 'contains NUL bytes']]) {
        const at = raw.indexOf(byte);
        if (at >= 0)
            fail(what, raw.subarray(0, at).filter((b) => b === 0x0a).length + 1);
    }
    let text = '';
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
    }
    catch {
        fail(`is not UTF-8: ${utf8Problem(raw)}`);
    }
    let loaded;
    try {
        loaded = parseYaml(text, file, { uniqueKeys: true });
    }
    catch (error) {
        if (!(error instanceof SweepkitError))
            throw error;
        throw new SweepkitError(`${label} is not valid YAML: ${error.message.replace(/^invalid YAML: /, '')}`, { location: error.location, code: 'STRICT_YAML' });
    }
    const root = loaded.value;
    if (!Array.isArray(root))
        return fail('root must be a YAML list');
    const starts = text.split('\n').filter((line) => line.startsWith('- config-keys:')).length;
    if (starts !== root.length)
        fail(`has ${starts} top-level config entries but YAML parsed ${root.length} entries`);
    root.forEach((item, i) => {
        const where = loaded.locate([i]);
        if (!isYamlMapping(item))
            throw new SweepkitError(`${label} entry ${i + 1} is not a mapping`, { location: where, code: 'STRICT_SCHEMA' });
        const check = checkChangelogEntry(item);
        if (check.issues) {
            const text = check.issues.map((issue) => (issueField(issue) ? `${issueField(issue)}: ${issue.message}` : issue.message)).join('; ');
            throw new SweepkitError(`${label} entry ${i + 1} fails ChangelogEntry validation: ${text}`, { location: where, code: 'STRICT_SCHEMA' });
        }
    });
    return { text, entries: root, loaded };
}

;// CONCATENATED MODULE: ./packages/gating/src/changelog/strict/raw.ts

const ENTRY_START = '- config-keys:';
const lineAt = (text, offset) => text.slice(0, offset).split('\n').length;
/** Lines with their line breaks, like Python's `splitlines(keepends=True)` on LF-only text. */
const linesOf = (text) => text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
/**
 * gating.md b.5 `validate_raw_change`: the byte layout of a change — new entries appended after
 * the exact base bytes with one empty separator line each; corrections touch only `  pr-link:`
 * lines; anything else leaves the bytes as they were.
 */
function raw_checkRawChange(baseText, headText, changes, file) {
    const fail = (message, line) => {
        throw new SweepkitError(message, { location: { file, line }, code: 'STRICT_LAYOUT' });
    };
    if (changes.additions > 0) {
        if (!headText.startsWith(baseText)) {
            let at = 0;
            while (at < baseText.length && baseText[at] === headText[at])
                at++;
            fail('appended entries changed historical perf-changelog.yaml bytes; restore the base file byte-for-byte and append at the end', lineAt(headText, at));
        }
        const suffix = headText.slice(baseText.length);
        const start = baseText.endsWith('\n\n') ? ENTRY_START : `\n${ENTRY_START}`;
        if (!suffix.startsWith(start))
            fail('new changelog entries must be separated from history by one empty line and appended at the end', lineAt(headText, baseText.length));
        // The line break before the first appended entry; every later entry needs one blank line.
        const first = baseText.length + start.length - ENTRY_START.length - 1;
        for (let offset = headText.indexOf(`\n${ENTRY_START}`, first + 1); offset >= 0; offset = headText.indexOf(`\n${ENTRY_START}`, offset + 1)) {
            const prefix = headText.slice(0, offset + 1);
            if (!prefix.endsWith('\n\n') || prefix.endsWith('\n\n\n'))
                fail('appended changelog entries must have exactly one empty separator line', lineAt(headText, offset + 1));
        }
        if (headText.endsWith('\n\n'))
            fail('the final appended changelog entry must end with one newline', lineAt(headText, headText.length - 1));
        return;
    }
    if (changes.corrections > 0) {
        const before = linesOf(baseText);
        const after = linesOf(headText);
        if (before.length !== after.length)
            fail('pr-link corrections may not add or delete lines');
        let changed = 0;
        before.forEach((line, i) => {
            if (line === after[i])
                return;
            const isLinkLine = (l) => l.startsWith('  pr-link:') && l.endsWith('\n');
            if (!isLinkLine(line) || !isLinkLine(after[i]))
                fail(`historical bytes changed outside a pr-link line at line ${i + 1}`, i + 1);
            changed++;
        });
        if (changed !== changes.corrections)
            fail(`expected ${changes.corrections} changed pr-link line(s), found ${changed}`);
        return;
    }
    if (baseText !== headText) {
        fail('changelog diff has no appended entry or pr-link correction; historical whitespace and formatting are immutable');
    }
}

;// CONCATENATED MODULE: ./packages/gating/src/changelog/strict/check.ts



/**
 * The documented changelog contract (gating.md b.5), on the two blobs: file rules for base and
 * head, entry rules, then byte layout. The first violation is thrown as a SweepkitError.
 */
function check_checkStrictChangelog(baseRaw, headRaw, context) {
    const base = parseStrictChangelog(baseRaw, `base ${context.file}`, context.file);
    const head = parseStrictChangelog(headRaw, `head ${context.file}`, context.file);
    const changes = compareEntries(base, head, context.file, context.prNumber, context.links);
    checkRawChange(base.text, head.text, changes, context.file);
    return { ...changes, unchanged: base.text === head.text };
}

;// CONCATENATED MODULE: ./packages/gating/src/changelog/validate.ts




const CHANGELOG_MODES = (/* unused pure expression or super */ null && (['compat', 'strict', 'strict-warn']));
const validate_decoder = new TextDecoder();
async function readBlob(ws, ref, file, code) {
    try {
        return await ws.git.show(ref, file);
    }
    catch (error) {
        if (error instanceof GitError)
            throw new SweepkitError(`could not read ${file} at ${ref}: ${error.detail}`, { location: { file }, code });
        throw error;
    }
}
/** The matrix step: the additions must turn into a sweep matrix (the gate discards the matrix itself). */
const matrixStep = async (request, ws) => (await processChangelog({ ...request, trimConc: false }, ws)).analysis;
/** gating.md b.3: the reference CI gate — final newline, then the diff must process cleanly. */
async function compatCheck(request, ws) {
    const headRaw = await readBlob(ws, request.headRef, request.changelogFile, 'HEAD_UNREADABLE');
    const headText = validate_decoder.decode(headRaw);
    if (headRaw[headRaw.length - 1] !== 0x0a) {
        throw new SweepkitError(`${request.changelogFile} at ${request.headRef} does not end with a newline`, {
            location: { file: request.changelogFile, line: headText.split('\n').length },
            code: 'NO_FINAL_NEWLINE'
        });
    }
    return matrixStep(request, ws);
}
async function strictCheck(request, ws) {
    const [baseRaw, headRaw] = await Promise.all([
        readBlob(ws, request.baseRef, request.changelogFile, 'BASE_UNREADABLE'),
        readBlob(ws, request.headRef, request.changelogFile, 'HEAD_UNREADABLE')
    ]);
    const result = checkStrictChangelog(baseRaw, headRaw, { file: request.changelogFile, prNumber: request.prNumber, links: request.links });
    if (result.unchanged)
        throw new SweepkitError(`${request.changelogFile} has no changes`, { location: { file: request.changelogFile }, code: 'NO_CHANGES' });
    if (result.corrections > 0 && !request.allowCorrections) {
        throw new SweepkitError('pr-link corrections are not allowed here (allow-pr-link-corrections is false)', { location: { file: request.changelogFile }, code: 'CORRECTIONS_DISABLED' });
    }
    return result;
}
const accepted = (analysis, corrections, warnings) => ({
    valid: true,
    additions: analysis?.additions.entries.length ?? 0,
    corrections,
    addedEntries: analysis?.additions.entries ?? [],
    configKeys: [...new Set(analysis?.resolvedKeys.flat() ?? [])],
    appendOnly: analysis?.appendOnly ?? false,
    errors: [],
    warnings
});
const rejected = (error, warnings = []) => ({
    valid: false,
    additions: 0,
    corrections: 0,
    addedEntries: [],
    configKeys: [],
    appendOnly: false,
    errors: toSweepkitErrors(error),
    warnings
});
/**
 * Decides whether a changelog change may be benchmarked, in one of three modes (gating.md e.3).
 * strict runs the matrix step only when entries were added: a pure pr-link correction is valid
 * and reports `additions: 0`.
 */
async function validateChangelog(request, ws) {
    if (request.mode === 'strict') {
        try {
            const strict = await strictCheck(request, ws);
            return accepted(strict.additions > 0 ? await matrixStep(request, ws) : undefined, strict.corrections, []);
        }
        catch (error) {
            return rejected(await explainIfBehind(error, request, ws));
        }
    }
    const warnings = request.mode === 'strict-warn' ? await strictCheck(request, ws).then(() => [], (e) => toSweepkitErrors(e)) : [];
    try {
        return accepted(await compatCheck(request, ws), 0, warnings);
    }
    catch (error) {
        return rejected(await explainIfBehind(error, request, ws), warnings);
    }
}

;// CONCATENATED MODULE: ./packages/gating/src/changelog/outputs.ts


/** The action outputs of a verdict (gating.md e.3), in action.yml order; booleans as `true`/`false`. */
function verdictOutputs(verdict) {
    const first = verdict.errors[0];
    return [
        ['valid', String(verdict.valid)],
        ['additions', String(verdict.additions)],
        ['corrections', String(verdict.corrections)],
        ['added-entries', JSON.stringify(verdict.addedEntries.map(changelogEntryJson))],
        ['config-keys', JSON.stringify(verdict.configKeys)],
        ['append-only', String(verdict.appendOnly)],
        ['error-code', first?.code ?? (first ? 'ERROR' : '')],
        ['error-message', first ? [first.message, ...first.details].join('\n') : ''],
        ['strict-findings', JSON.stringify(verdict.warnings.map(formatError))]
    ];
}

;// CONCATENATED MODULE: ./packages/gating/src/changelog/index.ts







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
    else if (isYamlMapping(value)) {
        for (const [key, item] of Object.entries(value))
            collectRefs(item, [...path, key], into);
    }
}
/** Every search-space entry of a config (all scenario types and sequence lengths), in file order. */
function recipe_refs_searchSpaceEntries(config) {
    const entries = [];
    const scenarios = isYamlMapping(config) ? config.scenarios : undefined;
    if (!scenarios || !isYamlMapping(scenarios))
        return entries;
    for (const [scenario, groups] of Object.entries(scenarios)) {
        if (!Array.isArray(groups))
            continue;
        groups.forEach((group, g) => {
            const space = isYamlMapping(group) ? group['search-space'] : undefined;
            if (!Array.isArray(space))
                return;
            space.forEach((entry, e) => {
                const yamlPath = ['scenarios', scenario, g, 'search-space', e];
                const recipes = [];
                collectRefs(entry, yamlPath, recipes);
                const spec = isYamlMapping(entry) ? entry['spec-decoding'] : undefined;
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
const enabled = (value) => value !== null && value !== false && !(typeof value === 'string' && OFF.has(value.trim().toLowerCase())) && !(isYamlMapping(value) && Object.keys(value).length === 0);
/** The first setting of a recipe that turns speculative decoding on (`key: value`), if any. */
function speculative_speculativeSetting(recipe) {
    if (Array.isArray(recipe)) {
        for (const item of recipe) {
            const found = speculative_speculativeSetting(item);
            if (found)
                return found;
        }
    }
    else if (isYamlMapping(recipe)) {
        for (const [key, value] of Object.entries(recipe)) {
            if (SPECULATIVE_KEY.test(key) && enabled(value))
                return `${key}: ${typeof value === 'object' && value !== null ? '{…}' : String(value)}`;
            const found = speculative_speculativeSetting(value);
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
            const path = candidates(ref).find((c) => context.files.exists(resolve(context.cwd, c)));
            let recipe;
            if (path) {
                try {
                    recipe = { path, value: parseYaml(context.files.readText(resolve(context.cwd, path)), path).value };
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
    const configs = loadMasterConfigs(context.files, request.configFiles, { cwd: context.cwd });
    const runners = loadRunners(context.files, request.runnerConfig, { cwd: context.cwd });
    const findings = [];
    const counts = { configs: configs.length, entries: 0, recipeRefs: 0, recipesFound: 0, errors: 0, warnings: 0 };
    const readRecipe = recipeReader(request, context);
    for (const master of configs) {
        const add = (level, rule, message, location) => {
            findings.push({ level, rule, error: new SweepkitError(message, { location, code: rule, field: master.key }) });
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
    if (entry.specDecoding === 'none' && basename(ref.path).includes('-mtp-')) {
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



;// CONCATENATED MODULE: ./packages/gating/src/index.ts





/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 7349:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var resolveBlockMap = __nccwpck_require__(7103);
var resolveBlockSeq = __nccwpck_require__(334);
var resolveFlowCollection = __nccwpck_require__(3142);

function resolveCollection(CN, ctx, token, onError, tagName, tag) {
    const coll = token.type === 'block-map'
        ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag)
        : token.type === 'block-seq'
            ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag)
            : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
    const Coll = coll.constructor;
    // If we got a tagName matching the class, or the tag name is '!',
    // then use the tagName from the node class used to create it.
    if (tagName === '!' || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
    }
    if (tagName)
        coll.tag = tagName;
    return coll;
}
function composeCollection(CN, ctx, token, props, onError) {
    const tagToken = props.tag;
    const tagName = !tagToken
        ? null
        : ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg));
    if (token.type === 'block-seq') {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken
            ? anchor.offset > tagToken.offset
                ? anchor
                : tagToken
            : (anchor ?? tagToken);
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
            const message = 'Missing newline after block sequence props';
            onError(lastProp, 'MISSING_CHAR', message);
        }
    }
    const expType = token.type === 'block-map'
        ? 'map'
        : token.type === 'block-seq'
            ? 'seq'
            : token.start.source === '{'
                ? 'map'
                : 'seq';
    // shortcut: check if it's a generic YAMLMap or YAMLSeq
    // before jumping into the custom tag logic.
    if (!tagToken ||
        !tagName ||
        tagName === '!' ||
        (tagName === YAMLMap.YAMLMap.tagName && expType === 'map') ||
        (tagName === YAMLSeq.YAMLSeq.tagName && expType === 'seq')) {
        return resolveCollection(CN, ctx, token, onError, tagName);
    }
    let tag = ctx.schema.tags.find(t => t.tag === tagName && t.collection === expType);
    if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
            ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
            tag = kt;
        }
        else {
            if (kt) {
                onError(tagToken, 'BAD_COLLECTION_TYPE', `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? 'scalar'}`, true);
            }
            else {
                onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, true);
            }
            return resolveCollection(CN, ctx, token, onError, tagName);
        }
    }
    const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
    const res = tag.resolve?.(coll, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg), ctx.options) ?? coll;
    const node = identity.isNode(res)
        ? res
        : new Scalar.Scalar(res);
    node.range = coll.range;
    node.tag = tagName;
    if (tag?.format)
        node.format = tag.format;
    return node;
}

exports.composeCollection = composeCollection;


/***/ }),

/***/ 3683:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Document = __nccwpck_require__(3021);
var composeNode = __nccwpck_require__(5937);
var resolveEnd = __nccwpck_require__(7788);
var resolveProps = __nccwpck_require__(4631);

function composeDoc(options, directives, { offset, start, value, end }, onError) {
    const opts = Object.assign({ _directives: directives }, options);
    const doc = new Document.Document(undefined, opts);
    const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
    };
    const props = resolveProps.resolveProps(start, {
        indicator: 'doc-start',
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
    });
    if (props.found) {
        doc.directives.docStart = true;
        if (value &&
            (value.type === 'block-map' || value.type === 'block-seq') &&
            !props.hasNewline)
            onError(props.end, 'MISSING_CHAR', 'Block collection cannot start on same line with directives-end marker');
    }
    // @ts-expect-error If Contents is set, let's trust the user
    doc.contents = value
        ? composeNode.composeNode(ctx, value, props, onError)
        : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
    const contentEnd = doc.contents.range[2];
    const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
    if (re.comment)
        doc.comment = re.comment;
    doc.range = [offset, contentEnd, re.offset];
    return doc;
}

exports.composeDoc = composeDoc;


/***/ }),

/***/ 5937:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var composeCollection = __nccwpck_require__(7349);
var composeScalar = __nccwpck_require__(5413);
var resolveEnd = __nccwpck_require__(7788);
var utilEmptyScalarPosition = __nccwpck_require__(2599);

const CN = { composeNode, composeEmptyNode };
function composeNode(ctx, token, props, onError) {
    const atKey = ctx.atKey;
    const { spaceBefore, comment, anchor, tag } = props;
    let node;
    let isSrcToken = true;
    switch (token.type) {
        case 'alias':
            node = composeAlias(ctx, token, onError);
            if (anchor || tag)
                onError(token, 'ALIAS_PROPS', 'An alias node must not specify any properties');
            break;
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'block-scalar':
            node = composeScalar.composeScalar(ctx, token, tag, onError);
            if (anchor)
                node.anchor = anchor.source.substring(1);
            break;
        case 'block-map':
        case 'block-seq':
        case 'flow-collection':
            try {
                node = composeCollection.composeCollection(CN, ctx, token, props, onError);
                if (anchor)
                    node.anchor = anchor.source.substring(1);
            }
            catch (error) {
                // Almost certainly here due to a stack overflow
                const message = error instanceof Error ? error.message : String(error);
                onError(token, 'RESOURCE_EXHAUSTION', message);
            }
            break;
        default: {
            const message = token.type === 'error'
                ? token.message
                : `Unsupported token (type: ${token.type})`;
            onError(token, 'UNEXPECTED_TOKEN', message);
            isSrcToken = false;
        }
    }
    node ?? (node = composeEmptyNode(ctx, token.offset, undefined, null, props, onError));
    if (anchor && node.anchor === '')
        onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    if (atKey &&
        ctx.options.stringKeys &&
        (!identity.isScalar(node) ||
            typeof node.value !== 'string' ||
            (node.tag && node.tag !== 'tag:yaml.org,2002:str'))) {
        const msg = 'With stringKeys, all keys must be strings';
        onError(tag ?? token, 'NON_STRING_KEY', msg);
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        if (token.type === 'scalar' && token.source === '')
            node.comment = comment;
        else
            node.commentBefore = comment;
    }
    // @ts-expect-error Type checking misses meaning of isSrcToken
    if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
    return node;
}
function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
    const token = {
        type: 'scalar',
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ''
    };
    const node = composeScalar.composeScalar(ctx, token, tag, onError);
    if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === '')
            onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        node.comment = comment;
        node.range[2] = end;
    }
    return node;
}
function composeAlias({ options }, { offset, source, end }, onError) {
    const alias = new Alias.Alias(source.substring(1));
    if (alias.source === '')
        onError(offset, 'BAD_ALIAS', 'Alias cannot be an empty string');
    if (alias.source.endsWith(':'))
        onError(offset + source.length - 1, 'BAD_ALIAS', 'Alias ending in : is ambiguous', true);
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
    alias.range = [offset, valueEnd, re.offset];
    if (re.comment)
        alias.comment = re.comment;
    return alias;
}

exports.composeEmptyNode = composeEmptyNode;
exports.composeNode = composeNode;


/***/ }),

/***/ 5413:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var resolveBlockScalar = __nccwpck_require__(8913);
var resolveFlowScalar = __nccwpck_require__(6842);

function composeScalar(ctx, token, tagToken, onError) {
    const { value, type, comment, range } = token.type === 'block-scalar'
        ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError)
        : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
    const tagName = tagToken
        ? ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg))
        : null;
    let tag;
    if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
    }
    else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
    else if (token.type === 'scalar')
        tag = findScalarTagByTest(ctx, value, token, onError);
    else
        tag = ctx.schema[identity.SCALAR];
    let scalar;
    try {
        const res = tag.resolve(value, msg => onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
    }
    catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg);
        scalar = new Scalar.Scalar(value);
    }
    scalar.range = range;
    scalar.source = value;
    if (type)
        scalar.type = type;
    if (tagName)
        scalar.tag = tagName;
    if (tag.format)
        scalar.format = tag.format;
    if (comment)
        scalar.comment = comment;
    return scalar;
}
function findScalarTagByName(schema, value, tagName, tagToken, onError) {
    if (tagName === '!')
        return schema[identity.SCALAR]; // non-specific tag
    const matchWithTest = [];
    for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
            if (tag.default && tag.test)
                matchWithTest.push(tag);
            else
                return tag;
        }
    }
    for (const tag of matchWithTest)
        if (tag.test?.test(value))
            return tag;
    const kt = schema.knownTags[tagName];
    if (kt && !kt.collection) {
        // Ensure that the known tag is available for stringifying,
        // but does not get used by default.
        schema.tags.push(Object.assign({}, kt, { default: false, test: undefined }));
        return kt;
    }
    onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, tagName !== 'tag:yaml.org,2002:str');
    return schema[identity.SCALAR];
}
function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
    const tag = schema.tags.find(tag => (tag.default === true || (atKey && tag.default === 'key')) &&
        tag.test?.test(value)) || schema[identity.SCALAR];
    if (schema.compat) {
        const compat = schema.compat.find(tag => tag.default && tag.test?.test(value)) ??
            schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
            const ts = directives.tagString(tag.tag);
            const cs = directives.tagString(compat.tag);
            const msg = `Value may be parsed as either ${ts} or ${cs}`;
            onError(token, 'TAG_RESOLVE_FAILED', msg, true);
        }
    }
    return tag;
}

exports.composeScalar = composeScalar;


/***/ }),

/***/ 9984:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);
var directives = __nccwpck_require__(1342);
var Document = __nccwpck_require__(3021);
var errors = __nccwpck_require__(1464);
var identity = __nccwpck_require__(1127);
var composeDoc = __nccwpck_require__(3683);
var resolveEnd = __nccwpck_require__(7788);

function getErrorPos(src) {
    if (typeof src === 'number')
        return [src, src + 1];
    if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
    const { offset, source } = src;
    return [offset, offset + (typeof source === 'string' ? source.length : 1)];
}
function parsePrelude(prelude) {
    let comment = '';
    let atComment = false;
    let afterEmptyLine = false;
    for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
            case '#':
                comment +=
                    (comment === '' ? '' : afterEmptyLine ? '\n\n' : '\n') +
                        (source.substring(1) || ' ');
                atComment = true;
                afterEmptyLine = false;
                break;
            case '%':
                if (prelude[i + 1]?.[0] !== '#')
                    i += 1;
                atComment = false;
                break;
            default:
                // This may be wrong after doc-end, but in that case it doesn't matter
                if (!atComment)
                    afterEmptyLine = true;
                atComment = false;
        }
    }
    return { comment, afterEmptyLine };
}
/**
 * Compose a stream of CST nodes into a stream of YAML Documents.
 *
 * ```ts
 * import { Composer, Parser } from 'yaml'
 *
 * const src: string = ...
 * const tokens = new Parser().parse(src)
 * const docs = new Composer().compose(tokens)
 * ```
 */
class Composer {
    constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning) => {
            const pos = getErrorPos(source);
            if (warning)
                this.warnings.push(new errors.YAMLWarning(pos, code, message));
            else
                this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        this.directives = new directives.Directives({ version: options.version || '1.2' });
        this.options = options;
    }
    decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        //console.log({ dc: doc.comment, prelude, comment })
        if (comment) {
            const dc = doc.contents;
            if (afterDoc) {
                doc.comment = doc.comment ? `${doc.comment}\n${comment}` : comment;
            }
            else if (afterEmptyLine || doc.directives.docStart || !dc) {
                doc.commentBefore = comment;
            }
            else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
                let it = dc.items[0];
                if (identity.isPair(it))
                    it = it.key;
                const cb = it.commentBefore;
                it.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
            else {
                const cb = dc.commentBefore;
                dc.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
        }
        if (afterDoc) {
            for (let i = 0; i < this.errors.length; ++i)
                doc.errors.push(this.errors[i]);
            for (let i = 0; i < this.warnings.length; ++i)
                doc.warnings.push(this.warnings[i]);
        }
        else {
            doc.errors = this.errors;
            doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
    }
    /**
     * Current stream status information.
     *
     * Mostly useful at the end of input for an empty stream.
     */
    streamInfo() {
        return {
            comment: parsePrelude(this.prelude).comment,
            directives: this.directives,
            errors: this.errors,
            warnings: this.warnings
        };
    }
    /**
     * Compose tokens into documents.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
            yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
    }
    /** Advance the composer by one CST token. */
    *next(token) {
        if (node_process.env.LOG_STREAM)
            console.dir(token, { depth: null });
        switch (token.type) {
            case 'directive':
                this.directives.add(token.source, (offset, message, warning) => {
                    const pos = getErrorPos(token);
                    pos[0] += offset;
                    this.onError(pos, 'BAD_DIRECTIVE', message, warning);
                });
                this.prelude.push(token.source);
                this.atDirectives = true;
                break;
            case 'document': {
                const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
                if (this.atDirectives && !doc.directives.docStart)
                    this.onError(token, 'MISSING_CHAR', 'Missing directives-end/doc-start indicator line');
                this.decorate(doc, false);
                if (this.doc)
                    yield this.doc;
                this.doc = doc;
                this.atDirectives = false;
                break;
            }
            case 'byte-order-mark':
            case 'space':
                break;
            case 'comment':
            case 'newline':
                this.prelude.push(token.source);
                break;
            case 'error': {
                const msg = token.source
                    ? `${token.message}: ${JSON.stringify(token.source)}`
                    : token.message;
                const error = new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg);
                if (this.atDirectives || !this.doc)
                    this.errors.push(error);
                else
                    this.doc.errors.push(error);
                break;
            }
            case 'doc-end': {
                if (!this.doc) {
                    const msg = 'Unexpected doc-end without preceding document';
                    this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg));
                    break;
                }
                this.doc.directives.docEnd = true;
                const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
                this.decorate(this.doc, true);
                if (end.comment) {
                    const dc = this.doc.comment;
                    this.doc.comment = dc ? `${dc}\n${end.comment}` : end.comment;
                }
                this.doc.range[2] = end.offset;
                break;
            }
            default:
                this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', `Unsupported token ${token.type}`));
        }
    }
    /**
     * Call at end of input to yield any remaining document.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
            this.decorate(this.doc, true);
            yield this.doc;
            this.doc = null;
        }
        else if (forceDoc) {
            const opts = Object.assign({ _directives: this.directives }, this.options);
            const doc = new Document.Document(undefined, opts);
            if (this.atDirectives)
                this.onError(endOffset, 'MISSING_CHAR', 'Missing directives-end indicator line');
            doc.range = [0, endOffset, endOffset];
            this.decorate(doc, false);
            yield doc;
        }
    }
}

exports.Composer = Composer;


/***/ }),

/***/ 7103:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);
var resolveProps = __nccwpck_require__(4631);
var utilContainsNewline = __nccwpck_require__(9499);
var utilFlowIndentCheck = __nccwpck_require__(4051);
var utilMapIncludes = __nccwpck_require__(1187);

const startColMsg = 'All mapping items must start at the same column';
function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
    const map = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    let offset = bm.offset;
    let commentEnd = null;
    for (const collItem of bm.items) {
        const { start, key, sep, value } = collItem;
        // key properties
        const keyProps = resolveProps.resolveProps(start, {
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: bm.indent,
            startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
            if (key) {
                if (key.type === 'block-seq')
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'A block sequence may not be used as an implicit map key');
                else if ('indent' in key && key.indent !== bm.indent)
                    onError(offset, 'BAD_INDENT', startColMsg);
            }
            if (!keyProps.anchor && !keyProps.tag && !sep) {
                commentEnd = keyProps.end;
                if (keyProps.comment) {
                    if (map.comment)
                        map.comment += '\n' + keyProps.comment;
                    else
                        map.comment = keyProps.comment;
                }
                continue;
            }
            if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
                onError(key ?? start[start.length - 1], 'MULTILINE_IMPLICIT_KEY', 'Implicit keys need to be on a single line');
            }
        }
        else if (keyProps.found?.indent !== bm.indent) {
            onError(offset, 'BAD_INDENT', startColMsg);
        }
        // key value
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key
            ? composeNode(ctx, key, keyProps, onError)
            : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
            onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
        // value properties
        const valueProps = resolveProps.resolveProps(sep ?? [], {
            indicator: 'map-value-ind',
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: bm.indent,
            startOnNewline: !key || key.type === 'block-scalar'
        });
        offset = valueProps.end;
        if (valueProps.found) {
            if (implicitKey) {
                if (value?.type === 'block-map' && !valueProps.hasNewline)
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'Nested mappings are not allowed in compact mappings');
                if (ctx.options.strict &&
                    keyProps.start < valueProps.found.offset - 1024)
                    onError(keyNode.range, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit block mapping key');
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : composeEmptyNode(ctx, offset, sep, null, valueProps, onError);
            if (ctx.schema.compat)
                utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
            offset = valueNode.range[2];
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
        else {
            // key with no value
            if (implicitKey)
                onError(keyNode.range, 'MISSING_CHAR', 'Implicit map keys need to be followed by map values');
            if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
    }
    if (commentEnd && commentEnd < offset)
        onError(commentEnd, 'IMPOSSIBLE', 'Map comment with trailing content');
    map.range = [bm.offset, offset, commentEnd ?? offset];
    return map;
}

exports.resolveBlockMap = resolveBlockMap;


/***/ }),

/***/ 8913:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

function resolveBlockScalar(ctx, scalar, onError) {
    const start = scalar.offset;
    const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
    if (!header)
        return { value: '', type: null, comment: '', range: [start, start, start] };
    const type = header.mode === '>' ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
    const lines = scalar.source ? splitLines(scalar.source) : [];
    // determine the end of content & start of chomping
    let chompStart = lines.length;
    for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === '' || content === '\r')
            chompStart = i;
        else
            break;
    }
    // shortcut for empty contents
    if (chompStart === 0) {
        const value = header.chomp === '+' && lines.length > 0
            ? '\n'.repeat(Math.max(1, lines.length - 1))
            : '';
        let end = start + header.length;
        if (scalar.source)
            end += scalar.source.length;
        return { value, type, comment: header.comment, range: [start, end, end] };
    }
    // find the indentation level to trim from start
    let trimIndent = scalar.indent + header.indent;
    let offset = scalar.offset + header.length;
    let contentStart = 0;
    for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === '' || content === '\r') {
            if (header.indent === 0 && indent.length > trimIndent)
                trimIndent = indent.length;
        }
        else {
            if (indent.length < trimIndent) {
                const message = 'Block scalars with more-indented leading empty lines must use an explicit indentation indicator';
                onError(offset + indent.length, 'MISSING_CHAR', message);
            }
            if (header.indent === 0)
                trimIndent = indent.length;
            contentStart = i;
            if (trimIndent === 0 && !ctx.atRoot) {
                const message = 'Block scalar values in collections must be indented';
                onError(offset, 'BAD_INDENT', message);
            }
            break;
        }
        offset += indent.length + content.length + 1;
    }
    // include trailing more-indented empty lines in content
    for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
            chompStart = i + 1;
    }
    let value = '';
    let sep = '';
    let prevMoreIndented = false;
    // leading whitespace is kept intact
    for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + '\n';
    for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === '\r';
        if (crlf)
            content = content.slice(0, -1);
        /* istanbul ignore if already caught in lexer */
        if (content && indent.length < trimIndent) {
            const src = header.indent
                ? 'explicit indentation indicator'
                : 'first line';
            const message = `Block scalar lines must not be less indented than their ${src}`;
            onError(offset - content.length - (crlf ? 2 : 1), 'BAD_INDENT', message);
            indent = '';
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
        }
        else if (indent.length > trimIndent || content[0] === '\t') {
            // more-indented content within a folded block
            if (sep === ' ')
                sep = '\n';
            else if (!prevMoreIndented && sep === '\n')
                sep = '\n\n';
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
            prevMoreIndented = true;
        }
        else if (content === '') {
            // empty line
            if (sep === '\n')
                value += '\n';
            else
                sep = '\n';
        }
        else {
            value += sep + content;
            sep = ' ';
            prevMoreIndented = false;
        }
    }
    switch (header.chomp) {
        case '-':
            break;
        case '+':
            for (let i = chompStart; i < lines.length; ++i)
                value += '\n' + lines[i][0].slice(trimIndent);
            if (value[value.length - 1] !== '\n')
                value += '\n';
            break;
        default:
            value += '\n';
    }
    const end = start + header.length + scalar.source.length;
    return { value, type, comment: header.comment, range: [start, end, end] };
}
function parseBlockScalarHeader({ offset, props }, strict, onError) {
    /* istanbul ignore if should not happen */
    if (props[0].type !== 'block-scalar-header') {
        onError(props[0], 'IMPOSSIBLE', 'Block scalar header not found');
        return null;
    }
    const { source } = props[0];
    const mode = source[0];
    let indent = 0;
    let chomp = '';
    let error = -1;
    for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === '-' || ch === '+'))
            chomp = ch;
        else {
            const n = Number(ch);
            if (!indent && n)
                indent = n;
            else if (error === -1)
                error = offset + i;
        }
    }
    if (error !== -1)
        onError(error, 'UNEXPECTED_TOKEN', `Block scalar header includes extra characters: ${source}`);
    let hasSpace = false;
    let comment = '';
    let length = source.length;
    for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
            case 'space':
                hasSpace = true;
            // fallthrough
            case 'newline':
                length += token.source.length;
                break;
            case 'comment':
                if (strict && !hasSpace) {
                    const message = 'Comments must be separated from other tokens by white space characters';
                    onError(token, 'MISSING_CHAR', message);
                }
                length += token.source.length;
                comment = token.source.substring(1);
                break;
            case 'error':
                onError(token, 'UNEXPECTED_TOKEN', token.message);
                length += token.source.length;
                break;
            /* istanbul ignore next should not happen */
            default: {
                const message = `Unexpected token in block scalar header: ${token.type}`;
                onError(token, 'UNEXPECTED_TOKEN', message);
                const ts = token.source;
                if (ts && typeof ts === 'string')
                    length += ts.length;
            }
        }
    }
    return { mode, indent, chomp, comment, length };
}
/** @returns Array of lines split up as `[indent, content]` */
function splitLines(source) {
    const split = source.split(/\n( *)/);
    const first = split[0];
    const m = first.match(/^( *)/);
    const line0 = m?.[1]
        ? [m[1], first.slice(m[1].length)]
        : ['', first];
    const lines = [line0];
    for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
    return lines;
}

exports.resolveBlockScalar = resolveBlockScalar;


/***/ }),

/***/ 334:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var YAMLSeq = __nccwpck_require__(2223);
var resolveProps = __nccwpck_require__(4631);
var utilFlowIndentCheck = __nccwpck_require__(4051);

function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
    const seq = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = bs.offset;
    let commentEnd = null;
    for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
            indicator: 'seq-item-ind',
            next: value,
            offset,
            onError,
            parentIndent: bs.indent,
            startOnNewline: true
        });
        if (!props.found) {
            if (props.anchor || props.tag || value) {
                if (value?.type === 'block-seq')
                    onError(props.end, 'BAD_INDENT', 'All sequence items must start at the same column');
                else
                    onError(offset, 'MISSING_CHAR', 'Sequence item without - indicator');
            }
            else {
                commentEnd = props.end;
                if (props.comment)
                    seq.comment = props.comment;
                continue;
            }
        }
        const node = value
            ? composeNode(ctx, value, props, onError)
            : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
    }
    seq.range = [bs.offset, offset, commentEnd ?? offset];
    return seq;
}

exports.resolveBlockSeq = resolveBlockSeq;


/***/ }),

/***/ 7788:
/***/ ((__unused_webpack_module, exports) => {



function resolveEnd(end, offset, reqSpace, onError) {
    let comment = '';
    if (end) {
        let hasSpace = false;
        let sep = '';
        for (const token of end) {
            const { source, type } = token;
            switch (type) {
                case 'space':
                    hasSpace = true;
                    break;
                case 'comment': {
                    if (reqSpace && !hasSpace)
                        onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                    const cb = source.substring(1) || ' ';
                    if (!comment)
                        comment = cb;
                    else
                        comment += sep + cb;
                    sep = '';
                    break;
                }
                case 'newline':
                    if (comment)
                        sep += source;
                    hasSpace = true;
                    break;
                default:
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${type} at node end`);
            }
            offset += source.length;
        }
    }
    return { comment, offset };
}

exports.resolveEnd = resolveEnd;


/***/ }),

/***/ 3142:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var resolveEnd = __nccwpck_require__(7788);
var resolveProps = __nccwpck_require__(4631);
var utilContainsNewline = __nccwpck_require__(9499);
var utilMapIncludes = __nccwpck_require__(1187);

const blockMsg = 'Block collections are not allowed within flow collections';
const isBlock = (token) => token && (token.type === 'block-map' || token.type === 'block-seq');
function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
    const isMap = fc.start.source === '{';
    const fcName = isMap ? 'flow map' : 'flow sequence';
    const NodeClass = (tag?.nodeClass ?? (isMap ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq));
    const coll = new NodeClass(ctx.schema);
    coll.flow = true;
    const atRoot = ctx.atRoot;
    if (atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = fc.offset + fc.start.source.length;
    for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep, value } = collItem;
        const props = resolveProps.resolveProps(start, {
            flow: fcName,
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
        });
        if (!props.found) {
            if (!props.anchor && !props.tag && !sep && !value) {
                if (i === 0 && props.comma)
                    onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
                else if (i < fc.items.length - 1)
                    onError(props.start, 'UNEXPECTED_TOKEN', `Unexpected empty item in ${fcName}`);
                if (props.comment) {
                    if (coll.comment)
                        coll.comment += '\n' + props.comment;
                    else
                        coll.comment = props.comment;
                }
                offset = props.end;
                continue;
            }
            if (!isMap && ctx.options.strict && utilContainsNewline.containsNewline(key))
                onError(key, // checked by containsNewline()
                'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
        }
        if (i === 0) {
            if (props.comma)
                onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
        }
        else {
            if (!props.comma)
                onError(props.start, 'MISSING_CHAR', `Missing , between ${fcName} items`);
            if (props.comment) {
                let prevItemComment = '';
                loop: for (const st of start) {
                    switch (st.type) {
                        case 'comma':
                        case 'space':
                            break;
                        case 'comment':
                            prevItemComment = st.source.substring(1);
                            break loop;
                        default:
                            break loop;
                    }
                }
                if (prevItemComment) {
                    let prev = coll.items[coll.items.length - 1];
                    if (identity.isPair(prev))
                        prev = prev.value ?? prev.key;
                    if (prev.comment)
                        prev.comment += '\n' + prevItemComment;
                    else
                        prev.comment = prevItemComment;
                    props.comment = props.comment.substring(prevItemComment.length + 1);
                }
            }
        }
        if (!isMap && !sep && !props.found) {
            // item is a value in a seq
            // → key & sep are empty, start does not include ? or :
            const valueNode = value
                ? composeNode(ctx, value, props, onError)
                : composeEmptyNode(ctx, props.end, sep, null, props, onError);
            coll.items.push(valueNode);
            offset = valueNode.range[2];
            if (isBlock(value))
                onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
        }
        else {
            // item is a key+value pair
            // key value
            ctx.atKey = true;
            const keyStart = props.end;
            const keyNode = key
                ? composeNode(ctx, key, props, onError)
                : composeEmptyNode(ctx, keyStart, start, null, props, onError);
            if (isBlock(key))
                onError(keyNode.range, 'BLOCK_IN_FLOW', blockMsg);
            ctx.atKey = false;
            // value properties
            const valueProps = resolveProps.resolveProps(sep ?? [], {
                flow: fcName,
                indicator: 'map-value-ind',
                next: value,
                offset: keyNode.range[2],
                onError,
                parentIndent: fc.indent,
                startOnNewline: false
            });
            if (valueProps.found) {
                if (!isMap && !props.found && ctx.options.strict) {
                    if (sep)
                        for (const st of sep) {
                            if (st === valueProps.found)
                                break;
                            if (st.type === 'newline') {
                                onError(st, 'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
                                break;
                            }
                        }
                    if (props.start < valueProps.found.offset - 1024)
                        onError(valueProps.found, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit flow sequence key');
                }
            }
            else if (value) {
                if ('source' in value && value.source?.[0] === ':')
                    onError(value, 'MISSING_CHAR', `Missing space after : in ${fcName}`);
                else
                    onError(valueProps.start, 'MISSING_CHAR', `Missing , or : between ${fcName} items`);
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : valueProps.found
                    ? composeEmptyNode(ctx, valueProps.end, sep, null, valueProps, onError)
                    : null;
            if (valueNode) {
                if (isBlock(value))
                    onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
            }
            else if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            if (isMap) {
                const map = coll;
                if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
                    onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
                map.items.push(pair);
            }
            else {
                const map = new YAMLMap.YAMLMap(ctx.schema);
                map.flow = true;
                map.items.push(pair);
                const endRange = (valueNode ?? keyNode).range;
                map.range = [keyNode.range[0], endRange[1], endRange[2]];
                coll.items.push(map);
            }
            offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
    }
    const expectedEnd = isMap ? '}' : ']';
    const [ce, ...ee] = fc.end;
    let cePos = offset;
    if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
    else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot
            ? `${name} must end with a ${expectedEnd}`
            : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? 'MISSING_CHAR' : 'BAD_INDENT', msg);
        if (ce && ce.source.length !== 1)
            ee.unshift(ce);
    }
    if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
            if (coll.comment)
                coll.comment += '\n' + end.comment;
            else
                coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
    }
    else {
        coll.range = [fc.offset, cePos, cePos];
    }
    return coll;
}

exports.resolveFlowCollection = resolveFlowCollection;


/***/ }),

/***/ 6842:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var resolveEnd = __nccwpck_require__(7788);

function resolveFlowScalar(scalar, strict, onError) {
    const { offset, type, source, end } = scalar;
    let _type;
    let value;
    const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
    switch (type) {
        case 'scalar':
            _type = Scalar.Scalar.PLAIN;
            value = plainValue(source, _onError);
            break;
        case 'single-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_SINGLE;
            value = singleQuotedValue(source, _onError);
            break;
        case 'double-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_DOUBLE;
            value = doubleQuotedValue(source, _onError);
            break;
        /* istanbul ignore next should not happen */
        default:
            onError(scalar, 'UNEXPECTED_TOKEN', `Expected a flow scalar value, but found: ${type}`);
            return {
                value: '',
                type: null,
                comment: '',
                range: [offset, offset + source.length, offset + source.length]
            };
    }
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
    return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
    };
}
function plainValue(source, onError) {
    let badChar = '';
    switch (source[0]) {
        /* istanbul ignore next should not happen */
        case '\t':
            badChar = 'a tab character';
            break;
        case ',':
            badChar = 'flow indicator character ,';
            break;
        case '%':
            badChar = 'directive indicator character %';
            break;
        case '|':
        case '>': {
            badChar = `block scalar indicator ${source[0]}`;
            break;
        }
        case '@':
        case '`': {
            badChar = `reserved character ${source[0]}`;
            break;
        }
    }
    if (badChar)
        onError(0, 'BAD_SCALAR_START', `Plain value cannot start with ${badChar}`);
    return unfoldLines(source);
}
function singleQuotedValue(source, onError) {
    if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, 'MISSING_CHAR', "Missing closing 'quote");
    return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
}
function unfoldLines(source) {
    const line = /(.*?)\r?\n/sy;
    let match = line.exec(source);
    if (!match)
        return source;
    /**
     * The negative lookbehinds in these RegExps are to
     * prevent causing a polynomial search time in certain cases.
     *
     * The try-catch is for Safari < 16.4 and other old browsers:
     * https://caniuse.com/js-regexp-lookbehind
     */
    let trimEnd, trimBoth;
    try {
        trimEnd = new RegExp('(?<![ \t])[ \t]+$');
        trimBoth = new RegExp('^[ \t]+|(?<![ \t])[ \t]+$', 'g');
    }
    catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
    }
    let res = match[1].replace(trimEnd, '');
    let sep = ' ';
    let pos = line.lastIndex;
    while ((match = line.exec(source))) {
        const lm = match[1].replace(trimBoth, '');
        if (lm === '') {
            if (sep === '\n')
                res += sep;
            else
                sep = '\n';
        }
        else {
            res += sep + lm;
            sep = ' ';
        }
        pos = line.lastIndex;
    }
    const last = /[ \t]*(.*)/sy;
    last.lastIndex = pos;
    match = last.exec(source);
    return res + sep + (match?.[1] ?? '');
}
function doubleQuotedValue(source, onError) {
    let res = '';
    for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === '\r' && source[i + 1] === '\n')
            continue;
        if (ch === '\n') {
            const { fold, offset } = foldNewline(source, i);
            res += fold;
            i = offset;
        }
        else if (ch === '\\') {
            let next = source[++i];
            const cc = escapeCodes[next];
            if (cc)
                res += cc;
            else if (next === '\n') {
                // skip escaped newlines, but still trim the following line
                next = source[i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === '\r' && source[i + 1] === '\n') {
                // skip escaped CRLF newlines, but still trim the following line
                next = source[++i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === 'x' || next === 'u' || next === 'U') {
                const length = next === 'x' ? 2 : next === 'u' ? 4 : 8;
                res += parseCharCode(source, i + 1, length, onError);
                i += length;
            }
            else {
                const raw = source.substr(i - 1, 2);
                onError(i - 1, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
                res += raw;
            }
        }
        else if (ch === ' ' || ch === '\t') {
            // trim trailing whitespace
            const wsStart = i;
            let next = source[i + 1];
            while (next === ' ' || next === '\t')
                next = source[++i + 1];
            if (next !== '\n' && !(next === '\r' && source[i + 2] === '\n'))
                res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        }
        else {
            res += ch;
        }
    }
    if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, 'MISSING_CHAR', 'Missing closing "quote');
    return res;
}
/**
 * Fold a single newline into a space, multiple newlines to N - 1 newlines.
 * Presumes `source[offset] === '\n'`
 */
function foldNewline(source, offset) {
    let fold = '';
    let ch = source[offset + 1];
    while (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
        if (ch === '\r' && source[offset + 2] !== '\n')
            break;
        if (ch === '\n')
            fold += '\n';
        offset += 1;
        ch = source[offset + 1];
    }
    if (!fold)
        fold = ' ';
    return { fold, offset };
}
const escapeCodes = {
    '0': '\0', // null character
    a: '\x07', // bell character
    b: '\b', // backspace
    e: '\x1b', // escape character
    f: '\f', // form feed
    n: '\n', // line feed
    r: '\r', // carriage return
    t: '\t', // horizontal tab
    v: '\v', // vertical tab
    N: '\u0085', // Unicode next line
    _: '\u00a0', // Unicode non-breaking space
    L: '\u2028', // Unicode line separator
    P: '\u2029', // Unicode paragraph separator
    ' ': ' ',
    '"': '"',
    '/': '/',
    '\\': '\\',
    '\t': '\t'
};
function parseCharCode(source, offset, length, onError) {
    const cc = source.substr(offset, length);
    const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
    const code = ok ? parseInt(cc, 16) : NaN;
    try {
        return String.fromCodePoint(code);
    }
    catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
        return raw;
    }
}

exports.resolveFlowScalar = resolveFlowScalar;


/***/ }),

/***/ 4631:
/***/ ((__unused_webpack_module, exports) => {



function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
    let spaceBefore = false;
    let atNewline = startOnNewline;
    let hasSpace = startOnNewline;
    let comment = '';
    let commentSep = '';
    let hasNewline = false;
    let reqSpace = false;
    let tab = null;
    let anchor = null;
    let tag = null;
    let newlineAfterProp = null;
    let comma = null;
    let found = null;
    let start = null;
    for (const token of tokens) {
        if (reqSpace) {
            if (token.type !== 'space' &&
                token.type !== 'newline' &&
                token.type !== 'comma')
                onError(token.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
            reqSpace = false;
        }
        if (tab) {
            if (atNewline && token.type !== 'comment' && token.type !== 'newline') {
                onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
            }
            tab = null;
        }
        switch (token.type) {
            case 'space':
                // At the doc level, tabs at line start may be parsed
                // as leading white space rather than indentation.
                // In a flow collection, only the parser handles indent.
                if (!flow &&
                    (indicator !== 'doc-start' || next?.type !== 'flow-collection') &&
                    token.source.includes('\t')) {
                    tab = token;
                }
                hasSpace = true;
                break;
            case 'comment': {
                if (!hasSpace)
                    onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                const cb = token.source.substring(1) || ' ';
                if (!comment)
                    comment = cb;
                else
                    comment += commentSep + cb;
                commentSep = '';
                atNewline = false;
                break;
            }
            case 'newline':
                if (atNewline) {
                    if (comment)
                        comment += token.source;
                    else if (!found || indicator !== 'seq-item-ind')
                        spaceBefore = true;
                }
                else
                    commentSep += token.source;
                atNewline = true;
                hasNewline = true;
                if (anchor || tag)
                    newlineAfterProp = token;
                hasSpace = true;
                break;
            case 'anchor':
                if (anchor)
                    onError(token, 'MULTIPLE_ANCHORS', 'A node can have at most one anchor');
                if (token.source.endsWith(':'))
                    onError(token.offset + token.source.length - 1, 'BAD_ALIAS', 'Anchor ending in : is ambiguous', true);
                anchor = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            case 'tag': {
                if (tag)
                    onError(token, 'MULTIPLE_TAGS', 'A node can have at most one tag');
                tag = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            }
            case indicator:
                // Could here handle preceding comments differently
                if (anchor || tag)
                    onError(token, 'BAD_PROP_ORDER', `Anchors and tags must be after the ${token.source} indicator`);
                if (found)
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.source} in ${flow ?? 'collection'}`);
                found = token;
                atNewline =
                    indicator === 'seq-item-ind' || indicator === 'explicit-key-ind';
                hasSpace = false;
                break;
            case 'comma':
                if (flow) {
                    if (comma)
                        onError(token, 'UNEXPECTED_TOKEN', `Unexpected , in ${flow}`);
                    comma = token;
                    atNewline = false;
                    hasSpace = false;
                    break;
                }
            // else fallthrough
            default:
                onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.type} token`);
                atNewline = false;
                hasSpace = false;
        }
    }
    const last = tokens[tokens.length - 1];
    const end = last ? last.offset + last.source.length : offset;
    if (reqSpace &&
        next &&
        next.type !== 'space' &&
        next.type !== 'newline' &&
        next.type !== 'comma' &&
        (next.type !== 'scalar' || next.source !== '')) {
        onError(next.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
    }
    if (tab &&
        ((atNewline && tab.indent <= parentIndent) ||
            next?.type === 'block-map' ||
            next?.type === 'block-seq'))
        onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
    return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
    };
}

exports.resolveProps = resolveProps;


/***/ }),

/***/ 9499:
/***/ ((__unused_webpack_module, exports) => {



function containsNewline(key) {
    if (!key)
        return null;
    switch (key.type) {
        case 'alias':
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            if (key.source.includes('\n'))
                return true;
            if (key.end)
                for (const st of key.end)
                    if (st.type === 'newline')
                        return true;
            return false;
        case 'flow-collection':
            for (const it of key.items) {
                for (const st of it.start)
                    if (st.type === 'newline')
                        return true;
                if (it.sep)
                    for (const st of it.sep)
                        if (st.type === 'newline')
                            return true;
                if (containsNewline(it.key) || containsNewline(it.value))
                    return true;
            }
            return false;
        default:
            return true;
    }
}

exports.containsNewline = containsNewline;


/***/ }),

/***/ 2599:
/***/ ((__unused_webpack_module, exports) => {



function emptyScalarPosition(offset, before, pos) {
    if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
            let st = before[i];
            switch (st.type) {
                case 'space':
                case 'comment':
                case 'newline':
                    offset -= st.source.length;
                    continue;
            }
            // Technically, an empty scalar is immediately after the last non-empty
            // node, but it's more useful to place it after any whitespace.
            st = before[++i];
            while (st?.type === 'space') {
                offset += st.source.length;
                st = before[++i];
            }
            break;
        }
    }
    return offset;
}

exports.emptyScalarPosition = emptyScalarPosition;


/***/ }),

/***/ 4051:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var utilContainsNewline = __nccwpck_require__(9499);

function flowIndentCheck(indent, fc, onError) {
    if (fc?.type === 'flow-collection') {
        const end = fc.end[0];
        if (end.indent === indent &&
            (end.source === ']' || end.source === '}') &&
            utilContainsNewline.containsNewline(fc)) {
            const msg = 'Flow end indicator should be more indented than parent';
            onError(end, 'BAD_INDENT', msg, true);
        }
    }
}

exports.flowIndentCheck = flowIndentCheck;


/***/ }),

/***/ 1187:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

function mapIncludes(ctx, items, search) {
    const { uniqueKeys } = ctx.options;
    if (uniqueKeys === false)
        return false;
    const isEqual = typeof uniqueKeys === 'function'
        ? uniqueKeys
        : (a, b) => a === b || (identity.isScalar(a) && identity.isScalar(b) && a.value === b.value);
    return items.some(pair => isEqual(pair.key, search));
}

exports.mapIncludes = mapIncludes;


/***/ }),

/***/ 3021:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var toJS = __nccwpck_require__(4043);
var Schema = __nccwpck_require__(5840);
var stringifyDocument = __nccwpck_require__(6829);
var anchors = __nccwpck_require__(1596);
var applyReviver = __nccwpck_require__(3661);
var createNode = __nccwpck_require__(2404);
var directives = __nccwpck_require__(1342);

class Document {
    constructor(value, replacer, options) {
        /** A comment before this Document */
        this.commentBefore = null;
        /** A comment immediately after this Document */
        this.comment = null;
        /** Errors encountered during parsing. */
        this.errors = [];
        /** Warnings encountered during parsing. */
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === 'function' || Array.isArray(replacer)) {
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const opt = Object.assign({
            intAsBigInt: false,
            keepSourceTokens: false,
            logLevel: 'warn',
            prettyErrors: true,
            strict: true,
            stringKeys: false,
            uniqueKeys: true,
            version: '1.2'
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
            this.directives = options._directives.atDocument();
            if (this.directives.yaml.explicit)
                version = this.directives.yaml.version;
        }
        else
            this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        // @ts-expect-error We can't really know that this matches Contents.
        this.contents =
            value === undefined ? null : this.createNode(value, _replacer, options);
    }
    /**
     * Create a deep copy of this Document and its contents.
     *
     * Custom Node values that inherit from `Object` still refer to their original instances.
     */
    clone() {
        const copy = Object.create(Document.prototype, {
            [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
            copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        // @ts-expect-error We can't really know that this matches Contents.
        copy.contents = identity.isNode(this.contents)
            ? this.contents.clone(copy.schema)
            : this.contents;
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** Adds a value to the document. */
    add(value) {
        if (assertCollection(this.contents))
            this.contents.add(value);
    }
    /** Adds a value to the document. */
    addIn(path, value) {
        if (assertCollection(this.contents))
            this.contents.addIn(path, value);
    }
    /**
     * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
     *
     * If `node` already has an anchor, `name` is ignored.
     * Otherwise, the `node.anchor` value will be set to `name`,
     * or if an anchor with that name is already present in the document,
     * `name` will be used as a prefix for a new unique anchor.
     * If `name` is undefined, the generated anchor will use 'a' as a prefix.
     */
    createAlias(node, name) {
        if (!node.anchor) {
            const prev = anchors.anchorNames(this);
            node.anchor =
                // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
                !name || prev.has(name) ? anchors.findNewAnchor(name || 'a', prev) : name;
        }
        return new Alias.Alias(node.anchor);
    }
    createNode(value, replacer, options) {
        let _replacer = undefined;
        if (typeof replacer === 'function') {
            value = replacer.call({ '': value }, '', value);
            _replacer = replacer;
        }
        else if (Array.isArray(replacer)) {
            const keyToStr = (v) => typeof v === 'number' || v instanceof String || v instanceof Number;
            const asStr = replacer.filter(keyToStr).map(String);
            if (asStr.length > 0)
                replacer = replacer.concat(asStr);
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(this, 
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        anchorPrefix || 'a');
        const ctx = {
            aliasDuplicateObjects: aliasDuplicateObjects ?? true,
            keepUndefined: keepUndefined ?? false,
            onAnchor,
            onTagObj,
            replacer: _replacer,
            schema: this.schema,
            sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
            node.flow = true;
        setAnchors();
        return node;
    }
    /**
     * Convert a key and a value into a `Pair` using the current schema,
     * recursively wrapping all values as `Scalar` or `Collection` nodes.
     */
    createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        if (Collection.isEmptyPath(path)) {
            if (this.contents == null)
                return false;
            // @ts-expect-error Presumed impossible if Strict extends false
            this.contents = null;
            return true;
        }
        return assertCollection(this.contents)
            ? this.contents.deleteIn(path)
            : false;
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    get(key, keepScalar) {
        return identity.isCollection(this.contents)
            ? this.contents.get(key, keepScalar)
            : undefined;
    }
    /**
     * Returns item at `path`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        if (Collection.isEmptyPath(path))
            return !keepScalar && identity.isScalar(this.contents)
                ? this.contents.value
                : this.contents;
        return identity.isCollection(this.contents)
            ? this.contents.getIn(path, keepScalar)
            : undefined;
    }
    /**
     * Checks if the document includes a value with the key `key`.
     */
    has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
    }
    /**
     * Checks if the document includes a value at `path`.
     */
    hasIn(path) {
        if (Collection.isEmptyPath(path))
            return this.contents !== undefined;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path) : false;
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    set(key, value) {
        if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, [key], value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.set(key, value);
        }
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        if (Collection.isEmptyPath(path)) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = value;
        }
        else if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, Array.from(path), value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.setIn(path, value);
        }
    }
    /**
     * Change the YAML version and schema used by the document.
     * A `null` version disables support for directives, explicit tags, anchors, and aliases.
     * It also requires the `schema` option to be given as a `Schema` instance value.
     *
     * Overrides all previously set schema options.
     */
    setSchema(version, options = {}) {
        if (typeof version === 'number')
            version = String(version);
        let opt;
        switch (version) {
            case '1.1':
                if (this.directives)
                    this.directives.yaml.version = '1.1';
                else
                    this.directives = new directives.Directives({ version: '1.1' });
                opt = { resolveKnownTags: false, schema: 'yaml-1.1' };
                break;
            case '1.2':
            case 'next':
                if (this.directives)
                    this.directives.yaml.version = version;
                else
                    this.directives = new directives.Directives({ version });
                opt = { resolveKnownTags: true, schema: 'core' };
                break;
            case null:
                if (this.directives)
                    delete this.directives;
                opt = null;
                break;
            default: {
                const sv = JSON.stringify(version);
                throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
            }
        }
        // Not using `instanceof Schema` to allow for duck typing
        if (options.schema instanceof Object)
            this.schema = options.schema;
        else if (opt)
            this.schema = new Schema.Schema(Object.assign(opt, options));
        else
            throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
    }
    // json & jsonArg are only used from toJSON()
    toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
            anchors: new Map(),
            doc: this,
            keep: !json,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
    /**
     * A JSON representation of the document `contents`.
     *
     * @param jsonArg Used by `JSON.stringify` to indicate the array index or
     *   property name.
     */
    toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
    }
    /** A YAML representation of the document. */
    toString(options = {}) {
        if (this.errors.length > 0)
            throw new Error('Document with errors cannot be stringified');
        if ('indent' in options &&
            (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
            const s = JSON.stringify(options.indent);
            throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
    }
}
function assertCollection(contents) {
    if (identity.isCollection(contents))
        return true;
    throw new Error('Expected a YAML collection as document contents');
}

exports.Document = Document;


/***/ }),

/***/ 1596:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var visit = __nccwpck_require__(204);

/**
 * Verify that the input string is a valid anchor.
 *
 * Will throw on errors.
 */
function anchorIsValid(anchor) {
    if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
    }
    return true;
}
function anchorNames(root) {
    const anchors = new Set();
    visit.visit(root, {
        Value(_key, node) {
            if (node.anchor)
                anchors.add(node.anchor);
        }
    });
    return anchors;
}
/** Find a new anchor name with the given `prefix` and a one-indexed suffix. */
function findNewAnchor(prefix, exclude) {
    for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
            return name;
    }
}
function createNodeAnchors(doc, prefix) {
    const aliasObjects = [];
    const sourceObjects = new Map();
    let prevAnchors = null;
    return {
        onAnchor: (source) => {
            aliasObjects.push(source);
            prevAnchors ?? (prevAnchors = anchorNames(doc));
            const anchor = findNewAnchor(prefix, prevAnchors);
            prevAnchors.add(anchor);
            return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
            for (const source of aliasObjects) {
                const ref = sourceObjects.get(source);
                if (typeof ref === 'object' &&
                    ref.anchor &&
                    (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
                    ref.node.anchor = ref.anchor;
                }
                else {
                    const error = new Error('Failed to resolve repeated object (this should not happen)');
                    error.source = source;
                    throw error;
                }
            }
        },
        sourceObjects
    };
}

exports.anchorIsValid = anchorIsValid;
exports.anchorNames = anchorNames;
exports.createNodeAnchors = createNodeAnchors;
exports.findNewAnchor = findNewAnchor;


/***/ }),

/***/ 3661:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Applies the JSON.parse reviver algorithm as defined in the ECMA-262 spec,
 * in section 24.5.1.1 "Runtime Semantics: InternalizeJSONProperty" of the
 * 2021 edition: https://tc39.es/ecma262/#sec-json.parse
 *
 * Includes extensions for handling Map and Set objects.
 */
function applyReviver(reviver, obj, key, val) {
    if (val && typeof val === 'object') {
        if (Array.isArray(val)) {
            for (let i = 0, len = val.length; i < len; ++i) {
                const v0 = val[i];
                const v1 = applyReviver(reviver, val, String(i), v0);
                // eslint-disable-next-line @typescript-eslint/no-array-delete
                if (v1 === undefined)
                    delete val[i];
                else if (v1 !== v0)
                    val[i] = v1;
            }
        }
        else if (val instanceof Map) {
            for (const k of Array.from(val.keys())) {
                const v0 = val.get(k);
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    val.delete(k);
                else if (v1 !== v0)
                    val.set(k, v1);
            }
        }
        else if (val instanceof Set) {
            for (const v0 of Array.from(val)) {
                const v1 = applyReviver(reviver, val, v0, v0);
                if (v1 === undefined)
                    val.delete(v0);
                else if (v1 !== v0) {
                    val.delete(v0);
                    val.add(v1);
                }
            }
        }
        else {
            for (const [k, v0] of Object.entries(val)) {
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    delete val[k];
                else if (v1 !== v0)
                    val[k] = v1;
            }
        }
    }
    return reviver.call(obj, key, val);
}

exports.applyReviver = applyReviver;


/***/ }),

/***/ 2404:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);

const defaultTagPrefix = 'tag:yaml.org,2002:';
function findTagObject(value, tagName, tags) {
    if (tagName) {
        const match = tags.filter(t => t.tag === tagName);
        const tagObj = match.find(t => !t.format) ?? match[0];
        if (!tagObj)
            throw new Error(`Tag ${tagName} not found`);
        return tagObj;
    }
    return tags.find(t => t.identify?.(value) && !t.format);
}
function createNode(value, tagName, ctx) {
    if (identity.isDocument(value))
        value = value.contents;
    if (identity.isNode(value))
        return value;
    if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
    }
    if (value instanceof String ||
        value instanceof Number ||
        value instanceof Boolean ||
        (typeof BigInt !== 'undefined' && value instanceof BigInt) // not supported everywhere
    ) {
        // https://tc39.es/ecma262/#sec-serializejsonproperty
        value = value.valueOf();
    }
    const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
    // Detect duplicate references to the same object & use Alias nodes for all
    // after first. The `ref` wrapper allows for circular references to resolve.
    let ref = undefined;
    if (aliasDuplicateObjects && value && typeof value === 'object') {
        ref = sourceObjects.get(value);
        if (ref) {
            ref.anchor ?? (ref.anchor = onAnchor(value));
            return new Alias.Alias(ref.anchor);
        }
        else {
            ref = { anchor: null, node: null };
            sourceObjects.set(value, ref);
        }
    }
    if (tagName?.startsWith('!!'))
        tagName = defaultTagPrefix + tagName.slice(2);
    let tagObj = findTagObject(value, tagName, schema.tags);
    if (!tagObj) {
        if (value && typeof value.toJSON === 'function') {
            // eslint-disable-next-line @typescript-eslint/no-unsafe-call
            value = value.toJSON();
        }
        if (!value || typeof value !== 'object') {
            const node = new Scalar.Scalar(value);
            if (ref)
                ref.node = node;
            return node;
        }
        tagObj =
            value instanceof Map
                ? schema[identity.MAP]
                : Symbol.iterator in Object(value)
                    ? schema[identity.SEQ]
                    : schema[identity.MAP];
    }
    if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
    }
    const node = tagObj?.createNode
        ? tagObj.createNode(ctx.schema, value, ctx)
        : typeof tagObj?.nodeClass?.from === 'function'
            ? tagObj.nodeClass.from(ctx.schema, value, ctx)
            : new Scalar.Scalar(value);
    if (tagName)
        node.tag = tagName;
    else if (!tagObj.default)
        node.tag = tagObj.tag;
    if (ref)
        ref.node = node;
    return node;
}

exports.createNode = createNode;


/***/ }),

/***/ 1342:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var visit = __nccwpck_require__(204);

const escapeChars = {
    '!': '%21',
    ',': '%2C',
    '[': '%5B',
    ']': '%5D',
    '{': '%7B',
    '}': '%7D'
};
const escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, ch => escapeChars[ch]);
class Directives {
    constructor(yaml, tags) {
        /**
         * The directives-end/doc-start marker `---`. If `null`, a marker may still be
         * included in the document's stringified representation.
         */
        this.docStart = null;
        /** The doc-end marker `...`.  */
        this.docEnd = false;
        this.yaml = Object.assign({}, Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, Directives.defaultTags, tags);
    }
    clone() {
        const copy = new Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
    }
    /**
     * During parsing, get a Directives instance for the current document and
     * update the stream state according to the current version's spec.
     */
    atDocument() {
        const res = new Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
            case '1.1':
                this.atNextDocument = true;
                break;
            case '1.2':
                this.atNextDocument = false;
                this.yaml = {
                    explicit: Directives.defaultYaml.explicit,
                    version: '1.2'
                };
                this.tags = Object.assign({}, Directives.defaultTags);
                break;
        }
        return res;
    }
    /**
     * @param onError - May be called even if the action was successful
     * @returns `true` on success
     */
    add(line, onError) {
        if (this.atNextDocument) {
            this.yaml = { explicit: Directives.defaultYaml.explicit, version: '1.1' };
            this.tags = Object.assign({}, Directives.defaultTags);
            this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
            case '%TAG': {
                if (parts.length !== 2) {
                    onError(0, '%TAG directive should contain exactly two parts');
                    if (parts.length < 2)
                        return false;
                }
                const [handle, prefix] = parts;
                this.tags[handle] = prefix;
                return true;
            }
            case '%YAML': {
                this.yaml.explicit = true;
                if (parts.length !== 1) {
                    onError(0, '%YAML directive should contain exactly one part');
                    return false;
                }
                const [version] = parts;
                if (version === '1.1' || version === '1.2') {
                    this.yaml.version = version;
                    return true;
                }
                else {
                    const isValid = /^\d+\.\d+$/.test(version);
                    onError(6, `Unsupported YAML version ${version}`, isValid);
                    return false;
                }
            }
            default:
                onError(0, `Unknown directive ${name}`, true);
                return false;
        }
    }
    /**
     * Resolves a tag, matching handles to those defined in %TAG directives.
     *
     * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
     *   `'!local'` tag, or `null` if unresolvable.
     */
    tagName(source, onError) {
        if (source === '!')
            return '!'; // non-specific tag
        if (source[0] !== '!') {
            onError(`Not a valid tag: ${source}`);
            return null;
        }
        if (source[1] === '<') {
            const verbatim = source.slice(2, -1);
            if (verbatim === '!' || verbatim === '!!') {
                onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
                return null;
            }
            if (source[source.length - 1] !== '>')
                onError('Verbatim tags must end with a >');
            return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
            onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
            try {
                return prefix + decodeURIComponent(suffix);
            }
            catch (error) {
                onError(String(error));
                return null;
            }
        }
        if (handle === '!')
            return source; // local tag
        onError(`Could not resolve tag: ${source}`);
        return null;
    }
    /**
     * Given a fully resolved tag, returns its printable string form,
     * taking into account current tag prefixes and defaults.
     */
    tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
            if (tag.startsWith(prefix))
                return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === '!' ? tag : `!<${tag}>`;
    }
    toString(doc) {
        const lines = this.yaml.explicit
            ? [`%YAML ${this.yaml.version || '1.2'}`]
            : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
            const tags = {};
            visit.visit(doc.contents, (_key, node) => {
                if (identity.isNode(node) && node.tag)
                    tags[node.tag] = true;
            });
            tagNames = Object.keys(tags);
        }
        else
            tagNames = [];
        for (const [handle, prefix] of tagEntries) {
            if (handle === '!!' && prefix === 'tag:yaml.org,2002:')
                continue;
            if (!doc || tagNames.some(tn => tn.startsWith(prefix)))
                lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join('\n');
    }
}
Directives.defaultYaml = { explicit: false, version: '1.2' };
Directives.defaultTags = { '!!': 'tag:yaml.org,2002:' };

exports.Directives = Directives;


/***/ }),

/***/ 1464:
/***/ ((__unused_webpack_module, exports) => {



class YAMLError extends Error {
    constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
    }
}
class YAMLParseError extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLParseError', pos, code, message);
    }
}
class YAMLWarning extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLWarning', pos, code, message);
    }
}
const prettifyError = (src, lc) => (error) => {
    if (error.pos[0] === -1)
        return;
    error.linePos = error.pos.map(pos => lc.linePos(pos));
    const { line, col } = error.linePos[0];
    error.message += ` at line ${line}, column ${col}`;
    let ci = col - 1;
    let lineStr = src
        .substring(lc.lineStarts[line - 1], lc.lineStarts[line])
        .replace(/[\n\r]+$/, '');
    // Trim to max 80 chars, keeping col position near the middle
    if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = '…' + lineStr.substring(trimStart);
        ci -= trimStart - 1;
    }
    if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + '…';
    // Include previous line in context if pointing at line start
    if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        // Regexp won't match if start is trimmed
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
            prev = prev.substring(0, 79) + '…\n';
        lineStr = prev + lineStr;
    }
    if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
            count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = ' '.repeat(ci) + '^'.repeat(count);
        error.message += `:\n\n${lineStr}\n${pointer}\n`;
    }
};

exports.YAMLError = YAMLError;
exports.YAMLParseError = YAMLParseError;
exports.YAMLWarning = YAMLWarning;
exports.prettifyError = prettifyError;


/***/ }),

/***/ 8815:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

var __webpack_unused_export__;


var composer = __nccwpck_require__(9984);
var Document = __nccwpck_require__(3021);
var Schema = __nccwpck_require__(5840);
var errors = __nccwpck_require__(1464);
var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var cst = __nccwpck_require__(3461);
var lexer = __nccwpck_require__(361);
var lineCounter = __nccwpck_require__(6628);
var parser = __nccwpck_require__(3456);
var publicApi = __nccwpck_require__(4047);
var visit = __nccwpck_require__(204);



__webpack_unused_export__ = composer.Composer;
__webpack_unused_export__ = Document.Document;
__webpack_unused_export__ = Schema.Schema;
__webpack_unused_export__ = errors.YAMLError;
__webpack_unused_export__ = errors.YAMLParseError;
__webpack_unused_export__ = errors.YAMLWarning;
__webpack_unused_export__ = Alias.Alias;
exports.Vj = identity.isAlias;
__webpack_unused_export__ = identity.isCollection;
__webpack_unused_export__ = identity.isDocument;
exports.jh = identity.isMap;
__webpack_unused_export__ = identity.isNode;
__webpack_unused_export__ = identity.isPair;
exports.jn = identity.isScalar;
exports.oP = identity.isSeq;
__webpack_unused_export__ = Pair.Pair;
__webpack_unused_export__ = Scalar.Scalar;
__webpack_unused_export__ = YAMLMap.YAMLMap;
__webpack_unused_export__ = YAMLSeq.YAMLSeq;
__webpack_unused_export__ = cst;
__webpack_unused_export__ = lexer.Lexer;
exports.HN = lineCounter.LineCounter;
__webpack_unused_export__ = parser.Parser;
__webpack_unused_export__ = publicApi.parse;
__webpack_unused_export__ = publicApi.parseAllDocuments;
exports.Tp = publicApi.parseDocument;
__webpack_unused_export__ = publicApi.stringify;
__webpack_unused_export__ = visit.visit;
__webpack_unused_export__ = visit.visitAsync;


/***/ }),

/***/ 7249:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);

function debug(logLevel, ...messages) {
    if (logLevel === 'debug')
        console.log(...messages);
}
function warn(logLevel, warning) {
    if (logLevel === 'debug' || logLevel === 'warn') {
        if (typeof node_process.emitWarning === 'function')
            node_process.emitWarning(warning);
        else
            console.warn(warning);
    }
}

exports.debug = debug;
exports.warn = warn;


/***/ }),

/***/ 4065:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var anchors = __nccwpck_require__(1596);
var visit = __nccwpck_require__(204);
var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);
var toJS = __nccwpck_require__(4043);

class Alias extends Node.NodeBase {
    constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, 'tag', {
            set() {
                throw new Error('Alias nodes cannot have tags');
            }
        });
    }
    /**
     * Resolve the value of this alias within `doc`, finding the last
     * instance of the `source` anchor before this node.
     */
    resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
            throw new ReferenceError('Alias resolution is disabled');
        let nodes;
        if (ctx?.aliasResolveCache) {
            nodes = ctx.aliasResolveCache;
        }
        else {
            nodes = [];
            visit.visit(doc, {
                Node: (_key, node) => {
                    if (identity.isAlias(node) || identity.hasAnchor(node))
                        nodes.push(node);
                }
            });
            if (ctx)
                ctx.aliasResolveCache = nodes;
        }
        let found = undefined;
        for (const node of nodes) {
            if (node === this)
                break;
            if (node.anchor === this.source)
                found = node;
        }
        if (found && ctx) {
            const { anchors, doc, maxAliasCount } = ctx;
            let data = anchors.get(found);
            if (!data) {
                // Resolve anchors for Node.prototype.toJS()
                toJS.toJS(found, null, ctx);
                data = anchors.get(found);
            }
            /* istanbul ignore if */
            if (data?.res === undefined) {
                const msg = 'This should not happen: Alias anchor was not resolved?';
                throw new ReferenceError(msg);
            }
            if (maxAliasCount >= 0) {
                data.count += 1;
                if (data.aliasCount === 0)
                    data.aliasCount = getAliasCount(doc, found, anchors);
                if (data.count * data.aliasCount > maxAliasCount) {
                    const msg = 'Excessive alias count indicates a resource exhaustion attack';
                    throw new ReferenceError(msg);
                }
            }
        }
        return found;
    }
    toJSON(_arg, ctx) {
        if (!ctx)
            return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
    }
    toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
            anchors.anchorIsValid(this.source);
            if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
                const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
                throw new Error(msg);
            }
            if (ctx.implicitKey)
                return `${src} `;
        }
        return src;
    }
}
function getAliasCount(doc, node, anchors) {
    if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors && source && anchors.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
    }
    else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
            const c = getAliasCount(doc, item, anchors);
            if (c > count)
                count = c;
        }
        return count;
    }
    else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors);
        const vc = getAliasCount(doc, node.value, anchors);
        return Math.max(kc, vc);
    }
    return 1;
}

exports.Alias = Alias;


/***/ }),

/***/ 101:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);

function collectionFromPath(schema, path, value) {
    let v = value;
    for (let i = path.length - 1; i >= 0; --i) {
        const k = path[i];
        if (typeof k === 'number' && Number.isInteger(k) && k >= 0) {
            const a = [];
            a[k] = v;
            v = a;
        }
        else {
            v = new Map([[k, v]]);
        }
    }
    return createNode.createNode(v, undefined, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
            throw new Error('This should not happen, please report a bug.');
        },
        schema,
        sourceObjects: new Map()
    });
}
// Type guard is intentionally a little wrong so as to be more useful,
// as it does not cover untypable empty non-string iterables (e.g. []).
const isEmptyPath = (path) => path == null ||
    (typeof path === 'object' && !!path[Symbol.iterator]().next().done);
class Collection extends Node.NodeBase {
    constructor(type, schema) {
        super(type);
        Object.defineProperty(this, 'schema', {
            value: schema,
            configurable: true,
            enumerable: false,
            writable: true
        });
    }
    /**
     * Create a copy of this collection.
     *
     * @param schema - If defined, overwrites the original's schema
     */
    clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
            copy.schema = schema;
        copy.items = copy.items.map(it => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /**
     * Adds a value to the collection. For `!!map` and `!!omap` the value must
     * be a Pair instance or a `{ key, value }` object, which may not have a key
     * that already exists in the map.
     */
    addIn(path, value) {
        if (isEmptyPath(path))
            this.add(value);
        else {
            const [key, ...rest] = path;
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.addIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
    /**
     * Removes a value from the collection.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
            return node.deleteIn(rest);
        else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        const [key, ...rest] = path;
        const node = this.get(key, true);
        if (rest.length === 0)
            return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
            return identity.isCollection(node) ? node.getIn(rest, keepScalar) : undefined;
    }
    hasAllNullValues(allowScalar) {
        return this.items.every(node => {
            if (!identity.isPair(node))
                return false;
            const n = node.value;
            return (n == null ||
                (allowScalar &&
                    identity.isScalar(n) &&
                    n.value == null &&
                    !n.commentBefore &&
                    !n.comment &&
                    !n.tag));
        });
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     */
    hasIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        const [key, ...rest] = path;
        if (rest.length === 0) {
            this.set(key, value);
        }
        else {
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.setIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
}

exports.Collection = Collection;
exports.collectionFromPath = collectionFromPath;
exports.isEmptyPath = isEmptyPath;


/***/ }),

/***/ 6673:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var applyReviver = __nccwpck_require__(3661);
var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);

class NodeBase {
    constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
    }
    /** Create a copy of this node.  */
    clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** A plain JavaScript representation of this node. */
    toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
            throw new TypeError('A document argument is required');
        const ctx = {
            anchors: new Map(),
            doc,
            keep: true,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
}

exports.NodeBase = NodeBase;


/***/ }),

/***/ 7165:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var stringifyPair = __nccwpck_require__(9748);
var addPairToJSMap = __nccwpck_require__(7104);
var identity = __nccwpck_require__(1127);

function createPair(key, value, ctx) {
    const k = createNode.createNode(key, undefined, ctx);
    const v = createNode.createNode(value, undefined, ctx);
    return new Pair(k, v);
}
class Pair {
    constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
    }
    clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
            key = key.clone(schema);
        if (identity.isNode(value))
            value = value.clone(schema);
        return new Pair(key, value);
    }
    toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
    }
    toString(ctx, onComment, onChompKeep) {
        return ctx?.doc
            ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep)
            : JSON.stringify(this);
    }
}

exports.Pair = Pair;
exports.createPair = createPair;


/***/ }),

/***/ 3301:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);
var toJS = __nccwpck_require__(4043);

const isScalarValue = (value) => !value || (typeof value !== 'function' && typeof value !== 'object');
class Scalar extends Node.NodeBase {
    constructor(value) {
        super(identity.SCALAR);
        this.value = value;
    }
    toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
    }
    toString() {
        return String(this.value);
    }
}
Scalar.BLOCK_FOLDED = 'BLOCK_FOLDED';
Scalar.BLOCK_LITERAL = 'BLOCK_LITERAL';
Scalar.PLAIN = 'PLAIN';
Scalar.QUOTE_DOUBLE = 'QUOTE_DOUBLE';
Scalar.QUOTE_SINGLE = 'QUOTE_SINGLE';

exports.Scalar = Scalar;
exports.isScalarValue = isScalarValue;


/***/ }),

/***/ 4454:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyCollection = __nccwpck_require__(1212);
var addPairToJSMap = __nccwpck_require__(7104);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);

function findPair(items, key) {
    const k = identity.isScalar(key) ? key.value : key;
    for (const it of items) {
        if (identity.isPair(it)) {
            if (it.key === key || it.key === k)
                return it;
            if (identity.isScalar(it.key) && it.key.value === k)
                return it;
        }
    }
    return undefined;
}
class YAMLMap extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:map';
    }
    constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
    }
    /**
     * A generic collection parsing method that can be extended
     * to other node classes that inherit from YAMLMap
     */
    static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
            if (typeof replacer === 'function')
                value = replacer.call(obj, key, value);
            else if (Array.isArray(replacer) && !replacer.includes(key))
                return;
            if (value !== undefined || keepUndefined)
                map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
            for (const [key, value] of obj)
                add(key, value);
        }
        else if (obj && typeof obj === 'object') {
            for (const key of Object.keys(obj))
                add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === 'function') {
            map.items.sort(schema.sortMapEntries);
        }
        return map;
    }
    /**
     * Adds a value to the collection.
     *
     * @param overwrite - If not set `true`, using a key that is already in the
     *   collection will throw. Otherwise, overwrites the previous value.
     */
    add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
            _pair = pair;
        else if (!pair || typeof pair !== 'object' || !('key' in pair)) {
            // In TypeScript, this never happens.
            _pair = new Pair.Pair(pair, pair?.value);
        }
        else
            _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
            if (!overwrite)
                throw new Error(`Key ${_pair.key} already set`);
            // For scalars, keep the old node & its comments and anchors
            if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
                prev.value.value = _pair.value;
            else
                prev.value = _pair.value;
        }
        else if (sortEntries) {
            const i = this.items.findIndex(item => sortEntries(_pair, item) < 0);
            if (i === -1)
                this.items.push(_pair);
            else
                this.items.splice(i, 0, _pair);
        }
        else {
            this.items.push(_pair);
        }
    }
    delete(key) {
        const it = findPair(this.items, key);
        if (!it)
            return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? undefined;
    }
    has(key) {
        return !!findPair(this.items, key);
    }
    set(key, value) {
        this.add(new Pair.Pair(key, value), true);
    }
    /**
     * @param ctx - Conversion context, originally set in Document#toJS()
     * @param {Class} Type - If set, forces the returned collection type
     * @returns Instance of Type, Map, or Object
     */
    toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? new Map() : {};
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const item of this.items)
            addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        for (const item of this.items) {
            if (!identity.isPair(item))
                throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
            ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '',
            flowChars: { start: '{', end: '}' },
            itemIndent: ctx.indent || '',
            onChompKeep,
            onComment
        });
    }
}

exports.YAMLMap = YAMLMap;
exports.findPair = findPair;


/***/ }),

/***/ 2223:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var stringifyCollection = __nccwpck_require__(1212);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var toJS = __nccwpck_require__(4043);

class YAMLSeq extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:seq';
    }
    constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
    }
    add(value) {
        this.items.push(value);
    }
    /**
     * Removes a value from the collection.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     *
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return undefined;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     */
    has(key) {
        const idx = asItemIndex(key);
        return typeof idx === 'number' && idx < this.items.length;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     *
     * If `key` does not contain a representation of an integer, this will throw.
     * It may be wrapped in a `Scalar`.
     */
    set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
            prev.value = value;
        else
            this.items[idx] = value;
    }
    toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
            ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
            seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '- ',
            flowChars: { start: '[', end: ']' },
            itemIndent: (ctx.indent || '') + '  ',
            onChompKeep,
            onComment
        });
    }
    static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
            let i = 0;
            for (let it of obj) {
                if (typeof replacer === 'function') {
                    const key = obj instanceof Set ? it : String(i++);
                    it = replacer.call(obj, key, it);
                }
                seq.items.push(createNode.createNode(it, undefined, ctx));
            }
        }
        return seq;
    }
}
function asItemIndex(key) {
    let idx = identity.isScalar(key) ? key.value : key;
    if (idx && typeof idx === 'string')
        idx = Number(idx);
    return typeof idx === 'number' && Number.isInteger(idx) && idx >= 0
        ? idx
        : null;
}

exports.YAMLSeq = YAMLSeq;


/***/ }),

/***/ 7104:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var log = __nccwpck_require__(7249);
var merge = __nccwpck_require__(452);
var stringify = __nccwpck_require__(2148);
var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);

function addPairToJSMap(ctx, map, { key, value }) {
    if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
    // TODO: Should drop this special case for bare << handling
    else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
    else {
        const jsKey = toJS.toJS(key, '', ctx);
        if (map instanceof Map) {
            map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        }
        else if (map instanceof Set) {
            map.add(jsKey);
        }
        else {
            const stringKey = stringifyKey(key, jsKey, ctx);
            const jsValue = toJS.toJS(value, stringKey, ctx);
            if (stringKey in map)
                Object.defineProperty(map, stringKey, {
                    value: jsValue,
                    writable: true,
                    enumerable: true,
                    configurable: true
                });
            else
                map[stringKey] = jsValue;
        }
    }
    return map;
}
function stringifyKey(key, jsKey, ctx) {
    if (jsKey === null)
        return '';
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    if (typeof jsKey !== 'object')
        return String(jsKey);
    if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = new Set();
        for (const node of ctx.anchors.keys())
            strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
            let jsonStr = JSON.stringify(strKey);
            if (jsonStr.length > 40)
                jsonStr = jsonStr.substring(0, 36) + '..."';
            log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
            ctx.mapKeyWarned = true;
        }
        return strKey;
    }
    return JSON.stringify(jsKey);
}

exports.addPairToJSMap = addPairToJSMap;


/***/ }),

/***/ 1127:
/***/ ((__unused_webpack_module, exports) => {



const ALIAS = Symbol.for('yaml.alias');
const DOC = Symbol.for('yaml.document');
const MAP = Symbol.for('yaml.map');
const PAIR = Symbol.for('yaml.pair');
const SCALAR = Symbol.for('yaml.scalar');
const SEQ = Symbol.for('yaml.seq');
const NODE_TYPE = Symbol.for('yaml.node.type');
const isAlias = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === ALIAS;
const isDocument = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === DOC;
const isMap = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === MAP;
const isPair = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === PAIR;
const isScalar = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SCALAR;
const isSeq = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SEQ;
function isCollection(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case MAP:
            case SEQ:
                return true;
        }
    return false;
}
function isNode(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case ALIAS:
            case MAP:
            case SCALAR:
            case SEQ:
                return true;
        }
    return false;
}
const hasAnchor = (node) => (isScalar(node) || isCollection(node)) && !!node.anchor;

exports.ALIAS = ALIAS;
exports.DOC = DOC;
exports.MAP = MAP;
exports.NODE_TYPE = NODE_TYPE;
exports.PAIR = PAIR;
exports.SCALAR = SCALAR;
exports.SEQ = SEQ;
exports.hasAnchor = hasAnchor;
exports.isAlias = isAlias;
exports.isCollection = isCollection;
exports.isDocument = isDocument;
exports.isMap = isMap;
exports.isNode = isNode;
exports.isPair = isPair;
exports.isScalar = isScalar;
exports.isSeq = isSeq;


/***/ }),

/***/ 4043:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

/**
 * Recursively convert any node or its contents to native JavaScript
 *
 * @param value - The input value
 * @param arg - If `value` defines a `toJSON()` method, use this
 *   as its first argument
 * @param ctx - Conversion context, originally set in Document#toJS(). If
 *   `{ keep: true }` is not set, output should be suitable for JSON
 *   stringification.
 */
function toJS(value, arg, ctx) {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-return
    if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
    if (value && typeof value.toJSON === 'function') {
        // eslint-disable-next-line @typescript-eslint/no-unsafe-call
        if (!ctx || !identity.hasAnchor(value))
            return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: undefined };
        ctx.anchors.set(value, data);
        ctx.onCreate = res => {
            data.res = res;
            delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
            ctx.onCreate(res);
        return res;
    }
    if (typeof value === 'bigint' && !ctx?.keep)
        return Number(value);
    return value;
}

exports.toJS = toJS;


/***/ }),

/***/ 110:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var resolveBlockScalar = __nccwpck_require__(8913);
var resolveFlowScalar = __nccwpck_require__(6842);
var errors = __nccwpck_require__(1464);
var stringifyString = __nccwpck_require__(3069);

function resolveAsScalar(token, strict = true, onError) {
    if (token) {
        const _onError = (pos, code, message) => {
            const offset = typeof pos === 'number' ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
            if (onError)
                onError(offset, code, message);
            else
                throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
            case 'block-scalar':
                return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
    }
    return null;
}
/**
 * Create a new scalar token with `value`
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.end Comments and whitespace after the end of the value, or after the block scalar header. If undefined, a newline will be added.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.indent The indent level of the token.
 * @param context.inFlow Is this scalar within a flow collection? This may affect the resolved type of the token's value.
 * @param context.offset The offset position of the token.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function createScalarToken(value, context) {
    const { implicitKey = false, indent, inFlow = false, offset = -1, type = 'PLAIN' } = context;
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    const end = context.end ?? [
        { type: 'newline', offset: -1, indent, source: '\n' }
    ];
    switch (source[0]) {
        case '|':
        case '>': {
            const he = source.indexOf('\n');
            const head = source.substring(0, he);
            const body = source.substring(he + 1) + '\n';
            const props = [
                { type: 'block-scalar-header', offset, indent, source: head }
            ];
            if (!addEndtoBlockProps(props, end))
                props.push({ type: 'newline', offset: -1, indent, source: '\n' });
            return { type: 'block-scalar', offset, indent, props, source: body };
        }
        case '"':
            return { type: 'double-quoted-scalar', offset, indent, source, end };
        case "'":
            return { type: 'single-quoted-scalar', offset, indent, source, end };
        default:
            return { type: 'scalar', offset, indent, source, end };
    }
}
/**
 * Set the value of `token` to the given string `value`, overwriting any previous contents and type that it may have.
 *
 * Best efforts are made to retain any comments previously associated with the `token`,
 * though all contents within a collection's `items` will be overwritten.
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param token Any token. If it does not include an `indent` value, the value will be stringified as if it were an implicit key.
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.afterKey In most cases, values after a key should have an additional level of indentation.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.inFlow Being within a flow collection may affect the resolved type of the token's value.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function setScalarValue(token, value, context = {}) {
    let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
    let indent = 'indent' in token ? token.indent : null;
    if (afterKey && typeof indent === 'number')
        indent += 2;
    if (!type)
        switch (token.type) {
            case 'single-quoted-scalar':
                type = 'QUOTE_SINGLE';
                break;
            case 'double-quoted-scalar':
                type = 'QUOTE_DOUBLE';
                break;
            case 'block-scalar': {
                const header = token.props[0];
                if (header.type !== 'block-scalar-header')
                    throw new Error('Invalid block scalar header');
                type = header.source[0] === '>' ? 'BLOCK_FOLDED' : 'BLOCK_LITERAL';
                break;
            }
            default:
                type = 'PLAIN';
        }
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    switch (source[0]) {
        case '|':
        case '>':
            setBlockScalarValue(token, source);
            break;
        case '"':
            setFlowScalarValue(token, source, 'double-quoted-scalar');
            break;
        case "'":
            setFlowScalarValue(token, source, 'single-quoted-scalar');
            break;
        default:
            setFlowScalarValue(token, source, 'scalar');
    }
}
function setBlockScalarValue(token, source) {
    const he = source.indexOf('\n');
    const head = source.substring(0, he);
    const body = source.substring(he + 1) + '\n';
    if (token.type === 'block-scalar') {
        const header = token.props[0];
        if (header.type !== 'block-scalar-header')
            throw new Error('Invalid block scalar header');
        header.source = head;
        token.source = body;
    }
    else {
        const { offset } = token;
        const indent = 'indent' in token ? token.indent : -1;
        const props = [
            { type: 'block-scalar-header', offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, 'end' in token ? token.end : undefined))
            props.push({ type: 'newline', offset: -1, indent, source: '\n' });
        for (const key of Object.keys(token))
            if (key !== 'type' && key !== 'offset')
                delete token[key];
        Object.assign(token, { type: 'block-scalar', indent, props, source: body });
    }
}
/** @returns `true` if last token is a newline */
function addEndtoBlockProps(props, end) {
    if (end)
        for (const st of end)
            switch (st.type) {
                case 'space':
                case 'comment':
                    props.push(st);
                    break;
                case 'newline':
                    props.push(st);
                    return true;
            }
    return false;
}
function setFlowScalarValue(token, source, type) {
    switch (token.type) {
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            token.type = type;
            token.source = source;
            break;
        case 'block-scalar': {
            const end = token.props.slice(1);
            let oa = source.length;
            if (token.props[0].type === 'block-scalar-header')
                oa -= token.props[0].source.length;
            for (const tok of end)
                tok.offset += oa;
            delete token.props;
            Object.assign(token, { type, source, end });
            break;
        }
        case 'block-map':
        case 'block-seq': {
            const offset = token.offset + source.length;
            const nl = { type: 'newline', offset, indent: token.indent, source: '\n' };
            delete token.items;
            Object.assign(token, { type, source, end: [nl] });
            break;
        }
        default: {
            const indent = 'indent' in token ? token.indent : -1;
            const end = 'end' in token && Array.isArray(token.end)
                ? token.end.filter(st => st.type === 'space' ||
                    st.type === 'comment' ||
                    st.type === 'newline')
                : [];
            for (const key of Object.keys(token))
                if (key !== 'type' && key !== 'offset')
                    delete token[key];
            Object.assign(token, { type, indent, source, end });
        }
    }
}

exports.createScalarToken = createScalarToken;
exports.resolveAsScalar = resolveAsScalar;
exports.setScalarValue = setScalarValue;


/***/ }),

/***/ 1733:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringify a CST document, token, or collection item
 *
 * Fair warning: This applies no validation whatsoever, and
 * simply concatenates the sources in their logical order.
 */
const stringify = (cst) => 'type' in cst ? stringifyToken(cst) : stringifyItem(cst);
function stringifyToken(token) {
    switch (token.type) {
        case 'block-scalar': {
            let res = '';
            for (const tok of token.props)
                res += stringifyToken(tok);
            return res + token.source;
        }
        case 'block-map':
        case 'block-seq': {
            let res = '';
            for (const item of token.items)
                res += stringifyItem(item);
            return res;
        }
        case 'flow-collection': {
            let res = token.start.source;
            for (const item of token.items)
                res += stringifyItem(item);
            for (const st of token.end)
                res += st.source;
            return res;
        }
        case 'document': {
            let res = stringifyItem(token);
            if (token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
        default: {
            let res = token.source;
            if ('end' in token && token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
    }
}
function stringifyItem({ start, key, sep, value }) {
    let res = '';
    for (const st of start)
        res += st.source;
    if (key)
        res += stringifyToken(key);
    if (sep)
        for (const st of sep)
            res += st.source;
    if (value)
        res += stringifyToken(value);
    return res;
}

exports.stringify = stringify;


/***/ }),

/***/ 7715:
/***/ ((__unused_webpack_module, exports) => {



const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove item');
/**
 * Apply a visitor to a CST document or item.
 *
 * Walks through the tree (depth-first) starting from the root, calling a
 * `visitor` function with two arguments when entering each item:
 *   - `item`: The current item, which included the following members:
 *     - `start: SourceToken[]` – Source tokens before the key or value,
 *       possibly including its anchor or tag.
 *     - `key?: Token | null` – Set for pair values. May then be `null`, if
 *       the key before the `:` separator is empty.
 *     - `sep?: SourceToken[]` – Source tokens between the key and the value,
 *       which should include the `:` map value indicator if `value` is set.
 *     - `value?: Token` – The value of a sequence item, or of a map pair.
 *   - `path`: The steps from the root to the current node, as an array of
 *     `['key' | 'value', number]` tuples.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this token, continue with
 *      next sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current item, then continue with the next one
 *   - `number`: Set the index of the next step. This is useful especially if
 *     the index of the current token has changed.
 *   - `function`: Define the next visitor for this item. After the original
 *     visitor is called on item entry, next visitors are called after handling
 *     a non-empty `key` and when exiting the item.
 */
function visit(cst, visitor) {
    if ('type' in cst && cst.type === 'document')
        cst = { start: cst.start, value: cst.value };
    _visit(Object.freeze([]), cst, visitor);
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current item */
visit.SKIP = SKIP;
/** Remove the current item */
visit.REMOVE = REMOVE;
/** Find the item at `path` from `cst` as the root */
visit.itemAtPath = (cst, path) => {
    let item = cst;
    for (const [field, index] of path) {
        const tok = item?.[field];
        if (tok && 'items' in tok) {
            item = tok.items[index];
        }
        else
            return undefined;
    }
    return item;
};
/**
 * Get the immediate parent collection of the item at `path` from `cst` as the root.
 *
 * Throws an error if the collection is not found, which should never happen if the item itself exists.
 */
visit.parentCollection = (cst, path) => {
    const parent = visit.itemAtPath(cst, path.slice(0, -1));
    const field = path[path.length - 1][0];
    const coll = parent?.[field];
    if (coll && 'items' in coll)
        return coll;
    throw new Error('Parent collection not found');
};
function _visit(path, item, visitor) {
    let ctrl = visitor(item, path);
    if (typeof ctrl === 'symbol')
        return ctrl;
    for (const field of ['key', 'value']) {
        const token = item[field];
        if (token && 'items' in token) {
            for (let i = 0; i < token.items.length; ++i) {
                const ci = _visit(Object.freeze(path.concat([[field, i]])), token.items[i], visitor);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    token.items.splice(i, 1);
                    i -= 1;
                }
            }
            if (typeof ctrl === 'function' && field === 'key')
                ctrl = ctrl(item, path);
        }
    }
    return typeof ctrl === 'function' ? ctrl(item, path) : ctrl;
}

exports.visit = visit;


/***/ }),

/***/ 3461:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var cstScalar = __nccwpck_require__(110);
var cstStringify = __nccwpck_require__(1733);
var cstVisit = __nccwpck_require__(7715);

/** The byte order mark */
const BOM = '\u{FEFF}';
/** Start of doc-mode */
const DOCUMENT = '\x02'; // C0: Start of Text
/** Unexpected end of flow-mode */
const FLOW_END = '\x18'; // C0: Cancel
/** Next token is a scalar value */
const SCALAR = '\x1f'; // C0: Unit Separator
/** @returns `true` if `token` is a flow or block collection */
const isCollection = (token) => !!token && 'items' in token;
/** @returns `true` if `token` is a flow or block scalar; not an alias */
const isScalar = (token) => !!token &&
    (token.type === 'scalar' ||
        token.type === 'single-quoted-scalar' ||
        token.type === 'double-quoted-scalar' ||
        token.type === 'block-scalar');
/* istanbul ignore next */
/** Get a printable representation of a lexer token */
function prettyToken(token) {
    switch (token) {
        case BOM:
            return '<BOM>';
        case DOCUMENT:
            return '<DOC>';
        case FLOW_END:
            return '<FLOW_END>';
        case SCALAR:
            return '<SCALAR>';
        default:
            return JSON.stringify(token);
    }
}
/** Identify the type of a lexer token. May return `null` for unknown tokens. */
function tokenType(source) {
    switch (source) {
        case BOM:
            return 'byte-order-mark';
        case DOCUMENT:
            return 'doc-mode';
        case FLOW_END:
            return 'flow-error-end';
        case SCALAR:
            return 'scalar';
        case '---':
            return 'doc-start';
        case '...':
            return 'doc-end';
        case '':
        case '\n':
        case '\r\n':
            return 'newline';
        case '-':
            return 'seq-item-ind';
        case '?':
            return 'explicit-key-ind';
        case ':':
            return 'map-value-ind';
        case '{':
            return 'flow-map-start';
        case '}':
            return 'flow-map-end';
        case '[':
            return 'flow-seq-start';
        case ']':
            return 'flow-seq-end';
        case ',':
            return 'comma';
    }
    switch (source[0]) {
        case ' ':
        case '\t':
            return 'space';
        case '#':
            return 'comment';
        case '%':
            return 'directive-line';
        case '*':
            return 'alias';
        case '&':
            return 'anchor';
        case '!':
            return 'tag';
        case "'":
            return 'single-quoted-scalar';
        case '"':
            return 'double-quoted-scalar';
        case '|':
        case '>':
            return 'block-scalar-header';
    }
    return null;
}

exports.createScalarToken = cstScalar.createScalarToken;
exports.resolveAsScalar = cstScalar.resolveAsScalar;
exports.setScalarValue = cstScalar.setScalarValue;
exports.stringify = cstStringify.stringify;
exports.visit = cstVisit.visit;
exports.BOM = BOM;
exports.DOCUMENT = DOCUMENT;
exports.FLOW_END = FLOW_END;
exports.SCALAR = SCALAR;
exports.isCollection = isCollection;
exports.isScalar = isScalar;
exports.prettyToken = prettyToken;
exports.tokenType = tokenType;


/***/ }),

/***/ 361:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var cst = __nccwpck_require__(3461);

/*
START -> stream

stream
  directive -> line-end -> stream
  indent + line-end -> stream
  [else] -> line-start

line-end
  comment -> line-end
  newline -> .
  input-end -> END

line-start
  doc-start -> doc
  doc-end -> stream
  [else] -> indent -> block-start

block-start
  seq-item-start -> block-start
  explicit-key-start -> block-start
  map-value-start -> block-start
  [else] -> doc

doc
  line-end -> line-start
  spaces -> doc
  anchor -> doc
  tag -> doc
  flow-start -> flow -> doc
  flow-end -> error -> doc
  seq-item-start -> error -> doc
  explicit-key-start -> error -> doc
  map-value-start -> doc
  alias -> doc
  quote-start -> quoted-scalar -> doc
  block-scalar-header -> line-end -> block-scalar(min) -> line-start
  [else] -> plain-scalar(false, min) -> doc

flow
  line-end -> flow
  spaces -> flow
  anchor -> flow
  tag -> flow
  flow-start -> flow -> flow
  flow-end -> .
  seq-item-start -> error -> flow
  explicit-key-start -> flow
  map-value-start -> flow
  alias -> flow
  quote-start -> quoted-scalar -> flow
  comma -> flow
  [else] -> plain-scalar(true, 0) -> flow

quoted-scalar
  quote-end -> .
  [else] -> quoted-scalar

block-scalar(min)
  newline + peek(indent < min) -> .
  [else] -> block-scalar(min)

plain-scalar(is-flow, min)
  scalar-end(is-flow) -> .
  peek(newline + (indent < min)) -> .
  [else] -> plain-scalar(min)
*/
function isEmpty(ch) {
    switch (ch) {
        case undefined:
        case ' ':
        case '\n':
        case '\r':
        case '\t':
            return true;
        default:
            return false;
    }
}
const hexDigits = new Set('0123456789ABCDEFabcdef');
const tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
const flowIndicatorChars = new Set(',[]{}');
const invalidAnchorChars = new Set(' ,[]{}\n\r\t');
const isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
/**
 * Splits an input string into lexical tokens, i.e. smaller strings that are
 * easily identifiable by `tokens.tokenType()`.
 *
 * Lexing starts always in a "stream" context. Incomplete input may be buffered
 * until a complete token can be emitted.
 *
 * In addition to slices of the original input, the following control characters
 * may also be emitted:
 *
 * - `\x02` (Start of Text): A document starts with the next token
 * - `\x18` (Cancel): Unexpected end of flow-mode (indicates an error)
 * - `\x1f` (Unit Separator): Next token is a scalar value
 * - `\u{FEFF}` (Byte order mark): Emitted separately outside documents
 */
class Lexer {
    constructor() {
        /**
         * Flag indicating whether the end of the current buffer marks the end of
         * all input
         */
        this.atEnd = false;
        /**
         * Explicit indent set in block scalar header, as an offset from the current
         * minimum indent, so e.g. set to 1 from a header `|2+`. Set to -1 if not
         * explicitly set.
         */
        this.blockScalarIndent = -1;
        /**
         * Block scalars that include a + (keep) chomping indicator in their header
         * include trailing empty lines, which are otherwise excluded from the
         * scalar's contents.
         */
        this.blockScalarKeep = false;
        /** Current input */
        this.buffer = '';
        /**
         * Flag noting whether the map value indicator : can immediately follow this
         * node within a flow context.
         */
        this.flowKey = false;
        /** Count of surrounding flow collection levels. */
        this.flowLevel = 0;
        /**
         * Minimum level of indentation required for next lines to be parsed as a
         * part of the current scalar value.
         */
        this.indentNext = 0;
        /** Indentation level of the current line. */
        this.indentValue = 0;
        /** Position of the next \n character. */
        this.lineEndPos = null;
        /** Stores the state of the lexer if reaching the end of incpomplete input */
        this.next = null;
        /** A pointer to `buffer`; the current position of the lexer. */
        this.pos = 0;
    }
    /**
     * Generate YAML tokens from the `source` string. If `incomplete`,
     * a part of the last line may be left as a buffer for the next call.
     *
     * @returns A generator of lexical tokens
     */
    *lex(source, incomplete = false) {
        if (source) {
            if (typeof source !== 'string')
                throw TypeError('source is not a string');
            this.buffer = this.buffer ? this.buffer + source : source;
            this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? 'stream';
        while (next && (incomplete || this.hasChars(1)))
            next = yield* this.parseNext(next);
    }
    atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === ' ' || ch === '\t')
            ch = this.buffer[++i];
        if (!ch || ch === '#' || ch === '\n')
            return true;
        if (ch === '\r')
            return this.buffer[i + 1] === '\n';
        return false;
    }
    charAt(n) {
        return this.buffer[this.pos + n];
    }
    continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
            let indent = 0;
            while (ch === ' ')
                ch = this.buffer[++indent + offset];
            if (ch === '\r') {
                const next = this.buffer[indent + offset + 1];
                if (next === '\n' || (!next && !this.atEnd))
                    return offset + indent + 1;
            }
            return ch === '\n' || indent >= this.indentNext || (!ch && !this.atEnd)
                ? offset + indent
                : -1;
        }
        if (ch === '-' || ch === '.') {
            const dt = this.buffer.substr(offset, 3);
            if ((dt === '---' || dt === '...') && isEmpty(this.buffer[offset + 3]))
                return -1;
        }
        return offset;
    }
    getLine() {
        let end = this.lineEndPos;
        if (typeof end !== 'number' || (end !== -1 && end < this.pos)) {
            end = this.buffer.indexOf('\n', this.pos);
            this.lineEndPos = end;
        }
        if (end === -1)
            return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === '\r')
            end -= 1;
        return this.buffer.substring(this.pos, end);
    }
    hasChars(n) {
        return this.pos + n <= this.buffer.length;
    }
    setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
    }
    peek(n) {
        return this.buffer.substr(this.pos, n);
    }
    *parseNext(next) {
        switch (next) {
            case 'stream':
                return yield* this.parseStream();
            case 'line-start':
                return yield* this.parseLineStart();
            case 'block-start':
                return yield* this.parseBlockStart();
            case 'doc':
                return yield* this.parseDocument();
            case 'flow':
                return yield* this.parseFlowCollection();
            case 'quoted-scalar':
                return yield* this.parseQuotedScalar();
            case 'block-scalar':
                return yield* this.parseBlockScalar();
            case 'plain-scalar':
                return yield* this.parsePlainScalar();
        }
    }
    *parseStream() {
        let line = this.getLine();
        if (line === null)
            return this.setNext('stream');
        if (line[0] === cst.BOM) {
            yield* this.pushCount(1);
            line = line.substring(1);
        }
        if (line[0] === '%') {
            let dirEnd = line.length;
            let cs = line.indexOf('#');
            while (cs !== -1) {
                const ch = line[cs - 1];
                if (ch === ' ' || ch === '\t') {
                    dirEnd = cs - 1;
                    break;
                }
                else {
                    cs = line.indexOf('#', cs + 1);
                }
            }
            while (true) {
                const ch = line[dirEnd - 1];
                if (ch === ' ' || ch === '\t')
                    dirEnd -= 1;
                else
                    break;
            }
            const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
            yield* this.pushCount(line.length - n); // possible comment
            this.pushNewline();
            return 'stream';
        }
        if (this.atLineEnd()) {
            const sp = yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - sp);
            yield* this.pushNewline();
            return 'stream';
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
    }
    *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
            return this.setNext('line-start');
        if (ch === '-' || ch === '.') {
            if (!this.atEnd && !this.hasChars(4))
                return this.setNext('line-start');
            const s = this.peek(3);
            if ((s === '---' || s === '...') && isEmpty(this.charAt(3))) {
                yield* this.pushCount(3);
                this.indentValue = 0;
                this.indentNext = 0;
                return s === '---' ? 'doc' : 'stream';
            }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
            this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
    }
    *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
            return this.setNext('block-start');
        if ((ch0 === '-' || ch0 === '?' || ch0 === ':') && isEmpty(ch1)) {
            const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
            this.indentNext = this.indentValue + 1;
            this.indentValue += n;
            return 'block-start';
        }
        return 'doc';
    }
    *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
            return this.setNext('doc');
        let n = yield* this.pushIndicators();
        switch (line[n]) {
            case '#':
                yield* this.pushCount(line.length - n);
            // fallthrough
            case undefined:
                yield* this.pushNewline();
                return yield* this.parseLineStart();
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel = 1;
                return 'flow';
            case '}':
            case ']':
                // this is an error
                yield* this.pushCount(1);
                return 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'doc';
            case '"':
            case "'":
                return yield* this.parseQuotedScalar();
            case '|':
            case '>':
                n += yield* this.parseBlockScalarHeader();
                n += yield* this.pushSpaces(true);
                yield* this.pushCount(line.length - n);
                yield* this.pushNewline();
                return yield* this.parseBlockScalar();
            default:
                return yield* this.parsePlainScalar();
        }
    }
    *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
            nl = yield* this.pushNewline();
            if (nl > 0) {
                sp = yield* this.pushSpaces(false);
                this.indentValue = indent = sp;
            }
            else {
                sp = 0;
            }
            sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
            return this.setNext('flow');
        if ((indent !== -1 && indent < this.indentNext && line[0] !== '#') ||
            (indent === 0 &&
                (line.startsWith('---') || line.startsWith('...')) &&
                isEmpty(line[3]))) {
            // Allowing for the terminal ] or } at the same (rather than greater)
            // indent level as the initial [ or { is technically invalid, but
            // failing here would be surprising to users.
            const atFlowEndMarker = indent === this.indentNext - 1 &&
                this.flowLevel === 1 &&
                (line[0] === ']' || line[0] === '}');
            if (!atFlowEndMarker) {
                // this is an error
                this.flowLevel = 0;
                yield cst.FLOW_END;
                return yield* this.parseLineStart();
            }
        }
        let n = 0;
        while (line[n] === ',') {
            n += yield* this.pushCount(1);
            n += yield* this.pushSpaces(true);
            this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
            case undefined:
                return 'flow';
            case '#':
                yield* this.pushCount(line.length - n);
                return 'flow';
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel += 1;
                return 'flow';
            case '}':
            case ']':
                yield* this.pushCount(1);
                this.flowKey = true;
                this.flowLevel -= 1;
                return this.flowLevel ? 'flow' : 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'flow';
            case '"':
            case "'":
                this.flowKey = true;
                return yield* this.parseQuotedScalar();
            case ':': {
                const next = this.charAt(1);
                if (this.flowKey || isEmpty(next) || next === ',') {
                    this.flowKey = false;
                    yield* this.pushCount(1);
                    yield* this.pushSpaces(true);
                    return 'flow';
                }
            }
            // fallthrough
            default:
                this.flowKey = false;
                return yield* this.parsePlainScalar();
        }
    }
    *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
            while (end !== -1 && this.buffer[end + 1] === "'")
                end = this.buffer.indexOf("'", end + 2);
        }
        else {
            // double-quote
            while (end !== -1) {
                let n = 0;
                while (this.buffer[end - 1 - n] === '\\')
                    n += 1;
                if (n % 2 === 0)
                    break;
                end = this.buffer.indexOf('"', end + 1);
            }
        }
        // Only looking for newlines within the quotes
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf('\n', this.pos);
        if (nl !== -1) {
            while (nl !== -1) {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = qb.indexOf('\n', cs);
            }
            if (nl !== -1) {
                // this is an error caused by an unexpected unindent
                end = nl - (qb[nl - 1] === '\r' ? 2 : 1);
            }
        }
        if (end === -1) {
            if (!this.atEnd)
                return this.setNext('quoted-scalar');
            end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? 'flow' : 'doc';
    }
    *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
            const ch = this.buffer[++i];
            if (ch === '+')
                this.blockScalarKeep = true;
            else if (ch > '0' && ch <= '9')
                this.blockScalarIndent = Number(ch) - 1;
            else if (ch !== '-')
                break;
        }
        return yield* this.pushUntil(ch => isEmpty(ch) || ch === '#');
    }
    *parseBlockScalar() {
        let nl = this.pos - 1; // may be -1 if this.pos === 0
        let indent = 0;
        let ch;
        loop: for (let i = this.pos; (ch = this.buffer[i]); ++i) {
            switch (ch) {
                case ' ':
                    indent += 1;
                    break;
                case '\n':
                    nl = i;
                    indent = 0;
                    break;
                case '\r': {
                    const next = this.buffer[i + 1];
                    if (!next && !this.atEnd)
                        return this.setNext('block-scalar');
                    if (next === '\n')
                        break;
                } // fallthrough
                default:
                    break loop;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('block-scalar');
        if (indent >= this.indentNext) {
            if (this.blockScalarIndent === -1)
                this.indentNext = indent;
            else {
                this.indentNext =
                    this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
            }
            do {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = this.buffer.indexOf('\n', cs);
            } while (nl !== -1);
            if (nl === -1) {
                if (!this.atEnd)
                    return this.setNext('block-scalar');
                nl = this.buffer.length;
            }
        }
        // Trailing insufficiently indented tabs are invalid.
        // To catch that during parsing, we include them in the block scalar value.
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === ' ')
            ch = this.buffer[++i];
        if (ch === '\t') {
            while (ch === '\t' || ch === ' ' || ch === '\r' || ch === '\n')
                ch = this.buffer[++i];
            nl = i - 1;
        }
        else if (!this.blockScalarKeep) {
            do {
                let i = nl - 1;
                let ch = this.buffer[i];
                if (ch === '\r')
                    ch = this.buffer[--i];
                const lastChar = i; // Drop the line if last char not more indented
                while (ch === ' ')
                    ch = this.buffer[--i];
                if (ch === '\n' && i >= this.pos && i + 1 + indent > lastChar)
                    nl = i;
                else
                    break;
            } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
    }
    *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while ((ch = this.buffer[++i])) {
            if (ch === ':') {
                const next = this.buffer[i + 1];
                if (isEmpty(next) || (inFlow && flowIndicatorChars.has(next)))
                    break;
                end = i;
            }
            else if (isEmpty(ch)) {
                let next = this.buffer[i + 1];
                if (ch === '\r') {
                    if (next === '\n') {
                        i += 1;
                        ch = '\n';
                        next = this.buffer[i + 1];
                    }
                    else
                        end = i;
                }
                if (next === '#' || (inFlow && flowIndicatorChars.has(next)))
                    break;
                if (ch === '\n') {
                    const cs = this.continueScalar(i + 1);
                    if (cs === -1)
                        break;
                    i = Math.max(i, cs - 2); // to advance, but still account for ' #'
                }
            }
            else {
                if (inFlow && flowIndicatorChars.has(ch))
                    break;
                end = i;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('plain-scalar');
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? 'flow' : 'doc';
    }
    *pushCount(n) {
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos += n;
            return n;
        }
        return 0;
    }
    *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
            yield s;
            this.pos += s.length;
            return s.length;
        }
        else if (allowEmpty)
            yield '';
        return 0;
    }
    *pushIndicators() {
        let n = 0;
        loop: while (true) {
            switch (this.charAt(0)) {
                case '!':
                    n += yield* this.pushTag();
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '&':
                    n += yield* this.pushUntil(isNotAnchorChar);
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '-': // this is an error
                case '?': // this is an error outside flow collections
                case ':': {
                    const inFlow = this.flowLevel > 0;
                    const ch1 = this.charAt(1);
                    if (isEmpty(ch1) || (inFlow && flowIndicatorChars.has(ch1))) {
                        if (!inFlow)
                            this.indentNext = this.indentValue + 1;
                        else if (this.flowKey)
                            this.flowKey = false;
                        n += yield* this.pushCount(1);
                        n += yield* this.pushSpaces(true);
                        continue loop;
                    }
                }
            }
            break loop;
        }
        return n;
    }
    *pushTag() {
        if (this.charAt(1) === '<') {
            let i = this.pos + 2;
            let ch = this.buffer[i];
            while (!isEmpty(ch) && ch !== '>')
                ch = this.buffer[++i];
            return yield* this.pushToIndex(ch === '>' ? i + 1 : i, false);
        }
        else {
            let i = this.pos + 1;
            let ch = this.buffer[i];
            while (ch) {
                if (tagChars.has(ch))
                    ch = this.buffer[++i];
                else if (ch === '%' &&
                    hexDigits.has(this.buffer[i + 1]) &&
                    hexDigits.has(this.buffer[i + 2])) {
                    ch = this.buffer[(i += 3)];
                }
                else
                    break;
            }
            return yield* this.pushToIndex(i, false);
        }
    }
    *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === '\n')
            return yield* this.pushCount(1);
        else if (ch === '\r' && this.charAt(1) === '\n')
            return yield* this.pushCount(2);
        else
            return 0;
    }
    *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
            ch = this.buffer[++i];
        } while (ch === ' ' || (allowTabs && ch === '\t'));
        const n = i - this.pos;
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos = i;
        }
        return n;
    }
    *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
            ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
    }
}

exports.Lexer = Lexer;


/***/ }),

/***/ 6628:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Tracks newlines during parsing in order to provide an efficient API for
 * determining the one-indexed `{ line, col }` position for any offset
 * within the input.
 */
class LineCounter {
    constructor() {
        this.lineStarts = [];
        /**
         * Should be called in ascending order. Otherwise, call
         * `lineCounter.lineStarts.sort()` before calling `linePos()`.
         */
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        /**
         * Performs a binary search and returns the 1-indexed { line, col }
         * position of `offset`. If `line === 0`, `addNewLine` has never been
         * called or `offset` is before the first known newline.
         */
        this.linePos = (offset) => {
            let low = 0;
            let high = this.lineStarts.length;
            while (low < high) {
                const mid = (low + high) >> 1; // Math.floor((low + high) / 2)
                if (this.lineStarts[mid] < offset)
                    low = mid + 1;
                else
                    high = mid;
            }
            if (this.lineStarts[low] === offset)
                return { line: low + 1, col: 1 };
            if (low === 0)
                return { line: 0, col: offset };
            const start = this.lineStarts[low - 1];
            return { line: low, col: offset - start + 1 };
        };
    }
}

exports.LineCounter = LineCounter;


/***/ }),

/***/ 3456:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);
var cst = __nccwpck_require__(3461);
var lexer = __nccwpck_require__(361);

function includesToken(list, type) {
    for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
            return true;
    return false;
}
function findNonEmptyIndex(list) {
    for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
            case 'space':
            case 'comment':
            case 'newline':
                break;
            default:
                return i;
        }
    }
    return -1;
}
function isFlowToken(token) {
    switch (token?.type) {
        case 'alias':
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'flow-collection':
            return true;
        default:
            return false;
    }
}
function getPrevProps(parent) {
    switch (parent.type) {
        case 'document':
            return parent.start;
        case 'block-map': {
            const it = parent.items[parent.items.length - 1];
            return it.sep ?? it.start;
        }
        case 'block-seq':
            return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
            return [];
    }
}
/** Note: May modify input array */
function getFirstKeyStartProps(prev) {
    if (prev.length === 0)
        return [];
    let i = prev.length;
    loop: while (--i >= 0) {
        switch (prev[i].type) {
            case 'doc-start':
            case 'explicit-key-ind':
            case 'map-value-ind':
            case 'seq-item-ind':
            case 'newline':
                break loop;
        }
    }
    while (prev[++i]?.type === 'space') {
        /* loop */
    }
    return prev.splice(i, prev.length);
}
function arrayPushArray(target, source) {
    // May exhaust call stack with large `source` array
    if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
    else
        for (let i = 0; i < source.length; ++i)
            target.push(source[i]);
}
function fixFlowSeqItems(fc) {
    if (fc.start.type === 'flow-seq-start') {
        for (const it of fc.items) {
            if (it.sep &&
                !it.value &&
                !includesToken(it.start, 'explicit-key-ind') &&
                !includesToken(it.sep, 'map-value-ind')) {
                if (it.key)
                    it.value = it.key;
                delete it.key;
                if (isFlowToken(it.value)) {
                    if (it.value.end)
                        arrayPushArray(it.value.end, it.sep);
                    else
                        it.value.end = it.sep;
                }
                else
                    arrayPushArray(it.start, it.sep);
                delete it.sep;
            }
        }
    }
}
/**
 * A YAML concrete syntax tree (CST) parser
 *
 * ```ts
 * const src: string = ...
 * for (const token of new Parser().parse(src)) {
 *   // token: Token
 * }
 * ```
 *
 * To use the parser with a user-provided lexer:
 *
 * ```ts
 * function* parse(source: string, lexer: Lexer) {
 *   const parser = new Parser()
 *   for (const lexeme of lexer.lex(source))
 *     yield* parser.next(lexeme)
 *   yield* parser.end()
 * }
 *
 * const src: string = ...
 * const lexer = new Lexer()
 * for (const token of parse(src, lexer)) {
 *   // token: Token
 * }
 * ```
 */
class Parser {
    /**
     * @param onNewLine - If defined, called separately with the start position of
     *   each new line (in `parse()`, including the start of input).
     */
    constructor(onNewLine) {
        /** If true, space and sequence indicators count as indentation */
        this.atNewLine = true;
        /** If true, next token is a scalar value */
        this.atScalar = false;
        /** Current indentation level */
        this.indent = 0;
        /** Current offset since the start of parsing */
        this.offset = 0;
        /** On the same line with a block map key */
        this.onKeyLine = false;
        /** Top indicates the node that's currently being built */
        this.stack = [];
        /** The source of the current token, set in parse() */
        this.source = '';
        /** The type of the current token, set in parse() */
        this.type = '';
        // Must be defined after `next()`
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
    }
    /**
     * Parse `source` as a YAML stream.
     * If `incomplete`, a part of the last line may be left as a buffer for the next call.
     *
     * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
     *
     * @returns A generator of tokens representing each directive, document, and other structure.
     */
    *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
            this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
            yield* this.next(lexeme);
        if (!incomplete)
            yield* this.end();
    }
    /**
     * Advance the parser by the `source` of one lexical token.
     */
    *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
            console.log('|', cst.prettyToken(source));
        if (this.atScalar) {
            this.atScalar = false;
            yield* this.step();
            this.offset += source.length;
            return;
        }
        const type = cst.tokenType(source);
        if (!type) {
            const message = `Not a YAML token: ${source}`;
            yield* this.pop({ type: 'error', offset: this.offset, message, source });
            this.offset += source.length;
        }
        else if (type === 'scalar') {
            this.atNewLine = false;
            this.atScalar = true;
            this.type = 'scalar';
        }
        else {
            this.type = type;
            yield* this.step();
            switch (type) {
                case 'newline':
                    this.atNewLine = true;
                    this.indent = 0;
                    if (this.onNewLine)
                        this.onNewLine(this.offset + source.length);
                    break;
                case 'space':
                    if (this.atNewLine && source[0] === ' ')
                        this.indent += source.length;
                    break;
                case 'explicit-key-ind':
                case 'map-value-ind':
                case 'seq-item-ind':
                    if (this.atNewLine)
                        this.indent += source.length;
                    break;
                case 'doc-mode':
                case 'flow-error-end':
                    return;
                default:
                    this.atNewLine = false;
            }
            this.offset += source.length;
        }
    }
    /** Call at end of input to push out any remaining constructions */
    *end() {
        while (this.stack.length > 0)
            yield* this.pop();
    }
    get sourceToken() {
        const st = {
            type: this.type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
        return st;
    }
    *step() {
        const top = this.peek(1);
        if (this.type === 'doc-end' && top?.type !== 'doc-end') {
            while (this.stack.length > 0)
                yield* this.pop();
            this.stack.push({
                type: 'doc-end',
                offset: this.offset,
                source: this.source
            });
            return;
        }
        if (!top)
            return yield* this.stream();
        switch (top.type) {
            case 'document':
                return yield* this.document(top);
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return yield* this.scalar(top);
            case 'block-scalar':
                return yield* this.blockScalar(top);
            case 'block-map':
                return yield* this.blockMap(top);
            case 'block-seq':
                return yield* this.blockSequence(top);
            case 'flow-collection':
                return yield* this.flowCollection(top);
            case 'doc-end':
                return yield* this.documentEnd(top);
        }
        /* istanbul ignore next should not happen */
        yield* this.pop();
    }
    peek(n) {
        return this.stack[this.stack.length - n];
    }
    *pop(error) {
        const token = error ?? this.stack.pop();
        /* istanbul ignore if should not happen */
        if (!token) {
            const message = 'Tried to pop an empty stack';
            yield { type: 'error', offset: this.offset, source: '', message };
        }
        else if (this.stack.length === 0) {
            yield token;
        }
        else {
            const top = this.peek(1);
            if (token.type === 'block-scalar') {
                // Block scalars use their parent rather than header indent
                token.indent = 'indent' in top ? top.indent : 0;
            }
            else if (token.type === 'flow-collection' && top.type === 'document') {
                // Ignore all indent for top-level flow collections
                token.indent = 0;
            }
            if (token.type === 'flow-collection')
                fixFlowSeqItems(token);
            switch (top.type) {
                case 'document':
                    top.value = token;
                    break;
                case 'block-scalar':
                    top.props.push(token); // error
                    break;
                case 'block-map': {
                    const it = top.items[top.items.length - 1];
                    if (it.value) {
                        top.items.push({ start: [], key: token, sep: [] });
                        this.onKeyLine = true;
                        return;
                    }
                    else if (it.sep) {
                        it.value = token;
                    }
                    else {
                        Object.assign(it, { key: token, sep: [] });
                        this.onKeyLine = !it.explicitKey;
                        return;
                    }
                    break;
                }
                case 'block-seq': {
                    const it = top.items[top.items.length - 1];
                    if (it.value)
                        top.items.push({ start: [], value: token });
                    else
                        it.value = token;
                    break;
                }
                case 'flow-collection': {
                    const it = top.items[top.items.length - 1];
                    if (!it || it.value)
                        top.items.push({ start: [], key: token, sep: [] });
                    else if (it.sep)
                        it.value = token;
                    else
                        Object.assign(it, { key: token, sep: [] });
                    return;
                }
                /* istanbul ignore next should not happen */
                default:
                    yield* this.pop();
                    yield* this.pop(token);
            }
            if ((top.type === 'document' ||
                top.type === 'block-map' ||
                top.type === 'block-seq') &&
                (token.type === 'block-map' || token.type === 'block-seq')) {
                const last = token.items[token.items.length - 1];
                if (last &&
                    !last.sep &&
                    !last.value &&
                    last.start.length > 0 &&
                    findNonEmptyIndex(last.start) === -1 &&
                    (token.indent === 0 ||
                        last.start.every(st => st.type !== 'comment' || st.indent < token.indent))) {
                    if (top.type === 'document')
                        top.end = last.start;
                    else
                        top.items.push({ start: last.start });
                    token.items.splice(-1, 1);
                }
            }
        }
    }
    *stream() {
        switch (this.type) {
            case 'directive-line':
                yield { type: 'directive', offset: this.offset, source: this.source };
                return;
            case 'byte-order-mark':
            case 'space':
            case 'comment':
            case 'newline':
                yield this.sourceToken;
                return;
            case 'doc-mode':
            case 'doc-start': {
                const doc = {
                    type: 'document',
                    offset: this.offset,
                    start: []
                };
                if (this.type === 'doc-start')
                    doc.start.push(this.sourceToken);
                this.stack.push(doc);
                return;
            }
        }
        yield {
            type: 'error',
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML stream`,
            source: this.source
        };
    }
    *document(doc) {
        if (doc.value)
            return yield* this.lineEnd(doc);
        switch (this.type) {
            case 'doc-start': {
                if (findNonEmptyIndex(doc.start) !== -1) {
                    yield* this.pop();
                    yield* this.step();
                }
                else
                    doc.start.push(this.sourceToken);
                return;
            }
            case 'anchor':
            case 'tag':
            case 'space':
            case 'comment':
            case 'newline':
                doc.start.push(this.sourceToken);
                return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
            this.stack.push(bv);
        else {
            yield {
                type: 'error',
                offset: this.offset,
                message: `Unexpected ${this.type} token in YAML document`,
                source: this.source
            };
        }
    }
    *scalar(scalar) {
        if (this.type === 'map-value-ind') {
            const prev = getPrevProps(this.peek(2));
            const start = getFirstKeyStartProps(prev);
            let sep;
            if (scalar.end) {
                sep = scalar.end;
                sep.push(this.sourceToken);
                delete scalar.end;
            }
            else
                sep = [this.sourceToken];
            const map = {
                type: 'block-map',
                offset: scalar.offset,
                indent: scalar.indent,
                items: [{ start, key: scalar, sep }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
        }
        else
            yield* this.lineEnd(scalar);
    }
    *blockScalar(scalar) {
        switch (this.type) {
            case 'space':
            case 'comment':
            case 'newline':
                scalar.props.push(this.sourceToken);
                return;
            case 'scalar':
                scalar.source = this.source;
                // block-scalar source includes trailing newline
                this.atNewLine = true;
                this.indent = 0;
                if (this.onNewLine) {
                    let nl = this.source.indexOf('\n') + 1;
                    while (nl !== 0) {
                        this.onNewLine(this.offset + nl);
                        nl = this.source.indexOf('\n', nl) + 1;
                    }
                }
                yield* this.pop();
                break;
            /* istanbul ignore next should not happen */
            default:
                yield* this.pop();
                yield* this.step();
        }
    }
    *blockMap(map) {
        const it = map.items[map.items.length - 1];
        // it.sep is true-ish if pair already has key or : separator
        switch (this.type) {
            case 'newline':
                this.onKeyLine = false;
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    it.start.push(this.sourceToken);
                }
                return;
            case 'space':
            case 'comment':
                if (it.value) {
                    map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    if (this.atIndentedComment(it.start, map.indent)) {
                        const prev = map.items[map.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            map.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
        }
        if (this.indent >= map.indent) {
            const atMapIndent = !this.onKeyLine && this.indent === map.indent;
            const atNextItem = atMapIndent &&
                (it.sep || it.explicitKey) &&
                this.type !== 'seq-item-ind';
            // For empty nodes, assign newline-separated not indented empty tokens to following node
            let start = [];
            if (atNextItem && it.sep && !it.value) {
                const nl = [];
                for (let i = 0; i < it.sep.length; ++i) {
                    const st = it.sep[i];
                    switch (st.type) {
                        case 'newline':
                            nl.push(i);
                            break;
                        case 'space':
                            break;
                        case 'comment':
                            if (st.indent > map.indent)
                                nl.length = 0;
                            break;
                        default:
                            nl.length = 0;
                    }
                }
                if (nl.length >= 2)
                    start = it.sep.splice(nl[1]);
            }
            switch (this.type) {
                case 'anchor':
                case 'tag':
                    if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        it.sep.push(this.sourceToken);
                    }
                    else {
                        it.start.push(this.sourceToken);
                    }
                    return;
                case 'explicit-key-ind':
                    if (!it.sep && !it.explicitKey) {
                        it.start.push(this.sourceToken);
                        it.explicitKey = true;
                    }
                    else if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start, explicitKey: true });
                    }
                    else {
                        this.stack.push({
                            type: 'block-map',
                            offset: this.offset,
                            indent: this.indent,
                            items: [{ start: [this.sourceToken], explicitKey: true }]
                        });
                    }
                    this.onKeyLine = true;
                    return;
                case 'map-value-ind':
                    if (it.explicitKey) {
                        if (!it.sep) {
                            if (includesToken(it.start, 'newline')) {
                                Object.assign(it, { key: null, sep: [this.sourceToken] });
                            }
                            else {
                                const start = getFirstKeyStartProps(it.start);
                                this.stack.push({
                                    type: 'block-map',
                                    offset: this.offset,
                                    indent: this.indent,
                                    items: [{ start, key: null, sep: [this.sourceToken] }]
                                });
                            }
                        }
                        else if (it.value) {
                            map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else if (isFlowToken(it.key) &&
                            !includesToken(it.sep, 'newline')) {
                            const start = getFirstKeyStartProps(it.start);
                            const key = it.key;
                            const sep = it.sep;
                            sep.push(this.sourceToken);
                            // @ts-expect-error type guard is wrong here
                            delete it.key;
                            // @ts-expect-error type guard is wrong here
                            delete it.sep;
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key, sep }]
                            });
                        }
                        else if (start.length > 0) {
                            // Not actually at next item
                            it.sep = it.sep.concat(start, this.sourceToken);
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    else {
                        if (!it.sep) {
                            Object.assign(it, { key: null, sep: [this.sourceToken] });
                        }
                        else if (it.value || atNextItem) {
                            map.items.push({ start, key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start: [], key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    this.onKeyLine = true;
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (atNextItem || it.value) {
                        map.items.push({ start, key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        this.stack.push(fs);
                    }
                    else {
                        Object.assign(it, { key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    return;
                }
                default: {
                    const bv = this.startBlockValue(map);
                    if (bv) {
                        if (bv.type === 'block-seq') {
                            if (!it.explicitKey &&
                                it.sep &&
                                !includesToken(it.sep, 'newline')) {
                                yield* this.pop({
                                    type: 'error',
                                    offset: this.offset,
                                    message: 'Unexpected block-seq-ind on same line with key',
                                    source: this.source
                                });
                                return;
                            }
                        }
                        else if (atMapIndent) {
                            map.items.push({ start });
                        }
                        this.stack.push(bv);
                        return;
                    }
                }
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
            case 'newline':
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        seq.items.push({ start: [this.sourceToken] });
                }
                else
                    it.start.push(this.sourceToken);
                return;
            case 'space':
            case 'comment':
                if (it.value)
                    seq.items.push({ start: [this.sourceToken] });
                else {
                    if (this.atIndentedComment(it.start, seq.indent)) {
                        const prev = seq.items[seq.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            seq.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
            case 'anchor':
            case 'tag':
                if (it.value || this.indent <= seq.indent)
                    break;
                it.start.push(this.sourceToken);
                return;
            case 'seq-item-ind':
                if (this.indent !== seq.indent)
                    break;
                if (it.value || includesToken(it.start, 'seq-item-ind'))
                    seq.items.push({ start: [this.sourceToken] });
                else
                    it.start.push(this.sourceToken);
                return;
        }
        if (this.indent > seq.indent) {
            const bv = this.startBlockValue(seq);
            if (bv) {
                this.stack.push(bv);
                return;
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === 'flow-error-end') {
            let top;
            do {
                yield* this.pop();
                top = this.peek(1);
            } while (top?.type === 'flow-collection');
        }
        else if (fc.end.length === 0) {
            switch (this.type) {
                case 'comma':
                case 'explicit-key-ind':
                    if (!it || it.sep)
                        fc.items.push({ start: [this.sourceToken] });
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'map-value-ind':
                    if (!it || it.value)
                        fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        Object.assign(it, { key: null, sep: [this.sourceToken] });
                    return;
                case 'space':
                case 'comment':
                case 'newline':
                case 'anchor':
                case 'tag':
                    if (!it || it.value)
                        fc.items.push({ start: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (!it || it.value)
                        fc.items.push({ start: [], key: fs, sep: [] });
                    else if (it.sep)
                        this.stack.push(fs);
                    else
                        Object.assign(it, { key: fs, sep: [] });
                    return;
                }
                case 'flow-map-end':
                case 'flow-seq-end':
                    fc.end.push(this.sourceToken);
                    return;
            }
            const bv = this.startBlockValue(fc);
            /* istanbul ignore else should not happen */
            if (bv)
                this.stack.push(bv);
            else {
                yield* this.pop();
                yield* this.step();
            }
        }
        else {
            const parent = this.peek(2);
            if (parent.type === 'block-map' &&
                ((this.type === 'map-value-ind' && parent.indent === fc.indent) ||
                    (this.type === 'newline' &&
                        !parent.items[parent.items.length - 1].sep))) {
                yield* this.pop();
                yield* this.step();
            }
            else if (this.type === 'map-value-ind' &&
                parent.type !== 'flow-collection') {
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                fixFlowSeqItems(fc);
                const sep = fc.end.splice(1, fc.end.length);
                sep.push(this.sourceToken);
                const map = {
                    type: 'block-map',
                    offset: fc.offset,
                    indent: fc.indent,
                    items: [{ start, key: fc, sep }]
                };
                this.onKeyLine = true;
                this.stack[this.stack.length - 1] = map;
            }
            else {
                yield* this.lineEnd(fc);
            }
        }
    }
    flowScalar(type) {
        if (this.onNewLine) {
            let nl = this.source.indexOf('\n') + 1;
            while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf('\n', nl) + 1;
            }
        }
        return {
            type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
    }
    startBlockValue(parent) {
        switch (this.type) {
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return this.flowScalar(this.type);
            case 'block-scalar-header':
                return {
                    type: 'block-scalar',
                    offset: this.offset,
                    indent: this.indent,
                    props: [this.sourceToken],
                    source: ''
                };
            case 'flow-map-start':
            case 'flow-seq-start':
                return {
                    type: 'flow-collection',
                    offset: this.offset,
                    indent: this.indent,
                    start: this.sourceToken,
                    items: [],
                    end: []
                };
            case 'seq-item-ind':
                return {
                    type: 'block-seq',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [this.sourceToken] }]
                };
            case 'explicit-key-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                start.push(this.sourceToken);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, explicitKey: true }]
                };
            }
            case 'map-value-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                };
            }
        }
        return null;
    }
    atIndentedComment(start, indent) {
        if (this.type !== 'comment')
            return false;
        if (this.indent <= indent)
            return false;
        return start.every(st => st.type === 'newline' || st.type === 'space');
    }
    *documentEnd(docEnd) {
        if (this.type !== 'doc-mode') {
            if (docEnd.end)
                docEnd.end.push(this.sourceToken);
            else
                docEnd.end = [this.sourceToken];
            if (this.type === 'newline')
                yield* this.pop();
        }
    }
    *lineEnd(token) {
        switch (this.type) {
            case 'comma':
            case 'doc-start':
            case 'doc-end':
            case 'flow-seq-end':
            case 'flow-map-end':
            case 'map-value-ind':
                yield* this.pop();
                yield* this.step();
                break;
            case 'newline':
                this.onKeyLine = false;
            // fallthrough
            case 'space':
            case 'comment':
            default:
                // all other values are errors
                if (token.end)
                    token.end.push(this.sourceToken);
                else
                    token.end = [this.sourceToken];
                if (this.type === 'newline')
                    yield* this.pop();
        }
    }
}

exports.Parser = Parser;


/***/ }),

/***/ 4047:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var composer = __nccwpck_require__(9984);
var Document = __nccwpck_require__(3021);
var errors = __nccwpck_require__(1464);
var log = __nccwpck_require__(7249);
var identity = __nccwpck_require__(1127);
var lineCounter = __nccwpck_require__(6628);
var parser = __nccwpck_require__(3456);

function parseOptions(options) {
    const prettyErrors = options.prettyErrors !== false;
    const lineCounter$1 = options.lineCounter || (prettyErrors && new lineCounter.LineCounter()) || null;
    return { lineCounter: lineCounter$1, prettyErrors };
}
/**
 * Parse the input as a stream of YAML documents.
 *
 * Documents should be separated from each other by `...` or `---` marker lines.
 *
 * @returns If an empty `docs` array is returned, it will be of type
 *   EmptyStream and contain additional stream information. In
 *   TypeScript, you should use `'empty' in docs` as a type guard for it.
 */
function parseAllDocuments(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    const docs = Array.from(composer$1.compose(parser$1.parse(source)));
    if (prettyErrors && lineCounter)
        for (const doc of docs) {
            doc.errors.forEach(errors.prettifyError(source, lineCounter));
            doc.warnings.forEach(errors.prettifyError(source, lineCounter));
        }
    if (docs.length > 0)
        return docs;
    return Object.assign([], { empty: true }, composer$1.streamInfo());
}
/** Parse an input string into a single YAML.Document */
function parseDocument(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    // `doc` is always set by compose.end(true) at the very latest
    let doc = null;
    for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
            doc = _doc;
        else if (doc.options.logLevel !== 'silent') {
            doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), 'MULTIPLE_DOCS', 'Source contains multiple documents; please use YAML.parseAllDocuments()'));
            break;
        }
    }
    if (prettyErrors && lineCounter) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter));
    }
    return doc;
}
function parse(src, reviver, options) {
    let _reviver = undefined;
    if (typeof reviver === 'function') {
        _reviver = reviver;
    }
    else if (options === undefined && reviver && typeof reviver === 'object') {
        options = reviver;
    }
    const doc = parseDocument(src, options);
    if (!doc)
        return null;
    doc.warnings.forEach(warning => log.warn(doc.options.logLevel, warning));
    if (doc.errors.length > 0) {
        if (doc.options.logLevel !== 'silent')
            throw doc.errors[0];
        else
            doc.errors = [];
    }
    return doc.toJS(Object.assign({ reviver: _reviver }, options));
}
function stringify(value, replacer, options) {
    let _replacer = null;
    if (typeof replacer === 'function' || Array.isArray(replacer)) {
        _replacer = replacer;
    }
    else if (options === undefined && replacer) {
        options = replacer;
    }
    if (typeof options === 'string')
        options = options.length;
    if (typeof options === 'number') {
        const indent = Math.round(options);
        options = indent < 1 ? undefined : indent > 8 ? { indent: 8 } : { indent };
    }
    if (value === undefined) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
            return undefined;
    }
    if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
    return new Document.Document(value, _replacer, options).toString(options);
}

exports.parse = parse;
exports.parseAllDocuments = parseAllDocuments;
exports.parseDocument = parseDocument;
exports.stringify = stringify;


/***/ }),

/***/ 5840:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var map = __nccwpck_require__(7451);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var tags = __nccwpck_require__(18);

const sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
class Schema {
    constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat)
            ? tags.getTags(compat, 'compat')
            : compat
                ? tags.getTags(null, compat)
                : null;
        this.name = (typeof schema === 'string' && schema) || 'core';
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        // Used by createMap()
        this.sortMapEntries =
            typeof sortMapEntries === 'function'
                ? sortMapEntries
                : sortMapEntries === true
                    ? sortMapEntriesByKey
                    : null;
    }
    clone() {
        const copy = Object.create(Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
    }
}

exports.Schema = Schema;


/***/ }),

/***/ 7451:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var YAMLMap = __nccwpck_require__(4454);

const map = {
    collection: 'map',
    default: true,
    nodeClass: YAMLMap.YAMLMap,
    tag: 'tag:yaml.org,2002:map',
    resolve(map, onError) {
        if (!identity.isMap(map))
            onError('Expected a mapping for this tag');
        return map;
    },
    createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
};

exports.map = map;


/***/ }),

/***/ 3632:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

const nullTag = {
    identify: value => value == null,
    createNode: () => new Scalar.Scalar(null),
    default: true,
    tag: 'tag:yaml.org,2002:null',
    test: /^(?:~|[Nn]ull|NULL)?$/,
    resolve: () => new Scalar.Scalar(null),
    stringify: ({ source }, ctx) => typeof source === 'string' && nullTag.test.test(source)
        ? source
        : ctx.options.nullStr
};

exports.nullTag = nullTag;


/***/ }),

/***/ 1706:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var YAMLSeq = __nccwpck_require__(2223);

const seq = {
    collection: 'seq',
    default: true,
    nodeClass: YAMLSeq.YAMLSeq,
    tag: 'tag:yaml.org,2002:seq',
    resolve(seq, onError) {
        if (!identity.isSeq(seq))
            onError('Expected a sequence for this tag');
        return seq;
    },
    createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
};

exports.seq = seq;


/***/ }),

/***/ 6464:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyString = __nccwpck_require__(3069);

const string = {
    identify: value => typeof value === 'string',
    default: true,
    tag: 'tag:yaml.org,2002:str',
    resolve: str => str,
    stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
    }
};

exports.string = string;


/***/ }),

/***/ 3959:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

const boolTag = {
    identify: value => typeof value === 'boolean',
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
    resolve: str => new Scalar.Scalar(str[0] === 't' || str[0] === 'T'),
    stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
            const sv = source[0] === 't' || source[0] === 'T';
            if (value === sv)
                return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
};

exports.boolTag = boolTag;


/***/ }),

/***/ 8405:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var stringifyNumber = __nccwpck_require__(8689);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: str => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
    resolve: str => parseFloat(str),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf('.');
        if (dot !== -1 && str[str.length - 1] === '0')
            node.minFractionDigits = str.length - dot - 1;
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 9874:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
const intResolve = (str, offset, radix, { intAsBigInt }) => (intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix));
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
    return stringifyNumber.stringifyNumber(node);
}
const intOct = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^0o[0-7]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
    stringify: node => intStringify(node, 8, '0o')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^0x[0-9a-fA-F]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 896:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var bool = __nccwpck_require__(3959);
var float = __nccwpck_require__(8405);
var int = __nccwpck_require__(9874);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.boolTag,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float
];

exports.schema = schema;


/***/ }),

/***/ 3559:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var map = __nccwpck_require__(7451);
var seq = __nccwpck_require__(1706);

function intIdentify(value) {
    return typeof value === 'bigint' || Number.isInteger(value);
}
const stringifyJSON = ({ value }) => JSON.stringify(value);
const jsonScalars = [
    {
        identify: value => typeof value === 'string',
        default: true,
        tag: 'tag:yaml.org,2002:str',
        resolve: str => str,
        stringify: stringifyJSON
    },
    {
        identify: value => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: 'tag:yaml.org,2002:null',
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
    },
    {
        identify: value => typeof value === 'boolean',
        default: true,
        tag: 'tag:yaml.org,2002:bool',
        test: /^true$|^false$/,
        resolve: str => str === 'true',
        stringify: stringifyJSON
    },
    {
        identify: intIdentify,
        default: true,
        tag: 'tag:yaml.org,2002:int',
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
    },
    {
        identify: value => typeof value === 'number',
        default: true,
        tag: 'tag:yaml.org,2002:float',
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: str => parseFloat(str),
        stringify: stringifyJSON
    }
];
const jsonError = {
    default: true,
    tag: '',
    test: /^/,
    resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
    }
};
const schema = [map.map, seq.seq].concat(jsonScalars, jsonError);

exports.schema = schema;


/***/ }),

/***/ 18:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var bool = __nccwpck_require__(3959);
var float = __nccwpck_require__(8405);
var int = __nccwpck_require__(9874);
var schema = __nccwpck_require__(896);
var schema$1 = __nccwpck_require__(3559);
var binary = __nccwpck_require__(6083);
var merge = __nccwpck_require__(452);
var omap = __nccwpck_require__(303);
var pairs = __nccwpck_require__(8385);
var schema$2 = __nccwpck_require__(5913);
var set = __nccwpck_require__(1528);
var timestamp = __nccwpck_require__(6752);

const schemas = new Map([
    ['core', schema.schema],
    ['failsafe', [map.map, seq.seq, string.string]],
    ['json', schema$1.schema],
    ['yaml11', schema$2.schema],
    ['yaml-1.1', schema$2.schema]
]);
const tagsByName = {
    binary: binary.binary,
    bool: bool.boolTag,
    float: float.float,
    floatExp: float.floatExp,
    floatNaN: float.floatNaN,
    floatTime: timestamp.floatTime,
    int: int.int,
    intHex: int.intHex,
    intOct: int.intOct,
    intTime: timestamp.intTime,
    map: map.map,
    merge: merge.merge,
    null: _null.nullTag,
    omap: omap.omap,
    pairs: pairs.pairs,
    seq: seq.seq,
    set: set.set,
    timestamp: timestamp.timestamp
};
const coreKnownTags = {
    'tag:yaml.org,2002:binary': binary.binary,
    'tag:yaml.org,2002:merge': merge.merge,
    'tag:yaml.org,2002:omap': omap.omap,
    'tag:yaml.org,2002:pairs': pairs.pairs,
    'tag:yaml.org,2002:set': set.set,
    'tag:yaml.org,2002:timestamp': timestamp.timestamp
};
function getTags(customTags, schemaName, addMergeTag) {
    const schemaTags = schemas.get(schemaName);
    if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge)
            ? schemaTags.concat(merge.merge)
            : schemaTags.slice();
    }
    let tags = schemaTags;
    if (!tags) {
        if (Array.isArray(customTags))
            tags = [];
        else {
            const keys = Array.from(schemas.keys())
                .filter(key => key !== 'yaml11')
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
    }
    if (Array.isArray(customTags)) {
        for (const tag of customTags)
            tags = tags.concat(tag);
    }
    else if (typeof customTags === 'function') {
        tags = customTags(tags.slice());
    }
    if (addMergeTag)
        tags = tags.concat(merge.merge);
    return tags.reduce((tags, tag) => {
        const tagObj = typeof tag === 'string' ? tagsByName[tag] : tag;
        if (!tagObj) {
            const tagName = JSON.stringify(tag);
            const keys = Object.keys(tagsByName)
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags.includes(tagObj))
            tags.push(tagObj);
        return tags;
    }, []);
}

exports.coreKnownTags = coreKnownTags;
exports.getTags = getTags;


/***/ }),

/***/ 6083:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_buffer = __nccwpck_require__(181);
var Scalar = __nccwpck_require__(3301);
var stringifyString = __nccwpck_require__(3069);

const binary = {
    identify: value => value instanceof Uint8Array, // Buffer inherits from Uint8Array
    default: false,
    tag: 'tag:yaml.org,2002:binary',
    /**
     * Returns a Buffer in node and an Uint8Array in browsers
     *
     * To use the resulting buffer as an image, you'll want to do something like:
     *
     *   const blob = new Blob([buffer], { type: 'image/jpeg' })
     *   document.querySelector('#photo').src = URL.createObjectURL(blob)
     */
    resolve(src, onError) {
        if (typeof node_buffer.Buffer === 'function') {
            return node_buffer.Buffer.from(src, 'base64');
        }
        else if (typeof atob === 'function') {
            // On IE 11, atob() can't handle newlines
            const str = atob(src.replace(/[\n\r]/g, ''));
            const buffer = new Uint8Array(str.length);
            for (let i = 0; i < str.length; ++i)
                buffer[i] = str.charCodeAt(i);
            return buffer;
        }
        else {
            onError('This environment does not support reading binary tags; either Buffer or atob is required');
            return src;
        }
    },
    stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
            return '';
        const buf = value; // checked earlier by binary.identify()
        let str;
        if (typeof node_buffer.Buffer === 'function') {
            str =
                buf instanceof node_buffer.Buffer
                    ? buf.toString('base64')
                    : node_buffer.Buffer.from(buf.buffer).toString('base64');
        }
        else if (typeof btoa === 'function') {
            let s = '';
            for (let i = 0; i < buf.length; ++i)
                s += String.fromCharCode(buf[i]);
            str = btoa(s);
        }
        else {
            throw new Error('This environment does not support writing binary tags; either Buffer or btoa is required');
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
            const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
            const n = Math.ceil(str.length / lineWidth);
            const lines = new Array(n);
            for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
                lines[i] = str.substr(o, lineWidth);
            }
            str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? '\n' : ' ');
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
    }
};

exports.binary = binary;


/***/ }),

/***/ 8398:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

function boolStringify({ value, source }, ctx) {
    const boolObj = value ? trueTag : falseTag;
    if (source && boolObj.test.test(source))
        return source;
    return value ? ctx.options.trueStr : ctx.options.falseStr;
}
const trueTag = {
    identify: value => value === true,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
    resolve: () => new Scalar.Scalar(true),
    stringify: boolStringify
};
const falseTag = {
    identify: value => value === false,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
    resolve: () => new Scalar.Scalar(false),
    stringify: boolStringify
};

exports.falseTag = falseTag;
exports.trueTag = trueTag;


/***/ }),

/***/ 5782:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var stringifyNumber = __nccwpck_require__(8689);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: (str) => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
    resolve: (str) => parseFloat(str.replace(/_/g, '')),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, '')));
        const dot = str.indexOf('.');
        if (dot !== -1) {
            const f = str.substring(dot + 1).replace(/_/g, '');
            if (f[f.length - 1] === '0')
                node.minFractionDigits = f.length;
        }
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 873:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
function intResolve(str, offset, radix, { intAsBigInt }) {
    const sign = str[0];
    if (sign === '-' || sign === '+')
        offset += 1;
    str = str.substring(offset).replace(/_/g, '');
    if (intAsBigInt) {
        switch (radix) {
            case 2:
                str = `0b${str}`;
                break;
            case 8:
                str = `0o${str}`;
                break;
            case 16:
                str = `0x${str}`;
                break;
        }
        const n = BigInt(str);
        return sign === '-' ? BigInt(-1) * n : n;
    }
    const n = parseInt(str, radix);
    return sign === '-' ? -1 * n : n;
}
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? '-' + prefix + str.substr(1) : prefix + str;
    }
    return stringifyNumber.stringifyNumber(node);
}
const intBin = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'BIN',
    test: /^[-+]?0b[0-1_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
    stringify: node => intStringify(node, 2, '0b')
};
const intOct = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^[-+]?0[0-7_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
    stringify: node => intStringify(node, 8, '0')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9][0-9_]*$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^[-+]?0x[0-9a-fA-F_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intBin = intBin;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 452:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);

// If the value associated with a merge key is a single mapping node, each of
// its key/value pairs is inserted into the current mapping, unless the key
// already exists in it. If the value associated with the merge key is a
// sequence, then this sequence is expected to contain mapping nodes and each
// of these nodes is merged in turn according to its order in the sequence.
// Keys in mapping nodes earlier in the sequence override keys specified in
// later mapping nodes. -- http://yaml.org/type/merge.html
const MERGE_KEY = '<<';
const merge = {
    identify: value => value === MERGE_KEY ||
        (typeof value === 'symbol' && value.description === MERGE_KEY),
    default: 'key',
    tag: 'tag:yaml.org,2002:merge',
    test: /^<<$/,
    resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
    }),
    stringify: () => MERGE_KEY
};
const isMergeKey = (ctx, key) => (merge.identify(key) ||
    (identity.isScalar(key) &&
        (!key.type || key.type === Scalar.Scalar.PLAIN) &&
        merge.identify(key.value))) &&
    ctx?.doc.schema.tags.some(tag => tag.tag === merge.tag && tag.default);
function addMergeToJSMap(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (identity.isSeq(source))
        for (const it of source.items)
            mergeValue(ctx, map, it);
    else if (Array.isArray(source))
        for (const it of source)
            mergeValue(ctx, map, it);
    else
        mergeValue(ctx, map, source);
}
function mergeValue(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (!identity.isMap(source))
        throw new Error('Merge sources must be maps or map aliases');
    const srcMap = source.toJSON(null, ctx, Map);
    for (const [key, value] of srcMap) {
        if (map instanceof Map) {
            if (!map.has(key))
                map.set(key, value);
        }
        else if (map instanceof Set) {
            map.add(key);
        }
        else if (!Object.prototype.hasOwnProperty.call(map, key)) {
            Object.defineProperty(map, key, {
                value,
                writable: true,
                enumerable: true,
                configurable: true
            });
        }
    }
    return map;
}
function resolveAliasValue(ctx, value) {
    return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
}

exports.addMergeToJSMap = addMergeToJSMap;
exports.isMergeKey = isMergeKey;
exports.merge = merge;


/***/ }),

/***/ 303:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var pairs = __nccwpck_require__(8385);

class YAMLOMap extends YAMLSeq.YAMLSeq {
    constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = YAMLOMap.tag;
    }
    /**
     * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
     * but TypeScript won't allow widening the signature of a child method.
     */
    toJSON(_, ctx) {
        if (!ctx)
            return super.toJSON(_);
        const map = new Map();
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const pair of this.items) {
            let key, value;
            if (identity.isPair(pair)) {
                key = toJS.toJS(pair.key, '', ctx);
                value = toJS.toJS(pair.value, key, ctx);
            }
            else {
                key = toJS.toJS(pair, '', ctx);
            }
            if (map.has(key))
                throw new Error('Ordered maps must not include duplicate keys');
            map.set(key, value);
        }
        return map;
    }
    static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap = new this();
        omap.items = pairs$1.items;
        return omap;
    }
}
YAMLOMap.tag = 'tag:yaml.org,2002:omap';
const omap = {
    collection: 'seq',
    identify: value => value instanceof Map,
    nodeClass: YAMLOMap,
    default: false,
    tag: 'tag:yaml.org,2002:omap',
    resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
            if (identity.isScalar(key)) {
                if (seenKeys.includes(key.value)) {
                    onError(`Ordered maps must not include duplicate keys: ${key.value}`);
                }
                else {
                    seenKeys.push(key.value);
                }
            }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
    },
    createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
};

exports.YAMLOMap = YAMLOMap;
exports.omap = omap;


/***/ }),

/***/ 8385:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);
var YAMLSeq = __nccwpck_require__(2223);

function resolvePairs(seq, onError) {
    if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
            let item = seq.items[i];
            if (identity.isPair(item))
                continue;
            else if (identity.isMap(item)) {
                if (item.items.length > 1)
                    onError('Each pair must have its own sequence indicator');
                const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
                if (item.commentBefore)
                    pair.key.commentBefore = pair.key.commentBefore
                        ? `${item.commentBefore}\n${pair.key.commentBefore}`
                        : item.commentBefore;
                if (item.comment) {
                    const cn = pair.value ?? pair.key;
                    cn.comment = cn.comment
                        ? `${item.comment}\n${cn.comment}`
                        : item.comment;
                }
                item = pair;
            }
            seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
    }
    else
        onError('Expected a sequence for this tag');
    return seq;
}
function createPairs(schema, iterable, ctx) {
    const { replacer } = ctx;
    const pairs = new YAMLSeq.YAMLSeq(schema);
    pairs.tag = 'tag:yaml.org,2002:pairs';
    let i = 0;
    if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
            if (typeof replacer === 'function')
                it = replacer.call(iterable, String(i++), it);
            let key, value;
            if (Array.isArray(it)) {
                if (it.length === 2) {
                    key = it[0];
                    value = it[1];
                }
                else
                    throw new TypeError(`Expected [key, value] tuple: ${it}`);
            }
            else if (it && it instanceof Object) {
                const keys = Object.keys(it);
                if (keys.length === 1) {
                    key = keys[0];
                    value = it[key];
                }
                else {
                    throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
                }
            }
            else {
                key = it;
            }
            pairs.items.push(Pair.createPair(key, value, ctx));
        }
    return pairs;
}
const pairs = {
    collection: 'seq',
    default: false,
    tag: 'tag:yaml.org,2002:pairs',
    resolve: resolvePairs,
    createNode: createPairs
};

exports.createPairs = createPairs;
exports.pairs = pairs;
exports.resolvePairs = resolvePairs;


/***/ }),

/***/ 5913:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var binary = __nccwpck_require__(6083);
var bool = __nccwpck_require__(8398);
var float = __nccwpck_require__(5782);
var int = __nccwpck_require__(873);
var merge = __nccwpck_require__(452);
var omap = __nccwpck_require__(303);
var pairs = __nccwpck_require__(8385);
var set = __nccwpck_require__(1528);
var timestamp = __nccwpck_require__(6752);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.trueTag,
    bool.falseTag,
    int.intBin,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float,
    binary.binary,
    merge.merge,
    omap.omap,
    pairs.pairs,
    set.set,
    timestamp.intTime,
    timestamp.floatTime,
    timestamp.timestamp
];

exports.schema = schema;


/***/ }),

/***/ 1528:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);

class YAMLSet extends YAMLMap.YAMLMap {
    constructor(schema) {
        super(schema);
        this.tag = YAMLSet.tag;
    }
    add(key) {
        let pair;
        if (identity.isPair(key))
            pair = key;
        else if (key &&
            typeof key === 'object' &&
            'key' in key &&
            'value' in key &&
            key.value === null)
            pair = new Pair.Pair(key.key, null);
        else
            pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
            this.items.push(pair);
    }
    /**
     * If `keepPair` is `true`, returns the Pair matching `key`.
     * Otherwise, returns the value of that Pair's key.
     */
    get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair)
            ? identity.isScalar(pair.key)
                ? pair.key.value
                : pair.key
            : pair;
    }
    set(key, value) {
        if (typeof value !== 'boolean')
            throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
            this.items.splice(this.items.indexOf(prev), 1);
        }
        else if (!prev && value) {
            this.items.push(new Pair.Pair(key));
        }
    }
    toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        if (this.hasAllNullValues(true))
            return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
            throw new Error('Set items must all have null values');
    }
    static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
            for (let value of iterable) {
                if (typeof replacer === 'function')
                    value = replacer.call(iterable, value, value);
                set.items.push(Pair.createPair(value, null, ctx));
            }
        return set;
    }
}
YAMLSet.tag = 'tag:yaml.org,2002:set';
const set = {
    collection: 'map',
    identify: value => value instanceof Set,
    nodeClass: YAMLSet,
    default: false,
    tag: 'tag:yaml.org,2002:set',
    createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
    resolve(map, onError) {
        if (identity.isMap(map)) {
            if (map.hasAllNullValues(true))
                return Object.assign(new YAMLSet(), map);
            else
                onError('Set items must all have null values');
        }
        else
            onError('Expected a mapping for this tag');
        return map;
    }
};

exports.YAMLSet = YAMLSet;
exports.set = set;


/***/ }),

/***/ 6752:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

/** Internal types handle bigint as number, because TS can't figure it out. */
function parseSexagesimal(str, asBigInt) {
    const sign = str[0];
    const parts = sign === '-' || sign === '+' ? str.substring(1) : str;
    const num = (n) => asBigInt ? BigInt(n) : Number(n);
    const res = parts
        .replace(/_/g, '')
        .split(':')
        .reduce((res, p) => res * num(60) + num(p), num(0));
    return (sign === '-' ? num(-1) * res : res);
}
/**
 * hhhh:mm:ss.sss
 *
 * Internal types handle bigint as number, because TS can't figure it out.
 */
function stringifySexagesimal(node) {
    let { value } = node;
    let num = (n) => n;
    if (typeof value === 'bigint')
        num = n => BigInt(n);
    else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
    let sign = '';
    if (value < 0) {
        sign = '-';
        value *= num(-1);
    }
    const _60 = num(60);
    const parts = [value % _60]; // seconds, including ms
    if (value < 60) {
        parts.unshift(0); // at least one : is required
    }
    else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60); // minutes
        if (value >= 60) {
            value = (value - parts[0]) / _60;
            parts.unshift(value); // hours
        }
    }
    return (sign +
        parts
            .map(n => String(n).padStart(2, '0'))
            .join(':')
            .replace(/000000\d*$/, '') // % 60 may introduce error
    );
}
const intTime = {
    identify: value => typeof value === 'bigint' || Number.isInteger(value),
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
    resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
    stringify: stringifySexagesimal
};
const floatTime = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
    resolve: str => parseSexagesimal(str, false),
    stringify: stringifySexagesimal
};
const timestamp = {
    identify: value => value instanceof Date,
    default: true,
    tag: 'tag:yaml.org,2002:timestamp',
    // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
    // may be omitted altogether, resulting in a date format. In such a case, the time part is
    // assumed to be 00:00:00Z (start of day, UTC).
    test: RegExp('^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})' + // YYYY-Mm-Dd
        '(?:' + // time is optional
        '(?:t|T|[ \\t]+)' + // t | T | whitespace
        '([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)' + // Hh:Mm:Ss(.ss)?
        '(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?' + // Z | +5 | -03:30
        ')?$'),
    resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
            throw new Error('!!timestamp expects a date, starting with yyyy-mm-dd');
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + '00').substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== 'Z') {
            let d = parseSexagesimal(tz, false);
            if (Math.abs(d) < 30)
                d *= 60;
            date -= 60000 * d;
        }
        return new Date(date);
    },
    stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, '') ?? ''
};

exports.floatTime = floatTime;
exports.intTime = intTime;
exports.timestamp = timestamp;


/***/ }),

/***/ 4475:
/***/ ((__unused_webpack_module, exports) => {



const FOLD_FLOW = 'flow';
const FOLD_BLOCK = 'block';
const FOLD_QUOTED = 'quoted';
/**
 * Tries to keep input at up to `lineWidth` characters, splitting only on spaces
 * not followed by newlines or spaces unless `mode` is `'quoted'`. Lines are
 * terminated with `\n` and started with `indent`.
 */
function foldFlowLines(text, indent, mode = 'flow', { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
    if (!lineWidth || lineWidth < 0)
        return text;
    if (lineWidth < minContentWidth)
        minContentWidth = 0;
    const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
    if (text.length <= endStep)
        return text;
    const folds = [];
    const escapedFolds = {};
    let end = lineWidth - indent.length;
    if (typeof indentAtStart === 'number') {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
            folds.push(0);
        else
            end = lineWidth - indentAtStart;
    }
    let split = undefined;
    let prev = undefined;
    let overflow = false;
    let i = -1;
    let escStart = -1;
    let escEnd = -1;
    if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
            end = i + endStep;
    }
    for (let ch; (ch = text[(i += 1)]);) {
        if (mode === FOLD_QUOTED && ch === '\\') {
            escStart = i;
            switch (text[i + 1]) {
                case 'x':
                    i += 3;
                    break;
                case 'u':
                    i += 5;
                    break;
                case 'U':
                    i += 9;
                    break;
                default:
                    i += 1;
            }
            escEnd = i;
        }
        if (ch === '\n') {
            if (mode === FOLD_BLOCK)
                i = consumeMoreIndentedLines(text, i, indent.length);
            end = i + indent.length + endStep;
            split = undefined;
        }
        else {
            if (ch === ' ' &&
                prev &&
                prev !== ' ' &&
                prev !== '\n' &&
                prev !== '\t') {
                // space surrounded by non-space can be replaced with newline + indent
                const next = text[i + 1];
                if (next && next !== ' ' && next !== '\n' && next !== '\t')
                    split = i;
            }
            if (i >= end) {
                if (split) {
                    folds.push(split);
                    end = split + endStep;
                    split = undefined;
                }
                else if (mode === FOLD_QUOTED) {
                    // white-space collected at end may stretch past lineWidth
                    while (prev === ' ' || prev === '\t') {
                        prev = ch;
                        ch = text[(i += 1)];
                        overflow = true;
                    }
                    // Account for newline escape, but don't break preceding escape
                    const j = i > escEnd + 1 ? i - 2 : escStart - 1;
                    // Bail out if lineWidth & minContentWidth are shorter than an escape string
                    if (escapedFolds[j])
                        return text;
                    folds.push(j);
                    escapedFolds[j] = true;
                    end = j + endStep;
                    split = undefined;
                }
                else {
                    overflow = true;
                }
            }
        }
        prev = ch;
    }
    if (overflow && onOverflow)
        onOverflow();
    if (folds.length === 0)
        return text;
    if (onFold)
        onFold();
    let res = text.slice(0, folds[0]);
    for (let i = 0; i < folds.length; ++i) {
        const fold = folds[i];
        const end = folds[i + 1] || text.length;
        if (fold === 0)
            res = `\n${indent}${text.slice(0, end)}`;
        else {
            if (mode === FOLD_QUOTED && escapedFolds[fold])
                res += `${text[fold]}\\`;
            res += `\n${indent}${text.slice(fold + 1, end)}`;
        }
    }
    return res;
}
/**
 * Presumes `i + 1` is at the start of a line
 * @returns index of last newline in more-indented block
 */
function consumeMoreIndentedLines(text, i, indent) {
    let end = i;
    let start = i + 1;
    let ch = text[start];
    while (ch === ' ' || ch === '\t') {
        if (i < start + indent) {
            ch = text[++i];
        }
        else {
            do {
                ch = text[++i];
            } while (ch && ch !== '\n');
            end = i;
            start = i + 1;
            ch = text[start];
        }
    }
    return end;
}

exports.FOLD_BLOCK = FOLD_BLOCK;
exports.FOLD_FLOW = FOLD_FLOW;
exports.FOLD_QUOTED = FOLD_QUOTED;
exports.foldFlowLines = foldFlowLines;


/***/ }),

/***/ 2148:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var anchors = __nccwpck_require__(1596);
var identity = __nccwpck_require__(1127);
var stringifyComment = __nccwpck_require__(9799);
var stringifyString = __nccwpck_require__(3069);

function createStringifyContext(doc, options) {
    const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: 'PLAIN',
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: 'false',
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: 'null',
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: 'true',
        verifyAliasOrder: true
    }, doc.schema.toStringOptions, options);
    let inFlow;
    switch (opt.collectionStyle) {
        case 'block':
            inFlow = false;
            break;
        case 'flow':
            inFlow = true;
            break;
        default:
            inFlow = null;
    }
    return {
        anchors: new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? ' ' : '',
        indent: '',
        indentStep: typeof opt.indent === 'number' ? ' '.repeat(opt.indent) : '  ',
        inFlow,
        options: opt
    };
}
function getTagObject(tags, item) {
    if (item.tag) {
        const match = tags.filter(t => t.tag === item.tag);
        if (match.length > 0)
            return match.find(t => t.format === item.format) ?? match[0];
    }
    let tagObj = undefined;
    let obj;
    if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter(t => t.identify?.(obj));
        if (match.length > 1) {
            const testMatch = match.filter(t => t.test);
            if (testMatch.length > 0)
                match = testMatch;
        }
        tagObj =
            match.find(t => t.format === item.format) ?? match.find(t => !t.format);
    }
    else {
        obj = item;
        tagObj = tags.find(t => t.nodeClass && obj instanceof t.nodeClass);
    }
    if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? 'null' : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
    }
    return tagObj;
}
// needs to be called before value stringifier to allow for circular anchor refs
function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
    if (!doc.directives)
        return '';
    const props = [];
    const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
    if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
    }
    const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
    if (tag)
        props.push(doc.directives.tagString(tag));
    return props.join(' ');
}
function stringify(item, ctx, onComment, onChompKeep) {
    if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
    if (identity.isAlias(item)) {
        if (ctx.doc.directives)
            return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
            throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        }
        else {
            if (ctx.resolvedAliases)
                ctx.resolvedAliases.add(item);
            else
                ctx.resolvedAliases = new Set([item]);
            item = item.resolve(ctx.doc);
        }
    }
    let tagObj = undefined;
    const node = identity.isNode(item)
        ? item
        : ctx.doc.createNode(item, { onTagObj: o => (tagObj = o) });
    tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
    const props = stringifyProps(node, tagObj, ctx);
    if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
    const str = typeof tagObj.stringify === 'function'
        ? tagObj.stringify(node, ctx, onComment, onChompKeep)
        : identity.isScalar(node)
            ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep)
            : node.toString(ctx, onComment, onChompKeep);
    if (!props)
        return str;
    return identity.isScalar(node) || str[0] === '{' || str[0] === '['
        ? `${props} ${str}`
        : `${props}\n${ctx.indent}${str}`;
}

exports.createStringifyContext = createStringifyContext;
exports.stringify = stringify;


/***/ }),

/***/ 1212:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyCollection(collection, ctx, options) {
    const flow = ctx.inFlow ?? collection.flow;
    const stringify = flow ? stringifyFlowCollection : stringifyBlockCollection;
    return stringify(collection, ctx, options);
}
function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
    const { indent, options: { commentString } } = ctx;
    const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
    let chompKeep = false; // flag for the preceding node's status
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (!chompKeep && item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (!chompKeep && ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
            }
        }
        chompKeep = false;
        let str = stringify.stringify(item, itemCtx, () => (comment = null), () => (chompKeep = true));
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        if (chompKeep && comment)
            chompKeep = false;
        lines.push(blockItemPrefix + str);
    }
    let str;
    if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
    }
    else {
        str = lines[0];
        for (let i = 1; i < lines.length; ++i) {
            const line = lines[i];
            str += line ? `\n${indent}${line}` : '\n';
        }
    }
    if (comment) {
        str += '\n' + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
            onComment();
    }
    else if (chompKeep && onChompKeep)
        onChompKeep();
    return str;
}
function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
    const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
    itemIndent += indentStep;
    const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
    });
    let reqNewline = false;
    let linesAtValue = 0;
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, false);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, false);
                if (ik.comment)
                    reqNewline = true;
            }
            const iv = identity.isNode(item.value) ? item.value : null;
            if (iv) {
                if (iv.comment)
                    comment = iv.comment;
                if (iv.commentBefore)
                    reqNewline = true;
            }
            else if (item.value == null && ik?.comment) {
                comment = ik.comment;
            }
        }
        if (comment)
            reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => (comment = null));
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes('\n'));
        if (i < items.length - 1) {
            str += ',';
        }
        else if (ctx.options.trailingComma) {
            if (ctx.options.lineWidth > 0) {
                reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) +
                    (str.length + 2) >
                    ctx.options.lineWidth);
            }
            if (reqNewline) {
                str += ',';
            }
        }
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
        linesAtValue = lines.length;
    }
    const { start, end } = flowChars;
    if (lines.length === 0) {
        return start + end;
    }
    else {
        if (!reqNewline) {
            const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
            reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
            let str = start;
            for (const line of lines)
                str += line ? `\n${indentStep}${indent}${line}` : '\n';
            return `${str}\n${indent}${end}`;
        }
        else {
            return `${start}${fcPadding}${lines.join(' ')}${fcPadding}${end}`;
        }
    }
}
function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
    if (comment && chompKeep)
        comment = comment.replace(/^\n+/, '');
    if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart()); // Avoid double indent on first line
    }
}

exports.stringifyCollection = stringifyCollection;


/***/ }),

/***/ 9799:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringifies a comment.
 *
 * Empty comment lines are left empty,
 * lines consisting of a single space are replaced by `#`,
 * and all other lines are prefixed with a `#`.
 */
const stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, '#');
function indentComment(comment, indent) {
    if (/^\n+$/.test(comment))
        return comment.substring(1);
    return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
}
const lineComment = (str, indent, comment) => str.endsWith('\n')
    ? indentComment(comment, indent)
    : comment.includes('\n')
        ? '\n' + indentComment(comment, indent)
        : (str.endsWith(' ') ? '' : ' ') + comment;

exports.indentComment = indentComment;
exports.lineComment = lineComment;
exports.stringifyComment = stringifyComment;


/***/ }),

/***/ 6829:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyDocument(doc, options) {
    const lines = [];
    let hasDirectives = options.directives === true;
    if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
            lines.push(dir);
            hasDirectives = true;
        }
        else if (doc.directives.docStart)
            hasDirectives = true;
    }
    if (hasDirectives)
        lines.push('---');
    const ctx = stringify.createStringifyContext(doc, options);
    const { commentString } = ctx.options;
    if (doc.commentBefore) {
        if (lines.length !== 1)
            lines.unshift('');
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ''));
    }
    let chompKeep = false;
    let contentComment = null;
    if (doc.contents) {
        if (identity.isNode(doc.contents)) {
            if (doc.contents.spaceBefore && hasDirectives)
                lines.push('');
            if (doc.contents.commentBefore) {
                const cs = commentString(doc.contents.commentBefore);
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            // top-level block scalars need to be indented if followed by a comment
            ctx.forceBlockIndent = !!doc.comment;
            contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? undefined : () => (chompKeep = true);
        let body = stringify.stringify(doc.contents, ctx, () => (contentComment = null), onChompKeep);
        if (contentComment)
            body += stringifyComment.lineComment(body, '', commentString(contentComment));
        if ((body[0] === '|' || body[0] === '>') &&
            lines[lines.length - 1] === '---') {
            // Top-level block scalars with a preceding doc marker ought to use the
            // same line for their header.
            lines[lines.length - 1] = `--- ${body}`;
        }
        else
            lines.push(body);
    }
    else {
        lines.push(stringify.stringify(doc.contents, ctx));
    }
    if (doc.directives?.docEnd) {
        if (doc.comment) {
            const cs = commentString(doc.comment);
            if (cs.includes('\n')) {
                lines.push('...');
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            else {
                lines.push(`... ${cs}`);
            }
        }
        else {
            lines.push('...');
        }
    }
    else {
        let dc = doc.comment;
        if (dc && chompKeep)
            dc = dc.replace(/^\n+/, '');
        if (dc) {
            if ((!chompKeep || contentComment) && lines[lines.length - 1] !== '')
                lines.push('');
            lines.push(stringifyComment.indentComment(commentString(dc), ''));
        }
    }
    return lines.join('\n') + '\n';
}

exports.stringifyDocument = stringifyDocument;


/***/ }),

/***/ 8689:
/***/ ((__unused_webpack_module, exports) => {



function stringifyNumber({ format, minFractionDigits, tag, value }) {
    if (typeof value === 'bigint')
        return String(value);
    const num = typeof value === 'number' ? value : Number(value);
    if (!isFinite(num))
        return isNaN(num) ? '.nan' : num < 0 ? '-.inf' : '.inf';
    let n = Object.is(value, -0) ? '-0' : JSON.stringify(value);
    if (!format &&
        minFractionDigits &&
        (!tag || tag === 'tag:yaml.org,2002:float') &&
        /^-?\d/.test(n) &&
        !n.includes('e')) {
        let i = n.indexOf('.');
        if (i < 0) {
            i = n.length;
            n += '.';
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
            n += '0';
    }
    return n;
}

exports.stringifyNumber = stringifyNumber;


/***/ }),

/***/ 9748:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
    const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
    let keyComment = (identity.isNode(key) && key.comment) || null;
    if (simpleKeys) {
        if (keyComment) {
            throw new Error('With simple keys, key nodes cannot have comments');
        }
        if (identity.isCollection(key) || (!identity.isNode(key) && typeof key === 'object')) {
            const msg = 'With simple keys, collection cannot be used as a key value';
            throw new Error(msg);
        }
    }
    let explicitKey = !simpleKeys &&
        (!key ||
            (keyComment && value == null && !ctx.inFlow) ||
            identity.isCollection(key) ||
            (identity.isScalar(key)
                ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL
                : typeof key === 'object'));
    ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
    });
    let keyCommentDone = false;
    let chompKeep = false;
    let str = stringify.stringify(key, ctx, () => (keyCommentDone = true), () => (chompKeep = true));
    if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
            throw new Error('With simple keys, single line scalar must not span more than 1024 characters');
        explicitKey = true;
    }
    if (ctx.inFlow) {
        if (allNullValues || value == null) {
            if (keyCommentDone && onComment)
                onComment();
            return str === '' ? '?' : explicitKey ? `? ${str}` : str;
        }
    }
    else if ((allNullValues && !simpleKeys) || (value == null && explicitKey)) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        }
        else if (chompKeep && onChompKeep)
            onChompKeep();
        return str;
    }
    if (keyCommentDone)
        keyComment = null;
    if (explicitKey) {
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}\n${indent}:`;
    }
    else {
        str = `${str}:`;
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
    }
    let vsb, vcb, valueComment;
    if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
    }
    else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === 'object')
            value = doc.createNode(value);
    }
    ctx.implicitKey = false;
    if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
    chompKeep = false;
    if (!indentSeq &&
        indentStep.length >= 2 &&
        !ctx.inFlow &&
        !explicitKey &&
        identity.isSeq(value) &&
        !value.flow &&
        !value.tag &&
        !value.anchor) {
        // If indentSeq === false, consider '- ' as part of indentation where possible
        ctx.indent = ctx.indent.substring(2);
    }
    let valueCommentDone = false;
    const valueStr = stringify.stringify(value, ctx, () => (valueCommentDone = true), () => (chompKeep = true));
    let ws = ' ';
    if (keyComment || vsb || vcb) {
        ws = vsb ? '\n' : '';
        if (vcb) {
            const cs = commentString(vcb);
            ws += `\n${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === '' && !ctx.inFlow) {
            if (ws === '\n' && valueComment)
                ws = '\n\n';
        }
        else {
            ws += `\n${ctx.indent}`;
        }
    }
    else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf('\n');
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
            let hasPropsLine = false;
            if (hasNewline && (vs0 === '&' || vs0 === '!')) {
                let sp0 = valueStr.indexOf(' ');
                if (vs0 === '&' &&
                    sp0 !== -1 &&
                    sp0 < nl0 &&
                    valueStr[sp0 + 1] === '!') {
                    sp0 = valueStr.indexOf(' ', sp0 + 1);
                }
                if (sp0 === -1 || nl0 < sp0)
                    hasPropsLine = true;
            }
            if (!hasPropsLine)
                ws = `\n${ctx.indent}`;
        }
    }
    else if (valueStr === '' || valueStr[0] === '\n') {
        ws = '';
    }
    str += ws + valueStr;
    if (ctx.inFlow) {
        if (valueCommentDone && onComment)
            onComment();
    }
    else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
    }
    else if (chompKeep && onChompKeep) {
        onChompKeep();
    }
    return str;
}

exports.stringifyPair = stringifyPair;


/***/ }),

/***/ 3069:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var foldFlowLines = __nccwpck_require__(4475);

const getFoldOptions = (ctx, isBlock) => ({
    indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
    lineWidth: ctx.options.lineWidth,
    minContentWidth: ctx.options.minContentWidth
});
// Also checks for lines starting with %, as parsing the output as YAML 1.1 will
// presume that's starting a new document.
const containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
function lineLengthOverLimit(str, lineWidth, indentLength) {
    if (!lineWidth || lineWidth < 0)
        return false;
    const limit = lineWidth - indentLength;
    const strLen = str.length;
    if (strLen <= limit)
        return false;
    for (let i = 0, start = 0; i < strLen; ++i) {
        if (str[i] === '\n') {
            if (i - start > limit)
                return true;
            start = i + 1;
            if (strLen - start <= limit)
                return false;
        }
    }
    return true;
}
function doubleQuotedString(value, ctx) {
    const json = JSON.stringify(value);
    if (ctx.options.doubleQuotedAsJSON)
        return json;
    const { implicitKey } = ctx;
    const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    let str = '';
    let start = 0;
    for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === ' ' && json[i + 1] === '\\' && json[i + 2] === 'n') {
            // space before newline needs to be escaped to not be folded
            str += json.slice(start, i) + '\\ ';
            i += 1;
            start = i;
            ch = '\\';
        }
        if (ch === '\\')
            switch (json[i + 1]) {
                case 'u':
                    {
                        str += json.slice(start, i);
                        const code = json.substr(i + 2, 4);
                        switch (code) {
                            case '0000':
                                str += '\\0';
                                break;
                            case '0007':
                                str += '\\a';
                                break;
                            case '000b':
                                str += '\\v';
                                break;
                            case '001b':
                                str += '\\e';
                                break;
                            case '0085':
                                str += '\\N';
                                break;
                            case '00a0':
                                str += '\\_';
                                break;
                            case '2028':
                                str += '\\L';
                                break;
                            case '2029':
                                str += '\\P';
                                break;
                            default:
                                if (code.substr(0, 2) === '00')
                                    str += '\\x' + code.substr(2);
                                else
                                    str += json.substr(i, 6);
                        }
                        i += 5;
                        start = i + 1;
                    }
                    break;
                case 'n':
                    if (implicitKey ||
                        json[i + 2] === '"' ||
                        json.length < minMultiLineLength) {
                        i += 1;
                    }
                    else {
                        // folding will eat first newline
                        str += json.slice(start, i) + '\n\n';
                        while (json[i + 2] === '\\' &&
                            json[i + 3] === 'n' &&
                            json[i + 4] !== '"') {
                            str += '\n';
                            i += 2;
                        }
                        str += indent;
                        // space after newline needs to be escaped to not be folded
                        if (json[i + 2] === ' ')
                            str += '\\';
                        i += 1;
                        start = i + 1;
                    }
                    break;
                default:
                    i += 1;
            }
    }
    str = start ? str + json.slice(start) : json;
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
}
function singleQuotedString(value, ctx) {
    if (ctx.options.singleQuote === false ||
        (ctx.implicitKey && value.includes('\n')) ||
        /[ \t]\n|\n[ \t]/.test(value) // single quoted string can't have leading or trailing whitespace around newline
    )
        return doubleQuotedString(value, ctx);
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&\n${indent}`) + "'";
    return ctx.implicitKey
        ? res
        : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function quotedString(value, ctx) {
    const { singleQuote } = ctx.options;
    let qs;
    if (singleQuote === false)
        qs = doubleQuotedString;
    else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
            qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
            qs = doubleQuotedString;
        else
            qs = singleQuote ? singleQuotedString : doubleQuotedString;
    }
    return qs(value, ctx);
}
// The negative lookbehind avoids a polynomial search,
// but isn't supported yet on Safari: https://caniuse.com/js-regexp-lookbehind
let blockEndNewlines;
try {
    blockEndNewlines = new RegExp('(^|(?<!\n))\n+(?!\n|$)', 'g');
}
catch {
    blockEndNewlines = /\n+(?!\n|$)/g;
}
function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
    const { blockQuote, commentString, lineWidth } = ctx.options;
    // 1. Block can't end in whitespace unless the last line is non-empty.
    // 2. Strings consisting of only whitespace are best rendered explicitly.
    if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
    }
    const indent = ctx.indent ||
        (ctx.forceBlockIndent || containsDocumentMarker(value) ? '  ' : '');
    const literal = blockQuote === 'literal'
        ? true
        : blockQuote === 'folded' || type === Scalar.Scalar.BLOCK_FOLDED
            ? false
            : type === Scalar.Scalar.BLOCK_LITERAL
                ? true
                : !lineLengthOverLimit(value, lineWidth, indent.length);
    if (!value)
        return literal ? '|\n' : '>\n';
    // determine chomping from whitespace at value end
    let chomp;
    let endStart;
    for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== '\n' && ch !== '\t' && ch !== ' ')
            break;
    }
    let end = value.substring(endStart);
    const endNlPos = end.indexOf('\n');
    if (endNlPos === -1) {
        chomp = '-'; // strip
    }
    else if (value === end || endNlPos !== end.length - 1) {
        chomp = '+'; // keep
        if (onChompKeep)
            onChompKeep();
    }
    else {
        chomp = ''; // clip
    }
    if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === '\n')
            end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
    }
    // determine indent indicator from whitespace at value start
    let startWithSpace = false;
    let startEnd;
    let startNlPos = -1;
    for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === ' ')
            startWithSpace = true;
        else if (ch === '\n')
            startNlPos = startEnd;
        else
            break;
    }
    let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
    if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
    }
    const indentSize = indent ? '2' : '1'; // root is at -1
    // Leading | or > is added later
    let header = (startWithSpace ? indentSize : '') + chomp;
    if (comment) {
        header += ' ' + commentString(comment.replace(/ ?[\r\n]+/g, ' '));
        if (onComment)
            onComment();
    }
    if (!literal) {
        const foldedValue = value
            .replace(/\n+/g, '\n$&')
            .replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, '$1$2') // more-indented lines aren't folded
            //                ^ more-ind. ^ empty     ^ capture next empty lines only at end of indent
            .replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== 'folded' && type !== Scalar.Scalar.BLOCK_FOLDED) {
            foldOptions.onOverflow = () => {
                literalFallback = true;
            };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
            return `>${header}\n${indent}${body}`;
    }
    value = value.replace(/\n+/g, `$&${indent}`);
    return `|${header}\n${indent}${start}${value}${end}`;
}
function plainString(item, ctx, onComment, onChompKeep) {
    const { type, value } = item;
    const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
    if ((implicitKey && value.includes('\n')) ||
        (inFlow && /[[\]{},]/.test(value))) {
        return quotedString(value, ctx);
    }
    if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        // not allowed:
        // - '-' or '?'
        // - start with an indicator character (except [?:-]) or /[?-] /
        // - '\n ', ': ' or ' \n' anywhere
        // - '#' not preceded by a non-space char
        // - end with ' ' or ':'
        return implicitKey || inFlow || !value.includes('\n')
            ? quotedString(value, ctx)
            : blockString(item, ctx, onComment, onChompKeep);
    }
    if (!implicitKey &&
        !inFlow &&
        type !== Scalar.Scalar.PLAIN &&
        value.includes('\n')) {
        // Where allowed & type not set explicitly, prefer block style for multiline strings
        return blockString(item, ctx, onComment, onChompKeep);
    }
    if (containsDocumentMarker(value)) {
        if (indent === '') {
            ctx.forceBlockIndent = true;
            return blockString(item, ctx, onComment, onChompKeep);
        }
        else if (implicitKey && indent === indentStep) {
            return quotedString(value, ctx);
        }
    }
    const str = value.replace(/\n+/g, `$&\n${indent}`);
    // Verify that output will be parsed as a string, as e.g. plain numbers and
    // booleans get parsed with those types in v1.2 (e.g. '42', 'true' & '0.9e-3'),
    // and others in v1.1.
    if (actualString) {
        const test = (tag) => tag.default && tag.tag !== 'tag:yaml.org,2002:str' && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
            return quotedString(value, ctx);
    }
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function stringifyString(item, ctx, onComment, onChompKeep) {
    const { implicitKey, inFlow } = ctx;
    const ss = typeof item.value === 'string'
        ? item
        : Object.assign({}, item, { value: String(item.value) });
    let { type } = item;
    if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        // force double quotes on control characters & unpaired surrogates
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
            type = Scalar.Scalar.QUOTE_DOUBLE;
    }
    const _stringify = (_type) => {
        switch (_type) {
            case Scalar.Scalar.BLOCK_FOLDED:
            case Scalar.Scalar.BLOCK_LITERAL:
                return implicitKey || inFlow
                    ? quotedString(ss.value, ctx) // blocks are not valid inside flow containers
                    : blockString(ss, ctx, onComment, onChompKeep);
            case Scalar.Scalar.QUOTE_DOUBLE:
                return doubleQuotedString(ss.value, ctx);
            case Scalar.Scalar.QUOTE_SINGLE:
                return singleQuotedString(ss.value, ctx);
            case Scalar.Scalar.PLAIN:
                return plainString(ss, ctx, onComment, onChompKeep);
            default:
                return null;
        }
    };
    let res = _stringify(type);
    if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = (implicitKey && defaultKeyType) || defaultStringType;
        res = _stringify(t);
        if (res === null)
            throw new Error(`Unsupported default string type ${t}`);
    }
    return res;
}

exports.stringifyString = stringifyString;


/***/ }),

/***/ 204:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove node');
/**
 * Apply a visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
function visit(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        visit_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current node */
visit.SKIP = SKIP;
/** Remove the current node */
visit.REMOVE = REMOVE;
function visit_(key, node, visitor, path) {
    const ctrl = callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visit_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = visit_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = visit_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = visit_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
/**
 * Apply an async visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `Promise`: Must resolve to one of the following values
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
async function visitAsync(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visitAsync.BREAK = BREAK;
/** Do not visit the children of the current node */
visitAsync.SKIP = SKIP;
/** Remove the current node */
visitAsync.REMOVE = REMOVE;
async function visitAsync_(key, node, visitor, path) {
    const ctrl = await callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visitAsync_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = await visitAsync_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = await visitAsync_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = await visitAsync_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
function initVisitor(visitor) {
    if (typeof visitor === 'object' &&
        (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
            Alias: visitor.Node,
            Map: visitor.Node,
            Scalar: visitor.Node,
            Seq: visitor.Node
        }, visitor.Value && {
            Map: visitor.Value,
            Scalar: visitor.Value,
            Seq: visitor.Value
        }, visitor.Collection && {
            Map: visitor.Collection,
            Seq: visitor.Collection
        }, visitor);
    }
    return visitor;
}
function callVisitor(key, node, visitor, path) {
    if (typeof visitor === 'function')
        return visitor(key, node, path);
    if (identity.isMap(node))
        return visitor.Map?.(key, node, path);
    if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path);
    if (identity.isPair(node))
        return visitor.Pair?.(key, node, path);
    if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path);
    if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path);
    return undefined;
}
function replaceNode(key, path, node) {
    const parent = path[path.length - 1];
    if (identity.isCollection(parent)) {
        parent.items[key] = node;
    }
    else if (identity.isPair(parent)) {
        if (key === 'key')
            parent.key = node;
        else
            parent.value = node;
    }
    else if (identity.isDocument(parent)) {
        parent.contents = node;
    }
    else {
        const pt = identity.isAlias(parent) ? 'alias' : 'scalar';
        throw new Error(`Cannot replace node with ${pt} parent`);
    }
}

exports.visit = visit;
exports.visitAsync = visitAsync;


/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(3255);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
