export const id = 106;
export const ids = [106];
export const modules = {

/***/ 4106:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ signoff_check)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./packages/common/src/files.ts
var files = __webpack_require__(6416);
// EXTERNAL MODULE: ./packages/gating/src/adapters/github-rest.ts
var github_rest = __webpack_require__(1827);
// EXTERNAL MODULE: ./packages/gating/src/adapters/reuse-github.ts
var reuse_github = __webpack_require__(5151);
;// CONCATENATED MODULE: ./packages/gating/src/adapters/signoff-github.ts

const str = (value) => (typeof value === 'string' ? value : '');
async function collect(items) {
    const all = [];
    for await (const item of items)
        all.push((item ?? {}));
    return all;
}
/** The sign-off checks' port over the REST client. */
function restSignoffGitHub(client) {
    const reuse = (0,reuse_github/* restReuseGitHub */.q)(client);
    return {
        async pull(pr) {
            const data = ((await client.get(`/pulls/${pr}`)) ?? {});
            return { state: str(data.state), draft: data.draft === true, headSha: str(data.head?.sha) };
        },
        async pullFiles(pr) {
            return (await collect(client.pages(`/pulls/${pr}/files`))).map((f) => str(f.filename));
        },
        pullCommits: (pr) => reuse.pullCommits(pr),
        issueComments: (pr) => reuse.issueComments(pr),
        async checkRuns(sha) {
            return (await collect(client.pages(`/commits/${sha}/check-runs`, {}, 'check_runs'))).map((r) => ({ name: str(r.name), status: str(r.status), conclusion: typeof r.conclusion === 'string' ? r.conclusion : null }));
        },
        async comment(kind, pr, id) {
            const path = kind === 'conversation comment' ? `/issues/comments/${id}` : kind === 'review summary' ? `/pulls/${pr}/reviews/${id}` : `/pulls/comments/${id}`;
            const data = ((await client.get(path)) ?? {});
            return { author: str(data.user?.login), body: str(data.body) };
        }
    };
}

;// CONCATENATED MODULE: ./packages/gating/src/signoff/options.ts
/** `sweepkit signoff-check` and the signoff-check action. */
const SIGNOFF_CHECK_COMMAND = {
    cli: 'signoff-check',
    action: 'signoff-check',
    description: 'Deterministic pre-checks of a CODEOWNER sign-off: the event carries the phrase, the PR is ready (head SHA pinned), the signer owns the changed files, a sweep is green, /reuse-sweep-run is authorized, the checklist is complete.',
    options: {
        repo: { kind: 'string', required: true, env: 'GITHUB_REPOSITORY', metavar: 'OWNER/NAME', help: 'the repository' },
        'event-name': { kind: 'string', required: true, env: 'GITHUB_EVENT_NAME', metavar: 'NAME', help: 'issue_comment, pull_request_review, pull_request_review_comment or workflow_dispatch' },
        'event-path': { kind: 'string', required: true, env: 'GITHUB_EVENT_PATH', metavar: 'FILE', help: 'the webhook payload' },
        'comment-url': { kind: 'string', metavar: 'URL', help: "workflow_dispatch: the sign-off's URL (default: the payload's inputs.comment_url)" },
        'codeowners-file': { kind: 'string', default: '.github/CODEOWNERS', metavar: 'FILE', help: 'CODEOWNERS of the default branch' },
        'checklist-file': { kind: 'string', default: 'docs/PR_REVIEW_CHECKLIST.md', metavar: 'FILE', help: 'the review checklist template' },
        'github-token': { kind: 'string', only: 'action', default: '${{ github.token }}', help: 'token for the API (pull-requests, issues and checks read)' }
    }
};
/** The signoff-status action: the verdict comment → the codeowner-signoff-verify commit status. */
const SIGNOFF_STATUS_COMMAND = {
    action: 'signoff-status',
    description: 'Publish the codeowner-signoff-verify commit status from the newest verdict comment for the pinned head SHA.',
    options: {
        repo: { kind: 'string', required: true, env: 'GITHUB_REPOSITORY', metavar: 'OWNER/NAME', help: 'the repository' },
        'pr-number': { kind: 'int', required: true, min: 1, help: "the pull request (signoff-check's pr-number)" },
        'head-sha': { kind: 'string', required: true, help: "the pinned head SHA (signoff-check's head-sha)" },
        'github-token': { kind: 'string', only: 'action', default: '${{ github.token }}', help: 'token for the API (issues read, statuses write)' }
    }
};

// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
;// CONCATENATED MODULE: ./packages/gating/src/signoff/event.ts

/** The sign-off phrase; its presence anywhere in the text (any case, quoted too) triggers verification. */
const SIGNOFF_PHRASE = 'As a PR reviewer and CODEOWNER';
const ANCHORS = [
    [/#issuecomment-(\d+)/, 'conversation comment'],
    [/#pullrequestreview-(\d+)/, 'review summary'],
    [/#discussion_r(\d+)/, 'inline review comment']
];
/** The comment a workflow_dispatch `comment_url` points at, with the reference's messages. */
function parseCommentUrl(url) {
    const pull = /\/pull\/(\d+)/.exec(url);
    if (!pull)
        throw new errors/* SweepkitError */.R0(`comment_url must contain /pull/<number>: ${url}`, { code: 'comment-url' });
    for (const [pattern, kind] of ANCHORS) {
        const match = pattern.exec(url);
        if (match)
            return { prNumber: Number(pull[1]), kind, commentId: match[1], dispatched: true };
    }
    throw new errors/* SweepkitError */.R0(`comment_url must end with #issuecomment-<id>, #pullrequestreview-<id>, or #discussion_r<id>: ${url}`, { code: 'comment-url' });
}
const hasPhrase = (body) => typeof body === 'string' && body.toLowerCase().includes(SIGNOFF_PHRASE.toLowerCase());
const event_str = (value) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
/** Normalises the four trigger events of the sign-off verification (issue_comment, reviews, dispatch). */
function signoffSource(eventName, payload, commentUrl) {
    const fromPayload = (prNumber, kind, item) => {
        if (!item)
            return { skip: `the ${eventName} payload has no comment` };
        if (!hasPhrase(item.body))
            return { skip: `the ${kind} does not contain "${SIGNOFF_PHRASE}"` };
        if (!Number.isInteger(prNumber))
            return { skip: `the ${eventName} payload names no pull request` };
        return { prNumber: prNumber, kind, commentId: event_str(item.id), author: event_str(item.user?.login), body: item.body, dispatched: false };
    };
    switch (eventName) {
        case 'workflow_dispatch':
            return parseCommentUrl(commentUrl || event_str(payload.inputs?.comment_url));
        case 'issue_comment':
            if (!payload.issue?.pull_request)
                return { skip: 'the comment is on an issue, not a pull request' };
            return fromPayload(payload.issue.number, 'conversation comment', payload.comment);
        case 'pull_request_review':
            return fromPayload(payload.pull_request?.number, 'review summary', payload.review);
        case 'pull_request_review_comment':
            return fromPayload(payload.pull_request?.number, 'inline review comment', payload.comment);
        default:
            return { skip: `${eventName} is not a sign-off event` };
    }
}
/** A webhook payload's text as an object; anything else is one error naming the file. */
function parsePayloadObject(text, file) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        value = undefined;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw new errors/* SweepkitError */.R0('event payload is not a JSON object', { location: { file }, code: 'event-payload' });
    }
    return value;
}

// EXTERNAL MODULE: ./packages/gating/src/reuse/authorization.ts
var authorization = __webpack_require__(6320);
;// CONCATENATED MODULE: ./packages/gating/src/signoff/codeowners.ts
const codeowners_escape = (text) => text.replace(/[.+^${}()|[\]\\]/g, '\\$&');
/**
 * GitHub's reading of a CODEOWNERS pattern: a leading `/` or a `/` inside anchors it at the root,
 * otherwise it matches at any depth; `*` and `?` stay within one path segment, `**` crosses them;
 * a trailing `/` owns everything below that directory; a name without wildcards in its last
 * segment also owns everything below it, while `docs/*` owns only the files directly in docs/.
 */
function codeownersRegex(pattern) {
    let body = pattern;
    const directoryOnly = body.endsWith('/');
    if (directoryOnly)
        body = body.slice(0, -1);
    const anchored = body.startsWith('/') || body.includes('/');
    if (body.startsWith('/'))
        body = body.slice(1);
    let source = '';
    for (let i = 0; i < body.length; i++) {
        const char = body[i];
        if (char === '*' && body[i + 1] === '*') {
            const slashAfter = body[i + 2] === '/';
            source += slashAfter ? '(?:.*/)?' : '.*';
            i += slashAfter ? 2 : 1;
        }
        else if (char === '*')
            source += '[^/]*';
        else if (char === '?')
            source += '[^/]';
        else
            source += codeowners_escape(char);
    }
    const lastSegment = body.slice(body.lastIndexOf('/') + 1);
    const tail = directoryOnly ? '/.*' : /[*?]/.test(lastSegment) ? '' : '(?:/.*)?';
    return new RegExp(`^${anchored ? '' : '(?:.*/)?'}${source}${tail}$`);
}
function parseCodeowners(text) {
    const rules = [];
    text.split(/\r?\n/).forEach((raw, index) => {
        const line = raw.replace(/(^|\s)#.*$/, '').trim();
        if (!line)
            return;
        const [pattern, ...owners] = line.split(/\s+/);
        rules.push({ pattern: pattern, owners, line: index + 1, regex: codeownersRegex(pattern) });
    });
    return rules;
}
/** The rule that decides a path's owners: the last one that matches (owners do not accumulate). */
function ownerRule(rules, path) {
    for (let i = rules.length - 1; i >= 0; i--)
        if (rules[i].regex.test(path))
            return rules[i];
    return undefined;
}
const isTeam = (owner) => /^@[^/]+\/.+/.test(owner);
const isUser = (owner) => owner.startsWith('@') && !isTeam(owner);
/**
 * Whether the signer owns every changed path. A path whose rule is the catch-all `*` is satisfied
 * by anyone listed anywhere in the file; otherwise the signer must be a user owner of the path's
 * rule. Team owners cannot be resolved without org access, so they make the answer `unknown`
 * rather than a failure.
 */
function checkOwnership(rules, paths, signer) {
    const me = `@${signer}`.toLowerCase();
    const anywhere = rules.flatMap((r) => r.owners);
    return paths.map((path) => {
        const rule = ownerRule(rules, path);
        if (!rule || rule.owners.length === 0)
            return { path, verdict: 'pass', reason: 'no code owner' };
        const candidates = rule.pattern === '*' ? anywhere : rule.owners;
        const where = rule.pattern === '*' ? 'listed in CODEOWNERS' : `an owner of \`${rule.pattern}\` (line ${rule.line})`;
        if (candidates.some((o) => isUser(o) && o.toLowerCase() === me))
            return { path, verdict: 'pass', reason: `@${signer} is ${where}` };
        if (candidates.some((o) => !isUser(o)))
            return { path, verdict: 'unknown', reason: `@${signer} is not named directly; team membership is not checked (${where.replace(/^an owner of /, '')})` };
        return { path, verdict: 'fail', reason: `@${signer} is not ${where}` };
    });
}

;// CONCATENATED MODULE: ./packages/gating/src/signoff/checks.ts


/** The top-level `- [ ]` items of the review checklist template. */
function templateItems(template) {
    return template
        .split(/\r?\n/)
        .map((line) => /^- \[ \] (.+?)\s*$/.exec(line)?.[1])
        .filter((item) => item !== undefined);
}
const squash = (text) => text.replace(/\s+/g, ' ').trim().toLowerCase();
/** Every template item appears in the sign-off, checked, or unchecked with an explanation after it. */
function checkChecklist(template, signoff) {
    const lines = signoff.split(/\r?\n/).map((line) => /^\s*[-*] \[([ xX])\]\s+(.*)$/.exec(line)).filter((m) => m !== null);
    const problems = [];
    templateItems(template).forEach((item, index) => {
        const want = squash(item);
        const found = lines.find((m) => squash(m[2]).startsWith(want));
        if (!found)
            problems.push(`item ${index + 1} missing`);
        else if (found[1] === ' ' && squash(found[2]).length <= want.length)
            problems.push(`item ${index + 1} unchecked without explanation`);
    });
    return { check: 'checklist', verdict: problems.length ? 'fail' : 'pass', reason: problems.length ? problems.join('; ') : 'every template item is checked or explained' };
}
/** The signer owns every changed file (CODEOWNERS, last match wins). */
function checkCodeowners(codeowners, files, signer) {
    const paths = checkOwnership(parseCodeowners(codeowners), files, signer);
    const failed = paths.filter((p) => p.verdict === 'fail');
    const unknown = paths.filter((p) => p.verdict === 'unknown');
    if (failed.length)
        return { check: 'codeowner', verdict: 'fail', reason: `${failed.map((p) => p.path).join(', ')}: ${failed[0].reason}`, paths };
    if (unknown.length)
        return { check: 'codeowner', verdict: 'unknown', reason: `${unknown.map((p) => p.path).join(', ')}: ${unknown[0].reason}`, paths };
    return { check: 'codeowner', verdict: 'pass', reason: `@${signer} owns all ${files.length} changed file(s)`, paths };
}
function checkReuseCommand(comments, rules) {
    const auth = (0,authorization/* findAuthorization */.X)(comments, rules);
    return {
        check: 'reuse-command',
        verdict: auth.authorized ? 'pass' : 'fail',
        reason: auth.authorized ? `${rules.command} by an authorized author${auth.pinnedRunId ? ` (run ${auth.pinnedRunId})` : ''}` : `no ${rules.command} from ${rules.allowedAssociations.join('/')}`
    };
}
const SINGLE_NODE = /^single-node .* \//;
const EVAL = /^eval \//;
/** A commit is green when it has successful single-node and eval sweep jobs and none of them failed. */
function greenCommit(runs) {
    const family = (pattern) => runs.filter((r) => pattern.test(r.name) && !r.name.includes('collect-evals'));
    return [family(SINGLE_NODE), family(EVAL)].every((jobs) => jobs.length > 0 && jobs.every((r) => r.status === 'completed' && r.conclusion === 'success'));
}
/** Some commit of the PR has a green sweep (single-node and eval jobs). */
async function checkGreenSweep(commits, checkRuns) {
    for (const sha of [...commits].reverse()) {
        if (greenCommit(await checkRuns(sha)))
            return { check: 'green-sweep', verdict: 'pass', reason: `single-node and eval jobs succeeded on ${sha.slice(0, 12)}` };
    }
    return { check: 'green-sweep', verdict: 'fail', reason: `none of the PR's ${commits.length} commit(s) has successful single-node and eval sweep jobs` };
}
const VERDICT_CONTEXT = 'codeowner-signoff-verify';
function verdictStatus(comments, headSha, runUrl) {
    const marker = `<!-- codeowner-signoff-verify sha=${headSha} -->`;
    const latest = comments.filter((c) => c.body.includes(marker)).at(-1);
    if (!latest)
        return { state: 'failure', description: 'No verification verdict was posted for this commit', targetUrl: runUrl };
    if (latest.body.includes('**Verdict: PASS**'))
        return { state: 'success', description: 'CODEOWNER sign-off independently verified', targetUrl: latest.url };
    return { state: 'failure', description: 'Sign-off verification rejected - see verdict comment', targetUrl: latest.url };
}

;// CONCATENATED MODULE: ./packages/gating/src/signoff/run-signoff-check.ts


/**
 * The deterministic part of the CODEOWNER sign-off verification: which event carries a sign-off,
 * readiness and the pinned head SHA, then the checks a machine can decide — ownership of every
 * changed file, a green sweep on a PR commit, an authorized /reuse-sweep-run, the checklist.
 */
async function runSignoffCheck(request, github) {
    const none = (skip, rest = {}) => ({
        proceed: false,
        headSha: '',
        author: '',
        kind: '',
        skip,
        checks: [],
        failures: [],
        ...rest
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped GitHub JSON (webhook payload, REST reply, workflow YAML) walked field by field; every leaf is checked where read
    const source = signoffSource(request.eventName, request.payload, request.commentUrl);
    if ('skip' in source)
        return none(source.skip);
    const { prNumber, kind } = source;
    const { author, body } = source.body === undefined ? await github.comment(kind, prNumber, source.commentId) : { author: source.author ?? '', body: source.body };
    const pull = await github.pull(prNumber);
    if (!source.dispatched && (pull.state !== 'open' || pull.draft)) {
        return none(`PR #${prNumber} is not ready (state=${pull.state}, draft=${pull.draft}); skipping.`, { prNumber, author, kind });
    }
    const [files, commits, comments] = await Promise.all([github.pullFiles(prNumber), github.pullCommits(prNumber), github.issueComments(prNumber)]);
    const { paths: _paths, ...ownership } = checkCodeowners(request.codeowners, files, author);
    const checks = [
        ownership,
        await checkGreenSweep(commits, (sha) => github.checkRuns(sha)),
        checkReuseCommand(comments, request.reuse),
        checkChecklist(request.checklistTemplate, body)
    ];
    const failures = checks.filter((c) => c.verdict === 'fail');
    return { proceed: failures.length === 0, prNumber, headSha: pull.headSha, author, kind, skip: '', checks, failures };
}

// EXTERNAL MODULE: ./packages/gating/src/reuse/options.ts
var options = __webpack_require__(599);
// EXTERNAL MODULE: ./cli/src/options.ts
var src_options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/signoff-check.ts






/** The sign-off pre-checks; prints the result as JSON, exit 0 (the `proceed` field carries the verdict). */
const signoffCheck = async (argv, io) => {
    const { values } = (0,src_options/* parseCommandArgs */.Q)(SIGNOFF_CHECK_COMMAND, argv, io);
    const read = (path) => (0,files/* readTextFile */.G)(io.files, (0,external_node_path_.resolve)(io.cwd, path), path);
    const payload = parsePayloadObject(read(values['event-path']), values['event-path']);
    const client = (0,github_rest/* restClientFromEnv */.p)(io.env, values.repo);
    const result = await runSignoffCheck({
        eventName: values['event-name'],
        payload,
        commentUrl: values['comment-url'] ?? '',
        codeowners: read(values['codeowners-file']),
        checklistTemplate: read(values['checklist-file']),
        reuse: options/* DEFAULT_REUSE_RULES */.l0
    }, restSignoffGitHub(client));
    io.stdout(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
};
/* harmony default export */ const signoff_check = (signoffCheck);


/***/ }),

/***/ 6416:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ readTextFile)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);

const REASONS = {
    ENOENT: 'file does not exist',
    EISDIR: 'is a directory, not a file',
    EACCES: 'permission denied',
    ENOTREG: 'is not a regular file (a FIFO, socket or device)',
    EFBIG: 'is larger than 64 MiB',
    EILSEQ: 'is not valid UTF-8'
};
/** Reads a file, turning a failure into one clear error naming the file. */
function readTextFile(files, path, displayName = path) {
    try {
        return files.readText(path);
    }
    catch (error) {
        const { code = 'EIO', line, column, byte } = error;
        const reason = REASONS[code] ?? `cannot read file (${code})`;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(byte === undefined ? reason : `${reason} (byte 0x${byte.toString(16).padStart(2, '0')})`, {
            location: { file: displayName, line, column },
            code: 'file-unreadable'
        });
    }
}


/***/ })

};
