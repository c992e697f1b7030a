export const id = 825;
export const ids = [825];
export const modules = {

/***/ 8354:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  TK: () => (/* reexport */ acceptedMessage),
  ln: () => (/* reexport */ links/* linkPolicy */.ln),
  rs: () => (/* reexport */ validate/* validateChangelog */.r)
});

// UNUSED EXPORTS: CHANGELOG_MODES, DEFAULT_LINK_POLICY, changelogEventDefaults, checkStrictChangelog, verdictOutputs

// EXTERNAL MODULE: ./packages/gating/src/changelog/validate.ts + 2 modules
var validate = __webpack_require__(2585);
// EXTERNAL MODULE: ./packages/gating/src/changelog/strict/check.ts + 3 modules
var check = __webpack_require__(1192);
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

;// CONCATENATED MODULE: ./packages/gating/src/changelog/index.ts








/***/ }),

/***/ 1192:
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

// EXTERNAL MODULE: ./packages/matrix/src/changelog/entry.ts
var entry = __webpack_require__(946);
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
        const check = (0,entry/* checkChangelogEntry */.jL)(item);
        if (check.issues) {
            const text = check.issues.map((issue) => ((0,entry/* issueField */.y6)(issue) ? `${(0,entry/* issueField */.y6)(issue)}: ${issue.message}` : issue.message)).join('; ');
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

// EXTERNAL MODULE: ./packages/gating/src/changelog/strict/check.ts + 3 modules
var check = __webpack_require__(1192);
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


/***/ }),

/***/ 6825:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  LS: () => (/* reexport */ CONFIG_LINT_COMMAND),
  bK: () => (/* reexport */ LABEL_GATE_COMMAND),
  GG: () => (/* reexport */ VALIDATE_CHANGELOG_COMMAND)
});

// UNUSED EXPORTS: CHANGELOG_MODES, DEFAULT_LINK_POLICY, GATED_EVENTS, MODIFIER_ROLES, SKIP_REASONS, acceptedMessage, applyBaseline, baselineJson, changedConfigKeys, changelogEventDefaults, checkStrictChangelog, decideLabelGate, decisionOutputs, explainDecision, findingsJson, gateFindings, labelKey, labelRoles, labelTypoHint, linkPolicy, lintConfigs, loadLabelPolicy, parseBaseline, parseGateEvent, parseLabelPolicy, runLabelGate, validateChangelog, verdictOutputs

// EXTERNAL MODULE: ./packages/gating/src/labels/index.ts + 9 modules
var labels = __webpack_require__(3017);
// EXTERNAL MODULE: ./packages/gating/src/changelog/index.ts + 2 modules
var changelog = __webpack_require__(8354);
// EXTERNAL MODULE: ./packages/gating/src/lint/index.ts + 4 modules
var lint = __webpack_require__(1747);
// EXTERNAL MODULE: ./packages/gating/src/changelog/strict/links.ts
var links = __webpack_require__(7928);
// EXTERNAL MODULE: ./packages/gating/src/changelog/validate.ts + 2 modules
var validate = __webpack_require__(2585);
;// CONCATENATED MODULE: ./packages/gating/src/options.ts


/** `sweepkit label-gate` and the label-gate action. */
const LABEL_GATE_COMMAND = {
    cli: 'label-gate',
    action: 'label-gate',
    description: 'Decide from a pull_request or push event whether and how the benchmark sweep runs (scope, canary, fail-fast, modifiers), from one label policy. ' +
        'The CLI prints one JSON object and exits 1 with the conflict message when the PR has more than one sweep label.',
    options: {
        'github-token': {
            kind: 'string',
            only: 'action',
            runnerDefault: '${{ github.token }}',
            help: 'token for the API look-ups (live labels with labels-source api, the PR head commit message for the skip marker); needs pull-requests:read and contents:read'
        },
        'event-name': { kind: 'string', required: true, env: 'GITHUB_EVENT_NAME', metavar: 'NAME', help: 'event to decide on: pull_request or push (default: $GITHUB_EVENT_NAME)' },
        'event-path': { kind: 'string', required: true, env: 'GITHUB_EVENT_PATH', metavar: 'FILE', help: 'webhook payload JSON file (default: $GITHUB_EVENT_PATH)' },
        'head-message': { kind: 'string', only: 'cli', metavar: 'TEXT', help: 'full message of the PR head commit (default: empty; the CLI never calls the API)' },
        'policy-file': { kind: 'string', metavar: 'FILE', help: 'label policy YAML (schemas/label-policy.schema.json); empty means the bundled default policy' },
        'labels-source': {
            kind: 'string',
            only: 'action',
            choices: ['event', 'api'],
            default: 'event',
            help: '`event`: the labels in the payload (what the event saw; a re-run replays them); `api`: the live labels of the pull request (right on re-runs)'
        },
        'check-skip-marker': {
            kind: 'flag',
            only: 'action',
            default: true,
            help: 'look for the skip marker (default `[skip-sweep]`) in the full head commit message of a pull request, read through the API; pushes never skip'
        },
        'reuse-authorized': {
            kind: 'flag',
            default: false,
            help: 'an authorized /reuse-sweep-run exists for this pull request (from a reuse finder); on synchronize with a full-sweep label it skips the sweep'
        },
        'case-insensitive-labels': {
            kind: 'flag',
            only: 'action',
            default: true,
            help: "compare label names ignoring case, as GitHub's contains() does in workflow expressions; false compares exactly"
        },
        'case-sensitive-labels': { kind: 'flag', only: 'cli', default: false, help: "compare label names exactly (default: ignoring case, as GitHub's contains() does)" },
        'fail-on-conflict': {
            kind: 'flag',
            only: 'action',
            default: true,
            help: 'fail the step when the pull request has more than one primary sweep label (the outputs are still set); when false the conflict is only an error annotation'
        }
    }
};
/**
 * `sweepkit validate-changelog` and the validate-changelog action. The action defaults the refs,
 * the PR number and the eval modifiers from the event; on the command line the refs and the file
 * are required.
 */
const VALIDATE_CHANGELOG_COMMAND = {
    cli: 'validate-changelog',
    action: 'validate-changelog',
    description: 'Validate the perf-changelog.yaml change between two git refs: the reference CI gate (compat), the documented contract (strict), or both (strict-warn).',
    options: {
        'base-ref': { kind: 'string', required: 'cli', help: 'git ref of the base; the action defaults it to origin/<base branch> on pull requests, the before sha on push' },
        'head-ref': { kind: 'string', required: 'cli', help: 'git ref of the head; the action defaults it to the pull request head sha, the after sha on push' },
        'changelog-file': { kind: 'string', required: 'cli', default: 'perf-changelog.yaml', help: 'the changelog path inside the repository' },
        mode: {
            kind: 'string',
            choices: validate/* CHANGELOG_MODES */.o,
            default: 'compat',
            help: "`compat` = today's CI gate; `strict` = the documented contract (append-only bytes, pr-link rules); `strict-warn` = compat decides, strict findings become warnings"
        },
        'pr-number': { kind: 'int', help: "pull request number for the strict pr-link rules; the action defaults it to the event's PR; none means main-branch rules (canonical links only)" },
        'canonical-repo': { kind: 'string', default: links/* DEFAULT_LINK_POLICY */["if"].canonicalRepo, help: 'owner/name whose `https://github.com/<repo>/pull/<n>` links are canonical' },
        placeholders: { kind: 'list', help: "pr-link values a PR may use for its new entries until merge; default `XXX` and the canonical repository's `/pull/XXX` link" },
        // One rule, spelled as each edge spells an on-by-default switch: an input set to false, a --no- flag.
        'allow-pr-link-corrections': { kind: 'flag', only: 'action', default: true, help: 'strict: accept a change that only corrects historical pr-links to canonical links' },
        'no-pr-link-corrections': { kind: 'flag', only: 'cli', help: 'strict: reject pure pr-link corrections too' },
        'all-evals': { kind: 'flag', help: 'forward --all-evals to the matrix step; the action defaults it to the all-evals PR label' },
        'evals-only': { kind: 'flag', help: 'forward --evals-only to the matrix step; the action defaults it to the evals-only PR label' },
        'working-directory': { kind: 'string', only: 'action', default: '.', help: 'repository checkout to validate (the master configs are read from its working tree)' }
    }
};
/** `sweepkit config-lint` and the config-lint action. */
const CONFIG_LINT_COMMAND = {
    cli: 'config-lint',
    action: 'config-lint',
    description: 'Cross-check the master configs against what they reference (recipes whose speculative decoding contradicts the entry, missing recipes, undefined runner labels).',
    options: {
        'config-files': { kind: 'list', default: 'configs/amd-master.yaml configs/nvidia-master.yaml', help: 'master config files (one per line or space-separated)' },
        'runner-config': { kind: 'string', default: 'configs/runners.yaml', help: 'the runners file that defines the runner labels' },
        'recipes-dirs': {
            kind: 'list',
            extend: true,
            default: 'benchmarks/multi_node/srt-slurm-recipes',
            help: 'folders that `CONFIG_FILE=recipes/<path>` resolves into (`<dir>/<path>`), tried in order; the flag is repeatable'
        },
        'working-directory': { kind: 'string', only: 'action', default: '.', help: 'repository checkout the paths are relative to' },
        'fail-on-warning': { kind: 'flag', default: false, help: 'fail on warnings too (by default only errors fail)' },
        baseline: { kind: 'string', metavar: 'FILE', help: 'accept the findings recorded in FILE: only new ones fail; entries no finding matches are reported as stale' },
        'update-baseline': { kind: 'flag', only: 'cli', help: 'write the current findings to the --baseline FILE and exit 0' },
        'changed-only': { kind: 'flag', default: false, help: 'report only findings of config keys whose entry changed between the base ref and the head' },
        'base-ref': { kind: 'string', metavar: 'REF', help: 'git ref to compare with (changed-only; the action defaults it from the event)' },
        'head-ref': { kind: 'string', only: 'cli', metavar: 'REF', help: 'git ref of the change (--changed-only; default: the working tree)' }
    }
};

;// CONCATENATED MODULE: ./packages/gating/src/index.ts






/***/ }),

/***/ 3017:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  NT: () => (/* reexport */ decisionOutputs),
  xn: () => (/* reexport */ runLabelGate)
});

// UNUSED EXPORTS: GATED_EVENTS, MODIFIER_ROLES, SKIP_REASONS, decideLabelGate, explainDecision, labelKey, labelRoles, labelTypoHint, loadLabelPolicy, parseGateEvent, parseLabelPolicy

;// CONCATENATED MODULE: ./packages/gating/src/labels/label-key.ts
/**
 * How label names compare: ignoring case by default, as GitHub's `contains()` does in the
 * reference's `if:` expressions, or exactly (its jq/Python parts). One place, so every set agrees.
 */
function label_key_labelKey(caseInsensitive = true) {
    return caseInsensitive ? (label) => label.toLowerCase() : (label) => label;
}

// EXTERNAL MODULE: ./node_modules/ajv/dist/2020.js
var _2020 = __webpack_require__(2210);
// EXTERNAL MODULE: ./packages/common/src/index.ts + 10 modules
var src = __webpack_require__(4078);
;// CONCATENATED MODULE: ./schemas/label-policy.schema.json
const label_policy_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://github.com/sweepkit/sweepkit/schemas/label-policy.schema.json","title":"Sweepkit label policy","description":"The PR labels that steer the benchmark sweep, the skip marker, the sweep workflow\'s trigger filter and the conflict message (label-gate). full, canary and fail-fast must be subsets of primary.","type":"object","additionalProperties":false,"required":["version","labels","skip-marker","triggers","messages"],"properties":{"version":{"const":1,"description":"Format version of this file."},"labels":{"type":"object","additionalProperties":false,"required":["primary","full","canary","fail-fast","modifiers","policy","reuse-incompatible"],"properties":{"primary":{"$ref":"#/$defs/labelList","type":"array","minItems":1,"description":"Exactly one of these selects the sweep mode; more than one is a conflict."},"full":{"$ref":"#/$defs/labelList","description":"Primary labels that sweep the full matrix; the other primary labels sweep a trimmed one."},"canary":{"$ref":"#/$defs/labelList","description":"Primary labels that run a canary configuration first."},"fail-fast":{"$ref":"#/$defs/labelList","description":"Primary labels that turn on strategy.fail-fast."},"modifiers":{"type":"object","additionalProperties":false,"required":["all-evals","evals-only","agentx-fast","skip-queue"],"description":"The label behind each modifier output.","properties":{"all-evals":{"$ref":"#/$defs/label"},"evals-only":{"$ref":"#/$defs/label"},"agentx-fast":{"$ref":"#/$defs/label"},"skip-queue":{"$ref":"#/$defs/label"}}},"policy":{"$ref":"#/$defs/labelList","description":"CI-priority labels: no effect on the decision except that their events are relevant."},"reuse-incompatible":{"$ref":"#/$defs/labelList","description":"Labels that make a run ineligible for artifact reuse (the reuse gate does not run)."}}},"skip-marker":{"type":"string","minLength":1,"description":"Case-sensitive substring of the PR head commit message that skips the sweep."},"triggers":{"type":"object","additionalProperties":false,"required":["pull_request","push"],"properties":{"pull_request":{"type":"object","additionalProperties":false,"required":["types","branches"],"properties":{"types":{"$ref":"#/$defs/nameList","description":"Activity types that start the sweep workflow."},"branches":{"$ref":"#/$defs/nameList","description":"Base branches (exact names) whose PRs start it."}}},"push":{"type":"object","additionalProperties":false,"required":["branches"],"properties":{"branches":{"$ref":"#/$defs/nameList","description":"Branches (exact names) whose pushes start it."}}}}},"messages":{"type":"object","additionalProperties":false,"required":["conflict"],"properties":{"conflict":{"type":"string","minLength":1,"description":"The error when a PR has more than one primary label."}}}},"$defs":{"label":{"type":"string","minLength":1},"labelList":{"type":"array","items":{"$ref":"#/$defs/label"},"uniqueItems":true},"nameList":{"type":"array","items":{"type":"string","minLength":1},"uniqueItems":true}}}');
;// CONCATENATED MODULE: ./packages/gating/src/labels/policy.ts



/** The modifier outputs of label-gate, each backed by one label in the policy. */
const policy_MODIFIER_ROLES = ['all-evals', 'evals-only', 'agentx-fast', 'skip-queue'];
const validateShape = new _2020.Ajv2020({ allErrors: true, strict: true }).compile(label_policy_schema_namespaceObject);
/** The subset rules a JSON Schema cannot say: full, canary and fail-fast name primary labels. */
function checkSubsets(loaded, file) {
    const primary = new Set(file.labels.primary);
    for (const key of ['full', 'canary', 'fail-fast']) {
        file.labels[key].forEach((label, index) => {
            if (!primary.has(label)) {
                throw new src/* SweepkitError */.R0(`invalid label policy: labels.${key}[${index}]: '${label}' is not a primary label`, {
                    location: loaded.locate(['labels', key, index]),
                    field: `labels.${key}[${index}]`,
                    code: 'label-policy'
                });
            }
        });
    }
}
/** Parses and checks a label policy file; any mistake is one error at its file:line:col. */
function parseLabelPolicy(text, file) {
    const loaded = (0,src/* parseYaml */.hN)(text, file);
    if (!validateShape(loaded.value))
        throw (0,src/* schemaViolation */.Hz)(loaded, (0,src/* firstSchemaError */.WI)(validateShape.errors), 'label policy', 'label-policy');
    const data = loaded.value;
    checkSubsets(loaded, data);
    const { labels } = data;
    const modifiers = labels.modifiers;
    return {
        primary: labels.primary,
        full: labels.full,
        canary: labels.canary,
        failFast: labels['fail-fast'],
        modifiers,
        policy: labels.policy,
        reuseIncompatible: labels['reuse-incompatible'],
        relevant: [...new Set([...labels.primary, ...policy_MODIFIER_ROLES.map((role) => modifiers[role]), ...labels.policy])],
        skipMarker: data['skip-marker'],
        triggers: {
            pullRequest: { types: data.triggers.pull_request.types, branches: data.triggers.pull_request.branches },
            push: { branches: data.triggers.push.branches }
        },
        conflictMessage: data.messages.conflict
    };
}

;// CONCATENATED MODULE: ./packages/gating/src/labels/decide.ts


/** Why no sweep runs (gating.md e.2), in the order they are checked; '' when it runs. */
const SKIP_REASONS = [
    'not-triggered',
    'draft',
    'irrelevant-label-event',
    'no-primary-label',
    'conflicting-labels',
    'fork',
    'skip-marker',
    'reuse-authorized'
];
const noModifiers = () => Object.fromEntries(policy_MODIFIER_ROLES.map((role) => [role, false]));
/** A decision with every flag off unless overridden (the shape of every non-sweep outcome, and of a push). */
function quiet(skipReason, primaryLabel, flags = {}) {
    return {
        validate: false,
        conflict: false,
        reuseGate: false,
        sweep: false,
        primaryLabel,
        scope: 'none',
        canary: false,
        failFast: false,
        modifiers: noModifiers(),
        skipReason,
        ...flags
    };
}
/**
 * The sweep decision as a pure function of the event, the labels, the head commit message and
 * the reuse authorization, reproducing run-sweep.yml's trigger filter and job conditions.
 */
function decideLabelGate(facts, policy, options = {}) {
    const norm = label_key_labelKey(options.caseInsensitiveLabels);
    const set = (labels) => new Set(labels.map(norm));
    const { event } = facts;
    if (event.name === 'push') {
        const branch = event.ref.startsWith('refs/heads/') ? event.ref.slice('refs/heads/'.length) : undefined;
        if (branch === undefined || !policy.triggers.push.branches.includes(branch))
            return quiet('not-triggered', '');
        // A push has no labels: full matrix, no canary, no fail-fast; the skip marker is ignored.
        return quiet('', '', { sweep: true, scope: 'full' });
    }
    const labels = set(facts.labels);
    const has = (members) => members.some((label) => labels.has(norm(label)));
    const primaries = policy.primary.filter((label) => labels.has(norm(label)));
    const primaryLabel = primaries.length === 1 ? primaries[0] : '';
    const { pullRequest } = policy.triggers;
    if (!pullRequest.types.includes(event.action) || !pullRequest.branches.includes(event.baseBranch)) {
        return quiet('not-triggered', primaryLabel);
    }
    const labelEvent = event.action === 'labeled' || event.action === 'unlabeled';
    const relevantEvent = !labelEvent || (event.eventLabel !== undefined && set(policy.relevant).has(norm(event.eventLabel)));
    const validate = !event.draft && relevantEvent;
    const conflict = validate && primaries.length > 1;
    const reuseGate = validate && !conflict && event.action === 'synchronize' && has(policy.full) && !has(policy.reuseIncompatible);
    const blocked = {
        draft: event.draft,
        'irrelevant-label-event': !relevantEvent,
        'no-primary-label': primaries.length === 0,
        'conflicting-labels': conflict,
        fork: event.fork,
        'skip-marker': facts.headMessage.includes(policy.skipMarker),
        'reuse-authorized': reuseGate && facts.reuseAuthorized
    };
    const skipReason = SKIP_REASONS.find((reason) => blocked[reason]);
    if (skipReason)
        return quiet(skipReason, primaryLabel, { validate, conflict, reuseGate });
    return {
        validate,
        conflict,
        reuseGate,
        sweep: true,
        primaryLabel,
        scope: has(policy.full) ? 'full' : 'trimmed',
        // canary-select's condition; on a PR the setup job's reuse flag is never on.
        canary: has(policy.canary),
        failFast: has(policy.failFast),
        modifiers: Object.fromEntries(policy_MODIFIER_ROLES.map((role) => [role, labels.has(norm(policy.modifiers[role]))])),
        skipReason: ''
    };
}
/** The decision under the output names of label-gate, in the contract's key order. */
function decisionOutputs(decision) {
    return [
        ['validate', decision.validate],
        ['conflict', decision.conflict],
        ['reuse-gate', decision.reuseGate],
        ['sweep', decision.sweep],
        ['primary-label', decision.primaryLabel],
        ['scope', decision.scope],
        ['canary', decision.canary],
        ['fail-fast', decision.failFast],
        ...policy_MODIFIER_ROLES.map((role) => [role, decision.modifiers[role]]),
        ['skip-reason', decision.skipReason]
    ];
}

;// CONCATENATED MODULE: ./packages/gating/src/labels/event.ts

const GATED_EVENTS = ['pull_request', 'push'];
/** Reads typed fields of the payload; a wrong or missing one is an error naming its JSON path. */
class PayloadReader {
    file;
    root;
    constructor(file, root) {
        this.file = file;
        this.root = root;
    }
    fail(message) {
        throw new src/* SweepkitError */.R0(`event payload: ${message}`, { location: { file: this.file }, code: 'event-payload' });
    }
    /** The value at a dotted path, or undefined when some step is missing or null. */
    get(path) {
        let node = this.root;
        for (const key of path.split('.')) {
            if (node === null || typeof node !== 'object')
                return undefined;
            node = node[key];
        }
        return node ?? undefined;
    }
    string(path) {
        const value = this.get(path);
        if (typeof value !== 'string')
            this.fail(`${path} must be a string`);
        return value;
    }
    optionalString(path) {
        const value = this.get(path);
        if (value !== undefined && typeof value !== 'string')
            this.fail(`${path} must be a string`);
        return value;
    }
    labelNames(path) {
        const value = this.get(path) ?? [];
        if (!Array.isArray(value))
            this.fail(`${path} must be a list`);
        return value.map((_, index) => this.string(`${path}.${index}.name`));
    }
}
function parseJson(text, file) {
    try {
        return JSON.parse(text);
    }
    catch (error) {
        throw new src/* SweepkitError */.R0(`event payload is not valid JSON (${(0,src/* jsonErrorMessage */.Y_)(error)})`, { location: { file }, code: 'event-payload' });
    }
}
function pullRequestEvent(read) {
    const pr = read.get('pull_request');
    if (pr === undefined || typeof pr !== 'object' || Array.isArray(pr))
        read.fail("not a pull_request event: it has no 'pull_request' object");
    const number = read.get('pull_request.number') ?? read.get('number');
    if (number !== undefined && !Number.isInteger(number))
        read.fail('pull_request.number must be an integer');
    const baseRepo = read.optionalString('pull_request.base.repo.full_name') ?? read.string('repository.full_name');
    const headRepo = read.optionalString('pull_request.head.repo.full_name');
    const [owner = '', repo = ''] = baseRepo.split('/');
    const draft = read.get('pull_request.draft');
    if (draft !== undefined && typeof draft !== 'boolean')
        read.fail('pull_request.draft must be true or false');
    const action = read.string('action');
    return {
        name: 'pull_request',
        action,
        number: number,
        draft: draft === true,
        // Repository names compare case-insensitively on GitHub (and in workflow expressions).
        fork: headRepo === undefined || headRepo.toLowerCase() !== baseRepo.toLowerCase(),
        baseBranch: read.string('pull_request.base.ref'),
        headSha: read.optionalString('pull_request.head.sha'),
        owner,
        repo,
        labels: read.labelNames('pull_request.labels'),
        eventLabel: action === 'labeled' || action === 'unlabeled' ? read.optionalString('label.name') : undefined
    };
}
function pushEvent(read) {
    if (read.get('pull_request') !== undefined)
        read.fail("not a push event: it has a 'pull_request' object");
    return { name: 'push', ref: read.string('ref'), headMessage: read.optionalString('head_commit.message') ?? '' };
}
/** Reads a webhook payload of a gated event; another event or a payload of the wrong shape is an error. */
function parseGateEvent(eventName, payloadText, file) {
    const read = new PayloadReader(file, parseJson(payloadText, file));
    if (eventName === 'pull_request')
        return pullRequestEvent(read);
    if (eventName === 'push')
        return pushEvent(read);
    throw new src/* SweepkitError */.R0(`label-gate decides ${GATED_EVENTS.join(' and ')} events, not '${eventName}'`, {
        location: { file },
        code: 'event-name'
    });
}

;// CONCATENATED MODULE: ./packages/gating/src/labels/explain.ts



const WHY_NOT = {
    'not-triggered': 'the sweep workflow does not start for this event',
    draft: 'the pull request is a draft',
    'irrelevant-label-event': 'the label of this event is not a sweep, modifier or policy label',
    'no-primary-label': 'the pull request has no sweep label',
    'conflicting-labels': 'the pull request has more than one sweep label',
    fork: 'pull requests from forks get no GPU jobs in this workflow',
    'skip-marker': 'the head commit message contains the skip marker',
    'reuse-authorized': 'an authorized /reuse-sweep-run lets the sweep be reused'
};
const eventText = (event) => event.name === 'push' ? `push to ${event.ref}` : `pull_request ${event.action}${event.number === undefined ? '' : ` (#${event.number})`}`;
/**
 * One sentence for the job summary. It names only policy labels and event facts, never the
 * free text of arbitrary labels.
 */
function explainDecision(event, decision) {
    const on = `On ${eventText(event)}`;
    if (!decision.sweep) {
        const validation = decision.validate ? 'the changelog is validated but no sweep runs' : 'nothing runs';
        return `${on}, ${validation}: ${WHY_NOT[decision.skipReason]}.`;
    }
    if (event.name === 'push')
        return `${on}, a full sweep runs (no labels on a push: no canary, no fail-fast).`;
    const how = [decision.canary ? 'canary first' : 'no canary', `fail-fast ${decision.failFast ? 'on' : 'off'}`];
    const modifiers = MODIFIER_ROLES.filter((role) => decision.modifiers[role]);
    if (modifiers.length)
        how.push(`with ${modifiers.join(', ')}`);
    const reuse = decision.reuseGate ? ', unless the reuse gate finds an authorized /reuse-sweep-run' : '';
    return `${on}, a ${decision.scope} sweep for \`${decision.primaryLabel}\` runs once the changelog validates${reuse} (${how.join(', ')}).`;
}
/** What a label means under the policy, e.g. `primary, full, canary` or `modifier (all-evals)`; '' if nothing. */
function labelRoles(label, policy, caseInsensitive = true) {
    const norm = labelKey(caseInsensitive);
    const is = (members) => members.some((member) => norm(member) === norm(label));
    const roles = [];
    if (is(policy.primary))
        roles.push('primary', is(policy.full) ? 'full' : 'trimmed');
    if (is(policy.canary))
        roles.push('canary');
    if (is(policy.failFast))
        roles.push('fail-fast');
    for (const role of MODIFIER_ROLES)
        if (is([policy.modifiers[role]]))
            roles.push(`modifier (${role})`);
    if (is(policy.policy))
        roles.push('policy');
    if (is(policy.reuseIncompatible))
        roles.push('reuse-incompatible');
    return roles.join(', ');
}
/** For a label with no role: the policy label it probably meant (a typo), or ''. */
function labelTypoHint(label, policy) {
    const known = [...new Set([...policy.primary, ...MODIFIER_ROLES.map((role) => policy.modifiers[role]), ...policy.policy])];
    return didYouMean(label, known);
}

;// CONCATENATED MODULE: ./packages/gating/src/labels/bundled-policy.ts
// GENERATED from packages/gating/policy/default-policy.yaml (the file to edit); a unit test keeps the
// two in sync and rewrites this file when run with UPDATE_BUNDLED_POLICY=1. Inlined as text so the
// ncc bundles carry the default policy without reading files next to them.
const BUNDLED_POLICY_FILE = 'packages/gating/policy/default-policy.yaml';
const BUNDLED_POLICY_YAML = `# Sweepkit label policy: which pull-request labels steer the benchmark sweep, and when the sweep
# workflow reacts at all. Every label list lives here once (gating.md §0); a repository can pass
# its own file to label-gate (\`policy-file\`). Schema: schemas/label-policy.schema.json.
#
# Labels are compared ignoring case (as GitHub's contains() does) unless \`case-insensitive-labels\` is false.
# RELEVANT (the labels whose labeled/unlabeled event restarts the sweep) is derived:
# primary + modifiers + policy.
version: 1

labels:
  # Exactly one selects the sweep mode; more than one is a conflict.
  primary:
    - sweep-enabled
    - full-sweep-enabled
    - non-canary-full-sweep-enabled
    - full-sweep-fail-fast
    - full-sweep-fail-fast-no-canary
  # Primary labels that sweep the full matrix (reuse eligible); the others sweep a trimmed matrix.
  full:
    - full-sweep-enabled
    - non-canary-full-sweep-enabled
    - full-sweep-fail-fast
    - full-sweep-fail-fast-no-canary
  # Primary labels that run one canary configuration before the fan-out.
  canary:
    - full-sweep-enabled
    - full-sweep-fail-fast
  # Primary labels that set \`strategy.fail-fast\` on every matrix family.
  fail-fast:
    - full-sweep-fail-fast
    - full-sweep-fail-fast-no-canary
  # Change what a primary sweep does; the keys are the label-gate outputs.
  modifiers:
    all-evals: all-evals
    evals-only: evals-only
    agentx-fast: agentx-fast
    skip-queue: skip_queue
  # CI-priority scoring only (they restart the sweep because priority is baked into the matrix).
  policy:
    - ci-patchwork
    - engine-patch
    - ci-patchwork-waived
    - ci-checklist-complete
  # Make a run ineligible for artifact reuse, so the reuse gate is not consulted.
  reuse-incompatible:
    - evals-only
    - agentx-fast

# Case-sensitive substring of the PR head commit message (subject or body) that skips the sweep.
skip-marker: '[skip-sweep]'

# The sweep workflow's \`on:\` filter: other events, activity types and branches start nothing.
triggers:
  pull_request:
    types: [ready_for_review, synchronize, labeled, unlabeled]
    branches: [main]
  push:
    branches: [main]

messages:
  conflict: PR has multiple conflicting sweep labels. Pick exactly one.
`;

;// CONCATENATED MODULE: ./packages/gating/src/labels/load-policy.ts



/** A repository's policy file, or the bundled default when none is given. */
function loadLabelPolicy(files, policyFile, displayName = policyFile) {
    if (policyFile === undefined)
        return parseLabelPolicy(BUNDLED_POLICY_YAML, BUNDLED_POLICY_FILE);
    return parseLabelPolicy((0,src/* readTextFile */.Gu)(files, policyFile, displayName), displayName ?? policyFile);
}

;// CONCATENATED MODULE: ./packages/gating/src/labels/run-label-gate.ts




function needGitHub(ports, why) {
    if (!ports.github)
        throw new src/* SweepkitError */.R0(`${why} needs the GitHub API, and no token was given`, { code: 'no-github' });
    return ports.github;
}
function pullRequestRef(event, file) {
    const { owner, repo, number, headSha } = event;
    if (!owner || !repo || number === undefined || headSha === undefined) {
        throw new src/* SweepkitError */.R0('event payload: the API look-ups need the repository full_name, pull_request.number and pull_request.head.sha', {
            location: { file },
            code: 'event-payload'
        });
    }
    return { owner, repo, number, headSha };
}
/** Reads the event (and, when asked, live labels and the head commit message) and decides. */
async function runLabelGate(request, ports) {
    const policy = loadLabelPolicy(ports.files, request.policyFile, request.policyDisplayName);
    const eventFile = request.eventDisplayName ?? request.eventPath;
    const event = parseGateEvent(request.eventName, (0,src/* readTextFile */.Gu)(ports.files, request.eventPath, eventFile), eventFile);
    let labels = [];
    let headMessage = request.headMessage ?? '';
    if (event.name === 'pull_request') {
        labels = request.labelsSource === 'api' ? await needGitHub(ports, 'labels-source api').labels(pullRequestRef(event, eventFile)) : event.labels;
        if (request.headMessage === undefined) {
            headMessage = await needGitHub(ports, 'the skip-marker check').headCommitMessage(pullRequestRef(event, eventFile));
        }
    }
    else if (request.headMessage === undefined) {
        headMessage = event.headMessage;
    }
    const decision = decideLabelGate({ event, labels, headMessage, reuseAuthorized: request.reuseAuthorized ?? false }, policy, { caseInsensitiveLabels: request.caseInsensitiveLabels });
    return { event, policy, labels, headMessage, decision };
}

;// CONCATENATED MODULE: ./packages/gating/src/labels/index.ts









/***/ }),

/***/ 1747:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  QN: () => (/* reexport */ baselineJson),
  RO: () => (/* reexport */ changedConfigKeys),
  Av: () => (/* reexport */ gateFindings),
  bC: () => (/* reexport */ lintConfigs),
  nk: () => (/* reexport */ parseBaseline)
});

// UNUSED EXPORTS: applyBaseline, findingsJson

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./packages/common/src/index.ts + 10 modules
var src = __webpack_require__(4078);
// EXTERNAL MODULE: ./packages/config/src/index.ts + 8 modules
var config_src = __webpack_require__(2050);
// EXTERNAL MODULE: ./packages/matrix/src/changelog/yaml-values.ts
var yaml_values = __webpack_require__(1006);
;// CONCATENATED MODULE: ./packages/gating/src/lint/recipe-refs.ts

const SETTING = /^CONFIG_FILE=(.+?\.ya?ml)(?::.*)?$|^CONFIG_FILE=(.+)$/;
function collectRefs(value, path, into) {
    if (typeof value === 'string') {
        const match = SETTING.exec(value);
        if (match)
            into.push({ path: (match[1] ?? match[2]), yamlPath: path });
    }
    else if (Array.isArray(value)) {
        value.forEach((item, i) => collectRefs(item, [...path, i], into));
    }
    else if ((0,yaml_values/* isYamlMapping */.G)(value)) {
        for (const [key, item] of Object.entries(value))
            collectRefs(item, [...path, key], into);
    }
}
/** Every search-space entry of a config (all scenario types and sequence lengths), in file order. */
function searchSpaceEntries(config) {
    const entries = [];
    const scenarios = (0,yaml_values/* isYamlMapping */.G)(config) ? config.scenarios : undefined;
    if (!scenarios || !(0,yaml_values/* isYamlMapping */.G)(scenarios))
        return entries;
    for (const [scenario, groups] of Object.entries(scenarios)) {
        if (!Array.isArray(groups))
            continue;
        groups.forEach((group, g) => {
            const space = (0,yaml_values/* isYamlMapping */.G)(group) ? group['search-space'] : undefined;
            if (!Array.isArray(space))
                return;
            space.forEach((entry, e) => {
                const yamlPath = ['scenarios', scenario, g, 'search-space', e];
                const recipes = [];
                collectRefs(entry, yamlPath, recipes);
                const spec = (0,yaml_values/* isYamlMapping */.G)(entry) ? entry['spec-decoding'] : undefined;
                entries.push({ yamlPath, specDecoding: typeof spec === 'string' ? spec : 'none', recipes });
            });
        });
    }
    return entries;
}

;// CONCATENATED MODULE: ./packages/gating/src/lint/speculative.ts

// How the engines' recipes switch speculative decoding on: SGLang `speculative-algorithm` (or the
// short `speculative-algo`), TRT-LLM `speculative_config`, vLLM `speculative-config`.
const SPECULATIVE_KEY = /^speculative[-_](algorithm|algo|config)$/;
const OFF = new Set(['', 'none', 'null', 'false', 'off']);
const enabled = (value) => value !== null && value !== false && !(typeof value === 'string' && OFF.has(value.trim().toLowerCase())) && !((0,yaml_values/* isYamlMapping */.G)(value) && Object.keys(value).length === 0);
/** The first setting of a recipe that turns speculative decoding on (`key: value`), if any. */
function speculativeSetting(recipe) {
    if (Array.isArray(recipe)) {
        for (const item of recipe) {
            const found = speculativeSetting(item);
            if (found)
                return found;
        }
    }
    else if ((0,yaml_values/* isYamlMapping */.G)(recipe)) {
        for (const [key, value] of Object.entries(recipe)) {
            if (SPECULATIVE_KEY.test(key) && enabled(value))
                return `${key}: ${typeof value === 'object' && value !== null ? '{…}' : String(value)}`;
            const found = speculativeSetting(value);
            if (found)
                return found;
        }
    }
    return undefined;
}

;// CONCATENATED MODULE: ./packages/gating/src/lint/lint-configs.ts





/** Reads recipes once each: the first candidate path that exists, parsed; undefined when none exists. */
function recipeReader(request, context) {
    const cache = new Map();
    const candidates = (ref) => {
        const inRecipes = /^recipes\/(.+)$/.exec(ref);
        const relative = inRecipes ? inRecipes[1] : ref;
        return [...(inRecipes ? [] : [ref]), ...request.recipesDirs.map((dir) => `${dir}/${relative}`)];
    };
    // A recipe reference is a config value: it may name only files inside the workspace.
    const inside = (path) => {
        const rel = (0,external_node_path_.relative)(context.cwd, (0,external_node_path_.resolve)(context.cwd, path));
        return rel !== '' && rel !== '..' && !rel.startsWith(`..${external_node_path_.sep}`) && !(0,external_node_path_.isAbsolute)(rel);
    };
    return (ref) => {
        if (!cache.has(ref)) {
            const allowed = candidates(ref).filter(inside);
            const path = allowed.find((c) => context.files.exists((0,external_node_path_.resolve)(context.cwd, c)));
            let recipe;
            if (allowed.length === 0)
                recipe = { problem: `recipe ${ref} is outside the workspace` };
            else if (path) {
                try {
                    recipe = { path, value: (0,src/* parseYaml */.hN)((0,src/* readTextFile */.Gu)(context.files, (0,external_node_path_.resolve)(context.cwd, path), path), path).value };
                }
                catch (error) {
                    recipe = { problem: `recipe ${path} cannot be read: ${error.message}` };
                }
            }
            cache.set(ref, recipe);
        }
        return cache.get(ref);
    };
}
/**
 * Cross-checks master configs against what they reference (issue 8, config-lint): recipes that
 * switch speculative decoding on or off against the entry's `spec-decoding`, recipes that cannot
 * be found, and runner labels the runners file does not define.
 */
function lintConfigs(request, context) {
    const configs = (0,config_src/* loadMasterConfigs */.w8)(context.files, request.configFiles, { cwd: context.cwd });
    const runners = (0,config_src/* loadRunners */.OU)(context.files, request.runnerConfig, { cwd: context.cwd });
    const findings = [];
    const counts = { configs: configs.length, entries: 0, recipeRefs: 0, recipesFound: 0, errors: 0, warnings: 0 };
    const readRecipe = recipeReader(request, context);
    for (const master of configs) {
        const add = (level, rule, message, location) => {
            findings.push({ level, rule, error: new src/* SweepkitError */.R0(message, { location, code: rule, field: master.key }) });
        };
        const runner = master.config.runner;
        if (typeof runner === 'string' && !runners.labels.has(runner)) {
            add('error', 'unknown-runner', `runner '${runner}' of '${master.key}' is not a label in ${request.runnerConfig}`, master.source.locate([master.key, 'runner']));
        }
        for (const entry of searchSpaceEntries(master.config)) {
            counts.entries++;
            for (const ref of entry.recipes) {
                counts.recipeRefs++;
                checkRecipe(master, entry, ref, readRecipe(ref.path), (level, rule, message) => add(level, rule, message, master.source.locate([master.key, ...ref.yamlPath])), () => counts.recipesFound++);
            }
        }
    }
    counts.errors = findings.filter((f) => f.level === 'error').length;
    counts.warnings = findings.length - counts.errors;
    return { findings, counts };
}
function checkRecipe(master, entry, ref, recipe, report, found) {
    const says = `'${master.key}' says spec-decoding: ${entry.specDecoding}`;
    if (entry.specDecoding === 'none' && (0,external_node_path_.basename)(ref.path).includes('-mtp-')) {
        report('warning', 'mtp-recipe-name', `recipe ${ref.path} is named like an MTP recipe but ${says}`);
    }
    if (!recipe)
        return report('warning', 'recipe-missing', `recipe ${ref.path} is in none of the recipe folders (it may come from the srt-slurm checkout)`);
    if (recipe.path === undefined)
        return report('warning', 'recipe-unreadable', recipe.problem);
    found();
    const setting = speculativeSetting(recipe.value);
    if (setting && entry.specDecoding === 'none') {
        report('error', 'spec-decoding-mismatch', `recipe ${ref.path} enables speculative decoding (${setting}) but ${says}`);
    }
    else if (!setting && entry.specDecoding !== 'none') {
        report('error', 'spec-decoding-mismatch', `recipe ${ref.path} does not enable speculative decoding but ${says}`);
    }
}

// EXTERNAL MODULE: ./packages/matrix/src/changelog/git.ts
var changelog_git = __webpack_require__(3770);
;// CONCATENATED MODULE: ./packages/gating/src/lint/baseline.ts


const entryOf = (f) => ({ level: f.level, rule: f.rule, config: f.error.field ?? '', message: f.error.message });
const keyOf = (e) => JSON.stringify([e.level, e.rule, e.config, e.message]);
/** The baseline file for these findings: sorted, one entry per finding, stable under reordering. */
function baselineJson(findings) {
    const entries = findings.map(entryOf).sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
    return `${JSON.stringify({ version: 1, findings: entries }, null, 2)}\n`;
}
/** Reads a baseline file (written by baselineJson); errors name the file. */
function parseBaseline(text, file) {
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch (error) {
        throw new src/* SweepkitError */.R0(`baseline is not valid JSON: ${error.message}`, { location: { file }, code: 'baseline' });
    }
    const findings = parsed?.findings;
    const valid = (e) => typeof e === 'object' && e !== null && ['level', 'rule', 'config', 'message'].every((k) => typeof e[k] === 'string');
    if (parsed?.version !== 1 || !Array.isArray(findings) || !findings.every(valid)) {
        throw new src/* SweepkitError */.R0('baseline must be {"version": 1, "findings": [{level, rule, config, message}, …]} (write it with --update-baseline)', { location: { file }, code: 'baseline' });
    }
    return findings;
}
/** Splits findings into new and known ones; each baseline entry accepts one finding. */
function applyBaseline(findings, baseline) {
    const remaining = new Map();
    for (const entry of baseline)
        remaining.set(keyOf(entry), [...(remaining.get(keyOf(entry)) ?? []), entry]);
    const fresh = [];
    const known = [];
    for (const finding of findings) {
        const left = remaining.get(keyOf(entryOf(finding)));
        if (left?.length) {
            left.pop();
            known.push(finding);
        }
        else
            fresh.push(finding);
    }
    return { fresh, known, stale: [...remaining.values()].flat() };
}
const decoder = new TextDecoder();
/** A file at a ref; undefined when the ref exists but the file does not there (and `mayBeMissing`). */
async function show(git, ref, file, mayBeMissing) {
    try {
        return decoder.decode(await git.show(ref, file));
    }
    catch (error) {
        const detail = error instanceof changelog_git/* GitError */.X ? error.detail : String(error);
        if (mayBeMissing && /does not exist in|exists on disk, but not in/.test(detail))
            return undefined;
        throw new src/* SweepkitError */.R0(`changed-only: git cannot read ${file} at ${ref}: ${detail}`, { code: 'git' });
    }
}
const topLevel = (text, file) => {
    if (text === undefined)
        return new Map();
    const value = (0,src/* parseYaml */.hN)(text, file).value;
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return new Map();
    return new Map(Object.entries(value).map(([key, v]) => [key, JSON.stringify(v)]));
};
/**
 * The config keys whose entry differs between two refs (added or changed; a file missing at the
 * base counts as all new). `head` undefined means the working tree, read through `readHead`.
 */
async function changedConfigKeys(git, configFiles, refs, readHead) {
    const changed = new Set();
    for (const file of configFiles) {
        const base = await show(git, refs.base, file, true);
        const head = refs.head === undefined ? readHead(file) : await show(git, refs.head, file, false);
        const before = topLevel(base, `${refs.base}:${file}`);
        for (const [key, value] of topLevel(head, file))
            if (before.get(key) !== value)
                changed.add(key);
    }
    return changed;
}
/**
 * The findings that gate: only those of `changedKeys` (changed-only mode) and, with a baseline,
 * only new ones. Baseline entries of unchanged keys are neither used nor stale in changed-only mode.
 */
function gateFindings(findings, options) {
    const { changedKeys } = options;
    const inScope = (config) => !changedKeys || changedKeys.has(config);
    return applyBaseline(findings.filter((f) => inScope(f.error.field ?? '')), (options.baseline ?? []).filter((e) => inScope(e.config)));
}

;// CONCATENATED MODULE: ./packages/gating/src/lint/index.ts





/***/ })

};
