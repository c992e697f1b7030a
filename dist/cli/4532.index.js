export const id = 4532;
export const ids = [4532];
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
// EXTERNAL MODULE: ./packages/common/src/contained-path.ts
var contained_path = __webpack_require__(2432);
// EXTERNAL MODULE: ./packages/common/src/python/json.ts
var json = __webpack_require__(4194);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/common/src/python/json-parse.ts
var json_parse = __webpack_require__(7324);
// EXTERNAL MODULE: ./packages/job/src/env.ts
var src_env = __webpack_require__(1256);
// EXTERNAL MODULE: ./packages/job/src/power/integrate.ts
var integrate = __webpack_require__(8589);
// EXTERNAL MODULE: ./packages/common/src/python/float.ts
var python_float = __webpack_require__(564);
// EXTERNAL MODULE: ./packages/common/src/python/path.ts
var path = __webpack_require__(6615);
// EXTERNAL MODULE: ./packages/common/src/python/values.ts
var values = __webpack_require__(2282);
// EXTERNAL MODULE: ./packages/common/src/python/format.ts
var format = __webpack_require__(5075);
// EXTERNAL MODULE: ./packages/job/src/power/telemetry.ts
var telemetry = __webpack_require__(7894);
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
/** How far the reported duration may be from the window's span: a second, or 1 % of a longer span. */
const DURATION_TOLERANCE = { seconds: 1, fraction: 0.01 };
/** The benchmark's own duration disagrees with its start and end times (`benchmark_duration_mismatch`). */
function durationMismatch(window) {
    const span = window.end - window.start;
    return Math.abs(window.reportedDuration - span) > Math.max(DURATION_TOLERANCE.seconds, DURATION_TOLERANCE.fraction * span);
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
/** Python `==` between two JSON values: numbers by value (`8 == 8.0`, `True == 1`), the rest by canonical text. */
function pyJsonEqual(a, b) {
    const n = (v) => typeof v === 'boolean' ? Number(v) : typeof v === 'bigint' ? Number(v) : typeof v === 'number' ? v : v instanceof python_float/* PyFloat */.g$ ? v.value : undefined;
    if (n(a) !== undefined || n(b) !== undefined)
        return n(a) === n(b);
    return canonical(a ?? null) === canonical(b ?? null);
}
/** The reference's canonical JSON (sorted keys, compact, ASCII), whose sha256 binds a copy to its original. */
const canonical = (value) => (0,json/* pyJsonDumps */.dv)(value, { sortKeys: true, separators: [',', ':'] });
/** A window's `result_path`: relative, inside the results root, named like the window file. */
function resultPathValid(resultPath, windowName) {
    if (typeof resultPath !== 'string' || resultPath === '' || resultPath.startsWith('/'))
        return false;
    let depth = 0;
    for (const part of resultPath.split('/')) {
        if (part === '..')
            depth--;
        else if (part !== '' && part !== '.')
            depth++;
        if (depth < 0)
            return false;
    }
    const stem = (path) => {
        const name = path
            .split('/')
            .filter((p) => p !== '' && p !== '.')
            .pop() ?? '';
        const dot = name.lastIndexOf('.');
        return dot > 0 ? name.slice(0, dot) : name;
    };
    return depth > 0 && stem(resultPath) === stem(windowName);
}
/**
 * The window of this point, bound by content like the reference's `_select_window_for_result`:
 * the one completed window whose `concurrency` equals the result's `max_concurrency`, whose
 * original result (under the results root) has the same canonical JSON as the processed copy.
 * The copy's file name plays no part (the multi-node loop renames point files).
 */
function selectWindow(fs, powerDir, resultRoot, resultFile) {
    const processed = readJson(fs, resultFile);
    if (processed === undefined)
        throw new PackageProblem('invalid_benchmark_result', `unreadable result: ${(0,path/* pyPath */.r)(resultFile)}`);
    if (!(0,json_parse/* isPyObject */.zt)(processed))
        throw new PackageProblem('invalid_benchmark_result', 'processed result is not an object');
    const windows = [];
    for (const name of fs.list((0,path/* pyPath */.r)(powerDir, 'windows')).sort()) {
        if (!name.endsWith('.json'))
            continue;
        const window = readJson(fs, (0,path/* pyPath */.r)(powerDir, 'windows', name));
        if (!(0,json_parse/* isPyObject */.zt)(window))
            continue;
        if (!resultPathValid(window.get('result_path'), name))
            throw new PackageProblem('measurement_window_result_path_invalid', `window windows/${name}: result_path ${(0,values/* pyRepr */.n3)(window.get('result_path') ?? null)} is invalid`);
        windows.push({ file: `windows/${name}`, window });
    }
    const concurrency = processed.get('max_concurrency');
    const candidates = windows.filter(({ window }) => window.get('status') === 'completed' && pyJsonEqual(window.get('concurrency'), concurrency ?? null));
    if (candidates.length !== 1)
        throw new PackageProblem('window_for_result_missing', `found ${candidates.length} completed windows for concurrency ${(0,values/* pyRepr */.n3)(concurrency ?? null)}`);
    const selected = candidates[0];
    const resultPath = selected.window.get('result_path');
    const original = readJson(fs, (0,path/* pyPath */.r)(resultRoot, resultPath));
    if (original === undefined)
        throw new PackageProblem('measurement_window_result_missing', `original result unreadable: ${(0,path/* pyPath */.r)(resultRoot, resultPath)}`);
    if (canonical(original) !== canonical(processed))
        throw new PackageProblem('result_content_mismatch', `workspace copy ${(0,path/* pyPath */.r)(resultFile).split('/').pop()} differs from original ${resultPath}`);
    return selected;
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
            throw new PackageProblem('power_artifacts_missing', `power dir missing: ${(0,path/* pyPath */.r)(powerDir)}`);
        const loaded = readJson(fs, (0,path/* pyPath */.r)(powerDir, 'manifest.json'));
        if (!(0,json_parse/* isPyObject */.zt)(loaded))
            throw new PackageProblem('power_manifest_invalid', `manifest missing or not a JSON object: ${(0,path/* pyPath */.r)(powerDir, 'manifest.json')}`);
        manifest = loaded;
        if (!window)
            throw new PackageProblem('invalid_benchmark_window', `benchmark window missing or invalid in ${input.resultFile}`);
        // Checked after the producer checks below, like a missing window was.
        let selection;
        try {
            selected = selectWindow(fs, powerDir, resultRoot, input.resultFile);
        }
        catch (e) {
            if (!(e instanceof PackageProblem))
                throw e;
            selection = e;
        }
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
        if (selection)
            throw selection;
        if (reasons.length)
            throw new PackageProblem('', '');
        const samples = readSamples(fs, (0,path/* pyPath */.r)(powerDir, 'samples.csv'));
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
        staleKeys: [...integrate/* METRIC_KEYS */.WB, ...ROLE_KEYS],
        sidecar: (valid, finalReasons) => new Map([
            ['schema_version', 1],
            ['power_valid', valid],
            ['reasons', [...finalReasons]],
            ['failures', failures],
            ['telemetry_source', (0,path/* pyPath */.r)(powerDir)],
            ['benchmark_result', (0,path/* pyPath */.r)(input.resultFile)],
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

// EXTERNAL MODULE: ./packages/job/src/power/accumulator.ts
var power_accumulator = __webpack_require__(7239);
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
        ? (0,integrate/* integrate */.UZ)(fs, telemetry, window, { expectedNumGpus: input.expectedGpus, timeZone: input.timeZone })
        : { reasons: ['invalid_benchmark_window'], gpus: new Map() };
    // Counters are checked against readable telemetry only: an empty file or missing columns stand alone.
    const readable = integration.telemetry && !integration.telemetry.problems.length ? integration.telemetry : undefined;
    const accumulator = window && readable ? (0,power_accumulator/* accumulatorCheck */.$Y)(fs, telemetry, readable) : null;
    // The reference's rule order: the window, the telemetry, then the energy counters.
    const reasons = [...(window && durationMismatch(window) ? ['benchmark_duration_mismatch'] : []), ...integration.reasons, ...(0,power_accumulator/* accumulatorReasons */.ks)(accumulator)];
    const metrics = reasons.length || !integration.metrics ? undefined : new Map(integrate/* METRIC_KEYS */.WB.map((k) => [k, integration.metrics[k]]));
    const gpus = integration.gpus;
    return {
        tool: 'aggregate_power',
        reasons,
        metrics,
        staleKeys: integrate/* METRIC_KEYS */.WB,
        sidecar: (valid, reasons) => new Map([
            ['schema_version', 1],
            ['power_valid', valid],
            ['reasons', [...reasons]],
            ['telemetry_source', (0,path/* pyPath */.r)(telemetry)],
            ['benchmark_result', (0,path/* pyPath */.r)(input.resultFile)],
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

// EXTERNAL MODULE: ./packages/job/src/gpu-shape.ts
var gpu_shape = __webpack_require__(1341);
// EXTERNAL MODULE: ./packages/job/src/variables.ts
var variables = __webpack_require__(4978);
// EXTERNAL MODULE: ./packages/job/src/metadata.ts
var metadata = __webpack_require__(6306);
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
function singleNode(env, vars, row, disagg) {
    (0,src_env/* requireVars */.QI)(env, SINGLE_NODE_VARS);
    const tp = (0,src_env/* intVar */.LQ)(env, 'TP');
    const ep = (0,src_env/* intVar */.LQ)(env, 'EP_SIZE');
    const { pp, dcp, pcp } = (0,gpu_shape/* singleNodeSizes */.lO)(vars);
    if (disagg)
        throw (0,src_env/* envError */.gy)('Disaggregated mode requires multinode setup.', 'DISAGG');
    // The throughput is shared by TP × PP × PCP GPUs; none is a division by zero in the reference.
    if (tp === 0)
        throw (0,src_env/* envError */.gy)('TP must not be 0: the throughput is divided by TP × PP × PCP GPUs', 'TP');
    row.set('is_multinode', false);
    row.set('tp', tp);
    row.set('pp', pp);
    row.set('dcp_size', dcp);
    row.set('pcp_size', pcp);
    row.set('ep', ep);
    row.set('dp_attention', vars.get('DP_ATTENTION'));
    return tp * pp * pcp;
}
function multiNode(env, vars, row) {
    (0,src_env/* requireVars */.QI)(env, MULTI_NODE_VARS);
    const hardware = (0,gpu_shape/* poolHardware */.Zn)(vars);
    const prefillGpus = (0,src_env/* intVar */.LQ)(env, 'PREFILL_GPUS');
    const decodeGpus = (0,src_env/* intVar */.LQ)(env, 'DECODE_GPUS');
    const { prefill: p, decode: d } = (0,gpu_shape/* poolSizes */.V3)(vars);
    if (prefillGpus + decodeGpus <= 0)
        throw (0,src_env/* envError */.gy)('Multinode results require at least one GPU.', 'PREFILL_GPUS');
    if (prefillGpus <= 0)
        throw (0,src_env/* envError */.gy)('Multinode results require at least one prefill GPU.', 'PREFILL_GPUS');
    const aggregated = decodeGpus === 0;
    row.set('is_multinode', true);
    row.set('prefill_tp', (0,src_env/* intVar */.LQ)(env, 'PREFILL_TP'));
    row.set('prefill_pp', p.pp);
    row.set('prefill_dcp_size', p.dcp);
    row.set('prefill_pcp_size', p.pcp);
    row.set('prefill_ep', (0,src_env/* intVar */.LQ)(env, 'PREFILL_EP'));
    row.set('prefill_dp_attention', vars.get('PREFILL_DP_ATTN'));
    row.set('prefill_num_workers', (0,src_env/* intVar */.LQ)(env, 'PREFILL_NUM_WORKERS'));
    // Aggregated multi-node (no decode GPUs): decode workers do not exist, so their shape is neutral.
    row.set('decode_tp', aggregated ? 0 : (0,src_env/* intVar */.LQ)(env, 'DECODE_TP'));
    row.set('decode_pp', aggregated ? 1 : d.pp);
    row.set('decode_dcp_size', aggregated ? 1 : d.dcp);
    row.set('decode_pcp_size', aggregated ? 1 : d.pcp);
    row.set('decode_ep', aggregated ? 0 : (0,src_env/* intVar */.LQ)(env, 'DECODE_EP'));
    row.set('decode_dp_attention', vars.get('DECODE_DP_ATTN'));
    row.set('decode_num_workers', (0,src_env/* intVar */.LQ)(env, 'DECODE_NUM_WORKERS'));
    row.set('num_prefill_gpu', prefillGpus);
    row.set('num_decode_gpu', decodeGpus);
    return { prefill: prefillGpus, decode: decodeGpus, hardware };
}
/**
 * Python's `float(value)`: numbers and bools, and text Python parses (`"nan"`, `"inf"`, `"1_000"`),
 * so a latency that is NaN or infinite is kept like the reference keeps it (the power step then
 * judges the window); anything else is the reference's TypeError/ValueError.
 */
function pyFloatOf(result, key, file) {
    const v = result.get(key);
    const parsed = typeof v === 'string' ? (0,values/* parsePyFloatText */.Gc)(v) : null;
    if (parsed !== null)
        return parsed;
    if (v === undefined || v === null || typeof v === 'string' || (typeof v === 'object' && !(v instanceof python_float/* PyFloat */.g$)))
        throw new errors/* SweepkitError */.R0(`'${key}' is not a number: ${(0,values/* pyRepr */.n3)(v ?? null)}`, { location: { file }, field: key, code: 'bad-result' });
    return numeric(result, key, file);
}
/** Latencies in seconds (`*_ms` / 1000) and interactivity (`1000 / *tpot*`), in the result's key order. */
function latencies(result, row, file) {
    for (const key of result.keys()) {
        if (key.endsWith('ms'))
            row.set(key.replaceAll('_ms', ''), aggregate_float(pyFloatOf(result, key, file) / 1000));
        if (key.includes('tpot')) {
            const tpot = pyFloatOf(result, key, file);
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
    // The variables BASE_VARS requires are set, so the table's defaults never apply to them.
    const vars = (0,variables/* jobVariables */.BU)(env);
    const row = new Map();
    row.set('hw', vars.get('RUNNER_TYPE'));
    row.set('conc', pyIntOf(result, 'max_concurrency', file));
    row.set('image', vars.get('IMAGE'));
    const model = result.get('model_id');
    if (model === undefined)
        throw new errors/* SweepkitError */.R0("'model_id' is missing", { location: { file }, field: 'model_id', code: 'bad-result' });
    row.set('model', model);
    row.set('infmax_model_prefix', vars.get('MODEL_PREFIX'));
    row.set('framework', vars.get('FRAMEWORK'));
    row.set('precision', vars.get('PRECISION'));
    row.set('spec_decoding', vars.get('SPEC_DECODING'));
    const disagg = (0,src_env/* isTrue */.Hn)(env.DISAGG);
    row.set('disagg', disagg);
    row.set('recipe_fingerprint', vars.get('RECIPE_FINGERPRINT'));
    row.set('isl', (0,src_env/* intVar */.LQ)(env, 'ISL'));
    row.set('osl', (0,src_env/* intVar */.LQ)(env, 'OSL'));
    const router = (0,metadata/* routerMetadata */.T)(vars);
    if (router)
        row.set('router', router);
    const p2p = vars.get('KV_P2P_TRANSFER');
    if (p2p)
        row.set('kv_p2p_transfer', p2p);
    const total = numeric(result, 'total_token_throughput', file);
    const output = numeric(result, 'output_throughput', file);
    let gpus;
    if ((0,src_env/* isTrue */.Hn)(env.IS_MULTINODE)) {
        const w = multiNode(env, vars, row);
        gpus = w.prefill + w.decode;
        row.set('tput_per_gpu', aggregate_float(total / gpus));
        row.set('output_tput_per_gpu', aggregate_float(output / (w.decode > 0 ? w.decode : gpus)));
        row.set('input_tput_per_gpu', aggregate_float((total - output) / w.prefill));
        if (w.hardware) {
            row.set('prefill_hw', w.hardware.prefill);
            row.set('decode_hw', w.hardware.decode);
        }
    }
    else {
        gpus = singleNode(env, vars, row, disagg);
        row.set('tput_per_gpu', aggregate_float(total / gpus));
        row.set('output_tput_per_gpu', aggregate_float(output / gpus));
        row.set('input_tput_per_gpu', aggregate_float((total - output) / gpus));
    }
    latencies(result, row, file);
    return { row, shape: { multinode: (0,src_env/* isTrue */.Hn)(env.IS_MULTINODE), gpus } };
}

;// CONCATENATED MODULE: ./packages/results/src/process/run.ts






const NAME_MAX = contained_path/* NAME_MAX_BYTES */.fi;
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
    (0,src_env/* requireVars */.QI)(env, BASE_VARS);
    // Every file below is named after it inside the working folder: a name, never a path out of it.
    const name = (0,contained_path/* checkFileName */.wi)(env.RESULT_FILENAME, 'RESULT_FILENAME', contained_path/* NAME_MAX_BYTES */.fi - '.json'.length);
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
        (0,integrate/* applyPowerVerdict */.TN)(row, metrics, report.staleKeys);
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
        exitCode: !valid && (0,src_env/* requirePower */.Fm)(env) ? 1 : 0,
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
/**
 * The multi-node template's "Process result" step in one call: every `${RESULT_FILENAME}_*.json`
 * point file of the folder `fs` works in, in code-point order, processed with its own
 * RESULT_FILENAME and prefill/decode GPU counts. The first failing point ends the loop with its
 * exit code.
 */
function processMultinodeDir(fs, env, sink, options = {}) {
    (0,src_env/* requireVars */.QI)(env, ['RESULT_FILENAME']);
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
        .sort(json/* compareCodePoints */.OP);
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

/***/ 2432:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XY: () => (/* binding */ fileNameProblem),
/* harmony export */   _l: () => (/* binding */ pathInside),
/* harmony export */   fi: () => (/* binding */ NAME_MAX_BYTES),
/* harmony export */   k0: () => (/* binding */ UnsafePathError),
/* harmony export */   wi: () => (/* binding */ checkFileName)
/* harmony export */ });
/* unused harmony export relativePathProblem */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);

/**
 * The one containment check for paths built from text that a workflow, a contributor or a job
 * controls (environment values, inputs, row fields, artifact and file names): such text names a
 * file inside a folder and never reaches outside it. Pure and lexical; the file-access layer
 * (`adapters/safe-files.ts`) adds the symlink side at read time.
 */
/** A file system's limit for one name (ext4, xfs, NFS). */
const NAME_MAX_BYTES = 255;
// Controls (C0, DEL) never belong in a name a workflow or a job sets; NUL would also cut it short.
const CONTROL = /[\x00-\x1f\x7f]/;
/**
 * Why `name` cannot be one file name inside a folder (undefined when it can): no folder
 * separators, no control characters, not hidden (so never `.` or `..`), at most `maxBytes`.
 */
function fileNameProblem(name, maxBytes = NAME_MAX_BYTES) {
    if (name === '')
        return 'is empty';
    if (/[/\\]/.test(name))
        return "must be a file name without folders ('/' or '\\')";
    if (CONTROL.test(name))
        return 'must not contain control characters';
    if (name.startsWith('.'))
        return "must not start with '.'";
    if (Buffer.byteLength(name) > maxBytes)
        return `must be at most ${maxBytes} bytes`;
    return undefined;
}
/**
 * Why `relative` cannot be a path that stays inside its folder (undefined when it can): relative,
 * no `..` segment, no backslash or control characters, no empty path.
 */
function relativePathProblem(relative) {
    if (relative.startsWith('/'))
        return 'must be a relative path';
    if (CONTROL.test(relative))
        return 'must not contain control characters';
    if (relative.includes('\\'))
        return "must use '/' between folders, not '\\'";
    const parts = relative.split('/');
    if (parts.includes('..'))
        return "must stay inside its folder (no '..')";
    if (parts.every((p) => p === '' || p === '.'))
        return 'is empty';
    return undefined;
}
/** An untrusted path that would leave its folder; `what` names the variable, input or field. */
class UnsafePathError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0 {
    constructor(what, value, reason) {
        super(`${what} ${reason}, got ${JSON.stringify(value)}`, { field: what, code: 'unsafe-path' });
        this.name = 'UnsafePathError';
    }
}
/** `root/relative` (segments normalised), or UnsafePathError naming `what` when it would leave `root`. */
function pathInside(root, relative, what) {
    const problem = relativePathProblem(relative);
    if (problem)
        throw new UnsafePathError(what, relative, problem);
    const parts = relative.split('/').filter((p) => p !== '' && p !== '.');
    const base = root.replace(/\/+$/, '');
    return root.startsWith('/') && base === '' ? `/${parts.join('/')}` : [base || '.', ...parts].join('/');
}
/** `name` checked to be one file name (see fileNameProblem), or UnsafePathError naming `what`. */
function checkFileName(name, what, maxBytes = NAME_MAX_BYTES) {
    const problem = fileNameProblem(name, maxBytes);
    if (problem)
        throw new UnsafePathError(what, name, problem);
    return name;
}


/***/ }),

/***/ 5075:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mS: () => (/* binding */ pyFixed),
/* harmony export */   qT: () => (/* binding */ pyGeneral),
/* harmony export */   rC: () => (/* binding */ pyPercent),
/* harmony export */   wq: () => (/* binding */ pyRound)
/* harmony export */ });
/**
 * Python's decimal rounding of binary floats: `round(x, n)` and `format(x, '.nf')` round the exact
 * binary value with ties to even, where JavaScript's `toFixed` rounds ties away from zero.
 */
/** x = mantissa × 2^exponent exactly (x finite). */
function decompose(x) {
    const view = new DataView(new ArrayBuffer(8));
    view.setFloat64(0, x);
    const hi = view.getUint32(0);
    const lo = view.getUint32(4);
    const biased = (hi >>> 20) & 0x7ff;
    const fraction = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
    const mantissa = biased === 0 ? fraction : fraction | (1n << 52n);
    return { negative: hi >>> 31 === 1, mantissa, exponent: (biased === 0 ? 1 : biased) - 1075 };
}
/** |x| × 10^digits rounded to an integer, ties to even, from the exact binary value. */
function scaledHalfEven(x, digits) {
    const { mantissa, exponent } = decompose(x);
    const scale = 10n ** BigInt(digits);
    if (exponent >= 0)
        return (mantissa << BigInt(exponent)) * scale;
    const num = mantissa * scale;
    const den = 1n << BigInt(-exponent);
    const q = num / den;
    const twice = (num % den) * 2n;
    return twice > den || (twice === den && q % 2n === 1n) ? q + 1n : q;
}
/** Python `format(x, f'.{digits}f')` (finite x keeps a `-` sign even when it rounds to zero). */
function pyFixed(x, digits) {
    if (Number.isNaN(x))
        return 'nan';
    if (!Number.isFinite(x))
        return x > 0 ? 'inf' : '-inf';
    const text = scaledHalfEven(x, digits)
        .toString()
        .padStart(digits + 1, '0');
    const sign = x < 0 || Object.is(x, -0) ? '-' : '';
    return digits === 0 ? sign + text : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
/** Python `round(x, digits)` for a float: the nearest double to the half-even decimal rounding. */
function pyRound(x, digits) {
    if (!Number.isFinite(x))
        return x;
    if (digits < 0) {
        const rounded = Number(scaledHalfEvenSignificant(x, digits)) * 10 ** -digits;
        return x < 0 ? -rounded : rounded;
    }
    return Number(pyFixed(x, digits));
}
/** Python `format(x, '.{digits}%')`. */
const pyPercent = (x, digits) => `${pyFixed(x * 100, digits)}%`;
/** Python `format(x, 'g')`: 6 significant digits, trailing zeros removed. */
function pyGeneral(x) {
    if (Number.isNaN(x))
        return 'nan';
    if (!Number.isFinite(x))
        return x > 0 ? 'inf' : '-inf';
    if (x === 0)
        return Object.is(x, -0) ? '-0' : '0';
    const precision = 6;
    let exponent = Math.floor(Math.log10(Math.abs(x)));
    // Rounding to 6 significant digits may carry into the next power of ten (999999.5 → 1e+06).
    const digitsAt = (e) => scaledHalfEvenSignificant(x, precision - 1 - e);
    let digits = digitsAt(exponent);
    if (digits.length > precision)
        digits = digitsAt(++exponent);
    else if (digits.length < precision)
        digits = digitsAt(--exponent);
    const sign = x < 0 ? '-' : '';
    const strip = (s) => (s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s);
    if (exponent >= -4 && exponent < precision) {
        const decimals = precision - 1 - exponent;
        const padded = digits.padStart(decimals + 1, '0');
        return sign + strip(decimals > 0 ? `${padded.slice(0, -decimals)}.${padded.slice(-decimals)}` : padded);
    }
    const mantissa = strip(`${digits[0]}.${digits.slice(1)}`);
    return `${sign}${mantissa}e${exponent < 0 ? '-' : '+'}${String(Math.abs(exponent)).padStart(2, '0')}`;
}
/** |x| rounded half-even to `decimals` places (negative: to tens, hundreds…), as its digit string. */
function scaledHalfEvenSignificant(x, decimals) {
    if (decimals >= 0)
        return scaledHalfEven(x, decimals).toString();
    const { mantissa, exponent } = decompose(x);
    const den = 10n ** BigInt(-decimals);
    const num = exponent >= 0 ? mantissa << BigInt(exponent) : mantissa;
    const shift = exponent >= 0 ? 1n : 1n << BigInt(-exponent);
    const d = den * shift;
    const q = num / d;
    const twice = (num % d) * 2n;
    return (twice > d || (twice === d && q % 2n === 1n) ? q + 1n : q).toString();
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

/***/ 1256:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EA: () => (/* binding */ parseIntVar),
/* harmony export */   Fm: () => (/* binding */ requirePower),
/* harmony export */   Hn: () => (/* binding */ isTrue),
/* harmony export */   LQ: () => (/* binding */ intVar),
/* harmony export */   NW: () => (/* binding */ isTrueWord),
/* harmony export */   QI: () => (/* binding */ requireVars),
/* harmony export */   gy: () => (/* binding */ envError)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2282);

/** A bad variable: one line naming it (the reference's SystemExit message alone), exit 1. */
const envError = (message, variable) => new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(message, { field: variable, code: 'bad-environment' });
/** Python `int(text)` of a variable; where the reference crashes, one line naming the variable. */
function parseIntVar(name, text) {
    const value = (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePyIntText */ .jE)(text);
    if (value === null)
        throw envError(`${name} must be an integer, got '${text}'`, name);
    return Number(value);
}
const TRUE_WORDS = new Set(['1', 'true', 'yes', 'on']);
const isTrueWord = (text) => TRUE_WORDS.has(text.toLowerCase());
/** Every listed variable must be set (an empty value counts as set); all missing ones in one message. */
function requireVars(env, names) {
    const missing = names.filter((n) => env[n] === undefined);
    if (missing.length)
        throw envError(`Missing required environment variables: ${missing.join(', ')}`, missing[0]);
}
/** A required variable as Python `int()` reads it. */
const intVar = (env, name) => parseIntVar(name, env[name] ?? '');
/** `IS_MULTINODE`/`DISAGG`-style switches as `process_result.py` reads them: exactly `true`, any case. */
const isTrue = (text) => (text ?? '').toLowerCase() === 'true';
const REQUIRE_WORDS = new Set(['1', 'true', 'yes']);
/** `REQUIRE_POWER`: invalid power fails the job (`1`, `true`, `yes`). */
const requirePower = (env) => REQUIRE_WORDS.has((env.REQUIRE_POWER ?? '').trim().toLowerCase());


/***/ }),

/***/ 1341:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V3: () => (/* binding */ poolSizes),
/* harmony export */   Zn: () => (/* binding */ poolHardware),
/* harmony export */   kC: () => (/* binding */ gpuShape),
/* harmony export */   lO: () => (/* binding */ singleNodeSizes)
/* harmony export */ });
/* unused harmony exports singleNodeShape, multiNodeShape */
/* harmony import */ var _env_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1256);

const positive = (s) => s.pp > 0 && s.dcp > 0 && s.pcp > 0;
/** PP_SIZE, DCP_SIZE, PCP_SIZE of a single-node job, each positive. */
function singleNodeSizes(vars) {
    const sizes = { pp: vars.get('PP_SIZE'), dcp: vars.get('DCP_SIZE'), pcp: vars.get('PCP_SIZE') };
    if (!positive(sizes))
        throw (0,_env_js__WEBPACK_IMPORTED_MODULE_0__/* .envError */ .gy)('PP_SIZE, DCP_SIZE, and PCP_SIZE must be positive integers.', 'PP_SIZE');
    return sizes;
}
/** The PP/DCP/PCP sizes of both worker pools of a multi-node job, each positive. */
function poolSizes(vars) {
    const of = (role) => ({ pp: vars.get(`${role}_PP_SIZE`), dcp: vars.get(`${role}_DCP_SIZE`), pcp: vars.get(`${role}_PCP_SIZE`) });
    const sizes = { prefill: of('PREFILL'), decode: of('DECODE') };
    if (!positive(sizes.prefill) || !positive(sizes.decode))
        throw (0,_env_js__WEBPACK_IMPORTED_MODULE_0__/* .envError */ .gy)('Multinode PP, DCP, and PCP sizes must be positive integers.', 'PREFILL_PP_SIZE');
    return sizes;
}
/** PREFILL_HARDWARE / DECODE_HARDWARE of a heterogeneous job (both or neither), undefined when neither. */
function poolHardware(vars) {
    const prefill = vars.get('PREFILL_HARDWARE');
    const decode = vars.get('DECODE_HARDWARE');
    if ((prefill === '') !== (decode === ''))
        throw (0,_env_js__WEBPACK_IMPORTED_MODULE_0__/* .envError */ .gy)('PREFILL_HARDWARE and DECODE_HARDWARE must be specified together.', prefill ? 'DECODE_HARDWARE' : 'PREFILL_HARDWARE');
    return prefill === '' ? undefined : { prefill, decode };
}
function singleNodeShape(vars) {
    const tp = vars.get('TP');
    const { pp, dcp, pcp } = singleNodeSizes(vars);
    return {
        tp,
        ep: vars.get('EP_SIZE'),
        dpAttention: vars.get('DP_ATTENTION'),
        // Decode context parallelism shards the KV cache over the TP GPUs: it adds none.
        numGpus: tp * pp * pcp,
        fields: [
            ['pp', pp],
            ['dcp_size', dcp],
            ['pcp_size', pcp]
        ]
    };
}
const workers = (vars, role, sizes) => ({
    numWorkers: vars.get(`${role}_NUM_WORKERS`),
    tp: vars.get(`${role}_TP`),
    ...sizes,
    ep: vars.get(`${role}_EP`),
    dpAttn: vars.get(`${role}_DP_ATTN`)
});
function multiNodeShape(vars) {
    const sizes = poolSizes(vars);
    const prefill = workers(vars, 'PREFILL', sizes.prefill);
    const decode = workers(vars, 'DECODE', sizes.decode);
    const hardware = poolHardware(vars);
    const numPrefill = prefill.numWorkers * prefill.tp * prefill.pp * prefill.pcp;
    const numDecode = decode.numWorkers * decode.tp * decode.pp * decode.pcp;
    // Aggregated multi-node (no decode workers): the decode shape is reported as absent.
    if (numDecode <= 0)
        Object.assign(decode, { tp: 0, ep: 0, pp: 1, dcp: 1, pcp: 1 });
    const fields = [];
    for (const [role, w, gpus] of [
        ['prefill', prefill, numPrefill],
        ['decode', decode, numDecode]
    ]) {
        fields.push([`${role}_num_workers`, w.numWorkers], [`${role}_tp`, w.tp], [`${role}_pp`, w.pp], [`${role}_dcp_size`, w.dcp], [`${role}_pcp_size`, w.pcp], [`${role}_ep`, w.ep], [`${role}_dp_attention`, w.dpAttn], [`num_${role}_gpu`, gpus]);
    }
    if (hardware)
        fields.push(['prefill_hw', hardware.prefill], ['decode_hw', hardware.decode]);
    const dpAttention = [prefill.dpAttn, decode.dpAttn].some((t) => t !== '' && (0,_env_js__WEBPACK_IMPORTED_MODULE_0__/* .isTrueWord */ .NW)(t));
    return {
        tp: prefill.tp + decode.tp,
        ep: Math.max(prefill.ep, decode.ep),
        dpAttention: dpAttention ? 'true' : 'false',
        numGpus: numPrefill + numDecode,
        fields
    };
}
const gpuShape = (vars) => (vars.get('IS_MULTINODE') ? multiNodeShape(vars) : singleNodeShape(vars));


/***/ }),

/***/ 6306:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ routerMetadata),
/* harmony export */   X: () => (/* binding */ kvOffloadBackend)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2282);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7324);
/* harmony import */ var _env_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1256);


/**
 * A JSON-object variable where unset, '' and 'null' mean absent (B.3.1). A value that is not an
 * object fails the key check, so it gets that check's message (`notObject`).
 */
function jsonObjectVar(vars, name, notObject) {
    const text = (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrip */ .m0)(vars.get(name) ?? '');
    if (text === '' || text === 'null')
        return undefined;
    let value;
    try {
        value = (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePyJson */ .j5)(text);
    }
    catch {
        throw (0,_env_js__WEBPACK_IMPORTED_MODULE_2__/* .envError */ .gy)(`${name} must contain valid JSON`, name);
    }
    if (!(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isPyObject */ .zt)(value))
        throw (0,_env_js__WEBPACK_IMPORTED_MODULE_2__/* .envError */ .gy)(notObject, name);
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
            throw (0,_env_js__WEBPACK_IMPORTED_MODULE_2__/* .envError */ .gy)(onlyNameVersion, name);
        if (!metadata.has('name'))
            throw (0,_env_js__WEBPACK_IMPORTED_MODULE_2__/* .envError */ .gy)(`${name} must contain 'name' and optional 'version'`, name);
        if (!nonEmptyStrings(metadata))
            throw (0,_env_js__WEBPACK_IMPORTED_MODULE_2__/* .envError */ .gy)(`${name} values must be non-empty strings`, name);
    }
    const backend = vars.get('KV_OFFLOAD_BACKEND');
    if (kvOffloading === 'none') {
        if (backend !== '' || metadata)
            throw (0,_env_js__WEBPACK_IMPORTED_MODULE_2__/* .envError */ .gy)('KV_OFFLOAD_BACKEND must be empty when KV_OFFLOADING=none', 'KV_OFFLOAD_BACKEND');
        return null;
    }
    if (backend === '' || backend === 'none' || !metadata) {
        throw (0,_env_js__WEBPACK_IMPORTED_MODULE_2__/* .envError */ .gy)('KV_OFFLOAD_BACKEND is required when KV_OFFLOADING is enabled', 'KV_OFFLOAD_BACKEND');
    }
    if (metadata.get('name') !== backend)
        throw (0,_env_js__WEBPACK_IMPORTED_MODULE_2__/* .envError */ .gy)(`KV_OFFLOAD_BACKEND must match ${name}.name`, 'KV_OFFLOAD_BACKEND');
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
        throw (0,_env_js__WEBPACK_IMPORTED_MODULE_2__/* .envError */ .gy)(exactly, name);
    if (!nonEmptyStrings(router))
        throw (0,_env_js__WEBPACK_IMPORTED_MODULE_2__/* .envError */ .gy)(`${name} name and version must be non-empty strings`, name);
    return router;
}


/***/ }),

/***/ 7239:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Y: () => (/* binding */ accumulatorCheck),
/* harmony export */   ks: () => (/* binding */ accumulatorReasons)
/* harmony export */ });
/* unused harmony export ACCUMULATOR_TOLERANCE */
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2282);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(564);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6615);
/* harmony import */ var _telemetry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7894);


/** Relative difference between the counters and the integrated stream that is still plausible. */
const ACCUMULATOR_TOLERANCE = 0.05;
const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/;
/** Energy counter per GPU id (J; mJ columns converted) from an `<stem>_energy_<start|end>.csv` snapshot. */
function readCounters(fs, path) {
    const lines = new TextDecoder()
        .decode(fs.readBytes(path))
        .split(/\r\n|\r|\n/)
        .filter((l) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrip */ .m0)(l) !== '');
    const header = (lines.shift() ?? '').split(',').map((h) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrip */ .m0)(h).toLowerCase());
    const idCol = header.findIndex((h) => _telemetry_js__WEBPACK_IMPORTED_MODULE_1__/* .ID_HEADERS */ .hY.has(h));
    const energyCol = header.findIndex((h) => h.includes('energy'));
    if (idCol < 0 || energyCol < 0)
        return undefined;
    const scale = /\bmj\b|\[mj\]/.test(header[energyCol]) ? 1e-3 : 1;
    const counters = new Map();
    for (const line of lines) {
        const cells = line.split(',');
        const text = NUMBER.exec(cells[energyCol] ?? '');
        if (!text)
            continue;
        counters.set((0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrip */ .m0)(cells[idCol] ?? ''), Number(text[0]) * scale);
    }
    return counters;
}
const f = (x) => new _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .PyFloat */ .g$(x);
/** Trapezoidal energy of a GPU's whole stream (not just the benchmark window). */
function streamEnergy(times, watts) {
    let energy = 0;
    for (let i = 1; i < times.length; i++)
        energy += ((times[i] - times[i - 1]) * (watts[i] + watts[i - 1])) / 2;
    return energy;
}
/**
 * The advisory cross-check (the sidecar's `accumulator_check`, the same rule for the agentic power
 * adapter and process-result) of the sampled power stream against the GPUs' own energy counters,
 * read before and after the run next to the telemetry file (`<stem>_energy_start.csv`,
 * `<stem>_energy_end.csv`); null when the snapshots are not there.
 */
function accumulatorCheck(fs, telemetryPath, telemetry) {
    const slash = telemetryPath.lastIndexOf('/');
    const dir = slash < 0 ? '' : telemetryPath.slice(0, slash);
    const stem = telemetryPath.slice(slash + 1).replace(/\.[^.]*$/, '');
    const startPath = (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .pyPath */ .r)(dir, `${stem}_energy_start.csv`);
    const endPath = (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .pyPath */ .r)(dir, `${stem}_energy_end.csv`);
    if (!fs.isFile(startPath) || !fs.isFile(endPath) || !telemetry)
        return null;
    const start = readCounters(fs, startPath);
    const end = readCounters(fs, endPath);
    if (!start || !end)
        return new Map([
            ['available', false],
            ['reason', 'energy_counter_columns_missing']
        ]);
    const deltas = new Map();
    const unmatched = [];
    const negative = [];
    for (const [id, before] of start) {
        const after = end.get(id);
        if (after === undefined || !telemetry.gpus.has(id)) {
            unmatched.push(id);
            continue;
        }
        const delta = after - before;
        if (delta < 0)
            negative.push(id);
        deltas.set(id, delta);
    }
    for (const id of end.keys())
        if (!start.has(id))
            unmatched.push(id);
    let accumulated = 0;
    for (const d of deltas.values())
        accumulated += d;
    let integrated = 0;
    let first = Infinity;
    let last = -Infinity;
    for (const series of telemetry.gpus.values()) {
        integrated += streamEnergy(series.times, series.watts);
        if (series.times.length) {
            first = Math.min(first, series.times[0]);
            last = Math.max(last, series.times[series.times.length - 1]);
        }
    }
    const relative = accumulated > 0 ? Math.abs(accumulated - integrated) / accumulated : null;
    return new Map([
        ['available', true],
        ['accumulator_delta_j', f(accumulated)],
        ['integrated_stream_j', f(integrated)],
        ['relative_error', relative === null ? null : f(relative)],
        ['within_tolerance', relative !== null && relative <= ACCUMULATOR_TOLERANCE],
        ['tolerance', f(ACCUMULATOR_TOLERANCE)],
        ['per_gpu_delta_j', new Map([...deltas].map(([id, d]) => [id, f(d)]))],
        ['integrated_gpu_ids', [...telemetry.gpus.keys()]],
        ['unmatched_gpus', unmatched],
        ['negative_delta_gpus', negative],
        ['stream_span_s', Number.isFinite(first) ? f(last - first) : null]
    ]);
}
/**
 * What process-result makes of the cross-check (each failed check its own reason, in this order):
 * snapshots without an energy column, a GPU in only one snapshot or without telemetry, a counter
 * that went backwards, counters and stream further apart than the tolerance. No snapshots: none.
 */
function accumulatorReasons(check) {
    if (!(check instanceof Map))
        return [];
    if (check.get('available') !== true)
        return ['accumulator_counter_columns_missing'];
    const reasons = [];
    if (check.get('unmatched_gpus').length)
        reasons.push('accumulator_gpu_mismatch');
    if (check.get('negative_delta_gpus').length)
        reasons.push('accumulator_negative_delta');
    if (check.get('within_tolerance') !== true)
        reasons.push('accumulator_energy_mismatch');
    return reasons;
}


/***/ }),

/***/ 8589:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TN: () => (/* binding */ applyPowerVerdict),
/* harmony export */   UZ: () => (/* binding */ integrate),
/* harmony export */   WB: () => (/* binding */ METRIC_KEYS)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(564);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5075);
/* harmony import */ var _telemetry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7894);


/** Per-GPU issues, in the order they join the reasons. */
const GPU_ISSUES = ['sampling_gap_exceeded', 'benchmark_window_not_bracketed'];
const METRIC_KEYS = [
    'avg_power_w',
    'avg_total_gpu_power_w',
    'total_gpu_energy_j',
    'joules_per_successful_query',
    'joules_per_input_token',
    'joules_per_output_token',
    'joules_per_total_token'
];
/**
 * Integrates a GPU telemetry CSV over the window (the generic single-node power aggregation of
 * `utils/aggregate_power.py`). Each check has its own reason, listed in the reference's rule
 * order: a missing file, an empty file or missing columns end the check alone; then
 * `invalid_power_sample` (a row inside the window ± slack whose power is not a finite,
 * non-negative number), `invalid_timestamp` (a row whose time does not parse),
 * `duplicate_timestamp` (a GPU sampled twice at one time inside the window; the first sample
 * counts), `telemetry_samples_missing`, `expected_gpu_count_mismatch`, then per GPU
 * `sampling_gap_exceeded` and `benchmark_window_not_bracketed`. Only GPUs with samples inside the
 * window are observed (a GPU seen only outside it gets no per-GPU entry). Energy is summed per GPU
 * in the file's first-seen order, like the reference's float sum.
 */
function integrate(fs, telemetryPath, window, options) {
    const gpus = new Map();
    if (!fs.isFile(telemetryPath))
        return { reasons: ['telemetry_file_missing'], gpus };
    const telemetry = (0,_telemetry_js__WEBPACK_IMPORTED_MODULE_0__/* .parseTelemetry */ .vY)(new TextDecoder().decode(fs.readBytes(telemetryPath)), options.timeZone);
    if (telemetry.problems.length)
        return { reasons: [...telemetry.problems], gpus, telemetry };
    const inWindow = (t) => t >= window.start - _telemetry_js__WEBPACK_IMPORTED_MODULE_0__/* .SAMPLE_SLACK_S */ .eJ && t <= window.end + _telemetry_js__WEBPACK_IMPORTED_MODULE_0__/* .SAMPLE_SLACK_S */ .eJ;
    const series = new Map();
    let invalidPower = false;
    let invalidTime = false;
    let duplicate = false;
    for (const row of telemetry.rows) {
        if (row.time === undefined) {
            invalidTime = true;
            continue;
        }
        if (!inWindow(row.time))
            continue;
        if (row.watts === undefined) {
            invalidPower = true;
            continue;
        }
        let s = series.get(row.id);
        if (!s)
            series.set(row.id, (s = { times: [], watts: [], seen: new Set() }));
        if (s.seen.has(row.time)) {
            duplicate = true;
            continue;
        }
        s.seen.add(row.time);
        s.times.push(row.time);
        s.watts.push(row.watts);
    }
    const reasons = [];
    if (invalidPower)
        reasons.push('invalid_power_sample');
    if (invalidTime)
        reasons.push('invalid_timestamp');
    if (duplicate)
        reasons.push('duplicate_timestamp');
    if (!series.size)
        reasons.push('telemetry_samples_missing');
    if (options.expectedNumGpus !== undefined && series.size !== options.expectedNumGpus)
        reasons.push('expected_gpu_count_mismatch');
    for (const [id, s] of series) {
        const order = s.times.map((_, i) => i).sort((a, b) => s.times[a] - s.times[b]);
        gpus.set(id, (0,_telemetry_js__WEBPACK_IMPORTED_MODULE_0__/* .integrateGpu */ .mf)({ times: order.map((i) => s.times[i]), watts: order.map((i) => s.watts[i]) }, window.start, window.end));
    }
    for (const issue of GPU_ISSUES)
        if ([...gpus.values()].some((g) => g.issues.includes(issue)))
            reasons.push(issue);
    if (reasons.length)
        return { reasons, gpus, telemetry };
    let total = 0;
    for (const g of gpus.values())
        total += g.energy;
    const avgTotal = total / window.duration;
    return {
        reasons,
        gpus,
        telemetry,
        metrics: {
            avg_power_w: avgTotal / gpus.size,
            avg_total_gpu_power_w: avgTotal,
            total_gpu_energy_j: total,
            joules_per_successful_query: total / window.completed,
            joules_per_input_token: total / window.inputTokens,
            joules_per_output_token: total / window.outputTokens,
            joules_per_total_token: total / (window.inputTokens + window.outputTokens)
        }
    };
}
/**
 * The power verdict in a result row (in place): stale metrics removed, v2 fields appended (existing
 * keys keep their place), metrics rounded to 3 decimals for watts and joules, 6 otherwise.
 */
function applyPowerVerdict(agg, metrics, staleKeys = METRIC_KEYS) {
    const entries = metrics instanceof Map ? [...metrics] : metrics && METRIC_KEYS.map((k) => [k, metrics[k]]);
    for (const key of [...staleKeys, 'power_invalid_reasons'])
        agg.delete(key);
    agg.set('power_metric_schema_version', 2);
    agg.set('power_valid', entries ? 1 : 0);
    if (entries)
        for (const [key, value] of entries)
            agg.set(key, new _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PyFloat */ .g$((0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .pyRound */ .wq)(value, /_(w|j)$/.test(key) ? 3 : 6)));
    return agg;
}


/***/ }),

/***/ 7894:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eJ: () => (/* binding */ SAMPLE_SLACK_S),
/* harmony export */   hY: () => (/* binding */ ID_HEADERS),
/* harmony export */   mf: () => (/* binding */ integrateGpu),
/* harmony export */   vY: () => (/* binding */ parseTelemetry)
/* harmony export */ });
/* unused harmony export timestampOf */
/* harmony import */ var _timestamps_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9424);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2282);


/** Samples further outside the window than this are ignored; gaps above it invalidate a GPU. */
const SAMPLE_SLACK_S = 3;
/** GPU-id column headers (exact, lower-cased). */
const ID_HEADERS = new Set(['index', 'gpu', 'gpu_id', 'gpu_index', 'card', 'device']);
const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/;
function timestampOf(text, timeZone) {
    const t = (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrip */ .m0)(text);
    const numeric = (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .parsePyFloatText */ .Gc)(t);
    if (numeric !== null && Number.isFinite(numeric))
        return numeric > 1e12 ? numeric / 1000 : numeric;
    const wall = (0,_timestamps_js__WEBPACK_IMPORTED_MODULE_1__/* .parseSlashed */ .eG)(t) ?? (0,_timestamps_js__WEBPACK_IMPORTED_MODULE_1__/* .parseIso */ .P$)(t.replace(/Z$/, '+00:00'));
    if (!wall)
        return undefined;
    // Naive telemetry timestamps are in the machine's time zone (the reference uses local time).
    return wall.offsetMinutes === undefined ? (0,_timestamps_js__WEBPACK_IMPORTED_MODULE_1__/* .naiveEpoch */ .FT)(wall, timeZone) : (0,_timestamps_js__WEBPACK_IMPORTED_MODULE_1__/* .awareEpoch */ .GH)(wall, wall.offsetMinutes);
}
const wattsOf = (cell) => {
    const text = NUMBER.exec(cell);
    const watts = text ? Number(text[0]) : NaN;
    return Number.isFinite(watts) && watts >= 0 ? watts : undefined;
};
/**
 * Parses a GPU telemetry CSV (nvidia-smi / amd-smi): columns found by header words. A file without
 * a single non-blank line is `telemetry_file_empty` (and nothing else).
 */
function parseTelemetry(text, timeZone) {
    const lines = text.split(/\r\n|\r|\n/).filter((l) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrip */ .m0)(l) !== '');
    const gpus = new Map();
    const rows = [];
    if (!lines.length)
        return { gpus, rows, problems: ['telemetry_file_empty'] };
    const header = lines
        .shift()
        .split(',')
        .map((h) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrip */ .m0)(h).toLowerCase());
    const timeCol = header.findIndex((h) => h.includes('time'));
    const powerCol = header.findIndex((h) => h.includes('power') && !/limit|cap|max|min/.test(h));
    const idCol = header.findIndex((h) => ID_HEADERS.has(h));
    const problems = [
        ...(timeCol < 0 ? ['timestamp_column_missing'] : []),
        ...(powerCol < 0 ? ['power_column_missing'] : []),
        ...(idCol < 0 ? ['gpu_identity_column_missing'] : [])
    ];
    if (problems.length)
        return { gpus, rows, problems };
    const sums = new Map();
    for (const line of lines) {
        const cells = line.split(',');
        const row = { id: (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrip */ .m0)(cells[idCol] ?? ''), time: timestampOf(cells[timeCol] ?? '', timeZone), watts: wattsOf(cells[powerCol] ?? '') };
        rows.push(row);
        if (row.time === undefined || row.watts === undefined)
            continue;
        let perTime = sums.get(row.id);
        if (!perTime)
            sums.set(row.id, (perTime = new Map()));
        const acc = perTime.get(row.time) ?? [0, 0];
        perTime.set(row.time, [acc[0] + row.watts, acc[1] + 1]);
    }
    for (const [id, perTime] of sums) {
        const times = [...perTime.keys()].sort((a, b) => a - b);
        gpus.set(id, { times, watts: times.map((t) => perTime.get(t)[0] / perTime.get(t)[1]) });
    }
    return { gpus, rows, problems };
}
const interpolate = (t, t1, p1, t2, p2) => (t2 === t1 ? p1 : p1 + ((p2 - p1) * (t - t1)) / (t2 - t1));
/** Trapezoidal energy with linear interpolation at both window edges. */
function integrateGpu(series, start, end) {
    const idx = [];
    series.times.forEach((t, i) => {
        if (t >= start - SAMPLE_SLACK_S && t <= end + SAMPLE_SLACK_S)
            idx.push(i);
    });
    const times = idx.map((i) => series.times[i]);
    const watts = idx.map((i) => series.watts[i]);
    const issues = [];
    let maxGap = null;
    for (let i = 1; i < times.length; i++) {
        if (times[i] > start && times[i - 1] < end)
            maxGap = Math.max(maxGap ?? 0, times[i] - times[i - 1]);
    }
    // Each check has its own reason, in the reference's rule order: the gap, then the bracketing.
    if (maxGap !== null && maxGap > SAMPLE_SLACK_S)
        issues.push('sampling_gap_exceeded');
    if (!times.length || times[0] > start || times[times.length - 1] < end)
        issues.push('benchmark_window_not_bracketed');
    if (issues.length)
        return { samples: times.length, maxGap, energy: null, issues };
    // Points: the interpolated start, the samples strictly inside, the interpolated end.
    let before = 0;
    while (times[before + 1] !== undefined && times[before + 1] <= start)
        before++;
    const after = times.findIndex((t) => t >= end);
    const pts = [
        [start, interpolate(start, times[before], watts[before], times[before + 1] ?? times[before], watts[before + 1] ?? watts[before])]
    ];
    for (let i = 0; i < times.length; i++)
        if (times[i] > start && times[i] < end)
            pts.push([times[i], watts[i]]);
    pts.push([end, interpolate(end, times[after - 1] ?? times[after], watts[after - 1] ?? watts[after], times[after], watts[after])]);
    let energy = 0;
    for (let i = 1; i < pts.length; i++)
        energy += ((pts[i][0] - pts[i - 1][0]) * (pts[i][1] + pts[i - 1][1])) / 2;
    return { samples: times.length, maxGap, energy, issues };
}


/***/ }),

/***/ 9424:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FT: () => (/* binding */ naiveEpoch),
/* harmony export */   GH: () => (/* binding */ awareEpoch),
/* harmony export */   P$: () => (/* binding */ parseIso),
/* harmony export */   Xo: () => (/* binding */ parseOffset),
/* harmony export */   eG: () => (/* binding */ parseSlashed)
/* harmony export */ });
/* unused harmony export zoneOffsetMinutes */
/**
 * Timestamps as Python's datetime turns them into epoch seconds: aware values through exact
 * microseconds (`timedelta.total_seconds`), naive ones through `mktime` in a time zone.
 */
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,6}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const SLASHED = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?$/;
/** `+0200`, `-05:30`, `Z` → minutes east of UTC, or undefined when malformed. */
function parseOffset(text) {
    if (text === 'Z')
        return 0;
    const m = /^([+-])(\d{2}):?(\d{2})$/.exec(text);
    if (!m || Number(m[2]) > 23 || Number(m[3]) > 59)
        return undefined;
    return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}
function wallTime(m, offsetGroup) {
    const fields = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0));
    const [y, mo, d, h, mi, s] = fields;
    if (mo < 1 || mo > 12 || d < 1 || d > new Date(Date.UTC(y, mo, 0)).getUTCDate() || h > 23 || mi > 59 || s > 59)
        return undefined;
    const micros = Number((m[7] ?? '').padEnd(6, '0'));
    if (offsetGroup === undefined)
        return { fields, micros };
    const offsetMinutes = parseOffset(offsetGroup);
    return offsetMinutes === undefined ? undefined : { fields, micros, offsetMinutes };
}
/** Python `datetime.fromisoformat` (the forms aiperf and telemetry tools write). */
function parseIso(text) {
    const m = ISO.exec(text);
    return m ? wallTime(m, m[8]) : undefined;
}
/** `YYYY/MM/DD HH:MM:SS[.f]` (nvidia-smi's timestamp column). */
function parseSlashed(text) {
    const m = SLASHED.exec(text);
    return m ? wallTime(m) : undefined;
}
const utcSeconds = (t) => {
    const [y, mo, d, h, mi, s] = t.fields;
    return Date.UTC(y, mo - 1, d, h, mi, s) / 1000;
};
/** An aware time: exact microseconds since the epoch / 1e6, like `timedelta.total_seconds()`. */
function awareEpoch(t, offsetMinutes) {
    const seconds = utcSeconds(t) - offsetMinutes * 60;
    return (seconds * 1e6 + t.micros) / 1e6;
}
/** Offset of `timeZone` (IANA name; undefined = the host's) at a UTC instant, in minutes. */
function zoneOffsetMinutes(timeZone, epochMs) {
    const parts = formatter(timeZone).formatToParts(new Date(epochMs));
    const n = (type) => Number(parts.find((p) => p.type === type).value);
    const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
    return Math.round((asUtc - Math.floor(epochMs / 1000) * 1000) / 60000);
}
/** A formatter for the zone; a TZ value Intl does not know (POSIX rule strings) falls back to the host zone. */
function formatter(timeZone) {
    const options = {
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric'
    };
    try {
        return new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    }
    catch {
        return new Intl.DateTimeFormat('en-US', options);
    }
}
/** A naive time in a zone: `mktime` whole seconds + microseconds / 1e6 (Python's float order). */
function naiveEpoch(t, timeZone) {
    const wall = utcSeconds(t);
    let offset = zoneOffsetMinutes(timeZone, wall * 1000);
    offset = zoneOffsetMinutes(timeZone, (wall - offset * 60) * 1000);
    return wall - offset * 60 + t.micros / 1e6;
}


/***/ }),

/***/ 4978:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BU: () => (/* binding */ jobVariables),
/* harmony export */   Qp: () => (/* binding */ templateVariables),
/* harmony export */   uM: () => (/* binding */ variableSource)
/* harmony export */ });
/* unused harmony export JOB_VARIABLES */
/* harmony import */ var _env_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1256);

const BOTH = ['single-node', 'multi-node'];
const SINGLE = ['single-node'];
const MULTI = ['multi-node'];
// Missing pp/dcp/pcp inputs of the multi-node template default to '1' (docs/matrix.md §9.3).
const ONE = ['pp', 'dcp-size', 'pcp-size'];
const pool = (role, key) => ({
    templates: MULTI,
    row: `${role}.${key}`,
    ...(ONE.includes(key) && { absent: { 'multi-node': '1' } })
});
/**
 * Every variable of a benchmark job, declared once: how the steps read it (kind, default), which
 * template sets it and from where. What each feeds and who else sets it is in variable-notes.ts
 * (kept out of the bundles); docs/job.md renders both.
 */
const JOB_VARIABLES = {
    EXP_NAME: { kind: 'text', templates: BOTH, row: 'exp-name' },
    RESULT_FILENAME: { kind: 'text', templates: BOTH },
    RESULT_DIR: { kind: 'text', default: 'results', templates: SINGLE, value: '/workspace/results' },
    AGENTIC_OUTPUT_DIR: { kind: 'text', default: '.' },
    SCENARIO_TYPE: { kind: 'text', templates: BOTH, row: 'scenario-type' },
    IS_AGENTIC: { kind: 'text', templates: BOTH },
    SCENARIO_SUBDIR: { kind: 'text', templates: BOTH },
    RUN_EVAL: { kind: 'bool', default: false, templates: BOTH, row: 'run-eval' },
    EVAL_ONLY: { kind: 'bool', default: false, templates: BOTH, row: 'eval-only', input: 'eval-only' },
    EVAL_CONC: { kind: 'text', default: '', templates: MULTI, row: 'eval-conc' },
    EVAL_LIMIT: { kind: 'text', default: '', templates: BOTH, input: 'eval-limit' },
    SWEBENCH_GEN_MODE: { kind: 'text', default: '', templates: BOTH, input: 'swebench-gen-mode' },
    SWEBENCH_USE_MODAL: { kind: 'text', templates: BOTH, value: 'true' },
    REQUIRE_POWER: { kind: 'text', default: '', templates: BOTH, input: 'require-power' },
    POWER_PRODUCER_SHA: { kind: 'text', default: '', templates: MULTI, input: 'power-producer-sha' },
    DURATION: { kind: 'text', templates: BOTH, row: 'duration', input: 'duration', absent: { 'multi-node': '3600' } },
    AIPERF_EXPERIMENTAL_FAST: { kind: 'text', templates: BOTH, input: 'agentx-fast' },
    AIPERF_FAILED_REQUEST_THRESHOLD: { kind: 'text', templates: SINGLE, value: '0.10' },
    RANDOM_RANGE_RATIO: { kind: 'text', templates: BOTH, value: '0.8' },
    PYTHONDONTWRITEBYTECODE: { kind: 'text', templates: BOTH, value: '1' },
    PYTHONPYCACHEPREFIX: { kind: 'text', templates: SINGLE, value: '/tmp/inferencex-pycache' },
    KV_OFFLOADING: { kind: 'text', templates: BOTH, row: 'kv-offloading' },
    KV_OFFLOAD_BACKEND: { kind: 'text', default: '', templates: BOTH, row: 'kv-offload-backend.name' },
    KV_OFFLOAD_BACKEND_METADATA: { kind: 'json', templates: BOTH, row: 'kv-offload-backend' },
    ROUTER_METADATA: { kind: 'json', templates: BOTH, row: 'router' },
    KV_P2P_TRANSFER: { kind: 'text', default: '', templates: BOTH, row: 'kv-p2p-transfer' },
    CONC: { kind: 'strict-int', default: '0', templates: BOTH, row: 'conc' },
    CONC_LIST: { kind: 'text', templates: MULTI, row: 'conc' },
    TOTAL_CPU_DRAM_GB: { kind: 'int', default: 0, templates: BOTH, row: 'total-cpu-dram-gb', absent: { 'multi-node': '600' } },
    RUNNER_TYPE: { kind: 'text', default: '', templates: BOTH, row: 'runner' },
    IMAGE: { kind: 'text', default: '', templates: BOTH, row: 'image' },
    RECIPE_FINGERPRINT: { kind: 'text', default: '', templates: BOTH, row: 'recipe-fingerprint' },
    MODEL: { kind: 'text', default: '', templates: BOTH, row: 'model' },
    MODEL_PREFIX: { kind: 'text', default: '', templates: BOTH, row: 'model-prefix' },
    FRAMEWORK: { kind: 'text', default: '', templates: BOTH, row: 'framework' },
    PRECISION: { kind: 'text', default: '', templates: BOTH, row: 'precision' },
    SPEC_DECODING: { kind: 'text', default: 'none', templates: BOTH, row: 'spec-decoding' },
    DISAGG: { kind: 'bool', default: false, templates: BOTH, row: 'disagg' },
    ISL: { kind: 'text', templates: BOTH, row: 'isl' },
    OSL: { kind: 'text', templates: BOTH, row: 'osl' },
    MAX_MODEL_LEN: { kind: 'text', templates: BOTH, row: 'max-model-len' },
    GPU_COUNT: { kind: 'text', templates: BOTH },
    IS_MULTINODE: { kind: 'bool', default: false, templates: MULTI, value: 'true' },
    TP: { kind: 'int', default: 1, templates: SINGLE, row: 'tp' },
    PP_SIZE: { kind: 'int', default: 1, templates: SINGLE, row: 'pp' },
    DCP_SIZE: { kind: 'int', default: 1, templates: SINGLE, row: 'dcp-size' },
    PCP_SIZE: { kind: 'int', default: 1, templates: SINGLE, row: 'pcp-size' },
    EP_SIZE: { kind: 'int', default: 1, templates: SINGLE, row: 'ep' },
    DP_ATTENTION: { kind: 'text', default: 'false', templates: SINGLE, row: 'dp-attn' },
    PREFILL_NUM_WORKERS: { kind: 'int', default: 0, ...pool('prefill', 'num-worker') },
    PREFILL_TP: { kind: 'int', default: 0, ...pool('prefill', 'tp') },
    PREFILL_PP_SIZE: { kind: 'int', default: 1, ...pool('prefill', 'pp') },
    PREFILL_DCP_SIZE: { kind: 'int', default: 1, ...pool('prefill', 'dcp-size') },
    PREFILL_PCP_SIZE: { kind: 'int', default: 1, ...pool('prefill', 'pcp-size') },
    PREFILL_EP: { kind: 'int', default: 1, ...pool('prefill', 'ep') },
    PREFILL_DP_ATTN: { kind: 'text', default: 'false', ...pool('prefill', 'dp-attn') },
    DECODE_NUM_WORKERS: { kind: 'int', default: 0, ...pool('decode', 'num-worker') },
    DECODE_TP: { kind: 'int', default: 0, ...pool('decode', 'tp') },
    DECODE_PP_SIZE: { kind: 'int', default: 1, ...pool('decode', 'pp') },
    DECODE_DCP_SIZE: { kind: 'int', default: 1, ...pool('decode', 'dcp-size') },
    DECODE_PCP_SIZE: { kind: 'int', default: 1, ...pool('decode', 'pcp-size') },
    DECODE_EP: { kind: 'int', default: 1, ...pool('decode', 'ep') },
    DECODE_DP_ATTN: { kind: 'text', default: 'false', ...pool('decode', 'dp-attn') },
    PREFILL_HARDWARE: { kind: 'text', default: '', ...pool('prefill', 'hardware') },
    DECODE_HARDWARE: { kind: 'text', default: '', ...pool('decode', 'hardware') },
    PREFILL_GPUS: { kind: 'strict-int' },
    DECODE_GPUS: { kind: 'strict-int' },
    GPU_METRICS_CSV: { kind: 'text' },
    POWER_ARTIFACT_DIR: { kind: 'text', default: 'LOGS/power' },
    POWER_RESULT_ROOT: { kind: 'text', default: 'LOGS' },
    HF_HUB_CACHE: { kind: 'text' },
    HUGGINGFACE_HUB_CACHE: { kind: 'text' },
    HF_HOME: { kind: 'text' },
    HOME: { kind: 'text' }
};
function jobVariables(env) {
    return {
        get(name) {
            const def = JOB_VARIABLES[name];
            const text = env[name];
            const fallback = def.default;
            switch (def.kind) {
                case 'strict-int':
                    return (0,_env_js__WEBPACK_IMPORTED_MODULE_0__/* .parseIntVar */ .EA)(name, text ?? (fallback === undefined ? '' : String(fallback)));
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
const DEFS = JOB_VARIABLES;
/** The variables a template's env block sets, in table order. */
const templateVariables = (template) => Object.keys(JOB_VARIABLES).filter((name) => DEFS[name].templates?.includes(template));
/** Where benchmark-env takes a variable from (undefined for a variable no template sets). */
const variableSource = (name) => DEFS[name];


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
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(105);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1825);
/* harmony import */ var _job_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1885);




/**
 * The real file system for the results commands; relative paths are taken from `cwd`. The walk
 * goes through the common file-access layer: regular files and folders only, symlinks followed
 * only while they stay inside the folder walked; what is passed over goes to `onSkip`.
 */
function nodeResultsFs(cwd, onSkip = () => undefined) {
    const at = (path) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, path);
    return {
        ...(0,_job_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeArtifactFs */ .C)(cwd),
        walk(dir) {
            const root = at(dir);
            const out = [];
            const visit = (rel) => {
                for (const e of (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .listInside */ .Vg)(root, rel ? `${root}/${rel}` : root, onSkip)) {
                    const path = rel ? `${rel}/${e.name}` : e.name;
                    out.push({ path, isFile: !e.isDirectory });
                    // Like Python's rglob, a symlinked folder is listed but not entered (no loops).
                    if (e.isDirectory && !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(`${root}/${path}`).isSymbolicLink())
                        visit(path);
                }
            };
            visit('');
            return out;
        },
        createAtomic: (path) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .createFileAtomic */ .Q)(at(path))
    };
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
