export const id = 9981;
export const ids = [9981];
export const modules = {

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

/***/ 1762:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ checkStrictChangelog)
/* harmony export */ });
/* harmony import */ var _compare_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9913);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5377);
/* harmony import */ var _raw_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7420);



/**
 * The documented changelog contract (docs/gating.md §b.5), on the two blobs: file rules for base and
 * head, entry rules, then byte layout. The first violation is thrown as a SweepkitError.
 */
function checkStrictChangelog(baseRaw, headRaw, context) {
    const base = (0,_parse_js__WEBPACK_IMPORTED_MODULE_0__/* .parseStrictChangelog */ .f)(baseRaw, `base ${context.file}`, context.file);
    const head = (0,_parse_js__WEBPACK_IMPORTED_MODULE_0__/* .parseStrictChangelog */ .f)(headRaw, `head ${context.file}`, context.file);
    const changes = (0,_compare_js__WEBPACK_IMPORTED_MODULE_1__/* .compareEntries */ .w)(base, head, context.file, context.prNumber, context.links);
    (0,_raw_js__WEBPACK_IMPORTED_MODULE_2__/* .checkRawChange */ .v)(base.text, head.text, changes, context.file);
    return { ...changes, unchanged: base.text === head.text };
}


/***/ }),

/***/ 9913:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ compareEntries)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2282);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1331);


const PR_LINK = 'pr-link';
const withoutLink = (entry) => Object.fromEntries(Object.entries(entry).filter(([k]) => k !== PR_LINK));
/**
 * docs/gating.md §b.5 `compare_entries`: history is immutable except for pr-link corrections to a
 * canonical link, corrections and additions do not mix, and new entries carry the link the
 * context allows (`prNumber` undefined = main branch: canonical links only).
 */
function compareEntries(base, head, file, prNumber, policy) {
    const fail = (message, index) => {
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(message, { location: index === undefined ? { file } : head.loaded.locate([index]), code: 'STRICT_ENTRIES' });
    };
    if (head.entries.length < base.entries.length)
        fail(`${file} entries were deleted`);
    let corrections = 0;
    base.entries.forEach((before, i) => {
        const after = head.entries[i];
        if ((0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyEqual */ .Q8)(before, after))
            return;
        const [b, a] = [before, after];
        if (!(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyEqual */ .Q8)(withoutLink(b), withoutLink(a)))
            fail(`entry ${i + 1} changed; existing entries are immutable except for pr-link-only corrections`, i);
        if ((0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyEqual */ .Q8)(b[PR_LINK] ?? null, a[PR_LINK] ?? null))
            fail(`entry ${i + 1} was reformatted without a semantic change`, i);
        const link = String(a[PR_LINK]);
        if (!(0,_links_js__WEBPACK_IMPORTED_MODULE_2__/* .isCanonicalLink */ .$X)(policy, link))
            fail(`entry ${i + 1} pr-link correction is not canonical: ${(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyStrRepr */ .ow)(link)}`, i);
        corrections++;
    });
    const additions = head.entries.length - base.entries.length;
    if (corrections && additions)
        fail('do not mix historical pr-link corrections with new changelog entries');
    head.entries.slice(base.entries.length).forEach((entry, k) => {
        const i = base.entries.length + k;
        const link = String(entry[PR_LINK]);
        if (prNumber === undefined) {
            if (!(0,_links_js__WEBPACK_IMPORTED_MODULE_2__/* .isCanonicalLink */ .$X)(policy, link))
                fail(`new main-branch entry has invalid pr-link: ${(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyStrRepr */ .ow)(link)}`, i);
        }
        else if (!policy.placeholders.includes(link) && link !== (0,_links_js__WEBPACK_IMPORTED_MODULE_2__/* .pullUrl */ .XA)(policy, prNumber)) {
            fail(`new PR entry must use '${(0,_links_js__WEBPACK_IMPORTED_MODULE_2__/* .pullUrl */ .XA)(policy, prNumber)}' or an XXX placeholder; found ${(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyStrRepr */ .ow)(link)}`, i);
        }
    });
    return { additions, corrections };
}


/***/ }),

/***/ 1331:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $X: () => (/* binding */ isCanonicalLink),
/* harmony export */   XA: () => (/* binding */ pullUrl),
/* harmony export */   "if": () => (/* binding */ DEFAULT_LINK_POLICY),
/* harmony export */   ln: () => (/* binding */ linkPolicy)
/* harmony export */ });
const DEFAULT_LINK_POLICY = {
    canonicalRepo: 'SemiAnalysisAI/InferenceX',
    placeholders: ['XXX', 'https://github.com/SemiAnalysisAI/InferenceX/pull/XXX']
};
/** The policy for a canonical repository; placeholders default to `XXX` and its `/pull/XXX` link. */
const linkPolicy = (canonicalRepo, placeholders) => ({
    canonicalRepo,
    placeholders: placeholders?.length ? placeholders : ['XXX', `https://github.com/${canonicalRepo}/pull/XXX`]
});
const pullUrl = (policy, pr) => `https://github.com/${policy.canonicalRepo}/pull/${pr}`;
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isCanonicalLink = (policy, link) => new RegExp(`^${escapeRegExp(pullUrl(policy, ''))}\\d+$`).test(link);


/***/ }),

/***/ 4970:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ resolveChangelogConflict),
/* harmony export */   H: () => (/* binding */ canonicalizeChangelog)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2282);
/* harmony import */ var _check_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1762);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1331);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5377);




const fail = (message) => {
    throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(message, { code: 'changelog-merge' });
};
const encode = (text) => new TextEncoder().encode(text);
const withoutLink = (entry) => Object.fromEntries(Object.entries(entry).filter(([k]) => k !== 'pr-link'));
/** Each entry's lines, from its `- config-keys:` line to its last non-blank line ([start, end) line indexes). */
function entrySpans(lines, count) {
    const starts = lines.flatMap((line, i) => (line.startsWith('- config-keys:') ? [i] : []));
    if (starts.length !== count)
        fail('could not map parsed changelog entries to raw byte spans');
    return starts.map((start, k) => {
        let end = k + 1 < starts.length ? starts[k + 1] : lines.length;
        while (end > start && lines[end - 1].trim() === '')
            end--;
        return [start, end];
    });
}
/** The span with its single `  pr-link:` line set to `link`. */
function relink(lines, [start, end], link) {
    const at = lines.slice(start, end).flatMap((line, i) => (line.startsWith('  pr-link:') ? [start + i] : []));
    if (at.length !== 1)
        fail('could not locate exactly one pr-link line in a changelog entry');
    lines[at[0]] = `  pr-link: ${link}`;
}
/** Rewrites the placeholder pr-links of the entries a PR appends (base → working file), then re-validates. */
function canonicalizeChangelog(baseRaw, headRaw, context) {
    const strict = { file: context.file, prNumber: context.prNumber, links: context.links };
    (0,_check_js__WEBPACK_IMPORTED_MODULE_1__/* .checkStrictChangelog */ .I)(baseRaw, headRaw, strict);
    const base = (0,_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .parseStrictChangelog */ .f)(baseRaw, `base ${context.file}`, context.file);
    const head = (0,_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .parseStrictChangelog */ .f)(headRaw, `head ${context.file}`, context.file);
    const canonical = (0,_links_js__WEBPACK_IMPORTED_MODULE_3__/* .pullUrl */ .XA)(context.links, context.prNumber);
    const lines = head.text.split('\n');
    const spans = entrySpans(lines, head.entries.length);
    head.entries.slice(base.entries.length).forEach((entry, k) => {
        const link = String(entry['pr-link']);
        if (link === canonical)
            return;
        if (!context.links.placeholders.includes(link))
            fail(`appended entry ${k + 1} has unexpected pr-link ${(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .pyStrRepr */ .ow)(link)}`);
        relink(lines, spans[base.entries.length + k], canonical);
    });
    const text = lines.join('\n');
    (0,_check_js__WEBPACK_IMPORTED_MODULE_1__/* .checkStrictChangelog */ .I)(baseRaw, encode(text), strict);
    const changed = text !== head.text;
    return {
        text,
        changed,
        message: changed ? `Prepared ${context.file} for PR #${context.prNumber}` : `${context.file} already prepared for PR #${context.prNumber}`
    };
}
/**
 * After `git merge main` conflicted on the changelog: main's exact bytes, plus the PR's appended
 * entries that main does not have yet (canonical link, one blank line between entries), or the PR's
 * pr-link corrections applied where main still has the base content; validated main → result.
 */
function resolveChangelogConflict(mergeBaseRaw, prRaw, mainRaw, context) {
    const strict = { file: context.file, prNumber: context.prNumber, links: context.links };
    const { additions, corrections } = (0,_check_js__WEBPACK_IMPORTED_MODULE_1__/* .checkStrictChangelog */ .I)(mergeBaseRaw, prRaw, strict);
    const base = (0,_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .parseStrictChangelog */ .f)(mergeBaseRaw, `base ${context.file}`, context.file);
    const pr = (0,_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .parseStrictChangelog */ .f)(prRaw, `PR-side ${context.file}`, context.file);
    const main = (0,_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .parseStrictChangelog */ .f)(mainRaw, `main ${context.file}`, context.file);
    const canonical = (0,_links_js__WEBPACK_IMPORTED_MODULE_3__/* .pullUrl */ .XA)(context.links, context.prNumber);
    let text;
    if (additions > 0) {
        const prLines = pr.text.split('\n');
        const prSpans = entrySpans(prLines, pr.entries.length);
        const blocks = [];
        pr.entries.slice(base.entries.length).forEach((entry, k) => {
            if (main.entries.some((m) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .pyEqual */ .Q8)(withoutLink(m), withoutLink(entry))))
                return;
            const span = prSpans[base.entries.length + k];
            const block = prLines.slice(0, span[1]);
            relink(block, span, canonical);
            blocks.push(`${block.slice(span[0]).join('\n')}\n`);
        });
        if (blocks.length === 0)
            fail('the PR has no changelog contribution remaining after merging main');
        text = main.text + (main.text.endsWith('\n\n') ? '' : '\n') + blocks.join('\n');
    }
    else if (corrections > 0) {
        const lines = main.text.split('\n');
        const spans = entrySpans(lines, main.entries.length);
        let applied = 0;
        base.entries.forEach((before, i) => {
            const wanted = pr.entries[i];
            if ((0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .pyEqual */ .Q8)(before, wanted))
                return;
            const current = main.entries[i];
            if (current === undefined)
                fail(`main is missing corrected entry ${i + 1}`);
            if (!(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .pyEqual */ .Q8)(withoutLink(current), withoutLink(before)))
                fail(`main changed corrected entry ${i + 1}; resolve manually`);
            const link = current['pr-link'];
            if ((0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .pyEqual */ .Q8)(link ?? null, wanted['pr-link'] ?? null))
                return;
            if (!(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .pyEqual */ .Q8)(link ?? null, before['pr-link'] ?? null))
                fail(`main has a conflicting pr-link for entry ${i + 1}`);
            relink(lines, spans[i], String(wanted['pr-link']));
            applied++;
        });
        if (applied === 0)
            fail("the PR's pr-link corrections are already present on main");
        text = lines.join('\n');
    }
    else {
        return fail('the PR has no appended entry or pr-link correction to preserve');
    }
    (0,_check_js__WEBPACK_IMPORTED_MODULE_1__/* .checkStrictChangelog */ .I)(mainRaw, encode(text), strict);
    return text;
}


/***/ }),

/***/ 5377:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ parseStrictChangelog)
/* harmony export */ });
/* harmony import */ var _entry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4050);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2891);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6465);


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
 * docs/gating.md §b.5 `parse_changelog`: byte rules (final newline, no CR/TAB/NUL, UTF-8), YAML without
 * duplicate keys, a list whose items match the `- config-keys:` lines, every item a valid entry.
 * `label` names the file in messages (`head perf-changelog.yaml`); `file` places the errors.
 */
function parseStrictChangelog(raw, label, file) {
    const fail = (message, line) => {
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(`${label} ${message}`, { location: { file, line }, code: 'STRICT_FILE' });
    };
    if (raw[raw.length - 1] !== 0x0a)
        fail('does not end with a newline');
    for (const [byte, what] of [
        [0x0d, 'contains CR characters'],
        [0x09, 'contains tabs'],
        [0x00, 'contains NUL bytes']
    ]) {
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
        loaded = (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseYaml */ .hN)(text, file, { uniqueKeys: true });
    }
    catch (error) {
        if (!(error instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0))
            throw error;
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(`${label} is not valid YAML: ${error.message.replace(/^invalid YAML: /, '')}`, { location: error.location, code: 'STRICT_YAML' });
    }
    const root = loaded.value;
    if (!Array.isArray(root))
        return fail('root must be a YAML list');
    const starts = text.split('\n').filter((line) => line.startsWith('- config-keys:')).length;
    if (starts !== root.length)
        fail(`has ${starts} top-level config entries but YAML parsed ${root.length} entries`);
    root.forEach((item, i) => {
        const where = loaded.locate([i]);
        if (!(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .isYamlMapping */ .Gy)(item))
            throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(`${label} entry ${i + 1} is not a mapping`, { location: where, code: 'STRICT_SCHEMA' });
        const check = (0,_entry_js__WEBPACK_IMPORTED_MODULE_3__/* .checkChangelogEntry */ .jL)(item);
        if (check.issues) {
            const text = check.issues.map((issue) => ((0,_entry_js__WEBPACK_IMPORTED_MODULE_3__/* .issueField */ .y6)(issue) ? `${(0,_entry_js__WEBPACK_IMPORTED_MODULE_3__/* .issueField */ .y6)(issue)}: ${issue.message}` : issue.message)).join('; ');
            throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(`${label} entry ${i + 1} fails ChangelogEntry validation: ${text}`, { location: where, code: 'STRICT_SCHEMA' });
        }
    });
    return { text, entries: root, loaded };
}


/***/ }),

/***/ 7420:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ checkRawChange)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);

const ENTRY_START = '- config-keys:';
const lineAt = (text, offset) => text.slice(0, offset).split('\n').length;
/** Lines with their line breaks, like Python's `splitlines(keepends=True)` on LF-only text. */
const linesOf = (text) => text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
/**
 * docs/gating.md §b.5 `validate_raw_change`: the byte layout of a change — new entries appended after
 * the exact base bytes with one empty separator line each; corrections touch only `  pr-link:`
 * lines; anything else leaves the bytes as they were.
 */
function checkRawChange(baseText, headText, changes, file) {
    const fail = (message, line) => {
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(message, { location: { file, line }, code: 'STRICT_LAYOUT' });
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


/***/ })

};
