#!/usr/bin/env node
// sweep-matrix performance: the CLI bundle as a whole process (what a workflow step pays).
//   - full sweep of both real master configs (1820 rows): median wall time and peak RSS over
//     RUNS runs, and the ratio to a bare `node -e 0` measured in the same run;
//   - synthetic master configs 1x..10x the size of nvidia-master.yaml: time should grow linearly;
//   - the `yaml` package's parse of the same files alone: the fallback path, which the real configs
//     no longer take (packages/common/src/yaml-fast.ts reads them), for comparison.
// Needs a built CLI (npm run build -- cli). Figures only; nothing is asserted.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LineCounter, parseDocument } from 'yaml';
import { measure as measureRuns } from './measure.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const cli = join(root, 'dist/cli/index.js');
const configs = join(root, 'test/fixtures/matrix/inferencex');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
// The whole environment, as a workflow step has it (the start-up bench strips it to PATH).
const measure = (args, cwd) => measureRuns(args, { runs: RUNS, cwd, env: process.env });

const fmt = (m) => `wall ${m.wall.toFixed(0).padStart(6)} ms, cpu ${m.cpu.toFixed(0).padStart(6)} ms (medians), peak RSS ${m.rss.toFixed(0)} MB`;
const sweep = (files) => [cli, 'matrix', 'full-sweep', '--config-files', ...files, '--runner-config', join(configs, 'configs/runners.yaml')];

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
