export const id = 811;
export const ids = [811];
export const modules = {

/***/ 2811:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ process_changelog)
});

// EXTERNAL MODULE: ./packages/common/src/index.ts + 10 modules
var src = __webpack_require__(4078);
// EXTERNAL MODULE: ./packages/gating/src/adapters/git.ts
var git = __webpack_require__(5147);
// EXTERNAL MODULE: ./packages/matrix/src/changelog/process.ts + 9 modules
var process = __webpack_require__(2238);
// EXTERNAL MODULE: ./packages/matrix/src/changelog/buckets.ts
var buckets = __webpack_require__(5989);
// EXTERNAL MODULE: ./packages/matrix/src/canary.ts
var canary = __webpack_require__(1763);
// EXTERNAL MODULE: ./packages/matrix/src/changelog/git.ts
var changelog_git = __webpack_require__(3770);
;// CONCATENATED MODULE: ./packages/matrix/src/changelog/index.ts
/**
 * process-changelog (matrix.md §9.5): `processChangelog(request, { git, files, root })` turns the
 * entries a diff adds to perf-changelog.yaml into the bucketed sweep matrix, `changelogMatrixJson`
 * gives its exact bytes, `selectCanary` the canary row of gating.md a.7. The git port's real
 * implementation is `execGit` in packages/gating/src/adapters/git.ts.
 */





// EXTERNAL MODULE: ./packages/matrix/src/index.ts + 3 modules
var matrix_src = __webpack_require__(9321);
// EXTERNAL MODULE: ./cli/src/options.ts
var options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/process-changelog.ts





const processChangelogCommand = async (argv, io) => {
    const { values } = (0,options/* parseCommandArgs */.Q)(matrix_src/* PROCESS_CHANGELOG_COMMAND */.l_, argv, io);
    const result = await (0,process/* processChangelog */.i)({
        // Required on the command line (argparse has checked them).
        baseRef: values['base-ref'],
        headRef: values['head-ref'],
        changelogFile: values['changelog-file'],
        trimConc: values['trim-conc'],
        allEvals: values['all-evals'] ?? false,
        evalsOnly: values['evals-only'] ?? false
    }, { git: (0,git/* execGit */.I)(io.cwd), files: io.files, root: io.cwd });
    for (const warning of result.warnings)
        io.stderr(`${(0,src/* formatFinding */.tf)(warning, 'warning')}\n`);
    io.stdout((0,process/* changelogMatrixJson */.s)(result.matrix));
    return 0;
};
/* harmony default export */ const process_changelog = (processChangelogCommand);


/***/ }),

/***/ 5147:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ execGit)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _matrix_src_changelog_git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3770);


// Explicit diff options so a user's git configuration (noprefix, mnemonic prefixes, another
// algorithm, external diff drivers, colour) cannot change the lines the rules read.
const NEUTRAL_DIFF = ['--no-color', '--no-ext-diff', '--no-textconv', '--src-prefix=a/', '--dst-prefix=b/', '--diff-algorithm=myers', '-U3'];
function run(cwd, args) {
    return new Promise((resolve, reject) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', args, { cwd, encoding: 'buffer', maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) => {
            if (error)
                reject(new _matrix_src_changelog_git_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .X(stderr.toString('utf8').trim() || error.message));
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


/***/ }),

/***/ 1763:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ selectCanary)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4078);
/* harmony import */ var _concurrency_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7720);
/* harmony import */ var _json_object_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(429);



const CANARY_SEQ_LENS = ['1k1k', '8k1k'];
const isThroughput = (row) => (0,_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonObject */ .OW)(row) && (0,_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .getField */ .VI)(row, 'run-eval') !== true;
const concOf = (row) => {
    const conc = (0,_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .getField */ .VI)(row, 'conc');
    return conc instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$ ? conc.value : typeof conc === 'number' || typeof conc === 'bigint' ? Number(conc) : NaN;
};
/** A single-node fixed-seq-len throughput row of a flat generator list, and its sequence length. */
function flatSeqLen(row) {
    const prefill = (0,_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .getField */ .VI)(row, 'prefill');
    if ((prefill !== undefined && prefill !== null) || (0,_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .getField */ .VI)(row, 'scenario-type') === 'agentic-coding' || (0,_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .getField */ .VI)(row, 'eval-only') === true)
        return undefined;
    return (0,_concurrency_js__WEBPACK_IMPORTED_MODULE_1__/* .seqLenName */ .ms)((0,_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .getField */ .VI)(row, 'isl'), (0,_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .getField */ .VI)(row, 'osl'));
}
function selectCanary(input) {
    const matrix = input;
    let best;
    const consider = (seqLen, index, row) => {
        if (!best || concOf(row) < concOf(best.row))
            best = { seqLen, index, row };
    };
    const singleNode = (0,_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonObject */ .OW)(matrix) ? (0,_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .getField */ .VI)(matrix, 'single_node') : undefined;
    if (Array.isArray(matrix)) {
        const rows = matrix;
        for (const seqLen of CANARY_SEQ_LENS) {
            rows.forEach((row, index) => {
                if (isThroughput(row) && flatSeqLen(row) === seqLen)
                    consider(seqLen, index, row);
            });
        }
        if (!best)
            return { canary: undefined, remaining: matrix };
        const chosen = best.index;
        return { canary: best.row, remaining: rows.filter((_, i) => i !== chosen) };
    }
    if (!(0,_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonObject */ .OW)(singleNode))
        return { canary: undefined, remaining: matrix };
    for (const seqLen of CANARY_SEQ_LENS) {
        const bucket = (0,_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .getField */ .VI)(singleNode, seqLen);
        if (Array.isArray(bucket))
            bucket.forEach((row, index) => isThroughput(row) && consider(seqLen, index, row));
    }
    if (!best)
        return { canary: undefined, remaining: matrix };
    const { seqLen, index } = best;
    const bucket = (0,_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .getField */ .VI)(singleNode, seqLen).filter((_, i) => i !== index);
    return { canary: best.row, remaining: (0,_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .withField */ .ZH)(matrix, 'single_node', (0,_json_object_js__WEBPACK_IMPORTED_MODULE_2__/* .withField */ .ZH)(singleNode, seqLen, bucket)) };
}


/***/ }),

/***/ 9321:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Z5: () => (/* reexport */ CANARY_COMMAND),
  ad: () => (/* reexport */ MATRIX_COMMAND),
  l_: () => (/* reexport */ PROCESS_CHANGELOG_COMMAND),
  Ar: () => (/* reexport */ matrix_json/* compactJson */.Ar),
  z2: () => (/* reexport */ generate/* generateMatrix */.z),
  u5: () => (/* reexport */ matrix_json/* matrixJson */.u5),
  Dd: () => (/* reexport */ matrixRequest),
  jC: () => (/* reexport */ referenceErrorText),
  xs: () => (/* reexport */ canary/* selectCanary */.x)
});

// UNUSED EXPORTS: CI_PRIORITY_COMMAND, DEFAULT_MAX_CHUNKS, DEFAULT_MAX_JOBS_PER_MATRIX, DEFAULT_RUNNER_CONFIG, DEFAULT_STEP_SIZE, FAMILIES, FAMILIES_AND_OTHER, OTHER_FAMILY, PRIORITY_OPTIONS, SCENARIO_TYPES, SEQ_LENS, addDecimal, annotatePriorities, checkRequest, chunk, concRange, families, formatDecimal, generateMatrixEntries, getField, hasField, isAgentic, isJsonObject, isMultiNode, isPriorityJob, overfullFamilies, parseCriteriaJson, parseDecimal, parseLabelsJson, parseMatrixJson, parsePriorityPolicy, priorityJson, priorityScorer, pyKey, pyMappingKey, quantizeHalfUp, queueToken, resolveConfigKeys, seqLenName

// EXTERNAL MODULE: ./packages/matrix/src/generate.ts + 2 modules
var generate = __webpack_require__(4196);
// EXTERNAL MODULE: ./packages/matrix/src/matrix-json.ts
var matrix_json = __webpack_require__(3901);
// EXTERNAL MODULE: ./packages/matrix/src/families.ts
var families = __webpack_require__(8851);
// EXTERNAL MODULE: ./packages/common/src/index.ts + 10 modules
var src = __webpack_require__(4078);
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
    const errors = (0,src/* toSweepkitErrors */.Nb)(error);
    if (errors[0].exitCode === 2 || OWN_WORDING.has(errors[0].code ?? ''))
        return `${errors.map(src/* formatError */.Wk).join('\n')}\n`;
    const lines = [headline(errors[0])];
    for (const e of errors) {
        const where = (0,src/* formatLocation */.j$)(e.location);
        const field = e.field ? `${where ? ' ' : ''}${e.field}` : '';
        const detail = e.details.length ? `${where || field ? ': ' : ''}${e.details.join('\n    ')}` : '';
        if (where || field || detail)
            lines.push(`  ${where}${field}${detail}`);
    }
    return `${lines.join('\n')}\n`;
}

// EXTERNAL MODULE: ./packages/matrix/src/concurrency.ts
var concurrency = __webpack_require__(7720);
// EXTERNAL MODULE: ./packages/matrix/src/test-config.ts + 1 modules
var test_config = __webpack_require__(3395);
// EXTERNAL MODULE: ./packages/matrix/src/python-key.ts
var python_key = __webpack_require__(4623);
// EXTERNAL MODULE: ./packages/matrix/src/request.ts
var request = __webpack_require__(8554);
// EXTERNAL MODULE: ./packages/matrix/src/priority/options.ts
var options = __webpack_require__(1210);
;// CONCATENATED MODULE: ./packages/matrix/src/options.ts


/** GitHub expands at most 256 jobs per matrix. */
const DEFAULT_MAX_JOBS_PER_MATRIX = 256;
/** Chunk jobs per family the example workflows fan out to (one job per chunk). */
const DEFAULT_MAX_CHUNKS = 3;
/**
 * `sweepkit process-changelog` and the sweep-changelog action: the entries a diff adds to the
 * changelog → the bucketed matrix. The action defaults the refs and the eval modifiers from the
 * event (refs of the pull request or push, the `all-evals` / `evals-only` labels), so those have no
 * action.yml default; on the command line the refs and the file are required, as in the reference.
 */
const PROCESS_CHANGELOG_COMMAND = {
    cli: 'process-changelog',
    action: 'sweep-changelog',
    description: 'Turn the entries a diff adds to perf-changelog.yaml into the bucketed sweep matrix.',
    options: {
        'base-ref': { kind: 'string', required: 'cli', help: 'git ref of the base; the action defaults it to origin/<base branch> on pull requests, the before sha on push' },
        'head-ref': { kind: 'string', required: 'cli', help: 'git ref of the head; the action defaults it to the pull request head sha, the after sha on push' },
        'changelog-file': { kind: 'string', required: 'cli', default: 'perf-changelog.yaml', help: 'changelog path inside the repository' },
        'trim-conc': { kind: 'flag', default: false, help: 'keep only the lowest concurrency of each curve (what the sweep-enabled label does)' },
        'all-evals': { kind: 'flag', help: 'every eligible config also gets eval rows (throughput rows stay); the action defaults it to the all-evals label' },
        'evals-only': { kind: 'flag', help: 'no throughput rows; the action defaults it to the evals-only label' },
        'max-jobs-per-matrix': {
            kind: 'int',
            only: 'action',
            min: 1,
            default: DEFAULT_MAX_JOBS_PER_MATRIX,
            help: 'largest chunk in the <family>-chunks outputs (GitHub expands at most 256 jobs per matrix)'
        },
        'max-chunks': {
            kind: 'int',
            only: 'action',
            min: 1,
            default: DEFAULT_MAX_CHUNKS,
            help: 'chunk jobs the workflow fans each family out to; a family needing more is a warning on the changelog'
        },
        ...options/* PRIORITY_OPTIONS */.m
    }
};
const SWEEP = { mode: ['sweep'] };
const FULL_SWEEP = { mode: ['sweep'], command: ['full-sweep'] };
const TEST_CONFIG = { mode: ['sweep'], command: ['test-config'] };
/** The changelog options as inputs of sweep-matrix's deprecated `mode: changelog`. */
const inChangelogMode = (options) => Object.fromEntries(Object.entries(options).map(([name, def]) => [name, { ...def, only: 'action', when: { mode: ['changelog'] } }]));
const { 'base-ref': baseRef, 'head-ref': headRef, 'changelog-file': changelogFile, 'trim-conc': trimConc } = PROCESS_CHANGELOG_COMMAND.options;
/**
 * `sweepkit matrix full-sweep|test-config` (the reference generator's options and names) and the
 * sweep-matrix action, whose `command` input is the CLI's sub-command. `mode: changelog` is the
 * sweep-changelog action's job, kept on sweep-matrix for one release.
 */
const MATRIX_COMMAND = {
    cli: 'matrix',
    action: 'sweep-matrix',
    description: 'Expand master configs into the sweep matrix (JSON on stdout).',
    subcommand: {
        option: 'command',
        descriptions: { 'full-sweep': 'Every config that passes the filters.', 'test-config': 'The named configs, in the order given.' }
    },
    options: {
        mode: {
            kind: 'string',
            only: 'action',
            choices: ['sweep', 'changelog'],
            default: 'sweep',
            help: '`sweep` expands `config-files` with `command`; `changelog` is deprecated: use the sweep-changelog action'
        },
        command: {
            kind: 'string',
            choices: ['full-sweep', 'test-config'],
            default: 'full-sweep',
            when: SWEEP,
            help: '`full-sweep` (every config that passes the filters) or `test-config` (the configs named in `config-keys`)'
        },
        'config-files': { kind: 'list', required: true, when: SWEEP, help: 'master config YAML files, merged in this order' },
        'runner-config': { kind: 'string', default: request/* DEFAULT_RUNNER_CONFIG */.CC, when: SWEEP, help: 'runners file (labels, nodes, hardware)' },
        'no-evals': { kind: 'flag', default: false, when: SWEEP, conflicts: ['evals-only'], help: 'do not mark eval rows' },
        'evals-only': {
            kind: 'flag',
            conflicts: ['no-evals'],
            help: 'keep only eval rows (adds eval-only: true); in mode changelog: no throughput rows, default the evals-only PR label'
        },
        'all-evals': {
            kind: 'flag',
            help: 'evaluate every eligible point (implies evals-only); in mode changelog: also eval rows, default the all-evals PR label'
        },
        'runner-node-filter': { kind: 'string', when: SWEEP, help: 'fan rows out to the runner nodes whose name contains this' },
        'scenario-type': { kind: 'list', choices: request/* SCENARIO_TYPES */.rJ, when: SWEEP, help: 'scenario types to include (default: all)' },
        'model-prefix': { kind: 'list', when: FULL_SWEEP, help: 'config keys starting with one of these' },
        precision: { kind: 'list', when: FULL_SWEEP, help: 'precisions to include' },
        framework: { kind: 'list', when: FULL_SWEEP, help: 'frameworks to include' },
        'runner-type': { kind: 'list', when: FULL_SWEEP, help: 'runner labels to include; each must be a label of the runners file' },
        'seq-lens': { kind: 'list', choices: request/* SEQ_LENS */.Rq, when: SWEEP, help: 'sequence lengths to include (fixed-seq-len only)' },
        'step-size': { kind: 'int', default: request/* DEFAULT_STEP_SIZE */.ji, when: FULL_SWEEP, help: 'factor between range concurrencies (must be > 1)' },
        'min-conc': { kind: 'int', when: FULL_SWEEP, help: 'lowest concurrency (ranges are re-based on it)' },
        'max-conc': { kind: 'int', when: FULL_SWEEP, help: 'highest concurrency' },
        'max-tp': { kind: 'int', when: FULL_SWEEP, help: 'skip single-node fixed-seq-len entries with a larger tp' },
        'max-ep': { kind: 'int', when: FULL_SWEEP, help: 'clamp single-node fixed-seq-len ep to this' },
        'single-node': { kind: 'flag', default: false, when: FULL_SWEEP, help: 'single-node configs (default: both kinds)' },
        'multi-node': { kind: 'flag', default: false, when: FULL_SWEEP, help: 'multi-node configs (default: both kinds)' },
        'config-keys': { kind: 'list', required: true, when: TEST_CONFIG, help: 'config keys or glob patterns, in the order wanted' },
        conc: { kind: 'int-list', when: TEST_CONFIG, help: 'keep only these concurrencies' },
        'max-jobs-per-matrix': {
            kind: 'int',
            only: 'action',
            min: 1,
            default: DEFAULT_MAX_JOBS_PER_MATRIX,
            when: SWEEP,
            help: 'largest chunk in the <family>-chunks outputs (GitHub expands at most 256 jobs per matrix)'
        },
        ...inChangelogMode({ 'base-ref': baseRef, 'head-ref': headRef, 'changelog-file': changelogFile, 'trim-conc': trimConc }),
        // Both modes: the rows (and, in changelog mode, the canary chosen after annotation) carry their priority.
        ...options/* PRIORITY_OPTIONS */.m
    }
};
/** The generator's request from the table's values (`mode: sweep`, where `config-files` and, for test-config, `config-keys` are required). */
function matrixRequest(v) {
    const common = {
        configFiles: v['config-files'],
        runnerConfig: v['runner-config'],
        noEvals: v['no-evals'],
        evalsOnly: v['evals-only'] ?? false,
        allEvals: v['all-evals'] ?? false,
        runnerNodeFilter: v['runner-node-filter'],
        scenarioTypes: v['scenario-type'],
        seqLens: v['seq-lens']
    };
    if (v.command === 'test-config')
        return { command: 'test-config', ...common, configKeys: v['config-keys'], conc: v.conc };
    return {
        command: 'full-sweep',
        ...common,
        modelPrefixes: v['model-prefix'],
        precisions: v.precision,
        frameworks: v.framework,
        runnerTypes: v['runner-type'],
        stepSize: v['step-size'],
        minConc: v['min-conc'],
        maxConc: v['max-conc'],
        maxTp: v['max-tp'],
        maxEp: v['max-ep'],
        singleNode: v['single-node'],
        multiNode: v['multi-node']
    };
}

// EXTERNAL MODULE: ./packages/matrix/src/canary.ts
var canary = __webpack_require__(1763);
;// CONCATENATED MODULE: ./packages/matrix/src/canary-options.ts
/** `sweepkit canary` and the canary action: one table for both. */
const CANARY_COMMAND = {
    cli: 'canary',
    action: 'canary',
    description: 'Select the canary row of a matrix (the non-eval single-node 1k1k/8k1k row with the lowest conc, as run-sweep.yml does) and the matrix without it; priority fields the matrix carries stay on the rows.',
    options: {
        input: { kind: 'string', only: 'cli', metavar: 'FILE', help: 'read the matrix JSON from FILE instead of stdin' },
        matrix: {
            kind: 'string',
            only: 'action',
            required: true,
            help: 'the matrix JSON: the bucketed search-space-config (annotated by ci-priority or not) or a flat list of rows'
        },
        remaining: { kind: 'string', only: 'cli', metavar: 'FILE', help: 'also write the matrix without the canary to FILE' }
    }
};

// EXTERNAL MODULE: ./packages/matrix/src/priority/index.ts + 5 modules
var priority = __webpack_require__(1394);
// EXTERNAL MODULE: ./packages/matrix/src/json-object.ts
var json_object = __webpack_require__(429);
;// CONCATENATED MODULE: ./packages/matrix/src/index.ts
/**
 * The sweep-matrix generator: `generateMatrix(request, { files, cwd })` gives the rows of the
 * InferenceX reference generator, `matrixJson(rows)` their exact bytes, `families(rows)` and
 * `chunk(rows, max)` the per-job-family split that keeps each GitHub matrix under 256 jobs.
 */
















/***/ })

};
