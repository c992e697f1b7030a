export const id = 5096;
export const ids = [5096];
export const modules = {

/***/ 5096:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ power_adapter)
});

// EXTERNAL MODULE: ./packages/job/src/adapters/node-artifact-fs.ts
var node_artifact_fs = __webpack_require__(1885);
// EXTERNAL MODULE: ./packages/agentic/src/options.ts
var options = __webpack_require__(3555);
// EXTERNAL MODULE: ./packages/common/src/python/float.ts
var python_float = __webpack_require__(564);
// EXTERNAL MODULE: ./packages/common/src/python/json.ts
var json = __webpack_require__(4194);
// EXTERNAL MODULE: ./packages/common/src/python/path.ts
var path = __webpack_require__(6615);
// EXTERNAL MODULE: ./packages/common/src/python/format.ts
var format = __webpack_require__(5075);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/common/src/python/json-parse.ts
var json_parse = __webpack_require__(7324);
// EXTERNAL MODULE: ./packages/agentic/src/artifacts.ts
var artifacts = __webpack_require__(382);
// EXTERNAL MODULE: ./packages/common/src/python/values.ts
var values = __webpack_require__(2282);
// EXTERNAL MODULE: ./packages/job/src/lines.ts
var lines = __webpack_require__(8620);
// EXTERNAL MODULE: ./packages/job/src/telemetry/timestamps.ts
var timestamps = __webpack_require__(4262);
;// CONCATENATED MODULE: ./packages/agentic/src/power-adapter/window.ts



const OFFSET_FILE = 'agentic_power_timezone_offset.txt';
/** Why no window could be built; becomes the sole validation reason. */
class WindowProblem extends Error {
}
const isInt = (v) => (typeof v === 'number' && Number.isInteger(v)) || typeof v === 'bigint';
/** Successful profiling records (the B.4 filter) and their token totals. */
function keptRecords(fs, path) {
    const kept = { completed: 0, inputTokens: 0, outputTokens: 0, complete: true };
    (0,lines/* forEachLine */.F)(fs, path, (line) => {
        const text = (0,values/* pyStrip */.m0)(line);
        if (!text)
            return;
        const record = (0,json_parse/* parsePyJson */.j5)(text);
        if (!(0,json_parse/* isPyObject */.zt)(record))
            throw new WindowProblem('profile_artifacts_invalid');
        const metadata = record.get('metadata') ?? new Map();
        if (!(0,json_parse/* isPyObject */.zt)(metadata))
            throw new WindowProblem('profile_artifacts_invalid');
        const phase = metadata.get('benchmark_phase');
        if ((phase !== undefined && phase !== null && phase !== 'profiling') || (0,values/* pyTruthy */.Kn)(record.get('error') ?? null))
            return;
        kept.completed++;
        const metrics = record.get('metrics');
        const value = (name) => {
            const entry = (0,json_parse/* isPyObject */.zt)(metrics) ? metrics.get(name) : undefined;
            return (0,json_parse/* isPyObject */.zt)(entry) ? entry.get('value') : entry;
        };
        const isl = value('input_sequence_length');
        const osl = value('output_sequence_length');
        if (!isInt(isl) || !isInt(osl) || isl < 0 || osl < 0)
            kept.complete = false;
        else {
            kept.inputTokens += Number(isl);
            kept.outputTokens += Number(osl);
        }
    });
    return kept;
}
const epochOf = (value, offsetMinutes) => {
    if (typeof value === 'number' || value instanceof python_float/* PyFloat */.g$) {
        const n = Number(value);
        return Number.isFinite(n) ? n : undefined;
    }
    if (typeof value !== 'string')
        return undefined;
    const parsed = (0,timestamps/* parseIso */.P$)((0,values/* pyStrip */.m0)(value).replace(/Z$/, '+00:00'));
    if (!parsed)
        return undefined;
    const offset = parsed.offsetMinutes ?? offsetMinutes;
    return offset === undefined ? undefined : (0,timestamps/* awareEpoch */.GH)(parsed, offset);
};
const isNaive = (v) => {
    if (typeof v !== 'string')
        return false;
    const parsed = (0,timestamps/* parseIso */.P$)((0,values/* pyStrip */.m0)(v).replace(/Z$/, '+00:00'));
    return parsed !== undefined && parsed.offsetMinutes === undefined;
};
/** Builds the window from aiperf's lifecycle times and successful records (B.13 steps 1–5). */
function buildWindow(fs, resultDir) {
    const dir = (0,artifacts/* resolveArtifactDir */.Oc)(fs, (0,path/* pyPath */.r)(resultDir, 'aiperf_artifacts'), 'profile_export.jsonl');
    const aggregatePath = (0,path/* pyPath */.r)(dir, 'profile_export_aiperf.json');
    const jsonlPath = (0,path/* pyPath */.r)(dir, 'profile_export.jsonl');
    if (!fs.isFile(aggregatePath) || !fs.isFile(jsonlPath))
        throw new WindowProblem('profile_artifacts_missing');
    let aggregate;
    let kept;
    try {
        aggregate = (0,artifacts/* readJsonFile */.JE)(fs, aggregatePath);
        kept = keptRecords(fs, jsonlPath);
    }
    catch {
        throw new WindowProblem('profile_artifacts_invalid');
    }
    if (!(0,json_parse/* isPyObject */.zt)(aggregate))
        throw new WindowProblem('profile_artifacts_invalid');
    const startValue = aggregate.get('start_time');
    const endValue = aggregate.get('end_time');
    if (startValue === undefined || startValue === null || endValue === undefined || endValue === null)
        throw new WindowProblem('profile_window_missing');
    let capturedOffset;
    if (isNaive(startValue) || isNaive(endValue)) {
        const offsetPath = (0,path/* pyPath */.r)(resultDir, OFFSET_FILE);
        if (!fs.isFile(offsetPath))
            throw new WindowProblem('profile_timezone_offset_missing');
        capturedOffset = (0,timestamps/* parseOffset */.Xo)((0,values/* pyStrip */.m0)(new TextDecoder().decode(fs.readBytes(offsetPath))));
        if (capturedOffset === undefined)
            throw new WindowProblem('profile_timezone_offset_invalid');
    }
    const start = epochOf(startValue, capturedOffset);
    const end = epochOf(endValue, capturedOffset);
    if (start === undefined || end === undefined || end <= start)
        throw new WindowProblem('profile_window_invalid');
    if (kept.completed <= 0)
        throw new WindowProblem('successful_request_count_invalid');
    if (!kept.complete || kept.inputTokens <= 0 || kept.outputTokens <= 0)
        throw new WindowProblem('incomplete_token_accounting');
    return { start, end, duration: end - start, completed: kept.completed, inputTokens: kept.inputTokens, outputTokens: kept.outputTokens };
}

// EXTERNAL MODULE: ./packages/job/src/telemetry/integrate.ts
var integrate = __webpack_require__(7944);
// EXTERNAL MODULE: ./packages/job/src/telemetry/accumulator.ts
var accumulator = __webpack_require__(4585);
;// CONCATENATED MODULE: ./packages/agentic/src/power-adapter/adapter.ts




const WINDOW_FILE = 'agentic_power_window.json';
const SIDECAR_FILE = 'power_validation.json';
const TELEMETRY_FILE = 'gpu_metrics.csv';
const f = (x) => (x === null ? null : new python_float/* PyFloat */.g$(x));
const adapter_json = (value) => (0,json/* pyJsonDumps */.dv)(value, { indent: 2 });
const perGpu = (gpus, pick) => new Map([...gpus].map(([id, g]) => [id, pick(g)]));
function sidecar(options, window, result, accumulator) {
    const valid = result.reasons.length === 0;
    const out = new Map([
        ['schema_version', 1],
        ['power_valid', valid],
        ['reasons', result.reasons],
        ['telemetry_source', (0,path/* pyPath */.r)(options.resultDir, TELEMETRY_FILE)],
        ['benchmark_result', (0,path/* pyPath */.r)(options.resultDir, WINDOW_FILE)]
    ]);
    if (!window)
        out.set('window_source', 'aiperf_profile_lifecycle');
    out.set('benchmark_window', window
        ? {
            start_time_unix: f(window.start),
            end_time_unix: f(window.end),
            reported_duration_s: f(window.duration),
            integration_duration_s: f(window.end - window.start),
            completed: window.completed,
            total_input_tokens: window.inputTokens,
            total_output_tokens: window.outputTokens
        }
        : null);
    out.set('integration_method', 'per_device_trapezoidal_with_linear_boundary_interpolation');
    out.set('expected_gpu_count', options.expectedNumGpus ?? null);
    out.set('observed_gpu_count', result.gpus.size);
    out.set('observed_gpu_ids', [...result.gpus.keys()]);
    out.set('per_gpu_sample_counts', perGpu(result.gpus, (g) => g.samples));
    out.set('per_gpu_max_sample_gap_s', perGpu(result.gpus, (g) => f(g.maxGap)));
    out.set('per_gpu_energy_j', perGpu(result.gpus, (g) => f(g.energy === null ? null : (0,format/* pyRound */.wq)(g.energy, 6))));
    out.set('device_issues', new Map([...result.gpus].filter(([, g]) => g.issues.length).map(([id, g]) => [id, g.issues])));
    out.set('accumulator_check', accumulator);
    out.set('metrics', result.metrics ? new Map(integrate/* METRIC_KEYS */.WB.map((k) => [k, new python_float/* PyFloat */.g$((0,format/* pyRound */.wq)(result.metrics[k], 6))])) : null);
    return out;
}
/**
 * The power measurement of the agentic power adapter: aiperf's profiling window + GPU telemetry →
 * energy metrics and a validation sidecar (both files of its own); the aggregate is the caller's.
 */
function measurePower(fs, options) {
    let window;
    let result;
    const telemetryPath = (0,path/* pyPath */.r)(options.resultDir, TELEMETRY_FILE);
    try {
        window = buildWindow(fs, options.resultDir);
        fs.writeAtomic((0,path/* pyPath */.r)(options.resultDir, WINDOW_FILE), adapter_json({
            benchmark_start_time_unix: f(window.start),
            benchmark_end_time_unix: f(window.end),
            duration: f(window.duration),
            completed: window.completed,
            total_input_tokens: window.inputTokens,
            total_output_tokens: window.outputTokens
        }));
        result = (0,integrate/* integrate */.UZ)(fs, telemetryPath, window, options);
    }
    catch (e) {
        if (!(e instanceof WindowProblem))
            throw e;
        result = { reasons: [e.message], gpus: new Map() };
    }
    const sidecarPath = (0,path/* pyPath */.r)(options.resultDir, SIDECAR_FILE);
    // Without a window nothing was read (result.telemetry is undefined), so there is no check either.
    fs.writeAtomic(sidecarPath, adapter_json(sidecar(options, window, result, (0,accumulator/* accumulatorCheck */.s)(fs, telemetryPath, result.telemetry))));
    return { valid: result.metrics !== undefined, reasons: result.reasons, metrics: result.metrics, gpuCount: result.gpus.size, sidecarPath };
}
/** Why power is invalid, in the reference's words. */
const powerFailureMessage = (outcome) => `Power validation failed: ${outcome.reasons.join(', ')} (details: ${outcome.sidecarPath})`;
/** The reference module's one log line (stdout when valid, stderr when not). */
function powerLogLine(outcome, aggResult) {
    const m = outcome.metrics;
    if (!m)
        return { stream: 'stderr', line: `[aggregate_power] ${powerFailureMessage(outcome)}` };
    const line = `[aggregate_power] avg_power_w=${(0,format/* pyFixed */.mS)(m.avg_power_w, 2)} avg_total_gpu_power_w=${(0,format/* pyFixed */.mS)(m.avg_total_gpu_power_w, 2)} total_gpu_energy_j=${(0,format/* pyFixed */.mS)(m.total_gpu_energy_j, 2)} (n=${outcome.gpuCount}) -> ${aggResult}`;
    return { stream: 'stdout', line };
}
/**
 * The agentic power adapter as a command: an existing aggregate file patched with the power
 * verdict, read and written once. `failed` when power is invalid and required.
 */
function runPowerAdapter(fs, options) {
    if (!fs.isFile(options.aggResult))
        throw new errors/* SweepkitError */.R0('aggregate result not found', { location: { file: options.aggResult } });
    const aggregate = (0,artifacts/* readJsonFile */.JE)(fs, options.aggResult);
    if (!(0,json_parse/* isPyObject */.zt)(aggregate))
        throw new errors/* SweepkitError */.R0('not a JSON object', { location: { file: options.aggResult }, code: 'bad-json' });
    const outcome = measurePower(fs, options);
    fs.writeAtomic(options.aggResult, adapter_json((0,integrate/* applyPowerVerdict */.TN)(aggregate, outcome.metrics)));
    return { outcome, failed: !outcome.valid && options.requirePower };
}

// EXTERNAL MODULE: ./cli/src/options.ts
var src_options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/power-adapter.ts



const REQUIRE_WORDS = new Set(['1', 'true', 'yes']);
/** `sweepkit power-adapter --result-dir D --agg-result F [--expected-num-gpus N] [--require-power]`. */
const powerAdapter = (argv, io) => {
    const { values } = (0,src_options/* parseCommandArgs */.Q)(options/* POWER_ADAPTER_COMMAND */.Ci, argv, io);
    const { outcome, failed } = runPowerAdapter((0,node_artifact_fs/* nodeArtifactFs */.C)(io.cwd), {
        resultDir: values['result-dir'],
        aggResult: values['agg-result'],
        expectedNumGpus: values['expected-num-gpus'],
        requirePower: values['require-power'] === true || REQUIRE_WORDS.has((io.env.REQUIRE_POWER ?? '').toLowerCase()),
        timeZone: io.env.TZ || undefined
    });
    const { stream, line } = powerLogLine(outcome, values['agg-result']);
    io[stream](`${line}\n`);
    return failed ? 1 : 0;
};
/* harmony default export */ const power_adapter = (powerAdapter);


/***/ }),

/***/ 4585:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ ACCUMULATOR_TOLERANCE),
/* harmony export */   s: () => (/* binding */ accumulatorCheck)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2282);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(564);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6615);
/* harmony import */ var _telemetry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2588);


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


/***/ }),

/***/ 7944:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TN: () => (/* binding */ applyPowerVerdict),
/* harmony export */   UZ: () => (/* binding */ integrate),
/* harmony export */   WB: () => (/* binding */ METRIC_KEYS)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(564);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5075);
/* harmony import */ var _telemetry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2588);


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

/***/ 2588:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eJ: () => (/* binding */ SAMPLE_SLACK_S),
/* harmony export */   hY: () => (/* binding */ ID_HEADERS),
/* harmony export */   mf: () => (/* binding */ integrateGpu),
/* harmony export */   vY: () => (/* binding */ parseTelemetry)
/* harmony export */ });
/* unused harmony export timestampOf */
/* harmony import */ var _timestamps_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4262);
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

/***/ 4262:
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


/***/ })

};
