export const id = 4862;
export const ids = [4862];
export const modules = {

/***/ 4862:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ validate_eval_scores)
});

// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/evals/src/options.ts
var options = __webpack_require__(9689);
// EXTERNAL MODULE: ./packages/common/src/python/values.ts
var python_values = __webpack_require__(2282);
// EXTERNAL MODULE: ./packages/common/src/python/json-parse.ts
var json_parse = __webpack_require__(7324);
// EXTERNAL MODULE: ./packages/common/src/python/float.ts
var python_float = __webpack_require__(564);
// EXTERNAL MODULE: ./packages/common/src/python/os-error.ts
var os_error = __webpack_require__(5713);
// EXTERNAL MODULE: ./packages/common/src/python/json.ts
var json = __webpack_require__(4194);
// EXTERNAL MODULE: ./packages/common/src/python/fnmatch.ts
var fnmatch = __webpack_require__(9511);
;// CONCATENATED MODULE: ./packages/common/src/python/glob.ts

const MAGIC = /[*?[]/;
/** Python's `os.path.split`: the part after the last `/`, and what precedes it without trailing slashes (unless all slashes). */
function split(path) {
    const at = path.lastIndexOf('/') + 1;
    const head = path.slice(0, at);
    return [/^\/+$/.test(head) ? head : head.replace(/\/+$/, ''), path.slice(at)];
}
const join = (dir, name) => (dir === '' || dir.endsWith('/') ? dir + name : `${dir}/${name}`);
/**
 * Python's `glob.glob(pattern)` (not recursive: `**` is `*`): `*`, `?` and `[…]` within one path
 * part, names starting with `.` only for a part that starts with `.`. Matches come in the order the
 * folder lists them; the reference sorts them, so callers do too.
 */
function pyGlob(fs, pattern) {
    const [dir, base] = split(pattern);
    if (!MAGIC.test(pattern))
        return (base === '' ? fs.list(dir) !== undefined : fs.exists(pattern)) ? [pattern] : [];
    if (dir === '')
        return matchIn(fs, '', base);
    const dirs = dir !== pattern && MAGIC.test(dir) ? pyGlob(fs, dir) : [dir];
    const out = [];
    for (const d of dirs) {
        if (MAGIC.test(base))
            for (const name of matchIn(fs, d, base))
                out.push(join(d, name));
        else if (base === '' ? fs.list(d) !== undefined : fs.exists(join(d, base)))
            out.push(join(d, base));
    }
    return out;
}
function matchIn(fs, dir, pattern) {
    const names = fs.list(dir) ?? [];
    const match = (0,fnmatch/* globMatcher */.f)(pattern);
    const hiddenOk = pattern.startsWith('.');
    return names.filter((name) => (hiddenOk || !name.startsWith('.')) && match(name));
}

// EXTERNAL MODULE: ./packages/common/src/python/format.ts
var format = __webpack_require__(5075);
// EXTERNAL MODULE: ./packages/evals/src/meta-file.ts
var meta_file = __webpack_require__(2021);
;// CONCATENATED MODULE: ./packages/evals/src/manifest.ts


/** Python's `a == n` for a JSON value and an int (bool and float compare as numbers, text never). */
function equalsInt(value, n) {
    if (typeof value === 'boolean')
        return Number(value) === n;
    if (typeof value === 'number' || value instanceof python_float/* PyFloat */.g$)
        return Number(value.valueOf()) === n;
    return typeof value === 'bigint' && value === BigInt(n);
}
/** A concurrency of the batch metadata: a positive Python int (true counts as 1), else undefined. */
function positiveInt(value) {
    if (typeof value === 'boolean')
        return value ? 1 : undefined;
    if (typeof value === 'bigint')
        return value > 0n ? Number(value) : undefined;
    return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}
const hasDuplicates = (values) => new Set(values).size !== values.length;
const minus = (a, b) => [...new Set(a)].filter((v) => !b.has(v)).sort((x, y) => x - y);
const list = (values) => values.join(', ');
/**
 * The batch manifest check of the score gate (spec §1.5), before any score: whether the eval
 * produced every concurrency the workflow asked for, each exactly once, with its result file.
 */
function batchManifestErrors(meta, metaPath, expected, resultFiles) {
    if (!meta.ok) {
        return expected !== undefined || resultFiles.some((f) => (0,meta_file/* concSuffix */.ff)(f) !== undefined)
            ? [`batched eval result files exist but ${metaPath} is unavailable or invalid: ${meta.reason}`]
            : [];
    }
    const value = meta.value;
    const get = (key) => ((0,json_parse/* isPyObject */.zt)(value) ? value.get(key) : undefined);
    if (!(0,meta_file/* pyContains */.lR)(value, 'eval_concs')) {
        if (expected === undefined)
            return [];
        if (expected.length > 1)
            return ['workflow requested multiple concurrencies but batched eval metadata is missing'];
        const errors = [];
        if (!equalsInt(get('conc'), expected[0]))
            errors.push('eval metadata concurrency does not match workflow request');
        if (resultFiles.length !== 1)
            errors.push('eval must produce exactly one result file');
        return errors;
    }
    const fields = ['eval_concs', 'completed_eval_concs', 'failed_eval_concs'].map(get);
    if (!fields.every(Array.isArray))
        return ['batched eval metadata must contain list-valued concurrency fields'];
    const [wanted, completed, failed] = fields.map((values) => values.map(positiveInt));
    if (![wanted, completed, failed].every((values) => values.every((v) => v !== undefined)))
        return ['batched eval metadata contains an invalid concurrency'];
    const [metaConcs, done, failures] = [wanted, completed, failed];
    const errors = [];
    if (hasDuplicates(metaConcs))
        errors.push('batched eval metadata contains duplicate expected concurrencies');
    if (hasDuplicates(done))
        errors.push('batched eval metadata contains duplicate completed concurrencies');
    const metaSet = new Set(metaConcs);
    if (expected !== undefined && (minus(metaSet, new Set(expected)).length > 0 || minus(expected, metaSet).length > 0)) {
        errors.push('batched eval metadata does not match workflow concurrencies');
    }
    if (failures.length > 0)
        errors.push(`batched eval failed for concurrency: ${list(minus(failures, new Set()))}`);
    const want = new Set(expected ?? metaConcs);
    const doneSet = new Set(done);
    const missing = minus(want, doneSet);
    if (missing.length > 0)
        errors.push(`batched eval is missing completed concurrency: ${list(missing)}`);
    const unexpected = minus(doneSet, want);
    if (unexpected.length > 0)
        errors.push(`batched eval completed unexpected concurrency: ${list(unexpected)}`);
    const found = new Set();
    for (const file of resultFiles) {
        const conc = (0,meta_file/* concSuffix */.ff)(file);
        if (conc === undefined)
            errors.push(`batched eval result lacks a concurrency suffix: ${file}`);
        else
            found.add(conc);
    }
    const noFile = minus(want, found);
    if (noFile.length > 0)
        errors.push(`batched eval is missing result files for concurrency: ${list(noFile)}`);
    const extraFile = minus(found, want);
    if (extraFile.length > 0)
        errors.push(`batched eval has unexpected result files for concurrency: ${list(extraFile)}`);
    return errors;
}

// EXTERNAL MODULE: ./packages/common/src/yaml-tree.ts
var yaml_tree = __webpack_require__(6465);
// EXTERNAL MODULE: ./packages/common/src/yaml-load.ts + 1 modules
var yaml_load = __webpack_require__(2891);
;// CONCATENATED MODULE: ./packages/evals/src/thresholds.ts

/** Where the reference looks when `--thresholds` is not given: beside its script, i.e. below the repository root. */
const DEFAULT_THRESHOLDS_PATH = 'utils/evals/thresholds.yaml';
/**
 * InferenceX's `utils/evals/thresholds.yaml` (843c6254), shipped so that a repository without
 * the file still gets the reference's thresholds where the caller asks for them (the eval-gate action).
 */
const BUNDLED_THRESHOLDS = `default:
  gsm8k: 0.90
  gpqa_diamond_cot_n_shot: 0.30
  swebench_lite: 0.50
models:
  dsr1:
    gsm8k: 0.91
  dsv4:
    gsm8k: 0.91
  glm5:
    gsm8k: 0.94
  glm5.1:
    gsm8k: 0.93
  gptoss:
    gsm8k: 0.91
  kimik2.5:
    gsm8k: 0.90
  minimaxm2.5:
    gsm8k: 0.92
  qwen3.5:
    gsm8k: 0.94
`;
const BUNDLED_THRESHOLDS_NAME = '(bundled InferenceX thresholds)';
const EMPTY = { default: {}, models: {} };
const mapping = (v) => (v !== undefined && (0,yaml_tree/* isYamlMapping */.Gy)(v) ? v : {});
/** The reference's two shapes: `{default, models}`, or a flat task → threshold mapping (legacy). */
function shape(value) {
    if (!('default' in value) && !('models' in value))
        return { default: value, models: {} };
    return { default: mapping(value.default), models: mapping(value.models) };
}
function parse(text, name) {
    const loaded = (0,yaml_load/* parseYaml */.hN)(text, name);
    if (!(0,yaml_tree/* isYamlMapping */.Gy)(loaded.value)) {
        throw new errors/* SweepkitError */.R0('thresholds config must be a mapping', { location: loaded.locate([]), code: 'thresholds-not-mapping' });
    }
    return shape(loaded.value);
}
/**
 * Loads the thresholds like the reference: any failure to read or parse is a warning and the run
 * goes on with empty tables (every task then uses --min-score). With `strict`, the same failure is
 * a located error instead (the opt-in of spec §1.7).
 */
function loadThresholds(fs, source, strict = false) {
    const path = source.kind === 'file' ? source.path : DEFAULT_THRESHOLDS_PATH;
    if (source.kind === 'default' && !fs.exists(path)) {
        if (source.bundledFallback)
            return { thresholds: parse(BUNDLED_THRESHOLDS, BUNDLED_THRESHOLDS_NAME), loadedFrom: BUNDLED_THRESHOLDS_NAME };
        return { thresholds: EMPTY };
    }
    let text;
    try {
        text = fs.readText(path);
    }
    catch (error) {
        const reason = (0,os_error/* pyOpenErrorText */.T)(error, path);
        if (strict)
            throw new errors/* SweepkitError */.R0(`cannot read the thresholds file: ${reason}`, { location: { file: path }, code: 'thresholds-unreadable' });
        return { thresholds: EMPTY, warning: `could not load thresholds from ${path}: ${reason}` };
    }
    try {
        return { thresholds: parse(text, path), loadedFrom: path };
    }
    catch (error) {
        if (strict || !(error instanceof errors/* SweepkitError */.R0))
            throw error;
        // One line (spec §1.2): the reference's own reason for a non-mapping, else `invalid YAML:` and
        // the parser's located message (PyYAML's multi-line text is not reproduced).
        const reason = error.code === 'thresholds-not-mapping'
            ? error.message
            : `invalid YAML: ${(0,errors/* formatLocation */.j$)(error.location)}: ${error.message.replace(/^invalid YAML: /, '')}`;
        return { thresholds: EMPTY, warning: `could not load thresholds from ${path}: ${reason}` };
    }
}

;// CONCATENATED MODULE: ./packages/evals/src/score-gate.ts




const EXPECTED_CONCS_ERROR = 'expected concurrencies must be unique positive integers';
/** `--expected-concs`: whitespace-separated Python ints, all positive and distinct; undefined when invalid. */
function parseExpectedConcs(text) {
    const words = (0,python_values/* pyStrip */.m0)(text)
        .split(/[\t\n\x0b\x0c\r\x1c-\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/)
        .filter((w) => w !== '');
    const values = words.map(python_values/* parsePyIntText */.jE);
    if (values.length === 0 || values.some((v) => v === null || v <= 0n))
        return undefined;
    const numbers = values.map(Number);
    return new Set(numbers).size === numbers.length ? numbers : undefined;
}
/** The reference's model prefix: the flag, then meta_env.json's `infmax_model_prefix`, then $MODEL_PREFIX. */
function resolvePrefix(fs, options) {
    if (options.modelPrefix)
        return options.modelPrefix;
    const meta = (0,meta_file/* readMetaJson */.sY)(fs, options.metaEnv);
    if (meta.ok && (0,json_parse/* isPyObject */.zt)(meta.value)) {
        const value = meta.value.get('infmax_model_prefix');
        if (value !== undefined && (0,python_values/* pyTruthy */.Kn)(value) && value !== 'unknown')
            return (0,python_values/* pyStr */.rD)(value);
    }
    const env = options.envModelPrefix;
    return env && env !== 'unknown' ? env : undefined;
}
function prefixLine(prefix, thresholds) {
    if (prefix === undefined)
        return 'Model prefix: <unknown> (using global default thresholds)';
    return prefix in thresholds.models
        ? `Model prefix: ${prefix} (per-model thresholds apply)`
        : `Model prefix: ${prefix} (no per-model override; using global default)`;
}
function thresholdOf(task, prefix, thresholds, minScore) {
    const perModel = prefix === undefined ? undefined : thresholds.models[prefix];
    if (perModel !== undefined && perModel !== null && typeof perModel === 'object' && !Array.isArray(perModel) && task in perModel) {
        return { value: perModel[task], source: `models.${prefix}` };
    }
    if (task in thresholds.default)
        return { value: thresholds.default[task], source: 'default' };
    return { value: new python_float/* PyFloat */.g$(minScore), source: 'min-score' };
}
/** A threshold as a number; Python would compare a float with a text or None and crash. */
function thresholdNumber(threshold, task) {
    const v = threshold.value;
    if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint' || v instanceof python_float/* PyFloat */.g$)
        return Number(v.valueOf());
    throw new errors/* SweepkitError */.R0(`the threshold of ${task} (from ${threshold.source}) is not a number: ${(0,python_values/* pyStr */.rD)(v)}`, { code: 'threshold-not-number' });
}
/** A metric value the reference checks: Python int, float or bool; anything else is skipped. */
function metricNumber(value) {
    if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint' || value instanceof python_float/* PyFloat */.g$)
        return Number(value.valueOf());
    return undefined;
}
/** The `results` mapping of one lm-eval result file; one clear error where the reference dies with a traceback. */
function resultTasks(fs, file) {
    let data;
    let text = '';
    try {
        text = fs.readText(file);
        data = (0,json_parse/* parsePyJson */.j5)(text);
    }
    catch (error) {
        const reason = error.code ? (0,os_error/* pyOpenErrorText */.T)(error, file) : `not valid JSON: ${error.message}`;
        throw new errors/* SweepkitError */.R0(reason, { location: { file }, code: 'result-unreadable' });
    }
    if (!(0,json_parse/* isPyObject */.zt)(data)) {
        throw new errors/* SweepkitError */.R0(`the result must be a JSON object ('${(0,python_values/* pyTypeName */.x_)(data)}' object has no attribute 'get')`, {
            location: { file },
            code: 'result-not-object'
        });
    }
    // Absent is no tasks; null is a mapping it is not (the reference dies on None.items()).
    const results = data.has('results') ? data.get('results') : new Map();
    if (!(0,json_parse/* isPyObject */.zt)(results)) {
        throw new errors/* SweepkitError */.R0(`"results" must map tasks to metrics ('${(0,python_values/* pyTypeName */.x_)(results)}' object has no attribute 'items')`, {
            location: { file },
            code: 'result-not-mapping'
        });
    }
    return { tasks: results, text };
}
/** The line of a metric's key in the result file (after its task's key), for the annotation. */
function metricLine(text, task, metric) {
    const taskAt = text.indexOf((0,json/* pyJsonString */.jL)(task, false));
    const at = taskAt < 0 ? -1 : text.indexOf((0,json/* pyJsonString */.jL)(metric, false), taskAt);
    return at < 0 ? undefined : text.slice(0, at).split('\n').length;
}
/**
 * The eval score gate (`utils/evals/validate_scores.py`): the batch manifest check, then every
 * `<metric prefix>` metric of every result file against its threshold. The lines and the exit
 * code are the reference's; `checks` and `failures` are the same verdicts as data.
 */
function validateEvalScores(fs, options) {
    const lines = [];
    const out = (text) => void lines.push({ stream: 'stdout', text });
    const err = (text) => void lines.push({ stream: 'stderr', text });
    const failures = [];
    const checks = [];
    let expected;
    if (options.expectedConcs !== undefined) {
        expected = parseExpectedConcs(options.expectedConcs);
        if (expected === undefined) {
            err(`FAIL: ${EXPECTED_CONCS_ERROR}`);
            return { lines, exitCode: 1, checks, failures: [{ kind: 'expected-concs', message: EXPECTED_CONCS_ERROR }] };
        }
    }
    const loaded = loadThresholds(fs, options.thresholds, options.strictThresholds);
    if (loaded.warning !== undefined)
        err(`WARN: ${loaded.warning}`);
    if (loaded.loadedFrom !== undefined)
        out(`Loaded thresholds from ${loaded.loadedFrom}`);
    const prefix = resolvePrefix(fs, options);
    out(prefixLine(prefix, loaded.thresholds));
    const files = pyGlob(fs, options.resultsGlob).sort(json/* compareCodePoints */.OP);
    const meta = (0,meta_file/* readMetaJson */.sY)(fs, options.metaEnv);
    const manifest = batchManifestErrors(meta, options.metaEnv, expected, files);
    for (const error of manifest) {
        err(`FAIL: ${error}`);
        failures.push({ kind: 'manifest', message: error });
    }
    if (manifest.length === 0) {
        if (!meta.ok)
            err(`WARN: could not inspect eval metadata for batched concurrency status: ${meta.reason}`);
        else if ((0,meta_file/* pyContains */.lR)(meta.value, 'eval_concs'))
            out('PASS: batched eval produced every requested concurrency');
    }
    try {
        checkScores(fs, files, options, prefix, loaded.thresholds, out, err, checks, failures);
    }
    catch (error) {
        if (!(error instanceof errors/* SweepkitError */.R0))
            throw error;
        return { lines, exitCode: 1, modelPrefix: prefix, checks, failures, fatal: error };
    }
    if (checks.length === 0) {
        const message = `no metrics matched prefix '${options.metricPrefix}'`;
        err(`WARN: ${message}`);
        failures.push({ kind: 'no-metrics', message });
    }
    return { lines, exitCode: failures.length > 0 ? 1 : 0, modelPrefix: prefix, checks, failures };
}
/** Every checked metric of every result file, in file order, as PASS (stdout) or FAIL (stderr) lines. */
function checkScores(fs, files, options, prefix, thresholds, out, err, checks, failures) {
    for (const file of files) {
        const conc = (0,meta_file/* concSuffix */.ff)(file);
        const label = conc === undefined ? '' : `[conc=${conc}] `;
        const { tasks, text } = resultTasks(fs, file);
        for (const [task, metrics] of tasks) {
            if (!(0,json_parse/* isPyObject */.zt)(metrics)) {
                throw new errors/* SweepkitError */.R0(`the metrics of task ${task} must be a mapping ('${(0,python_values/* pyTypeName */.x_)(metrics)}' object has no attribute 'items')`, {
                    location: { file },
                    code: 'result-not-mapping'
                });
            }
            for (const [metric, raw] of metrics) {
                if (!metric.startsWith(options.metricPrefix) || metric.includes('stderr'))
                    continue;
                const value = metricNumber(raw);
                if (value === undefined)
                    continue;
                const threshold = thresholdOf(task, prefix, thresholds, options.minScore);
                const limit = thresholdNumber(threshold, task);
                const check = { file, conc, task, metric, value, threshold: (0,python_values/* pyStr */.rD)(threshold.value), source: threshold.source, passed: !(value < limit) };
                checks.push(check);
                const shown = `${label}${task} ${metric} = ${(0,format/* pyFixed */.mS)(value, 4)}`;
                if (check.passed)
                    out(`PASS: ${shown} (>= ${check.threshold} from ${check.source})`);
                else {
                    const message = `${shown} (< ${check.threshold} from ${check.source})`;
                    check.line = metricLine(text, task, metric);
                    err(`FAIL: ${message}`);
                    failures.push({ kind: 'score', message, check });
                }
            }
        }
    }
}
/**
 * The multi-node template's `--expected-concs`: `$EVAL_CONC`, or when that is empty the largest
 * number of `$CONC_LIST`; undefined when both are empty (single-node jobs pass none).
 */
function expectedConcsFromEnv(env) {
    if (env.EVAL_CONC?.trim())
        return env.EVAL_CONC;
    const concs = (env.CONC_LIST ?? '').split(/\s+/).filter((w) => w !== '');
    if (concs.length === 0)
        return undefined;
    // `sort -n | tail -1`: the numerically largest word (non-numbers sort as 0).
    const value = (w) => Number.parseFloat(w) || 0;
    return concs.reduce((a, b) => (value(b) >= value(a) ? b : a));
}

// EXTERNAL MODULE: ./packages/evals/src/adapters/node-eval-fs.ts
var node_eval_fs = __webpack_require__(7105);
// EXTERNAL MODULE: ./cli/src/options.ts
var src_options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/validate-eval-scores.ts



/** `sweepkit validate-eval-scores [flags]`: utils/evals/validate_scores.py in the working directory. */
const validateEvalScoresCommand = (argv, io) => {
    const { values } = (0,src_options/* parseCommandArgs */.Q)(options/* EVAL_GATE_COMMAND */.LD, argv, io);
    const outcome = validateEvalScores((0,node_eval_fs/* nodeEvalFs */.g)(io.cwd), (0,options/* gateOptionsFrom */.i_)(values, io.env));
    for (const line of outcome.lines)
        (line.stream === 'stdout' ? io.stdout : io.stderr)(`${line.text}\n`);
    if (outcome.fatal)
        io.stderr(`${(0,errors/* formatError */.Wk)(outcome.fatal)}\n`);
    return outcome.exitCode;
};
/* harmony default export */ const validate_eval_scores = (validateEvalScoresCommand);


/***/ }),

/***/ 3501:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SO: () => (/* binding */ compileGlob),
/* harmony export */   eu: () => (/* binding */ literal),
/* harmony export */   jX: () => (/* binding */ anyChar)
/* harmony export */ });
const anyChar = () => true;
const literal = (char) => (c) => c === char;
/**
 * The glob as a function of a name, matching the whole name. The pieces become a small
 * nondeterministic automaton that is run over all its states at once (Thompson's construction), so
 * a match takes at most (name length × number of pieces) steps whatever the pattern: a run of `*`
 * or any other hostile pattern cannot make it backtrack.
 */
function compileGlob(parts) {
    const states = [{ on: -1, also: [] }]; // 0: accept
    const add = (state) => states.push(state) - 1;
    const build = (seq, next) => {
        for (let i = seq.length - 1; i >= 0; i--) {
            const part = seq[i];
            if ('one' in part)
                next = add({ test: part.one, on: next, also: [] });
            else if ('many' in part) {
                const loop = add({ test: part.many, on: -1, also: [next] });
                states[loop].on = loop;
                next = loop;
            }
            else
                next = add({ on: -1, also: [build(part.optional, next), next] });
        }
        return next;
    };
    const start = build(parts, 0);
    const mark = new Uint32Array(states.length);
    let generation = 0;
    const close = (from) => {
        generation++;
        const out = [];
        const stack = [...from];
        while (stack.length) {
            const s = stack.pop();
            if (mark[s] === generation)
                continue;
            mark[s] = generation;
            out.push(s);
            stack.push(...states[s].also);
        }
        return out;
    };
    return (name) => {
        let current = close([start]);
        for (const char of name) {
            const next = [];
            for (const s of current) {
                const state = states[s];
                if (state.test?.(char))
                    next.push(state.on);
            }
            if (next.length === 0)
                return false;
            current = close(next);
        }
        return current.includes(0);
    };
}


/***/ }),

/***/ 9511:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ globMatcher),
/* harmony export */   y: () => (/* binding */ isGlob)
/* harmony export */ });
/* harmony import */ var _glob_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3501);

const never = () => false;
/**
 * A bracket expression's body (between `[` and `]`) with the rules of Python's `fnmatch`: a
 * leading `!` negates; a `-` between two characters is a range, except a `-` right after the
 * `[` or `[!` or right after a range; a range whose start is past its end is dropped together
 * with its two ends (so `[z-a]` matches nothing and `[!z-a]` any character); other characters,
 * `\` included, are literal.
 */
function bracketTest(body) {
    let atoms;
    if (!body.includes('-'))
        atoms = body.map((char) => ({ char, joins: false }));
    else {
        // Cut at the hyphens that make ranges; a hyphen right after a cut (or the opening) is plain.
        const pieces = [];
        let from = 0;
        for (let at = body.indexOf('-', body[0] === '!' ? 2 : 1); at >= 0; at = body.indexOf('-', at + 3)) {
            pieces.push(body.slice(from, at));
            from = at + 1;
        }
        if (from < body.length)
            pieces.push(body.slice(from));
        else
            pieces[pieces.length - 1].push('-');
        // Drop reversed ranges, last first, by joining their two pieces without the range's ends.
        for (let k = pieces.length - 1; k > 0; k--) {
            const [left, right] = [pieces[k - 1], pieces[k]];
            if (left[left.length - 1].codePointAt(0) > right[0].codePointAt(0))
                pieces.splice(k - 1, 2, [...left.slice(0, -1), ...right.slice(1)]);
        }
        atoms = pieces.flatMap((piece, t) => [...(t > 0 ? [{ char: '-', joins: true }] : []), ...piece.map((char) => ({ char, joins: false }))]);
    }
    if (atoms.length === 0)
        return never;
    if (atoms.length === 1 && atoms[0].char === '!')
        return _glob_js__WEBPACK_IMPORTED_MODULE_0__/* .anyChar */ .jX;
    // Read as a regular-expression set: `!` first negates, `x-y` (with a joining hyphen) is a range.
    const negate = atoms[0].char === '!';
    const singles = new Set();
    const ranges = [];
    for (let i = negate ? 1 : 0; i < atoms.length; i++) {
        const low = atoms[i].char;
        const high = atoms[i + 2]?.char;
        if (atoms[i + 1]?.joins && high !== undefined) {
            ranges.push([low.codePointAt(0), high.codePointAt(0)]);
            i += 2;
        }
        else
            singles.add(low);
    }
    return (char) => {
        const code = char.codePointAt(0);
        const inside = singles.has(char) || ranges.some(([low, high]) => low <= code && code <= high);
        return inside !== negate;
    };
}
/** The pattern as glob pieces, parsed as Python's `fnmatch.translate` does. */
function fnmatchParts(pattern) {
    const chars = Array.from(pattern);
    const out = [];
    for (let i = 0; i < chars.length; i++) {
        const char = chars[i];
        if (char === '*')
            out.push({ many: _glob_js__WEBPACK_IMPORTED_MODULE_0__/* .anyChar */ .jX });
        else if (char === '?')
            out.push({ one: _glob_js__WEBPACK_IMPORTED_MODULE_0__/* .anyChar */ .jX });
        else if (char === '[') {
            // The body runs to the next `]`; a `]` first (after an optional `!`) belongs to it.
            let j = i + 1;
            if (chars[j] === '!')
                j++;
            if (chars[j] === ']')
                j++;
            while (j < chars.length && chars[j] !== ']')
                j++;
            if (j >= chars.length)
                out.push({ one: (0,_glob_js__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .eu)('[') });
            else {
                out.push({ one: bracketTest(chars.slice(i + 1, j)) });
                i = j;
            }
        }
        else
            out.push({ one: (0,_glob_js__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .eu)(char) });
    }
    return out;
}
/** Python's `fnmatch.fnmatchcase`: `*`, `?`, `[seq]`, `[!seq]`, the whole name (common's linear matcher). */
const globMatcher = (pattern) => (0,_glob_js__WEBPACK_IMPORTED_MODULE_0__/* .compileGlob */ .SO)(fnmatchParts(pattern));
/** Keys named with `*` or `?` are patterns; anything else (even `[...]`) is an exact key. */
const isGlob = (key) => key.includes('*') || key.includes('?');


/***/ })

};
