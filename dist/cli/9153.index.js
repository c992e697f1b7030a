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
// EXTERNAL MODULE: ./packages/common/src/options.ts
var options = __webpack_require__(6713);
;// CONCATENATED MODULE: ./packages/matrix/src/e2e/options.ts

/** `sweepkit e2e-jobs` and the e2e-jobs action: a matrix → the e2e sweep's eight job families. */
const E2E_JOBS_COMMAND = {
    cli: 'e2e-jobs',
    action: 'e2e-jobs',
    description: "Split a generated matrix (a JSON list, `sweepkit matrix` output) or changelog buckets (a JSON object, `sweepkit process-changelog` output) into the e2e sweep's job families, like e2e-tests.yml's get-jobs step.",
    options: {
        json: options/* JSON_OUTPUT_OPTION */.TC,
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
    { output: 'single-node-config', family: 'single', takes: (r) => !r.multiNode && !r.agentic && !r.evalOnly, throughput: true },
    { output: 'multi-node-config', family: 'multi', takes: (r) => r.multiNode && !r.agentic && !r.evalOnly, throughput: true },
    { output: 'multi-node-eval-config', family: 'multi-eval', takes: (r) => r.multiNode && !r.agentic && r.runEval },
    { output: 'eval-config', family: 'eval', takes: (r) => !r.multiNode && !r.agentic && r.runEval }
];
/**
 * Each row into every family whose test it passes, in input order. A row may be in two (a
 * run-eval row is a throughput job and an eval job): its throughput copy carries `run-eval: false`,
 * as the reference's throughput jobs run with the template's `run-eval: false`, so its eval runs
 * once, in the eval family. A row in no family is reported, never dropped silently.
 */
function splitE2eFamilies(rows, source) {
    const split = Object.fromEntries(E2E_FAMILIES.map((f) => [f.output, []]));
    rows.forEach((row, index) => {
        if (!(0,json_object/* isJsonObject */.OW)(row))
            throw new errors/* SweepkitError */.R0(`row ${index} of the matrix is not a JSON object`, { location: { file: source }, code: 'e2e-row' });
        const shape = shapeOf(row);
        for (const f of E2E_FAMILIES) {
            if (f.takes(shape))
                split[f.output].push('throughput' in f && shape.runEval ? (0,json_object/* withField */.ZH)(row, 'run-eval', false) : row);
        }
    });
    return split;
}
/** Rows of the matrix that no e2e family runs (none with today's generator; a guard for new row shapes). */
const unassignedRows = (rows) => rows.filter((row) => (0,json_object/* isJsonObject */.OW)(row) && !E2E_FAMILIES.some((f) => f.takes(shapeOf(row)))).length;

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
    return { ...(trusted ? { flattened: rows } : {}), families, unassigned: unassignedRows(rows) };
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
// EXTERNAL MODULE: ./cli/src/terminal.ts
var terminal = __webpack_require__(1328);
// EXTERNAL MODULE: ./cli/src/options.ts
var src_options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/e2e-jobs.ts






/** `sweepkit e2e-jobs`: the e2e sweep's job families of a matrix, as one JSON object (indent 1). */
const e2eJobsCommand = (argv, io) => {
    const { values } = (0,src_options/* parseCommandArgs */.Q)(E2E_JOBS_COMMAND, argv, io);
    const priority = e2ePriority(values, (file) => (0,files/* readTextFile */.G)(io.files, (0,external_node_path_.resolve)(io.cwd, file), file), { namespace: 'local', eventName: '' });
    const jobs = e2eJobs((0,input_json/* readInputJson */.l)(io, values.matrix), values.matrix ?? '<stdin>', priority);
    if (jobs.unassigned)
        io.stderr(`warning: ${jobs.unassigned} row(s) of the matrix are in no e2e job family\n`);
    const outputs = e2eOutputs(jobs);
    (0,terminal/* printJsonOutput */.FB)(io, values.json, `${(0,json/* pyJsonDumps */.dv)(outputs, { indent: 1 })}\n`, 'e2e job families');
    return 0;
};
/* harmony default export */ const e2e_jobs = (e2eJobsCommand);


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

/***/ 2199:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dn: () => (/* binding */ recipeFingerprint),
/* harmony export */   Fi: () => (/* binding */ curveOf),
/* harmony export */   dj: () => (/* binding */ canonicalJson)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4194);


const CURVE_EXCLUDED = new Set(['conc', 'exp-name', 'recipe-fingerprint']);
/** The row without its concurrency point: what identifies a curve (append-only, fingerprints). */
const curveOf = (row) => Object.fromEntries(Object.entries(row).filter(([k]) => !CURVE_EXCLUDED.has(k)));
/** `json.dumps(x, sort_keys=True, separators=(",", ":"))` — ASCII-escaped, like the reference. */
const canonicalJson = (value) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyJsonDumps */ .dv)(value, { separators: [',', ':'], sortKeys: true });
/** docs/gating.md §b.4 step 14: SHA-256 of the row's curve as canonical JSON. */
const recipeFingerprint = (row) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
    .update(canonicalJson(curveOf(row)))
    .digest('hex');


/***/ }),

/***/ 429:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OW: () => (/* binding */ isJsonObject),
/* harmony export */   RY: () => (/* binding */ hasField),
/* harmony export */   VI: () => (/* binding */ getField),
/* harmony export */   ZH: () => (/* binding */ withField)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(564);

const isJsonObject = (v) => v !== null && v !== undefined && typeof v === 'object' && !Array.isArray(v) && !(v instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$);
const hasField = (o, key) => (o instanceof Map ? o.has(key) : Object.hasOwn(o, key));
const getField = (o, key) => o instanceof Map ? o.get(key) : Object.hasOwn(o, key) ? o[key] : undefined;
/** A copy of `o` (same kind) with `key` set to `value`; a new key goes last. */
const withField = (o, key, value) => (o instanceof Map ? new Map(o).set(key, value) : { ...o, [key]: value });


/***/ }),

/***/ 4670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RS: () => (/* binding */ annotatePriorities)
/* harmony export */ });
/* unused harmony exports isPriorityJob, priorityScorer, queueToken, priorityJobs */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4194);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9696);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2282);
/* harmony import */ var _fingerprint_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2199);
/* harmony import */ var _json_object_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(429);
/* harmony import */ var _decimal_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2092);





/** A matrix job: an object that has both `runner` and `framework`, whatever their values. */
const isPriorityJob = (v) => (0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(v) && (0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .hasField */ .RY)(v, 'runner') && (0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .hasField */ .RY)(v, 'framework');
const text = (v) => (typeof v === 'string' ? v : undefined);
const matchesPrefix = (value, prefix) => value === prefix || value.startsWith(`${prefix}-`);
const QUANTUM = -3;
/** Scores jobs under one context; the context's checks run once, the unknown-criteria error when a job is scored. */
function priorityScorer(context) {
    const { policy } = context;
    const labels = new Set(context.labels);
    const criteria = context.criteria && new Set(context.criteria);
    const anyLabel = (names) => [...names].some((name) => labels.has(name));
    const unknown = criteria ? [...criteria].filter((c) => !policy.vocabulary.has(c)).sort(_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP) : [];
    const patchwork = (anyLabel(policy.patchwork.names) || criteria?.has('patchwork') === true) && !anyLabel(policy.patchwork.waivedBy);
    const checklist = anyLabel(policy.checklist.names) || criteria?.has('checklist-complete') === true;
    const named = (name) => criteria === undefined || criteria.has(name);
    const namedPrefix = (table, value) => criteria === undefined || [...table.keys()].some((key) => criteria.has(key) && matchesPrefix(value, key));
    const fixed = (d) => (0,_decimal_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDecimal */ .zJ)((0,_decimal_js__WEBPACK_IMPORTED_MODULE_3__/* .quantizeHalfUp */ .g_)(d, QUANTUM));
    const patchworkScore = fixed(policy.patchwork.score);
    const eventAdjustment = policy.event.get(context.eventName);
    const exact = (job) => {
        let score = policy.baseScore;
        const add = (d) => {
            if (d)
                score = (0,_decimal_js__WEBPACK_IMPORTED_MODULE_3__/* .addDecimal */ .vE)(score, d);
        };
        add(eventAdjustment);
        const prefill = (0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .getField */ .VI)(job, 'prefill');
        if (prefill !== undefined && prefill !== null && named('multi-node'))
            add(policy.multiNode);
        if ((0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .getField */ .VI)(job, 'scenario-type') === 'agentic-coding' && named('agentic'))
            add(policy.agentic);
        if ((0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .getField */ .VI)(job, 'eval-only') === true && named('eval-only'))
            add(policy.evalOnly);
        const precision = text((0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .getField */ .VI)(job, 'precision'));
        if (precision !== undefined && named(precision))
            add(policy.precision.get(precision));
        const spec = text((0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .getField */ .VI)(job, 'spec-decoding'));
        if (spec !== undefined && named(spec))
            add(policy.specDecoding.get(spec));
        const framework = text((0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .getField */ .VI)(job, 'framework'));
        if (framework !== undefined && namedPrefix(policy.frameworkPrefix, framework)) {
            add([...policy.frameworkPrefix].find(([prefix]) => matchesPrefix(framework, prefix))?.[1]);
        }
        const model = text((0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .getField */ .VI)(job, 'model-prefix'));
        if (model !== undefined && namedPrefix(policy.modelPrefix, model))
            add(policy.modelPrefix.get(model));
        if (checklist)
            add(policy.checklist.adjustment);
        return fixed(score);
    };
    // A matrix has a few dozen distinct scoring attributes among its thousands of rows: each
    // combination is summed once.
    const scores = new Map();
    return (job) => {
        if (unknown.length)
            throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .SweepkitError */ .R0(`Unknown CI priority criteria: ${(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .pyRepr */ .n3)(unknown)}`, { code: 'ci-priority-criteria' });
        if (patchwork)
            return patchworkScore;
        const prefill = (0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .getField */ .VI)(job, 'prefill');
        // JSON.stringify: an unambiguous key (a missing field is null, never equal to a string).
        const key = JSON.stringify([
            prefill !== undefined && prefill !== null,
            (0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .getField */ .VI)(job, 'scenario-type') === 'agentic-coding',
            (0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .getField */ .VI)(job, 'eval-only') === true,
            text((0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .getField */ .VI)(job, 'precision')) ?? null,
            text((0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .getField */ .VI)(job, 'spec-decoding')) ?? null,
            text((0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .getField */ .VI)(job, 'framework')) ?? null,
            text((0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .getField */ .VI)(job, 'model-prefix')) ?? null
        ]);
        let score = scores.get(key);
        if (score === undefined)
            scores.set(key, (score = exact(job)));
        return score;
    };
}
/** First 32 hex digits of SHA-256 over `{namespace}:{path}:{the job as given, canonical JSON}`. */
const queueToken = (namespace, path, job) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
    .update(`${namespace}:${path}:${(0,_fingerprint_js__WEBPACK_IMPORTED_MODULE_6__/* .canonicalJson */ .dj)(job)}`)
    .digest('hex')
    .slice(0, 32);
/**
 * `utils/ci_priority.py`: a copy of the payload in which every job, at any depth, has `priority`,
 * `queue-token` and (with the skip-queue label and a PR number) `skip-queue-pr`. Keys a job
 * already has keep their place; everything else is copied unchanged. Maps stay maps, plain objects
 * stay plain objects, so parsed JSON and in-process matrix rows go through the same code.
 */
function annotatePriorities(payload, context) {
    const score = priorityScorer(context);
    const skipQueue = context.prNumber !== undefined && context.labels.includes(context.policy.skipQueueLabel) ? context.prNumber : undefined;
    // Keys a job already has keep their place: Map#set and property assignment do exactly that.
    const annotate = (job, path, set) => {
        set('priority', score(job));
        set('queue-token', queueToken(context.namespace, path, job));
        if (skipQueue !== undefined)
            set('skip-queue-pr', skipQueue);
    };
    const visit = (value, path) => {
        // Paths are built only for containers: scalars (most of a row) need none.
        const child = (key, item) => item !== null && typeof item === 'object' ? visit(item, path ? `${path}/${key}` : String(key)) : item;
        if (Array.isArray(value))
            return value.map((item, index) => child(index, item));
        if (!(0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(value))
            return value;
        if (value instanceof Map) {
            const out = new Map();
            for (const [key, item] of value)
                out.set(key, child(key, item));
            if (isPriorityJob(value))
                annotate(value, path, (key, item) => out.set(key, item));
            return out;
        }
        const record = value;
        const out = {};
        for (const key of Object.keys(record))
            out[key] = child(key, record[key]);
        if (isPriorityJob(value))
            annotate(value, path, (key, item) => (out[key] = item));
        return out;
    };
    return visit(payload, '');
}
/** The jobs of a payload at any depth, in document order (what annotatePriorities annotates). */
function priorityJobs(payload) {
    if (Array.isArray(payload))
        return payload.flatMap(priorityJobs);
    if (!isJsonObject(payload))
        return [];
    const values = payload instanceof Map ? [...payload.values()] : Object.values(payload);
    return [...(isPriorityJob(payload) ? [payload] : []), ...values.flatMap(priorityJobs)];
}


/***/ }),

/***/ 2092:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ parseDecimal),
/* harmony export */   g_: () => (/* binding */ quantizeHalfUp),
/* harmony export */   vE: () => (/* binding */ addDecimal),
/* harmony export */   zJ: () => (/* binding */ formatDecimal)
/* harmony export */ });
/* unused harmony export DECIMAL_ZERO */
const DECIMAL_ZERO = { negative: false, coefficient: 0n, exponent: 0 };
// Python's Decimal(str): surrounding whitespace, a sign, digits (underscores between them), an
// optional fraction and exponent. Infinity and NaN are left out: they have no score.
const DECIMAL_TEXT = /^\s*([-+]?)((?:\d(?:_?\d)*)?)(?:\.((?:\d(?:_?\d)*)?))?(?:[eE]([-+]?\d(?:_?\d)*))?\s*$/;
/** The decimal a text stands for, or undefined when it is not a finite decimal number. */
function parseDecimal(text) {
    const m = DECIMAL_TEXT.exec(text);
    if (!m)
        return undefined;
    const whole = (m[2] ?? '').replace(/_/g, '');
    const fraction = (m[3] ?? '').replace(/_/g, '');
    if (!whole && !fraction)
        return undefined;
    const exponent = Number((m[4] ?? '0').replace(/_/g, '')) - fraction.length;
    if (!Number.isSafeInteger(exponent))
        return undefined;
    return { negative: m[1] === '-', coefficient: BigInt(whole + fraction), exponent };
}
const signed = (d, exponent) => {
    const scaled = d.coefficient * 10n ** BigInt(d.exponent - exponent);
    return d.negative ? -scaled : scaled;
};
/** a + b, exactly. A zero sum is negative only when both zeros were (Decimal's rule). */
function addDecimal(a, b) {
    const exponent = Math.min(a.exponent, b.exponent);
    const sum = signed(a, exponent) + signed(b, exponent);
    return { negative: sum < 0n || (sum === 0n && a.negative && b.negative), coefficient: sum < 0n ? -sum : sum, exponent };
}
/** `d.quantize(Decimal(10) ** exponent, rounding=ROUND_HALF_UP)`: halves round away from zero. */
function quantizeHalfUp(d, exponent) {
    if (d.exponent >= exponent)
        return { ...d, coefficient: d.coefficient * 10n ** BigInt(d.exponent - exponent), exponent };
    const divisor = 10n ** BigInt(exponent - d.exponent);
    const quotient = d.coefficient / divisor;
    const rounded = (d.coefficient % divisor) * 2n >= divisor ? quotient + 1n : quotient;
    return { negative: d.negative, coefficient: rounded, exponent };
}
/** Fixed-point text of a decimal with exponent ≤ 0 (`str()` of a quantized Decimal): `-0.005`, `12.000`. */
function formatDecimal(d) {
    const places = -d.exponent;
    const digits = d.coefficient.toString().padStart(places + 1, '0');
    const body = places > 0 ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
    return d.negative ? `-${body}` : body;
}


/***/ }),

/***/ 6567:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vb: () => (/* binding */ parseCriteriaJson),
/* harmony export */   hE: () => (/* binding */ parseLabelsJson)
/* harmony export */ });
/* unused harmony exports CLASSIFIER_FALLBACK, classifierCriteria */
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7324);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9696);

/** A JSON flag value, with Python's parser message on bad JSON. */
function parseFlagJson(flag, text) {
    try {
        return (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .parsePyJson */ .j5)(text);
    }
    catch (error) {
        if (error instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PyJsonSyntaxError */ .Ly)
            throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SweepkitError */ .R0(`${flag}: ${error.message}`, { code: 'ci-priority-json' });
        throw error;
    }
}
/** A JSON array of strings; '' and `null` are undefined (the reference treats them as "not given"). */
function stringArray(flag, text) {
    if (text === '')
        return undefined;
    const value = parseFlagJson(flag, text);
    if (value === null)
        return undefined;
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SweepkitError */ .R0(`${flag} must be a JSON array of strings`, { code: 'ci-priority-json' });
    }
    return value;
}
/** `--labels-json`: the labels, none for '' or null. */
const parseLabelsJson = (text) => stringArray('--labels-json', text) ?? [];
/** `--criteria-json` (or the option named `name`): the classifier's criteria, undefined (no classifier) for '' or null. */
const parseCriteriaJson = (text, name = '--criteria-json') => stringArray(name, text);
/** What the priority scheduler falls back to when the classifier gave nothing usable: the lowest priority. */
const CLASSIFIER_FALLBACK = (/* unused pure expression or super */ null && (['patchwork']));
/**
 * The change classifier's output (`{"criteria": [<names>]}`) → its criteria. Missing or malformed
 * output fails closed to `["patchwork"]`, as run-sweep.yml's jq step does, with the reason why so
 * the caller can warn instead of scoring silently at the lowest priority.
 */
function classifierCriteria(text) {
    if (text.trim() === '')
        return { criteria: CLASSIFIER_FALLBACK, problem: 'the classifier gave no output' };
    let value;
    try {
        value = parsePyJson(text);
    }
    catch (error) {
        if (!(error instanceof PyJsonSyntaxError))
            throw error;
        return { criteria: CLASSIFIER_FALLBACK, problem: `the classifier output is not JSON: ${error.message}` };
    }
    const criteria = value instanceof Map ? value.get('criteria') : undefined;
    if (!Array.isArray(criteria) || !criteria.every((c) => typeof c === 'string'))
        return { criteria: CLASSIFIER_FALLBACK, problem: 'the classifier output is not an object with a "criteria" array of strings' };
    return { criteria: criteria };
}


/***/ }),

/***/ 7280:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ parsePriorityPolicy)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(564);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9696);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2891);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2282);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9832);
/* harmony import */ var _config_src_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(300);
/* harmony import */ var _config_src_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3572);
/* harmony import */ var _decimal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2092);



const ATTRIBUTES = ['multi-node', 'agentic', 'eval-only'];
const TABLES = ['precision', 'spec-decoding', 'framework-prefix', 'model-prefix'];
/** The reference reads numbers as `Decimal(str(value))`: a float is its repr, a quoted number its text. */
function decimalAt(loaded, path) {
    const value = path.reduce((node, part) => node[part], loaded.value);
    const text = value instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$ ? (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyFloatRepr */ .XO)(value.value) : String(value);
    const decimal = (0,_decimal_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDecimal */ .$Q)(text);
    if (!decimal) {
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SweepkitError */ .R0(`invalid CI priority policy: ${path.join('.')}: '${text}' is not a finite decimal number`, {
            location: loaded.locate(path),
            code: 'ci-priority-policy'
        });
    }
    return decimal;
}
/**
 * Parses and checks a policy file. The version is checked first, with the reference's message
 * (`Unsupported CI priority policy version: 2`); any other mistake is one error at its file:line:col.
 */
function parsePriorityPolicy(text, file) {
    const loaded = (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .parseYaml */ .hN)(text, file);
    const root = loaded.value;
    if (root !== null && typeof root === 'object' && !Array.isArray(root) && !(root instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$)) {
        const version = root.version;
        // Python's `!= 1`: 1.0 and True are equal to 1.
        const supported = version === 1 || version === true || (version instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$ && version.value === 1);
        if (!supported) {
            throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SweepkitError */ .R0(`Unsupported CI priority policy version: ${(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .pyStr */ .rD)(version)}`, {
                location: loaded.locate(version === undefined ? [] : ['version']),
                code: 'ci-priority-policy'
            });
        }
    }
    if (!(0,_config_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .ciPriorityPolicy */ .D)((0,_config_src_index_js__WEBPACK_IMPORTED_MODULE_6__/* .jsonView */ .W)(root)))
        throw (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_7__/* .schemaViolation */ .H)(loaded, (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_7__/* .firstSchemaError */ .W)(_config_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .ciPriorityPolicy */ .D.errors), 'CI priority policy', 'ci-priority-policy');
    const policy = root;
    const adjustments = (policy.adjustments ?? {});
    const labels = policy.labels;
    const table = (name) => new Map(Object.keys((adjustments[name] ?? {})).map((key) => [key, decimalAt(loaded, ['adjustments', name, key])]));
    const optional = (path, present) => (present ? decimalAt(loaded, path) : undefined);
    const checklist = (labels['checklist-complete'] ?? {});
    const patchwork = labels.patchwork;
    const tables = Object.fromEntries(TABLES.map((name) => [name, table(name)]));
    return {
        baseScore: decimalAt(loaded, ['base-score']),
        event: table('event'),
        multiNode: optional(['adjustments', 'multi-node'], adjustments['multi-node'] !== undefined),
        agentic: optional(['adjustments', 'agentic'], adjustments.agentic !== undefined),
        evalOnly: optional(['adjustments', 'eval-only'], adjustments['eval-only'] !== undefined),
        precision: tables.precision,
        specDecoding: tables['spec-decoding'],
        frameworkPrefix: tables['framework-prefix'],
        modelPrefix: tables['model-prefix'],
        skipQueueLabel: labels['skip-queue'].name,
        checklist: {
            names: new Set((checklist.names ?? [])),
            adjustment: optional(['labels', 'checklist-complete', 'adjustment'], checklist.adjustment !== undefined)
        },
        patchwork: {
            names: new Set(patchwork.names),
            score: decimalAt(loaded, ['labels', 'patchwork', 'score']),
            waivedBy: new Set((patchwork['waived-by'] ?? []))
        },
        vocabulary: new Set([...ATTRIBUTES, 'checklist-complete', 'patchwork', ...TABLES.flatMap((name) => [...tables[name].keys()])])
    };
}


/***/ })

};
