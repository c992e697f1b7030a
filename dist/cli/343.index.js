export const id = 343;
export const ids = [343];
export const modules = {

/***/ 1343:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ compare_results)
});

// EXTERNAL MODULE: ./packages/results/src/adapters/node-results-fs.ts
var node_results_fs = __webpack_require__(1238);
// EXTERNAL MODULE: ./node_modules/pg/esm/index.mjs
var esm = __webpack_require__(3849);
// EXTERNAL MODULE: ./packages/common/src/index.ts + 10 modules
var src = __webpack_require__(4078);
// EXTERNAL MODULE: ./packages/agentic/src/index.ts + 34 modules
var agentic_src = __webpack_require__(5921);
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
                    const value = (0,agentic_src/* parsePyJson */.j5)(r.metrics);
                    if ((0,agentic_src/* isPyObject */.zt)(value))
                        found[r.i] = value;
                }
                return found;
            }
            catch (e) {
                throw new src/* SweepkitError */.R0(`baseline database ${redact(databaseUrl)}: ${e.message}`, { code: 'database' });
            }
            finally {
                await client.end().catch(() => undefined);
            }
        }
    };
}

// EXTERNAL MODULE: ./packages/results/src/index.ts + 20 modules
var results_src = __webpack_require__(9994);
// EXTERNAL MODULE: ./cli/src/options.ts
var options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/compare-results.ts




/** `sweepkit compare-results --results PATH [--database-url URL | --baseline-file PATH]`: the report on stdout (or --summary FILE); exit 1 on a regression past --fail-on-regression. */
const compareResultsCommand = async (argv, io) => {
    const { values } = (0,options/* parseCommandArgs */.Q)(results_src/* COMPARE_RESULTS_COMMAND */.zy, argv, io);
    const fs = (0,node_results_fs/* nodeResultsFs */.O)(io.cwd);
    const { report, markdown } = await (0,results_src/* runCompare */.Lv)(fs, {
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
        io.stderr(`regression: ${c.key.hardware} ${(0,results_src/* describeKey */.Rx)(c.key)}: ${c.deltas.filter((d) => d.regression).map((d) => d.metric.label).join(', ')}\n`);
    return report.regressions.length ? 1 : 0;
};
/* harmony default export */ const compare_results = (compareResultsCommand);


/***/ })

};
