// scripts/build.mjs declares @actions/core free of side effects while bundling, so the bundler drops
// the modules no action uses (its OIDC client and HTTP stack). That is only sound while importing
// each of its modules does nothing but define things: each is imported in a fresh process after
// everything it imports has loaded, and nothing the process can observe may change.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@jest/globals';
import { repoRoot } from '../bundle/harness.js';

const lib = join(repoRoot, 'node_modules/@actions/core/lib');
const modules = readdirSync(lib).filter((f) => f.endsWith('.js'));

// Loads the package's dependencies first, so what changes afterwards is the module's own doing.
const probe = `
const { pathToFileURL } = await import('node:url');
for (const dep of ['@actions/http-client', '@actions/http-client/lib/auth.js', '@actions/exec', '@actions/io']) await import(dep).catch(() => {});
for (const builtin of ['node:os', 'node:fs', 'node:path', 'node:crypto', 'node:util', 'node:events']) await import(builtin);
const snapshot = () => JSON.stringify({
  globals: Reflect.ownKeys(globalThis).map(String).sort(),
  env: Object.entries(process.env).sort(),
  listeners: process.eventNames().map((e) => [String(e), process.listenerCount(e)]),
  exitCode: process.exitCode ?? null,
  cwd: process.cwd(),
  umask: process.umask()
});
const before = snapshot();
await import(pathToFileURL(process.argv[1]).href);
process.stdout.write(snapshot() === before ? 'unchanged' : 'changed: ' + snapshot());
`;

test('@actions/core has modules to check', () => {
  expect(modules).toEqual(expect.arrayContaining(['core.js', 'oidc-utils.js', 'platform.js', 'summary.js']));
});

test.each(modules)('importing @actions/core/lib/%s changes nothing observable', (module) => {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', probe, join(lib, module)], { cwd: repoRoot, encoding: 'utf8' });
  expect({ stderr: run.stderr, status: run.status, stdout: run.stdout }).toEqual({ stderr: '', status: 0, stdout: 'unchanged' });
});
