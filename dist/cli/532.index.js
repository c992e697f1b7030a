export const id = 532;
export const ids = [532];
export const modules = {

/***/ 4532:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ process_result)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./packages/results/src/options.ts
var src_options = __webpack_require__(1280);
// EXTERNAL MODULE: ./packages/common/src/python/json.ts
var json = __webpack_require__(4194);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/common/src/python/json-parse.ts
var json_parse = __webpack_require__(7324);
// EXTERNAL MODULE: ./packages/agentic/src/power/adapter.ts + 1 modules
var adapter = __webpack_require__(2433);
// EXTERNAL MODULE: ./packages/common/src/python/float.ts
var python_float = __webpack_require__(564);
// EXTERNAL MODULE: ./packages/common/src/python/values.ts
var values = __webpack_require__(2282);
// EXTERNAL MODULE: ./packages/common/src/python/format.ts
var format = __webpack_require__(5075);
// EXTERNAL MODULE: ./packages/agentic/src/paths.ts
var paths = __webpack_require__(17);
// EXTERNAL MODULE: ./packages/agentic/src/power/telemetry.ts
var telemetry = __webpack_require__(2180);
;// CONCATENATED MODULE: ./packages/results/src/power/window.ts

const num = (v) => {
    if (typeof v === 'number')
        return v;
    if (v instanceof python_float/* PyFloat */.g$)
        return v.value;
    if (typeof v === 'bigint')
        return Number(v);
    return undefined;
};
const count = (v) => {
    const n = num(v);
    return n !== undefined && Number.isInteger(n) && !(v instanceof python_float/* PyFloat */.g$) ? n : undefined;
};
/**
 * The benchmark window a result reports (benchmark_serving's `benchmark_start_time_unix`,
 * `benchmark_end_time_unix`, `duration`, `completed` and token totals), or undefined when it is
 * absent or unusable (older results have no window fields).
 */
function resultWindow(result) {
    const start = num(result.get('benchmark_start_time_unix'));
    const end = num(result.get('benchmark_end_time_unix'));
    const duration = num(result.get('duration'));
    const completed = count(result.get('completed'));
    const inputTokens = count(result.get('total_input_tokens'));
    const outputTokens = count(result.get('total_output_tokens'));
    if (start === undefined || end === undefined || duration === undefined || completed === undefined || inputTokens === undefined || outputTokens === undefined)
        return undefined;
    if (![start, end, duration].every(Number.isFinite) || end <= start || duration <= 0)
        return undefined;
    if (completed <= 0 || inputTokens <= 0 || outputTokens <= 0)
        return undefined;
    // Power is averaged over the integrated span; the reported duration is only recorded.
    return { start, end, duration: end - start, reportedDuration: duration, completed, inputTokens, outputTokens };
}
/** The sidecar's `benchmark_window` block (null when the result has no usable window). */
function windowJson(window) {
    if (!window)
        return null;
    return new Map([
        ['start_time_unix', new python_float/* PyFloat */.g$(window.start)],
        ['end_time_unix', new python_float/* PyFloat */.g$(window.end)],
        ['reported_duration_s', new python_float/* PyFloat */.g$(window.reportedDuration)],
        ['integration_duration_s', new python_float/* PyFloat */.g$(window.end - window.start)],
        ['completed', window.completed],
        ['total_input_tokens', window.inputTokens],
        ['total_output_tokens', window.outputTokens]
    ]);
}

;// CONCATENATED MODULE: ./packages/results/src/power/multinode.ts



const ROLE_KEYS = [
    'prefill_gpu_energy_j',
    'prefill_avg_power_w',
    'prefill_joules_per_input_token',
    'decode_gpu_energy_j',
    'decode_avg_power_w',
    'decode_joules_per_output_token'
];
const f = (x) => new python_float/* PyFloat */.g$(x);
const pyBool = (v) => (v === true ? 'True' : v === false ? 'False' : 'None');
/** A failure that ends the check: its reason code and the human sentence for `failures`. */
class PackageProblem extends Error {
    reason;
    failure;
    constructor(reason, failure) {
        super(failure);
        this.reason = reason;
        this.failure = failure;
    }
}
function readJson(fs, path) {
    if (!fs.isFile(path))
        return undefined;
    try {
        return (0,json_parse/* parsePyJson */.j5)(new TextDecoder('utf-8', { fatal: true }).decode(fs.readBytes(path)));
    }
    catch {
        return undefined;
    }
}
const list = (v) => (Array.isArray(v) ? v : []);
const obj = (v) => ((0,json_parse/* isPyObject */.zt)(v) ? v : new Map());
const str = (v) => (typeof v === 'string' ? v : null);
const multinode_num = (v) => (typeof v === 'number' ? v : v instanceof python_float/* PyFloat */.g$ ? v.value : undefined);
const sameBytes = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);
/** The window whose benchmark result is this point's result (the launcher copied it byte for byte). */
function selectWindow(fs, powerDir, resultRoot, manifest, resultFile) {
    const point = fs.readBytes(resultFile);
    const files = list(manifest.get('window_validations'))
        .map((v) => str(obj(v).get('window_file')))
        .filter((v) => v !== null);
    for (const name of fs.list((0,paths/* pyPath */.r)(powerDir, 'windows')).sort()) {
        const file = `windows/${name}`;
        if (!files.includes(file))
            files.push(file);
    }
    for (const file of files) {
        const window = readJson(fs, (0,paths/* pyPath */.r)(powerDir, file));
        if (!(0,json_parse/* isPyObject */.zt)(window))
            continue;
        const resultPath = str(window.get('result_path'));
        if (resultPath === null)
            continue;
        const candidate = (0,paths/* pyPath */.r)(resultRoot, resultPath);
        if (fs.isFile(candidate) && sameBytes(fs.readBytes(candidate), point))
            return { file, window };
    }
    return undefined;
}
/** Whether the package satisfies its own publication rules (recomputed, not trusted). */
function publicationValid(manifest) {
    if (manifest.get('status') !== 'complete')
        return false;
    if (list(manifest.get('artifact_errors')).length || list(manifest.get('reason_codes')).length)
        return false;
    const observed = new Set(list(manifest.get('observed_devices')).map((d) => `${str(obj(d).get('hostname'))}/${multinode_num(obj(d).get('gpu_index'))}`));
    if (list(manifest.get('expected_devices')).some((d) => !observed.has(`${str(obj(d).get('hostname'))}/${multinode_num(obj(d).get('gpu_index'))}`)))
        return false;
    const validations = list(manifest.get('window_validations')).map(obj);
    const covered = (w) => validations.some((v) => v.get('benchmark_type') === w.get('benchmark_type') && multinode_num(v.get('concurrency')) === multinode_num(w.get('concurrency')) && v.get('power_coverage_valid') === true);
    return list(manifest.get('expected_windows')).map(obj).every(covered);
}
/** Device key `hostname/uuid` → role, in the manifest's expected order. */
function deviceRoles(manifest) {
    const uuids = new Map();
    for (const d of list(manifest.get('observed_devices')).map(obj)) {
        const uuid = str(list(d.get('gpu_uuids'))[0]);
        if (uuid !== null)
            uuids.set(`${str(d.get('hostname'))}/${multinode_num(d.get('gpu_index'))}`, uuid);
    }
    const roles = new Map();
    for (const d of list(manifest.get('expected_devices')).map(obj)) {
        const host = str(d.get('hostname'));
        const uuid = uuids.get(`${host}/${multinode_num(d.get('gpu_index'))}`);
        if (uuid === undefined)
            throw new PackageProblem('expected_device_unobserved', `expected device ${host}/${multinode_num(d.get('gpu_index'))} has no samples`);
        roles.set(`${host}/${uuid}`, str(obj(list(d.get('assignments'))[0]).get('worker_role')) ?? 'unknown');
    }
    return roles;
}
/** `samples.csv`: power per device key, identical timestamps averaged. */
function readSamples(fs, path) {
    const sums = new Map();
    let header;
    fs.forEachLine(path, (line) => {
        if ((0,values/* pyStrip */.m0)(line) === '')
            return;
        const cells = line.split(',').map((c) => (0,values/* pyStrip */.m0)(c));
        if (!header) {
            header = cells;
            return;
        }
        const at = (name) => cells[header.indexOf(name)] ?? '';
        const time = Number(at('timestamp_unix'));
        const watts = Number(at('power_w'));
        if (at('timestamp_unix') === '' || at('power_w') === '' || !Number.isFinite(time) || !Number.isFinite(watts))
            return;
        const key = `${at('hostname')}/${at('gpu_uuid')}`;
        let perTime = sums.get(key);
        if (!perTime)
            sums.set(key, (perTime = new Map()));
        const acc = perTime.get(time) ?? [0, 0];
        perTime.set(time, [acc[0] + watts, acc[1] + 1]);
    });
    const series = new Map();
    for (const [key, perTime] of sums) {
        const times = [...perTime.keys()].sort((a, b) => a - b);
        series.set(key, { times, watts: times.map((t) => perTime.get(t)[0] / perTime.get(t)[1]) });
    }
    return series;
}
function metricsOf(window, energies, roles) {
    let total = 0;
    const byRole = new Map();
    for (const [key, e] of energies) {
        total += e.energy;
        const role = roles.get(key);
        const r = byRole.get(role) ?? { energy: 0, gpus: 0 };
        byRole.set(role, { energy: r.energy + e.energy, gpus: r.gpus + 1 });
    }
    const avgTotal = total / window.duration;
    const m = new Map([
        ['avg_power_w', avgTotal / energies.size],
        ['avg_total_gpu_power_w', avgTotal],
        ['total_gpu_energy_j', total],
        ['joules_per_successful_query', total / window.completed],
        ['joules_per_input_token', total / window.inputTokens],
        ['joules_per_output_token', total / window.outputTokens],
        ['joules_per_total_token', total / (window.inputTokens + window.outputTokens)]
    ]);
    const prefill = byRole.get('prefill');
    if (prefill) {
        m.set('prefill_gpu_energy_j', prefill.energy);
        m.set('prefill_avg_power_w', prefill.energy / window.duration / prefill.gpus);
        m.set('prefill_joules_per_input_token', prefill.energy / window.inputTokens);
    }
    const decode = byRole.get('decode');
    if (decode) {
        m.set('decode_gpu_energy_j', decode.energy);
        m.set('decode_avg_power_w', decode.energy / window.duration / decode.gpus);
        m.set('decode_joules_per_output_token', decode.energy / window.outputTokens);
    }
    return m;
}
/**
 * Multi-node power (`utils/aggregate_power_multinode.py`): the srt-slurm dcgm-power package
 * (manifest, samples, one window per benchmark point) checked — producer commit and verdict, the
 * window of this point, every expected device observed — then integrated per device and role.
 */
function multiNodePower(fs, input) {
    const powerDir = input.env.POWER_ARTIFACT_DIR || 'LOGS/power';
    const resultRoot = input.env.POWER_RESULT_ROOT || 'LOGS';
    const expectedSha = input.env.POWER_PRODUCER_SHA || null;
    const window = resultWindow(input.result);
    const reasons = [];
    const failures = [];
    let manifest;
    let selected;
    let roles = new Map();
    let recomputed = null;
    const energies = new Map();
    let metrics;
    try {
        if (!fs.isDirectory(powerDir))
            throw new PackageProblem('power_artifacts_missing', `power dir missing: ${(0,paths/* pyPath */.r)(powerDir)}`);
        const loaded = readJson(fs, (0,paths/* pyPath */.r)(powerDir, 'manifest.json'));
        if (!(0,json_parse/* isPyObject */.zt)(loaded))
            throw new PackageProblem('power_manifest_invalid', `manifest missing or not a JSON object: ${(0,paths/* pyPath */.r)(powerDir, 'manifest.json')}`);
        manifest = loaded;
        if (!window)
            throw new PackageProblem('invalid_benchmark_window', `benchmark window missing or invalid in ${input.resultFile}`);
        selected = selectWindow(fs, powerDir, resultRoot, manifest, input.resultFile);
        roles = deviceRoles(manifest);
        recomputed = publicationValid(manifest);
        const commit = str(manifest.get('producer_git_commit'));
        if (expectedSha !== null && commit !== expectedSha) {
            reasons.push('producer_commit_mismatch');
            failures.push(`producer_git_commit=${commit ?? 'None'}, expected ${expectedSha}`);
        }
        if (manifest.get('publication_valid') !== recomputed) {
            reasons.push('producer_verdict_mismatch');
            failures.push(`stored publication_valid=${pyBool(manifest.get('publication_valid'))}, recomputed=${pyBool(recomputed)}`);
        }
        else if (!recomputed) {
            reasons.push('power_package_invalid');
            failures.push('the power package is not publishable');
        }
        if (!selected)
            throw new PackageProblem('power_window_missing', `no power window for ${input.resultFile}`);
        if (selected.window.get('status') !== 'completed')
            throw new PackageProblem('power_window_invalid', `window ${selected.file} status ${str(selected.window.get('status')) ?? 'None'}`);
        if (reasons.length)
            throw new PackageProblem('', '');
        const samples = readSamples(fs, (0,paths/* pyPath */.r)(powerDir, 'samples.csv'));
        for (const key of roles.keys()) {
            const series = samples.get(key);
            const e = series ? (0,telemetry/* integrateGpu */.mf)(series, window.start, window.end) : { samples: 0, maxGap: null, energy: null, issues: ['telemetry_samples_missing'] };
            energies.set(key, e);
            for (const issue of e.issues) {
                if (!reasons.includes(issue))
                    reasons.push(issue);
                failures.push(`${key}: ${issue}`);
            }
        }
        if (!reasons.length && energies.size)
            metrics = metricsOf(window, energies, roles);
    }
    catch (e) {
        if (!(e instanceof PackageProblem))
            throw e;
        if (e.reason) {
            reasons.push(e.reason);
            failures.push(e.failure);
        }
    }
    const exporter = obj(manifest?.get('dcgm_exporter'));
    return {
        tool: 'aggregate_power_multinode',
        reasons,
        metrics,
        staleKeys: [...adapter/* METRIC_KEYS */.WB, ...ROLE_KEYS],
        sidecar: (valid, finalReasons) => new Map([
            ['schema_version', 1],
            ['power_valid', valid],
            ['reasons', [...finalReasons]],
            ['failures', failures],
            ['telemetry_source', (0,paths/* pyPath */.r)(powerDir)],
            ['benchmark_result', (0,paths/* pyPath */.r)(input.resultFile)],
            ['benchmark_window', windowJson(window)],
            [
                'selected_window',
                selected
                    ? new Map([
                        ['window_file', selected.file],
                        ['result_path', selected.window.get('result_path')],
                        ['benchmark_type', (selected.window.get('benchmark_type') ?? null)],
                        ['concurrency', (selected.window.get('concurrency') ?? null)],
                        ['start_time_unix', (selected.window.get('benchmark_start_time_unix') ?? null)],
                        ['end_time_unix', (selected.window.get('benchmark_end_time_unix') ?? null)],
                        ['duration', (selected.window.get('duration') ?? null)]
                    ])
                    : null
            ],
            ['integration_method', 'per_device_trapezoidal_with_linear_boundary_interpolation'],
            [
                'producer',
                new Map([
                    ['producer_git_commit', manifest ? str(manifest.get('producer_git_commit')) : null],
                    ['expected_producer_git_commit', expectedSha],
                    ['exporter_image_sha256', str(exporter.get('container_image_sha256'))],
                    [
                        'stored_publication_valid',
                        manifest && typeof manifest.get('publication_valid') === 'boolean' ? manifest.get('publication_valid') : null
                    ],
                    ['recomputed_publication_valid', recomputed]
                ])
            ],
            ['expected_gpu_count', manifest ? list(manifest.get('expected_devices')).length : 0],
            ['observed_gpu_count', manifest ? list(manifest.get('observed_devices')).length : 0],
            ['per_gpu_role', new Map(roles)],
            ['per_gpu_max_sample_gap_s', new Map([...energies].map(([k, e]) => [k, e.maxGap === null ? null : f(e.maxGap)]))],
            ['per_gpu_energy_j', new Map([...energies].map(([k, e]) => [k, e.energy === null ? null : f(e.energy)]))],
            ['metrics', valid && metrics ? new Map([...metrics].map(([k, v]) => [k, f((0,format/* pyRound */.wq)(v, 6))])) : new Map()]
        ]),
        summary: (aggFile) => {
            const m = metrics;
            const parts = [`avg_power_w=${(0,format/* pyFixed */.mS)(m.get('avg_power_w'), 2)}`, `total_gpu_energy_j=${(0,format/* pyFixed */.mS)(m.get('total_gpu_energy_j'), 2)}`];
            for (const key of ['prefill_gpu_energy_j', 'decode_gpu_energy_j'])
                if (m.has(key))
                    parts.push(`${key}=${(0,format/* pyFixed */.mS)(m.get(key), 2)}`);
            return `[aggregate_power_multinode] ${parts.join(' ')} (n=${energies.size}) -> ${aggFile}`;
        }
    };
}

// EXTERNAL MODULE: ./packages/agentic/src/power/accumulator.ts
var power_accumulator = __webpack_require__(9249);
;// CONCATENATED MODULE: ./packages/results/src/power/single-node.ts



const single_node_f = (x) => new python_float/* PyFloat */.g$(x);
const byGpu = (m, pick) => new Map([...m].map(([id, v]) => [id, pick(v)]));
/** The first candidate that exists, else the first one (the one the sidecar reports missing). */
function telemetryPath(fs, candidates) {
    return candidates.find((c) => fs.isFile(c)) ?? candidates[0];
}
/**
 * Single-node power (`utils/aggregate_power.py`): the GPU telemetry CSV integrated over the
 * window the benchmark result reports, checked against TP × PP × PCP GPUs.
 */
function singleNodePower(fs, input) {
    const telemetry = telemetryPath(fs, input.candidates);
    const window = resultWindow(input.result);
    const integration = window
        ? (0,adapter/* integrate */.UZ)(fs, telemetry, window, { expectedNumGpus: input.expectedGpus, timeZone: input.timeZone })
        : { reasons: ['invalid_benchmark_window'], gpus: new Map() };
    const metrics = integration.metrics && new Map(adapter/* METRIC_KEYS */.WB.map((k) => [k, integration.metrics[k]]));
    const accumulator = window && fs.isFile(telemetry) ? (0,power_accumulator/* accumulatorCheck */.s)(fs, telemetry, integration.telemetry) : null;
    const gpus = integration.gpus;
    return {
        tool: 'aggregate_power',
        reasons: integration.reasons,
        metrics,
        staleKeys: adapter/* METRIC_KEYS */.WB,
        sidecar: (valid, reasons) => new Map([
            ['schema_version', 1],
            ['power_valid', valid],
            ['reasons', [...reasons]],
            ['telemetry_source', (0,paths/* pyPath */.r)(telemetry)],
            ['benchmark_result', (0,paths/* pyPath */.r)(input.resultFile)],
            ['benchmark_window', windowJson(window)],
            ['integration_method', 'per_device_trapezoidal_with_linear_boundary_interpolation'],
            ['expected_gpu_count', input.expectedGpus],
            ['observed_gpu_count', gpus.size],
            ['observed_gpu_ids', [...gpus.keys()]],
            ['per_gpu_sample_counts', byGpu(gpus, (g) => g.samples)],
            ['per_gpu_max_sample_gap_s', byGpu(gpus, (g) => (g.maxGap === null ? null : single_node_f(g.maxGap)))],
            ['per_gpu_energy_j', byGpu(gpus, (g) => (g.energy === null ? null : single_node_f(g.energy)))],
            ['device_issues', new Map([...gpus].filter(([, g]) => g.issues.length).map(([id, g]) => [id, g.issues]))],
            ['accumulator_check', accumulator],
            ['metrics', valid && metrics ? byGpu(metrics, (v) => single_node_f((0,format/* pyRound */.wq)(v, 6))) : new Map()]
        ]),
        summary: (aggFile) => {
            const m = integration.metrics;
            return `[aggregate_power] avg_power_w=${(0,format/* pyFixed */.mS)(m.avg_power_w, 2)} avg_total_gpu_power_w=${(0,format/* pyFixed */.mS)(m.avg_total_gpu_power_w, 2)} total_gpu_energy_j=${(0,format/* pyFixed */.mS)(m.total_gpu_energy_j, 2)} (n=${gpus.size}) -> ${aggFile}`;
        }
    };
}

// EXTERNAL MODULE: ./packages/agentic/src/variables.ts
var variables = __webpack_require__(6676);
// EXTERNAL MODULE: ./packages/agentic/src/env.ts
var src_env = __webpack_require__(2010);
;// CONCATENATED MODULE: ./packages/results/src/process/env.ts


/** Variables `utils/process_result.py` needs set (empty allowed), in the order it reports them. */
const BASE_VARS = [
    'RUNNER_TYPE',
    'FRAMEWORK',
    'PRECISION',
    'SPEC_DECODING',
    'RESULT_FILENAME',
    'ISL',
    'OSL',
    'DISAGG',
    'MODEL_PREFIX',
    'IMAGE'
];
const SINGLE_NODE_VARS = ['TP', 'EP_SIZE', 'DP_ATTENTION'];
const MULTI_NODE_VARS = [
    'PREFILL_GPUS',
    'DECODE_GPUS',
    'PREFILL_NUM_WORKERS',
    'PREFILL_TP',
    'PREFILL_EP',
    'PREFILL_DP_ATTN',
    'DECODE_NUM_WORKERS',
    'DECODE_TP',
    'DECODE_EP',
    'DECODE_DP_ATTN'
];
/** A bad variable: one line naming it, exit 1. */
const envError = (message, variable) => new errors/* SweepkitError */.R0(message, { field: variable, code: 'bad-environment' });
/** Every listed variable must be set (an empty value counts as set); all missing ones in one message. */
function requireVars(env, names) {
    const missing = names.filter((n) => env[n] === undefined);
    if (missing.length)
        throw envError(`Missing required environment variables: ${missing.join(', ')}`, missing[0]);
}
/** A required variable as Python `int()` reads it. */
const intVar = (env, name) => (0,src_env/* parseIntVar */.EA)(name, env[name] ?? '');
/** `REQUIRE_POWER` / `IS_MULTINODE`-style switches. */
const isTrue = (text) => (text ?? '').toLowerCase() === 'true';
const REQUIRE_WORDS = new Set(['1', 'true', 'yes']);
const requirePower = (env) => REQUIRE_WORDS.has((env.REQUIRE_POWER ?? '').trim().toLowerCase());

;// CONCATENATED MODULE: ./packages/results/src/process/aggregate.ts



const aggregate_float = (x) => new python_float/* PyFloat */.g$(x);
/** A number of the benchmark result as Python arithmetic sees it (bool is 0/1); anything else is the file's fault. */
function numeric(result, key, file) {
    const v = result.get(key);
    if (typeof v === 'number')
        return v;
    if (v instanceof python_float/* PyFloat */.g$)
        return v.value;
    if (typeof v === 'boolean')
        return v ? 1 : 0;
    if (typeof v === 'bigint')
        return Number(v);
    throw new errors/* SweepkitError */.R0(v === undefined ? `'${key}' is missing` : `'${key}' is not a number`, { location: { file }, field: key, code: 'bad-result' });
}
/** Python `int(value)` of a result field (floats truncate, integer strings parse). */
function pyIntOf(result, key, file) {
    const v = result.get(key);
    const parsed = typeof v === 'string' ? (0,values/* parsePyIntText */.jE)(v) : undefined;
    if (parsed !== undefined && parsed !== null)
        return Number(parsed);
    if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint' || v instanceof python_float/* PyFloat */.g$) {
        const n = numeric(result, key, file);
        if (Number.isFinite(n))
            return Math.trunc(n) + 0;
    }
    throw new errors/* SweepkitError */.R0(v === undefined ? `'${key}' is missing` : `'${key}' is not an integer`, { location: { file }, field: key, code: 'bad-result' });
}
function singleNode(env, row, disagg) {
    requireVars(env, SINGLE_NODE_VARS);
    const tp = intVar(env, 'TP');
    const ep = intVar(env, 'EP_SIZE');
    const vars = (0,variables/* agenticVariables */.t)(env);
    const pp = vars.get('PP_SIZE');
    const dcp = vars.get('DCP_SIZE');
    const pcp = vars.get('PCP_SIZE');
    if (pp <= 0 || dcp <= 0 || pcp <= 0)
        throw envError('PP_SIZE, DCP_SIZE, and PCP_SIZE must be positive integers.', 'PP_SIZE');
    if (disagg)
        throw envError('Disaggregated mode requires multinode setup.', 'DISAGG');
    // The throughput is shared by TP × PP × PCP GPUs; none is a division by zero in the reference.
    if (tp === 0)
        throw envError('TP must not be 0: the throughput is divided by TP × PP × PCP GPUs', 'TP');
    row.set('is_multinode', false);
    row.set('tp', tp);
    row.set('pp', pp);
    row.set('dcp_size', dcp);
    row.set('pcp_size', pcp);
    row.set('ep', ep);
    row.set('dp_attention', env.DP_ATTENTION ?? '');
    return tp * pp * pcp;
}
function multiNode(env, row) {
    requireVars(env, MULTI_NODE_VARS);
    const vars = (0,variables/* agenticVariables */.t)(env);
    const prefillHw = env.PREFILL_HARDWARE ?? '';
    const decodeHw = env.DECODE_HARDWARE ?? '';
    if ((prefillHw === '') !== (decodeHw === ''))
        throw envError('PREFILL_HARDWARE and DECODE_HARDWARE must be specified together.', prefillHw ? 'DECODE_HARDWARE' : 'PREFILL_HARDWARE');
    const prefillGpus = intVar(env, 'PREFILL_GPUS');
    const decodeGpus = intVar(env, 'DECODE_GPUS');
    const sizes = ['PREFILL_PP_SIZE', 'PREFILL_DCP_SIZE', 'PREFILL_PCP_SIZE', 'DECODE_PP_SIZE', 'DECODE_DCP_SIZE', 'DECODE_PCP_SIZE'].map((n) => vars.get(n));
    if (sizes.some((s) => s <= 0))
        throw envError('Multinode PP, DCP, and PCP sizes must be positive integers.', 'PREFILL_PP_SIZE');
    const [pPp, pDcp, pPcp, dPp, dDcp, dPcp] = sizes;
    if (prefillGpus <= 0 || prefillGpus + decodeGpus <= 0)
        throw envError('Multinode results require at least one GPU.', 'PREFILL_GPUS');
    const aggregated = decodeGpus === 0;
    row.set('is_multinode', true);
    row.set('prefill_tp', intVar(env, 'PREFILL_TP'));
    row.set('prefill_pp', pPp);
    row.set('prefill_dcp_size', pDcp);
    row.set('prefill_pcp_size', pPcp);
    row.set('prefill_ep', intVar(env, 'PREFILL_EP'));
    row.set('prefill_dp_attention', env.PREFILL_DP_ATTN ?? '');
    row.set('prefill_num_workers', intVar(env, 'PREFILL_NUM_WORKERS'));
    // Aggregated multi-node (no decode GPUs): decode workers do not exist, so their shape is neutral.
    row.set('decode_tp', aggregated ? 0 : intVar(env, 'DECODE_TP'));
    row.set('decode_pp', aggregated ? 1 : dPp);
    row.set('decode_dcp_size', aggregated ? 1 : dDcp);
    row.set('decode_pcp_size', aggregated ? 1 : dPcp);
    row.set('decode_ep', aggregated ? 0 : intVar(env, 'DECODE_EP'));
    row.set('decode_dp_attention', env.DECODE_DP_ATTN ?? '');
    row.set('decode_num_workers', intVar(env, 'DECODE_NUM_WORKERS'));
    row.set('num_prefill_gpu', prefillGpus);
    row.set('num_decode_gpu', decodeGpus);
    return { prefill: prefillGpus, decode: decodeGpus };
}
/** Latencies in seconds (`*_ms` / 1000) and interactivity (`1000 / *tpot*`), in the result's key order. */
function latencies(result, row, file) {
    for (const key of result.keys()) {
        if (key.endsWith('ms'))
            row.set(key.replaceAll('_ms', ''), aggregate_float(numeric(result, key, file) / 1000));
        if (key.includes('tpot')) {
            const tpot = numeric(result, key, file);
            if (tpot === 0)
                throw new errors/* SweepkitError */.R0(`'${key}' is 0, so interactivity (1000 / tpot) is undefined`, { location: { file }, field: key, code: 'bad-result' });
            row.set(key.replaceAll('_ms', '').replace(/tpot/g, 'intvty'), aggregate_float(1000 / tpot));
        }
    }
}
/**
 * The dashboard row of one benchmark_serving result, as `utils/process_result.py` builds it from
 * the result and the template's environment. Throws one clear error on bad input.
 */
function buildRow(result, env, file) {
    if (!(0,json_parse/* isPyObject */.zt)(result))
        throw new errors/* SweepkitError */.R0('the benchmark result is not a JSON object', { location: { file }, code: 'bad-result' });
    const row = new Map();
    row.set('hw', env.RUNNER_TYPE ?? '');
    row.set('conc', pyIntOf(result, 'max_concurrency', file));
    row.set('image', env.IMAGE ?? '');
    const model = result.get('model_id');
    if (model === undefined)
        throw new errors/* SweepkitError */.R0("'model_id' is missing", { location: { file }, field: 'model_id', code: 'bad-result' });
    row.set('model', model);
    row.set('infmax_model_prefix', env.MODEL_PREFIX ?? '');
    row.set('framework', env.FRAMEWORK ?? '');
    row.set('precision', env.PRECISION ?? '');
    row.set('spec_decoding', env.SPEC_DECODING ?? '');
    const disagg = (env.DISAGG ?? '').toLowerCase() === 'true';
    row.set('disagg', disagg);
    row.set('recipe_fingerprint', env.RECIPE_FINGERPRINT ?? '');
    row.set('isl', intVar(env, 'ISL'));
    row.set('osl', intVar(env, 'OSL'));
    const router = (0,src_env/* routerMetadata */.Tz)((0,variables/* agenticVariables */.t)(env));
    if (router)
        row.set('router', router);
    if (env.KV_P2P_TRANSFER)
        row.set('kv_p2p_transfer', env.KV_P2P_TRANSFER);
    const total = numeric(result, 'total_token_throughput', file);
    const output = numeric(result, 'output_throughput', file);
    let gpus;
    if (isTrue(env.IS_MULTINODE)) {
        const w = multiNode(env, row);
        gpus = w.prefill + w.decode;
        row.set('tput_per_gpu', aggregate_float(total / gpus));
        row.set('output_tput_per_gpu', aggregate_float(output / (w.decode > 0 ? w.decode : gpus)));
        row.set('input_tput_per_gpu', aggregate_float((total - output) / w.prefill));
        if (env.PREFILL_HARDWARE) {
            row.set('prefill_hw', env.PREFILL_HARDWARE);
            row.set('decode_hw', env.DECODE_HARDWARE ?? '');
        }
    }
    else {
        gpus = singleNode(env, row, disagg);
        row.set('tput_per_gpu', aggregate_float(total / gpus));
        row.set('output_tput_per_gpu', aggregate_float(output / gpus));
        row.set('input_tput_per_gpu', aggregate_float((total - output) / gpus));
    }
    latencies(result, row, file);
    return { row, shape: { multinode: isTrue(env.IS_MULTINODE), gpus } };
}

;// CONCATENATED MODULE: ./packages/results/src/process/run.ts






/** Longest file name the file systems CI runs on accept (bytes). */
const NAME_MAX = 255;
const run_json = (value) => (0,json/* pyJsonDumps */.dv)(value, { indent: 2 });
function readResult(fs, file) {
    if (!fs.isFile(file))
        throw new errors/* SweepkitError */.R0(fs.isDirectory(file) ? 'benchmark result is a directory, not a file' : 'benchmark result not found', {
            location: { file },
            code: 'result-missing'
        });
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(fs.readBytes(file));
    }
    catch {
        throw new errors/* SweepkitError */.R0('benchmark result is not UTF-8 text', { location: { file }, code: 'bad-result' });
    }
    try {
        return (0,json_parse/* parsePyJson */.j5)(text);
    }
    catch (e) {
        if (!(e instanceof json_parse/* PyJsonSyntaxError */.Ly))
            throw e;
        throw new errors/* SweepkitError */.R0(`benchmark result is not valid JSON (${e.reason}; truncated file?)`, {
            location: { file, line: e.line, column: e.column },
            code: 'bad-result'
        });
    }
}
function write(fs, file, text) {
    try {
        fs.writeAtomic(file, text);
    }
    catch (e) {
        throw new errors/* SweepkitError */.R0(`cannot write: ${e.message}`, { location: { file }, code: 'write-failed' });
    }
}
/** A power step that failed for a reason of its own: recorded, never fatal. */
function failedPower(tool, reason) {
    return {
        tool,
        reasons: [reason],
        staleKeys: [],
        sidecar: (valid, reasons) => new Map([
            ['schema_version', 1],
            ['power_valid', valid],
            ['reasons', [...reasons]]
        ]),
        summary: () => ''
    };
}
/**
 * `utils/process_result.py` for the result `${RESULT_FILENAME}.json` in the folder `fs` works in:
 * writes `agg_<R>.json` (the dashboard row, with the power verdict) and
 * `power_validation_<R>.json`, prints the power line and the row. Bad input throws before anything
 * is written.
 */
function processResult(fs, env, sink, options = {}) {
    requireVars(env, BASE_VARS);
    const name = env.RESULT_FILENAME;
    const resultFile = `${name}.json`;
    const result = readResult(fs, resultFile);
    const { row, shape } = buildRow(result, env, resultFile);
    const aggFile = `agg_${name}.json`;
    const sidecarFile = `power_validation_${name}.json`;
    const tool = shape.multinode ? 'aggregate_power_multinode' : 'aggregate_power';
    let report;
    try {
        report = shape.multinode
            ? multiNodePower(fs, { env, resultFile, result: result })
            : singleNodePower(fs, {
                candidates: [...(env.GPU_METRICS_CSV ? [env.GPU_METRICS_CSV] : []), 'gpu_metrics.csv', '/workspace/gpu_metrics.csv'],
                resultFile,
                result: result,
                expectedGpus: shape.gpus,
                timeZone: options.timeZone
            });
    }
    catch (e) {
        if (e instanceof errors/* SweepkitError */.R0)
            throw e;
        report = failedPower(tool, 'internal_error');
    }
    let reasons = report.reasons;
    let metrics = report.metrics;
    // Metrics that overflow cannot be published: the row keeps no power fields at all.
    const unwritable = metrics !== undefined && [...metrics.values()].some((v) => !Number.isFinite(v));
    if (unwritable) {
        reasons = ['aggregate_result_unwritable'];
        metrics = undefined;
    }
    const sidecarWritable = Buffer.byteLength(`${sidecarFile}.tmp`) <= NAME_MAX;
    if (!sidecarWritable)
        metrics = undefined;
    const valid = metrics !== undefined;
    if (!unwritable)
        (0,adapter/* applyPowerVerdict */.TN)(row, metrics, report.staleKeys);
    const aggText = run_json(row);
    write(fs, aggFile, aggText);
    if (sidecarWritable)
        write(fs, sidecarFile, run_json(report.sidecar(valid, reasons)));
    if (valid)
        sink.out(report.summary(aggFile));
    else if (!sidecarWritable)
        sink.err(`[${tool}] Power validation failed: the sidecar ${sidecarFile} cannot be written (file name longer than ${NAME_MAX} bytes)`);
    else
        sink.err(`[${tool}] Power validation failed: ${reasons.join(', ')} (details: ${sidecarFile})`);
    sink.out(aggText);
    return {
        exitCode: !valid && requirePower(env) ? 1 : 0,
        points: [{ aggFile, sidecarFile: sidecarWritable ? sidecarFile : undefined, row, powerValid: valid, powerReasons: reasons }]
    };
}

// EXTERNAL MODULE: ./packages/results/src/adapters/node-results-fs.ts
var node_results_fs = __webpack_require__(1238);
;// CONCATENATED MODULE: ./packages/results/src/process/multinode-loop.ts


/**
 * Reads the counts the way the template's sed expressions do: the digits after the LAST `_gpus_`
 * followed by a digit, and after the last `_ctx_` / `_gen_` (possibly none). Undefined when the
 * name has no GPU count (the file is skipped). Digits are kept verbatim.
 */
function pointGpus(name) {
    const gpus = /^.*_gpus_([0-9]+).*\.json/s.exec(name)?.[1];
    if (gpus === undefined)
        return undefined;
    const prefill = /^.*_ctx_([0-9]*).*\.json/s.exec(name)?.[1] ?? '';
    const decode = /^.*_gen_([0-9]*).*\.json/s.exec(name)?.[1] ?? '';
    return prefill === '' || decode === '' ? { gpus, prefill: gpus, decode: '0' } : { gpus, prefill, decode };
}
const codePoints = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/**
 * The multi-node template's "Process result" step in one call: every `${RESULT_FILENAME}_*.json`
 * point file of the folder `fs` works in, in code-point order, processed with its own
 * RESULT_FILENAME and prefill/decode GPU counts. The first failing point ends the loop with its
 * exit code.
 */
function processMultinodeDir(fs, env, sink, options = {}) {
    requireVars(env, ['RESULT_FILENAME']);
    const base = { ...env };
    const stamp = 'power-producer-sha.txt';
    if (!base.POWER_PRODUCER_SHA && fs.isFile(stamp)) {
        base.POWER_PRODUCER_SHA = new TextDecoder().decode(fs.readBytes(stamp)).replace(/\n+$/, '');
        sink.out(`POWER_PRODUCER_SHA derived from launcher stamp: ${base.POWER_PRODUCER_SHA}`);
    }
    const prefix = `${env.RESULT_FILENAME}_`;
    const points = fs
        .list('.')
        .filter((n) => n.startsWith(prefix) && n.endsWith('.json') && n.length >= prefix.length + 5)
        .sort(codePoints);
    const processed = [];
    for (const name of points) {
        sink.out(`Processing ${name}`);
        const counts = pointGpus(name);
        if (!counts)
            continue;
        sink.out(`Extracted: gpus=${counts.gpus}, prefill_gpus=${counts.prefill}, decode_gpus=${counts.decode}`);
        const outcome = processResult(fs, { ...base, RESULT_FILENAME: name.slice(0, -'.json'.length), IS_MULTINODE: 'true', PREFILL_GPUS: counts.prefill, DECODE_GPUS: counts.decode }, sink, options);
        processed.push(...outcome.points);
        if (outcome.exitCode !== 0)
            return { exitCode: outcome.exitCode, points: processed };
    }
    return { exitCode: 0, points: processed };
}

// EXTERNAL MODULE: ./cli/src/options.ts
var cli_src_options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/process-result.ts



/** `sweepkit process-result [--multinode-dir DIR]`: `utils/process_result.py` in the working directory, or the multi-node loop over DIR. */
const processResultCommand = (argv, io) => {
    const { values } = (0,cli_src_options/* parseCommandArgs */.Q)(src_options/* PROCESS_RESULT_COMMAND */.KU, argv, io);
    const sink = { out: (line) => io.stdout(`${line}\n`), err: (line) => io.stderr(`${line}\n`) };
    const options = { timeZone: io.env.TZ || undefined };
    const dir = values['multinode-dir'];
    if (dir === undefined)
        return processResult((0,node_results_fs/* nodeResultsFs */.O)(io.cwd), io.env, sink, options).exitCode;
    return processMultinodeDir((0,node_results_fs/* nodeResultsFs */.O)((0,external_node_path_.resolve)(io.cwd, dir)), io.env, sink, options).exitCode;
};
/* harmony default export */ const process_result = (processResultCommand);


/***/ }),

/***/ 2010:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EA: () => (/* binding */ parseIntVar),
/* harmony export */   Fj: () => (/* binding */ configError),
/* harmony export */   NW: () => (/* binding */ isTrueWord),
/* harmony export */   Tz: () => (/* binding */ routerMetadata),
/* harmony export */   XY: () => (/* binding */ kvOffloadBackend)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2282);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7324);

/** A configuration problem the reference reports as its message alone (SystemExit), exit 1. */
const configError = (message, variable) => new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(message, { field: variable, code: 'bad-environment' });
/** Python `int(text)` of a variable; where the reference crashes, one line naming the variable. */
function parseIntVar(name, text) {
    const value = (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePyIntText */ .jE)(text);
    if (value === null)
        throw configError(`${name} must be an integer, got '${text}'`, name);
    return Number(value);
}
const TRUE_WORDS = new Set(['1', 'true', 'yes', 'on']);
const isTrueWord = (text) => TRUE_WORDS.has(text.toLowerCase());
/**
 * A JSON-object variable where unset, '' and 'null' mean absent (B.3.1). A value that is not an
 * object fails the key check, so it gets that check's message (`notObject`).
 */
function jsonObjectVar(vars, name, notObject) {
    const text = (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyStrip */ .m0)(vars.get(name) ?? '');
    if (text === '' || text === 'null')
        return undefined;
    let value;
    try {
        value = (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .parsePyJson */ .j5)(text);
    }
    catch {
        throw configError(`${name} must contain valid JSON`, name);
    }
    if (!(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .isPyObject */ .zt)(value))
        throw configError(notObject, name);
    return value;
}
const nonEmptyStrings = (o) => [...o.values()].every((v) => typeof v === 'string' && v !== '');
/** `kv_offload_backend` from KV_OFFLOADING / KV_OFFLOAD_BACKEND / KV_OFFLOAD_BACKEND_METADATA. */
function kvOffloadBackend(vars, kvOffloading) {
    const name = 'KV_OFFLOAD_BACKEND_METADATA';
    const onlyNameVersion = `${name} may contain only 'name' and 'version'`;
    const metadata = jsonObjectVar(vars, name, onlyNameVersion);
    if (metadata) {
        const keys = [...metadata.keys()];
        if (keys.some((k) => k !== 'name' && k !== 'version'))
            throw configError(onlyNameVersion, name);
        if (!metadata.has('name'))
            throw configError(`${name} must contain 'name' and optional 'version'`, name);
        if (!nonEmptyStrings(metadata))
            throw configError(`${name} values must be non-empty strings`, name);
    }
    const backend = vars.get('KV_OFFLOAD_BACKEND');
    if (kvOffloading === 'none') {
        if (backend !== '' || metadata)
            throw configError('KV_OFFLOAD_BACKEND must be empty when KV_OFFLOADING=none', 'KV_OFFLOAD_BACKEND');
        return null;
    }
    if (backend === '' || backend === 'none' || !metadata) {
        throw configError('KV_OFFLOAD_BACKEND is required when KV_OFFLOADING is enabled', 'KV_OFFLOAD_BACKEND');
    }
    if (metadata.get('name') !== backend)
        throw configError(`KV_OFFLOAD_BACKEND must match ${name}.name`, 'KV_OFFLOAD_BACKEND');
    return metadata;
}
/** `router` from ROUTER_METADATA, or undefined when absent. */
function routerMetadata(vars) {
    const name = 'ROUTER_METADATA';
    const exactly = `${name} must contain exactly 'name' and 'version'`;
    const router = jsonObjectVar(vars, name, exactly);
    if (!router)
        return undefined;
    const keys = [...router.keys()].sort();
    if (keys.length !== 2 || keys[0] !== 'name' || keys[1] !== 'version')
        throw configError(exactly, name);
    if (!nonEmptyStrings(router))
        throw configError(`${name} name and version must be non-empty strings`, name);
    return router;
}


/***/ }),

/***/ 6676:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ agenticVariables)
/* harmony export */ });
/* unused harmony export AGENTIC_VARIABLES */
/* harmony import */ var _env_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2010);

const worker = (role) => `${role}_* fields and num_${role}_gpu (multi-node)`;
/** Every variable the agentic aggregation, the power step and the validity gate read, declared once. */
const AGENTIC_VARIABLES = {
    RESULT_FILENAME: { kind: 'text', feeds: 'the aggregate file name (<RESULT_FILENAME>.json); required' },
    RESULT_DIR: { kind: 'text', default: 'results', feeds: 'where aiperf_artifacts/, server.log and gpu_metrics.csv are read' },
    AGENTIC_OUTPUT_DIR: { kind: 'text', default: '.', feeds: 'the folder the aggregate is written to' },
    KV_OFFLOADING: { kind: 'text', feeds: 'kv_offloading; required' },
    KV_OFFLOAD_BACKEND: { kind: 'text', default: '', feeds: 'kv_offload_backend (checked against its metadata)' },
    KV_OFFLOAD_BACKEND_METADATA: { kind: 'json', feeds: 'kv_offload_backend' },
    ROUTER_METADATA: { kind: 'json', feeds: 'router' },
    KV_P2P_TRANSFER: { kind: 'text', default: '', feeds: 'kv_p2p_transfer (when set)' },
    CONC: { kind: 'strict-int', default: '0', feeds: 'conc' },
    TOTAL_CPU_DRAM_GB: { kind: 'int', default: 0, feeds: 'allocated_cpu_dram_gb' },
    RUNNER_TYPE: { kind: 'text', default: '', feeds: 'hw' },
    IMAGE: { kind: 'text', default: '', feeds: 'image' },
    RECIPE_FINGERPRINT: { kind: 'text', default: '', feeds: 'recipe_fingerprint' },
    MODEL: { kind: 'text', default: '', feeds: 'model' },
    MODEL_PREFIX: { kind: 'text', default: '', feeds: 'infmax_model_prefix' },
    FRAMEWORK: { kind: 'text', default: '', feeds: 'framework, and which server-metrics adapter reads server.log' },
    PRECISION: { kind: 'text', default: '', feeds: 'precision' },
    SPEC_DECODING: { kind: 'text', default: 'none', feeds: 'spec_decoding' },
    DISAGG: { kind: 'bool', default: false, feeds: 'disagg' },
    IS_MULTINODE: { kind: 'bool', default: false, feeds: 'is_multinode, which shape variables are read, whether the power step runs' },
    TP: { kind: 'int', default: 1, feeds: 'tp, the per-GPU throughput and the GPUs the power step expects (single node)' },
    PP_SIZE: { kind: 'int', default: 1, feeds: 'pp, the GPU count and the GPUs the power step expects (single node)' },
    DCP_SIZE: { kind: 'int', default: 1, feeds: 'dcp_size (single node)' },
    PCP_SIZE: { kind: 'int', default: 1, feeds: 'pcp_size, the GPU count and the GPUs the power step expects (single node)' },
    EP_SIZE: { kind: 'int', default: 1, feeds: 'ep (single node)' },
    DP_ATTENTION: { kind: 'text', default: 'false', feeds: 'dp_attention (single node)' },
    PREFILL_NUM_WORKERS: { kind: 'int', default: 0, feeds: worker('prefill') },
    PREFILL_TP: { kind: 'int', default: 0, feeds: worker('prefill') },
    PREFILL_PP_SIZE: { kind: 'int', default: 1, feeds: worker('prefill') },
    PREFILL_DCP_SIZE: { kind: 'int', default: 1, feeds: worker('prefill') },
    PREFILL_PCP_SIZE: { kind: 'int', default: 1, feeds: worker('prefill') },
    PREFILL_EP: { kind: 'int', default: 1, feeds: worker('prefill') },
    PREFILL_DP_ATTN: { kind: 'text', default: 'false', feeds: worker('prefill') },
    DECODE_NUM_WORKERS: { kind: 'int', default: 0, feeds: worker('decode') },
    DECODE_TP: { kind: 'int', default: 0, feeds: worker('decode') },
    DECODE_PP_SIZE: { kind: 'int', default: 1, feeds: worker('decode') },
    DECODE_DCP_SIZE: { kind: 'int', default: 1, feeds: worker('decode') },
    DECODE_PCP_SIZE: { kind: 'int', default: 1, feeds: worker('decode') },
    DECODE_EP: { kind: 'int', default: 1, feeds: worker('decode') },
    DECODE_DP_ATTN: { kind: 'text', default: 'false', feeds: worker('decode') },
    PREFILL_HARDWARE: { kind: 'text', default: '', feeds: 'prefill_hw (multi-node, with DECODE_HARDWARE)' },
    DECODE_HARDWARE: { kind: 'text', default: '', feeds: 'decode_hw (multi-node, with PREFILL_HARDWARE)' },
    HF_HUB_CACHE: { kind: 'text', feeds: 'where the trace dataset is looked up (first choice)' },
    HUGGINGFACE_HUB_CACHE: { kind: 'text', feeds: 'where the trace dataset is looked up (second choice)' },
    HF_HOME: { kind: 'text', feeds: 'where the trace dataset is looked up ($HF_HOME/hub)' },
    HOME: { kind: 'text', feeds: 'where the trace dataset is looked up (~/.cache/huggingface/hub)' }
};
function agenticVariables(env) {
    return {
        get(name) {
            const def = AGENTIC_VARIABLES[name];
            const text = env[name];
            const fallback = def.default;
            switch (def.kind) {
                case 'strict-int':
                    return (0,_env_js__WEBPACK_IMPORTED_MODULE_0__/* .parseIntVar */ .EA)(name, text ?? String(fallback));
                case 'int':
                    return (text === undefined || text === '' ? fallback : (0,_env_js__WEBPACK_IMPORTED_MODULE_0__/* .parseIntVar */ .EA)(name, text));
                case 'bool':
                    return (text === undefined || text === '' ? fallback : (0,_env_js__WEBPACK_IMPORTED_MODULE_0__/* .isTrueWord */ .NW)(text));
                default:
                    return (text ?? (fallback === undefined ? undefined : String(fallback)));
            }
        }
    };
}


/***/ }),

/***/ 1238:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ nodeResultsFs)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _agentic_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3887);



let seq = 0;
/** The real file system for the results commands; relative paths are taken from `cwd`. */
function nodeResultsFs(cwd) {
    const at = (path) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, path);
    return {
        ...(0,_agentic_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeArtifactFs */ .C)(cwd),
        walk(dir) {
            const out = [];
            const visit = (rel) => {
                let entries;
                try {
                    entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(at(dir), rel), { withFileTypes: true });
                }
                catch {
                    return;
                }
                for (const e of entries) {
                    const path = rel ? `${rel}/${e.name}` : e.name;
                    // Symbolic links are followed like Python's rglob does for files.
                    const isDir = e.isDirectory() || (e.isSymbolicLink() && isDirectory((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(at(dir), path)));
                    out.push({ path, isFile: !isDir });
                    if (e.isDirectory())
                        visit(path);
                }
            };
            visit('');
            return out;
        },
        createAtomic(path) {
            const target = at(path);
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(target), { recursive: true });
            const temp = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(target), `.sweepkit-${process.pid}-${++seq}.tmp`);
            const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(temp, 'w');
            let open = true;
            const close = () => {
                if (open)
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
                open = false;
            };
            return {
                write: (text) => void (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, text),
                commit: () => {
                    close();
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(temp, target);
                },
                abort: () => {
                    close();
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(temp, { force: true });
                }
            };
        }
    };
}
function isDirectory(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(path) !== undefined;
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 1280:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BW: () => (/* binding */ SUCCESS_RATE_COMMAND),
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
        }
    }
};
/** `sweepkit success-rate` and the success-rate action. */
const SUCCESS_RATE_COMMAND = {
    cli: 'success-rate',
    action: 'success-rate',
    description: 'Count finished and successful jobs of a workflow run per hardware label of runners.yaml and write run_stats.json, like utils/calc_success_rate.py.',
    options: {
        'run-id': { kind: 'string', required: true, env: 'GITHUB_RUN_ID', help: 'the workflow run whose jobs are counted (default: $GITHUB_RUN_ID)' },
        repository: {
            kind: 'string',
            required: true,
            env: 'GITHUB_REPOSITORY',
            metavar: 'OWNER/REPO',
            help: 'the repository of the run (default: $GITHUB_REPOSITORY)'
        },
        runners: { kind: 'string', default: 'configs/runners.yaml', metavar: 'FILE', help: 'the runners file whose labels are the hardware buckets' },
        output: { kind: 'string', default: 'run_stats.json', metavar: 'FILE', help: 'where the stats are written' },
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
        results: { kind: 'string', required: true, metavar: 'PATH', help: 'the results to compare: agg_bmk.json or a folder of result JSON files' },
        'database-url': {
            kind: 'string',
            env: 'DATABASE_URL',
            metavar: 'URL',
            help: 'the baseline database (default: $DATABASE_URL)',
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
        svg: { kind: 'string', default: 'compare-results.svg', metavar: 'FILE', help: 'where the throughput-vs-interactivity chart is written as SVG' },
        summary: { kind: 'string', only: 'cli', metavar: 'FILE', help: 'also write the Markdown report to FILE (default: print it)' }
    }
};


/***/ })

};
