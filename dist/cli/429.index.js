export const id = 429;
export const ids = [429];
export const modules = {

/***/ 8429:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ signoff_check)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./packages/common/src/index.ts + 9 modules
var src = __webpack_require__(6907);
// EXTERNAL MODULE: ./packages/gating/src/adapters/github-rest.ts
var github_rest = __webpack_require__(1827);
// EXTERNAL MODULE: ./packages/gating/src/adapters/reuse-github.ts
var reuse_github = __webpack_require__(5151);
;// CONCATENATED MODULE: ./packages/gating/src/adapters/signoff-github.ts

const str = (value) => (typeof value === 'string' ? value : '');
async function collect(items) {
    const all = [];
    for await (const item of items)
        all.push((item ?? {}));
    return all;
}
/** The sign-off checks' port over the REST client. */
function restSignoffGitHub(client) {
    const reuse = (0,reuse_github/* restReuseGitHub */.q)(client);
    return {
        async pull(pr) {
            const data = ((await client.get(`/pulls/${pr}`)) ?? {});
            return { state: str(data.state), draft: data.draft === true, headSha: str(data.head?.sha) };
        },
        async pullFiles(pr) {
            return (await collect(client.pages(`/pulls/${pr}/files`))).map((f) => str(f.filename));
        },
        pullCommits: (pr) => reuse.pullCommits(pr),
        issueComments: (pr) => reuse.issueComments(pr),
        async checkRuns(sha) {
            return (await collect(client.pages(`/commits/${sha}/check-runs`, {}, 'check_runs'))).map((r) => ({ name: str(r.name), status: str(r.status), conclusion: typeof r.conclusion === 'string' ? r.conclusion : null }));
        },
        async comment(kind, pr, id) {
            const path = kind === 'conversation comment' ? `/issues/comments/${id}` : kind === 'review summary' ? `/pulls/${pr}/reviews/${id}` : `/pulls/comments/${id}`;
            const data = ((await client.get(path)) ?? {});
            return { author: str(data.user?.login), body: str(data.body) };
        }
    };
}

// EXTERNAL MODULE: ./packages/gating/src/index.ts + 9 modules
var gating_src = __webpack_require__(5095);
// EXTERNAL MODULE: ./cli/src/options.ts
var options = __webpack_require__(6132);
;// CONCATENATED MODULE: ./cli/src/commands/signoff-check.ts






/** The sign-off pre-checks; prints the result as JSON, exit 0 (the `proceed` field carries the verdict). */
const signoffCheck = async (argv, io) => {
    const { values } = (0,options/* parseCommandArgs */.Q)(gating_src/* SIGNOFF_CHECK_COMMAND */.eS, argv, io);
    const read = (path) => (0,src/* readTextFile */.Gu)(io.files, (0,external_node_path_.resolve)(io.cwd, path), path);
    const payload = (0,gating_src/* parsePayloadObject */.VM)(read(values['event-path']), values['event-path']);
    const client = (0,github_rest/* createRestClient */.m)({ token: (0,gating_src/* githubToken */.bU)(io.env), baseUrl: io.env.GITHUB_API_URL || 'https://api.github.com', repo: values.repo });
    const result = await (0,gating_src/* runSignoffCheck */.kF)({
        eventName: values['event-name'],
        payload,
        commentUrl: values['comment-url'] ?? '',
        codeowners: read(values['codeowners-file']),
        checklistTemplate: read(values['checklist-file']),
        reuse: gating_src/* DEFAULT_REUSE_RULES */.l0
    }, restSignoffGitHub(client));
    io.stdout(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
};
/* harmony default export */ const signoff_check = (signoffCheck);


/***/ })

};
