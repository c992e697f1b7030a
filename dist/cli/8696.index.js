export const id = 8696;
export const ids = [8696];
export const modules = {

/***/ 8696:
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
// EXTERNAL MODULE: ./packages/common/src/python/os-error.ts
var os_error = __webpack_require__(5713);
// EXTERNAL MODULE: ./packages/common/src/contained-path.ts
var contained_path = __webpack_require__(2432);
// EXTERNAL MODULE: ./packages/common/src/python/path.ts
var path = __webpack_require__(6615);
// EXTERNAL MODULE: ./packages/job/src/telemetry/integrate.ts
var integrate = __webpack_require__(7944);
// EXTERNAL MODULE: ./packages/job/src/env.ts
var src_env = __webpack_require__(1256);
// EXTERNAL MODULE: ./packages/common/src/python/float.ts
var python_float = __webpack_require__(564);
// EXTERNAL MODULE: ./packages/common/src/python/values.ts
var python_values = __webpack_require__(2282);
// EXTERNAL MODULE: ./packages/common/src/python/format.ts
var format = __webpack_require__(5075);
// EXTERNAL MODULE: ./packages/job/src/telemetry/telemetry.ts
var telemetry = __webpack_require__(2588);
// EXTERNAL MODULE: ./packages/job/src/telemetry/accumulator.ts
var accumulator = __webpack_require__(4585);
// EXTERNAL MODULE: ./packages/job/src/telemetry/timestamps.ts
var timestamps = __webpack_require__(4262);
;// CONCATENATED MODULE: ./packages/results/src/power-binding/telemetry-csv.ts

/**
 * Python's `csv` reader with `skipinitialspace=True`: comma-separated records, double-quote
 * quoting (`""` inside quotes is one quote), spaces after a delimiter skipped, newlines inside
 * quotes kept. A fully empty line is the record `[]`.
 */
function csvRecords(text) {
    const records = [];
    let record = [];
    let cell = '';
    let quoted = false;
    let started = false;
    let i = 0;
    const endCell = () => {
        record.push(cell);
        cell = '';
        started = false;
    };
    const endRecord = () => {
        if (started || record.length || cell !== '')
            endCell();
        records.push(record);
        record = [];
    };
    while (i < text.length) {
        const c = text[i];
        if (quoted) {
            if (c === '"' && text[i + 1] === '"') {
                cell += '"';
                i += 2;
                continue;
            }
            if (c === '"')
                quoted = false;
            else
                cell += c;
            i++;
            continue;
        }
        if (c === '"' && cell === '') {
            quoted = true;
            started = true;
        }
        else if (c === ',') {
            endCell();
            started = true;
            while (text[i + 1] === ' ')
                i++;
        }
        else if (c === '\r' || c === '\n') {
            endRecord();
            if (c === '\r' && text[i + 1] === '\n')
                i++;
        }
        else {
            cell += c;
            started = true;
        }
        i++;
    }
    if (started || record.length || cell !== '')
        endRecord();
    return records;
}
const DECIMAL = /^-?\d+(?:\.\d+)?$/;
/**
 * A telemetry timestamp as epoch seconds (power-binding.md §2.3), or undefined: a plain decimal
 * (milliseconds above 10¹²), `YYYY/MM/DD HH:MM:SS[.f]`, or ISO 8601 (a space for the `T`); a value
 * without a zone is local time in `timeZone`.
 */
function telemetryTime(text, timeZone) {
    if (DECIMAL.test(text)) {
        const n = Number(text);
        if (!Number.isFinite(n))
            return undefined;
        return n > 1e12 ? n / 1000 : n;
    }
    const iso = text.includes('T') ? text : text.replace(' ', 'T');
    const wall = (0,timestamps/* parseSlashed */.eG)(text) ?? (0,timestamps/* parseIso */.P$)(iso.replace(/Z$/, '+00:00'));
    if (!wall)
        return undefined;
    return wall.offsetMinutes === undefined ? (0,timestamps/* naiveEpoch */.FT)(wall, timeZone) : (0,timestamps/* awareEpoch */.GH)(wall, wall.offsetMinutes);
}
const NOT_AVAILABLE = /^(\[n\/a\]|n\/a|na)$/i;
/** Watts of a power cell: the first `-?digits[.digits]` in it; undefined when absent, not finite or negative. */
function telemetryWatts(cell) {
    if (cell === '' || NOT_AVAILABLE.test(cell))
        return undefined;
    const match = /-?\d+(?:\.\d+)?/.exec(cell);
    const watts = match ? Number(match[0]) : NaN;
    return Number.isFinite(watts) && watts >= 0 ? watts : undefined;
}
/** GPU ids in the reference's order: ids made only of digits first, by value, then the rest by code point. */
function compareGpuIds(a, b) {
    const da = /^\d+$/.test(a);
    const db = /^\d+$/.test(b);
    if (da !== db)
        return da ? -1 : 1;
    if (da) {
        const x = BigInt(a);
        const y = BigInt(b);
        if (x !== y)
            return x < y ? -1 : 1;
    }
    return a < b ? -1 : a > b ? 1 : 0;
}
/** `statistics.mean`: the exact mean of doubles, rounded once to the nearest double. */
function exactMean(values) {
    if (values.length === 1)
        return values[0];
    // Each double is an integer times 2^e (e ≥ -1074): sum exactly on a common scale.
    const SCALE = 1074n;
    let sum = 0n;
    for (const v of values)
        sum += scaled(v, SCALE);
    return ratioToDouble(sum, BigInt(values.length) << SCALE);
}
/** v × 2^shift as an exact integer (v finite, shift large enough). */
function scaled(v, shift) {
    if (v === 0)
        return 0n;
    const view = new DataView(new ArrayBuffer(8));
    view.setFloat64(0, v);
    const bits = view.getBigUint64(0);
    const sign = bits >> 63n ? -1n : 1n;
    const exponent = Number((bits >> 52n) & 0x7ffn);
    const fraction = bits & ((1n << 52n) - 1n);
    const mantissa = exponent === 0 ? fraction : fraction | (1n << 52n);
    const e = BigInt((exponent === 0 ? 1 : exponent) - 1075);
    return sign * (mantissa << (e + shift));
}
/** num / den (den > 0) rounded to the nearest double, ties to even. */
function ratioToDouble(num, den) {
    if (num === 0n)
        return 0;
    const negative = num < 0n;
    const n = negative ? -num : num;
    // Scale so the quotient has 54+ significant bits, then round half-even on the 53-bit boundary.
    let shift = 0n;
    while (n << shift < den << 54n)
        shift++;
    while (n >> -shift >= den << 55n && shift > -2000n)
        shift--;
    const q = shift >= 0n ? (n << shift) / den : n / (den << -shift);
    const r = shift >= 0n ? (n << shift) % den : n % (den << -shift);
    // q has 54 or 55 bits: keep 53, the rest plus the remainder decide the rounding.
    const extra = q.toString(2).length - 53;
    const kept = q >> BigInt(extra);
    const dropped = q - (kept << BigInt(extra));
    const half = 1n << BigInt(extra - 1);
    const up = dropped > half || (dropped === half && (r !== 0n || (kept & 1n) === 1n));
    const mantissa = up ? kept + 1n : kept;
    const value = Number(mantissa) * 2 ** (extra - Number(shift));
    return negative ? -value : value;
}

;// CONCATENATED MODULE: ./packages/results/src/power-binding/single-node.ts



/** The telemetry rules of job's power arithmetic: samples this far outside the window still count, a larger gap is a reason. */
const SLACK_S = telemetry/* SAMPLE_SLACK_S */.eJ;
const MAX_GAP_S = telemetry/* SAMPLE_SLACK_S */.eJ;
const EDGE_EPSILON_S = 1e-9;
const TOLERANCE = accumulator/* ACCUMULATOR_TOLERANCE */.$;
const f = (x) => new python_float/* PyFloat */.g$(x);
const sortedIds = (ids) => [...ids].sort(compareGpuIds);
/** §2.1: the first candidate that exists, else the first one, as Python's `Path` prints it. */
function telemetryPath(fs, candidates) {
    return (0,path/* pyPath */.r)(candidates.find((c) => fs.isFile(c)) ?? candidates[0]);
}
/** A JSON number (not a boolean, not numeric text). */
function jsonNumber(v) {
    if (typeof v === 'number')
        return v;
    if (typeof v === 'bigint')
        return Number(v);
    return v instanceof python_float/* PyFloat */.g$ ? v.value : undefined;
}
/** A JSON integer > 0 (not `5.0`, not a boolean), else 0 and invalid. */
function positiveInt(v) {
    const n = typeof v === 'bigint' ? Number(v) : typeof v === 'number' && Number.isInteger(v) ? v : undefined;
    return n !== undefined && n > 0 ? n : undefined;
}
/** The sidecar's `benchmark_window` (both power tools write it alike): the contract's window, or null. */
function benchmarkWindowJson(window) {
    return window
        ? new Map([
            ['start_time_unix', f(window.start)],
            ['end_time_unix', f(window.end)],
            ['reported_duration_s', f(window.reported)],
            ['integration_duration_s', f(window.end - window.start)],
            ['completed', window.completed],
            ['total_input_tokens', window.inputTokens],
            ['total_output_tokens', window.outputTokens]
        ])
        : null;
}
/** §2.2: the benchmark's window and counts. */
function benchmarkContract(result) {
    const start = jsonNumber(result.get('benchmark_start_time_unix'));
    const end = jsonNumber(result.get('benchmark_end_time_unix'));
    const reported = jsonNumber(result.get('duration'));
    if (start === undefined || end === undefined || reported === undefined || ![start, end, reported].every(Number.isFinite) || end <= start || reported <= 0)
        return { reasons: ['invalid_benchmark_window'] };
    const reasons = [];
    const span = end - start;
    if (Math.abs(reported - span) > Math.max(0.5, 0.01 * span))
        reasons.push('benchmark_duration_mismatch');
    const counted = (key, reason) => {
        const n = positiveInt(result.get(key));
        if (n === undefined)
            reasons.push(reason);
        return n ?? 0;
    };
    const completed = counted('completed', 'invalid_successful_query_count');
    const inputTokens = counted('total_input_tokens', 'invalid_input_token_count');
    const outputTokens = counted('total_output_tokens', 'invalid_output_token_count');
    return { reasons, window: { start, end, reported, completed, inputTokens, outputTokens } };
}
/** The telemetry's data rows as trimmed cells, and its three columns (-1 when missing). */
function readCsv(text) {
    const [header = [], ...rest] = csvRecords(text);
    const names = header.map((h) => (0,python_values/* pyStrip */.m0)(h).toLowerCase());
    return {
        rows: rest.filter((r) => r.length).map((r) => r.map((c) => (0,python_values/* pyStrip */.m0)(c))),
        time: names.findIndex((h) => h.includes('time')),
        power: names.findIndex((h) => h.includes('power') && !/limit|cap|max|min/.test(h)),
        id: names.findIndex((h) => telemetry/* ID_HEADERS */.hY.has(h))
    };
}
const decode = (bytes) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
/** p at time t between two samples, or the sample itself when it sits on t. */
function boundary(t, times, watts) {
    const j = times.findIndex((x) => x >= t);
    if (times[j] - t <= EDGE_EPSILON_S)
        return watts[j];
    const fraction = (t - times[j - 1]) / (times[j] - times[j - 1]);
    return watts[j - 1] + fraction * (watts[j] - watts[j - 1]);
}
/**
 * §2.3's integration of one device's samples (sorted by time) over [start, end]: the largest gap
 * of the bracketing run (the last sample at or before the start to the first at or after the end)
 * and the trapezoidal energy with interpolated edges; undefined with fewer than 2 samples or when
 * the samples do not reach both edges. Multi-node devices are integrated by it too (§3 G8).
 */
function windowEnergy(times, watts, start, end) {
    const samples = times.length;
    if (samples < 2 || times[0] > start || times[samples - 1] < end)
        return undefined;
    let first = 0;
    while (times[first + 1] <= start)
        first++;
    const last = times.findIndex((t) => t >= end);
    let maxGap = 0;
    for (let i = first + 1; i <= last; i++)
        maxGap = Math.max(maxGap, times[i] - times[i - 1]);
    const points = [[start, boundary(start, times, watts)]];
    for (let i = 0; i < samples; i++)
        if (times[i] > start && times[i] < end)
            points.push([times[i], watts[i]]);
    points.push([end, boundary(end, times, watts)]);
    let energy = 0.0;
    for (let i = 1; i < points.length; i++)
        energy += ((points[i][0] - points[i - 1][0]) * (points[i - 1][1] + points[i][1])) / 2;
    return { maxGap, energy };
}
/** §2.3 per GPU: the sample count, then too few samples, the bracketing, or the gap (energy kept). */
function integrateGpu(times, watts, start, end) {
    const samples = times.length;
    if (samples < 2)
        return { samples, issue: 'insufficient_power_samples' };
    const e = windowEnergy(times, watts, start, end);
    if (!e)
        return { samples, issue: 'benchmark_window_not_bracketed' };
    return { samples, ...e, ...(e.maxGap > MAX_GAP_S ? { issue: 'sampling_gap_exceeded' } : {}) };
}
/** §2.3: the telemetry checks in the reference's order, each reason once, where first found. */
function scanTelemetry(fs, path, window, expected, timeZone) {
    const reasons = [];
    const gpus = new Map();
    const add = (reason) => {
        if (!reasons.includes(reason))
            reasons.push(reason);
    };
    if (expected <= 0)
        add('invalid_expected_gpu_count');
    if (!fs.isFile(path))
        return { reasons: [...reasons, 'telemetry_file_missing'], gpus };
    let bytes;
    try {
        bytes = fs.readBytes(path);
    }
    catch {
        return { reasons: [...reasons, 'telemetry_file_unreadable'], gpus };
    }
    if (bytes.length === 0)
        return { reasons: [...reasons, 'telemetry_file_empty'], gpus };
    const csv = readCsv(decode(bytes));
    if (csv.time < 0)
        add('timestamp_column_missing');
    if (csv.power < 0)
        add('power_column_missing');
    if (csv.id < 0)
        add('gpu_identity_column_missing');
    if (csv.time < 0 || csv.power < 0 || csv.id < 0)
        return { reasons, gpus };
    const kept = new Map();
    let identityMissing = false;
    for (const row of csv.rows) {
        const time = telemetryTime(row[csv.time] ?? '', timeZone);
        if (time === undefined) {
            add('invalid_timestamp_sample');
            continue;
        }
        if (time < window.start - SLACK_S || time > window.end + SLACK_S)
            continue;
        const watts = telemetryWatts(row[csv.power] ?? '');
        if (watts === undefined) {
            add('invalid_power_sample');
            continue;
        }
        const id = row[csv.id] ?? '';
        if (id === '') {
            identityMissing = true;
            continue;
        }
        let perTime = kept.get(id);
        if (!perTime)
            kept.set(id, (perTime = new Map()));
        perTime.set(time, [...(perTime.get(time) ?? []), watts]);
    }
    if (identityMissing)
        add('gpu_identity_missing');
    if (!kept.size)
        return { reasons: [...reasons, 'no_usable_power_samples'], gpus };
    if (expected > 0 && kept.size !== expected)
        add('expected_gpu_count_mismatch');
    for (const id of sortedIds(kept.keys())) {
        const perTime = kept.get(id);
        const times = [...perTime.keys()].sort((a, b) => a - b);
        const gpu = integrateGpu(times, times.map((t) => exactMean(perTime.get(t))), window.start, window.end);
        gpus.set(id, gpu);
        if (gpu.issue)
            add(gpu.issue);
    }
    return { reasons, gpus };
}
/** A snapshot's GPU → joules (§2.6), or undefined when its headers or rows are unusable. */
function snapshot(text) {
    const [header = [], ...rows] = csvRecords(text);
    const names = header.map((h) => (0,python_values/* pyStrip */.m0)(h));
    const id = names.indexOf('gpu');
    const energy = names.indexOf('total_energy_consumption');
    if (id < 0 || energy < 0)
        return undefined;
    const joules = new Map();
    for (const row of rows) {
        const gpu = (0,python_values/* pyStrip */.m0)(row[id] ?? '');
        const value = (0,python_values/* parsePyFloatText */.Gc)((0,python_values/* pyStrip */.m0)(row[energy] ?? ''));
        if (gpu !== '' && value !== null && Number.isFinite(value))
            joules.set(gpu, value);
    }
    return joules.size ? joules : undefined;
}
const unavailable = (reason) => new Map([
    ['available', false],
    ['reason', reason]
]);
/** §2.6: the advisory cross-check of the energy counters against the whole sampled stream. */
function accumulatorCheck(fs, csvPath, timeZone) {
    const slash = csvPath.lastIndexOf('/');
    const name = csvPath.slice(slash + 1);
    const dot = name.lastIndexOf('.');
    const stem = dot > 0 ? name.slice(0, dot) : name;
    const dir = slash < 0 ? '' : csvPath.slice(0, slash);
    const startPath = (0,path/* pyPath */.r)(dir, `${stem}_energy_start.csv`);
    const endPath = (0,path/* pyPath */.r)(dir, `${stem}_energy_end.csv`);
    const hasStart = fs.isFile(startPath);
    const hasEnd = fs.isFile(endPath);
    if (!hasStart && !hasEnd)
        return null;
    if (!hasStart)
        return unavailable('missing_start_snapshot');
    if (!hasEnd)
        return unavailable('missing_end_snapshot');
    try {
        const before = snapshot(decode(fs.readBytes(startPath)));
        if (!before)
            return unavailable('unparseable_start_snapshot');
        const after = snapshot(decode(fs.readBytes(endPath)));
        if (!after)
            return unavailable('unparseable_end_snapshot');
        const matched = sortedIds([...before.keys()].filter((id) => after.has(id)));
        const deltas = new Map(matched.map((id) => [id, after.get(id) - before.get(id)]));
        const unmatched = sortedIds([...before.keys(), ...after.keys()].filter((id) => !(before.has(id) && after.has(id))));
        const negative = matched.filter((id) => deltas.get(id) < 0);
        // The whole stream: every parseable row, negative watts kept, no window, no averaging.
        const csv = readCsv(decode(fs.readBytes(csvPath)));
        const stream = new Map();
        if (csv.time >= 0 && csv.power >= 0 && csv.id >= 0)
            for (const row of csv.rows) {
                const time = telemetryTime(row[csv.time] ?? '', timeZone);
                const text = /-?\d+(?:\.\d+)?/.exec(row[csv.power] ?? '');
                const id = row[csv.id] ?? '';
                if (time === undefined || !text || id === '' || !Number.isFinite(Number(text[0])))
                    continue;
                stream.set(id, [...(stream.get(id) ?? []), [time, Number(text[0])]]);
            }
        const integratedIds = sortedIds([...stream.keys()].filter((id) => deltas.has(id)));
        let integrated = 0.0;
        let first = Infinity;
        let last = -Infinity;
        for (const id of integratedIds) {
            const points = stream.get(id).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
            for (let i = 1; i < points.length; i++)
                integrated += ((points[i][0] - points[i - 1][0]) * (points[i - 1][1] + points[i][1])) / 2;
            first = Math.min(first, points[0][0]);
            last = Math.max(last, points[points.length - 1][0]);
        }
        let delta = 0.0;
        for (const d of deltas.values())
            delta += d;
        const relative = delta > 0 ? Math.abs(delta - integrated) / delta : null;
        return new Map([
            ['available', true],
            ['accumulator_delta_j', f(delta)],
            ['integrated_stream_j', f(integrated)],
            ['relative_error', relative === null ? null : f(relative)],
            ['within_tolerance', relative !== null && !negative.length && relative <= TOLERANCE],
            ['tolerance', f(TOLERANCE)],
            ['per_gpu_delta_j', new Map([...deltas].map(([id, d]) => [id, f(d)]))],
            ['integrated_gpu_ids', integratedIds],
            ['unmatched_gpus', unmatched],
            ['negative_delta_gpus', negative],
            ['stream_span_s', f(integratedIds.length ? last - first : 0.0)]
        ]);
    }
    catch {
        return unavailable('cross_check_error');
    }
}
/**
 * Single-node power (`utils/aggregate_power.py`, power-binding.md §2): the benchmark contract,
 * then the GPU telemetry CSV integrated over the benchmark's window and checked against
 * TP × PP × PCP GPUs; the reasons in the reference's order, the accumulator check advisory.
 */
function singleNodePower(fs, input) {
    const { telemetry } = input;
    const contract = benchmarkContract(input.result);
    const window = contract.window;
    const scan = window ? scanTelemetry(fs, telemetry, window, input.expectedGpus, input.timeZone) : { reasons: [], gpus: new Map() };
    const reasons = [...contract.reasons, ...scan.reasons];
    const gpus = scan.gpus;
    let metrics;
    if (!reasons.length && window) {
        let total = 0.0;
        for (const id of gpus.keys())
            total += gpus.get(id).energy;
        const avgTotal = total / (window.end - window.start);
        const values = [
            avgTotal / gpus.size,
            avgTotal,
            total,
            total / window.completed,
            total / window.inputTokens,
            total / window.outputTokens,
            total / (window.inputTokens + window.outputTokens)
        ];
        metrics = new Map(integrate/* METRIC_KEYS */.WB.map((k, i) => [k, values[i]]));
    }
    const accumulator = accumulatorCheck(fs, telemetry, input.timeZone);
    const byGpu = (pick) => new Map([...gpus].flatMap(([id, g]) => (pick(g) === undefined ? [] : [[id, pick(g)]])));
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
            ['benchmark_result', input.resultFile],
            ['benchmark_window', benchmarkWindowJson(window)],
            ['integration_method', 'per_device_trapezoidal_with_linear_boundary_interpolation'],
            ['expected_gpu_count', input.expectedGpus],
            ['observed_gpu_count', gpus.size],
            ['observed_gpu_ids', [...gpus.keys()]],
            ['per_gpu_sample_counts', byGpu((g) => g.samples)],
            ['per_gpu_max_sample_gap_s', byGpu((g) => (g.maxGap === undefined ? undefined : f(g.maxGap)))],
            ['per_gpu_energy_j', byGpu((g) => (g.energy === undefined ? undefined : f(g.energy)))],
            ['device_issues', byGpu((g) => (g.issue ? [g.issue] : undefined))],
            ['accumulator_check', accumulator],
            ['metrics', valid && metrics ? new Map([...metrics].filter(([, v]) => Number.isFinite(v)).map(([k, v]) => [k, f((0,format/* pyRound */.wq)(v, 6))])) : new Map()]
        ]),
        summary: (aggFile) => `[aggregate_power] avg_power_w=${(0,format/* pyFixed */.mS)(metrics.get('avg_power_w'), 2)} avg_total_gpu_power_w=${(0,format/* pyFixed */.mS)(metrics.get('avg_total_gpu_power_w'), 2)} total_gpu_energy_j=${(0,format/* pyFixed */.mS)(metrics.get('total_gpu_energy_j'), 2)} (n=${gpus.size}) -> ${aggFile}`
    };
}

;// CONCATENATED MODULE: ./packages/results/src/power-binding/multinode.ts




/** The six role metrics of a multi-node row (after the seven of METRIC_KEYS). */
const ROLE_METRIC_KEYS = [
    'prefill_gpu_energy_j',
    'prefill_avg_power_w',
    'prefill_joules_per_input_token',
    'decode_gpu_energy_j',
    'decode_avg_power_w',
    'decode_joules_per_output_token'
];
const SAMPLE_HEADER = ['schema_version', 'timestamp_unix', 'scrape_seq', 'hostname', 'gpu_index', 'gpu_uuid', 'power_w'];
const ROLES = ['prefill', 'decode', 'agg'];
const LIFECYCLE = ['exporter_exited', 'collector_exception', 'collector_interrupted', 'collector_join_timeout', 'benchmark_child_reap_timeout'];
const REQUIRED_LIFECYCLE = ['exporter_startup_timeout', 'exporter_launch_failed', 'endpoint_resolution_failed'];
const WIRE = [
    ['schema_version', 1],
    ['producer', 'srt-slurm.dcgm-power'],
    ['source_metric', 'DCGM_FI_DEV_POWER_USAGE'],
    ['unit', 'W'],
    ['power_scope', 'gpu_device_board_as_reported_by_dcgm'],
    ['timestamp_source', 'head_node_unix_clock']
];
const multinode_MAX_GAP_S = telemetry/* SAMPLE_SLACK_S */.eJ;
const multinode_f = (x) => new python_float/* PyFloat */.g$(x);
const repr = (v) => (0,python_values/* pyRepr */.n3)(v ?? null);
/** A JSON number that is not a boolean. */
const number = (v) => typeof v === 'number' ? v : typeof v === 'bigint' ? Number(v) : v instanceof python_float/* PyFloat */.g$ ? v.value : undefined;
const finite = (v) => Number.isFinite(number(v) ?? NaN);
/** A JSON integer (not a boolean, not `1.0`). */
const integer = (v) => typeof v === 'bigint' ? Number(v) : typeof v === 'number' && Number.isInteger(v) ? v : undefined;
/** Python `==` between JSON values: numbers by value (`True == 1 == 1.0`), containers element-wise. */
function pyJsonEq(a, b) {
    const n = (v) => (typeof v === 'boolean' ? Number(v) : number(v));
    if (n(a) !== undefined || n(b) !== undefined)
        return n(a) === n(b);
    if (Array.isArray(a) || Array.isArray(b))
        return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => pyJsonEq(x, b[i]));
    if ((0,json_parse/* isPyObject */.zt)(a ?? null) || (0,json_parse/* isPyObject */.zt)(b ?? null)) {
        if (!(0,json_parse/* isPyObject */.zt)(a ?? null) || !(0,json_parse/* isPyObject */.zt)(b ?? null))
            return false;
        const x = a;
        const y = b;
        return x.size === y.size && [...x].every(([k, v]) => y.has(k) && pyJsonEq(v, y.get(k)));
    }
    return (a ?? null) === (b ?? null);
}
/** The reference's canonical JSON (sorted keys, compact, ASCII), whose sha256 binds a copy to its original. */
const canonical = (value) => (0,json/* pyJsonDumps */.dv)(value, { sortKeys: true, separators: [',', ':'] });
function readJson(fs, path) {
    try {
        return { value: (0,json_parse/* parsePyJson */.j5)(new TextDecoder('utf-8', { fatal: true }).decode(fs.readBytes(path))) };
    }
    catch (e) {
        return { error: e.message };
    }
}
/** A shape error of the manifest (G3b), as Python's repr of the exception. */
class Malformed extends Error {
    constructor(kind, message) {
        super(`${kind}(${(0,python_values/* pyRepr */.n3)(message)})`);
    }
}
const get = (o, key) => {
    if (!(0,json_parse/* isPyObject */.zt)(o ?? null))
        throw new Malformed('AttributeError', `'${o === null || o === undefined ? 'NoneType' : Array.isArray(o) ? 'list' : typeof o === 'string' ? 'str' : 'int'}' object has no attribute 'get'`);
    return o.get(key);
};
const need = (o, key) => {
    const v = get(o, key);
    if (v === undefined)
        throw new Malformed('KeyError', key);
    return v;
};
/** `expected_devices` / `expected_windows`: missing, null or empty is none; else a list. */
const listOf = (manifest, key) => {
    const v = manifest.get(key);
    if (v === undefined || v === null || v === false || (Array.isArray(v) && !v.length) || v === '' || v === 0)
        return [];
    if (!Array.isArray(v))
        throw new Malformed('TypeError', `${key} is not a list: ${(0,python_values/* pyRepr */.n3)(v)}`);
    return v;
};
const nonNegative = (o, key, min = 0) => {
    const v = need(o, key);
    const n = integer(v);
    if (n === undefined || n < min)
        throw new Malformed('ValueError', `${key} is not an integer >= ${min}: ${(0,python_values/* pyRepr */.n3)(v)}`);
    return n;
};
const nonEmptyString = (o, key) => {
    const v = need(o, key);
    if (typeof v !== 'string' || v === '')
        throw new Malformed('ValueError', `${key} is not a non-empty string: ${(0,python_values/* pyRepr */.n3)(v)}`);
    return v;
};
/** G3b: the manifest's expected devices and windows, or the shape error. */
function manifestStructure(manifest) {
    const devices = listOf(manifest, 'expected_devices').map((entry) => {
        const raw = need(entry, 'assignments');
        if (!Array.isArray(raw) || !raw.length)
            throw new Malformed('ValueError', `assignments is not a non-empty list: ${(0,python_values/* pyRepr */.n3)(raw)}`);
        const assignments = raw.map((a) => {
            const role = need(a, 'worker_role');
            if (typeof role !== 'string' || !ROLES.includes(role))
                throw new Malformed('ValueError', `worker_role is not one of ('prefill', 'decode', 'agg'): ${(0,python_values/* pyRepr */.n3)(role)}`);
            nonNegative(a, 'worker_index');
            nonNegative(a, 'worker_process');
            const het = get(a, 'het_group') ?? null;
            const group = het === null ? null : integer(het);
            if (group === undefined || (group !== null && group < 0))
                throw new Malformed('ValueError', `het_group is not None or an integer >= 0: ${(0,python_values/* pyRepr */.n3)(het)}`);
            return { role, hetGroup: group };
        });
        return { hostname: nonEmptyString(entry, 'hostname'), gpuIndex: nonNegative(entry, 'gpu_index'), assignments };
    });
    const windows = listOf(manifest, 'expected_windows').map((w) => ({
        type: nonEmptyString(w, 'benchmark_type'),
        concurrency: nonNegative(w, 'concurrency', 1)
    }));
    return { devices, windows };
}
const deviceKey = (hostname, gpuIndex) => `${hostname}\u0000${gpuIndex}`;
const byHostThenIndex = (a, b) => a.hostname < b.hostname ? -1 : a.hostname > b.hostname ? 1 : a.gpuIndex - b.gpuIndex;
/** G3c: `samples.csv` read strictly, its reasons, the rows kept and the devices they show. */
function readSamples(fs, path) {
    const reasons = [];
    const add = (r) => {
        if (!reasons.includes(r))
            reasons.push(r);
    };
    if (!fs.isFile(path))
        return { reasons: ['samples_csv_missing'], valid: 0, rows: [], devices: [] };
    let text = '';
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(fs.readBytes(path));
    }
    catch {
        // The rows before the first undecodable line are kept.
        const bytes = fs.readBytes(path);
        let end = 0;
        for (let i = 0; i <= bytes.length; i++)
            if (i === bytes.length || bytes[i] === 0x0a) {
                try {
                    new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, i + 1));
                    end = i + 1;
                }
                catch {
                    break;
                }
            }
        text = new TextDecoder().decode(bytes.subarray(0, end));
        add('samples_csv_malformed');
    }
    const [header, ...records] = csvRecords(text);
    if (!header || header.length !== SAMPLE_HEADER.length || header.some((h, i) => h !== SAMPLE_HEADER[i]))
        return { reasons: [...reasons.filter((r) => r !== 'samples_csv_malformed'), 'samples_csv_header_mismatch'], valid: 0, rows: [], devices: [] };
    const parsed = [];
    for (const r of records) {
        if (!r.length)
            continue;
        const int = (s) => {
            const n = (0,python_values/* parsePyIntText */.jE)(s ?? '');
            return n === null ? undefined : Number(n);
        };
        const float = (s) => {
            const n = (0,python_values/* parsePyFloatText */.Gc)(s ?? '');
            return n !== null && Number.isFinite(n) ? n : undefined;
        };
        const [schema, time, seq, hostname, gpuIndex, uuid, watts] = [int(r[0]), float(r[1]), int(r[2]), r[3], int(r[4]), r[5], float(r[6])];
        if (r.length !== 7 ||
            schema !== 1 ||
            time === undefined ||
            watts === undefined ||
            watts < 0 ||
            seq === undefined ||
            seq < 0 ||
            gpuIndex === undefined ||
            gpuIndex < 0 ||
            !hostname ||
            !uuid) {
            add('samples_csv_malformed');
            continue;
        }
        parsed.push({ time, seq, hostname, gpuIndex, uuid, watts });
    }
    const seen = new Set();
    const rows = parsed.filter((row) => {
        const key = `${row.seq}\u0000${deviceKey(row.hostname, row.gpuIndex)}`;
        if (seen.has(key)) {
            add('duplicate_sample_row');
            return false;
        }
        seen.add(key);
        return true;
    });
    const byDevice = new Map();
    for (const row of rows) {
        const key = deviceKey(row.hostname, row.gpuIndex);
        if (!byDevice.has(key))
            byDevice.set(key, { hostname: row.hostname, gpuIndex: row.gpuIndex, uuids: [], rows: [] });
        byDevice.get(key).rows.push(row);
    }
    for (const device of byDevice.values()) {
        const inScrapeOrder = [...device.rows].sort((a, b) => a.seq - b.seq);
        for (let i = 1; i < inScrapeOrder.length; i++)
            if (inScrapeOrder[i].time <= inScrapeOrder[i - 1].time)
                add('timestamp_non_monotonic');
        for (const row of inScrapeOrder)
            if (!device.uuids.includes(row.uuid))
                device.uuids.push(row.uuid);
    }
    return { reasons, valid: parsed.length, rows, devices: [...byDevice.values()].sort(byHostThenIndex) };
}
/** A window's `result_path`: relative, inside the results root, named like the window file. */
function resultPathValid(resultPath, windowName) {
    if (typeof resultPath !== 'string' || resultPath === '' || resultPath.startsWith('/') || resultPath.startsWith('~'))
        return false;
    if (resultPath.split('/').includes('..'))
        return false;
    const stem = (path) => {
        const name = path
            .split('/')
            .filter((p) => p !== '' && p !== '.')
            .pop() ?? '';
        const dot = name.lastIndexOf('.');
        return dot > 0 ? name.slice(0, dot) : name;
    };
    return stem(resultPath) === stem(windowName);
}
const nonEmpty = (v) => typeof v === 'string' && v !== '';
const isNull = (v) => v === undefined || v === null;
/** Why a window file is not a usable window (G3e), or undefined. */
function windowError(fs, path, name) {
    if (!fs.isFile(path))
        return { reason: 'measurement_window_artifact_path_invalid' };
    const read = readJson(fs, path);
    const w = 'value' in read && (0,json_parse/* isPyObject */.zt)(read.value) ? read.value : undefined;
    if (!w ||
        !pyJsonEq(w.get('schema_version'), 1) ||
        w.get('clock_source') !== 'head_node_unix_clock' ||
        !['running', 'completed', 'failed', 'interrupted'].includes(w.get('status')) ||
        typeof w.get('benchmark_type') !== 'string' ||
        integer(w.get('concurrency')) === undefined ||
        !finite(w.get('benchmark_start_time_unix')))
        return { reason: 'measurement_window_malformed' };
    if (!resultPathValid(w.get('result_path'), name))
        return { reason: 'measurement_window_result_path_invalid' };
    const status = w.get('status');
    const [end, duration, reason] = [w.get('benchmark_end_time_unix'), w.get('duration'), w.get('reason')];
    const ok = status === 'running'
        ? isNull(end) && isNull(duration) && isNull(reason)
        : status === 'interrupted'
            ? isNull(end) && isNull(duration) && nonEmpty(reason)
            : finite(end) && finite(duration) && number(duration) > 0 && (status === 'completed' ? isNull(reason) : nonEmpty(reason));
    return ok ? { window: w } : { reason: 'measurement_window_malformed' };
}
/** The bracketing run of sorted times around [start, end], or undefined when a side is not reached. */
function bracket(times, start, end) {
    let first = -1;
    while (first + 1 < times.length && times[first + 1] <= start)
        first++;
    const last = times.findIndex((t) => t >= end);
    return first < 0 || last < 0 ? undefined : times.slice(first, last + 1);
}
const maxGap = (run) => run.slice(1).reduce((m, t, i) => Math.max(m, t - run[i]), 0);
/** G3e: the window files, one audit row per expected window, the artifact errors and their texts. */
function auditWindows(fs, powerDir, resultRoot, expected, devices, observed) {
    const artifactErrors = [];
    const error = (path, reason) => {
        const entry = artifactErrors.find((e) => e.path === path);
        if (entry) {
            if (!entry.reasons.includes(reason))
                entry.reasons.push(reason);
        }
        else
            artifactErrors.push({ path, reasons: [reason] });
    };
    const parsed = [];
    const byKey = new Map();
    const dropped = new Set();
    const windowKey = (type, concurrency) => `${String(type)}\u0000${String(integer(concurrency))}`;
    const windowsDir = (0,path/* pyPath */.r)(powerDir, 'windows');
    for (const name of fs.list(windowsDir).sort()) {
        const file = `windows/${name}`;
        const outcome = windowError(fs, (0,path/* pyPath */.r)(windowsDir, name), name);
        if ('reason' in outcome) {
            error(file, outcome.reason);
            continue;
        }
        const w = { file, name, window: outcome.window };
        parsed.push(w);
        const key = windowKey(w.window.get('benchmark_type'), w.window.get('concurrency'));
        const earlier = byKey.get(key);
        if (earlier || dropped.has(key)) {
            if (earlier)
                error(earlier.file, 'measurement_window_duplicate');
            error(file, 'measurement_window_duplicate');
            byKey.delete(key);
            dropped.add(key);
            continue;
        }
        byKey.set(key, w);
    }
    const expectedKeys = new Set(expected.map((w) => windowKey(w.type, w.concurrency)));
    for (const key of [...byKey.keys()].sort())
        if (!expectedKeys.has(key))
            error(byKey.get(key).file, 'measurement_window_unexpected');
    const rows = [];
    const texts = expected.length ? [] : ['no expected measurement window'];
    const observedByKey = new Map(observed.map((d) => [deviceKey(d.hostname, d.gpuIndex), d]));
    for (const want of expected) {
        const key = windowKey(want.type, want.concurrency);
        const found = byKey.get(key);
        const reasons = [];
        const gaps = new Map();
        if (!found)
            reasons.push(dropped.has(key) ? 'measurement_window_duplicate' : 'measurement_window_missing');
        else if (found.window.get('status') !== 'completed')
            reasons.push('measurement_window_incomplete');
        else {
            const w = found.window;
            const read = readJson(fs, (0,path/* pyPath */.r)(resultRoot, w.get('result_path')));
            const result = 'value' in read ? read.value : undefined;
            const start = number(w.get('benchmark_start_time_unix'));
            const end = number(w.get('benchmark_end_time_unix'));
            const duration = number(w.get('duration'));
            if (!('value' in read))
                reasons.push('measurement_window_result_missing');
            else if (!(0,json_parse/* isPyObject */.zt)(result ?? null) ||
                !['benchmark_start_time_unix', 'benchmark_end_time_unix', 'duration'].every((k) => pyJsonEq(result.get(k) ?? null, w.get(k) ?? null)))
                reasons.push('measurement_window_result_mismatch');
            else if (!(Math.abs(end - start - duration) <= Math.max(0.5, 0.01 * duration)))
                reasons.push('measurement_window_clock_mismatch');
            if (!reasons.length) {
                for (const d of [...devices].sort(byHostThenIndex)) {
                    const seen = observedByKey.get(deviceKey(d.hostname, d.gpuIndex));
                    const run = seen &&
                        bracket(seen.rows.map((r) => r.time).sort((a, b) => a - b), start, end);
                    if (!seen || !run) {
                        if (!reasons.includes('measurement_window_not_bracketed'))
                            reasons.push('measurement_window_not_bracketed');
                        continue;
                    }
                    if (seen.uuids.length !== 1) {
                        if (!reasons.includes('gpu_uuid_changed'))
                            reasons.push('gpu_uuid_changed');
                        continue;
                    }
                    const gap = maxGap(run);
                    gaps.set(`${d.hostname}/${seen.uuids[0]}`, multinode_f(gap));
                    if (gap > multinode_MAX_GAP_S && !reasons.includes('sample_gap_exceeded'))
                        reasons.push('sample_gap_exceeded');
                }
                if (reasons.length)
                    gaps.clear();
            }
        }
        for (const r of reasons)
            texts.push(`${r} (window ${want.type}/${want.concurrency})`);
        rows.push(new Map([
            ['benchmark_type', want.type],
            ['concurrency', want.concurrency],
            ['window_file', found ? found.file : null],
            ['power_coverage_valid', !reasons.length],
            ['reason_codes', reasons],
            ['per_device_max_sample_gap_seconds', gaps]
        ]));
    }
    for (const e of artifactErrors)
        for (const r of e.reasons)
            texts.push(`${r} (${e.path})`);
    return { rows, artifactErrors, texts, parsed };
}
/** §1: the window of this point, bound by content (the copy's file name plays no part). */
function selectWindow(fs, resultRoot, resultFile, parsed) {
    const read = readJson(fs, resultFile);
    if (!('value' in read))
        return { reason: 'invalid_benchmark_result', text: `unreadable result: ${(0,path/* pyPath */.r)(resultFile)}` };
    const processed = read.value;
    if (!(0,json_parse/* isPyObject */.zt)(processed))
        return { reason: 'invalid_benchmark_result', text: 'processed result is not an object' };
    const concurrency = processed.get('max_concurrency') ?? null;
    const candidates = parsed.filter(({ window }) => window.get('status') === 'completed' && pyJsonEq(window.get('concurrency'), concurrency));
    if (candidates.length !== 1)
        return { reason: 'window_for_result_missing', text: `found ${candidates.length} completed windows for concurrency ${(0,python_values/* pyRepr */.n3)(concurrency)}` };
    const selected = candidates[0];
    const resultPath = selected.window.get('result_path');
    const original = readJson(fs, (0,path/* pyPath */.r)(resultRoot, resultPath));
    if (!('value' in original))
        return { reason: 'measurement_window_result_missing', text: `original result unreadable: ${(0,path/* pyPath */.r)(resultRoot, resultPath)}` };
    if (canonical(original.value) !== canonical(processed))
        return { reason: 'result_content_mismatch', text: `workspace copy ${(0,path/* pyPath */.r)(resultFile).split('/').pop()} differs from original ${resultPath}` };
    return { file: selected.file, window: selected.window };
}
/**
 * Multi-node power (`utils/aggregate_power_multinode.py`, power-binding.md §3): the srt-slurm
 * dcgm-power package checked gate by gate (G1 package, G2 producer pin, G3 recomputation of the
 * publication verdict, G4 verdict, G5 topology against PREFILL_GPUS/DECODE_GPUS, G6 counts and
 * roles, G7 the window of this point, G8 integration per device and role, G9 the benchmark
 * contract), each reason once with its `failures` text, in the reference's order.
 */
function multiNodePower(fs, input) {
    const { env } = input;
    const powerDir = (0,path/* pyPath */.r)(env.POWER_ARTIFACT_DIR ?? 'LOGS/power');
    const resultRoot = (0,path/* pyPath */.r)(env.POWER_RESULT_ROOT ?? 'LOGS');
    const expectedSha = env.POWER_PRODUCER_SHA || null;
    const prefillGpus = Number(env.PREFILL_GPUS ?? 0) || 0;
    const decodeGpus = Number(env.DECODE_GPUS ?? 0) || 0;
    const contract = benchmarkContract(input.result);
    const window = contract.window;
    const effective = window !== undefined && !contract.reasons.length;
    const reasons = [];
    const failures = [];
    const fail = (reason, text) => {
        if (reason !== undefined && !reasons.includes(reason))
            reasons.push(reason);
        if (text !== undefined)
            failures.push(text);
    };
    let manifest;
    let recomputed = null;
    let expectedCount = 0;
    let observedCount = 0;
    const perGpuRole = new Map();
    let selected;
    const gaps = new Map();
    const energies = new Map();
    let metrics;
    gates: {
        // G1 package.
        if (!fs.isDirectory(powerDir)) {
            fail('power_artifacts_missing', `power dir missing: ${powerDir}`);
            break gates;
        }
        const manifestPath = (0,path/* pyPath */.r)(powerDir, 'manifest.json');
        if (!fs.isFile(manifestPath)) {
            fail('manifest_missing', `manifest missing: ${manifestPath}`);
            break gates;
        }
        const read = readJson(fs, manifestPath);
        if (!('value' in read)) {
            fail('manifest_malformed', `manifest unreadable: ${read.error}`);
            break gates;
        }
        if (!(0,json_parse/* isPyObject */.zt)(read.value)) {
            fail('manifest_malformed', 'manifest is not an object');
            break gates;
        }
        const m = read.value;
        manifest = m;
        // G2 producer pin.
        if (expectedSha === null)
            fail('producer_pin_missing', 'no expected producer SHA configured');
        else if (m.get('producer_git_commit') !== expectedSha)
            fail('producer_commit_mismatch', `producer_git_commit ${repr(m.get('producer_git_commit'))} != expected ${(0,python_values/* pyRepr */.n3)(expectedSha)}`);
        // G3a wire contract.
        const texts = [];
        for (const [key, want] of WIRE)
            if (!pyJsonEq(m.get(key) ?? null, want))
                texts.push(`${key} is ${repr(m.get(key))}, expected ${(0,python_values/* pyRepr */.n3)(want)}`);
        if (!pyJsonEq(m.get('status') ?? null, 'complete'))
            texts.push(`status is ${repr(m.get('status'))}, expected 'complete'`);
        if (!finite(m.get('started_at_unix')))
            texts.push('started_at_unix is not a finite number');
        if (!finite(m.get('stopped_at_unix')))
            texts.push('stopped_at_unix is not finite in a terminal manifest');
        for (const key of ['sample_interval_seconds', 'request_timeout_seconds'])
            if (!(finite(m.get(key)) && number(m.get(key)) > 0))
                texts.push(`${key} is not finite and positive`);
        for (const key of ['scrape_count', 'sample_row_count'])
            if (!((integer(m.get(key)) ?? -1) >= 0))
                texts.push(`${key} is not a non-negative integer`);
        const required = m.get('required');
        if (typeof required !== 'boolean')
            texts.push(`required is ${repr(required)}, expected a boolean`);
        const codes = m.get('reason_codes');
        if (!Array.isArray(codes) || codes.some((c) => typeof c !== 'string'))
            texts.push('reason_codes is not a list of strings');
        else {
            const lifecycle = [...LIFECYCLE, ...(required === true ? REQUIRED_LIFECYCLE : [])];
            const found = [...new Set(codes)].filter((c) => lifecycle.includes(c)).sort();
            if (found.length)
                texts.push(`complete manifest carries lifecycle-failure reasons: ${found.join(', ')}`);
        }
        const exporter = m.get('dcgm_exporter');
        if (!(0,json_parse/* isPyObject */.zt)(exporter ?? null))
            texts.push('dcgm_exporter is not an object');
        else if (!nonEmpty(exporter.get('container_image_resolved')))
            texts.push('dcgm_exporter.container_image_resolved is empty');
        // G3b manifest structure.
        let structure;
        try {
            structure = manifestStructure(m);
        }
        catch (e) {
            if (!(e instanceof Malformed))
                throw e;
            recomputed = false;
            fail('manifest_malformed', `manifest malformed: ${e.message}`);
            break gates;
        }
        const { devices, windows } = structure;
        // G3c samples.csv.
        const samples = readSamples(fs, (0,path/* pyPath */.r)(powerDir, 'samples.csv'));
        for (const r of samples.reasons)
            texts.push(`${r} in samples.csv`);
        // G3d devices.
        const expectedKeys = new Set(devices.map((d) => deviceKey(d.hostname, d.gpuIndex)));
        const observedKeys = new Set(samples.devices.map((d) => deviceKey(d.hostname, d.gpuIndex)));
        const deviceReasons = [];
        if (!devices.length || [...expectedKeys].some((k) => !observedKeys.has(k)))
            deviceReasons.push('expected_device_missing');
        if ([...observedKeys].some((k) => !expectedKeys.has(k)))
            deviceReasons.push('unexpected_device');
        const uuidOwners = samples.devices.flatMap((d) => d.uuids);
        if (samples.devices.some((d) => d.uuids.length !== 1) || new Set(uuidOwners).size !== uuidOwners.length)
            deviceReasons.push('gpu_uuid_changed');
        const conflictingRoles = devices.some((d) => new Set(d.assignments.map((a) => a.role)).size > 1);
        if (conflictingRoles)
            deviceReasons.push('conflicting_worker_roles');
        const hostGroups = new Map();
        for (const d of devices)
            for (const a of d.assignments)
                hostGroups.set(d.hostname, (hostGroups.get(d.hostname) ?? new Set()).add(a.hetGroup));
        const conflictingHet = devices.some((d) => new Set(d.assignments.map((a) => a.hetGroup)).size > 1) || [...hostGroups.values()].some((g) => g.size > 1);
        if (conflictingHet)
            deviceReasons.push('conflicting_het_groups');
        for (const r of deviceReasons)
            texts.push(`${r} (device identity/topology)`);
        const roleOf = (d) => (conflictingRoles ? undefined : d.assignments[0].role);
        // G3e windows.
        const audit = auditWindows(fs, powerDir, resultRoot, windows, devices, samples.devices);
        texts.push(...audit.texts);
        // G3f stored evidence.
        const rowCount = m.get('sample_row_count');
        if (!pyJsonEq(rowCount ?? null, samples.valid))
            texts.push(`sample_row_count is ${repr(rowCount)}, disk has ${samples.valid} rows`);
        if (samples.rows.length) {
            const needed = Math.max(...samples.rows.map((r) => r.seq)) + 1;
            const scrapes = m.get('scrape_count');
            if (!((number(scrapes) ?? -Infinity) >= needed))
                texts.push(`scrape_count is ${repr(scrapes)}, disk needs at least ${needed}`);
        }
        const storedObserved = m.get('observed_devices');
        if (!Array.isArray(storedObserved) || !storedObserved.length)
            texts.push('observed_devices is empty');
        const derived = samples.devices.map((d) => new Map([
            ['hostname', d.hostname],
            ['gpu_index', d.gpuIndex],
            ['gpu_uuids', d.uuids],
            ['first_sample_time_unix', multinode_f(Math.min(...d.rows.map((r) => r.time)))],
            ['last_sample_time_unix', multinode_f(Math.max(...d.rows.map((r) => r.time)))]
        ]));
        if (!pyJsonEq(storedObserved ?? null, derived))
            texts.push('observed_devices does not match the devices derived from samples.csv');
        if (!pyJsonEq(m.get('window_validations') ?? null, audit.rows))
            texts.push('window_validations does not match the recomputed window audit');
        const errors = audit.artifactErrors.map((e) => new Map([
            ['path', e.path],
            ['reason_codes', e.reasons]
        ]));
        if (!pyJsonEq(m.get('artifact_errors') ?? null, errors))
            texts.push('artifact_errors does not match the recomputed artifact scan');
        if (expectedKeys.size !== devices.length)
            texts.push('expected_devices contains duplicate keys');
        if (new Set(windows.map((w) => `${w.type}\u0000${w.concurrency}`)).size !== windows.length)
            texts.push('expected_windows contains duplicate keys');
        recomputed = !texts.length;
        for (const text of texts)
            fail(undefined, text);
        if (texts.length)
            fail('package_recompute_invalid');
        // G4 verdict.
        const stored = typeof m.get('publication_valid') === 'boolean' ? m.get('publication_valid') : null;
        if (stored !== recomputed)
            fail('producer_verdict_mismatch', `stored publication_valid=${(0,python_values/* pyStr */.rD)(stored)}, recomputed=${(0,python_values/* pyStr */.rD)(recomputed)}`);
        else if (!recomputed)
            fail('package_recompute_invalid', 'stored and recomputed both invalid');
        // G5 topology against the workflow.
        const expectedRoles = new Map([
            ...(decodeGpus > 0 ? [['decode', decodeGpus]] : []),
            ...(prefillGpus > 0 ? [['prefill', prefillGpus]] : [])
        ]);
        if (!expectedRoles.size)
            fail('topology_env_mismatch', 'PREFILL_GPUS/DECODE_GPUS are both zero');
        else if (!conflictingRoles) {
            const topology = (text) => fail('topology_env_mismatch', text);
            const found = [...new Set(devices.map((d) => roleOf(d)))].sort();
            if ((0,python_values/* pyRepr */.n3)([...expectedRoles.keys()].sort()) !== (0,python_values/* pyRepr */.n3)(found))
                topology(`expected roles ${(0,python_values/* pyRepr */.n3)([...expectedRoles.keys()].sort())}, found ${(0,python_values/* pyRepr */.n3)(found)}`);
            for (const [role, want] of expectedRoles) {
                const count = devices.filter((d) => roleOf(d) === role).length;
                if (count !== want)
                    topology(`expected ${want} ${role} GPUs, found ${count}`);
            }
            if (conflictingHet)
                topology('conflicting_het_groups (topology)');
            else {
                const groups = new Map();
                for (const d of devices)
                    for (const a of d.assignments)
                        groups.set(a.role, [...new Set([...(groups.get(a.role) ?? []), a.hetGroup])]);
                const roles = [...groups.keys()].sort();
                for (const role of roles) {
                    const g = groups.get(role);
                    if (g.length !== 1)
                        topology(`role ${role} spans het groups ${(0,python_values/* pyRepr */.n3)([...g].sort((a, b) => ((0,python_values/* pyStr */.rD)(a) < (0,python_values/* pyStr */.rD)(b) ? -1 : (0,python_values/* pyStr */.rD)(a) > (0,python_values/* pyStr */.rD)(b) ? 1 : 0)))}, expected exactly one`);
                }
                const all = [...groups.values()].flat();
                if (!all.every((g) => g === null))
                    for (const role of roles)
                        if (groups.get(role).includes(null))
                            topology(`role ${role} has het group None while other devices report real het groups`);
                const real = roles
                    .map((r) => groups.get(r))
                    .filter((g) => g.length === 1 && g[0] !== null)
                    .map((g) => g[0]);
                if (new Set(real).size !== real.length)
                    topology('roles share a het group');
            }
        }
        // G6 counts and roles.
        expectedCount = devices.length;
        observedCount = samples.devices.length;
        const observedByKey = new Map(samples.devices.map((d) => [deviceKey(d.hostname, d.gpuIndex), d]));
        const gpuKey = (d) => {
            const seen = observedByKey.get(deviceKey(d.hostname, d.gpuIndex));
            return seen && seen.uuids.length === 1 ? `${d.hostname}/${seen.uuids[0]}` : `${d.hostname}/${d.gpuIndex}`;
        };
        if (!conflictingRoles)
            for (const d of [...devices].sort(byHostThenIndex))
                perGpuRole.set(gpuKey(d), roleOf(d));
        // G7 the window of this point.
        const selection = selectWindow(fs, resultRoot, input.resultFile, audit.parsed);
        if ('reason' in selection)
            fail(selection.reason, selection.text);
        else {
            selected = selection;
            if (effective &&
                (number(selection.window.get('benchmark_start_time_unix')) !== window.start || number(selection.window.get('benchmark_end_time_unix')) !== window.end))
                fail('measurement_window_result_mismatch', 'benchmark window fields do not match the selected window file');
        }
        // G8 integration.
        if (reasons.length || !selected || !effective)
            break gates;
        const duration = window.end - window.start;
        let total = 0.0;
        const byRole = new Map();
        for (const d of devices) {
            const rows = (observedByKey.get(deviceKey(d.hostname, d.gpuIndex))?.rows ?? [])
                .map((r) => [r.time, r.watts])
                .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
            const e = windowEnergy(rows.map((r) => r[0]), rows.map((r) => r[1]), window.start, window.end);
            const key = gpuKey(d);
            gaps.set(key, e ? multinode_f(e.maxGap) : null);
            energies.set(key, e && Number.isFinite(e.energy) ? multinode_f(e.energy) : null);
            const energy = e ? e.energy : NaN;
            total += energy;
            byRole.set(roleOf(d), (byRole.get(roleOf(d)) ?? 0.0) + energy);
        }
        const avgTotal = total / duration;
        const values = new Map([
            ['avg_power_w', avgTotal / devices.length],
            ['avg_total_gpu_power_w', avgTotal],
            ['total_gpu_energy_j', total],
            ['joules_per_successful_query', total / window.completed],
            ['joules_per_input_token', total / window.inputTokens],
            ['joules_per_output_token', total / window.outputTokens],
            ['joules_per_total_token', total / (window.inputTokens + window.outputTokens)]
        ]);
        if (prefillGpus > 0) {
            const e = byRole.get('prefill') ?? 0.0;
            values
                .set('prefill_gpu_energy_j', e)
                .set('prefill_avg_power_w', e / duration / prefillGpus)
                .set('prefill_joules_per_input_token', e / window.inputTokens);
        }
        if (decodeGpus > 0) {
            const e = byRole.get('decode') ?? 0.0;
            values
                .set('decode_gpu_energy_j', e)
                .set('decode_avg_power_w', e / duration / decodeGpus)
                .set('decode_joules_per_output_token', e / window.outputTokens);
        }
        const nonFinite = [...values].filter(([, v]) => !Number.isFinite(v)).map(([k]) => k);
        if (nonFinite.length)
            fail('non_finite_power_metric', `non-finite: ${nonFinite.sort().join(', ')}`);
        else
            metrics = values;
    }
    // G9 the benchmark contract, without texts.
    for (const r of contract.reasons)
        fail(r);
    if (reasons.length)
        metrics = undefined;
    const exporter = manifest?.get('dcgm_exporter');
    const exporterSha = (0,json_parse/* isPyObject */.zt)(exporter ?? null) ? exporter.get('container_image_sha256') : undefined;
    const stringOrNull = (v) => (typeof v === 'string' ? v : null);
    return {
        tool: 'aggregate_power_multinode',
        reasons,
        metrics,
        staleKeys: [...integrate/* METRIC_KEYS */.WB, ...ROLE_METRIC_KEYS],
        sidecar: (valid, finalReasons) => new Map([
            ['schema_version', 1],
            ['power_valid', valid],
            ['reasons', [...finalReasons]],
            ['failures', failures],
            ['telemetry_source', powerDir],
            ['benchmark_result', input.resultFile],
            ['benchmark_window', benchmarkWindowJson(window)],
            [
                'selected_window',
                selected
                    ? new Map([
                        ['window_file', selected.file],
                        ['result_path', selected.window.get('result_path')],
                        ['benchmark_type', (selected.window.get('benchmark_type') ?? null)],
                        ['concurrency', (selected.window.get('concurrency') ?? null)],
                        ['start_time_unix', multinode_f(number(selected.window.get('benchmark_start_time_unix')))],
                        ['end_time_unix', multinode_f(number(selected.window.get('benchmark_end_time_unix')))],
                        ['duration', multinode_f(number(selected.window.get('duration')))]
                    ])
                    : null
            ],
            ['integration_method', 'per_device_trapezoidal_with_linear_boundary_interpolation'],
            [
                'producer',
                new Map([
                    ['producer_git_commit', stringOrNull(manifest?.get('producer_git_commit'))],
                    ['expected_producer_git_commit', expectedSha],
                    ['exporter_image_sha256', stringOrNull(exporterSha)],
                    ['stored_publication_valid', typeof manifest?.get('publication_valid') === 'boolean' ? manifest.get('publication_valid') : null],
                    ['recomputed_publication_valid', recomputed]
                ])
            ],
            ['expected_gpu_count', expectedCount],
            ['observed_gpu_count', observedCount],
            ['per_gpu_role', perGpuRole],
            ['per_gpu_max_sample_gap_s', gaps],
            ['per_gpu_energy_j', energies],
            ['metrics', valid && metrics ? new Map([...metrics].map(([k, v]) => [k, multinode_f((0,format/* pyRound */.wq)(v, 6))])) : new Map()]
        ]),
        summary: (aggFile) => {
            const m = metrics;
            const fixed = (key) => (0,format/* pyFixed */.mS)(m.get(key) ?? 0, 2);
            return `[aggregate_power_multinode] avg_power_w=${fixed('avg_power_w')} total_gpu_energy_j=${fixed('total_gpu_energy_j')} prefill_gpu_energy_j=${fixed('prefill_gpu_energy_j')} decode_gpu_energy_j=${fixed('decode_gpu_energy_j')} (n=${expectedCount}) -> ${aggFile}`;
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
    const parsed = typeof v === 'string' ? (0,python_values/* parsePyIntText */.jE)(v) : undefined;
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
    const parsed = typeof v === 'string' ? (0,python_values/* parsePyFloatText */.Gc)(v) : null;
    if (parsed !== null)
        return parsed;
    if (v === undefined || v === null || typeof v === 'string' || (typeof v === 'object' && !(v instanceof python_float/* PyFloat */.g$)))
        throw new errors/* SweepkitError */.R0(`'${key}' is not a number: ${(0,python_values/* pyRepr */.n3)(v ?? null)}`, { location: { file }, field: key, code: 'bad-result' });
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
/**
 * §5: the power step itself threw. The row loses every power metric (`power_valid` 0), the
 * sidecar has the single-node shape with `aggregation_internal_error` and the exception, and
 * stderr gets one `[process_result]` line; a sidecar that cannot be written either is one more.
 */
function internalFailure(fs, env, sink, p) {
    sink.err(`[process_result] power aggregation failed: ${p.error.message}`);
    (0,integrate/* applyPowerVerdict */.TN)(p.row, undefined, [...integrate/* METRIC_KEYS */.WB, ...ROLE_METRIC_KEYS]);
    const aggText = run_json(p.row);
    write(fs, p.aggFile, aggText);
    const reasons = ['aggregation_internal_error'];
    const sidecar = new Map([
        ['schema_version', 1],
        ['power_valid', false],
        ['reasons', reasons],
        ['telemetry_source', p.telemetry],
        ['benchmark_result', p.resultFile],
        ['benchmark_window', null],
        ['integration_method', 'per_device_trapezoidal_with_linear_boundary_interpolation'],
        ['expected_gpu_count', p.expectedGpus],
        ['observed_gpu_count', 0],
        ['observed_gpu_ids', []],
        ['per_gpu_sample_counts', new Map()],
        ['per_gpu_max_sample_gap_s', new Map()],
        ['per_gpu_energy_j', new Map()],
        ['device_issues', new Map()],
        ['accumulator_check', null],
        ['metrics', new Map()],
        [
            'internal_error',
            new Map([
                ['type', p.error.name],
                ['message', p.error.message.slice(0, 500)]
            ])
        ]
    ]);
    try {
        fs.writeAtomic(p.sidecarFile, run_json(sidecar));
    }
    catch (e) {
        sink.err(`[process_result] failed to preserve power validation fallback: ${(0,os_error/* pyOpenErrorText */.T)(e, `${p.sidecarFile}.tmp`)}`);
    }
    sink.out(aggText);
    return {
        exitCode: (0,src_env/* requirePower */.Fm)(env) ? 1 : 0,
        points: [{ aggFile: p.aggFile, sidecarFile: p.sidecarFile, row: p.row, powerValid: false, powerReasons: reasons }]
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
    const telemetry = shape.multinode
        ? (0,path/* pyPath */.r)(env.POWER_ARTIFACT_DIR ?? 'LOGS/power')
        : telemetryPath(fs, [...(env.GPU_METRICS_CSV ? [env.GPU_METRICS_CSV] : []), 'gpu_metrics.csv', '/workspace/gpu_metrics.csv']);
    let report;
    try {
        report = shape.multinode
            ? multiNodePower(fs, { env, resultFile, result: result })
            : singleNodePower(fs, { telemetry, resultFile, result: result, expectedGpus: shape.gpus, timeZone: options.timeZone });
    }
    catch (e) {
        if (e instanceof errors/* SweepkitError */.R0)
            throw e;
        return internalFailure(fs, env, sink, { error: e, row, aggFile, sidecarFile, resultFile, telemetry, expectedGpus: shape.gpus });
    }
    let reasons = report.reasons;
    let metrics = report.metrics;
    // Metrics that overflow cannot be published: the row keeps no power fields at all (§2.5).
    const nonFinite = metrics && [...metrics].find(([, v]) => !Number.isFinite(v))?.[0];
    const unwritable = nonFinite !== undefined;
    if (unwritable) {
        sink.err(`[${tool}] Failed to patch ${aggFile}: non-finite power metric: ${nonFinite}`);
        reasons = [...reasons, 'aggregate_result_unwritable'];
        metrics = undefined;
    }
    let valid = metrics !== undefined;
    if (!unwritable)
        (0,integrate/* applyPowerVerdict */.TN)(row, metrics, report.staleKeys);
    const aggText = run_json(row);
    write(fs, aggFile, aggText);
    try {
        fs.writeAtomic(sidecarFile, run_json(report.sidecar(valid, reasons)));
        if (valid)
            sink.out(report.summary(aggFile));
        else
            sink.err(`[${tool}] Power validation failed: ${reasons.join(', ')} (details: ${sidecarFile})`);
    }
    catch (e) {
        // §4: the sidecar's own failure alone, in Python's OS-error words (the `.tmp` sibling fails); never valid.
        sink.err(`[${tool}] Failed to write validation artifact ${sidecarFile}: ${(0,os_error/* pyOpenErrorText */.T)(e, `${sidecarFile}.tmp`)}`);
        valid = false;
    }
    sink.out(aggText);
    return {
        exitCode: !valid && (0,src_env/* requirePower */.Fm)(env) ? 1 : 0,
        points: [{ aggFile, sidecarFile, row, powerValid: valid, powerReasons: reasons }]
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

/***/ 2432:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BE: () => (/* binding */ relativePathProblem),
/* harmony export */   XY: () => (/* binding */ fileNameProblem),
/* harmony export */   _l: () => (/* binding */ pathInside),
/* harmony export */   fi: () => (/* binding */ NAME_MAX_BYTES),
/* harmony export */   k0: () => (/* binding */ UnsafePathError),
/* harmony export */   wi: () => (/* binding */ checkFileName)
/* harmony export */ });
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
    DURATION: { kind: 'text', templates: BOTH, row: 'duration', input: 'duration', absent: { 'single-node': '3600', 'multi-node': '3600' } },
    AIPERF_EXPERIMENTAL_FAST: { kind: 'text', templates: BOTH, input: 'agentx-fast' },
    AIPERF_FAILED_REQUEST_THRESHOLD: { kind: 'text', templates: SINGLE, value: '0.10' },
    RANDOM_RANGE_RATIO: { kind: 'text', templates: BOTH, value: '0.8' },
    PYTHONDONTWRITEBYTECODE: { kind: 'text', templates: BOTH, value: '1' },
    PYTHONPYCACHEPREFIX: { kind: 'text', templates: BOTH, value: '/tmp/inferencex-pycache' },
    KV_OFFLOADING: { kind: 'text', templates: BOTH, row: 'kv-offloading' },
    KV_OFFLOAD_BACKEND: { kind: 'text', default: '', templates: BOTH, row: 'kv-offload-backend.name' },
    KV_OFFLOAD_BACKEND_METADATA: { kind: 'json', templates: BOTH, row: 'kv-offload-backend' },
    ROUTER_METADATA: { kind: 'json', templates: BOTH, row: 'router' },
    KV_P2P_TRANSFER: { kind: 'text', default: '', templates: BOTH, row: 'kv-p2p-transfer' },
    CONC: { kind: 'strict-int', default: '0', templates: BOTH, row: 'conc' },
    CONC_LIST: { kind: 'text', templates: MULTI, row: 'conc' },
    TOTAL_CPU_DRAM_GB: { kind: 'int', default: 0, templates: BOTH, row: 'total-cpu-dram-gb', absent: { 'single-node': '0', 'multi-node': '600' } },
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
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(105);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1825);
/* harmony import */ var _job_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1885);



/**
 * The real file system for the results commands; relative paths are taken from `cwd`. The walk
 * goes through the common file-access layer with the folder walked as its root: regular files and
 * folders only, symlinks followed only while they stay inside it; what is passed over goes to `onSkip`.
 */
function nodeResultsFs(cwd, onSkip = () => undefined) {
    const at = (path) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, path);
    return {
        ...(0,_job_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .nodeArtifactFs */ .C)(cwd),
        // The folder walked is the root: no link on the way, to a file or a folder, leads out of it.
        // Like Python's rglob, a symlinked folder is listed but not entered (no loops).
        walk: (dir, visit) => _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SafeFolder */ .yY.at(at(dir))
            .walk('', onSkip, visit && { visit: (entry, read) => visit(entry, read) })
            .map(({ path, isFile }) => ({ path, isFile })),
        createAtomic: (path) => (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .createFileAtomic */ .Q)(at(path))
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
