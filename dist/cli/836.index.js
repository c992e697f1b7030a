export const id = 836;
export const ids = [836];
export const modules = {

/***/ 6836:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ label_gate)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./packages/common/src/files.ts
var files = __webpack_require__(6416);
// EXTERNAL MODULE: ./packages/common/src/python/json.ts
var json = __webpack_require__(4194);
// EXTERNAL MODULE: ./packages/gating/src/options.ts
var options = __webpack_require__(6208);
// EXTERNAL MODULE: ./packages/gating/src/labels/load-policy.ts + 1 modules
var load_policy = __webpack_require__(5672);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
;// CONCATENATED MODULE: ./packages/gating/src/labels/check-workflow.ts


/** pull_request activity types: lists of these in an expression are not label lists. */
const ACTIVITY_TYPES = new Set([
    'assigned',
    'unassigned',
    'labeled',
    'unlabeled',
    'opened',
    'edited',
    'closed',
    'reopened',
    'synchronize',
    'converted_to_draft',
    'ready_for_review',
    'locked',
    'unlocked',
    'review_requested',
    'review_request_removed',
    'auto_merge_enabled',
    'auto_merge_disabled',
    'milestoned',
    'demilestoned',
    'enqueued',
    'dequeued'
]);
const asList = (value) => (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : undefined);
function difference(found, wanted) {
    const missing = wanted.filter((w) => !found.includes(w));
    const extra = found.filter((f) => !wanted.includes(f));
    return [missing.length ? `missing ${missing.join(', ')}` : '', extra.length ? `extra ${extra.join(', ')}` : ''].filter(Boolean).join('; ');
}
/** The JSON string lists inside `fromJSON('[...]')` calls of an expression. */
function fromJsonLists(expression) {
    const lists = [];
    for (const match of expression.matchAll(/fromJSON\(\s*'(\[[^']*\])'\s*\)/gi)) {
        try {
            const value = JSON.parse(match[1]);
            if (Array.isArray(value))
                lists.push(value.map(String));
        }
        catch {
            // Not JSON: not a list this check can read; the missing-list finding reports it.
        }
    }
    return lists;
}
/**
 * Checks that a sweep workflow's trigger filter and concurrency group agree with the label policy:
 * `on.pull_request.types`/`branches` and `on.push.branches` as the policy's triggers, and the
 * `concurrency.group` expression naming exactly the relevant labels (so a relevant label change
 * cancels the running sweep while other label events cancel nothing). Every disagreement is one
 * error at its line; none means the workflow is consistent.
 */
function checkSweepWorkflow(text, file, policy) {
    const lineCounter = new dist.LineCounter();
    // YAML 1.2 on purpose: GitHub reads `on:` as a key, not as PyYAML's boolean.
    const doc = (0,dist.parseDocument)(text, { lineCounter });
    if (doc.errors.length) {
        const { line, col } = lineCounter.linePos(doc.errors[0].pos[0]);
        throw new errors/* SweepkitError */.R0(`not a valid workflow: ${doc.errors[0].message.split('\n')[0]}`, { location: { file, line, column: col } });
    }
    const at = (path) => {
        for (let cut = path.length; cut >= 0; cut--) {
            const parent = cut > 0 ? doc.getIn(path.slice(0, cut - 1), true) : undefined;
            const pair = (0,dist.isMap)(parent) ? parent.items.find((p) => p.key?.value === path[cut - 1]) : undefined;
            const node = (pair?.key ?? doc.getIn(path.slice(0, cut), true));
            if (node?.range) {
                const { line, col } = lineCounter.linePos(node.range[0]);
                return { file, line, column: col };
            }
        }
        return { file };
    };
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped GitHub JSON (webhook payload, REST reply, workflow YAML) walked field by field; every leaf is checked where read
    const workflow = (doc.toJS() ?? {});
    const findings = [];
    const finding = (path, message) => findings.push(new errors/* SweepkitError */.R0(message, { location: at(path), code: 'workflow-policy' }));
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped GitHub JSON (webhook payload, REST reply, workflow YAML) walked field by field; every leaf is checked where read
    const on = workflow.on;
    const compare = (path, found, wanted) => {
        const list = asList(found);
        if (list === undefined)
            return;
        const diff = difference(list, wanted);
        if (diff)
            finding(path, `${path.join('.')} disagrees with the label policy (${wanted.join(', ')}): ${diff}`);
    };
    if (on && typeof on === 'object' && !Array.isArray(on)) {
        if (on.pull_request) {
            if (on.pull_request.types === undefined)
                finding(['on', 'pull_request'], `on.pull_request has no types: the policy starts the sweep on ${policy.triggers.pullRequest.types.join(', ')} only`);
            compare(['on', 'pull_request', 'types'], on.pull_request.types, policy.triggers.pullRequest.types);
            compare(['on', 'pull_request', 'branches'], on.pull_request.branches, policy.triggers.pullRequest.branches);
        }
        if (on.push)
            compare(['on', 'push', 'branches'], on.push.branches, policy.triggers.push.branches);
    }
    const group = typeof workflow.concurrency === 'string' ? workflow.concurrency : workflow.concurrency?.group;
    const groupPath = typeof workflow.concurrency === 'string' ? ['concurrency'] : ['concurrency', 'group'];
    if (typeof group !== 'string') {
        finding(['concurrency'], 'the workflow has no concurrency group: a new push or relevant label change would not cancel the running sweep');
    }
    else {
        const labelLists = fromJsonLists(group).filter((list) => !list.every((item) => ACTIVITY_TYPES.has(item)));
        if (!group.includes('github.event.label.name') || labelLists.length === 0) {
            finding(groupPath, `concurrency.group does not compare github.event.label.name with the relevant labels (${policy.relevant.join(', ')}): label changes would not cancel the running sweep`);
        }
        for (const list of labelLists) {
            const diff = difference(list, policy.relevant);
            if (diff)
                finding(groupPath, `concurrency.group's label list disagrees with the relevant labels of the policy: ${diff}`);
        }
    }
    if (findings.length === 1)
        throw findings[0];
    if (findings.length > 1)
        throw new errors/* SweepkitErrors */.AK(findings);
}

// EXTERNAL MODULE: ./packages/gating/src/reuse/authorization.ts
var authorization = __webpack_require__(6320);
;// CONCATENATED MODULE: ./packages/gating/src/labels/concurrency.ts
/**
 * The sweep workflow's concurrency group, `sweep-{PR number or sha}-{suffix}`: the suffix is the
 * run id for a pull_request label event whose label is not relevant (so it cancels nothing), else
 * `active` (every push and relevant label change cancels the PR's running sweep). Labels compare
 * case-insensitively, like `contains()` in the workflow expression that must agree with it.
 */
function concurrencyKey(event, policy, run) {
    const number = event.name === 'other' ? event.pullRequestNumber : event.name === 'push' ? undefined : event.number;
    const irrelevantLabelEvent = event.name === 'pull_request' &&
        (event.action === 'labeled' || event.action === 'unlabeled') &&
        !policy.relevant.some((label) => label.toLowerCase() === (event.eventLabel ?? '').toLowerCase());
    return `sweep-${number ?? run.sha}-${irrelevantLabelEvent ? run.runId : 'active'}`;
}

;// CONCATENATED MODULE: ./packages/gating/src/labels/label-key.ts
/**
 * How label names compare: ignoring case by default, as GitHub's `contains()` does in the
 * reference's `if:` expressions, or exactly (its jq/Python parts). One place, so every set agrees.
 */
function labelKey(caseInsensitive = true) {
    return caseInsensitive ? (label) => label.toLowerCase() : (label) => label;
}

// EXTERNAL MODULE: ./packages/gating/src/labels/policy.ts + 1 modules
var labels_policy = __webpack_require__(4646);
;// CONCATENATED MODULE: ./packages/gating/src/labels/decide.ts


/** Why no sweep runs (docs/gating.md §e.2), in the order they are checked; '' when it runs. */
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
const noModifiers = () => Object.fromEntries(labels_policy/* MODIFIER_ROLES */.g.map((role) => [role, false]));
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
    const norm = labelKey(options.caseInsensitiveLabels);
    const set = (labels) => new Set(labels.map(norm));
    const { event } = facts;
    if (event.name === 'other')
        return quiet('not-triggered', '');
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
    // pull_request_target (fork PRs) never starts the sweep workflow; see decideForkDispatch.
    if (event.name !== 'pull_request' || !pullRequest.types.includes(event.action) || !pullRequest.branches.includes(event.baseBranch)) {
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
        modifiers: Object.fromEntries(labels_policy/* MODIFIER_ROLES */.g.map((role) => [role, labels.has(norm(policy.modifiers[role]))])),
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
        ...labels_policy/* MODIFIER_ROLES */.g.map((role) => [role, decision.modifiers[role]]),
        ['skip-reason', decision.skipReason]
    ];
}

;// CONCATENATED MODULE: ./packages/gating/src/labels/event.ts

/** Reads typed fields of the payload; a wrong or missing one is an error naming its JSON path. */
class PayloadReader {
    file;
    root;
    constructor(file, root) {
        this.file = file;
        this.root = root;
    }
    fail(message) {
        throw new errors/* SweepkitError */.R0(`event payload: ${message}`, { location: { file: this.file }, code: 'event-payload' });
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
        throw new errors/* SweepkitError */.R0(`event payload is not valid JSON (${(0,errors/* jsonErrorMessage */.Y_)(error)})`, { location: { file }, code: 'event-payload' });
    }
}
function pullRequestEvent(read, name) {
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
        name,
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
        eventLabel: action === 'labeled' || action === 'unlabeled' ? read.optionalString('label.name') : undefined,
        sender: read.optionalString('sender.login')
    };
}
function pushEvent(read) {
    if (read.get('pull_request') !== undefined)
        read.fail("not a push event: it has a 'pull_request' object");
    return { name: 'push', ref: read.string('ref'), headMessage: read.optionalString('head_commit.message') ?? '' };
}
/** Reads a webhook payload; a payload that is not JSON, or of the wrong shape for its event, is an error. */
function parseGateEvent(eventName, payloadText, file) {
    const root = parseJson(payloadText, file);
    const read = new PayloadReader(file, root);
    if (eventName === 'pull_request' || eventName === 'pull_request_target')
        return pullRequestEvent(read, eventName);
    if (eventName === 'push')
        return pushEvent(read);
    if (root === null || typeof root !== 'object' || Array.isArray(root))
        read.fail('the payload must be a JSON object');
    const integer = (path) => (Number.isInteger(read.get(path)) ? read.get(path) : undefined);
    const pullRequestNumber = integer('pull_request.number');
    const number = pullRequestNumber ?? (read.get('issue.pull_request') !== undefined ? integer('issue.number') : undefined);
    return { name: 'other', eventName, number, pullRequestNumber };
}

;// CONCATENATED MODULE: ./packages/gating/src/labels/fork-dispatch.ts

const WRITE_PERMISSIONS = ['admin', 'maintain', 'write'];
const refuse = (message) => {
    throw new errors/* SweepkitError */.R0(message, { code: 'fork-dispatch' });
};
/**
 * The trusted external dispatch of trusted-external-sweep.yml (pull_request_target, labeled): for a
 * fork PR whose newly applied label is a primary sweep label, checks in order that the labeller may
 * write, the PR is open and ready, still a fork, still at the approved head, carries exactly that
 * primary label, and has a merge commit — each failure is an error with the reference's text.
 * Events it does not concern are no dispatch, with the reason.
 */
async function decideForkDispatch(event, policy, reader) {
    const none = (reason) => ({ dispatch: false, reason, inputs: {} });
    if (event.action !== 'labeled')
        return none(`pull_request_target ${event.action} is not a labeled event`);
    if (!policy.triggers.pullRequest.branches.includes(event.baseBranch))
        return none('the pull request does not target a sweep branch');
    if (!event.fork)
        return none('not a fork pull request: the sweep workflow itself runs it');
    const label = event.eventLabel ?? '';
    if (!policy.primary.includes(label))
        return none('the applied label is not a primary sweep label');
    const actor = event.sender ?? '';
    const permission = await reader.permission(actor);
    if (!WRITE_PERMISSIONS.includes(permission)) {
        refuse(`@${actor} has ${permission} permission; write, maintain, or admin permission is required to authorize external code.`);
    }
    const live = await reader.livePull();
    if (live.state !== 'open' || live.draft)
        refuse('The pull request must be open and ready for review.');
    if (live.headRepo !== '' && live.headRepo.toLowerCase() === live.baseRepo.toLowerCase())
        refuse('Trusted external dispatch is only for fork pull requests.');
    if (live.headSha !== event.headSha) {
        refuse(`The PR advanced from ${event.headSha} to ${live.headSha}; remove and re-add the sweep label to approve the new revision.`);
    }
    const primaries = live.labels.filter((l) => policy.primary.includes(l));
    if (primaries.length !== 1 || primaries[0] !== label)
        refuse(`Expected exactly the newly applied primary sweep label; found ${primaries.join(',')}.`);
    if (!live.mergeCommitSha)
        refuse('GitHub has not produced a merge commit; resolve conflicts and re-add the label.');
    const has = (name) => String(live.labels.includes(name));
    return {
        dispatch: true,
        reason: `fork PR #${event.number ?? '?'} approved at ${live.headSha.slice(0, 12)} with ${label}`,
        inputs: {
            'test-name': `External PR #${event.number ?? ''} @ ${live.headSha.slice(0, 12)}`,
            ref: live.mergeCommitSha,
            'changelog-base-ref': live.baseSha,
            'changelog-head-ref': live.headSha,
            'trim-conc': String(!policy.full.includes(label)),
            'all-evals': has(policy.modifiers['all-evals']),
            'evals-only': has(policy.modifiers['evals-only']),
            'agentx-fast': has(policy.modifiers['agentx-fast']),
            'fail-fast': String(policy.failFast.includes(label)),
            'pr-labels-json': JSON.stringify(live.labels)
        }
    };
}

;// CONCATENATED MODULE: ./packages/gating/src/labels/run-label-gate.ts







function needGitHub(ports, why) {
    if (!ports.github)
        throw new errors/* SweepkitError */.R0(`${why} needs the GitHub API, and no token was given`, { code: 'no-github' });
    return ports.github;
}
function pullRequestRef(event, file) {
    const { owner, repo, number, headSha } = event;
    if (!owner || !repo || number === undefined || headSha === undefined) {
        throw new errors/* SweepkitError */.R0('event payload: the API look-ups need the repository full_name, pull_request.number and pull_request.head.sha', {
            location: { file },
            code: 'event-payload'
        });
    }
    return { owner, repo, number, headSha };
}
/** Reads the event (and, when asked, live labels, the head commit message and the comments) and decides. */
async function runLabelGate(request, ports) {
    const policy = (0,load_policy/* loadLabelPolicy */.f)(ports.files, request.policyFile, request.policyDisplayName);
    const eventFile = request.eventDisplayName ?? request.eventPath;
    const event = parseGateEvent(request.eventName, (0,files/* readTextFile */.G)(ports.files, request.eventPath, eventFile), eventFile);
    let labels = [];
    let headMessage = request.headMessage ?? '';
    let dispatch;
    if (event.name === 'pull_request') {
        labels = request.labelsSource === 'api' ? await needGitHub(ports, 'labels-source api').labels(pullRequestRef(event, eventFile)) : event.labels;
        if (request.headMessage === undefined) {
            headMessage = await needGitHub(ports, 'the skip-marker check').headCommitMessage(pullRequestRef(event, eventFile));
        }
    }
    else if (event.name === 'pull_request_target') {
        labels = event.labels;
        const github = () => needGitHub(ports, 'the fork dispatch checks');
        const pull = () => pullRequestRef(event, eventFile);
        dispatch = await decideForkDispatch(event, policy, {
            permission: (user) => github().permission(pull(), user),
            livePull: () => github().livePull(pull())
        });
    }
    else if (event.name === 'push' && request.headMessage === undefined) {
        headMessage = event.headMessage;
    }
    const decide = (reuseAuthorized) => decideLabelGate({ event, labels, headMessage, reuseAuthorized }, policy, { caseInsensitiveLabels: request.caseInsensitiveLabels });
    let decision = decide(request.reuseAuthorized ?? false);
    let reuse;
    if (request.checkReuseAuthorization && decision.reuseGate && event.name === 'pull_request') {
        const comments = await needGitHub(ports, 'check-reuse-authorization').issueComments(pullRequestRef(event, eventFile));
        reuse = (0,authorization/* findAuthorization */.X)(comments, request.checkReuseAuthorization);
        decision = decide(reuse.authorized);
    }
    const key = concurrencyKey(event, policy, request.run ?? { sha: '', runId: '' });
    return { event, policy, labels, headMessage, decision, reuse, dispatch, concurrencyKey: key };
}

// EXTERNAL MODULE: ./cli/src/options.ts
var src_options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/label-gate.ts




const labelGate = async (argv, io) => {
    const { values } = (0,src_options/* parseCommandArgs */.Q)(options/* LABEL_GATE_COMMAND */.bK, argv, io);
    const policyFile = values['policy-file'];
    const workflow = values['check-workflow'];
    if (workflow !== undefined) {
        const policy = (0,load_policy/* loadLabelPolicy */.f)(io.files, policyFile === undefined ? undefined : (0,external_node_path_.resolve)(io.cwd, policyFile), policyFile);
        checkSweepWorkflow((0,files/* readTextFile */.G)(io.files, (0,external_node_path_.resolve)(io.cwd, workflow), workflow), workflow, policy);
        io.stdout(`${workflow}: the on: filter and the concurrency group agree with the label policy\n`);
        return 0;
    }
    const eventPath = values['event-path'];
    const { decision, policy } = await runLabelGate({
        eventName: values['event-name'],
        eventPath: (0,external_node_path_.resolve)(io.cwd, eventPath),
        eventDisplayName: eventPath,
        policyFile: policyFile === undefined ? undefined : (0,external_node_path_.resolve)(io.cwd, policyFile),
        policyDisplayName: policyFile,
        caseInsensitiveLabels: !values['case-sensitive-labels'],
        reuseAuthorized: values['reuse-authorized'],
        // The CLI never calls the API: a missing message is an empty one.
        headMessage: values['head-message'] ?? ''
    }, { files: io.files });
    io.stdout(`${(0,json/* pyJsonDumps */.dv)(Object.fromEntries(decisionOutputs(decision)))}\n`);
    if (!decision.conflict)
        return 0;
    io.stderr(`${policy.conflictMessage}\n`);
    return 1;
};
/* harmony default export */ const label_gate = (labelGate);


/***/ })

};
