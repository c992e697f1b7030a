#!/usr/bin/env node
// Runs every benchmark in scripts/bench/*.mjs (or the ones named) one after another and prints
// their figures. Benchmarks measure; tests never assert timings.
//   npm run bench [-- matrix agentic]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = join(resolve(fileURLToPath(import.meta.url), '..'), 'bench');
const only = process.argv.slice(2);
const benches = (existsSync(dir) ? readdirSync(dir) : [])
  .filter((f) => f.endsWith('.mjs') && !f.includes('-gen') && (only.length === 0 || only.includes(f.replace(/\.mjs$/, ''))))
  .sort();
if (benches.length === 0) {
  console.error(`bench: no benchmark matches ${only.join(' ') || '(none exist yet)'}`);
  process.exit(2);
}
let failed = 0;
for (const file of benches) {
  console.log(`\n=== ${file.replace(/\.mjs$/, '')}`);
  const run = spawnSync(process.execPath, ['--expose-gc', join(dir, file)], { stdio: 'inherit' });
  if (run.status !== 0) failed++;
}
process.exitCode = failed ? 1 : 0;
