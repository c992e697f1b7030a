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
    const reuse = (0,reuse_github/* restReuseGitHub */.qh)(client);
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
            return (await collect(client.pages(`/commits/${sha}/check-runs`, {}, 'check_runs'))).map((r) => ({
                name: str(r.name),
                status: str(r.status),
                conclusion: typeof r.conclusion === 'string' ? r.conclusion : null
            }));
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
    description: 'Publish the codeowner-signoff-verify commit status from the newest verdict comment for the pinned head SHA.',
    options: {
        repo: { kind: 'string', required: true, env: 'GITHUB_REPOSITORY', metavar: 'OWNER/NAME', help: 'the repository' },
        'pr-number': { kind: 'int', required: true, min: 1, help: "the pull request (signoff-check's pr-number)" },
        'head-sha': { kind: 'string', required: true, help: "the pinned head SHA (signoff-check's head-sha)" },
        'github-token': { kind: 'string', only: 'action', runnerDefault: '${{ github.token }}', help: 'token for the API (issues read, statuses write)' }
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

/***/ 1827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ restClientFromEnv)
/* harmony export */ });
/* unused harmony export createRestClient */
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);
/* harmony import */ var _reuse_options_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(599);


const PER_PAGE = 100;
class HttpFailure extends Error {
    status;
    body;
    headers;
    constructor(status, body, headers) {
        super(`HTTP ${status}`);
        this.status = status;
        this.body = body;
        this.headers = headers;
    }
}
/** The waiting time GitHub asks for, or undefined when retrying would not help. */
function rateLimitWait(failure) {
    if (failure.status !== 403 && failure.status !== 429)
        return undefined;
    const retryAfter = failure.headers.get('retry-after');
    if (retryAfter !== null && /^\d+$/.test(retryAfter.trim()))
        return Number(retryAfter) * 1000;
    return undefined;
}
const oneLine = (text) => {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > 300 ? `${flat.slice(0, 300)}…` : flat;
};
function nextLink(link) {
    for (const part of (link ?? '').split(',')) {
        const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part);
        if (match)
            return match[1];
    }
    return undefined;
}
function createRestClient(options) {
    const doFetch = options.fetch ?? fetch;
    const sleep = options.sleep ?? ((ms) => new Promise((done) => setTimeout(done, ms)));
    const retries = options.retries ?? 2;
    const maxWaitMs = options.maxWaitMs ?? 30_000;
    const baseDelayMs = options.baseDelayMs ?? 300;
    const base = options.baseUrl.replace(/\/+$/, '');
    const repoPath = `/repos/${options.repo}`;
    const urlOf = (path, query = {}) => {
        const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
        return `${base}${repoPath}${path}${search ? `?${search}` : ''}`;
    };
    async function once(url, method, body) {
        const response = await doFetch(url, {
            method,
            headers: {
                Accept: 'application/vnd.github+json',
                Authorization: `Bearer ${options.token}`,
                'X-GitHub-Api-Version': '2022-11-28',
                'User-Agent': 'sweepkit',
                ...(body === undefined ? {} : { 'Content-Type': 'application/json' })
            },
            body: body === undefined ? undefined : JSON.stringify(body)
        });
        const text = await response.text();
        if (!response.ok)
            throw new HttpFailure(response.status, text, response.headers);
        try {
            return { data: text === '' ? null : JSON.parse(text), headers: response.headers };
        }
        catch {
            throw new HttpFailure(response.status, `invalid JSON: ${text}`, response.headers);
        }
    }
    async function request(path, url, method = 'GET', body) {
        for (let attempt = 0;; attempt++) {
            try {
                return await once(url, method, body);
            }
            catch (error) {
                const last = attempt >= retries || method !== 'GET';
                if (error instanceof HttpFailure) {
                    const wait = rateLimitWait(error);
                    const retryable = wait !== undefined ? wait <= maxWaitMs : error.status >= 500;
                    if (last || !retryable) {
                        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(`GitHub API ${path} failed: HTTP ${error.status}: ${oneLine(error.body)}`, { code: 'github-api' });
                    }
                    await sleep(wait ?? baseDelayMs * 2 ** attempt);
                }
                else {
                    if (last)
                        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(`GitHub API ${path} failed: ${error.message}`, { code: 'github-api' });
                    await sleep(baseDelayMs * 2 ** attempt);
                }
            }
        }
    }
    return {
        repo: options.repo,
        async get(path, query) {
            return (await request(path, urlOf(path, query))).data;
        },
        async post(path, body) {
            return (await request(path, urlOf(path), 'POST', body)).data;
        },
        async put(path, body) {
            return (await request(path, urlOf(path), 'PUT', body)).data;
        },
        async delete(path) {
            await request(path, urlOf(path), 'DELETE');
        },
        async *pages(path, query = {}, itemKey) {
            let url = urlOf(path, { ...query, per_page: PER_PAGE });
            for (let page = 1; url !== undefined; page++) {
                const { data, headers } = await request(path, url);
                const items = itemKey === undefined ? data : data?.[itemKey];
                if (!Array.isArray(items))
                    return;
                yield* items;
                const link = headers.get('link');
                // Follow GitHub's Link header; a server without one is read until a short page.
                url = link !== null ? nextLink(link) : items.length < PER_PAGE ? undefined : urlOf(path, { ...query, per_page: PER_PAGE, page: page + 1 });
            }
        }
    };
}
/**
 * The client every edge builds the same way: the API base from `GITHUB_API_URL` (as on a runner),
 * the token from the given input or `GH_TOKEN`/`GITHUB_TOKEN`.
 */
function restClientFromEnv(env, repo, givenToken) {
    return createRestClient({ token: (0,_reuse_options_js__WEBPACK_IMPORTED_MODULE_1__/* .githubToken */ .bU)(env, givenToken), baseUrl: env.GITHUB_API_URL || 'https://api.github.com', repo });
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
                expired: a.expired === true
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
/* harmony export */   bU: () => (/* binding */ githubToken),
/* harmony export */   l0: () => (/* binding */ DEFAULT_REUSE_RULES),
/* harmony export */   od: () => (/* binding */ commaList)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6713);
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
        'extra-outputs': {
            kind: 'flag',
            only: 'cli',
            help: 'also write authorization-comment-url, pinned-run-id and commits-after-source (the action always does)'
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
        maxRuns: values['max-runs']
    };
}
/** The token as the reference reads it: GH_TOKEN, else GITHUB_TOKEN (an empty one counts as unset). */
function githubToken(env, given) {
    const token = given || env.GH_TOKEN || env.GITHUB_TOKEN;
    if (!token)
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0('GH_TOKEN or GITHUB_TOKEN is required', { code: 'no-token' });
    return token;
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
        'policy-file': _options_js__WEBPACK_IMPORTED_MODULE_1__/* .LABEL_GATE_COMMAND */ .bK.options['policy-file'],
        'workflow-id': finderOption['workflow-id'],
        'pinned-run-command': finderOption['pinned-run-command'],
        'allowed-author-associations': finderOption['allowed-author-associations'],
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
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .OptionError */ .eR(`{run-id} must be a workflow run id (digits), got '${value}'`);
    return BigInt(value).toString();
}


/***/ })

};
