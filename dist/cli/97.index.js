export const id = 97;
export const ids = [97];
export const modules = {

/***/ 97:
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
// EXTERNAL MODULE: ./packages/common/src/adapters/github-rest.ts
var github_rest = __webpack_require__(5700);
// EXTERNAL MODULE: ./packages/common/src/python/json.ts
var json = __webpack_require__(4194);
// EXTERNAL MODULE: ./packages/gating/src/options.ts
var options = __webpack_require__(6208);
// EXTERNAL MODULE: ./packages/gating/src/labels/load-policy.ts + 1 modules
var load_policy = __webpack_require__(5672);
// EXTERNAL MODULE: ./packages/common/src/yaml-load.ts + 1 modules
var yaml_load = __webpack_require__(2891);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
;// CONCATENATED MODULE: ./packages/gating/src/labels/expression.ts
const OPERATORS = ['==', '!=', '<=', '>=', '&&', '||', '<', '>', '!', '(', ')', '[', ']', ',', '.', '*'];
function tokenize(source) {
    const tokens = [];
    let i = 0;
    while (i < source.length) {
        const rest = source.slice(i);
        const space = /^\s+/.exec(rest);
        if (space) {
            i += space[0].length;
            continue;
        }
        if (rest.startsWith("'")) {
            const str = /^'((?:[^']|'')*)'/.exec(rest);
            if (!str)
                throw new Error(`unterminated string at ${i}`);
            tokens.push({ kind: 'str', text: str[0], value: str[1].replace(/''/g, "'") });
            i += str[0].length;
            continue;
        }
        const num = /^(?:0x[0-9a-f]+|-?\d+(?:\.\d+)?(?:e[-+]?\d+)?)/i.exec(rest);
        if (num) {
            tokens.push({ kind: 'num', text: num[0], value: Number(num[0]) });
            i += num[0].length;
            continue;
        }
        const ident = /^[A-Za-z_][\w-]*/.exec(rest);
        if (ident) {
            tokens.push({ kind: 'ident', text: ident[0] });
            i += ident[0].length;
            continue;
        }
        const op = OPERATORS.find((o) => rest.startsWith(o));
        if (!op)
            throw new Error(`unexpected '${rest[0]}' at ${i}`);
        tokens.push({ kind: 'op', text: op });
        i += op.length;
    }
    return tokens;
}
const truthy = (v) => !(v === null || v === false || v === 0 || v === '' || (typeof v === 'number' && Number.isNaN(v)));
const toNumber = (v) => {
    if (v === null)
        return 0;
    if (typeof v === 'boolean')
        return v ? 1 : 0;
    if (typeof v === 'number')
        return v;
    if (typeof v === 'string')
        return v.trim() === '' ? 0 : Number(v);
    return NaN;
};
const exprString = (v) => (v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));
function looseEquals(a, b) {
    if (typeof a === 'string' && typeof b === 'string')
        return a.toLowerCase() === b.toLowerCase();
    if ((a !== null && typeof a === 'object') || (b !== null && typeof b === 'object'))
        return a === b;
    if (typeof a === typeof b)
        return a === b;
    return toNumber(a) === toNumber(b);
}
function compare(a, b) {
    if (typeof a === 'string' && typeof b === 'string')
        return a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0;
    const [x, y] = [toNumber(a), toNumber(b)];
    return x < y ? -1 : x > y ? 1 : x === y ? 0 : NaN;
}
const FUNCTIONS = {
    contains: (search, item) => Array.isArray(search)
        ? search.some((e) => looseEquals(e, item ?? null))
        : exprString(search ?? null)
            .toLowerCase()
            .includes(exprString(item ?? null).toLowerCase()),
    startswith: (s, p) => exprString(s ?? null)
        .toLowerCase()
        .startsWith(exprString(p ?? null).toLowerCase()),
    endswith: (s, p) => exprString(s ?? null)
        .toLowerCase()
        .endsWith(exprString(p ?? null).toLowerCase()),
    format: (f, ...args) => exprString(f ?? null).replace(/\{(\d+)\}/g, (_, n) => exprString(args[Number(n)] ?? null)),
    join: (a, sep) => (Array.isArray(a) ? a.map(exprString).join(sep === undefined ? ',' : exprString(sep)) : exprString(a ?? null)),
    tojson: (v) => JSON.stringify(v ?? null, null, 2),
    fromjson: (v) => JSON.parse(exprString(v ?? null)),
    success: () => true,
    always: () => true,
    failure: () => false,
    cancelled: () => false
};
/** Evaluates one expression (the text inside `${{ }}`) against the contexts given. */
function evaluateExpression(source, contexts) {
    const tokens = tokenize(source);
    let pos = 0;
    const peek = (text) => (text === undefined || tokens[pos]?.text === text ? tokens[pos] : undefined);
    const take = (text) => {
        if (tokens[pos]?.text !== text)
            throw new Error(`expected '${text}' in ${source}`);
        pos++;
    };
    // Both operands are parsed (and evaluated: nothing here has side effects) before the operator applies.
    const binary = (next, ops, apply) => () => {
        let left = next();
        while (tokens[pos]?.kind === 'op' && ops.includes(tokens[pos].text)) {
            const op = tokens[pos++].text;
            left = apply(op, left, next());
        }
        return left;
    };
    const member = (value, key) => value !== null && typeof value === 'object' && !Array.isArray(value)
        ? (Object.entries(value).find(([k]) => k.toLowerCase() === exprString(key).toLowerCase())?.[1] ?? null)
        : Array.isArray(value) && typeof key === 'number'
            ? (value[key] ?? null)
            : null;
    const primary = () => {
        const token = tokens[pos++];
        if (!token)
            throw new Error(`unexpected end of ${source}`);
        let value;
        if (token.kind === 'str' || token.kind === 'num')
            value = token.value;
        else if (token.text === '(') {
            value = or();
            take(')');
        }
        else if (token.kind === 'ident' && peek('(')) {
            take('(');
            const args = [];
            while (!peek(')')) {
                args.push(or());
                if (!peek(')'))
                    take(',');
            }
            take(')');
            const fn = FUNCTIONS[token.text.toLowerCase()];
            if (!fn)
                throw new Error(`unknown function ${token.text}`);
            value = fn(...args);
        }
        else if (token.kind === 'ident') {
            const literal = { true: true, false: false, null: null };
            value = token.text in literal ? literal[token.text] : (contexts[token.text] ?? null);
        }
        else
            throw new Error(`unexpected '${token.text}' in ${source}`);
        for (;;) {
            if (peek('.')) {
                take('.');
                const name = tokens[pos++];
                if (!name || (name.kind !== 'ident' && name.text !== '*'))
                    throw new Error(`expected a property name in ${source}`);
                value =
                    name.text === '*' ? (Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : null) : member(value, name.text);
            }
            else if (peek('[')) {
                take('[');
                const key = or();
                take(']');
                value = member(value, key);
            }
            else
                return value;
        }
    };
    const not = () => {
        if (peek('!')) {
            take('!');
            return !truthy(not());
        }
        return primary();
    };
    const relational = binary(not, ['<', '<=', '>', '>='], (op, a, b) => {
        const c = compare(a, b);
        return op === '<' ? c < 0 : op === '<=' ? c <= 0 : op === '>' ? c > 0 : c >= 0;
    });
    const equality = binary(relational, ['==', '!='], (op, a, b) => looseEquals(a, b) === (op === '=='));
    const and = binary(equality, ['&&'], (_, a, b) => (truthy(a) ? b : a));
    const or = binary(and, ['||'], (_, a, b) => (truthy(a) ? a : b));
    const value = or();
    if (pos !== tokens.length)
        throw new Error(`unexpected '${tokens[pos].text}' in ${source}`);
    return value;
}
/** A string with `${{ … }}` parts (a concurrency group, a name) as the runner renders it. */
function renderTemplate(template, contexts) {
    return template.replace(/\$\{\{([\s\S]*?)\}\}/g, (_, expression) => exprString(evaluateExpression(expression, contexts)));
}
/** The string literals of a template's expressions (candidates a check tries as values). */
function templateStrings(template) {
    return [...template.matchAll(/\$\{\{([\s\S]*?)\}\}/g)].flatMap(([, expression]) => tokenize(expression).flatMap((t) => {
        if (t.kind !== 'str')
            return [];
        const text = t.value;
        // A JSON list inside fromJSON('[…]') holds candidates too.
        try {
            const parsed = JSON.parse(text);
            if (Array.isArray(parsed))
                return parsed.map(String);
        }
        catch {
            // not JSON: the literal itself
        }
        return [text];
    }));
}

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
const RUN = 424242;
/** The group a pull-request event of PR 7 gets, rendered as the runner renders it (run `runId`). */
function groupFor(group, action, label, runId = RUN) {
    const event = { action, number: 7, pull_request: { number: 7, draft: false }, ...(label !== undefined && { label: { name: label } }) };
    const github = { event_name: 'pull_request', event, sha: 'c0ffee', ref: 'refs/pull/7/merge', run_id: runId, run_attempt: 1, workflow: 'sweep' };
    return renderTemplate(group, { github });
}
/**
 * What a concurrency group does with label events, by evaluating it (so `contains(fromJSON(…))`,
 * a `!=` chain or any other spelling of the same rule agree): a relevant label's labeled/unlabeled
 * event must land in the group of a push to the PR (it cancels the running sweep), any other
 * label's in a group of its own run. Labels tried: the relevant ones, every string literal of the
 * expression, and one no policy has.
 */
function labelGroupDiff(group, relevant) {
    const active = groupFor(group, 'synchronize', undefined);
    const cancels = (label) => ['labeled', 'unlabeled'].every((action) => groupFor(group, action, label) === active);
    const own = (label) => ['labeled', 'unlabeled'].every((action) => groupFor(group, action, label) !== groupFor(group, action, label, RUN + 1));
    const key = (label) => label.toLowerCase();
    const isRelevant = new Set(relevant.map(key));
    const others = [...new Set([...templateStrings(group), 'sweepkit-unrelated-label'])].filter((l) => !isRelevant.has(key(l)) && !ACTIVITY_TYPES.has(l));
    return { missing: relevant.filter((label) => !cancels(label)), extra: others.filter((label) => !own(label)) };
}
/**
 * Checks that a sweep workflow's trigger filter and concurrency group agree with the label policy:
 * `on.pull_request.types`/`branches` and `on.push.branches` as the policy's triggers, and the
 * `concurrency.group` expression sending exactly the relevant labels' events to the sweep's group
 * (so a relevant label change cancels the running sweep while other label events cancel nothing). Every disagreement is one
 * error at its line; none means the workflow is consistent.
 */
function checkSweepWorkflow(text, file, policy) {
    const { isMap, LineCounter, parseDocument } = (0,yaml_load/* loadYaml */.yv)();
    const lineCounter = new LineCounter();
    // YAML 1.2 on purpose: GitHub reads `on:` as a key, not as PyYAML's boolean.
    const doc = parseDocument(text, { lineCounter });
    if (doc.errors.length) {
        const { line, col } = lineCounter.linePos(doc.errors[0].pos[0]);
        throw new errors/* SweepkitError */.R0(`not a valid workflow: ${doc.errors[0].message.split('\n')[0]}`, { location: { file, line, column: col } });
    }
    const at = (path) => {
        for (let cut = path.length; cut >= 0; cut--) {
            const parent = cut > 0 ? doc.getIn(path.slice(0, cut - 1), true) : undefined;
            const pair = isMap(parent) ? parent.items.find((p) => p.key?.value === path[cut - 1]) : undefined;
            const node = (pair?.key ?? doc.getIn(path.slice(0, cut), true));
            if (node?.range) {
                const { line, col } = lineCounter.linePos(node.range[0]);
                return { file, line, column: col };
            }
        }
        return { file };
    };
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped GitHub JSON (webhook payload, REST reply, workflow YAML) walked field by field; every leaf is checked where read
    const workflow = ((0,yaml_load/* yamlDocumentToJs */.l6)(doc, text, file) ?? {});
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
        let diff;
        try {
            diff = labelGroupDiff(group, policy.relevant);
        }
        catch (error) {
            finding(groupPath, `concurrency.group is not an expression this check can evaluate: ${error.message}`);
        }
        if (diff && (!group.includes('github.event.label.name') || diff.missing.length === policy.relevant.length)) {
            finding(groupPath, `concurrency.group does not compare github.event.label.name with the relevant labels (${policy.relevant.join(', ')}): label changes would not cancel the running sweep`);
        }
        else if (diff && (diff.missing.length || diff.extra.length)) {
            const parts = [diff.missing.length ? `missing ${diff.missing.join(', ')}` : '', diff.extra.length ? `extra ${diff.extra.join(', ')}` : ''];
            finding(groupPath, `concurrency.group's label list disagrees with the relevant labels of the policy: ${parts.filter(Boolean).join('; ')}`);
        }
    }
    if (findings.length === 1)
        throw findings[0];
    if (findings.length > 1)
        throw new errors/* SweepkitErrors */.AK(findings);
}

// EXTERNAL MODULE: ./packages/common/src/adapters/system-clock.ts
var system_clock = __webpack_require__(5656);
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

// EXTERNAL MODULE: ./packages/gating/src/labels/fork-dispatch.ts
var fork_dispatch = __webpack_require__(9545);
;// CONCATENATED MODULE: ./packages/gating/src/labels/run-label-gate.ts







function needGitHub(ports, why) {
    if (!ports.github)
        throw new errors/* SweepkitError */.R0(`${why} needs the GitHub API, and ${ports.noGitHub ?? 'no token was given'}`, { code: 'no-github' });
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
        dispatch = await (0,fork_dispatch/* decideForkDispatch */.T)(event, policy, {
            permission: (user) => github().permission(pull(), user),
            livePull: () => github().livePull(pull()),
            commitParents: (sha) => github().commitParents(pull(), sha)
        }, ports.clock ?? system_clock/* systemClock */.m);
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

// EXTERNAL MODULE: ./packages/gating/src/adapters/pull-request-github.ts
var pull_request_github = __webpack_require__(2910);
// EXTERNAL MODULE: ./cli/src/terminal.ts
var terminal = __webpack_require__(1328);
// EXTERNAL MODULE: ./cli/src/options.ts
var src_options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/label-gate.ts





const labelGate = async (argv, io) => {
    const { values } = (0,src_options/* parseCommandArgs */.Q)(options/* LABEL_GATE_COMMAND */.b, argv, io);
    const policyFile = values['policy-file'];
    const workflow = values['check-workflow'];
    if (workflow !== undefined) {
        const policy = (0,load_policy/* loadLabelPolicy */.f)(io.files, policyFile === undefined ? undefined : (0,external_node_path_.resolve)(io.cwd, policyFile), policyFile);
        checkSweepWorkflow((0,files/* readTextFile */.G)(io.files, (0,external_node_path_.resolve)(io.cwd, workflow), workflow), workflow, policy);
        io.stdout(`${workflow}: the on: filter and the concurrency group agree with the label policy\n`);
        return 0;
    }
    const eventPath = values['event-path'];
    // Offline unless asked: with --labels-source api and a token, the CLI reads what the action reads
    // (live labels, head commit message, fork checks); a token in the environment alone changes nothing.
    const token = values['labels-source'] === 'api' ? (0,github_rest/* githubToken */.bU)(io.env) : undefined;
    const { decision, policy } = await runLabelGate({
        eventName: values['event-name'],
        eventPath: (0,external_node_path_.resolve)(io.cwd, eventPath),
        eventDisplayName: eventPath,
        policyFile: policyFile === undefined ? undefined : (0,external_node_path_.resolve)(io.cwd, policyFile),
        policyDisplayName: policyFile,
        caseInsensitiveLabels: !values['case-sensitive-labels'],
        reuseAuthorized: values['reuse-authorized'],
        labelsSource: values['labels-source'],
        // Without a token, a missing message is an empty one (no skip marker).
        headMessage: values['head-message'] ?? (token ? undefined : '')
    }, {
        files: io.files,
        github: token ? (0,pull_request_github/* restPullRequestReader */.O)((repo) => (0,github_rest/* githubRestClient */.Ti)(io.env, repo, { token })) : undefined,
        noGitHub: 'neither GH_TOKEN nor GITHUB_TOKEN is set'
    });
    const outputs = Object.fromEntries(decisionOutputs(decision));
    (0,terminal/* printJsonOutput */.FB)(io, values.json, `${(0,json/* pyJsonDumps */.dv)(outputs)}\n`, 'label gate decision');
    if (!decision.conflict)
        return 0;
    io.stderr(`${policy.conflictMessage}\n`);
    return 1;
};
/* harmony default export */ const label_gate = (labelGate);


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

/***/ 2910:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ restPullRequestReader),
/* harmony export */   Z: () => (/* binding */ commitParents)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);
/* harmony import */ var _reuse_github_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5151);


/** An answer of the wrong shape (a proxy's page, an API change): one clear line, not a TypeError. */
const unexpected = (path, expected) => new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(`GitHub API ${path}: unexpected answer (expected ${expected})`, { code: 'github-api' });
/**
 * The parent SHAs of a commit (the git-database commit, which a fork's head is reachable as too):
 * label-gate's fork dispatch and the trusted-dispatch step check the test merge commit with it.
 */
async function commitParents(client, sha) {
    const path = `/git/commits/${encodeURIComponent(sha)}`;
    const parents = (0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)(await client.get(path)).parents;
    if (!Array.isArray(parents) || !parents.every((p) => typeof (0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)(p).sha === 'string'))
        throw unexpected(path, 'a commit with parents');
    return parents.map((p) => (0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)((0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)(p).sha));
}
/**
 * label-gate's look-ups over the REST client. `clientFor` gives the client of a repository
 * (`owner/name`): the pull request's base repository, which the event names.
 */
function restPullRequestReader(clientFor) {
    const clients = new Map();
    const client = (pull) => {
        const repo = `${pull.owner}/${pull.repo}`;
        if (!clients.has(repo))
            clients.set(repo, clientFor(repo));
        return clients.get(repo);
    };
    const pullData = async (pull) => (0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)(await client(pull).get(`/pulls/${pull.number}`));
    return {
        async labels(pull) {
            const labels = (await pullData(pull)).labels;
            if (!Array.isArray(labels) || !labels.every((label) => typeof (0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)(label).name === 'string')) {
                throw unexpected(`/pulls/${pull.number}`, 'a list of labels with names');
            }
            return labels.map((label) => (0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)((0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)(label).name));
        },
        async headCommitMessage(pull) {
            // The git-database commit has the full message without the file list of /commits/{sha};
            // a fork's head commit is reachable in the base repository through refs/pull/N/head.
            const path = `/git/commits/${encodeURIComponent(pull.headSha)}`;
            const message = (0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)(await client(pull).get(path)).message;
            if (typeof message !== 'string')
                throw unexpected(path, 'a commit message');
            return message;
        },
        issueComments(pull) {
            return (0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .restReuseGitHub */ .qh)(client(pull)).issueComments(pull.number);
        },
        async livePull(pull) {
            const data = await pullData(pull);
            const head = (0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)(data.head);
            const base = (0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)(data.base);
            if (typeof head.sha !== 'string' || typeof (0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)(base.repo).full_name !== 'string' || !Array.isArray(data.labels)) {
                throw unexpected(`/pulls/${pull.number}`, 'a pull request with head, base and labels');
            }
            return {
                state: (0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(data.state),
                draft: data.draft === true,
                headSha: head.sha,
                headRepo: (0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)((0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)(head.repo).full_name),
                baseRepo: (0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)((0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)(base.repo).full_name),
                baseSha: (0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(base.sha),
                labels: data.labels.map((label) => (0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)((0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)(label).name)),
                mergeCommitSha: (0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(data.merge_commit_sha),
                mergeable: typeof data.mergeable === 'boolean' ? data.mergeable : null
            };
        },
        commitParents(pull, sha) {
            return commitParents(client(pull), sha);
        },
        async permission(pull, user) {
            const path = `/collaborators/${encodeURIComponent(user)}/permission`;
            const permission = (0,_reuse_github_js__WEBPACK_IMPORTED_MODULE_1__/* .obj */ .WL)(await client(pull).get(path)).permission;
            if (typeof permission !== 'string')
                throw unexpected(path, 'a permission');
            return permission;
        }
    };
}


/***/ }),

/***/ 9545:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ decideForkDispatch)
/* harmony export */ });
/* unused harmony export MERGE_COMMIT_WAIT */
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5081);

const WRITE_PERMISSIONS = ['admin', 'maintain', 'write'];
const refuse = (message) => {
    throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(message, { code: 'fork-dispatch' });
};
/** How long GitHub gets to build the merge commit of the approved head, and how often it is asked. */
const MERGE_COMMIT_WAIT = { timeoutMs: 60_000, pollMs: 3_000 };
/**
 * The live pull request once its test merge commit is built from the approved head: GitHub
 * recomputes merge_commit_sha in the background after a push (mergeable: null meanwhile), so the
 * SHA read first may still merge an older head. Asked again (bounded) until a merge commit has
 * the approved head among its parents; a conflict, an advanced head or the time running out
 * refuses (fail closed).
 */
async function verifiedMerge(first, approvedHead, reader, clock) {
    let attempt = 0;
    let seen = 'mergeability still being computed';
    return (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pollUntil */ .g)(clock, MERGE_COMMIT_WAIT, async () => {
        const live = attempt++ === 0 ? first : await reader.livePull();
        if (live.headSha !== approvedHead) {
            refuse(`The PR advanced from ${approvedHead} to ${live.headSha}; remove and re-add the sweep label to approve the new revision.`);
        }
        if (live.mergeable === false || (live.mergeable === true && !live.mergeCommitSha)) {
            refuse('GitHub has not produced a merge commit; resolve conflicts and re-add the label.');
        }
        if (live.mergeable === null || !live.mergeCommitSha)
            return undefined;
        const parents = await reader.commitParents(live.mergeCommitSha);
        if (parents.includes(approvedHead))
            return live;
        seen = `merge commit ${live.mergeCommitSha} has parents ${parents.join(', ') || 'none'}`;
        return undefined;
    }, () => refuse(`GitHub has not produced a merge commit of the approved head ${approvedHead} within ${MERGE_COMMIT_WAIT.timeoutMs / 1000} s (${seen}); nothing was dispatched: re-add the label to try again.`));
}
/**
 * The trusted external dispatch of trusted-external-sweep.yml (pull_request_target, labeled): for a
 * fork PR whose newly applied label is a primary sweep label, checks in order that the labeller may
 * write, the PR is open and ready, still a fork, still at the approved head, carries exactly that
 * primary label, and has a merge commit built from that head (waited for, bounded) — each failure
 * is an error with the reference's text.
 * Events it does not concern are no dispatch, with the reason.
 */
async function decideForkDispatch(event, policy, reader, clock) {
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
    const first = await reader.livePull();
    if (first.state !== 'open' || first.draft)
        refuse('The pull request must be open and ready for review.');
    if (first.headRepo !== '' && first.headRepo.toLowerCase() === first.baseRepo.toLowerCase())
        refuse('Trusted external dispatch is only for fork pull requests.');
    if (first.headSha !== event.headSha) {
        refuse(`The PR advanced from ${event.headSha} to ${first.headSha}; remove and re-add the sweep label to approve the new revision.`);
    }
    const primaries = first.labels.filter((l) => policy.primary.includes(l));
    if (primaries.length !== 1 || primaries[0] !== label)
        refuse(`Expected exactly the newly applied primary sweep label; found ${primaries.join(',')}.`);
    const live = await verifiedMerge(first, first.headSha, reader, clock);
    const has = (name) => String(first.labels.includes(name));
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
            'pr-labels-json': JSON.stringify(first.labels)
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


/***/ })

};
