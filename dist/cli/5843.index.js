export const id = 5843;
export const ids = [5843];
export const modules = {

/***/ 5843:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4194);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9696);
/* harmony import */ var _packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5372);
/* harmony import */ var _packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5151);
/* harmony import */ var _packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(599);
/* harmony import */ var _packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6034);
/* harmony import */ var _file_command_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(970);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6132);








/**
 * Drop-in for `utils/find_reusable_sweep_run.py`: outputs appended to $GITHUB_OUTPUT (one write,
 * after everything is known) and printed as JSON; any failure is `error: {message}`, exit 1, and
 * adds nothing to the output file.
 */
const findReusableSweepRunCommand = async (argv, io) => {
    const { values } = (0,_options_js__WEBPACK_IMPORTED_MODULE_2__/* .parseCommandArgs */ .Q)(_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .REUSE_FINDER_COMMAND */ .aJ, argv, io);
    try {
        const client = (0,_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .restClientFromEnv */ .p)(io.env, values.repo);
        const { outputs, extras } = await (0,_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .findReusableSweepRun */ .Wv)((0,_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .reuseRequest */ .Eb)(values), (0,_packages_gating_src_index_js__WEBPACK_IMPORTED_MODULE_6__/* .restReuseGitHub */ .qh)(client));
        const all = values['extra-outputs'] ? { ...outputs, ...extras } : { ...outputs };
        if (values['github-output'])
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, values['github-output']), (0,_file_command_js__WEBPACK_IMPORTED_MODULE_7__/* .fileCommandLines */ .p)(all));
        io.stdout(`${(0,_packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_8__/* .pyJsonDumps */ .dv)(all, { indent: 2 })}\n`);
        return 0;
    }
    catch (error) {
        if (!(error instanceof _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_9__/* .SweepkitError */ .R0))
            throw error;
        io.stderr(`error: ${error.message}\n`);
        return 1;
    }
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (findReusableSweepRunCommand);


/***/ }),

/***/ 970:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ fileCommandLines)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9696);


/** Characters that end a line for the runner or for a reader of its files. */
const LINE_BREAK = /[\r\n\u2028\u2029]/;
/** Variable and output names: no `=`, `<<`, space or line break can hide in one. */
const NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/;
/**
 * Lines for the runner's file commands (`>> $GITHUB_ENV`, `>> $GITHUB_OUTPUT`): `NAME=value`, or,
 * when a value holds a line break (CR, LF, U+2028, U+2029), the runner's heredoc form with a
 * random delimiter the value does not contain, so no value can start a line of its own. A name
 * that is not a name (letters, digits, `_`, `-`), or a value with NUL (no environment variable can hold it), is refused.
 */
function fileCommandLines(values) {
    return Object.entries(values)
        .map(([name, value]) => {
        if (!NAME.test(name))
            throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SweepkitError */ .R0(`cannot write ${JSON.stringify(name)} as a file command: not a variable name`, { code: 'file-command' });
        if (value.includes('\0'))
            throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SweepkitError */ .R0(`cannot write ${name} as a file command: its value holds a NUL character`, { code: 'file-command' });
        if (!LINE_BREAK.test(value))
            return `${name}=${value}\n`;
        let delimiter;
        do
            delimiter = `ghadelimiter_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}`;
        while (value.includes(delimiter));
        return `${name}<<${delimiter}\n${value}\n${delimiter}\n`;
    })
        .join('');
}


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


/***/ }),

/***/ 6034:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H_: () => (/* binding */ ReuseFinder),
/* harmony export */   Wv: () => (/* binding */ findReusableSweepRun)
/* harmony export */ });
/* unused harmony exports expectedWorkflowPath, labelsAt */
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2282);
/* harmony import */ var _authorization_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6320);


const ALLOWED_PINNED = ['success', 'failure', 'cancelled'];
const fail = (message) => {
    throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(message, { code: 'reuse' });
};
function result(outputs, extras = {}) {
    return {
        outputs: {
            'reuse-enabled': 'false',
            'skip-pr-sweep': 'false',
            'reuse-source-run-id': '',
            'reuse-source-run-attempt': '',
            'reuse-source-run-url': '',
            'reuse-source-pr-number': '',
            'reuse-source-head-sha': '',
            ...outputs
        },
        extras: { 'authorization-comment-url': '', 'pinned-run-id': '', 'commits-after-source': '', ...extras }
    };
}
const authExtras = (auth) => ({
    'authorization-comment-url': auth.comment?.url ?? '',
    'pinned-run-id': auth.pinnedRunId ?? ''
});
const isReusableArtifact = (artifact) => !artifact.expired && (artifact.name === 'results_bmk' || artifact.name === 'eval_results_all' || artifact.name.startsWith('bmk_agentic_'));
/** `.github/workflows/{id}` unless the id already is a path below `.github/`. */
const expectedWorkflowPath = (workflowId) => (workflowId.startsWith('.github/') ? workflowId : `.github/workflows/${workflowId}`);
/** The labels on the PR when `at` happened, replayed from labeled/unlabeled events. */
function labelsAt(events, at) {
    const labels = new Set();
    const ordered = [...events].sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
    for (const event of ordered) {
        if (event.createdAt > at)
            break;
        if (event.action === 'labeled')
            labels.add(event.label);
        else
            labels.delete(event.label);
    }
    return labels;
}
/** Finds whether (and which) earlier PR sweep run a workflow may reuse instead of sweeping again. */
class ReuseFinder {
    request;
    github;
    memo = new Map();
    constructor(request, github) {
        this.request = request;
        this.github = github;
    }
    /** Each API answer is read once per run of the finder. */
    once(key, load) {
        let value = this.memo.get(key);
        if (!value)
            this.memo.set(key, (value = load()));
        return value;
    }
    commits(pr) {
        return this.once(`commits:${pr}`, () => this.github.pullCommits(pr));
    }
    artifacts(runId) {
        return this.once(`artifacts:${runId}`, () => this.github.runArtifacts(runId));
    }
    labelEvents(pr) {
        return this.once(`labels:${pr}`, () => this.github.labelEvents(pr));
    }
    async authorization(pr) {
        const comments = await this.github.issueComments(pr);
        return (0,_authorization_js__WEBPACK_IMPORTED_MODULE_1__/* .findAuthorization */ .X)(comments, { command: this.request.command, allowedAssociations: this.request.allowedAssociations });
    }
    async find() {
        const { eventName, eventAction, ref, command } = this.request;
        if (eventName === 'pull_request') {
            if (eventAction !== 'synchronize')
                return result({ 'reuse-reason': `pull_request action ${eventAction || 'unknown'} is not synchronize` });
            const pr = this.request.prNumber ?? fail('--pr-number is required for pull_request synchronize');
            const auth = await this.authorization(pr);
            return result({
                'skip-pr-sweep': String(auth.authorized),
                'reuse-source-pr-number': String(pr),
                'reuse-reason': `PR #${pr} has ${auth.authorized ? '' : 'no '}${command} authorization`
            }, authExtras(auth));
        }
        if (eventName !== 'push' || ref !== 'refs/heads/main')
            return result({ 'reuse-reason': 'not a push to main' });
        return this.postMerge();
    }
    async postMerge() {
        const { commitSha, command } = this.request;
        const pulls = await this.github.pullsForCommit(commitSha);
        if (pulls.length === 0)
            return result({ 'reuse-reason': 'no associated pull request' });
        if (pulls.length > 1) {
            const authorized = [];
            for (const pr of pulls)
                if ((await this.authorization(pr)).authorized)
                    authorized.push(pr);
            if (authorized.length) {
                fail(`Commit ${commitSha} maps to multiple PRs (${pulls.join(', ')}); found reuse authorization on ${authorized.map((n) => `#${n}`).join(', ')}; refusing to reuse artifacts.`);
            }
            return result({ 'reuse-reason': 'multiple associated pull requests' });
        }
        const pr = pulls[0];
        const auth = await this.authorization(pr);
        if (!auth.authorized)
            return result({ 'reuse-source-pr-number': String(pr), 'reuse-reason': `PR #${pr} has no ${command} authorization` }, authExtras(auth));
        const pull = await this.github.pull(pr);
        this.checkLiveLabels(pr, pull.labels);
        if (!pull.mergedAt)
            fail(`PR #${pr} is not marked as merged.`);
        const { run, reason } = await this.sourceRun(pr, pull.headRef, auth.pinnedRunId);
        const commits = await this.commits(pr);
        return result({
            'reuse-enabled': 'true',
            'reuse-source-run-id': run.id,
            'reuse-source-run-attempt': run.runAttempt || '1',
            'reuse-source-run-url': run.htmlUrl || `https://github.com/${this.request.repo}/actions/runs/${run.id}`,
            'reuse-source-pr-number': String(pr),
            'reuse-source-head-sha': run.headSha,
            'reuse-reason': reason
        }, { ...authExtras(auth), 'commits-after-source': String(commits.length - 1 - commits.lastIndexOf(run.headSha)) });
    }
    /**
     * The PR run whose artifacts a post-merge push would reuse (the pinned one, else the newest
     * eligible one), validated; `notFound` words the failure of the latest-run search.
     */
    async sourceRun(pr, headRef, pinnedRunId, notFound) {
        let run;
        let reason;
        if (pinnedRunId !== undefined) {
            run = await this.github.workflowRun(pinnedRunId);
            reason = `PR #${pr} approved reusable full sweep from pinned run ${pinnedRunId}`;
            if (this.request.requireHeadBranchMatch && run.headBranch !== headRef) {
                fail(`Reusable source run ${run.id || pinnedRunId} is on branch ${(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .pyStrRepr */ .ow)(run.headBranch)}, not on the PR head branch ${(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .pyStrRepr */ .ow)(headRef)}.`);
            }
        }
        else {
            run = await this.latestRun(pr, headRef, notFound);
            reason = `PR #${pr} approved reusable full sweep from latest run on ${run.headSha}`;
        }
        await this.validate(run, pr, pinnedRunId);
        return { run, reason };
    }
    checkLiveLabels(pr, labels) {
        const { command, fullSweepLabels, incompatibleLabels } = this.request;
        const incompatible = [...new Set(labels.filter((l) => incompatibleLabels.includes(l)))].sort();
        if (incompatible.length)
            fail(`PR #${pr} has ${command} authorization but uses reuse-incompatible label(s): ${incompatible.join(', ')}.`);
        if (!labels.some((l) => fullSweepLabels.includes(l))) {
            fail(`PR #${pr} has ${command} authorization but is missing any of: ${[...new Set(fullSweepLabels)].sort().join(', ')}.`);
        }
    }
    /** With require-label-history: the labels of the PR when the run was created allowed a full, reusable sweep. */
    async labelsAllowed(pr, run) {
        if (!this.request.requireLabelHistory)
            return undefined;
        const active = labelsAt(await this.labelEvents(pr), run.createdAt);
        const ok = [...active].some((l) => this.request.fullSweepLabels.includes(l)) && ![...active].some((l) => this.request.incompatibleLabels.includes(l));
        return ok ? undefined : active;
    }
    async hasReusableArtifact(run) {
        return (await this.artifacts(run.id)).some(isReusableArtifact);
    }
    /** The newest green run on a PR commit with result artifacts; runs are read lazily, newest first. */
    async latestRun(pr, headRef, notFound) {
        const { workflowId, command, maxRuns } = this.request;
        const commits = await this.commits(pr);
        if (commits.length === 0)
            fail(`PR #${pr} has no commits.`);
        const shas = new Set(commits);
        let seen = 0;
        for await (const run of this.github.workflowRuns(workflowId, headRef)) {
            if (maxRuns !== undefined && seen++ >= maxRuns)
                break;
            if (run.conclusion !== 'success' || !shas.has(run.headSha))
                continue;
            if ((await this.labelsAllowed(pr, run)) !== undefined)
                continue;
            if (await this.hasReusableArtifact(run))
                return run;
        }
        if (notFound)
            return fail(notFound(commits.length));
        return fail(`PR #${pr} has ${command} authorization but no successful ${workflowId} pull_request run was found for any of its ${commits.length} commit(s); pin a specific run with \`${command} <run_id>\`.`);
    }
    /** The checks every source run passes, pinned or found (fail closed). */
    async validate(run, pr, pinnedRunId) {
        const id = run.id || pinnedRunId;
        const pinned = pinnedRunId !== undefined;
        if (run.event !== 'pull_request')
            fail(`Reusable source run ${id} is not a pull_request run.`);
        if (run.status !== 'completed')
            fail(`Reusable source run ${id} is not completed.`);
        if (!(pinned ? ALLOWED_PINNED : ['success']).includes(run.conclusion ?? '')) {
            fail(`Reusable source run ${id} has conclusion ${run.conclusion === null ? 'None' : (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .pyStrRepr */ .ow)(run.conclusion)}; expected ${pinned ? 'success, failure, or cancelled' : 'success'}.`);
        }
        const expectedPath = expectedWorkflowPath(this.request.workflowId);
        if (run.path && run.path !== expectedPath)
            fail(`Reusable source run ${id} is from ${run.path}, expected ${expectedPath}.`);
        if (!run.headSha)
            fail(`Reusable source run ${id} has no head_sha.`);
        if (!(await this.commits(pr)).includes(run.headSha)) {
            fail(`Reusable source run ${id} head ${run.headSha} is not in PR #${pr}'s commit list; pin a run whose commit is still part of the PR.`);
        }
        const labels = await this.labelsAllowed(pr, run);
        if (labels !== undefined) {
            fail(`Reusable source run ${id} was created while PR #${pr} had the labels [${[...labels].sort().join(', ')}]; reuse needs a run made with a full-sweep label and no reuse-incompatible label.`);
        }
        if (!(await this.hasReusableArtifact(run)))
            fail(`Reusable source run ${id} has no benchmark, eval, or agentic result artifact.`);
    }
}
function findReusableSweepRun(request, github) {
    return new ReuseFinder(request, github).find();
}


/***/ })

};
