export const id = 113;
export const ids = [113];
export const modules = {

/***/ 8113:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ validate_agentic)
});

// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/common/src/python/json-parse.ts
var json_parse = __webpack_require__(7324);
// EXTERNAL MODULE: ./packages/common/src/python/float.ts
var python_float = __webpack_require__(564);
// EXTERNAL MODULE: ./packages/common/src/python/format.ts
var format = __webpack_require__(5075);
// EXTERNAL MODULE: ./packages/common/src/python/values.ts
var values = __webpack_require__(2282);
// EXTERNAL MODULE: ./packages/agentic/src/artifacts.ts
var artifacts = __webpack_require__(382);
// EXTERNAL MODULE: ./packages/agentic/src/paths.ts
var paths = __webpack_require__(17);
;// CONCATENATED MODULE: ./packages/agentic/src/validate.ts



/** The workflow's default limit (AIPERF_FAILED_REQUEST_THRESHOLD). */
const DEFAULT_FAILED_REQUEST_THRESHOLD = 0.1;
class ReadProblem extends Error {
}
/** `<name>.avg` of an aiperf metric: undefined when absent, else a finite non-negative number. */
function average(aggregate, name) {
    const metric = aggregate.get(name);
    if (metric === undefined || metric === null)
        return undefined;
    if (!(0,json_parse/* isPyObject */.zt)(metric))
        throw new ReadProblem(`${name} must be an object`);
    const avg = metric.get('avg');
    if (avg === undefined || avg === null)
        return undefined;
    const value = typeof avg === 'number' ? avg : avg instanceof python_float/* PyFloat */.g$ ? avg.value : typeof avg === 'bigint' ? Number(avg) : undefined;
    if (value === undefined)
        throw new ReadProblem(`${name}.avg must be numeric`);
    if (!Number.isFinite(value) || value < 0)
        throw new ReadProblem(`${name}.avg must be a finite non-negative number`);
    return value;
}
const gateError = (message) => new errors/* SweepkitError */.R0(`ERROR: ${message}`, { code: 'agentic-invalid' });
/**
 * The validity gate (B.12): aiperf's own aggregate must show completed requests and an error rate
 * at most `threshold`. Throws the reference's `ERROR: …` line otherwise.
 */
function validateAgentic(fs, artifactDir, threshold) {
    const path = (0,paths/* pyPath */.r)((0,artifacts/* resolveArtifactDir */.Oc)(fs, artifactDir, 'profile_export_aiperf.json'), 'profile_export_aiperf.json');
    if (!fs.isFile(path))
        throw gateError(`${path} not found`);
    let aggregate;
    try {
        aggregate = (0,artifacts/* parseJsonFile */.OW)(fs, path);
    }
    catch (e) {
        throw gateError(`failed to read ${path}: ${e.message}`);
    }
    if (!(0,json_parse/* isPyObject */.zt)(aggregate))
        throw gateError(`${path} must contain a JSON object`);
    let successes;
    let errors;
    let completed;
    try {
        successes = average(aggregate, 'request_count');
        errors = average(aggregate, 'error_request_count');
        completed = average(aggregate, 'completed_request_count');
    }
    catch (e) {
        if (e instanceof ReadProblem)
            throw gateError(`failed to read ${path}: ${e.message}`);
        throw e;
    }
    if (successes === undefined)
        throw gateError('request_count.avg is missing');
    errors ||= 0;
    completed ??= successes + errors;
    if (completed <= 0)
        throw gateError('aiperf completed zero requests');
    const rate = errors / completed;
    const figures = `${(0,format/* pyGeneral */.qT)(errors)}/${(0,format/* pyGeneral */.qT)(completed)} = ${(0,format/* pyPercent */.rC)(rate, 3)}`;
    if (rate > threshold) {
        throw gateError(`aiperf request error rate exceeded the benchmark limit: ${figures} > ${(0,format/* pyPercent */.rC)(threshold, 3)}`);
    }
    return { errors, completed, rate, threshold, message: `Validated aiperf request error rate: ${figures} <= ${(0,format/* pyPercent */.rC)(threshold, 3)}` };
}
/** The threshold as given on the command line or as an input: a Python float in [0, 1]. */
function parseThreshold(text) {
    const value = (0,values/* parsePyFloatText */.Gc)(text);
    if (value === null)
        return 'invalid';
    return value >= 0 && value <= 1 ? value : 'out-of-range';
}

// EXTERNAL MODULE: ./packages/agentic/src/adapters/node-artifact-fs.ts + 1 modules
var node_artifact_fs = __webpack_require__(324);
// EXTERNAL MODULE: ./cli/src/argparse.ts
var argparse = __webpack_require__(3211);
;// CONCATENATED MODULE: ./cli/src/commands/validate-agentic.ts



const PROG = 'sweepkit validate-agentic';
/** `sweepkit validate-agentic <artifacts-dir> [--failed-request-threshold X]` (docs/agentic.md §B.12). */
const validateAgenticCommand = (argv, io) => {
    const { values, positionals } = (0,argparse/* parseArgs */.Zy)({
        prog: PROG,
        description: "Fail when aiperf's request error rate (profile_export_aiperf.json) exceeds the threshold.",
        positionals: [{ name: 'artifact_dir', help: 'the aiperf_artifacts folder (or a folder of run_N folders)' }],
        options: [
            {
                name: '--failed-request-threshold',
                kind: 'string',
                metavar: 'X',
                help: `largest allowed fraction of failed requests, 0..1 (default ${DEFAULT_FAILED_REQUEST_THRESHOLD})`
            }
        ]
    }, argv);
    const text = values['failed-request-threshold'];
    let threshold = DEFAULT_FAILED_REQUEST_THRESHOLD;
    if (text !== undefined) {
        const parsed = parseThreshold(text);
        if (parsed === 'invalid')
            throw new errors/* UsageError */.eb(`${PROG}: error: argument --failed-request-threshold: invalid float value: '${text}'`);
        if (parsed === 'out-of-range')
            throw new errors/* UsageError */.eb(`${PROG}: error: --failed-request-threshold must be between 0 and 1`);
        threshold = parsed;
    }
    const verdict = validateAgentic((0,node_artifact_fs/* nodeArtifactFs */.C)(io.cwd), positionals[0], threshold);
    io.stdout(`${verdict.message}\n`);
    return 0;
};
/* harmony default export */ const validate_agentic = (validateAgenticCommand);


/***/ })

};
