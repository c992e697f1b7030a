export const id = 537;
export const ids = [537];
export const modules = {

/***/ 537:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ result_pr)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./packages/common/src/adapters/github-rest.ts
var github_rest = __webpack_require__(5700);
// EXTERNAL MODULE: ./packages/common/src/files.ts
var files = __webpack_require__(6416);
// EXTERNAL MODULE: ./packages/publish/src/options.ts
var options = __webpack_require__(1293);
// EXTERNAL MODULE: ./packages/common/src/contained-path.ts
var contained_path = __webpack_require__(2432);
// EXTERNAL MODULE: ./packages/common/src/options.ts
var src_options = __webpack_require__(6713);
// EXTERNAL MODULE: ./packages/publish/src/comments.ts
var comments = __webpack_require__(213);
;// CONCATENATED MODULE: ./packages/publish/src/result-pr.ts


/** A URL path of slash-separated names (branches and file paths keep their `/`). */
const segments = (path) => path.split('/').map(encodeURIComponent).join('/');
const notFound = (error) => error instanceof github_rest/* GitHubApiError */.OS && error.status === 404;
/** 422 Unprocessable: the ref or PR exists already (another run made it first). */
const unprocessable = (error) => error instanceof github_rest/* GitHubApiError */.OS && error.status === 422;
async function orNothing(read) {
    try {
        return await read();
    }
    catch (error) {
        if (notFound(error))
            return undefined;
        throw error;
    }
}
/** The branch's head commit, or undefined when there is no such branch. */
async function branchHead(github, branch) {
    const ref = (await orNothing(() => github.get(`/git/ref/heads/${segments(branch)}`)));
    return typeof ref?.object?.sha === 'string' ? ref.object.sha : undefined;
}
/** The file at `ref`, or undefined where it does not exist. */
async function contentAt(github, path, ref) {
    const file = (await orNothing(() => github.get(`/contents/${segments(path)}`, { ref })));
    if (typeof file?.sha !== 'string')
        return undefined;
    return { sha: file.sha, text: typeof file.content === 'string' ? Buffer.from(file.content, 'base64').toString('utf8') : '' };
}
/** The open PR of `branch` into `base`, if any. */
async function openPr(github, owner, branch, base) {
    for await (const pr of github.pages('/pulls', { head: `${owner}:${branch}`, base, state: 'open' })) {
        if (typeof pr.number === 'number')
            return { number: pr.number, html_url: String(pr.html_url ?? '') };
    }
    return undefined;
}
/** The request's values checked: one line naming the input on a mistake. */
function checkResultPrRequest(request) {
    const problem = (0,contained_path/* relativePathProblem */.BE)(request.path);
    if (problem)
        throw new src_options/* OptionError */.eR(`{path} ${problem}, got ${JSON.stringify(request.path)}`);
    if (!/^[\w.\-/]+$/.test(request.branch) || request.branch.includes('..') || request.branch.endsWith('/') || request.branch.endsWith('.lock')) {
        throw new src_options/* OptionError */.eR(`{branch} must be a branch name of letters, digits and . _ - /, got ${JSON.stringify(request.branch)}`);
    }
    if (request.base !== '' && request.base === request.branch)
        throw new src_options/* OptionError */.eR('{branch} must differ from {base}: the result goes to a branch of its own');
    if (request.title.trim() === '')
        throw new src_options/* OptionError */.eR('{title} is empty');
}
/**
 * Opens (or updates) the result's PR: the base branch (the repository's default unless given);
 * nothing when the base has this content already; else the branch from the base's head (kept when
 * it exists), the file committed on it unless it has this content already, and the open PR of the
 * branch updated or a new one created.
 */
async function openResultPr(github, request) {
    checkResultPrRequest(request);
    const [owner] = github.repo.split('/');
    const base = request.base || String((await github.get('')).default_branch ?? 'main');
    if (base === request.branch)
        throw new src_options/* OptionError */.eR(`{branch} must differ from {base} (${base}): the result goes to a branch of its own`);
    const baseHead = await branchHead(github, base);
    if (baseHead === undefined)
        throw new src_options/* OptionError */.eR(`{base}: the repository has no branch ${JSON.stringify(base)}`);
    if ((await contentAt(github, request.path, base))?.text === request.content) {
        return { action: 'unchanged', base, branch: '', commit: '', number: 0, url: '' };
    }
    let head = await branchHead(github, request.branch);
    if (head === undefined) {
        try {
            await github.post('/git/refs', { ref: `refs/heads/${request.branch}`, sha: baseHead });
            head = baseHead;
        }
        catch (error) {
            // Another run created it between our look and our create: use theirs.
            if (!unprocessable(error))
                throw error;
            head = await branchHead(github, request.branch);
        }
    }
    const onBranch = await contentAt(github, request.path, request.branch);
    if (onBranch?.text !== request.content) {
        try {
            const written = (await github.put(`/contents/${segments(request.path)}`, {
                message: request.commitMessage || request.title,
                content: Buffer.from(request.content, 'utf8').toString('base64'),
                branch: request.branch,
                ...(onBranch ? { sha: onBranch.sha } : {})
            }));
            head = typeof written?.commit?.sha === 'string' ? written.commit.sha : head;
        }
        catch (error) {
            // 409/422: the file changed under us. Fine when a racing run wrote this very content.
            if (!(error instanceof github_rest/* GitHubApiError */.OS && (error.status === 409 || error.status === 422)))
                throw error;
            if ((await contentAt(github, request.path, request.branch))?.text !== request.content)
                throw error;
            head = await branchHead(github, request.branch);
        }
    }
    const pr = { title: request.title, body: request.body };
    let existing = await openPr(github, owner, request.branch, base);
    if (existing === undefined) {
        try {
            const created = (await github.post('/pulls', { ...pr, head: request.branch, base }));
            return { action: 'created', base, branch: request.branch, commit: head ?? '', number: Number(created.number), url: String(created.html_url ?? '') };
        }
        catch (error) {
            // A pull request already exists for this branch (a racing run): update that one.
            if (!unprocessable(error))
                throw error;
            existing = await openPr(github, owner, request.branch, base);
            if (existing === undefined)
                throw error;
        }
    }
    await github.patch(`/pulls/${existing.number}`, pr);
    return { action: 'updated', base, branch: request.branch, commit: head ?? '', number: existing.number, url: existing.html_url };
}
/** The request of the result-pr options; the file's text read by `readText`. */
function resultPrRequest(values, readText) {
    return {
        path: values.path || values['result-file'],
        content: readText(values['result-file']),
        branch: values.branch,
        base: values.base,
        title: values.title,
        body: values.body,
        commitMessage: values['commit-message']
    };
}
/** openResultPr as a workflow step: its outputs, GitHub's own message on an API failure. */
function runResultPr(github, request) {
    return (0,comments/* withApiMessages */.jC)(async () => {
        const outcome = await openResultPr(github, request);
        return {
            outputs: {
                action: outcome.action,
                'pr-number': outcome.number ? String(outcome.number) : '',
                'pr-url': outcome.url,
                branch: outcome.branch,
                base: outcome.base,
                commit: outcome.commit
            },
            warnings: []
        };
    });
}

// EXTERNAL MODULE: ./cli/src/options.ts
var cli_src_options = __webpack_require__(6132);
// EXTERNAL MODULE: ./cli/src/workflow-step.ts
var workflow_step = __webpack_require__(9212);
;// CONCATENATED MODULE: ./cli/src/commands/result-pr.ts





/** speedbench-al.yml's "Open PR updating reference yaml": the result file on its own branch and one PR. */
const resultPr = (argv, io) => {
    const { values } = (0,cli_src_options/* parseCommandArgs */.Q)(options/* RESULT_PR_COMMAND */.j1, argv, io);
    return (0,workflow_step/* runStepCommand */.X)(io, values['github-output'], () => runResultPr((0,github_rest/* githubRestClient */.Ti)(io.env, values.repo), resultPrRequest(values, (path) => (0,files/* readTextFile */.G)(io.files, (0,external_node_path_.resolve)(io.cwd, path), path))));
};
/* harmony default export */ const result_pr = (resultPr);


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
