export const id = 9259;
export const ids = [9259];
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

/***/ 8430:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ CHANGELOG_DIFF_OPTIONS)
/* harmony export */ });
/**
 * The change a changelog command reads: two refs and the file. The actions default the refs from the
 * event (pull request or push); on the command line they are required, as in the reference.
 */
const CHANGELOG_DIFF_OPTIONS = {
    'base-ref': {
        kind: 'string',
        required: 'cli',
        help: 'git ref of the base; the action defaults it to origin/<base branch> on pull requests, the before sha on push'
    },
    'head-ref': { kind: 'string', required: 'cli', help: 'git ref of the head; the action defaults it to the pull request head sha, the after sha on push' },
    'changelog-file': { kind: 'string', required: 'cli', default: 'perf-changelog.yaml', help: 'the changelog path inside the repository' }
};


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
