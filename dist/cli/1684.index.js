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
// EXTERNAL MODULE: ./packages/common/src/adapters/write-atomic.ts
var write_atomic = __webpack_require__(1825);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
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

// EXTERNAL MODULE: ./packages/gating/src/adapters/rest-from-env.ts
var rest_from_env = __webpack_require__(5372);
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
    const base = Buffer.from(await git.show(baseRef, file));
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
/**
 * docs/recovery.md `validate-workflow`: a hand-written recovery workflow is CPU-only — dispatched
 * by hand with a typed confirmation, one read-only job on ubuntu-latest, no matrix, no reusable
 * workflow and no benchmark template. The first rule that fails is the error.
 */
function checkRecoveryWorkflow(text, path, prNumber) {
    const root = mapping((0,yaml_load/* parseYaml */.hN)(text, path, { uniqueKeys: true }).value);
    if (!root)
        throw recoveryError('recovery workflow must be a YAML mapping');
    // YAML 1.1 reads a bare `on` key as the boolean true.
    const triggers = mapping(root.on ?? root.true ?? root.True);
    if (!triggers || Object.keys(triggers).length !== 1 || !('workflow_dispatch' in triggers))
        throw recoveryError('recovery workflow must only use workflow_dispatch');
    const dispatch = mapping(triggers.workflow_dispatch);
    if (!dispatch)
        throw recoveryError('workflow_dispatch must define a confirm input');
    const confirm = mapping(mapping(dispatch.inputs)?.confirm);
    if (!confirm)
        throw recoveryError('recovery workflow needs a confirm input');
    if (confirm.required !== true || confirm.type !== 'string')
        throw recoveryError('recovery confirm input must be a required string');
    const permissions = mapping(root.permissions);
    if (!permissions || !readOnly(permissions))
        throw recoveryError('recovery workflow permissions must be read-only');
    const jobs = mapping(root.jobs);
    if (!jobs || Object.keys(jobs).length !== 1)
        throw recoveryError('recovery workflow must contain exactly one job');
    const job = mapping(Object.values(jobs)[0]);
    if (!job)
        throw recoveryError('recovery job must be a mapping');
    if (job['runs-on'] !== 'ubuntu-latest')
        throw recoveryError('recovery job must run on ubuntu-latest');
    if ('strategy' in job)
        throw recoveryError('recovery job must not use a strategy');
    if ('uses' in job)
        throw recoveryError('recovery job must not call a reusable workflow');
    if ('permissions' in job) {
        const own = mapping(job.permissions);
        if (!own || !readOnly(own))
            throw recoveryError('recovery job permissions must be read-only');
    }
    const confirmation = `recover-pr-${prNumber}`;
    const condition = new RegExp(`^\\s*(?:\\$\\{\\{\\s*)?inputs\\.confirm\\s*==\\s*(['"])${confirmation}\\1\\s*(?:\\}\\}\\s*)?$`);
    if (typeof job.if !== 'string' || !condition.test(job.if))
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
const writeJson = (io, file, text) => {
    const path = (0,external_node_path_.resolve)(io.cwd, file);
    (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(path), { recursive: true });
    (0,write_atomic/* writeFileAtomic */.Zf)(path, text);
};
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
                github: (0,rest_from_env/* restClientFromEnv */.p)(io.env, repo),
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
            const worktree = (0,external_node_path_.resolve)(io.cwd, values.worktree);
            const built = await buildRecoveryConfig({
                worktree,
                baseRef: values['base-ref'],
                mergeRef: values['merge-ref'],
                prNumber: values['pr-number'],
                changelogFile: file
            }, { git: execRecoveryGit(worktree), files: io.files });
            writeJson(io, values['config-output'], recoveryJson(built.config));
            writeJson(io, values['metadata-output'], recoveryJson(built.config.changelog_metadata));
            io.stdout(recoveryJson(built.summary));
            return;
        }
        default: {
            const path = positionals[0];
            io.stdout(`${checkRecoveryWorkflow(io.files.readText((0,external_node_path_.resolve)(io.cwd, path)), path, values['pr-number'])}\n`);
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
        if (!(error instanceof errors/* SweepkitError */.R0) || error.exitCode === 2)
            throw error;
        // A workflow's YAML error is located (the reference prints PyYAML's text); the other messages are the reference's own.
        io.stderr(`ERROR: ${sub === 'validate-workflow' && error.code !== 'recovery' ? (0,errors/* formatError */.Wk)(error) : error.message}\n`);
        return 1;
    }
};
/* harmony default export */ const recover_ingest = (recoverIngest);


/***/ }),

/***/ 5700:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ GitHubApiError),
/* harmony export */   m: () => (/* binding */ createRestClient)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);

const PER_PAGE = 100;
/** A failed API call: the HTTP status and GitHub's own `message` (what Octokit's errors show). */
class GitHubApiError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0 {
    status;
    apiMessage;
    constructor(message, status, apiMessage) {
        super(message, { code: 'github-api' });
        this.status = status;
        this.apiMessage = apiMessage;
    }
}
/** The `message` of GitHub's JSON error body, else the body itself on one line. */
function apiMessageOf(body) {
    try {
        const message = JSON.parse(body)?.message;
        if (typeof message === 'string')
            return message;
    }
    catch {
        // not JSON: the text itself
    }
    return oneLine(body);
}
class HttpFailure extends Error {
    status;
    body;
    headers;
    host;
    constructor(status, body, headers, 
    /** The host that answered when it is not the API (a download's storage). */
    host) {
        super(`HTTP ${status}`);
        this.status = status;
        this.body = body;
        this.headers = headers;
        this.host = host;
    }
}
/** A download that asking again cannot fix (over its bound, an odd redirect). */
class DownloadRefused extends Error {
}
/** The waiting time GitHub asks for, or undefined when retrying would not help. */
function rateLimitWait(failure) {
    if (failure.status !== 403 && failure.status !== 429)
        return undefined;
    const retryAfter = failure.headers.get('retry-after');
    if (retryAfter !== null && /^\d+$/.test(retryAfter.trim()))
        return Number(retryAfter) * 1000;
    return undefined;
}
const oneLine = (text) => {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > 300 ? `${flat.slice(0, 300)}…` : flat;
};
function nextLink(link) {
    for (const part of (link ?? '').split(',')) {
        const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part);
        if (match)
            return match[1];
    }
    return undefined;
}
function createRestClient(options) {
    const doFetch = options.fetch ?? fetch;
    const sleep = options.sleep ?? ((ms) => new Promise((done) => setTimeout(done, ms)));
    const retries = options.retries ?? 2;
    const maxWaitMs = options.maxWaitMs ?? 30_000;
    const baseDelayMs = options.baseDelayMs ?? 300;
    const base = options.baseUrl.replace(/\/+$/, '');
    const repoPath = `/repos/${options.repo}`;
    const apiHeaders = {
        Accept: 'application/vnd.github+json',
        Authorization: `Bearer ${options.token}`,
        'X-GitHub-Api-Version': '2022-11-28',
        'User-Agent': 'sweepkit'
    };
    const urlOf = (path, query = {}) => {
        const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
        return `${base}${repoPath}${path}${search ? `?${search}` : ''}`;
    };
    async function once(url, method, body) {
        const response = await doFetch(url, {
            method,
            headers: { ...apiHeaders, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
            body: body === undefined ? undefined : JSON.stringify(body)
        });
        const text = await response.text();
        if (!response.ok)
            throw new HttpFailure(response.status, text, response.headers);
        try {
            return { data: text === '' ? null : JSON.parse(text), headers: response.headers };
        }
        catch {
            throw new HttpFailure(response.status, `invalid JSON: ${text}`, response.headers);
        }
    }
    async function request(path, url, method = 'GET', body, retry = method === 'GET') {
        return withRetries(path, retry, () => once(url, method, body));
    }
    /** The response's body, refused past `maxBytes` (announced or as it arrives). */
    async function boundedBytes(response, maxBytes) {
        const tooLarge = () => new DownloadRefused(`the download is larger than ${maxBytes} bytes`);
        if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
            await response.body?.cancel();
            throw tooLarge();
        }
        const chunks = [];
        let length = 0;
        for await (const chunk of response.body ?? []) {
            length += chunk.length;
            // Leaving the loop cancels the stream.
            if (length > maxBytes)
                throw tooLarge();
            chunks.push(chunk);
        }
        return Buffer.concat(chunks, length);
    }
    async function downloadOnce(url, maxBytes) {
        const response = await doFetch(url, { headers: apiHeaders, redirect: 'manual' });
        const location = response.headers.get('location');
        if (response.status < 300 || response.status >= 400 || location === null) {
            if (!response.ok)
                throw new HttpFailure(response.status, await response.text(), response.headers);
            return boundedBytes(response, maxBytes);
        }
        await response.body?.cancel();
        const target = new URL(location, url);
        // Never a downgrade: the signed URL of an https API stays on https.
        const allowed = new URL(url).protocol === 'https:' ? ['https:'] : ['https:', 'http:'];
        if (!allowed.includes(target.protocol))
            throw new DownloadRefused(`redirected to a ${target.protocol} URL`);
        // The signed URL is itself the credential: the token stays with the API (and neither is logged).
        const sameOrigin = target.origin === new URL(url).origin;
        const stored = await doFetch(target, {
            headers: sameOrigin ? apiHeaders : { 'User-Agent': 'sweepkit' },
            redirect: 'error'
        });
        if (!stored.ok)
            throw new HttpFailure(stored.status, await stored.text(), stored.headers, target.host);
        return boundedBytes(stored, maxBytes);
    }
    async function withRetries(path, retry, attemptOnce) {
        for (let attempt = 0;; attempt++) {
            try {
                return await attemptOnce();
            }
            catch (error) {
                const last = attempt >= retries || !retry;
                if (error instanceof DownloadRefused)
                    throw new GitHubApiError(`GitHub API ${path} failed: ${error.message}`, undefined, error.message);
                if (error instanceof HttpFailure) {
                    const wait = rateLimitWait(error);
                    const retryable = wait !== undefined ? wait <= maxWaitMs : error.status >= 500;
                    if (last || !retryable) {
                        // A storage host's status is not the API's: it is named, and not given as `status`.
                        const answered = `${error.host ? `${error.host} answered ` : ''}HTTP ${error.status}`;
                        throw new GitHubApiError(`GitHub API ${path} failed: ${answered}: ${oneLine(error.body)}`, error.host ? undefined : error.status, apiMessageOf(error.body));
                    }
                    await sleep(wait ?? baseDelayMs * 2 ** attempt);
                }
                else {
                    const message = error.message;
                    if (last)
                        throw new GitHubApiError(`GitHub API ${path} failed: ${message}`, undefined, message);
                    await sleep(baseDelayMs * 2 ** attempt);
                }
            }
        }
    }
    return {
        repo: options.repo,
        async get(path, query) {
            return (await request(path, urlOf(path, query))).data;
        },
        async getApi(path) {
            return (await request(path, `${base}${path}`)).data;
        },
        async post(path, body, options) {
            return (await request(path, urlOf(path), 'POST', body, options?.retry ?? false)).data;
        },
        async patch(path, body) {
            return (await request(path, urlOf(path), 'PATCH', body)).data;
        },
        async put(path, body) {
            return (await request(path, urlOf(path), 'PUT', body)).data;
        },
        async delete(path) {
            await request(path, urlOf(path), 'DELETE');
        },
        download(path, { maxBytes }) {
            return withRetries(path, true, () => downloadOnce(urlOf(path), maxBytes));
        },
        async *pages(path, query = {}, itemKey) {
            let url = urlOf(path, { ...query, per_page: PER_PAGE });
            for (let page = 1; url !== undefined; page++) {
                const { data, headers } = await request(path, url);
                const items = itemKey === undefined ? data : data?.[itemKey];
                if (!Array.isArray(items))
                    return;
                yield* items;
                const link = headers.get('link');
                // Follow GitHub's Link header; a server without one is read until a short page.
                url = link !== null ? nextLink(link) : items.length < PER_PAGE ? undefined : urlOf(path, { ...query, per_page: PER_PAGE, page: page + 1 });
            }
        }
    };
}


/***/ }),

/***/ 5372:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ restClientFromEnv)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5700);
/* harmony import */ var _reuse_options_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(599);


/**
 * The client every edge builds the same way: the API base from `GITHUB_API_URL` (as on a runner),
 * the token from the given input or `GH_TOKEN`/`GITHUB_TOKEN`.
 */
function restClientFromEnv(env, repo, givenToken) {
    return (0,_common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .createRestClient */ .m)({ token: (0,_reuse_options_js__WEBPACK_IMPORTED_MODULE_1__/* .githubToken */ .bU)(env, givenToken), baseUrl: env.GITHUB_API_URL || 'https://api.github.com', repo });
}


/***/ }),

/***/ 599:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AJ: () => (/* binding */ pinnedRunIdOption),
/* harmony export */   Eb: () => (/* binding */ reuseRequest),
/* harmony export */   TB: () => (/* binding */ MERGE_WITH_REUSE_COMMAND),
/* harmony export */   aJ: () => (/* binding */ REUSE_FINDER_COMMAND),
/* harmony export */   bU: () => (/* binding */ githubToken),
/* harmony export */   l0: () => (/* binding */ DEFAULT_REUSE_RULES),
/* harmony export */   od: () => (/* binding */ commaList)
/* harmony export */ });
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9696);
/* harmony import */ var _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6713);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6208);


/**
 * `sweepkit find-reusable-sweep-run` (a drop-in for `utils/find_reusable_sweep_run.py`: its flags,
 * defaults and comma lists) and the reuse-finder action. The action fills repo, commit, event and
 * ref from the runner's variables.
 */
const REUSE_FINDER_COMMAND = {
    cli: 'find-reusable-sweep-run',
    action: 'reuse-finder',
    description: "Find whether a /reuse-sweep-run authorization lets this run skip the benchmark sweep: on a PR synchronize (skip-pr-sweep) or, after the merge, by reusing the PR run's artifacts (reuse-enabled).",
    options: {
        repo: { kind: 'string', required: true, env: 'GITHUB_REPOSITORY', metavar: 'REPO', help: 'the repository, owner/name' },
        'commit-sha': { kind: 'string', required: true, env: 'GITHUB_SHA', metavar: 'COMMIT_SHA', help: 'the commit of the run (github.sha)' },
        'event-name': { kind: 'string', required: true, env: 'GITHUB_EVENT_NAME', metavar: 'EVENT_NAME', help: 'the event (github.event_name)' },
        'event-action': {
            kind: 'string',
            default: '',
            metavar: 'EVENT_ACTION',
            help: 'the activity type (github.event.action); the action reads it from the payload when empty'
        },
        ref: { kind: 'string', required: true, env: 'GITHUB_REF', metavar: 'REF', help: 'the ref (github.ref)' },
        'pr-number': { kind: 'int', metavar: 'PR_NUMBER', help: 'the pull request (pull_request synchronize); the action reads it from the payload when empty' },
        'workflow-id': { kind: 'string', default: 'run-sweep.yml', metavar: 'WORKFLOW_ID', help: 'the sweep workflow whose PR runs may be reused' },
        'full-sweep-label': {
            kind: 'string',
            default: 'full-sweep-enabled,non-canary-full-sweep-enabled,full-sweep-fail-fast,full-sweep-fail-fast-no-canary',
            metavar: 'FULL_SWEEP_LABEL',
            help: 'comma-separated labels of a full sweep; the merged PR needs one'
        },
        'reuse-incompatible-label': {
            kind: 'string',
            default: 'evals-only,agentx-fast',
            metavar: 'REUSE_INCOMPATIBLE_LABEL',
            help: 'comma-separated labels that forbid reuse'
        },
        'pinned-run-command': { kind: 'string', default: '/reuse-sweep-run', metavar: 'PINNED_RUN_COMMAND', help: 'the authorization command' },
        'allowed-author-associations': {
            kind: 'string',
            default: 'OWNER,MEMBER,COLLABORATOR',
            metavar: 'ALLOWED_AUTHOR_ASSOCIATIONS',
            help: 'comma-separated author associations whose command counts'
        },
        'github-output': {
            kind: 'string',
            only: 'cli',
            env: 'GITHUB_OUTPUT',
            metavar: 'GITHUB_OUTPUT',
            help: 'append the outputs to this file (default: $GITHUB_OUTPUT)'
        },
        'github-token': {
            kind: 'string',
            only: 'action',
            runnerDefault: '${{ github.token }}',
            help: 'token for the API (pull-requests, issues and actions read); GH_TOKEN or GITHUB_TOKEN when empty'
        },
        'require-label-history': {
            kind: 'flag',
            default: false,
            help: 'only reuse a run created while the PR had a full-sweep label and no reuse-incompatible label (replayed from the PR timeline)'
        },
        'require-head-branch-match': { kind: 'flag', default: false, help: "a pinned run must be on the PR's head branch" },
        'max-runs': { kind: 'int', min: 1, metavar: 'N', help: 'look at no more than N runs in the latest-run search' },
        'extra-outputs': {
            kind: 'flag',
            only: 'cli',
            help: 'also write authorization-comment-url, pinned-run-id and commits-after-source (the action always does)'
        }
    }
};
/** A comma list as the reference reads it: items trimmed, empty items dropped. */
const commaList = (text) => text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
/** The finder's request from the table's values. */
function reuseRequest(values) {
    return {
        repo: values.repo,
        commitSha: values['commit-sha'],
        eventName: values['event-name'],
        eventAction: values['event-action'],
        ref: values.ref,
        prNumber: values['pr-number'],
        workflowId: values['workflow-id'],
        fullSweepLabels: commaList(values['full-sweep-label']),
        incompatibleLabels: commaList(values['reuse-incompatible-label']),
        command: values['pinned-run-command'],
        allowedAssociations: commaList(values['allowed-author-associations']),
        requireLabelHistory: values['require-label-history'],
        requireHeadBranchMatch: values['require-head-branch-match'],
        maxRuns: values['max-runs']
    };
}
/** The token as the reference reads it: GH_TOKEN, else GITHUB_TOKEN (an empty one counts as unset). */
function githubToken(env, given) {
    const token = given || env.GH_TOKEN || env.GITHUB_TOKEN;
    if (!token)
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SweepkitError */ .R0('GH_TOKEN or GITHUB_TOKEN is required', { code: 'no-token' });
    return token;
}
/** The reference's command and allowed author associations, for the checks that only look for the authorization. */
const DEFAULT_REUSE_RULES = {
    command: REUSE_FINDER_COMMAND.options['pinned-run-command'].default,
    allowedAssociations: commaList(REUSE_FINDER_COMMAND.options['allowed-author-associations'].default)
};
const finderOption = REUSE_FINDER_COMMAND.options;
/**
 * `sweepkit merge-with-reuse PR` (the operator path of `utils/merge_with_reuse.sh`): a CLI only,
 * since it merges from the operator's clone.
 */
const MERGE_WITH_REUSE_COMMAND = {
    cli: 'merge-with-reuse',
    description: 'Merge a PR whose green full sweep main should reuse: check it is eligible and has a reusable run, merge the base branch into it (resolving only a perf-changelog.yaml conflict), canonicalize its changelog link, authorize /reuse-sweep-run (an earlier pinned run id is kept), push, wait for check-changelog and every check, then squash-merge. The token (GH_TOKEN or GITHUB_TOKEN) needs contents and pull-requests write; GITHUB_API_URL defaults to https://api.github.com.',
    options: {
        repo: {
            kind: 'string',
            env: 'GITHUB_REPOSITORY',
            metavar: 'OWNER/NAME',
            help: "the repository (default: $GITHUB_REPOSITORY, else read from the remote's URL)"
        },
        remote: { kind: 'string', default: 'origin', metavar: 'REMOTE', help: 'the git remote of the repository' },
        'run-id': {
            kind: 'string',
            metavar: 'RUN_ID',
            help: 'pin this sweep run in the authorization (default: keep the pinned run of an earlier authorization, else the latest reusable run)'
        },
        file: { kind: 'string', default: 'perf-changelog.yaml', metavar: 'PATH', help: 'the changelog, relative to the repository' },
        'policy-file': _options_js__WEBPACK_IMPORTED_MODULE_1__/* .LABEL_GATE_COMMAND */ .bK.options['policy-file'],
        'workflow-id': finderOption['workflow-id'],
        'pinned-run-command': finderOption['pinned-run-command'],
        'allowed-author-associations': finderOption['allowed-author-associations'],
        'check-name': { kind: 'string', default: 'check-changelog', metavar: 'NAME', help: 'the check run that must pass on the pushed head before any other' },
        'check-timeout': {
            kind: 'int',
            env: 'CHECK_TIMEOUT_SECONDS',
            default: 900,
            min: 0,
            metavar: 'SECONDS',
            help: 'seconds to wait for that check, and then for the other checks ($CHECK_TIMEOUT_SECONDS when not given)'
        },
        'poll-interval': { kind: 'int', default: 15, min: 0, metavar: 'SECONDS', help: 'seconds between two reads of the checks' },
        'dry-run': {
            kind: 'flag',
            default: false,
            help: 'run every check and the local merge, print what would be posted, pushed and merged, and change nothing (the checkout is restored)'
        }
    }
};
/** The run id to pin: decimal digits, as the authorization command reads them. */
function pinnedRunIdOption(value) {
    if (value === undefined)
        return undefined;
    if (!/^\d+$/.test(value))
        throw new _common_src_index_js__WEBPACK_IMPORTED_MODULE_2__/* .OptionError */ .eR(`{run-id} must be a workflow run id (digits), got '${value}'`);
    return BigInt(value).toString();
}


/***/ }),

/***/ 9196:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ runGit),
/* harmony export */   I: () => (/* binding */ execGit)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _changelog_git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3770);


// Explicit diff options so a user's git configuration (noprefix, mnemonic prefixes, another
// algorithm, external diff drivers, colour) cannot change the lines the rules read.
const NEUTRAL_DIFF = ['--no-color', '--no-ext-diff', '--no-textconv', '--src-prefix=a/', '--dst-prefix=b/', '--diff-algorithm=myers', '-U3'];
/** `git <args>` in `cwd` (with `env` added to the environment), never through a shell; a failure is a GitError holding git's stderr. */
function runGit(cwd, args, env) {
    return new Promise((resolve, reject) => {
        const options = { cwd, encoding: 'buffer', maxBuffer: 256 * 1024 * 1024, ...(env ? { env: { ...process.env, ...env } } : {}) };
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', args, options, (error, stdout, stderr) => {
            if (error)
                reject(new _changelog_git_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .X(stderr.toString('utf8').trim() || error.message));
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
