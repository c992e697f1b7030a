export const id = 2675;
export const ids = [2675];
export const modules = {

/***/ 2675:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ recipe_reminder)
});

// EXTERNAL MODULE: ./packages/common/src/adapters/github-rest.ts
var github_rest = __webpack_require__(5700);
// EXTERNAL MODULE: ./packages/common/src/files.ts
var files = __webpack_require__(6416);
// EXTERNAL MODULE: ./packages/common/src/adapters/node-files.ts
var node_files = __webpack_require__(2504);
// EXTERNAL MODULE: ./packages/publish/src/options.ts
var options = __webpack_require__(1293);
// EXTERNAL MODULE: ./packages/common/src/options.ts
var src_options = __webpack_require__(6713);
// EXTERNAL MODULE: ./packages/publish/src/comment-ownership.ts
var comment_ownership = __webpack_require__(2634);
// EXTERNAL MODULE: ./packages/publish/src/comments.ts
var comments = __webpack_require__(213);
// EXTERNAL MODULE: ./packages/publish/src/context.ts
var src_context = __webpack_require__(5812);
;// CONCATENATED MODULE: ./packages/publish/src/recipe-reminder.ts




/** The marker id of the reminder (`<!-- sweepkit-comment:recipe-reminder -->`). */
const RECIPE_REMINDER = 'recipe-reminder';
/**
 * pr-recipe-reminder.yml's text, English then Chinese, its links pointing at `repoUrl`'s main
 * branch (the reference names SemiAnalysisAI/InferenceX). No trailing newline.
 */
function recipeReminderBody(repoUrl) {
    const codeowners = `${repoUrl}/blob/main/.github/CODEOWNERS`;
    const checklist = `${repoUrl}/blob/main/docs/PR_REVIEW_CHECKLIST.md`;
    const rerun = 'https://docs.github.com/en/actions/how-tos/manage-workflow-runs/re-run-workflows-and-jobs#re-running-failed-jobs-in-a-workflow';
    const phrase = '`As a PR reviewer and CODEOWNER, I have reviewed this and have`';
    return [
        `Thanks for the contribution! Please reach out to respective companies' [CODEOWNER](${codeowners}) to fill in the latest [PR_REVIEW_CHECKLIST.md](${checklist}) before pinging core maintainer on Slack for review. In order for the signoff PR check bot to trigger, you must follow the PR_REVIEW_CHECKLIST.md template correctly, including the phrase ${phrase}.`,
        '',
        'For PR verification, add the `full-sweep-fail-fast` label (strongly recommended) to this PR — the benchmark sweep only runs on labeled PRs. Use `full-sweep-enabled` only if you need matrix jobs to keep running past a failure.',
        '',
        `**PR authors are responsible for ensuring that after merging, all GitHub Action jobs fully pass.** A lot of the time, failures are just flakes and simply re-running the failed jobs will fix it. [See GitHub's docs on re-running failed jobs](${rerun})`,
        '',
        '---',
        '',
        `感谢你的贡献！请联系相应公司的 [CODEOWNER](${codeowners}) 填写最新的 [PR_REVIEW_CHECKLIST.md](${checklist})，然后再在 Slack 上联系核心维护者进行审阅。为了触发 signoff PR 检查机器人，你必须正确遵循 PR_REVIEW_CHECKLIST.md 模板，包括保留英文语句 ${phrase}。`,
        '',
        '如需进行 PR 验证，请为此 PR 添加 `full-sweep-fail-fast` 标签（强烈推荐）— 基准测试 sweep 仅在带有标签的 PR 上运行。仅当需要矩阵任务在失败后继续运行时才使用 `full-sweep-enabled`。',
        '',
        `**PR 作者有责任确保合并后所有 GitHub Action 任务完全通过。** 很多时候失败只是偶发抖动（flake），重新运行失败的任务即可解决。[参见 GitHub 关于重新运行失败任务的文档](${rerun})`
    ].join('\n');
}
/** This bot's reminders on the PR, every page read, oldest first (comment ids only grow). */
async function ownReminders(github, pr, identity) {
    const ids = [];
    for await (const comment of github.pages(`/issues/${pr}/comments`)) {
        if (typeof comment.id === 'number' && (0,comment_ownership/* isOwnComment */._M)(comment, identity, RECIPE_REMINDER))
            ids.push(comment.id);
    }
    return ids.sort((a, b) => a - b);
}
/** Deletes a comment; one another run deleted first (404) is gone already. */
async function deleteComment(github, id) {
    try {
        await github.delete(`/issues/comments/${id}`);
    }
    catch (error) {
        if (!(error instanceof github_rest/* GitHubApiError */.OS && error.status === 404))
            throw error;
    }
}
/**
 * pr-recipe-reminder.yml: the reminder once per PR. Only this bot's own comments with the
 * reminder's marker count (the token's login; all pages of the PR's comments are read, where the
 * reference read the first 30 and any author's text). Runs of the same PR racing each other all
 * post, then list again and keep only the oldest reminder: every run deletes the newer ones, so
 * one remains whatever the interleaving.
 */
function runRecipeReminder(github, request) {
    return (0,comments/* withApiMessages */.jC)(async () => {
        const identity = await (0,comment_ownership/* commentIdentity */.MT)(github);
        const before = await ownReminders(github, request.pr, identity);
        let posted;
        if (before.length === 0)
            posted = await (0,comments/* createComment */.eT)(github, request.pr, (0,comment_ownership/* withMarker */.Pe)(request.body, RECIPE_REMINDER));
        let reminders = posted === undefined ? before : await ownReminders(github, request.pr, identity);
        // A list that does not show our new comment yet still counts it.
        if (posted !== undefined && !reminders.includes(posted))
            reminders = [...reminders, posted].sort((a, b) => a - b);
        const [kept, ...newer] = reminders;
        for (const id of newer)
            await deleteComment(github, id);
        const lostRace = posted !== undefined && posted !== kept;
        return {
            outputs: {},
            extras: { 'comment-id': String(kept), posted: String(posted === kept), 'duplicates-deleted': String(newer.length) },
            warnings: lostRace ? [`another run of this pull request posted the reminder first (comment ${kept}): this run removed its own`] : []
        };
    });
}
/**
 * The reminder of this run: the given PR, else the payload's pull request; the text of
 * `bodyFile` (read by `readText`), else the reference's with links to this repository.
 */
function recipeReminderRequest(context, values, readText) {
    const pr = values['pr-number'] ?? (0,src_context.at)(context.payload, 'pull_request.number');
    if (typeof pr !== 'number')
        throw new src_options/* OptionError */.eR('{pr-number} is required: the event payload names no pull request');
    const body = values['body-file'] ? readText(values['body-file']).trimEnd() : recipeReminderBody(`${context.serverUrl}/${context.owner}/${context.repo}`);
    return { pr, body };
}

// EXTERNAL MODULE: ./cli/src/options.ts
var cli_src_options = __webpack_require__(6132);
// EXTERNAL MODULE: ./cli/src/workflow-step.ts
var workflow_step = __webpack_require__(9212);
;// CONCATENATED MODULE: ./cli/src/commands/recipe-reminder.ts




/** pr-recipe-reminder.yml: the recipe reminder on the PR, once. */
const recipeReminder = async (argv, io) => {
    const { values } = (0,cli_src_options/* parseCommandArgs */.Q)(options/* RECIPE_REMINDER_COMMAND */.G0, argv, io);
    return (0,workflow_step/* runWorkflowStep */.h)(io, values, (context) => runRecipeReminder((0,github_rest/* githubRestClient */.Ti)(io.env, `${context.owner}/${context.repo}`), recipeReminderRequest(context, values, (path) => (0,files/* readTextFile */.G)(node_files/* nodeFiles */.kT, path))));
};
/* harmony default export */ const recipe_reminder = (recipeReminder);


/***/ }),

/***/ 6416:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ readTextFile)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);

const REASONS = {
    ENOENT: 'file does not exist',
    EISDIR: 'is a directory, not a file',
    EACCES: 'permission denied',
    ENOTREG: 'is not a regular file (a FIFO, socket or device)',
    EFBIG: 'is larger than 64 MiB',
    EOUTSIDE: 'is a symlink to outside its folder',
    EILSEQ: 'is not valid UTF-8'
};
/** Reads a file, turning a failure into one clear error naming the file. */
function readTextFile(files, path, displayName = path) {
    try {
        return files.readText(path);
    }
    catch (error) {
        const { code = 'EIO', line, column, byte } = error;
        const reason = REASONS[code] ?? `cannot read file (${code})`;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(byte === undefined ? reason : `${reason} (byte 0x${byte.toString(16).padStart(2, '0')})`, {
            location: { file: displayName, line, column },
            code: 'file-unreadable'
        });
    }
}


/***/ })

};
