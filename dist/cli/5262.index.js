export const id = 5262;
export const ids = [5262];
export const modules = {

/***/ 5262:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ validate_reusable_artifacts)
});

// EXTERNAL MODULE: ./packages/results/src/options.ts
var options = __webpack_require__(1280);
// EXTERNAL MODULE: ./packages/common/src/python/os-error.ts
var os_error = __webpack_require__(5713);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var src_errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/common/src/python/json-parse.ts
var json_parse = __webpack_require__(7324);
// EXTERNAL MODULE: ./packages/common/src/python/json.ts
var json = __webpack_require__(4194);
// EXTERNAL MODULE: ./packages/common/src/python/values.ts
var values = __webpack_require__(2282);
// EXTERNAL MODULE: ./packages/common/src/python/path.ts
var path = __webpack_require__(6615);
// EXTERNAL MODULE: ./packages/common/src/python/float.ts
var python_float = __webpack_require__(564);
// EXTERNAL MODULE: ./packages/common/src/python/convert.ts
var convert = __webpack_require__(6177);
;// CONCATENATED MODULE: ./packages/results/src/reusable/identity.ts
/**
 * Row identities of reused sweep artifacts, as the reference's `utils/validate_reusable_sweep_artifacts.py`
 * builds them: Python tuples compared with `==` (so `1 == 1.0 == True`), printed with `repr`.
 */

class Tuple {
    items;
    constructor(items) {
        this.items = items;
    }
}
/** Python `repr()` of a tuple: `(a, b)`, `(a,)`, `()`. */
function reprValue(value) {
    if (value instanceof Tuple) {
        const parts = value.items.map(reprValue);
        return parts.length === 1 ? `(${parts[0]},)` : `(${parts.join(', ')})`;
    }
    return (0,values/* pyRepr */.n3)(value);
}
const numberKey = (n) => typeof n === 'bigint' || Number.isSafeInteger(n) ? BigInt(n).toString() : Object.is(n, -0) ? '0' : String(n);
/**
 * A string equal for exactly the values Python's `==` (and `hash`) treats as equal; throws Python's
 * TypeError for a list or dict, which cannot be part of a set or dict key.
 */
function hashKey(value) {
    if (value instanceof Tuple)
        return `(${value.items.map(hashKey).join(',')})`;
    if (value === null)
        return 'N';
    if (typeof value === 'boolean')
        return `n${Number(value)}`;
    if (typeof value === 'number' || typeof value === 'bigint')
        return `n${numberKey(value)}`;
    if (value instanceof python_float/* PyFloat */.g$)
        return `n${numberKey(value.value)}`;
    if (typeof value === 'string')
        return `s${JSON.stringify(value)}`;
    throw new src_errors/* SweepkitError */.R0(`TypeError: unhashable type: '${Array.isArray(value) ? 'list' : 'dict'}'`);
}
/** Python `as_bool`: a bool as is, anything else by `str(value).lower() == "true"`. */
const asBool = (value) => (typeof value === 'boolean' ? value : (0,values/* pyStr */.rD)(value ?? null).toLowerCase() === 'true');
/** Python `int(value)`, `fallback` where that raises TypeError/ValueError; OverflowError (infinity) is a crash. */
function asInt(value, fallback = 0) {
    const n = value instanceof python_float/* PyFloat */.g$ ? value.value : value;
    if (typeof n === 'number' && !Number.isNaN(n) && !Number.isFinite(n))
        throw new src_errors/* SweepkitError */.R0('OverflowError: cannot convert float infinity to integer');
    if (typeof n === 'bigint')
        return n;
    if (typeof n === 'number' && !Number.isSafeInteger(Math.trunc(n)) && Number.isFinite(n))
        return BigInt(Math.trunc(n));
    if (typeof n === 'string') {
        const parsed = (0,convert/* pyToInt */.S)(n);
        return parsed === null ? fallback : parsed;
    }
    return (0,convert/* pyToInt */.S)(n ?? null) ?? fallback;
}
/** `row.get(name, fallback)`. */
const get = (row, name, fallback = null) => (row.has(name) ? row.get(name) : fallback);
/** The parallelism part shared by fixed, agentic and eval identities (`prefix` is '', 'prefill_' or 'decode_'). */
function parallelism(row, prefix) {
    return [
        asInt(get(row, `${prefix}tp`)),
        asInt(get(row, `${prefix}pp`, 1), 1),
        asInt(get(row, `${prefix}dcp_size`, 1), 1),
        asInt(get(row, `${prefix}pcp_size`, 1), 1),
        asInt(get(row, `${prefix}ep`, 1)),
        asBool(get(row, `${prefix}dp_attention`, false))
    ];
}
const workers = (row, prefix) => [...parallelism(row, prefix), asInt(get(row, `${prefix}num_workers`, 0))];
const multinode = (row) => asBool(get(row, 'is_multinode', false));
/** The servers' shape: both roles of a multi-node row, or the single-node parallelism. */
const shape = (row) => (multinode(row) ? [...workers(row, 'prefill_'), ...workers(row, 'decode_')] : parallelism(row, ''));
/** `benchmark_key`: a fixed-sequence result row. */
function benchmarkKey(row) {
    return new Tuple([
        multinode(row) ? 'multi' : 'single',
        get(row, 'hw'),
        get(row, 'infmax_model_prefix'),
        get(row, 'framework'),
        get(row, 'precision'),
        get(row, 'spec_decoding', 'none'),
        asBool(get(row, 'disagg', false)),
        asInt(get(row, 'isl')),
        asInt(get(row, 'osl')),
        ...shape(row),
        asInt(get(row, 'conc'))
    ]);
}
/** `freeze_identity_value`: dicts as sorted (key, value) tuples, lists as tuples. */
function freeze(value) {
    if ((0,json_parse/* isPyObject */.zt)(value)) {
        const pairs = [...value].map(([k, v]) => new Tuple([k, freeze(v)]));
        return new Tuple(pairs.sort((a, b) => (0,json/* compareCodePoints */.OP)(a.items[0], b.items[0])));
    }
    return Array.isArray(value) ? new Tuple(value.map(freeze)) : value;
}
function offloadKey(row) {
    if (!row.has('kv_offloading'))
        return get(row, 'offloading', 'none');
    const mode = get(row, 'kv_offloading');
    const kv = (0,values/* pyTruthy */.Kn)(mode) ? mode : 'none';
    const backend = get(row, 'kv_offload_backend');
    return new Tuple([kv, kv !== 'none' ? freeze((0,values/* pyTruthy */.Kn)(backend) ? backend : '') : '']);
}
/** `agentic_key`: an agentic point or aggregate row. */
function agenticKey(row) {
    const model = [get(row, 'hw'), get(row, 'infmax_model_prefix'), get(row, 'framework'), get(row, 'precision')];
    if (!multinode(row))
        return new Tuple(['single', ...model, ...parallelism(row, ''), asInt(get(row, 'conc')), offloadKey(row)]);
    const key = ['multi', ...model, get(row, 'spec_decoding', 'none'), asBool(get(row, 'disagg', false)), ...shape(row), asInt(get(row, 'conc'))];
    return new Tuple(row.has('kv_offloading') || row.has('offloading') ? [...key, offloadKey(row)] : key);
}
/** `eval_key`: an eval aggregate row or a raw eval artifact's meta_env.json. */
function evalKey(row) {
    const hw = get(row, 'hw');
    return new Tuple([
        multinode(row) ? 'multi' : 'single',
        ((0,values/* pyTruthy */.Kn)(hw) ? (0,values/* pyStr */.rD)(hw) : '').toLowerCase(),
        row.has('model_prefix') ? row.get('model_prefix') : get(row, 'infmax_model_prefix'),
        get(row, 'framework'),
        get(row, 'precision'),
        get(row, 'spec_decoding', 'none'),
        asInt(get(row, 'isl', 8192), 8192),
        asInt(get(row, 'osl', 1024), 1024),
        ...shape(row),
        asInt(get(row, 'conc'))
    ]);
}
/** Python `repr` of a directory name in messages. */
const reprName = values/* pyStrRepr */.ow;

;// CONCATENATED MODULE: ./packages/results/src/reusable/validate.ts
/**
 * `validate-reusable-artifacts`: before a run ingests another run's downloaded artifacts, check that
 * they agree with themselves (the reference's `utils/validate_reusable_sweep_artifacts.py`). Reran
 * evals are first collapsed to their latest result in place; then fixed-sequence, agentic and eval
 * identities are checked for duplicates and for raw/aggregate agreement.
 */


const LIST_CAP = 20;
const TIMESTAMP = /\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(?:\.\d+)?/;
const CONC_SUFFIX = /_conc(\d+)(?:_\d+)?\.json$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });
const join = (dir, name) => `${dir}/${name}`;
const isJsonName = (name) => name.endsWith('.json');
const isResultName = (name) => name.length >= 12 && name.startsWith('results') && name.endsWith('.json');
function loadJson(fs, path) {
    let text;
    try {
        text = utf8.decode(fs.readBytes(path));
    }
    catch (error) {
        const reason = error instanceof TypeError ? "'utf-8' codec can't decode the file" : (0,os_error/* pyOpenErrorText */.T)(error, path);
        throw new src_errors/* SweepkitError */.R0(`${path}: ${reason}`);
    }
    try {
        return (0,json_parse/* parsePyJson */.j5)(text);
    }
    catch (error) {
        if (error instanceof json_parse/* PyJsonSyntaxError */.Ly)
            throw new src_errors/* SweepkitError */.R0(`${path}: invalid JSON: ${error.message}`);
        throw error;
    }
}
/** pathlib `dir.glob(pattern)` for one path part (hidden names included, case-sensitive). */
const globIn = (fs, dir, match) => fs
    .list(dir)
    .filter(match)
    .map((name) => join(dir, name));
/** The mapping rows of aggregate or point files (a list, or one object). */
function jsonRows(fs, paths) {
    return paths.flatMap((path) => {
        const data = loadJson(fs, path);
        return (Array.isArray(data) ? data : [data]).filter(json_parse/* isPyObject */.zt);
    });
}
const isAgentic = (row) => row.get('scenario_type') === 'agentic-coding';
/** Python's `Path` ordering: part by part. */
const byParts = (a, b) => (0,json/* compareCodePoints */.OP)(a.replaceAll('/', '\0'), b.replaceAll('/', '\0'));
function agenticPointFiles(fs, root) {
    const found = new Set();
    const walk = (dir) => {
        for (const name of fs.list(dir)) {
            const path = join(dir, name);
            if (isJsonName(name))
                found.add(path);
            if (fs.isDirectory(path))
                walk(path);
        }
    };
    for (const dir of globIn(fs, root, (n) => n.startsWith('bmk_agentic_')))
        if (fs.isDirectory(dir))
            walk(dir);
    return [...found].sort(byParts);
}
function rawEvalDirs(fs, root) {
    return fs
        .list(root)
        .filter((n) => n.startsWith('eval_') && n !== 'eval_results_all' && !n.startsWith('eval_server_logs_') && !n.startsWith('eval_gpu_metrics_'))
        .filter((n) => fs.isDirectory(join(root, n)))
        .sort(json/* compareCodePoints */.OP);
}
/** What a raw eval dir's meta_env.json contributes: one identity, or one per completed batched conc. */
function readRawDir(fs, dir) {
    const meta = loadJson(fs, join(dir, 'meta_env.json'));
    if (!(0,json_parse/* isPyObject */.zt)(meta))
        return { kind: 'non-object' };
    if (!Array.isArray(meta.get('eval_concs')))
        return { kind: 'ok', meta, batched: false, rows: [{ key: evalKey(meta), conc: null }] };
    const concs = meta.get('completed_eval_concs');
    if (!Array.isArray(concs))
        return { kind: 'invalid-batched' };
    const rows = concs.map((conc) => ({ key: evalKey(new Map([...meta, ['conc', conc]])), conc: asInt(conc) }));
    return { kind: 'ok', meta, batched: true, rows };
}
const timestampOf = (name) => TIMESTAMP.exec(name)?.[0];
const concOf = (name) => {
    const m = CONC_SUFFIX.exec(name);
    return m ? BigInt(m[1]) : null;
};
const sameConc = (a, b) => a !== null && b !== null && BigInt(a) === b;
/** Per eval identity (hash key), the raw dir holding its latest timestamped result. */
function evalWinners(fs, root) {
    const best = new Map();
    const later = (a, b) => (0,json/* compareCodePoints */.OP)(a[0], b[0]) > 0 || (a[0] === b[0] && (0,json/* compareCodePoints */.OP)(a[1], b[1]) > 0);
    for (const name of rawEvalDirs(fs, root)) {
        const dir = join(root, name);
        const raw = readRawDir(fs, dir);
        if (raw.kind !== 'ok')
            continue;
        for (const file of fs.list(dir).filter(isResultName)) {
            const stamp = timestampOf(file);
            if (stamp === undefined)
                continue;
            const conc = concOf(file);
            for (const row of raw.rows) {
                // A batched result file competes only for its own conc.
                if (raw.batched && conc !== null && !sameConc(row.conc, conc))
                    continue;
                const key = hashKey(row.key);
                const seen = best.get(key);
                if (seen === undefined || later([stamp, name], seen))
                    best.set(key, [stamp, name]);
            }
        }
    }
    return new Map([...best].map(([key, [, name]]) => [key, name]));
}
/** `str(row.get("source") or "")`. */
const sourceOf = (row) => {
    const source = row.get('source');
    return (0,values/* pyTruthy */.Kn)(source) ? (0,values/* pyStr */.rD)(source) : '';
};
/** Keeps one aggregate row per identity that has a winner: the winner's own row, else the latest by source. */
function dedupeAggregates(fs, root, winners) {
    const dir = join(root, 'eval_results_all');
    if (!fs.isDirectory(dir))
        return [];
    const messages = [];
    for (const path of globIn(fs, dir, isJsonName).sort(byParts)) {
        const data = loadJson(fs, path);
        if (!Array.isArray(data))
            continue;
        const groups = new Map();
        const keep = new Set();
        data.forEach((row, i) => {
            if (!(0,json_parse/* isPyObject */.zt)(row))
                keep.add(i);
            else {
                const key = hashKey(evalKey(row));
                groups.set(key, [...(groups.get(key) ?? []), i]);
            }
        });
        for (const [key, indices] of groups) {
            const winner = winners.get(key);
            if (winner === undefined || indices.length === 1)
                indices.forEach((i) => keep.add(i));
            else {
                const own = indices.find((i) => sourceOf(data[i]).includes(winner));
                const stamp = (i) => timestampOf(sourceOf(data[i])) ?? '';
                keep.add(own ?? indices.reduce((a, b) => ((0,json/* compareCodePoints */.OP)(stamp(b), stamp(a)) > 0 ? b : a)));
            }
        }
        if (keep.size !== data.length) {
            const kept = data.filter((_, i) => keep.has(i));
            fs.writeAtomic(path, (0,json/* pyJsonDumps */.dv)(kept, { indent: 2 }));
            messages.push(`${path.slice(dir.length + 1)}: kept ${kept.length} of ${data.length} eval row(s)`);
        }
    }
    return messages;
}
/** Drops what newer dirs supersede from one raw eval dir: the whole legacy dir, or batched concs. */
function pruneRawDir(fs, root, name, winners) {
    const dir = join(root, name);
    const raw = readRawDir(fs, dir);
    if (raw.kind !== 'ok')
        return undefined;
    const superseded = (key) => {
        const winner = winners.get(hashKey(key));
        return winner !== undefined && winner !== name;
    };
    if (!raw.batched) {
        if (!superseded(raw.rows[0].key))
            return undefined;
        fs.remove(dir);
        return `removed superseded raw eval dir ${reprName(name)}`;
    }
    const losing = [...new Set(raw.rows.filter((r) => r.conc !== null && superseded(r.key)).map((r) => BigInt(r.conc)))];
    if (losing.length === 0)
        return undefined;
    const lost = (conc) => conc !== null && losing.includes(conc);
    for (const file of fs.list(dir).filter(isResultName))
        if (lost(concOf(file)))
            fs.remove(join(dir, file));
    const completed = raw.meta.get('completed_eval_concs');
    const remaining = completed.filter((conc) => !lost(BigInt(asInt(conc))));
    if (remaining.length === 0) {
        fs.remove(dir);
        return `removed superseded batched raw eval dir ${reprName(name)}`;
    }
    raw.meta.set('completed_eval_concs', remaining);
    fs.writeAtomic(join(dir, 'meta_env.json'), (0,json/* pyJsonDumps */.dv)(raw.meta));
    const dropped = losing.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join(',');
    return `pruned superseded conc(s) ${dropped} from batched raw eval dir ${reprName(name)}`;
}
/** Collapses reran eval duplicates in place; returns the change log. */
function dedupeReranEvals(fs, root) {
    const winners = evalWinners(fs, root);
    const messages = dedupeAggregates(fs, root, winners);
    for (const name of rawEvalDirs(fs, root)) {
        const message = pruneRawDir(fs, root, name, winners);
        if (message)
            messages.push(message);
    }
    return messages;
}
/** Counts identities by Python equality, keeping the first repr of each. */
function tally(keys) {
    const counts = new Map();
    for (const key of keys) {
        const hash = hashKey(key);
        const seen = counts.get(hash);
        if (seen)
            seen.count++;
        else
            counts.set(hash, { key, count: 1 });
    }
    return counts;
}
const sortedReprs = (keys) => [...keys].map(reprValue).sort(json/* compareCodePoints */.OP);
function duplicateErrors(label, keys) {
    const duplicates = [...tally(keys).values()].filter((d) => d.count > 1);
    if (duplicates.length === 0)
        return [];
    const rows = duplicates.reduce((sum, d) => sum + d.count - 1, 0);
    const lines = duplicates.map((d) => ({ repr: reprValue(d.key), count: d.count })).sort((a, b) => (0,json/* compareCodePoints */.OP)(a.repr, b.repr));
    const errors = [`${label} artifacts contain ${rows} duplicate row(s)`, ...lines.slice(0, LIST_CAP).map((d) => `  duplicate x${d.count}: ${d.repr}`)];
    if (lines.length > LIST_CAP)
        errors.push(`  ... and ${lines.length - LIST_CAP} more identities`);
    return errors;
}
function listed(header, word, keys) {
    if (keys.length === 0)
        return [];
    const reprs = sortedReprs(keys);
    const lines = [header, ...reprs.slice(0, LIST_CAP).map((r) => `  ${word}: ${r}`)];
    if (reprs.length > LIST_CAP)
        lines.push(`  ... and ${reprs.length - LIST_CAP} more`);
    return lines;
}
function identitySetErrors(label, expected, actual) {
    const want = tally(expected);
    const got = tally(actual);
    const missing = [...want].filter(([k]) => !got.has(k)).map(([, v]) => v.key);
    const extra = [...got].filter(([k]) => !want.has(k)).map(([, v]) => v.key);
    return [
        ...listed(`${label} artifacts are missing ${missing.length} expected row(s)`, 'missing', missing),
        ...listed(`${label} artifacts contain ${extra.length} unexpected row(s)`, 'unexpected', extra)
    ];
}
function agenticErrors(fs, root, points, pointRows) {
    const errors = duplicateErrors('agentic point', pointRows);
    const resultsBmk = join(root, 'results_bmk');
    if (fs.isDirectory(resultsBmk)) {
        const aggregateRows = jsonRows(fs, globIn(fs, resultsBmk, isJsonName))
            .filter(isAgentic)
            .map(agenticKey);
        errors.push(...duplicateErrors('agentic aggregate', aggregateRows), ...identitySetErrors('agentic aggregate', pointRows, aggregateRows));
    }
    const pointNames = new Set(points.map((p) => p
        .slice(root.length + 1)
        .split('/')[0]
        .replace(/^bmk_/, '')));
    const rawNames = new Set(fs.list(root).filter((n) => n.startsWith('agentic_') && fs.isDirectory(join(root, n))));
    for (const name of [...pointNames].filter((n) => !rawNames.has(n)).sort(json/* compareCodePoints */.OP))
        errors.push(`missing raw agentic artifact dir: ${name}`);
    for (const name of [...rawNames].filter((n) => !pointNames.has(n)).sort(json/* compareCodePoints */.OP))
        errors.push(`unexpected raw agentic artifact dir: ${name}`);
    return errors;
}
function rawEvalRows(fs, root) {
    const rows = [];
    const errors = [];
    for (const name of rawEvalDirs(fs, root)) {
        const raw = readRawDir(fs, join(root, name));
        if (raw.kind === 'non-object')
            errors.push(`raw eval artifact ${reprName(name)} has non-object meta_env.json`);
        else if (raw.kind === 'invalid-batched')
            errors.push(`raw eval artifact ${reprName(name)} has invalid batched concurrency metadata`);
        else
            rows.push(...raw.rows.map((r) => r.key));
    }
    return { rows, errors };
}
function evalErrors(fs, root, raw) {
    const errors = [...raw.errors, ...duplicateErrors('raw eval', raw.rows)];
    const dir = join(root, 'eval_results_all');
    const files = globIn(fs, dir, isJsonName);
    if (raw.rows.length === 0 && !fs.isFile(dir) && !fs.isDirectory(dir))
        return errors;
    if (files.length === 0)
        return [...errors, 'missing eval_results_all aggregate artifact'];
    let count = 0;
    const aggregateRows = [];
    for (const path of files) {
        const data = loadJson(fs, path);
        if (!Array.isArray(data))
            continue;
        count += data.length;
        aggregateRows.push(...data.filter(json_parse/* isPyObject */.zt).map(evalKey));
    }
    if (count === 0)
        errors.push('eval_results_all contains no rows');
    return [...errors, ...duplicateErrors('eval aggregate', aggregateRows), ...identitySetErrors('eval aggregate', raw.rows, aggregateRows)];
}
/**
 * Validates the artifacts below `dir` (dedupe first: its change log goes to `log` as it is made, so
 * it is shown even when validation then fails). Throws SweepkitError where the reference crashes.
 */
function validateReusableArtifacts(fs, dir, log) {
    if (!fs.isDirectory(dir))
        throw new src_errors/* SweepkitError */.R0(`artifacts directory does not exist: ${(0,path/* pyPath */.r)(dir)}`);
    const root = dir.replace(/\/+$/, '') || '/';
    const messages = dedupeReranEvals(fs, root);
    if (messages.length) {
        log('Collapsed reran eval duplicates (kept latest result per identity):');
        for (const message of messages)
            log(`  ${message}`);
    }
    const fixedRows = jsonRows(fs, globIn(fs, join(root, 'results_bmk'), isJsonName))
        .filter((row) => !isAgentic(row))
        .map(benchmarkKey);
    const points = agenticPointFiles(fs, root);
    const agenticRows = jsonRows(fs, points).filter(isAgentic).map(agenticKey);
    const raw = rawEvalRows(fs, root);
    const errors = [...duplicateErrors('fixed-sequence', fixedRows), ...agenticErrors(fs, root, points, agenticRows), ...evalErrors(fs, root, raw)];
    if (fixedRows.length > 0 && globIn(fs, join(root, 'run-stats'), isJsonName).length === 0) {
        errors.push('missing run-stats artifact for fixed-sequence benchmarks');
    }
    if (fixedRows.length + agenticRows.length + raw.rows.length === 0)
        errors.push('no reusable benchmark, agentic, or eval result rows found');
    return { errors, counts: { fixed: tally(fixedRows).size, agentic: tally(agenticRows).size, eval: tally(raw.rows).size } };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./packages/job/src/adapters/node-artifact-fs.ts
var node_artifact_fs = __webpack_require__(1885);
;// CONCATENATED MODULE: ./packages/results/src/adapters/node-reuse-fs.ts



/** The real file system for validate-reusable-artifacts; relative paths are taken from `cwd`. */
function nodeReuseFs(cwd) {
    return { ...(0,node_artifact_fs/* nodeArtifactFs */.C)(cwd), remove: (path) => (0,external_node_fs_.rmSync)((0,external_node_path_.resolve)(cwd, path), { recursive: true }) };
}

// EXTERNAL MODULE: ./cli/src/options.ts
var src_options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/validate-reusable-artifacts.ts


/** `sweepkit validate-reusable-artifacts --artifacts-dir DIR` (utils/validate_reusable_sweep_artifacts.py). */
const validateReusableArtifactsCommand = (argv, io) => {
    const { values } = (0,src_options/* parseCommandArgs */.Q)(options/* VALIDATE_REUSABLE_ARTIFACTS_COMMAND */.JH, argv, io);
    const { errors, counts } = validateReusableArtifacts(nodeReuseFs(io.cwd), values['artifacts-dir'], (line) => io.stdout(`${line}\n`));
    if (errors.length) {
        io.stderr(['Reusable sweep artifact validation failed:', ...errors].map((l) => `${l}\n`).join(''));
        return 1;
    }
    io.stdout(`Reusable sweep artifacts validated: ${counts.fixed} fixed-sequence row(s), ${counts.agentic} agentic row(s), ${counts.eval} eval row(s).\n`);
    return 0;
};
/* harmony default export */ const validate_reusable_artifacts = (validateReusableArtifactsCommand);


/***/ }),

/***/ 6132:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ parseCommandArgs)
/* harmony export */ });
/* unused harmony export parserSpec */
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6713);
/* harmony import */ var _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9696);
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
        throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${prog}: error: the following arguments are required: ${command.subcommand.option}`);
    if (!names.includes(word)) {
        throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${prog}: error: argument ${command.subcommand.option}: invalid choice: '${word}' (choose from ${names.map((n) => `'${n}'`).join(', ')})`);
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
            throw new _packages_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${spec.prog}: error: ${error.message}`);
        throw error;
    }
}


/***/ }),

/***/ 6713:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gl: () => (/* binding */ appliesTo),
/* harmony export */   Sb: () => (/* binding */ pickOptions),
/* harmony export */   TC: () => (/* binding */ JSON_OUTPUT_OPTION),
/* harmony export */   eR: () => (/* binding */ OptionError),
/* harmony export */   o5: () => (/* binding */ completeOptions)
/* harmony export */ });
/* unused harmony exports CLI_DIALECT, ACTION_DIALECT, parseOptionText, optionsFor, actionDefault */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);

/**
 * `--json` of every CLI command whose stdout is machine output: at a terminal the command prints a
 * short summary, its exact JSON with this flag or whenever stdout is not a terminal (a pipe, a file,
 * the Actions runner), which is what workflows read. `cli/src/terminal.ts` makes the choice.
 */
const JSON_OUTPUT_OPTION = {
    kind: 'flag',
    only: 'cli',
    help: 'print the exact JSON even at a terminal (a pipe, a file or a workflow step always gets it)'
};
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

/***/ 7324:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EB: () => (/* binding */ JSON_MAX_DEPTH),
/* harmony export */   Ly: () => (/* binding */ PyJsonSyntaxError),
/* harmony export */   j5: () => (/* binding */ parsePyJson),
/* harmony export */   zt: () => (/* binding */ isPyObject)
/* harmony export */ });
/* harmony import */ var _float_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(564);

const isPyObject = (v) => v instanceof Map;
/** Python's JSONDecodeError: `str()` is `<msg>: line L column C (char P)`, as the reference prints it. */
class PyJsonSyntaxError extends Error {
    reason;
    line;
    column;
    position;
    constructor(reason, line, column, position) {
        super(`${reason}: line ${line} column ${column} (char ${position})`);
        this.reason = reason;
        this.line = line;
        this.column = column;
        this.position = position;
    }
}
const ESCAPES = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
const NUMBER = /-?(?:0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?/y;
const SAFE_INT_DIGITS = 15;
/** Nesting depth of arrays and objects; Python's decoder stops near its recursion limit (1000) too. */
const JSON_MAX_DEPTH = 1000;
/**
 * Parses JSON like Python's json module: also the bare literals NaN, Infinity and -Infinity, and
 * duplicate keys keep the first position with the last value.
 */
function parsePyJson(text) {
    let i = 0;
    let depth = 0;
    const fail = (what, at = i) => {
        const before = text.slice(0, at);
        throw new PyJsonSyntaxError(what, before.split('\n').length, at - before.lastIndexOf('\n'), at);
    };
    const ws = () => {
        for (;;) {
            const c = text.charCodeAt(i);
            if (c === 32 || c === 9 || c === 10 || c === 13)
                i++;
            else
                return;
        }
    };
    const literal = (word, value) => {
        if (text.startsWith(word, i)) {
            i += word.length;
            return value;
        }
        return fail('Expecting value');
    };
    const string = () => {
        const opening = i;
        i++;
        let out = '';
        let start = i;
        for (;;) {
            const c = text.charCodeAt(i);
            if (Number.isNaN(c))
                fail('Unterminated string starting at', opening);
            if (c === 34)
                break;
            if (c < 32)
                fail('Invalid control character at');
            if (c !== 92) {
                i++;
                continue;
            }
            out += text.slice(start, i);
            const e = text[i + 1] ?? '';
            if (e === 'u') {
                const hex = text.slice(i + 2, i + 6);
                if (!/^[0-9a-fA-F]{4}$/.test(hex))
                    fail('Invalid \\uXXXX escape', i + 1);
                out += String.fromCharCode(parseInt(hex, 16));
                i += 6;
            }
            else if (e in ESCAPES) {
                out += ESCAPES[e];
                i += 2;
            }
            else
                fail('Invalid \\escape');
            start = i;
        }
        out += text.slice(start, i);
        i++;
        return out;
    };
    const number = () => {
        NUMBER.lastIndex = i;
        const m = NUMBER.exec(text);
        if (!m)
            return fail('Expecting value');
        i += m[0].length;
        if (m[1] !== undefined || m[2] !== undefined)
            return new _float_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$(Number(m[0]));
        const digits = m[0].replace('-', '').length;
        // `+ 0` turns -0 into 0: Python's int has no negative zero.
        return digits > SAFE_INT_DIGITS && !Number.isSafeInteger(Number(m[0])) ? BigInt(m[0]) : Number(m[0]) + 0;
    };
    const value = () => {
        ws();
        const c = text[i];
        switch (c) {
            case '{': {
                if (++depth > JSON_MAX_DEPTH)
                    fail(`Nesting deeper than ${JSON_MAX_DEPTH} levels`);
                i++;
                const obj = new Map();
                ws();
                if (text[i] === '}') {
                    i++;
                    depth--;
                    return obj;
                }
                for (;;) {
                    ws();
                    if (text[i] !== '"')
                        fail('Expecting property name enclosed in double quotes');
                    const key = string();
                    ws();
                    if (text[i] !== ':')
                        fail("Expecting ':' delimiter");
                    i++;
                    obj.set(key, value());
                    ws();
                    if (text[i] === ',')
                        i++;
                    else if (text[i] === '}') {
                        i++;
                        depth--;
                        return obj;
                    }
                    else
                        fail("Expecting ',' delimiter");
                }
            }
            case '[': {
                if (++depth > JSON_MAX_DEPTH)
                    fail(`Nesting deeper than ${JSON_MAX_DEPTH} levels`);
                i++;
                const arr = [];
                ws();
                if (text[i] === ']') {
                    i++;
                    depth--;
                    return arr;
                }
                for (;;) {
                    arr.push(value());
                    ws();
                    if (text[i] === ',')
                        i++;
                    else if (text[i] === ']') {
                        i++;
                        depth--;
                        return arr;
                    }
                    else
                        fail("Expecting ',' delimiter");
                }
            }
            case '"':
                return string();
            case 't':
                return literal('true', true);
            case 'f':
                return literal('false', false);
            case 'n':
                return literal('null', null);
            case 'N':
                return literal('NaN', new _float_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$(NaN));
            case 'I':
                return literal('Infinity', new _float_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$(Infinity));
            case '-':
                if (text.startsWith('-Infinity', i))
                    return literal('-Infinity', new _float_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$(-Infinity));
                return number();
            default:
                return number();
        }
    };
    if (text.startsWith('\ufeff'))
        fail('Unexpected UTF-8 BOM (decode using utf-8-sig)', 0);
    const result = value();
    ws();
    if (i < text.length)
        fail('Extra data');
    return result;
}


/***/ }),

/***/ 5713:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ pyOpenErrorText)
/* harmony export */ });
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2282);

const ERRNO = {
    ENOENT: [2, 'No such file or directory'],
    EACCES: [13, 'Permission denied'],
    EISDIR: [21, 'Is a directory'],
    ENOTDIR: [20, 'Not a directory'],
    ELOOP: [40, 'Too many levels of symbolic links'],
    ENAMETOOLONG: [36, 'File name too long']
};
/**
 * `str()` of the exception Python's `open(path).read()` raises for a Node read error with this
 * `code`: `[Errno 2] No such file or directory: 'meta_env.json'`, or the UTF-8 decoder's complaint.
 */
function pyOpenErrorText(error, path) {
    const { code, byte } = error;
    if (code === 'EILSEQ')
        return `'utf-8' codec can't decode byte 0x${(byte ?? 0).toString(16).padStart(2, '0')}: invalid utf-8`;
    const known = code === undefined ? undefined : ERRNO[code];
    return known ? `[Errno ${known[0]}] ${known[1]}: ${(0,_values_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrRepr */ .ow)(path)}` : `${code ?? 'EIO'}: ${(0,_values_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrRepr */ .ow)(path)}`;
}


/***/ }),

/***/ 6615:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ pyParents),
/* harmony export */   r: () => (/* binding */ pyPath)
/* harmony export */ });
/**
 * Python `pathlib.PurePosixPath` spelling of paths: messages and stdout print paths the way the
 * reference does (`./a//b/` → `a/b`, '' → '.').
 */
function pyPath(...parts) {
    let root = '';
    let segments = [];
    for (const part of parts) {
        if (part.startsWith('/')) {
            // Exactly two leading slashes are kept by POSIX path rules; one or three+ become one.
            root = part.startsWith('//') && !part.startsWith('///') ? '//' : '/';
            segments = [];
        }
        segments.push(...part.split('/').filter((s) => s !== '' && s !== '.'));
    }
    const body = segments.join('/');
    return root + body || '.';
}
/** `Path(p).parents[:count]` — lexical parents, fewer for short relative paths. */
function pyParents(path, count) {
    const normal = pyPath(path);
    const root = normal.startsWith('//') && !normal.startsWith('///') ? '//' : normal.startsWith('/') ? '/' : '';
    const segments = normal
        .slice(root.length)
        .split('/')
        .filter((s) => s !== '' && s !== '.');
    const parents = [];
    for (let n = segments.length - 1; n >= 0 && parents.length < count; n--) {
        parents.push(root + segments.slice(0, n).join('/') || '.');
    }
    return parents;
}


/***/ }),

/***/ 1885:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ nodeArtifactFs)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(105);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1825);
/* harmony import */ var _lines_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8620);
/* harmony import */ var _artifact_fs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9717);






const CHUNK_BYTES = 1 << 20;
/**
 * Decodes whole lines straight from the bytes: one small string per line is far cheaper than
 * decoding a chunk and splitting it. Only a region holding a \r takes the string path.
 */
function emitLines(region, path, each) {
    if (region.length === 0)
        return;
    if (!(0,node_buffer__WEBPACK_IMPORTED_MODULE_2__.isAscii)(region) && !(0,node_buffer__WEBPACK_IMPORTED_MODULE_2__.isUtf8)(region))
        throw new _artifact_fs_js__WEBPACK_IMPORTED_MODULE_3__/* .NotUtf8Error */ .x(path);
    if (region.indexOf(13) >= 0) {
        for (const line of (0,_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .splitLines */ .u)(region.toString('utf8')))
            each(line);
        return;
    }
    let start = 0;
    for (let nl = region.indexOf(10); nl >= 0; nl = region.indexOf(10, start)) {
        each(region.toString('utf8', start, nl));
        start = nl + 1;
    }
    if (start < region.length)
        each(region.toString('utf8', start));
}
const stat = (path) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path, { throwIfNoEntry: false });
/**
 * Artifacts are a job's files: read through the common file-access layer, inside the working
 * folder (or, for a path the caller named outside it, that file's own folder): a FIFO is never
 * opened for reading and no link on the way — to a file or a folder — leads out of that root.
 */
const open = (cwd, path) => {
    const file = (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .folderOf */ .yS)([cwd], path).open(path);
    if (!file)
        throw Object.assign(new Error(`ENOENT: no such file, open '${path}'`), { code: 'ENOENT' });
    return file;
};
/** The real file system; relative paths are taken from `cwd` (the CLI's or the workspace). `chunkBytes` is for tests. */
function nodeArtifactFs(cwd, chunkBytes = CHUNK_BYTES) {
    const at = (path) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, path);
    return {
        isFile: (path) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .folderOf */ .yS)([cwd], at(path)).entry(at(path)).kind === 'file',
        isDirectory: (path) => stat(at(path))?.isDirectory() ?? false,
        list: (path) => {
            try {
                return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(at(path));
            }
            catch {
                return [];
            }
        },
        readBytes: (path) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_5__/* .folderOf */ .yS)([cwd], at(path)).readFile(at(path)),
        readHead: (path, maxBytes) => {
            const { fd, size } = open(cwd, at(path));
            try {
                const buffer = Buffer.alloc(Math.min(maxBytes, size));
                const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, 0, buffer.length, 0);
                return buffer.subarray(0, read);
            }
            finally {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
            }
        },
        forEachLine(path, each) {
            const { fd } = open(cwd, at(path));
            try {
                let buffer = Buffer.alloc(chunkBytes);
                let kept = 0;
                for (;;) {
                    // A line longer than the buffer: grow it rather than split the line.
                    if (kept === buffer.length)
                        buffer = Buffer.concat([buffer, Buffer.alloc(buffer.length)]);
                    const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, kept, buffer.length - kept, null);
                    const end = kept + read;
                    // Whole lines only (up to the last \n); at the end of the file, everything.
                    const cut = read === 0 ? end : buffer.lastIndexOf(10, end - 1) + 1;
                    emitLines(buffer.subarray(0, cut), path, each);
                    buffer.copy(buffer, 0, cut, end);
                    kept = end - cut;
                    if (read === 0)
                        return;
                }
            }
            finally {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
            }
        },
        mtimeMs: (path) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(at(path)).mtimeMs,
        realPath: (path) => {
            try {
                return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(at(path));
            }
            catch {
                return at(path);
            }
        },
        writeAtomic: (path, text) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_6__/* .writeFileAtomic */ .Zf)(at(path), text)
    };
}


/***/ }),

/***/ 9717:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ NotUtf8Error)
/* harmony export */ });
/** A file that is not valid UTF-8 (Python's strict decoder fails on it too). */
class NotUtf8Error extends Error {
}


/***/ }),

/***/ 8620:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ forEachLine),
/* harmony export */   u: () => (/* binding */ splitLines)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9696);
/* harmony import */ var _artifact_fs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9717);


const BREAK = /\r\n|\r|\n/;
/** The lines of a text, split like Python's universal newlines (no empty item after a final break). */
function splitLines(text) {
    const lines = text.includes('\r') ? text.split(BREAK) : text.split('\n');
    if (lines[lines.length - 1] === '')
        lines.pop();
    return lines;
}
/** `fs.forEachLine`, with a file that is not UTF-8 reported as an error naming it. */
function forEachLine(fs, path, each) {
    try {
        fs.forEachLine(path, each);
    }
    catch (e) {
        if (e instanceof _artifact_fs_js__WEBPACK_IMPORTED_MODULE_0__/* .NotUtf8Error */ .x)
            throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SweepkitError */ .R0('file is not valid UTF-8', { location: { file: path } });
        throw e;
    }
}


/***/ }),

/***/ 1280:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BW: () => (/* binding */ SUCCESS_RATE_COMMAND),
/* harmony export */   JH: () => (/* binding */ VALIDATE_REUSABLE_ARTIFACTS_COMMAND),
/* harmony export */   KU: () => (/* binding */ PROCESS_RESULT_COMMAND),
/* harmony export */   yH: () => (/* binding */ COLLECT_RESULTS_COMMAND),
/* harmony export */   zy: () => (/* binding */ COMPARE_RESULTS_COMMAND)
/* harmony export */ });
/** `sweepkit process-result` and the process-result action. */
const PROCESS_RESULT_COMMAND = {
    cli: 'process-result',
    action: 'process-result',
    description: "Turn a benchmark_serving result (${RESULT_FILENAME}.json) into its dashboard row agg_${RESULT_FILENAME}.json with the power verdict and power_validation_${RESULT_FILENAME}.json, reading the benchmark template's environment like utils/process_result.py.",
    options: {
        'multinode-dir': {
            kind: 'string',
            metavar: 'DIR',
            help: "process every ${RESULT_FILENAME}_*.json point file in DIR (the multi-node template's loop; GPU counts from the file names)"
        },
        'working-directory': {
            kind: 'string',
            only: 'action',
            default: '.',
            help: 'the benchmark workspace holding ${RESULT_FILENAME}.json (single point)'
        }
    }
};
/** `sweepkit collect-results RESULTS_DIR EXP_NAME` and the collect-results action. */
const COLLECT_RESULTS_COMMAND = {
    cli: 'collect-results',
    action: 'collect-results',
    description: 'Collect every *.json below RESULTS_DIR (any depth, sorted by relative path) into one JSON array agg_<EXP_NAME>.json, like utils/collect_results.py.',
    options: {
        'results-dir': { kind: 'string', only: 'action', required: true, help: 'the folder holding the downloaded result artifacts' },
        'exp-name': { kind: 'string', only: 'action', required: true, help: 'the collection prefix: the output is agg_<exp-name>.json' },
        'output-dir': { kind: 'string', only: 'action', default: '.', help: 'where agg_<exp-name>.json is written' },
        'artifact-pattern': {
            kind: 'string',
            only: 'action',
            help: "first download this run's artifacts whose names match the glob (e.g. bmk_*), each into results-dir/<name>/"
        },
        'github-token': {
            kind: 'string',
            only: 'action',
            runnerDefault: '${{ github.token }}',
            help: "token that may read this run's artifacts (`actions: read`), for artifact-pattern"
        }
    }
};
/** `sweepkit success-rate` and the success-rate action. */
const SUCCESS_RATE_COMMAND = {
    cli: 'success-rate',
    action: 'success-rate',
    description: 'Count the jobs of a workflow run (every attempt) and their successes per cluster bucket of runners.yaml (each job in its first matching bucket) and write run_stats.json, like utils/calc_success_rate.py.',
    options: {
        'run-id': { kind: 'string', required: true, env: 'GITHUB_RUN_ID', help: 'the workflow run whose jobs are counted (default: $GITHUB_RUN_ID)' },
        repository: {
            kind: 'string',
            required: true,
            env: 'GITHUB_REPOSITORY',
            metavar: 'OWNER/REPO',
            help: 'the repository of the run (default: $GITHUB_REPOSITORY)'
        },
        runners: {
            kind: 'string',
            default: 'configs/runners.yaml',
            metavar: 'FILE',
            help: 'the runners file: its cluster:<name> labels (else its hardware keys) are the buckets'
        },
        output: {
            kind: 'string',
            required: 'action',
            runnerDefault: 'run_stats.json',
            metavar: 'FILE',
            help: 'where the stats are written (the CLI needs it or NAME: like the reference, it has no default there)'
        },
        'api-url': { kind: 'string', env: 'GITHUB_API_URL', metavar: 'URL', help: 'the GitHub REST API (default: $GITHUB_API_URL, else https://api.github.com)' },
        'github-token': { kind: 'string', only: 'action', runnerDefault: '${{ github.token }}', help: 'token that may read the run (actions: read)' }
    }
};
/** `sweepkit compare-results` and the compare-results action. */
const COMPARE_RESULTS_COMMAND = {
    cli: 'compare-results',
    action: 'compare-results',
    description: "Compare this run's results with main's latest (PostgreSQL via DATABASE_URL, or a results file): a delta table per configuration, a per-hardware roll-up, a chart, and an optional regression gate.",
    options: {
        results: {
            kind: 'string',
            required: 'action',
            metavar: 'PATH',
            help: 'the results to compare: agg_bmk.json or a folder of result JSON files'
        },
        'database-url': {
            kind: 'string',
            env: 'DATABASE_URL',
            metavar: 'URL',
            help: 'the dashboard database (default: $DATABASE_URL): the newest error-free main result of each configuration',
            conflicts: ['baseline-file']
        },
        'baseline-file': {
            kind: 'string',
            metavar: 'PATH',
            help: "the baseline without a database: main's latest collected results (file or folder)",
            conflicts: ['database-url']
        },
        'fail-on-regression': { kind: 'string', metavar: 'PERCENT', help: 'fail when a metric is worse than its baseline by more than this (e.g. 5%)' },
        'noise-band': { kind: 'string', default: '2%', metavar: 'PERCENT', help: 'changes within ± this are shown as unchanged' },
        svg: { kind: 'string', metavar: 'FILE', help: 'also write the throughput-vs-interactivity chart as SVG to FILE (no file without it)' },
        format: {
            kind: 'string',
            only: 'cli',
            choices: ['reference', 'sweepkit'],
            default: 'reference',
            metavar: 'FORMAT',
            help: "the report: the reference's tables, byte for byte (reference), or Sweepkit's roll-up, delta table and chart (sweepkit)"
        },
        summary: { kind: 'string', only: 'cli', metavar: 'FILE', help: 'write the report to FILE instead of printing it' }
    }
};
/** `sweepkit validate-reusable-artifacts --artifacts-dir DIR` and the validate-reusable-artifacts action. */
const VALIDATE_REUSABLE_ARTIFACTS_COMMAND = {
    cli: 'validate-reusable-artifacts',
    action: 'validate-reusable-artifacts',
    description: "Check a reused run's downloaded artifacts before ingesting them (utils/validate_reusable_sweep_artifacts.py): reran evals are collapsed to their latest result in place, then fixed-sequence, agentic and eval rows must be free of duplicates and raw and aggregate artifacts must agree.",
    options: {
        'artifacts-dir': {
            kind: 'string',
            required: true,
            metavar: 'DIR',
            help: "the folder the reused run's artifacts were downloaded into (gh run download -D DIR)"
        }
    }
};


/***/ })

};
