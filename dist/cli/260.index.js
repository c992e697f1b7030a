export const id = 260;
export const ids = [260];
export const modules = {

/***/ 1260:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "if": () => (/* reexport */ links/* DEFAULT_LINK_POLICY */["if"]),
  TK: () => (/* reexport */ acceptedMessage),
  HR: () => (/* reexport */ canonicalizeChangelog),
  ln: () => (/* reexport */ links/* linkPolicy */.ln),
  Bo: () => (/* reexport */ resolveChangelogConflict),
  rs: () => (/* reexport */ validate/* validateChangelog */.r)
});

// UNUSED EXPORTS: CHANGELOG_MODES, changelogEventDefaults, checkStrictChangelog, verdictOutputs

// EXTERNAL MODULE: ./packages/gating/src/changelog/validate.ts + 2 modules
var validate = __webpack_require__(2585);
// EXTERNAL MODULE: ./packages/gating/src/changelog/strict/check.ts + 2 modules
var check = __webpack_require__(9617);
// EXTERNAL MODULE: ./packages/gating/src/changelog/strict/links.ts
var links = __webpack_require__(7928);
;// CONCATENATED MODULE: ./packages/gating/src/changelog/messages.ts
/** The line printed for an accepted change (the reference's text when entries were added). */
function acceptedMessage(file, verdict) {
    if (verdict.additions > 0)
        return `Validated ${file}: final newline present and matrix generated`;
    return `Validated ${file}: ${verdict.corrections} pr-link correction${verdict.corrections === 1 ? '' : 's'}, no new entries`;
}

// EXTERNAL MODULE: ./packages/common/src/index.ts + 10 modules
var src = __webpack_require__(4078);
// EXTERNAL MODULE: ./packages/matrix/src/changelog/entry.ts
var entry = __webpack_require__(946);
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

// EXTERNAL MODULE: ./packages/matrix/src/changelog/py-repr.ts
var py_repr = __webpack_require__(9679);
// EXTERNAL MODULE: ./packages/matrix/src/changelog/yaml-values.ts
var yaml_values = __webpack_require__(1006);
// EXTERNAL MODULE: ./packages/gating/src/changelog/strict/parse.ts
var parse = __webpack_require__(8670);
;// CONCATENATED MODULE: ./packages/gating/src/changelog/strict/merge.ts






const fail = (message) => {
    throw new src/* SweepkitError */.R0(message, { code: 'changelog-merge' });
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
    (0,check/* checkStrictChangelog */.I)(baseRaw, headRaw, strict);
    const base = (0,parse/* parseStrictChangelog */.f)(baseRaw, `base ${context.file}`, context.file);
    const head = (0,parse/* parseStrictChangelog */.f)(headRaw, `head ${context.file}`, context.file);
    const canonical = (0,links/* pullUrl */.XA)(context.links, context.prNumber);
    const lines = head.text.split('\n');
    const spans = entrySpans(lines, head.entries.length);
    head.entries.slice(base.entries.length).forEach((entry, k) => {
        const link = String(entry['pr-link']);
        if (link === canonical)
            return;
        if (!context.links.placeholders.includes(link))
            fail(`appended entry ${k + 1} has unexpected pr-link ${(0,py_repr/* pyStrRepr */.o)(link)}`);
        relink(lines, spans[base.entries.length + k], canonical);
    });
    const text = lines.join('\n');
    (0,check/* checkStrictChangelog */.I)(baseRaw, encode(text), strict);
    const changed = text !== head.text;
    return { text, changed, message: changed ? `Prepared ${context.file} for PR #${context.prNumber}` : `${context.file} already prepared for PR #${context.prNumber}` };
}
/**
 * After `git merge main` conflicted on the changelog: main's exact bytes, plus the PR's appended
 * entries that main does not have yet (canonical link, one blank line between entries), or the PR's
 * pr-link corrections applied where main still has the base content; validated main → result.
 */
function resolveChangelogConflict(mergeBaseRaw, prRaw, mainRaw, context) {
    const strict = { file: context.file, prNumber: context.prNumber, links: context.links };
    const { additions, corrections } = (0,check/* checkStrictChangelog */.I)(mergeBaseRaw, prRaw, strict);
    const base = (0,parse/* parseStrictChangelog */.f)(mergeBaseRaw, `base ${context.file}`, context.file);
    const pr = (0,parse/* parseStrictChangelog */.f)(prRaw, `PR-side ${context.file}`, context.file);
    const main = (0,parse/* parseStrictChangelog */.f)(mainRaw, `main ${context.file}`, context.file);
    const canonical = (0,links/* pullUrl */.XA)(context.links, context.prNumber);
    let text;
    if (additions > 0) {
        const prLines = pr.text.split('\n');
        const prSpans = entrySpans(prLines, pr.entries.length);
        const blocks = [];
        pr.entries.slice(base.entries.length).forEach((entry, k) => {
            if (main.entries.some((m) => (0,yaml_values/* pyEqual */.Q)(withoutLink(m), withoutLink(entry))))
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
            if ((0,yaml_values/* pyEqual */.Q)(before, wanted))
                return;
            const current = main.entries[i];
            if (current === undefined)
                fail(`main is missing corrected entry ${i + 1}`);
            if (!(0,yaml_values/* pyEqual */.Q)(withoutLink(current), withoutLink(before)))
                fail(`main changed corrected entry ${i + 1}; resolve manually`);
            const link = current['pr-link'];
            if ((0,yaml_values/* pyEqual */.Q)(link ?? null, wanted['pr-link'] ?? null))
                return;
            if (!(0,yaml_values/* pyEqual */.Q)(link ?? null, before['pr-link'] ?? null))
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
    (0,check/* checkStrictChangelog */.I)(mainRaw, encode(text), strict);
    return text;
}

;// CONCATENATED MODULE: ./packages/gating/src/changelog/index.ts









/***/ }),

/***/ 9617:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  I: () => (/* binding */ checkStrictChangelog)
});

// EXTERNAL MODULE: ./packages/common/src/index.ts + 10 modules
var src = __webpack_require__(4078);
// EXTERNAL MODULE: ./packages/matrix/src/changelog/py-repr.ts
var py_repr = __webpack_require__(9679);
// EXTERNAL MODULE: ./packages/matrix/src/changelog/yaml-values.ts
var yaml_values = __webpack_require__(1006);
// EXTERNAL MODULE: ./packages/gating/src/changelog/strict/links.ts
var links = __webpack_require__(7928);
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
        if (!(0,links/* isCanonicalLink */.$X)(policy, link))
            fail(`entry ${i + 1} pr-link correction is not canonical: ${(0,py_repr/* pyStrRepr */.o)(link)}`, i);
        corrections++;
    });
    const additions = head.entries.length - base.entries.length;
    if (corrections && additions)
        fail('do not mix historical pr-link corrections with new changelog entries');
    head.entries.slice(base.entries.length).forEach((entry, k) => {
        const i = base.entries.length + k;
        const link = String(entry[PR_LINK]);
        if (prNumber === undefined) {
            if (!(0,links/* isCanonicalLink */.$X)(policy, link))
                fail(`new main-branch entry has invalid pr-link: ${(0,py_repr/* pyStrRepr */.o)(link)}`, i);
        }
        else if (!policy.placeholders.includes(link) && link !== (0,links/* pullUrl */.XA)(policy, prNumber)) {
            fail(`new PR entry must use '${(0,links/* pullUrl */.XA)(policy, prNumber)}' or an XXX placeholder; found ${(0,py_repr/* pyStrRepr */.o)(link)}`, i);
        }
    });
    return { additions, corrections };
}

// EXTERNAL MODULE: ./packages/gating/src/changelog/strict/parse.ts
var parse = __webpack_require__(8670);
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
    const base = (0,parse/* parseStrictChangelog */.f)(baseRaw, `base ${context.file}`, context.file);
    const head = (0,parse/* parseStrictChangelog */.f)(headRaw, `head ${context.file}`, context.file);
    const changes = compareEntries(base, head, context.file, context.prNumber, context.links);
    checkRawChange(base.text, head.text, changes, context.file);
    return { ...changes, unchanged: base.text === head.text };
}


/***/ }),

/***/ 7928:
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

/***/ 8670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ parseStrictChangelog)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4078);
/* harmony import */ var _matrix_src_changelog_entry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(946);
/* harmony import */ var _matrix_src_changelog_yaml_values_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1006);



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
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(`${label} ${message}`, { location: { file, line }, code: 'STRICT_FILE' });
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
        loaded = (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .parseYaml */ .hN)(text, file, { uniqueKeys: true });
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
        if (!(0,_matrix_src_changelog_yaml_values_js__WEBPACK_IMPORTED_MODULE_2__/* .isYamlMapping */ .G)(item))
            throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(`${label} entry ${i + 1} is not a mapping`, { location: where, code: 'STRICT_SCHEMA' });
        const check = (0,_matrix_src_changelog_entry_js__WEBPACK_IMPORTED_MODULE_1__/* .checkChangelogEntry */ .jL)(item);
        if (check.issues) {
            const text = check.issues.map((issue) => ((0,_matrix_src_changelog_entry_js__WEBPACK_IMPORTED_MODULE_1__/* .issueField */ .y6)(issue) ? `${(0,_matrix_src_changelog_entry_js__WEBPACK_IMPORTED_MODULE_1__/* .issueField */ .y6)(issue)}: ${issue.message}` : issue.message)).join('; ');
            throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(`${label} entry ${i + 1} fails ChangelogEntry validation: ${text}`, { location: where, code: 'STRICT_SCHEMA' });
        }
    });
    return { text, entries: root, loaded };
}


/***/ }),

/***/ 2585:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  o: () => (/* binding */ CHANGELOG_MODES),
  r: () => (/* binding */ validateChangelog)
});

// EXTERNAL MODULE: ./packages/common/src/index.ts + 10 modules
var src = __webpack_require__(4078);
// EXTERNAL MODULE: ./packages/matrix/src/changelog/git.ts
var git = __webpack_require__(3770);
// EXTERNAL MODULE: ./packages/matrix/src/changelog/process.ts + 9 modules
var process = __webpack_require__(2238);
// EXTERNAL MODULE: ./packages/matrix/src/changelog/diff-lines.ts
var diff_lines = __webpack_require__(5589);
// EXTERNAL MODULE: ./packages/matrix/src/changelog/yaml-values.ts
var yaml_values = __webpack_require__(1006);
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

;// CONCATENATED MODULE: ./packages/gating/src/changelog/explain-deletion.ts



const decoder = new TextDecoder();
/** Errors that a branch behind its base produces: compat's deleted line, strict's changed entries or bytes. */
const BEHIND_SYMPTOMS = new Set(['DELETED_LINE', 'STRICT_ENTRIES', 'STRICT_LAYOUT']);
/**
 * The error, re-worded when the branch is merely behind its base (the original text stays as
 * detail); any other error comes back unchanged.
 */
async function explainIfBehind(error, request, ws) {
    if (!(error instanceof src/* SweepkitError */.R0) || !BEHIND_SYMPTOMS.has(error.code ?? ''))
        return error;
    const { git } = ws;
    const file = request.changelogFile;
    const fork = await git.mergeBase(request.baseRef, request.headRef);
    const [baseRaw, headRaw, forkRaw, diff] = await Promise.all([
        git.show(request.baseRef, file).catch(() => undefined),
        git.show(request.headRef, file).catch(() => undefined),
        fork ? git.show(fork, file).catch(() => new Uint8Array()) : undefined,
        git.diff(request.baseRef, request.headRef, file).catch(() => undefined)
    ]);
    if (!baseRaw || !headRaw || !forkRaw || diff === undefined)
        return error;
    const texts = { base: decoder.decode(baseRaw), head: decoder.decode(headRaw), mergeBase: decoder.decode(forkRaw) };
    const behind = diagnoseBehindBase(texts, (0,diff_lines/* parseChangelogDiff */.$)(diff).deleted, file);
    if (!behind)
        return error;
    const entries = behind.missingEntries;
    const what = entries.length === 1 ? `entry ${entries[0]}` : `entries ${entries.join(', ')}`;
    return new src/* SweepkitError */.R0(`your branch is behind ${request.baseRef}; merge it: ${request.baseRef} gained changelog ${what} after this branch forked, which the diff shows as deleted lines`, { location: error.location, code: 'BRANCH_BEHIND', details: [error.message] });
}

// EXTERNAL MODULE: ./packages/gating/src/changelog/strict/check.ts + 2 modules
var check = __webpack_require__(9617);
;// CONCATENATED MODULE: ./packages/gating/src/changelog/validate.ts





const CHANGELOG_MODES = ['compat', 'strict', 'strict-warn'];
const validate_decoder = new TextDecoder();
async function readBlob(ws, ref, file, code) {
    try {
        return await ws.git.show(ref, file);
    }
    catch (error) {
        if (error instanceof git/* GitError */.X)
            throw new src/* SweepkitError */.R0(`could not read ${file} at ${ref}: ${error.detail}`, { location: { file }, code });
        throw error;
    }
}
/** The matrix step: the additions must turn into a sweep matrix (the gate discards the matrix itself). */
const matrixStep = async (request, ws) => (await (0,process/* processChangelog */.i)({ ...request, trimConc: false }, ws)).analysis;
/** gating.md b.3: the reference CI gate — final newline, then the diff must process cleanly. */
async function compatCheck(request, ws) {
    const headRaw = await readBlob(ws, request.headRef, request.changelogFile, 'HEAD_UNREADABLE');
    const headText = validate_decoder.decode(headRaw);
    if (headRaw[headRaw.length - 1] !== 0x0a) {
        throw new src/* SweepkitError */.R0(`${request.changelogFile} at ${request.headRef} does not end with a newline`, {
            location: { file: request.changelogFile, line: headText.split('\n').length },
            code: 'NO_FINAL_NEWLINE'
        });
    }
    return matrixStep(request, ws);
}
async function strictCheck(request, ws) {
    const [baseRaw, headRaw] = await Promise.all([
        readBlob(ws, request.baseRef, request.changelogFile, 'BASE_UNREADABLE'),
        readBlob(ws, request.headRef, request.changelogFile, 'HEAD_UNREADABLE')
    ]);
    const result = (0,check/* checkStrictChangelog */.I)(baseRaw, headRaw, { file: request.changelogFile, prNumber: request.prNumber, links: request.links });
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
            return accepted(strict.additions > 0 ? await matrixStep(request, ws) : undefined, strict.corrections, []);
        }
        catch (error) {
            return rejected(await explainIfBehind(error, request, ws));
        }
    }
    const warnings = request.mode === 'strict-warn' ? await strictCheck(request, ws).then(() => [], (e) => (0,src/* toSweepkitErrors */.Nb)(e)) : [];
    try {
        return accepted(await compatCheck(request, ws), 0, warnings);
    }
    catch (error) {
        return rejected(await explainIfBehind(error, request, ws), warnings);
    }
}


/***/ })

};
