export const id = 8348;
export const ids = [8348];
export const modules = {

/***/ 3944:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   au: () => (/* binding */ didYouMean),
/* harmony export */   of: () => (/* binding */ suggestionLines)
/* harmony export */ });
/* unused harmony exports editDistance, closestMatch */
/**
 * "Did you mean …?" for a value outside a known set (runner labels, config keys, PR labels,
 * frameworks): the candidate closest by edit distance, if it is close enough to be a typo.
 */
/** Optimal-string-alignment distance: insertions, deletions, substitutions, adjacent swaps. */
function editDistance(a, b) {
    const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
    for (let j = 1; j <= b.length; j++)
        rows[0][j] = j;
    for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let best = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                best = Math.min(best, rows[i - 2][j - 2] + 1);
            rows[i][j] = best;
        }
    }
    return rows[a.length][b.length];
}
/**
 * The candidate closest to `value` (case ignored), when at most a third of its length differs
 * (at least one edit); the first of equally close ones. Undefined for an exact match or none.
 */
function closestMatch(value, candidates) {
    const wanted = value.toLowerCase();
    const limit = Math.max(1, Math.floor(wanted.length / 3));
    let best;
    for (const candidate of candidates) {
        if (candidate === value)
            return undefined;
        const distance = editDistance(wanted, candidate.toLowerCase());
        if (distance <= limit && (!best || distance < best.distance))
            best = { candidate, distance };
    }
    return best?.candidate;
}
/** `did you mean 'b200'?` for the closest candidate, '' when none is close. */
function didYouMean(value, candidates) {
    const match = closestMatch(value, candidates);
    return match === undefined ? '' : `did you mean '${match}'?`;
}
/** One `'<value>': did you mean '<candidate>'?` line per value that has a close candidate. */
function suggestionLines(values, candidates) {
    return values.flatMap((value) => {
        const hint = didYouMean(value, candidates);
        return hint ? [`'${value}': ${hint}`] : [];
    });
}


/***/ }),

/***/ 3501:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SO: () => (/* binding */ compileGlob),
/* harmony export */   eu: () => (/* binding */ literal),
/* harmony export */   jX: () => (/* binding */ anyChar)
/* harmony export */ });
const anyChar = () => true;
const literal = (char) => (c) => c === char;
/**
 * The glob as a function of a name, matching the whole name. The pieces become a small
 * nondeterministic automaton that is run over all its states at once (Thompson's construction), so
 * a match takes at most (name length × number of pieces) steps whatever the pattern: a run of `*`
 * or any other hostile pattern cannot make it backtrack.
 */
function compileGlob(parts) {
    const states = [{ on: -1, also: [] }]; // 0: accept
    const add = (state) => states.push(state) - 1;
    const build = (seq, next) => {
        for (let i = seq.length - 1; i >= 0; i--) {
            const part = seq[i];
            if ('one' in part)
                next = add({ test: part.one, on: next, also: [] });
            else if ('many' in part) {
                const loop = add({ test: part.many, on: -1, also: [next] });
                states[loop].on = loop;
                next = loop;
            }
            else
                next = add({ on: -1, also: [build(part.optional, next), next] });
        }
        return next;
    };
    const start = build(parts, 0);
    const mark = new Uint32Array(states.length);
    let generation = 0;
    const close = (from) => {
        generation++;
        const out = [];
        const stack = [...from];
        while (stack.length) {
            const s = stack.pop();
            if (mark[s] === generation)
                continue;
            mark[s] = generation;
            out.push(s);
            stack.push(...states[s].also);
        }
        return out;
    };
    return (name) => {
        let current = close([start]);
        for (const char of name) {
            const next = [];
            for (const s of current) {
                const state = states[s];
                if (state.test?.(char))
                    next.push(state.on);
            }
            if (next.length === 0)
                return false;
            current = close(next);
        }
        return current.includes(0);
    };
}


/***/ }),

/***/ 9511:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ globMatcher),
/* harmony export */   y: () => (/* binding */ isGlob)
/* harmony export */ });
/* harmony import */ var _glob_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3501);

const never = () => false;
/**
 * A bracket expression's body (between `[` and `]`) with the rules of Python's `fnmatch`: a
 * leading `!` negates; a `-` between two characters is a range, except a `-` right after the
 * `[` or `[!` or right after a range; a range whose start is past its end is dropped together
 * with its two ends (so `[z-a]` matches nothing and `[!z-a]` any character); other characters,
 * `\` included, are literal.
 */
function bracketTest(body) {
    let atoms;
    if (!body.includes('-'))
        atoms = body.map((char) => ({ char, joins: false }));
    else {
        // Cut at the hyphens that make ranges; a hyphen right after a cut (or the opening) is plain.
        const pieces = [];
        let from = 0;
        for (let at = body.indexOf('-', body[0] === '!' ? 2 : 1); at >= 0; at = body.indexOf('-', at + 3)) {
            pieces.push(body.slice(from, at));
            from = at + 1;
        }
        if (from < body.length)
            pieces.push(body.slice(from));
        else
            pieces[pieces.length - 1].push('-');
        // Drop reversed ranges, last first, by joining their two pieces without the range's ends.
        for (let k = pieces.length - 1; k > 0; k--) {
            const [left, right] = [pieces[k - 1], pieces[k]];
            if (left[left.length - 1].codePointAt(0) > right[0].codePointAt(0))
                pieces.splice(k - 1, 2, [...left.slice(0, -1), ...right.slice(1)]);
        }
        atoms = pieces.flatMap((piece, t) => [...(t > 0 ? [{ char: '-', joins: true }] : []), ...piece.map((char) => ({ char, joins: false }))]);
    }
    if (atoms.length === 0)
        return never;
    if (atoms.length === 1 && atoms[0].char === '!')
        return _glob_js__WEBPACK_IMPORTED_MODULE_0__/* .anyChar */ .jX;
    // Read as a regular-expression set: `!` first negates, `x-y` (with a joining hyphen) is a range.
    const negate = atoms[0].char === '!';
    const singles = new Set();
    const ranges = [];
    for (let i = negate ? 1 : 0; i < atoms.length; i++) {
        const low = atoms[i].char;
        const high = atoms[i + 2]?.char;
        if (atoms[i + 1]?.joins && high !== undefined) {
            ranges.push([low.codePointAt(0), high.codePointAt(0)]);
            i += 2;
        }
        else
            singles.add(low);
    }
    return (char) => {
        const code = char.codePointAt(0);
        const inside = singles.has(char) || ranges.some(([low, high]) => low <= code && code <= high);
        return inside !== negate;
    };
}
/** The pattern as glob pieces, parsed as Python's `fnmatch.translate` does. */
function fnmatchParts(pattern) {
    const chars = Array.from(pattern);
    const out = [];
    for (let i = 0; i < chars.length; i++) {
        const char = chars[i];
        if (char === '*')
            out.push({ many: _glob_js__WEBPACK_IMPORTED_MODULE_0__/* .anyChar */ .jX });
        else if (char === '?')
            out.push({ one: _glob_js__WEBPACK_IMPORTED_MODULE_0__/* .anyChar */ .jX });
        else if (char === '[') {
            // The body runs to the next `]`; a `]` first (after an optional `!`) belongs to it.
            let j = i + 1;
            if (chars[j] === '!')
                j++;
            if (chars[j] === ']')
                j++;
            while (j < chars.length && chars[j] !== ']')
                j++;
            if (j >= chars.length)
                out.push({ one: (0,_glob_js__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .eu)('[') });
            else {
                out.push({ one: bracketTest(chars.slice(i + 1, j)) });
                i = j;
            }
        }
        else
            out.push({ one: (0,_glob_js__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .eu)(char) });
    }
    return out;
}
/** Python's `fnmatch.fnmatchcase`: `*`, `?`, `[seq]`, `[!seq]`, the whole name (common's linear matcher). */
const globMatcher = (pattern) => (0,_glob_js__WEBPACK_IMPORTED_MODULE_0__/* .compileGlob */ .SO)(fnmatchParts(pattern));
/** Keys named with `*` or `?` are patterns; anything else (even `[...]`) is an exact key. */
const isGlob = (key) => key.includes('*') || key.includes('?');


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


/***/ }),

/***/ 7720:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $t: () => (/* binding */ isEvalSeqLen),
/* harmony export */   F8: () => (/* binding */ concRange),
/* harmony export */   bm: () => (/* binding */ isSeqLen),
/* harmony export */   ms: () => (/* binding */ seqLenName)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2282);
/* harmony import */ var _config_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8261);


/**
 * `R(start, end, step)` (docs/matrix.md §5.1): multiply by `step` from `start`, clamp the last value
 * to `end`; `end` is always included.
 */
function concRange(start, end, step) {
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
function seqLenName(isl, osl) {
    for (const [name, [i, o]] of Object.entries(SEQ_LEN_PAIRS))
        if ((0,_config_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyInt */ .F)(isl) === i && (0,_config_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyInt */ .F)(osl) === o)
            return name;
    return `${(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyStr */ .rD)(isl)}_${(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyStr */ .rD)(osl)}`;
}
/** Whether (isl, osl) is one of the named pairs. */
const isSeqLen = (isl, osl, names) => names.includes(seqLenName(isl, osl));
/** The only fixed-seq-len shape that is eval-eligible. */
const isEvalSeqLen = (isl, osl) => isl !== undefined && osl !== undefined && (0,_config_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyInt */ .F)(isl) === 8192 && (0,_config_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyInt */ .F)(osl) === 1024;


/***/ }),

/***/ 8348:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  z: () => (/* binding */ generateMatrix),
  Z: () => (/* binding */ generateMatrixEntries)
});

// EXTERNAL MODULE: ./packages/config/src/load-master.ts + 2 modules
var load_master = __webpack_require__(3063);
// EXTERNAL MODULE: ./packages/config/src/load-runners.ts
var load_runners = __webpack_require__(8044);
// EXTERNAL MODULE: ./packages/common/src/python/values.ts
var values = __webpack_require__(2282);
// EXTERNAL MODULE: ./packages/config/src/lax-int.ts
var lax_int = __webpack_require__(8261);
// EXTERNAL MODULE: ./packages/matrix/src/concurrency.ts
var concurrency = __webpack_require__(7720);
// EXTERNAL MODULE: ./packages/common/src/python/float.ts
var python_float = __webpack_require__(564);
// EXTERNAL MODULE: ./packages/common/src/yaml-scalars.ts
var yaml_scalars = __webpack_require__(4236);
;// CONCATENATED MODULE: ./packages/matrix/src/python-key.ts

/**
 * A string equal for two values exactly when Python's `==` holds: mappings compare without
 * regard to key order, lists in order, and `True == 1 == 1.0`.
 */
function pyKey(value) {
    if (value === null || value === undefined)
        return 'N';
    if (typeof value === 'string')
        return JSON.stringify(value);
    if (typeof value === 'boolean' || typeof value === 'number' || typeof value === 'bigint' || value instanceof python_float/* PyFloat */.g$)
        return `#${Number(value)}`;
    if (value instanceof yaml_scalars/* YamlTimestamp */.Am)
        return `@${value.text}`;
    if (Array.isArray(value)) {
        let out = '[';
        for (let i = 0; i < value.length; i++)
            out += (i === 0 ? '' : ',') + pyKey(value[i]);
        return out + ']';
    }
    return pyMappingKey(value);
}
/**
 * `pyKey` of a mapping, leaving out the keys in `omit` (at the top level only): eval grouping
 * keys a row by everything but its concurrency without building the smaller row first.
 */
function pyMappingKey(mapping, omit) {
    const map = mapping instanceof Map ? mapping : undefined;
    const all = map ? [...map.keys()] : Object.keys(mapping);
    const keys = (omit ? all.filter((key) => !omit.has(key)) : all).sort();
    let out = '{';
    for (let i = 0; i < keys.length; i++) {
        const key = keys[i];
        const value = map ? map.get(key) : mapping[key];
        out += `${i === 0 ? '' : ','}${JSON.stringify(key)}:${pyKey(value)}`;
    }
    return out + '}';
}

// EXTERNAL MODULE: ./packages/matrix/src/row.ts
var src_row = __webpack_require__(4235);
;// CONCATENATED MODULE: ./packages/matrix/src/evals.ts





/** Eval selection (docs/matrix.md §6): which rows also run accuracy evals. */
const MIN_EVAL_CONC = 16;
const NOT_TOPOLOGY = new Set(['conc', 'run-eval', 'eval-only', 'eval-conc', 'eval-all-concs', 'exp-name']);
/** The row without its concurrency, eval and name keys: rows of one topology share it. */
const topology = (row) => pyMappingKey(row, NOT_TOPOLOGY);
const concList = (row) => (Array.isArray(row.conc) ? row.conc : [row.conc]).map((c) => (0,lax_int/* pyInt */.F)(c));
const isFixed8k1k = (row) => !(0,src_row/* isAgentic */.E)(row) && (0,concurrency/* isEvalSeqLen */.$t)(row.isl, row.osl);
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
    const singles = rows.filter((r) => 'tp' in r && !(0,src_row/* isAgentic */.E)(r) && isFixed8k1k(r) && (0,lax_int/* pyInt */.F)(r.conc) >= MIN_EVAL_CONC);
    const singleKey = (r) => pyKey([r.model, r.runner, r.framework, r.precision, r.isl, r.osl, r['spec-decoding'], r['dp-attn']]);
    for (const group of groupBy(singles, singleKey)) {
        const distinct = [...new Set(group.map((r) => (0,lax_int/* pyInt */.F)(r.conc)))].sort((a, b) => a - b);
        const targets = new Set([distinct.at(-1), distinct[Math.floor(distinct.length / 2)]]);
        for (const r of group)
            if (targets.has((0,lax_int/* pyInt */.F)(r.conc)))
                selected.add(r);
    }
    // A2/A3: multi-node (fixed 8k1k, and agentic when included): per topology the row reaching
    // the highest eligible concurrency, which becomes its eval-conc.
    const eligible = (r) => concList(r).filter((c) => c >= MIN_EVAL_CONC);
    const multi = rows.filter((r) => !('tp' in r) && (0,src_row/* isMultiNode */.S)(r) && ((0,src_row/* isAgentic */.E)(r) ? includeAgentic : isFixed8k1k(r)) && eligible(r).length > 0);
    for (const group of groupBy(multi, topology)) {
        const best = firstMax(group, (r) => Math.max(...eligible(r)));
        selected.add(best);
        evalConc.set(best, Math.max(...eligible(best)));
    }
    // A4: single-node agentic, one row per (model, runner, framework, precision): the largest conc.
    if (includeAgentic) {
        const agentic = rows.filter((r) => (0,src_row/* isAgentic */.E)(r) && !(0,src_row/* isMultiNode */.S)(r));
        for (const group of groupBy(agentic, (r) => pyKey([r.model, r.runner, r.framework, r.precision]))) {
            selected.add(firstMax(group, (r) => (0,lax_int/* pyInt */.F)(r.conc)));
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
        const agentic = (0,src_row/* isAgentic */.E)(row);
        if (agentic && !(0,src_row/* isMultiNode */.S)(row)) {
            row['run-eval'] = true;
            out.push(entry);
            continue;
        }
        if (!agentic && !isFixed8k1k(row)) {
            out.push(entry);
            continue;
        }
        if (!(0,src_row/* isMultiNode */.S)(row)) {
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
/** Steps A–C of docs/matrix.md §6 over the generated rows, in their order. */
function applyEvals(entries, options) {
    if (options.noEvals)
        return entries;
    const onlyEvals = !!(options.evalsOnly || options.allEvals);
    markDefault(entries.map((e) => e.row), onlyEvals);
    const expanded = options.allEvals ? expandAllEvals(entries) : entries;
    if (!onlyEvals)
        return expanded;
    return expanded.filter((e) => (0,values/* pyTruthy */.Kn)(e.row['run-eval'])).map((e) => ((e.row['eval-only'] = true), e));
}

// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/common/src/did-you-mean.ts
var did_you_mean = __webpack_require__(3944);
// EXTERNAL MODULE: ./packages/common/src/python/json.ts
var json = __webpack_require__(4194);
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
/** GPUs of one node the entry occupies (docs/matrix.md §5.1 step 6). */
function gpuCount(bmk, gpusPerNode, runner) {
    if ('prefill' in bmk) {
        const prefill = bmk.prefill;
        const r = (0,lax_int/* pyInt */.F)(prefill.tp) * (prefill.pp ?? 1) * (prefill['pcp-size'] ?? 1);
        if (r > gpusPerNode) {
            if (r % gpusPerNode !== 0)
                throw new errors/* SweepkitError */.R0(`worker tp*pp*pcp-size=${r} spans multiple nodes but is not a multiple of gpus-per-node=${gpusPerNode}`, {
                    code: 'dram-topology'
                });
            return gpusPerNode;
        }
        if (gpusPerNode % r !== 0)
            throw new errors/* SweepkitError */.R0(`worker tp*pp*pcp-size=${r} does not divide gpus-per-node=${gpusPerNode} evenly`, { code: 'dram-topology' });
        return r;
    }
    const tp = (0,lax_int/* pyInt */.F)(bmk.tp);
    const pp = bmk.pp ?? 1;
    const pcp = bmk['pcp-size'] ?? 1;
    const g = tp * pp * pcp;
    if (g > gpusPerNode) {
        throw new errors/* SweepkitError */.R0(`tp=${tp} with pp=${pp} and pcp-size=${pcp} requires ${g} GPUs and exceeds gpus-per-node=${gpusPerNode} for runner '${runner}'`, {
            code: 'dram-topology'
        });
    }
    return g;
}
/**
 * `D(block, bmk, runner)`: the CPU DRAM (GB) an agentic entry may use for KV offloading, computed
 * exactly as ⌊A·2²⁰·U·g/G/10⁹⌋ with big-integer rationals (the reference uses 28-digit Decimal).
 */
function dramBudgetGb(block, bmk, runner, runners) {
    const kv = 'kv-offloading' in bmk ? bmk['kv-offloading'] : 'none';
    if (kv !== 'dram')
        return 0;
    const hardware = runners.hardware.get(runner);
    for (const field of ['available-cpu-dram-mib', 'gpus-per-node']) {
        if (!hardware || hardware[field] === undefined) {
            const keys = [...runners.hardware.keys()].sort().join(', ');
            throw new errors/* SweepkitError */.R0(`Runner '${runner}' requires '${field}' in runner hardware metadata. Available hardware keys: ${keys}`, {
                location: runners.source.locate(hardware ? ['hardware', runner] : ['hardware']),
                code: 'dram-hardware'
            });
        }
    }
    const available = BigInt(Math.min((0,lax_int/* pyInt */.F)(hardware['available-cpu-dram-mib']), Number(DRAM_CAP_MIB)));
    const gpusPerNode = (0,lax_int/* pyInt */.F)(hardware['gpus-per-node']);
    const utilisation = block['dram-utilization'];
    const [un, ud] = decimalRatio(utilisation instanceof python_float/* PyFloat */.g$ ? utilisation.value : (0,lax_int/* pyInt */.F)(utilisation));
    const g = BigInt(gpuCount(bmk, gpusPerNode, runner));
    return Number((available * 1048576n * un * g) / (ud * BigInt(gpusPerNode) * 1000000000n));
}

;// CONCATENATED MODULE: ./packages/matrix/src/row-parts.ts


/** `W(worker)`: the YAML worker in its key order, then absent pp / dcp-size / pcp-size as 1. */
function normaliseWorker(worker) {
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
function appendMetadata(row, bmk, config) {
    const b = bmk;
    const c = config;
    for (const key of ['router', 'kv-p2p-transfer']) {
        const value = key in b ? b[key] : (c[key] ?? null);
        if (value !== null && value !== undefined)
            row[key] = value;
    }
}
/** `p1x4ep4dpa`: worker count × tp, plus ep when not 1 and `dpa` for data-parallel attention. */
function workerTag(worker, prefix) {
    const ep = worker.ep ?? 1;
    return `${prefix}${(0,values/* pyStr */.rD)(worker['num-worker'])}x${(0,values/* pyStr */.rD)(worker.tp)}${(0,lax_int/* pyInt */.F)(ep) !== 1 ? `ep${(0,values/* pyStr */.rD)(ep)}` : ''}${(0,values/* pyTruthy */.Kn)(worker['dp-attn']) ? 'dpa' : ''}`;
}
/** `K(kv, backend)`: `kvnone`, or `kv{kv}-{backend name}`. */
function kvTag(kv, backend) {
    if (kv === 'none')
        return 'kvnone';
    const name = backend !== null && typeof backend === 'object' ? backend.name : undefined;
    return `kv${(0,values/* pyStr */.rD)(kv)}-${(0,values/* pyStr */.rD)(name)}`;
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
const maxModelLen = (block) => (0,lax_int/* pyInt */.F)(block.isl) + (0,lax_int/* pyInt */.F)(block.osl) + 256;
function singleNodeFixedRow(config, block, bmk, runner, conc, ep) {
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
        'exp-name': `${config['model-prefix']}_${(0,concurrency/* seqLenName */.ms)(block.isl, block.osl)}`,
        disagg: false,
        'run-eval': false
    });
    appendMetadata(row, bmk, config);
    return row;
}
function multiNodeFixedRow(config, block, bmk, runner, concs) {
    const row = withHead(config, runner, {
        isl: raw(block.isl),
        osl: raw(block.osl),
        'spec-decoding': bmk['spec-decoding'] ?? 'none',
        prefill: normaliseWorker(bmk.prefill),
        decode: normaliseWorker(bmk.decode),
        conc: raw(concs),
        'max-model-len': maxModelLen(block),
        'exp-name': `${config['model-prefix']}_${(0,concurrency/* seqLenName */.ms)(block.isl, block.osl)}`,
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
function agenticSingleNodeRow(config, bmk, runner, conc, dramGb) {
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
        'exp-name': `${config['model-prefix']}_tp${(0,values/* pyStr */.rD)(bmk.tp)}_conc${(0,values/* pyStr */.rD)(conc)}_${kvTag(kv, bmk['kv-offload-backend'])}${spec !== 'none' ? `_spec-${spec}` : ''}`,
        'scenario-type': 'agentic-coding'
    });
    appendBackend(row, bmk);
    appendMetadata(row, bmk, config);
    return row;
}
function agenticMultiNodeRow(config, bmk, runner, concs, dramGb) {
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
        'exp-name': `${config['model-prefix']}_${workerTag(prefill, 'p')}_${workerTag(decode, 'd')}_conc${concs.map(values/* pyStr */.rD).join('x')}${suffix}`,
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
        throw new errors/* SweepkitError */.R0("'NoneType' object is not iterable", { code: 'not-iterable' });
    return concs;
}
/** The reference re-validates each entry; the one check valid input can fail is a null `conc`. */
function checkedMultiNodeRow(row) {
    if (Array.isArray(row.conc))
        return row;
    throw new errors/* SweepkitError */.R0('The following parsed matrix entry failed validation:', {
        code: 'entry-invalid',
        details: [(0,json/* pyJsonDumps */.dv)(row, { indent: 2 }), 'conc: Input should be a valid list']
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
        if (!(error instanceof errors/* SweepkitError */.R0) || error.location)
            throw error;
        const full = [entry.key, ...path];
        throw new errors/* SweepkitError */.R0(error.message, { code: error.code, details: error.details, location: entry.source.locate(full), field: full.join('.') });
    }
}
function fixedRows(entry, policy, runners) {
    if (!policy.includesNodeType(entry.multinode))
        return [];
    const rows = [];
    const blocks = (entry.config.scenarios['fixed-seq-len'] ?? []);
    blocks.forEach((block, b) => {
        if (policy.seqLens && !(0,concurrency/* isSeqLen */.bm)(block.isl, block.osl, policy.seqLens))
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
        throw new errors/* SweepkitError */.R0(`'${key}'`, {
            code: 'missing-key',
            details: [`a ${key === 'tp' ? 'single' : 'multi'}-node config needs '${key}' in its agentic search-space entries`]
        });
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
/** Every row of one config (docs/matrix.md §5.2 steps 3–6, §5.3 step 2), fixed-seq-len first. */
function expandConfig(entry, policy) {
    const runners = policy.runnerValues(entry.config.runner);
    if (runners.length === 0)
        return [];
    const rows = wants(policy, 'fixed-seq-len') ? fixedRows(entry, policy, runners) : [];
    if (!policy.includesNodeType(entry.multinode) || !wants(policy, 'agentic-coding'))
        return rows;
    return [...rows, ...agenticRows(entry, policy, runners)];
}

// EXTERNAL MODULE: ./packages/matrix/src/request.ts
var src_request = __webpack_require__(8554);
;// CONCATENATED MODULE: ./packages/matrix/src/full-sweep.ts





const nonEmptyList = (bmk) => Array.isArray(bmk['conc-list']) && bmk['conc-list'].length > 0 ? bmk['conc-list'] : undefined;
/** The full-sweep concurrency rules per kind of entry (docs/matrix.md §5.2 step 4 and 6). */
function policy(request, runners) {
    const step = request.stepSize ?? src_request/* DEFAULT_STEP_SIZE */.ji;
    const { minConc: min, maxConc: max, maxTp, maxEp } = request;
    const both = !request.singleNode && !request.multiNode;
    const filter = request.runnerNodeFilter || undefined;
    const listOrRange = (bmk) => nonEmptyList(bmk) ?? (0,concurrency/* concRange */.F8)((0,lax_int/* pyInt */.F)(bmk['conc-start']), (0,lax_int/* pyInt */.F)(bmk['conc-end']), step);
    return {
        runners,
        scenarioTypes: request.scenarioTypes,
        seqLens: request.seqLens,
        // The label itself is never a candidate here, and duplicates are kept (unlike test-config).
        runnerValues: (runner) => (filter === undefined ? [runner] : (runners.labels.get(runner) ?? []).filter((node) => node.includes(filter))),
        includesNodeType: (multinode) => both || (multinode ? !!request.multiNode : !!request.singleNode),
        singleNode(bmk) {
            if (maxTp !== undefined && (maxTp <= 0 || (0,lax_int/* pyInt */.F)(bmk.tp) > maxTp))
                return undefined;
            let ep = bmk.ep ?? null;
            if (maxEp !== undefined) {
                if (maxEp <= 0)
                    return undefined;
                if (ep !== null && (0,lax_int/* pyInt */.F)(ep) > maxEp)
                    ep = maxEp;
            }
            const list = nonEmptyList(bmk);
            if (list) {
                let concs = list;
                if (min !== undefined) {
                    if (min <= 0)
                        return undefined;
                    concs = concs.filter((c) => (0,lax_int/* pyInt */.F)(c) >= min);
                    if (concs.length === 0)
                        return undefined;
                }
                if (max !== undefined) {
                    if (max <= 0)
                        return undefined;
                    const kept = concs.filter((c) => (0,lax_int/* pyInt */.F)(c) <= max);
                    concs = kept.length ? kept : [max];
                }
                return { concs, ep };
            }
            let start = (0,lax_int/* pyInt */.F)(bmk['conc-start']);
            let end = (0,lax_int/* pyInt */.F)(bmk['conc-end']);
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
            return { concs: (0,concurrency/* concRange */.F8)(start, end, step), ep };
        },
        multiNode(bmk) {
            let concs = listOrRange(bmk);
            if (min !== undefined) {
                if (min <= 0)
                    return undefined;
                concs = concs.filter((c) => (0,lax_int/* pyInt */.F)(c) >= min);
                if (concs.length === 0)
                    return undefined;
            }
            if (max !== undefined) {
                const kept = concs.filter((c) => (0,lax_int/* pyInt */.F)(c) <= max);
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
            const concs = listOrRange(bmk).filter((c) => (min === undefined || (0,lax_int/* pyInt */.F)(c) >= min) && (max === undefined || (0,lax_int/* pyInt */.F)(c) <= max));
            return concs.length ? concs : undefined;
        }
    };
}
/** full-sweep (docs/matrix.md §5.2): every config that passes the filters, in merged order. */
function fullSweep(request, configs, runners) {
    if (request.runnerTypes) {
        const invalid = [...new Set(request.runnerTypes.filter((r) => !runners.labels.has(r)))].sort();
        if (invalid.length) {
            const valid = [...runners.labels.keys()].sort().join(', ');
            throw new errors/* SweepkitError */.R0(`Invalid runner type(s): ${(0,values/* pyRepr */.n3)(new Set(invalid))}. Valid runner types are: ${valid}`, {
                field: 'runner-type',
                code: 'invalid-runner-type',
                details: (0,did_you_mean/* suggestionLines */.of)(invalid, [...runners.labels.keys()])
            });
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

// EXTERNAL MODULE: ./packages/common/src/python/fnmatch.ts
var fnmatch = __webpack_require__(9511);
;// CONCATENATED MODULE: ./packages/matrix/src/test-config.ts




/** `--config-keys` in the order given: globs expand in merged order, repeats are dropped. */
function resolveConfigKeys(patterns, configs) {
    const available = () => `Available keys: ${configs
        .map((c) => c.key)
        .sort()
        .join(', ')}`;
    const byKey = new Map(configs.map((c) => [c.key, c]));
    const resolved = new Map();
    const missing = [];
    for (const pattern of patterns) {
        if ((0,fnmatch/* isGlob */.y)(pattern)) {
            const matcher = (0,fnmatch/* globMatcher */.f)(pattern);
            const matches = configs.filter((c) => matcher(c.key));
            if (matches.length === 0)
                throw new errors/* SweepkitError */.R0(`Pattern '${pattern}' matched no config keys.\n${available()}`, { field: 'config-keys', code: 'unknown-config-key' });
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
    if (missing.length) {
        throw new errors/* SweepkitError */.R0(`Config key(s) not found: ${missing.join(', ')}.\n${available()}`, {
            field: 'config-keys',
            code: 'unknown-config-key',
            details: (0,did_you_mean/* suggestionLines */.of)(missing, [...byKey.keys()])
        });
    }
    return [...resolved.values()];
}
/** The test-config rules (docs/matrix.md §5.3): ranges step ×2, `--conc` intersects, no other filters. */
function test_config_policy(request, runners) {
    const filter = request.runnerNodeFilter || undefined;
    const pick = request.conc;
    const keep = (concs) => {
        const kept = pick ? concs.filter((c) => pick.includes((0,lax_int/* pyInt */.F)(c))) : [...concs];
        return kept.length ? kept : undefined;
    };
    // A present `conc-list` wins even when empty or null (full-sweep needs a non-empty one).
    const fixedConcs = (bmk) => 'conc-list' in bmk ? bmk['conc-list'] : (0,concurrency/* concRange */.F8)((0,lax_int/* pyInt */.F)(bmk['conc-start']), (0,lax_int/* pyInt */.F)(bmk['conc-end']), 2);
    const picked = (concs) => {
        if (!pick)
            return concs;
        if (!Array.isArray(concs))
            throw new errors/* SweepkitError */.R0("'NoneType' object is not iterable", { code: 'not-iterable' });
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
            return keep(Array.isArray(list) && list.length ? list : (0,concurrency/* concRange */.F8)((0,lax_int/* pyInt */.F)(bmk['conc-start']), (0,lax_int/* pyInt */.F)(bmk['conc-end']), 2));
        }
    };
}
/** test-config (docs/matrix.md §5.3): the named configs, in resolved-key order. */
function testConfig(request, configs, runners) {
    const expansion = test_config_policy(request, runners);
    return resolveConfigKeys(request.configKeys, configs).flatMap((entry) => expandConfig(entry, expansion).map((row) => ({ configKey: entry.key, row })));
}

;// CONCATENATED MODULE: ./packages/matrix/src/generate.ts





/**
 * The whole generator (docs/matrix.md §0): check the request, load and validate the master configs
 * then the runners file, expand, select evals. Rows come with the config key they came from.
 */
function generateMatrixEntries(request, context) {
    (0,src_request/* checkRequest */.yG)(request);
    const options = { cwd: context.cwd };
    const configs = (0,load_master/* loadMasterConfigs */.w)(context.files, request.configFiles, options);
    const runners = (0,load_runners/* loadRunners */.O)(context.files, request.runnerConfig ?? src_request/* DEFAULT_RUNNER_CONFIG */.CC, options);
    const entries = request.command === 'full-sweep' ? fullSweep(request, configs, runners) : testConfig(request, configs, runners);
    return applyEvals(entries, request);
}
/** The matrix rows, exactly as the reference would list them. */
const generateMatrix = (request, context) => generateMatrixEntries(request, context).map((e) => e.row);


/***/ }),

/***/ 8554:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CC: () => (/* binding */ DEFAULT_RUNNER_CONFIG),
/* harmony export */   Rq: () => (/* binding */ SEQ_LENS),
/* harmony export */   ji: () => (/* binding */ DEFAULT_STEP_SIZE),
/* harmony export */   rJ: () => (/* binding */ SCENARIO_TYPES),
/* harmony export */   yG: () => (/* binding */ checkRequest)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6713);

const SCENARIO_TYPES = ['fixed-seq-len', 'agentic-coding'];
const SEQ_LENS = ['1k1k', '8k1k'];
const DEFAULT_RUNNER_CONFIG = 'configs/runners.yaml';
const DEFAULT_STEP_SIZE = 2;
/**
 * The reference's checks after option parsing (its own texts on the command line), as option
 * errors that name inputs in the action.
 */
function checkRequest(request) {
    if (request.noEvals && request.evalsOnly)
        throw _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .OptionError */ .eR.conflict('evals-only', 'no-evals');
    if (request.command === 'full-sweep') {
        if ((request.stepSize ?? DEFAULT_STEP_SIZE) <= 1)
            throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .OptionError */ .eR('{step-size} must be greater than 1');
        if (request.minConc !== undefined && request.maxConc !== undefined && request.minConc > request.maxConc) {
            throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .OptionError */ .eR('{min-conc} must be less than or equal to {max-conc}');
        }
    }
    if (request.noEvals && request.allEvals)
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .OptionError */ .eR('{all-evals} cannot be combined with {no-evals}');
}


/***/ }),

/***/ 4235:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ isAgentic),
/* harmony export */   S: () => (/* binding */ isMultiNode)
/* harmony export */ });
const isAgentic = (row) => row['scenario-type'] === 'agentic-coding';
const isMultiNode = (row) => 'prefill' in row;


/***/ })

};
