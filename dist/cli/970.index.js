export const id = 970;
export const ids = [970];
export const modules = {

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

/***/ 8261:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ pyInt)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(564);

/**
 * The integer a lax-validated value stands for (`true` → 1, `8.0` → 8, `" 8 "` → 8), for
 * arithmetic and comparisons; the raw value is still what gets emitted.
 */
function pyInt(value) {
    if (typeof value === 'number')
        return value;
    if (typeof value === 'boolean')
        return value ? 1 : 0;
    if (typeof value === 'bigint')
        return Number(value);
    if (value instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$)
        return value.value;
    if (typeof value === 'string')
        return Number(value.trim().replace(/_/g, ''));
    return NaN;
}


/***/ }),

/***/ 3063:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  w: () => (/* binding */ loadMasterConfigs)
});

// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/common/src/python/values.ts
var values = __webpack_require__(2282);
// EXTERNAL MODULE: ./packages/config/src/field-error.ts
var field_error = __webpack_require__(9711);
// EXTERNAL MODULE: ./packages/config/src/json-view.ts
var json_view = __webpack_require__(3572);
// EXTERNAL MODULE: ./packages/config/src/lax-int.ts
var lax_int = __webpack_require__(8261);
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
        if ((0,lax_int/* pyInt */.F)(start) <= 0 || (0,lax_int/* pyInt */.F)(end) <= 0)
            return "Input 'conc-start' and 'conc-end' must be greater than 0.";
        if ((0,lax_int/* pyInt */.F)(start) > (0,lax_int/* pyInt */.F)(end))
            return `'conc-start' (${(0,lax_int/* pyInt */.F)(start)}) must be <= 'conc-end' (${(0,lax_int/* pyInt */.F)(end)}).`;
        return undefined;
    }
    return concList.some((c) => (0,lax_int/* pyInt */.F)(c) <= 0) ? "Input 'conc-list' entries must be greater than 0." : undefined;
}
function divisibleRule(holder) {
    const tp = (0,lax_int/* pyInt */.F)(holder.tp);
    const dcp = (0,lax_int/* pyInt */.F)(holder['dcp-size'] ?? 1);
    return tp % dcp !== 0 ? `'tp' (${tp}) must be divisible by 'dcp-size' (${dcp})` : undefined;
}
function hardwarePairRule(bmk) {
    const prefill = bmk.prefill;
    const decode = bmk.decode;
    return (0,values/* pyTruthy */.Kn)(prefill.hardware) !== (0,values/* pyTruthy */.Kn)(decode.hardware) ? "'hardware' must be specified for both 'prefill' and 'decode', or neither" : undefined;
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
    if ((0,values/* pyTruthy */.Kn)(config.disagg) && !isSet(config['kv-p2p-transfer']) && (bmks.length === 0 || bmks.some((bmk) => !isSet(bmk['kv-p2p-transfer'])))) {
        return 'disagg=true requires kv-p2p-transfer at the top level or in every search-space entry';
    }
    return undefined;
}
/** Every rule violation of one schema-valid config, paths relative to the config. */
function masterConfigRuleErrors(config, multinode) {
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

// EXTERNAL MODULE: ./packages/config/src/schema-check.ts
var schema_check = __webpack_require__(516);
// EXTERNAL MODULE: ./packages/common/src/yaml-tree.ts
var yaml_tree = __webpack_require__(6465);
// EXTERNAL MODULE: ./packages/common/src/python/float.ts
var python_float = __webpack_require__(564);
;// CONCATENATED MODULE: ./packages/config/src/strict-ints.ts

/**
 * pydantic strict ints (docs/matrix.md §3.10) accept only genuine integers. The JSON Schema cannot tell
 * `1.0` from `1` (both are JSON numbers), so YAML floats in these fields are caught here.
 */
const STRICT_INT_KEYS = new Set(['pp', 'dcp-size', 'pcp-size']);
const MESSAGE = 'Input should be a valid integer';
/**
 * Every strict-int field holding a YAML float, anywhere in a config, in document order. One walk
 * with one path that grows and shrinks: a path is copied only for a finding (every config node is
 * visited, so per-node arrays would be most of the cost).
 */
function strictIntErrors(value) {
    const errors = [];
    const path = [];
    const visit = (node) => {
        if (Array.isArray(node)) {
            for (let i = 0; i < node.length; i++) {
                path.push(i);
                visit(node[i]);
                path.pop();
            }
        }
        else if ((0,yaml_tree/* isYamlMapping */.Gy)(node)) {
            for (const key of Object.keys(node)) {
                const item = node[key];
                path.push(key);
                if (STRICT_INT_KEYS.has(key) && item instanceof python_float/* PyFloat */.g$)
                    errors.push({ path: [...path], message: MESSAGE });
                else
                    visit(item);
                path.pop();
            }
        }
    };
    visit(value);
    return errors;
}

// EXTERNAL MODULE: ./packages/config/src/generated/validators.js
var validators = __webpack_require__(300);
// EXTERNAL MODULE: ./packages/config/src/source-file.ts
var source_file = __webpack_require__(686);
;// CONCATENATED MODULE: ./packages/config/src/load-master.ts








/** Loads master files in order and merges their top-level keys (docs/matrix.md §2.2 steps 1–6). */
function mergeFiles(files, paths, options) {
    const merged = new Map();
    for (const path of paths) {
        const source = (0,source_file/* loadSource */.s)(files, path, `Input file '${path}' does not exist.`, options.cwd);
        if (!(0,source_file/* isMapping */.p)(source.value)) {
            throw new errors/* SweepkitError */.R0(`Config file '${path}' must contain a dictionary`, { location: source.locate([]), code: 'not-a-mapping' });
        }
        const keys = Object.keys(source.value);
        const wildcard = keys.find((key) => key.includes('*'));
        if (wildcard !== undefined) {
            // The reference's message really starts with a space.
            throw new errors/* SweepkitError */.R0(` Wildcard '*' is not allowed in master config keys: '${wildcard}'`, {
                location: source.locate([wildcard], 'key'),
                field: wildcard,
                code: 'wildcard-key'
            });
        }
        const duplicates = keys.filter((key) => merged.has(key)).sort();
        if (duplicates.length) {
            throw new errors/* SweepkitErrors */.AK(duplicates.map((key) => new errors/* SweepkitError */.R0(`Duplicate configuration keys found in '${path}': ${duplicates.join(', ')}`, {
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
    const multinode = (0,source_file/* isMapping */.p)(entry.value) && (0,values/* pyTruthy */.Kn)(entry.value.multinode);
    const schema = multinode ? validators/* multiNodeConfig */.G0 : validators/* singleNodeConfig */.F3;
    let findings = [...(0,schema_check/* schemaErrors */.d)(schema, (0,json_view/* jsonView */.W)(entry.value)), ...strictIntErrors(entry.value)];
    if (findings.length === 0)
        findings = masterConfigRuleErrors(entry.value, multinode);
    if (findings.length) {
        const located = findings.map((f) => ({ path: [entry.key, ...f.path], message: f.message }));
        throw new errors/* SweepkitErrors */.AK((0,field_error/* fieldErrors */.y)(`Master config entry '${entry.key}' failed validation:`, located, entry.source, 'config-invalid'));
    }
    // The schema and rules above are what make this shape true.
    return { key: entry.key, multinode, config: entry.value, source: entry.source };
}
/**
 * Loads, merges and validates master config files (in the given order). The configs come back in
 * merged order with their raw values and the LoadedYaml that locates every node; the first invalid
 * config throws, like the reference.
 */
function loadMasterConfigs(files, paths, options = {}) {
    return mergeFiles(files, paths, options).map(validateEntry);
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


/***/ })

};
