export const id = 8242;
export const ids = [8242];
export const modules = {

/***/ 8242:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ runner_availability)
});

// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/common/src/adapters/github-rest.ts
var github_rest = __webpack_require__(5700);
// EXTERNAL MODULE: ./packages/common/src/markdown.ts
var markdown = __webpack_require__(6746);
// EXTERNAL MODULE: ./packages/triage/src/options.ts
var options = __webpack_require__(1820);
// EXTERNAL MODULE: ./packages/triage/src/adapters/github-triage.ts
var github_triage = __webpack_require__(7977);
// EXTERNAL MODULE: ./packages/triage/src/inputs.ts + 3 modules
var inputs = __webpack_require__(2124);
// EXTERNAL MODULE: ./packages/naming/src/job-identity.ts
var job_identity = __webpack_require__(3476);
;// CONCATENATED MODULE: ./packages/triage/src/runners.ts

const lower = (s) => s.toLowerCase();
/** A row queues on the runners carrying its `runner` label (GitHub compares labels without case). */
function checkAvailability(rows, runners) {
    const online = new Set(runners.filter((r) => r.status === 'online').flatMap((r) => r.labels.map(lower)));
    const stranded = rows.filter((row) => !online.has(lower(String(row.runner))));
    const labels = [...new Set(stranded.map((row) => String(row.runner)))].sort();
    return {
        unavailable: labels.map((label) => ({
            label,
            offlineRunners: runners
                .filter((r) => r.labels.some((l) => lower(l) === lower(label)))
                .map((r) => r.name)
                .sort(),
            rows: stranded.filter((row) => String(row.runner) === label).map(job_identity/* jobDisplayName */.de)
        })),
        runnable: rows.filter((row) => !stranded.includes(row)),
        stranded
    };
}
/**
 * The planned matrix without the stranded rows, in its own shape (a list of rows, or the payload
 * object whose lists hold them); lists left empty stay as empty lists.
 */
function withoutRows(matrix, drop) {
    if (Array.isArray(matrix))
        return matrix.filter((v) => !drop.has(v)).map((v) => withoutRows(v, drop));
    if (typeof matrix === 'object' && matrix !== null && !('runner' in matrix)) {
        return Object.fromEntries(Object.entries(matrix).map(([k, v]) => [k, withoutRows(v, drop)]));
    }
    return matrix;
}
function offlineDigest(runners) {
    const offline = runners
        .filter((r) => r.status === 'offline')
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
        .map((r) => ({ name: r.name, os: r.os, labels: [...(r.customLabels.length ? r.customLabels : r.labels)] }));
    return { total: runners.length, offline };
}

// EXTERNAL MODULE: ./packages/triage/src/jobs.ts
var jobs = __webpack_require__(5268);
// EXTERNAL MODULE: ./cli/src/options.ts
var src_options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/runner-availability.ts



/**
 * `sweepkit runner-availability [--matrix JSON]`: with a matrix, the labels it needs that have no
 * online runner and their rows (exit 1 with `--on-offline fail`); without, the offline digest.
 */
const runnerAvailabilityCommand = async (argv, io) => {
    const { values } = (0,src_options/* parseCommandArgs */.Q)(options/* RUNNER_AVAILABILITY_COMMAND */.z, argv, io);
    const token = io.env.GH_TOKEN || io.env.GITHUB_TOKEN;
    if (!token)
        throw new errors/* SweepkitError */.R0('sweepkit runner-availability needs a token that may list runners: set GH_TOKEN or GITHUB_TOKEN');
    const runners = await (0,github_triage/* githubRunners */.t)((0,github_rest/* createRestClient */.mg)({ token, baseUrl: values['api-url'], repo: values.repository }), values.organization).runners();
    const matrix = (0,inputs/* jsonOption */.Ec)(values.matrix, '--matrix');
    if (matrix === undefined) {
        const digest = offlineDigest(runners);
        if (values.json)
            io.stdout(`${JSON.stringify(digest, null, 2)}\n`);
        else {
            io.stdout(`${digest.offline.length}/${digest.total} self-hosted runners offline\n`);
            if (digest.offline.length)
                io.stdout(`\n${(0,markdown/* markdownTable */.Q)(['runner', 'os', 'labels'], digest.offline.map((r) => [r.name, r.os, r.labels.join(', ')]))}`);
        }
        return 0;
    }
    const { unavailable, stranded } = checkAvailability((0,jobs/* matrixRows */.xI)(matrix), runners);
    if (values.json)
        io.stdout(`${JSON.stringify({ unavailable }, null, 2)}\n`);
    else {
        io.stdout(`${unavailable.length} runner label(s) without an online runner; ${stranded.length} row(s) would queue on them\n`);
        if (unavailable.length)
            io.stdout(`\n${(0,markdown/* markdownTable */.Q)(['label', 'offline runners', 'rows'], unavailable.map((u) => [u.label, u.offlineRunners.join(', ') || 'none registered', u.rows.join('\n')]))}`);
    }
    return values['on-offline'] === 'fail' && stranded.length > 0 ? 1 : 0;
};
/* harmony default export */ const runner_availability = (runnerAvailabilityCommand);


/***/ })

};
