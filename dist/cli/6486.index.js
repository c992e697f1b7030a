export const id = 6486;
export const ids = [6486];
export const modules = {

/***/ 6486:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ compare_results)
});

// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/results/src/options.ts
var options = __webpack_require__(1280);
// EXTERNAL MODULE: ./packages/results/src/adapters/node-results-fs.ts
var node_results_fs = __webpack_require__(1238);
// EXTERNAL MODULE: ./packages/common/src/options.ts
var src_options = __webpack_require__(6713);
// EXTERNAL MODULE: ./packages/common/src/python/values.ts
var values = __webpack_require__(2282);
// EXTERNAL MODULE: ./packages/common/src/python/float.ts
var python_float = __webpack_require__(564);
;// CONCATENATED MODULE: ./packages/results/src/compare/key.ts

/** The reference's `str(v).lower() == "true"` (a real boolean is itself). */
const bool = (v) => (typeof v === 'boolean' ? v : (0,values/* pyStr */.rD)(v ?? null).toLowerCase() === 'true');
/** A key the reference reads with `row[key]`: missing is its KeyError, as one line naming the file. */
function required(row, key, file) {
    const v = row.get(key);
    if (v === undefined)
        throw new errors/* SweepkitError */.R0(`key '${key}' missing`, { location: { file }, field: key, code: 'bad-result' });
    return v;
}
/** Python's `int(v)`: integers, floats truncated, integer text; anything else is the reference's ValueError. */
function key_int(row, key, file) {
    const v = required(row, key, file);
    const n = typeof v === 'boolean'
        ? Number(v)
        : typeof v === 'number'
            ? v
            : typeof v === 'bigint'
                ? Number(v)
                : v instanceof python_float/* PyFloat */.g$
                    ? v.value
                    : typeof v === 'string'
                        ? Number((0,values/* parsePyIntText */.jE)(v) ?? NaN)
                        : NaN;
    if (!Number.isFinite(n))
        throw new errors/* SweepkitError */.R0(`${key}: not an integer: ${(0,values/* pyStr */.rD)(v)}`, { location: { file }, field: key, code: 'bad-result' });
    return Math.trunc(n);
}
const lower = (row, key, file) => (0,values/* pyStr */.rD)(required(row, key, file)).toLowerCase();
/**
 * The row's key, as `utils/compare_results.py` builds it: the runner label without one trailing
 * `-multinode`/`-trt`/`-disagg`, lower-cased; model prefix, framework, precision and spec method
 * lower-cased (spec method `none` and disagg false when missing); single-node rows use their
 * tp/ep/dp-attention for both prefill and decode. A missing key is an error naming the file.
 */
function baselineKey(row, file = 'results') {
    const hardware = (0,values/* pyStr */.rD)(required(row, 'hw', file))
        .replace(/-(multinode|trt|disagg)$/, '')
        .toLowerCase();
    const modelPrefix = lower(row, 'infmax_model_prefix', file);
    const framework = lower(row, 'framework', file);
    const precision = lower(row, 'precision', file);
    const spec = row.get('spec_decoding');
    const multinode = row.get('is_multinode') ?? false;
    const side = (role, field) => ((0,values/* pyTruthy */.Kn)(multinode) ? `${role}_${field}` : field);
    return {
        hardware,
        framework,
        modelPrefix,
        precision,
        specMethod: spec === undefined || spec === null ? 'none' : (0,values/* pyStr */.rD)(spec).toLowerCase(),
        disagg: bool(row.get('disagg')),
        isMultinode: bool(multinode),
        prefillTp: key_int(row, side('prefill', 'tp'), file),
        prefillEp: key_int(row, side('prefill', 'ep'), file),
        prefillDpAttention: bool(required(row, side('prefill', 'dp_attention'), file)),
        decodeTp: key_int(row, side('decode', 'tp'), file),
        decodeEp: key_int(row, side('decode', 'ep'), file),
        decodeDpAttention: bool(required(row, side('decode', 'dp_attention'), file)),
        isl: key_int(row, 'isl', file),
        osl: key_int(row, 'osl', file),
        conc: key_int(row, 'conc', file)
    };
}
/**
 * The lookup's parameters as the reference logs them (`Query params: {json}`): every value as
 * Python's `str`, in its order; `is_multinode` is the row's own value.
 */
function queryParams(key, row) {
    const py = (v) => (0,values/* pyStr */.rD)(v);
    return new Map([
        ['hardware', key.hardware],
        ['model', key.modelPrefix],
        ['framework', key.framework],
        ['precision', key.precision],
        ['spec_method', key.specMethod],
        ['disagg', py(key.disagg)],
        ['is_multinode', py(row.get('is_multinode') ?? false)],
        ['prefill_tp', py(key.prefillTp)],
        ['prefill_ep', py(key.prefillEp)],
        ['prefill_dp_attention', py(key.prefillDpAttention)],
        ['decode_tp', py(key.decodeTp)],
        ['decode_ep', py(key.decodeEp)],
        ['decode_dp_attention', py(key.decodeDpAttention)],
        ['isl', py(key.isl)],
        ['osl', py(key.osl)],
        ['conc', py(key.conc)]
    ]);
}
/** One line naming the configuration, for tables. */
function describeKey(k) {
    const topology = k.isMultinode
        ? `P tp${k.prefillTp}/ep${k.prefillEp}${k.prefillDpAttention ? '/dpa' : ''} D tp${k.decodeTp}/ep${k.decodeEp}${k.decodeDpAttention ? '/dpa' : ''}`
        : `tp${k.prefillTp}/ep${k.prefillEp}${k.prefillDpAttention ? '/dpa' : ''}`;
    const spec = k.specMethod === 'none' ? '' : ` ${k.specMethod}`;
    return `${k.modelPrefix} ${k.precision} ${k.framework}${spec}${k.disagg ? ' disagg' : ''} ${topology} ${k.isl}/${k.osl} c${k.conc}`;
}
/** A key as one string, for matching in memory. */
const keyString = (k) => JSON.stringify(Object.values(k));

;// CONCATENATED MODULE: ./packages/results/src/compare/baseline.ts

/**
 * A baseline that needs no database: the rows of main's latest successful run (its collected
 * results file), matched on the whole key (the model prefix exactly). Rows with an error are not
 * baselines; when several rows share a key, the last one in the file wins.
 */
function fileBaseline(name, rows) {
    const byKey = new Map();
    for (const { file, row } of rows) {
        const key = baselineKey(row, file);
        if (row.get('error') === undefined || row.get('error') === null)
            byKey.set(keyString(key), { row, model: key.modelPrefix });
    }
    return {
        name,
        async lookup(keys) {
            return keys.map((k) => byKey.get(keyString(k)));
        }
    };
}

;// CONCATENATED MODULE: ./packages/results/src/compare/delta.ts

const STATS = [
    ['median', 'p50'],
    ['p90', 'p90'],
    ['p99', 'p99'],
    ['p99.9', 'p99.9']
];
/** The metrics of the delta table, in column order. */
const METRICS = [
    { key: 'tput_per_gpu', label: 'tput/GPU', higherIsBetter: true },
    ...STATS.map(([s, l]) => ({ key: `${s}_ttft`, label: `TTFT ${l}`, higherIsBetter: false })),
    ...STATS.map(([s, l]) => ({ key: `${s}_intvty`, label: `intvty ${l}`, higherIsBetter: true })),
    ...STATS.map(([s, l]) => ({ key: `${s}_e2el`, label: `E2EL ${l}`, higherIsBetter: false }))
];
/** A metric of a row as a finite number; undefined when missing or not a number. */
const metricValue = (row, key) => {
    const v = row?.get(key);
    const n = typeof v === 'number' ? v : v instanceof python_float/* PyFloat */.g$ ? v.value : undefined;
    return n !== undefined && Number.isFinite(n) ? n : undefined;
};
/** One metric of one row against its baseline. */
function metricDelta(metric, current, baseline, t) {
    const c = metricValue(current, metric.key);
    const b = metricValue(baseline, metric.key);
    if (c === undefined || b === undefined || b === 0)
        return { metric, current: c, baseline: b, verdict: 'missing', regression: false };
    const change = (c - b) / Math.abs(b);
    const gain = metric.higherIsBetter ? change : -change;
    const verdict = Math.abs(change) <= t.noise ? 'same' : gain > 0 ? 'better' : 'worse';
    return { metric, current: c, baseline: b, change, verdict, regression: t.failOn !== undefined && verdict === 'worse' && -gain > t.failOn };
}
function compareRow(key, current, baseline, t) {
    return { key, current, baseline: baseline?.row, baselineModel: baseline?.model, deltas: METRICS.map((m) => metricDelta(m, current, baseline?.row, t)) };
}
/** `5%`, `5 %`, `0.05` → 0.05 (a bare number above 1 is taken as a percentage too). */
function parseFraction(text) {
    const m = /^\s*([0-9]*\.?[0-9]+)\s*(%?)\s*$/.exec(text);
    if (!m)
        return undefined;
    const n = Number(m[1]);
    return m[2] === '%' || n > 1 ? n / 100 : n;
}

;// CONCATENATED MODULE: ./packages/results/src/compare/compare.ts


const median = (xs) => {
    if (!xs.length)
        return undefined;
    const s = [...xs].sort((a, b) => a - b);
    const mid = s.length >> 1;
    return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
function rollup(comparisons) {
    const groups = new Map();
    for (const c of comparisons)
        groups.set(c.key.hardware, [...(groups.get(c.key.hardware) ?? []), c]);
    return [...groups]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([hardware, cs]) => {
        const tput = cs.map((c) => c.deltas[0]);
        return {
            hardware,
            results: cs.length,
            compared: cs.filter((c) => c.baseline).length,
            better: tput.filter((d) => d.verdict === 'better').length,
            worse: tput.filter((d) => d.verdict === 'worse').length,
            regressions: cs.filter((c) => c.deltas.some((d) => d.regression)).length,
            medianTputChange: median(tput.flatMap((d) => (d.change === undefined ? [] : [d.change])))
        };
    });
}
/** Looks up every row's baseline (one batched lookup) and compares the metrics. */
async function compareResults(rows, source, thresholds) {
    const keys = rows.map(({ row, file }) => baselineKey(row, file));
    const baselines = await source.lookup(keys);
    const comparisons = rows.map(({ row }, i) => compareRow(keys[i], row, baselines[i], thresholds));
    return {
        source: source.name,
        thresholds,
        comparisons,
        rollup: rollup(comparisons),
        regressions: comparisons.filter((c) => c.deltas.some((d) => d.regression))
    };
}

// EXTERNAL MODULE: ./packages/common/src/markdown.ts
var markdown = __webpack_require__(6746);
;// CONCATENATED MODULE: ./packages/results/src/compare/render.ts

/** 4 significant digits, no exponent for the magnitudes benchmarks have. */
const num = (x) => (Math.abs(x) >= 1000 ? x.toFixed(1) : Number(x.toPrecision(4)).toString());
const pct = (x) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%`;
const MARK = { better: '🟢', worse: '🔴', same: '', missing: '' };
/** A delta table cell: the current value, and the change against the baseline coloured by direction. */
function deltaCell(d) {
    if (d.current === undefined)
        return '—';
    if (d.change === undefined)
        return num(d.current);
    const mark = d.regression ? '❌' : MARK[d.verdict];
    return `${num(d.current)} (${pct(d.change)}${mark ? ` ${mark}` : ''})`;
}
/** Rows of the per-hardware roll-up table. */
function rollupRows(report) {
    return report.rollup.map((r) => [
        r.hardware,
        String(r.results),
        String(r.compared),
        String(r.better),
        String(r.worse),
        String(r.regressions),
        r.medianTputChange === undefined ? '—' : pct(r.medianTputChange)
    ]);
}
const ROLLUP_HEADER = ['hardware', 'results', 'with baseline', 'tput/GPU better', 'tput/GPU worse', 'regressions', 'median Δ tput/GPU'];
/** Rows of the delta table: configuration, then one cell per metric. */
function deltaRows(comparisons) {
    return comparisons.map((c) => [c.key.hardware, describeKey(c.key), c.baseline ? 'yes' : 'no', ...c.deltas.map(deltaCell)]);
}
const deltaHeader = (report) => [
    'hardware',
    'configuration',
    'baseline',
    ...(report.comparisons[0]?.deltas ?? []).map((d) => d.metric.label)
];
/** Throughput per GPU against median interactivity, current and baseline, for rows that have both. */
function chartPoints(report, limit) {
    const points = [];
    for (const c of report.comparisons) {
        const tput = c.deltas.find((d) => d.metric.key === 'tput_per_gpu');
        const intvty = c.deltas.find((d) => d.metric.key === 'median_intvty');
        if (tput?.current === undefined || tput.baseline === undefined || intvty?.current === undefined || intvty.baseline === undefined)
            continue;
        points.push({
            label: `${c.key.hardware} ${c.key.modelPrefix} c${c.key.conc}`,
            x: intvty.current,
            y: tput.current,
            baseline: { x: intvty.baseline, y: tput.baseline }
        });
        if (points.length === limit)
            break;
    }
    return points;
}
/** Mermaid has no scatter plot; a quadrant chart places named points at (x, y) in [0, 1]. */
function mermaidChart(report, limit = 15) {
    const points = chartPoints(report, limit);
    if (!points.length)
        return '';
    const maxX = Math.max(...points.flatMap((p) => [p.x, p.baseline.x]));
    const maxY = Math.max(...points.flatMap((p) => [p.y, p.baseline.y]));
    const at = (x, y) => `[${(x / maxX).toFixed(3)}, ${(y / maxY).toFixed(3)}]`;
    const safe = (text) => text.replace(/[^A-Za-z0-9 .-]/g, ' ');
    const lines = [
        'quadrantChart',
        '  title Throughput per GPU vs interactivity (now and main)',
        `  x-axis "0" --> "${num(maxX)} tok/s/user"`,
        `  y-axis "0" --> "${num(maxY)} tok/s/GPU"`
    ];
    points.forEach((p, i) => {
        lines.push(`  now ${i + 1} ${safe(p.label)}: ${at(p.x, p.y)}`);
        lines.push(`  main ${i + 1}: ${at(p.baseline.x, p.baseline.y)}`);
    });
    return `\`\`\`mermaid\n${lines.join('\n')}\n\`\`\`\n`;
}
const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** The same chart as a standalone SVG: baseline (grey) → current (blue) per configuration. */
function svgChart(report, limit = 500) {
    const points = chartPoints(report, limit);
    const [w, h, left, bottom, top, right] = [900, 560, 70, 50, 40, 20];
    const maxX = Math.max(1, ...points.flatMap((p) => [p.x, p.baseline.x])) * 1.05;
    const maxY = Math.max(1, ...points.flatMap((p) => [p.y, p.baseline.y])) * 1.05;
    const sx = (x) => (left + (x / maxX) * (w - left - right)).toFixed(1);
    const sy = (y) => (h - bottom - (y / maxY) * (h - bottom - top)).toFixed(1);
    const out = [
        `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="sans-serif" font-size="12">`,
        `<rect width="${w}" height="${h}" fill="white"/>`,
        `<text x="${w / 2}" y="22" text-anchor="middle" font-size="15">Throughput per GPU vs median interactivity — ${escapeXml(report.source)}</text>`,
        `<line x1="${left}" y1="${h - bottom}" x2="${w - right}" y2="${h - bottom}" stroke="black"/>`,
        `<line x1="${left}" y1="${top}" x2="${left}" y2="${h - bottom}" stroke="black"/>`
    ];
    for (let i = 0; i <= 5; i++) {
        const x = (maxX * i) / 5;
        const y = (maxY * i) / 5;
        out.push(`<text x="${sx(x)}" y="${h - bottom + 16}" text-anchor="middle">${num(x)}</text>`);
        out.push(`<text x="${left - 6}" y="${sy(y)}" text-anchor="end" dominant-baseline="middle">${num(y)}</text>`);
    }
    out.push(`<text x="${w / 2}" y="${h - 10}" text-anchor="middle">median interactivity (tok/s/user)</text>`);
    out.push(`<text x="16" y="${h / 2}" text-anchor="middle" transform="rotate(-90 16 ${h / 2})">throughput per GPU (tok/s)</text>`);
    for (const p of points) {
        out.push(`<line x1="${sx(p.baseline.x)}" y1="${sy(p.baseline.y)}" x2="${sx(p.x)}" y2="${sy(p.y)}" stroke="#bbb"/>`);
        out.push(`<circle cx="${sx(p.baseline.x)}" cy="${sy(p.baseline.y)}" r="4" fill="#999"><title>main: ${escapeXml(p.label)}</title></circle>`);
        out.push(`<circle cx="${sx(p.x)}" cy="${sy(p.y)}" r="4" fill="#1f6feb"><title>now: ${escapeXml(p.label)}</title></circle>`);
    }
    out.push(`<circle cx="${w - 150}" cy="${top + 6}" r="4" fill="#1f6feb"/><text x="${w - 140}" y="${top + 10}">this run</text>`);
    out.push(`<circle cx="${w - 80}" cy="${top + 6}" r="4" fill="#999"/><text x="${w - 70}" y="${top + 10}">main</text>`);
    out.push('</svg>');
    return `${out.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./packages/results/src/compare/markdown.ts


const markdown_pct = (x) => `${(x * 100).toFixed(1)}%`;
/**
 * The comparison as Markdown for a job summary: a heading, the per-hardware roll-up, the
 * regressions, the delta table (at most `maxRows` rows; the rest counted) and the chart. A blank
 * line follows every heading so the tables are not swallowed into the HTML block.
 */
function reportMarkdown(report, maxRows = 500) {
    const compared = report.comparisons.filter((c) => c.baseline).length;
    const t = report.thresholds;
    const parts = [
        `### Results vs main (${(0,markdown/* escapeCell */.kq)(report.source)})\n\n`,
        `${report.comparisons.length} results, ${compared} with a baseline. Noise band ±${markdown_pct(t.noise)}; ` +
            (t.failOn === undefined ? 'no regression gate.' : `regression: worse by more than ${markdown_pct(t.failOn)}.`) +
            ' 🟢 better, 🔴 worse, ❌ regression.\n\n',
        '#### Per hardware\n\n',
        (0,markdown/* markdownTable */.Qj)(ROLLUP_HEADER, rollupRows(report))
    ];
    if (report.regressions.length) {
        parts.push(`\n#### ${report.regressions.length} regression${report.regressions.length === 1 ? '' : 's'}\n\n`);
        parts.push((0,markdown/* markdownTable */.Qj)(deltaHeader(report), deltaRows(report.regressions.slice(0, maxRows))));
    }
    const rows = deltaRows(report.comparisons);
    parts.push('\n#### All results\n\n', (0,markdown/* markdownTable */.Qj)(deltaHeader(report), rows.slice(0, maxRows)));
    if (rows.length > maxRows)
        parts.push(`\n_${rows.length - maxRows} more results not shown._\n`);
    const chart = mermaidChart(report);
    if (chart)
        parts.push('\n#### Throughput per GPU vs interactivity\n\n', chart);
    return parts.join('');
}

// EXTERNAL MODULE: ./packages/common/src/python/format.ts
var format = __webpack_require__(5075);
// EXTERNAL MODULE: ./packages/common/src/python/json.ts
var json = __webpack_require__(4194);
// EXTERNAL MODULE: ./packages/common/src/python/tabulate.ts
var tabulate = __webpack_require__(7286);
;// CONCATENATED MODULE: ./packages/results/src/compare/selection-log.ts


/**
 * The baseline selection as `utils/compare_results.py` logs it on stderr: `Loaded <n> benchmark
 * results`, per row its query parameters and `-> Matched DB model=…, tput=…` or `-> No baseline
 * found`, then the summary line. Tools that parse the reference's log read ours the same way.
 */
function selectionLog(report) {
    const { comparisons } = report;
    const parts = [`Loaded ${comparisons.length} benchmark results\n`];
    if (!comparisons.length)
        return parts[0];
    for (const c of comparisons) {
        parts.push(`\nQuery params: ${(0,json/* pyJsonDumps */.dv)(queryParams(c.key, c.current), { indent: 2 })}\n`);
        parts.push(c.baseline ? `  -> Matched DB model=${c.baselineModel}, tput=${(0,values/* pyStr */.rD)(c.baseline.get('tput_per_gpu') ?? null)}\n` : '  -> No baseline found\n');
    }
    const matched = comparisons.filter((c) => c.baseline).length;
    parts.push(`\nSummary: ${matched} matched, ${comparisons.length - matched} unmatched out of ${comparisons.length} results\n`);
    return parts.join('');
}
/** What the reference prints instead of tables when there is nothing to compare. */
const NO_RESULTS = 'No benchmark results found to compare.\n';

;// CONCATENATED MODULE: ./packages/results/src/compare/reference-report.ts



const reference_report_STATS = [
    ['median', 'Median'],
    ['p90', 'P90'],
    ['p99', 'P99'],
    ['p99.9', 'P99.9']
];
/** How the reference shows a metric: its header, `.Nf` digits, and the unit factor (TTFT s → ms). */
const SHOWN = [
    { key: 'tput_per_gpu', header: 'TPUT/GPU', digits: 2, scale: 1 },
    ...reference_report_STATS.map(([s, l]) => ({ key: `${s}_ttft`, header: `TTFT ${l} (ms)`, digits: 4, scale: 1000 })),
    ...reference_report_STATS.map(([s, l]) => ({ key: `${s}_intvty`, header: s === 'median' ? 'Intvty Median' : `Intvty@${l} TPOT`, digits: 4, scale: 1 })),
    ...reference_report_STATS.map(([s, l]) => ({ key: `${s}_e2el`, header: `E2EL ${l} (s)`, digits: 4, scale: 1 }))
];
const NA = 'N/A';
/** Python `format(x, '+.Nf')`. */
const signed = (x, digits) => {
    const text = (0,format/* pyFixed */.mS)(x, digits);
    return text.startsWith('-') ? text : `+${text}`;
};
/**
 * One delta cell of the reference: `N/A` without both values or with a zero baseline; else the
 * change and its percentage, green when it is an improvement, red when a regression, plain at zero.
 */
function referenceDelta(current, baseline, digits, higherIsBetter) {
    if (current === undefined || baseline === undefined || baseline === 0)
        return NA;
    const delta = current - baseline;
    const text = signed(delta, digits);
    const pct = `(${signed((delta / baseline) * 100, 1)}%)`;
    if (delta === 0)
        return `${text} ${pct}`;
    const colour = delta > 0 === higherIsBetter ? 'green' : 'red';
    return `$\\color{${colour}}\\text{${text}}$ ${pct}`;
}
/**
 * A row value as tabulate receives it (the reference hands over the JSON scalar as parsed); text is
 * escaped as a table cell, since the report goes to job summaries where GitHub renders raw HTML (a
 * model name is never a tag, never closes the table; plain names keep the reference's bytes).
 */
const cell = (v) => {
    const value = v instanceof Map || Array.isArray(v) ? (0,values/* pyStr */.rD)(v) : v;
    return typeof value === 'string' ? (0,markdown/* escapeCell */.kq)(value) : value;
};
const reference_report_text = (v) => (0,markdown/* escapeCell */.kq)(v);
function metricCells(c) {
    return SHOWN.flatMap(({ key, digits, scale }) => {
        const higherIsBetter = METRICS.find((m) => m.key === key).higherIsBetter;
        const at = (v) => (v === undefined ? undefined : v * scale);
        const current = at(metricValue(c.current, key));
        return [current === undefined ? NA : (0,format/* pyFixed */.mS)(current, digits), referenceDelta(current, at(metricValue(c.baseline, key)), digits, higherIsBetter)];
    });
}
const HEAD = ['Model', 'Served Model', 'Hardware', 'Framework', 'Precision', 'ISL', 'OSL'];
const METRIC_HEADERS = SHOWN.flatMap(({ header }) => [header, `${header} Delta`]);
const SINGLE = { title: 'Single-Node', headers: [...HEAD, 'TP', 'EP', 'DP Attention', 'Conc', ...METRIC_HEADERS], topology: ['tp', 'ep', 'dp_attention'] };
const MULTI = {
    title: 'Multi-Node',
    headers: [...HEAD, 'Prefill TP', 'Prefill EP', 'Decode TP', 'Decode EP', 'Conc', ...METRIC_HEADERS],
    topology: ['prefill_tp', 'prefill_ep', 'decode_tp', 'decode_ep']
};
/** The reference's row order: model prefix as written, hardware, framework, ISL, OSL, concurrency. */
function byReferenceOrder(a, b) {
    const text = (c) => [
        (0,values/* pyStr */.rD)(c.current.get('infmax_model_prefix') ?? null),
        c.key.hardware.toUpperCase(),
        c.key.framework.toUpperCase()
    ];
    const [ta, tb] = [text(a), text(b)];
    for (let i = 0; i < ta.length; i++) {
        const d = (0,json/* compareCodePoints */.OP)(ta[i], tb[i]);
        if (d)
            return d;
    }
    return a.key.isl - b.key.isl || a.key.osl - b.key.osl || a.key.conc - b.key.conc;
}
function table(comparisons, layout) {
    const rows = [...comparisons].sort(byReferenceOrder).map((c) => {
        const row = c.current;
        return [
            cell(row.get('infmax_model_prefix')),
            cell(row.get('model')),
            reference_report_text(c.key.hardware.toUpperCase()),
            reference_report_text((0,values/* pyStr */.rD)(row.get('framework') ?? null).toUpperCase()),
            reference_report_text((0,values/* pyStr */.rD)(row.get('precision') ?? null).toUpperCase()),
            cell(row.get('isl')),
            cell(row.get('osl')),
            ...layout.topology.map((k) => cell(row.get(k))),
            cell(row.get('conc')),
            ...metricCells(c)
        ];
    });
    return `## ${layout.title} Comparison vs. Most Recent\n\n${(0,tabulate/* pyTabulateGithub */.$)(rows, layout.headers)}\n`;
}
/**
 * The report `utils/compare_results.py` prints on stdout, byte for byte (docs/results.md §2): a
 * single-node and a multi-node table in tabulate's "github" format, each metric beside its change
 * against the baseline; the no-results line when there is nothing to compare.
 */
function referenceReport(comparisons) {
    if (!comparisons.length)
        return NO_RESULTS;
    // The same test that picks the multi-node key fields (key.ts) picks the multi-node table.
    const multi = comparisons.filter((c) => (0,values/* pyTruthy */.Kn)(c.current.get('is_multinode') ?? false));
    const single = comparisons.filter((c) => !multi.includes(c));
    const parts = [];
    // The reference prints a blank line after the single-node table only.
    if (single.length)
        parts.push(`${table(single, SINGLE)}\n`);
    if (multi.length)
        parts.push(table(multi, MULTI));
    return parts.join('');
}

// EXTERNAL MODULE: ./packages/common/src/python/path.ts
var python_path = __webpack_require__(6615);
// EXTERNAL MODULE: ./packages/common/src/python/json-parse.ts
var json_parse = __webpack_require__(7324);
;// CONCATENATED MODULE: ./packages/results/src/compare/rows.ts

/**
 * The fixed-sequence rows to compare: one JSON file, or every `*.json` below a folder (sorted);
 * lists are flattened, agentic rows (`scenario_type: agentic-coding`) left out, like
 * `utils/compare_results.py` loads them.
 */
function loadRows(fs, path) {
    const files = fs.isDirectory(path)
        ? fs
            .walk(path)
            .filter((e) => e.isFile && e.path.endsWith('.json'))
            .map((e) => (0,python_path/* pyPath */.r)(path, e.path))
            .sort(json/* compareCodePoints */.OP)
        : [path];
    const rows = [];
    for (const file of files) {
        if (!fs.isFile(file))
            throw new errors/* SweepkitError */.R0('results file not found', { location: { file }, code: 'results-missing' });
        let value;
        try {
            value = (0,json_parse/* parsePyJson */.j5)(new TextDecoder().decode(fs.readBytes(file)));
        }
        catch (e) {
            if (!(e instanceof json_parse/* PyJsonSyntaxError */.Ly))
                throw e;
            throw new errors/* SweepkitError */.R0(`not valid JSON (${e.reason})`, { location: { file, line: e.line, column: e.column }, code: 'bad-result' });
        }
        for (const item of Array.isArray(value) ? value : [value]) {
            if ((0,json_parse/* isPyObject */.zt)(item) && item.get('scenario_type') !== 'agentic-coding')
                rows.push({ file, row: item });
        }
    }
    return rows;
}

;// CONCATENATED MODULE: ./packages/results/src/compare/run.ts









function fraction(option, text) {
    const value = parseFraction(text);
    if (value === undefined)
        throw new src_options/* OptionError */.eR(`{${option}} must be a percentage like 5% (or a fraction like 0.05), got '${text}'`);
    return value;
}
/** The baseline the options name: a results file, else the database. */
function baselineSource(fs, request, database) {
    if (request.baselineFile !== undefined)
        return fileBaseline(`results file ${request.baselineFile}`, loadRows(fs, request.baselineFile));
    if (request.databaseUrl)
        return database(request.databaseUrl);
    // The reference fails on os.environ['DATABASE_URL'] (exit 1); so does the port, in one line.
    throw new errors/* SweepkitError */.R0("no baseline: 'DATABASE_URL' is not set and no baseline file is given", { code: 'baseline-missing' });
}
/**
 * Loads the results, looks up their baselines (`database` opens the database baseline, e.g. the
 * PostgreSQL adapter), writes the SVG chart where `svg` names a file (only there: nothing is
 * written by default); returns the report, Sweepkit's Markdown (roll-up,
 * delta table, chart), the reference's report (its stdout, byte for byte) and the selection log.
 * With no rows, nothing is looked up or written and both reports are the reference's no-results
 * line.
 */
async function runCompare(fs, request, database) {
    const thresholds = {
        noise: fraction('noise-band', request.noiseBand),
        failOn: request.failOnRegression === undefined ? undefined : fraction('fail-on-regression', request.failOnRegression)
    };
    const rows = loadRows(fs, request.results);
    if (!rows.length) {
        const report = { source: '', thresholds, comparisons: [], rollup: [], regressions: [] };
        return { report, markdown: NO_RESULTS, reference: NO_RESULTS, log: selectionLog(report) };
    }
    const report = await compareResults(rows, baselineSource(fs, request, database), thresholds);
    if (request.svg)
        fs.writeAtomic(request.svg, svgChart(report));
    return { report, markdown: reportMarkdown(report), reference: referenceReport(report.comparisons), log: selectionLog(report) };
}

// EXTERNAL MODULE: ./packages/common/src/redact.ts
var redact = __webpack_require__(6666);
;// CONCATENATED MODULE: ./packages/results/src/adapters/pg-baseline.ts

/**
 * For every key at once, over the dashboard's tables (`configs`, `workflow_runs`,
 * `benchmark_results`): the newest result (`date`) of a `main` run without an error whose
 * configuration matches, its model `LIKE` the row's prefix followed by `%`. As in the reference, the
 * prefix is not escaped (`_` and `%` in it are wildcards, `\` escapes the next character), and
 * `date DESC` puts a null date first.
 */
const LOOKUP_SQL = `
WITH k AS (
  SELECT * FROM jsonb_to_recordset($1::jsonb) AS k(
    i integer, hardware text, framework text, model_prefix text, precision text, spec_method text,
    disagg boolean, is_multinode boolean, prefill_tp integer, prefill_ep integer, prefill_dp_attention boolean,
    decode_tp integer, decode_ep integer, decode_dp_attention boolean, isl integer, osl integer, conc integer)
)
SELECT k.i, b.model, b.metrics::text AS metrics
FROM k CROSS JOIN LATERAL (
  SELECT c.model, r.metrics
  FROM benchmark_results r
  JOIN configs c ON c.id = r.config_id
  JOIN workflow_runs w ON w.id = r.workflow_run_id
  WHERE w.head_branch = 'main' AND r.error IS NULL
    AND c.hardware = k.hardware AND c.framework = k.framework AND c.precision = k.precision
    AND c.model LIKE k.model_prefix || '%'
    AND c.spec_method = k.spec_method AND c.disagg = k.disagg AND c.is_multinode = k.is_multinode
    AND c.prefill_tp = k.prefill_tp AND c.prefill_ep = k.prefill_ep AND c.prefill_dp_attention = k.prefill_dp_attention
    AND c.decode_tp = k.decode_tp AND c.decode_ep = k.decode_ep AND c.decode_dp_attention = k.decode_dp_attention
    AND r.isl = k.isl AND r.osl = k.osl AND r.conc = k.conc
  ORDER BY r.date DESC, r.id DESC
  LIMIT 1
) b`;
const keyRecord = (k, i) => ({
    i,
    hardware: k.hardware,
    framework: k.framework,
    model_prefix: k.modelPrefix,
    precision: k.precision,
    spec_method: k.specMethod,
    disagg: k.disagg,
    is_multinode: k.isMultinode,
    prefill_tp: k.prefillTp,
    prefill_ep: k.prefillEp,
    prefill_dp_attention: k.prefillDpAttention,
    decode_tp: k.decodeTp,
    decode_ep: k.decodeEp,
    decode_dp_attention: k.decodeDpAttention,
    isl: k.isl,
    osl: k.osl,
    conc: k.conc
});
const MALFORMED = 'baseline database: DATABASE_URL is not a connection string whose host can be told for sure (percent-encode / # ? @ and spaces in the password); it is not shown';
/** The PostgreSQL baseline over DATABASE_URL: one connection, one query for all keys. */
function postgresBaseline(databaseUrl) {
    return {
        name: 'PostgreSQL (latest main)',
        async lookup(keys) {
            // A string whose host cannot be told for sure (a raw / # ? @ or space in the password) is not
            // used: a driver reading it differently would send the password to the wrong host.
            const target = (0,redact/* connectionTarget */.WM)(databaseUrl);
            if (target === undefined)
                throw new errors/* SweepkitError */.R0(MALFORMED, { code: 'database' });
            let client;
            try {
                // pg is loaded only here: every importer of the results package would pay for it otherwise.
                const { default: pgModule } = await __webpack_require__.e(/* import() */ 3849).then(__webpack_require__.bind(__webpack_require__, 3849));
                // Inside the try: a malformed URL fails here, and its message is redacted too.
                client = new pgModule.Client({ connectionString: databaseUrl });
                await client.connect();
                const { rows } = await client.query(LOOKUP_SQL, [JSON.stringify(keys.map(keyRecord))]);
                const found = keys.map(() => undefined);
                for (const r of rows) {
                    const value = (0,json_parse/* parsePyJson */.j5)(r.metrics);
                    if ((0,json_parse/* isPyObject */.zt)(value))
                        found[r.i] = { row: value, model: r.model };
                }
                return found;
            }
            catch (e) {
                // The connection string is never shown: what it names, and the driver's message with every
                // spelling of the password redacted.
                const reason = (0,redact/* redactSecrets */.fp)(e.message, [databaseUrl, (0,redact/* urlPassword */.Ds)(databaseUrl)]);
                throw new errors/* SweepkitError */.R0(`baseline database ${target}: ${reason}`, { code: 'database' });
            }
            finally {
                await client?.end().catch(() => undefined);
            }
        }
    };
}

// EXTERNAL MODULE: ./cli/src/options.ts
var cli_src_options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/compare-results.ts



/** What `utils/compare_results.py` prints on stdout when it is given no results folder. */
const REFERENCE_USAGE = 'Usage: python compare_results.py <results_dir>\n';
/**
 * `sweepkit compare-results RESULTS [--database-url URL | --baseline-file PATH]`
 * (`utils/compare_results.py RESULTS`): the reference's report on stdout, byte for byte (or
 * Sweepkit's with --format sweepkit; or to --summary FILE), the reference's baseline-selection log
 * on stderr; exit 1 on a regression past --fail-on-regression.
 */
const compareResultsCommand = async (argv, io) => {
    const { values, positionals } = (0,cli_src_options/* parseCommandArgs */.Q)(options/* COMPARE_RESULTS_COMMAND */.zy, argv, io, [
        { name: 'RESULTS', help: 'the results to compare: agg_bmk.json or a folder of result JSON files (or --results)', optional: true }
    ]);
    if (positionals[0] !== undefined && values.results !== undefined)
        throw new errors/* UsageError */.eb('RESULTS and --results both name the results: give one');
    const results = positionals[0] ?? values.results;
    const reference = values.format === 'reference';
    if (results === undefined) {
        // Like the reference, a missing results argument is exit 1, not a usage error, and its report is its usage line.
        if (reference)
            io.stdout(REFERENCE_USAGE);
        throw new errors/* SweepkitError */.R0('usage: sweepkit compare-results RESULTS: the results folder (or file) is required', { code: 'usage' });
    }
    const fs = (0,node_results_fs/* nodeResultsFs */.O)(io.cwd);
    const compared = await runCompare(fs, {
        results,
        databaseUrl: values['database-url'],
        baselineFile: values['baseline-file'],
        failOnRegression: values['fail-on-regression'],
        noiseBand: values['noise-band'],
        svg: values.svg
    }, postgresBaseline);
    const { report } = compared;
    io.stderr(compared.log);
    const text = reference ? compared.reference : compared.markdown;
    if (values.summary === undefined)
        io.stdout(text);
    else
        fs.writeAtomic(values.summary, text);
    for (const c of report.regressions)
        io.stderr(`regression: ${c.key.hardware} ${describeKey(c.key)}: ${c.deltas
            .filter((d) => d.regression)
            .map((d) => d.metric.label)
            .join(', ')}\n`);
    return report.regressions.length ? 1 : 0;
};
/* harmony default export */ const compare_results = (compareResultsCommand);


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
