export const id = 150;
export const ids = [150];
export const modules = {

/***/ 4150:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ validate_changelog)
});

// EXTERNAL MODULE: ./packages/common/src/index.ts + 5 modules
var src = __webpack_require__(2244);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./packages/matrix/src/changelog/git.ts
/** git refused a command; `detail` is its stderr, trimmed. */
class GitError extends Error {
    detail;
    constructor(detail) {
        super(detail);
        this.detail = detail;
        this.name = 'GitError';
    }
}

;// CONCATENATED MODULE: ./packages/gating/src/adapters/git.ts


// Explicit diff options so a user's git configuration (noprefix, mnemonic prefixes, another
// algorithm, external diff drivers, colour) cannot change the lines the rules read.
const NEUTRAL_DIFF = ['--no-color', '--no-ext-diff', '--no-textconv', '--src-prefix=a/', '--dst-prefix=b/', '--diff-algorithm=myers', '-U3'];
function run(cwd, args) {
    return new Promise((resolve, reject) => {
        (0,external_node_child_process_.execFile)('git', args, { cwd, encoding: 'buffer', maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) => {
            if (error)
                reject(new GitError(stderr.toString('utf8').trim() || error.message));
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
        diff: (base, head, path) => run(cwd, ['diff', ...NEUTRAL_DIFF, '--end-of-options', base, head, '--', path]).then((out) => out.toString('utf8'), () => undefined),
        mergeBase: (a, b) => run(cwd, ['merge-base', '--end-of-options', a, b]).then((out) => out.toString('utf8').trim() || undefined, () => undefined)
    };
}

// EXTERNAL MODULE: ./packages/config/src/index.ts + 11 modules
var config_src = __webpack_require__(9481);
;// CONCATENATED MODULE: ./packages/matrix/src/changelog/diff-lines.ts
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

// EXTERNAL MODULE: ./packages/matrix/src/changelog/yaml-values.ts
var yaml_values = __webpack_require__(1006);
;// CONCATENATED MODULE: ./packages/matrix/src/changelog/entry.ts


const SCENARIO_TYPES = ['fixed-seq-len', 'agentic-coding'];
const ok = (value) => ({ ok: true, value });
const bad = (message) => ({ ok: false, message });
const TRUE_TEXT = new Set(['1', 'on', 't', 'true', 'y', 'yes']);
const FALSE_TEXT = new Set(['0', 'off', 'f', 'false', 'n', 'no']);
// pydantic v2 lax-mode coercions, which the reference applies to every entry.
function laxBool(v) {
    if (typeof v === 'boolean')
        return ok(v);
    const n = v instanceof src/* PyFloat */.g$ ? v.value : typeof v === 'number' ? v : undefined;
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
    if (v instanceof src/* PyFloat */.g$) {
        if (!Number.isFinite(v.value))
            return bad('Input should be a finite number');
        return Number.isInteger(v.value) ? ok(v.value) : bad('Input should be a valid integer, got a number with a fractional part');
    }
    if (typeof v === 'string') {
        return /^\s*[-+]?\d+(_\d+)*\s*$/.test(v) ? ok(Number(v.trim().replace(/_/g, ''))) : bad('Input should be a valid integer, unable to parse string as an integer');
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
    if (!(0,yaml_values/* isYamlMapping */.G)(raw))
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
function entry_changelogEntryJson(entry) {
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

;// CONCATENATED MODULE: ./packages/matrix/src/changelog/additions.ts



const isFalsy = (v) => v === null || v === false || v === 0 || v === '' || (v instanceof src/* PyFloat */.g$ && v.value === 0) ||
    (Array.isArray(v) ? v.length === 0 : typeof v === 'object' && !(v instanceof src/* PyFloat */.g$) && Object.keys(v).length === 0);
const deletionMessage = (path, line) => `Deletions are not allowed in ${path}. Only additions to the changelog are permitted. Found deleted line: ${line.text}`;
/**
 * gating.md b.4 steps 1–5: the lines `git diff` adds to the changelog, glued together and read as
 * YAML without any context (as the reference does), each item validated as a changelog entry.
 * `diffOutput` undefined means git failed, which the reference treats as "no additions".
 */
function readChangelogAdditions(diffOutput, path) {
    const { added, deleted } = parseChangelogDiff(diffOutput ?? '');
    const at = (line) => ({ file: path, line: line?.headLine ?? 1 });
    if (deleted[0])
        throw new src/* SweepkitError */.R0(deletionMessage(path, deleted[0]), { location: at(deleted[0]), code: 'DELETED_LINE' });
    const text = added.map((l) => l.text).join('\n');
    if (text.trim() === '')
        throw new src/* SweepkitError */.R0('No additions found in the changelog file.', { location: { file: path }, code: 'NO_ADDITIONS' });
    // Lines of the glued text are the added lines, one for one; columns are unchanged.
    const toHead = (where) => ({ file: path, line: added[(where.line ?? 1) - 1]?.headLine ?? added[0].headLine, column: where.column });
    let loaded;
    try {
        loaded = (0,src/* parseYaml */.hN)(text, path);
    }
    catch (error) {
        if (!(error instanceof src/* SweepkitError */.R0))
            throw error;
        throw new src/* SweepkitError */.R0(error.message, { location: error.location && toHead(error.location), code: 'YAML' });
    }
    const locate = (p, which = 'value') => toHead(loaded.locate(p, which));
    const root = loaded.value;
    if (isFalsy(root))
        throw new src/* SweepkitError */.R0('No valid YAML entries found in the changelog additions.', { location: at(added[0]), code: 'EMPTY_YAML' });
    // Python iterates whatever the document is: a mapping yields its keys, a string its characters.
    const items = Array.isArray(root) ? root : typeof root === 'string' ? [...root] : typeof root === 'object' && !(root instanceof src/* PyFloat */.g$) && root !== null ? Object.keys(root) : [];
    if (!Array.isArray(root) && items.length === 0) {
        throw new src/* SweepkitError */.R0('the changelog additions must be a YAML list of entries', { location: locate([]), code: 'SCHEMA' });
    }
    const entries = items.map((item, i) => {
        const check = checkChangelogEntry(item);
        if (check.entry)
            return check.entry;
        const base = Array.isArray(root) ? [i] : [];
        throw new src/* SweepkitErrors */.AK(check.issues.map((issue) => {
            const field = issueField(issue);
            const where = locate([...base, ...issue.path], issue.message.startsWith('Extra') ? 'key' : 'value');
            return new src/* SweepkitError */.R0(`invalid changelog entry: ${field ? `${field}: ` : ''}${issue.message}`, { location: where, field, code: 'SCHEMA' });
        }));
    });
    return { entries, locate };
}

;// CONCATENATED MODULE: ./packages/matrix/src/changelog/py-repr.ts
/** Python `repr()` of a str, as the reference interpolates `{x!r}` into its messages. */
function pyStrRepr(text) {
    const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
    const body = text
        .replace(/\\/g, '\\\\')
        .replace(/\n/g, '\\n')
        .replace(/\r/g, '\\r')
        .replace(/\t/g, '\\t')
        .replace(/[\x00-\x1f\x7f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
    return quote + (quote === "'" ? body.replace(/'/g, "\\'") : body) + quote;
}
/** Python `repr()` of a list of str. */
const pyListRepr = (items) => `[${items.map(pyStrRepr).join(', ')}]`;

;// CONCATENATED MODULE: ./packages/matrix/src/changelog/append-only-scope.ts




function appendOnlySelection(entries, resolved) {
    const selection = new Map();
    entries.forEach((entry, i) => {
        for (const key of resolved[i]) {
            const scenarios = selection.get(key) ?? new Set();
            (entry.scenarioType ?? SCENARIO_TYPES).forEach((s) => scenarios.add(s));
            selection.set(key, scenarios);
        }
    });
    return selection;
}
const scenariosOf = (config) => {
    const scenarios = (0,yaml_values/* isYamlMapping */.G)(config ?? null) ? config.scenarios : undefined;
    return (0,yaml_values/* isYamlMapping */.G)(scenarios ?? null) ? scenarios : {};
};
const withoutScenarios = (config) => (0,yaml_values/* isYamlMapping */.G)(config ?? null) ? Object.fromEntries(Object.entries(config).filter(([k]) => k !== 'scenarios')) : (config ?? null);
const same = (a, b) => a === undefined || b === undefined ? a === b : (0,yaml_values/* pyEqual */.Q)(a, b);
/**
 * gating.md b.4 step 9: an append-only change may only touch what its entries select — the
 * selected configs must exist in the base revision, and nothing outside the selected
 * (config, scenario type) pairs may differ between the base and head definitions.
 */
function checkAppendOnlyScope(selection, base, head, where) {
    const fail = (message) => {
        throw new src/* SweepkitError */.R0(message, { location: where, code: 'APPEND_ONLY_SCOPE' });
    };
    const missing = [...selection.keys()].filter((k) => !base.has(k)).sort();
    if (missing.length)
        fail(`append-only requires every selected config to exist in the base revision; missing: ${pyListRepr(missing)}`);
    const unselected = [...new Set([...base.keys(), ...head.keys()])].filter((k) => !selection.has(k) && !same(base.get(k), head.get(k))).sort();
    if (unselected.length)
        fail(`append-only PR changed configs not selected by its changelog entry: ${pyListRepr(unselected)}`);
    for (const [key, scenarios] of selection) {
        const before = scenariosOf(base.get(key));
        const after = scenariosOf(head.get(key));
        const names = Object.keys(before);
        if (names.length !== Object.keys(after).length || names.some((n) => !(n in after)))
            fail(`append-only added or removed a scenario in config ${pyStrRepr(key)}`);
        const outside = names.filter((n) => !scenarios.has(n));
        if (outside.length && !(0,yaml_values/* pyEqual */.Q)(withoutScenarios(base.get(key)), withoutScenarios(head.get(key)))) {
            fail(`append-only changed config-wide fields that can affect scenarios outside its changelog scope: ${pyStrRepr(key)}`);
        }
        for (const name of outside) {
            if (!(0,yaml_values/* pyEqual */.Q)(before[name], after[name]))
                fail(`append-only changed a scenario outside its changelog scope: ${pyStrRepr(key)} / ${pyStrRepr(name)}`);
        }
    }
}

;// CONCATENATED MODULE: ./packages/matrix/src/changelog/config-keys.ts

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A `*` pattern as the reference reads it: `*` is any text, everything else literal, whole key. */
const wildcardRegExp = (pattern) => new RegExp(`^${pattern.split('*').map(escapeRegExp).join('.*')}$`);
/**
 * gating.md b.4 step 8: each entry's `config-keys` resolved against the merged master keys, in
 * first-seen order without repeats. A pattern that matches nothing or a missing key is an error
 * placed on that key's line.
 */
function resolveConfigKeys(entries, masterKeys, locate) {
    const known = new Set(masterKeys);
    return entries.map((entry, i) => {
        const resolved = new Set();
        entry.configKeys.forEach((key, j) => {
            if (key.includes('*')) {
                const pattern = wildcardRegExp(key);
                const matches = masterKeys.filter((k) => pattern.test(k));
                if (!matches.length) {
                    throw new src/* SweepkitError */.R0(`No config keys matched the wildcard pattern '${key}' in master configs.`, { location: locate([i, 'config-keys', j]), code: 'WILDCARD_NO_MATCH' });
                }
                matches.forEach((k) => resolved.add(k));
            }
            else if (known.has(key)) {
                resolved.add(key);
            }
            else {
                throw new src/* SweepkitError */.R0(`Config key '${key}' not found in master configs.`, { location: locate([i, 'config-keys', j]), code: 'CONFIG_KEY_MISSING' });
            }
        });
        return [...resolved];
    });
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./packages/matrix/src/changelog/revision-files.ts

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

;// CONCATENATED MODULE: ./packages/matrix/src/changelog/analyse.ts








/** The reference's fixed input files, relative to the repository root. */
const MASTER_CONFIG_FILES = ['configs/amd-master.yaml', 'configs/nvidia-master.yaml'];
const RUNNER_CONFIG_FILE = 'configs/runners.yaml';
/** Raw master-config definitions by key, loaded and validated like the generator does. */
const configsIn = (files, root) => new Map((0,config_src/* loadMasterConfigs */.w8)(files, MASTER_CONFIG_FILES, { cwd: root }).map((c) => [c.key, c.config]));
async function baseRevisionFiles(ws, ref) {
    const texts = new Map();
    const missing = [];
    for (const file of [...MASTER_CONFIG_FILES, RUNNER_CONFIG_FILE]) {
        try {
            texts.set(file, new TextDecoder().decode(await ws.git.show(ref, file)));
        }
        catch (error) {
            if (!(error instanceof GitError))
                throw error;
            missing.push(file);
        }
    }
    if (missing.length)
        throw new src/* SweepkitError */.R0(`append-only base revision is missing generation inputs: ${pyListRepr(missing.sort())}`, { code: 'APPEND_ONLY_BASE' });
    return revisionFiles(ws.root, texts);
}
/**
 * gating.md b.4 steps 1–9, everything before matrix generation: the added entries, the
 * append-only consistency rules, and config keys resolved against the master configs.
 */
async function analyseChangelog(request, ws) {
    const diff = await ws.git.diff(request.baseRef, request.headRef, request.changelogFile);
    const additions = readChangelogAdditions(diff, request.changelogFile);
    const { entries } = additions;
    const firstAppendOnly = entries.findIndex((e) => e.appendOnly);
    const appendOnly = firstAppendOnly >= 0;
    if (appendOnly && entries.some((e) => !e.appendOnly)) {
        throw new src/* SweepkitError */.R0('append-only entries cannot share a sweep with regular changelog entries', { location: additions.locate([firstAppendOnly]), code: 'APPEND_ONLY_MIXED' });
    }
    if (appendOnly && (request.allEvals || request.evalsOnly)) {
        throw new src/* SweepkitError */.R0('append-only sweeps cannot use all-evals or evals-only modifiers', { location: additions.locate([firstAppendOnly]), code: 'APPEND_ONLY_MODIFIER' });
    }
    const headConfigs = configsIn(ws.files, ws.root);
    const resolvedKeys = resolveConfigKeys(entries, [...headConfigs.keys()], (p) => additions.locate(p));
    if (!appendOnly)
        return { additions, resolvedKeys, appendOnly };
    const baseFiles = await baseRevisionFiles(ws, request.baseRef);
    checkAppendOnlyScope(appendOnlySelection(entries, resolvedKeys), configsIn(baseFiles, ws.root), headConfigs, additions.locate([firstAppendOnly]));
    return { additions, resolvedKeys, appendOnly, baseFiles };
}

;// CONCATENATED MODULE: ./packages/gating/src/changelog/behind-base.ts


const entriesOf = (text, file) => {
    try {
        const loaded = (0,src/* parseYaml */.hN)(text, file);
        if (!Array.isArray(loaded.value))
            return undefined;
        return { items: loaded.value, startLines: loaded.value.map((_, i) => loaded.locate([i]).line ?? 1) };
    }
    catch {
        return undefined;
    }
};
/**
 * Recognises a branch that is merely behind its base: every line the two-dot diff reports as
 * deleted lies inside a base entry that the branch does not have and that the base gained after
 * the branch forked (absent at the merge base). The reference then says "Deletions are not
 * allowed", which sends people hunting for an edit they never made.
 */
function diagnoseBehindBase(texts, deleted, file) {
    const base = entriesOf(texts.base, file);
    const head = entriesOf(texts.head, file);
    const fork = entriesOf(texts.mergeBase, file) ?? { items: [] };
    if (!base || !head || deleted.length === 0)
        return undefined;
    const present = (items, entry) => items.some((item) => (0,yaml_values/* pyEqual */.Q)(item, entry));
    const entryOfLine = (line) => {
        let index = -1;
        base.startLines.forEach((start, i) => {
            if (start <= line)
                index = i;
        });
        return index;
    };
    const missing = new Set();
    for (const line of deleted) {
        const index = entryOfLine(line.line);
        if (index < 0 || present(head.items, base.items[index]) || present(fork.items, base.items[index]))
            return undefined;
        missing.add(index + 1);
    }
    return { missingEntries: [...missing].sort((a, b) => a - b) };
}

;// CONCATENATED MODULE: ./packages/gating/src/changelog/strict/links.ts
const DEFAULT_LINK_POLICY = {
    canonicalRepo: 'SemiAnalysisAI/InferenceX',
    placeholders: ['XXX', 'https://github.com/SemiAnalysisAI/InferenceX/pull/XXX']
};
const pullUrl = (policy, pr) => `https://github.com/${policy.canonicalRepo}/pull/${pr}`;
const links_escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isCanonicalLink = (policy, link) => new RegExp(`^${links_escapeRegExp(pullUrl(policy, ''))}\\d+$`).test(link);

;// CONCATENATED MODULE: ./packages/gating/src/changelog/strict/compare.ts




const PR_LINK = 'pr-link';
const withoutLink = (entry) => Object.fromEntries(Object.entries(entry).filter(([k]) => k !== PR_LINK));
/**
 * gating.md b.5 `compare_entries`: history is immutable except for pr-link corrections to a
 * canonical link, corrections and additions do not mix, and new entries carry the link the
 * context allows (`prNumber` undefined = main branch: canonical links only).
 */
function compareEntries(base, head, file, prNumber, policy) {
    const fail = (message, index) => {
        throw new src/* SweepkitError */.R0(message, { location: index === undefined ? { file } : head.loaded.locate([index]), code: 'STRICT_ENTRIES' });
    };
    if (head.entries.length < base.entries.length)
        fail(`${file} entries were deleted`);
    let corrections = 0;
    base.entries.forEach((before, i) => {
        const after = head.entries[i];
        if ((0,yaml_values/* pyEqual */.Q)(before, after))
            return;
        const [b, a] = [before, after];
        if (!(0,yaml_values/* pyEqual */.Q)(withoutLink(b), withoutLink(a)))
            fail(`entry ${i + 1} changed; existing entries are immutable except for pr-link-only corrections`, i);
        if ((0,yaml_values/* pyEqual */.Q)(b[PR_LINK] ?? null, a[PR_LINK] ?? null))
            fail(`entry ${i + 1} was reformatted without a semantic change`, i);
        const link = String(a[PR_LINK]);
        if (!isCanonicalLink(policy, link))
            fail(`entry ${i + 1} pr-link correction is not canonical: ${pyStrRepr(link)}`, i);
        corrections++;
    });
    const additions = head.entries.length - base.entries.length;
    if (corrections && additions)
        fail('do not mix historical pr-link corrections with new changelog entries');
    head.entries.slice(base.entries.length).forEach((entry, k) => {
        const i = base.entries.length + k;
        const link = String(entry[PR_LINK]);
        if (prNumber === undefined) {
            if (!isCanonicalLink(policy, link))
                fail(`new main-branch entry has invalid pr-link: ${pyStrRepr(link)}`, i);
        }
        else if (!policy.placeholders.includes(link) && link !== pullUrl(policy, prNumber)) {
            fail(`new PR entry must use '${pullUrl(policy, prNumber)}' or an XXX placeholder; found ${pyStrRepr(link)}`, i);
        }
    });
    return { additions, corrections };
}

;// CONCATENATED MODULE: ./packages/gating/src/changelog/strict/parse.ts



/** Python's wording for the first byte that is not UTF-8 (continuation ranges checked loosely). */
function utf8Problem(raw) {
    for (let i = 0; i < raw.length;) {
        const b = raw[i];
        const size = b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
        const where = `'utf-8' codec can't decode byte 0x${b.toString(16).padStart(2, '0')} in position ${i}`;
        if (size === 0)
            return `${where}: invalid start byte`;
        for (let k = 1; k < size; k++) {
            const next = raw[i + k];
            if (next === undefined)
                return `${where}: unexpected end of data`;
            if (next < 0x80 || next > 0xbf)
                return `${where}: invalid continuation byte`;
        }
        i += size;
    }
    return 'invalid UTF-8';
}
/**
 * gating.md b.5 `parse_changelog`: byte rules (final newline, no CR/TAB/NUL, UTF-8), YAML without
 * duplicate keys, a list whose items match the `- config-keys:` lines, every item a valid entry.
 * `label` names the file in messages (`head perf-changelog.yaml`); `file` places the errors.
 */
function parseStrictChangelog(raw, label, file) {
    const fail = (message, line) => {
        throw new src/* SweepkitError */.R0(`${label} ${message}`, { location: { file, line }, code: 'STRICT_FILE' });
    };
    if (raw[raw.length - 1] !== 0x0a)
        fail('does not end with a newline');
    for (const [byte, what] of [[0x0d, 'contains CR characters'], [0x09, 'contains tabs'], [0x00, 'contains NUL bytes']]) {
        const at = raw.indexOf(byte);
        if (at >= 0)
            fail(what, raw.subarray(0, at).filter((b) => b === 0x0a).length + 1);
    }
    let text = '';
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
    }
    catch {
        fail(`is not UTF-8: ${utf8Problem(raw)}`);
    }
    let loaded;
    try {
        loaded = (0,src/* parseYaml */.hN)(text, file, { uniqueKeys: true });
    }
    catch (error) {
        if (!(error instanceof src/* SweepkitError */.R0))
            throw error;
        throw new src/* SweepkitError */.R0(`${label} is not valid YAML: ${error.message.replace(/^invalid YAML: /, '')}`, { location: error.location, code: 'STRICT_YAML' });
    }
    const root = loaded.value;
    if (!Array.isArray(root))
        return fail('root must be a YAML list');
    const starts = text.split('\n').filter((line) => line.startsWith('- config-keys:')).length;
    if (starts !== root.length)
        fail(`has ${starts} top-level config entries but YAML parsed ${root.length} entries`);
    root.forEach((item, i) => {
        const where = loaded.locate([i]);
        if (!(0,yaml_values/* isYamlMapping */.G)(item))
            throw new src/* SweepkitError */.R0(`${label} entry ${i + 1} is not a mapping`, { location: where, code: 'STRICT_SCHEMA' });
        const check = checkChangelogEntry(item);
        if (check.issues) {
            const text = check.issues.map((issue) => (issueField(issue) ? `${issueField(issue)}: ${issue.message}` : issue.message)).join('; ');
            throw new src/* SweepkitError */.R0(`${label} entry ${i + 1} fails ChangelogEntry validation: ${text}`, { location: where, code: 'STRICT_SCHEMA' });
        }
    });
    return { text, entries: root, loaded };
}

;// CONCATENATED MODULE: ./packages/gating/src/changelog/strict/raw.ts

const ENTRY_START = '- config-keys:';
const lineAt = (text, offset) => text.slice(0, offset).split('\n').length;
/** Lines with their line breaks, like Python's `splitlines(keepends=True)` on LF-only text. */
const linesOf = (text) => text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
/**
 * gating.md b.5 `validate_raw_change`: the byte layout of a change — new entries appended after
 * the exact base bytes with one empty separator line each; corrections touch only `  pr-link:`
 * lines; anything else leaves the bytes as they were.
 */
function checkRawChange(baseText, headText, changes, file) {
    const fail = (message, line) => {
        throw new src/* SweepkitError */.R0(message, { location: { file, line }, code: 'STRICT_LAYOUT' });
    };
    if (changes.additions > 0) {
        if (!headText.startsWith(baseText)) {
            let at = 0;
            while (at < baseText.length && baseText[at] === headText[at])
                at++;
            fail('appended entries changed historical perf-changelog.yaml bytes; restore the base file byte-for-byte and append at the end', lineAt(headText, at));
        }
        const suffix = headText.slice(baseText.length);
        const start = baseText.endsWith('\n\n') ? ENTRY_START : `\n${ENTRY_START}`;
        if (!suffix.startsWith(start))
            fail('new changelog entries must be separated from history by one empty line and appended at the end', lineAt(headText, baseText.length));
        // The line break before the first appended entry; every later entry needs one blank line.
        const first = baseText.length + start.length - ENTRY_START.length - 1;
        for (let offset = headText.indexOf(`\n${ENTRY_START}`, first + 1); offset >= 0; offset = headText.indexOf(`\n${ENTRY_START}`, offset + 1)) {
            const prefix = headText.slice(0, offset + 1);
            if (!prefix.endsWith('\n\n') || prefix.endsWith('\n\n\n'))
                fail('appended changelog entries must have exactly one empty separator line', lineAt(headText, offset + 1));
        }
        if (headText.endsWith('\n\n'))
            fail('the final appended changelog entry must end with one newline', lineAt(headText, headText.length - 1));
        return;
    }
    if (changes.corrections > 0) {
        const before = linesOf(baseText);
        const after = linesOf(headText);
        if (before.length !== after.length)
            fail('pr-link corrections may not add or delete lines');
        let changed = 0;
        before.forEach((line, i) => {
            if (line === after[i])
                return;
            const isLinkLine = (l) => l.startsWith('  pr-link:') && l.endsWith('\n');
            if (!isLinkLine(line) || !isLinkLine(after[i]))
                fail(`historical bytes changed outside a pr-link line at line ${i + 1}`, i + 1);
            changed++;
        });
        if (changed !== changes.corrections)
            fail(`expected ${changes.corrections} changed pr-link line(s), found ${changed}`);
        return;
    }
    if (baseText !== headText) {
        fail('changelog diff has no appended entry or pr-link correction; historical whitespace and formatting are immutable');
    }
}

;// CONCATENATED MODULE: ./packages/gating/src/changelog/strict/check.ts



/**
 * The documented changelog contract (gating.md b.5), on the two blobs: file rules for base and
 * head, entry rules, then byte layout. The first violation is thrown as a SweepkitError.
 */
function checkStrictChangelog(baseRaw, headRaw, context) {
    const base = parseStrictChangelog(baseRaw, `base ${context.file}`, context.file);
    const head = parseStrictChangelog(headRaw, `head ${context.file}`, context.file);
    const changes = compareEntries(base, head, context.file, context.prNumber, context.links);
    checkRawChange(base.text, head.text, changes, context.file);
    return { ...changes, unchanged: base.text === head.text };
}

;// CONCATENATED MODULE: ./packages/gating/src/changelog/validate.ts






const CHANGELOG_MODES = ['compat', 'strict', 'strict-warn'];
const decoder = new TextDecoder();
async function readBlob(ws, ref, file, code) {
    try {
        return await ws.git.show(ref, file);
    }
    catch (error) {
        if (error instanceof GitError)
            throw new src/* SweepkitError */.R0(`could not read ${file} at ${ref}: ${error.detail}`, { location: { file }, code });
        throw error;
    }
}
/** A deletion error, re-worded when the branch is merely behind its base (the reference text stays as detail). */
async function explainDeletion(error, request, ws, headText) {
    const { git } = ws;
    const file = request.changelogFile;
    const fork = await git.mergeBase(request.baseRef, request.headRef);
    const [baseRaw, forkRaw, diff] = await Promise.all([
        git.show(request.baseRef, file).catch(() => undefined),
        fork ? git.show(fork, file).catch(() => new Uint8Array()) : undefined,
        git.diff(request.baseRef, request.headRef, file)
    ]);
    if (!baseRaw || !forkRaw || diff === undefined)
        return error;
    const texts = { base: decoder.decode(baseRaw), head: headText, mergeBase: decoder.decode(forkRaw) };
    const behind = diagnoseBehindBase(texts, parseChangelogDiff(diff).deleted, file);
    if (!behind)
        return error;
    const entries = behind.missingEntries;
    const what = entries.length === 1 ? `entry ${entries[0]}` : `entries ${entries.join(', ')}`;
    return new src/* SweepkitError */.R0(`your branch is behind ${request.baseRef}; merge it: ${request.baseRef} gained changelog ${what} after this branch forked, which the diff shows as deleted lines`, { location: error.location, code: 'BRANCH_BEHIND', details: [error.message] });
}
/** gating.md b.3: the reference CI gate — final newline, then the diff must process cleanly. */
async function compatCheck(request, ws) {
    const headRaw = await readBlob(ws, request.headRef, request.changelogFile, 'HEAD_UNREADABLE');
    const headText = decoder.decode(headRaw);
    if (headRaw[headRaw.length - 1] !== 0x0a) {
        throw new src/* SweepkitError */.R0(`${request.changelogFile} at ${request.headRef} does not end with a newline`, {
            location: { file: request.changelogFile, line: headText.split('\n').length },
            code: 'NO_FINAL_NEWLINE'
        });
    }
    try {
        return await analyseChangelog(request, ws);
    }
    catch (error) {
        if (error instanceof src/* SweepkitError */.R0 && error.code === 'DELETED_LINE')
            throw await explainDeletion(error, request, ws, headText);
        throw error;
    }
}
async function strictCheck(request, ws) {
    const [baseRaw, headRaw] = await Promise.all([
        readBlob(ws, request.baseRef, request.changelogFile, 'BASE_UNREADABLE'),
        readBlob(ws, request.headRef, request.changelogFile, 'HEAD_UNREADABLE')
    ]);
    const result = checkStrictChangelog(baseRaw, headRaw, { file: request.changelogFile, prNumber: request.prNumber, links: request.links });
    if (result.unchanged)
        throw new src/* SweepkitError */.R0(`${request.changelogFile} has no changes`, { location: { file: request.changelogFile }, code: 'NO_CHANGES' });
    if (result.corrections > 0 && !request.allowCorrections) {
        throw new src/* SweepkitError */.R0('pr-link corrections are not allowed here (allow-pr-link-corrections is false)', { location: { file: request.changelogFile }, code: 'CORRECTIONS_DISABLED' });
    }
    return result;
}
const accepted = (analysis, corrections, warnings) => ({
    valid: true,
    additions: analysis?.additions.entries.length ?? 0,
    corrections,
    addedEntries: analysis?.additions.entries ?? [],
    configKeys: [...new Set(analysis?.resolvedKeys.flat() ?? [])],
    appendOnly: analysis?.appendOnly ?? false,
    errors: [],
    warnings
});
const rejected = (error, warnings = []) => ({
    valid: false,
    additions: 0,
    corrections: 0,
    addedEntries: [],
    configKeys: [],
    appendOnly: false,
    errors: (0,src/* toSweepkitErrors */.Nb)(error),
    warnings
});
/**
 * Decides whether a changelog change may be benchmarked, in one of three modes (gating.md e.3).
 * strict runs the matrix step only when entries were added: a pure pr-link correction is valid
 * and reports `additions: 0`.
 */
async function validateChangelog(request, ws) {
    if (request.mode === 'strict') {
        try {
            const strict = await strictCheck(request, ws);
            return accepted(strict.additions > 0 ? await analyseChangelog(request, ws) : undefined, strict.corrections, []);
        }
        catch (error) {
            return rejected(error);
        }
    }
    const warnings = request.mode === 'strict-warn' ? await strictCheck(request, ws).then(() => [], (e) => (0,src/* toSweepkitErrors */.Nb)(e)) : [];
    try {
        return accepted(await compatCheck(request, ws), 0, warnings);
    }
    catch (error) {
        return rejected(error, warnings);
    }
}

;// CONCATENATED MODULE: ./packages/gating/src/changelog/messages.ts
/** The line printed for an accepted change (the reference's text when entries were added). */
function acceptedMessage(file, verdict) {
    if (verdict.additions > 0)
        return `Validated ${file}: final newline present and matrix generated`;
    return `Validated ${file}: ${verdict.corrections} pr-link correction${verdict.corrections === 1 ? '' : 's'}, no new entries`;
}

;// CONCATENATED MODULE: ./packages/gating/src/changelog/outputs.ts


/** The action outputs of a verdict (gating.md e.3), in action.yml order; booleans as `true`/`false`. */
function verdictOutputs(verdict) {
    const first = verdict.errors[0];
    return [
        ['valid', String(verdict.valid)],
        ['additions', String(verdict.additions)],
        ['corrections', String(verdict.corrections)],
        ['added-entries', JSON.stringify(verdict.addedEntries.map(changelogEntryJson))],
        ['config-keys', JSON.stringify(verdict.configKeys)],
        ['append-only', String(verdict.appendOnly)],
        ['error-code', first?.code ?? (first ? 'ERROR' : '')],
        ['error-message', first ? [first.message, ...first.details].join('\n') : ''],
        ['strict-findings', JSON.stringify(verdict.warnings.map(formatError))]
    ];
}

;// CONCATENATED MODULE: ./packages/gating/src/changelog/index.ts







// EXTERNAL MODULE: ./cli/src/argparse.ts
var argparse = __webpack_require__(3211);
;// CONCATENATED MODULE: ./cli/src/commands/validate-changelog.ts




const SPEC = {
    prog: 'sweepkit validate-changelog',
    description: 'Validate the perf-changelog.yaml change between two git refs (gating.md b).',
    options: [
        { name: '--changelog-file', kind: 'string', required: true, help: 'changelog path inside the repository' },
        { name: '--base-ref', kind: 'string', required: true, help: 'git ref of the base (e.g. origin/main)' },
        { name: '--head-ref', kind: 'string', required: true, help: 'git ref of the head (e.g. the PR head sha)' },
        { name: '--all-evals', kind: 'flag', help: 'the PR has the all-evals label' },
        { name: '--evals-only', kind: 'flag', help: 'the PR has the evals-only label' },
        { name: '--mode', kind: 'string', choices: CHANGELOG_MODES, help: 'compat (default): the reference gate; strict: the documented contract; strict-warn: compat, strict findings as warnings' },
        { name: '--pr-number', kind: 'int', help: 'pull request number for the strict pr-link rules (omit on main)' },
        { name: '--no-pr-link-corrections', kind: 'flag', help: 'strict: reject pure pr-link corrections too' },
        { name: '--canonical-repo', kind: 'string', help: `owner/name whose PR links are canonical (default ${DEFAULT_LINK_POLICY.canonicalRepo})` }
    ]
};
const validateChangelogCommand = async (argv, io) => {
    const { values } = (0,argparse/* parseArgs */.Zy)(SPEC, argv);
    const changelogFile = values['changelog-file'];
    const canonicalRepo = values['canonical-repo'] ?? DEFAULT_LINK_POLICY.canonicalRepo;
    const verdict = await validateChangelog({
        changelogFile,
        baseRef: values['base-ref'],
        headRef: values['head-ref'],
        allEvals: values['all-evals'],
        evalsOnly: values['evals-only'],
        mode: values.mode ?? 'compat',
        prNumber: values['pr-number'],
        links: { canonicalRepo, placeholders: ['XXX', `https://github.com/${canonicalRepo}/pull/XXX`] },
        allowCorrections: !values['no-pr-link-corrections']
    }, { git: execGit(io.cwd), files: io.files, root: io.cwd });
    for (const warning of verdict.warnings)
        io.stderr(`${(0,src/* formatFinding */.tf)(warning, 'warning')}\n`);
    for (const error of verdict.errors)
        io.stderr(`${(0,src/* formatError */.Wk)(error)}\n`);
    if (!verdict.valid)
        return 1;
    io.stdout(`${acceptedMessage(changelogFile, verdict)}\n`);
    return 0;
};
/* harmony default export */ const validate_changelog = (validateChangelogCommand);


/***/ }),

/***/ 1006:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ isYamlMapping),
/* harmony export */   Q: () => (/* binding */ pyEqual)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2244);

const numeric = (v) => typeof v === 'boolean' ? Number(v) : typeof v === 'number' ? v : typeof v === 'bigint' ? Number(v) : v instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$ ? v.value : undefined;
/**
 * Python `==` on loaded YAML: mappings compare without regard to key order and `1 == 1.0 == True`,
 * which is how the reference decides whether a changelog entry or a config changed.
 */
function pyEqual(a, b) {
    const na = numeric(a);
    const nb = numeric(b);
    if (na !== undefined || nb !== undefined)
        return na === nb;
    if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object')
        return a === b;
    if (a instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .YamlTimestamp */ .Am || b instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .YamlTimestamp */ .Am)
        return a instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .YamlTimestamp */ .Am && b instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .YamlTimestamp */ .Am && a.text === b.text;
    if (Array.isArray(a) || Array.isArray(b)) {
        return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => pyEqual(item, b[i]));
    }
    const [ma, mb] = [a, b];
    const keys = Object.keys(ma);
    return keys.length === Object.keys(mb).length && keys.every((k) => k in mb && pyEqual(ma[k], mb[k]));
}
/** A YAML mapping (not a list, scalar, float or timestamp). */
const isYamlMapping = (v) => v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$) && !(v instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .YamlTimestamp */ .Am);


/***/ })

};
