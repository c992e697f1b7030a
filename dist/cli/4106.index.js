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
// EXTERNAL MODULE: ./packages/gating/src/adapters/rest-from-env.ts
var rest_from_env = __webpack_require__(5372);
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
/**
 * d.3 with the verdict's author checked: only marker comments written by one of `verifiers` (logins,
 * case-insensitive; an app by its bot login `<slug>[bot]`) count, the newest of them decides, and
 * if that one was edited after it was posted (by its author or by anyone with write access) it
 * decides nothing but failure. A third party's marker, hidden or not, is ignored.
 */
function verdictStatus(comments, headSha, runUrl, verifiers) {
    const marker = `<!-- codeowner-signoff-verify sha=${headSha} -->`;
    const trusted = new Set(verifiers.map((login) => login.toLowerCase()));
    const latest = comments.filter((c) => trusted.has(c.author.toLowerCase()) && c.body.includes(marker)).at(-1);
    if (!latest)
        return { state: 'failure', description: 'No verification verdict was posted for this commit', targetUrl: runUrl };
    if (wasEdited(latest))
        return { state: 'failure', description: 'The verdict comment was edited after it was posted - not trusted', targetUrl: latest.url };
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
var options = __webpack_require__(599);
// EXTERNAL MODULE: ./cli/src/options.ts
var src_options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/signoff-check.ts






/** The sign-off pre-checks; prints the result as JSON, exit 0 (the `proceed` field carries the verdict). */
const signoffCheck = async (argv, io) => {
    const { values } = (0,src_options/* parseCommandArgs */.Q)(SIGNOFF_CHECK_COMMAND, argv, io);
    const read = (path) => (0,files/* readTextFile */.G)(io.files, (0,external_node_path_.resolve)(io.cwd, path), path);
    const payload = parsePayloadObject(read(values['event-path']), values['event-path']);
    const client = (0,rest_from_env/* restClientFromEnv */.p)(io.env, values.repo);
    const result = await runSignoffCheck({
        eventName: values['event-name'],
        payload,
        commentUrl: values['comment-url'] ?? '',
        codeowners: read(values['codeowners-file']),
        checklistTemplate: read(values['checklist-file']),
        reuse: options/* DEFAULT_REUSE_RULES */.l0,
        repo: values.repo
    }, restSignoffGitHub(client));
    io.stdout(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
};
/* harmony default export */ const signoff_check = (signoffCheck);


/***/ }),

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


/***/ })

};
