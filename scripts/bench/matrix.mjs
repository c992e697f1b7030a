#!/usr/bin/env node
// sweep-matrix performance: the CLI bundle as a whole process (what a workflow step pays).
//   - full sweep of both real master configs (1820 rows): median wall time and peak RSS over
//     RUNS runs, and the ratio to a bare `node -e 0` measured in the same run;
//   - synthetic master configs 1x..10x the size of nvidia-master.yaml: time should grow linearly;
//   - the full sweep side by side with a CLI that reads YAML with the `yaml` package only (built
//     into tmp/ from the sources with packages/common/src/yaml-fast.ts switched off): what the
//     hand-written parser buys (docs/performance.md keeps it only while that is >= 30% of the wall);
//   - the `yaml` package's parse of the same files alone, in-process, for comparison.
// Needs a built CLI (npm run build -- cli). Figures only; nothing is asserted.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LineCounter, parseDocument } from 'yaml';
import ncc from '@vercel/ncc';
import { measure as measureRuns, median, runMeasured } from './measure.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const cli = join(root, 'dist/cli/index.js');
const configs = join(root, 'test/fixtures/matrix/inferencex');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
// The whole environment, as a workflow step has it (the start-up bench strips it to PATH).
const measure = (args, cwd) => measureRuns(args, { runs: RUNS, cwd, env: process.env });

const fmt = (m) => `wall ${m.wall.toFixed(0).padStart(6)} ms, cpu ${m.cpu.toFixed(0).padStart(6)} ms (medians), peak RSS ${m.rss.toFixed(0)} MB`;
const sweep = (files, bundle = cli) => [bundle, 'matrix', 'full-sweep', '--config-files', ...files, '--runner-config', join(configs, 'configs/runners.yaml')];

const bare = measure(['-e', '0'], root);
console.log(`node -e 0                          ${fmt(bare)}`);
const both = measure(sweep(['configs/nvidia-master.yaml', 'configs/amd-master.yaml']), configs);
console.log(
  `full sweep, both configs (1820)    ${fmt(both)}  = ${(both.wall / bare.wall).toFixed(1)}x node -e 0 wall, ${(both.cpu / bare.cpu).toFixed(1)}x cpu`
);

// Synthetic configs: nvidia-master.yaml repeated with renamed keys.
const dir = mkdtempSync(join(tmpdir(), 'sweepkit-bench-'));
const nvidia = readFileSync(join(configs, 'configs/nvidia-master.yaml'), 'utf8');
const copy = (n) => nvidia.replace(/^([A-Za-z0-9][^:\s]*):/gm, `$1-copy${n}:`);
for (const times of [1, 2, 5, 10]) {
  const file = join(dir, `x${times}.yaml`);
  writeFileSync(file, Array.from({ length: times }, (_, n) => copy(n)).join('\n'));
  const m = measure(sweep([file]), configs);
  console.log(
    `synthetic ${String(times).padStart(2)}x nvidia-master (${((times * nvidia.length) / 1024).toFixed(0)} KiB) ${fmt(m)}  (${((m.cpu - bare.cpu) / times).toFixed(0)} cpu ms per 1x above node start)`
  );
}

// The same sweep read by the `yaml` package alone: the CLI built from a copy of the sources in which
// parseYaml skips the fast path (the one line that chooses it), runs alternated with dist/cli.
const yamlOnly = await buildYamlOnlyCli();
const args = sweep(['configs/nvidia-master.yaml', 'configs/amd-master.yaml']);
const runs = { fast: [], full: [] };
for (let i = 0; i < RUNS; i++) {
  runs.fast.push(runMeasured(args, { cwd: configs, env: process.env }));
  runs.full.push(runMeasured([yamlOnly, ...args.slice(1)], { cwd: configs, env: process.env }));
}
const med = (k, f) => median(runs[k].map((r) => r[f]));
for (const [k, label] of [
  ['fast', 'full sweep, yaml-fast + yaml (dist)'],
  ['full', 'full sweep, yaml package only      ']
]) {
  console.log(`${label} wall ${med(k, 'wall').toFixed(0).padStart(6)} ms, cpu ${med(k, 'cpu').toFixed(0).padStart(6)} ms (medians, alternated)`);
}
rmSync(join(root, 'tmp/bench-yaml-only'), { recursive: true, force: true });
console.log(
  `yaml-fast saves ${(100 * (1 - med('fast', 'wall') / med('full', 'wall'))).toFixed(0)}% of the wall, ${(100 * (1 - med('fast', 'cpu') / med('full', 'cpu'))).toFixed(0)}% of the CPU (kept while >= 30% of the wall)`
);

async function buildYamlOnlyCli() {
  const copy = join(root, 'tmp/bench-yaml-only');
  rmSync(copy, { recursive: true, force: true });
  for (const sub of ['packages', 'cli', 'schemas', 'tsconfig.json']) cpSync(join(root, sub), join(copy, sub), { recursive: true });
  writeFileSync(
    join(copy, 'tsconfig.json'),
    readFileSync(join(root, 'tsconfig.json'), 'utf8').replace(/"include": \[[^\]]*\]/, '"include": ["packages/**/*.ts", "cli/**/*.ts"]')
  );
  const loader = join(copy, 'packages/common/src/yaml-load.ts');
  const source = readFileSync(loader, 'utf8');
  const patched = source.replace('return parseYamlFast(text, file, options) ?? parseYamlFull(', 'void parseYamlFast;\n  return parseYamlFull(');
  if (patched === source) throw new Error('bench: parseYaml no longer reads `parseYamlFast(...) ?? parseYamlFull(`; update buildYamlOnlyCli');
  writeFileSync(loader, patched);
  // The copy is removed after the runs, or here when the build fails (eslint and tsc would see it).
  const { code, assets } = await ncc(join(copy, 'cli/src/bin.ts'), { quiet: true, minify: true, sourceMap: false, cache: false }).catch((error) => {
    rmSync(copy, { recursive: true, force: true });
    throw error;
  });
  const out = join(copy, 'out');
  for (const [name, asset] of Object.entries({ ...assets, 'index.js': { source: code } })) {
    mkdirSync(dirname(join(out, name)), { recursive: true });
    writeFileSync(join(out, name), asset.source);
  }
  writeFileSync(join(out, 'package.json'), '{\n  "type": "module"\n}\n');
  return join(out, 'index.js');
}

// For comparison: the fallback parse of the same files (same options as packages/common's full path).
const texts = ['nvidia-master.yaml', 'amd-master.yaml', 'runners.yaml'].map((f) => readFileSync(join(configs, 'configs', f), 'utf8'));
const parses = [];
for (let i = 0; i < RUNS; i++) {
  const started = process.hrtime.bigint();
  for (const text of texts) parseDocument(text, { lineCounter: new LineCounter(), schema: 'failsafe', uniqueKeys: false, version: '1.1', strict: false });
  parses.push(Number(process.hrtime.bigint() - started) / 1e6);
}
parses.sort((a, b) => a - b);
console.log(
  `fallback yaml parseDocument of both configs + runners, in-process: ${parses[Math.floor(RUNS / 2)].toFixed(0)} ms median (first run ${parses.at(-1).toFixed(0)} ms)`
);
