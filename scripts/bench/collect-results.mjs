#!/usr/bin/env node
// collect-results at sweep scale (issue 35): 2 000 and 20 000 result files (10 per artifact
// folder, every row different, floats of 16 and 17 digits as processed results hold them), the
// built CLI side by side with the reference's algorithm shape (utils/collect_results.py restated
// below: rglob('*.json'), json.load each, one json.dump(indent=2)), run in the same folder on the
// same files. The outputs are checked to hold the same rows byte for byte (the reference writes
// them in the file system's order, Sweepkit in path order). Each process reports its own CPU time
// and peak RSS as it exits (scripts/bench/measure.mjs; Python through PY_PROBE); the ratio is the
// reference's time over Sweepkit's, by CPU time (the steady figure on a shared machine) and by wall
// time. The goal is >= 3x at 20 000 files with a peak RSS <= 300 MB.
//   npm run bench -- collect-results          (needs dist/cli: node scripts/build.mjs cli; python3)
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure, PY_PROBE } from './measure.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const cli = join(root, 'dist/cli/index.js');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

// The reference's shape, restated (utils/collect_results.py; run with the same arguments in the same folder).
const REFERENCE = `
import sys, json
from pathlib import Path
agg_results = []
for result_path in Path(sys.argv[1]).rglob('*.json'):
    with open(result_path) as f:
        result = json.load(f)
    agg_results.append(result)
with open(f'agg_{sys.argv[2]}.json', 'w') as f:
    json.dump(agg_results, f, indent=2)
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

/** The rows of an output file (a JSON list of objects, indent 2) as their own bytes, in one order. */
const rowsOf = (path) => {
  const text = readFileSync(path, 'latin1');
  return text === '[]' ? [] : text.slice('[\n  {'.length, -'\n  }\n]'.length).split('\n  },\n  {').sort();
};

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
    const figures = (m) => `${m.cpu.toFixed(0).padStart(5)} ms CPU ${m.wall.toFixed(0).padStart(5)} ms wall ${m.rss.toFixed(0).padStart(4)} MB`;
    if (!python) {
      console.log(`${label} sweepkit ${figures(ours)}  (reference: no python3)`);
      continue;
    }
    const reference = measure(['-c', PY_PROBE + REFERENCE, 'results', 'reference'], { runs: RUNS, cwd: dir, command: python, reports: true });
    const [a, b] = [rowsOf(join(dir, 'agg_sweepkit.json')), rowsOf(join(dir, 'agg_reference.json'))];
    if (a.length !== files || a.length !== b.length || a.some((row, i) => row !== b[i]))
      throw new Error(`collect-results, ${files} files: the rows differ from the reference's`);
    console.log(
      `${label} reference ${figures(reference)} | sweepkit ${figures(ours)} | ratio ${(reference.cpu / ours.cpu).toFixed(2)}x CPU, ` +
        `${(reference.wall / ours.wall).toFixed(2)}x wall  (same rows, byte for byte)`
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
