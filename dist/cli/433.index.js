export const id = 433;
export const ids = [433];
export const modules = {

/***/ 2433:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  WB: () => (/* binding */ METRIC_KEYS),
  TN: () => (/* binding */ applyPowerVerdict),
  UZ: () => (/* binding */ integrate),
  aH: () => (/* binding */ runPowerAdapter)
});

// EXTERNAL MODULE: ./packages/common/src/python/float.ts
var python_float = __webpack_require__(564);
// EXTERNAL MODULE: ./packages/common/src/python/json.ts
var json = __webpack_require__(4194);
// EXTERNAL MODULE: ./packages/common/src/python/format.ts
var format = __webpack_require__(5075);
// EXTERNAL MODULE: ./packages/common/src/python/json-parse.ts
var json_parse = __webpack_require__(7324);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/agentic/src/artifacts.ts
var artifacts = __webpack_require__(382);
// EXTERNAL MODULE: ./packages/agentic/src/paths.ts
var paths = __webpack_require__(17);
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
function sidecar(options, window, result, windowSource) {
    const valid = result.reasons.length === 0;
    const out = new Map([
        ['schema_version', 1],
        ['power_valid', valid],
        ['reasons', result.reasons],
        ['telemetry_source', (0,paths/* pyPath */.r)(options.resultDir, TELEMETRY_FILE)],
        ['benchmark_result', (0,paths/* pyPath */.r)(options.resultDir, WINDOW_FILE)]
    ]);
    if (windowSource)
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
    out.set('accumulator_check', null);
    out.set('metrics', result.metrics ? new Map(METRIC_KEYS.map((k) => [k, new python_float/* PyFloat */.g$((0,format/* pyRound */.wq)(result.metrics[k], 6))])) : null);
    return out;
}
/**
 * The power verdict in a result row: stale metrics removed, v2 fields appended (existing keys keep
 * their place), metrics rounded to 3 decimals for watts and joules, 6 otherwise.
 */
function applyPowerVerdict(agg, metrics, staleKeys = METRIC_KEYS) {
    for (const key of [...staleKeys, 'power_invalid_reasons'])
        agg.delete(key);
    agg.set('power_metric_schema_version', 2);
    agg.set('power_valid', metrics ? 1 : 0);
    if (metrics)
        for (const [key, value] of metrics)
            agg.set(key, new python_float/* PyFloat */.g$((0,format/* pyRound */.wq)(value, /_(w|j)$/.test(key) ? 3 : 6)));
}
/** Rewrites the aggregate file with the power verdict. */
function patchAggregate(fs, path, metrics) {
    const agg = (0,artifacts/* readJsonFile */.JE)(fs, path);
    if (!(0,json_parse/* isPyObject */.zt)(agg))
        throw new errors/* SweepkitError */.R0('not a JSON object', { location: { file: path }, code: 'bad-json' });
    applyPowerVerdict(agg, metrics && new Map(METRIC_KEYS.map((k) => [k, metrics[k]])));
    fs.writeAtomic(path, adapter_json(agg));
}
/**
 * The agentic power adapter (B.13): aiperf's profiling window + GPU telemetry → energy metrics,
 * a validation sidecar, and the aggregate patched in place.
 */
function runPowerAdapter(fs, options) {
    if (!fs.isFile(options.aggResult))
        throw new errors/* SweepkitError */.R0('aggregate result not found', { location: { file: options.aggResult } });
    let window;
    let result;
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
        result = integrate(fs, (0,paths/* pyPath */.r)(options.resultDir, TELEMETRY_FILE), window, options);
    }
    catch (e) {
        if (!(e instanceof WindowProblem))
            throw e;
        result = { reasons: [e.message], gpus: new Map() };
    }
    const sidecarPath = (0,paths/* pyPath */.r)(options.resultDir, SIDECAR_FILE);
    fs.writeAtomic(sidecarPath, adapter_json(sidecar(options, window, result, window === undefined)));
    patchAggregate(fs, options.aggResult, result.metrics);
    const m = result.metrics;
    if (m) {
        const line = `[aggregate_power] avg_power_w=${(0,format/* pyFixed */.mS)(m.avg_power_w, 2)} avg_total_gpu_power_w=${(0,format/* pyFixed */.mS)(m.avg_total_gpu_power_w, 2)} total_gpu_energy_j=${(0,format/* pyFixed */.mS)(m.total_gpu_energy_j, 2)} (n=${result.gpus.size}) -> ${options.aggResult}`;
        return { valid: true, reasons: [], metrics: m, stdout: [line], stderr: [], exitCode: 0 };
    }
    const line = `[aggregate_power] Power validation failed: ${result.reasons.join(', ')} (details: ${sidecarPath})`;
    return { valid: false, reasons: result.reasons, stdout: [], stderr: [line], exitCode: options.requirePower ? 1 : 0 };
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
    const pts = [[start, interpolate(start, times[before], watts[before], times[before + 1] ?? times[before], watts[before + 1] ?? watts[before])]];
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


/***/ })

};
