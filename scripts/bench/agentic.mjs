#!/usr/bin/env node
// aggregate-agentic performance: `sweepkit aggregate-agentic` as a whole process on seeded
// synthetic artifacts (scripts/bench/agentic-gen.mjs) spanning one hour:
//   - 200 000 requests: median wall / CPU time over RUNS runs, peak RSS, records/s
//     (budget: 2 s wall, 300 MB; the reference needs ~40 s and ~690 MB);
//   - 2 000 000 requests once: the JSONL is streamed, so peak RSS should grow only by the
//     per-record numeric columns (about 9 doubles per record, twice that while a column grows).
// Needs a built CLI (npm run build -- cli). Figures only; nothing is asserted.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from './agentic-gen.mjs';
import { measure } from './measure.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const cli = join(root, 'dist/cli/index.js');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
function aggregate(resultDir, runs, allowFailure = false) {
  const env = {
    RESULT_FILENAME: 'bench',
    RESULT_DIR: resultDir,
    AGENTIC_OUTPUT_DIR: join(resultDir, 'out'),
    KV_OFFLOADING: 'none',
    TP: '8',
    FRAMEWORK: 'vllm',
    HF_HUB_CACHE: join(resultDir, 'no-cache')
  };
  return measure([cli, 'aggregate-agentic'], { runs, env, allowFailure });
}

function report(label, requests, dir, m) {
  const mb = statSync(join(dir, 'aiperf_artifacts/profile_export.jsonl')).size / 2 ** 20;
  console.log(
    `${label.padEnd(18)} ${mb.toFixed(0).padStart(5)} MB JSONL  wall ${m.wall.toFixed(0).padStart(6)} ms  cpu ${m.cpu.toFixed(0).padStart(6)} ms  ` +
      `peak RSS ${m.rss.toFixed(0).padStart(4)} MB  ${Math.round((requests / m.wall) * 1000)
        .toLocaleString('en-US')
        .padStart(9)} records/s`
  );
}

const work = mkdtempSync(join(tmpdir(), 'sweepkit-bench-agentic-'));
try {
  const baseline = aggregate(join(work, 'missing'), 3, true);
  console.log(`node + CLI start-up (error exit) wall ${baseline.wall.toFixed(0)} ms, peak RSS ${baseline.rss.toFixed(0)} MB`);
  for (const [requests, runs] of [
    [200_000, RUNS],
    [2_000_000, 1]
  ]) {
    const dir = join(work, String(requests));
    await generate(dir, requests, 20260702);
    report(`${requests.toLocaleString('en-US')} requests`, requests, dir, aggregate(dir, runs));
    rmSync(dir, { recursive: true, force: true });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
