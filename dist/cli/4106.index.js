export const id = 4106;
export const ids = [4106];
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
// EXTERNAL MODULE: ./packages/common/src/adapters/github-rest.ts
var github_rest = __webpack_require__(5700);
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
/** The REST path of a sign-off comment (below `/repos/<owner>/<name>`). */
function signoffCommentPath(kind, pr, id) {
    return kind === 'conversation comment' ? `/issues/comments/${id}` : kind === 'review summary' ? `/pulls/${pr}/reviews/${id}` : `/pulls/comments/${id}`;
}
/**
 * The command that prints a sign-off's text, for the verifier's prompt (it reads the sign-off
 * itself rather than a copy the event carried). Only digits and the repository name reach it.
 */
function signoffFetchCommand(repo, kind, pr, id) {
    if (!/^\d+$/.test(id) || !/^[\w.-]+\/[\w.-]+$/.test(repo))
        return '';
    return `gh api repos/${repo}${signoffCommentPath(kind, pr, id)} --jq .body`;
}
const hasPhrase = (body) => typeof body === 'string' && body.toLowerCase().includes(SIGNOFF_PHRASE.toLowerCase());
const str = (value) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
/** Normalises the four trigger events of the sign-off verification (issue_comment, reviews, dispatch). */
function signoffSource(eventName, payload, commentUrl) {
    const fromPayload = (prNumber, kind, item) => {
        if (!item)
            return { skip: `the ${eventName} payload has no comment` };
        if (!hasPhrase(item.body))
            return { skip: `the ${kind} does not contain "${SIGNOFF_PHRASE}"` };
        if (!Number.isInteger(prNumber))
            return { skip: `the ${eventName} payload names no pull request` };
        return { prNumber: prNumber, kind, commentId: str(item.id), author: str(item.user?.login), body: item.body, dispatched: false };
    };
    switch (eventName) {
        case 'workflow_dispatch':
            return parseCommentUrl(commentUrl || str(payload.inputs?.comment_url));
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

// EXTERNAL MODULE: ./packages/gating/src/adapters/reuse-github.ts
var reuse_github = __webpack_require__(5151);
;// CONCATENATED MODULE: ./packages/gating/src/adapters/signoff-github.ts



const signoff_github_str = (value) => (typeof value === 'string' ? value : '');
async function collect(items) {
    const all = [];
    for await (const item of items)
        all.push((item ?? {}));
    return all;
}
/** The sign-off checks' port over the REST client. */
function restSignoffGitHub(client) {
    const reuse = (0,reuse_github/* restReuseGitHub */.qh)(client);
    return {
        async pull(pr) {
            const data = ((await client.get(`/pulls/${pr}`)) ?? {});
            return { state: signoff_github_str(data.state), draft: data.draft === true, headSha: signoff_github_str(data.head?.sha) };
        },
        async pullFiles(pr) {
            return (await collect(client.pages(`/pulls/${pr}/files`))).map((f) => signoff_github_str(f.filename));
        },
        pullCommits: (pr) => reuse.pullCommits(pr),
        issueComments: (pr) => reuse.issueComments(pr),
        async checkRuns(sha) {
            return (await collect(client.pages(`/commits/${sha}/check-runs`, {}, 'check_runs'))).map((r) => ({
                name: signoff_github_str(r.name),
                status: signoff_github_str(r.status),
                conclusion: typeof r.conclusion === 'string' ? r.conclusion : null
            }));
        },
        async comment(kind, pr, id) {
            const data = ((await client.get(signoffCommentPath(kind, pr, id))) ?? {});
            return { author: signoff_github_str(data.user?.login), body: signoff_github_str(data.body) };
        }
    };
}
/**
 * Whose verdict comments count: the given logins, else the token's own login (`GET /user`). An
 * installation token (GITHUB_TOKEN) cannot read /user: then nobody is trusted by default and the
 * step fails closed, asking for the verifier's login.
 */
async function verifierLogins(client, given) {
    if (given.length)
        return [...given];
    const why = (detail) => new SweepkitError(`cannot tell whose token this is (${detail}): set verifier-logins to the login that posts the verdicts`, { code: 'verifier-identity' });
    let login;
    try {
        login = (await client.getApi('/user'))?.login;
    }
    catch (error) {
        throw why(error.message);
    }
    if (typeof login !== 'string' || login === '')
        throw why('GET /user names no login');
    return [login];
}

// EXTERNAL MODULE: ./packages/common/src/options.ts
var options = __webpack_require__(6713);
;// CONCATENATED MODULE: ./packages/gating/src/signoff/options.ts

/** `sweepkit signoff-check` and the signoff-check action. */
const SIGNOFF_CHECK_COMMAND = {
    cli: 'signoff-check',
    action: 'signoff-check',
    description: 'Deterministic pre-checks of a CODEOWNER sign-off: the event carries the phrase, the PR is ready (head SHA pinned), the signer owns the changed files, a sweep is green, /reuse-sweep-run is authorized, the checklist is complete.',
    options: {
        json: options/* JSON_OUTPUT_OPTION */.TC,
        repo: { kind: 'string', required: true, env: 'GITHUB_REPOSITORY', metavar: 'OWNER/NAME', help: 'the repository' },
        'event-name': {
            kind: 'string',
            required: true,
            env: 'GITHUB_EVENT_NAME',
            metavar: 'NAME',
            help: 'issue_comment, pull_request_review, pull_request_review_comment or workflow_dispatch'
        },
        'event-path': { kind: 'string', required: true, env: 'GITHUB_EVENT_PATH', metavar: 'FILE', help: 'the webhook payload' },
        'comment-url': { kind: 'string', metavar: 'URL', help: "workflow_dispatch: the sign-off's URL (default: the payload's inputs.comment_url)" },
        'codeowners-file': { kind: 'string', default: '.github/CODEOWNERS', metavar: 'FILE', help: 'CODEOWNERS of the default branch' },
        'checklist-file': { kind: 'string', default: 'docs/PR_REVIEW_CHECKLIST.md', metavar: 'FILE', help: 'the review checklist template' },
        'github-token': { kind: 'string', only: 'action', runnerDefault: '${{ github.token }}', help: 'token for the API (pull-requests, issues and checks read)' }
    }
};
/** The signoff-status action: the verdict comment → the codeowner-signoff-verify commit status. */
const SIGNOFF_STATUS_COMMAND = {
    action: 'signoff-status',
    description: "Publish the codeowner-signoff-verify commit status from the verifier's newest verdict comment for the pinned head SHA.",
    options: {
        repo: { kind: 'string', required: true, env: 'GITHUB_REPOSITORY', metavar: 'OWNER/NAME', help: 'the repository' },
        'pr-number': { kind: 'int', required: true, min: 1, help: "the pull request (signoff-check's pr-number)" },
        'head-sha': { kind: 'string', required: true, help: "the pinned head SHA (signoff-check's head-sha)" },
        'verifier-logins': {
            kind: 'list',
            help: "logins whose verdict comments count (an app: its bot login, e.g. my-app[bot]); empty: the token's own login (GET /user). Anyone else's marker comment is ignored"
        },
        'github-token': { kind: 'string', only: 'action', runnerDefault: '${{ github.token }}', help: 'token for the API (issues read, statuses write)' }
    }
};

// EXTERNAL MODULE: ./packages/gating/src/reuse/authorization.ts
var authorization = __webpack_require__(6320);
// EXTERNAL MODULE: ./packages/common/src/glob.ts
var glob = __webpack_require__(3501);
;// CONCATENATED MODULE: ./packages/gating/src/signoff/codeowners.ts

const notSlash = (c) => c !== '/';
/** `(?:.*\/)?`: any number of whole folders, none included. */
const anyFolders = { optional: [{ many: glob/* anyChar */.jX }, { one: (0,glob/* literal */.eu)('/') }] };
/**
 * GitHub's reading of a CODEOWNERS pattern: a leading `/` or a `/` inside anchors it at the root,
 * otherwise it matches at any depth; `*` and `?` stay within one path segment, `**` crosses them;
 * a trailing `/` owns everything below that directory; a name without wildcards in its last
 * segment also owns everything below it, while `docs/*` owns only the files directly in docs/.
 */
function codeownersMatcher(pattern) {
    let body = pattern;
    const directoryOnly = body.endsWith('/');
    if (directoryOnly)
        body = body.slice(0, -1);
    const anchored = body.startsWith('/') || body.includes('/');
    if (body.startsWith('/'))
        body = body.slice(1);
    const parts = anchored ? [] : [anyFolders];
    for (let i = 0; i < body.length; i++) {
        const char = body[i];
        if (char === '*' && body[i + 1] === '*') {
            const slashAfter = body[i + 2] === '/';
            parts.push(slashAfter ? anyFolders : { many: glob/* anyChar */.jX });
            i += slashAfter ? 2 : 1;
        }
        else if (char === '*')
            parts.push({ many: notSlash });
        else if (char === '?')
            parts.push({ one: notSlash });
        else
            parts.push({ one: (0,glob/* literal */.eu)(char) });
    }
    const lastSegment = body.slice(body.lastIndexOf('/') + 1);
    const below = [{ one: (0,glob/* literal */.eu)('/') }, { many: glob/* anyChar */.jX }];
    if (directoryOnly)
        parts.push(...below);
    else if (!/[*?]/.test(lastSegment))
        parts.push({ optional: below });
    return (0,glob/* compileGlob */.SO)(parts);
}
function parseCodeowners(text) {
    const rules = [];
    text.split(/\r?\n/).forEach((raw, index) => {
        const line = raw.replace(/(^|\s)#.*$/, '').trim();
        if (!line)
            return;
        const [pattern, ...owners] = line.split(/\s+/);
        rules.push({ pattern: pattern, owners, line: index + 1, matches: codeownersMatcher(pattern) });
    });
    return rules;
}
/** The rule that decides a path's owners: the last one that matches (owners do not accumulate). */
function ownerRule(rules, path) {
    for (let i = rules.length - 1; i >= 0; i--)
        if (rules[i].matches(path))
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
    const lines = signoff
        .split(/\r?\n/)
        .map((line) => /^\s*[-*] \[([ xX])\]\s+(.*)$/.exec(line))
        .filter((m) => m !== null);
    const problems = [];
    templateItems(template).forEach((item, index) => {
        const want = squash(item);
        const found = lines.find((m) => squash(m[2]).startsWith(want));
        if (!found)
            problems.push(`item ${index + 1} missing`);
        else if (found[1] === ' ' && squash(found[2]).length <= want.length)
            problems.push(`item ${index + 1} unchecked without explanation`);
    });
    return {
        check: 'checklist',
        verdict: problems.length ? 'fail' : 'pass',
        reason: problems.length ? problems.join('; ') : 'every template item is checked or explained'
    };
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
        reason: auth.authorized
            ? `${rules.command} by an authorized author${auth.pinnedRunId ? ` (run ${auth.pinnedRunId})` : ''}`
            : `no ${rules.command} from ${rules.allowedAssociations.join('/')}`
    };
}
const SINGLE_NODE = /^single-node .* \//;
const MULTI_NODE = /^multi-node .* \//;
const EVAL = /^eval \//;
/**
 * What a commit's sweep jobs show: `single-node` when its single-node and eval jobs succeeded,
 * `multi-node` when it ran multi-node jobs only and they succeeded (multi-node configs have no
 * single-node eval jobs to wait for), else undefined. Any of those jobs not successful (failed,
 * skipped, still running) means not green.
 */
function greenCommit(runs) {
    const family = (pattern) => runs.filter((r) => pattern.test(r.name) && !r.name.includes('collect-evals'));
    const [single, multi, evals] = [family(SINGLE_NODE), family(MULTI_NODE), family(EVAL)];
    if (![...single, ...multi, ...evals].every((r) => r.status === 'completed' && r.conclusion === 'success'))
        return undefined;
    if (single.length)
        return evals.length ? 'single-node' : undefined;
    return multi.length ? 'multi-node' : undefined;
}
/** Some commit of the PR has a green sweep: single-node and eval jobs, or multi-node jobs only. */
async function checkGreenSweep(commits, checkRuns) {
    for (const sha of [...commits].reverse()) {
        const green = greenCommit(await checkRuns(sha));
        if (green === 'single-node')
            return { check: 'green-sweep', verdict: 'pass', reason: `single-node and eval jobs succeeded on ${sha.slice(0, 12)}` };
        if (green === 'multi-node')
            return { check: 'green-sweep', verdict: 'pass', reason: `multi-node jobs succeeded on ${sha.slice(0, 12)} (no single-node jobs)` };
    }
    return {
        check: 'green-sweep',
        verdict: 'fail',
        reason: `none of the PR's ${commits.length} commit(s) has successful single-node and eval sweep jobs, or successful multi-node jobs only`
    };
}
const VERDICT_CONTEXT = 'codeowner-signoff-verify';
/** A comment whose body changed after it was posted (GitHub bumps `updated_at` on every edit). */
const wasEdited = (comment) => comment.updatedAt !== undefined && comment.updatedAt !== '' && comment.updatedAt !== comment.createdAt;
/** The verdict header lines the verifier prompt prescribes, exactly (codeowner-signoff-verify-prompt.md). */
const PASS_HEADER = '## ✅✅✅ **Verdict: PASS** ✅✅✅';
const REJECTED_HEADER = '## ❌❌❌ **REJECTED** ❌❌❌';
/**
 * The verdict of a verifier comment, read from the one place the verifier writes it: the marker is
 * the comment's first line and the verdict header the next non-empty one, exactly. Anything else —
 * no header there, or both verdicts anywhere in the comment (a REJECTED that quotes the PR's
 * `**Verdict: PASS**`) — is `unreadable`, which fails closed.
 */
function readVerdict(body, marker) {
    const lines = body.split(/\r?\n/).map((line) => line.trim());
    if (lines[0] !== marker)
        return 'unreadable';
    if (body.includes('**Verdict: PASS**') && body.includes('**REJECTED**'))
        return 'unreadable';
    const header = lines.slice(1).find((line) => line !== '');
    return header === PASS_HEADER ? 'pass' : header === REJECTED_HEADER ? 'rejected' : 'unreadable';
}
/**
 * d.3 with the verdict's author checked: only marker comments written by one of `verifiers` (logins,
 * case-insensitive; an app by its bot login `<slug>[bot]`) count, the newest of them decides, and
 * if that one was edited after it was posted (by its author or by anyone with write access) it
 * decides nothing but failure. A third party's marker, hidden or not, is ignored. The verdict is
 * read by readVerdict, never by a substring anywhere in the comment.
 */
function verdictStatus(comments, headSha, runUrl, verifiers) {
    const marker = `<!-- codeowner-signoff-verify sha=${headSha} -->`;
    const trusted = new Set(verifiers.map((login) => login.toLowerCase()));
    const latest = comments.filter((c) => trusted.has(c.author.toLowerCase()) && c.body.includes(marker)).at(-1);
    if (!latest)
        return { state: 'failure', description: 'No verification verdict was posted for this commit', targetUrl: runUrl };
    if (wasEdited(latest))
        return { state: 'failure', description: 'The verdict comment was edited after it was posted - not trusted', targetUrl: latest.url };
    const verdict = readVerdict(latest.body, marker);
    if (verdict === 'pass')
        return { state: 'success', description: 'CODEOWNER sign-off independently verified', targetUrl: latest.url };
    if (verdict === 'rejected')
        return { state: 'failure', description: 'Sign-off verification rejected - see verdict comment', targetUrl: latest.url };
    return { state: 'failure', description: 'The verdict comment states no single verdict in its header - not trusted', targetUrl: latest.url };
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
        commentId: '',
        fetchCommand: '',
        skip,
        checks: [],
        failures: [],
        ...rest
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped GitHub JSON (webhook payload, REST reply, workflow YAML) walked field by field; every leaf is checked where read
    const source = signoffSource(request.eventName, request.payload, request.commentUrl);
    if ('skip' in source)
        return none(source.skip);
    const { prNumber, kind, commentId } = source;
    const fetchCommand = signoffFetchCommand(request.repo, kind, prNumber, commentId);
    const { author, body } = source.body === undefined ? await github.comment(kind, prNumber, source.commentId) : { author: source.author ?? '', body: source.body };
    const pull = await github.pull(prNumber);
    if (!source.dispatched && (pull.state !== 'open' || pull.draft)) {
        return none(`PR #${prNumber} is not ready (state=${pull.state}, draft=${pull.draft}); skipping.`, { prNumber, author, kind, commentId, fetchCommand });
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
    return { proceed: failures.length === 0, prNumber, headSha: pull.headSha, author, kind, commentId, fetchCommand, skip: '', checks, failures };
}

// EXTERNAL MODULE: ./packages/gating/src/reuse/options.ts
var reuse_options = __webpack_require__(599);
// EXTERNAL MODULE: ./cli/src/terminal.ts
var terminal = __webpack_require__(1328);
// EXTERNAL MODULE: ./cli/src/options.ts
var src_options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/signoff-check.ts






/** The sign-off pre-checks; prints the result as JSON, exit 0 (the `proceed` field carries the verdict). */
const signoffCheck = async (argv, io) => {
    const { values } = (0,src_options/* parseCommandArgs */.Q)(SIGNOFF_CHECK_COMMAND, argv, io);
    const read = (path) => (0,files/* readTextFile */.G)(io.files, (0,external_node_path_.resolve)(io.cwd, path), path);
    const payload = parsePayloadObject(read(values['event-path']), values['event-path']);
    const client = (0,github_rest/* githubRestClient */.Ti)(io.env, values.repo);
    const result = await runSignoffCheck({
        eventName: values['event-name'],
        payload,
        commentUrl: values['comment-url'] ?? '',
        codeowners: read(values['codeowners-file']),
        checklistTemplate: read(values['checklist-file']),
        reuse: reuse_options/* DEFAULT_REUSE_RULES */.l0,
        repo: values.repo
    }, restSignoffGitHub(client));
    (0,terminal/* printJsonOutput */.FB)(io, values.json, `${JSON.stringify(result, null, 2)}\n`, 'sign-off pre-checks');
    return 0;
};
/* harmony default export */ const signoff_check = (signoffCheck);


/***/ }),

/***/ 1328:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FB: () => (/* binding */ printJsonOutput),
/* harmony export */   OU: () => (/* binding */ showSummary)
/* harmony export */ });
/* unused harmony exports EXACT_OUTPUT_HINT, jsonSummaryText */
/**
 * The one rule for commands whose stdout is machine output: a person at a terminal gets a short
 * summary; `--json`, a pipe, a file and the Actions runner get the exact output (what workflows
 * and the conformance corpora read).
 */
const showSummary = (io, json) => io.stdoutIsTerminal === true && json !== true;
/** The last line of every summary: where the exact output is. */
const EXACT_OUTPUT_HINT = 'The exact JSON (what workflows read) comes with --json, or when the output is not a terminal.';
const WIDTH = 100;
const LISTED = 10;
const clip = (text) => (text.length > WIDTH ? `${text.slice(0, WIDTH - 1)}…` : text);
/** One value as a person reads it in a summary line: scalars as they are, collections counted. */
function brief(value) {
    if (typeof value === 'string') {
        // Outputs often carry JSON as a string (a family's rows): count it rather than print it.
        if (/^\s*[[{]/.test(value)) {
            try {
                return brief(JSON.parse(value));
            }
            catch {
                // not JSON after all: the text itself
            }
        }
        return clip(value === '' ? '""' : value);
    }
    if (Array.isArray(value))
        return `${value.length} item${value.length === 1 ? '' : 's'}`;
    if (value !== null && typeof value === 'object') {
        // One level down: lists counted (a bucket's rows), scalars as they are.
        const inner = Object.entries(value).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.length : v !== null && typeof v === 'object' ? '{…}' : String(v)}`);
        return inner.length ? clip(inner.join(', ')) : '{}';
    }
    return String(value);
}
/** How a row of a matrix-like list is named in a summary: its planned display name, else what identifies a matrix row. */
function rowName(row) {
    if (row === null || typeof row !== 'object' || Array.isArray(row))
        return brief(row);
    const r = row;
    const planned = r.plan?.['display-name'] ?? r['display-name'] ?? r.name;
    if (typeof planned === 'string')
        return clip(planned);
    const parts = ['exp-name', 'runner', 'framework', 'precision'].map((key) => r[key]).filter((v) => typeof v === 'string');
    for (const key of ['tp', 'conc'])
        if (r[key] !== undefined)
            parts.push(`${key} ${String(r[key])}`);
    return clip(parts.length ? parts.join(' ') : JSON.stringify(row));
}
/**
 * A short readable summary of a command's JSON output: a list by its length and its first rows'
 * names, an object key by key (collections counted), then where the exact JSON is.
 */
function jsonSummaryText(title, value) {
    const lines = [];
    if (Array.isArray(value)) {
        lines.push(`${title}: ${value.length} row${value.length === 1 ? '' : 's'}.`);
        lines.push(...value.slice(0, LISTED).map((row) => `  ${rowName(row)}`));
        if (value.length > LISTED)
            lines.push(`  … and ${value.length - LISTED} more`);
    }
    else if (value !== null && typeof value === 'object') {
        const entries = Object.entries(value).filter(([, v]) => v !== undefined);
        lines.push(`${title}:`);
        const width = Math.max(0, ...entries.map(([key]) => key.length));
        lines.push(...entries.map(([key, v]) => `  ${key.padEnd(width)}  ${brief(v)}`));
    }
    else
        lines.push(`${title}: ${brief(value)}`);
    lines.push('', EXACT_OUTPUT_HINT);
    return `${lines.join('\n')}\n`;
}
/**
 * Prints a command's exact output (JSON text), or at a terminal without --json the summary of it
 * (read back from the text, so it shows what a workflow would read).
 */
function printJsonOutput(io, json, exact, title) {
    if (!showSummary(io, json))
        return io.stdout(exact);
    let value;
    try {
        value = JSON.parse(exact);
    }
    catch {
        // Python's JSON may hold NaN or Infinity, which JSON.parse refuses: then the exact text.
        return io.stdout(exact);
    }
    io.stdout(jsonSummaryText(title, value));
}


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
    EOUTSIDE: 'is a symlink to outside its folder',
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

/***/ 5151:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fo: () => (/* binding */ collect),
/* harmony export */   WL: () => (/* binding */ obj),
/* harmony export */   gx: () => (/* binding */ str),
/* harmony export */   qh: () => (/* binding */ restReuseGitHub)
/* harmony export */ });
/** Field readers of GitHub's JSON: a missing or odd-typed field reads as empty. */
const obj = (value) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {});
const str = (value) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
async function collect(items) {
    const all = [];
    for await (const item of items)
        all.push(obj(item));
    return all;
}
function toRun(data) {
    const run = obj(data);
    return {
        id: str(run.id),
        runAttempt: run.run_attempt ? str(run.run_attempt) : '',
        htmlUrl: str(run.html_url),
        event: str(run.event),
        status: str(run.status),
        conclusion: typeof run.conclusion === 'string' ? run.conclusion : null,
        path: str(run.path),
        headSha: str(run.head_sha),
        headBranch: str(run.head_branch),
        createdAt: str(run.created_at)
    };
}
/** The reuse finder's port over the REST client (field shapes as GitHub answers them). */
function restReuseGitHub(client) {
    return {
        async issueComments(pr) {
            return (await collect(client.pages(`/issues/${pr}/comments`))).map((c) => ({
                body: str(c.body),
                authorAssociation: str(c.author_association),
                createdAt: str(c.created_at),
                updatedAt: str(c.updated_at),
                url: str(c.html_url),
                author: str(obj(c.user).login)
            }));
        },
        async pullsForCommit(sha) {
            const pulls = await collect(client.pages(`/commits/${encodeURIComponent(sha)}/pulls`));
            return pulls.map((p) => p.number).filter((n) => Number.isInteger(n));
        },
        async pull(pr) {
            const data = obj(await client.get(`/pulls/${pr}`));
            const labels = Array.isArray(data.labels) ? data.labels.map((l) => str(obj(l).name)) : [];
            return { number: pr, labels, mergedAt: str(data.merged_at), headRef: str(obj(data.head).ref) };
        },
        async pullCommits(pr) {
            return (await collect(client.pages(`/pulls/${pr}/commits`))).map((c) => str(c.sha));
        },
        async workflowRun(id) {
            return toRun(await client.get(`/actions/runs/${id}`));
        },
        async *workflowRuns(workflowId, branch) {
            const runs = client.pages(`/actions/workflows/${encodeURIComponent(workflowId)}/runs`, { event: 'pull_request', branch, status: 'completed' }, 'workflow_runs');
            for await (const run of runs)
                yield toRun(run);
        },
        async runArtifacts(runId) {
            return (await collect(client.pages(`/actions/runs/${runId}/artifacts`, {}, 'artifacts'))).map((a) => ({
                name: str(a.name),
                expired: a.expired === true,
                expiresAt: str(a.expires_at)
            }));
        },
        async labelEvents(pr) {
            const events = [];
            for (const e of await collect(client.pages(`/issues/${pr}/timeline`))) {
                if (e.event === 'labeled' || e.event === 'unlabeled')
                    events.push({ action: e.event, label: str(obj(e.label).name), createdAt: str(e.created_at) });
            }
            return events;
        }
    };
}


/***/ }),

/***/ 6208:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ LABEL_GATE_COMMAND)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6713);

/** `sweepkit label-gate` and the label-gate action. */
const LABEL_GATE_COMMAND = {
    cli: 'label-gate',
    action: 'label-gate',
    description: 'Decide from a pull_request or push event whether and how the benchmark sweep runs (scope, canary, fail-fast, modifiers), from one label policy. ' +
        'The CLI prints one JSON object and exits 1 with the conflict message when the PR has more than one sweep label.',
    options: {
        json: _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .JSON_OUTPUT_OPTION */ .TC,
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


/***/ }),

/***/ 6320:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ findAuthorization)
/* harmony export */ });
/** Python's `\s` for str patterns (str.isspace), which JavaScript's `\s` does not quite match. */
const PY_SPACE = '[\\t\\n\\v\\f\\r \\x1c-\\x1f\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/**
 * The command lines of a comment: a line that is exactly the command, optionally followed by
 * whitespace and a run id, with blanks around (re.MULTILINE: only `\n` ends a line). Whitespace
 * includes line breaks, so a line of digits after the command pins it. Digits are Unicode decimal
 * digits, as Python's `\d` reads them.
 */
function commandPattern(command) {
    return new RegExp(`(?<=^|\\n)${PY_SPACE}*${escapeRegExp(command)}(?:${PY_SPACE}+(\\p{Nd}+))?${PY_SPACE}*(?=\\n|$)`, 'gu');
}
/** The value of a run of Unicode decimal digits (every Nd block runs 0–9 from a code point ending a non-digit). */
function decimalValue(digits) {
    const nd = /^\p{Nd}$/u;
    let value = 0n;
    for (const char of digits) {
        const cp = char.codePointAt(0);
        let start = cp;
        while (nd.test(String.fromCodePoint(start - 1)))
            start--;
        value = value * 10n + BigInt((cp - start) % 10);
    }
    return value.toString();
}
/**
 * The /reuse-sweep-run authorization of a PR: among comments by an allowed association, the
 * newest (by created_at; equal times by list order) that has a command line wins, and its last
 * command line decides the pin. A newer bare command therefore un-pins an older pinned one.
 */
function findAuthorization(comments, rules) {
    const pattern = commandPattern(rules.command);
    const ordered = comments.map((comment, index) => ({ comment, index }));
    ordered.sort((a, b) => (a.comment.createdAt < b.comment.createdAt ? -1 : a.comment.createdAt > b.comment.createdAt ? 1 : a.index - b.index));
    for (let i = ordered.length - 1; i >= 0; i--) {
        const { comment } = ordered[i];
        if (!rules.allowedAssociations.includes(comment.authorAssociation))
            continue;
        const matches = [...comment.body.matchAll(pattern)];
        const last = matches.at(-1);
        if (!last)
            continue;
        return { authorized: true, pinnedRunId: last[1] === undefined ? undefined : decimalValue(last[1]), comment };
    }
    return { authorized: false };
}


/***/ }),

/***/ 599:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AJ: () => (/* binding */ pinnedRunIdOption),
/* harmony export */   Eb: () => (/* binding */ reuseRequest),
/* harmony export */   TB: () => (/* binding */ MERGE_WITH_REUSE_COMMAND),
/* harmony export */   aJ: () => (/* binding */ REUSE_FINDER_COMMAND),
/* harmony export */   l0: () => (/* binding */ DEFAULT_REUSE_RULES),
/* harmony export */   od: () => (/* binding */ commaList)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6713);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6208);


/**
 * `sweepkit find-reusable-sweep-run` (a drop-in for `utils/find_reusable_sweep_run.py`: its flags,
 * defaults and comma lists) and the reuse-finder action. The action fills repo, commit, event and
 * ref from the runner's variables.
 */
const REUSE_FINDER_COMMAND = {
    cli: 'find-reusable-sweep-run',
    action: 'reuse-finder',
    description: "Find whether a /reuse-sweep-run authorization lets this run skip the benchmark sweep: on a PR synchronize (skip-pr-sweep) or, after the merge, by reusing the PR run's artifacts (reuse-enabled).",
    options: {
        json: _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .JSON_OUTPUT_OPTION */ .TC,
        repo: { kind: 'string', required: true, env: 'GITHUB_REPOSITORY', metavar: 'REPO', help: 'the repository, owner/name' },
        'commit-sha': { kind: 'string', required: true, env: 'GITHUB_SHA', metavar: 'COMMIT_SHA', help: 'the commit of the run (github.sha)' },
        'event-name': { kind: 'string', required: true, env: 'GITHUB_EVENT_NAME', metavar: 'EVENT_NAME', help: 'the event (github.event_name)' },
        'event-action': {
            kind: 'string',
            default: '',
            metavar: 'EVENT_ACTION',
            help: 'the activity type (github.event.action); the action reads it from the payload when empty'
        },
        ref: { kind: 'string', required: true, env: 'GITHUB_REF', metavar: 'REF', help: 'the ref (github.ref)' },
        'pr-number': { kind: 'int', metavar: 'PR_NUMBER', help: 'the pull request (pull_request synchronize); the action reads it from the payload when empty' },
        'workflow-id': { kind: 'string', default: 'run-sweep.yml', metavar: 'WORKFLOW_ID', help: 'the sweep workflow whose PR runs may be reused' },
        'full-sweep-label': {
            kind: 'string',
            default: 'full-sweep-enabled,non-canary-full-sweep-enabled,full-sweep-fail-fast,full-sweep-fail-fast-no-canary',
            metavar: 'FULL_SWEEP_LABEL',
            help: 'comma-separated labels of a full sweep; the merged PR needs one'
        },
        'reuse-incompatible-label': {
            kind: 'string',
            default: 'evals-only,agentx-fast',
            metavar: 'REUSE_INCOMPATIBLE_LABEL',
            help: 'comma-separated labels that forbid reuse'
        },
        'pinned-run-command': { kind: 'string', default: '/reuse-sweep-run', metavar: 'PINNED_RUN_COMMAND', help: 'the authorization command' },
        'allowed-author-associations': {
            kind: 'string',
            default: 'OWNER,MEMBER,COLLABORATOR',
            metavar: 'ALLOWED_AUTHOR_ASSOCIATIONS',
            help: 'comma-separated author associations whose command counts'
        },
        'github-output': {
            kind: 'string',
            only: 'cli',
            env: 'GITHUB_OUTPUT',
            metavar: 'GITHUB_OUTPUT',
            help: 'append the outputs to this file (default: $GITHUB_OUTPUT)'
        },
        'github-token': {
            kind: 'string',
            only: 'action',
            runnerDefault: '${{ github.token }}',
            help: 'token for the API (pull-requests, issues and actions read); GH_TOKEN or GITHUB_TOKEN when empty'
        },
        'require-label-history': {
            kind: 'flag',
            default: false,
            help: 'only reuse a run created while the PR had a full-sweep label and no reuse-incompatible label (replayed from the PR timeline)'
        },
        'require-head-branch-match': { kind: 'flag', default: false, help: "a pinned run must be on the PR's head branch" },
        'max-runs': { kind: 'int', min: 1, metavar: 'N', help: 'look at no more than N runs in the latest-run search' },
        'expiry-warning-days': {
            kind: 'int',
            default: 7,
            min: 0,
            metavar: 'DAYS',
            help: "warn when the reused run's first result artifact expires within DAYS days (artifacts already expired are an error)"
        },
        'extra-outputs': {
            kind: 'flag',
            only: 'cli',
            help: 'also write authorization-comment-url, pinned-run-id, commits-after-source and artifacts-expire-at (the action always does)'
        }
    }
};
/** A comma list as the reference reads it: items trimmed, empty items dropped. */
const commaList = (text) => text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
/** The finder's request from the table's values. */
function reuseRequest(values) {
    return {
        repo: values.repo,
        commitSha: values['commit-sha'],
        eventName: values['event-name'],
        eventAction: values['event-action'],
        ref: values.ref,
        prNumber: values['pr-number'],
        workflowId: values['workflow-id'],
        fullSweepLabels: commaList(values['full-sweep-label']),
        incompatibleLabels: commaList(values['reuse-incompatible-label']),
        command: values['pinned-run-command'],
        allowedAssociations: commaList(values['allowed-author-associations']),
        requireLabelHistory: values['require-label-history'],
        requireHeadBranchMatch: values['require-head-branch-match'],
        maxRuns: values['max-runs'],
        expiryWarningDays: values['expiry-warning-days']
    };
}
/** The reference's command and allowed author associations, for the checks that only look for the authorization. */
const DEFAULT_REUSE_RULES = {
    command: REUSE_FINDER_COMMAND.options['pinned-run-command'].default,
    allowedAssociations: commaList(REUSE_FINDER_COMMAND.options['allowed-author-associations'].default)
};
const finderOption = REUSE_FINDER_COMMAND.options;
/**
 * `sweepkit merge-with-reuse PR` (the operator path of `utils/merge_with_reuse.sh`): a CLI only,
 * since it merges from the operator's clone.
 */
const MERGE_WITH_REUSE_COMMAND = {
    cli: 'merge-with-reuse',
    description: 'Merge a PR whose green full sweep main should reuse: check it is eligible and has a reusable run, merge the base branch into it (resolving only a perf-changelog.yaml conflict), canonicalize its changelog link, authorize /reuse-sweep-run (an earlier pinned run id is kept), push, wait for check-changelog and every check, then squash-merge. The token (GH_TOKEN or GITHUB_TOKEN) needs contents and pull-requests write; GITHUB_API_URL defaults to https://api.github.com.',
    options: {
        repo: {
            kind: 'string',
            env: 'GITHUB_REPOSITORY',
            metavar: 'OWNER/NAME',
            help: "the repository (default: $GITHUB_REPOSITORY, else read from the remote's URL)"
        },
        remote: { kind: 'string', default: 'origin', metavar: 'REMOTE', help: 'the git remote of the repository' },
        'run-id': {
            kind: 'string',
            metavar: 'RUN_ID',
            help: 'pin this sweep run in the authorization (default: keep the pinned run of an earlier authorization, else the latest reusable run)'
        },
        file: { kind: 'string', default: 'perf-changelog.yaml', metavar: 'PATH', help: 'the changelog, relative to the repository' },
        'policy-file': _options_js__WEBPACK_IMPORTED_MODULE_1__/* .LABEL_GATE_COMMAND */ .b.options['policy-file'],
        'workflow-id': finderOption['workflow-id'],
        'pinned-run-command': finderOption['pinned-run-command'],
        'allowed-author-associations': finderOption['allowed-author-associations'],
        'expiry-warning-days': finderOption['expiry-warning-days'],
        'check-name': { kind: 'string', default: 'check-changelog', metavar: 'NAME', help: 'the check run that must pass on the pushed head before any other' },
        'check-timeout': {
            kind: 'int',
            env: 'CHECK_TIMEOUT_SECONDS',
            default: 900,
            min: 0,
            metavar: 'SECONDS',
            help: 'seconds to wait for that check, and then for the other checks ($CHECK_TIMEOUT_SECONDS when not given)'
        },
        'poll-interval': { kind: 'int', default: 15, min: 0, metavar: 'SECONDS', help: 'seconds between two reads of the checks' },
        'dry-run': {
            kind: 'flag',
            default: false,
            help: 'run every check and the local merge, print what would be posted, pushed and merged, and change nothing (the checkout is restored)'
        }
    }
};
/** The run id to pin: decimal digits, as the authorization command reads them. */
function pinnedRunIdOption(value) {
    if (value === undefined)
        return undefined;
    if (!/^\d+$/.test(value))
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .OptionError */ .eR(`{run-id} must be a workflow run id (digits), got '${value}'`);
    return BigInt(value).toString();
}


/***/ })

};
