export const id = 5663;
export const ids = [5663];
export const modules = {

/***/ 5663:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ result_filename)
});

// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
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
        parse: {
            kind: 'string',
            only: 'cli',
            metavar: 'NAME',
            help: 'print the fields of a RESULT_FILENAME as JSON (also per-point names R_<cfg>_conc<N>_gpus_<G>…, R_conc<N> and agg_ files)',
            conflicts: ['row', 'env', 'parse-job-name']
        },
        'parse-job-name': {
            kind: 'string',
            only: 'cli',
            metavar: 'NAME',
            help: "print the fields of a benchmark job's display name ('p<priority> | dsr1 fp4 b200 sgl TP4 c16') as JSON",
            conflicts: ['row', 'env', 'parse']
        },
        'runner-name': { kind: 'string', metavar: 'NAME', help: 'the concrete runner, runner.name (default: $RUNNER_NAME)' },
        'eval-only': {
            kind: 'flag',
            default: false,
            help: "with a row: the job runs the row's eval only (the eval families); else the row's own eval-only (a run-eval row runs its benchmark, then its eval)"
        },
        json: {
            kind: 'flag',
            only: 'cli',
            help: 'print result-filename, result-filename-base, the artifact names and (with --row) runs-on and display-name as one JSON object'
        }
    }
};

// EXTERNAL MODULE: ./packages/naming/src/fields.ts
var fields = __webpack_require__(3677);
// EXTERNAL MODULE: ./packages/naming/src/grammar.ts
var grammar = __webpack_require__(743);
;// CONCATENATED MODULE: ./packages/naming/src/parse.ts



const parallelismPattern = (dpToken) => `tp(${grammar/* INT */.I8})-pp(${grammar/* INT */.I8})-dcp(${grammar/* INT */.I8})-pcp(${grammar/* INT */.I8})-ep(${grammar/* INT */.I8})-${dpToken}(${grammar/* BOOL */.HX})`;
const SINGLE_NODE_TOPOLOGY = parallelismPattern('dpa');
const POOL = `${parallelismPattern('dp')}-nw(${grammar/* INT */.I8})`;
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
 * Reads a name from the right (docs/naming.md §A.9): exp-names, runner names and `draft_model` contain
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
        throw new errors/* SweepkitError */.R0(`not a RESULT_FILENAME: expected ${what} ${after ? `before ${JSON.stringify(after)}` : 'at the end'} in ${JSON.stringify(this.name)}`, { code: 'bad-name' });
    }
    /** exp-name, precision, framework: the last two `_` fields are precision and framework. */
    head() {
        const match = new RegExp(`^(${grammar/* EXP_NAME */.m5})_(${grammar/* WORD */.f7})_(${grammar/* WORD */.f7})$`).exec(this.rest);
        if (!match) {
            throw new errors/* SweepkitError */.R0(`not a RESULT_FILENAME: expected <exp-name>_<precision>_<framework> at the start of ${JSON.stringify(this.name)}`, {
                code: 'bad-name'
            });
        }
        return [match[1], match[2], match[3]];
    }
}
/** The inverse of formatResultFilename: the fields of a RESULT_FILENAME (the matrix-row keys). */
function parseResultFilename(name) {
    const tail = new Tail(name);
    const recipe = tail.optional(`recipe-([0-9a-f]{${grammar/* RECIPE_PREFIX_LENGTH */.ZW}})`)?.[0] ?? '';
    const [runner] = tail.take(`(${grammar/* RUNNER_NAME */.ZJ})`, 'the runner name _<pool>_<digits>');
    const [conc] = tail.take(`conc(${grammar/* INT */.I8}(?:x${grammar/* INT */.I8})*)`, '_conc<n>[x<n>…]');
    const [spec] = tail.take(`spec-(${fields/* SPEC_DECODINGS */.X.join('|')})`, `_spec-<${fields/* SPEC_DECODINGS */.X.join('|')}>`);
    const [disagg] = tail.take(`disagg-(${grammar/* BOOL */.HX})`, '_disagg-<true|false>');
    const multi = tail.optional(MULTI_NODE_TOPOLOGY);
    const single = multi ? undefined : tail.take(SINGLE_NODE_TOPOLOGY, 'the topology (_tp…-dpa<bool> or _prefill-…_decode-…-nw<n>)');
    const [expName, precision, framework] = tail.head();
    const concs = conc.split('x').map(Number);
    const common = { 'exp-name': expName, precision, framework };
    const rest = (c) => ({ disagg: disagg === 'true', 'spec-decoding': spec, conc: c, 'runner-name': runner, recipe });
    if (multi)
        return { ...common, prefill: toPool(multi.slice(0, 7)), decode: toPool(multi.slice(7)), ...rest(concs) };
    if (concs.length !== 1) {
        throw new errors/* SweepkitError */.R0(`not a RESULT_FILENAME: a single-node name has exactly one concurrency, got "conc${conc}" in ${JSON.stringify(name)}`, {
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
    const endsLikeName = new RegExp(`_${grammar/* RUNNER_NAME */.ZJ}(?:_recipe-[0-9a-f]{16})?$`);
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

// EXTERNAL MODULE: ./packages/naming/src/job-identity.ts
var job_identity = __webpack_require__(3476);
// EXTERNAL MODULE: ./packages/naming/src/row-source.ts
var row_source = __webpack_require__(1126);
// EXTERNAL MODULE: ./packages/naming/src/result-names.ts + 5 modules
var result_names = __webpack_require__(6107);
// EXTERNAL MODULE: ./cli/src/options.ts
var options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/result-filename.ts



const resultFilename = (argv, io) => {
    const { values } = (0,options/* parseCommandArgs */.Q)(RESULT_FILENAME_COMMAND, argv, io);
    if (values.parse !== undefined) {
        // A plain name prints its row fields; per-point and agg_ files add what their suffix says.
        const { fields, aggregate, point } = parseResultFile(values.parse);
        io.stdout(`${JSON.stringify({ ...fields, ...(aggregate && { aggregate }), ...(point && { point }) }, null, 2)}\n`);
        return 0;
    }
    if (values['parse-job-name'] !== undefined) {
        io.stdout(`${JSON.stringify((0,job_identity/* parseJobName */.kh)(values['parse-job-name']), null, 2)}\n`);
        return 0;
    }
    if (values.row === undefined && !values.env)
        throw new errors/* UsageError */.eb(`sweepkit result-filename: error: one of the arguments --row --env --parse --parse-job-name is required`);
    const row = values.row === undefined ? undefined : (0,row_source/* rowFromJson */.x)(values.row, '--row');
    const names = (0,result_names/* computeResultNames */.J)({ row, env: io.env, runnerName: values['runner-name'], evalOnly: values['eval-only'] || undefined });
    const identity = row && { 'runs-on': (0,job_identity/* runsOnLabels */.Zw)(row, io.env.GITHUB_RUN_ATTEMPT ?? '1'), 'display-name': (0,job_identity/* jobDisplayName */.de)(row) };
    io.stdout(values.json
        ? `${JSON.stringify({ 'result-filename': names.resultFilename, 'result-filename-base': names.resultFilenameBase, names: (0,result_names/* namesObject */.M)(names.artifacts), ...identity }, null, 2)}\n`
        : `${names.resultFilename}\n`);
    return 0;
};
/* harmony default export */ const result_filename = (resultFilename);


/***/ })

};
