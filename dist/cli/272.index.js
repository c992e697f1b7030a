export const id = 272;
export const ids = [272];
export const modules = {

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

/***/ 7042:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Az: () => (/* binding */ runLabel),
/* harmony export */   Un: () => (/* binding */ expiredError),
/* harmony export */   _2: () => (/* binding */ artifactExpiry),
/* harmony export */   iD: () => (/* binding */ expiryWarning)
/* harmony export */ });
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * The retention verdict over a run's artifacts at `nowMs`: artifacts GitHub flags as expired win
 * (an error); else the earliest `expiresAt` warns when it is at most `warningDays` away (exactly
 * `warningDays` warns; a date already past but not yet flagged warns with 0 days).
 */
function artifactExpiry(artifacts, nowMs, warningDays) {
    const expired = artifacts.filter((artifact) => artifact.expired).map((artifact) => artifact.name);
    if (expired.length)
        return { kind: 'expired', names: [...new Set(expired)].sort() };
    const dated = artifacts.map((artifact) => ({ artifact, at: Date.parse(artifact.expiresAt) })).filter(({ at }) => !Number.isNaN(at));
    if (dated.length === 0)
        return { kind: 'unknown' };
    const first = dated.reduce((a, b) => (b.at < a.at ? b : a));
    const left = first.at - nowMs;
    if (left > warningDays * DAY_MS)
        return { kind: 'ok', earliest: first.artifact.expiresAt };
    return { kind: 'soon', earliest: first.artifact.expiresAt, name: first.artifact.name, days: Math.max(0, Math.floor(left / DAY_MS)) };
}
/** `run 123 attempt 2`: how every message names a reused run. */
const runLabel = (run) => `run ${run.id} attempt ${run.runAttempt || '1'}`;
/** The one-line warning for a `soon` verdict, naming the run, its attempt and the date. */
function expiryWarning(run, expiry) {
    if (expiry.kind !== 'soon')
        return undefined;
    const left = expiry.days === 0 ? 'in less than a day' : `in ${expiry.days} day${expiry.days === 1 ? '' : 's'}`;
    return `The artifacts of reused ${runLabel(run)} expire ${left} (${expiry.name} on ${expiry.earliest}); merge and ingest before then or re-run the sweep.`;
}
/** The one-line error for an `expired` verdict, naming the artifacts. */
function expiredError(run, expiry) {
    if (expiry.kind !== 'expired')
        return undefined;
    return `Reusable source ${runLabel(run)} has expired artifact(s): ${expiry.names.join(', ')}; re-run the sweep or pin a newer run.`;
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
/* harmony import */ var _expiry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7042);



const DEFAULT_EXPIRY_WARNING_DAYS = 7;
const ALLOWED_PINNED = ['success', 'failure', 'cancelled'];
const fail = (message) => {
    throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(message, { code: 'reuse' });
};
function result(outputs, extras = {}, warnings = []) {
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
        extras: { 'authorization-comment-url': '', 'pinned-run-id': '', 'commits-after-source': '', 'artifacts-expire-at': '', ...extras },
        warnings
    };
}
const authExtras = (auth) => ({
    'authorization-comment-url': auth.comment?.url ?? '',
    'pinned-run-id': auth.pinnedRunId ?? ''
});
const isResultArtifact = (artifact) => artifact.name === 'results_bmk' || artifact.name === 'eval_results_all' || artifact.name.startsWith('bmk_agentic_');
const isReusableArtifact = (artifact) => !artifact.expired && isResultArtifact(artifact);
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
    clock;
    memo = new Map();
    constructor(request, github, clock) {
        this.request = request;
        this.github = github;
        this.clock = clock;
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
        const { run, reason, expiry, warning } = await this.sourceRun(pr, pull.headRef, auth.pinnedRunId);
        const commits = await this.commits(pr);
        return result({
            'reuse-enabled': 'true',
            'reuse-source-run-id': run.id,
            'reuse-source-run-attempt': run.runAttempt || '1',
            'reuse-source-run-url': run.htmlUrl || `https://github.com/${this.request.repo}/actions/runs/${run.id}`,
            'reuse-source-pr-number': String(pr),
            'reuse-source-head-sha': run.headSha,
            'reuse-reason': reason
        }, {
            ...authExtras(auth),
            'commits-after-source': String(commits.length - 1 - commits.lastIndexOf(run.headSha)),
            'artifacts-expire-at': expiry.kind === 'ok' || expiry.kind === 'soon' ? expiry.earliest : ''
        }, warning === undefined ? [] : [warning]);
    }
    /**
     * The PR run whose artifacts a post-merge push would reuse (the pinned one, else the newest
     * eligible one), validated; `notFound` words the failure of the latest-run search. Result
     * artifacts GitHub flags expired fail it; `warning` says when the rest expire soon.
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
        const results = (await this.artifacts(run.id)).filter(isResultArtifact);
        const expiry = (0,_expiry_js__WEBPACK_IMPORTED_MODULE_3__/* .artifactExpiry */ ._2)(results, this.clock.now(), this.request.expiryWarningDays ?? DEFAULT_EXPIRY_WARNING_DAYS);
        const expired = (0,_expiry_js__WEBPACK_IMPORTED_MODULE_3__/* .expiredError */ .Un)(run, expiry);
        if (expired !== undefined)
            fail(expired);
        return { run, reason, expiry, warning: (0,_expiry_js__WEBPACK_IMPORTED_MODULE_3__/* .expiryWarning */ .iD)(run, expiry) };
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
function findReusableSweepRun(request, github, clock) {
    return new ReuseFinder(request, github, clock).find();
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
