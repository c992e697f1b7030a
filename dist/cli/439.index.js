export const id = 439;
export const ids = [439];
export const modules = {

/***/ 6439:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ compare_results)
});

// EXTERNAL MODULE: ./packages/results/src/options.ts
var options = __webpack_require__(1280);
// EXTERNAL MODULE: ./packages/results/src/adapters/node-results-fs.ts
var node_results_fs = __webpack_require__(1238);
// EXTERNAL MODULE: ./packages/common/src/options.ts
var src_options = __webpack_require__(6713);
// EXTERNAL MODULE: ./packages/common/src/python/float.ts
var python_float = __webpack_require__(564);
;// CONCATENATED MODULE: ./packages/results/src/compare/key.ts

const bool = (v) => (typeof v === 'boolean' ? v : String(v ?? '').toLowerCase() === 'true');
const key_int = (v) => {
    const n = typeof v === 'number' ? v : v instanceof python_float/* PyFloat */.g$ ? v.value : typeof v === 'string' ? Number(v) : NaN;
    return Number.isFinite(n) ? Math.trunc(n) : 0;
};
const key_text = (v) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));
/**
 * The row's key, as `utils/compare_results.py` builds it: the runner label without a
 * `-multinode`/`-trt`/`-disagg` suffix, lower-cased; single-node rows use their tp/ep/dp-attention
 * for both prefill and decode.
 */
function baselineKey(row) {
    const multinode = bool(row.get('is_multinode'));
    const side = (role, field) => row.get(multinode ? `${role}_${field}` : field);
    return {
        hardware: key_text(row.get('hw'))
            .replace(/-(multinode|trt|disagg)$/, '')
            .toLowerCase(),
        framework: key_text(row.get('framework')),
        modelPrefix: key_text(row.get('infmax_model_prefix')),
        precision: key_text(row.get('precision')),
        specMethod: key_text(row.get('spec_decoding')) || 'none',
        disagg: bool(row.get('disagg')),
        isMultinode: multinode,
        prefillTp: key_int(side('prefill', 'tp')),
        prefillEp: key_int(side('prefill', 'ep')),
        prefillDpAttention: bool(side('prefill', 'dp_attention')),
        decodeTp: key_int(side('decode', 'tp')),
        decodeEp: key_int(side('decode', 'ep')),
        decodeDpAttention: bool(side('decode', 'dp_attention')),
        isl: key_int(row.get('isl')),
        osl: key_int(row.get('osl')),
        conc: key_int(row.get('conc'))
    };
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
 * results file), matched on the whole key. Rows with an error are not baselines; when several rows
 * share a key, the last one in the file wins.
 */
function fileBaseline(name, rows) {
    const byKey = new Map();
    for (const row of rows) {
        const key = baselineKey(row);
        if (row.get('error') === undefined || row.get('error') === null)
            byKey.set(keyString(key), row);
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
const value = (row, key) => {
    const v = row?.get(key);
    const n = typeof v === 'number' ? v : v instanceof python_float/* PyFloat */.g$ ? v.value : undefined;
    return n !== undefined && Number.isFinite(n) ? n : undefined;
};
/** One metric of one row against its baseline. */
function metricDelta(metric, current, baseline, t) {
    const c = value(current, metric.key);
    const b = value(baseline, metric.key);
    if (c === undefined || b === undefined || b === 0)
        return { metric, current: c, baseline: b, verdict: 'missing', regression: false };
    const change = (c - b) / Math.abs(b);
    const gain = metric.higherIsBetter ? change : -change;
    const verdict = Math.abs(change) <= t.noise ? 'same' : gain > 0 ? 'better' : 'worse';
    return { metric, current: c, baseline: b, change, verdict, regression: t.failOn !== undefined && verdict === 'worse' && -gain > t.failOn };
}
function compareRow(key, current, baseline, t) {
    return { key, current, baseline, deltas: METRICS.map((m) => metricDelta(m, current, baseline, t)) };
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
    const keys = rows.map(baselineKey);
    const baselines = await source.lookup(keys);
    const comparisons = rows.map((row, i) => compareRow(keys[i], row, baselines[i], thresholds));
    return {
        source: source.name,
        thresholds,
        comparisons,
        rollup: rollup(comparisons),
        regressions: comparisons.filter((c) => c.deltas.some((d) => d.regression))
    };
}

;// CONCATENATED MODULE: ./packages/common/src/markdown.ts
const escapeCell = (text) => text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, '<br>');
/** A Markdown table; cells are escaped so untrusted text cannot break the layout. */
function markdownTable(header, rows) {
    const line = (cells) => `| ${cells.map(escapeCell).join(' | ')} |`;
    return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n') + '\n';
}

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
        `### Results vs main (${report.source})\n\n`,
        `${report.comparisons.length} results, ${compared} with a baseline. Noise band ±${markdown_pct(t.noise)}; ` +
            (t.failOn === undefined ? 'no regression gate.' : `regression: worse by more than ${markdown_pct(t.failOn)}.`) +
            ' 🟢 better, 🔴 worse, ❌ regression.\n\n',
        '#### Per hardware\n\n',
        markdownTable(ROLLUP_HEADER, rollupRows(report))
    ];
    if (report.regressions.length) {
        parts.push(`\n#### ${report.regressions.length} regression${report.regressions.length === 1 ? '' : 's'}\n\n`);
        parts.push(markdownTable(deltaHeader(report), deltaRows(report.regressions.slice(0, maxRows))));
    }
    const rows = deltaRows(report.comparisons);
    parts.push('\n#### All results\n\n', markdownTable(deltaHeader(report), rows.slice(0, maxRows)));
    if (rows.length > maxRows)
        parts.push(`\n_${rows.length - maxRows} more results not shown._\n`);
    const chart = mermaidChart(report);
    if (chart)
        parts.push('\n#### Throughput per GPU vs interactivity\n\n', chart);
    return parts.join('');
}

// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/common/src/python/json-parse.ts
var json_parse = __webpack_require__(7324);
// EXTERNAL MODULE: ./packages/agentic/src/paths.ts
var paths = __webpack_require__(17);
;// CONCATENATED MODULE: ./packages/results/src/compare/rows.ts


const codePoints = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
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
            .map((e) => (0,paths/* pyPath */.r)(path, e.path))
            .sort(codePoints)
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
                rows.push(item);
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
    throw new src_options/* OptionError */.eR('a baseline is required: {database-url} (or DATABASE_URL) or {baseline-file}');
}
/**
 * Loads the results, looks up their baselines (`database` opens the database baseline, e.g. the
 * PostgreSQL adapter), writes the SVG chart; returns the report and its Markdown.
 */
async function runCompare(fs, request, database) {
    const thresholds = {
        noise: fraction('noise-band', request.noiseBand),
        failOn: request.failOnRegression === undefined ? undefined : fraction('fail-on-regression', request.failOnRegression)
    };
    const source = baselineSource(fs, request, database);
    const report = await compareResults(loadRows(fs, request.results), source, thresholds);
    fs.writeAtomic(request.svg, svgChart(report));
    return { report, markdown: reportMarkdown(report) };
}

// EXTERNAL MODULE: ./node_modules/pg/esm/index.mjs
var esm = __webpack_require__(3849);
;// CONCATENATED MODULE: ./packages/results/src/adapters/pg-baseline.ts


/**
 * For every key at once: the latest row of `main` without an error whose configuration matches
 * (the model column starts with the row's model prefix, LIKE wildcards in the prefix escaped).
 */
const LOOKUP_SQL = `
WITH k AS (
  SELECT * FROM jsonb_to_recordset($1::jsonb) AS k(
    i integer, hardware text, framework text, model_prefix text, precision text, spec_method text,
    disagg boolean, is_multinode boolean, prefill_tp integer, prefill_ep integer, prefill_dp_attention boolean,
    decode_tp integer, decode_ep integer, decode_dp_attention boolean, isl integer, osl integer, conc integer)
)
SELECT k.i, b.metrics::text AS metrics
FROM k CROSS JOIN LATERAL (
  SELECT r.metrics FROM benchmark_results r
  WHERE r.head_branch = 'main' AND r.error IS NULL
    AND r.hardware = k.hardware AND r.framework = k.framework AND r.precision = k.precision
    AND r.model LIKE replace(replace(replace(k.model_prefix, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
    AND r.spec_method = k.spec_method AND r.disagg = k.disagg AND r.is_multinode = k.is_multinode
    AND r.prefill_tp = k.prefill_tp AND r.prefill_ep = k.prefill_ep AND r.prefill_dp_attention = k.prefill_dp_attention
    AND r.decode_tp = k.decode_tp AND r.decode_ep = k.decode_ep AND r.decode_dp_attention = k.decode_dp_attention
    AND r.isl = k.isl AND r.osl = k.osl AND r.conc = k.conc
  ORDER BY r.created_at DESC, r.id DESC
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
/** The password in a connection string is never shown. */
const redact = (url) => url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
/** The PostgreSQL baseline over DATABASE_URL: one connection, one query for all keys. */
function postgresBaseline(databaseUrl) {
    return {
        name: 'PostgreSQL (latest main)',
        async lookup(keys) {
            const client = new esm/* default.Client */.Ay.Client({ connectionString: databaseUrl });
            try {
                await client.connect();
                const { rows } = await client.query(LOOKUP_SQL, [JSON.stringify(keys.map(keyRecord))]);
                const found = keys.map(() => undefined);
                for (const r of rows) {
                    const value = (0,json_parse/* parsePyJson */.j5)(r.metrics);
                    if ((0,json_parse/* isPyObject */.zt)(value))
                        found[r.i] = value;
                }
                return found;
            }
            catch (e) {
                throw new errors/* SweepkitError */.R0(`baseline database ${redact(databaseUrl)}: ${e.message}`, { code: 'database' });
            }
            finally {
                await client.end().catch(() => undefined);
            }
        }
    };
}

// EXTERNAL MODULE: ./cli/src/options.ts
var cli_src_options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/compare-results.ts


/** `sweepkit compare-results --results PATH [--database-url URL | --baseline-file PATH]`: the report on stdout (or --summary FILE); exit 1 on a regression past --fail-on-regression. */
const compareResultsCommand = async (argv, io) => {
    const { values } = (0,cli_src_options/* parseCommandArgs */.Q)(options/* COMPARE_RESULTS_COMMAND */.zy, argv, io);
    const fs = (0,node_results_fs/* nodeResultsFs */.O)(io.cwd);
    const { report, markdown } = await runCompare(fs, {
        results: values.results,
        databaseUrl: values['database-url'],
        baselineFile: values['baseline-file'],
        failOnRegression: values['fail-on-regression'],
        noiseBand: values['noise-band'],
        svg: values.svg
    }, postgresBaseline);
    if (values.summary === undefined)
        io.stdout(markdown);
    else
        fs.writeAtomic(values.summary, markdown);
    for (const c of report.regressions)
        io.stderr(`regression: ${c.key.hardware} ${describeKey(c.key)}: ${c.deltas
            .filter((d) => d.regression)
            .map((d) => d.metric.label)
            .join(', ')}\n`);
    return report.regressions.length ? 1 : 0;
};
/* harmony default export */ const compare_results = (compareResultsCommand);


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
