export const id = 6020;
export const ids = [6020];
export const modules = {

/***/ 6020:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ex: () => (/* binding */ RECOVER_INGEST_POSITIONALS),
/* harmony export */   GG: () => (/* binding */ VALIDATE_CHANGELOG_COMMAND),
/* harmony export */   _r: () => (/* binding */ RECOVER_INGEST_COMMAND)
/* harmony export */ });
/* harmony import */ var _matrix_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8430);
/* harmony import */ var _strict_links_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1331);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7891);
/* harmony import */ var _recovery_inspect_target_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(624);




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
            choices: _validate_js__WEBPACK_IMPORTED_MODULE_1__/* .CHANGELOG_MODES */ .o,
            default: 'compat',
            help: "`compat` = today's CI gate; `strict` = the documented contract (append-only bytes, pr-link rules); `strict-warn` = compat decides, strict findings become warnings"
        },
        'pr-number': {
            kind: 'int',
            help: "pull request number for the strict pr-link rules; the action defaults it to the event's PR; none means main-branch rules (canonical links only)"
        },
        'canonical-repo': {
            kind: 'string',
            default: _strict_links_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_LINK_POLICY */ ["if"].canonicalRepo,
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
const INSPECT = { command: ['inspect-target'] };
const WORKTREE = { command: ['create-worktree'] };
const BUILD = { command: ['build-config'] };
/** `sweepkit recover-ingest <sub-command>` (CLI only): the checks of an ingest recovery (docs/recovery.md). */
const RECOVER_INGEST_COMMAND = {
    cli: 'recover-ingest',
    description: 'The checks of an ingest recovery (docs/recovery.md).',
    subcommand: {
        option: 'command',
        descriptions: {
            'inspect-target': 'check the failed ingest run and find its merged PR',
            'audit-changelog': 'audit the changelog at a historical ref',
            'create-worktree': 'a detached worktree at the historical ref',
            'build-config': 'check the repaired changelog, make the synthetic commit and the recovery sweep config',
            'validate-workflow': 'check a hand-written recovery workflow is CPU-only (legacy procedure)'
        }
    },
    options: {
        command: {
            kind: 'string',
            choices: ['inspect-target', 'audit-changelog', 'create-worktree', 'build-config', 'validate-workflow'],
            required: true,
            help: 'the step of the recovery'
        },
        repo: { kind: 'string', metavar: 'R', default: _recovery_inspect_target_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_RECOVERY_REPO */ .b, when: INSPECT, help: 'the repository the URL must name' },
        'job-id': { kind: 'int', metavar: 'N', when: INSPECT, help: 'the failed job (else the URL’s /job/<id>, else the one failed job)' },
        output: { kind: 'string', metavar: 'FILE', when: INSPECT, help: 'also write the target JSON to FILE' },
        'allow-conclusion': {
            kind: 'list',
            metavar: 'C',
            when: INSPECT,
            help: 'run conclusions accepted (default: failure); a bogus ingest may show success or cancelled'
        },
        ref: { kind: 'string', required: true, metavar: 'REF', when: { command: ['audit-changelog', 'create-worktree'] }, help: 'the historical ref' },
        directory: { kind: 'string', required: true, metavar: 'D', when: WORKTREE, help: 'where (must not exist)' },
        worktree: { kind: 'string', required: true, metavar: 'W', when: BUILD, help: 'the recovery worktree (at --merge-ref)' },
        'base-ref': { kind: 'string', required: true, metavar: 'B', when: BUILD, help: 'the target PR’s base' },
        'merge-ref': { kind: 'string', required: true, metavar: 'M', when: BUILD, help: 'the target merge commit' },
        'pr-number': { kind: 'int', required: true, metavar: 'N', when: { command: ['build-config', 'validate-workflow'] }, help: 'the target PR' },
        'changelog-file': {
            kind: 'string',
            metavar: 'F',
            default: 'perf-changelog.yaml',
            when: { command: ['audit-changelog', 'build-config'] },
            help: 'the changelog in the repository'
        },
        'config-output': { kind: 'string', required: true, metavar: 'C', when: BUILD, help: 'where to write the whole config JSON' },
        'metadata-output': { kind: 'string', required: true, metavar: 'X', when: BUILD, help: 'where to write the changelog metadata JSON' }
    }
};
/** The positional argument of the recover-ingest steps that take one. */
const RECOVER_INGEST_POSITIONALS = {
    'inspect-target': { name: 'URL', help: 'https://github.com/<owner>/<name>/actions/runs/<run>[/job/<job>]' },
    'validate-workflow': { name: 'PATH', help: 'the workflow file' }
};


/***/ }),

/***/ 624:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ inspectTarget),
/* harmony export */   b: () => (/* binding */ DEFAULT_RECOVERY_REPO)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2282);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4194);
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2066);


const DEFAULT_RECOVERY_REPO = 'SemiAnalysisAI/InferenceX';
const URL_SHAPE = /^https:\/\/github\.com\/([^/?#]+)\/([^/?#]+)\/actions\/runs\/(\d+)(?:\/job\/(\d+))?\/?(?:\?.*)?$/s;
const asObject = (value) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {});
const completedFailed = (job) => job.status === 'completed' && job.conclusion === 'failure';
/**
 * docs/recovery.md `inspect-target`: the failed ingest a recovery starts from — a completed push run
 * of run-sweep.yml on main, one completed failed job in it, and the one merged PR whose merge commit
 * the run built. Every safety rule that fails is thrown; the answer is the reference's JSON
 * (indent 2, with a newline).
 */
async function inspectTarget(request, ports) {
    const match = URL_SHAPE.exec(request.url);
    if (!match)
        throw (0,_messages_js__WEBPACK_IMPORTED_MODULE_0__/* .recoveryError */ .s)('target must be a GitHub Actions run URL optionally ending in /job/<id>');
    const [, owner, name, runText, urlJob] = match;
    const urlRepo = `${owner}/${name}`;
    if (urlRepo !== request.repo)
        throw (0,_messages_js__WEBPACK_IMPORTED_MODULE_0__/* .recoveryError */ .s)(`target URL repository is ${urlRepo}, expected ${request.repo}`);
    if (urlJob !== undefined && request.jobId !== undefined && Number(urlJob) !== request.jobId)
        throw (0,_messages_js__WEBPACK_IMPORTED_MODULE_0__/* .recoveryError */ .s)('URL job ID and --job-id disagree');
    const wantedJob = request.jobId ?? (urlJob === undefined ? undefined : Number(urlJob));
    const runId = Number(runText);
    const run = asObject(await ports.github.get(`/actions/runs/${runId}`));
    const expected = [
        ['event', 'push'],
        ['status', 'completed'],
        ['conclusion', request.conclusions],
        ['path', '.github/workflows/run-sweep.yml'],
        ['head_branch', 'main']
    ];
    for (const [field, want] of expected) {
        const actual = run[field] ?? null;
        const ok = Array.isArray(want) ? want.includes(actual) : actual === want;
        if (!ok)
            throw (0,_messages_js__WEBPACK_IMPORTED_MODULE_0__/* .recoveryError */ .s)(`target run ${field} is ${(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyRepr */ .n3)(actual)}, expected ${(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyRepr */ .n3)(Array.isArray(want) && want.length === 1 ? want[0] : want)}`);
    }
    const jobs = [];
    // The reference pages until a page holds fewer than 100 jobs; the client stops there too.
    for await (const job of ports.github.pages(`/actions/runs/${runId}/jobs`, { filter: 'all' }, 'jobs'))
        jobs.push(asObject(job));
    let job;
    if (wantedJob !== undefined) {
        const found = jobs.filter((j) => j.id === wantedJob);
        if (found.length !== 1)
            throw (0,_messages_js__WEBPACK_IMPORTED_MODULE_0__/* .recoveryError */ .s)(`job ${wantedJob} was not found in the target run`);
        job = found[0];
        if (!completedFailed(job))
            throw (0,_messages_js__WEBPACK_IMPORTED_MODULE_0__/* .recoveryError */ .s)(`job ${wantedJob} is not a completed failed job`);
    }
    else {
        const failed = jobs.filter(completedFailed);
        if (failed.length !== 1) {
            const ids = failed.map((j) => String(j.id)).join(', ') || 'none';
            throw (0,_messages_js__WEBPACK_IMPORTED_MODULE_0__/* .recoveryError */ .s)(`run-only URL is ambiguous; provide a /job/<id> URL or --job-id. Completed failed jobs: ${ids}`);
        }
        job = failed[0];
    }
    const mergeSha = String(run.head_sha ?? '');
    const pulls = await ports.github.get(`/commits/${mergeSha}/pulls`);
    const merged = (Array.isArray(pulls) ? pulls : []).map(asObject).filter((pr) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyTruthy */ .Kn)(pr.merged_at ?? null) && pr.merge_commit_sha === mergeSha);
    if (merged.length !== 1)
        throw (0,_messages_js__WEBPACK_IMPORTED_MODULE_0__/* .recoveryError */ .s)(`target merge SHA maps to ${merged.length} exact merged PRs`);
    const pr = merged[0];
    const target = {
        repo: request.repo,
        run_id: runId,
        run_attempt: run.run_attempt ?? null,
        run_url: run.html_url ?? null,
        job_id: Number(job.id),
        job_name: job.name ?? null,
        job_url: job.html_url ?? null,
        merge_sha: mergeSha,
        base_sha: (await ports.parentOf(mergeSha)) ?? '',
        pr_number: Number(pr.number),
        pr_url: pr.html_url ?? null
    };
    return `${(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .pyJsonDumps */ .dv)(target, { indent: 2 })}\n`;
}


/***/ }),

/***/ 2066:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ recoveryError)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);

/** A recovery safety rule that failed: the CLI prints `ERROR: <message>`, exit 1 (the reference's form). */
const recoveryError = (message) => new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(message, { code: 'recovery' });


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

/***/ 7891:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  o: () => (/* binding */ CHANGELOG_MODES),
  r: () => (/* binding */ validateChangelog)
});

// EXTERNAL MODULE: ./packages/changelog/src/process.ts + 10 modules
var process = __webpack_require__(780);
// EXTERNAL MODULE: ./packages/common/src/git.ts
var git = __webpack_require__(8759);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/changelog/src/diff-lines.ts
var diff_lines = __webpack_require__(8613);
// EXTERNAL MODULE: ./packages/common/src/yaml-load.ts + 1 modules
var yaml_load = __webpack_require__(2891);
// EXTERNAL MODULE: ./packages/common/src/python/values.ts
var values = __webpack_require__(2282);
;// CONCATENATED MODULE: ./packages/changelog/src/behind-base.ts

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

;// CONCATENATED MODULE: ./packages/changelog/src/explain-deletion.ts



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

// EXTERNAL MODULE: ./packages/changelog/src/strict/check.ts
var check = __webpack_require__(1762);
;// CONCATENATED MODULE: ./packages/changelog/src/validate.ts




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


/***/ })

};
