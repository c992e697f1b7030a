export const id = 33;
export const ids = [33];
export const modules = {

/***/ 3033:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ result_filename)
});

// EXTERNAL MODULE: ./packages/common/src/index.ts + 6 modules
var src = __webpack_require__(8964);
;// CONCATENATED MODULE: ./packages/naming/src/artifacts.ts
const benchmark = (job) => !job.evalOnly && !job.agentic;
const evals = (job) => job.runEval || job.evalOnly;
const always = () => true;
const evalPrefix = (job) => (job.evalOnly ? 'eval_' : '');
/**
 * The upload steps of each template in workflow order (results.md A.7). The asymmetries are the
 * reference's: single node repeats the exp-name in `eval_E_R` and uploads agentic artifacts even
 * for eval-only rows; multi node gates `bmk_agentic_R` on not eval-only and says `eval_R`.
 */
const SINGLE_NODE = [
    { role: 'result', step: 'Upload result', runs: benchmark, name: (r) => `bmk_${r}` },
    { role: 'agentic-result', step: 'Upload agentic aggregated result', runs: (job) => job.agentic, name: (r) => `bmk_agentic_${r}` },
    { role: 'agentic-raw', step: 'Upload agentic raw results', runs: (job) => job.agentic, name: (r) => `agentic_${r}` },
    { role: 'server-logs', step: 'Upload server logs', runs: always, name: (r, _e, job) => `${evalPrefix(job)}server_logs_${r}` },
    { role: 'gpu-metrics', step: 'Upload GPU metrics', runs: always, name: (r, _e, job) => `${evalPrefix(job)}gpu_metrics_${r}` },
    { role: 'power-audit', step: 'Upload power audit bundle', runs: benchmark, name: (r) => `power_audit_${r}` },
    { role: 'eval-results', step: 'Upload eval results (if any)', runs: evals, name: (r, e) => `eval_${e}_${r}` }
];
const MULTI_NODE = [
    { role: 'result', step: 'Upload result', runs: benchmark, name: (r) => `bmk_${r}` },
    { role: 'power-audit', step: 'Upload power audit bundle', runs: benchmark, name: (r) => `power_audit_${r}` },
    { role: 'server-logs', step: 'Upload server logs', runs: always, name: (r) => `multinode_server_logs_${r}` },
    { role: 'agentic-result', step: 'Upload agentic aggregated result', runs: (job) => job.agentic && !job.evalOnly, name: (r) => `bmk_agentic_${r}` },
    { role: 'agentic-raw', step: 'Upload agentic raw results', runs: (job) => job.agentic, name: (r) => `agentic_${r}` },
    { role: 'eval-results', step: 'Upload eval results (if any)', runs: evals, name: (r) => `eval_${r}` }
];
/** Every role, for outputs that exist whether or not this job uploads them. */
const ARTIFACT_ROLES = SINGLE_NODE.map((upload) => upload.role);
/** The artifacts a job uploads on the success path, in workflow order. */
function artifactNames(resultFilename, expName, multiNode, job) {
    return (multiNode ? MULTI_NODE : SINGLE_NODE)
        .filter((upload) => upload.runs(job))
        .map((upload) => ({ role: upload.role, step: upload.step, name: upload.name(resultFilename, expName, job) }));
}

;// CONCATENATED MODULE: ./packages/naming/src/template-variables.ts
/**
 * The environment variables the benchmark templates build RESULT_FILENAME from (results.md A.4,
 * A.5; matrix.md 9.3), each with the matrix-row key it is rendered from.
 */
const COMMON_VARIABLES = {
    EXP_NAME: 'exp-name',
    PRECISION: 'precision',
    FRAMEWORK: 'framework',
    DISAGG: 'disagg',
    SPEC_DECODING: 'spec-decoding',
    RECIPE_FINGERPRINT: 'recipe-fingerprint'
};
/** Single-node parallelism: `TP` … `DP_ATTENTION`. */
const SINGLE_NODE_VARIABLES = {
    TP: 'tp',
    PP_SIZE: 'pp',
    DCP_SIZE: 'dcp-size',
    PCP_SIZE: 'pcp-size',
    EP_SIZE: 'ep',
    DP_ATTENTION: 'dp-attn'
};
/** One multi-node worker pool: `PREFILL_<suffix>` / `DECODE_<suffix>`. */
const POOL_VARIABLES = {
    NUM_WORKERS: 'num-worker',
    TP: 'tp',
    PP_SIZE: 'pp',
    DCP_SIZE: 'dcp-size',
    PCP_SIZE: 'pcp-size',
    EP: 'ep',
    DP_ATTN: 'dp-attn'
};
const POOL_ROLES = { PREFILL: 'prefill', DECODE: 'decode' };
/** Which uploads run: these decide the artifact names, not the RESULT_FILENAME. */
const JOB_VARIABLES = {
    SCENARIO_TYPE: 'scenario-type',
    EVAL_ONLY: 'eval-only',
    RUN_EVAL: 'run-eval'
};
/** Single node uses `CONC`; multi node `CONC_LIST` (space-separated, joined with `x` in the name). */
const CONC_VARIABLE = { single: 'CONC', multi: 'CONC_LIST' };
const AGENTIC_SCENARIO = 'agentic-coding';
/** Every `PREFILL_*`/`DECODE_*` variable of a worker pool. */
const poolVariableNames = () => Object.keys(POOL_ROLES).flatMap((role) => Object.keys(POOL_VARIABLES).map((suffix) => `${role}_${suffix}`));

;// CONCATENATED MODULE: ./packages/naming/src/env-source.ts

/**
 * The variables as the templates' `env:` blocks set them. The multi-node template is recognised by
 * its worker-pool variables (`PREFILL_TP`, `DECODE_NUM_WORKERS`, …).
 */
function envSource(env) {
    return {
        multiNode: poolVariableNames().some((name) => Boolean(env[name])),
        text: (variable) => env[variable],
        label: (variable) => variable
    };
}

;// CONCATENATED MODULE: ./packages/naming/src/fields.ts
/**
 * The values a RESULT_FILENAME is made of (results.md A.4/A.5), keyed with the matrix-row
 * vocabulary so that `parse(build(row))` can be compared with the row key by key.
 */
const SPEC_DECODINGS = ['none', 'mtp', 'draft_model'];
/** Like the matrix row: a name is multi-node exactly when it has a prefill pool. */
const isMultiNode = (fields) => 'prefill' in fields;

;// CONCATENATED MODULE: ./packages/naming/src/grammar.ts
/**
 * The token grammar of results.md A.9, in one place: the builder validates values against it and
 * the parser reads names with it, so every name we build can be parsed back.
 */
/** Characters GitHub rejects in artifact names (upload-artifact's list). */
const ARTIFACT_NAME_ILLEGAL = /[":<>|*?\r\n\\/]/;
/** Canonical decimal, as GitHub renders a matrix number (no sign, no leading zeros). */
const INT = '(?:0|[1-9][0-9]*)';
const BOOL = '(?:true|false)';
const EXP_NAME = '[A-Za-z0-9._-]+';
/** Precision and framework sit between `_` separators, so they may not contain `_`. */
const WORD = '[A-Za-z0-9.-]+';
/** `runner.name` is `<pool>_<digits>` (every name in configs/runners.yaml). */
const RUNNER_NAME = '[a-z0-9-]+_[0-9]+';
const RECIPE_PREFIX_LENGTH = 16;
/** The matrix validator's form of recipe-fingerprint: a SHA-256 in lowercase hex. */
const RECIPE_FINGERPRINT = '[0-9a-f]{64}';
/** Matches all of `text` against one of the patterns above. */
const matchesWhole = (pattern, text) => new RegExp(`^(?:${pattern})$`).test(text);

;// CONCATENATED MODULE: ./packages/naming/src/parse.ts



const parallelismPattern = (dpToken) => `tp(${INT})-pp(${INT})-dcp(${INT})-pcp(${INT})-ep(${INT})-${dpToken}(${BOOL})`;
const SINGLE_NODE_TOPOLOGY = parallelismPattern('dpa');
const POOL = `${parallelismPattern('dp')}-nw(${INT})`;
const MULTI_NODE_TOPOLOGY = `prefill-${POOL}_decode-${POOL}`;
const toParallelism = (g) => ({
    tp: Number(g[0]),
    pp: Number(g[1]),
    'dcp-size': Number(g[2]),
    'pcp-size': Number(g[3]),
    ep: Number(g[4]),
    'dp-attn': g[5] === 'true'
});
const toPool = (g) => ({ ...toParallelism(g), 'num-worker': Number(g[6]) });
/**
 * Reads a name from the right (results.md A.9): exp-names, runner names and `draft_model` contain
 * `_`, so splitting on `_` is ambiguous, but every suffix token is anchored at the end.
 */
class Tail {
    name;
    rest;
    constructor(name) {
        this.name = name;
        this.rest = name;
    }
    /** Removes `_<pattern>` from the end and returns its groups; undefined when absent. */
    optional(pattern) {
        const match = new RegExp(`_(?:${pattern})$`).exec(this.rest);
        if (!match)
            return undefined;
        this.rest = this.rest.slice(0, match.index);
        return match.slice(1);
    }
    take(pattern, what) {
        const groups = this.optional(pattern);
        if (groups)
            return groups;
        const after = this.name.slice(this.rest.length);
        throw new src/* SweepkitError */.R0(`not a RESULT_FILENAME: expected ${what} ${after ? `before ${JSON.stringify(after)}` : 'at the end'} in ${JSON.stringify(this.name)}`, { code: 'bad-name' });
    }
    /** exp-name, precision, framework: the last two `_` fields are precision and framework. */
    head() {
        const match = new RegExp(`^(${EXP_NAME})_(${WORD})_(${WORD})$`).exec(this.rest);
        if (!match) {
            throw new src/* SweepkitError */.R0(`not a RESULT_FILENAME: expected <exp-name>_<precision>_<framework> at the start of ${JSON.stringify(this.name)}`, {
                code: 'bad-name'
            });
        }
        return [match[1], match[2], match[3]];
    }
}
/** The inverse of formatResultFilename: the fields of a RESULT_FILENAME (the matrix-row keys). */
function parseResultFilename(name) {
    const tail = new Tail(name);
    const recipe = tail.optional(`recipe-([0-9a-f]{${RECIPE_PREFIX_LENGTH}})`)?.[0] ?? '';
    const [runner] = tail.take(`(${RUNNER_NAME})`, 'the runner name _<pool>_<digits>');
    const [conc] = tail.take(`conc(${INT}(?:x${INT})*)`, '_conc<n>[x<n>…]');
    const [spec] = tail.take(`spec-(${SPEC_DECODINGS.join('|')})`, `_spec-<${SPEC_DECODINGS.join('|')}>`);
    const [disagg] = tail.take(`disagg-(${BOOL})`, '_disagg-<true|false>');
    const multi = tail.optional(MULTI_NODE_TOPOLOGY);
    const single = multi ? undefined : tail.take(SINGLE_NODE_TOPOLOGY, 'the topology (_tp…-dpa<bool> or _prefill-…_decode-…-nw<n>)');
    const [expName, precision, framework] = tail.head();
    const concs = conc.split('x').map(Number);
    const common = { 'exp-name': expName, precision, framework };
    const rest = (c) => ({ disagg: disagg === 'true', 'spec-decoding': spec, conc: c, 'runner-name': runner, recipe });
    if (multi)
        return { ...common, prefill: toPool(multi.slice(0, 7)), decode: toPool(multi.slice(7)), ...rest(concs) };
    if (concs.length !== 1) {
        throw new src/* SweepkitError */.R0(`not a RESULT_FILENAME: a single-node name has exactly one concurrency, got "conc${conc}" in ${JSON.stringify(name)}`, {
            code: 'bad-name'
        });
    }
    return { ...common, ...toParallelism(single), ...rest(concs[0]) };
}

;// CONCATENATED MODULE: ./packages/naming/src/field-reader.ts


const show = (text) => JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);
/**
 * Reads and checks template variables, collecting one error per bad variable so a user sees every
 * problem at once. Each check returns a placeholder on failure; `finish()` throws if any failed,
 * so no name is ever built from a bad value (no `tpundefined`, no `spec-`).
 */
class FieldReader {
    source;
    errors = [];
    constructor(source) {
        this.source = source;
    }
    value(variable) {
        return { text: this.source.text(variable), label: this.source.label(variable) };
    }
    fail(label, problem, code) {
        this.errors.push(new src/* SweepkitError */.R0(`${label} ${problem}`, { field: label, code }));
    }
    /** A required value, free of characters GitHub rejects in artifact names; undefined when it is not. */
    required({ text, label }) {
        if (!text) {
            this.fail(label, text === undefined ? 'is not set' : 'is empty', 'missing-value');
            return undefined;
        }
        const illegal = ARTIFACT_NAME_ILLEGAL.exec(text);
        if (!illegal)
            return text;
        this.fail(label, `contains ${JSON.stringify(illegal[0])}, which GitHub does not allow in artifact names: ${show(text)}`, 'illegal-character');
        return undefined;
    }
    /** A required text that must match `pattern` (a token of the A.9 grammar). */
    token(value, pattern, form) {
        const text = this.required(value);
        if (text !== undefined && !matchesWhole(pattern, text))
            this.fail(value.label, `must be ${form}, got ${show(text)}`, 'bad-token');
        return text ?? '';
    }
    int(variable) {
        return Number(this.token(this.value(variable), INT, 'a non-negative integer') || 0);
    }
    bool(variable) {
        return this.token(this.value(variable), BOOL, 'true or false') === 'true';
    }
    /** An optional boolean: absent or empty means false. */
    flag(variable) {
        const value = this.value(variable);
        return value.text ? this.bool(variable) : false;
    }
    choice(variable, choices, why) {
        const value = this.value(variable);
        const text = this.required(value);
        if (text !== undefined && !choices.includes(text))
            this.fail(value.label, `must be one of ${choices.join(', ')} (${why}), got ${show(text)}`, 'bad-choice');
        return (text ?? '');
    }
    /** Throws every collected error (one, or all of them together). */
    finish() {
        if (this.errors.length === 1)
            throw this.errors[0];
        if (this.errors.length > 1)
            throw new src/* SweepkitErrors */.AK(this.errors);
    }
}

;// CONCATENATED MODULE: ./packages/naming/src/read-fields.ts




function readParallelism(reader, variable, ep, dpAttn) {
    return {
        tp: reader.int(variable('TP')),
        pp: reader.int(variable('PP_SIZE')),
        'dcp-size': reader.int(variable('DCP_SIZE')),
        'pcp-size': reader.int(variable('PCP_SIZE')),
        ep: reader.int(variable(ep)),
        'dp-attn': reader.bool(variable(dpAttn))
    };
}
function readPool(reader, role) {
    const variable = (suffix) => `${role}_${suffix}`;
    return { ...readParallelism(reader, variable, 'EP', 'DP_ATTN'), 'num-worker': reader.int(variable('NUM_WORKERS')) };
}
function readConcList(reader) {
    const { text, label } = reader.value(CONC_VARIABLE.multi);
    const words = text?.trim() ? text.trim().split(/\s+/) : [text?.trim()];
    return words.map((word) => Number(reader.token({ text: word, label }, INT, 'a list of non-negative integers') || 0));
}
/** `${RECIPE_FINGERPRINT:0:16}`, after checking it is the SHA-256 the matrix validator requires. */
function readRecipe(reader) {
    const value = reader.value('RECIPE_FINGERPRINT');
    if (!value.text)
        return '';
    return reader.token(value, RECIPE_FINGERPRINT, '64 lowercase hex characters (a SHA-256) or empty').slice(0, RECIPE_PREFIX_LENGTH);
}
/**
 * Every value of the name, checked against the grammar of results.md A.9, plus the job kind that
 * decides the artifact names. Throws (all problems at once) instead of returning a partial result.
 */
function readNameFields(source, runner) {
    const reader = new FieldReader(source);
    const common = {
        'exp-name': reader.token(reader.value('EXP_NAME'), EXP_NAME, 'letters, digits, ".", "_" and "-"'),
        precision: reader.token(reader.value('PRECISION'), WORD, 'letters, digits, "." and "-" (no "_")'),
        framework: reader.token(reader.value('FRAMEWORK'), WORD, 'letters, digits, "." and "-" (no "_")')
    };
    const topology = source.multiNode
        ? { prefill: readPool(reader, 'PREFILL'), decode: readPool(reader, 'DECODE') }
        : readParallelism(reader, (suffix) => suffix, 'EP_SIZE', 'DP_ATTENTION');
    const rest = {
        disagg: reader.bool('DISAGG'),
        'spec-decoding': reader.choice('SPEC_DECODING', SPEC_DECODINGS, 'the spec-decoding values the config schema allows'),
        conc: source.multiNode ? readConcList(reader) : reader.int(CONC_VARIABLE.single),
        'runner-name': reader.token(runner, RUNNER_NAME, '<pool>_<digits> like b200-dgxc_01 (the runner name, not its label)'),
        recipe: readRecipe(reader)
    };
    const job = {
        agentic: source.text('SCENARIO_TYPE') === AGENTIC_SCENARIO,
        evalOnly: reader.flag('EVAL_ONLY'),
        runEval: reader.flag('RUN_EVAL')
    };
    reader.finish();
    return { fields: { ...common, ...topology, ...rest }, job };
}

;// CONCATENATED MODULE: ./packages/naming/src/format.ts

const parallelism = (p, dpToken) => `tp${p.tp}-pp${p.pp}-dcp${p['dcp-size']}-pcp${p['pcp-size']}-ep${p.ep}-${dpToken}${p['dp-attn']}`;
const worker = (role, pool) => `${role}-${parallelism(pool, 'dp')}-nw${pool['num-worker']}`;
/**
 * RESULT_FILENAME_BASE exactly as the templates concatenate it (results.md A.4 single node, A.5
 * multi node — note `-dpa<bool>` there versus `-dp<bool>-nw<n>` per worker pool here).
 */
function formatResultFilenameBase(fields) {
    const topology = isMultiNode(fields)
        ? `${worker('prefill', fields.prefill)}_${worker('decode', fields.decode)}`
        : parallelism(fields, 'dpa');
    const conc = isMultiNode(fields) ? fields.conc.join('x') : String(fields.conc);
    return (`${fields['exp-name']}_${fields.precision}_${fields.framework}_${topology}` +
        `_disagg-${fields.disagg}_spec-${fields['spec-decoding']}_conc${conc}_${fields['runner-name']}`);
}
/** RESULT_FILENAME: the base plus `_recipe-<16 hex>` when the row has a fingerprint. */
function formatResultFilename(fields) {
    const base = formatResultFilenameBase(fields);
    return fields.recipe ? `${base}_recipe-${fields.recipe}` : base;
}

;// CONCATENATED MODULE: ./packages/naming/src/row-source.ts


/** A matrix row from JSON text (`toJson(matrix.config)`); `label` names where it came from. */
function rowFromJson(text, label) {
    let row;
    try {
        row = JSON.parse(text);
    }
    catch (error) {
        throw new src/* SweepkitError */.R0(`${label} is not valid JSON: ${error.message}`, { code: 'bad-row' });
    }
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
        throw new src/* SweepkitError */.R0(`${label} must be a JSON object (one matrix row), got ${Array.isArray(row) ? 'an array' : JSON.stringify(row)}`, {
            code: 'bad-row'
        });
    }
    return row;
}
/** GitHub's rendering of a matrix value into a string input: numbers in decimal, booleans as words. */
function render(value) {
    if (value === undefined || value === null)
        return undefined;
    if (typeof value === 'string')
        return value;
    if (typeof value === 'number' || typeof value === 'boolean')
        return String(value);
    return JSON.stringify(value);
}
/** The multi-node conc list as `CONC_LIST` holds it: the integers joined with spaces. */
const renderList = (value) => Array.isArray(value) ? value.map((v) => (typeof v === 'number' ? String(v) : JSON.stringify(v))).join(' ') : render(value);
/** Row key path of each template variable, e.g. `PREFILL_TP` → `prefill.tp`. */
function rowKeys(multiNode) {
    const keys = new Map();
    for (const [variable, key] of Object.entries({ ...COMMON_VARIABLES, ...JOB_VARIABLES }))
        keys.set(variable, [key]);
    if (multiNode) {
        for (const [role, roleKey] of Object.entries(POOL_ROLES)) {
            for (const [suffix, key] of Object.entries(POOL_VARIABLES))
                keys.set(`${role}_${suffix}`, [roleKey, key]);
        }
        keys.set('CONC_LIST', ['conc']);
    }
    else {
        for (const [variable, key] of Object.entries(SINGLE_NODE_VARIABLES))
            keys.set(variable, [key]);
        keys.set('CONC', ['conc']);
    }
    return keys;
}
function lookup(row, path) {
    let value = row;
    for (const key of path)
        value = typeof value === 'object' && value !== null ? value[key] : undefined;
    return value;
}
/**
 * The template variables of a matrix row, as run-sweep.yml passes them: the multi-node template
 * iff the row has `prefill`; single-node agentic jobs pass the literal `'false'` for DISAGG (their
 * rows have no `disagg`); and rows marked `run-eval` are run by the eval jobs with `eval-only: true`.
 */
function rowSource(row) {
    const multiNode = 'prefill' in row;
    const keys = rowKeys(multiNode);
    const agentic = row['scenario-type'] === AGENTIC_SCENARIO;
    const pathOf = (variable) => keys.get(variable) ?? [variable];
    return {
        multiNode,
        text(variable) {
            if (variable === 'DISAGG' && agentic && !multiNode)
                return 'false';
            if (variable === 'EVAL_ONLY')
                return render(row['eval-only'] === true || row['run-eval'] === true);
            const value = lookup(row, pathOf(variable));
            return variable === 'CONC_LIST' ? renderList(value) : render(value);
        },
        label: (variable) => `matrix row key '${pathOf(variable).join('.')}'`
    };
}

;// CONCATENATED MODULE: ./packages/naming/src/result-names.ts





/** RESULT_FILENAME and every artifact name of one benchmark job: what the CLI and the action print. */
function computeResultNames(request) {
    const source = request.row ? rowSource(request.row) : envSource(request.env);
    const runner = request.runnerName !== undefined
        ? { text: request.runnerName, label: 'the runner name' }
        : { text: request.env.RUNNER_NAME, label: 'RUNNER_NAME' };
    const { fields, job } = readNameFields(source, runner);
    const resultFilename = formatResultFilename(fields);
    return {
        fields,
        resultFilenameBase: formatResultFilenameBase(fields),
        resultFilename,
        artifacts: artifactNames(resultFilename, fields['exp-name'], source.multiNode, job)
    };
}
/** The artifact names as one JSON-able object, role → name, in upload order (the `names` output). */
const namesObject = (artifacts) => Object.fromEntries(artifacts.map((artifact) => [artifact.role, artifact.name]));

;// CONCATENATED MODULE: ./packages/naming/src/index.ts
// RESULT_FILENAME and artifact names (results.md Part A): build from a matrix row or the template
// environment, and parse back. Pure: the environment is passed in as a plain record.









// EXTERNAL MODULE: ./cli/src/argparse.ts
var argparse = __webpack_require__(3211);
;// CONCATENATED MODULE: ./cli/src/commands/result-filename.ts



const MODES = ['--row', '--env', '--parse'];
const otherModes = (mode) => MODES.filter((m) => m !== mode);
const spec = {
    prog: 'sweepkit result-filename',
    description: 'Print the RESULT_FILENAME of a benchmark job, from a matrix row or from the variables the benchmark templates set; or parse a name back into its fields.',
    options: [
        { name: '--row', kind: 'string', metavar: 'JSON', help: 'the matrix row as JSON (toJson(matrix.config))', conflicts: otherModes('--row') },
        { name: '--env', kind: 'flag', help: 'read EXP_NAME, PRECISION, TP …, PREFILL_*/DECODE_*, CONC/CONC_LIST … from the environment', conflicts: otherModes('--env') },
        { name: '--parse', kind: 'string', metavar: 'NAME', help: 'print the fields of a RESULT_FILENAME as JSON', conflicts: otherModes('--parse') },
        { name: '--runner-name', kind: 'string', metavar: 'NAME', help: 'the concrete runner, runner.name (default: $RUNNER_NAME)' },
        { name: '--json', kind: 'flag', help: 'print result-filename, result-filename-base and the artifact names as one JSON object' }
    ]
};
const resultFilename = (argv, io) => {
    const { values } = (0,argparse/* parseArgs */.Zy)(spec, argv);
    const parse = values.parse;
    if (parse !== undefined) {
        io.stdout(`${JSON.stringify(parseResultFilename(parse), null, 2)}\n`);
        return 0;
    }
    const row = values.row;
    if (row === undefined && !values.env)
        throw new src/* UsageError */.eb(`${spec.prog}: error: one of the arguments ${MODES.join(' ')} is required`);
    const names = computeResultNames({
        row: row === undefined ? undefined : rowFromJson(row, '--row'),
        env: io.env,
        runnerName: values['runner-name']
    });
    io.stdout(values.json
        ? `${JSON.stringify({ 'result-filename': names.resultFilename, 'result-filename-base': names.resultFilenameBase, names: namesObject(names.artifacts) }, null, 2)}\n`
        : `${names.resultFilename}\n`);
    return 0;
};
/* harmony default export */ const result_filename = (resultFilename);


/***/ }),

/***/ 8964:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  g$: () => (/* reexport */ PyFloat),
  R0: () => (/* reexport */ errors/* SweepkitError */.R0),
  AK: () => (/* reexport */ errors/* SweepkitErrors */.AK),
  eb: () => (/* reexport */ errors/* UsageError */.eb),
  Am: () => (/* reexport */ YamlTimestamp),
  WI: () => (/* reexport */ firstSchemaError),
  Wk: () => (/* reexport */ errors/* formatError */.Wk),
  tf: () => (/* reexport */ errors/* formatFinding */.tf),
  j$: () => (/* reexport */ errors/* formatLocation */.j$),
  Y3: () => (/* reexport */ loadYamlFile),
  hN: () => (/* reexport */ parseYaml),
  XO: () => (/* reexport */ pyFloatRepr),
  dv: () => (/* reexport */ pyJsonDumps),
  Gu: () => (/* reexport */ readTextFile),
  Hz: () => (/* reexport */ schemaViolation),
  Nb: () => (/* reexport */ errors/* toSweepkitErrors */.Nb)
});

// UNUSED EXPORTS: LoadedYaml, numberValue, pyFloat, pyJsonString, pyNumber, resolvePlainScalar, resolveTaggedScalar

// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
;// CONCATENATED MODULE: ./packages/common/src/files.ts

const REASONS = {
    ENOENT: 'file does not exist',
    EISDIR: 'is a directory, not a file',
    EACCES: 'permission denied'
};
/** Reads a file, turning a failure into one clear error naming the file. */
function readTextFile(files, path, displayName = path) {
    try {
        return files.readText(path);
    }
    catch (error) {
        const code = error.code ?? 'EIO';
        throw new errors/* SweepkitError */.R0(REASONS[code] ?? `cannot read file (${code})`, {
            location: { file: displayName },
            code: 'file-unreadable'
        });
    }
}

;// CONCATENATED MODULE: ./packages/common/src/py-float.ts
/**
 * A number that Python would hold as a `float`. JavaScript has one number type, but Python's JSON
 * output tells `8` from `8.0`, so values that must print as floats even when integral are wrapped.
 * Plain non-integral numbers are floats already and need no wrapper.
 */
class PyFloat {
    value;
    constructor(value) {
        this.value = value;
    }
    valueOf() {
        return this.value;
    }
}
const pyFloat = (value) => new PyFloat(value);
/** The number behind a plain number or a PyFloat. */
const numberValue = (v) => (v instanceof PyFloat ? v.value : v);
/** Python `repr(float)`: shortest round-trip digits, fixed notation for exponents in [-4, 16). */
function pyFloatRepr(x) {
    if (Number.isNaN(x))
        return 'NaN';
    if (x === Infinity)
        return 'Infinity';
    if (x === -Infinity)
        return '-Infinity';
    if (x === 0)
        return Object.is(x, -0) ? '-0.0' : '0.0';
    // toExponential() without an argument yields the shortest digits that round-trip, like Python.
    const [mantissa, exponentText] = x.toExponential().split('e');
    const negative = mantissa.startsWith('-');
    const digits = (negative ? mantissa.slice(1) : mantissa).replace('.', '');
    const exponent = Number(exponentText);
    const sign = negative ? '-' : '';
    if (exponent >= -4 && exponent < 16) {
        if (exponent < 0)
            return `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`;
        const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, '0');
        const fraction = digits.slice(exponent + 1) || '0';
        return `${sign}${whole}.${fraction}`;
    }
    const lead = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    const expSign = exponent < 0 ? '-' : '+';
    return `${sign}${lead}e${expSign}${String(Math.abs(exponent)).padStart(2, '0')}`;
}

;// CONCATENATED MODULE: ./packages/common/src/py-json.ts

const SHORT_ESCAPES = {
    '"': '\\"',
    '\\': '\\\\',
    '\n': '\\n',
    '\r': '\\r',
    '\t': '\\t',
    '\b': '\\b',
    '\f': '\\f'
};
// Characters Python escapes with ensure_ascii=True (anything not printable ASCII, plus " and \).
const NEEDS_ESCAPE_ASCII = /[^\x20\x21\x23-\x5b\x5d-\x7e]/g;
// With ensure_ascii=False Python escapes only ", \ and the C0 controls.
const NEEDS_ESCAPE_RAW = /["\\\x00-\x1f]/g;
const escapeChar = (ch) => SHORT_ESCAPES[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
/** A JSON string literal exactly as Python's json module writes it. */
function pyJsonString(text, ensureAscii = true) {
    const pattern = ensureAscii ? NEEDS_ESCAPE_ASCII : NEEDS_ESCAPE_RAW;
    pattern.lastIndex = 0;
    // Regex replace works per UTF-16 unit, so astral characters come out as escaped surrogate pairs.
    return `"${pattern.test(text) ? text.replace(pattern, escapeChar) : text}"`;
}
/** A Python int from an integral JS number: every digit of the binary value, as Python prints it. */
function intText(n) {
    return Number.isSafeInteger(n) ? String(n) : BigInt(n).toString();
}
function pyNumber(value) {
    if (typeof value === 'bigint')
        return value.toString();
    if (value instanceof PyFloat)
        return pyFloatRepr(value.value);
    return Number.isInteger(value) && !Object.is(value, -0) ? intText(value) : pyFloatRepr(value);
}
/** Byte-compatible `json.dumps(value, ...)` (no trailing newline; `print` adds one). */
function pyJsonDumps(value, options = {}) {
    const ensureAscii = options.ensureAscii ?? true;
    const indent = options.indent;
    const [itemSep, keySep] = options.separators ?? (indent === undefined ? [', ', ': '] : [',', ': ']);
    const parts = [];
    const write = (v, depth) => {
        if (v === null)
            return void parts.push('null');
        switch (typeof v) {
            case 'boolean':
                return void parts.push(v ? 'true' : 'false');
            case 'string':
                return void parts.push(pyJsonString(v, ensureAscii));
            case 'number':
            case 'bigint':
                return void parts.push(pyNumber(v));
            case 'object':
                break;
            default:
                throw new TypeError(`cannot write a ${typeof v} as JSON`);
        }
        if (v instanceof PyFloat)
            return void parts.push(pyFloatRepr(v.value));
        const entries = Array.isArray(v)
            ? v.map((item) => [null, item])
            : v instanceof Map
                ? v.entries()
                : Object.entries(v);
        const [open, close] = Array.isArray(v) ? ['[', ']'] : ['{', '}'];
        parts.push(open);
        const inner = indent === undefined ? '' : '\n' + ' '.repeat(indent * (depth + 1));
        let first = true;
        for (const [key, item] of entries) {
            if (item === undefined)
                throw new TypeError(`undefined value${key === null ? '' : ` for key ${key}`} cannot be written as JSON`);
            parts.push(first ? inner : itemSep + inner);
            first = false;
            if (key !== null)
                parts.push(pyJsonString(key, ensureAscii), keySep);
            write(item, depth + 1);
        }
        if (!first && indent !== undefined)
            parts.push('\n' + ' '.repeat(indent * depth));
        parts.push(close);
    };
    write(value, 0);
    return parts.join('');
}

;// CONCATENATED MODULE: ./packages/common/src/yaml-scalars.ts

/** A YAML 1.1 timestamp (PyYAML gives a date/datetime); kept as its source text. */
class YamlTimestamp {
    text;
    constructor(text) {
        this.text = text;
    }
    toString() {
        return this.text;
    }
}
// PyYAML 6 implicit resolvers (YAML 1.1), tried in its order for plain scalars only.
const BOOL = /^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/;
const TRUE_WORDS = new Set(['yes', 'Yes', 'YES', 'true', 'True', 'TRUE', 'on', 'On', 'ON']);
const FLOAT = /^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
const INT = /^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$/;
const NULL = /^(?:~|null|Null|NULL|)$/;
const TIMESTAMP = /^(?:[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]|[0-9][0-9][0-9][0-9]-[0-9][0-9]?-[0-9][0-9]?(?:[Tt]|[ \t]+)[0-9][0-9]?:[0-9][0-9]:[0-9][0-9](?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9][0-9]?(?::[0-9][0-9])?))?)$/;
/** A Python int: a JS number while exact, a bigint beyond. */
function toInt(value) {
    return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value;
}
function sexagesimal(text) {
    const sign = text.startsWith('-') ? -1n : 1n;
    return { sign, parts: text.replace(/^[-+]/, '').split(':') };
}
/** PyYAML `construct_yaml_int`. */
function constructInt(source) {
    let text = source.replace(/_/g, '');
    let sign = 1n;
    if (text[0] === '-')
        sign = -1n;
    if (text[0] === '-' || text[0] === '+')
        text = text.slice(1);
    if (text === '0')
        return 0;
    if (text.startsWith('0b'))
        return toInt(sign * BigInt(text));
    if (text.startsWith('0x'))
        return toInt(sign * BigInt(text));
    if (text[0] === '0')
        return toInt(sign * BigInt(`0o${text.slice(1)}`));
    if (text.includes(':')) {
        let value = 0n;
        for (const part of text.split(':'))
            value = value * 60n + BigInt(part);
        return toInt(sign * value);
    }
    return toInt(sign * BigInt(text));
}
/** PyYAML `construct_yaml_float`. */
function constructFloat(source) {
    const text = source.replace(/_/g, '').toLowerCase();
    if (text.endsWith('.inf'))
        return new PyFloat(text.startsWith('-') ? -Infinity : Infinity);
    if (text === '.nan')
        return new PyFloat(NaN);
    if (text.includes(':')) {
        const { sign, parts } = sexagesimal(text);
        let value = 0;
        for (const part of parts)
            value = value * 60 + Number(part);
        return new PyFloat(Number(sign) * value);
    }
    return new PyFloat(Number(text));
}
/** Resolves a plain (unquoted) scalar the way PyYAML `safe_load` does. */
function resolvePlainScalar(text) {
    const first = text[0] ?? '';
    if ('yYnNtTfFoO'.includes(first) && first !== '' && BOOL.test(text))
        return TRUE_WORDS.has(text);
    if ('-+0123456789.'.includes(first) && first !== '' && FLOAT.test(text))
        return constructFloat(text);
    if ('-+0123456789'.includes(first) && first !== '' && INT.test(text))
        return constructInt(text);
    if (('~nN'.includes(first) || text === '') && NULL.test(text))
        return null;
    if (first >= '0' && first <= '9' && TIMESTAMP.test(text))
        return new YamlTimestamp(text);
    return text;
}
/** Applies an explicit standard tag (`!!str`, `!!int`, …); undefined for tags we do not know. */
function resolveTaggedScalar(tag, text) {
    switch (tag) {
        case 'tag:yaml.org,2002:str':
            return text;
        case 'tag:yaml.org,2002:int':
            return INT.test(text) ? constructInt(text) : undefined;
        case 'tag:yaml.org,2002:float':
            return FLOAT.test(text) || INT.test(text) ? constructFloat(text.includes('.') ? text : `${text}.0`) : undefined;
        case 'tag:yaml.org,2002:bool':
            return BOOL.test(text) ? TRUE_WORDS.has(text) : undefined;
        case 'tag:yaml.org,2002:null':
            return null;
        default:
            return undefined;
    }
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./packages/common/src/yaml-load.ts





/**
 * A YAML document loaded with PyYAML `safe_load` semantics, plus the position of every node, so
 * that validation errors can name `file:line:col` without parsing again.
 */
class LoadedYaml {
    file;
    value;
    rootPosition;
    children;
    constructor(file, value, rootPosition, children) {
        this.file = file;
        this.value = value;
        this.rootPosition = rootPosition;
        this.children = children;
    }
    /**
     * Where the node at `path` is (its key with `which: 'key'`). A path that leaves the document
     * (a missing key) gives the position of the deepest node that exists: the mapping that lacks it.
     */
    locate(path, which = 'value') {
        let position = this.rootPosition;
        let node = this.value;
        for (let i = 0; i < path.length; i++) {
            if (node === null || typeof node !== 'object')
                break;
            const entry = this.children.get(node)?.get(path[i]);
            if (!entry)
                break;
            position = which === 'key' && i === path.length - 1 && entry.key ? entry.key : entry.value;
            node = node[path[i]];
        }
        return { file: this.file, line: position.line, column: position.column };
    }
}
/** Python's str() of a mapping key, since our mappings are keyed by strings. */
function keyText(key) {
    if (key === null)
        return 'None';
    if (key === true)
        return 'True';
    if (key === false)
        return 'False';
    if (key instanceof PyFloat)
        return String(key.value);
    if (key instanceof YamlTimestamp)
        return key.text;
    if (typeof key === 'object')
        return JSON.stringify(key);
    return String(key);
}
/** Parses YAML text with PyYAML `safe_load` semantics (YAML 1.1 scalars, duplicate keys: last wins unless `uniqueKeys`). */
function parseYaml(text, file, options = {}) {
    const lineCounter = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, {
        lineCounter,
        schema: 'failsafe',
        uniqueKeys: false,
        version: '1.1',
        strict: false,
        prettyErrors: false
    });
    const pos = (offset) => {
        const { line, col } = lineCounter.linePos(offset ?? 0);
        return { line, column: col };
    };
    const fail = (message, offset, code = 'yaml-syntax') => {
        const { line, column } = pos(offset);
        throw new errors/* SweepkitError */.R0(message, { location: { file, line, column }, code });
    };
    const firstError = doc.errors[0];
    if (firstError)
        fail(`invalid YAML: ${firstError.message.split('\n')[0]}`, firstError.pos[0]);
    const children = new WeakMap();
    const active = new Set();
    const convert = (node) => {
        if (node === null || node === undefined)
            return null;
        if ((0,dist/* isAlias */.Vj)(node)) {
            const target = node.resolve(doc);
            if (!target)
                fail(`unknown YAML alias *${node.source}`, node.range?.[0]);
            if (active.has(target))
                fail('recursive YAML alias', node.range?.[0]);
            return convert(target);
        }
        if ((0,dist/* isScalar */.jn)(node)) {
            const source = String(node.value ?? '');
            if (node.tag && node.tag !== '!') {
                const tagged = resolveTaggedScalar(node.tag, source);
                if (tagged === undefined)
                    fail(`cannot apply YAML tag ${node.tag} to ${JSON.stringify(source)}`, node.range?.[0]);
                return tagged;
            }
            return node.type === 'PLAIN' ? resolvePlainScalar(source) : source;
        }
        active.add(node);
        try {
            if ((0,dist/* isSeq */.oP)(node)) {
                const list = [];
                const places = new Map();
                node.items.forEach((item, index) => {
                    list.push(convert(item));
                    places.set(index, { value: pos(item?.range?.[0] ?? node.range?.[0]) });
                });
                children.set(list, places);
                return list;
            }
            if ((0,dist/* isMap */.jh)(node))
                return convertMapping(node.items, node.range?.[0]);
        }
        finally {
            active.delete(node);
        }
        return fail(`unsupported YAML node`, node.range?.[0]);
    };
    const convertMapping = (pairs, offset) => {
        const mapping = {};
        const places = new Map();
        const assign = (key, value, where) => {
            const earlier = places.get(key);
            mapping[key] = value;
            // Python dicts keep a repeated key at its first place; the value in effect is the last one.
            places.set(key, { key: earlier?.key ?? where.key, value: where.value });
        };
        // PyYAML merge keys (`<<`): merged pairs come first, the mapping's own pairs override them.
        const own = [];
        for (const pair of pairs) {
            const keyNode = pair.key;
            const valueNode = pair.value;
            const keyPos = pos(keyNode?.range?.[0] ?? offset);
            const valuePos = valueNode?.range ? pos(valueNode.range[0]) : keyPos;
            if ((0,dist/* isScalar */.jn)(keyNode) && keyNode.type === 'PLAIN' && keyNode.value === '<<') {
                const merged = convert(valueNode);
                const sources = Array.isArray(merged) ? merged : [merged];
                for (const source of sources) {
                    if (source === null || typeof source !== 'object' || Array.isArray(source) || source instanceof PyFloat || source instanceof YamlTimestamp) {
                        fail('a YAML merge key (<<) needs a mapping or a list of mappings', valueNode?.range?.[0]);
                    }
                    const sourcePlaces = children.get(source);
                    for (const [k, v] of Object.entries(source)) {
                        if (!(k in mapping))
                            assign(k, v, sourcePlaces?.get(k) ?? { key: keyPos, value: valuePos });
                    }
                }
                continue;
            }
            const key = keyText(convert(keyNode));
            if (options.uniqueKeys && own.some(([k]) => k === key))
                fail(`found duplicate key '${key}'`, keyNode?.range?.[0], 'yaml-duplicate-key');
            own.push([key, convert(valueNode), { key: keyPos, value: valuePos }]);
        }
        for (const [key, value, where] of own)
            assign(key, value, where);
        children.set(mapping, places);
        return mapping;
    };
    const value = convert(doc.contents);
    return new LoadedYaml(file, value, pos(doc.contents?.range?.[0]), children);
}
/** Reads and parses a YAML file through the Files port; a missing file is an error naming it. */
function loadYamlFile(files, path, options = {}) {
    return parseYaml(readTextFile(files, path, options.displayName), options.displayName ?? path);
}

;// CONCATENATED MODULE: ./packages/common/src/schema-error.ts

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
    const detail = params.additionalProperty !== undefined ? `unknown key '${params.additionalProperty}'`
        : params.missingProperty !== undefined ? `missing key '${params.missingProperty}'`
            : `${error.message ?? 'is invalid'}${allowed !== undefined ? ` (${JSON.stringify(allowed)})` : ''}`;
    const at = params.additionalProperty !== undefined ? loaded.locate([...path, params.additionalProperty], 'key') : loaded.locate(path);
    return new errors/* SweepkitError */.R0(`invalid ${what}: ${field ? `${field}: ` : ''}${detail}`, { location: at, field, code });
}

;// CONCATENATED MODULE: ./packages/common/src/index.ts









/***/ })

};
