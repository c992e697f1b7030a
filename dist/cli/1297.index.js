export const id = 1297;
export const ids = [1297];
export const modules = {

/***/ 6132:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ parseCommandArgs)
/* harmony export */ });
/* unused harmony export parserSpec */
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6713);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9696);
/* harmony import */ var _argparse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3211);


/** The values the table's selectors have on the command line: the sub-command word, else their defaults. */
function cliSelectors(command, subcommand) {
    const selectors = {};
    for (const def of Object.values(command.options)) {
        for (const name of Object.keys(def.when ?? {})) {
            const value = name === command.subcommand?.option ? subcommand : command.options[name]?.default;
            if (value !== undefined)
                selectors[name] = String(value);
        }
    }
    return selectors;
}
/** The argparse spec of a command's option table (the CLI's flags are the table's names), for one sub-command if it has them. */
function parserSpec(command, positionals, subcommand) {
    const selectors = cliSelectors(command, subcommand);
    const options = Object.entries(command.options)
        .filter(([name, def]) => name !== command.subcommand?.option && (0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .appliesTo */ .Gl)(def, 'cli', selectors))
        .map(([name, def]) => ({
        name: `--${name}`,
        kind: def.kind,
        // An option that falls back to an env variable is checked after the fallback, not by argparse.
        required: (def.required === true || def.required === 'cli') && !def.env,
        choices: def.choices,
        help: def.default === undefined || def.kind === 'flag' || def.required ? def.help : `${def.help} (default: ${def.default})`,
        metavar: def.metavar,
        short: def.short,
        extend: def.extend,
        conflicts: def.conflicts?.map((c) => `--${c}`)
    }));
    const prog = `sweepkit ${command.cli}${subcommand ? ` ${subcommand}` : ''}`;
    const description = subcommand ? command.subcommand?.descriptions[subcommand] : command.description;
    return { prog, description, options, positionals };
}
/** The first word of a command with sub-commands, checked with argparse's messages. */
function takeSubcommand(command, argv) {
    if (!command.subcommand)
        return undefined;
    const prog = `sweepkit ${command.cli}`;
    const names = Object.keys(command.subcommand.descriptions);
    const [word] = argv;
    if (word === '-h' || word === '--help') {
        throw new _argparse_js__WEBPACK_IMPORTED_MODULE_1__/* .HelpRequested */ .s(`usage: ${prog} {${names.join(',')}} ...\n\n${command.description}\nRun '${prog} <sub-command> --help' for its options.\n`);
    }
    if (word === undefined)
        throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${prog}: error: the following arguments are required: ${command.subcommand.option}`);
    if (!names.includes(word)) {
        throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${prog}: error: argument ${command.subcommand.option}: invalid choice: '${word}' (choose from ${names.map((n) => `'${n}'`).join(', ')})`);
    }
    return word;
}
/**
 * Parses a command's argv with argparse's messages, then fills env fallbacks and defaults and
 * applies the table's rules; errors name flags.
 */
function parseCommandArgs(command, argv, io, positionals) {
    const subcommand = takeSubcommand(command, argv);
    const spec = parserSpec(command, positionals, subcommand);
    const parsed = (0,_argparse_js__WEBPACK_IMPORTED_MODULE_1__/* .parseArgs */ .Zy)(spec, subcommand ? argv.slice(1) : argv);
    const given = Object.fromEntries(Object.entries(parsed.values).filter(([, v]) => v !== false));
    if (subcommand)
        given[command.subcommand.option] = subcommand;
    try {
        return { values: (0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .completeOptions */ .o5)(command.options, given, 'cli', io.env), positionals: parsed.positionals };
    }
    catch (error) {
        if (error instanceof _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .OptionError */ .eR)
            throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${spec.prog}: error: ${error.message}`);
        throw error;
    }
}


/***/ }),

/***/ 7201:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ checkStrictChangelog)
/* harmony export */ });
/* harmony import */ var _compare_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1838);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8670);
/* harmony import */ var _raw_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8679);



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

/***/ 1838:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ compareEntries)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2282);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7928);


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
/* harmony import */ var _matrix_src_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(946);
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
        const check = (0,_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .checkChangelogEntry */ .jL)(item);
        if (check.issues) {
            const text = check.issues.map((issue) => ((0,_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .issueField */ .y6)(issue) ? `${(0,_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .issueField */ .y6)(issue)}: ${issue.message}` : issue.message)).join('; ');
            throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(`${label} entry ${i + 1} fails ChangelogEntry validation: ${text}`, { location: where, code: 'STRICT_SCHEMA' });
        }
    });
    return { text, entries: root, loaded };
}


/***/ }),

/***/ 8679:
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

/***/ 2585:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  o: () => (/* binding */ CHANGELOG_MODES),
  r: () => (/* binding */ validateChangelog)
});

// EXTERNAL MODULE: ./packages/matrix/src/changelog/git.ts
var git = __webpack_require__(3770);
// EXTERNAL MODULE: ./packages/matrix/src/changelog/process.ts + 10 modules
var process = __webpack_require__(6582);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/matrix/src/changelog/diff-lines.ts
var diff_lines = __webpack_require__(5589);
// EXTERNAL MODULE: ./packages/common/src/yaml-load.ts + 1 modules
var yaml_load = __webpack_require__(2891);
// EXTERNAL MODULE: ./packages/common/src/python/values.ts
var values = __webpack_require__(2282);
;// CONCATENATED MODULE: ./packages/gating/src/changelog/behind-base.ts

const entriesOf = (text, file) => {
    try {
        const loaded = (0,yaml_load/* parseYaml */.hN)(text, file);
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
    const present = (items, entry) => items.some((item) => (0,values/* pyEqual */.Q8)(item, entry));
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
    if (!(error instanceof errors/* SweepkitError */.R0) || !BEHIND_SYMPTOMS.has(error.code ?? ''))
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
    return new errors/* SweepkitError */.R0(`your branch is behind ${request.baseRef}; merge it: ${request.baseRef} gained changelog ${what} after this branch forked, which the diff shows as deleted lines`, { location: error.location, code: 'BRANCH_BEHIND', details: [error.message] });
}

// EXTERNAL MODULE: ./packages/gating/src/changelog/strict/check.ts
var check = __webpack_require__(7201);
;// CONCATENATED MODULE: ./packages/gating/src/changelog/validate.ts




const CHANGELOG_MODES = ['compat', 'strict', 'strict-warn'];
const validate_decoder = new TextDecoder();
async function readBlob(ws, ref, file, code) {
    try {
        return await ws.git.show(ref, file);
    }
    catch (error) {
        if (error instanceof git/* GitError */.X)
            throw new errors/* SweepkitError */.R0(`could not read ${file} at ${ref}: ${error.detail}`, { location: { file }, code });
        throw error;
    }
}
/** The matrix step: the additions must turn into a sweep matrix (the gate discards the matrix itself). */
const matrixStep = async (request, ws) => (await (0,process/* processChangelog */.i)({ ...request, trimConc: false }, ws)).analysis;
/** docs/gating.md §b.3: the reference CI gate — final newline, then the diff must process cleanly. */
async function compatCheck(request, ws) {
    const headRaw = await readBlob(ws, request.headRef, request.changelogFile, 'HEAD_UNREADABLE');
    const headText = validate_decoder.decode(headRaw);
    if (headRaw[headRaw.length - 1] !== 0x0a) {
        throw new errors/* SweepkitError */.R0(`${request.changelogFile} at ${request.headRef} does not end with a newline`, {
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
        throw new errors/* SweepkitError */.R0(`${request.changelogFile} has no changes`, { location: { file: request.changelogFile }, code: 'NO_CHANGES' });
    if (result.corrections > 0 && !request.allowCorrections) {
        throw new errors/* SweepkitError */.R0('pr-link corrections are not allowed here (allow-pr-link-corrections is false)', {
            location: { file: request.changelogFile },
            code: 'CORRECTIONS_DISABLED'
        });
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
    errors: (0,errors/* toSweepkitErrors */.Nb)(error),
    warnings
});
/**
 * Decides whether a changelog change may be benchmarked, in one of three modes (docs/gating.md §e.3).
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
    const warnings = request.mode === 'strict-warn'
        ? await strictCheck(request, ws).then(() => [], (e) => (0,errors/* toSweepkitErrors */.Nb)(e))
        : [];
    try {
        return accepted(await compatCheck(request, ws), 0, warnings);
    }
    catch (error) {
        return rejected(await explainIfBehind(error, request, ws), warnings);
    }
}


/***/ }),

/***/ 6208:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GG: () => (/* binding */ VALIDATE_CHANGELOG_COMMAND),
/* harmony export */   LS: () => (/* binding */ CONFIG_LINT_COMMAND),
/* harmony export */   Vf: () => (/* binding */ LINT_WORKFLOWS_COMMAND),
/* harmony export */   bK: () => (/* binding */ LABEL_GATE_COMMAND)
/* harmony export */ });
/* harmony import */ var _matrix_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2036);
/* harmony import */ var _changelog_strict_links_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7928);
/* harmony import */ var _changelog_validate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2585);



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
        'event-name': {
            kind: 'string',
            env: 'GITHUB_EVENT_NAME',
            requiredUnless: 'check-workflow',
            metavar: 'NAME',
            help: 'event to decide on: pull_request, push, or any other (no sweep) (default: $GITHUB_EVENT_NAME)'
        },
        'event-path': {
            kind: 'string',
            env: 'GITHUB_EVENT_PATH',
            requiredUnless: 'check-workflow',
            metavar: 'FILE',
            help: 'webhook payload JSON file (default: $GITHUB_EVENT_PATH)'
        },
        'check-workflow': {
            kind: 'string',
            only: 'cli',
            metavar: 'FILE',
            help: "check that the workflow's on: types/branches and concurrency.group label list agree with the policy (exit 1 if not), instead of deciding"
        },
        'head-message': {
            kind: 'string',
            only: 'cli',
            metavar: 'TEXT',
            help: 'full message of the PR head commit (default: read through the API with --labels-source api, else empty)'
        },
        'policy-file': { kind: 'string', metavar: 'FILE', help: 'label policy YAML (schemas/label-policy.schema.json); empty means the bundled default policy' },
        'labels-source': {
            kind: 'string',
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
            conflicts: ['check-reuse-authorization'],
            help: 'an authorized /reuse-sweep-run exists for this pull request (from a reuse finder); on synchronize with a full-sweep label it skips the sweep'
        },
        'check-reuse-authorization': {
            kind: 'flag',
            only: 'action',
            default: false,
            conflicts: ['reuse-authorized'],
            help: "find the /reuse-sweep-run authorization through the API (the reuse finder's rules) instead of taking reuse-authorized"
        },
        'case-insensitive-labels': {
            kind: 'flag',
            only: 'action',
            default: true,
            help: "compare label names ignoring case, as GitHub's contains() does in workflow expressions; false compares exactly"
        },
        'case-sensitive-labels': {
            kind: 'flag',
            only: 'cli',
            default: false,
            help: "compare label names exactly (default: ignoring case, as GitHub's contains() does)"
        },
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
        ..._matrix_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .CHANGELOG_DIFF_OPTIONS */ .O,
        mode: {
            kind: 'string',
            choices: _changelog_validate_js__WEBPACK_IMPORTED_MODULE_1__/* .CHANGELOG_MODES */ .o,
            default: 'compat',
            help: "`compat` = today's CI gate; `strict` = the documented contract (append-only bytes, pr-link rules); `strict-warn` = compat decides, strict findings become warnings"
        },
        'pr-number': {
            kind: 'int',
            help: "pull request number for the strict pr-link rules; the action defaults it to the event's PR; none means main-branch rules (canonical links only)"
        },
        'canonical-repo': {
            kind: 'string',
            default: _changelog_strict_links_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_LINK_POLICY */ ["if"].canonicalRepo,
            help: 'owner/name whose `https://github.com/<repo>/pull/<n>` links are canonical'
        },
        placeholders: {
            kind: 'list',
            help: "pr-link values a PR may use for its new entries until merge; default `XXX` and the canonical repository's `/pull/XXX` link"
        },
        // One rule, spelled as each edge spells an on-by-default switch: an input set to false, a --no- flag.
        'allow-pr-link-corrections': {
            kind: 'flag',
            only: 'action',
            default: true,
            help: 'strict: accept a change that only corrects historical pr-links to canonical links'
        },
        'no-pr-link-corrections': { kind: 'flag', only: 'cli', help: 'strict: reject pure pr-link corrections too' },
        'all-evals': { kind: 'flag', help: 'forward --all-evals to the matrix step; the action defaults it to the all-evals PR label' },
        'evals-only': { kind: 'flag', help: 'forward --evals-only to the matrix step; the action defaults it to the evals-only PR label' },
        'working-directory': {
            kind: 'string',
            only: 'action',
            default: '.',
            help: 'repository checkout to validate (the master configs are read from its working tree)'
        }
    }
};
/** `sweepkit config-lint` and the config-lint action. */
const CONFIG_LINT_COMMAND = {
    cli: 'config-lint',
    action: 'config-lint',
    description: 'Cross-check the master configs against what they reference (recipes whose speculative decoding contradicts the entry, missing recipes, undefined runner labels).',
    options: {
        'config-files': {
            kind: 'list',
            default: 'configs/amd-master.yaml configs/nvidia-master.yaml',
            help: 'master config files (one per line or space-separated)'
        },
        'runner-config': { kind: 'string', default: 'configs/runners.yaml', help: 'the runners file that defines the runner labels' },
        'recipes-dirs': {
            kind: 'list',
            extend: true,
            default: 'benchmarks/multi_node/srt-slurm-recipes',
            help: 'folders that `CONFIG_FILE=recipes/<path>` resolves into (`<dir>/<path>`), tried in order; the flag is repeatable'
        },
        'working-directory': { kind: 'string', only: 'action', default: '.', help: 'repository checkout the paths are relative to' },
        'fail-on-warning': { kind: 'flag', default: false, help: 'fail on warnings too (by default only errors fail)' },
        baseline: {
            kind: 'string',
            metavar: 'FILE',
            help: 'accept the findings recorded in FILE: only new ones fail; entries no finding matches are reported as stale'
        },
        'update-baseline': { kind: 'flag', only: 'cli', help: 'write the current findings to the --baseline FILE and exit 0' },
        'changed-only': { kind: 'flag', default: false, help: 'report only findings of config keys whose entry changed between the base ref and the head' },
        'base-ref': { kind: 'string', metavar: 'REF', help: 'git ref to compare with (changed-only; the action defaults it from the event)' },
        'head-ref': { kind: 'string', only: 'cli', metavar: 'REF', help: 'git ref of the change (--changed-only; default: the working tree)' }
    }
};
/** `sweepkit lint-workflows [DIR]` (CLI only: a workflow step lints with `run: npx sweepkit lint-workflows`). */
const LINT_WORKFLOWS_COMMAND = {
    cli: 'lint-workflows',
    description: "Lint the workflow files of DIR (default .github/workflows) with actionlint and check every step that uses a Sweepkit action (./…/actions/<name> or <owner>/<repo>/actions/<name>@ref) against the action's inputs. " +
        'Run from the repository root: local actions resolve against it, runner labels come from .github/actionlint.yaml. One file:line:col: message [rule] line per finding, exit 1 on findings.',
    options: {}
};


/***/ }),

/***/ 2036:
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


/***/ })

};
