export const id = 5488;
export const ids = [5488];
export const modules = {

/***/ 5488:
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
// EXTERNAL MODULE: ./packages/common/src/git.ts
var src_git = __webpack_require__(8759);
// EXTERNAL MODULE: ./cli/src/options.ts
var options = __webpack_require__(6132);
// EXTERNAL MODULE: ./packages/changelog/src/recovery/inspect-target.ts
var inspect_target = __webpack_require__(624);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./packages/changelog/src/recovery/messages.ts
var messages = __webpack_require__(2066);
// EXTERNAL MODULE: ./packages/common/src/adapters/git.ts
var git = __webpack_require__(4596);
;// CONCATENATED MODULE: ./packages/changelog/src/adapters/recovery-git.ts






const recovery_git_text = async (cwd, args, env) => (await (0,git/* runGit */.E)(cwd, args, env)).toString('utf8').trim();
/** The recovery's git: `git` with argv arrays in `cwd`; `--end-of-options` before every ref. */
function execRecoveryGit(cwd) {
    return {
        ...(0,git/* execGit */.I)(cwd),
        commitOf: (ref) => recovery_git_text(cwd, ['rev-parse', '--verify', '--end-of-options', `${ref}^{commit}`]).catch((error) => {
            if (error instanceof src_git/* GitError */.X)
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
                    if (!(error instanceof src_git/* GitError */.X))
                        throw error;
                    throw (0,messages/* recoveryError */.s)(`repaired changelog has whitespace errors: ${error.detail}`);
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

// EXTERNAL MODULE: ./packages/common/src/python/values.ts
var values = __webpack_require__(2282);
// EXTERNAL MODULE: ./packages/common/src/python/json.ts
var json = __webpack_require__(4194);
// EXTERNAL MODULE: ./packages/changelog/src/process.ts + 10 modules
var process = __webpack_require__(780);
// EXTERNAL MODULE: ./packages/changelog/src/strict/compare.ts
var compare = __webpack_require__(9913);
// EXTERNAL MODULE: ./packages/changelog/src/strict/links.ts
var links = __webpack_require__(1331);
// EXTERNAL MODULE: ./packages/changelog/src/strict/parse.ts
var parse = __webpack_require__(5377);
// EXTERNAL MODULE: ./packages/changelog/src/strict/raw.ts
var raw = __webpack_require__(7420);
;// CONCATENATED MODULE: ./packages/changelog/src/recovery/build-config.ts







const IDENTITY = { name: 'InferenceX Recovery', email: 'actions@users.noreply.github.com' };
/**
 * The appended entries must reconstruct the target PR exactly: base bytes kept, one empty line,
 * additions only, each pointing at the target PR. Returns how many entries were appended.
 */
function checkReconstruction(base, head, file, prNumber) {
    if (!head.subarray(0, base.length).equals(base))
        throw (0,messages/* recoveryError */.s)('repaired changelog does not preserve the recovery base byte-for-byte');
    const baseText = base.toString('utf8');
    const suffix = head.subarray(base.length).toString('utf8');
    if (!suffix.startsWith(baseText.endsWith('\n\n') ? '- config-keys:' : '\n- config-keys:'))
        throw (0,messages/* recoveryError */.s)('repaired changelog does not append target entries after one empty line');
    const before = (0,parse/* parseStrictChangelog */.f)(base, `base ${file}`, file);
    const after = (0,parse/* parseStrictChangelog */.f)(head, `repaired ${file}`, file);
    const changes = (0,compare/* compareEntries */.w)(before, after, file, undefined, links/* DEFAULT_LINK_POLICY */["if"]);
    (0,raw/* checkRawChange */.v)(before.text, after.text, changes, file);
    if (changes.corrections > 0 || changes.additions === 0)
        throw (0,messages/* recoveryError */.s)('recovery reconstruction must contain only appended target PR entries');
    const link = (0,links/* pullUrl */.XA)(links/* DEFAULT_LINK_POLICY */["if"], prNumber);
    const wrong = after.entries
        .slice(before.entries.length)
        .map((e) => e['pr-link'] ?? null)
        .filter((l) => l !== link);
    if (wrong.length)
        throw (0,messages/* recoveryError */.s)(`reconstructed entries must all use ${link}: ${(0,values/* pyRepr */.n3)(wrong)}`);
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
        throw (0,messages/* recoveryError */.s)(`recovery worktree is at ${head}, expected ${merge ?? mergeRef}`);
    const unrelated = (await git.status()).filter((line) => line.slice(3) !== file);
    if (unrelated.length)
        throw (0,messages/* recoveryError */.s)(`recovery worktree has unrelated changes: ${unrelated.join(', ')}`);
    const base = Buffer.from(await git.show(baseRef, file).catch((error) => {
        if (error instanceof src_git/* GitError */.X)
            throw (0,messages/* recoveryError */.s)(`could not read ${file} at ${baseRef}: ${error.detail}`);
        throw error;
    }));
    const appended = checkReconstruction(base, Buffer.from(await git.readWorking(file)), file, prNumber);
    const baseCommit = await git.commitOf(baseRef);
    if (baseCommit === undefined)
        throw (0,messages/* recoveryError */.s)(`unknown base ref: ${baseRef}`);
    const synthetic = await git.commitWith(baseCommit, file, `Synthetic PR #${prNumber} recovery tree`, IDENTITY);
    const changed = await git.changedPaths(baseCommit, synthetic);
    if (changed.length !== 1 || changed[0] !== file)
        throw (0,messages/* recoveryError */.s)(`synthetic commit changed unexpected paths: ${(0,values/* pyRepr */.n3)(changed)}`);
    const { matrix } = await (0,process/* processChangelog */.i)({ baseRef, headRef: synthetic, changelogFile: file, trimConc: false, allEvals: false, evalsOnly: false }, { git, files, root: worktree });
    const link = (0,links/* pullUrl */.XA)(links/* DEFAULT_LINK_POLICY */["if"], prNumber);
    if (matrix.changelog_metadata.entries.some((entry) => entry['pr-link'] !== link))
        throw (0,messages/* recoveryError */.s)('generated changelog metadata includes entries outside the target PR');
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

// EXTERNAL MODULE: ./packages/matrix/src/fingerprint.ts
var fingerprint = __webpack_require__(2199);
;// CONCATENATED MODULE: ./packages/changelog/src/recovery/audit.ts




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

;// CONCATENATED MODULE: ./packages/changelog/src/recovery/worktree.ts

/**
 * docs/recovery.md `create-worktree`: a detached worktree of the historical ref, checked to be
 * exactly there. `exists` and `worktreeGit` reach the file system and the new worktree.
 */
async function createRecoveryWorktree(ref, directory, ports) {
    if (ports.exists(directory))
        throw (0,messages/* recoveryError */.s)(`worktree destination already exists: ${directory}`);
    const expected = await ports.git.commitOf(ref);
    if (expected === undefined)
        throw (0,messages/* recoveryError */.s)(`unknown historical ref: ${ref}`);
    await ports.git.addWorktree(directory, expected);
    const head = await ports.worktreeGit(directory).commitOf('HEAD');
    if (head !== expected)
        throw (0,messages/* recoveryError */.s)(`worktree HEAD is ${head}, expected historical ref ${expected}`);
    return directory;
}

// EXTERNAL MODULE: ./packages/common/src/yaml-tree.ts
var yaml_tree = __webpack_require__(6465);
// EXTERNAL MODULE: ./packages/common/src/yaml-load.ts + 1 modules
var yaml_load = __webpack_require__(2891);
;// CONCATENATED MODULE: ./packages/changelog/src/recovery/workflow-check.ts


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
        throw (0,messages/* recoveryError */.s)('recovery workflow root must be a mapping');
    // `data.get("on", data.get(True))`: a bare `on` key is YAML 1.1's true, which keys spell `True`.
    const triggers = mapping(has(root, 'on') ? root.on : root.True);
    if (!triggers || Object.keys(triggers).length !== 1 || !has(triggers, 'workflow_dispatch'))
        throw (0,messages/* recoveryError */.s)('recovery workflow must only use workflow_dispatch');
    const dispatch = mapping(triggers.workflow_dispatch);
    if (!dispatch)
        throw (0,messages/* recoveryError */.s)('workflow_dispatch must define a confirm input');
    const inputs = has(dispatch, 'inputs') ? mapping(dispatch.inputs) : {};
    const confirm = mapping(inputs?.confirm);
    if (!confirm)
        throw (0,messages/* recoveryError */.s)('recovery workflow needs a confirm input');
    if (confirm.required !== true || confirm.type !== 'string')
        throw (0,messages/* recoveryError */.s)('recovery confirm input must be a required string');
    const permissions = mapping(root.permissions);
    if (!permissions || !readOnly(permissions))
        throw (0,messages/* recoveryError */.s)('recovery workflow permissions must be explicitly read-only');
    const jobs = mapping(root.jobs);
    if (!jobs || Object.keys(jobs).length !== 1)
        throw (0,messages/* recoveryError */.s)('recovery workflow must contain exactly one job');
    const job = mapping(Object.values(jobs)[0]);
    if (!job || job['runs-on'] !== 'ubuntu-latest')
        throw (0,messages/* recoveryError */.s)('recovery job must run only on ubuntu-latest');
    if (has(job, 'strategy') || has(job, 'uses'))
        throw (0,messages/* recoveryError */.s)('recovery job may not use a matrix or reusable workflow');
    const own = job.permissions;
    if (own !== undefined && own !== null && !(mapping(own) && readOnly(mapping(own))))
        throw (0,messages/* recoveryError */.s)('recovery job permissions must be explicitly read-only');
    const confirmation = `recover-pr-${prNumber}`;
    // `str(job.get("if") or "").strip()` must fully match; each brace of `${{ … }}` is optional on its own.
    const condition = new RegExp(`^(?:\\$\\{\\{\\s*)?inputs\\.confirm\\s*==\\s*(['"])${confirmation}\\1(?:\\s*\\}\\})?$`);
    if (!condition.test(((0,values/* pyTruthy */.Kn)(job.if) ? (0,values/* pyStr */.rD)(job.if) : '').trim()))
        throw (0,messages/* recoveryError */.s)(`recovery job must require confirmation '${confirmation}'`);
    const forbidden = FORBIDDEN.find((construct) => text.includes(construct));
    if (forbidden)
        throw (0,messages/* recoveryError */.s)(`recovery workflow contains forbidden benchmark construct: ${forbidden}`);
    return `Validated CPU-only recovery workflow: ${path}`;
}

// EXTERNAL MODULE: ./packages/changelog/src/options.ts
var src_options = __webpack_require__(6020);
;// CONCATENATED MODULE: ./cli/src/commands/recover-ingest.ts





/** A value the table requires for this sub-command (argparse has checked it). */
const needed = (value) => value;
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
async function run(values, positionals, io) {
    const file = values['changelog-file'] ?? 'perf-changelog.yaml';
    switch (values.command) {
        case 'inspect-target': {
            const repo = values.repo ?? inspect_target/* DEFAULT_RECOVERY_REPO */.b;
            const text = await (0,inspect_target/* inspectTarget */.W)({
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
            const ref = needed(values.ref);
            let raw;
            try {
                raw = await execRecoveryGit(io.cwd).show(ref, file);
            }
            catch (error) {
                if (error instanceof src_git/* GitError */.X)
                    throw new errors/* SweepkitError */.R0(`could not read ${file} at ${ref}: ${error.detail}`);
                throw error;
            }
            io.stdout(`${recoveryJson(auditChangelog(raw, `${file} at ${ref}`, file))}`);
            return;
        }
        case 'create-worktree': {
            const ports = { git: execRecoveryGit(io.cwd), exists: external_node_fs_.existsSync, worktreeGit: execRecoveryGit };
            io.stdout(`${await createRecoveryWorktree(needed(values.ref), (0,external_node_path_.resolve)(io.cwd, needed(values.directory)), ports)}\n`);
            return;
        }
        case 'build-config': {
            const worktree = worktreeDir(io, needed(values.worktree));
            const git = execRecoveryGit(worktree);
            // A missing working changelog names `<W>/<F>`, as the reference's read of it does.
            const readWorking = (path) => git.readWorking(path).catch((error) => Promise.reject(asOsError(error, (0,external_node_path_.join)(needed(values.worktree), path))));
            const built = await buildRecoveryConfig({
                worktree,
                baseRef: needed(values['base-ref']),
                mergeRef: needed(values['merge-ref']),
                prNumber: needed(values['pr-number']),
                changelogFile: file
            }, { git: { ...git, readWorking }, files: io.files });
            writeJson(io, needed(values['config-output']), recoveryJson(built.config));
            writeJson(io, needed(values['metadata-output']), recoveryJson(built.config.changelog_metadata));
            io.stdout(recoveryJson(built.summary));
            return;
        }
        default: {
            const path = (0,python_path/* pyPath */.r)(positionals[0]);
            const text = naming(path, () => io.files.readText((0,external_node_path_.resolve)(io.cwd, path)));
            io.stdout(`${checkRecoveryWorkflow(text, path, needed(values['pr-number']))}\n`);
        }
    }
}
/** `sweepkit recover-ingest <sub-command>`: the checks of an ingest recovery (docs/recovery.md). */
const recoverIngest = async (argv, io) => {
    const positional = src_options/* RECOVER_INGEST_POSITIONALS */.Ex[argv[0] ?? ''];
    const { values, positionals } = (0,options/* parseCommandArgs */.Q)(src_options/* RECOVER_INGEST_COMMAND */._r, argv, io, positional ? [positional] : undefined);
    const sub = values.command;
    try {
        await run(values, positionals, io);
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


/***/ })

};
