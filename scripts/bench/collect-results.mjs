#!/usr/bin/env node
// collect-results at sweep scale (issue 35): 2 000 and 20 000 result files (10 per artifact
// folder, every row different), the built CLI side by side with the reference's algorithm shape
// (utils/collect_results.py: rglob('*.json'), json.load each, one json.dump(indent=2)), the same
// files and the same output (checked: the same rows). The ratio is the reference's wall time over
// Sweepkit's; the goal is >= 3x at 20 000 files, peak RSS <= 300 MB.
//   npm run bench -- collect-results          (needs dist/cli: node scripts/build.mjs cli; python3)
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure } from './measure.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const cli = join(root, 'dist/cli/index.js');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

// The reference's shape, restated (run with the same arguments in the same folder).
const REFERENCE = `
import sys, json
from pathlib import Path
rows = []
for path in Path(sys.argv[1]).rglob('*.json'):
    with open(path) as f:
        rows.append(json.load(f))
with open(f'agg_{sys.argv[2]}.json', 'w') as f:
    json.dump(rows, f, indent=2)
`;

const python = spawnSync('python3', ['--version']).status === 0 ? 'python3' : undefined;
const row = JSON.parse(
  readFileSync(
    join(
      root,
      'test/fixtures/results/process-result/sn_vllm_h200/expected/files',
      'agg_dsr1_1k1k_fp8_vllm_tp8-pp1-dcp1-pcp1-ep1-dpafalse_disagg-false_spec-none_conc64_h200-cw_01_recipe-934e3d8928059dc3.json'
    ),
    'utf8'
  )
);

/** The rows of an output file, in one order (the reference's rglob order is the file system's). */
const rowsOf = (path) =>
  JSON.parse(readFileSync(path, 'utf8'))
    .map((r) => JSON.stringify(r))
    .sort();

const work = mkdtempSync(join(tmpdir(), 'sweepkit-bench-collect-'));
try {
  for (const files of [2_000, 20_000]) {
    const dir = join(work, String(files));
    for (let i = 0; i < files; i++) {
      const folder = join(dir, 'results', `bmk_${Math.floor(i / 10)}`);
      if (i % 10 === 0) mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, `agg_${i % 10}.json`), JSON.stringify({ ...row, conc: i, tput_per_gpu: row.tput_per_gpu + i / 7 }, null, 2));
    }
    const ours = measure([cli, 'collect-results', 'results', 'sweepkit'], { runs: RUNS, cwd: dir });
    const label = `collect-results, ${files.toLocaleString('en-US')} files`.padEnd(34);
    if (!python) {
      console.log(`${label} sweepkit ${ours.wall.toFixed(0).padStart(5)} ms  peak RSS ${ours.rss.toFixed(0)} MB  (reference: no python3)`);
      continue;
    }
    const reference = measure(['-c', REFERENCE, 'results', 'reference'], { runs: RUNS, cwd: dir, command: python });
    const same = JSON.stringify(rowsOf(join(dir, 'agg_sweepkit.json'))) === JSON.stringify(rowsOf(join(dir, 'agg_reference.json')));
    if (!same) throw new Error(`collect-results, ${files} files: the outputs differ from the reference's`);
    console.log(
      `${label} reference ${reference.wall.toFixed(0).padStart(5)} ms  sweepkit ${ours.wall.toFixed(0).padStart(5)} ms` +
        `  ratio ${(reference.wall / ours.wall).toFixed(2)}x  peak RSS ${ours.rss.toFixed(0)} MB  (same rows)`
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
