#!/usr/bin/env node
// Results performance, each command a whole process (the built CLI):
//   - process-result on a single-node result with a 100 000-row GPU metrics CSV (8 GPUs × 12 500 s
//     at 1 Hz; budget: ≤ 150 MB);
//   - collect-results over 10 000 result files (1 000 artifacts × 10 points; budget: ≤ 2 s);
//   - compare-results of 2 000 results against a real PostgreSQL (DATABASE_URL, else the
//     .ci/postgres-setup.sh cluster on 127.0.0.1:5433; budget: ≤ 3 s), skipped when unreachable.
// Needs a built CLI (npm run build -- cli). Figures only; nothing is asserted.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rng } from './agentic-gen.mjs';
import { measure } from './measure.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const cli = join(root, 'dist/cli/index.js');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const cliRun = (args, options) => measure([cli, ...args], { runs: RUNS, ...options });

const line = (label, m, extra = '') =>
  console.log(`${label.padEnd(44)} wall ${m.wall.toFixed(0).padStart(6)} ms  peak RSS ${m.rss.toFixed(0).padStart(4)} MB${extra}`);

const work = mkdtempSync(join(tmpdir(), 'sweepkit-bench-results-'));
const fixtures = join(root, 'test/fixtures/results');
try {
  // process-result: a real result with its window stretched over a 100 000-row telemetry file.
  {
    const name = 'sn_sglang_mi355x_amd_power';
    const spec = JSON.parse(readFileSync(join(fixtures, 'process-result', name, 'case.json'), 'utf8'));
    const dir = join(work, 'process');
    mkdirSync(dir);
    const resultFile = `${spec.env.RESULT_FILENAME}.json`;
    const result = JSON.parse(readFileSync(join(fixtures, 'process-result', name, 'input', resultFile), 'utf8'));
    const start = 1757750000;
    const seconds = 12_500;
    Object.assign(result, { benchmark_start_time_unix: start + 10.25, benchmark_end_time_unix: start + seconds - 10.5, duration: seconds - 20.75 });
    writeFileSync(join(dir, resultFile), JSON.stringify(result));
    const random = rng(7);
    let csv = 'timestamp,gpu,socket_power,power_management\n';
    for (let t = 0; t < seconds; t++) for (let gpu = 0; gpu < 8; gpu++) csv += `${start + t},${gpu},${(600 + random() * 400).toFixed(0)},ENABLED\n`;
    writeFileSync(join(dir, 'gpu_metrics.csv'), csv);
    line('process-result, 100 000-row GPU metrics CSV', cliRun(['process-result'], { cwd: dir, env: spec.env }), '  (reference: not runnable here)');
  }
  // collect-results: 10 000 rows in 1 000 artifact folders.
  {
    const dir = join(work, 'collect');
    const row = readFileSync(
      join(
        fixtures,
        'process-result',
        'sn_vllm_h200',
        'expected',
        'files',
        'agg_dsr1_1k1k_fp8_vllm_tp8-pp1-dcp1-pcp1-ep1-dpafalse_disagg-false_spec-none_conc64_h200-cw_01_recipe-934e3d8928059dc3.json'
      )
    );
    for (let a = 0; a < 1000; a++) {
      mkdirSync(join(dir, 'results', `bmk_${a}`), { recursive: true });
      for (let p = 0; p < 10; p++) writeFileSync(join(dir, 'results', `bmk_${a}`, `agg_${p}.json`), row);
    }
    line(
      'collect-results, 10 000 files',
      cliRun(['collect-results', 'results', 'bmk'], { cwd: dir, env: {} }),
      `  (${(readFileSync(join(dir, 'agg_bmk.json')).length / 2 ** 20).toFixed(0)} MB out)`
    );
  }
  // compare-results: 2 000 results against as many baseline rows (plus older history) in PostgreSQL.
  await compareBench(join(work, 'compare'));
} finally {
  rmSync(work, { recursive: true, force: true });
}

async function compareBench(dir) {
  const { default: pg } = await import('pg');
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5433/postgres';
  const database = `sweepkit_bench_${process.pid}`;
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch (e) {
    console.log(`compare-results, 2 000 results: skipped (no PostgreSQL at ${serverUrl}: ${e.message})`);
    return;
  }
  await admin.query(`CREATE DATABASE ${database}`);
  try {
    // The dashboard's three tables, as the compare-results conformance cases load them.
    const schema = readFileSync(join(fixtures, 'compare-results', 'cmp_single_improved', 'schema.sql'), 'utf8');
    const db = new pg.Client({ connectionString: url.toString() });
    db.on('error', () => undefined);
    await db.connect();
    await db.query(schema);
    const base = JSON.parse(
      readFileSync(
        join(
          fixtures,
          'process-result',
          'sn_vllm_h200',
          'expected',
          'files',
          'agg_dsr1_1k1k_fp8_vllm_tp8-pp1-dcp1-pcp1-ep1-dpafalse_disagg-false_spec-none_conc64_h200-cw_01_recipe-934e3d8928059dc3.json'
        ),
        'utf8'
      )
    );
    const hws = ['h100', 'h200', 'b200', 'b300', 'mi300x', 'mi325x', 'mi355x', 'gb200'];
    const rows = Array.from({ length: 2000 }, (_, i) => ({
      ...base,
      hw: hws[i % 8],
      conc: 1 + Math.floor(i / 8),
      tput_per_gpu: base.tput_per_gpu * (0.9 + (i % 17) / 80)
    }));
    // One config per hardware, three main runs of history: the lookup must pick the latest.
    await db.query(
      `INSERT INTO configs VALUES ${hws.map((hw, i) => `(${i + 1},'${hw}','vllm','dsr1-0528','fp8','none',false,false,8,1,false,8,1,false)`).join(',')}`
    );
    for (let age = 3; age >= 1; age--) {
      await db.query(`INSERT INTO workflow_runs VALUES (${age}, ${1000 + age}, 1, 'main')`);
      const values = rows.map(
        (r, i) =>
          `(${age},${(i % 8) + 1},1024,1024,${r.conc},'2026-0${4 - age}-01',NULL,'${JSON.stringify({ ...r, tput_per_gpu: r.tput_per_gpu * (1 + age / 100) })}')`
      );
      await db.query(`INSERT INTO benchmark_results (workflow_run_id, config_id, isl, osl, conc, date, error, metrics) VALUES ${values.join(',')}`);
    }
    await db.query('ANALYZE benchmark_results');
    await db.end();
    mkdirSync(dir);
    writeFileSync(join(dir, 'agg_bmk.json'), JSON.stringify(rows));
    line(
      'compare-results, 2 000 results vs PostgreSQL',
      cliRun(['compare-results', '--results', 'agg_bmk.json', '--summary', 'summary.md'], { cwd: dir, env: { DATABASE_URL: url.toString() } }),
      '  (6 000 rows of history)'
    );
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
}
