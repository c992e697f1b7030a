export const id = 9333;
export const ids = [9333];
export const modules = {

/***/ 6713:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gl: () => (/* binding */ appliesTo),
/* harmony export */   Sb: () => (/* binding */ pickOptions),
/* harmony export */   eR: () => (/* binding */ OptionError),
/* harmony export */   o5: () => (/* binding */ completeOptions)
/* harmony export */ });
/* unused harmony exports CLI_DIALECT, ACTION_DIALECT, parseOptionText, optionsFor, actionDefault */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);

const CLI_DIALECT = {
    name: (option) => `--${option}`,
    conflict: (option, other) => `argument --${option}: not allowed with argument --${other}`,
    required: (options) => `the following arguments are required: ${options.map((o) => `--${o}`).join(', ')}`
};
const ACTION_DIALECT = {
    name: (option) => `input '${option}'`,
    // Inputs have no order, so the message names them alphabetically.
    conflict: (option, other) => `inputs '${[option, other].sort().join("' and '")}' exclude each other`,
    required: (options) => (options.length === 1 ? `input '${options[0]}' is required` : `inputs ${options.map((o) => `'${o}'`).join(', ')} are required`)
};
const PLACEHOLDER = /\{([a-z0-9-]+)\}/g;
/**
 * A mistake in the options, written once with `{option}` placeholders and shown in the caller's
 * words: `{step-size} must be greater than 1` reads `--step-size must be greater than 1` on the
 * command line and `input 'step-size' must be greater than 1` in a workflow. The message is the
 * CLI's until an edge re-renders it with `inDialect`.
 */
class OptionError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb {
    template;
    render;
    constructor(template, render = (dialect) => template.replace(PLACEHOLDER, (_, name) => dialect.name(name))) {
        super(render(CLI_DIALECT));
        this.template = template;
        this.render = render;
        this.name = 'OptionError';
    }
    inDialect(dialect) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(this.render(dialect));
    }
    /** Two options given together that exclude each other (argparse names the later one first). */
    static conflict(option, other) {
        return new OptionError(`{${option}} conflicts with {${other}}`, (d) => d.conflict(option, other));
    }
}
const requiredError = (options) => new OptionError(`${options.join(', ')} required`, (d) => d.required(options));
const isInteger = (text) => /^\s*[-+]?\d+\s*$/.test(text);
/**
 * Converts an option's text as a workflow gives it (every input is a string) into its kind.
 * Lists are separated by whitespace or newlines.
 */
function parseOptionText(name, def, text) {
    const bad = (what, word) => {
        throw new OptionError(`{${name}} must be ${what}, got '${word}'`);
    };
    const word = (w) => {
        if (def.kind === 'int' || def.kind === 'int-list')
            return isInteger(w) ? Number(w) : bad('an integer', w);
        if (def.kind === 'float') {
            const value = Number(w);
            return w.trim() !== '' && Number.isFinite(value) ? value : bad('a number', w);
        }
        return w;
    };
    switch (def.kind) {
        case 'flag':
            if (['true', 'True', 'TRUE'].includes(text.trim()))
                return true;
            if (['false', 'False', 'FALSE'].includes(text.trim()))
                return false;
            return bad('true or false', text);
        case 'list':
        case 'int-list':
            return text.split(/\s+/).filter(Boolean).map(word);
        default:
            return word(def.kind === 'string' ? text : text.trim());
    }
}
const isSet = (value) => value !== undefined && value !== false && !(Array.isArray(value) && value.length === 0);
/**
 * Fills what was not given (env, then default) and applies the table's rules — required,
 * conflicts, choices, bounds — the same way for both edges. `given` holds the values the caller
 * set, already converted to their kinds; options of the other edge are ignored.
 */
function completeOptions(table, given, edge, env = {}) {
    for (const [name, def] of Object.entries(table)) {
        for (const other of def.conflicts ?? [])
            if (isSet(given[name]) && isSet(given[other]))
                throw OptionError.conflict(name, other);
    }
    const values = {};
    const missing = [];
    const entries = Object.entries(table);
    // Selectors (options that `when` refers to) first, so every condition sees its final value.
    const selectors = new Set(entries.flatMap(([, def]) => Object.keys(def.when ?? {})));
    for (const [name, def] of [...entries.filter(([n]) => selectors.has(n)), ...entries.filter(([n]) => !selectors.has(n))]) {
        if (def.only && def.only !== edge) {
            // An option of the other edge still selects: its default is what this edge means.
            if (selectors.has(name))
                values[name] = given[name] ?? def.default;
            continue;
        }
        let value = given[name];
        const inactive = Object.entries(def.when ?? {}).find(([selector, allowed]) => !allowed.includes(String(values[selector])));
        if (inactive) {
            if (isSet(value) && value !== def.default)
                throw new OptionError(`{${name}} only applies to ${inactive[0]} ${inactive[1].join(' or ')}`);
            values[name] = undefined;
            continue;
        }
        if (!isSet(value) && def.env && env[def.env])
            value = parseOptionText(name, def, env[def.env]);
        // A list's default is written as the workflow would write it (action.yml carries the same text).
        if (value === undefined)
            value = typeof def.default === 'string' && def.kind !== 'string' ? parseOptionText(name, def, def.default) : def.default;
        const required = def.required === true || def.required === edge || (def.requiredUnless !== undefined && !isSet(given[def.requiredUnless]));
        if (required && !isSet(value)) {
            // A sub-command's own required option says which sub-command needs it.
            const [selector, allowed] = Object.entries(def.when ?? {}).at(-1) ?? [];
            if (selector)
                throw new OptionError(`{${name}} is required with ${selector} ${allowed.join(' or ')}`);
            if (def.env)
                throw new OptionError(`{${name}} is empty and ${def.env} is not set`, (d) => d === CLI_DIALECT ? `${d.required([name])} (or ${def.env})` : `${d.name(name)} is empty and ${def.env} is not set`);
            missing.push(name);
        }
        for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
            if (def.choices && typeof item !== 'boolean' && !def.choices.includes(String(item))) {
                throw new OptionError(`{${name}}: invalid choice '${item}' (choose from ${def.choices.join(', ')})`);
            }
            if (typeof item === 'number' && def.min !== undefined && item < def.min) {
                throw new OptionError(`{${name}} must ${def.min === 0 ? 'not be negative' : `be at least ${def.min}`}, got ${item}`);
            }
            if (typeof item === 'number' && def.above !== undefined && item <= def.above)
                throw new OptionError(`{${name}} must be above ${def.above}, got ${item}`);
        }
        values[name] = value;
    }
    if (missing.length)
        throw requiredError(missing);
    // Back in table order, so the values read like the table.
    return Object.fromEntries(entries.filter(([, def]) => !def.only || def.only === edge).map(([name]) => [name, values[name]]));
}
/** Whether an option applies on `edge` once the selectors have these values (a sub-command's own options). */
function appliesTo(def, edge, selectors) {
    if (def.only && def.only !== edge)
        return false;
    return Object.entries(def.when ?? {}).every(([selector, allowed]) => selectors[selector] === undefined || allowed.includes(selectors[selector]));
}
/** Some of a command's options, for an entrypoint that reads only those (e.g. a post step); it names no command itself. */
function pickOptions(command, names) {
    return { description: command.description, options: Object.fromEntries(names.map((name) => [name, command.options[name]])) };
}
/** The table's options as one edge sees them. */
function optionsFor(table, edge) {
    return Object.entries(table).filter(([, def]) => !def.only || def.only === edge);
}
/** action.yml's `default:` for an option: what the runner passes when the workflow leaves it out. */
function actionDefault(def) {
    return def.runnerDefault ?? (def.default === undefined ? '' : String(def.default));
}


/***/ }),

/***/ 3572:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ jsonView)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(564);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4236);

/**
 * The plain-JSON view of a YAML value that the JSON Schema validator sees: Python floats and big
 * ints become numbers, and dates become a mapping so that no string or number field accepts them
 * (pydantic rejects a date where a str or int is expected). A list or mapping with nothing to
 * change inside is its own view, not a copy (the validators only read): configs are mostly ints
 * and strings, so most of a config is shared.
 */
function jsonView(value) {
    if (value instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$)
        return value.value;
    if (typeof value === 'bigint')
        return Number(value);
    if (value instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .YamlTimestamp */ .Am)
        return { timestamp: value.text };
    if (Array.isArray(value)) {
        let copy;
        for (let i = 0; i < value.length; i++) {
            const item = value[i];
            const view = jsonView(item);
            if (copy)
                copy.push(view);
            else if (view !== item)
                copy = [...value.slice(0, i), view];
        }
        return copy ?? value;
    }
    if (value !== null && typeof value === 'object') {
        let copy;
        const keys = Object.keys(value);
        for (let i = 0; i < keys.length; i++) {
            const item = value[keys[i]];
            const view = jsonView(item);
            if (!copy && view !== item) {
                copy = {};
                for (const earlier of keys.slice(0, i))
                    copy[earlier] = value[earlier];
            }
            if (copy)
                copy[keys[i]] = view;
        }
        return copy ?? value;
    }
    return value;
}


/***/ }),

/***/ 300:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ ciPriorityPolicy),
/* harmony export */   F3: () => (/* binding */ singleNodeConfig),
/* harmony export */   G0: () => (/* binding */ multiNodeConfig),
/* harmony export */   ae: () => (/* binding */ runners)
/* harmony export */ });
// Generated by scripts/generate-validators.mjs from schemas/*.schema.json: do not edit.

const singleNodeConfig = validate76;
const schema74 = {"type":"object","additionalProperties":false,"required":["image","model","model-prefix","precision","framework","runner","multinode","scenarios"],"properties":{"image":{"type":"string","description":"Container image."},"model":{"type":"string","description":"Model id."},"model-prefix":{"type":"string","description":"Short model name used in exp-names."},"precision":{"type":"string"},"framework":{"type":"string"},"runner":{"type":"string","description":"Runner label (not checked against the runners file)."},"multinode":{"$ref":"#/$defs/falseLiteral"},"disagg":{"$ref":"#/$defs/falseLiteral"},"router":{"$ref":"#/$defs/componentMetadataOrNull"},"scenarios":{"$ref":"#/$defs/singleNodeScenarios"}}};
const schema75 = {"enum":[false,0]};
const func2 = Object.prototype.hasOwnProperty;
const schema38 = {"type":["object","null"],"additionalProperties":false,"required":["name","version"],"properties":{"name":{"$ref":"#/$defs/nonEmptyString"},"version":{"$ref":"#/$defs/nonEmptyString"}}};
const schema39 = {"type":"string","minLength":1};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema38.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.version === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "name") || (key0 === "version"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(data0.length < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/nonEmptyString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/nonEmptyString/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
let data1 = data.version;
if(typeof data1 === "string"){
if(data1.length < 1){
const err6 = {instancePath:instancePath+"/version",schemaPath:"#/$defs/nonEmptyString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/version",schemaPath:"#/$defs/nonEmptyString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema77 = {"type":"object","additionalProperties":false,"properties":{"fixed-seq-len":{"type":["array","null"],"items":{"$ref":"#/$defs/singleNodeSeqLen"}},"agentic-coding":{"type":["array","null"],"items":{"$ref":"#/$defs/agenticBlock"}}}};
const schema78 = {"type":"object","additionalProperties":false,"required":["isl","osl","search-space"],"properties":{"isl":{"$ref":"#/$defs/laxInt"},"osl":{"$ref":"#/$defs/laxInt"},"search-space":{"type":"array","items":{"$ref":"#/$defs/singleNodeSearchSpace"}}}};
const schema43 = {"description":"An integer; like pydantic's lax mode also true/false and integer strings.","anyOf":[{"type":"integer"},{"type":"boolean"},{"type":"string","pattern":"^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"}]};
const pattern6 = new RegExp("^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$", "u");
const schema81 = {"type":"object","additionalProperties":false,"required":["tp"],"properties":{"tp":{"$ref":"#/$defs/laxInt"},"pp":{"$ref":"#/$defs/positiveInt"},"dcp-size":{"$ref":"#/$defs/positiveInt"},"pcp-size":{"$ref":"#/$defs/positiveInt"},"ep":{"$ref":"#/$defs/laxIntOrNull"},"dp-attn":{"$ref":"#/$defs/laxBoolOrNull"},"spec-decoding":{"$ref":"#/$defs/specDecoding"},"router":{"$ref":"#/$defs/componentMetadataOrNull"},"conc-start":{"$ref":"#/$defs/laxIntOrNull"},"conc-end":{"$ref":"#/$defs/laxIntOrNull"},"conc-list":{"$ref":"#/$defs/concList"}}};
const schema50 = {"type":"integer","exclusiveMinimum":0};
const schema46 = {"enum":["mtp","draft_model","none"]};
const schema57 = {"anyOf":[{"type":"null"},{"$ref":"#/$defs/laxInt"}]};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
const _errs3 = errors;
const _errs5 = errors;
let valid2 = false;
const _errs6 = errors;
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err1 = {instancePath,schemaPath:"#/$defs/laxInt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid1 = _errs6 === errors;
valid2 = valid2 || _valid1;
const _errs8 = errors;
if(typeof data !== "boolean"){
const err2 = {instancePath,schemaPath:"#/$defs/laxInt/anyOf/1/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs8 === errors;
valid2 = valid2 || _valid1;
const _errs10 = errors;
if(typeof data === "string"){
if(!pattern6.test(data)){
const err3 = {instancePath,schemaPath:"#/$defs/laxInt/anyOf/2/pattern",keyword:"pattern",params:{pattern: "^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"},message:"must match pattern \""+"^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath,schemaPath:"#/$defs/laxInt/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs10 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err5 = {instancePath,schemaPath:"#/$defs/laxInt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const err6 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema66 = {"anyOf":[{"type":"null"},{"$ref":"#/$defs/laxBool"}]};
const schema36 = {"description":"A boolean; like pydantic's lax mode also 0/1 and yes/no/on/off/true/false/y/n/t/f words in any case.","anyOf":[{"type":"boolean"},{"enum":[0,1]},{"type":"string","pattern":"^([01]|[Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee]|[Yy][Ee][Ss]|[Nn][Oo]|[Oo][Nn]|[Oo][Ff][Ff]|[YyNnTtFf])$"}]};
const pattern5 = new RegExp("^([01]|[Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee]|[Yy][Ee][Ss]|[Nn][Oo]|[Oo][Nn]|[Oo][Ff][Ff]|[YyNnTtFf])$", "u");

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
const _errs3 = errors;
const _errs5 = errors;
let valid2 = false;
const _errs6 = errors;
if(typeof data !== "boolean"){
const err1 = {instancePath,schemaPath:"#/$defs/laxBool/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid1 = _errs6 === errors;
valid2 = valid2 || _valid1;
const _errs8 = errors;
if(!((data === 0) || (data === 1))){
const err2 = {instancePath,schemaPath:"#/$defs/laxBool/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema36.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs8 === errors;
valid2 = valid2 || _valid1;
const _errs9 = errors;
if(typeof data === "string"){
if(!pattern5.test(data)){
const err3 = {instancePath,schemaPath:"#/$defs/laxBool/anyOf/2/pattern",keyword:"pattern",params:{pattern: "^([01]|[Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee]|[Yy][Ee][Ss]|[Nn][Oo]|[Oo][Nn]|[Oo][Ff][Ff]|[YyNnTtFf])$"},message:"must match pattern \""+"^([01]|[Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee]|[Yy][Ee][Ss]|[Nn][Oo]|[Oo][Nn]|[Oo][Ff][Ff]|[YyNnTtFf])$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath,schemaPath:"#/$defs/laxBool/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs9 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err5 = {instancePath,schemaPath:"#/$defs/laxBool/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const err6 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema59 = {"type":["array","null"],"items":{"$ref":"#/$defs/laxInt"}};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(Array.isArray(data))) && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema59.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs3 = errors;
let valid3 = false;
const _errs4 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/laxInt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid3 = valid3 || _valid0;
const _errs6 = errors;
if(typeof data0 !== "boolean"){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/laxInt/anyOf/1/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid3 = valid3 || _valid0;
const _errs8 = errors;
if(typeof data0 === "string"){
if(!pattern6.test(data0)){
const err3 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/laxInt/anyOf/2/pattern",keyword:"pattern",params:{pattern: "^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"},message:"must match pattern \""+"^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/laxInt/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err5 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/laxInt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
}
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate63.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.tp === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tp"},message:"must have required property '"+"tp"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema81.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.tp !== undefined){
let data0 = data.tp;
const _errs4 = errors;
let valid2 = false;
const _errs5 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/tp",schemaPath:"#/$defs/laxInt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid2 = valid2 || _valid0;
const _errs7 = errors;
if(typeof data0 !== "boolean"){
const err3 = {instancePath:instancePath+"/tp",schemaPath:"#/$defs/laxInt/anyOf/1/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid2 = valid2 || _valid0;
const _errs9 = errors;
if(typeof data0 === "string"){
if(!pattern6.test(data0)){
const err4 = {instancePath:instancePath+"/tp",schemaPath:"#/$defs/laxInt/anyOf/2/pattern",keyword:"pattern",params:{pattern: "^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"},message:"must match pattern \""+"^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/tp",schemaPath:"#/$defs/laxInt/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err6 = {instancePath:instancePath+"/tp",schemaPath:"#/$defs/laxInt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
if(data.pp !== undefined){
let data1 = data.pp;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err7 = {instancePath:instancePath+"/pp",schemaPath:"#/$defs/positiveInt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 <= 0 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/pp",schemaPath:"#/$defs/positiveInt/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data["dcp-size"] !== undefined){
let data2 = data["dcp-size"];
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err9 = {instancePath:instancePath+"/dcp-size",schemaPath:"#/$defs/positiveInt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 <= 0 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/dcp-size",schemaPath:"#/$defs/positiveInt/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data["pcp-size"] !== undefined){
let data3 = data["pcp-size"];
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err11 = {instancePath:instancePath+"/pcp-size",schemaPath:"#/$defs/positiveInt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 <= 0 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/pcp-size",schemaPath:"#/$defs/positiveInt/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.ep !== undefined){
if(!(validate32(data.ep, {instancePath:instancePath+"/ep",parentData:data,parentDataProperty:"ep",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data["dp-attn"] !== undefined){
if(!(validate43(data["dp-attn"], {instancePath:instancePath+"/dp-attn",parentData:data,parentDataProperty:"dp-attn",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
}
if(data["spec-decoding"] !== undefined){
let data6 = data["spec-decoding"];
if(!(((data6 === "mtp") || (data6 === "draft_model")) || (data6 === "none"))){
const err13 = {instancePath:instancePath+"/spec-decoding",schemaPath:"#/$defs/specDecoding/enum",keyword:"enum",params:{allowedValues: schema46.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.router !== undefined){
if(!(validate23(data.router, {instancePath:instancePath+"/router",parentData:data,parentDataProperty:"router",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
if(data["conc-start"] !== undefined){
if(!(validate32(data["conc-start"], {instancePath:instancePath+"/conc-start",parentData:data,parentDataProperty:"conc-start",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data["conc-end"] !== undefined){
if(!(validate32(data["conc-end"], {instancePath:instancePath+"/conc-end",parentData:data,parentDataProperty:"conc-end",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data["conc-list"] !== undefined){
if(!(validate35(data["conc-list"], {instancePath:instancePath+"/conc-list",parentData:data,parentDataProperty:"conc-list",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate62.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.isl === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isl"},message:"must have required property '"+"isl"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.osl === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "osl"},message:"must have required property '"+"osl"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data["search-space"] === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "search-space"},message:"must have required property '"+"search-space"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "isl") || (key0 === "osl")) || (key0 === "search-space"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.isl !== undefined){
let data0 = data.isl;
const _errs4 = errors;
let valid2 = false;
const _errs5 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/isl",schemaPath:"#/$defs/laxInt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid2 = valid2 || _valid0;
const _errs7 = errors;
if(typeof data0 !== "boolean"){
const err5 = {instancePath:instancePath+"/isl",schemaPath:"#/$defs/laxInt/anyOf/1/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid2 = valid2 || _valid0;
const _errs9 = errors;
if(typeof data0 === "string"){
if(!pattern6.test(data0)){
const err6 = {instancePath:instancePath+"/isl",schemaPath:"#/$defs/laxInt/anyOf/2/pattern",keyword:"pattern",params:{pattern: "^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"},message:"must match pattern \""+"^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/isl",schemaPath:"#/$defs/laxInt/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err8 = {instancePath:instancePath+"/isl",schemaPath:"#/$defs/laxInt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
if(data.osl !== undefined){
let data1 = data.osl;
const _errs13 = errors;
let valid4 = false;
const _errs14 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err9 = {instancePath:instancePath+"/osl",schemaPath:"#/$defs/laxInt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs14 === errors;
valid4 = valid4 || _valid1;
const _errs16 = errors;
if(typeof data1 !== "boolean"){
const err10 = {instancePath:instancePath+"/osl",schemaPath:"#/$defs/laxInt/anyOf/1/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs16 === errors;
valid4 = valid4 || _valid1;
const _errs18 = errors;
if(typeof data1 === "string"){
if(!pattern6.test(data1)){
const err11 = {instancePath:instancePath+"/osl",schemaPath:"#/$defs/laxInt/anyOf/2/pattern",keyword:"pattern",params:{pattern: "^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"},message:"must match pattern \""+"^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/osl",schemaPath:"#/$defs/laxInt/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err13 = {instancePath:instancePath+"/osl",schemaPath:"#/$defs/laxInt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data["search-space"] !== undefined){
let data2 = data["search-space"];
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate63(data2[i0], {instancePath:instancePath+"/search-space/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
}
else {
const err14 = {instancePath:instancePath+"/search-space",schemaPath:"#/properties/search-space/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate62.errors = vErrors;
return errors === 0;
}
validate62.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema61 = {"type":"object","additionalProperties":false,"required":["search-space"],"properties":{"search-space":{"type":"array","items":{"$ref":"#/$defs/agenticSearchSpace"}},"dram-utilization":{"type":["number","null"],"exclusiveMinimum":0,"maximum":1,"description":"Share of the runner's CPU DRAM given to KV offloading."}}};
const schema62 = {"type":"object","additionalProperties":false,"properties":{"tp":{"$ref":"#/$defs/laxIntOrNull"},"pp":{"$ref":"#/$defs/positiveInt"},"dcp-size":{"$ref":"#/$defs/positiveInt"},"pcp-size":{"$ref":"#/$defs/positiveInt"},"ep":{"$ref":"#/$defs/laxIntOrNull"},"dp-attn":{"$ref":"#/$defs/laxBoolOrNull"},"spec-decoding":{"$ref":"#/$defs/specDecoding"},"prefill":{"$ref":"#/$defs/workerOrNull"},"decode":{"$ref":"#/$defs/workerOrNull"},"kv-offloading":{"enum":["none","dram",null]},"kv-offload-backend":{"$ref":"#/$defs/kvOffloadBackendOrNull"},"router":{"$ref":"#/$defs/componentMetadataOrNull"},"kv-p2p-transfer":{"$ref":"#/$defs/nonEmptyStringOrNull"},"conc-start":{"$ref":"#/$defs/laxIntOrNull"},"conc-end":{"$ref":"#/$defs/laxIntOrNull"},"conc-list":{"$ref":"#/$defs/concList"}}};
const schema37 = {"type":["string","null"],"minLength":1};
const schema69 = {"anyOf":[{"type":"null"},{"$ref":"#/$defs/worker"}]};
const schema47 = {"type":"object","additionalProperties":false,"required":["num-worker","tp","ep","dp-attn"],"properties":{"num-worker":{"$ref":"#/$defs/laxInt"},"tp":{"$ref":"#/$defs/laxInt"},"pp":{"$ref":"#/$defs/positiveInt"},"dcp-size":{"$ref":"#/$defs/positiveInt"},"pcp-size":{"$ref":"#/$defs/positiveInt"},"ep":{"$ref":"#/$defs/laxInt"},"dp-attn":{"$ref":"#/$defs/laxBool"},"hardware":{"$ref":"#/$defs/nonEmptyStringOrNull"},"additional-settings":{"type":["array","null"],"items":{"type":"string"}}}};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["num-worker"] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "num-worker"},message:"must have required property '"+"num-worker"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.tp === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tp"},message:"must have required property '"+"tp"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.ep === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ep"},message:"must have required property '"+"ep"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data["dp-attn"] === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dp-attn"},message:"must have required property '"+"dp-attn"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema47.properties, key0))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data["num-worker"] !== undefined){
let data0 = data["num-worker"];
const _errs4 = errors;
let valid2 = false;
const _errs5 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err5 = {instancePath:instancePath+"/num-worker",schemaPath:"#/$defs/laxInt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid2 = valid2 || _valid0;
const _errs7 = errors;
if(typeof data0 !== "boolean"){
const err6 = {instancePath:instancePath+"/num-worker",schemaPath:"#/$defs/laxInt/anyOf/1/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid2 = valid2 || _valid0;
const _errs9 = errors;
if(typeof data0 === "string"){
if(!pattern6.test(data0)){
const err7 = {instancePath:instancePath+"/num-worker",schemaPath:"#/$defs/laxInt/anyOf/2/pattern",keyword:"pattern",params:{pattern: "^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"},message:"must match pattern \""+"^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/num-worker",schemaPath:"#/$defs/laxInt/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err9 = {instancePath:instancePath+"/num-worker",schemaPath:"#/$defs/laxInt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
if(data.tp !== undefined){
let data1 = data.tp;
const _errs13 = errors;
let valid4 = false;
const _errs14 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err10 = {instancePath:instancePath+"/tp",schemaPath:"#/$defs/laxInt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs14 === errors;
valid4 = valid4 || _valid1;
const _errs16 = errors;
if(typeof data1 !== "boolean"){
const err11 = {instancePath:instancePath+"/tp",schemaPath:"#/$defs/laxInt/anyOf/1/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs16 === errors;
valid4 = valid4 || _valid1;
const _errs18 = errors;
if(typeof data1 === "string"){
if(!pattern6.test(data1)){
const err12 = {instancePath:instancePath+"/tp",schemaPath:"#/$defs/laxInt/anyOf/2/pattern",keyword:"pattern",params:{pattern: "^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"},message:"must match pattern \""+"^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/tp",schemaPath:"#/$defs/laxInt/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err14 = {instancePath:instancePath+"/tp",schemaPath:"#/$defs/laxInt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data.pp !== undefined){
let data2 = data.pp;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err15 = {instancePath:instancePath+"/pp",schemaPath:"#/$defs/positiveInt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 <= 0 || isNaN(data2)){
const err16 = {instancePath:instancePath+"/pp",schemaPath:"#/$defs/positiveInt/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data["dcp-size"] !== undefined){
let data3 = data["dcp-size"];
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err17 = {instancePath:instancePath+"/dcp-size",schemaPath:"#/$defs/positiveInt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 <= 0 || isNaN(data3)){
const err18 = {instancePath:instancePath+"/dcp-size",schemaPath:"#/$defs/positiveInt/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data["pcp-size"] !== undefined){
let data4 = data["pcp-size"];
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err19 = {instancePath:instancePath+"/pcp-size",schemaPath:"#/$defs/positiveInt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 <= 0 || isNaN(data4)){
const err20 = {instancePath:instancePath+"/pcp-size",schemaPath:"#/$defs/positiveInt/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data.ep !== undefined){
let data5 = data.ep;
const _errs31 = errors;
let valid9 = false;
const _errs32 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err21 = {instancePath:instancePath+"/ep",schemaPath:"#/$defs/laxInt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid2 = _errs32 === errors;
valid9 = valid9 || _valid2;
const _errs34 = errors;
if(typeof data5 !== "boolean"){
const err22 = {instancePath:instancePath+"/ep",schemaPath:"#/$defs/laxInt/anyOf/1/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid2 = _errs34 === errors;
valid9 = valid9 || _valid2;
const _errs36 = errors;
if(typeof data5 === "string"){
if(!pattern6.test(data5)){
const err23 = {instancePath:instancePath+"/ep",schemaPath:"#/$defs/laxInt/anyOf/2/pattern",keyword:"pattern",params:{pattern: "^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"},message:"must match pattern \""+"^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/ep",schemaPath:"#/$defs/laxInt/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid2 = _errs36 === errors;
valid9 = valid9 || _valid2;
if(!valid9){
const err25 = {instancePath:instancePath+"/ep",schemaPath:"#/$defs/laxInt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
else {
errors = _errs31;
if(vErrors !== null){
if(_errs31){
vErrors.length = _errs31;
}
else {
vErrors = null;
}
}
}
}
if(data["dp-attn"] !== undefined){
let data6 = data["dp-attn"];
const _errs40 = errors;
let valid11 = false;
const _errs41 = errors;
if(typeof data6 !== "boolean"){
const err26 = {instancePath:instancePath+"/dp-attn",schemaPath:"#/$defs/laxBool/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid3 = _errs41 === errors;
valid11 = valid11 || _valid3;
const _errs43 = errors;
if(!((data6 === 0) || (data6 === 1))){
const err27 = {instancePath:instancePath+"/dp-attn",schemaPath:"#/$defs/laxBool/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema36.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid3 = _errs43 === errors;
valid11 = valid11 || _valid3;
const _errs44 = errors;
if(typeof data6 === "string"){
if(!pattern5.test(data6)){
const err28 = {instancePath:instancePath+"/dp-attn",schemaPath:"#/$defs/laxBool/anyOf/2/pattern",keyword:"pattern",params:{pattern: "^([01]|[Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee]|[Yy][Ee][Ss]|[Nn][Oo]|[Oo][Nn]|[Oo][Ff][Ff]|[YyNnTtFf])$"},message:"must match pattern \""+"^([01]|[Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee]|[Yy][Ee][Ss]|[Nn][Oo]|[Oo][Nn]|[Oo][Ff][Ff]|[YyNnTtFf])$"+"\""};
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
const err29 = {instancePath:instancePath+"/dp-attn",schemaPath:"#/$defs/laxBool/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid3 = _errs44 === errors;
valid11 = valid11 || _valid3;
if(!valid11){
const err30 = {instancePath:instancePath+"/dp-attn",schemaPath:"#/$defs/laxBool/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
errors = _errs40;
if(vErrors !== null){
if(_errs40){
vErrors.length = _errs40;
}
else {
vErrors = null;
}
}
}
}
if(data.hardware !== undefined){
let data7 = data.hardware;
if((typeof data7 !== "string") && (data7 !== null)){
const err31 = {instancePath:instancePath+"/hardware",schemaPath:"#/$defs/nonEmptyStringOrNull/type",keyword:"type",params:{type: schema37.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(typeof data7 === "string"){
if(data7.length < 1){
const err32 = {instancePath:instancePath+"/hardware",schemaPath:"#/$defs/nonEmptyStringOrNull/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
if(data["additional-settings"] !== undefined){
let data8 = data["additional-settings"];
if((!(Array.isArray(data8))) && (data8 !== null)){
const err33 = {instancePath:instancePath+"/additional-settings",schemaPath:"#/properties/additional-settings/type",keyword:"type",params:{type: schema47.properties["additional-settings"].type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(Array.isArray(data8)){
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
if(typeof data8[i0] !== "string"){
const err34 = {instancePath:instancePath+"/additional-settings/" + i0,schemaPath:"#/properties/additional-settings/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
}
}
else {
const err35 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate45.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
const _errs3 = errors;
if(!(validate28(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props0 = true;
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate45.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate45.evaluated = {"dynamicProps":true,"dynamicItems":false};

const schema70 = {"type":["object","null"],"additionalProperties":false,"required":["name"],"properties":{"name":{"$ref":"#/$defs/nonEmptyString"},"version":{"$ref":"#/$defs/nonEmptyStringOrNull"}}};

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate49.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema70.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "name") || (key0 === "version"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(data0.length < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/nonEmptyString/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/nonEmptyString/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.version !== undefined){
let data1 = data.version;
if((typeof data1 !== "string") && (data1 !== null)){
const err5 = {instancePath:instancePath+"/version",schemaPath:"#/$defs/nonEmptyStringOrNull/type",keyword:"type",params:{type: schema37.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data1 === "string"){
if(data1.length < 1){
const err6 = {instancePath:instancePath+"/version",schemaPath:"#/$defs/nonEmptyStringOrNull/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
}
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema62.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.tp !== undefined){
if(!(validate32(data.tp, {instancePath:instancePath+"/tp",parentData:data,parentDataProperty:"tp",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data.pp !== undefined){
let data1 = data.pp;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err1 = {instancePath:instancePath+"/pp",schemaPath:"#/$defs/positiveInt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 <= 0 || isNaN(data1)){
const err2 = {instancePath:instancePath+"/pp",schemaPath:"#/$defs/positiveInt/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
if(data["dcp-size"] !== undefined){
let data2 = data["dcp-size"];
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err3 = {instancePath:instancePath+"/dcp-size",schemaPath:"#/$defs/positiveInt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 <= 0 || isNaN(data2)){
const err4 = {instancePath:instancePath+"/dcp-size",schemaPath:"#/$defs/positiveInt/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data["pcp-size"] !== undefined){
let data3 = data["pcp-size"];
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err5 = {instancePath:instancePath+"/pcp-size",schemaPath:"#/$defs/positiveInt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 <= 0 || isNaN(data3)){
const err6 = {instancePath:instancePath+"/pcp-size",schemaPath:"#/$defs/positiveInt/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.ep !== undefined){
if(!(validate32(data.ep, {instancePath:instancePath+"/ep",parentData:data,parentDataProperty:"ep",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data["dp-attn"] !== undefined){
if(!(validate43(data["dp-attn"], {instancePath:instancePath+"/dp-attn",parentData:data,parentDataProperty:"dp-attn",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
}
if(data["spec-decoding"] !== undefined){
let data6 = data["spec-decoding"];
if(!(((data6 === "mtp") || (data6 === "draft_model")) || (data6 === "none"))){
const err7 = {instancePath:instancePath+"/spec-decoding",schemaPath:"#/$defs/specDecoding/enum",keyword:"enum",params:{allowedValues: schema46.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.prefill !== undefined){
if(!(validate45(data.prefill, {instancePath:instancePath+"/prefill",parentData:data,parentDataProperty:"prefill",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
}
if(data.decode !== undefined){
if(!(validate45(data.decode, {instancePath:instancePath+"/decode",parentData:data,parentDataProperty:"decode",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
}
if(data["kv-offloading"] !== undefined){
let data9 = data["kv-offloading"];
if(!(((data9 === "none") || (data9 === "dram")) || (data9 === null))){
const err8 = {instancePath:instancePath+"/kv-offloading",schemaPath:"#/properties/kv-offloading/enum",keyword:"enum",params:{allowedValues: schema62.properties["kv-offloading"].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data["kv-offload-backend"] !== undefined){
if(!(validate49(data["kv-offload-backend"], {instancePath:instancePath+"/kv-offload-backend",parentData:data,parentDataProperty:"kv-offload-backend",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
}
if(data.router !== undefined){
if(!(validate23(data.router, {instancePath:instancePath+"/router",parentData:data,parentDataProperty:"router",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
if(data["kv-p2p-transfer"] !== undefined){
let data12 = data["kv-p2p-transfer"];
if((typeof data12 !== "string") && (data12 !== null)){
const err9 = {instancePath:instancePath+"/kv-p2p-transfer",schemaPath:"#/$defs/nonEmptyStringOrNull/type",keyword:"type",params:{type: schema37.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(typeof data12 === "string"){
if(data12.length < 1){
const err10 = {instancePath:instancePath+"/kv-p2p-transfer",schemaPath:"#/$defs/nonEmptyStringOrNull/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data["conc-start"] !== undefined){
if(!(validate32(data["conc-start"], {instancePath:instancePath+"/conc-start",parentData:data,parentDataProperty:"conc-start",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data["conc-end"] !== undefined){
if(!(validate32(data["conc-end"], {instancePath:instancePath+"/conc-end",parentData:data,parentDataProperty:"conc-end",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data["conc-list"] !== undefined){
if(!(validate35(data["conc-list"], {instancePath:instancePath+"/conc-list",parentData:data,parentDataProperty:"conc-list",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["search-space"] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "search-space"},message:"must have required property '"+"search-space"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "search-space") || (key0 === "dram-utilization"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data["search-space"] !== undefined){
let data0 = data["search-space"];
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate40(data0[i0], {instancePath:instancePath+"/search-space/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath:instancePath+"/search-space",schemaPath:"#/properties/search-space/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data["dram-utilization"] !== undefined){
let data2 = data["dram-utilization"];
if((!((typeof data2 == "number") && (isFinite(data2)))) && (data2 !== null)){
const err3 = {instancePath:instancePath+"/dram-utilization",schemaPath:"#/properties/dram-utilization/type",keyword:"type",params:{type: schema61.properties["dram-utilization"].type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1 || isNaN(data2)){
const err4 = {instancePath:instancePath+"/dram-utilization",schemaPath:"#/properties/dram-utilization/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2 <= 0 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/dram-utilization",schemaPath:"#/properties/dram-utilization/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate61.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "fixed-seq-len") || (key0 === "agentic-coding"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data["fixed-seq-len"] !== undefined){
let data0 = data["fixed-seq-len"];
if((!(Array.isArray(data0))) && (data0 !== null)){
const err1 = {instancePath:instancePath+"/fixed-seq-len",schemaPath:"#/properties/fixed-seq-len/type",keyword:"type",params:{type: schema77.properties["fixed-seq-len"].type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate62(data0[i0], {instancePath:instancePath+"/fixed-seq-len/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
}
}
}
if(data["agentic-coding"] !== undefined){
let data2 = data["agentic-coding"];
if((!(Array.isArray(data2))) && (data2 !== null)){
const err2 = {instancePath:instancePath+"/agentic-coding",schemaPath:"#/properties/agentic-coding/type",keyword:"type",params:{type: schema77.properties["agentic-coding"].type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(Array.isArray(data2)){
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
if(!(validate39(data2[i1], {instancePath:instancePath+"/agentic-coding/" + i1,parentData:data2,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
errors = vErrors.length;
}
}
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate76.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.image === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "image"},message:"must have required property '"+"image"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.model === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data["model-prefix"] === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model-prefix"},message:"must have required property '"+"model-prefix"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.precision === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "precision"},message:"must have required property '"+"precision"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.framework === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "framework"},message:"must have required property '"+"framework"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.runner === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "runner"},message:"must have required property '"+"runner"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.multinode === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "multinode"},message:"must have required property '"+"multinode"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.scenarios === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "scenarios"},message:"must have required property '"+"scenarios"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema74.properties, key0))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.image !== undefined){
if(typeof data.image !== "string"){
const err9 = {instancePath:instancePath+"/image",schemaPath:"#/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.model !== undefined){
if(typeof data.model !== "string"){
const err10 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data["model-prefix"] !== undefined){
if(typeof data["model-prefix"] !== "string"){
const err11 = {instancePath:instancePath+"/model-prefix",schemaPath:"#/properties/model-prefix/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.precision !== undefined){
if(typeof data.precision !== "string"){
const err12 = {instancePath:instancePath+"/precision",schemaPath:"#/properties/precision/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.framework !== undefined){
if(typeof data.framework !== "string"){
const err13 = {instancePath:instancePath+"/framework",schemaPath:"#/properties/framework/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.runner !== undefined){
if(typeof data.runner !== "string"){
const err14 = {instancePath:instancePath+"/runner",schemaPath:"#/properties/runner/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.multinode !== undefined){
let data6 = data.multinode;
if(!((data6 === false) || (data6 === 0))){
const err15 = {instancePath:instancePath+"/multinode",schemaPath:"#/$defs/falseLiteral/enum",keyword:"enum",params:{allowedValues: schema75.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.disagg !== undefined){
let data7 = data.disagg;
if(!((data7 === false) || (data7 === 0))){
const err16 = {instancePath:instancePath+"/disagg",schemaPath:"#/$defs/falseLiteral/enum",keyword:"enum",params:{allowedValues: schema75.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.router !== undefined){
if(!(validate23(data.router, {instancePath:instancePath+"/router",parentData:data,parentDataProperty:"router",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
if(data.scenarios !== undefined){
if(!(validate61(data.scenarios, {instancePath:instancePath+"/scenarios",parentData:data,parentDataProperty:"scenarios",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate76.errors = vErrors;
return errors === 0;
}
validate76.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const multiNodeConfig = validate79;
const schema34 = {"type":"object","additionalProperties":false,"required":["image","model","model-prefix","precision","framework","runner","multinode","scenarios"],"properties":{"image":{"type":"string","description":"Container image."},"model":{"type":"string","description":"Model id."},"model-prefix":{"type":"string","description":"Short model name used in exp-names."},"precision":{"type":"string"},"framework":{"type":"string"},"runner":{"type":"string","description":"Runner label (not checked against the runners file)."},"multinode":{"$ref":"#/$defs/trueLiteral"},"disagg":{"$ref":"#/$defs/laxBool"},"kv-p2p-transfer":{"$ref":"#/$defs/nonEmptyStringOrNull"},"router":{"$ref":"#/$defs/componentMetadataOrNull"},"scenarios":{"$ref":"#/$defs/multiNodeScenarios"}}};
const schema35 = {"enum":[true,1]};
const schema41 = {"type":"object","additionalProperties":false,"properties":{"fixed-seq-len":{"type":["array","null"],"items":{"$ref":"#/$defs/multiNodeSeqLen"}},"agentic-coding":{"type":["array","null"],"items":{"$ref":"#/$defs/agenticBlock"}}}};
const schema42 = {"type":"object","additionalProperties":false,"required":["isl","osl","search-space"],"properties":{"isl":{"$ref":"#/$defs/laxInt"},"osl":{"$ref":"#/$defs/laxInt"},"search-space":{"type":"array","items":{"$ref":"#/$defs/multiNodeSearchSpace"}}}};
const schema45 = {"type":"object","additionalProperties":false,"required":["prefill","decode"],"properties":{"spec-decoding":{"$ref":"#/$defs/specDecoding"},"prefill":{"$ref":"#/$defs/worker"},"decode":{"$ref":"#/$defs/worker"},"router":{"$ref":"#/$defs/componentMetadataOrNull"},"kv-p2p-transfer":{"$ref":"#/$defs/nonEmptyStringOrNull"},"conc-start":{"$ref":"#/$defs/laxIntOrNull"},"conc-end":{"$ref":"#/$defs/laxIntOrNull"},"conc-list":{"$ref":"#/$defs/concList"}}};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.prefill === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prefill"},message:"must have required property '"+"prefill"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.decode === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "decode"},message:"must have required property '"+"decode"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "spec-decoding") || (key0 === "prefill")) || (key0 === "decode")) || (key0 === "router")) || (key0 === "kv-p2p-transfer")) || (key0 === "conc-start")) || (key0 === "conc-end")) || (key0 === "conc-list"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data["spec-decoding"] !== undefined){
let data0 = data["spec-decoding"];
if(!(((data0 === "mtp") || (data0 === "draft_model")) || (data0 === "none"))){
const err3 = {instancePath:instancePath+"/spec-decoding",schemaPath:"#/$defs/specDecoding/enum",keyword:"enum",params:{allowedValues: schema46.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.prefill !== undefined){
if(!(validate28(data.prefill, {instancePath:instancePath+"/prefill",parentData:data,parentDataProperty:"prefill",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
}
if(data.decode !== undefined){
if(!(validate28(data.decode, {instancePath:instancePath+"/decode",parentData:data,parentDataProperty:"decode",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
}
if(data.router !== undefined){
if(!(validate23(data.router, {instancePath:instancePath+"/router",parentData:data,parentDataProperty:"router",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
if(data["kv-p2p-transfer"] !== undefined){
let data4 = data["kv-p2p-transfer"];
if((typeof data4 !== "string") && (data4 !== null)){
const err4 = {instancePath:instancePath+"/kv-p2p-transfer",schemaPath:"#/$defs/nonEmptyStringOrNull/type",keyword:"type",params:{type: schema37.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(typeof data4 === "string"){
if(data4.length < 1){
const err5 = {instancePath:instancePath+"/kv-p2p-transfer",schemaPath:"#/$defs/nonEmptyStringOrNull/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data["conc-start"] !== undefined){
if(!(validate32(data["conc-start"], {instancePath:instancePath+"/conc-start",parentData:data,parentDataProperty:"conc-start",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data["conc-end"] !== undefined){
if(!(validate32(data["conc-end"], {instancePath:instancePath+"/conc-end",parentData:data,parentDataProperty:"conc-end",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data["conc-list"] !== undefined){
if(!(validate35(data["conc-list"], {instancePath:instancePath+"/conc-list",parentData:data,parentDataProperty:"conc-list",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.isl === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isl"},message:"must have required property '"+"isl"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.osl === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "osl"},message:"must have required property '"+"osl"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data["search-space"] === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "search-space"},message:"must have required property '"+"search-space"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "isl") || (key0 === "osl")) || (key0 === "search-space"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.isl !== undefined){
let data0 = data.isl;
const _errs4 = errors;
let valid2 = false;
const _errs5 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/isl",schemaPath:"#/$defs/laxInt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid2 = valid2 || _valid0;
const _errs7 = errors;
if(typeof data0 !== "boolean"){
const err5 = {instancePath:instancePath+"/isl",schemaPath:"#/$defs/laxInt/anyOf/1/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid2 = valid2 || _valid0;
const _errs9 = errors;
if(typeof data0 === "string"){
if(!pattern6.test(data0)){
const err6 = {instancePath:instancePath+"/isl",schemaPath:"#/$defs/laxInt/anyOf/2/pattern",keyword:"pattern",params:{pattern: "^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"},message:"must match pattern \""+"^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/isl",schemaPath:"#/$defs/laxInt/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err8 = {instancePath:instancePath+"/isl",schemaPath:"#/$defs/laxInt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
if(data.osl !== undefined){
let data1 = data.osl;
const _errs13 = errors;
let valid4 = false;
const _errs14 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err9 = {instancePath:instancePath+"/osl",schemaPath:"#/$defs/laxInt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs14 === errors;
valid4 = valid4 || _valid1;
const _errs16 = errors;
if(typeof data1 !== "boolean"){
const err10 = {instancePath:instancePath+"/osl",schemaPath:"#/$defs/laxInt/anyOf/1/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs16 === errors;
valid4 = valid4 || _valid1;
const _errs18 = errors;
if(typeof data1 === "string"){
if(!pattern6.test(data1)){
const err11 = {instancePath:instancePath+"/osl",schemaPath:"#/$defs/laxInt/anyOf/2/pattern",keyword:"pattern",params:{pattern: "^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"},message:"must match pattern \""+"^\\s*[-+]?[0-9]+(_[0-9]+)*\\s*$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/osl",schemaPath:"#/$defs/laxInt/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err13 = {instancePath:instancePath+"/osl",schemaPath:"#/$defs/laxInt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data["search-space"] !== undefined){
let data2 = data["search-space"];
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate27(data2[i0], {instancePath:instancePath+"/search-space/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
}
else {
const err14 = {instancePath:instancePath+"/search-space",schemaPath:"#/properties/search-space/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "fixed-seq-len") || (key0 === "agentic-coding"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data["fixed-seq-len"] !== undefined){
let data0 = data["fixed-seq-len"];
if((!(Array.isArray(data0))) && (data0 !== null)){
const err1 = {instancePath:instancePath+"/fixed-seq-len",schemaPath:"#/properties/fixed-seq-len/type",keyword:"type",params:{type: schema41.properties["fixed-seq-len"].type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate26(data0[i0], {instancePath:instancePath+"/fixed-seq-len/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
}
}
}
if(data["agentic-coding"] !== undefined){
let data2 = data["agentic-coding"];
if((!(Array.isArray(data2))) && (data2 !== null)){
const err2 = {instancePath:instancePath+"/agentic-coding",schemaPath:"#/properties/agentic-coding/type",keyword:"type",params:{type: schema41.properties["agentic-coding"].type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(Array.isArray(data2)){
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
if(!(validate39(data2[i1], {instancePath:instancePath+"/agentic-coding/" + i1,parentData:data2,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
errors = vErrors.length;
}
}
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate79(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate79.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.image === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "image"},message:"must have required property '"+"image"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.model === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data["model-prefix"] === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model-prefix"},message:"must have required property '"+"model-prefix"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.precision === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "precision"},message:"must have required property '"+"precision"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.framework === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "framework"},message:"must have required property '"+"framework"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.runner === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "runner"},message:"must have required property '"+"runner"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.multinode === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "multinode"},message:"must have required property '"+"multinode"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.scenarios === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "scenarios"},message:"must have required property '"+"scenarios"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema34.properties, key0))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.image !== undefined){
if(typeof data.image !== "string"){
const err9 = {instancePath:instancePath+"/image",schemaPath:"#/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.model !== undefined){
if(typeof data.model !== "string"){
const err10 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data["model-prefix"] !== undefined){
if(typeof data["model-prefix"] !== "string"){
const err11 = {instancePath:instancePath+"/model-prefix",schemaPath:"#/properties/model-prefix/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.precision !== undefined){
if(typeof data.precision !== "string"){
const err12 = {instancePath:instancePath+"/precision",schemaPath:"#/properties/precision/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.framework !== undefined){
if(typeof data.framework !== "string"){
const err13 = {instancePath:instancePath+"/framework",schemaPath:"#/properties/framework/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.runner !== undefined){
if(typeof data.runner !== "string"){
const err14 = {instancePath:instancePath+"/runner",schemaPath:"#/properties/runner/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.multinode !== undefined){
let data6 = data.multinode;
if(!((data6 === true) || (data6 === 1))){
const err15 = {instancePath:instancePath+"/multinode",schemaPath:"#/$defs/trueLiteral/enum",keyword:"enum",params:{allowedValues: schema35.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.disagg !== undefined){
let data7 = data.disagg;
const _errs18 = errors;
let valid3 = false;
const _errs19 = errors;
if(typeof data7 !== "boolean"){
const err16 = {instancePath:instancePath+"/disagg",schemaPath:"#/$defs/laxBool/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs19 === errors;
valid3 = valid3 || _valid0;
const _errs21 = errors;
if(!((data7 === 0) || (data7 === 1))){
const err17 = {instancePath:instancePath+"/disagg",schemaPath:"#/$defs/laxBool/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema36.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs21 === errors;
valid3 = valid3 || _valid0;
const _errs22 = errors;
if(typeof data7 === "string"){
if(!pattern5.test(data7)){
const err18 = {instancePath:instancePath+"/disagg",schemaPath:"#/$defs/laxBool/anyOf/2/pattern",keyword:"pattern",params:{pattern: "^([01]|[Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee]|[Yy][Ee][Ss]|[Nn][Oo]|[Oo][Nn]|[Oo][Ff][Ff]|[YyNnTtFf])$"},message:"must match pattern \""+"^([01]|[Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee]|[Yy][Ee][Ss]|[Nn][Oo]|[Oo][Nn]|[Oo][Ff][Ff]|[YyNnTtFf])$"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/disagg",schemaPath:"#/$defs/laxBool/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs22 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err20 = {instancePath:instancePath+"/disagg",schemaPath:"#/$defs/laxBool/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
}
if(data["kv-p2p-transfer"] !== undefined){
let data8 = data["kv-p2p-transfer"];
if((typeof data8 !== "string") && (data8 !== null)){
const err21 = {instancePath:instancePath+"/kv-p2p-transfer",schemaPath:"#/$defs/nonEmptyStringOrNull/type",keyword:"type",params:{type: schema37.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data8 === "string"){
if(data8.length < 1){
const err22 = {instancePath:instancePath+"/kv-p2p-transfer",schemaPath:"#/$defs/nonEmptyStringOrNull/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
if(data.router !== undefined){
if(!(validate23(data.router, {instancePath:instancePath+"/router",parentData:data,parentDataProperty:"router",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
if(data.scenarios !== undefined){
if(!(validate25(data.scenarios, {instancePath:instancePath+"/scenarios",parentData:data,parentDataProperty:"scenarios",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate79.errors = vErrors;
return errors === 0;
}
validate79.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const runners = validate82;
const schema94 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://github.com/sweepkit/sweepkit/schemas/runners.schema.json","title":"Sweepkit runners file","description":"Runner labels with their concrete nodes, and hardware facts per runner label (InferenceX configs/runners.yaml format).","type":"object","additionalProperties":false,"required":["labels"],"properties":{"labels":{"type":"object","description":"Runner label -> node names (non-empty; duplicates allowed).","additionalProperties":{"type":"array","minItems":1,"items":{"type":"string"}}},"hardware":{"type":"object","description":"Runner label -> hardware facts used for the agentic DRAM budget.","additionalProperties":{"$ref":"#/$defs/hardware"}}},"$defs":{"hardware":{"type":"object","additionalProperties":false,"required":["available-cpu-dram-mib","gpus-per-node"],"properties":{"available-cpu-dram-mib":{"$ref":"#/$defs/positiveLaxInt"},"gpus-per-node":{"$ref":"#/$defs/positiveLaxInt"}}},"positiveLaxInt":{"anyOf":[{"type":"integer","exclusiveMinimum":0},{"const":true},{"type":"string","pattern":"^\\s*\\+?0*[1-9][0-9]*\\s*$"}]}}};
const schema95 = {"type":"object","additionalProperties":false,"required":["available-cpu-dram-mib","gpus-per-node"],"properties":{"available-cpu-dram-mib":{"$ref":"#/$defs/positiveLaxInt"},"gpus-per-node":{"$ref":"#/$defs/positiveLaxInt"}}};
const schema96 = {"anyOf":[{"type":"integer","exclusiveMinimum":0},{"const":true},{"type":"string","pattern":"^\\s*\\+?0*[1-9][0-9]*\\s*$"}]};
const pattern19 = new RegExp("^\\s*\\+?0*[1-9][0-9]*\\s*$", "u");

function validate83(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate83.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["available-cpu-dram-mib"] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "available-cpu-dram-mib"},message:"must have required property '"+"available-cpu-dram-mib"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data["gpus-per-node"] === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "gpus-per-node"},message:"must have required property '"+"gpus-per-node"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "available-cpu-dram-mib") || (key0 === "gpus-per-node"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data["available-cpu-dram-mib"] !== undefined){
let data0 = data["available-cpu-dram-mib"];
const _errs4 = errors;
let valid2 = false;
const _errs5 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/available-cpu-dram-mib",schemaPath:"#/$defs/positiveLaxInt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 <= 0 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/available-cpu-dram-mib",schemaPath:"#/$defs/positiveLaxInt/anyOf/0/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid2 = valid2 || _valid0;
const _errs7 = errors;
if(true !== data0){
const err5 = {instancePath:instancePath+"/available-cpu-dram-mib",schemaPath:"#/$defs/positiveLaxInt/anyOf/1/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid2 = valid2 || _valid0;
const _errs8 = errors;
if(typeof data0 === "string"){
if(!pattern19.test(data0)){
const err6 = {instancePath:instancePath+"/available-cpu-dram-mib",schemaPath:"#/$defs/positiveLaxInt/anyOf/2/pattern",keyword:"pattern",params:{pattern: "^\\s*\\+?0*[1-9][0-9]*\\s*$"},message:"must match pattern \""+"^\\s*\\+?0*[1-9][0-9]*\\s*$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/available-cpu-dram-mib",schemaPath:"#/$defs/positiveLaxInt/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err8 = {instancePath:instancePath+"/available-cpu-dram-mib",schemaPath:"#/$defs/positiveLaxInt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
if(data["gpus-per-node"] !== undefined){
let data1 = data["gpus-per-node"];
const _errs12 = errors;
let valid4 = false;
const _errs13 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err9 = {instancePath:instancePath+"/gpus-per-node",schemaPath:"#/$defs/positiveLaxInt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 <= 0 || isNaN(data1)){
const err10 = {instancePath:instancePath+"/gpus-per-node",schemaPath:"#/$defs/positiveLaxInt/anyOf/0/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid1 = _errs13 === errors;
valid4 = valid4 || _valid1;
const _errs15 = errors;
if(true !== data1){
const err11 = {instancePath:instancePath+"/gpus-per-node",schemaPath:"#/$defs/positiveLaxInt/anyOf/1/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs15 === errors;
valid4 = valid4 || _valid1;
const _errs16 = errors;
if(typeof data1 === "string"){
if(!pattern19.test(data1)){
const err12 = {instancePath:instancePath+"/gpus-per-node",schemaPath:"#/$defs/positiveLaxInt/anyOf/2/pattern",keyword:"pattern",params:{pattern: "^\\s*\\+?0*[1-9][0-9]*\\s*$"},message:"must match pattern \""+"^\\s*\\+?0*[1-9][0-9]*\\s*$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/gpus-per-node",schemaPath:"#/$defs/positiveLaxInt/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid1 = _errs16 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err14 = {instancePath:instancePath+"/gpus-per-node",schemaPath:"#/$defs/positiveLaxInt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate83.errors = vErrors;
return errors === 0;
}
validate83.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://github.com/sweepkit/sweepkit/schemas/runners.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate82.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.labels === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "labels"},message:"must have required property '"+"labels"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "labels") || (key0 === "hardware"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.labels !== undefined){
let data0 = data.labels;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
let data1 = data0[key1];
if(Array.isArray(data1)){
if(data1.length < 1){
const err2 = {instancePath:instancePath+"/labels/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/labels/additionalProperties/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(typeof data1[i0] !== "string"){
const err3 = {instancePath:instancePath+"/labels/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/properties/labels/additionalProperties/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/labels/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/labels/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.hardware !== undefined){
let data3 = data.hardware;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key2 in data3){
if(!(validate83(data3[key2], {instancePath:instancePath+"/hardware/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data3,parentDataProperty:key2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath:instancePath+"/hardware",schemaPath:"#/properties/hardware/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate82.errors = vErrors;
return errors === 0;
}
validate82.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const ciPriorityPolicy = validate85;
const schema98 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://github.com/sweepkit/sweepkit/schemas/ci-priority-policy.schema.json","title":"Sweepkit CI priority policy","description":"How `sweepkit ci-priority` (and the `priority-policy` input of sweep-matrix) scores every benchmark job of a matrix for a priority-scheduled runner fleet (InferenceX `configs/ci-priority.yaml`). Higher scores run first. Numbers are summed as exact decimals and rounded half-up to 0.001. Keys the scorer does not know are ignored, like the reference does.","type":"object","required":["version","base-score","adjustments","labels"],"properties":{"version":{"const":1,"description":"Format version of this file; only 1 exists."},"base-score":{"$ref":"#/$defs/number","description":"The score every job starts from."},"adjustments":{"type":"object","description":"Added to the base score when the job has the attribute (and, with classifier criteria, when the classifier named it). Required, like the reference (`{}` when nothing is adjusted); a missing table inside it adds nothing.","properties":{"event":{"$ref":"#/$defs/table","description":"By workflow event name (`push`, `pull_request`, …)."},"multi-node":{"$ref":"#/$defs/number","description":"Jobs with a non-null `prefill` (multi-node)."},"agentic":{"$ref":"#/$defs/number","description":"Jobs whose `scenario-type` is `agentic-coding`."},"eval-only":{"$ref":"#/$defs/number","description":"Jobs whose `eval-only` is true."},"precision":{"$ref":"#/$defs/table","description":"By the job's `precision` (exact)."},"spec-decoding":{"$ref":"#/$defs/table","description":"By the job's `spec-decoding` (exact)."},"framework-prefix":{"$ref":"#/$defs/table","description":"By framework prefix: the first key, in file order, that equals the job's `framework` or is followed by `-` in it (`dynamo` matches `dynamo-sglang`)."},"model-prefix":{"$ref":"#/$defs/table","description":"By the job's `model-prefix` (exact)."}}},"labels":{"type":"object","description":"Pull-request labels that change the annotation.","required":["skip-queue","patchwork"],"properties":{"skip-queue":{"type":"object","required":["name"],"description":"With this label and a PR number, every job also gets `skip-queue-pr`.","properties":{"name":{"type":"string","minLength":1}}},"checklist-complete":{"type":"object","description":"Any of these labels (or the `checklist-complete` criterion) adds `adjustment`.","properties":{"names":{"$ref":"#/$defs/labels"},"adjustment":{"$ref":"#/$defs/number"}}},"patchwork":{"type":"object","required":["names","score"],"description":"Any of these labels (or the `patchwork` criterion) replaces every job's score by `score`, unless a `waived-by` label is present.","properties":{"names":{"$ref":"#/$defs/labels"},"score":{"$ref":"#/$defs/number"},"waived-by":{"$ref":"#/$defs/labels"}}}}}},"$defs":{"number":{"description":"A number, or a string holding one (kept exactly as written: `0.1` is one tenth, not the nearest binary float).","anyOf":[{"type":"number"},{"type":"string","pattern":"^\\s*[-+]?(\\d(_?\\d)*)?(\\.(\\d(_?\\d)*)?)?([eE][-+]?\\d(_?\\d)*)?\\s*$"}]},"table":{"type":"object","additionalProperties":{"$ref":"#/$defs/number"}},"labels":{"type":"array","items":{"type":"string"}}}};
const schema99 = {"description":"A number, or a string holding one (kept exactly as written: `0.1` is one tenth, not the nearest binary float).","anyOf":[{"type":"number"},{"type":"string","pattern":"^\\s*[-+]?(\\d(_?\\d)*)?(\\.(\\d(_?\\d)*)?)?([eE][-+]?\\d(_?\\d)*)?\\s*$"}]};
const schema105 = {"type":"array","items":{"type":"string"}};
const pattern21 = new RegExp("^\\s*[-+]?(\\d(_?\\d)*)?(\\.(\\d(_?\\d)*)?)?([eE][-+]?\\d(_?\\d)*)?\\s*$", "u");
const schema100 = {"type":"object","additionalProperties":{"$ref":"#/$defs/number"}};

function validate86(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate86.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
let data0 = data[key0];
const _errs4 = errors;
let valid2 = false;
const _errs5 = errors;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err0 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/number/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid2 = valid2 || _valid0;
const _errs7 = errors;
if(typeof data0 === "string"){
if(!pattern21.test(data0)){
const err1 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/number/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^\\s*[-+]?(\\d(_?\\d)*)?(\\.(\\d(_?\\d)*)?)?([eE][-+]?\\d(_?\\d)*)?\\s*$"},message:"must match pattern \""+"^\\s*[-+]?(\\d(_?\\d)*)?(\\.(\\d(_?\\d)*)?)?([eE][-+]?\\d(_?\\d)*)?\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/number/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err3 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/number/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate86.errors = vErrors;
return errors === 0;
}
validate86.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate85(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://github.com/sweepkit/sweepkit/schemas/ci-priority-policy.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate85.evaluated;
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
if(data["base-score"] === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "base-score"},message:"must have required property '"+"base-score"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.adjustments === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "adjustments"},message:"must have required property '"+"adjustments"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.labels === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "labels"},message:"must have required property '"+"labels"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.version !== undefined){
if(1 !== data.version){
const err4 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data["base-score"] !== undefined){
let data1 = data["base-score"];
const _errs4 = errors;
let valid2 = false;
const _errs5 = errors;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/base-score",schemaPath:"#/$defs/number/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid2 = valid2 || _valid0;
const _errs7 = errors;
if(typeof data1 === "string"){
if(!pattern21.test(data1)){
const err6 = {instancePath:instancePath+"/base-score",schemaPath:"#/$defs/number/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^\\s*[-+]?(\\d(_?\\d)*)?(\\.(\\d(_?\\d)*)?)?([eE][-+]?\\d(_?\\d)*)?\\s*$"},message:"must match pattern \""+"^\\s*[-+]?(\\d(_?\\d)*)?(\\.(\\d(_?\\d)*)?)?([eE][-+]?\\d(_?\\d)*)?\\s*$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/base-score",schemaPath:"#/$defs/number/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err8 = {instancePath:instancePath+"/base-score",schemaPath:"#/$defs/number/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
if(data.adjustments !== undefined){
let data2 = data.adjustments;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.event !== undefined){
if(!(validate86(data2.event, {instancePath:instancePath+"/adjustments/event",parentData:data2,parentDataProperty:"event",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
errors = vErrors.length;
}
}
if(data2["multi-node"] !== undefined){
let data4 = data2["multi-node"];
const _errs14 = errors;
let valid5 = false;
const _errs15 = errors;
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err9 = {instancePath:instancePath+"/adjustments/multi-node",schemaPath:"#/$defs/number/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs15 === errors;
valid5 = valid5 || _valid1;
const _errs17 = errors;
if(typeof data4 === "string"){
if(!pattern21.test(data4)){
const err10 = {instancePath:instancePath+"/adjustments/multi-node",schemaPath:"#/$defs/number/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^\\s*[-+]?(\\d(_?\\d)*)?(\\.(\\d(_?\\d)*)?)?([eE][-+]?\\d(_?\\d)*)?\\s*$"},message:"must match pattern \""+"^\\s*[-+]?(\\d(_?\\d)*)?(\\.(\\d(_?\\d)*)?)?([eE][-+]?\\d(_?\\d)*)?\\s*$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/adjustments/multi-node",schemaPath:"#/$defs/number/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs17 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const err12 = {instancePath:instancePath+"/adjustments/multi-node",schemaPath:"#/$defs/number/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
}
if(data2.agentic !== undefined){
let data5 = data2.agentic;
const _errs21 = errors;
let valid7 = false;
const _errs22 = errors;
if(!((typeof data5 == "number") && (isFinite(data5)))){
const err13 = {instancePath:instancePath+"/adjustments/agentic",schemaPath:"#/$defs/number/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid2 = _errs22 === errors;
valid7 = valid7 || _valid2;
const _errs24 = errors;
if(typeof data5 === "string"){
if(!pattern21.test(data5)){
const err14 = {instancePath:instancePath+"/adjustments/agentic",schemaPath:"#/$defs/number/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^\\s*[-+]?(\\d(_?\\d)*)?(\\.(\\d(_?\\d)*)?)?([eE][-+]?\\d(_?\\d)*)?\\s*$"},message:"must match pattern \""+"^\\s*[-+]?(\\d(_?\\d)*)?(\\.(\\d(_?\\d)*)?)?([eE][-+]?\\d(_?\\d)*)?\\s*$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/adjustments/agentic",schemaPath:"#/$defs/number/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid2 = _errs24 === errors;
valid7 = valid7 || _valid2;
if(!valid7){
const err16 = {instancePath:instancePath+"/adjustments/agentic",schemaPath:"#/$defs/number/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
}
if(data2["eval-only"] !== undefined){
let data6 = data2["eval-only"];
const _errs28 = errors;
let valid9 = false;
const _errs29 = errors;
if(!((typeof data6 == "number") && (isFinite(data6)))){
const err17 = {instancePath:instancePath+"/adjustments/eval-only",schemaPath:"#/$defs/number/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid3 = _errs29 === errors;
valid9 = valid9 || _valid3;
const _errs31 = errors;
if(typeof data6 === "string"){
if(!pattern21.test(data6)){
const err18 = {instancePath:instancePath+"/adjustments/eval-only",schemaPath:"#/$defs/number/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^\\s*[-+]?(\\d(_?\\d)*)?(\\.(\\d(_?\\d)*)?)?([eE][-+]?\\d(_?\\d)*)?\\s*$"},message:"must match pattern \""+"^\\s*[-+]?(\\d(_?\\d)*)?(\\.(\\d(_?\\d)*)?)?([eE][-+]?\\d(_?\\d)*)?\\s*$"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/adjustments/eval-only",schemaPath:"#/$defs/number/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid3 = _errs31 === errors;
valid9 = valid9 || _valid3;
if(!valid9){
const err20 = {instancePath:instancePath+"/adjustments/eval-only",schemaPath:"#/$defs/number/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs28;
if(vErrors !== null){
if(_errs28){
vErrors.length = _errs28;
}
else {
vErrors = null;
}
}
}
}
if(data2.precision !== undefined){
if(!(validate86(data2.precision, {instancePath:instancePath+"/adjustments/precision",parentData:data2,parentDataProperty:"precision",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
errors = vErrors.length;
}
}
if(data2["spec-decoding"] !== undefined){
if(!(validate86(data2["spec-decoding"], {instancePath:instancePath+"/adjustments/spec-decoding",parentData:data2,parentDataProperty:"spec-decoding",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
errors = vErrors.length;
}
}
if(data2["framework-prefix"] !== undefined){
if(!(validate86(data2["framework-prefix"], {instancePath:instancePath+"/adjustments/framework-prefix",parentData:data2,parentDataProperty:"framework-prefix",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
errors = vErrors.length;
}
}
if(data2["model-prefix"] !== undefined){
if(!(validate86(data2["model-prefix"], {instancePath:instancePath+"/adjustments/model-prefix",parentData:data2,parentDataProperty:"model-prefix",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
errors = vErrors.length;
}
}
}
else {
const err21 = {instancePath:instancePath+"/adjustments",schemaPath:"#/properties/adjustments/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.labels !== undefined){
let data11 = data.labels;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11["skip-queue"] === undefined){
const err22 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/required",keyword:"required",params:{missingProperty: "skip-queue"},message:"must have required property '"+"skip-queue"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data11.patchwork === undefined){
const err23 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/required",keyword:"required",params:{missingProperty: "patchwork"},message:"must have required property '"+"patchwork"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data11["skip-queue"] !== undefined){
let data12 = data11["skip-queue"];
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.name === undefined){
const err24 = {instancePath:instancePath+"/labels/skip-queue",schemaPath:"#/properties/labels/properties/skip-queue/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data12.name !== undefined){
let data13 = data12.name;
if(typeof data13 === "string"){
if(data13.length < 1){
const err25 = {instancePath:instancePath+"/labels/skip-queue/name",schemaPath:"#/properties/labels/properties/skip-queue/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/labels/skip-queue/name",schemaPath:"#/properties/labels/properties/skip-queue/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/labels/skip-queue",schemaPath:"#/properties/labels/properties/skip-queue/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data11["checklist-complete"] !== undefined){
let data14 = data11["checklist-complete"];
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.names !== undefined){
let data15 = data14.names;
if(Array.isArray(data15)){
const len0 = data15.length;
for(let i0=0; i0<len0; i0++){
if(typeof data15[i0] !== "string"){
const err28 = {instancePath:instancePath+"/labels/checklist-complete/names/" + i0,schemaPath:"#/$defs/labels/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/labels/checklist-complete/names",schemaPath:"#/$defs/labels/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data14.adjustment !== undefined){
let data17 = data14.adjustment;
const _errs52 = errors;
let valid17 = false;
const _errs53 = errors;
if(!((typeof data17 == "number") && (isFinite(data17)))){
const err30 = {instancePath:instancePath+"/labels/checklist-complete/adjustment",schemaPath:"#/$defs/number/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid4 = _errs53 === errors;
valid17 = valid17 || _valid4;
const _errs55 = errors;
if(typeof data17 === "string"){
if(!pattern21.test(data17)){
const err31 = {instancePath:instancePath+"/labels/checklist-complete/adjustment",schemaPath:"#/$defs/number/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^\\s*[-+]?(\\d(_?\\d)*)?(\\.(\\d(_?\\d)*)?)?([eE][-+]?\\d(_?\\d)*)?\\s*$"},message:"must match pattern \""+"^\\s*[-+]?(\\d(_?\\d)*)?(\\.(\\d(_?\\d)*)?)?([eE][-+]?\\d(_?\\d)*)?\\s*$"+"\""};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/labels/checklist-complete/adjustment",schemaPath:"#/$defs/number/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid4 = _errs55 === errors;
valid17 = valid17 || _valid4;
if(!valid17){
const err33 = {instancePath:instancePath+"/labels/checklist-complete/adjustment",schemaPath:"#/$defs/number/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
else {
errors = _errs52;
if(vErrors !== null){
if(_errs52){
vErrors.length = _errs52;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err34 = {instancePath:instancePath+"/labels/checklist-complete",schemaPath:"#/properties/labels/properties/checklist-complete/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data11.patchwork !== undefined){
let data18 = data11.patchwork;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.names === undefined){
const err35 = {instancePath:instancePath+"/labels/patchwork",schemaPath:"#/properties/labels/properties/patchwork/required",keyword:"required",params:{missingProperty: "names"},message:"must have required property '"+"names"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data18.score === undefined){
const err36 = {instancePath:instancePath+"/labels/patchwork",schemaPath:"#/properties/labels/properties/patchwork/required",keyword:"required",params:{missingProperty: "score"},message:"must have required property '"+"score"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data18.names !== undefined){
let data19 = data18.names;
if(Array.isArray(data19)){
const len1 = data19.length;
for(let i1=0; i1<len1; i1++){
if(typeof data19[i1] !== "string"){
const err37 = {instancePath:instancePath+"/labels/patchwork/names/" + i1,schemaPath:"#/$defs/labels/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/labels/patchwork/names",schemaPath:"#/$defs/labels/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data18.score !== undefined){
let data21 = data18.score;
const _errs66 = errors;
let valid23 = false;
const _errs67 = errors;
if(!((typeof data21 == "number") && (isFinite(data21)))){
const err39 = {instancePath:instancePath+"/labels/patchwork/score",schemaPath:"#/$defs/number/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid5 = _errs67 === errors;
valid23 = valid23 || _valid5;
const _errs69 = errors;
if(typeof data21 === "string"){
if(!pattern21.test(data21)){
const err40 = {instancePath:instancePath+"/labels/patchwork/score",schemaPath:"#/$defs/number/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^\\s*[-+]?(\\d(_?\\d)*)?(\\.(\\d(_?\\d)*)?)?([eE][-+]?\\d(_?\\d)*)?\\s*$"},message:"must match pattern \""+"^\\s*[-+]?(\\d(_?\\d)*)?(\\.(\\d(_?\\d)*)?)?([eE][-+]?\\d(_?\\d)*)?\\s*$"+"\""};
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
const err41 = {instancePath:instancePath+"/labels/patchwork/score",schemaPath:"#/$defs/number/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid5 = _errs69 === errors;
valid23 = valid23 || _valid5;
if(!valid23){
const err42 = {instancePath:instancePath+"/labels/patchwork/score",schemaPath:"#/$defs/number/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
else {
errors = _errs66;
if(vErrors !== null){
if(_errs66){
vErrors.length = _errs66;
}
else {
vErrors = null;
}
}
}
}
if(data18["waived-by"] !== undefined){
let data22 = data18["waived-by"];
if(Array.isArray(data22)){
const len2 = data22.length;
for(let i2=0; i2<len2; i2++){
if(typeof data22[i2] !== "string"){
const err43 = {instancePath:instancePath+"/labels/patchwork/waived-by/" + i2,schemaPath:"#/$defs/labels/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/labels/patchwork/waived-by",schemaPath:"#/$defs/labels/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath:instancePath+"/labels/patchwork",schemaPath:"#/properties/labels/properties/patchwork/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
validate85.errors = vErrors;
return errors === 0;
}
validate85.evaluated = {"props":{"version":true,"base-score":true,"adjustments":true,"labels":true},"dynamicProps":false,"dynamicItems":false};



/***/ })

};
