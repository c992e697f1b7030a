#!/usr/bin/env node
// Fails when the committed dist/ differs from a fresh build of the current sources: the runner
// executes dist/, so a stale bundle would ship old behaviour. Builds into a temp folder.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const fresh = mkdtempSync(join(tmpdir(), 'sweepkit-dist-'));
const walk = (dir) => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
try {
  execFileSync(process.execPath, [join(root, 'scripts/build.mjs'), '--out', fresh], { stdio: ['ignore', 'ignore', 'inherit'] });
  const committed = new Set(walk(join(root, 'dist')).map((f) => relative(join(root, 'dist'), f)));
  const built = new Set(walk(fresh).map((f) => relative(fresh, f)));
  const problems = [];
  for (const file of built) {
    if (!committed.has(file)) problems.push(`dist/${file} is missing (run npm run build and commit dist/)`);
    else if (!readFileSync(join(fresh, file)).equals(readFileSync(join(root, 'dist', file))))
      problems.push(`dist/${file} is stale (run npm run build and commit dist/)`);
  }
  for (const file of committed) if (!built.has(file)) problems.push(`dist/${file} is not produced by the build any more (delete it)`);
  for (const p of problems) console.error(p);
  console.log(problems.length ? `check-dist: ${problems.length} problem(s)` : `check-dist: dist/ matches a fresh build (${built.size} files)`);
  process.exitCode = problems.length ? 1 : 0;
} finally {
  rmSync(fresh, { recursive: true, force: true });
}
