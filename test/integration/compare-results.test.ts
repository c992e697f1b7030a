// compare-results against a real PostgreSQL (DATABASE_URL; .ci/run starts one on 127.0.0.1:5433)
// loaded with the InferenceX dashboard's tables: every public conformance case of the reference
// (utils/compare_results.py) in its own database, then the report through the CLI and action bundles.
// A service suite: `npm test` skips it with one line, `npm run test:services` runs it (and fails
// without a reachable server).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { pyJsonDumps, type PyJson } from '../../packages/common/src/index.js';
import { ROLLUP_HEADER } from '../../packages/results/src/index.js';
import { bodyRows, renderSummary } from '../support/render-summary.js';
import { expectRendered, expectRenderedTable } from '../support/render-summary.js';
import { replayIn } from '../support/replay-case.js';
import { runBundle, runCliBundle } from '../bundle/harness.js';
import { postgresMissing, serviceSuite } from '../support/services.js';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5433/postgres';
const suite = await serviceSuite('PostgreSQL', () => postgresMissing(serverUrl));
const CASES = join(import.meta.dirname, '../fixtures/results/compare-results');
const read = (name: string, file: string): string => readFileSync(join(CASES, name, file), 'utf8');

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const created: string[] = [];
/** A new empty database loaded with `sql` (the dashboard's schema and rows); its URL. */
async function database(...sql: string[]): Promise<string> {
  const name = `sweepkit_test_${process.pid}_${Date.now()}_${created.length}`;
  await withClient(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  created.push(name);
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  await withClient(u.toString(), async (c) => {
    for (const text of sql) await c.query(text);
  });
  return u.toString();
}

afterAll(async () => {
  if (created.length === 0) return;
  await withClient(serverUrl, async (c) => {
    for (const name of created) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
});

/** The reference's stderr as its goldens read it: which baseline each row's query found. */
function selection(stderr: string): PyJson {
  return stderr
    .split('\nQuery params: ')
    .slice(1)
    .map((block) => {
      const end = block.indexOf('\n}\n') + 2;
      const params = JSON.parse(block.slice(0, end)) as Record<string, string>;
      const m = /^ {2}-> Matched DB model=(.*), tput=(.*)$/m.exec(block.slice(end));
      return new Map<string, PyJson>([
        ['params', new Map(Object.entries(params))],
        ['matched', m !== null],
        ['db_model', m ? m[1]! : null],
        ['tput', m ? m[2]! : null]
      ]);
    });
}

interface Case {
  argv: string[];
  env: Record<string, string>;
  stderr_contract: 'exact' | 'last_line';
}

const caseNames = (): string[] => (JSON.parse(readFileSync(join(CASES, 'index.json'), 'utf8')) as { name: string }[]).map((c) => c.name);

suite('compare-results conformance (dashboard schema in PostgreSQL)', () => {
  test.each(caseNames())('%s', async (name) => {
    const spec = JSON.parse(read(name, 'case.json')) as Case;
    const url = await database(read(name, 'schema.sql'), read(name, 'data.sql'));
    const dir = mkdtempSync(join(tmpdir(), 'compare-case-'));
    if (existsSync(join(CASES, name, 'input'))) cpSync(join(CASES, name, 'input'), dir, { recursive: true });
    const env = Object.fromEntries(Object.entries(spec.env).map(([k, v]) => [k, v.replace('@DATABASE_URL@', url)]));
    const run = await replayIn(dir, { subcommand: 'compare-results', argv: spec.argv, env });
    const exitCode = Number(read(name, 'expected/exit_code.txt'));
    expect({ code: run.code, stderr: run.code === exitCode ? '' : run.stderr }).toEqual({ code: exitCode, stderr: '' });
    // Like the reference, no file is created or changed: the report is stdout, the log stderr.
    expect(run.changed).toEqual([]);
    // The report is the reference's stdout, byte for byte (also its usage line, and nothing on a crash).
    expect(run.stdout).toBe(read(name, 'expected/stdout.txt'));
    if (exitCode !== 0) {
      // A Python traceback (or usage text) in the reference is answered by one clear line.
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      const message = read(name, 'expected/stderr_last_line.txt')
        .trim()
        .replace(/^\w+(Error|Exception): /, '');
      expect(run.stderr).toContain(message);
      return;
    }
    // The baseline selection is the contract: the reference's log, byte for byte.
    expect(run.stderr).toBe(read(name, 'expected/stderr.txt'));
    expect(`${pyJsonDumps(selection(run.stderr), { indent: 1 })}\n`).toBe(read(name, 'expected/selection.json'));
    if (run.stdout === 'No benchmark results found to compare.\n') return;
    // The action's job summary is Sweepkit's own report of the same run: roll-up, delta table, chart.
    const action = await runBundle('compare-results', { cwd: dir, env, inputs: { results: spec.argv[0]! }, timeoutMs: 30_000 });
    expect(action.code).toBe(0);
    const rollup = expectRenderedTable(action.summary, ROLLUP_HEADER).rows;
    const matched = (selection(run.stderr) as Map<string, PyJson>[]).filter((s) => s.get('matched')).length;
    expect([rollup.reduce((n, r) => n + Number(r[1]), 0), rollup.reduce((n, r) => n + Number(r[2]), 0)]).toEqual([
      (selection(run.stderr) as unknown[]).length,
      matched
    ]);
    expect(action.outputs.compared).toBe(String(matched));
    expect(expectRendered(action.summary).headings.map((h) => h.text)).toEqual([
      expect.stringMatching(/^Results vs main/),
      'Per hardware',
      'All results',
      ...(matched ? ['Throughput per GPU vs interactivity'] : [])
    ]);
    expect(action.summary.includes('```mermaid\nquadrantChart')).toBe(matched > 0);
  });
});

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

interface Stored {
  row: Record<string, unknown>;
  branch?: string;
  error?: string | null;
  at: string | null;
  model?: string;
}

/** A published result in the dashboard's tables: its config, its workflow run, the result. */
async function insert(c: pg.Client, s: Stored): Promise<void> {
  const r = s.row;
  const mn = r.is_multinode === true;
  const side = (role: string, f: string): unknown => r[mn ? `${role}_${f}` : f];
  const { rows: config } = await c.query<{ id: number }>(
    `INSERT INTO configs (hardware, framework, model, precision, spec_method, disagg, is_multinode,
       prefill_tp, prefill_ep, prefill_dp_attention, decode_tp, decode_ep, decode_dp_attention)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13) RETURNING id`,
    [
      String(r.hw)
        .replace(/-(multinode|trt|disagg)$/, '')
        .toLowerCase(),
      String(r.framework).toLowerCase(),
      s.model ?? `${String(r.infmax_model_prefix).toLowerCase()}-model`,
      String(r.precision).toLowerCase(),
      String(r.spec_decoding).toLowerCase(),
      r.disagg,
      mn,
      side('prefill', 'tp'),
      side('prefill', 'ep'),
      String(side('prefill', 'dp_attention')) === 'true',
      side('decode', 'tp'),
      side('decode', 'ep'),
      String(side('decode', 'dp_attention')) === 'true'
    ]
  );
  const { rows: run } = await c.query<{ id: number }>(`INSERT INTO workflow_runs (github_run_id, run_attempt, head_branch) VALUES (1, 1, $1) RETURNING id`, [
    s.branch ?? 'main'
  ]);
  await c.query(`INSERT INTO benchmark_results (workflow_run_id, config_id, isl, osl, conc, date, error, metrics) VALUES ($1,$2,$3,$4,$5,$6,$7,$8)`, [
    run[0]!.id,
    config[0]!.id,
    r.isl,
    r.osl,
    r.conc,
    s.at,
    s.error ?? null,
    JSON.stringify(r)
  ]);
}

suite('compare-results report with PostgreSQL', () => {
  let databaseUrl = '';
  beforeAll(async () => {
    databaseUrl = await database(read('cmp_single_improved', 'schema.sql'));
    await withClient(databaseUrl, async (c) => {
      // The newest clean main row is the baseline; older rows, newer failed rows and other branches are not.
      await insert(c, { row: scaled(single, { tput_per_gpu: 0.5 }), at: '2026-01-01T00:00:00Z' });
      await insert(c, { row: scaled(single, { tput_per_gpu: 1 / 1.1, median_ttft: 1.2 }), at: '2026-02-01T00:00:00Z' });
      await insert(c, { row: scaled(single, { tput_per_gpu: 3 }), at: '2026-03-01T00:00:00Z', error: 'job failed' });
      await insert(c, { row: scaled(single, { tput_per_gpu: 4 }), at: '2026-03-02T00:00:00Z', branch: 'feature' });
      // Multi-node baseline 20% faster than now: a regression past 5%.
      await insert(c, { row: scaled(multi, { tput_per_gpu: 1.25 }), at: '2026-02-01T00:00:00Z' });
    });
  });

  function workspace(rows: unknown[]): string {
    const dir = mkdtempSync(join(tmpdir(), 'compare-'));
    writeFileSync(join(dir, 'agg_bmk.json'), JSON.stringify(rows, null, 2));
    return dir;
  }

  test('CLI: newest clean main row is the baseline; the reference report, or roll-up and chart with --format sweepkit', async () => {
    const dir = workspace([single]);
    const reference = await runCliBundle(['compare-results', 'agg_bmk.json'], { cwd: dir, env: { DATABASE_URL: databaseUrl } });
    expect(reference.code).toBe(0);
    // The reference's table: TPUT/GPU then its delta, +10% against the Feb row.
    const tput = Number(single.tput_per_gpu);
    const [header, , line] = reference.stdout.split('\n').slice(2);
    const cells = (text: string): string[] => text.split('|').map((c) => c.trim());
    const at = cells(header!).indexOf('TPUT/GPU');
    expect(cells(line!).slice(at, at + 2)).toEqual([String(Number(tput.toFixed(2))), `$\\color{green}\\text{+${(tput - tput / 1.1).toFixed(2)}}$ (+10.0%)`]);
    expect(existsSync(join(dir, 'compare-results.svg'))).toBe(false);
    const run = await runCliBundle(['compare-results', 'agg_bmk.json', '--format', 'sweepkit', '--svg', 'chart.svg'], {
      cwd: dir,
      env: { DATABASE_URL: databaseUrl }
    });
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(
      /^Loaded 1 benchmark results\n[\s\S]*\n {2}-> Matched DB model=dsr1-model, tput=[\d.]+\n\nSummary: 1 matched, 0 unmatched out of 1 results\n$/
    );
    expect(reference.stderr).toBe(run.stderr);
    const rows = bodyRows(run.stdout);
    const h200 = rows.find((r) => r[0] === 'h200' && r.length === 7)!;
    // results, with baseline, better, worse, regressions, median Δ tput/GPU (+10% against the Feb row).
    expect(h200).toEqual(['h200', '1', '1', '1', '0', '0', '+10.0%']);
    const detail = rows.find((r) => r[0] === 'h200' && r.length > 7)!;
    expect(detail[3]).toBe(`${Number(single.tput_per_gpu as number).toFixed(1)} (+10.0% 🟢)`);
    // TTFT: baseline 1.2× slower than now → −16.7%, better.
    expect(detail[4]).toMatch(/\(-16\.7% 🟢\)$/);
    expect(run.stdout).toContain('```mermaid\nquadrantChart');
    expect(readFileSync(join(dir, 'chart.svg'), 'utf8')).toMatch(/^<svg[\s\S]*<circle[\s\S]*<\/svg>\n$/);
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
    const { html } = renderSummary(run.summary);
    expect(html).toContain('<h3>Results vs main (PostgreSQL (latest main))</h3>');
    const gb200 = bodyRows(run.summary).find((r) => r[0] === 'gb200' && r.length === 7)!;
    expect(gb200).toEqual(['gb200', '1', '1', '0', '1', '1', '-20.0%']);
    expect(html).toContain('<code class="language-mermaid">quadrantChart');
    expect(readFileSync(join(dir, 'chart.svg'), 'utf8')).toContain('<svg');
  });

  test.each([
    ['ds_1', 'dsx1-model', true],
    ['ds%', 'ds-anything', true],
    ['dsy', 'DSY-model', false]
  ])("the prefix %s is PostgreSQL LIKE's unescaped pattern: against %s, matched %s", async (prefix, model, matched) => {
    const odd = { ...single, infmax_model_prefix: prefix, conc: 100 + model.length + Number(matched) };
    await withClient(databaseUrl, (c) => insert(c, { row: odd, at: '2026-02-01T00:00:00Z', model }));
    const dir = workspace([odd]);
    const run = await runCliBundle(['compare-results', '--results', 'agg_bmk.json', '--database-url', databaseUrl], { cwd: dir });
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(matched ? `  -> Matched DB model=${model}, ` : '  -> No baseline found\n');
  });

  test('a null date sorts first under date DESC, as in the reference', async () => {
    const row = { ...single, conc: 555 };
    await withClient(databaseUrl, async (c) => {
      // The dashboard's migration declares date NOT NULL; the rule holds for a database without it.
      await c.query('ALTER TABLE benchmark_results ALTER COLUMN date DROP NOT NULL');
      await insert(c, { row: scaled(row, { tput_per_gpu: 2 }), at: '2026-04-01T00:00:00Z', model: 'dsr1-dated' });
      await insert(c, { row, at: null, model: 'dsr1-undated' });
    });
    const run = await runCliBundle(['compare-results', 'agg_bmk.json', '--database-url', databaseUrl], { cwd: workspace([row]) });
    expect(run.stderr).toContain('  -> Matched DB model=dsr1-undated, ');
  });

  test('the old flat table layout is one line with the server message', async () => {
    const flat = await database('CREATE TABLE benchmark_results (id serial, metrics jsonb);');
    const dir = workspace([single]);
    const run = await runCliBundle(['compare-results', 'agg_bmk.json', '--database-url', flat], { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^baseline database [^\s/]+\/\w+: relation "configs" does not exist$/)]);
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
    const run = await runCliBundle(
      ['compare-results', '--results', 'agg_bmk.json', '--baseline-file', 'main.json', '--fail-on-regression', '5%', '--format', 'sweepkit'],
      { cwd: dir }
    );
    expect(run.code).toBe(0);
    // −1% is inside the 2% noise band: shown, not coloured, not counted.
    expect(bodyRows(run.stdout).find((r) => r.length === 7)).toEqual(['h200', '1', '1', '0', '0', '0', '-1.0%']);
  });

  test("neither a database nor a baseline file: one line naming DATABASE_URL, exit 1 like the reference's KeyError", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'compare-none-'));
    writeFileSync(join(dir, 'x.json'), JSON.stringify([single]));
    const run = await runCliBundle(['compare-results', '--results', 'x.json'], { cwd: dir, env: {} });
    expect([run.code, run.stderr]).toEqual([1, "no baseline: 'DATABASE_URL' is not set and no baseline file is given\n"]);
  });

  test('no results: the no-results line without a baseline or a database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'compare-empty-'));
    writeFileSync(join(dir, 'x.json'), '[]');
    const run = await runCliBundle(['compare-results', 'x.json'], { cwd: dir, env: {} });
    expect([run.code, run.stdout, run.stderr]).toEqual([0, 'No benchmark results found to compare.\n', 'Loaded 0 benchmark results\n']);
  });
});
