export const id = 731;
export const ids = [731];
export const modules = {

/***/ 5731:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ commands_matrix)
});

// EXTERNAL MODULE: ./packages/common/src/index.ts + 10 modules
var src = __webpack_require__(8166);
// EXTERNAL MODULE: ./packages/matrix/src/generate.ts + 2 modules
var generate = __webpack_require__(4196);
;// CONCATENATED MODULE: ./packages/matrix/src/matrix-json.ts

/** The exact bytes the reference prints: Python `json.dumps(rows)` and a newline (matrix.md §8). */
const matrixJson = (rows) => `${(0,src/* pyJsonDumps */.dv)(rows)}\n`;

// EXTERNAL MODULE: ./packages/config/src/index.ts + 13 modules
var config_src = __webpack_require__(1213);
// EXTERNAL MODULE: ./packages/matrix/src/concurrency.ts
var concurrency = __webpack_require__(7720);
// EXTERNAL MODULE: ./packages/matrix/src/row.ts
var src_row = __webpack_require__(4235);
;// CONCATENATED MODULE: ./packages/matrix/src/families.ts



const evals = (row) => (0,config_src/* pyTruthy */.Kn)(row['run-eval']);
const throughput = (multi, seq) => (row) => !(0,src_row/* isAgentic */.E)(row) && (0,src_row/* isMultiNode */.S)(row) === multi && !row['eval-only'] && (0,concurrency/* seqLenName */.ms)(row.isl, row.osl) === seq;
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
    agentic: (row) => (0,src_row/* isAgentic */.E)(row) && !(0,src_row/* isMultiNode */.S)(row) && !evals(row),
    'multi-node-agentic': (row) => (0,src_row/* isAgentic */.E)(row) && (0,src_row/* isMultiNode */.S)(row) && !evals(row),
    'single-node-eval': (row) => !(0,src_row/* isAgentic */.E)(row) && !(0,src_row/* isMultiNode */.S)(row) && evals(row),
    'multi-node-eval': (row) => !(0,src_row/* isAgentic */.E)(row) && (0,src_row/* isMultiNode */.S)(row) && evals(row),
    'agentic-eval': (row) => (0,src_row/* isAgentic */.E)(row) && !(0,src_row/* isMultiNode */.S)(row) && evals(row),
    'multi-node-agentic-eval': (row) => (0,src_row/* isAgentic */.E)(row) && (0,src_row/* isMultiNode */.S)(row) && evals(row)
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

// EXTERNAL MODULE: ./packages/matrix/src/test-config.ts + 1 modules
var test_config = __webpack_require__(3395);
// EXTERNAL MODULE: ./packages/matrix/src/python-key.ts
var python_key = __webpack_require__(4623);
// EXTERNAL MODULE: ./packages/matrix/src/request.ts
var request = __webpack_require__(8554);
;// CONCATENATED MODULE: ./packages/matrix/src/index.ts
/**
 * The sweep-matrix generator: `generateMatrix(request, { files, cwd })` gives the rows of the
 * InferenceX reference generator, `matrixJson(rows)` their exact bytes, `families(rows)` and
 * `chunk(rows, max)` the per-job-family split that keeps each GitHub matrix under 256 jobs.
 */










// EXTERNAL MODULE: ./cli/src/argparse.ts
var argparse = __webpack_require__(3211);
;// CONCATENATED MODULE: ./cli/src/commands/matrix.ts



const PROG = 'sweepkit matrix';
const SUBCOMMANDS = ['full-sweep', 'test-config'];
// The reference generator's options, with its names (matrix.md §1).
const COMMON = [
    { name: '--config-files', kind: 'list', required: true, help: 'master config YAML files, merged in this order' },
    { name: '--runner-config', kind: 'string', help: `runners file (default: ${request/* DEFAULT_RUNNER_CONFIG */.CC})` },
    { name: '--no-evals', kind: 'flag', conflicts: ['--evals-only'], help: 'do not mark eval rows' },
    { name: '--evals-only', kind: 'flag', conflicts: ['--no-evals'], help: 'keep only eval rows' },
    { name: '--all-evals', kind: 'flag', help: 'evaluate every eligible point (implies --evals-only)' },
    { name: '--runner-node-filter', kind: 'string', help: 'fan rows out to the runner nodes whose name contains this' },
    { name: '--scenario-type', kind: 'list', choices: request/* SCENARIO_TYPES */.rJ, help: 'scenario types to include' }
];
const SEQ_LENS_OPTION = { name: '--seq-lens', kind: 'list', choices: request/* SEQ_LENS */.Rq, help: 'sequence lengths to include' };
const FULL_SWEEP = [
    ...COMMON,
    { name: '--model-prefix', kind: 'list', help: 'config keys starting with one of these' },
    { name: '--precision', kind: 'list', help: 'precisions to include' },
    { name: '--framework', kind: 'list', help: 'frameworks to include' },
    { name: '--runner-type', kind: 'list', help: 'runner labels to include' },
    SEQ_LENS_OPTION,
    { name: '--step-size', kind: 'int', help: 'factor between range concurrencies (default 2)' },
    { name: '--min-conc', kind: 'int', help: 'lowest concurrency' },
    { name: '--max-conc', kind: 'int', help: 'highest concurrency' },
    { name: '--max-tp', kind: 'int', help: 'skip entries with a larger tp' },
    { name: '--max-ep', kind: 'int', help: 'clamp ep to this' },
    { name: '--single-node', kind: 'flag', help: 'single-node configs (default: both kinds)' },
    { name: '--multi-node', kind: 'flag', help: 'multi-node configs (default: both kinds)' }
];
const TEST_CONFIG = [
    ...COMMON,
    { name: '--config-keys', kind: 'list', required: true, help: 'config keys or glob patterns, in the order wanted' },
    { name: '--conc', kind: 'int-list', help: 'keep only these concurrencies' },
    SEQ_LENS_OPTION
];
const list = (value) => value;
const num = (value) => value;
function toRequest(command, { values: v }) {
    const common = {
        configFiles: v['config-files'],
        runnerConfig: v['runner-config'],
        noEvals: v['no-evals'],
        evalsOnly: v['evals-only'],
        allEvals: v['all-evals'],
        runnerNodeFilter: v['runner-node-filter'],
        scenarioTypes: list(v['scenario-type']),
        seqLens: list(v['seq-lens'])
    };
    if (command === 'test-config')
        return { command, ...common, configKeys: v['config-keys'], conc: v.conc };
    return {
        command,
        ...common,
        modelPrefixes: list(v['model-prefix']),
        precisions: list(v.precision),
        frameworks: list(v.framework),
        runnerTypes: list(v['runner-type']),
        stepSize: num(v['step-size']),
        minConc: num(v['min-conc']),
        maxConc: num(v['max-conc']),
        maxTp: num(v['max-tp']),
        maxEp: num(v['max-ep']),
        singleNode: v['single-node'],
        multiNode: v['multi-node']
    };
}
function parseCommand(argv) {
    const [command, ...rest] = argv;
    if (command === '-h' || command === '--help') {
        throw new argparse/* HelpRequested */.s(`usage: ${PROG} {full-sweep,test-config} ...\n\nExpand master configs into the sweep matrix (JSON on stdout).\nRun '${PROG} <sub-command> --help' for its options.\n`);
    }
    if (command === undefined)
        throw new src/* UsageError */.eb(`${PROG}: error: the following arguments are required: command`);
    if (!SUBCOMMANDS.includes(command)) {
        throw new src/* UsageError */.eb(`${PROG}: error: argument command: invalid choice: '${command}' (choose from 'full-sweep', 'test-config')`);
    }
    const sub = command;
    const spec = {
        prog: `${PROG} ${sub}`,
        description: sub === 'full-sweep' ? 'Every config that passes the filters.' : 'The named configs, in the order given.',
        options: sub === 'full-sweep' ? FULL_SWEEP : TEST_CONFIG
    };
    return toRequest(sub, (0,argparse/* parseArgs */.Zy)(spec, rest));
}
/** `sweepkit matrix`: a drop-in for the reference generator (same flags, bytes, exit codes, first error line). */
const matrix = (argv, io) => {
    const request = parseCommand(argv);
    try {
        io.stdout(matrixJson((0,generate/* generateMatrix */.z)(request, { files: io.files, cwd: io.cwd })));
        return 0;
    }
    catch (error) {
        // The reference reports its own option checks through argparse: prefix them like one.
        if (error instanceof src/* UsageError */.eb)
            throw new src/* UsageError */.eb(`${PROG}: error: ${error.message}`);
        io.stderr(referenceErrorText(error));
        return error instanceof src/* SweepkitError */.R0 ? error.exitCode : 1;
    }
};
/* harmony default export */ const commands_matrix = (matrix);


/***/ })

};
