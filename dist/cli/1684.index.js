export const id = 1684;
export const ids = [1684];
export const modules = {

/***/ 1684:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ recover_ingest)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./packages/common/src/python/os-error.ts
var os_error = __webpack_require__(5713);
// EXTERNAL MODULE: ./packages/common/src/python/path.ts
var python_path = __webpack_require__(6615);
// EXTERNAL MODULE: ./packages/common/src/adapters/write-atomic.ts
var write_atomic = __webpack_require__(1825);
// EXTERNAL MODULE: ./packages/common/src/adapters/github-rest.ts
var github_rest = __webpack_require__(5700);
// EXTERNAL MODULE: ./packages/common/src/python/values.ts
var values = __webpack_require__(2282);
// EXTERNAL MODULE: ./packages/common/src/python/json.ts
var json = __webpack_require__(4194);
;// CONCATENATED MODULE: ./packages/gating/src/recovery/messages.ts

/** A recovery safety rule that failed: the CLI prints `ERROR: <message>`, exit 1 (the reference's form). */
const recoveryError = (message) => new errors/* SweepkitError */.R0(message, { code: 'recovery' });

;// CONCATENATED MODULE: ./packages/gating/src/recovery/inspect-target.ts


const DEFAULT_RECOVERY_REPO = 'SemiAnalysisAI/InferenceX';
const URL_SHAPE = /^https:\/\/github\.com\/([^/?#]+)\/([^/?#]+)\/actions\/runs\/(\d+)(?:\/job\/(\d+))?\/?(?:\?.*)?$/s;
const asObject = (value) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {});
const completedFailed = (job) => job.status === 'completed' && job.conclusion === 'failure';
/**
 * docs/recovery.md `inspect-target`: the failed ingest a recovery starts from — a completed push run
 * of run-sweep.yml on main, one completed failed job in it, and the one merged PR whose merge commit
 * the run built. Every safety rule that fails is thrown; the answer is the reference's JSON
 * (indent 2, with a newline).
 */
async function inspectTarget(request, ports) {
    const match = URL_SHAPE.exec(request.url);
    if (!match)
        throw recoveryError('target must be a GitHub Actions run URL optionally ending in /job/<id>');
    const [, owner, name, runText, urlJob] = match;
    const urlRepo = `${owner}/${name}`;
    if (urlRepo !== request.repo)
        throw recoveryError(`target URL repository is ${urlRepo}, expected ${request.repo}`);
    if (urlJob !== undefined && request.jobId !== undefined && Number(urlJob) !== request.jobId)
        throw recoveryError('URL job ID and --job-id disagree');
    const wantedJob = request.jobId ?? (urlJob === undefined ? undefined : Number(urlJob));
    const runId = Number(runText);
    const run = asObject(await ports.github.get(`/actions/runs/${runId}`));
    const expected = [
        ['event', 'push'],
        ['status', 'completed'],
        ['conclusion', request.conclusions],
        ['path', '.github/workflows/run-sweep.yml'],
        ['head_branch', 'main']
    ];
    for (const [field, want] of expected) {
        const actual = run[field] ?? null;
        const ok = Array.isArray(want) ? want.includes(actual) : actual === want;
        if (!ok)
            throw recoveryError(`target run ${field} is ${(0,values/* pyRepr */.n3)(actual)}, expected ${(0,values/* pyRepr */.n3)(Array.isArray(want) && want.length === 1 ? want[0] : want)}`);
    }
    const jobs = [];
    // The reference pages until a page holds fewer than 100 jobs; the client stops there too.
    for await (const job of ports.github.pages(`/actions/runs/${runId}/jobs`, { filter: 'all' }, 'jobs'))
        jobs.push(asObject(job));
    let job;
    if (wantedJob !== undefined) {
        const found = jobs.filter((j) => j.id === wantedJob);
        if (found.length !== 1)
            throw recoveryError(`job ${wantedJob} was not found in the target run`);
        job = found[0];
        if (!completedFailed(job))
            throw recoveryError(`job ${wantedJob} is not a completed failed job`);
    }
    else {
        const failed = jobs.filter(completedFailed);
        if (failed.length !== 1) {
            const ids = failed.map((j) => String(j.id)).join(', ') || 'none';
            throw recoveryError(`run-only URL is ambiguous; provide a /job/<id> URL or --job-id. Completed failed jobs: ${ids}`);
        }
        job = failed[0];
    }
    const mergeSha = String(run.head_sha ?? '');
    const pulls = await ports.github.get(`/commits/${mergeSha}/pulls`);
    const merged = (Array.isArray(pulls) ? pulls : []).map(asObject).filter((pr) => (0,values/* pyTruthy */.Kn)(pr.merged_at ?? null) && pr.merge_commit_sha === mergeSha);
    if (merged.length !== 1)
        throw recoveryError(`target merge SHA maps to ${merged.length} exact merged PRs`);
    const pr = merged[0];
    const target = {
        repo: request.repo,
        run_id: runId,
        run_attempt: run.run_attempt ?? null,
        run_url: run.html_url ?? null,
        job_id: Number(job.id),
        job_name: job.name ?? null,
        job_url: job.html_url ?? null,
        merge_sha: mergeSha,
        base_sha: (await ports.parentOf(mergeSha)) ?? '',
        pr_number: Number(pr.number),
        pr_url: pr.html_url ?? null
    };
    return `${(0,json/* pyJsonDumps */.dv)(target, { indent: 2 })}\n`;
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./packages/matrix/src/adapters/git.ts
var git = __webpack_require__(9196);
// EXTERNAL MODULE: ./packages/matrix/src/changelog/git.ts
var changelog_git = __webpack_require__(3770);
;// CONCATENATED MODULE: ./packages/gating/src/adapters/recovery-git.ts






const recovery_git_text = async (cwd, args, env) => (await (0,git/* runGit */.E)(cwd, args, env)).toString('utf8').trim();
/** The recovery's git: `git` with argv arrays in `cwd`; `--end-of-options` before every ref. */
function execRecoveryGit(cwd) {
    return {
        ...(0,git/* execGit */.I)(cwd),
        commitOf: (ref) => recovery_git_text(cwd, ['rev-parse', '--verify', '--end-of-options', `${ref}^{commit}`]).catch((error) => {
            if (error instanceof changelog_git/* GitError */.X)
                return undefined;
            throw error;
        }),
        status: async () => (await (0,git/* runGit */.E)(cwd, ['status', '--porcelain', '--untracked-files=all'])).toString('utf8').split('\n').filter(Boolean),
        readWorking: (path) => (0,promises_.readFile)((0,external_node_path_.resolve)(cwd, path)),
        async commitWith(base, path, message, author) {
            const scratch = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'sweepkit-recovery-index-'));
            try {
                const env = {
                    GIT_INDEX_FILE: (0,external_node_path_.join)(scratch, 'index'),
                    GIT_AUTHOR_NAME: author.name,
                    GIT_AUTHOR_EMAIL: author.email,
                    GIT_COMMITTER_NAME: author.name,
                    GIT_COMMITTER_EMAIL: author.email
                };
                await (0,git/* runGit */.E)(cwd, ['read-tree', '--end-of-options', base], env);
                await (0,git/* runGit */.E)(cwd, ['add', '--', path], env);
                await (0,git/* runGit */.E)(cwd, ['diff', '--cached', '--check', '--', path], env).catch((error) => {
                    if (!(error instanceof changelog_git/* GitError */.X))
                        throw error;
                    throw recoveryError(`repaired changelog has whitespace errors: ${error.detail}`);
                });
                const tree = await recovery_git_text(cwd, ['write-tree'], env);
                return await recovery_git_text(cwd, ['commit-tree', tree, '-p', base, '-m', message], env);
            }
            finally {
                (0,external_node_fs_.rmSync)(scratch, { recursive: true, force: true });
            }
        },
        changedPaths: async (a, b) => (await recovery_git_text(cwd, ['diff', '--name-only', '--no-renames', '--end-of-options', a, b])).split('\n').filter(Boolean),
        async addWorktree(directory, commit) {
            await (0,git/* runGit */.E)(cwd, ['worktree', 'add', '--detach', '--', directory, commit]);
        }
    };
}

// EXTERNAL MODULE: ./packages/matrix/src/changelog/process.ts + 10 modules
var process = __webpack_require__(6582);
// EXTERNAL MODULE: ./packages/gating/src/changelog/strict/compare.ts
var compare = __webpack_require__(1838);
// EXTERNAL MODULE: ./packages/gating/src/changelog/strict/links.ts
var links = __webpack_require__(7928);
// EXTERNAL MODULE: ./packages/gating/src/changelog/strict/parse.ts
var parse = __webpack_require__(8670);
// EXTERNAL MODULE: ./packages/gating/src/changelog/strict/raw.ts
var raw = __webpack_require__(8679);
;// CONCATENATED MODULE: ./packages/gating/src/recovery/build-config.ts







const IDENTITY = { name: 'InferenceX Recovery', email: 'actions@users.noreply.github.com' };
/**
 * The appended entries must reconstruct the target PR exactly: base bytes kept, one empty line,
 * additions only, each pointing at the target PR. Returns how many entries were appended.
 */
function checkReconstruction(base, head, file, prNumber) {
    if (!head.subarray(0, base.length).equals(base))
        throw recoveryError('repaired changelog does not preserve the recovery base byte-for-byte');
    const baseText = base.toString('utf8');
    const suffix = head.subarray(base.length).toString('utf8');
    if (!suffix.startsWith(baseText.endsWith('\n\n') ? '- config-keys:' : '\n- config-keys:'))
        throw recoveryError('repaired changelog does not append target entries after one empty line');
    const before = (0,parse/* parseStrictChangelog */.f)(base, `base ${file}`, file);
    const after = (0,parse/* parseStrictChangelog */.f)(head, `repaired ${file}`, file);
    const changes = (0,compare/* compareEntries */.w)(before, after, file, undefined, links/* DEFAULT_LINK_POLICY */["if"]);
    (0,raw/* checkRawChange */.v)(before.text, after.text, changes, file);
    if (changes.corrections > 0 || changes.additions === 0)
        throw recoveryError('recovery reconstruction must contain only appended target PR entries');
    const link = (0,links/* pullUrl */.XA)(links/* DEFAULT_LINK_POLICY */["if"], prNumber);
    const wrong = after.entries
        .slice(before.entries.length)
        .map((e) => e['pr-link'] ?? null)
        .filter((l) => l !== link);
    if (wrong.length)
        throw recoveryError(`reconstructed entries must all use ${link}: ${(0,values/* pyRepr */.n3)(wrong)}`);
    return changes.additions;
}
const rowsIn = (buckets, names) => names.reduce((n, name) => n + (buckets[name]?.length ?? 0), 0);
/**
 * docs/recovery.md `build-config`: checks the recovery worktree and its repaired changelog, makes
 * the synthetic commit the reuse finder accepts, and runs Sweepkit's own process-changelog on it.
 */
async function buildRecoveryConfig(request, ports) {
    const { worktree, baseRef, mergeRef, changelogFile: file, prNumber } = request;
    const { git, files } = ports;
    const [head, merge] = await Promise.all([git.commitOf('HEAD'), git.commitOf(mergeRef)]);
    if (head !== merge)
        throw recoveryError(`recovery worktree is at ${head}, expected ${merge ?? mergeRef}`);
    const unrelated = (await git.status()).filter((line) => line.slice(3) !== file);
    if (unrelated.length)
        throw recoveryError(`recovery worktree has unrelated changes: ${unrelated.join(', ')}`);
    const base = Buffer.from(await git.show(baseRef, file).catch((error) => {
        if (error instanceof changelog_git/* GitError */.X)
            throw recoveryError(`could not read ${file} at ${baseRef}: ${error.detail}`);
        throw error;
    }));
    const appended = checkReconstruction(base, Buffer.from(await git.readWorking(file)), file, prNumber);
    const baseCommit = await git.commitOf(baseRef);
    if (baseCommit === undefined)
        throw recoveryError(`unknown base ref: ${baseRef}`);
    const synthetic = await git.commitWith(baseCommit, file, `Synthetic PR #${prNumber} recovery tree`, IDENTITY);
    const changed = await git.changedPaths(baseCommit, synthetic);
    if (changed.length !== 1 || changed[0] !== file)
        throw recoveryError(`synthetic commit changed unexpected paths: ${(0,values/* pyRepr */.n3)(changed)}`);
    const { matrix } = await (0,process/* processChangelog */.i)({ baseRef, headRef: synthetic, changelogFile: file, trimConc: false, allEvals: false, evalsOnly: false }, { git, files, root: worktree });
    const link = (0,links/* pullUrl */.XA)(links/* DEFAULT_LINK_POLICY */["if"], prNumber);
    if (matrix.changelog_metadata.entries.some((entry) => entry['pr-link'] !== link))
        throw recoveryError('generated changelog metadata includes entries outside the target PR');
    matrix.changelog_metadata.base_ref = baseRef;
    matrix.changelog_metadata.head_ref = mergeRef;
    const throughput = ['1k1k', '8k1k'];
    return {
        config: matrix,
        summary: {
            synthetic_sha: synthetic,
            appended_entries: appended,
            fixed_rows: rowsIn(matrix.single_node, throughput) + rowsIn(matrix.multi_node, throughput),
            agentic_rows: rowsIn(matrix.single_node, ['agentic']) + rowsIn(matrix.multi_node, ['agentic']),
            eval_jobs: matrix.evals.length + matrix.agentic_evals.length + matrix.multinode_evals.length + matrix.multinode_agentic_evals.length
        }
    };
}
/** The JSON files build-config writes (indent 2 and a newline). */
const recoveryJson = (value) => `${(0,json/* pyJsonDumps */.dv)(value, { indent: 2 })}\n`;

// EXTERNAL MODULE: ./packages/matrix/src/changelog/fingerprint.ts
var fingerprint = __webpack_require__(2314);
;// CONCATENATED MODULE: ./packages/gating/src/recovery/audit.ts




// Python's str.rstrip() whitespace.
const TRAILING_SPACE = /[\s\x1c-\x1f\x85]$/u;
/**
 * docs/recovery.md `audit-changelog`: the changelog at a historical ref, checked before a recovery
 * PR appends to it. A missing final newline is a repairable error; anything the strict parser
 * refuses is thrown (`label` names the file in its messages, e.g. `perf-changelog.yaml at <ref>`);
 * trailing whitespace, placeholder or noncanonical links and exact duplicates are warnings.
 */
function auditChangelog(raw, label, file) {
    const errors = [];
    let bytes = raw;
    if (raw[raw.length - 1] !== 0x0a) {
        errors.push('file does not end with a newline');
        bytes = Buffer.concat([raw, Buffer.from('\n')]);
    }
    const changelog = (0,parse/* parseStrictChangelog */.f)(bytes, label, file);
    const warnings = [];
    const trailing = changelog.text
        .split('\n')
        .slice(0, -1)
        .flatMap((line, i) => (TRAILING_SPACE.test(line) ? [i + 1] : []));
    if (trailing.length)
        warnings.push(`trailing whitespace on lines ${trailing.join(', ')}`);
    const seen = new Map();
    changelog.entries.forEach((entry, i) => {
        const link = entry['pr-link'];
        if (link === 'XXX')
            warnings.push(`entry ${i + 1} has an XXX pr-link`);
        else if (typeof link !== 'string' || !(0,links/* isCanonicalLink */.$X)(links/* DEFAULT_LINK_POLICY */["if"], link))
            warnings.push(`entry ${i + 1} has a noncanonical pr-link: ${(0,values/* pyStr */.rD)(link ?? null)}`);
        const key = (0,fingerprint/* canonicalJson */.dj)(entry);
        const earlier = seen.get(key);
        if (earlier !== undefined)
            warnings.push(`entry ${i + 1} exactly duplicates entry ${earlier + 1}`);
        else
            seen.set(key, i);
    });
    return { entries: changelog.entries.length, errors, warnings };
}

;// CONCATENATED MODULE: ./packages/gating/src/recovery/worktree.ts

/**
 * docs/recovery.md `create-worktree`: a detached worktree of the historical ref, checked to be
 * exactly there. `exists` and `worktreeGit` reach the file system and the new worktree.
 */
async function createRecoveryWorktree(ref, directory, ports) {
    if (ports.exists(directory))
        throw recoveryError(`worktree destination already exists: ${directory}`);
    const expected = await ports.git.commitOf(ref);
    if (expected === undefined)
        throw recoveryError(`unknown historical ref: ${ref}`);
    await ports.git.addWorktree(directory, expected);
    const head = await ports.worktreeGit(directory).commitOf('HEAD');
    if (head !== expected)
        throw recoveryError(`worktree HEAD is ${head}, expected historical ref ${expected}`);
    return directory;
}

// EXTERNAL MODULE: ./packages/common/src/yaml-tree.ts
var yaml_tree = __webpack_require__(6465);
// EXTERNAL MODULE: ./packages/common/src/yaml-load.ts + 1 modules
var yaml_load = __webpack_require__(2891);
;// CONCATENATED MODULE: ./packages/gating/src/recovery/workflow-check.ts


/** Text that must not appear anywhere in a recovery workflow, comments included: it would run GPUs. */
const FORBIDDEN = ['.github/workflows/benchmark-tmpl.yml', '.github/workflows/benchmark-multinode-tmpl.yml', 'workflow_call'];
const READ_ONLY = new Set(['read', 'none']);
const mapping = (value) => (value !== undefined && (0,yaml_tree/* isYamlMapping */.Gy)(value) ? value : undefined);
const readOnly = (permissions) => Object.values(permissions).every((v) => typeof v === 'string' && READ_ONLY.has(v));
const has = (m, key) => Object.hasOwn(m, key);
/**
 * recovery.md §6 `validate-workflow`: a hand-written recovery workflow is CPU-only — dispatched by
 * hand with a typed confirmation, one read-only job on ubuntu-latest, no matrix, no reusable
 * workflow and no benchmark template. The rules run in the reference's order and the first that
 * fails is the error, in its words.
 */
function checkRecoveryWorkflow(text, path, prNumber) {
    const root = mapping((0,yaml_load/* parseYaml */.hN)(text, path, { uniqueKeys: true }).value);
    if (!root)
        throw recoveryError('recovery workflow root must be a mapping');
    // `data.get("on", data.get(True))`: a bare `on` key is YAML 1.1's true, which keys spell `True`.
    const triggers = mapping(has(root, 'on') ? root.on : root.True);
    if (!triggers || Object.keys(triggers).length !== 1 || !has(triggers, 'workflow_dispatch'))
        throw recoveryError('recovery workflow must only use workflow_dispatch');
    const dispatch = mapping(triggers.workflow_dispatch);
    if (!dispatch)
        throw recoveryError('workflow_dispatch must define a confirm input');
    const inputs = has(dispatch, 'inputs') ? mapping(dispatch.inputs) : {};
    const confirm = mapping(inputs?.confirm);
    if (!confirm)
        throw recoveryError('recovery workflow needs a confirm input');
    if (confirm.required !== true || confirm.type !== 'string')
        throw recoveryError('recovery confirm input must be a required string');
    const permissions = mapping(root.permissions);
    if (!permissions || !readOnly(permissions))
        throw recoveryError('recovery workflow permissions must be explicitly read-only');
    const jobs = mapping(root.jobs);
    if (!jobs || Object.keys(jobs).length !== 1)
        throw recoveryError('recovery workflow must contain exactly one job');
    const job = mapping(Object.values(jobs)[0]);
    if (!job || job['runs-on'] !== 'ubuntu-latest')
        throw recoveryError('recovery job must run only on ubuntu-latest');
    if (has(job, 'strategy') || has(job, 'uses'))
        throw recoveryError('recovery job may not use a matrix or reusable workflow');
    const own = job.permissions;
    if (own !== undefined && own !== null && !(mapping(own) && readOnly(mapping(own))))
        throw recoveryError('recovery job permissions must be explicitly read-only');
    const confirmation = `recover-pr-${prNumber}`;
    // `str(job.get("if") or "").strip()` must fully match; each brace of `${{ … }}` is optional on its own.
    const condition = new RegExp(`^(?:\\$\\{\\{\\s*)?inputs\\.confirm\\s*==\\s*(['"])${confirmation}\\1(?:\\s*\\}\\})?$`);
    if (!condition.test(((0,values/* pyTruthy */.Kn)(job.if) ? (0,values/* pyStr */.rD)(job.if) : '').trim()))
        throw recoveryError(`recovery job must require confirmation '${confirmation}'`);
    const forbidden = FORBIDDEN.find((construct) => text.includes(construct));
    if (forbidden)
        throw recoveryError(`recovery workflow contains forbidden benchmark construct: ${forbidden}`);
    return `Validated CPU-only recovery workflow: ${path}`;
}

// EXTERNAL MODULE: ./cli/src/argparse.ts
var argparse = __webpack_require__(3211);
;// CONCATENATED MODULE: ./cli/src/commands/recover-ingest.ts






const PROG = 'sweepkit recover-ingest';
const FILE_OPTION = { name: '--changelog-file', kind: 'string', metavar: 'F', help: 'the changelog in the repository (default: perf-changelog.yaml)' };
const SPECS = {
    'inspect-target': {
        prog: `${PROG} inspect-target`,
        summary: 'check the failed ingest run and find its merged PR',
        options: [
            { name: '--repo', kind: 'string', metavar: 'R', help: `the repository the URL must name (default: ${DEFAULT_RECOVERY_REPO})` },
            { name: '--job-id', kind: 'int', metavar: 'N', help: 'the failed job (else the URL’s /job/<id>, else the one failed job)' },
            { name: '--output', kind: 'string', metavar: 'FILE', help: 'also write the target JSON to FILE' },
            {
                name: '--allow-conclusion',
                kind: 'list',
                metavar: 'C',
                help: 'run conclusions accepted (default: failure); a bogus ingest may show success or cancelled'
            }
        ],
        positionals: [{ name: 'URL', help: 'https://github.com/<owner>/<name>/actions/runs/<run>[/job/<job>]' }]
    },
    'audit-changelog': {
        prog: `${PROG} audit-changelog`,
        summary: 'audit the changelog at a historical ref',
        options: [{ name: '--ref', kind: 'string', required: true, metavar: 'REF', help: 'the historical ref' }, FILE_OPTION]
    },
    'create-worktree': {
        prog: `${PROG} create-worktree`,
        summary: 'a detached worktree at the historical ref',
        options: [
            { name: '--ref', kind: 'string', required: true, metavar: 'REF', help: 'the historical ref' },
            { name: '--directory', kind: 'string', required: true, metavar: 'D', help: 'where (must not exist)' }
        ]
    },
    'build-config': {
        prog: `${PROG} build-config`,
        summary: 'check the repaired changelog, make the synthetic commit and the recovery sweep config',
        options: [
            { name: '--worktree', kind: 'string', required: true, metavar: 'W', help: 'the recovery worktree (at --merge-ref)' },
            { name: '--base-ref', kind: 'string', required: true, metavar: 'B', help: 'the target PR’s base' },
            { name: '--merge-ref', kind: 'string', required: true, metavar: 'M', help: 'the target merge commit' },
            { name: '--pr-number', kind: 'int', required: true, metavar: 'N', help: 'the target PR' },
            FILE_OPTION,
            { name: '--config-output', kind: 'string', required: true, metavar: 'C', help: 'where to write the whole config JSON' },
            { name: '--metadata-output', kind: 'string', required: true, metavar: 'X', help: 'where to write the changelog metadata JSON' }
        ]
    },
    'validate-workflow': {
        prog: `${PROG} validate-workflow`,
        summary: 'check a hand-written recovery workflow is CPU-only (legacy procedure)',
        options: [{ name: '--pr-number', kind: 'int', required: true, metavar: 'N', help: 'the target PR' }],
        positionals: [{ name: 'PATH', help: 'the workflow file' }]
    }
};
/** A Node file or program error (it has an errno `code`), or undefined. */
const nodeOsError = (error) => error instanceof Error && typeof error.code === 'string' ? error : undefined;
/**
 * An OS error in Python's words (recovery.md §1): `[Errno 2] No such file or directory: 'x/y.yml'`,
 * the path as the user gave it, `Path`-normalised. Anything else is returned unchanged.
 */
function asOsError(error, given) {
    return nodeOsError(error) ? new errors/* SweepkitError */.R0((0,os_error/* pyOpenErrorText */.T)(error, (0,python_path/* pyPath */.r)(given)), { code: 'os-error' }) : error;
}
/** Runs `fn`; an OS error it raises names `given`. */
function naming(given, fn) {
    try {
        return fn();
    }
    catch (error) {
        throw asOsError(error, given);
    }
}
const writeJson = (io, file, text) => naming(file, () => {
    const path = (0,external_node_path_.resolve)(io.cwd, file);
    (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(path), { recursive: true });
    (0,write_atomic/* writeFileAtomic */.Zf)(path, text);
});
/** The worktree folder: one that is missing, or a file, is the OS error the reference's `cwd=W` gives. */
function worktreeDir(io, given) {
    const path = (0,external_node_path_.resolve)(io.cwd, given);
    if (!naming(given, () => (0,external_node_fs_.statSync)(path)).isDirectory())
        throw asOsError(Object.assign(new Error(), { code: 'ENOTDIR' }), given);
    return path;
}
async function run(sub, values, positionals, io) {
    const file = values['changelog-file'] ?? 'perf-changelog.yaml';
    switch (sub) {
        case 'inspect-target': {
            const repo = values.repo ?? DEFAULT_RECOVERY_REPO;
            const text = await inspectTarget({
                url: positionals[0],
                repo,
                jobId: values['job-id'],
                conclusions: values['allow-conclusion'] ?? ['failure']
            }, {
                github: (0,github_rest/* githubRestClient */.Ti)(io.env, repo),
                parentOf: (sha) => execRecoveryGit(io.cwd).commitOf(`${sha}^`)
            });
            io.stdout(text);
            if (values.output)
                writeJson(io, values.output, text);
            return;
        }
        case 'audit-changelog': {
            const ref = values.ref;
            let raw;
            try {
                raw = await execRecoveryGit(io.cwd).show(ref, file);
            }
            catch (error) {
                if (error instanceof changelog_git/* GitError */.X)
                    throw new errors/* SweepkitError */.R0(`could not read ${file} at ${ref}: ${error.detail}`);
                throw error;
            }
            io.stdout(`${recoveryJson(auditChangelog(raw, `${file} at ${ref}`, file))}`);
            return;
        }
        case 'create-worktree': {
            const ports = { git: execRecoveryGit(io.cwd), exists: external_node_fs_.existsSync, worktreeGit: execRecoveryGit };
            io.stdout(`${await createRecoveryWorktree(values.ref, (0,external_node_path_.resolve)(io.cwd, values.directory), ports)}\n`);
            return;
        }
        case 'build-config': {
            const worktree = worktreeDir(io, values.worktree);
            const git = execRecoveryGit(worktree);
            // A missing working changelog names `<W>/<F>`, as the reference's read of it does.
            const readWorking = (path) => git.readWorking(path).catch((error) => Promise.reject(asOsError(error, (0,external_node_path_.join)(values.worktree, path))));
            const built = await buildRecoveryConfig({
                worktree,
                baseRef: values['base-ref'],
                mergeRef: values['merge-ref'],
                prNumber: values['pr-number'],
                changelogFile: file
            }, { git: { ...git, readWorking }, files: io.files });
            writeJson(io, values['config-output'], recoveryJson(built.config));
            writeJson(io, values['metadata-output'], recoveryJson(built.config.changelog_metadata));
            io.stdout(recoveryJson(built.summary));
            return;
        }
        default: {
            const path = (0,python_path/* pyPath */.r)(positionals[0]);
            const text = naming(path, () => io.files.readText((0,external_node_path_.resolve)(io.cwd, path)));
            io.stdout(`${checkRecoveryWorkflow(text, path, values['pr-number'])}\n`);
        }
    }
}
/** `sweepkit recover-ingest <sub-command>`: the checks of an ingest recovery (docs/recovery.md). */
const recoverIngest = async (argv, io) => {
    const [sub, ...rest] = argv;
    if (sub === '-h' || sub === '--help')
        throw new argparse/* HelpRequested */.s(`usage: ${PROG} {${Object.keys(SPECS).join(',')}} ...\n\n${Object.entries(SPECS)
            .map(([name, s]) => `  ${name.padEnd(18)}${s.summary}`)
            .join('\n')}\n`);
    const spec = sub === undefined ? undefined : SPECS[sub];
    if (!spec)
        throw new errors/* UsageError */.eb(`${PROG}: error: expected a sub-command: ${Object.keys(SPECS).join(', ')}`);
    const { values, positionals } = (0,argparse/* parseArgs */.Zy)(spec, rest);
    try {
        await run(sub, values, positionals, io);
        return 0;
    }
    catch (error) {
        // The reference's form for every failed safety rule, git or API error: `ERROR: <message>`, exit 1.
        if (error instanceof errors/* SweepkitError */.R0 && error.exitCode === 2)
            throw error;
        if (!(error instanceof errors/* SweepkitError */.R0)) {
            // An OS error raised where no path was given names the one Node has; anything else is one line too.
            const os = nodeOsError(error);
            io.stderr(`ERROR: ${os ? (0,os_error/* pyOpenErrorText */.T)(os, os.path ?? '') : String(error.message ?? error).split('\n')[0]}\n`);
            return 1;
        }
        // A workflow's YAML error is located (the reference prints PyYAML's text); the other messages are the reference's own.
        io.stderr(`ERROR: ${sub === 'validate-workflow' && error.code !== 'recovery' ? (0,errors/* formatError */.Wk)(error) : error.message}\n`);
        return 1;
    }
};
/* harmony default export */ const recover_ingest = (recoverIngest);


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

/***/ 1838:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ compareEntries)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2282);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7928);


const PR_LINK = 'pr-link';
const withoutLink = (entry) => Object.fromEntries(Object.entries(entry).filter(([k]) => k !== PR_LINK));
/**
 * docs/gating.md §b.5 `compare_entries`: history is immutable except for pr-link corrections to a
 * canonical link, corrections and additions do not mix, and new entries carry the link the
 * context allows (`prNumber` undefined = main branch: canonical links only).
 */
function compareEntries(base, head, file, prNumber, policy) {
    const fail = (message, index) => {
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(message, { location: index === undefined ? { file } : head.loaded.locate([index]), code: 'STRICT_ENTRIES' });
    };
    if (head.entries.length < base.entries.length)
        fail(`${file} entries were deleted`);
    let corrections = 0;
    base.entries.forEach((before, i) => {
        const after = head.entries[i];
        if ((0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyEqual */ .Q8)(before, after))
            return;
        const [b, a] = [before, after];
        if (!(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyEqual */ .Q8)(withoutLink(b), withoutLink(a)))
            fail(`entry ${i + 1} changed; existing entries are immutable except for pr-link-only corrections`, i);
        if ((0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyEqual */ .Q8)(b[PR_LINK] ?? null, a[PR_LINK] ?? null))
            fail(`entry ${i + 1} was reformatted without a semantic change`, i);
        const link = String(a[PR_LINK]);
        if (!(0,_links_js__WEBPACK_IMPORTED_MODULE_2__/* .isCanonicalLink */ .$X)(policy, link))
            fail(`entry ${i + 1} pr-link correction is not canonical: ${(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyStrRepr */ .ow)(link)}`, i);
        corrections++;
    });
    const additions = head.entries.length - base.entries.length;
    if (corrections && additions)
        fail('do not mix historical pr-link corrections with new changelog entries');
    head.entries.slice(base.entries.length).forEach((entry, k) => {
        const i = base.entries.length + k;
        const link = String(entry[PR_LINK]);
        if (prNumber === undefined) {
            if (!(0,_links_js__WEBPACK_IMPORTED_MODULE_2__/* .isCanonicalLink */ .$X)(policy, link))
                fail(`new main-branch entry has invalid pr-link: ${(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyStrRepr */ .ow)(link)}`, i);
        }
        else if (!policy.placeholders.includes(link) && link !== (0,_links_js__WEBPACK_IMPORTED_MODULE_2__/* .pullUrl */ .XA)(policy, prNumber)) {
            fail(`new PR entry must use '${(0,_links_js__WEBPACK_IMPORTED_MODULE_2__/* .pullUrl */ .XA)(policy, prNumber)}' or an XXX placeholder; found ${(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyStrRepr */ .ow)(link)}`, i);
        }
    });
    return { additions, corrections };
}


/***/ }),

/***/ 7928:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $X: () => (/* binding */ isCanonicalLink),
/* harmony export */   XA: () => (/* binding */ pullUrl),
/* harmony export */   "if": () => (/* binding */ DEFAULT_LINK_POLICY),
/* harmony export */   ln: () => (/* binding */ linkPolicy)
/* harmony export */ });
const DEFAULT_LINK_POLICY = {
    canonicalRepo: 'SemiAnalysisAI/InferenceX',
    placeholders: ['XXX', 'https://github.com/SemiAnalysisAI/InferenceX/pull/XXX']
};
/** The policy for a canonical repository; placeholders default to `XXX` and its `/pull/XXX` link. */
const linkPolicy = (canonicalRepo, placeholders) => ({
    canonicalRepo,
    placeholders: placeholders?.length ? placeholders : ['XXX', `https://github.com/${canonicalRepo}/pull/XXX`]
});
const pullUrl = (policy, pr) => `https://github.com/${policy.canonicalRepo}/pull/${pr}`;
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isCanonicalLink = (policy, link) => new RegExp(`^${escapeRegExp(pullUrl(policy, ''))}\\d+$`).test(link);


/***/ }),

/***/ 8670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ parseStrictChangelog)
/* harmony export */ });
/* harmony import */ var _matrix_src_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(946);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2891);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6465);


/** Python's wording for the first byte that is not UTF-8 (continuation ranges checked loosely). */
function utf8Problem(raw) {
    for (let i = 0; i < raw.length;) {
        const b = raw[i];
        const size = b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
        const where = `'utf-8' codec can't decode byte 0x${b.toString(16).padStart(2, '0')} in position ${i}`;
        if (size === 0)
            return `${where}: invalid start byte`;
        for (let k = 1; k < size; k++) {
            const next = raw[i + k];
            if (next === undefined)
                return `${where}: unexpected end of data`;
            if (next < 0x80 || next > 0xbf)
                return `${where}: invalid continuation byte`;
        }
        i += size;
    }
    return 'invalid UTF-8';
}
/**
 * docs/gating.md §b.5 `parse_changelog`: byte rules (final newline, no CR/TAB/NUL, UTF-8), YAML without
 * duplicate keys, a list whose items match the `- config-keys:` lines, every item a valid entry.
 * `label` names the file in messages (`head perf-changelog.yaml`); `file` places the errors.
 */
function parseStrictChangelog(raw, label, file) {
    const fail = (message, line) => {
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(`${label} ${message}`, { location: { file, line }, code: 'STRICT_FILE' });
    };
    if (raw[raw.length - 1] !== 0x0a)
        fail('does not end with a newline');
    for (const [byte, what] of [
        [0x0d, 'contains CR characters'],
        [0x09, 'contains tabs'],
        [0x00, 'contains NUL bytes']
    ]) {
        const at = raw.indexOf(byte);
        if (at >= 0)
            fail(what, raw.subarray(0, at).filter((b) => b === 0x0a).length + 1);
    }
    let text = '';
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
    }
    catch {
        fail(`is not UTF-8: ${utf8Problem(raw)}`);
    }
    let loaded;
    try {
        loaded = (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseYaml */ .hN)(text, file, { uniqueKeys: true });
    }
    catch (error) {
        if (!(error instanceof _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0))
            throw error;
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(`${label} is not valid YAML: ${error.message.replace(/^invalid YAML: /, '')}`, { location: error.location, code: 'STRICT_YAML' });
    }
    const root = loaded.value;
    if (!Array.isArray(root))
        return fail('root must be a YAML list');
    const starts = text.split('\n').filter((line) => line.startsWith('- config-keys:')).length;
    if (starts !== root.length)
        fail(`has ${starts} top-level config entries but YAML parsed ${root.length} entries`);
    root.forEach((item, i) => {
        const where = loaded.locate([i]);
        if (!(0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .isYamlMapping */ .Gy)(item))
            throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(`${label} entry ${i + 1} is not a mapping`, { location: where, code: 'STRICT_SCHEMA' });
        const check = (0,_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .checkChangelogEntry */ .jL)(item);
        if (check.issues) {
            const text = check.issues.map((issue) => ((0,_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .issueField */ .y6)(issue) ? `${(0,_matrix_src_index_js__WEBPACK_IMPORTED_MODULE_3__/* .issueField */ .y6)(issue)}: ${issue.message}` : issue.message)).join('; ');
            throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(`${label} entry ${i + 1} fails ChangelogEntry validation: ${text}`, { location: where, code: 'STRICT_SCHEMA' });
        }
    });
    return { text, entries: root, loaded };
}


/***/ }),

/***/ 8679:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ checkRawChange)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);

const ENTRY_START = '- config-keys:';
const lineAt = (text, offset) => text.slice(0, offset).split('\n').length;
/** Lines with their line breaks, like Python's `splitlines(keepends=True)` on LF-only text. */
const linesOf = (text) => text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
/**
 * docs/gating.md §b.5 `validate_raw_change`: the byte layout of a change — new entries appended after
 * the exact base bytes with one empty separator line each; corrections touch only `  pr-link:`
 * lines; anything else leaves the bytes as they were.
 */
function checkRawChange(baseText, headText, changes, file) {
    const fail = (message, line) => {
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0(message, { location: { file, line }, code: 'STRICT_LAYOUT' });
    };
    if (changes.additions > 0) {
        if (!headText.startsWith(baseText)) {
            let at = 0;
            while (at < baseText.length && baseText[at] === headText[at])
                at++;
            fail('appended entries changed historical perf-changelog.yaml bytes; restore the base file byte-for-byte and append at the end', lineAt(headText, at));
        }
        const suffix = headText.slice(baseText.length);
        const start = baseText.endsWith('\n\n') ? ENTRY_START : `\n${ENTRY_START}`;
        if (!suffix.startsWith(start))
            fail('new changelog entries must be separated from history by one empty line and appended at the end', lineAt(headText, baseText.length));
        // The line break before the first appended entry; every later entry needs one blank line.
        const first = baseText.length + start.length - ENTRY_START.length - 1;
        for (let offset = headText.indexOf(`\n${ENTRY_START}`, first + 1); offset >= 0; offset = headText.indexOf(`\n${ENTRY_START}`, offset + 1)) {
            const prefix = headText.slice(0, offset + 1);
            if (!prefix.endsWith('\n\n') || prefix.endsWith('\n\n\n'))
                fail('appended changelog entries must have exactly one empty separator line', lineAt(headText, offset + 1));
        }
        if (headText.endsWith('\n\n'))
            fail('the final appended changelog entry must end with one newline', lineAt(headText, headText.length - 1));
        return;
    }
    if (changes.corrections > 0) {
        const before = linesOf(baseText);
        const after = linesOf(headText);
        if (before.length !== after.length)
            fail('pr-link corrections may not add or delete lines');
        let changed = 0;
        before.forEach((line, i) => {
            if (line === after[i])
                return;
            const isLinkLine = (l) => l.startsWith('  pr-link:') && l.endsWith('\n');
            if (!isLinkLine(line) || !isLinkLine(after[i]))
                fail(`historical bytes changed outside a pr-link line at line ${i + 1}`, i + 1);
            changed++;
        });
        if (changed !== changes.corrections)
            fail(`expected ${changes.corrections} changed pr-link line(s), found ${changed}`);
        return;
    }
    if (baseText !== headText) {
        fail('changelog diff has no appended entry or pr-link correction; historical whitespace and formatting are immutable');
    }
}


/***/ }),

/***/ 9196:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ runGit),
/* harmony export */   I: () => (/* binding */ execGit)
/* harmony export */ });
/* harmony import */ var _changelog_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3770);

// Explicit diff options so a user's git configuration (noprefix, mnemonic prefixes, another
// algorithm, external diff drivers, colour) cannot change the lines the rules read.
const NEUTRAL_DIFF = ['--no-color', '--no-ext-diff', '--no-textconv', '--src-prefix=a/', '--dst-prefix=b/', '--diff-algorithm=myers', '-U3'];
/** `git <args>` in `cwd` (with `env` added to the environment), never through a shell; a failure is a GitError holding git's stderr. */
async function runGit(cwd, args, env) {
    // Loaded on the first git command: most runs of the matrix actions never start one.
    const { execFile } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 1421, 23));
    return new Promise((resolve, reject) => {
        const options = { cwd, encoding: 'buffer', maxBuffer: 256 * 1024 * 1024, ...(env ? { env: { ...process.env, ...env } } : {}) };
        execFile('git', args, options, (error, stdout, stderr) => {
            if (error)
                reject(new _changelog_git_js__WEBPACK_IMPORTED_MODULE_0__/* .GitError */ .X(stderr.toString('utf8').trim() || error.message));
            else
                resolve(stdout);
        });
    });
}
/**
 * The real git: `git` run with an argv in the repository at `cwd` (never through a shell);
 * `--end-of-options` keeps a ref such as `--output=x` from being read as an option.
 */
function execGit(cwd) {
    return {
        show: (ref, path) => runGit(cwd, ['show', '--end-of-options', `${ref}:${path}`]),
        diff: (base, head, path) => runGit(cwd, ['diff', ...NEUTRAL_DIFF, '--end-of-options', base, head, '--', path]).then((out) => out.toString('utf8')),
        mergeBase: (a, b) => runGit(cwd, ['merge-base', '--end-of-options', a, b]).then((out) => out.toString('utf8').trim() || undefined, () => undefined)
    };
}


/***/ })

};
