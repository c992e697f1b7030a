export const id = 1635;
export const ids = [1635];
export const modules = {

/***/ 4951:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
// https://github.com/ajv-validator/ajv/issues/889
const equal = __webpack_require__(3430);
equal.code = 'require("ajv/dist/runtime/equal").default';
exports.A = equal;
//# sourceMappingURL=equal.js.map

/***/ }),

/***/ 3430:
/***/ ((module) => {



// do not edit .js files directly - edit src/index.jst



module.exports = function equal(a, b) {
  if (a === b) return true;

  if (a && b && typeof a == 'object' && typeof b == 'object') {
    if (a.constructor !== b.constructor) return false;

    var length, i, keys;
    if (Array.isArray(a)) {
      length = a.length;
      if (length != b.length) return false;
      for (i = length; i-- !== 0;)
        if (!equal(a[i], b[i])) return false;
      return true;
    }



    if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
    if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
    if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();

    keys = Object.keys(a);
    length = keys.length;
    if (length !== Object.keys(b).length) return false;

    for (i = length; i-- !== 0;)
      if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;

    for (i = length; i-- !== 0;) {
      var key = keys[i];

      if (!equal(a[key], b[key])) return false;
    }

    return true;
  }

  // true if both NaN, false otherwise
  return a!==a && b!==b;
};


/***/ }),

/***/ 5656:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ systemClock)
/* harmony export */ });
/** Real time; `sleep` ends early, without throwing, when the signal aborts. */
const systemClock = {
    now: () => Date.now(),
    sleep: (ms, signal) => new Promise((resolve) => {
        if (signal?.aborted)
            return resolve();
        const done = () => {
            clearTimeout(timer);
            signal?.removeEventListener('abort', done);
            resolve();
        };
        const timer = setTimeout(done, ms);
        signal?.addEventListener('abort', done, { once: true });
    })
};


/***/ }),

/***/ 5081:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ pollUntil)
/* harmony export */ });
/**
 * Asks `attempt` every `pollMs` until it answers (anything but undefined), for at most `timeoutMs`
 * after the first ask; past that, `onTimeout` throws. `attempt` may throw to stop at once.
 */
async function pollUntil(clock, { timeoutMs, pollMs }, attempt, onTimeout) {
    const deadline = clock.now() + timeoutMs;
    for (;;) {
        const answer = await attempt();
        if (answer !== undefined)
            return answer;
        if (clock.now() >= deadline)
            onTimeout();
        await clock.sleep(pollMs);
    }
}


/***/ }),

/***/ 9832:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ schemaViolation),
/* harmony export */   W: () => (/* binding */ firstSchemaError)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);

/** A misspelt key shows up as both unknown and missing; naming the unknown one is more helpful. */
const firstSchemaError = (errors) => errors.find((e) => e.keyword === 'additionalProperties') ?? errors[0];
/**
 * One JSON-Schema (ajv) violation of a YAML file as a SweepkitError at the offending node:
 * `invalid <what>: <field>: <detail>` (an unknown key is located at the key itself).
 */
function schemaViolation(loaded, error, what, code) {
    const path = error.instancePath
        .split('/')
        .slice(1)
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
        .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    const field = path.reduce((text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${part}` : part), '');
    const params = error.params;
    const allowed = params.allowedValue ?? params.allowedValues;
    const detail = params.additionalProperty !== undefined
        ? `unknown key '${params.additionalProperty}'`
        : params.missingProperty !== undefined
            ? `missing key '${params.missingProperty}'`
            : `${error.message ?? 'is invalid'}${allowed !== undefined ? ` (${JSON.stringify(allowed)})` : ''}`;
    const at = params.additionalProperty !== undefined ? loaded.locate([...path, params.additionalProperty], 'key') : loaded.locate(path);
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(`invalid ${what}: ${field ? `${field}: ` : ''}${detail}`, { location: at, field, code });
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

/***/ 5672:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  f: () => (/* binding */ loadLabelPolicy)
});

// UNUSED EXPORTS: canaryLabelled

// EXTERNAL MODULE: ./packages/common/src/files.ts
var src_files = __webpack_require__(6416);
;// CONCATENATED MODULE: ./packages/gating/src/labels/bundled-policy.ts
// GENERATED from packages/gating/policy/default-policy.yaml (the file to edit); a unit test keeps the
// two in sync and rewrites this file when run with UPDATE_BUNDLED_POLICY=1. Inlined as text so the
// ncc bundles carry the default policy without reading files next to them.
const bundled_policy_BUNDLED_POLICY_FILE = 'packages/gating/policy/default-policy.yaml';
const bundled_policy_BUNDLED_POLICY_YAML = `# Sweepkit label policy: which pull-request labels steer the benchmark sweep, and when the sweep
# workflow reacts at all. Every label list lives here once (docs/gating.md §0); a repository can pass
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

// EXTERNAL MODULE: ./packages/gating/src/labels/policy.ts + 1 modules
var policy = __webpack_require__(4646);
;// CONCATENATED MODULE: ./packages/gating/src/labels/load-policy.ts



/** A repository's policy file, or the bundled default when none is given. */
function loadLabelPolicy(files, policyFile, displayName = policyFile) {
    if (policyFile === undefined)
        return (0,policy/* parseLabelPolicy */.Y)(bundled_policy_BUNDLED_POLICY_YAML, bundled_policy_BUNDLED_POLICY_FILE);
    return (0,policy/* parseLabelPolicy */.Y)((0,src_files/* readTextFile */.G)(files, policyFile, displayName), displayName ?? policyFile);
}
/** Whether pull-request labels ask for a canary job under the bundled policy (the sweep-changelog default). */
function canaryLabelled(labels) {
    const canary = new Set(parseLabelPolicy(BUNDLED_POLICY_YAML, BUNDLED_POLICY_FILE).canary.map((label) => label.toLowerCase()));
    return labels.some((label) => canary.has(label.toLowerCase()));
}


/***/ }),

/***/ 4646:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  g: () => (/* binding */ MODIFIER_ROLES),
  Y: () => (/* binding */ parseLabelPolicy)
});

// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/common/src/yaml-load.ts + 1 modules
var yaml_load = __webpack_require__(2891);
// EXTERNAL MODULE: ./packages/common/src/schema-error.ts
var schema_error = __webpack_require__(9832);
// EXTERNAL MODULE: ./node_modules/ajv/dist/runtime/equal.js
var equal = __webpack_require__(4951);
;// CONCATENATED MODULE: ./packages/gating/src/generated/validators.js
// Generated by scripts/generate-validators.mjs from schemas/*.schema.json: do not edit.

const labelPolicy = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://github.com/sweepkit/sweepkit/schemas/label-policy.schema.json","title":"Sweepkit label policy","description":"The PR labels that steer the benchmark sweep, the skip marker, the sweep workflow's trigger filter and the conflict message (label-gate). full, canary and fail-fast must be subsets of primary.","type":"object","additionalProperties":false,"required":["version","labels","skip-marker","triggers","messages"],"properties":{"version":{"const":1,"description":"Format version of this file."},"labels":{"type":"object","additionalProperties":false,"required":["primary","full","canary","fail-fast","modifiers","policy","reuse-incompatible"],"properties":{"primary":{"$ref":"#/$defs/labelList","type":"array","minItems":1,"description":"Exactly one of these selects the sweep mode; more than one is a conflict."},"full":{"$ref":"#/$defs/labelList","description":"Primary labels that sweep the full matrix; the other primary labels sweep a trimmed one."},"canary":{"$ref":"#/$defs/labelList","description":"Primary labels that run a canary configuration first."},"fail-fast":{"$ref":"#/$defs/labelList","description":"Primary labels that turn on strategy.fail-fast."},"modifiers":{"type":"object","additionalProperties":false,"required":["all-evals","evals-only","agentx-fast","skip-queue"],"description":"The label behind each modifier output.","properties":{"all-evals":{"$ref":"#/$defs/label"},"evals-only":{"$ref":"#/$defs/label"},"agentx-fast":{"$ref":"#/$defs/label"},"skip-queue":{"$ref":"#/$defs/label"}}},"policy":{"$ref":"#/$defs/labelList","description":"CI-priority labels: no effect on the decision except that their events are relevant."},"reuse-incompatible":{"$ref":"#/$defs/labelList","description":"Labels that make a run ineligible for artifact reuse (the reuse gate does not run)."}}},"skip-marker":{"type":"string","minLength":1,"description":"Case-sensitive substring of the PR head commit message that skips the sweep."},"triggers":{"type":"object","additionalProperties":false,"required":["pull_request","push"],"properties":{"pull_request":{"type":"object","additionalProperties":false,"required":["types","branches"],"properties":{"types":{"$ref":"#/$defs/nameList","description":"Activity types that start the sweep workflow."},"branches":{"$ref":"#/$defs/nameList","description":"Base branches (exact names) whose PRs start it."}}},"push":{"type":"object","additionalProperties":false,"required":["branches"],"properties":{"branches":{"$ref":"#/$defs/nameList","description":"Branches (exact names) whose pushes start it."}}}}},"messages":{"type":"object","additionalProperties":false,"required":["conflict"],"properties":{"conflict":{"type":"string","minLength":1,"description":"The error when a PR has more than one primary label."}}}},"$defs":{"label":{"type":"string","minLength":1},"labelList":{"type":"array","items":{"$ref":"#/$defs/label"},"uniqueItems":true},"nameList":{"type":"array","items":{"type":"string","minLength":1},"uniqueItems":true}}};
const schema33 = {"type":"string","minLength":1};
const schema38 = {"type":"array","items":{"type":"string","minLength":1},"uniqueItems":true};
const schema32 = {"type":"array","items":{"$ref":"#/$defs/label"},"uniqueItems":true};

const func0 = equal/* default */.A;

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(typeof data0 === "string"){
if(data0.length < 1){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
let i1 = data.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data[i1], data[j0])){
const err2 = {instancePath,schemaPath:"#/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://github.com/sweepkit/sweepkit/schemas/label-policy.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.version === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.labels === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "labels"},message:"must have required property '"+"labels"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data["skip-marker"] === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "skip-marker"},message:"must have required property '"+"skip-marker"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.triggers === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "triggers"},message:"must have required property '"+"triggers"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.messages === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "messages"},message:"must have required property '"+"messages"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "version") || (key0 === "labels")) || (key0 === "skip-marker")) || (key0 === "triggers")) || (key0 === "messages"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.version !== undefined){
if(1 !== data.version){
const err6 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.labels !== undefined){
let data1 = data.labels;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.primary === undefined){
const err7 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/required",keyword:"required",params:{missingProperty: "primary"},message:"must have required property '"+"primary"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.full === undefined){
const err8 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/required",keyword:"required",params:{missingProperty: "full"},message:"must have required property '"+"full"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.canary === undefined){
const err9 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/required",keyword:"required",params:{missingProperty: "canary"},message:"must have required property '"+"canary"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1["fail-fast"] === undefined){
const err10 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/required",keyword:"required",params:{missingProperty: "fail-fast"},message:"must have required property '"+"fail-fast"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1.modifiers === undefined){
const err11 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/required",keyword:"required",params:{missingProperty: "modifiers"},message:"must have required property '"+"modifiers"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data1.policy === undefined){
const err12 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/required",keyword:"required",params:{missingProperty: "policy"},message:"must have required property '"+"policy"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data1["reuse-incompatible"] === undefined){
const err13 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/required",keyword:"required",params:{missingProperty: "reuse-incompatible"},message:"must have required property '"+"reuse-incompatible"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key1 in data1){
if(!(((((((key1 === "primary") || (key1 === "full")) || (key1 === "canary")) || (key1 === "fail-fast")) || (key1 === "modifiers")) || (key1 === "policy")) || (key1 === "reuse-incompatible"))){
const err14 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data1.primary !== undefined){
let data2 = data1.primary;
if(!(validate21(data2, {instancePath:instancePath+"/labels/primary",parentData:data1,parentDataProperty:"primary",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
if(Array.isArray(data2)){
if(data2.length < 1){
const err15 = {instancePath:instancePath+"/labels/primary",schemaPath:"#/properties/labels/properties/primary/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/labels/primary",schemaPath:"#/properties/labels/properties/primary/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data1.full !== undefined){
if(!(validate21(data1.full, {instancePath:instancePath+"/labels/full",parentData:data1,parentDataProperty:"full",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
if(data1.canary !== undefined){
if(!(validate21(data1.canary, {instancePath:instancePath+"/labels/canary",parentData:data1,parentDataProperty:"canary",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
if(data1["fail-fast"] !== undefined){
if(!(validate21(data1["fail-fast"], {instancePath:instancePath+"/labels/fail-fast",parentData:data1,parentDataProperty:"fail-fast",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
if(data1.modifiers !== undefined){
let data6 = data1.modifiers;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6["all-evals"] === undefined){
const err17 = {instancePath:instancePath+"/labels/modifiers",schemaPath:"#/properties/labels/properties/modifiers/required",keyword:"required",params:{missingProperty: "all-evals"},message:"must have required property '"+"all-evals"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6["evals-only"] === undefined){
const err18 = {instancePath:instancePath+"/labels/modifiers",schemaPath:"#/properties/labels/properties/modifiers/required",keyword:"required",params:{missingProperty: "evals-only"},message:"must have required property '"+"evals-only"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data6["agentx-fast"] === undefined){
const err19 = {instancePath:instancePath+"/labels/modifiers",schemaPath:"#/properties/labels/properties/modifiers/required",keyword:"required",params:{missingProperty: "agentx-fast"},message:"must have required property '"+"agentx-fast"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data6["skip-queue"] === undefined){
const err20 = {instancePath:instancePath+"/labels/modifiers",schemaPath:"#/properties/labels/properties/modifiers/required",keyword:"required",params:{missingProperty: "skip-queue"},message:"must have required property '"+"skip-queue"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key2 in data6){
if(!((((key2 === "all-evals") || (key2 === "evals-only")) || (key2 === "agentx-fast")) || (key2 === "skip-queue"))){
const err21 = {instancePath:instancePath+"/labels/modifiers",schemaPath:"#/properties/labels/properties/modifiers/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data6["all-evals"] !== undefined){
let data7 = data6["all-evals"];
if(typeof data7 === "string"){
if(data7.length < 1){
const err22 = {instancePath:instancePath+"/labels/modifiers/all-evals",schemaPath:"#/$defs/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/labels/modifiers/all-evals",schemaPath:"#/$defs/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data6["evals-only"] !== undefined){
let data8 = data6["evals-only"];
if(typeof data8 === "string"){
if(data8.length < 1){
const err24 = {instancePath:instancePath+"/labels/modifiers/evals-only",schemaPath:"#/$defs/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/labels/modifiers/evals-only",schemaPath:"#/$defs/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data6["agentx-fast"] !== undefined){
let data9 = data6["agentx-fast"];
if(typeof data9 === "string"){
if(data9.length < 1){
const err26 = {instancePath:instancePath+"/labels/modifiers/agentx-fast",schemaPath:"#/$defs/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/labels/modifiers/agentx-fast",schemaPath:"#/$defs/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data6["skip-queue"] !== undefined){
let data10 = data6["skip-queue"];
if(typeof data10 === "string"){
if(data10.length < 1){
const err28 = {instancePath:instancePath+"/labels/modifiers/skip-queue",schemaPath:"#/$defs/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/labels/modifiers/skip-queue",schemaPath:"#/$defs/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/labels/modifiers",schemaPath:"#/properties/labels/properties/modifiers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data1.policy !== undefined){
if(!(validate21(data1.policy, {instancePath:instancePath+"/labels/policy",parentData:data1,parentDataProperty:"policy",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
if(data1["reuse-incompatible"] !== undefined){
if(!(validate21(data1["reuse-incompatible"], {instancePath:instancePath+"/labels/reuse-incompatible",parentData:data1,parentDataProperty:"reuse-incompatible",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
}
else {
const err31 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data["skip-marker"] !== undefined){
let data13 = data["skip-marker"];
if(typeof data13 === "string"){
if(data13.length < 1){
const err32 = {instancePath:instancePath+"/skip-marker",schemaPath:"#/properties/skip-marker/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/skip-marker",schemaPath:"#/properties/skip-marker/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.triggers !== undefined){
let data14 = data.triggers;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.pull_request === undefined){
const err34 = {instancePath:instancePath+"/triggers",schemaPath:"#/properties/triggers/required",keyword:"required",params:{missingProperty: "pull_request"},message:"must have required property '"+"pull_request"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data14.push === undefined){
const err35 = {instancePath:instancePath+"/triggers",schemaPath:"#/properties/triggers/required",keyword:"required",params:{missingProperty: "push"},message:"must have required property '"+"push"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
for(const key3 in data14){
if(!((key3 === "pull_request") || (key3 === "push"))){
const err36 = {instancePath:instancePath+"/triggers",schemaPath:"#/properties/triggers/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data14.pull_request !== undefined){
let data15 = data14.pull_request;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.types === undefined){
const err37 = {instancePath:instancePath+"/triggers/pull_request",schemaPath:"#/properties/triggers/properties/pull_request/required",keyword:"required",params:{missingProperty: "types"},message:"must have required property '"+"types"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data15.branches === undefined){
const err38 = {instancePath:instancePath+"/triggers/pull_request",schemaPath:"#/properties/triggers/properties/pull_request/required",keyword:"required",params:{missingProperty: "branches"},message:"must have required property '"+"branches"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
for(const key4 in data15){
if(!((key4 === "types") || (key4 === "branches"))){
const err39 = {instancePath:instancePath+"/triggers/pull_request",schemaPath:"#/properties/triggers/properties/pull_request/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data15.types !== undefined){
let data16 = data15.types;
if(Array.isArray(data16)){
const len0 = data16.length;
for(let i0=0; i0<len0; i0++){
let data17 = data16[i0];
if(typeof data17 === "string"){
if(data17.length < 1){
const err40 = {instancePath:instancePath+"/triggers/pull_request/types/" + i0,schemaPath:"#/$defs/nameList/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/triggers/pull_request/types/" + i0,schemaPath:"#/$defs/nameList/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
let i1 = data16.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data16[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err42 = {instancePath:instancePath+"/triggers/pull_request/types",schemaPath:"#/$defs/nameList/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err43 = {instancePath:instancePath+"/triggers/pull_request/types",schemaPath:"#/$defs/nameList/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data15.branches !== undefined){
let data18 = data15.branches;
if(Array.isArray(data18)){
const len1 = data18.length;
for(let i2=0; i2<len1; i2++){
let data19 = data18[i2];
if(typeof data19 === "string"){
if(data19.length < 1){
const err44 = {instancePath:instancePath+"/triggers/pull_request/branches/" + i2,schemaPath:"#/$defs/nameList/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/triggers/pull_request/branches/" + i2,schemaPath:"#/$defs/nameList/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
let i3 = data18.length;
let j1;
if(i3 > 1){
const indices1 = {};
for(;i3--;){
let item1 = data18[i3];
if(typeof item1 !== "string"){
continue;
}
if(typeof indices1[item1] == "number"){
j1 = indices1[item1];
const err46 = {instancePath:instancePath+"/triggers/pull_request/branches",schemaPath:"#/$defs/nameList/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
break;
}
indices1[item1] = i3;
}
}
}
else {
const err47 = {instancePath:instancePath+"/triggers/pull_request/branches",schemaPath:"#/$defs/nameList/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath:instancePath+"/triggers/pull_request",schemaPath:"#/properties/triggers/properties/pull_request/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data14.push !== undefined){
let data20 = data14.push;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.branches === undefined){
const err49 = {instancePath:instancePath+"/triggers/push",schemaPath:"#/properties/triggers/properties/push/required",keyword:"required",params:{missingProperty: "branches"},message:"must have required property '"+"branches"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
for(const key5 in data20){
if(!(key5 === "branches")){
const err50 = {instancePath:instancePath+"/triggers/push",schemaPath:"#/properties/triggers/properties/push/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data20.branches !== undefined){
let data21 = data20.branches;
if(Array.isArray(data21)){
const len2 = data21.length;
for(let i4=0; i4<len2; i4++){
let data22 = data21[i4];
if(typeof data22 === "string"){
if(data22.length < 1){
const err51 = {instancePath:instancePath+"/triggers/push/branches/" + i4,schemaPath:"#/$defs/nameList/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/triggers/push/branches/" + i4,schemaPath:"#/$defs/nameList/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
let i5 = data21.length;
let j2;
if(i5 > 1){
const indices2 = {};
for(;i5--;){
let item2 = data21[i5];
if(typeof item2 !== "string"){
continue;
}
if(typeof indices2[item2] == "number"){
j2 = indices2[item2];
const err53 = {instancePath:instancePath+"/triggers/push/branches",schemaPath:"#/$defs/nameList/uniqueItems",keyword:"uniqueItems",params:{i: i5, j: j2},message:"must NOT have duplicate items (items ## "+j2+" and "+i5+" are identical)"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
break;
}
indices2[item2] = i5;
}
}
}
else {
const err54 = {instancePath:instancePath+"/triggers/push/branches",schemaPath:"#/$defs/nameList/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath:instancePath+"/triggers/push",schemaPath:"#/properties/triggers/properties/push/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath:instancePath+"/triggers",schemaPath:"#/properties/triggers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.messages !== undefined){
let data23 = data.messages;
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.conflict === undefined){
const err57 = {instancePath:instancePath+"/messages",schemaPath:"#/properties/messages/required",keyword:"required",params:{missingProperty: "conflict"},message:"must have required property '"+"conflict"+"'"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
for(const key6 in data23){
if(!(key6 === "conflict")){
const err58 = {instancePath:instancePath+"/messages",schemaPath:"#/properties/messages/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data23.conflict !== undefined){
let data24 = data23.conflict;
if(typeof data24 === "string"){
if(data24.length < 1){
const err59 = {instancePath:instancePath+"/messages/conflict",schemaPath:"#/properties/messages/properties/conflict/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/messages/conflict",schemaPath:"#/properties/messages/properties/conflict/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
else {
const err61 = {instancePath:instancePath+"/messages",schemaPath:"#/properties/messages/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
else {
const err62 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


;// CONCATENATED MODULE: ./packages/gating/src/labels/policy.ts


/** The modifier outputs of label-gate, each backed by one label in the policy. */
const MODIFIER_ROLES = ['all-evals', 'evals-only', 'agentx-fast', 'skip-queue'];
/** The subset rules a JSON Schema cannot say: full, canary and fail-fast name primary labels. */
function checkSubsets(loaded, file) {
    const primary = new Set(file.labels.primary);
    for (const key of ['full', 'canary', 'fail-fast']) {
        file.labels[key].forEach((label, index) => {
            if (!primary.has(label)) {
                throw new errors/* SweepkitError */.R0(`invalid label policy: labels.${key}[${index}]: '${label}' is not a primary label`, {
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
    const loaded = (0,yaml_load/* parseYaml */.hN)(text, file);
    if (!labelPolicy(loaded.value))
        throw (0,schema_error/* schemaViolation */.H)(loaded, (0,schema_error/* firstSchemaError */.W)(labelPolicy.errors), 'label policy', 'label-policy');
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
        relevant: [...new Set([...labels.primary, ...MODIFIER_ROLES.map((role) => modifiers[role]), ...labels.policy])],
        skipMarker: data['skip-marker'],
        triggers: {
            pullRequest: { types: data.triggers.pull_request.types, branches: data.triggers.pull_request.branches },
            push: { branches: data.triggers.push.branches }
        },
        conflictMessage: data.messages.conflict
    };
}


/***/ })

};
