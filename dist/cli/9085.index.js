export const id = 9085;
export const ids = [9085];
export const modules = {

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

/***/ 6746:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qj: () => (/* binding */ markdownTable),
/* harmony export */   kq: () => (/* binding */ escapeCell)
/* harmony export */ });
/* unused harmony export codeBlock */
/**
 * A table cell's text as GitHub shows it, whatever it holds: `&`, `<` and `>` as entities (a task
 * name is never raw HTML: no tags, no closing the table, no fake banner), `\` and `|` escaped (the
 * row keeps its columns), a line break as `<br>`.
 */
const escapeCell = (text) => text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/\r?\n|\r/g, '<br>');
/** A Markdown table; cells are escaped so untrusted text cannot break the layout or carry HTML. */
function markdownTable(header, rows) {
    const line = (cells) => `| ${cells.map(escapeCell).join(' | ')} |`;
    return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n') + '\n';
}
/**
 * Text shown as itself in a fenced code block: the fence is one backtick longer than the longest
 * run of backticks in the text (at least three), so no line of it can close the block early.
 */
function codeBlock(text, language = '') {
    const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return `${fence}${language}\n${text.replace(/\n$/, '')}\n${fence}\n`;
}


/***/ }),

/***/ 9832:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ schemaViolation),
/* harmony export */   W: () => (/* binding */ firstSchemaError)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);

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
    const detail = params.additionalProperty !== undefined
        ? `unknown key '${params.additionalProperty}'`
        : params.missingProperty !== undefined
            ? `missing key '${params.missingProperty}'`
            : `${error.message ?? 'is invalid'}${allowed !== undefined ? ` (${JSON.stringify(allowed)})` : ''}`;
    const at = params.additionalProperty !== undefined ? loaded.locate([...path, params.additionalProperty], 'key') : loaded.locate(path);
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(`invalid ${what}: ${field ? `${field}: ` : ''}${detail}`, { location: at, field, code });
}


/***/ }),

/***/ 2623:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ benchmarkEnv),
/* harmony export */   gW: () => (/* binding */ BENCHMARK_ENV_COMMAND),
/* harmony export */   i_: () => (/* binding */ gpuCount)
/* harmony export */ });
/* unused harmony export additionalSettings */
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9696);
/* harmony import */ var _job_src_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4978);
/* harmony import */ var _job_identity_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3476);
/* harmony import */ var _result_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1813);
/* harmony import */ var _row_source_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1126);
/* harmony import */ var _template_variables_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5926);






/** `sweepkit benchmark-env` and the benchmark-env action: one table for both. */
const BENCHMARK_ENV_COMMAND = {
    cli: 'benchmark-env',
    action: 'benchmark-env',
    description: "Turn a matrix row into the environment of its benchmark job: the templates' variables, CONC_LIST, GPU_COUNT, RESULT_FILENAME and the row's additional-settings (checked NAME=value pairs, never evaluated by a shell).",
    options: {
        row: { kind: 'string', required: true, metavar: 'JSON', help: 'the matrix row as JSON (toJson(matrix.config))' },
        'runner-name': { kind: 'string', metavar: 'NAME', help: 'the concrete runner, runner.name (default: $RUNNER_NAME)' },
        'eval-only': {
            kind: 'flag',
            default: false,
            help: "the job runs the row's eval only (the eval families); else the row's own eval-only, and a run-eval row runs its benchmark, then its eval"
        },
        'run-eval': _row_source_js__WEBPACK_IMPORTED_MODULE_0__/* .RUN_EVAL_OPTION */ .xB,
        'require-power': { kind: 'flag', default: false, help: 'invalid GPU power fails the job (REQUIRE_POWER=1)' },
        'power-producer-sha': { kind: 'string', metavar: 'SHA', help: 'the srt-slurm commit the multi-node power package must come from (POWER_PRODUCER_SHA)' },
        duration: { kind: 'string', metavar: 'SECONDS', help: "agentic benchmark duration, instead of the row's (DURATION)" },
        'agentx-fast': {
            kind: 'flag',
            default: false,
            help: 'agentic fast mode: AIPERF_EXPERIMENTAL_FAST=1 and, unless duration is given, DURATION=1200 on agentic rows'
        },
        'eval-limit': { kind: 'string', metavar: 'N', help: 'eval instance count, `full` or empty for the whole split (EVAL_LIMIT)' },
        'swebench-gen-mode': { kind: 'string', metavar: 'MODE', help: 'SWE-bench generation, `single-shot` or `agentic` (SWEBENCH_GEN_MODE)' },
        json: { kind: 'flag', only: 'cli', help: 'print the variables as one JSON object instead of NAME=value lines' }
    }
};
/** Variables a setting may not set: the runner's and the shell's own, and loader hooks. */
const RESERVED = /^(PATH|HOME|SHELL|IFS|ENV|BASH_ENV|PS4|SHELLOPTS|BASHOPTS|NODE_OPTIONS|PYTHONPATH|PYTHONSTARTUP|LD_.*|GITHUB_.*|RUNNER_.*|ACTIONS_.*|INPUT_.*|STATE_.*)$/;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const int = (value, fallback) => (typeof value === 'number' && Number.isInteger(value) ? value : fallback);
/**
 * GPUs of a job: single node `tp × pp × pcp` (the template's GPU_COUNT); multi node the sum over
 * the worker pools of `num-worker × tp × pp × pcp`.
 */
function gpuCount(row) {
    const gpus = (part) => int(part.tp, 1) * int(part.pp, 1) * int(part['pcp-size'], 1);
    if (!('prefill' in row))
        return gpus(row);
    return Object.values(_template_variables_js__WEBPACK_IMPORTED_MODULE_1__/* .POOL_ROLES */ .Fe).reduce((sum, role) => {
        const pool = (row[role] ?? {});
        return sum + int(pool['num-worker'], 1) * gpus(pool);
    }, 0);
}
/**
 * The `additional-settings` of a row (prefill's then decode's, or the row's own), each one
 * `NAME=value` exactly as written: checked, never word-split or expanded. A name set twice with
 * different values, a reserved name and a name the row already sets are refused.
 */
function additionalSettings(row, taken) {
    const sources = 'prefill' in row
        ? Object.values(_template_variables_js__WEBPACK_IMPORTED_MODULE_1__/* .POOL_ROLES */ .Fe).map((role) => [`${role}.additional-settings`, row[role]?.['additional-settings']])
        : [['additional-settings', row['additional-settings']]];
    const settings = new Map();
    for (const [key, list] of sources) {
        if (list === undefined || list === null)
            continue;
        if (!Array.isArray(list))
            throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SweepkitError */ .R0(`matrix row key '${key}' must be a list of NAME=value strings`, { code: 'bad-setting' });
        list.forEach((item, index) => {
            const where = `matrix row key '${key}[${index}]'`;
            const text = typeof item === 'string' ? item : undefined;
            const eq = text?.indexOf('=') ?? -1;
            if (text === undefined || eq <= 0)
                throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SweepkitError */ .R0(`${where} must be NAME=value, got ${JSON.stringify(item)}`, { code: 'bad-setting' });
            const [name, value] = [text.slice(0, eq), text.slice(eq + 1)];
            if (!NAME.test(name))
                throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SweepkitError */ .R0(`${where}: '${name}' is not a variable name (letters, digits, _)`, { code: 'bad-setting' });
            if (RESERVED.test(name))
                throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SweepkitError */ .R0(`${where}: ${name} may not be set by a setting`, { code: 'bad-setting' });
            if (taken.has(name))
                throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SweepkitError */ .R0(`${where}: ${name} is already set from the row itself`, { code: 'bad-setting' });
            if (/[\n\r\0]/.test(value))
                throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SweepkitError */ .R0(`${where}: the value of ${name} holds a line break`, { code: 'bad-setting' });
            const earlier = settings.get(name);
            if (earlier !== undefined && earlier !== value)
                throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SweepkitError */ .R0(`${where}: ${name} is set twice, to '${earlier}' and '${value}'`, { code: 'bad-setting' });
            settings.set(name, value);
        });
    }
    return [...settings];
}
const AGENTX_FAST_DURATION = '1200';
const word = (flag) => (flag ? '1' : '0');
/**
 * Everything the benchmark templates derive from a matrix row and the workflow inputs, as the
 * job's environment, written from the job table (docs/job.md): every variable the row's template
 * sets, in table order — row keys rendered as GitHub passes them, inputs overriding the row,
 * constants, GPU_COUNT and RESULT_FILENAME, the template's default where none applies — then the
 * row's additional settings. No workflow needs `export ${{ join(additional-settings) }}`.
 */
function benchmarkEnv(row, env, inputs = {}) {
    const mode = (0,_row_source_js__WEBPACK_IMPORTED_MODULE_0__/* .jobEvalMode */ .PF)(inputs);
    const source = (0,_row_source_js__WEBPACK_IMPORTED_MODULE_0__/* .rowSource */ .Kz)(row, mode);
    const agentic = row['scenario-type'] === _template_variables_js__WEBPACK_IMPORTED_MODULE_1__/* .AGENTIC_SCENARIO */ .NW;
    const names = (0,_result_names_js__WEBPACK_IMPORTED_MODULE_3__/* .computeResultNames */ .J)({ row, env, runnerName: inputs['runner-name'], ...mode });
    const gpus = gpuCount(row);
    // A string input given non-empty; `false` flags and empty strings leave the row's value.
    const given = (input) => {
        const value = input === undefined ? undefined : inputs[input];
        return typeof value === 'string' && value !== '' ? value : undefined;
    };
    const computed = {
        RESULT_FILENAME: () => names.resultFilename,
        GPU_COUNT: () => String(gpus),
        REQUIRE_POWER: () => word(inputs['require-power']),
        AIPERF_EXPERIMENTAL_FAST: () => word(inputs['agentx-fast']),
        DURATION: () => given('duration') ?? (inputs['agentx-fast'] && agentic ? AGENTX_FAST_DURATION : source.text('DURATION'))
    };
    const template = source.multiNode ? 'multi-node' : 'single-node';
    const vars = {};
    for (const name of (0,_job_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .templateVariables */ .Qp)(template)) {
        const from = (0,_job_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .variableSource */ .uM)(name) ?? {};
        const value = computed[name] ? computed[name]() : (from.value ?? given(from.input) ?? source.text(name));
        // Like the template: what the row and the inputs leave unset is the input's default.
        vars[name] = value ?? from.absent?.[template] ?? '';
    }
    for (const [name, value] of additionalSettings(row, new Set(Object.keys(vars))))
        vars[name] = value;
    return {
        env: vars,
        expect: vars.EVAL_ONLY === 'true' ? 'eval' : agentic ? 'agentic' : 'fixed-seq-len',
        resultFilename: names.resultFilename,
        displayName: (0,_job_identity_js__WEBPACK_IMPORTED_MODULE_5__/* .jobDisplayNameFor */ .Cu)(row, mode),
        // No labels for a row without a runner (hand-made rows): there is nothing to schedule on.
        runsOn: typeof row.runner === 'string' ? (0,_job_identity_js__WEBPACK_IMPORTED_MODULE_5__/* .runsOnLabels */ .Zw)(row, env.GITHUB_RUN_ATTEMPT ?? '1') : [],
        gpuCount: gpus
    };
}


/***/ }),

/***/ 7977:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ githubTriage),
/* harmony export */   t: () => (/* binding */ githubRunners)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5700);

const LOG_BYTES = 64 * 1024 * 1024;
const str = (v) => (typeof v === 'string' ? v : undefined);
function toJob(raw) {
    return {
        id: Number(raw.id),
        name: str(raw.name) ?? '',
        status: str(raw.status) ?? '',
        conclusion: str(raw.conclusion) ?? null,
        runAttempt: typeof raw.run_attempt === 'number' ? raw.run_attempt : 1,
        startedAt: str(raw.started_at),
        completedAt: str(raw.completed_at),
        labels: Array.isArray(raw.labels) ? raw.labels.filter((l) => typeof l === 'string') : [],
        steps: Array.isArray(raw.steps) ? raw.steps.map((s) => ({ name: str(s.name) ?? '', conclusion: str(s.conclusion) ?? null })) : []
    };
}
/** The triage port over the REST client: jobs of every attempt, logs, annotations, re-runs. */
function githubTriage(client) {
    return {
        async run(runId) {
            const run = (await client.get(`/actions/runs/${runId}`));
            return { attempt: typeof run.run_attempt === 'number' ? run.run_attempt : 1, status: str(run.status) ?? '' };
        },
        async jobs(runId) {
            const jobs = [];
            for await (const raw of client.pages(`/actions/runs/${runId}/jobs`, { filter: 'all' }, 'jobs'))
                jobs.push(toJob(raw));
            return jobs;
        },
        async failureLines(job, tail) {
            const notes = [];
            for await (const a of client.pages(`/check-runs/${job.id}/annotations`)) {
                const note = a;
                if (note.annotation_level === 'failure' && typeof note.message === 'string')
                    notes.push(...note.message.split('\n'));
            }
            let log = [];
            try {
                log = (await client.download(`/actions/jobs/${job.id}/logs`, { maxBytes: LOG_BYTES })).toString('utf8').split(/\r?\n/);
            }
            catch (error) {
                // A lost runner leaves no log (404/410): its annotations are the evidence.
                if (!(error instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubApiError */ .OS && (error.status === 404 || error.status === 410)))
                    throw error;
            }
            return [...notes, ...log.slice(-tail)];
        },
        async rerunJob(jobId) {
            await client.post(`/actions/jobs/${jobId}/rerun`, {});
        },
        async rerunFailedJobs(runId) {
            await client.post(`/actions/runs/${runId}/rerun-failed-jobs`, {});
        }
    };
}
function toRunner(raw) {
    const labels = Array.isArray(raw.labels) ? raw.labels : [];
    return {
        name: str(raw.name) ?? '',
        os: str(raw.os) ?? '',
        status: str(raw.status) ?? '',
        busy: raw.busy === true,
        labels: labels.map((l) => str(l.name) ?? ''),
        customLabels: labels.filter((l) => l.type === 'custom').map((l) => str(l.name) ?? '')
    };
}
/** The runners of the repository, or of `org` when given (a token with administration read). */
function githubRunners(client, org) {
    return {
        async runners() {
            const pages = org ? client.apiPages(`/orgs/${encodeURIComponent(org)}/actions/runners`, {}, 'runners') : client.pages('/actions/runners', {}, 'runners');
            const out = [];
            for await (const raw of pages)
                out.push(toRunner(raw));
            return out;
        }
    };
}


/***/ }),

/***/ 2124:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ec: () => (/* binding */ jsonOption),
  j_: () => (/* binding */ jsonTextOrFile),
  U$: () => (/* binding */ loadTriageRules),
  au: () => (/* binding */ rowGpus)
});

// EXTERNAL MODULE: ./packages/common/src/files.ts
var src_files = __webpack_require__(6416);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/naming/src/benchmark-env.ts
var benchmark_env = __webpack_require__(2623);
;// CONCATENATED MODULE: ./packages/triage/src/bundled-rules.ts
// GENERATED from packages/triage/triage-rules.yaml (the file to edit); a unit test keeps the two in
// sync and rewrites this file when run with UPDATE_BUNDLED_RULES=1. Inlined as text so the bundles
// carry the rules without reading files next to them.
const BUNDLED_RULES_FILE = 'packages/triage/triage-rules.yaml';
const BUNDLED_RULES_YAML = `# Why a benchmark job failed: infrastructure (a re-run may pass) or the benchmark itself (a re-run
# would burn the same GPU-hours again). Schema: schemas/triage-rules.schema.json. Read by the
# triage action and \`sweepkit triage\`; a site's own file (input/flag \`rules\`) is read first.
#
# A rule matches when everything it names matches: \`log\` (a regular expression, case-insensitive,
# found in one line of the job's log tail or failure annotations; that line is the evidence),
# \`step\` (the failing step's name) and \`conclusion\` (the job's). A benchmark rule that matches
# anywhere wins over an infrastructure rule, so a real failure is never re-run; no match is
# \`unknown\`, which is not re-run either.
version: 1

rules:
  # ── infrastructure: the machine, the cluster or the network let the job down ──────────────
  - id: runner-lost
    class: infrastructure
    description: the self-hosted runner stopped answering GitHub
    log: 'The self-hosted runner: .* lost communication with the server|The runner has received a shutdown signal|Runner .* (is offline|was deleted)|The hosted runner: .* lost communication'
  - id: runner-setup
    class: infrastructure
    description: the job failed before any of its own steps ran
    step: '^(Set up job|Initialize containers|Set up runner)$'
  - id: slurm-node-fail
    class: infrastructure
    description: Slurm lost a node under the job
    log: '\\bNODE_FAIL\\b|DUE TO NODE FAILURE|Node failure on \\S+|NodeFail'
  - id: slurm-preempted
    class: infrastructure
    description: Slurm preempted or requeued the job
    log: '\\bPREEMPTED\\b|DUE TO PREEMPTION|job \\d+ was requeued'
  - id: slurm-allocation
    class: infrastructure
    description: the allocation timed out or the controller did not answer
    log: 'Job allocation \\d+ has been revoked|(salloc|srun|sbatch): error: .*(Socket timed out|Unable to contact slurm controller|Job submit/allocate failed: (Socket|Transport)|allocation failure|Zero Bytes were transmitted)|slurm_load_(jobs|node).*(Socket timed out|Unable to contact)|Unable to allocate resources: (Socket timed out|Resource temporarily unavailable)|salloc: error: Job allocation timed out'
  - id: image-pull
    class: infrastructure
    description: the container image could not be pulled or imported
    log: 'pyxis: failed to import docker image|enroot-import:? .*(error|failed)|\\[ERROR\\] .*(curl|URL) .*(registry|docker)|toomanyrequests|manifest unknown|failed to pull image|ErrImagePull|ImagePullBackOff|Error response from daemon: .*(Get|Head) "https://[^"]+": .*(timeout|EOF|connection reset)|error pulling image|TLS handshake timeout'
  - id: model-download
    class: infrastructure
    description: the model weights could not be downloaded in time
    log: "HTTPSConnectionPool\\\\(host='(huggingface\\\\.co|cdn-lfs[^']*|[^']*\\\\.hf\\\\.co)'[^)]*\\\\): (Read timed out|Max retries exceeded)|huggingface_hub\\\\.errors\\\\.(HfHubHTTPError|LocalEntryNotFoundError)|Connection to huggingface\\\\.co timed out|(hf|huggingface-cli) download .*(timed out|Timeout)|HTTP Error 50[234].*huggingface|We couldn't connect to 'https://huggingface\\\\.co'"
  - id: shared-filesystem
    class: infrastructure
    description: the shared file system failed under the job
    log: 'Stale file handle|Transport endpoint is not connected|Input/output error|nfs: server \\S+ not responding|Read-only file system|lustre(error)?:? .*(evict|error)|Disk quota exceeded|No space left on device'
  - id: network
    class: infrastructure
    description: the network to GitHub or a registry failed
    log: "Could not resolve host|Temporary failure in name resolution|fatal: unable to access 'https://|RPC failed; curl|Failed to download action|GitHub Actions has encountered an internal error|Failed to CreateArtifact|Unable to upload artifact: .*(50[0234]|ECONNRESET|ETIMEDOUT)"

  # ── benchmark: the server, the model or the result failed; a re-run repeats it ────────────
  - id: out-of-memory
    class: benchmark
    description: the server ran out of GPU or host memory
    log: 'CUDA out of memory|OutOfMemoryError|CUDA error: out of memory|HIP out of memory|hipErrorOutOfMemory|\\bOOM\\b|oom-kill|Out of memory: Killed process|Cannot allocate memory|KV cache .*(insufficient|not enough)|No available memory for the cache blocks'
  - id: server-crash
    class: benchmark
    description: the inference server crashed or never became ready
    log: 'EngineDeadError|Engine core .*(died|failed)|EngineCore (encountered|hit) .*(error|exception)|Scheduler hit an exception|Segmentation fault|core dumped|Fatal Python error|illegal memory access|device-side assert|NCCL error|Server (process )?(died|exited|crashed)|server (did not|never) bec(a|o)me ready|timed out waiting for (the )?server|RuntimeError: Worker failed|Aborted \\(core dumped\\)'
  - id: accuracy-gate
    class: benchmark
    description: eval scores under their threshold (wrong results)
    log: '^FAIL: .*\\(< [^ ]+ from |accuracy .*below (the )?threshold|score .*below (the )?threshold'
  - id: request-errors
    class: benchmark
    description: the benchmark's requests failed beyond the limit
    log: 'request error rate exceeded the benchmark limit|Failed requests: [1-9]|All requests failed'
  - id: power-gate
    class: benchmark
    description: the power telemetry did not pass the power gate
    log: 'power (validation|verdict|telemetry) .*(fail|invalid)|invalid GPU power|REQUIRE_POWER=1 .*(fail|invalid)'
  - id: missing-results
    class: benchmark
    description: the benchmark finished without its result file
    log: 'Run failed: Benchmark result .* not found|benchmark result is not valid JSON|No files were found with the provided path: .*(agg_|results)'
`;

// EXTERNAL MODULE: ./packages/triage/src/jobs.ts
var jobs = __webpack_require__(5268);
// EXTERNAL MODULE: ./packages/common/src/yaml-load.ts + 1 modules
var yaml_load = __webpack_require__(2891);
// EXTERNAL MODULE: ./packages/common/src/schema-error.ts
var schema_error = __webpack_require__(9832);
;// CONCATENATED MODULE: ./packages/triage/src/generated/validators.js
// Generated by scripts/generate-validators.mjs from schemas/*.schema.json: do not edit.

const triageRules = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://github.com/sweepkit/sweepkit/schemas/triage-rules.schema.json","title":"Sweepkit failure triage rules","description":"How the triage action and `sweepkit triage` classify a failed benchmark job: infrastructure (re-run once) or benchmark (never re-run). A site's file is read before the bundled packages/triage/triage-rules.yaml.","type":"object","additionalProperties":false,"required":["version","rules"],"properties":{"version":{"const":1,"description":"Format version of this file."},"rules":{"type":"array","description":"Tried in order within a class; a matching benchmark rule wins over an infrastructure rule. Each rule names at least one of log, step, conclusion.","items":{"type":"object","additionalProperties":false,"required":["id","class"],"properties":{"id":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]*$","description":"Shown in the summary next to the evidence."},"class":{"enum":["infrastructure","benchmark"],"description":"infrastructure: the job is re-run once; benchmark: never."},"description":{"type":"string","description":"What the rule means, for people."},"log":{"type":"string","minLength":1,"description":"A JavaScript regular expression (case-insensitive) found in one line of the log tail or the failure annotations."},"step":{"type":"string","minLength":1,"description":"A regular expression (case-insensitive) the failing step's name must match."},"conclusion":{"type":"array","minItems":1,"items":{"enum":["failure","timed_out","cancelled","startup_failure"]},"description":"The job conclusions the rule applies to."}}}}}};
const pattern4 = new RegExp("^[a-z0-9][a-z0-9-]*$", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://github.com/sweepkit/sweepkit/schemas/triage-rules.schema.json" */;
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
if(data.rules === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rules"},message:"must have required property '"+"rules"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "version") || (key0 === "rules"))){
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
if(data.version !== undefined){
if(1 !== data.version){
const err3 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.rules !== undefined){
let data1 = data.rules;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.id === undefined){
const err4 = {instancePath:instancePath+"/rules/" + i0,schemaPath:"#/properties/rules/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2.class === undefined){
const err5 = {instancePath:instancePath+"/rules/" + i0,schemaPath:"#/properties/rules/items/required",keyword:"required",params:{missingProperty: "class"},message:"must have required property '"+"class"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key1 in data2){
if(!((((((key1 === "id") || (key1 === "class")) || (key1 === "description")) || (key1 === "log")) || (key1 === "step")) || (key1 === "conclusion"))){
const err6 = {instancePath:instancePath+"/rules/" + i0,schemaPath:"#/properties/rules/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data2.id !== undefined){
let data3 = data2.id;
if(typeof data3 === "string"){
if(!pattern4.test(data3)){
const err7 = {instancePath:instancePath+"/rules/" + i0+"/id",schemaPath:"#/properties/rules/items/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]*$"+"\""};
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
const err8 = {instancePath:instancePath+"/rules/" + i0+"/id",schemaPath:"#/properties/rules/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.class !== undefined){
let data4 = data2.class;
if(!((data4 === "infrastructure") || (data4 === "benchmark"))){
const err9 = {instancePath:instancePath+"/rules/" + i0+"/class",schemaPath:"#/properties/rules/items/properties/class/enum",keyword:"enum",params:{allowedValues: schema31.properties.rules.items.properties.class.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.description !== undefined){
if(typeof data2.description !== "string"){
const err10 = {instancePath:instancePath+"/rules/" + i0+"/description",schemaPath:"#/properties/rules/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.log !== undefined){
let data6 = data2.log;
if(typeof data6 === "string"){
if(data6.length < 1){
const err11 = {instancePath:instancePath+"/rules/" + i0+"/log",schemaPath:"#/properties/rules/items/properties/log/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err12 = {instancePath:instancePath+"/rules/" + i0+"/log",schemaPath:"#/properties/rules/items/properties/log/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.step !== undefined){
let data7 = data2.step;
if(typeof data7 === "string"){
if(data7.length < 1){
const err13 = {instancePath:instancePath+"/rules/" + i0+"/step",schemaPath:"#/properties/rules/items/properties/step/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/rules/" + i0+"/step",schemaPath:"#/properties/rules/items/properties/step/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.conclusion !== undefined){
let data8 = data2.conclusion;
if(Array.isArray(data8)){
if(data8.length < 1){
const err15 = {instancePath:instancePath+"/rules/" + i0+"/conclusion",schemaPath:"#/properties/rules/items/properties/conclusion/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
if(!((((data9 === "failure") || (data9 === "timed_out")) || (data9 === "cancelled")) || (data9 === "startup_failure"))){
const err16 = {instancePath:instancePath+"/rules/" + i0+"/conclusion/" + i1,schemaPath:"#/properties/rules/items/properties/conclusion/items/enum",keyword:"enum",params:{allowedValues: schema31.properties.rules.items.properties.conclusion.items.enum},message:"must be equal to one of the allowed values"};
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
else {
const err17 = {instancePath:instancePath+"/rules/" + i0+"/conclusion",schemaPath:"#/properties/rules/items/properties/conclusion/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/rules/" + i0,schemaPath:"#/properties/rules/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err19 = {instancePath:instancePath+"/rules",schemaPath:"#/properties/rules/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


;// CONCATENATED MODULE: ./packages/triage/src/rules.ts


/** Parses and checks a rules file; a mistake (shape, a pattern that does not compile, no condition) is one error at its line. */
function parseTriageRules(text, file) {
    const loaded = (0,yaml_load/* parseYaml */.hN)(text, file);
    if (!triageRules(loaded.value))
        throw (0,schema_error/* schemaViolation */.H)(loaded, (0,schema_error/* firstSchemaError */.W)(triageRules.errors), 'triage rules', 'triage-rules');
    const entries = loaded.value.rules;
    return entries.map((entry, index) => {
        const at = (field) => loaded.locate(field ? ['rules', index, field] : ['rules', index]);
        const compile = (field) => {
            const source = entry[field];
            if (source === undefined)
                return undefined;
            try {
                return new RegExp(source, 'iu');
            }
            catch (error) {
                throw new errors/* SweepkitError */.R0(`invalid triage rules: rules[${index}].${field}: ${error.message}`, { location: at(field), code: 'triage-rules' });
            }
        };
        if (entry.log === undefined && entry.step === undefined && entry.conclusion === undefined) {
            throw new errors/* SweepkitError */.R0(`invalid triage rules: rules[${index}] (${entry.id}) names none of log, step, conclusion: it would match every failure`, {
                location: at(),
                code: 'triage-rules'
            });
        }
        const location = at();
        return {
            id: entry.id,
            class: entry.class,
            description: entry.description,
            log: compile('log'),
            step: compile('step'),
            conclusion: entry.conclusion,
            source: `${location.file}:${location.line ?? 1}`
        };
    });
}

;// CONCATENATED MODULE: ./packages/triage/src/inputs.ts





/** The rules in force: the site's file first (its rules win within a class), then the bundled ones. */
function loadTriageRules(files, siteFile) {
    const site = siteFile ? parseTriageRules((0,src_files/* readTextFile */.G)(files, siteFile), siteFile) : [];
    return [...site, ...parseTriageRules(BUNDLED_RULES_YAML, BUNDLED_RULES_FILE)];
}
/** A JSON option (`matrix`, `offline-rows`); empty is absent. */
function jsonOption(text, option) {
    if (text === undefined || text.trim() === '')
        return undefined;
    try {
        return JSON.parse(text);
    }
    catch (error) {
        throw new errors/* SweepkitError */.R0(`${option} is not valid JSON: ${(0,errors/* jsonErrorMessage */.Y_)(error)}`, { code: 'bad-json' });
    }
}
/**
 * A JSON option given as text or as a file (`matrix` / `matrix-file`): a sweep's matrix is too large
 * for an input or argv, so the workflows hand it over as the file its planning job wrote. `path`
 * resolves the file name where the edge runs (the CLI's working directory).
 */
function jsonTextOrFile(files, given, names, path = (file) => file) {
    if (given.file !== undefined && given.file !== '') {
        if (given.text !== undefined && given.text.trim() !== '')
            throw new errors/* SweepkitError */.R0(`${names.text} and ${names.file} exclude each other`, { code: 'bad-option' });
        return jsonOption((0,src_files/* readTextFile */.G)(files, path(given.file), given.file), given.file);
    }
    return jsonOption(given.text, names.text);
}
/** GPUs of each row kept out of the sweep for offline runners. */
const rowGpus = (rows) => (rows === undefined ? [] : (0,jobs/* matrixRows */.xI)(rows).map(benchmark_env/* gpuCount */.i_));


/***/ }),

/***/ 5268:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ix: () => (/* binding */ isFailed),
/* harmony export */   JF: () => (/* binding */ rowFinder),
/* harmony export */   V3: () => (/* binding */ jobGpus),
/* harmony export */   cG: () => (/* binding */ failedStep),
/* harmony export */   xI: () => (/* binding */ matrixRows),
/* harmony export */   zW: () => (/* binding */ jobHours)
/* harmony export */ });
/* harmony import */ var _naming_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3476);
/* harmony import */ var _naming_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2623);

/** The rows of a planned matrix: a JSON array of rows, or any object holding such arrays (the matrix payload). */
function matrixRows(value) {
    const rows = [];
    const visit = (v) => {
        if (Array.isArray(v))
            v.forEach(visit);
        else if (typeof v === 'object' && v !== null) {
            if ('runner' in v)
                rows.push(v);
            else
                Object.values(v).forEach(visit);
        }
    };
    visit(value);
    return rows;
}
/**
 * Which matrix row a job ran: the benchmark templates name a job by the row's display name, shown
 * below the calling job (`single-node 1k1k / dsr1 fp8 h200 sgl TP8 c4`).
 */
function rowFinder(rows) {
    const byName = new Map(rows.map((row) => [(0,_naming_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .jobDisplayName */ .de)(row), row]));
    return (job) => {
        const direct = byName.get(job.name);
        if (direct)
            return direct;
        const at = job.name.lastIndexOf(' / ');
        return at >= 0 ? byName.get(job.name.slice(at + 3)) : undefined;
    };
}
/** GPUs of the job's row, undefined when the job is not one of the matrix's. */
const jobGpus = (find, job) => {
    const row = find(job);
    return row === undefined ? undefined : (0,_naming_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .gpuCount */ .i_)(row);
};
/** Hours between start and completion (0 when the job never started). */
function jobHours(job) {
    if (!job.startedAt || !job.completedAt)
        return 0;
    const ms = Date.parse(job.completedAt) - Date.parse(job.startedAt);
    return Number.isFinite(ms) && ms > 0 ? ms / 3_600_000 : 0;
}
/** The first step that failed or timed out. */
const failedStep = (job) => job.steps.find((s) => s.conclusion === 'failure' || s.conclusion === 'timed_out')?.name;
const isFailed = (job) => job.conclusion === 'failure' || job.conclusion === 'timed_out';


/***/ }),

/***/ 1820:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ TRIAGE_COMMAND),
/* harmony export */   z: () => (/* binding */ RUNNER_AVAILABILITY_COMMAND)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6713);

/** `sweepkit triage --run ID` and the triage action. */
const TRIAGE_COMMAND = {
    cli: 'triage',
    action: 'triage',
    description: "Classify every failed job of a run's attempt as infrastructure, benchmark or unknown from its conclusion, failing step and log tail (with the evidence line), re-run the infrastructure failures once, and report the GPU-hours spent, lost and avoided.",
    options: {
        run: { kind: 'int', env: 'GITHUB_RUN_ID', required: true, metavar: 'ID', help: 'the workflow run (default: $GITHUB_RUN_ID)' },
        attempt: { kind: 'int', min: 1, help: "the run attempt to triage (default: the run's latest)" },
        repository: { kind: 'string', env: 'GITHUB_REPOSITORY', required: true, help: 'OWNER/REPO of the run (default: $GITHUB_REPOSITORY)' },
        rules: { kind: 'string', help: 'a triage-rules file read before the bundled rules (schemas/triage-rules.schema.json)' },
        matrix: { kind: 'string', help: "the run's planned matrix as JSON (rows, or the payload holding them): the jobs' GPU counts" },
        'matrix-file': {
            kind: 'string',
            metavar: 'FILE',
            help: "the planned matrix in a file instead of matrix (run-sweep.yml's sweep-matrix artifact: matrix.json)"
        },
        'offline-rows': { kind: 'string', help: 'the rows runner-availability kept out of the sweep (JSON), counted as avoided' },
        'offline-rows-file': {
            kind: 'string',
            metavar: 'FILE',
            help: 'the rows kept out of the sweep in a file instead of offline-rows (the sweep-matrix artifact: offline-rows.json)'
        },
        rerun: { kind: 'string', choices: ['true', 'false'], default: 'true', only: 'action', help: 'ask GitHub to re-run the infrastructure failures once' },
        'do-rerun': { kind: 'flag', only: 'cli', help: 'also re-run the infrastructure failures (the CLI only reports by default)' },
        'fail-fast': { kind: 'string', choices: ['true', 'false'], default: 'false', help: 'the run used strategy.fail-fast (its failures are then not re-run)' },
        'rerun-on-fail-fast': { kind: 'string', choices: ['true', 'false'], default: 'false', help: 're-run infrastructure failures of a fail-fast run too' },
        'log-lines': { kind: 'int', min: 1, default: 300, help: 'log lines read from the end of each failed job' },
        'api-url': { kind: 'string', env: 'GITHUB_API_URL', default: 'https://api.github.com', help: 'the GitHub REST API' },
        'github-token': {
            kind: 'string',
            only: 'action',
            runnerDefault: '${{ github.token }}',
            help: 'token that may read the run and re-run jobs (actions: write)'
        },
        json: _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .JSON_OUTPUT_OPTION */ .TC
    }
};
/** `sweepkit runner-availability` and the runner-availability action. */
const RUNNER_AVAILABILITY_COMMAND = {
    cli: 'runner-availability',
    action: 'runner-availability',
    description: 'Before fan-out, check that every runner label the planned matrix needs has an online runner (repository or organization runners API); report the rows that would queue on offline runners and, with on-offline skip, leave them out. Without a matrix: the digest of offline runners.',
    options: {
        matrix: { kind: 'string', help: 'the planned matrix as JSON (rows, or the payload holding them); empty: only the offline digest' },
        'matrix-file': {
            kind: 'string',
            only: 'cli',
            metavar: 'FILE',
            help: 'the planned matrix read from FILE instead of --matrix (a large matrix never passes through argv)'
        },
        output: {
            kind: 'string',
            only: 'cli',
            metavar: 'FILE',
            help: 'write the matrix to FILE, without the rows skipped with --on-offline skip (its bytes unchanged when none is)'
        },
        'skipped-rows': { kind: 'string', only: 'cli', metavar: 'FILE', help: 'write the rows left out (a JSON array, for triage --offline-rows) to FILE' },
        markdown: {
            kind: 'string',
            only: 'cli',
            metavar: 'FILE',
            help: 'also write the report a person reads (a line and a Markdown table) to FILE, e.g. for $GITHUB_STEP_SUMMARY'
        },
        'on-offline': {
            kind: 'string',
            choices: ['report', 'skip', 'fail'],
            default: 'report',
            help: 'what rows whose label has no online runner get: reported, left out of the matrix, or a failed step'
        },
        repository: { kind: 'string', env: 'GITHUB_REPOSITORY', required: true, help: 'OWNER/REPO whose runners are listed (default: $GITHUB_REPOSITORY)' },
        organization: { kind: 'string', help: "list the organization's runners instead of the repository's" },
        'api-url': { kind: 'string', env: 'GITHUB_API_URL', default: 'https://api.github.com', help: 'the GitHub REST API' },
        'github-token': {
            kind: 'string',
            only: 'action',
            required: true,
            help: 'a token that may list self-hosted runners (administration: read; GITHUB_TOKEN cannot)'
        },
        json: _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .JSON_OUTPUT_OPTION */ .TC
    }
};


/***/ })

};
