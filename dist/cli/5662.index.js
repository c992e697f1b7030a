export const id = 5662;
export const ids = [5662];
export const modules = {

/***/ 5662:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ ci_priority)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./packages/common/src/files.ts
var files = __webpack_require__(6416);
// EXTERNAL MODULE: ./packages/matrix/src/priority/options.ts
var options = __webpack_require__(1210);
// EXTERNAL MODULE: ./packages/matrix/src/priority/flags.ts
var flags = __webpack_require__(6567);
// EXTERNAL MODULE: ./packages/matrix/src/priority/policy.ts
var priority_policy = __webpack_require__(7280);
// EXTERNAL MODULE: ./packages/matrix/src/priority/annotate.ts
var annotate = __webpack_require__(4670);
// EXTERNAL MODULE: ./packages/common/src/python/json.ts
var json = __webpack_require__(4194);
;// CONCATENATED MODULE: ./packages/matrix/src/priority/json.ts

/** The bytes `utils/ci_priority.py` prints (without the newline): compact, ASCII-escaped. */
const priorityJson = (value) => (0,json/* pyJsonDumps */.dv)(value, { separators: [',', ':'] });

// EXTERNAL MODULE: ./cli/src/input-json.ts
var input_json = __webpack_require__(3029);
// EXTERNAL MODULE: ./cli/src/options.ts
var src_options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/ci-priority.ts





/** `sweepkit ci-priority`: a drop-in for `utils/ci_priority.py` (same flags, byte-identical stdout). */
const ciPriority = (argv, io) => {
    const { values } = (0,src_options/* parseCommandArgs */.Q)(options/* CI_PRIORITY_COMMAND */.s, argv, io);
    const labels = (0,flags/* parseLabelsJson */.hE)(values['labels-json']);
    const criteria = (0,flags/* parseCriteriaJson */.Vb)(values['criteria-json']);
    const policy = (0,priority_policy/* parsePriorityPolicy */.s)((0,files/* readTextFile */.G)(io.files, (0,external_node_path_.resolve)(io.cwd, values.policy), values.policy), values.policy);
    const payload = (0,input_json/* readInputJson */.l)(io, values.input);
    const annotated = (0,annotate/* annotatePriorities */.RS)(payload, {
        policy,
        eventName: values['event-name'],
        labels,
        criteria,
        namespace: values['queue-namespace'],
        prNumber: values['pr-number']
    });
    io.stdout(`${priorityJson(annotated)}\n`);
    return 0;
};
/* harmony default export */ const ci_priority = (ciPriority);


/***/ }),

/***/ 1210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ PRIORITY_OPTIONS),
/* harmony export */   s: () => (/* binding */ CI_PRIORITY_COMMAND)
/* harmony export */ });
/** `sweepkit ci-priority`: exactly the flags of `utils/ci_priority.py`. */
const CI_PRIORITY_COMMAND = {
    cli: 'ci-priority',
    description: 'Annotate every job of a matrix JSON (stdin → stdout) with priority, queue-token and skip-queue-pr for a priority-scheduled runner fleet, like utils/ci_priority.py.',
    options: {
        policy: { kind: 'string', metavar: 'FILE', default: 'configs/ci-priority.yaml', help: 'the CI priority policy (schemas/ci-priority-policy.schema.json)' },
        'event-name': { kind: 'string', metavar: 'NAME', default: '', help: 'the workflow event (push, pull_request, …); selects adjustments.event' },
        'labels-json': { kind: 'string', metavar: 'JSON', default: '[]', help: 'the pull request labels as a JSON array of strings ("" or null: none)' },
        'queue-namespace': { kind: 'string', metavar: 'NS', default: 'local', help: 'prefix of every queue token, e.g. {run_id}:{run_attempt}' },
        'pr-number': { kind: 'int', metavar: 'N', help: 'the pull request number (with the skip-queue label: skip-queue-pr)' },
        'criteria-json': { kind: 'string', metavar: 'JSON', default: '', help: 'the classifier criteria as a JSON array of strings ("" or null: no classifier)' },
        input: { kind: 'string', metavar: 'FILE', help: 'read the matrix JSON from FILE instead of stdin' }
    }
};
/**
 * The CI priority inputs of the matrix actions (spread into their tables): with a policy, every
 * output row is annotated in-process as `sweepkit ci-priority` would, with the event's name, PR
 * labels and PR number, before the canary is chosen.
 */
const PRIORITY_OPTIONS = {
    'priority-policy': {
        kind: 'string',
        only: 'action',
        help: 'CI priority policy file (schemas/ci-priority-policy.schema.json); when set, every row gets priority, queue-token and skip-queue-pr as `sweepkit ci-priority` adds them, from the event name, PR labels and PR number'
    },
    'priority-namespace': {
        kind: 'string',
        only: 'action',
        help: 'with priority-policy: the first part of every queue token (default: `<run id>:<run attempt>`)'
    },
    'priority-criteria': {
        kind: 'string',
        only: 'action',
        conflicts: ['priority-classifier'],
        help: 'with priority-policy: the change classifier criteria as a JSON array of strings (default: no classifier, every attribute scores)'
    },
    'priority-classifier': {
        kind: 'flag',
        only: 'action',
        default: false,
        help: 'with priority-policy: a change classifier ran; its criteria come from priority-classifier-output, and missing or malformed output falls back to ["patchwork"] (the lowest priority) with a warning'
    },
    'priority-classifier-output': {
        kind: 'string',
        only: 'action',
        help: 'with priority-classifier: the classifier step\'s output, a JSON object with a "criteria" array of strings'
    }
};


/***/ })

};
