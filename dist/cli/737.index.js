export const id = 737;
export const ids = [737];
export const modules = {

/***/ 4737:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cN: () => (/* reexport */ checkSweepWorkflow),
  NT: () => (/* reexport */ decisionOutputs),
  fs: () => (/* reexport */ loadLabelPolicy),
  xn: () => (/* reexport */ runLabelGate)
});

// UNUSED EXPORTS: MODIFIER_ROLES, SKIP_REASONS, concurrencyKey, decideForkDispatch, decideLabelGate, explainDecision, labelKey, labelRoles, parseGateEvent, parseLabelPolicy

;// CONCATENATED MODULE: ./packages/gating/src/labels/label-key.ts
/**
 * How label names compare: exactly by default (the jq/Python/JS parts of the reference), or
 * ignoring case (what GitHub's `if:` expressions do). One place, so every set agrees.
 */
function label_key_labelKey(caseInsensitive = false) {
    return caseInsensitive ? (label) => label.toLowerCase() : (label) => label;
}

// EXTERNAL MODULE: ./node_modules/ajv/dist/2020.js
var _2020 = __webpack_require__(2210);
// EXTERNAL MODULE: ./packages/common/src/index.ts + 9 modules
var src = __webpack_require__(6907);
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
        throw new src/* SweepkitError */.R0(`event payload is not valid JSON (${error.message})`, { location: { file }, code: 'event-payload' });
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
const eventText = (event) => {
    const pr = event.name !== 'push' && event.number !== undefined ? ` (#${event.number})` : '';
    if (event.name === 'push')
        return `push to ${event.ref}`;
    if (event.name === 'other')
        return `${event.eventName}${pr}`;
    return `${event.name} ${event.action}${pr}`;
};
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
function labelRoles(label, policy, caseInsensitive = false) {
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

;// CONCATENATED MODULE: ./packages/gating/src/labels/bundled-policy.ts
// GENERATED from packages/gating/policy/default-policy.yaml (the file to edit); a unit test keeps the
// two in sync and rewrites this file when run with UPDATE_BUNDLED_POLICY=1. Inlined as text so the
// ncc bundles carry the default policy without reading files next to them.
const BUNDLED_POLICY_FILE = 'packages/gating/policy/default-policy.yaml';
const BUNDLED_POLICY_YAML = `# Sweepkit label policy: which pull-request labels steer the benchmark sweep, and when the sweep
# workflow reacts at all. Every label list lives here once (gating.md §0); a repository can pass
# its own file to label-gate (\`policy-file\`). Schema: schemas/label-policy.schema.json.
#
# Labels are compared exactly (case-sensitive) unless \`case-insensitive-labels\` is set.
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

;// CONCATENATED MODULE: ./packages/gating/src/labels/fork-dispatch.ts

const WRITE_PERMISSIONS = ['admin', 'maintain', 'write'];
const refuse = (message) => {
    throw new src/* SweepkitError */.R0(message, { code: 'fork-dispatch' });
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
/** Reads the event (and, when asked, live labels, the head commit message and the comments) and decides. */
async function runLabelGate(request, ports) {
    const policy = loadLabelPolicy(ports.files, request.policyFile, request.policyDisplayName);
    const eventFile = request.eventDisplayName ?? request.eventPath;
    const event = parseGateEvent(request.eventName, (0,src/* readTextFile */.Gu)(ports.files, request.eventPath, eventFile), eventFile);
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

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./packages/gating/src/labels/check-workflow.ts


/** pull_request activity types: lists of these in an expression are not label lists. */
const ACTIVITY_TYPES = new Set(['assigned', 'unassigned', 'labeled', 'unlabeled', 'opened', 'edited', 'closed', 'reopened', 'synchronize', 'converted_to_draft', 'ready_for_review', 'locked', 'unlocked', 'review_requested', 'review_request_removed', 'auto_merge_enabled', 'auto_merge_disabled', 'milestoned', 'demilestoned', 'enqueued', 'dequeued']);
const asList = (value) => Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : undefined;
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
    const lineCounter = new dist/* LineCounter */.HN();
    // YAML 1.2 on purpose: GitHub reads `on:` as a key, not as PyYAML's boolean.
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter });
    if (doc.errors.length) {
        const { line, col } = lineCounter.linePos(doc.errors[0].pos[0]);
        throw new src/* SweepkitError */.R0(`not a valid workflow: ${doc.errors[0].message.split('\n')[0]}`, { location: { file, line, column: col } });
    }
    const at = (path) => {
        for (let cut = path.length; cut >= 0; cut--) {
            const parent = cut > 0 ? doc.getIn(path.slice(0, cut - 1), true) : undefined;
            const pair = (0,dist/* isMap */.jh)(parent) ? parent.items.find((p) => p.key?.value === path[cut - 1]) : undefined;
            const node = (pair?.key ?? doc.getIn(path.slice(0, cut), true));
            if (node?.range) {
                const { line, col } = lineCounter.linePos(node.range[0]);
                return { file, line, column: col };
            }
        }
        return { file };
    };
    const workflow = (doc.toJS() ?? {});
    const findings = [];
    const finding = (path, message) => findings.push(new src/* SweepkitError */.R0(message, { location: at(path), code: 'workflow-policy' }));
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
        throw new src/* SweepkitErrors */.AK(findings);
}

;// CONCATENATED MODULE: ./packages/gating/src/labels/index.ts












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
