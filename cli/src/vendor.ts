import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { didYouMean, SafeFolder, SweepkitError, UnsafeFileError, UsageError } from '../../packages/common/src/index.js';
import { VERSION } from './version.js';
import { sweepkitPart, usesOf, vendoredWorkflow, vendoredWorkflowFile, workflowCallOf } from '../../packages/lint/src/index.js';

/** The manifest a vendored tree carries: what it holds and a SHA-256 of every file. */
export const MANIFEST = 'sweepkit-vendor.json';

export interface VendorManifest {
  sweepkit: string;
  /** The commit the files come from, when the source is a git checkout. */
  commit: string | null;
  actions: string[];
  /** Reusable workflows, by stem (`benchmark-singlenode` → `.github/workflows/sweepkit-benchmark-singlenode.yml`). */
  workflows?: string[];
  /** The CLI, as `cli/index.js`. */
  cli?: boolean;
  /** Files of the tree, relative to it. */
  files: Record<string, string>;
  /** The repository root, relative to the tree (`../..`), when workflows are vendored. */
  repositoryRoot?: string;
  /** Vendored workflow files, relative to the repository root. */
  workflowFiles?: Record<string, string>;
}

/** What to vendor: actions by name, reusable workflows by stem, the CLI. */
export interface VendorParts {
  actions: string[];
  workflows: string[];
  cli: boolean;
}

/** The Sweepkit checkout (or package) this CLI runs from: the folder above dist/ or cli/ holding actions/ and dist/. */
export function sweepkitRoot(from = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'actions')) && existsSync(join(dir, 'dist')) && existsSync(join(dir, 'package.json'))) return dir;
  }
  throw new SweepkitError(`cannot find the Sweepkit checkout above ${from} (a folder with actions/, dist/ and package.json)`);
}

const walk = (root: string, dir: string): string[] =>
  readdirSync(join(root, dir))
    .sort()
    .flatMap((name) => (statSync(join(root, dir, name)).isDirectory() ? walk(root, join(dir, name)) : [join(dir, name)]));

/** The actions a checkout ships (folders of actions/ with an action.yml). */
export const shippedActions = (root: string): string[] =>
  readdirSync(join(root, 'actions'))
    .filter((name) => !name.startsWith('_') && existsSync(join(root, 'actions', name, 'action.yml')))
    .sort();

/** The reusable workflows a checkout ships (`.github/workflows/<stem>.yml` with `on.workflow_call`), by stem. */
export const shippedWorkflows = (root: string): string[] =>
  existsSync(join(root, '.github/workflows'))
    ? readdirSync(join(root, '.github/workflows'))
        .filter((name) => name.endsWith('.yml') && workflowCallOf(readFileSync(join(root, '.github/workflows', name), 'utf8'), name))
        .map((name) => name.slice(0, -'.yml'.length))
        .sort()
    : [];

const workflowText = (root: string, stem: string): string => readFileSync(join(root, '.github/workflows', `${stem}.yml`), 'utf8');

/** Every part shipped: all actions, all reusable workflows, the CLI. */
export const everyPart = (root: string): VendorParts => ({ actions: shippedActions(root), workflows: shippedWorkflows(root), cli: true });

/**
 * The parts `names` stand for (actions by name, workflows by stem, `cli`), with what the workflows
 * use: their actions and the workflows they call.
 */
export function resolveParts(root: string, names: readonly string[]): VendorParts {
  const actions = shippedActions(root);
  const workflows = shippedWorkflows(root);
  const parts: VendorParts = { actions: [], workflows: [], cli: false };
  const addAction = (name: string): void => {
    if (!parts.actions.includes(name)) parts.actions.push(name);
  };
  const addWorkflow = (name: string): void => {
    if (parts.workflows.includes(name)) return;
    parts.workflows.push(name);
    for (const uses of usesOf(workflowText(root, name))) {
      const part = sweepkitPart(uses);
      if (part && 'action' in part && actions.includes(part.action)) addAction(part.action);
      if (part && 'workflow' in part && workflows.includes(part.workflow)) addWorkflow(part.workflow);
    }
  };
  // A name may be both an action and the reusable workflow that runs it (recipe-reminder): both.
  const add = (name: string): void => {
    if (name === 'cli') parts.cli = true;
    else if (actions.includes(name) || workflows.includes(name)) {
      if (actions.includes(name)) addAction(name);
      if (workflows.includes(name)) addWorkflow(name);
    } else {
      const known = [...actions, ...workflows, 'cli'];
      throw new UsageError(`sweepkit vendor: error: no action, reusable workflow or part '${name}' ${didYouMean(name, known)}`.trimEnd());
    }
  };
  names.forEach(add);
  return { actions: parts.actions.sort(), workflows: parts.workflows.sort(), cli: parts.cli };
}

/** One file of the tree: copied from the checkout, or written. */
type TreeFile = { to: string; from: string } | { to: string; text: string };

/**
 * The tree's files: each action.yml, its whole bundle folder (lazy chunks, post step, licenses),
 * the schemas its action.yml or README names, dist/package.json (the bundles are ES modules), the
 * LICENSE; the CLI bundle as cli/ (with its own package.json: one runnable `cli/index.js`).
 */
export function vendorFiles(root: string, parts: VendorParts): TreeFile[] {
  for (const action of parts.actions) {
    if (!existsSync(join(root, 'dist', action, 'index.js'))) throw new SweepkitError(`dist/${action}/index.js is missing: run npm run build ${action}`);
  }
  if (parts.cli && !existsSync(join(root, 'dist/cli/index.js'))) throw new SweepkitError('dist/cli/index.js is missing: run npm run build cli');
  const schemas = (action: string): string[] =>
    ['action.yml', 'README.md']
      .filter((file) => existsSync(join(root, 'actions', action, file)))
      .flatMap((file) =>
        [...readFileSync(join(root, 'actions', action, file), 'utf8').matchAll(/schemas\/([\w.-]+\.schema\.json)/g)].map((m) => `schemas/${m[1]}`)
      )
      .filter((file) => existsSync(join(root, file)));
  const copied = parts.actions.flatMap((action) => [join('actions', action, 'action.yml'), ...walk(root, join('dist', action)), ...schemas(action)]);
  const files: TreeFile[] = [
    ...new Set([...copied, ...(parts.actions.length ? ['dist/package.json'] : []), ...(existsSync(join(root, 'LICENSE')) ? ['LICENSE'] : [])])
  ]
    .sort()
    .map((file) => ({ to: file, from: file }));
  if (parts.cli) {
    files.push(...walk(root, 'dist/cli').map((file) => ({ to: join('cli', relative('dist/cli', file)), from: file })));
    files.push({ to: 'cli/package.json', text: '{\n  "type": "module"\n}\n' });
  }
  return files;
}

const sha256Of = (bytes: string | Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
const sha256 = (file: string): string => sha256Of(readFileSync(file));

function sourceCommit(root: string): string | null {
  try {
    return execFileSync('git', ['-C', root, 'rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/**
 * The manifest of an earlier vendoring at `dir`, for the write path: undefined when there is none.
 * Refused, with nothing replaced, when readManifest finds it unreadable (a link, a FIFO) or naming
 * a path out of its tree: `vendor` removes the workflows an earlier manifest lists, so a planted
 * manifest must not steer that removal anywhere else.
 */
export function earlierManifest(dir: string, shown = dir): VendorManifest | undefined {
  const read = readManifest(dir, shown);
  if (read === undefined) return undefined;
  if ('problem' in read) throw new UsageError(`sweepkit vendor: error: ${read.problem}: not replacing it`);
  if (read.refused.length) throw new UsageError(`sweepkit vendor: error: ${read.refused[0]}: not replacing it`);
  return read.manifest;
}

/** The parts an earlier vendoring wrote. */
export const manifestParts = (manifest: VendorManifest | undefined): string[] =>
  manifest ? [...manifest.actions, ...(manifest.workflows ?? []), ...(manifest.cli ? ['cli'] : [])] : [];

/** The pinned actions/checkout `uses:` of Sweepkit's workflows (with its version comment), for the checkout vendored workflows need. */
function checkoutPin(root: string, stems: readonly string[]): string {
  for (const stem of stems) {
    const pin = /uses:\s*(actions\/checkout@\S+(?:\s+#\s*\S+)?)/.exec(workflowText(root, stem))?.[1];
    if (pin) return pin;
  }
  return 'actions/checkout@v5';
}

/** The vendored workflow files (relative to the repository root) and their text, for a tree at `dir` below the repository root. */
function vendorWorkflows(root: string, stems: readonly string[], dir: string): Record<string, string> {
  if (!stems.length) return {};
  const checkout = checkoutPin(root, stems);
  return Object.fromEntries(
    stems.map((stem) => [vendoredWorkflowFile(stem), vendoredWorkflow(workflowText(root, stem), { dir, workflows: [...stems] }, checkout)])
  );
}

export interface VendorOptions {
  /** DIR as the user wrote it, for messages. */
  shown?: string;
  /** The adopter's repository root (workflows go to its .github/workflows/); needed when workflows are vendored. */
  repository?: string;
}

/**
 * Writes the vendored tree to `target` and the workflows to the repository's .github/workflows/:
 * the tree is built next to `target` and renamed into place, so a failure leaves the old one; an
 * existing `target` is replaced only when it is an earlier vendored tree (or empty), a workflow
 * file only when the earlier manifest lists it; workflows the earlier manifest listed and `parts`
 * do not are removed.
 */
export function vendor(root: string, target: string, parts: VendorParts, { shown = target, repository }: VendorOptions = {}): VendorManifest {
  const old = earlierManifest(target, shown);
  if (existsSync(target) && readdirSync(target).length && !old) {
    throw new UsageError(`sweepkit vendor: error: ${shown} is not empty and has no ${MANIFEST}: not replacing it`);
  }
  const dir = repository === undefined ? undefined : relative(repository, target).split('\\').join('/');
  if (parts.workflows.length && (dir === undefined || dir === '' || dir.startsWith('..') || dir.startsWith('/'))) {
    throw new UsageError(
      `sweepkit vendor: error: reusable workflows go to the repository's .github/workflows/: run from the repository root with ${shown} inside it, or name only actions with --actions`
    );
  }
  const oldWorkflows = old?.workflowFiles ?? {};
  const workflowFiles = parts.workflows.map(vendoredWorkflowFile);
  for (const file of workflowFiles) {
    if (existsSync(join(repository!, file)) && !(file in oldWorkflows))
      throw new UsageError(`sweepkit vendor: error: ${file} exists and was not written by sweepkit vendor (not in ${shown}/${MANIFEST}): not replacing it`);
  }
  const files = vendorFiles(root, parts);
  const staging = `${target}.partial-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  const manifest: VendorManifest = { sweepkit: VERSION, commit: sourceCommit(root), ...parts, files: {} };
  for (const file of files) {
    mkdirSync(dirname(join(staging, file.to)), { recursive: true });
    if ('from' in file) copyFileSync(join(root, file.from), join(staging, file.to));
    else writeFileSync(join(staging, file.to), file.text);
    manifest.files[file.to] = sha256(join(staging, file.to));
  }
  const written = vendorWorkflows(root, parts.workflows, dir!);
  if (parts.workflows.length) {
    manifest.repositoryRoot = relative(target, repository!).split('\\').join('/');
    manifest.workflowFiles = Object.fromEntries(Object.entries(written).map(([file, text]) => [file, sha256Of(text)]));
  }
  writeFileSync(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(dirname(target), { recursive: true });
  renameSync(staging, target);
  if (old?.repositoryRoot !== undefined) {
    for (const file of Object.keys(oldWorkflows).filter((f) => !(f in written))) rmSync(join(target, old.repositoryRoot, file), { force: true });
  }
  for (const [file, text] of Object.entries(written)) {
    mkdirSync(dirname(join(repository!, file)), { recursive: true });
    writeFileSync(join(repository!, file), text);
  }
  return manifest;
}

/** Why a manifest path is refused (absolute, a backslash, an empty, `.` or `..` component), or undefined. */
function unsafeManifestPath(file: string): string | undefined {
  if (file.includes('\\')) return 'holds a backslash';
  if (file.startsWith('/') || /^[A-Za-z]:/.test(file)) return 'is absolute';
  if (file.split('/').some((part) => part === '..' || part === '.' || part === '')) return "has an empty, '.' or '..' component";
  return undefined;
}

/** A regular file of `folder`, opened without following a link at its name; or why it is not read. */
function readIn(folder: SafeFolder, file: string): { bytes: Buffer } | { problem: string } {
  try {
    if (lstatSync(join(folder.root, file)).isSymbolicLink()) return { problem: 'not a regular file (a symbolic link): not read' };
  } catch {
    return { problem: 'missing' };
  }
  try {
    return { bytes: folder.readFile(file) };
  } catch (error) {
    if (error instanceof UnsafeFileError) return { problem: `${error.reason}: not read` };
    const code = (error as NodeJS.ErrnoException).code;
    return { problem: code === 'ENOENT' ? 'missing' : code === 'EISDIR' ? 'not a regular file (a folder)' : `cannot be read (${code ?? 'error'})` };
  }
}

const isHashes = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((hash) => typeof hash === 'string');
const isNames = (value: unknown): value is string[] | undefined =>
  value === undefined || (Array.isArray(value) && value.every((name) => typeof name === 'string'));

/** The manifest's bytes as a manifest, or undefined when it is not one (not JSON, or fields of the wrong type). */
function parseManifest(bytes: Buffer): VendorManifest | undefined {
  let manifest: Partial<VendorManifest>;
  try {
    manifest = JSON.parse(bytes.toString('utf8')) as Partial<VendorManifest>;
  } catch {
    return undefined;
  }
  const fine =
    typeof manifest === 'object' &&
    manifest !== null &&
    isHashes(manifest.files) &&
    (manifest.workflowFiles === undefined || isHashes(manifest.workflowFiles)) &&
    isNames(manifest.actions) &&
    isNames(manifest.workflows) &&
    (manifest.repositoryRoot === undefined || typeof manifest.repositoryRoot === 'string');
  return fine ? ({ actions: [], ...manifest } as VendorManifest) : undefined;
}

/** What readManifest found: the manifest without the entries it refused, and a line for each refusal; or why it was not read. */
export type ManifestRead = { manifest: VendorManifest; refused: string[] } | { problem: string };

/**
 * The one reader of a vendored tree's manifest, for `vendor` and `vendor --check` alike: read
 * through the tree's SafeFolder (never through a link at its name, never a FIFO or device), JSON
 * with fields of the right types, and every path it names checked — `files` relative without
 * empty, `.` or `..` components or backslashes, `workflowFiles` directly in `.github/workflows/`,
 * `repositoryRoot` only `..` steps up. Refused entries are left out and named in `refused`
 * (`repositoryRoot` is then dropped). Undefined when the tree has no manifest; a SweepkitError
 * naming the file when it is not a manifest.
 */
export function readManifest(dir: string, shown = dir): ManifestRead | undefined {
  const read = readIn(SafeFolder.at(dir), MANIFEST);
  if ('problem' in read) return read.problem === 'missing' ? undefined : { problem: `${shown}/${MANIFEST}: ${read.problem}` };
  const manifest = parseManifest(read.bytes);
  if (!manifest)
    throw new SweepkitError('not a vendor manifest (JSON with files, actions, workflows, workflowFiles of the right types)', {
      location: { file: join(dir, MANIFEST) }
    });
  const refused: string[] = [];
  const keep = (files: Record<string, string>, inWorkflows: boolean): Record<string, string> =>
    Object.fromEntries(
      Object.entries(files).filter(([file]) => {
        const why =
          unsafeManifestPath(file) ??
          (!inWorkflows
            ? undefined
            : !file.startsWith(WORKFLOWS)
              ? `not in ${WORKFLOWS}`
              : file.slice(WORKFLOWS.length).includes('/')
                ? `not directly in ${WORKFLOWS}`
                : undefined);
        if (why) refused.push(`${shown}/${MANIFEST}: refused path ${JSON.stringify(file)} (${why})`);
        return !why;
      })
    );
  const kept: VendorManifest = { ...manifest, files: keep(manifest.files, false) };
  if (manifest.workflowFiles !== undefined) kept.workflowFiles = keep(manifest.workflowFiles, true);
  if (manifest.repositoryRoot !== undefined && !/^\.\.(\/\.\.)*$/.test(manifest.repositoryRoot)) {
    refused.unshift(`${shown}/${MANIFEST}: refused repositoryRoot ${JSON.stringify(manifest.repositoryRoot)} (only ../.. above the tree)`);
    delete kept.repositoryRoot;
  }
  return { manifest: kept, refused };
}

const WORKFLOWS = '.github/workflows/';

/** Every file below `folder` (relative, `/`-separated), not following links; links and special files go to `odd`. */
function listTree(folder: SafeFolder, odd: (file: string, reason: string) => void, dir = ''): string[] {
  const onSkip = (path: string, reason: string): void => odd(relative(folder.root, path).split(sep).join('/'), reason);
  return folder.list(dir || '.', onSkip).flatMap((entry) => {
    const file = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isLink) {
      odd(file, 'not a regular file (a symbolic link)');
      return [];
    }
    return entry.isDirectory ? listTree(folder, odd, file) : [file];
  });
}

export interface CheckOptions {
  /** DIR as the user wrote it, for messages. */
  shown?: string;
  /** The running CLI's Sweepkit checkout: the manifest's checksums are compared with what it ships. */
  release?: string;
  /** The repository root when the manifest does not name it (actions-only trees): stray sweepkit-*.yml workflows. */
  repository?: string;
}

/**
 * What differs between a vendored tree (and its workflows) and its manifest — missing, changed,
 * unlisted files, links and special files (never read), manifest paths that are absolute or climb —
 * and, with `release`, between the manifest and what that release's `vendor` would write.
 */
export function checkVendored(dir: string, { shown = dir, release, repository }: CheckOptions = {}): string[] {
  const folder = SafeFolder.at(dir);
  const read = readManifest(dir, shown);
  if (read === undefined) throw new UsageError(`sweepkit vendor: error: ${shown} has no ${MANIFEST}`);
  if ('problem' in read) return [read.problem];
  const { manifest } = read;
  const problems: string[] = [...read.refused];
  const compare = (base: SafeFolder, entries: [string, string][], name: (file: string) => string): void => {
    for (const [file, hash] of entries) {
      const now = readIn(base, file);
      if ('problem' in now) problems.push(`${name(file)}: ${now.problem}`);
      else if (sha256Of(now.bytes) !== hash) problems.push(`${name(file)}: changed since it was vendored (checksum differs)`);
    }
  };
  const files = Object.entries(manifest.files);
  compare(folder, files, (file) => `${shown}/${file}`);
  const listed = new Set([...files.map(([file]) => file), MANIFEST]);
  const odd = new Map<string, string>();
  const extra = listTree(folder, (file, reason) => odd.set(file, reason)).filter((file) => !listed.has(file));
  problems.push(...extra.map((file) => `${shown}/${file}: not in the manifest`));
  problems.push(...[...odd].filter(([file]) => !listed.has(file)).map(([file, reason]) => `${shown}/${file}: ${reason}, not in the manifest`));

  // Workflows: below the repository root, which is only ever above the tree.
  const repo = manifest.repositoryRoot !== undefined ? join(dir, manifest.repositoryRoot) : repository;
  const workflows = Object.entries(manifest.workflowFiles ?? {});
  if (repo !== undefined) {
    const base = SafeFolder.at(repo);
    compare(base, workflows, (file) => file);
    const known = new Set(workflows.map(([file]) => file));
    const stray = base
      .list('.github/workflows', () => {})
      .filter((entry) => /^sweepkit-.*\.ya?ml$/.test(entry.name) && !known.has(`.github/workflows/${entry.name}`));
    problems.push(...stray.map((entry) => `.github/workflows/${entry.name}: not in the manifest (${shown}/${MANIFEST})`));
  }
  if (release !== undefined)
    problems.push(
      ...compareWithRelease(
        release,
        { ...manifest, files: Object.fromEntries(files), workflowFiles: Object.fromEntries(workflows) },
        relative(repo ?? dir, dir)
          .split(sep)
          .join('/'),
        shown
      )
    );
  return problems;
}

/** Where the manifest's checksums differ from what `vendor` of the release at `root` writes for the same parts. */
function compareWithRelease(root: string, manifest: VendorManifest, dir: string, shown: string): string[] {
  if (manifest.sweepkit !== VERSION)
    return [
      `${shown}/${MANIFEST}: written by sweepkit ${String(manifest.sweepkit)}, this is sweepkit ${VERSION}: cannot compare with what it ships (run sweepkit vendor ${shown})`
    ];
  const shipped = everyPart(root);
  const parts: VendorParts = { actions: manifest.actions ?? [], workflows: manifest.workflows ?? [], cli: manifest.cli === true };
  const unknown = [...parts.actions.filter((a) => !shipped.actions.includes(a)), ...parts.workflows.filter((w) => !shipped.workflows.includes(w))];
  if (unknown.length) return [`${shown}/${MANIFEST}: names ${unknown.join(', ')}, which sweepkit ${VERSION} does not ship`];
  const ships = new Map(vendorFiles(root, parts).map((file) => [file.to, 'from' in file ? sha256(join(root, file.from)) : sha256Of(file.text)]));
  const workflows = new Map(Object.entries(vendorWorkflows(root, parts.workflows, dir)).map(([file, text]) => [file, sha256Of(text)]));
  const differ = (listed: Record<string, string>, release: Map<string, string>, name: (file: string) => string): string[] => [
    ...Object.entries(listed)
      .filter(([file, hash]) => release.has(file) && release.get(file) !== hash)
      .map(([file]) => `${name(file)}: differs from what sweepkit ${VERSION} ships`),
    ...Object.keys(listed)
      .filter((file) => !release.has(file))
      .map((file) => `${name(file)}: not shipped by sweepkit ${VERSION}`),
    ...[...release.keys()].filter((file) => !(file in listed)).map((file) => `${name(file)}: shipped by sweepkit ${VERSION}, missing from the manifest`)
  ];
  return [...differ(manifest.files, ships, (file) => `${shown}/${file}`), ...differ(manifest.workflowFiles ?? {}, workflows, (file) => file)];
}

/** Bytes of the vendored files. */
export const vendoredBytes = (dir: string, manifest: VendorManifest): number =>
  Object.keys(manifest.files).reduce((sum, file) => sum + statSync(join(dir, file)).size, 0);
