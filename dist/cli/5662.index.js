export const id = 5662;
export const ids = [5662];
export const modules = {

/***/ 5662:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ ci_priority)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./packages/common/src/files.ts
var files = __webpack_require__(6416);
// EXTERNAL MODULE: ./packages/matrix/src/priority/options.ts
var options = __webpack_require__(1210);
// EXTERNAL MODULE: ./packages/matrix/src/priority/flags.ts
var flags = __webpack_require__(6567);
// EXTERNAL MODULE: ./packages/matrix/src/priority/policy.ts
var priority_policy = __webpack_require__(7280);
// EXTERNAL MODULE: ./packages/matrix/src/priority/annotate.ts
var annotate = __webpack_require__(4670);
// EXTERNAL MODULE: ./packages/common/src/python/json.ts
var json = __webpack_require__(4194);
;// CONCATENATED MODULE: ./packages/matrix/src/priority/json.ts

/** The bytes `utils/ci_priority.py` prints (without the newline): compact, ASCII-escaped. */
const priorityJson = (value) => (0,json/* pyJsonDumps */.dv)(value, { separators: [',', ':'] });

// EXTERNAL MODULE: ./cli/src/input-json.ts
var input_json = __webpack_require__(3029);
// EXTERNAL MODULE: ./cli/src/terminal.ts
var terminal = __webpack_require__(1328);
// EXTERNAL MODULE: ./cli/src/options.ts
var src_options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/ci-priority.ts






/** `sweepkit ci-priority`: a drop-in for `utils/ci_priority.py` (same flags, byte-identical stdout). */
const ciPriority = (argv, io) => {
    const { values } = (0,src_options/* parseCommandArgs */.Q)(options/* CI_PRIORITY_COMMAND */.s, argv, io);
    const labels = (0,flags/* parseLabelsJson */.hE)(values['labels-json']);
    const criteria = (0,flags/* parseCriteriaJson */.Vb)(values['criteria-json']);
    const policy = (0,priority_policy/* parsePriorityPolicy */.s)((0,files/* readTextFile */.G)(io.files, (0,external_node_path_.resolve)(io.cwd, values.policy), values.policy), values.policy);
    const payload = (0,input_json/* readInputJson */.l)(io, values.input);
    const annotated = (0,annotate/* annotatePriorities */.RS)(payload, {
        policy,
        eventName: values['event-name'],
        labels,
        criteria,
        namespace: values['queue-namespace'],
        prNumber: values['pr-number']
    });
    (0,terminal/* printJsonOutput */.FB)(io, values.json, `${priorityJson(annotated)}\n`, 'annotated matrix');
    return 0;
};
/* harmony default export */ const ci_priority = (ciPriority);


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

/***/ 1210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ PRIORITY_OPTIONS),
/* harmony export */   s: () => (/* binding */ CI_PRIORITY_COMMAND)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6713);

/**
 * `sweepkit ci-priority`: exactly the flags of `utils/ci_priority.py`. The ci-priority action takes
 * the jobs as an input instead of stdin and also plans the first job's runs-on.
 */
const CI_PRIORITY_COMMAND = {
    cli: 'ci-priority',
    action: 'ci-priority',
    description: 'Annotate every job of a matrix JSON (stdin → stdout) with priority, queue-token and skip-queue-pr for a priority-scheduled runner fleet, like utils/ci_priority.py.',
    options: {
        json: _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .JSON_OUTPUT_OPTION */ .TC,
        policy: { kind: 'string', metavar: 'FILE', default: 'configs/ci-priority.yaml', help: 'the CI priority policy (schemas/ci-priority-policy.schema.json)' },
        'event-name': { kind: 'string', metavar: 'NAME', default: '', help: 'the workflow event (push, pull_request, …); selects adjustments.event' },
        'labels-json': { kind: 'string', metavar: 'JSON', default: '[]', help: 'the pull request labels as a JSON array of strings ("" or null: none)' },
        'queue-namespace': {
            kind: 'string',
            metavar: 'NS',
            default: 'local',
            // The action's tokens are the run's, as every workflow of the reference passes them.
            runnerDefault: '${{ github.run_id }}:${{ github.run_attempt }}',
            help: 'prefix of every queue token, e.g. {run_id}:{run_attempt} (the action: the run id and attempt)'
        },
        'pr-number': { kind: 'int', metavar: 'N', help: 'the pull request number (with the skip-queue label: skip-queue-pr)' },
        'criteria-json': { kind: 'string', metavar: 'JSON', default: '', help: 'the classifier criteria as a JSON array of strings ("" or null: no classifier)' },
        input: { kind: 'string', metavar: 'FILE', only: 'cli', help: 'read the matrix JSON from FILE instead of stdin' },
        // The action scores a job or two (speedbench-al.yml, a manual run) and plans the runs-on of the first.
        jobs: {
            kind: 'string',
            only: 'action',
            required: 'action',
            help: 'the job(s) to score as JSON: one job, a list of jobs or any matrix JSON; a job has `runner` and `framework`'
        },
        'priority-scheduler': {
            kind: 'flag',
            only: 'action',
            default: false,
            help: "the first job's runs-on carries the CI-priority labels, as `sweepkit plan-jobs --priority-scheduler`; else the runner label alone"
        },
        'self-hosted-label': { kind: 'string', only: 'action', default: 'self-hosted', help: 'the first runs-on label with priority-scheduler (empty: none)' },
        'run-attempt': {
            kind: 'string',
            only: 'action',
            env: 'GITHUB_RUN_ATTEMPT',
            help: 'the run attempt of the ci-attempt-<N> label (default: GITHUB_RUN_ATTEMPT, else 1)'
        }
    }
};
/**
 * The CI priority inputs of the matrix actions (spread into their tables): with a policy, every
 * output row is annotated in-process as `sweepkit ci-priority` would, with the event's name, PR
 * labels and PR number, before the canary is chosen.
 */
const PRIORITY_OPTIONS = {
    'priority-policy': {
        kind: 'string',
        only: 'action',
        help: 'CI priority policy file (schemas/ci-priority-policy.schema.json); when set, every row gets priority, queue-token and skip-queue-pr as `sweepkit ci-priority` adds them, from the event name, PR labels and PR number'
    },
    'priority-namespace': {
        kind: 'string',
        only: 'action',
        help: 'with priority-policy: the first part of every queue token (default: `<run id>:<run attempt>`)'
    },
    'priority-criteria': {
        kind: 'string',
        only: 'action',
        conflicts: ['priority-classifier'],
        help: 'with priority-policy: the change classifier criteria as a JSON array of strings (default: no classifier, every attribute scores)'
    },
    'priority-classifier': {
        kind: 'flag',
        only: 'action',
        default: false,
        help: 'with priority-policy: a change classifier ran; its criteria come from priority-classifier-output, and missing or malformed output falls back to ["patchwork"] (the lowest priority) with a warning'
    },
    'priority-classifier-output': {
        kind: 'string',
        only: 'action',
        help: 'with priority-classifier: the classifier step\'s output, a JSON object with a "criteria" array of strings'
    }
};


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
