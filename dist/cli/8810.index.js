export const id = 8810;
export const ids = [8810];
export const modules = {

/***/ 8810:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ collect_evals)
});

// EXTERNAL MODULE: ./packages/evals/src/options.ts
var options = __webpack_require__(9689);
// EXTERNAL MODULE: ./packages/common/src/python/json.ts
var json = __webpack_require__(4194);
// EXTERNAL MODULE: ./packages/common/src/python/json-parse.ts
var json_parse = __webpack_require__(7324);
// EXTERNAL MODULE: ./packages/common/src/python/convert.ts
var convert = __webpack_require__(6177);
// EXTERNAL MODULE: ./packages/common/src/python/values.ts
var values = __webpack_require__(2282);
;// CONCATENATED MODULE: ./packages/evals/src/eval-rows.ts

const obj = (v) => (v !== undefined && (0,json_parse/* isPyObject */.zt)(v) ? v : new Map());
const get = (o, key) => o.get(key) ?? null;
/** The reference's int(x, default): Python `int()`, or the default on any failure. */
const toInt = (v, fallback) => (v === undefined ? fallback : ((0,convert/* pyToInt */.S)(v) ?? fallback));
/** The reference's bool(x, default): a bool as is, None → default, else `str(x).lower() == "true"`. */
const toBool = (v, fallback) => typeof v === 'boolean' ? v : v === undefined || v === null ? fallback : (0,values/* pyStr */.rD)(v).toLowerCase() === 'true';
/** `meta.get(a)` falling back to `meta.get(b)` when absent or null. */
const either = (meta, a, b) => meta.get(a) ?? meta.get(b) ?? undefined;
const lowerStr = (v) => (0,values/* pyStr */.rD)(v).toLowerCase();
/** The metrics of every task of one lm-eval result file (spec §2.3). */
function taskMetrics(data) {
    const configs = obj(data.get('configs'));
    const nSamples = obj(data.get('n-samples'));
    const out = [];
    for (const [task, raw] of obj(data.get('results'))) {
        const results = obj(raw);
        const config = obj(configs.get(task));
        const metricList = config.get('metric_list');
        const first = Array.isArray(metricList) ? obj(metricList[0]) : new Map();
        const base = (0,values/* pyStr */.rD)(first.get('metric') ?? 'exact_match');
        const filters = config.get('filter_list');
        const m = { task, strict: null, strictSe: null, flexible: null, flexibleSe: null, accuracy: null, accuracySe: null, nEff: null, model: null };
        if (!Array.isArray(filters) || filters.length === 0) {
            if (results.has('acc')) {
                m.accuracy = get(results, 'acc');
                m.accuracySe = get(results, 'acc_stderr');
            }
            else {
                m.strict = get(results, base);
                m.strictSe = get(results, `${base}_stderr`);
            }
        }
        else {
            for (const filter of filters) {
                const name = (0,values/* pyStr */.rD)(obj(filter).get('name') ?? '');
                const value = get(results, `${base},${name}`);
                const se = get(results, `${base}_stderr,${name}`);
                if (name.includes('strict') || name.includes('resolved'))
                    [m.strict, m.strictSe] = [value, se];
                else if (name.includes('flex') || name.includes('extract'))
                    [m.flexible, m.flexibleSe] = [value, se];
            }
        }
        m.nEff = get(obj(nSamples.get(task)), 'effective');
        const modelName = data.get('model_name');
        m.model = modelName !== undefined && (0,values/* pyTruthy */.Kn)(modelName) ? modelName : get(obj(config.get('metadata')), 'model');
        out.push(m);
    }
    return out;
}
/** The rows of one lm-eval result file under its set's metadata (spec §2.4). */
function evalRows(data, meta, source) {
    const isMultinode = toBool(meta.get('is_multinode'), false);
    const prefillTp = toInt(either(meta, 'prefill_tp', 'tp') ?? 1, 1);
    const prefillEp = toInt(either(meta, 'prefill_ep', 'ep') ?? 1, 1);
    const decodeTp = toInt(either(meta, 'decode_tp', 'tp') ?? 1, 1);
    const decodeEp = toInt(either(meta, 'decode_ep', 'ep') ?? 1, 1);
    const prefillDp = either(meta, 'prefill_dp_attention', 'dp_attention') ?? null;
    const decodeDp = either(meta, 'decode_dp_attention', 'dp_attention') ?? null;
    let dp = meta.get('dp_attention') ?? null;
    if (isMultinode) {
        dp = (0,values/* pyEqual */.Q8)(prefillDp, decodeDp) ? prefillDp : `prefill=${lowerStr(prefillDp)},decode=${lowerStr(decodeDp)}`;
    }
    return taskMetrics(data).map((m) => {
        const [score, scoreName, scoreSe] = m.strict !== null ? [m.strict, 'em_strict', m.strictSe] : m.accuracy !== null ? [m.accuracy, 'accuracy', m.accuracySe] : [null, null, null];
        const metaModel = meta.get('model') ?? null;
        const model = (0,values/* pyTruthy */.Kn)(m.model) ? m.model : (0,values/* pyTruthy */.Kn)(metaModel) ? metaModel : 'unknown';
        return new Map([
            ['is_multinode', isMultinode],
            ['model_prefix', meta.has('infmax_model_prefix') ? get(meta, 'infmax_model_prefix') : 'unknown'],
            ['model', model],
            ['hw', (0,values/* pyStr */.rD)(meta.has('hw') ? get(meta, 'hw') : 'unknown').toUpperCase()],
            ['framework', lowerStr(meta.has('framework') ? get(meta, 'framework') : 'unknown')],
            ['precision', lowerStr(meta.has('precision') ? get(meta, 'precision') : 'unknown')],
            ['spec_decoding', meta.has('spec_decoding') ? get(meta, 'spec_decoding') : 'unknown'],
            ['isl', toInt(meta.get('isl'), 0)],
            ['osl', toInt(meta.get('osl'), 0)],
            ['tp', toInt(meta.get('tp'), prefillTp)],
            ['ep', toInt(meta.get('ep'), prefillEp)],
            ['prefill_tp', prefillTp],
            ['prefill_ep', prefillEp],
            ['prefill_num_workers', toInt(meta.get('prefill_num_workers') ?? 1, 1)],
            ['decode_tp', decodeTp],
            ['decode_ep', decodeEp],
            ['decode_num_workers', toInt(meta.get('decode_num_workers') ?? 1, 1)],
            ['conc', toInt(meta.get('conc'), 0)],
            ['dp_attention', lowerStr(dp)],
            ['prefill_dp_attention', lowerStr(prefillDp)],
            ['decode_dp_attention', lowerStr(decodeDp)],
            ['task', m.task],
            ['em_strict', m.strict],
            ['em_strict_se', m.strictSe],
            ['em_flexible', m.flexible],
            ['em_flexible_se', m.flexibleSe],
            ['n_eff', m.nEff],
            ['source', source],
            ['score', score],
            ['score_name', scoreName],
            ['score_se', scoreSe]
        ]);
    });
}

// EXTERNAL MODULE: ./packages/evals/src/meta-file.ts
var meta_file = __webpack_require__(2021);
;// CONCATENATED MODULE: ./packages/evals/src/collect.ts



/** Python's `os.path.join(a, b)` for a relative b. */
const pyJoin = (a, b) => (a === '' || a.endsWith('/') ? a + b : `${a}/${b}`);
/** Eval sets: RESULTS_DIR itself when it holds meta_env.json, then its sub-folders that do, sorted by name. */
function discoverSets(fs, resultsDir, warnings) {
    const names = fs.list(resultsDir);
    if (names === undefined)
        return [];
    const dirs = [resultsDir, ...[...names].sort(json/* compareCodePoints */.OP).map((name) => pyJoin(resultsDir, name))];
    const sets = [];
    for (const dir of dirs) {
        const metaPath = pyJoin(dir, 'meta_env.json');
        if (!fs.isDir(dir) || !fs.exists(metaPath) || fs.isDir(metaPath))
            continue;
        const read = (0,meta_file/* readMetaJson */.sY)(fs, metaPath);
        if (!read.ok || !(0,json_parse/* isPyObject */.zt)(read.value)) {
            warnings.push({ file: metaPath, message: `eval metadata ${read.ok ? 'is not a JSON object' : `is unreadable (${read.reason})`}; collected as unknown` });
        }
        sets.push({ dir, shownDir: dir, meta: read.ok && (0,json_parse/* isPyObject */.zt)(read.value) ? read.value : new Map() });
    }
    return sets;
}
/** The lm-eval result files of a set: `results*.json` then every other `*.json` but meta_env.json, parsed, with `lm_eval_version`. */
function candidates(fs, set, warnings) {
    const names = (fs.list(set.dir) ?? []).filter((n) => n.endsWith('.json') && n !== 'meta_env.json' && !n.startsWith('.')).sort(json/* compareCodePoints */.OP);
    const ordered = [...names.filter((n) => n.startsWith('results')), ...names.filter((n) => !n.startsWith('results'))];
    const out = [];
    for (const name of ordered) {
        const path = pyJoin(set.dir, name);
        if (fs.isDir(path))
            continue;
        let data;
        try {
            data = (0,json_parse/* parsePyJson */.j5)(fs.readText(path));
        }
        catch (error) {
            warnings.push({ file: path, message: `skipped: not readable JSON (${error.message})` });
            continue;
        }
        if ((0,json_parse/* isPyObject */.zt)(data) && data.has('lm_eval_version'))
            out.push({ path, name, data, mtime: fs.mtime(path) });
    }
    return out;
}
/** Python `int(x)` of each listed value (-1 where that fails), or undefined (every concurrency) when the value is not a list. */
function allowedConcs(meta) {
    const value = meta.has('completed_eval_concs') ? meta.get('completed_eval_concs') : meta.get('eval_concs');
    return Array.isArray(value) ? new Set(value.map((v) => (0,convert/* pyToInt */.S)(v) ?? -1)) : undefined;
}
/** The files a set contributes, each with the metadata its rows use. */
function selectFiles(set, files) {
    if (!Array.isArray(set.meta.get('eval_concs'))) {
        // Legacy: the newest file only; equal times go to the name sorting last (the reference leaves ties to the file system).
        const newest = [...files].sort((a, b) => b.mtime - a.mtime || (0,json/* compareCodePoints */.OP)(b.name, a.name))[0];
        return newest ? [{ file: newest, meta: set.meta }] : [];
    }
    const allowed = allowedConcs(set.meta);
    const perConc = new Map();
    for (const file of files) {
        const conc = (0,meta_file/* concSuffix */.ff)(file.name);
        if (conc === undefined || (allowed !== undefined && !allowed.has(conc)))
            continue;
        const seen = perConc.get(conc);
        if (seen === undefined || file.mtime > seen.mtime)
            perConc.set(conc, file);
    }
    return [...perConc].sort(([a], [b]) => a - b).map(([conc, file]) => ({ file, meta: new Map([...set.meta, ['conc', conc]]) }));
}
/**
 * Eval collection (`utils/collect_eval_results.py`): every eval set below RESULTS_DIR, its lm-eval
 * result file(s), one row per task, written to agg_eval_<exp>.json (Python `json.dump(indent=2)`).
 */
function collectEvals(fs, resultsDir, expName, outputDir = '') {
    const warnings = [];
    const rows = [];
    for (const set of discoverSets(fs, resultsDir, warnings)) {
        for (const { file, meta } of selectFiles(set, candidates(fs, set, warnings)))
            rows.push(...evalRows(file.data, meta, file.path));
    }
    const output = pyJoin(outputDir === '.' ? '' : outputDir, `agg_eval_${expName}.json`);
    fs.write(output, (0,json/* pyJsonDumps */.dv)(rows, { indent: 2 }));
    return { rows, output, warnings };
}

// EXTERNAL MODULE: ./packages/evals/src/adapters/node-eval-fs.ts
var node_eval_fs = __webpack_require__(7105);
// EXTERNAL MODULE: ./packages/common/src/python/float.ts
var python_float = __webpack_require__(564);
// EXTERNAL MODULE: ./packages/common/src/python/format.ts
var format = __webpack_require__(5075);
// EXTERNAL MODULE: ./packages/common/src/markdown.ts
var markdown = __webpack_require__(6746);
// EXTERNAL MODULE: ./packages/common/src/python/tabulate.ts
var tabulate = __webpack_require__(7286);
;// CONCATENATED MODULE: ./packages/evals/src/summary.ts

const SINGLE_KEYS = ['model_prefix', 'hw', 'framework', 'precision', 'spec_decoding', 'isl', 'osl', 'tp', 'ep', 'conc'];
const MULTI_KEYS = [
    'model_prefix',
    'hw',
    'framework',
    'precision',
    'spec_decoding',
    'isl',
    'osl',
    'prefill_tp',
    'prefill_ep',
    'prefill_num_workers',
    'decode_tp',
    'decode_ep',
    'decode_num_workers',
    'conc'
];
const isNumber = (v) => typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint' || v instanceof python_float/* PyFloat */.g$;
const num = (v) => Number(v.valueOf());
/** `<value*100:.2f>%`, plus ` ±<se*100:.2f>%` when the se is a number; `N/A` for a missing value. */
function percentCell(value, se) {
    if (value === null || !isNumber(value))
        return 'N/A';
    const text = `${(0,format/* pyFixed */.mS)(num(value) * 100, 2)}%`;
    return isNumber(se) ? `${text} ±${(0,format/* pyFixed */.mS)(num(se) * 100, 2)}%` : text;
}
/** Python's `<` on the sort keys (text by code point, numbers and bools as numbers). */
function compareValues(a, b) {
    if (isNumber(a) && isNumber(b))
        return num(a) - num(b);
    if (typeof a === 'string' && typeof b === 'string')
        return (0,json/* compareCodePoints */.OP)(a, b);
    // Python would refuse to order these; keep them apart deterministically.
    return (0,json/* compareCodePoints */.OP)(typeof a, typeof b);
}
function sortRows(rows, keys, byHw) {
    const order = byHw ? keys.filter((k) => k !== 'model_prefix') : keys;
    return [...rows].sort((x, y) => {
        for (const key of order) {
            const c = compareValues(x.get(key) ?? null, y.get(key) ?? null);
            if (c !== 0)
                return c;
        }
        return 0;
    });
}
/** A value of a result file: text as a cell that shows it, never as Markdown structure or HTML. */
const field = (key) => (row) => {
    const value = (row.get(key) ?? null);
    return typeof value === 'string' ? (0,markdown/* escapeCell */.kq)(value) : value;
};
const upper = (key) => (row) => (0,markdown/* escapeCell */.kq)((0,values/* pyStr */.rD)(row.get(key) ?? null).toUpperCase());
const percent = (key) => (row) => percentCell(row.get(key) ?? null, row.get(`${key}_se`) ?? null);
const HEAD = [
    ['Model Prefix', field('model_prefix')],
    ['Hardware', field('hw')],
    ['Framework', upper('framework')],
    ['Precision', upper('precision')],
    ['Spec Decode', field('spec_decoding')],
    ['ISL', field('isl')],
    ['OSL', field('osl')]
];
const SCORES = [
    ['Task', field('task')],
    ['Score', percent('score')],
    ['EM Strict', percent('em_strict')],
    ['EM Flexible', percent('em_flexible')],
    ['N (eff)', field('n_eff')],
    ['Model', field('model')]
];
const SINGLE_COLUMNS = [
    ...HEAD,
    ['TP', field('tp')],
    ['EP', field('ep')],
    ['Conc', field('conc')],
    ['DP Attention', field('dp_attention')],
    ...SCORES
];
const MULTI_COLUMNS = [
    ...HEAD,
    ['Prefill TP', field('prefill_tp')],
    ['Prefill EP', field('prefill_ep')],
    ['Prefill DP Attn', field('prefill_dp_attention')],
    ['Prefill Workers', field('prefill_num_workers')],
    ['Decode TP', field('decode_tp')],
    ['Decode EP', field('decode_ep')],
    ['Decode DP Attn', field('decode_dp_attention')],
    ['Decode Workers', field('decode_num_workers')],
    ['Conc', field('conc')],
    ...SCORES
];
const table = (rows, columns) => (0,tabulate/* pyTabulateGithub */.$)(rows.map((row) => columns.map(([, cell]) => cell(row))), columns.map(([header]) => header));
/**
 * The collector's Markdown summary, byte for byte what the reference prints with tabulate 0.10.0
 * (`tablefmt="github"`): a single-node and a multi-node table, each under its heading, sorted by
 * model prefix (or, with `sort = 'hw'`, by hardware) and the topology.
 */
function evalSummaryMarkdown(rows, sort) {
    if (rows.length === 0)
        return '> No eval results found to summarize.\n';
    const byHw = sort === 'hw';
    const single = rows.filter((r) => r.get('is_multinode') !== true);
    const multi = rows.filter((r) => r.get('is_multinode') === true);
    const parts = [];
    if (single.length > 0) {
        parts.push(`### Single-Node Eval Results\n\n${table(sortRows(single, SINGLE_KEYS, byHw), SINGLE_COLUMNS)}\n`);
    }
    if (multi.length > 0) {
        parts.push(`### Multi-Node Eval Results\n\n${table(sortRows(multi, MULTI_KEYS, byHw), MULTI_COLUMNS)}\n`);
    }
    return parts.join('\n\n');
}

// EXTERNAL MODULE: ./cli/src/options.ts
var src_options = __webpack_require__(6132);
// EXTERNAL MODULE: ./cli/src/runner-shield.ts
var runner_shield = __webpack_require__(7838);
;// CONCATENATED MODULE: ./cli/src/commands/collect-evals.ts



// The reference checks its argument count itself (no argparse): this line on stdout, exit 1.
const REFERENCE_USAGE = 'Usage: collect_eval_results.py <results_dir> <exp_name> [sort_by: model_prefix|hw]';
/** `sweepkit collect-evals RESULTS_DIR EXP_NAME [SORT]`: writes agg_eval_<EXP_NAME>.json, prints the Markdown summary. */
const collectEvalsCommand = (argv, io) => {
    if (argv.length < 2 && !argv.some((a) => a === '-h' || a === '--help')) {
        io.stdout(`${REFERENCE_USAGE}\n`);
        return 1;
    }
    const { positionals } = (0,src_options/* parseCommandArgs */.Q)(options/* COLLECT_EVALS_COMMAND */.BJ, argv, io, [
        { name: 'RESULTS_DIR', help: 'the folder holding the downloaded eval artifacts (eval_*)' },
        { name: 'EXP_NAME', help: 'the collection name: the output is agg_eval_<EXP_NAME>.json' },
        { name: 'SORT', help: 'hw: sort the tables by hardware first (anything else: by model prefix)', optional: true }
    ]);
    const outcome = collectEvals((0,node_eval_fs/* nodeEvalFs */.g)(io.cwd), positionals[0], positionals[1]);
    // Skipped files stay off stderr (the reference is silent about them); under the runner they are annotated.
    for (const w of outcome.warnings)
        io.runnerCommand?.((0,runner_shield/* workflowCommand */.NA)('warning', { file: w.file, title: 'collect-evals' }, w.message));
    io.stdout(evalSummaryMarkdown(outcome.rows, positionals[2]));
    return 0;
};
/* harmony default export */ const collect_evals = (collectEvalsCommand);


/***/ }),

/***/ 6746:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qj: () => (/* binding */ markdownTable),
/* harmony export */   kq: () => (/* binding */ escapeCell)
/* harmony export */ });
/* unused harmony export codeBlock */
/**
 * A table cell's text as GitHub shows it, whatever it holds: `&`, `<` and `>` as entities (a task
 * name is never raw HTML: no tags, no closing the table, no fake banner), `\` and `|` escaped (the
 * row keeps its columns), a line break as `<br>`.
 */
const escapeCell = (text) => text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/\r?\n|\r/g, '<br>');
/** A Markdown table; cells are escaped so untrusted text cannot break the layout or carry HTML. */
function markdownTable(header, rows) {
    const line = (cells) => `| ${cells.map(escapeCell).join(' | ')} |`;
    return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n') + '\n';
}
/**
 * Text shown as itself in a fenced code block: the fence is one backtick longer than the longest
 * run of backticks in the text (at least three), so no line of it can close the block early.
 */
function codeBlock(text, language = '') {
    const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return `${fence}${language}\n${text.replace(/\n$/, '')}\n${fence}\n`;
}


/***/ }),

/***/ 6177:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ pyToInt),
/* harmony export */   n: () => (/* binding */ pyToFloat)
/* harmony export */ });
/* harmony import */ var _float_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(564);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2282);


/** Python `float(v)` of a parsed value, null where that raises. */
function pyToFloat(v) {
    if (typeof v === 'number')
        return v;
    if (v instanceof _float_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$)
        return v.value;
    if (typeof v === 'boolean')
        return v ? 1 : 0;
    if (typeof v === 'string')
        return (0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePyFloatText */ .Gc)(v);
    if (typeof v === 'bigint')
        return Number(v);
    return null;
}
/** Python `int(v)` of a parsed value (floats truncate, "12.0" fails), null where that raises. */
function pyToInt(v) {
    if (typeof v === 'number' || v instanceof _float_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$) {
        const n = typeof v === 'number' ? v : v.value;
        return Number.isFinite(n) ? Math.trunc(n) + 0 : null;
    }
    if (typeof v === 'boolean')
        return v ? 1 : 0;
    if (typeof v === 'bigint')
        return Number(v);
    if (typeof v === 'string') {
        const i = (0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePyIntText */ .jE)(v);
        return i === null ? null : Number(i);
    }
    return null;
}


/***/ }),

/***/ 7286:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ pyTabulateGithub)
/* harmony export */ });
/* harmony import */ var _float_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(564);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5075);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4194);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2282);




// tabulate's type ladder: a column takes the most generic type of its cells, starting from bool.
const NONE = 0;
const BOOL = 1;
const INT = 2;
const FLOAT = 3;
const STR = 5;
// tabulate's `_float_with_thousands_separators` (a conditional regex: digits before the point, or
// at least one digit after it), written without the conditional group JavaScript lacks.
const THOUSANDS = /^(?:[+-]?[0-9]{1,3}(?:,[0-9]{3})*(?:\.[0-9]*)?|(?:\.[0-9]+)?)$/;
/** tabulate's `_isnumber`: float() accepts it, and a text that overflows to inf is not a number unless it says so. */
function isNumberText(text) {
    const x = (0,_values_js__WEBPACK_IMPORTED_MODULE_0__/* .parsePyFloatText */ .Gc)(text);
    if (x === null)
        return false;
    return Number.isFinite(x) || ['inf', '-inf', 'nan'].includes(text.toLowerCase());
}
/** tabulate's `_type` of one cell (numparse on, no ANSI codes). */
function cellType(v) {
    if (v === null || v === undefined || v === '')
        return NONE;
    if (typeof v === 'boolean')
        return BOOL;
    if (typeof v === 'bigint')
        return INT;
    if (v instanceof _float_js__WEBPACK_IMPORTED_MODULE_1__/* .PyFloat */ .g$)
        return FLOAT;
    if (typeof v === 'number')
        return Number.isInteger(v) && !Object.is(v, -0) ? INT : FLOAT;
    if (v === 'True' || v === 'False')
        return BOOL;
    if ((0,_values_js__WEBPACK_IMPORTED_MODULE_0__/* .parsePyIntText */ .jE)(v) !== null || (THOUSANDS.test(v) && !v.includes('.')))
        return INT;
    if (isNumberText(v) || THOUSANDS.test(v))
        return FLOAT;
    return STR;
}
/** tabulate's `_format` with the default formats (`floatfmt="g"`, `intfmt=""`, `missingval=""`). */
function formatCell(v, type) {
    if (v === null || v === undefined)
        return '';
    if (type === FLOAT) {
        if (typeof v === 'string') {
            const x = (0,_values_js__WEBPACK_IMPORTED_MODULE_0__/* .parsePyFloatText */ .Gc)(v.replace(/,/g, ''));
            return x === null ? v : (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pyGeneral */ .qT)(x);
        }
        return (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pyGeneral */ .qT)(typeof v === 'boolean' ? Number(v) : typeof v === 'bigint' ? Number(v) : Number(v.valueOf()));
    }
    if (typeof v === 'number' || typeof v === 'bigint' || v instanceof _float_js__WEBPACK_IMPORTED_MODULE_1__/* .PyFloat */ .g$)
        return (0,_json_js__WEBPACK_IMPORTED_MODULE_3__/* .pyNumberStr */ .A0)(v);
    return (0,_values_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStr */ .rD)(v);
}
/** tabulate's `_afterpoint`: digits after the decimal point (or the exponent), -1 for none. */
function afterPoint(text) {
    if (!(isNumberText(text) || THOUSANDS.test(text)))
        return -1;
    if ((0,_values_js__WEBPACK_IMPORTED_MODULE_0__/* .parsePyIntText */ .jE)(text) !== null)
        return -1;
    let at = text.lastIndexOf('.');
    if (at < 0)
        at = text.toLowerCase().lastIndexOf('e');
    return at >= 0 ? width(text) - width(text.slice(0, at)) - 1 : -1;
}
// Python's len() counts code points.
const width = (text) => [...text].length;
const padLeft = (w, text) => ' '.repeat(Math.max(0, w - width(text))) + text;
const padRight = (w, text) => text + ' '.repeat(Math.max(0, w - width(text)));
/**
 * `tabulate(rows, headers=headers, tablefmt="github")` of tabulate 0.10.0 with its defaults: numbers
 * (and numeric text) right-aligned on the decimal point, text left-aligned and stripped, every column
 * at least its header plus two wide, None as an empty cell. No trailing newline (print adds one).
 * Not covered: ANSI colour codes, wide (East Asian) characters and line breaks inside cells, which
 * tabulate measures and splits specially.
 */
function pyTabulateGithub(rows, headers) {
    const columns = headers.map((header, c) => {
        const cells = rows.map((row) => row[c]);
        const type = cells.reduce((t, v) => Math.max(t, cellType(v)), BOOL);
        let texts = cells.map((v) => formatCell(v, type));
        const numeric = type === INT || type === FLOAT;
        if (numeric) {
            // Decimal alignment: pad after the numbers so that their points line up, then flush right.
            const decimals = texts.map(afterPoint);
            const most = Math.max(...decimals);
            texts = texts.map((t, i) => t + ' '.repeat(most - decimals[i]));
        }
        else
            texts = texts.map(_values_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrip */ .m0);
        const w = Math.max(width(header) + 2, ...texts.map(width));
        const pad = numeric ? padLeft : padRight;
        return { header: pad(w, header), cells: texts.map((t) => pad(w, t)), width: w };
    });
    const line = (cells) => `|${cells.map((cell) => ` ${cell} `).join('|')}|`;
    return [
        line(columns.map((c) => c.header)),
        `|${columns.map((c) => '-'.repeat(c.width + 2)).join('|')}|`,
        ...rows.map((_, r) => line(columns.map((c) => c.cells[r])))
    ].join('\n');
}


/***/ })

};
