export const id = 433;
export const ids = [433];
export const modules = {

/***/ 382:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JE: () => (/* binding */ readJsonFile),
/* harmony export */   OW: () => (/* binding */ parseJsonFile),
/* harmony export */   Oc: () => (/* binding */ resolveArtifactDir),
/* harmony export */   "do": () => (/* binding */ ignoredRunsWarning)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2282);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9696);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7324);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17);
/* harmony import */ var _server_logs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9404);



/** The child folders of `dir` holding `file`, in name order (per-run layout `run_0`, `run_1`, …); none when `dir` holds it itself. */
function runFolders(fs, dir, file) {
    if (fs.isFile((0,_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .pyPath */ .r)(dir, file)) || !fs.isDirectory(dir))
        return [];
    return fs
        .list(dir)
        .sort(_server_logs_js__WEBPACK_IMPORTED_MODULE_1__/* .codePointOrder */ .Kl)
        .filter((name) => fs.isDirectory((0,_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .pyPath */ .r)(dir, name)) && fs.isFile((0,_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .pyPath */ .r)(dir, name, file)));
}
/**
 * The aiperf artifact folder (B.2): `dir` itself when it holds `file`, else its first child folder
 * in name order that does (per-run layout `run_0`, `run_1`, …), else `dir`.
 */
function resolveArtifactDir(fs, dir, file) {
    const [first] = runFolders(fs, dir, file);
    return first === undefined ? dir : (0,_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .pyPath */ .r)(dir, first);
}
/** A folder name as written, or quoted when it holds control characters (so the message stays one line). */
const shownName = (name) => (/[\x00-\x1f\x7f-\x9f]/.test(name) ? (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .pyRepr */ .n3)(name) : name);
/**
 * The reference reads the first run folder only, and the aggregate keeps its bytes: a warning
 * names the run folders that hold `file` too and are ignored. The same text for every `file`, so
 * the aggregate's and the gate's warnings about one folder are one.
 */
function ignoredRunsWarning(fs, dir, file) {
    const [first, ...ignored] = runFolders(fs, dir, file).map(shownName);
    if (ignored.length === 0)
        return undefined;
    return new _common_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .SweepkitError */ .R0(`${ignored.length + 1} run folders: only ${first} is read, ${ignored.join(', ')} ${ignored.length === 1 ? 'is' : 'are'} ignored`, {
        location: { file: dir },
        code: 'runs-ignored'
    });
}
/**
 * A whole JSON file as Python's reader sees it (NaN/Infinity accepted), or undefined when absent.
 * Throws PyJsonSyntaxError (Python's message) or the file system's error.
 */
function parseJsonFile(fs, path) {
    if (!fs.isFile(path))
        return undefined;
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(fs.readBytes(path));
    }
    catch (e) {
        if (e instanceof TypeError)
            throw new Error('file is not valid UTF-8');
        throw e;
    }
    return (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .parsePyJson */ .j5)(text);
}
/** `parseJsonFile`, with failures as one error at the file's line and column. */
function readJsonFile(fs, path) {
    try {
        return parseJsonFile(fs, path);
    }
    catch (e) {
        if (e instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_4__/* .PyJsonSyntaxError */ .Ly) {
            throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .SweepkitError */ .R0(`invalid JSON: ${e.reason}`, { location: { file: path, line: e.line, column: e.column }, code: 'bad-json' });
        }
        const code = e.code;
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .SweepkitError */ .R0(code ? `cannot read file (${code})` : e.message, { location: { file: path }, code: 'file-unreadable' });
    }
}


/***/ }),

/***/ 9249:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ accumulatorCheck)
/* harmony export */ });
/* unused harmony export ACCUMULATOR_TOLERANCE */
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2282);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(564);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17);
/* harmony import */ var _telemetry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2180);



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
    const startPath = (0,_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .pyPath */ .r)(dir, `${stem}_energy_start.csv`);
    const endPath = (0,_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .pyPath */ .r)(dir, `${stem}_energy_end.csv`);
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

/***/ 2433:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  WB: () => (/* binding */ METRIC_KEYS),
  TN: () => (/* binding */ applyPowerVerdict),
  UZ: () => (/* binding */ integrate),
  yt: () => (/* binding */ powerLogLine),
  aH: () => (/* binding */ runPowerAdapter)
});

// UNUSED EXPORTS: measurePower, powerFailureMessage

// EXTERNAL MODULE: ./packages/common/src/python/float.ts
var python_float = __webpack_require__(564);
// EXTERNAL MODULE: ./packages/common/src/python/json.ts
var json = __webpack_require__(4194);
// EXTERNAL MODULE: ./packages/common/src/python/format.ts
var format = __webpack_require__(5075);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/common/src/python/json-parse.ts
var json_parse = __webpack_require__(7324);
// EXTERNAL MODULE: ./packages/agentic/src/artifacts.ts
var artifacts = __webpack_require__(382);
// EXTERNAL MODULE: ./packages/agentic/src/paths.ts
var paths = __webpack_require__(17);
// EXTERNAL MODULE: ./packages/agentic/src/power/accumulator.ts
var accumulator = __webpack_require__(9249);
// EXTERNAL MODULE: ./packages/agentic/src/power/telemetry.ts
var power_telemetry = __webpack_require__(2180);
// EXTERNAL MODULE: ./packages/common/src/python/values.ts
var values = __webpack_require__(2282);
// EXTERNAL MODULE: ./packages/agentic/src/lines.ts
var lines = __webpack_require__(5350);
// EXTERNAL MODULE: ./packages/agentic/src/power/timestamps.ts
var timestamps = __webpack_require__(7246);
;// CONCATENATED MODULE: ./packages/agentic/src/power/window.ts





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
    const dir = (0,artifacts/* resolveArtifactDir */.Oc)(fs, (0,paths/* pyPath */.r)(resultDir, 'aiperf_artifacts'), 'profile_export.jsonl');
    const aggregatePath = (0,paths/* pyPath */.r)(dir, 'profile_export_aiperf.json');
    const jsonlPath = (0,paths/* pyPath */.r)(dir, 'profile_export.jsonl');
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
        const offsetPath = (0,paths/* pyPath */.r)(resultDir, OFFSET_FILE);
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

;// CONCATENATED MODULE: ./packages/agentic/src/power/adapter.ts






const METRIC_KEYS = [
    'avg_power_w',
    'avg_total_gpu_power_w',
    'total_gpu_energy_j',
    'joules_per_successful_query',
    'joules_per_input_token',
    'joules_per_output_token',
    'joules_per_total_token'
];
const WINDOW_FILE = 'agentic_power_window.json';
const SIDECAR_FILE = 'power_validation.json';
const TELEMETRY_FILE = 'gpu_metrics.csv';
const f = (x) => (x === null ? null : new python_float/* PyFloat */.g$(x));
const adapter_json = (value) => (0,json/* pyJsonDumps */.dv)(value, { indent: 2 });
/** Integrates a GPU telemetry CSV over the window (the generic single-node power aggregation). */
function integrate(fs, telemetryPath, window, options) {
    const gpus = new Map();
    if (!fs.isFile(telemetryPath))
        return { reasons: ['telemetry_file_missing'], gpus };
    const telemetry = (0,power_telemetry/* parseTelemetry */.vY)(new TextDecoder().decode(fs.readBytes(telemetryPath)), options.timeZone);
    if (telemetry.problems.length)
        return { reasons: [...telemetry.problems], gpus, telemetry };
    const reasons = [];
    if (!telemetry.gpus.size)
        reasons.push('telemetry_samples_missing');
    if (options.expectedNumGpus !== undefined && telemetry.gpus.size !== options.expectedNumGpus)
        reasons.push('expected_gpu_count_mismatch');
    for (const [id, series] of telemetry.gpus) {
        const energy = (0,power_telemetry/* integrateGpu */.mf)(series, window.start, window.end);
        gpus.set(id, energy);
        for (const issue of energy.issues)
            if (!reasons.includes(issue))
                reasons.push(issue);
    }
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
const perGpu = (gpus, pick) => new Map([...gpus].map(([id, g]) => [id, pick(g)]));
function sidecar(options, window, result, accumulator) {
    const valid = result.reasons.length === 0;
    const out = new Map([
        ['schema_version', 1],
        ['power_valid', valid],
        ['reasons', result.reasons],
        ['telemetry_source', (0,paths/* pyPath */.r)(options.resultDir, TELEMETRY_FILE)],
        ['benchmark_result', (0,paths/* pyPath */.r)(options.resultDir, WINDOW_FILE)]
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
    out.set('metrics', result.metrics ? new Map(METRIC_KEYS.map((k) => [k, new python_float/* PyFloat */.g$((0,format/* pyRound */.wq)(result.metrics[k], 6))])) : null);
    return out;
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
            agg.set(key, new python_float/* PyFloat */.g$((0,format/* pyRound */.wq)(value, /_(w|j)$/.test(key) ? 3 : 6)));
    return agg;
}
/**
 * The power measurement of the agentic power adapter: aiperf's profiling window + GPU telemetry →
 * energy metrics and a validation sidecar (both files of its own); the aggregate is the caller's.
 */
function measurePower(fs, options) {
    let window;
    let result;
    const telemetryPath = (0,paths/* pyPath */.r)(options.resultDir, TELEMETRY_FILE);
    try {
        window = buildWindow(fs, options.resultDir);
        fs.writeAtomic((0,paths/* pyPath */.r)(options.resultDir, WINDOW_FILE), adapter_json({
            benchmark_start_time_unix: f(window.start),
            benchmark_end_time_unix: f(window.end),
            duration: f(window.duration),
            completed: window.completed,
            total_input_tokens: window.inputTokens,
            total_output_tokens: window.outputTokens
        }));
        result = integrate(fs, telemetryPath, window, options);
    }
    catch (e) {
        if (!(e instanceof WindowProblem))
            throw e;
        result = { reasons: [e.message], gpus: new Map() };
    }
    const sidecarPath = (0,paths/* pyPath */.r)(options.resultDir, SIDECAR_FILE);
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
    fs.writeAtomic(options.aggResult, adapter_json(applyPowerVerdict(aggregate, outcome.metrics)));
    return { outcome, failed: !outcome.valid && options.requirePower };
}


/***/ }),

/***/ 2180:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hY: () => (/* binding */ ID_HEADERS),
/* harmony export */   mf: () => (/* binding */ integrateGpu),
/* harmony export */   vY: () => (/* binding */ parseTelemetry)
/* harmony export */ });
/* unused harmony exports SAMPLE_SLACK_S, timestampOf */
/* harmony import */ var _timestamps_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7246);
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
/** Parses a GPU telemetry CSV (nvidia-smi / amd-smi): columns found by header words. */
function parseTelemetry(text, timeZone) {
    const lines = text.split(/\r\n|\r|\n/).filter((l) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrip */ .m0)(l) !== '');
    const header = (lines.shift() ?? '').split(',').map((h) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrip */ .m0)(h).toLowerCase());
    const timeCol = header.findIndex((h) => h.includes('time'));
    const powerCol = header.findIndex((h) => h.includes('power') && !/limit|cap|max|min/.test(h));
    const idCol = header.findIndex((h) => ID_HEADERS.has(h));
    const gpus = new Map();
    const problems = [
        ...(timeCol < 0 ? ['timestamp_column_missing'] : []),
        ...(powerCol < 0 ? ['power_column_missing'] : []),
        ...(idCol < 0 ? ['gpu_identity_column_missing'] : [])
    ];
    if (problems.length)
        return { gpus, problems };
    const sums = new Map();
    for (const line of lines) {
        const cells = line.split(',');
        const time = timestampOf(cells[timeCol] ?? '', timeZone);
        const powerText = NUMBER.exec(cells[powerCol] ?? '');
        if (time === undefined || !powerText)
            continue;
        const watts = Number(powerText[0]);
        if (!Number.isFinite(watts))
            continue;
        const id = (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrip */ .m0)(cells[idCol] ?? '');
        let perTime = sums.get(id);
        if (!perTime)
            sums.set(id, (perTime = new Map()));
        const acc = perTime.get(time) ?? [0, 0];
        perTime.set(time, [acc[0] + watts, acc[1] + 1]);
    }
    for (const [id, perTime] of sums) {
        const times = [...perTime.keys()].sort((a, b) => a - b);
        gpus.set(id, { times, watts: times.map((t) => perTime.get(t)[0] / perTime.get(t)[1]) });
    }
    return { gpus, problems };
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
    if (!times.length || times[0] > start || times[times.length - 1] < end)
        issues.push('benchmark_window_not_bracketed');
    else if (maxGap !== null && maxGap > SAMPLE_SLACK_S)
        issues.push('sampling_gap_exceeded');
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

/***/ 7246:
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

/***/ 9404:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ft: () => (/* binding */ sglangCapacity),
/* harmony export */   J2: () => (/* binding */ logCapacity),
/* harmony export */   Kl: () => (/* binding */ codePointOrder),
/* harmony export */   kT: () => (/* binding */ vllmCapacity)
/* harmony export */ });
/* unused harmony exports LOG_HEAD_BYTES, serverLogFiles, readLogHead */
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2282);


/** Only the head of a server log is read: logs of long runs reach gigabytes. */
const LOG_HEAD_BYTES = 64 * 1024 * 1024;
const VLLM_SIZE = /GPU KV cache size:\s*([\d,]+)\s*tokens/;
const VLLM_ENGINE = /\(EngineCore(?:_DP\d+)? pid=\d+\)/;
/** vLLM: `GPU KV cache size: N tokens`, per engine (last line wins) or summed when untagged. */
function vllmCapacity(text) {
    const perEngine = new Map();
    let bare = null;
    for (const line of (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pySplitlines */ .Lz)(text)) {
        if (!line.includes('GPU KV cache size'))
            continue;
        const m = VLLM_SIZE.exec(line);
        const value = m ? Number(m[1].replace(/,/g, '')) : NaN;
        if (!(value > 0))
            continue;
        const engine = VLLM_ENGINE.exec(line);
        if (engine)
            perEngine.set(engine[0], value);
        else
            bare = (bare ?? 0) + value;
    }
    if (perEngine.size)
        return [...perEngine.values()].reduce((a, b) => a + b, 0);
    return bare;
}
const SGLANG_DP = /\bdp_size=(\d+)\b/;
const SGLANG_TOKENS = /\bmax_total_num_tokens=(\d+)\b/;
const SGLANG_RANK = /\b(DP\d+\s+TP\d+\s+EP\d+)\b/;
/** SGLang: `max_total_num_tokens=N` per rank; one logged rank of a DP server stands for all. */
function sglangCapacity(text) {
    const dpMatch = SGLANG_DP.exec(text);
    const dpSize = dpMatch ? Number(dpMatch[1]) : 0;
    const perRank = new Map();
    const bare = [];
    for (const line of (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pySplitlines */ .Lz)(text)) {
        if (!line.includes('max_total_num_tokens'))
            continue;
        const m = SGLANG_TOKENS.exec(line);
        const value = m ? Number(m[1]) : 0;
        if (!(value > 0))
            continue;
        const rank = SGLANG_RANK.exec(line);
        if (rank)
            perRank.set(rank[1], value);
        else
            bare.push(value);
    }
    if (perRank.size) {
        const values = [...perRank.values()];
        return values.length === 1 && dpSize > 1 ? values[0] * dpSize : values.reduce((a, b) => a + b, 0);
    }
    if (bare.length === 1 && dpSize > 1)
        return bare[0] * dpSize;
    return bare.length ? bare.reduce((a, b) => a + b, 0) : null;
}
/** `RESULT_DIR/server.log` and `watchtower-*.out` in RESULT_DIR and its first three lexical parents. */
function serverLogFiles(fs, resultDir) {
    const files = [];
    const seen = new Set();
    const add = (path) => {
        if (!fs.isFile(path))
            return;
        const real = fs.realPath(path);
        if (seen.has(real))
            return;
        seen.add(real);
        files.push(path);
    };
    add((0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .pyPath */ .r)(resultDir, 'server.log'));
    for (const dir of [(0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .pyPath */ .r)(resultDir), ...(0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .pyParents */ .f)(resultDir, 3)]) {
        const names = fs.list(dir).filter((n) => n.startsWith('watchtower-') && n.endsWith('.out'));
        for (const path of names.map((n) => (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .pyPath */ .r)(dir, n)).sort(codePointOrder))
            add(path);
    }
    return files;
}
const codePointOrder = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/** Log text as the reference reads it: the head, invalid UTF-8 replaced, NUL characters removed. */
function readLogHead(fs, path) {
    const bytes = fs.readHead(path, LOG_HEAD_BYTES);
    return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).replace(/\0/g, '');
}
/** Capacity summed over every log file, null when no file states one. */
function logCapacity(fs, resultDir, parse) {
    let total = null;
    for (const path of serverLogFiles(fs, resultDir)) {
        const value = parse(readLogHead(fs, path));
        if (value !== null)
            total = (total ?? 0) + value;
    }
    return total;
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


/***/ })

};
