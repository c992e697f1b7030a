export const id = 8870;
export const ids = [8870];
export const modules = {

/***/ 8870:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ commands_vendor)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./packages/common/src/errors.ts
var errors = __webpack_require__(9696);
// EXTERNAL MODULE: ./cli/src/options.ts
var options = __webpack_require__(6132);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: ./packages/common/src/did-you-mean.ts
var did_you_mean = __webpack_require__(3944);
// EXTERNAL MODULE: ./packages/common/src/adapters/safe-files.ts
var safe_files = __webpack_require__(105);
// EXTERNAL MODULE: ./cli/src/version.ts
var version = __webpack_require__(198);
// EXTERNAL MODULE: ./packages/lint/src/workflows/uses-check.ts + 2 modules
var uses_check = __webpack_require__(3545);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./packages/lint/src/workflows/vendor-refs.ts

/** The vendored file of a reusable workflow: `.github/workflows/sweepkit-<stem>.yml`. */
const vendoredWorkflowFile = (stem) => `.github/workflows/sweepkit-${stem}.yml`;
const USES = /^(\s*(?:-\s+)?uses:\s*)(['"]?)([^\s'"#]+)\2/;
/**
 * The Sweepkit action or reusable workflow a `uses:` names: `<owner>/sweepkit/actions/<x>@<ref>` or
 * Sweepkit's own `./actions/<x>`; `<owner>/sweepkit/.github/workflows/<x>.yml@<ref>` or
 * `./.github/workflows/<x>.yml`. A remote ref without `@`, or a local one with it, is no `uses:` the runner accepts.
 */
function sweepkitPart(uses) {
    const action = /^(?:[\w.-]+\/sweepkit|\.)\/actions\/([\w.-]+)(@\S+)?$/i.exec(uses);
    if (action && Boolean(action[2]) !== uses.startsWith('./'))
        return { action: action[1] };
    const workflow = /^(?:[\w.-]+\/sweepkit\/|\.\/)\.github\/workflows\/([\w.-]+)\.ya?ml(@\S+)?$/i.exec(uses);
    if (workflow && Boolean(workflow[2]) !== uses.startsWith('./'))
        return { workflow: workflow[1] };
    return undefined;
}
/** The `uses:` values of a workflow text, in order. */
const usesOf = (text) => [...text.matchAll(/^\s*(?:-\s+)?uses:\s*['"]?([^\s'"#]+)/gm)].map((m) => m[1]);
/**
 * A `uses:` of Sweepkit rewritten to the vendored copies: an action to `./<dir>/actions/<x>`, a
 * vendored reusable workflow to `./.github/workflows/sweepkit-<x>.yml`; anything else as it is.
 */
function vendoredUses(uses, layout) {
    const part = sweepkitPart(uses);
    if (part && 'action' in part)
        return `./${layout.dir}/actions/${part.action}`;
    if (part && layout.workflows.includes(part.workflow))
        return `./${vendoredWorkflowFile(part.workflow)}`;
    return uses;
}
/**
 * A workflow (a reusable one of Sweepkit, or a caller of them) with every Sweepkit `uses:` pointing
 * at the vendored copies. A local action runs from the job's workspace, so a job whose first
 * vendored action comes before any `actions/checkout` gets a sparse checkout of `dir` as its first
 * step; a checkout of Sweepkit itself (`repository: <owner>/sweepkit`, `path: P`, for its CLI)
 * becomes a sparse checkout of `dir` at `P`, and `P/dist/cli/index.js` becomes `P/<dir>/cli/index.js`.
 * `checkout` is the pinned actions/checkout `uses:` value to use.
 */
function vendoredWorkflow(text, layout, checkout) {
    const rewritten = text
        .split('\n')
        .map((line) => {
        const m = USES.exec(line);
        if (!m)
            return line;
        const to = vendoredUses(m[3], layout);
        return to === m[3] ? line : `${m[1]}${m[2]}${to}${m[2]}${line.slice(m[0].length)}`;
    })
        .join('\n');
    const lineCounter = new dist.LineCounter();
    const doc = (0,dist.parseDocument)(rewritten, { lineCounter });
    const jobs = doc.get('jobs', true);
    if (doc.errors.length || !(0,dist.isMap)(jobs))
        return rewritten;
    const sparse = (pad, why, path) => [
        `${pad}# ${why} (sweepkit vendor).`,
        `${pad}- uses: ${checkout}`,
        `${pad}  with:`,
        `${pad}    sparse-checkout: ${layout.dir}`,
        ...(path ? [`${pad}    path: ${path}`] : []),
        `${pad}    persist-credentials: false`
    ];
    // [first line (0-based), lines replaced, new lines]; the step's mapping starts after `- `.
    const edits = [];
    const cliPaths = [];
    const at = (step) => {
        const { line, col } = lineCounter.linePos(step.range[0]);
        return { line: line - 1, pad: ' '.repeat(col - 3), last: lineCounter.linePos(step.range[1] - 1).line - 1 };
    };
    for (const pair of jobs.items) {
        const steps = (0,dist.isMap)(pair.value) ? pair.value.get('steps', true) : undefined;
        if (!(0,dist.isSeq)(steps))
            continue;
        let checkedOut = false;
        for (const step of steps.items) {
            if (!(0,dist.isMap)(step))
                continue;
            const uses = step.get('uses');
            if (typeof uses !== 'string')
                continue;
            const repository = step.getIn(['with', 'repository']);
            const path = step.getIn(['with', 'path']);
            if (/^actions\/checkout@/.test(uses) && typeof repository === 'string' && /^[\w.-]+\/sweepkit$/i.test(repository) && typeof path === 'string') {
                const { line, pad, last } = at(step);
                edits.push([line, last - line + 1, sparse(pad, `Sweepkit's CLI from the vendored copy at ${path}/${layout.dir}/cli`, path)]);
                cliPaths.push(path.replace(/^\.\//, '').replace(/\/+$/, ''));
            }
            else if (/^actions\/checkout@/.test(uses))
                checkedOut = true;
            else if (!checkedOut && uses.startsWith(`./${layout.dir}/`)) {
                const { line, pad } = at(steps.items[0]);
                edits.push([line, 0, sparse(pad, `Vendored actions run from the workspace: check out ${layout.dir} first`)]);
                checkedOut = true;
            }
        }
    }
    const result = rewritten.split('\n');
    for (const [line, count, lines] of edits.sort((a, b) => b[0] - a[0]))
        result.splice(line, count, ...lines);
    let out = result.join('\n');
    for (const path of new Set(cliPaths))
        out = out.split(`${path}/dist/cli/index.js`).join(`${path}/${layout.dir}/cli/index.js`);
    return out;
}

;// CONCATENATED MODULE: ./cli/src/vendor.ts








/** The manifest a vendored tree carries: what it holds and a SHA-256 of every file. */
const MANIFEST = 'sweepkit-vendor.json';
/** The Sweepkit checkout (or package) this CLI runs from: the folder above dist/ or cli/ holding actions/ and dist/. */
function sweepkitRoot(from = (0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url))) {
    for (let dir = from; dir !== (0,external_node_path_.dirname)(dir); dir = (0,external_node_path_.dirname)(dir)) {
        if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, 'actions')) && (0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, 'dist')) && (0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, 'package.json')))
            return dir;
    }
    throw new errors/* SweepkitError */.R0(`cannot find the Sweepkit checkout above ${from} (a folder with actions/, dist/ and package.json)`);
}
const walk = (root, dir) => (0,external_node_fs_.readdirSync)((0,external_node_path_.join)(root, dir))
    .sort()
    .flatMap((name) => ((0,external_node_fs_.statSync)((0,external_node_path_.join)(root, dir, name)).isDirectory() ? walk(root, (0,external_node_path_.join)(dir, name)) : [(0,external_node_path_.join)(dir, name)]));
/** The actions a checkout ships (folders of actions/ with an action.yml). */
const shippedActions = (root) => (0,external_node_fs_.readdirSync)((0,external_node_path_.join)(root, 'actions'))
    .filter((name) => !name.startsWith('_') && (0,external_node_fs_.existsSync)((0,external_node_path_.join)(root, 'actions', name, 'action.yml')))
    .sort();
/** The reusable workflows a checkout ships (`.github/workflows/<stem>.yml` with `on.workflow_call`), by stem. */
const shippedWorkflows = (root) => (0,external_node_fs_.existsSync)((0,external_node_path_.join)(root, '.github/workflows'))
    ? (0,external_node_fs_.readdirSync)((0,external_node_path_.join)(root, '.github/workflows'))
        .filter((name) => name.endsWith('.yml') && (0,uses_check/* workflowCallOf */.H$)((0,external_node_fs_.readFileSync)((0,external_node_path_.join)(root, '.github/workflows', name), 'utf8'), name))
        .map((name) => name.slice(0, -'.yml'.length))
        .sort()
    : [];
const workflowText = (root, stem) => (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(root, '.github/workflows', `${stem}.yml`), 'utf8');
/** Every part shipped: all actions, all reusable workflows, the CLI. */
const everyPart = (root) => ({ actions: shippedActions(root), workflows: shippedWorkflows(root), cli: true });
/**
 * The parts `names` stand for (actions by name, workflows by stem, `cli`), with what the workflows
 * use: their actions and the workflows they call.
 */
function resolveParts(root, names) {
    const actions = shippedActions(root);
    const workflows = shippedWorkflows(root);
    const parts = { actions: [], workflows: [], cli: false };
    const addAction = (name) => {
        if (!parts.actions.includes(name))
            parts.actions.push(name);
    };
    const addWorkflow = (name) => {
        if (parts.workflows.includes(name))
            return;
        parts.workflows.push(name);
        for (const uses of usesOf(workflowText(root, name))) {
            const part = sweepkitPart(uses);
            if (part && 'action' in part && actions.includes(part.action))
                addAction(part.action);
            if (part && 'workflow' in part && workflows.includes(part.workflow))
                addWorkflow(part.workflow);
        }
    };
    // A name may be both an action and the reusable workflow that runs it (recipe-reminder): both.
    const add = (name) => {
        if (name === 'cli')
            parts.cli = true;
        else if (actions.includes(name) || workflows.includes(name)) {
            if (actions.includes(name))
                addAction(name);
            if (workflows.includes(name))
                addWorkflow(name);
        }
        else {
            const known = [...actions, ...workflows, 'cli'];
            throw new errors/* UsageError */.eb(`sweepkit vendor: error: no action, reusable workflow or part '${name}' ${(0,did_you_mean/* didYouMean */.au)(name, known)}`.trimEnd());
        }
    };
    names.forEach(add);
    return { actions: parts.actions.sort(), workflows: parts.workflows.sort(), cli: parts.cli };
}
/**
 * The tree's files: each action.yml, its whole bundle folder (lazy chunks, post step, licenses),
 * the schemas its action.yml or README names, dist/package.json (the bundles are ES modules), the
 * LICENSE; the CLI bundle as cli/ (with its own package.json: one runnable `cli/index.js`).
 */
function vendorFiles(root, parts) {
    for (const action of parts.actions) {
        if (!(0,external_node_fs_.existsSync)((0,external_node_path_.join)(root, 'dist', action, 'index.js')))
            throw new errors/* SweepkitError */.R0(`dist/${action}/index.js is missing: run npm run build ${action}`);
    }
    if (parts.cli && !(0,external_node_fs_.existsSync)((0,external_node_path_.join)(root, 'dist/cli/index.js')))
        throw new errors/* SweepkitError */.R0('dist/cli/index.js is missing: run npm run build cli');
    const schemas = (action) => ['action.yml', 'README.md']
        .filter((file) => (0,external_node_fs_.existsSync)((0,external_node_path_.join)(root, 'actions', action, file)))
        .flatMap((file) => [...(0,external_node_fs_.readFileSync)((0,external_node_path_.join)(root, 'actions', action, file), 'utf8').matchAll(/schemas\/([\w.-]+\.schema\.json)/g)].map((m) => `schemas/${m[1]}`))
        .filter((file) => (0,external_node_fs_.existsSync)((0,external_node_path_.join)(root, file)));
    const copied = parts.actions.flatMap((action) => [(0,external_node_path_.join)('actions', action, 'action.yml'), ...walk(root, (0,external_node_path_.join)('dist', action)), ...schemas(action)]);
    const files = [
        ...new Set([...copied, ...(parts.actions.length ? ['dist/package.json'] : []), ...((0,external_node_fs_.existsSync)((0,external_node_path_.join)(root, 'LICENSE')) ? ['LICENSE'] : [])])
    ]
        .sort()
        .map((file) => ({ to: file, from: file }));
    if (parts.cli) {
        files.push(...walk(root, 'dist/cli').map((file) => ({ to: (0,external_node_path_.join)('cli', (0,external_node_path_.relative)('dist/cli', file)), from: file })));
        files.push({ to: 'cli/package.json', text: '{\n  "type": "module"\n}\n' });
    }
    return files;
}
const sha256Of = (bytes) => (0,external_node_crypto_.createHash)('sha256').update(bytes).digest('hex');
const sha256 = (file) => sha256Of((0,external_node_fs_.readFileSync)(file));
function sourceCommit(root) {
    try {
        return (0,external_node_child_process_.execFileSync)('git', ['-C', root, 'rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    }
    catch {
        return null;
    }
}
/**
 * The manifest of an earlier vendoring at `dir`, for the write path: undefined when there is none.
 * Refused, with nothing replaced, when readManifest finds it unreadable (a link, a FIFO) or naming
 * a path out of its tree: `vendor` removes the workflows an earlier manifest lists, so a planted
 * manifest must not steer that removal anywhere else.
 */
function earlierManifest(dir, shown = dir) {
    const read = readManifest(dir, shown);
    if (read === undefined)
        return undefined;
    if ('problem' in read)
        throw new errors/* UsageError */.eb(`sweepkit vendor: error: ${read.problem}: not replacing it`);
    if (read.refused.length)
        throw new errors/* UsageError */.eb(`sweepkit vendor: error: ${read.refused[0]}: not replacing it`);
    return read.manifest;
}
/** The parts an earlier vendoring wrote. */
const manifestParts = (manifest) => manifest ? [...manifest.actions, ...(manifest.workflows ?? []), ...(manifest.cli ? ['cli'] : [])] : [];
/** The pinned actions/checkout `uses:` of Sweepkit's workflows (with its version comment), for the checkout vendored workflows need. */
function checkoutPin(root, stems) {
    for (const stem of stems) {
        const pin = /uses:\s*(actions\/checkout@\S+(?:\s+#\s*\S+)?)/.exec(workflowText(root, stem))?.[1];
        if (pin)
            return pin;
    }
    return 'actions/checkout@v5';
}
/** The vendored workflow files (relative to the repository root) and their text, for a tree at `dir` below the repository root. */
function vendorWorkflows(root, stems, dir) {
    if (!stems.length)
        return {};
    const checkout = checkoutPin(root, stems);
    return Object.fromEntries(stems.map((stem) => [vendoredWorkflowFile(stem), vendoredWorkflow(workflowText(root, stem), { dir, workflows: [...stems] }, checkout)]));
}
/**
 * Writes the vendored tree to `target` and the workflows to the repository's .github/workflows/:
 * the tree is built next to `target` and renamed into place, so a failure leaves the old one; an
 * existing `target` is replaced only when it is an earlier vendored tree (or empty), a workflow
 * file only when the earlier manifest lists it; workflows the earlier manifest listed and `parts`
 * do not are removed.
 */
function vendor(root, target, parts, { shown = target, repository } = {}) {
    const old = earlierManifest(target, shown);
    if ((0,external_node_fs_.existsSync)(target) && (0,external_node_fs_.readdirSync)(target).length && !old) {
        throw new errors/* UsageError */.eb(`sweepkit vendor: error: ${shown} is not empty and has no ${MANIFEST}: not replacing it`);
    }
    const dir = repository === undefined ? undefined : (0,external_node_path_.relative)(repository, target).split('\\').join('/');
    if (parts.workflows.length && (dir === undefined || dir === '' || dir.startsWith('..') || dir.startsWith('/'))) {
        throw new errors/* UsageError */.eb(`sweepkit vendor: error: reusable workflows go to the repository's .github/workflows/: run from the repository root with ${shown} inside it, or name only actions with --actions`);
    }
    const oldWorkflows = old?.workflowFiles ?? {};
    const workflowFiles = parts.workflows.map(vendoredWorkflowFile);
    for (const file of workflowFiles) {
        if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(repository, file)) && !(file in oldWorkflows))
            throw new errors/* UsageError */.eb(`sweepkit vendor: error: ${file} exists and was not written by sweepkit vendor (not in ${shown}/${MANIFEST}): not replacing it`);
    }
    const files = vendorFiles(root, parts);
    const staging = `${target}.partial-${process.pid}`;
    (0,external_node_fs_.rmSync)(staging, { recursive: true, force: true });
    const manifest = { sweepkit: version/* VERSION */.x, commit: sourceCommit(root), ...parts, files: {} };
    for (const file of files) {
        (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)((0,external_node_path_.join)(staging, file.to)), { recursive: true });
        if ('from' in file)
            (0,external_node_fs_.copyFileSync)((0,external_node_path_.join)(root, file.from), (0,external_node_path_.join)(staging, file.to));
        else
            (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(staging, file.to), file.text);
        manifest.files[file.to] = sha256((0,external_node_path_.join)(staging, file.to));
    }
    const written = vendorWorkflows(root, parts.workflows, dir);
    if (parts.workflows.length) {
        manifest.repositoryRoot = (0,external_node_path_.relative)(target, repository).split('\\').join('/');
        manifest.workflowFiles = Object.fromEntries(Object.entries(written).map(([file, text]) => [file, sha256Of(text)]));
    }
    (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    (0,external_node_fs_.rmSync)(target, { recursive: true, force: true });
    (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(target), { recursive: true });
    (0,external_node_fs_.renameSync)(staging, target);
    if (old?.repositoryRoot !== undefined) {
        for (const file of Object.keys(oldWorkflows).filter((f) => !(f in written)))
            (0,external_node_fs_.rmSync)((0,external_node_path_.join)(target, old.repositoryRoot, file), { force: true });
    }
    for (const [file, text] of Object.entries(written)) {
        (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)((0,external_node_path_.join)(repository, file)), { recursive: true });
        (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(repository, file), text);
    }
    return manifest;
}
/** Why a manifest path is refused (absolute, a backslash, an empty, `.` or `..` component), or undefined. */
function unsafeManifestPath(file) {
    if (file.includes('\\'))
        return 'holds a backslash';
    if (file.startsWith('/') || /^[A-Za-z]:/.test(file))
        return 'is absolute';
    if (file.split('/').some((part) => part === '..' || part === '.' || part === ''))
        return "has an empty, '.' or '..' component";
    return undefined;
}
/** A regular file of `folder`, opened without following a link at its name; or why it is not read. */
function readIn(folder, file) {
    try {
        if ((0,external_node_fs_.lstatSync)((0,external_node_path_.join)(folder.root, file)).isSymbolicLink())
            return { problem: 'not a regular file (a symbolic link): not read' };
    }
    catch {
        return { problem: 'missing' };
    }
    try {
        return { bytes: folder.readFile(file) };
    }
    catch (error) {
        if (error instanceof safe_files/* UnsafeFileError */.h)
            return { problem: `${error.reason}: not read` };
        const code = error.code;
        return { problem: code === 'ENOENT' ? 'missing' : code === 'EISDIR' ? 'not a regular file (a folder)' : `cannot be read (${code ?? 'error'})` };
    }
}
const isHashes = (value) => typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((hash) => typeof hash === 'string');
const isNames = (value) => value === undefined || (Array.isArray(value) && value.every((name) => typeof name === 'string'));
/** The manifest's bytes as a manifest, or undefined when it is not one (not JSON, or fields of the wrong type). */
function parseManifest(bytes) {
    let manifest;
    try {
        manifest = JSON.parse(bytes.toString('utf8'));
    }
    catch {
        return undefined;
    }
    const fine = typeof manifest === 'object' &&
        manifest !== null &&
        isHashes(manifest.files) &&
        (manifest.workflowFiles === undefined || isHashes(manifest.workflowFiles)) &&
        isNames(manifest.actions) &&
        isNames(manifest.workflows) &&
        (manifest.repositoryRoot === undefined || typeof manifest.repositoryRoot === 'string');
    return fine ? { actions: [], ...manifest } : undefined;
}
/**
 * The one reader of a vendored tree's manifest, for `vendor` and `vendor --check` alike: read
 * through the tree's SafeFolder (never through a link at its name, never a FIFO or device), JSON
 * with fields of the right types, and every path it names checked — `files` relative without
 * empty, `.` or `..` components or backslashes, `workflowFiles` directly in `.github/workflows/`,
 * `repositoryRoot` only `..` steps up. Refused entries are left out and named in `refused`
 * (`repositoryRoot` is then dropped). Undefined when the tree has no manifest; a SweepkitError
 * naming the file when it is not a manifest.
 */
function readManifest(dir, shown = dir) {
    const read = readIn(safe_files/* SafeFolder */.yY.at(dir), MANIFEST);
    if ('problem' in read)
        return read.problem === 'missing' ? undefined : { problem: `${shown}/${MANIFEST}: ${read.problem}` };
    const manifest = parseManifest(read.bytes);
    if (!manifest)
        throw new errors/* SweepkitError */.R0('not a vendor manifest (JSON with files, actions, workflows, workflowFiles of the right types)', {
            location: { file: (0,external_node_path_.join)(dir, MANIFEST) }
        });
    const refused = [];
    const keep = (files, inWorkflows) => Object.fromEntries(Object.entries(files).filter(([file]) => {
        const why = unsafeManifestPath(file) ??
            (!inWorkflows
                ? undefined
                : !file.startsWith(WORKFLOWS)
                    ? `not in ${WORKFLOWS}`
                    : file.slice(WORKFLOWS.length).includes('/')
                        ? `not directly in ${WORKFLOWS}`
                        : undefined);
        if (why)
            refused.push(`${shown}/${MANIFEST}: refused path ${JSON.stringify(file)} (${why})`);
        return !why;
    }));
    const kept = { ...manifest, files: keep(manifest.files, false) };
    if (manifest.workflowFiles !== undefined)
        kept.workflowFiles = keep(manifest.workflowFiles, true);
    if (manifest.repositoryRoot !== undefined && !/^\.\.(\/\.\.)*$/.test(manifest.repositoryRoot)) {
        refused.unshift(`${shown}/${MANIFEST}: refused repositoryRoot ${JSON.stringify(manifest.repositoryRoot)} (only ../.. above the tree)`);
        delete kept.repositoryRoot;
    }
    return { manifest: kept, refused };
}
const WORKFLOWS = '.github/workflows/';
/** Every file below `folder` (relative, `/`-separated), not following links; links and special files go to `odd`. */
function listTree(folder, odd, dir = '') {
    const onSkip = (path, reason) => odd((0,external_node_path_.relative)(folder.root, path).split(external_node_path_.sep).join('/'), reason);
    return folder.list(dir || '.', onSkip).flatMap((entry) => {
        const file = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isLink) {
            odd(file, 'not a regular file (a symbolic link)');
            return [];
        }
        return entry.isDirectory ? listTree(folder, odd, file) : [file];
    });
}
/**
 * What differs between a vendored tree (and its workflows) and its manifest — missing, changed,
 * unlisted files, links and special files (never read), manifest paths that are absolute or climb —
 * and, with `release`, between the manifest and what that release's `vendor` would write.
 */
function checkVendored(dir, { shown = dir, release, repository } = {}) {
    const folder = safe_files/* SafeFolder */.yY.at(dir);
    const read = readManifest(dir, shown);
    if (read === undefined)
        throw new errors/* UsageError */.eb(`sweepkit vendor: error: ${shown} has no ${MANIFEST}`);
    if ('problem' in read)
        return [read.problem];
    const { manifest } = read;
    const problems = [...read.refused];
    const compare = (base, entries, name) => {
        for (const [file, hash] of entries) {
            const now = readIn(base, file);
            if ('problem' in now)
                problems.push(`${name(file)}: ${now.problem}`);
            else if (sha256Of(now.bytes) !== hash)
                problems.push(`${name(file)}: changed since it was vendored (checksum differs)`);
        }
    };
    const files = Object.entries(manifest.files);
    compare(folder, files, (file) => `${shown}/${file}`);
    const listed = new Set([...files.map(([file]) => file), MANIFEST]);
    const odd = new Map();
    const extra = listTree(folder, (file, reason) => odd.set(file, reason)).filter((file) => !listed.has(file));
    problems.push(...extra.map((file) => `${shown}/${file}: not in the manifest`));
    problems.push(...[...odd].filter(([file]) => !listed.has(file)).map(([file, reason]) => `${shown}/${file}: ${reason}, not in the manifest`));
    // Workflows: below the repository root, which is only ever above the tree.
    const repo = manifest.repositoryRoot !== undefined ? (0,external_node_path_.join)(dir, manifest.repositoryRoot) : repository;
    const workflows = Object.entries(manifest.workflowFiles ?? {});
    if (repo !== undefined) {
        const base = safe_files/* SafeFolder */.yY.at(repo);
        compare(base, workflows, (file) => file);
        const known = new Set(workflows.map(([file]) => file));
        const stray = base
            .list('.github/workflows', () => { })
            .filter((entry) => /^sweepkit-.*\.ya?ml$/.test(entry.name) && !known.has(`.github/workflows/${entry.name}`));
        problems.push(...stray.map((entry) => `.github/workflows/${entry.name}: not in the manifest (${shown}/${MANIFEST})`));
    }
    if (release !== undefined)
        problems.push(...compareWithRelease(release, { ...manifest, files: Object.fromEntries(files), workflowFiles: Object.fromEntries(workflows) }, (0,external_node_path_.relative)(repo ?? dir, dir)
            .split(external_node_path_.sep)
            .join('/'), shown));
    return problems;
}
/** Where the manifest's checksums differ from what `vendor` of the release at `root` writes for the same parts. */
function compareWithRelease(root, manifest, dir, shown) {
    if (manifest.sweepkit !== version/* VERSION */.x)
        return [
            `${shown}/${MANIFEST}: written by sweepkit ${String(manifest.sweepkit)}, this is sweepkit ${version/* VERSION */.x}: cannot compare with what it ships (run sweepkit vendor ${shown})`
        ];
    const shipped = everyPart(root);
    const parts = { actions: manifest.actions ?? [], workflows: manifest.workflows ?? [], cli: manifest.cli === true };
    const unknown = [...parts.actions.filter((a) => !shipped.actions.includes(a)), ...parts.workflows.filter((w) => !shipped.workflows.includes(w))];
    if (unknown.length)
        return [`${shown}/${MANIFEST}: names ${unknown.join(', ')}, which sweepkit ${version/* VERSION */.x} does not ship`];
    const ships = new Map(vendorFiles(root, parts).map((file) => [file.to, 'from' in file ? sha256((0,external_node_path_.join)(root, file.from)) : sha256Of(file.text)]));
    const workflows = new Map(Object.entries(vendorWorkflows(root, parts.workflows, dir)).map(([file, text]) => [file, sha256Of(text)]));
    const differ = (listed, release, name) => [
        ...Object.entries(listed)
            .filter(([file, hash]) => release.has(file) && release.get(file) !== hash)
            .map(([file]) => `${name(file)}: differs from what sweepkit ${version/* VERSION */.x} ships`),
        ...Object.keys(listed)
            .filter((file) => !release.has(file))
            .map((file) => `${name(file)}: not shipped by sweepkit ${version/* VERSION */.x}`),
        ...[...release.keys()].filter((file) => !(file in listed)).map((file) => `${name(file)}: shipped by sweepkit ${version/* VERSION */.x}, missing from the manifest`)
    ];
    return [...differ(manifest.files, ships, (file) => `${shown}/${file}`), ...differ(manifest.workflowFiles ?? {}, workflows, (file) => file)];
}
/** Bytes of the vendored files. */
const vendoredBytes = (dir, manifest) => Object.keys(manifest.files).reduce((sum, file) => sum + (0,external_node_fs_.statSync)((0,external_node_path_.join)(dir, file)).size, 0);

;// CONCATENATED MODULE: ./cli/src/commands/vendor.ts




const VENDOR_COMMAND = {
    cli: 'vendor',
    description: 'Copy everything an adopter runs into DIR — the actions (action.yml, bundles, the schemas they name), the CLI as DIR/cli/index.js — ' +
        'and the reusable workflows into .github/workflows/sweepkit-<name>.yml with every Sweepkit reference pointing at the copies, ' +
        'with a manifest of checksums. Run from the repository root. --check verifies DIR and the workflows against the manifest.',
    options: {
        actions: {
            kind: 'string',
            metavar: 'A,B,…',
            help: 'the parts to add or refresh, comma-separated: actions, reusable workflows (benchmark-singlenode, with the actions they use) or cli; the parts DIR already holds are kept (default: every part)'
        },
        prune: { kind: 'flag', default: false, help: 'remove the parts DIR holds that are not named (with --actions) or no longer shipped' },
        check: {
            kind: 'flag',
            default: false,
            help: 'verify DIR and its workflows against the manifest and against what this release ships, instead of writing them; links and special files are reported, never read'
        }
    }
};
/** `sweepkit vendor DIR [--actions a,b,…] [--prune]` and `sweepkit vendor DIR --check`. */
const vendorCommand = (argv, io) => {
    const { values, positionals } = (0,options/* parseCommandArgs */.Q)(VENDOR_COMMAND, argv, io, [{ name: 'DIR', help: 'the folder to write, e.g. vendor/sweepkit' }]);
    const shown = positionals[0].replace(/\/+$/, '');
    const dir = (0,external_node_path_.resolve)(io.cwd, shown);
    if (values.check) {
        let release;
        try {
            release = sweepkitRoot();
        }
        catch {
            io.stderr(`vendor --check: not compared with a release (this CLI runs outside a Sweepkit checkout): only the manifest's own checksums\n`);
        }
        const inside = !(0,external_node_path_.relative)(io.cwd, dir).startsWith('..') && !(0,external_node_path_.isAbsolute)((0,external_node_path_.relative)(io.cwd, dir));
        const problems = checkVendored(dir, { shown, release, repository: inside ? io.cwd : undefined });
        for (const problem of problems)
            io.stdout(`${problem}\n`);
        io.stderr(`vendor --check: ${problems.length ? `${problems.length} problem(s)` : 'every file matches the manifest'}\n`);
        return problems.length ? 1 : 0;
    }
    const root = sweepkitRoot();
    const every = everyPart(root);
    const named = values.actions
        ? values.actions
            .split(',')
            .map((a) => a.trim())
            .filter(Boolean)
        : [...every.actions, ...every.workflows, 'cli'];
    // Without --prune the parts an earlier run vendored stay (refreshed from this release).
    const kept = values.prune ? [] : manifestParts(earlierManifest(dir, shown)).filter((part) => !named.includes(part));
    const stale = kept.filter((part) => part !== 'cli' && !every.actions.includes(part) && !every.workflows.includes(part));
    if (stale.length)
        throw new errors/* UsageError */.eb(`sweepkit vendor: error: ${shown} holds ${stale.join(', ')}, which this release does not ship: add --prune to remove it`);
    const parts = resolveParts(root, [...named, ...kept]);
    const manifest = vendor(root, dir, parts, { shown, repository: io.cwd });
    const bytes = vendoredBytes(dir, manifest);
    const list = [...parts.actions, ...parts.workflows, ...(parts.cli ? ['cli'] : [])];
    io.stdout(`vendored ${list.join(', ')} into ${shown}: ${Object.keys(manifest.files).length} files, ${(bytes / 1e6).toFixed(2)} MB\n`);
    // `uses: ./…` is relative to the repository root, which the command is run from.
    const fromRoot = (0,external_node_path_.relative)(io.cwd, dir).split(external_node_path_.sep).join('/');
    const inside = !(fromRoot === '' || fromRoot.startsWith('..') || (0,external_node_path_.isAbsolute)(fromRoot));
    if (parts.actions.length)
        io.stdout(inside ? `use them as: uses: ./${fromRoot}/actions/<name>\n` : `use them as: uses: ./<path of ${dir} in its repository>/actions/<name>\n`);
    if (parts.workflows.length)
        io.stdout(`call the workflows as: uses: ./.github/workflows/sweepkit-<name>.yml (${parts.workflows.join(', ')})\n`);
    if (parts.cli)
        io.stdout(`run the CLI as: node ${shown}/cli/index.js --help\n`);
    return 0;
};
/* harmony default export */ const commands_vendor = (vendorCommand);


/***/ })

};
