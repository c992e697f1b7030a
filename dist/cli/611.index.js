export const id = 611;
export const ids = [611];
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

/***/ 1116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gW: () => (/* reexport */ BENCHMARK_ENV_COMMAND),
  OR: () => (/* reexport */ RESULT_FILENAME_COMMAND),
  b: () => (/* reexport */ benchmarkEnv),
  JW: () => (/* reexport */ computeResultNames),
  de: () => (/* reexport */ jobDisplayName),
  Mf: () => (/* reexport */ namesObject),
  kh: () => (/* reexport */ parseJobName),
  lf: () => (/* reexport */ parseResultFile),
  xK: () => (/* reexport */ rowFromJson),
  Zw: () => (/* reexport */ runsOnLabels)
});

// UNUSED EXPORTS: ARTIFACT_ROLES, SPEC_DECODINGS, additionalSettings, artifactNames, envSource, formatResultFilename, formatResultFilenameBase, gpuCount, isMultiNode, parseResultFilename, readNameFields, rowSource

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

// EXTERNAL MODULE: ./packages/common/src/index.ts + 10 modules
var src = __webpack_require__(4078);
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

;// CONCATENATED MODULE: ./packages/naming/src/parse-file.ts


const parse_file_int = (text) => (text === undefined || text === '' ? undefined : Number(text));
const defined = (point) => Object.fromEntries(Object.entries(point).filter(([, v]) => v !== undefined));
/** The suffixes launchers append to RESULT_FILENAME, tried in order on what follows the name. */
function parsePoint(suffix) {
    const llmD = /^c(\d+)_gpus_(\d+)_ctx_(\d+)_gen_(\d+)$/.exec(suffix);
    if (llmD)
        return { conc: parse_file_int(llmD[1]), gpus: parse_file_int(llmD[2]), ctx: parse_file_int(llmD[3]), gen: parse_file_int(llmD[4]) };
    const agentic = /^conc(\d+)$/.exec(suffix);
    if (agentic)
        return { conc: parse_file_int(agentic[1]) };
    const srt = /^(.+)_conc(\d+)_gpus_(\d+)(?:_ctx_(\d+)_gen_(\d+))?$/.exec(suffix);
    if (srt)
        return defined({ config: srt[1], conc: parse_file_int(srt[2]), gpus: parse_file_int(srt[3]), ctx: parse_file_int(srt[4]), gen: parse_file_int(srt[5]) });
    // A legacy file name: the counts the multi-node template reads with its greedy seds.
    const last = (key) => parse_file_int(new RegExp(`.*_${key}_(\\d+)`).exec(suffix)?.[1]);
    const concurrency = parse_file_int(/.*_concurrency_(\d+)/.exec(suffix)?.[1]);
    return defined({ file: suffix, conc: concurrency, gpus: last('gpus'), ctx: last('ctx'), gen: last('gen') });
}
/**
 * A result file name (`.json` optional): a RESULT_FILENAME, the same with a per-point suffix
 * (`R_<cfg>_conc<N>_gpus_<G>[_ctx_<C>_gen_<D>]`, `R_c<N>_gpus_…`, `R_conc<N>`, a legacy file name),
 * or either behind `agg_`. The name ends where a prefix parses as a RESULT_FILENAME: runner names
 * and config folders both contain `_`, so every split after a runner-like tail is tried.
 */
function parseResultFile(fileName) {
    const stem = fileName.replace(/\.json$/, '');
    const aggregate = stem.startsWith('agg_');
    const name = aggregate ? stem.slice('agg_'.length) : stem;
    const endsLikeName = new RegExp(`_${RUNNER_NAME}(?:_recipe-[0-9a-f]{16})?$`);
    let firstError;
    for (let end = name.length; end > 0; end = name.lastIndexOf('_', end - 1)) {
        const prefix = name.slice(0, end);
        if (!endsLikeName.test(prefix))
            continue;
        try {
            const fields = parseResultFilename(prefix);
            return end === name.length ? { fields, aggregate } : { fields, aggregate, point: parsePoint(name.slice(end + 1)) };
        }
        catch (error) {
            firstError ??= error;
        }
    }
    if (firstError)
        throw firstError;
    // Nothing ends like a name: the plain parser's own error says what is missing.
    return { fields: parseResultFilename(name), aggregate };
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
    let inexact;
    try {
        // A number past 2^53 would lose digits silently (conc 9007199254740993 → …992): refuse it.
        row = JSON.parse(text, (key, value) => {
            if (typeof value === 'number' && Number.isInteger(value) && !Number.isSafeInteger(value))
                inexact ??= key;
            return value;
        });
    }
    catch (error) {
        throw new src/* SweepkitError */.R0(`${label} is not valid JSON: ${(0,src/* jsonErrorMessage */.Y_)(error)}`, { code: 'bad-row' });
    }
    if (inexact !== undefined) {
        throw new src/* SweepkitError */.R0(`${label}: '${inexact}' is an integer beyond 2^53, which cannot be carried exactly`, { code: 'bad-row' });
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

;// CONCATENATED MODULE: ./packages/naming/src/options.ts
/** `sweepkit result-filename` and the result-filename action: one table for both. */
const RESULT_FILENAME_COMMAND = {
    cli: 'result-filename',
    action: 'result-filename',
    description: 'Print the RESULT_FILENAME of a benchmark job, from a matrix row or from the variables the benchmark templates set; or parse a name back into its fields.',
    options: {
        row: { kind: 'string', metavar: 'JSON', help: 'the matrix row as JSON (toJson(matrix.config))', conflicts: ['env', 'parse', 'parse-job-name'] },
        env: {
            kind: 'flag',
            only: 'cli',
            help: 'read EXP_NAME, PRECISION, TP …, PREFILL_*/DECODE_*, CONC/CONC_LIST … from the environment',
            conflicts: ['row', 'parse', 'parse-job-name']
        },
        parse: { kind: 'string', only: 'cli', metavar: 'NAME', help: 'print the fields of a RESULT_FILENAME as JSON (also per-point names R_<cfg>_conc<N>_gpus_<G>…, R_conc<N> and agg_ files)', conflicts: ['row', 'env', 'parse-job-name'] },
        'parse-job-name': {
            kind: 'string',
            only: 'cli',
            metavar: 'NAME',
            help: "print the fields of a benchmark job's display name ('p<priority> | dsr1 fp4 b200 sgl TP4 c16') as JSON",
            conflicts: ['row', 'env', 'parse']
        },
        'runner-name': { kind: 'string', metavar: 'NAME', help: 'the concrete runner, runner.name (default: $RUNNER_NAME)' },
        json: {
            kind: 'flag',
            only: 'cli',
            help: 'print result-filename, result-filename-base, the artifact names and (with --row) runs-on and display-name as one JSON object'
        }
    }
};

;// CONCATENATED MODULE: ./packages/naming/src/job-identity.ts

/**
 * How a benchmark job presents itself, from its matrix row: the `runs-on` labels a
 * priority-scheduled fleet matches (`ci-job-<priority>-<token>`, `ci-attempt-<n>`,
 * `ci-skip-queue-pr-<pr>` next to the runner label) and the display name of the benchmark
 * templates (`p<priority> | dsr1 fp4 b200 sgl TP4/EP4 mtp c16 | eval`), which
 * `utils/calc_success_rate.py` reads the runner label back from.
 */
const job_identity_text = (value) => typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
function required(row, key) {
    const value = job_identity_text(row[key]);
    if (value === undefined || value === '')
        throw new src/* SweepkitError */.R0(`the matrix row has no '${key}'`, { code: 'bad-row' });
    return value;
}
/**
 * The job's `runs-on` labels: the runner label, then — when the row carries its CI priority
 * (`sweepkit ci-priority`) — `ci-job-<priority>-<queue-token>`, `ci-attempt-<run attempt>` (so a
 * re-run never matches a stale runner) and, with `skip-queue-pr`, `ci-skip-queue-pr-<pr>`.
 */
function runsOnLabels(row, runAttempt) {
    const labels = [required(row, 'runner')];
    const priority = job_identity_text(row.priority);
    const token = job_identity_text(row['queue-token']);
    if (priority === undefined || token === undefined)
        return labels;
    labels.push(`ci-job-${priority}-${token}`, `ci-attempt-${runAttempt}`);
    const skipQueue = job_identity_text(row['skip-queue-pr']);
    if (skipQueue !== undefined)
        labels.push(`ci-skip-queue-pr-${skipQueue}`);
    return labels;
}
const FRAMEWORK_ABBREVIATIONS = { sglang: 'sgl', 'dynamo-sglang': 'dyn-sgl', 'sglang-disagg': 'sgl-disagg' };
/** `TP<tp>[/PP<pp>][/DCP<dcp>][/PCP<pcp>][/EP<ep>][/DPA]`: each part only when it is not 1 (DPA when true). */
function topology(parallelism) {
    let out = `TP${job_identity_text(parallelism.tp) ?? '?'}`;
    for (const [key, name] of [['pp', 'PP'], ['dcp-size', 'DCP'], ['pcp-size', 'PCP'], ['ep', 'EP']]) {
        const value = job_identity_text(parallelism[key]);
        if (value !== undefined && value !== '1')
            out += `/${name}${value}`;
    }
    return parallelism['dp-attn'] === true ? `${out}/DPA` : out;
}
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/**
 * The benchmark templates' job name: `p<priority> | ` (only when the row has a priority), model
 * prefix, precision, runner label, framework (sglang → sgl), topology (multi-node
 * `<n>P TP… x <n>D TP…`), spec decoding, KV offloading and its backend when set, `c<conc>`
 * (`c4x8` for a multi-node list), then ` | eval-only` or ` | eval`.
 */
function jobDisplayName(row) {
    // A name is for people: a field the row lacks shows as '?' rather than failing the job.
    const part = (key) => job_identity_text(row[key]) ?? '?';
    const framework = part('framework');
    const multiNode = isObject(row.prefill);
    const topo = multiNode
        ? `${job_identity_text(row.prefill['num-worker']) ?? '?'}P ${topology(row.prefill)}` +
            (isObject(row.decode) ? ` x ${job_identity_text(row.decode['num-worker']) ?? '?'}D ${topology(row.decode)}` : '')
        : topology(row);
    const spec = job_identity_text(row['spec-decoding']);
    const kv = job_identity_text(row['kv-offloading']);
    const backend = isObject(row['kv-offload-backend']) ? job_identity_text(row['kv-offload-backend'].name) : undefined;
    const conc = Array.isArray(row.conc) ? row.conc.map(job_identity_text).join('x') : part('conc');
    const parts = [
        part('model-prefix'),
        part('precision'),
        part('runner'),
        FRAMEWORK_ABBREVIATIONS[framework] ?? framework,
        topo,
        spec && spec !== 'none' ? spec : '',
        kv && kv !== 'none' ? kv : '',
        backend ?? '',
        `c${conc}`
    ];
    const priority = job_identity_text(row.priority);
    const mode = row['eval-only'] === true ? ' | eval-only' : row['run-eval'] === true ? ' | eval' : '';
    return `${priority === undefined ? '' : `p${priority} | `}${parts.filter(Boolean).join(' ')}${mode}`;
}
const JOB_NAME = /^(?:p(-?\d+\.\d+) \| )?(\S+) +(\S+) +(\S+) +(\S+) +(.*?) *c(\d+(?:x\d+)*|\?)(?: \| (eval-only|eval))?$/;
/** The fields of a job display name (the inverse of `jobDisplayName`, tolerant of repeated spaces). */
function parseJobName(name) {
    const m = JOB_NAME.exec(name.trim());
    if (!m)
        throw new src/* SweepkitError */.R0(`not a benchmark job name ('p<priority> | <model> <precision> <runner> <framework> <topology> … c<conc>'): ${name}`, { code: 'bad-job-name' });
    return {
        priority: m[1] ?? null,
        'model-prefix': m[2],
        precision: m[3],
        runner: m[4],
        framework: m[5],
        details: m[6],
        conc: m[7] === '?' ? [] : m[7].split('x').map(Number),
        mode: m[8] ?? 'benchmark'
    };
}

;// CONCATENATED MODULE: ./packages/naming/src/benchmark-env.ts





/** `sweepkit benchmark-env` and the benchmark-env action: one table for both. */
const BENCHMARK_ENV_COMMAND = {
    cli: 'benchmark-env',
    action: 'benchmark-env',
    description: "Turn a matrix row into the environment of its benchmark job: the templates' variables, CONC_LIST, GPU_COUNT, RESULT_FILENAME and the row's additional-settings (checked NAME=value pairs, never evaluated by a shell).",
    options: {
        row: { kind: 'string', required: true, metavar: 'JSON', help: 'the matrix row as JSON (toJson(matrix.config))' },
        'runner-name': { kind: 'string', metavar: 'NAME', help: 'the concrete runner, runner.name (default: $RUNNER_NAME)' },
        json: { kind: 'flag', only: 'cli', help: 'print the variables as one JSON object instead of NAME=value lines' }
    }
};
/** Row keys passed through under their template variable names, when the row has them. */
const PLAIN_KEYS = {
    MODEL: 'model',
    MODEL_PREFIX: 'model-prefix',
    IMAGE: 'image',
    ISL: 'isl',
    OSL: 'osl',
    MAX_MODEL_LEN: 'max-model-len',
    RUNNER_TYPE: 'runner',
    KV_P2P_TRANSFER: 'kv-p2p-transfer',
    DURATION: 'duration'
};
/** Variables a setting may not set: the runner's and the shell's own, and loader hooks. */
const RESERVED = /^(PATH|HOME|SHELL|IFS|ENV|BASH_ENV|PS4|SHELLOPTS|BASHOPTS|NODE_OPTIONS|PYTHONPATH|PYTHONSTARTUP|LD_.*|GITHUB_.*|RUNNER_.*|ACTIONS_.*|INPUT_.*|STATE_.*)$/;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const benchmark_env_int = (value, fallback) => (typeof value === 'number' && Number.isInteger(value) ? value : fallback);
/**
 * GPUs of a job: single node `tp × pp × pcp` (the template's GPU_COUNT); multi node the sum over
 * the worker pools of `num-worker × tp × pp × pcp`.
 */
function gpuCount(row) {
    const gpus = (part) => benchmark_env_int(part.tp, 1) * benchmark_env_int(part.pp, 1) * benchmark_env_int(part['pcp-size'], 1);
    if (!('prefill' in row))
        return gpus(row);
    return Object.values(POOL_ROLES).reduce((sum, role) => {
        const pool = (row[role] ?? {});
        return sum + benchmark_env_int(pool['num-worker'], 1) * gpus(pool);
    }, 0);
}
/**
 * The `additional-settings` of a row (prefill's then decode's, or the row's own), each one
 * `NAME=value` exactly as written: checked, never word-split or expanded. A name set twice with
 * different values, a reserved name and a name the row already sets are refused.
 */
function additionalSettings(row, taken) {
    const sources = 'prefill' in row
        ? Object.values(POOL_ROLES).map((role) => [`${role}.additional-settings`, row[role]?.['additional-settings']])
        : [['additional-settings', row['additional-settings']]];
    const settings = new Map();
    for (const [key, list] of sources) {
        if (list === undefined || list === null)
            continue;
        if (!Array.isArray(list))
            throw new src/* SweepkitError */.R0(`matrix row key '${key}' must be a list of NAME=value strings`, { code: 'bad-setting' });
        list.forEach((item, index) => {
            const where = `matrix row key '${key}[${index}]'`;
            const text = typeof item === 'string' ? item : undefined;
            const eq = text?.indexOf('=') ?? -1;
            if (text === undefined || eq <= 0)
                throw new src/* SweepkitError */.R0(`${where} must be NAME=value, got ${JSON.stringify(item)}`, { code: 'bad-setting' });
            const [name, value] = [text.slice(0, eq), text.slice(eq + 1)];
            if (!NAME.test(name))
                throw new src/* SweepkitError */.R0(`${where}: '${name}' is not a variable name (letters, digits, _)`, { code: 'bad-setting' });
            if (RESERVED.test(name))
                throw new src/* SweepkitError */.R0(`${where}: ${name} may not be set by a setting`, { code: 'bad-setting' });
            if (taken.has(name))
                throw new src/* SweepkitError */.R0(`${where}: ${name} is already set from the row itself`, { code: 'bad-setting' });
            if (/[\n\r\0]/.test(value))
                throw new src/* SweepkitError */.R0(`${where}: the value of ${name} holds a line break`, { code: 'bad-setting' });
            const earlier = settings.get(name);
            if (earlier !== undefined && earlier !== value)
                throw new src/* SweepkitError */.R0(`${where}: ${name} is set twice, to '${earlier}' and '${value}'`, { code: 'bad-setting' });
            settings.set(name, value);
        });
    }
    return [...settings];
}
/**
 * Everything the benchmark templates derived from a matrix row, as the job's environment, so
 * that no workflow needs `export ${{ join(additional-settings) }}`: the template variables
 * (EXP_NAME … PREFILL_* / DECODE_* or TP …), CONC_LIST (multi node; CONC is its first value for
 * agentic rows) or CONC, IS_AGENTIC, GPU_COUNT, RESULT_FILENAME, then the additional settings.
 */
function benchmarkEnv(row, env, runnerName) {
    const source = rowSource(row);
    const multiNode = source.multiNode;
    const agentic = row['scenario-type'] === AGENTIC_SCENARIO;
    const vars = {};
    const set = (name, value) => {
        if (value !== undefined)
            vars[name] = value;
    };
    const templateVariables = [
        ...Object.keys(COMMON_VARIABLES),
        ...Object.keys(JOB_VARIABLES),
        ...(multiNode ? poolVariableNames() : Object.keys(SINGLE_NODE_VARIABLES)),
        multiNode ? CONC_VARIABLE.multi : CONC_VARIABLE.single
    ];
    for (const variable of templateVariables)
        set(variable, source.text(variable));
    for (const [variable, key] of Object.entries(PLAIN_KEYS)) {
        const value = row[key];
        if (value !== undefined && value !== null)
            set(variable, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
    if (row.router !== undefined && row.router !== null)
        set('ROUTER_METADATA', JSON.stringify(row.router));
    set('IS_AGENTIC', agentic ? '1' : '0');
    if (agentic)
        for (const variable of ['ISL', 'OSL', 'MAX_MODEL_LEN'])
            set(variable, '0');
    if (multiNode && agentic)
        set('CONC', vars.CONC_LIST?.split(' ')[0]);
    const gpus = gpuCount(row);
    set('GPU_COUNT', String(gpus));
    const names = computeResultNames({ row, env, runnerName });
    set('RESULT_FILENAME', names.resultFilename);
    for (const [name, value] of additionalSettings(row, new Set(Object.keys(vars))))
        vars[name] = value;
    return {
        env: vars,
        expect: vars.EVAL_ONLY === 'true' ? 'eval' : agentic ? 'agentic' : 'fixed-seq-len',
        resultFilename: names.resultFilename,
        displayName: jobDisplayName(row),
        // No labels for a row without a runner (hand-made rows): there is nothing to schedule on.
        runsOn: typeof row.runner === 'string' ? runsOnLabels(row, env.GITHUB_RUN_ATTEMPT ?? '1') : [],
        gpuCount: gpus
    };
}

;// CONCATENATED MODULE: ./packages/naming/src/index.ts
// RESULT_FILENAME and artifact names (results.md Part A): build from a matrix row or the template
// environment, and parse back. Pure: the environment is passed in as a plain record.














/***/ })

};
