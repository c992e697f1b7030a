export const id = 673;
export const ids = [673];
export const modules = {

/***/ 6132:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ parseCommandArgs)
/* harmony export */ });
/* unused harmony export parserSpec */
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4078);
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
        throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${prog}: error: the following arguments are required: ${command.subcommand.option}`);
    if (!names.includes(word)) {
        throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${prog}: error: argument ${command.subcommand.option}: invalid choice: '${word}' (choose from ${names.map((n) => `'${n}'`).join(', ')})`);
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
            throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${spec.prog}: error: ${error.message}`);
        throw error;
    }
}


/***/ }),

/***/ 5394:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  LS: () => (/* reexport */ CONFIG_LINT_COMMAND),
  l0: () => (/* reexport */ DEFAULT_REUSE_RULES),
  bK: () => (/* reexport */ LABEL_GATE_COMMAND),
  aJ: () => (/* reexport */ REUSE_FINDER_COMMAND),
  eS: () => (/* reexport */ SIGNOFF_CHECK_COMMAND),
  GG: () => (/* reexport */ VALIDATE_CHANGELOG_COMMAND),
  cN: () => (/* reexport */ checkSweepWorkflow),
  NT: () => (/* reexport */ decisionOutputs),
  Wv: () => (/* reexport */ findReusableSweepRun),
  bU: () => (/* reexport */ githubToken),
  fs: () => (/* reexport */ loadLabelPolicy),
  VM: () => (/* reexport */ parsePayloadObject),
  Eb: () => (/* reexport */ reuseRequest),
  xn: () => (/* reexport */ runLabelGate),
  kF: () => (/* reexport */ runSignoffCheck)
});

// UNUSED EXPORTS: CHANGELOG_MODES, DEFAULT_LINK_POLICY, MODIFIER_ROLES, ReuseFinder, SIGNOFF_PHRASE, SIGNOFF_STATUS_COMMAND, SKIP_REASONS, VERDICT_CONTEXT, acceptedMessage, applyBaseline, baselineJson, canonicalizeChangelog, changedConfigKeys, changelogEventDefaults, checkChecklist, checkCodeowners, checkGreenSweep, checkOwnership, checkReuseCommand, checkStrictChangelog, codeownersRegex, commaList, concurrencyKey, decideForkDispatch, decideLabelGate, expectedWorkflowPath, explainDecision, findAuthorization, findingsJson, gateFindings, labelKey, labelRoles, labelTypoHint, labelsAt, linkPolicy, lintConfigs, ownerRule, parseBaseline, parseCodeowners, parseCommentUrl, parseGateEvent, parseLabelPolicy, resolveChangelogConflict, signoffSource, templateItems, validateChangelog, verdictOutputs, verdictStatus

;// CONCATENATED MODULE: ./packages/gating/src/labels/label-key.ts
/**
 * How label names compare: ignoring case by default, as GitHub's `contains()` does in the
 * reference's `if:` expressions, or exactly (its jq/Python parts). One place, so every set agrees.
 */
function label_key_labelKey(caseInsensitive = true) {
    return caseInsensitive ? (label) => label.toLowerCase() : (label) => label;
}

// EXTERNAL MODULE: ./node_modules/ajv/dist/2020.js
var _2020 = __webpack_require__(2210);
// EXTERNAL MODULE: ./packages/common/src/index.ts + 10 modules
var src = __webpack_require__(4078);
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
        throw new src/* SweepkitError */.R0(`event payload is not valid JSON (${(0,src/* jsonErrorMessage */.Y_)(error)})`, { location: { file }, code: 'event-payload' });
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
function labelRoles(label, policy, caseInsensitive = true) {
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
/** For a label with no role: the policy label it probably meant (a typo), or ''. */
function labelTypoHint(label, policy) {
    const known = [...new Set([...policy.primary, ...MODIFIER_ROLES.map((role) => policy.modifiers[role]), ...policy.policy])];
    return didYouMean(label, known);
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
# Labels are compared ignoring case (as GitHub's contains() does) unless \`case-insensitive-labels\` is false.
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

;// CONCATENATED MODULE: ./packages/gating/src/reuse/authorization.ts
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
        reuse = findAuthorization(comments, request.checkReuseAuthorization);
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











// EXTERNAL MODULE: ./packages/gating/src/changelog/index.ts + 3 modules
var changelog = __webpack_require__(1260);
// EXTERNAL MODULE: ./packages/gating/src/lint/index.ts + 4 modules
var lint = __webpack_require__(1747);
// EXTERNAL MODULE: ./packages/gating/src/changelog/strict/links.ts
var links = __webpack_require__(7928);
// EXTERNAL MODULE: ./packages/gating/src/changelog/validate.ts + 2 modules
var validate = __webpack_require__(2585);
;// CONCATENATED MODULE: ./packages/gating/src/options.ts


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
        // Needed unless --check-workflow: the edges check them after the fallback.
        'event-name': { kind: 'string', env: 'GITHUB_EVENT_NAME', metavar: 'NAME', help: 'event to decide on: pull_request, push, or any other (no sweep) (default: $GITHUB_EVENT_NAME)' },
        'event-path': { kind: 'string', env: 'GITHUB_EVENT_PATH', metavar: 'FILE', help: 'webhook payload JSON file (default: $GITHUB_EVENT_PATH)' },
        'check-workflow': {
            kind: 'string',
            only: 'cli',
            metavar: 'FILE',
            help: "check that the workflow's on: types/branches and concurrency.group label list agree with the policy (exit 1 if not), instead of deciding"
        },
        'head-message': { kind: 'string', only: 'cli', metavar: 'TEXT', help: 'full message of the PR head commit (default: empty; the CLI never calls the API)' },
        'policy-file': { kind: 'string', metavar: 'FILE', help: 'label policy YAML (schemas/label-policy.schema.json); empty means the bundled default policy' },
        'labels-source': {
            kind: 'string',
            only: 'action',
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
            help: 'find the /reuse-sweep-run authorization through the API (the reuse finder\'s rules) instead of taking reuse-authorized'
        },
        'case-insensitive-labels': {
            kind: 'flag',
            only: 'action',
            default: true,
            help: "compare label names ignoring case, as GitHub's contains() does in workflow expressions; false compares exactly"
        },
        'case-sensitive-labels': { kind: 'flag', only: 'cli', default: false, help: "compare label names exactly (default: ignoring case, as GitHub's contains() does)" },
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
        'base-ref': { kind: 'string', required: 'cli', help: 'git ref of the base; the action defaults it to origin/<base branch> on pull requests, the before sha on push' },
        'head-ref': { kind: 'string', required: 'cli', help: 'git ref of the head; the action defaults it to the pull request head sha, the after sha on push' },
        'changelog-file': { kind: 'string', required: 'cli', default: 'perf-changelog.yaml', help: 'the changelog path inside the repository' },
        mode: {
            kind: 'string',
            choices: validate/* CHANGELOG_MODES */.o,
            default: 'compat',
            help: "`compat` = today's CI gate; `strict` = the documented contract (append-only bytes, pr-link rules); `strict-warn` = compat decides, strict findings become warnings"
        },
        'pr-number': { kind: 'int', help: "pull request number for the strict pr-link rules; the action defaults it to the event's PR; none means main-branch rules (canonical links only)" },
        'canonical-repo': { kind: 'string', default: links/* DEFAULT_LINK_POLICY */["if"].canonicalRepo, help: 'owner/name whose `https://github.com/<repo>/pull/<n>` links are canonical' },
        placeholders: { kind: 'list', help: "pr-link values a PR may use for its new entries until merge; default `XXX` and the canonical repository's `/pull/XXX` link" },
        // One rule, spelled as each edge spells an on-by-default switch: an input set to false, a --no- flag.
        'allow-pr-link-corrections': { kind: 'flag', only: 'action', default: true, help: 'strict: accept a change that only corrects historical pr-links to canonical links' },
        'no-pr-link-corrections': { kind: 'flag', only: 'cli', help: 'strict: reject pure pr-link corrections too' },
        'all-evals': { kind: 'flag', help: 'forward --all-evals to the matrix step; the action defaults it to the all-evals PR label' },
        'evals-only': { kind: 'flag', help: 'forward --evals-only to the matrix step; the action defaults it to the evals-only PR label' },
        'working-directory': { kind: 'string', only: 'action', default: '.', help: 'repository checkout to validate (the master configs are read from its working tree)' }
    }
};
/** `sweepkit config-lint` and the config-lint action. */
const CONFIG_LINT_COMMAND = {
    cli: 'config-lint',
    action: 'config-lint',
    description: 'Cross-check the master configs against what they reference (recipes whose speculative decoding contradicts the entry, missing recipes, undefined runner labels).',
    options: {
        'config-files': { kind: 'list', default: 'configs/amd-master.yaml configs/nvidia-master.yaml', help: 'master config files (one per line or space-separated)' },
        'runner-config': { kind: 'string', default: 'configs/runners.yaml', help: 'the runners file that defines the runner labels' },
        'recipes-dirs': {
            kind: 'list',
            extend: true,
            default: 'benchmarks/multi_node/srt-slurm-recipes',
            help: 'folders that `CONFIG_FILE=recipes/<path>` resolves into (`<dir>/<path>`), tried in order; the flag is repeatable'
        },
        'working-directory': { kind: 'string', only: 'action', default: '.', help: 'repository checkout the paths are relative to' },
        'fail-on-warning': { kind: 'flag', default: false, help: 'fail on warnings too (by default only errors fail)' },
        baseline: { kind: 'string', metavar: 'FILE', help: 'accept the findings recorded in FILE: only new ones fail; entries no finding matches are reported as stale' },
        'update-baseline': { kind: 'flag', only: 'cli', help: 'write the current findings to the --baseline FILE and exit 0' },
        'changed-only': { kind: 'flag', default: false, help: 'report only findings of config keys whose entry changed between the base ref and the head' },
        'base-ref': { kind: 'string', metavar: 'REF', help: 'git ref to compare with (changed-only; the action defaults it from the event)' },
        'head-ref': { kind: 'string', only: 'cli', metavar: 'REF', help: 'git ref of the change (--changed-only; default: the working tree)' }
    }
};

// EXTERNAL MODULE: ./packages/matrix/src/changelog/py-repr.ts
var py_repr = __webpack_require__(9679);
;// CONCATENATED MODULE: ./packages/gating/src/reuse/find.ts



const ALLOWED_PINNED = ['success', 'failure', 'cancelled'];
const fail = (message) => {
    throw new src/* SweepkitError */.R0(message, { code: 'reuse' });
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
        return findAuthorization(comments, { command: this.request.command, allowedAssociations: this.request.allowedAssociations });
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
        let run;
        let reason;
        if (auth.pinnedRunId !== undefined) {
            run = await this.github.workflowRun(auth.pinnedRunId);
            reason = `PR #${pr} approved reusable full sweep from pinned run ${auth.pinnedRunId}`;
            if (this.request.requireHeadBranchMatch && run.headBranch !== pull.headRef) {
                fail(`Reusable source run ${run.id || auth.pinnedRunId} is on branch ${(0,py_repr/* pyStrRepr */.o)(run.headBranch)}, not on the PR head branch ${(0,py_repr/* pyStrRepr */.o)(pull.headRef)}.`);
            }
        }
        else {
            run = await this.latestRun(pr, pull.headRef);
            reason = `PR #${pr} approved reusable full sweep from latest run on ${run.headSha}`;
        }
        await this.validate(run, pr, auth.pinnedRunId);
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
    async latestRun(pr, headRef) {
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
            fail(`Reusable source run ${id} has conclusion ${(run.conclusion === null ? 'None' : (0,py_repr/* pyStrRepr */.o)(run.conclusion))}; expected ${pinned ? 'success, failure, or cancelled' : 'success'}.`);
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

;// CONCATENATED MODULE: ./packages/gating/src/reuse/options.ts

/**
 * `sweepkit find-reusable-sweep-run` (a drop-in for `utils/find_reusable_sweep_run.py`: its flags,
 * defaults and comma lists) and the reuse-finder action. The action fills repo, commit, event and
 * ref from the runner's variables.
 */
const REUSE_FINDER_COMMAND = {
    cli: 'find-reusable-sweep-run',
    action: 'reuse-finder',
    description: 'Find whether a /reuse-sweep-run authorization lets this run skip the benchmark sweep: on a PR synchronize (skip-pr-sweep) or, after the merge, by reusing the PR run\'s artifacts (reuse-enabled).',
    options: {
        repo: { kind: 'string', required: true, env: 'GITHUB_REPOSITORY', metavar: 'REPO', help: 'the repository, owner/name' },
        'commit-sha': { kind: 'string', required: true, env: 'GITHUB_SHA', metavar: 'COMMIT_SHA', help: 'the commit of the run (github.sha)' },
        'event-name': { kind: 'string', required: true, env: 'GITHUB_EVENT_NAME', metavar: 'EVENT_NAME', help: 'the event (github.event_name)' },
        'event-action': { kind: 'string', default: '', metavar: 'EVENT_ACTION', help: 'the activity type (github.event.action); the action reads it from the payload when empty' },
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
        'github-output': { kind: 'string', only: 'cli', env: 'GITHUB_OUTPUT', metavar: 'GITHUB_OUTPUT', help: 'append the outputs to this file (default: $GITHUB_OUTPUT)' },
        'github-token': { kind: 'string', only: 'action', default: '${{ github.token }}', help: 'token for the API (pull-requests, issues and actions read); GH_TOKEN or GITHUB_TOKEN when empty' },
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
    // An input left empty comes back as the table's unexpanded `${{ github.token }}` default.
    const token = (given && !given.startsWith('${{') ? given : undefined) || env.GH_TOKEN || env.GITHUB_TOKEN;
    if (!token)
        throw new src/* SweepkitError */.R0('GH_TOKEN or GITHUB_TOKEN is required', { code: 'no-token' });
    return token;
}
/** The reference's command and allowed author associations, for the checks that only look for the authorization. */
const DEFAULT_REUSE_RULES = {
    command: REUSE_FINDER_COMMAND.options['pinned-run-command'].default,
    allowedAssociations: commaList(REUSE_FINDER_COMMAND.options['allowed-author-associations'].default)
};

;// CONCATENATED MODULE: ./packages/gating/src/reuse/index.ts





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
        throw new src/* SweepkitError */.R0(`comment_url must contain /pull/<number>: ${url}`, { code: 'comment-url' });
    for (const [pattern, kind] of ANCHORS) {
        const match = pattern.exec(url);
        if (match)
            return { prNumber: Number(pull[1]), kind, commentId: match[1], dispatched: true };
    }
    throw new src/* SweepkitError */.R0(`comment_url must end with #issuecomment-<id>, #pullrequestreview-<id>, or #discussion_r<id>: ${url}`, { code: 'comment-url' });
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
        throw new src/* SweepkitError */.R0('event payload is not a JSON object', { location: { file }, code: 'event-payload' });
    }
    return value;
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
    const auth = findAuthorization(comments, rules);
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

;// CONCATENATED MODULE: ./packages/gating/src/signoff/index.ts






;// CONCATENATED MODULE: ./packages/gating/src/index.ts








/***/ }),

/***/ 1747:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  QN: () => (/* reexport */ baselineJson),
  RO: () => (/* reexport */ changedConfigKeys),
  Av: () => (/* reexport */ gateFindings),
  bC: () => (/* reexport */ lintConfigs),
  nk: () => (/* reexport */ parseBaseline)
});

// UNUSED EXPORTS: applyBaseline, findingsJson

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./packages/common/src/index.ts + 10 modules
var src = __webpack_require__(4078);
// EXTERNAL MODULE: ./packages/config/src/index.ts + 8 modules
var config_src = __webpack_require__(2050);
// EXTERNAL MODULE: ./packages/matrix/src/changelog/yaml-values.ts
var yaml_values = __webpack_require__(1006);
;// CONCATENATED MODULE: ./packages/gating/src/lint/recipe-refs.ts

const SETTING = /^CONFIG_FILE=(.+?\.ya?ml)(?::.*)?$|^CONFIG_FILE=(.+)$/;
function collectRefs(value, path, into) {
    if (typeof value === 'string') {
        const match = SETTING.exec(value);
        if (match)
            into.push({ path: (match[1] ?? match[2]), yamlPath: path });
    }
    else if (Array.isArray(value)) {
        value.forEach((item, i) => collectRefs(item, [...path, i], into));
    }
    else if ((0,yaml_values/* isYamlMapping */.G)(value)) {
        for (const [key, item] of Object.entries(value))
            collectRefs(item, [...path, key], into);
    }
}
/** Every search-space entry of a config (all scenario types and sequence lengths), in file order. */
function searchSpaceEntries(config) {
    const entries = [];
    const scenarios = (0,yaml_values/* isYamlMapping */.G)(config) ? config.scenarios : undefined;
    if (!scenarios || !(0,yaml_values/* isYamlMapping */.G)(scenarios))
        return entries;
    for (const [scenario, groups] of Object.entries(scenarios)) {
        if (!Array.isArray(groups))
            continue;
        groups.forEach((group, g) => {
            const space = (0,yaml_values/* isYamlMapping */.G)(group) ? group['search-space'] : undefined;
            if (!Array.isArray(space))
                return;
            space.forEach((entry, e) => {
                const yamlPath = ['scenarios', scenario, g, 'search-space', e];
                const recipes = [];
                collectRefs(entry, yamlPath, recipes);
                const spec = (0,yaml_values/* isYamlMapping */.G)(entry) ? entry['spec-decoding'] : undefined;
                entries.push({ yamlPath, specDecoding: typeof spec === 'string' ? spec : 'none', recipes });
            });
        });
    }
    return entries;
}

;// CONCATENATED MODULE: ./packages/gating/src/lint/speculative.ts

// How the engines' recipes switch speculative decoding on: SGLang `speculative-algorithm` (or the
// short `speculative-algo`), TRT-LLM `speculative_config`, vLLM `speculative-config`.
const SPECULATIVE_KEY = /^speculative[-_](algorithm|algo|config)$/;
const OFF = new Set(['', 'none', 'null', 'false', 'off']);
const enabled = (value) => value !== null && value !== false && !(typeof value === 'string' && OFF.has(value.trim().toLowerCase())) && !((0,yaml_values/* isYamlMapping */.G)(value) && Object.keys(value).length === 0);
/** The first setting of a recipe that turns speculative decoding on (`key: value`), if any. */
function speculativeSetting(recipe) {
    if (Array.isArray(recipe)) {
        for (const item of recipe) {
            const found = speculativeSetting(item);
            if (found)
                return found;
        }
    }
    else if ((0,yaml_values/* isYamlMapping */.G)(recipe)) {
        for (const [key, value] of Object.entries(recipe)) {
            if (SPECULATIVE_KEY.test(key) && enabled(value))
                return `${key}: ${typeof value === 'object' && value !== null ? '{…}' : String(value)}`;
            const found = speculativeSetting(value);
            if (found)
                return found;
        }
    }
    return undefined;
}

;// CONCATENATED MODULE: ./packages/gating/src/lint/lint-configs.ts





/** Reads recipes once each: the first candidate path that exists, parsed; undefined when none exists. */
function recipeReader(request, context) {
    const cache = new Map();
    const candidates = (ref) => {
        const inRecipes = /^recipes\/(.+)$/.exec(ref);
        const relative = inRecipes ? inRecipes[1] : ref;
        return [...(inRecipes ? [] : [ref]), ...request.recipesDirs.map((dir) => `${dir}/${relative}`)];
    };
    // A recipe reference is a config value: it may name only files inside the workspace.
    const inside = (path) => {
        const rel = (0,external_node_path_.relative)(context.cwd, (0,external_node_path_.resolve)(context.cwd, path));
        return rel !== '' && rel !== '..' && !rel.startsWith(`..${external_node_path_.sep}`) && !(0,external_node_path_.isAbsolute)(rel);
    };
    return (ref) => {
        if (!cache.has(ref)) {
            const allowed = candidates(ref).filter(inside);
            const path = allowed.find((c) => context.files.exists((0,external_node_path_.resolve)(context.cwd, c)));
            let recipe;
            if (allowed.length === 0)
                recipe = { problem: `recipe ${ref} is outside the workspace` };
            else if (path) {
                try {
                    recipe = { path, value: (0,src/* parseYaml */.hN)((0,src/* readTextFile */.Gu)(context.files, (0,external_node_path_.resolve)(context.cwd, path), path), path).value };
                }
                catch (error) {
                    recipe = { problem: `recipe ${path} cannot be read: ${error.message}` };
                }
            }
            cache.set(ref, recipe);
        }
        return cache.get(ref);
    };
}
/**
 * Cross-checks master configs against what they reference (issue 8, config-lint): recipes that
 * switch speculative decoding on or off against the entry's `spec-decoding`, recipes that cannot
 * be found, and runner labels the runners file does not define.
 */
function lintConfigs(request, context) {
    const configs = (0,config_src/* loadMasterConfigs */.w8)(context.files, request.configFiles, { cwd: context.cwd });
    const runners = (0,config_src/* loadRunners */.OU)(context.files, request.runnerConfig, { cwd: context.cwd });
    const findings = [];
    const counts = { configs: configs.length, entries: 0, recipeRefs: 0, recipesFound: 0, errors: 0, warnings: 0 };
    const readRecipe = recipeReader(request, context);
    for (const master of configs) {
        const add = (level, rule, message, location) => {
            findings.push({ level, rule, error: new src/* SweepkitError */.R0(message, { location, code: rule, field: master.key }) });
        };
        const runner = master.config.runner;
        if (typeof runner === 'string' && !runners.labels.has(runner)) {
            add('error', 'unknown-runner', `runner '${runner}' of '${master.key}' is not a label in ${request.runnerConfig}`, master.source.locate([master.key, 'runner']));
        }
        for (const entry of searchSpaceEntries(master.config)) {
            counts.entries++;
            for (const ref of entry.recipes) {
                counts.recipeRefs++;
                checkRecipe(master, entry, ref, readRecipe(ref.path), (level, rule, message) => add(level, rule, message, master.source.locate([master.key, ...ref.yamlPath])), () => counts.recipesFound++);
            }
        }
    }
    counts.errors = findings.filter((f) => f.level === 'error').length;
    counts.warnings = findings.length - counts.errors;
    return { findings, counts };
}
function checkRecipe(master, entry, ref, recipe, report, found) {
    const says = `'${master.key}' says spec-decoding: ${entry.specDecoding}`;
    if (entry.specDecoding === 'none' && (0,external_node_path_.basename)(ref.path).includes('-mtp-')) {
        report('warning', 'mtp-recipe-name', `recipe ${ref.path} is named like an MTP recipe but ${says}`);
    }
    if (!recipe)
        return report('warning', 'recipe-missing', `recipe ${ref.path} is in none of the recipe folders (it may come from the srt-slurm checkout)`);
    if (recipe.path === undefined)
        return report('warning', 'recipe-unreadable', recipe.problem);
    found();
    const setting = speculativeSetting(recipe.value);
    if (setting && entry.specDecoding === 'none') {
        report('error', 'spec-decoding-mismatch', `recipe ${ref.path} enables speculative decoding (${setting}) but ${says}`);
    }
    else if (!setting && entry.specDecoding !== 'none') {
        report('error', 'spec-decoding-mismatch', `recipe ${ref.path} does not enable speculative decoding but ${says}`);
    }
}

// EXTERNAL MODULE: ./packages/matrix/src/changelog/git.ts
var changelog_git = __webpack_require__(3770);
;// CONCATENATED MODULE: ./packages/gating/src/lint/baseline.ts


const entryOf = (f) => ({ level: f.level, rule: f.rule, config: f.error.field ?? '', message: f.error.message });
const keyOf = (e) => JSON.stringify([e.level, e.rule, e.config, e.message]);
/** The baseline file for these findings: sorted, one entry per finding, stable under reordering. */
function baselineJson(findings) {
    const entries = findings.map(entryOf).sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
    return `${JSON.stringify({ version: 1, findings: entries }, null, 2)}\n`;
}
/** Reads a baseline file (written by baselineJson); errors name the file. */
function parseBaseline(text, file) {
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch (error) {
        throw new src/* SweepkitError */.R0(`baseline is not valid JSON: ${error.message}`, { location: { file }, code: 'baseline' });
    }
    const findings = parsed?.findings;
    const valid = (e) => typeof e === 'object' && e !== null && ['level', 'rule', 'config', 'message'].every((k) => typeof e[k] === 'string');
    if (parsed?.version !== 1 || !Array.isArray(findings) || !findings.every(valid)) {
        throw new src/* SweepkitError */.R0('baseline must be {"version": 1, "findings": [{level, rule, config, message}, …]} (write it with --update-baseline)', { location: { file }, code: 'baseline' });
    }
    return findings;
}
/** Splits findings into new and known ones; each baseline entry accepts one finding. */
function applyBaseline(findings, baseline) {
    const remaining = new Map();
    for (const entry of baseline)
        remaining.set(keyOf(entry), [...(remaining.get(keyOf(entry)) ?? []), entry]);
    const fresh = [];
    const known = [];
    for (const finding of findings) {
        const left = remaining.get(keyOf(entryOf(finding)));
        if (left?.length) {
            left.pop();
            known.push(finding);
        }
        else
            fresh.push(finding);
    }
    return { fresh, known, stale: [...remaining.values()].flat() };
}
const decoder = new TextDecoder();
/** A file at a ref; undefined when the ref exists but the file does not there (and `mayBeMissing`). */
async function show(git, ref, file, mayBeMissing) {
    try {
        return decoder.decode(await git.show(ref, file));
    }
    catch (error) {
        const detail = error instanceof changelog_git/* GitError */.X ? error.detail : String(error);
        if (mayBeMissing && /does not exist in|exists on disk, but not in/.test(detail))
            return undefined;
        throw new src/* SweepkitError */.R0(`changed-only: git cannot read ${file} at ${ref}: ${detail}`, { code: 'git' });
    }
}
const topLevel = (text, file) => {
    if (text === undefined)
        return new Map();
    const value = (0,src/* parseYaml */.hN)(text, file).value;
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return new Map();
    return new Map(Object.entries(value).map(([key, v]) => [key, JSON.stringify(v)]));
};
/**
 * The config keys whose entry differs between two refs (added or changed; a file missing at the
 * base counts as all new). `head` undefined means the working tree, read through `readHead`.
 */
async function changedConfigKeys(git, configFiles, refs, readHead) {
    const changed = new Set();
    for (const file of configFiles) {
        const base = await show(git, refs.base, file, true);
        const head = refs.head === undefined ? readHead(file) : await show(git, refs.head, file, false);
        const before = topLevel(base, `${refs.base}:${file}`);
        for (const [key, value] of topLevel(head, file))
            if (before.get(key) !== value)
                changed.add(key);
    }
    return changed;
}
/**
 * The findings that gate: only those of `changedKeys` (changed-only mode) and, with a baseline,
 * only new ones. Baseline entries of unchanged keys are neither used nor stale in changed-only mode.
 */
function gateFindings(findings, options) {
    const { changedKeys } = options;
    const inScope = (config) => !changedKeys || changedKeys.has(config);
    return applyBaseline(findings.filter((f) => inScope(f.error.field ?? '')), (options.baseline ?? []).filter((e) => inScope(e.config)));
}

;// CONCATENATED MODULE: ./packages/gating/src/lint/index.ts





/***/ })

};
