export const id = 3521;
export const ids = [3521];
export const modules = {

/***/ 3521:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ agentic_plots)
});

// EXTERNAL MODULE: ./packages/job/src/adapters/node-artifact-fs.ts
var node_artifact_fs = __webpack_require__(1885);
// EXTERNAL MODULE: ./packages/agentic/src/options.ts
var options = __webpack_require__(3555);
// EXTERNAL MODULE: ./packages/common/src/python/path.ts
var path = __webpack_require__(6615);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var src_errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/job/src/lines.ts
var lines = __webpack_require__(8620);
;// CONCATENATED MODULE: ./packages/agentic/src/plots/required-metrics.ts


const nonEmpty = (fs, path) => fs.isFile(path) && fs.readHead(path, 1).length > 0;
/**
 * The reference's `validate_required_agentic_server_metrics`, plus exact names: the JSON and CSV
 * exports must be there and not empty, and the JSON must name the required metrics. Metric names
 * are the export's object keys, so the check scans the text line by line for `"<name>"` (and
 * `"<prefix>`) rather than parse a file that can be gigabytes. Nothing required: nothing checked.
 * Returns the line the step logs; throws one error naming every missing metric.
 */
function checkRequiredServerMetrics(fs, artifactDir, required) {
    const prefix = required.prefix ?? '';
    if (!prefix && required.names.length === 0)
        return undefined;
    const json = (0,path/* pyPath */.r)(artifactDir, 'server_metrics_export.json');
    const csv = (0,path/* pyPath */.r)(artifactDir, 'server_metrics_export.csv');
    const absent = [json, csv].filter((p) => !nonEmpty(fs, p));
    if (absent.length) {
        throw new src_errors/* SweepkitError */.R0(`required server metrics cannot be checked: ${absent.join(' and ')} ${absent.length === 1 ? 'is' : 'are'} missing or empty`, {
            location: { file: absent[0] },
            code: 'server-metrics-missing'
        });
    }
    const wanted = new Map(required.names.map((name) => [`"${name}"`, name]));
    const prefixNeedle = prefix ? `"${prefix}` : undefined;
    let prefixSeen = prefixNeedle === undefined;
    (0,lines/* forEachLine */.F)(fs, json, (line) => {
        if (!prefixSeen && line.includes(prefixNeedle))
            prefixSeen = true;
        for (const needle of wanted.keys())
            if (line.includes(needle))
                wanted.delete(needle);
    });
    const missing = [...wanted.values()];
    const problems = [
        ...(missing.length ? [`missing required server metric${missing.length === 1 ? '' : 's'}: ${missing.join(', ')}`] : []),
        ...(prefixSeen ? [] : [`no metric with required prefix '${prefix}'`])
    ];
    if (problems.length)
        throw new src_errors/* SweepkitError */.R0(problems.join('; '), { location: { file: json }, code: 'server-metrics-missing' });
    const found = [...(prefix ? [`prefix '${prefix}'`] : []), ...required.names];
    return `Validated required AIPerf server metrics: ${found.join(', ')}`;
}

// EXTERNAL MODULE: ./packages/common/src/python/json-parse.ts
var json_parse = __webpack_require__(7324);
// EXTERNAL MODULE: ./packages/common/src/python/convert.ts
var convert = __webpack_require__(6177);
// EXTERNAL MODULE: ./packages/agentic/src/artifacts.ts
var artifacts = __webpack_require__(382);
;// CONCATENATED MODULE: ./packages/agentic/src/plots/series.ts



const JSONL = 'profile_export.jsonl';
/**
 * `<resultDir>/aiperf_artifacts` (older runs: `trace_replay`), or the first child folder of it
 * in name order that holds the JSONL (per-run layout); undefined when there is no JSONL.
 */
function findAiperfFiles(fs, resultDir) {
    let dir = (0,path/* pyPath */.r)(resultDir, 'aiperf_artifacts');
    const legacy = (0,path/* pyPath */.r)(resultDir, 'trace_replay');
    if (!fs.isFile((0,path/* pyPath */.r)(dir, JSONL)) && fs.isFile((0,path/* pyPath */.r)(legacy, JSONL)))
        dir = legacy;
    if (!fs.isFile((0,path/* pyPath */.r)(dir, JSONL)) && fs.isDirectory(dir)) {
        const child = fs
            .list(dir)
            .sort()
            .find((name) => fs.isFile((0,path/* pyPath */.r)(dir, name, JSONL)));
        if (child !== undefined)
            dir = (0,path/* pyPath */.r)(dir, child);
    }
    if (!fs.isFile((0,path/* pyPath */.r)(dir, JSONL)))
        return undefined;
    return { dir, jsonl: (0,path/* pyPath */.r)(dir, JSONL), serverMetrics: (0,path/* pyPath */.r)(dir, 'server_metrics_export.json') };
}
const get = (v, key) => ((0,json_parse/* isPyObject */.zt)(v) ? v.get(key) : undefined);
/** The earliest `first_update_ns` of the export's endpoints: time zero of the server series. */
function firstUpdateNs(exported) {
    const info = get(get(exported, 'summary'), 'endpoint_info');
    if (!(0,json_parse/* isPyObject */.zt)(info))
        return undefined;
    const starts = [...info.values()].map((e) => (0,convert/* pyToFloat */.n)(get(e, 'first_update_ns'))).filter((n) => n !== null);
    return starts.length ? starts.reduce((a, b) => Math.min(a, b)) : undefined;
}
const sum = (v) => v.reduce((a, b) => a + b, 0);
const max = (v) => v.reduce((a, b) => Math.max(a, b), -Infinity);
/** The timeslices of every series of `name`, combined per slice start (the reference's aggregate_timeseries). */
function timeseries(metrics, name, t0, keys, combine = sum) {
    const buckets = new Map();
    const series = get(metrics.get(name), 'series');
    for (const s of Array.isArray(series) ? series : []) {
        const slices = get(s, 'timeslices');
        for (const slice of Array.isArray(slices) ? slices : []) {
            const start = (0,convert/* pyToFloat */.n)(get(slice, 'start_ns'));
            if (start === null)
                continue;
            const value = keys.map((k) => (0,convert/* pyToFloat */.n)(get(slice, k))).find((v) => v !== null);
            if (value === undefined || value === null)
                continue;
            const bucket = buckets.get(start);
            if (bucket)
                bucket.push(value);
            else
                buckets.set(start, [value]);
        }
    }
    const starts = [...buckets.keys()].sort((a, b) => a - b);
    return { x: starts.map((s) => (s - t0) / 1e9), y: starts.map((s) => combine(buckets.get(s))) };
}
/** The first of `names` the export has (vLLM's, then ATOM's direct and Atomesh-normalised spelling), else the first. */
const firstPresent = (metrics, ...names) => names.find((n) => metrics.has(n)) ?? names[0];
const atom = (suffix) => [`atom:${suffix}`, `atom_${suffix}`];
const line = (label, data, scale = (v) => v) => ({ label, x: data.x, y: data.y.map(scale) });
const cumulative = (values) => {
    let running = 0;
    return values.map((v) => (running += v));
};
/** Per-interval hit rate from two counters' slice totals; the last rate holds over empty intervals. */
function hitRate(metrics, hits, queries, t0) {
    const h = timeseries(metrics, hits, t0, ['total']);
    const q = timeseries(metrics, queries, t0, ['total']);
    if (!h.x.length || h.x.length !== q.x.length)
        return { x: [], y: [] };
    let last = 0;
    return { x: h.x, y: h.y.map((v, i) => (last = q.y[i] > 0 ? (100 * v) / q.y[i] : last)) };
}
/** Preemptions per second: slice totals over the median slice width. */
function perSecond(data) {
    const widths = data.x.slice(1).map((t, i) => t - data.x[i]);
    widths.sort((a, b) => a - b);
    const median = widths.length ? (widths[(widths.length - 1) >> 1] + widths[widths.length >> 1]) / 2 : 1;
    return { x: data.x, y: data.y.map((v) => v / Math.max(median, 1e-9)) };
}
/** The server-metric panels (KV cache, queue, hit rate, throughput, KV offload, preemptions). */
function serverPanels(exported) {
    const metrics = get(exported, 'metrics');
    const m = (0,json_parse/* isPyObject */.zt)(metrics) ? metrics : new Map();
    const t0 = firstUpdateNs(exported);
    const ts = (name, keys, combine) => (t0 === undefined ? { x: [], y: [] } : timeseries(m, name, t0, keys, combine));
    const isAtom = [...m.keys()].some((n) => n.startsWith('atom:') || n.startsWith('atom_'));
    const percent = (v) => Math.min(v >= 0 && v <= 1 ? v * 100 : v, 100);
    const gen = ts(firstPresent(m, 'vllm:generation_tokens', ...atom('generation_tokens')), ['rate']);
    const prompt = ts(firstPresent(m, 'vllm:prompt_tokens', ...atom('prompt_tokens')), ['rate']);
    const total = gen.x.length && gen.x.length === prompt.x.length ? { x: gen.x, y: gen.y.map((v, i) => v + prompt.y[i]) } : { x: [], y: [] };
    const toCpu = isAtom ? firstPresent(m, ...atom('lmcache_saved_tokens')) : 'vllm:kv_offload_bytes_gpu_to_cpu';
    const toGpu = isAtom ? firstPresent(m, ...atom('lmcache_loaded_tokens')) : 'vllm:kv_offload_bytes_cpu_to_gpu';
    const offloadUnit = isAtom ? 'M tokens' : 'MB';
    const queries = firstPresent(m, 'vllm:prefix_cache_queries', ...atom('prefix_cache_full_tokens'));
    const preemptions = ts(firstPresent(m, 'vllm:num_preemptions', ...atom('preemptions')), ['total']);
    const cumulativeLine = (label, name) => {
        const d = ts(name, ['total']);
        return { label, x: d.x, y: cumulative(d.y).map((v) => v / (isAtom ? 1e6 : 1e9)) };
    };
    return [
        {
            title: 'KV Cache Utilization Over Time',
            yLabel: 'KV cache usage (%)',
            yMax: 100,
            lines: [
                line('GPU', ts(firstPresent(m, 'vllm:kv_cache_usage_perc', ...atom('kv_cache_usage_ratio')), ['avg', 'rate', 'total', 'max'], max), percent),
                line('External', ts('vllm:cpu_kv_cache_usage_perc', ['avg', 'rate', 'total', 'max'], max), percent)
            ]
        },
        {
            title: 'Request Queue Depth',
            yLabel: 'requests',
            lines: [
                line('running', ts(firstPresent(m, 'vllm:num_requests_running', ...atom('requests_running')), ['avg', 'rate', 'total', 'max'], max)),
                line('waiting', ts(firstPresent(m, 'vllm:num_requests_waiting', ...atom('requests_waiting')), ['avg', 'rate', 'total', 'max'], max))
            ]
        },
        {
            title: 'Prefix Cache Hit Rate Per Interval',
            yLabel: 'hit rate (%)',
            yMax: 100,
            lines: t0 === undefined
                ? []
                : [
                    line('GPU (HBM)', hitRate(m, firstPresent(m, 'vllm:prefix_cache_hits', ...atom('prefix_cache_cached_tokens')), queries, t0)),
                    isAtom
                        ? line('External', hitRate(m, firstPresent(m, ...atom('lmcache_loaded_tokens')), queries, t0))
                        : line('External', hitRate(m, 'vllm:external_prefix_cache_hits', 'vllm:external_prefix_cache_queries', t0))
                ]
        },
        { title: 'Throughput (Total & Decode)', yLabel: 'tokens/s', lines: [line('total', total), line('decode', gen)] },
        {
            title: 'KV Offload Transfer Rate',
            yLabel: `${offloadUnit}/s`,
            lines: [line('GPU→CPU', ts(toCpu, ['rate']), (v) => v / 1e6), line('CPU→GPU', ts(toGpu, ['rate']), (v) => v / 1e6)]
        },
        {
            title: 'KV Offload Cumulative',
            yLabel: isAtom ? 'M tokens' : 'GB',
            lines: [cumulativeLine('GPU→CPU', toCpu), cumulativeLine('CPU→GPU', toGpu)]
        },
        { title: 'Preemptions Over Time', yLabel: 'preemptions/s', lines: [line('rate', perSecond(preemptions))] }
    ];
}
/** A record metric's value (`{value}` or a bare number), like the reference's metric_value. */
const metricValue = (record, key) => {
    const m = get(get(record, 'metrics'), key);
    return (0,convert/* pyToFloat */.n)((0,json_parse/* isPyObject */.zt)(m) ? m.get('value') : m);
};
/** The per-request panels from the JSONL (streamed): TTFT, latency and 1/ITL against request start. */
function recordPanels(fs, jsonl) {
    const starts = [];
    const ttft = [];
    const latency = [];
    const interactivity = [];
    (0,lines/* forEachLine */.F)(fs, jsonl, (text) => {
        if (!text.trim())
            return;
        let record;
        try {
            record = (0,json_parse/* parsePyJson */.j5)(text);
        }
        catch {
            return; // the reference skips lines that are not JSON
        }
        if (!(0,json_parse/* isPyObject */.zt)(record) || record.get('error'))
            return;
        const start = (0,convert/* pyToFloat */.n)(get(get(record, 'metadata'), 'request_start_ns'));
        if (!start)
            return;
        const itl = metricValue(record, 'inter_token_latency');
        starts.push(start);
        ttft.push(metricValue(record, 'time_to_first_token') ?? 0);
        latency.push(metricValue(record, 'request_latency') ?? 0);
        interactivity.push(itl && itl > 0 ? 1000 / itl : 0);
    });
    const first = starts.reduce((a, b) => Math.min(a, b), Infinity);
    const x = starts.map((s) => (s - first) / 1e9);
    const scatter = (label, y) => [{ label, x, y, points: true }];
    return [
        { title: 'Time to First Token vs Time', yLabel: 'TTFT (ms)', lines: scatter('TTFT', ttft) },
        { title: 'Request Latency vs Time', yLabel: 'latency (ms)', lines: scatter('latency', latency) },
        { title: 'Decode Speed (1/TPOT) vs Time', yLabel: 'tokens/s', lines: scatter('interactivity', interactivity) }
    ];
}
/**
 * The panels of the reference's `metrics_plots.png` for one run, from its aiperf files (the
 * server series from `server_metrics_export.json`'s timeslices, the per-request ones from the
 * JSONL). Panels without data are kept, empty, so every run's picture has the same shape.
 */
function aiperfPanels(fs, files) {
    const exported = (0,artifacts/* readJsonFile */.JE)(fs, files.serverMetrics);
    return [...serverPanels(exported), ...recordPanels(fs, files.jsonl)];
}

;// CONCATENATED MODULE: ./packages/agentic/src/plots/svg.ts
const COLORS = ['#1f77b4', '#d62728', '#2ca02c', '#ff7f0e', '#9467bd'];
const PANEL_W = 560;
const PANEL_H = 300;
const MARGIN = { left: 64, right: 16, top: 32, bottom: 40 };
/** Points drawn per line at most: longer series keep every k-th point (a plot, not a data dump). */
const MAX_POINTS = 1500;
const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** A number short enough for a tick label. */
function tickLabel(v) {
    if (v === 0)
        return '0';
    const a = Math.abs(v);
    if (a >= 1e6 || a < 1e-3)
        return v.toExponential(1).replace('e+', 'e');
    return String(Number(v.toPrecision(4)));
}
/** Up to about five round tick values covering [lo, hi]. */
function ticks(lo, hi) {
    if (!(hi > lo))
        return [lo];
    const raw = (hi - lo) / 5;
    const magnitude = 10 ** Math.floor(Math.log10(raw));
    const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw);
    const out = [];
    for (let t = Math.ceil(lo / step) * step; t <= hi + step * 1e-9; t += step)
        out.push(Number(t.toPrecision(12)));
    return out;
}
/** Every k-th point, so at most `max` remain (the last point is always kept). */
function thin(line, max = MAX_POINTS) {
    const n = line.x.length;
    if (n <= max)
        return line;
    const k = Math.ceil(n / max);
    const keep = (_, i) => i % k === 0 || i === n - 1;
    return { ...line, x: line.x.filter(keep), y: line.y.filter(keep) };
}
const finite = (values) => values.filter(Number.isFinite);
const range = (values, floor, ceiling) => {
    const lo = Math.min(floor ?? Infinity, values.reduce((a, b) => Math.min(a, b), Infinity));
    const hi = Math.max(ceiling ?? -Infinity, values.reduce((a, b) => Math.max(a, b), -Infinity));
    if (!Number.isFinite(lo) || !Number.isFinite(hi))
        return [0, 1];
    return hi > lo ? [lo, hi] : [lo, lo + 1];
};
function panelSvg(panel, ox, oy) {
    const lines = panel.lines.map((l) => thin(l)).filter((l) => l.x.length > 0);
    const plotW = PANEL_W - MARGIN.left - MARGIN.right;
    const plotH = PANEL_H - MARGIN.top - MARGIN.bottom;
    const [x0, x1] = range(finite(lines.flatMap((l) => l.x)), 0);
    const [y0, y1] = range(finite(lines.flatMap((l) => l.y)), 0, panel.yMax);
    const sx = (x) => MARGIN.left + ((x - x0) / (x1 - x0)) * plotW;
    const sy = (y) => MARGIN.top + plotH - ((y - y0) / (y1 - y0)) * plotH;
    const f = (n) => n.toFixed(1);
    const out = [`<g transform="translate(${ox},${oy})">`];
    out.push(`<text x="${PANEL_W / 2}" y="20" text-anchor="middle" font-size="14" font-weight="bold">${escapeXml(panel.title)}</text>`);
    out.push(`<rect x="${MARGIN.left}" y="${MARGIN.top}" width="${plotW}" height="${plotH}" fill="none" stroke="#888"/>`);
    for (const t of ticks(x0, x1)) {
        out.push(`<line x1="${f(sx(t))}" y1="${MARGIN.top}" x2="${f(sx(t))}" y2="${MARGIN.top + plotH}" stroke="#eee"/>`);
        out.push(`<text x="${f(sx(t))}" y="${MARGIN.top + plotH + 14}" text-anchor="middle" font-size="10">${tickLabel(t)}</text>`);
    }
    for (const t of ticks(y0, y1)) {
        out.push(`<line x1="${MARGIN.left}" y1="${f(sy(t))}" x2="${MARGIN.left + plotW}" y2="${f(sy(t))}" stroke="#eee"/>`);
        out.push(`<text x="${MARGIN.left - 4}" y="${f(sy(t) + 3)}" text-anchor="end" font-size="10">${tickLabel(t)}</text>`);
    }
    out.push(`<text x="${MARGIN.left + plotW / 2}" y="${PANEL_H - 6}" text-anchor="middle" font-size="11">time (s)</text>`);
    out.push(`<text x="14" y="${MARGIN.top + plotH / 2}" text-anchor="middle" font-size="11" transform="rotate(-90 14 ${MARGIN.top + plotH / 2})">${escapeXml(panel.yLabel)}</text>`);
    if (lines.length === 0) {
        out.push(`<text x="${MARGIN.left + plotW / 2}" y="${MARGIN.top + plotH / 2}" text-anchor="middle" font-size="12" fill="#888">no data</text>`);
    }
    lines.forEach((l, i) => {
        const color = COLORS[i % COLORS.length];
        const pts = l.x.map((x, j) => [x, l.y[j]]).filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y));
        if (l.points) {
            out.push(`<g fill="${color}" fill-opacity="0.4">${pts.map(([x, y]) => `<circle cx="${f(sx(x))}" cy="${f(sy(y))}" r="1.5"/>`).join('')}</g>`);
        }
        else {
            out.push(`<polyline fill="none" stroke="${color}" stroke-width="1.5" points="${pts.map(([x, y]) => `${f(sx(x))},${f(sy(y))}`).join(' ')}"/>`);
        }
        out.push(`<rect x="${MARGIN.left + 8}" y="${MARGIN.top + 6 + i * 14}" width="10" height="3" fill="${color}"/>`);
        out.push(`<text x="${MARGIN.left + 22}" y="${MARGIN.top + 11 + i * 14}" font-size="10">${escapeXml(l.label)}</text>`);
    });
    out.push('</g>');
    return out.join('\n');
}
/** The panels as one SVG document, two panels a row, under `title`. */
function renderSvg(title, panels) {
    const rows = Math.ceil(panels.length / 2);
    const width = PANEL_W * 2;
    const height = 40 + rows * PANEL_H;
    const body = panels.map((p, i) => panelSvg(p, (i % 2) * PANEL_W, 40 + Math.floor(i / 2) * PANEL_H));
    return [
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif">`,
        `<rect width="100%" height="100%" fill="white"/>`,
        `<text x="${width / 2}" y="26" text-anchor="middle" font-size="16" font-weight="bold">${escapeXml(title)}</text>`,
        ...body,
        '</svg>',
        ''
    ].join('\n');
}

;// CONCATENATED MODULE: ./packages/agentic/src/plots/index.ts






const PLOT_FILE = 'metrics_plots.svg';
const PLOT_TITLE = 'LLM Server Metrics During Benchmark';
/** The runs under `resultDir`: itself when it holds aiperf artifacts, else each child folder that does (multi-node: one per concurrency). */
function plotRunDirs(fs, resultDir) {
    if (findAiperfFiles(fs, resultDir))
        return [resultDir];
    const children = fs.isDirectory(resultDir) ? fs.list(resultDir).sort() : [];
    const runs = children.map((name) => (0,path/* pyPath */.r)(resultDir, name)).filter((dir) => fs.isDirectory(dir) && findAiperfFiles(fs, dir));
    if (runs.length === 0) {
        throw new src_errors/* SweepkitError */.R0(`no aiperf artifacts: neither ${resultDir} nor a folder in it holds aiperf_artifacts/profile_export.jsonl`, {
            location: { file: resultDir },
            code: 'artifacts-missing'
        });
    }
    return runs;
}
/**
 * After an agentic job, from its artifact files only: the reference's metrics plots (as SVG, next
 * to the artifacts, so the raw-artifact upload carries them) and the required server-metric check
 * of each run. A failed check is returned with its run, not thrown, so every run is plotted first.
 */
function runAgenticPlots(fs, options) {
    const root = options.resultDir || 'results';
    const dirs = plotRunDirs(fs, root);
    if (options.output && dirs.length > 1) {
        throw new src_errors/* SweepkitError */.R0(`output names one file but ${root} holds ${dirs.length} runs: leave output empty`, { field: 'output', code: 'usage' });
    }
    return dirs.map((resultDir) => {
        const files = findAiperfFiles(fs, resultDir);
        const panels = aiperfPanels(fs, files);
        const svgPath = options.output || (0,path/* pyPath */.r)(resultDir, PLOT_FILE);
        const title = dirs.length > 1 ? `${PLOT_TITLE} (${resultDir.split('/').pop()})` : PLOT_TITLE;
        fs.writeAtomic(svgPath, renderSvg(title, panels));
        const run = { resultDir, svgPath, panels };
        try {
            const ok = checkRequiredServerMetrics(fs, files.dir, options.required);
            if (ok)
                run.check = { ok };
        }
        catch (error) {
            if (!(error instanceof src_errors/* SweepkitError */.R0))
                throw error;
            run.check = { error };
        }
        return run;
    });
}

// EXTERNAL MODULE: ./cli/src/options.ts
var src_options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/agentic-plots.ts




/** `sweepkit agentic-plots`: the SVG plots of each run, then the required server-metric check (exit 1 naming what is missing). */
const agenticPlots = (argv, io) => {
    const { values } = (0,src_options/* parseCommandArgs */.Q)(options/* AGENTIC_PLOTS_COMMAND */.LE, argv, io);
    const runs = runAgenticPlots((0,node_artifact_fs/* nodeArtifactFs */.C)(io.cwd), {
        resultDir: values['result-dir'],
        output: values.output,
        required: { prefix: values['required-metric-prefix'], names: values['required-metrics'] ?? [] }
    });
    for (const run of runs) {
        io.stdout(`Saved ${run.svgPath}\n`);
        if (run.check && 'ok' in run.check)
            io.stdout(`${run.check.ok}\n`);
    }
    const errors = runs.flatMap((run) => (run.check && 'error' in run.check ? [run.check.error] : []));
    if (errors.length)
        throw new src_errors/* SweepkitErrors */.AK(errors);
    return 0;
};
/* harmony default export */ const agentic_plots = (agenticPlots);


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


/***/ })

};
