// compare-results against a real PostgreSQL (DATABASE_URL; .ci/run starts one on 127.0.0.1:5433):
// a throwaway database per run with the baseline schema, through the CLI and the action bundles.
// Without a reachable server the suite skips with one line (fails under .ci/run's
// SWEEPKIT_REQUIRE_SERVICES=1); SWEEPKIT_SKIP_POSTGRES=1 skips it anyway.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { BASELINE_SCHEMA_SQL } from '../../packages/results/src/index.js';
import { renderSummary, tableRows } from '../support/commonmark.js';
import { runBundle, runCliBundle } from '../bundle/harness.js';
import { postgresMissing, serviceSuite } from '../support/services.js';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5433/postgres';
const suite = serviceSuite('PostgreSQL', await postgresMissing(serverUrl), 'SWEEPKIT_SKIP_POSTGRES');
const database = `sweepkit_test_${process.pid}_${Date.now()}`;
const databaseUrl = (() => {
  const u = new URL(serverUrl);
  u.pathname = `/${database}`;
  return u.toString();
})();

const fixtures = join(import.meta.dirname, '../fixtures/results/process-result');
const aggOf = (name: string): Record<string, unknown> => {
  const file = (JSON.parse(readFileSync(join(fixtures, name, 'case.json'), 'utf8')) as { outputs: string[] }).outputs.find((o) => o.startsWith('agg_'))!;
  return JSON.parse(readFileSync(join(fixtures, name, 'expected', 'files', file), 'utf8')) as Record<string, unknown>;
};

/** A single-node h200 row and a multi-node gb200 row from the conformance outputs. */
const single = aggOf('sn_vllm_h200');
const multi = aggOf('mn_dynamo_trt_hetero_hw');

const scaled = (row: Record<string, unknown>, factors: Record<string, number>): Record<string, unknown> => {
  const out = { ...row };
  for (const [k, f] of Object.entries(factors)) out[k] = (row[k] as number) * f;
  return out;
};

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

interface Stored {
  row: Record<string, unknown>;
  branch?: string;
  error?: string | null;
  at: string;
  model?: string;
}

async function insert(c: pg.Client, s: Stored): Promise<void> {
  const r = s.row;
  const mn = r.is_multinode === true;
  const side = (role: string, f: string): unknown => r[mn ? `${role}_${f}` : f];
  await c.query(
    `INSERT INTO benchmark_results (created_at, head_branch, error, hardware, framework, model, precision, spec_method, disagg, is_multinode,
       prefill_tp, prefill_ep, prefill_dp_attention, decode_tp, decode_ep, decode_dp_attention, isl, osl, conc, metrics)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20)`,
    [
      s.at,
      s.branch ?? 'main',
      s.error ?? null,
      String(r.hw)
        .replace(/-(multinode|trt|disagg)$/, '')
        .toLowerCase(),
      r.framework,
      s.model ?? `${r.infmax_model_prefix}-model`,
      r.precision,
      r.spec_decoding,
      r.disagg,
      mn,
      side('prefill', 'tp'),
      side('prefill', 'ep'),
      String(side('prefill', 'dp_attention')) === 'true',
      side('decode', 'tp'),
      side('decode', 'ep'),
      String(side('decode', 'dp_attention')) === 'true',
      r.isl,
      r.osl,
      r.conc,
      JSON.stringify(r)
    ]
  );
}

suite('compare-results with PostgreSQL', () => {
  beforeAll(async () => {
    await withClient(serverUrl, (c) => c.query(`CREATE DATABASE ${database}`));
    await withClient(databaseUrl, async (c) => {
      await c.query(BASELINE_SCHEMA_SQL);
      // The latest clean main row is the baseline; older rows, newer failed rows and other branches are not.
      await insert(c, { row: scaled(single, { tput_per_gpu: 0.5 }), at: '2026-01-01T00:00:00Z' });
      await insert(c, { row: scaled(single, { tput_per_gpu: 1 / 1.1, median_ttft: 1.2 }), at: '2026-02-01T00:00:00Z' });
      await insert(c, { row: scaled(single, { tput_per_gpu: 3 }), at: '2026-03-01T00:00:00Z', error: 'job failed' });
      await insert(c, { row: scaled(single, { tput_per_gpu: 4 }), at: '2026-03-02T00:00:00Z', branch: 'feature' });
      // Multi-node baseline 20% faster than now: a regression past 5%.
      await insert(c, { row: scaled(multi, { tput_per_gpu: 1.25 }), at: '2026-02-01T00:00:00Z' });
    });
  });
  afterAll(async () => {
    await withClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  });

  function workspace(rows: unknown[]): string {
    const dir = mkdtempSync(join(tmpdir(), 'compare-'));
    writeFileSync(join(dir, 'agg_bmk.json'), JSON.stringify(rows, null, 2));
    return dir;
  }

  test('CLI: latest clean main row is the baseline; deltas, roll-up and chart in the report', async () => {
    const dir = workspace([single]);
    const run = await runCliBundle(['compare-results', '--results', 'agg_bmk.json'], { cwd: dir, env: { DATABASE_URL: databaseUrl } });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const html = renderSummary(run.stdout);
    const rows = tableRows(html);
    const h200 = rows.find((r) => r[0] === 'h200' && r.length === 7)!;
    // results, with baseline, better, worse, regressions, median Δ tput/GPU (+10% against the Feb row).
    expect(h200).toEqual(['h200', '1', '1', '1', '0', '0', '+10.0%']);
    const detail = rows.find((r) => r[0] === 'h200' && r.length > 7)!;
    expect(detail[3]).toBe(`${Number(single.tput_per_gpu as number).toFixed(1)} (+10.0% 🟢)`);
    // TTFT: baseline 1.2× slower than now → −16.7%, better.
    expect(detail[4]).toMatch(/\(-16\.7% 🟢\)$/);
    expect(run.stdout).toContain('```mermaid\nquadrantChart');
    expect(readFileSync(join(dir, 'compare-results.svg'), 'utf8')).toMatch(/^<svg[\s\S]*<circle[\s\S]*<\/svg>\n$/);
  });

  test('action: a regression past fail-on-regression fails the step; the summary renders its tables and chart', async () => {
    const dir = workspace([single, multi]);
    const run = await runBundle('compare-results', {
      cwd: dir,
      env: { DATABASE_URL: databaseUrl },
      inputs: { results: 'agg_bmk.json', 'fail-on-regression': '5%', 'noise-band': '2%', svg: 'chart.svg' },
      timeoutMs: 30_000
    });
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ compared: '2', regressions: '1', svg: 'chart.svg' });
    const errors = run.annotations.filter((a) => a.level === 'error');
    expect(errors[0]!.message).toMatch(/^1 regression\(s\) past 5%\ngb200 .*tput\/GPU/);
    const html = renderSummary(run.summary);
    expect(html).toContain('<h3>Results vs main (PostgreSQL (latest main))</h3>');
    const gb200 = tableRows(html).find((r) => r[0] === 'gb200' && r.length === 7)!;
    expect(gb200).toEqual(['gb200', '1', '1', '0', '1', '1', '-20.0%']);
    expect(html).toContain('<code class="language-mermaid">quadrantChart');
    expect(readFileSync(join(dir, 'chart.svg'), 'utf8')).toContain('<svg');
  });

  test('a model prefix with LIKE wildcards matches literally', async () => {
    const odd = { ...single, infmax_model_prefix: 'ds_1', conc: 7 };
    await withClient(databaseUrl, (c) => insert(c, { row: odd, at: '2026-02-01T00:00:00Z', model: 'dsX1-model' }));
    const dir = workspace([odd]);
    const run = await runCliBundle(['compare-results', '--results', 'agg_bmk.json', '--database-url', databaseUrl], { cwd: dir });
    expect(run.code).toBe(0);
    expect(
      tableRows(renderSummary(run.stdout))
        .find((r) => r.length === 7)!
        .slice(0, 3)
    ).toEqual(['h200', '1', '0']);
  });

  test('an unreachable database is one line without the password', async () => {
    const dir = workspace([single]);
    const run = await runCliBundle(['compare-results', '--results', 'agg_bmk.json', '--database-url', 'postgres://u:secret@127.0.0.1:1/x'], { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.stderr).not.toContain('secret');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('compare-results with a baseline file (no database)', () => {
  test("the rows of main's collected results are the baseline", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'compare-file-'));
    writeFileSync(join(dir, 'agg_bmk.json'), JSON.stringify([single]));
    writeFileSync(join(dir, 'main.json'), JSON.stringify([scaled(single, { tput_per_gpu: 1.01 })]));
    const run = await runCliBundle(['compare-results', '--results', 'agg_bmk.json', '--baseline-file', 'main.json', '--fail-on-regression', '5%'], {
      cwd: dir
    });
    expect(run.code).toBe(0);
    // −1% is inside the 2% noise band: shown, not coloured, not counted.
    expect(tableRows(renderSummary(run.stdout)).find((r) => r.length === 7)).toEqual(['h200', '1', '1', '0', '0', '0', '-1.0%']);
  });

  test('neither a database nor a baseline file: one usage line naming both', async () => {
    const run = await runCliBundle(['compare-results', '--results', 'x.json'], { env: {} });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--database-url');
    expect(run.stderr).toContain('--baseline-file');
  });
});
