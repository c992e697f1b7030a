// The rooms of docs/architecture.md and which may import which, checked on every source file.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@jest/globals';
import { repoRoot } from '../bundle/harness.js';

const ALLOWED: Record<string, readonly string[]> = {
  common: [],
  config: ['common'],
  matrix: ['common', 'config'],
  naming: ['common', 'job'],
  job: ['common'],
  agentic: ['common', 'job'],
  changelog: ['common', 'config', 'matrix'],
  gating: ['common', 'changelog'],
  lint: ['common', 'config'],
  slurm: ['common', 'job'],
  results: ['common', 'job'],
  evals: ['common', 'job'],
  publish: ['common', 'gating'],
  triage: ['common', 'naming']
};

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|mjs|js)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });

const importsOf = (file: string): string[] => [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]!);

test('every domain package exists in the table', () => {
  expect(readdirSync(join(repoRoot, 'packages')).sort()).toEqual(Object.keys(ALLOWED).sort());
});

test.each(Object.entries(ALLOWED))('packages/%s imports only %j of ours, no @actions/*, no process globals', (room, allowed) => {
  const problems: string[] = [];
  for (const file of sources(join(repoRoot, 'packages', room, 'src'))) {
    const where = relative(repoRoot, file);
    for (const spec of importsOf(file)) {
      if (spec.startsWith('@actions/')) problems.push(`${where} imports ${spec}`);
      const target = /(?:^|\/)packages\/([a-z]+)\/|^(?:\.\.\/)+([a-z]+)\/src\//.exec(spec);
      const other = target?.[1] ?? target?.[2];
      if (spec.startsWith('.') && other && other !== room && !allowed.includes(other) && ALLOWED[other]) problems.push(`${where} imports ${spec}`);
      if (/(^|\/)(actions|cli)\//.test(spec)) problems.push(`${where} imports ${spec}`);
    }
    // Real implementations of ports (fs, git, Slurm) live in adapters/; the rules read no globals.
    if (!where.includes('/adapters/') && /\bprocess\.(env|cwd|argv|exit|stdout|stderr)\b/.test(readFileSync(file, 'utf8'))) {
      problems.push(`${where} reads a process global`);
    }
  }
  expect(problems).toEqual([]);
});

// Importing a package must stay cheap: schemas are compiled ahead of time (scripts/generate-validators.mjs),
// never by ajv at import or at run time.
test('no package compiles a JSON Schema at run time', () => {
  const problems = Object.keys(ALLOWED).flatMap((room) =>
    sources(join(repoRoot, 'packages', room, 'src'))
      .filter((file) => !file.includes('/generated/'))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/^import (?!type )[^;]*from 'ajv[^']*'/gm)].map(() => relative(repoRoot, file)))
  );
  expect(problems).toEqual([]);
});

// A package shows one face, its index, and no import cycle: scripts/check-boundaries.mjs (npm run lint,
// test/meta/check-boundaries.test.ts).

test('the CLI never imports @actions/*, and no action imports another action', () => {
  const problems: string[] = [];
  for (const file of sources(join(repoRoot, 'cli'))) {
    for (const spec of importsOf(file)) if (spec.startsWith('@actions/')) problems.push(`${relative(repoRoot, file)} imports ${spec}`);
  }
  for (const action of readdirSync(join(repoRoot, 'actions'))) {
    const dir = join(repoRoot, 'actions', action, 'src');
    for (const file of statSync(join(repoRoot, 'actions', action)).isDirectory() ? sources(dir) : []) {
      for (const spec of importsOf(file)) {
        const other = /^\.\.\/\.\.\/([^/.][^/]*)\//.exec(spec)?.[1];
        if (other && other !== '_kit' && other !== action) problems.push(`${relative(repoRoot, file)} imports ${spec}`);
      }
    }
  }
  expect(problems).toEqual([]);
});
