export const id = 677;
export const ids = [677];
export const modules = {

/***/ 677:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ success_rate)
});

// EXTERNAL MODULE: ./packages/common/src/adapters/node-files.ts
var node_files = __webpack_require__(2504);
// EXTERNAL MODULE: ./packages/config/src/index.ts + 8 modules
var src = __webpack_require__(2050);
// EXTERNAL MODULE: ./packages/common/src/index.ts + 9 modules
var common_src = __webpack_require__(5948);
;// CONCATENATED MODULE: ./packages/results/src/adapters/github-jobs.ts

const PER_PAGE = 100;
/** The next page's URL from a `Link` header, if any. */
const nextLink = (link) => /<([^>]+)>;\s*rel="next"/.exec(link ?? '')?.[1];
/**
 * Lists a run's jobs over the REST API with fetch: 100 per page, following `Link: rel="next"`
 * (or the next page number while pages are full). The API's default filter gives the jobs of the
 * latest attempt, so a re-run job counts once, with its final conclusion.
 */
function githubJobSource(options) {
    return {
        async listJobs(runId) {
            const jobs = [];
            let url = `${(options.apiUrl ?? 'https://api.github.com').replace(/\/$/, '')}/repos/${options.repository}/actions/runs/${encodeURIComponent(runId)}/jobs?per_page=${PER_PAGE}&page=1`;
            for (let page = 1; url; page++) {
                const response = await fetch(url, {
                    headers: { accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) }
                });
                if (!response.ok)
                    throw new common_src/* SweepkitError */.R0(`GitHub API ${response.status} listing the jobs of run ${runId} (${url})`, { code: 'github-api' });
                const body = (await response.json());
                const pageJobs = body.jobs ?? [];
                for (const j of pageJobs)
                    jobs.push({ name: String(j.name ?? ''), status: String(j.status ?? ''), conclusion: typeof j.conclusion === 'string' ? j.conclusion : null });
                const next = nextLink(response.headers.get('link'));
                url = next ?? (pageJobs.length === PER_PAGE ? url.replace(/page=\d+$/, `page=${page + 1}`) : undefined);
            }
            return jobs;
        }
    };
}

// EXTERNAL MODULE: ./packages/results/src/adapters/node-results-fs.ts
var node_results_fs = __webpack_require__(1238);
// EXTERNAL MODULE: ./packages/results/src/index.ts + 20 modules
var results_src = __webpack_require__(9994);
// EXTERNAL MODULE: ./cli/src/options.ts
var options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/success-rate.ts






/** `sweepkit success-rate`: run_stats.json from the run's jobs (token: $GITHUB_TOKEN), and a table on stdout. */
const successRateCommand = async (argv, io) => {
    const { values } = (0,options/* parseCommandArgs */.Q)(results_src/* SUCCESS_RATE_COMMAND */.BW, argv, io);
    const runners = (0,src/* loadRunners */.OU)(node_files/* nodeFiles */.kT, values.runners, { cwd: io.cwd });
    const stats = await (0,results_src/* writeRunStats */.eE)((0,node_results_fs/* nodeResultsFs */.O)(io.cwd), githubJobSource({ apiUrl: values['api-url'], repository: values.repository, token: io.env.GITHUB_TOKEN }), { runId: values['run-id'], labels: [...runners.labels.keys()], output: values.output });
    for (const s of stats)
        io.stdout(`${s.hardware}: ${s.nSuccess}/${s.total} (${(0,results_src/* percent */.KN)(s)})\n`);
    return 0;
};
/* harmony default export */ const success_rate = (successRateCommand);


/***/ })

};
