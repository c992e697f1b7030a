export const id = 9153;
export const ids = [9153];
export const modules = {

/***/ 9153:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ e2e_jobs)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./packages/common/src/files.ts
var files = __webpack_require__(6416);
// EXTERNAL MODULE: ./packages/common/src/python/json.ts
var json = __webpack_require__(4194);
;// CONCATENATED MODULE: ./packages/matrix/src/e2e/options.ts
/** `sweepkit e2e-jobs` and the e2e-jobs action: a matrix → the e2e sweep's eight job families. */
const E2E_JOBS_COMMAND = {
    cli: 'e2e-jobs',
    action: 'e2e-jobs',
    description: "Split a generated matrix (a JSON list, `sweepkit matrix` output) or changelog buckets (a JSON object, `sweepkit process-changelog` output) into the e2e sweep's job families, like e2e-tests.yml's get-jobs step.",
    options: {
        matrix: { kind: 'string', metavar: 'FILE', required: 'action', help: 'the matrix JSON file (CLI: stdin when not given)' },
        'priority-policy': {
            kind: 'string',
            metavar: 'FILE',
            default: '',
            help: 'CI priority policy; when set, every family is annotated as `sweepkit ci-priority` does, queue namespace `<queue-namespace>:<family>`'
        },
        'queue-namespace': {
            kind: 'string',
            metavar: 'NS',
            default: '',
            help: 'with priority-policy: the first part of every queue token (action default: `<run id>:<run attempt>`; CLI default: local)'
        },
        'event-name': { kind: 'string', metavar: 'NAME', default: '', help: 'with priority-policy: the workflow event (action default: the event that runs it)' },
        'labels-json': { kind: 'string', metavar: 'JSON', default: '[]', help: 'with priority-policy: the pull request labels as a JSON array of strings' }
    }
};

// EXTERNAL MODULE: ./packages/matrix/src/priority/annotate.ts
var annotate = __webpack_require__(4670);
// EXTERNAL MODULE: ./packages/matrix/src/priority/flags.ts
var flags = __webpack_require__(6567);
// EXTERNAL MODULE: ./packages/matrix/src/priority/policy.ts
var policy = __webpack_require__(7280);
// EXTERNAL MODULE: ./packages/common/src/python/values.ts
var values = __webpack_require__(2282);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/matrix/src/json-object.ts
var json_object = __webpack_require__(429);
;// CONCATENATED MODULE: ./packages/matrix/src/e2e/families.ts


const shapeOf = (row) => ({
    multiNode: (0,json_object/* hasField */.RY)(row, 'prefill'),
    agentic: (0,json_object/* getField */.VI)(row, 'scenario-type') === 'agentic-coding',
    runEval: (0,values/* pyTruthy */.Kn)((0,json_object/* getField */.VI)(row, 'run-eval') ?? null),
    evalOnly: (0,values/* pyTruthy */.Kn)((0,json_object/* getField */.VI)(row, 'eval-only') ?? null)
});
/**
 * The e2e sweep's outputs in the reference's order, with the ci-priority family each is queued
 * under. `eval-config` is ours: the reference declares it but never fills it, so its single-node
 * eval rows never run; here it holds the single-node eval rows (docs/e2e.md, "Differences").
 */
const E2E_FAMILIES = [
    { output: 'agentic-config', family: 'agentic', takes: (r) => r.agentic && !r.multiNode && !r.runEval },
    { output: 'agentic-eval-config', family: 'agentic-eval', takes: (r) => r.agentic && !r.multiNode && r.runEval },
    { output: 'multi-node-agentic-config', family: 'multi-agentic', takes: (r) => r.agentic && r.multiNode && !r.runEval },
    { output: 'multi-node-agentic-eval-config', family: 'multi-agentic-eval', takes: (r) => r.agentic && r.multiNode && r.runEval },
    { output: 'single-node-config', family: 'single', takes: (r) => !r.multiNode && !r.agentic && !r.evalOnly },
    { output: 'multi-node-config', family: 'multi', takes: (r) => r.multiNode && !r.agentic && !r.evalOnly },
    { output: 'multi-node-eval-config', family: 'multi-eval', takes: (r) => r.multiNode && !r.agentic && r.runEval },
    { output: 'eval-config', family: 'eval', takes: (r) => !r.multiNode && !r.agentic && r.runEval }
];
/**
 * Each row into every family whose test it passes, in input order. A row may be in two (a
 * multi-node run-eval row is a throughput job and an eval job); one that is in none is reported,
 * never dropped silently.
 */
function splitE2eFamilies(rows, source) {
    const split = Object.fromEntries(E2E_FAMILIES.map((f) => [f.output, []]));
    rows.forEach((row, index) => {
        if (!(0,json_object/* isJsonObject */.OW)(row))
            throw new errors/* SweepkitError */.R0(`row ${index} of the matrix is not a JSON object`, { location: { file: source }, code: 'e2e-row' });
        const shape = shapeOf(row);
        for (const f of E2E_FAMILIES)
            if (f.takes(shape))
                split[f.output].push(row);
    });
    return split;
}
/** Rows of the matrix that no e2e family runs (none with today's generator; a guard for new row shapes). */
const unassignedRows = (rows, split) => rows.length - new Set(Object.values(split).flat()).size;

;// CONCATENATED MODULE: ./packages/matrix/src/e2e/flatten.ts


/** Bucketed lists after the per-node-type bucket maps, in the order the e2e sweep reads them. */
const EVAL_LISTS = ['evals', 'agentic_evals', 'multinode_evals', 'multinode_agentic_evals'];
const listAt = (value, where, source) => {
    if (value === undefined || value === null)
        return [];
    if (Array.isArray(value))
        return value;
    throw new errors/* SweepkitError */.R0(`${where} of the changelog matrix is not a list`, { location: { file: source }, code: 'e2e-buckets' });
};
/**
 * The changelog matrix (`sweepkit process-changelog` output) as one list of rows: every bucket of
 * `single_node`, then of `multi_node` (in object order), then the eval lists. Unlike the
 * reference, `multinode_agentic_evals` is read too, so multi-node agentic eval rows run.
 */
function flattenChangelogMatrix(matrix, source) {
    if (!(0,json_object/* isJsonObject */.OW)(matrix))
        throw new errors/* SweepkitError */.R0('a changelog matrix must be a JSON object of buckets', { location: { file: source }, code: 'e2e-buckets' });
    const rows = [];
    for (const side of ['single_node', 'multi_node']) {
        const buckets = (0,json_object/* getField */.VI)(matrix, side);
        if (buckets === undefined || buckets === null)
            continue;
        if (!(0,json_object/* isJsonObject */.OW)(buckets))
            throw new errors/* SweepkitError */.R0(`${side} of the changelog matrix is not an object`, { location: { file: source }, code: 'e2e-buckets' });
        const entries = buckets instanceof Map ? [...buckets.entries()] : Object.entries(buckets);
        for (const [bucket, list] of entries)
            rows.push(...listAt(list, `${side}["${bucket}"]`, source));
    }
    for (const name of EVAL_LISTS)
        rows.push(...listAt((0,json_object/* getField */.VI)(matrix, name), name, source));
    return rows;
}

;// CONCATENATED MODULE: ./packages/matrix/src/e2e/e2e-jobs.ts





/**
 * The e2e sweep's get-jobs step (docs/e2e.md): a generated matrix (a JSON list) is split as it is;
 * changelog buckets (a JSON object, `sweepkit process-changelog` output) are flattened first.
 */
function e2eJobs(matrix, source, priority) {
    const trusted = !Array.isArray(matrix);
    const rows = trusted ? flattenChangelogMatrix(matrix, source) : matrix;
    const split = splitE2eFamilies(rows, source);
    const families = Object.fromEntries(E2E_FAMILIES.map(({ output, family }) => {
        const list = split[output];
        // e2e rows never get skip-queue-pr: no PR number is passed, as in the reference.
        return [output, priority ? (0,annotate/* annotatePriorities */.RS)(list, { ...priority, namespace: `${priority.namespace}:${family}` }) : list];
    }));
    return { ...(trusted ? { flattened: rows } : {}), families, unassigned: unassignedRows(rows, split) };
}
/** The outputs as one object, in the reference's key order (`flattened` first in trusted mode). */
const e2eOutputs = (jobs) => ({
    ...(jobs.flattened ? { flattened: jobs.flattened } : {}),
    ...jobs.families
});
/**
 * The priority context of e2e-jobs' options, undefined without a policy. `readPolicy` reads the
 * policy file; `defaults` fill an empty namespace or event (the CLI and the action differ there).
 */
function e2ePriority(values, readPolicy, defaults) {
    const file = values['priority-policy'];
    if (!file)
        return undefined;
    return {
        policy: (0,policy/* parsePriorityPolicy */.s)(readPolicy(file), file),
        eventName: values['event-name'] || defaults.eventName,
        labels: (0,flags/* parseLabelsJson */.hE)(values['labels-json']),
        namespace: values['queue-namespace'] || defaults.namespace
    };
}

// EXTERNAL MODULE: ./cli/src/input-json.ts
var input_json = __webpack_require__(3029);
// EXTERNAL MODULE: ./cli/src/options.ts
var options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/e2e-jobs.ts





/** `sweepkit e2e-jobs`: the e2e sweep's job families of a matrix, as one JSON object (indent 1). */
const e2eJobsCommand = (argv, io) => {
    const { values } = (0,options/* parseCommandArgs */.Q)(E2E_JOBS_COMMAND, argv, io);
    const priority = e2ePriority(values, (file) => (0,files/* readTextFile */.G)(io.files, (0,external_node_path_.resolve)(io.cwd, file), file), { namespace: 'local', eventName: '' });
    const jobs = e2eJobs((0,input_json/* readInputJson */.l)(io, values.matrix), values.matrix ?? '<stdin>', priority);
    if (jobs.unassigned)
        io.stderr(`warning: ${jobs.unassigned} row(s) of the matrix are in no e2e job family\n`);
    io.stdout(`${(0,json/* pyJsonDumps */.dv)(e2eOutputs(jobs), { indent: 1 })}\n`);
    return 0;
};
/* harmony default export */ const e2e_jobs = (e2eJobsCommand);


/***/ })

};
