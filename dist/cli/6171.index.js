export const id = 6171;
export const ids = [6171];
export const modules = {

/***/ 8613:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ parseChangelogDiff)
/* harmony export */ });
const HUNK = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/;
/**
 * Reads the added and removed lines out of `git diff` output the way the reference gate does:
 * every line starting with `+`/`-` counts, except those starting with `+++`/`---`, which it takes
 * for file headers even inside a hunk (so an added line whose text starts with `++` is dropped).
 * Hunk headers are followed only to know which file line each diff line stands for.
 */
function parseChangelogDiff(output) {
    const added = [];
    const deleted = [];
    let oldLine = 0;
    let newLine = 0;
    for (const line of output.split('\n')) {
        const hunk = HUNK.exec(line);
        if (hunk) {
            oldLine = Number(hunk[1]);
            newLine = Number(hunk[2]);
            continue;
        }
        if (line.startsWith('+')) {
            if (!line.startsWith('+++'))
                added.push({ text: line.slice(1), line: newLine, headLine: newLine });
            newLine++;
        }
        else if (line.startsWith('-')) {
            if (!line.startsWith('---') && line.slice(1).trim() !== '')
                deleted.push({ text: line.slice(1), line: oldLine, headLine: newLine });
            oldLine++;
        }
        else if (line.startsWith(' ')) {
            oldLine++;
            newLine++;
        }
    }
    return { added, deleted };
}


/***/ }),

/***/ 4050:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N8: () => (/* binding */ changelogEntryJson),
/* harmony export */   jL: () => (/* binding */ checkChangelogEntry),
/* harmony export */   rJ: () => (/* binding */ SCENARIO_TYPES),
/* harmony export */   y6: () => (/* binding */ issueField)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(564);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6465);

const SCENARIO_TYPES = ['fixed-seq-len', 'agentic-coding'];
const ok = (value) => ({ ok: true, value });
const bad = (message) => ({ ok: false, message });
const TRUE_TEXT = new Set(['1', 'on', 't', 'true', 'y', 'yes']);
const FALSE_TEXT = new Set(['0', 'off', 'f', 'false', 'n', 'no']);
// pydantic v2 lax-mode coercions, which the reference applies to every entry.
function laxBool(v) {
    if (typeof v === 'boolean')
        return ok(v);
    const n = v instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$ ? v.value : typeof v === 'number' ? v : undefined;
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
    if (v instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$) {
        if (!Number.isFinite(v.value))
            return bad('Input should be a finite number');
        return Number.isInteger(v.value) ? ok(v.value) : bad('Input should be a valid integer, got a number with a fractional part');
    }
    if (typeof v === 'string') {
        return /^\s*[-+]?\d+(_\d+)*\s*$/.test(v)
            ? ok(Number(v.trim().replace(/_/g, '')))
            : bad('Input should be a valid integer, unable to parse string as an integer');
    }
    return bad('Input should be a valid integer');
}
const strictStr = (v) => (typeof v === 'string' ? ok(v) : bad('Input should be a valid string'));
const literalScenario = (v) => typeof v === 'string' && SCENARIO_TYPES.includes(v)
    ? ok(v)
    : bad(`Input should be ${SCENARIO_TYPES.map((s) => `'${s}'`).join(' or ')}`);
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
function checkChangelogEntry(raw) {
    if (!(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isYamlMapping */ .Gy)(raw))
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
const issueField = (issue) => issue.path.join('.');
/** The entry as the reference dumps it (aliases, schema order, defaults, no nulls). */
function changelogEntryJson(entry) {
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


/***/ }),

/***/ 780:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  s: () => (/* binding */ changelogMatrixJson),
  i: () => (/* binding */ processChangelog)
});

// EXTERNAL MODULE: ./packages/common/src/python/json.ts
var json = __webpack_require__(4194);
// EXTERNAL MODULE: ./packages/matrix/src/generate.ts + 8 modules
var generate = __webpack_require__(8348);
// EXTERNAL MODULE: ./packages/matrix/src/fingerprint.ts
var fingerprint = __webpack_require__(2199);
// EXTERNAL MODULE: ./packages/common/src/git.ts
var git = __webpack_require__(8759);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/common/src/python/values.ts
var values = __webpack_require__(2282);
// EXTERNAL MODULE: ./packages/config/src/load-master.ts + 2 modules
var load_master = __webpack_require__(3063);
// EXTERNAL MODULE: ./packages/common/src/python/float.ts
var python_float = __webpack_require__(564);
// EXTERNAL MODULE: ./packages/common/src/yaml-load.ts + 1 modules
var yaml_load = __webpack_require__(2891);
// EXTERNAL MODULE: ./packages/changelog/src/diff-lines.ts
var diff_lines = __webpack_require__(8613);
// EXTERNAL MODULE: ./packages/changelog/src/entry.ts
var src_entry = __webpack_require__(4050);
;// CONCATENATED MODULE: ./packages/changelog/src/additions.ts



const isFalsy = (v) => v === null ||
    v === false ||
    v === 0 ||
    v === '' ||
    (v instanceof python_float/* PyFloat */.g$ && v.value === 0) ||
    (Array.isArray(v) ? v.length === 0 : typeof v === 'object' && !(v instanceof python_float/* PyFloat */.g$) && Object.keys(v).length === 0);
const deletionMessage = (path, line) => `Deletions are not allowed in ${path}. Only additions to the changelog are permitted. Found deleted line: ${line.text}`;
/**
 * docs/gating.md §b.4 steps 1–5: the lines `git diff` adds to the changelog, glued together and read as
 * YAML without any context (as the reference does), each item validated as a changelog entry.
 * A failed diff counts as "no additions", like the reference, with git's reason as detail.
 */
function readChangelogAdditions(diff, path) {
    const failed = diff instanceof git/* GitError */.X ? [`git diff failed: ${diff.detail}`] : [];
    const { added, deleted } = (0,diff_lines/* parseChangelogDiff */.$)(typeof diff === 'string' ? diff : '');
    const at = (line) => ({ file: path, line: line?.headLine ?? 1 });
    if (deleted[0])
        throw new errors/* SweepkitError */.R0(deletionMessage(path, deleted[0]), { location: at(deleted[0]), code: 'DELETED_LINE' });
    const text = added.map((l) => l.text).join('\n');
    if (text.trim() === '')
        throw new errors/* SweepkitError */.R0('No additions found in the changelog file.', { location: { file: path }, code: 'NO_ADDITIONS', details: failed });
    // Lines of the glued text are the added lines, one for one; columns are unchanged.
    const toHead = (where) => ({
        file: path,
        line: added[(where.line ?? 1) - 1]?.headLine ?? added[0].headLine,
        column: where.column
    });
    let loaded;
    try {
        loaded = (0,yaml_load/* parseYaml */.hN)(text, path);
    }
    catch (error) {
        if (!(error instanceof errors/* SweepkitError */.R0))
            throw error;
        throw new errors/* SweepkitError */.R0(error.message, { location: error.location && toHead(error.location), code: 'YAML' });
    }
    const locate = (p, which = 'value') => toHead(loaded.locate(p, which));
    const root = loaded.value;
    if (isFalsy(root))
        throw new errors/* SweepkitError */.R0('No valid YAML entries found in the changelog additions.', { location: at(added[0]), code: 'EMPTY_YAML' });
    // Python iterates whatever the document is: a mapping yields its keys, a string its characters.
    const items = Array.isArray(root)
        ? root
        : typeof root === 'string'
            ? [...root]
            : typeof root === 'object' && !(root instanceof python_float/* PyFloat */.g$) && root !== null
                ? Object.keys(root)
                : [];
    if (!Array.isArray(root) && items.length === 0) {
        throw new errors/* SweepkitError */.R0('the changelog additions must be a YAML list of entries', { location: locate([]), code: 'SCHEMA' });
    }
    const entries = items.map((item, i) => {
        const check = (0,src_entry/* checkChangelogEntry */.jL)(item);
        if (check.entry)
            return check.entry;
        const base = Array.isArray(root) ? [i] : [];
        throw new errors/* SweepkitErrors */.AK(check.issues.map((issue) => {
            const field = (0,src_entry/* issueField */.y6)(issue);
            const where = locate([...base, ...issue.path], issue.message.startsWith('Extra') ? 'key' : 'value');
            return new errors/* SweepkitError */.R0(`invalid changelog entry: ${field ? `${field}: ` : ''}${issue.message}`, { location: where, field, code: 'SCHEMA' });
        }));
    });
    return { entries, locate };
}

// EXTERNAL MODULE: ./packages/common/src/yaml-tree.ts
var yaml_tree = __webpack_require__(6465);
;// CONCATENATED MODULE: ./packages/changelog/src/append-only-scope.ts


function appendOnlySelection(entries, resolved) {
    const selection = new Map();
    entries.forEach((entry, i) => {
        for (const key of resolved[i]) {
            const scenarios = selection.get(key) ?? new Set();
            (entry.scenarioType ?? src_entry/* SCENARIO_TYPES */.rJ).forEach((s) => scenarios.add(s));
            selection.set(key, scenarios);
        }
    });
    return selection;
}
const scenariosOf = (config) => {
    const scenarios = (0,yaml_tree/* isYamlMapping */.Gy)(config ?? null) ? config.scenarios : undefined;
    return (0,yaml_tree/* isYamlMapping */.Gy)(scenarios ?? null) ? scenarios : {};
};
const withoutScenarios = (config) => (0,yaml_tree/* isYamlMapping */.Gy)(config ?? null) ? Object.fromEntries(Object.entries(config).filter(([k]) => k !== 'scenarios')) : (config ?? null);
const same = (a, b) => (a === undefined || b === undefined ? a === b : (0,values/* pyEqual */.Q8)(a, b));
/**
 * docs/gating.md §b.4 step 9: an append-only change may only touch what its entries select — the
 * selected configs must exist in the base revision, and nothing outside the selected
 * (config, scenario type) pairs may differ between the base and head definitions.
 */
function checkAppendOnlyScope(selection, base, head, where) {
    const fail = (message) => {
        throw new errors/* SweepkitError */.R0(message, { location: where, code: 'APPEND_ONLY_SCOPE' });
    };
    const missing = [...selection.keys()].filter((k) => !base.has(k)).sort();
    if (missing.length)
        fail(`append-only requires every selected config to exist in the base revision; missing: ${(0,values/* pyRepr */.n3)(missing)}`);
    const unselected = [...new Set([...base.keys(), ...head.keys()])].filter((k) => !selection.has(k) && !same(base.get(k), head.get(k))).sort();
    if (unselected.length)
        fail(`append-only PR changed configs not selected by its changelog entry: ${(0,values/* pyRepr */.n3)(unselected)}`);
    for (const [key, scenarios] of selection) {
        const before = scenariosOf(base.get(key));
        const after = scenariosOf(head.get(key));
        const names = Object.keys(before);
        if (names.length !== Object.keys(after).length || names.some((n) => !(n in after)))
            fail(`append-only added or removed a scenario in config ${(0,values/* pyStrRepr */.ow)(key)}`);
        const outside = names.filter((n) => !scenarios.has(n));
        if (outside.length && !(0,values/* pyEqual */.Q8)(withoutScenarios(base.get(key)), withoutScenarios(head.get(key)))) {
            fail(`append-only changed config-wide fields that can affect scenarios outside its changelog scope: ${(0,values/* pyStrRepr */.ow)(key)}`);
        }
        for (const name of outside) {
            if (!(0,values/* pyEqual */.Q8)(before[name], after[name]))
                fail(`append-only changed a scenario outside its changelog scope: ${(0,values/* pyStrRepr */.ow)(key)} / ${(0,values/* pyStrRepr */.ow)(name)}`);
        }
    }
}

// EXTERNAL MODULE: ./packages/common/src/glob.ts
var glob = __webpack_require__(3501);
;// CONCATENATED MODULE: ./packages/changelog/src/config-keys.ts

/**
 * A `*` pattern as the reference reads it: `*` is any text, everything else literal, whole key;
 * matched in linear time (a PR's changelog entry controls the pattern).
 */
const wildcardMatcher = (pattern) => (0,glob/* compileGlob */.SO)(Array.from(pattern, (char) => (char === '*' ? { many: glob/* anyChar */.jX } : { one: (0,glob/* literal */.eu)(char) })));
/**
 * docs/gating.md §b.4 step 8: each entry's `config-keys` resolved against the merged master keys, in
 * first-seen order without repeats. A pattern that matches nothing or a missing key is an error
 * placed on that key's line.
 */
function resolveConfigKeys(entries, masterKeys, locate) {
    const known = new Set(masterKeys);
    return entries.map((entry, i) => {
        const resolved = new Set();
        entry.configKeys.forEach((key, j) => {
            if (key.includes('*')) {
                const matches = masterKeys.filter(wildcardMatcher(key));
                if (!matches.length) {
                    throw new errors/* SweepkitError */.R0(`No config keys matched the wildcard pattern '${key}' in master configs.`, {
                        location: locate([i, 'config-keys', j]),
                        code: 'WILDCARD_NO_MATCH'
                    });
                }
                matches.forEach((k) => resolved.add(k));
            }
            else if (known.has(key)) {
                resolved.add(key);
            }
            else {
                throw new errors/* SweepkitError */.R0(`Config key '${key}' not found in master configs.`, { location: locate([i, 'config-keys', j]), code: 'CONFIG_KEY_MISSING' });
            }
        });
        return [...resolved];
    });
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./packages/changelog/src/revision-files.ts

/**
 * A Files port over a revision's files read from git (repository-relative path → text), so the
 * generator can run on the base revision as if it were checked out at `root`.
 */
function revisionFiles(root, texts) {
    const key = (path) => (0,external_node_path_.relative)(root, path);
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

;// CONCATENATED MODULE: ./packages/changelog/src/analyse.ts






/** The reference's fixed input files, relative to the repository root. */
const MASTER_CONFIG_FILES = ['configs/amd-master.yaml', 'configs/nvidia-master.yaml'];
const RUNNER_CONFIG_FILE = 'configs/runners.yaml';
/** Raw master-config definitions by key, loaded and validated like the generator does. */
const configsIn = (files, root) => new Map((0,load_master/* loadMasterConfigs */.w)(files, MASTER_CONFIG_FILES, { cwd: root }).map((c) => [c.key, c.config]));
async function baseRevisionFiles(ws, ref) {
    const texts = new Map();
    const missing = [];
    for (const file of [...MASTER_CONFIG_FILES, RUNNER_CONFIG_FILE]) {
        try {
            texts.set(file, new TextDecoder().decode(await ws.git.show(ref, file)));
        }
        catch (error) {
            if (!(error instanceof git/* GitError */.X))
                throw error;
            missing.push(file);
        }
    }
    if (missing.length)
        throw new errors/* SweepkitError */.R0(`append-only base revision is missing generation inputs: ${(0,values/* pyRepr */.n3)(missing.sort())}`, { code: 'APPEND_ONLY_BASE' });
    return revisionFiles(ws.root, texts);
}
/**
 * docs/gating.md §b.4 steps 1–9, everything before matrix generation: the added entries, the
 * append-only consistency rules, and config keys resolved against the master configs.
 */
async function analyseChangelog(request, ws) {
    // The reference swallows a failing `git diff` and sees "no additions"; we keep the verdict and say why.
    const diff = await ws.git.diff(request.baseRef, request.headRef, request.changelogFile).catch((error) => {
        if (error instanceof git/* GitError */.X)
            return error;
        throw error;
    });
    const additions = readChangelogAdditions(diff, request.changelogFile);
    const { entries } = additions;
    const firstAppendOnly = entries.findIndex((e) => e.appendOnly);
    const appendOnly = firstAppendOnly >= 0;
    if (appendOnly && entries.some((e) => !e.appendOnly)) {
        throw new errors/* SweepkitError */.R0('append-only entries cannot share a sweep with regular changelog entries', {
            location: additions.locate([firstAppendOnly]),
            code: 'APPEND_ONLY_MIXED'
        });
    }
    if (appendOnly && (request.allEvals || request.evalsOnly)) {
        throw new errors/* SweepkitError */.R0('append-only sweeps cannot use all-evals or evals-only modifiers', {
            location: additions.locate([firstAppendOnly]),
            code: 'APPEND_ONLY_MODIFIER'
        });
    }
    const headConfigs = configsIn(ws.files, ws.root);
    const resolvedKeys = resolveConfigKeys(entries, [...headConfigs.keys()], (p) => additions.locate(p));
    if (!appendOnly)
        return { additions, resolvedKeys, appendOnly };
    const baseFiles = await baseRevisionFiles(ws, request.baseRef);
    checkAppendOnlyScope(appendOnlySelection(entries, resolvedKeys), configsIn(baseFiles, ws.root), headConfigs, additions.locate([firstAppendOnly]));
    return { additions, resolvedKeys, appendOnly, baseFiles };
}

// EXTERNAL MODULE: ./packages/matrix/src/row.ts
var src_row = __webpack_require__(4235);
// EXTERNAL MODULE: ./packages/matrix/src/concurrency.ts
var concurrency = __webpack_require__(7720);
;// CONCATENATED MODULE: ./packages/changelog/src/buckets.ts


/** Buckets run-sweep.yml dispatches; rows in any other bucket are generated but never run. */
const DISPATCHED_BUCKETS = ['1k1k', '8k1k', 'agentic'];
const bucketOf = (row) => ((0,src_row/* isAgentic */.E)(row) ? 'agentic' : (0,concurrency/* seqLenName */.ms)(row.isl, row.osl));
/** docs/gating.md §b.4 step 15: throughput rows by node type and bucket, eval rows by shape. */
function bucketRows(throughput, evals, metadata) {
    const matrix = {
        single_node: {},
        multi_node: {},
        evals: [],
        agentic_evals: [],
        multinode_evals: [],
        multinode_agentic_evals: [],
        changelog_metadata: metadata
    };
    for (const row of throughput) {
        const side = (0,src_row/* isMultiNode */.S)(row) ? matrix.multi_node : matrix.single_node;
        (side[bucketOf(row)] ??= []).push(row);
    }
    for (const row of evals) {
        const list = (0,src_row/* isMultiNode */.S)(row)
            ? (0,src_row/* isAgentic */.E)(row)
                ? matrix.multinode_agentic_evals
                : matrix.multinode_evals
            : (0,src_row/* isAgentic */.E)(row)
                ? matrix.agentic_evals
                : matrix.evals;
        list.push(row);
    }
    return matrix;
}
/** A warning per bucket the sweep workflow would never dispatch (the reference drops those rows silently). */
function undispatchedBuckets(matrix, file) {
    return ['single_node', 'multi_node'].flatMap((side) => Object.entries(matrix[side])
        .filter(([bucket]) => !DISPATCHED_BUCKETS.includes(bucket))
        .map(([bucket, rows]) => new errors/* SweepkitError */.R0(`${rows.length} rows in ${side}["${bucket}"] are generated but run-sweep.yml never dispatches that bucket`, {
        location: { file },
        code: 'UNDISPATCHED_BUCKET'
    })));
}
/** The job family of sweep mode each bucket runs as; buckets not listed run in none (`other`). */
const BUCKET_FAMILIES = {
    'single_node.1k1k': 'single-node-1k1k',
    'single_node.8k1k': 'single-node-8k1k',
    'single_node.agentic': 'agentic',
    'multi_node.1k1k': 'multi-node-1k1k',
    'multi_node.8k1k': 'multi-node-8k1k',
    'multi_node.agentic': 'multi-node-agentic',
    evals: 'single-node-eval',
    agentic_evals: 'agentic-eval',
    multinode_evals: 'multi-node-eval',
    multinode_agentic_evals: 'multi-node-agentic-eval'
};
/** The family a bucket (`single_node.1k1k`, `evals`, …) runs in. */
const bucketFamily = (bucket) => BUCKET_FAMILIES[bucket] ?? OTHER_FAMILY;
/** The bucketed matrix as sweep mode's job families, so both modes fan out with the same `<family>-chunks` outputs. */
function changelogFamilies(matrix) {
    const byFamily = Object.fromEntries(FAMILIES_AND_OTHER.map((family) => [family, []]));
    for (const side of ['single_node', 'multi_node']) {
        for (const [bucket, rows] of Object.entries(matrix[side]))
            byFamily[bucketFamily(`${side}.${bucket}`)].push(...rows);
    }
    for (const list of ['evals', 'agentic_evals', 'multinode_evals', 'multinode_agentic_evals'])
        byFamily[bucketFamily(list)].push(...matrix[list]);
    return byFamily;
}

;// CONCATENATED MODULE: ./packages/changelog/src/append-only-delta.ts


const fail = (message) => {
    throw new errors/* SweepkitError */.R0(message, { code: 'APPEND_ONLY_DELTA' });
};
const concsOf = (row) => {
    const conc = row.conc;
    const valid = (c) => typeof c === 'number' && Number.isInteger(c);
    if (valid(conc ?? null))
        return [conc];
    if (Array.isArray(conc) && conc.length > 0 && conc.every(valid))
        return conc;
    return fail(`append-only matrix entry has invalid concurrency value: ${JSON.stringify(conc ?? null)}`);
};
const field = (value, key) => value !== null && typeof value === 'object' && !Array.isArray(value) ? (value[key] ?? null) : null;
/** What the dashboards draw as one line; an appended point must land on an existing one. */
const visualSeries = (row) => {
    const agentic = (0,src_row/* isAgentic */.E)(row);
    return (0,fingerprint/* canonicalJson */.dj)([
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
 * docs/gating.md §b.4 step 11 (append-only): only the concurrency points the head adds to curves that
 * already exist in the base revision; removing or changing anything is an error.
 */
function appendOnlyDelta(baseRows, headRows) {
    const curves = (rows) => {
        const map = new Map();
        for (const row of rows) {
            const key = (0,fingerprint/* canonicalJson */.dj)((0,fingerprint/* curveOf */.Fi)(row));
            const set = map.get(key) ?? new Set();
            concsOf(row).forEach((c) => set.add(c));
            map.set(key, set);
        }
        return map;
    };
    const base = curves(baseRows);
    const head = curves(headRows);
    if (base.size === 0)
        fail('append-only requires an existing curve in the base revision');
    for (const [key, concs] of base) {
        const now = head.get(key);
        if (!now)
            fail('append-only may not remove or modify existing generated recipes');
        const removed = [...concs].filter((c) => !now.has(c)).sort((a, b) => a - b);
        if (removed.length)
            fail(`append-only may not remove existing concurrency points: [${removed.join(', ')}]`);
    }
    const emitted = new Map();
    const delta = [];
    for (const row of headRows) {
        const key = (0,fingerprint/* canonicalJson */.dj)((0,fingerprint/* curveOf */.Fi)(row));
        const seen = emitted.get(key) ?? new Set();
        emitted.set(key, seen);
        const added = concsOf(row).filter((c) => !base.get(key)?.has(c) && !seen.has(c));
        added.forEach((c) => seen.add(c));
        if (added.length)
            delta.push({ ...row, conc: Array.isArray(row.conc) ? added : added[0] });
    }
    if (delta.length === 0)
        fail('append-only did not add any generated points');
    for (const row of delta) {
        const series = visualSeries(row);
        const images = new Set(baseRows.filter((b) => visualSeries(b) === series && b.image != null).map((b) => b.image));
        if (row.image == null || images.size !== 1 || !images.has(row.image)) {
            fail('append-only additions must belong to an existing visual curve with one unchanged non-null image');
        }
    }
    return delta;
}

;// CONCATENATED MODULE: ./packages/changelog/src/changelog-rows.ts




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
    if (!(0,src_row/* isMultiNode */.S)(row))
        return false;
    const ep = row.prefill?.ep;
    return typeof ep !== 'number' || !Number.isInteger(ep) || ep < min;
};
/**
 * docs/gating.md §b.4 steps 10–12: throughput rows and eval rows of the added entries, `all-evals`
 * entries first. Append-only entries keep only the points their change adds to the base
 * revision's curves (`base` generates there) and get no eval rows.
 */
function changelogRows(entries, resolvedKeys, options, generate) {
    const order = entries.map((_, i) => i).sort((a, b) => Number(entries[b].allEvals) - Number(entries[a].allEvals) || a - b);
    const throughputDone = new Map();
    const evalsDone = new Map();
    const throughput = [];
    const evals = [];
    for (const i of order) {
        const entry = entries[i];
        const wanted = new Set(entry.scenarioType ?? src_entry/* SCENARIO_TYPES */.rJ);
        const scenarios = src_entry/* SCENARIO_TYPES */.rJ.filter((s) => wanted.has(s));
        if (!(options.evalsOnly || entry.evalsOnly || entry.allEvals)) {
            for (const group of pendingGroups(resolvedKeys[i], scenarios, throughputDone)) {
                const req = request(group.keys, { noEvals: true, scenarioTypes: group.scenarios.length === src_entry/* SCENARIO_TYPES */.rJ.length ? undefined : group.scenarios });
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

;// CONCATENATED MODULE: ./packages/changelog/src/row-schema.ts

const COMPONENT = { fields: ['name', 'version'], defaults: {} };
const WORKER = {
    fields: ['num-worker', 'tp', 'pp', 'dcp-size', 'pcp-size', 'ep', 'dp-attn', 'hardware', 'additional-settings'],
    defaults: { 'additional-settings': [] }
};
const NESTED = { prefill: WORKER, decode: WORKER, router: COMPONENT, 'kv-offload-backend': COMPONENT };
const HEAD = ['image', 'model', 'model-prefix', 'precision', 'framework'];
// The field order of the reference's row models (docs/matrix.md §9.5 step 7; process-changelog README).
const SHAPES = {
    singleNodeFixed: {
        fields: [
            ...HEAD,
            'spec-decoding',
            'runner',
            'isl',
            'osl',
            'tp',
            'pp',
            'dcp-size',
            'pcp-size',
            'ep',
            'dp-attn',
            'conc',
            'max-model-len',
            'exp-name',
            'disagg',
            'run-eval',
            'eval-only',
            'eval-conc',
            'router',
            'recipe-fingerprint'
        ],
        defaults: { 'eval-only': false },
        nested: NESTED
    },
    multiNodeFixed: {
        fields: [
            ...HEAD,
            'spec-decoding',
            'runner',
            'isl',
            'osl',
            'prefill',
            'decode',
            'conc',
            'max-model-len',
            'exp-name',
            'disagg',
            'run-eval',
            'eval-only',
            'eval-conc',
            'eval-all-concs',
            'router',
            'kv-p2p-transfer',
            'recipe-fingerprint'
        ],
        defaults: { 'eval-only': false, 'eval-all-concs': false },
        nested: NESTED
    },
    singleNodeAgentic: {
        fields: [
            ...HEAD,
            'runner',
            'tp',
            'pp',
            'dcp-size',
            'pcp-size',
            'ep',
            'dp-attn',
            'spec-decoding',
            'conc',
            'kv-offloading',
            'kv-offload-backend',
            'router',
            'total-cpu-dram-gb',
            'duration',
            'exp-name',
            'scenario-type',
            'run-eval',
            'eval-only',
            'eval-conc',
            'recipe-fingerprint'
        ],
        defaults: {},
        nested: NESTED
    },
    multiNodeAgentic: {
        fields: [
            ...HEAD,
            'spec-decoding',
            'runner',
            'prefill',
            'decode',
            'conc',
            'kv-offloading',
            'kv-offload-backend',
            'router',
            'kv-p2p-transfer',
            'total-cpu-dram-gb',
            'duration',
            'exp-name',
            'disagg',
            'scenario-type',
            'run-eval',
            'eval-only',
            'eval-conc',
            'recipe-fingerprint'
        ],
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
function schemaOrdered(row) {
    const shape = (0,src_row/* isAgentic */.E)(row)
        ? (0,src_row/* isMultiNode */.S)(row)
            ? SHAPES.multiNodeAgentic
            : SHAPES.singleNodeAgentic
        : (0,src_row/* isMultiNode */.S)(row)
            ? SHAPES.multiNodeFixed
            : SHAPES.singleNodeFixed;
    return reshape(row, shape);
}

;// CONCATENATED MODULE: ./packages/changelog/src/trim-conc.ts

const pointless = (row) => Object.fromEntries(Object.entries(row).filter(([k]) => k !== 'conc' && k !== 'exp-name'));
/**
 * `--trim-conc` (the `sweep-enabled` label), as `trim_conc` of process_changelog.py: a
 * single-node curve (same row but for `conc` and `exp-name`) keeps only its lowest concurrency,
 * the first such row, which stays at its own position; a multi-node row (non-null `prefill`) with
 * more than one concurrency gets `[min(conc)]`.
 */
function trimConcurrency(rows) {
    const curves = new Map();
    const out = rows.map((row, index) => {
        if (row.prefill !== undefined && row.prefill !== null) {
            const conc = row.conc;
            return Array.isArray(conc) && conc.length > 1 ? { ...row, conc: [Math.min(...conc)] } : row;
        }
        const key = (0,fingerprint/* canonicalJson */.dj)(pointless(row));
        curves.set(key, [...(curves.get(key) ?? []), index]);
        return row;
    });
    const dropped = new Set();
    for (const indexes of curves.values()) {
        const kept = indexes.reduce((best, i) => (out[i].conc < out[best].conc ? i : best));
        for (const i of indexes)
            if (i !== kept)
                dropped.add(i);
    }
    return out.filter((_, i) => !dropped.has(i));
}

;// CONCATENATED MODULE: ./packages/changelog/src/process.ts








/**
 * `process_changelog.py` (docs/matrix.md §9.5, docs/gating.md §b.4): the entries a diff adds to the changelog
 * → the bucketed sweep matrix, generated in-process by the sweep-matrix core on the working tree
 * (and on the base revision for append-only deltas).
 */
async function processChangelog(request, ws) {
    const analysis = await analyseChangelog(request, ws);
    const on = (files) => (req) => (0,generate/* generateMatrix */.z)(req, { files, cwd: ws.root });
    const rows = changelogRows(analysis.additions.entries, analysis.resolvedKeys, request, {
        head: on(ws.files),
        base: analysis.baseFiles && on(analysis.baseFiles)
    });
    const throughput = (request.trimConc ? trimConcurrency(rows.throughput) : rows.throughput).map((row) => schemaOrdered({ ...row, 'recipe-fingerprint': (0,fingerprint/* recipeFingerprint */.Dn)(row) }));
    const matrix = bucketRows(throughput, rows.evals.map(schemaOrdered), {
        base_ref: request.baseRef,
        head_ref: request.headRef,
        entries: analysis.additions.entries.map(src_entry/* changelogEntryJson */.N8)
    });
    return { analysis, matrix, warnings: undispatchedBuckets(matrix, request.changelogFile) };
}
/** The reference's stdout: compact JSON, raw UTF-8, one trailing newline. */
const changelogMatrixJson = (matrix) => `${(0,json/* pyJsonDumps */.dv)(matrix, { separators: [',', ':'], ensureAscii: false })}\n`;


/***/ }),

/***/ 4596:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ runGit),
/* harmony export */   I: () => (/* binding */ execGit)
/* harmony export */ });
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8759);

// Explicit diff options so a user's git configuration (noprefix, mnemonic prefixes, another
// algorithm, external diff drivers, colour) cannot change the lines the rules read.
const NEUTRAL_DIFF = ['--no-color', '--no-ext-diff', '--no-textconv', '--src-prefix=a/', '--dst-prefix=b/', '--diff-algorithm=myers', '-U3'];
/** `git <args>` in `cwd` (with `env` added to the environment), never through a shell; a failure is a GitError holding git's stderr. */
async function runGit(cwd, args, env) {
    // Loaded on the first git command: most runs of the matrix actions never start one.
    const { execFile } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 1421, 23));
    return new Promise((resolve, reject) => {
        const options = { cwd, encoding: 'buffer', maxBuffer: 256 * 1024 * 1024, ...(env ? { env: { ...process.env, ...env } } : {}) };
        execFile('git', args, options, (error, stdout, stderr) => {
            if (error)
                reject(new _git_js__WEBPACK_IMPORTED_MODULE_0__/* .GitError */ .X(stderr.toString('utf8').trim() || error.message));
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
        show: (ref, path) => runGit(cwd, ['show', '--end-of-options', `${ref}:${path}`]),
        diff: (base, head, path) => runGit(cwd, ['diff', ...NEUTRAL_DIFF, '--end-of-options', base, head, '--', path]).then((out) => out.toString('utf8')),
        mergeBase: (a, b) => runGit(cwd, ['merge-base', '--end-of-options', a, b]).then((out) => out.toString('utf8').trim() || undefined, () => undefined)
    };
}


/***/ }),

/***/ 8759:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ GitError)
/* harmony export */ });
/** git refused a command; `detail` is its stderr, trimmed. */
class GitError extends Error {
    detail;
    constructor(detail) {
        super(detail);
        this.detail = detail;
        this.name = 'GitError';
    }
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


/***/ })

};
