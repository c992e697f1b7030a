import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { didYouMean, SweepkitError, UsageError } from '../../packages/common/src/index.js';
import { VERSION } from './version.js';

/** The manifest a vendored tree carries: what it holds and a SHA-256 of every file. */
export const MANIFEST = 'sweepkit-vendor.json';

export interface VendorManifest {
  sweepkit: string;
  /** The commit the files come from, when the source is a git checkout. */
  commit: string | null;
  actions: string[];
  files: Record<string, string>;
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

/**
 * The files `actions` need, relative to the root: each action.yml, its whole bundle folder
 * (lazy chunks, post step, licenses), the schemas its action.yml or README names, dist/package.json
 * (the bundles are ES modules) and the LICENSE.
 */
export function vendorFiles(root: string, actions: readonly string[]): string[] {
  const shipped = shippedActions(root);
  for (const action of actions) {
    if (!shipped.includes(action)) throw new UsageError(`sweepkit vendor: error: no action '${action}' ${didYouMean(action, shipped)}`.trimEnd());
    if (!existsSync(join(root, 'dist', action, 'index.js'))) throw new SweepkitError(`dist/${action}/index.js is missing: run npm run build ${action}`);
  }
  const schemas = (action: string): string[] =>
    ['action.yml', 'README.md']
      .filter((file) => existsSync(join(root, 'actions', action, file)))
      .flatMap((file) =>
        [...readFileSync(join(root, 'actions', action, file), 'utf8').matchAll(/schemas\/([\w.-]+\.schema\.json)/g)].map((m) => `schemas/${m[1]}`)
      )
      .filter((file) => existsSync(join(root, file)));
  const files = actions.flatMap((action) => [join('actions', action, 'action.yml'), ...walk(root, join('dist', action)), ...schemas(action)]);
  return [...new Set([...files, 'dist/package.json', ...(existsSync(join(root, 'LICENSE')) ? ['LICENSE'] : [])])].sort();
}

const sha256 = (file: string): string => createHash('sha256').update(readFileSync(file)).digest('hex');

function sourceCommit(root: string): string | null {
  try {
    return execFileSync('git', ['-C', root, 'rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

function readManifest(dir: string): VendorManifest | undefined {
  const file = join(dir, MANIFEST);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as VendorManifest;
  } catch {
    throw new SweepkitError('not a JSON manifest', { location: { file } });
  }
}

/**
 * Writes the vendored tree to `target`: built next to it and renamed into place, so a failure leaves
 * the old tree; an existing `target` is replaced only when it is an earlier vendored tree (or empty).
 */
export function vendor(root: string, target: string, actions: readonly string[], shown = target): VendorManifest {
  if (existsSync(target) && readdirSync(target).length && !readManifest(target)) {
    throw new UsageError(`sweepkit vendor: error: ${shown} is not empty and has no ${MANIFEST}: not replacing it`);
  }
  const files = vendorFiles(root, actions);
  const staging = `${target}.partial-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  const manifest: VendorManifest = { sweepkit: VERSION, commit: sourceCommit(root), actions: [...actions].sort(), files: {} };
  for (const file of files) {
    mkdirSync(dirname(join(staging, file)), { recursive: true });
    copyFileSync(join(root, file), join(staging, file));
    manifest.files[file] = sha256(join(staging, file));
  }
  writeFileSync(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(dirname(target), { recursive: true });
  renameSync(staging, target);
  return manifest;
}

/** What differs between a vendored tree and its manifest: missing, changed and unlisted files. */
export function checkVendored(dir: string, shown = dir): string[] {
  const manifest = readManifest(dir);
  if (!manifest) throw new UsageError(`sweepkit vendor: error: ${shown} has no ${MANIFEST}`);
  const problems = Object.entries(manifest.files).flatMap(([file, hash]) => {
    if (!existsSync(join(dir, file))) return [`${file}: missing`];
    return sha256(join(dir, file)) === hash ? [] : [`${file}: changed since it was vendored (checksum differs)`];
  });
  const listed = new Set([...Object.keys(manifest.files), MANIFEST]);
  const extra = walk(dir, '.')
    .map((file) => relative('.', file))
    .filter((file) => !listed.has(file));
  return [...problems, ...extra.map((file) => `${file}: not in the manifest`)];
}

/** Bytes of the vendored files. */
export const vendoredBytes = (dir: string, manifest: VendorManifest): number =>
  Object.keys(manifest.files).reduce((sum, file) => sum + statSync(join(dir, file)).size, 0);
