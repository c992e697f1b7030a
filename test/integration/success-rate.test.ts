// success-rate against a local stand-in for the GitHub jobs API (paginated), through the action
// bundle and the CLI bundle.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderSummary, tableRows } from '../support/commonmark.js';
import { startJsonServer, type LocalServer } from '../support/local-http.js';
import { runBundle, runCliBundle } from '../bundle/harness.js';

const RUN = '/repos/acme/bench/actions/runs/42/jobs';

/** 230 jobs: template-format names over several hardware labels, with failures and skips. */
const jobs = Array.from({ length: 230 }, (_, i) => {
  const hw = ['h100', 'b200', 'mi355x', 'gb200', 'h100-multinode'][i % 5]!;
  const conclusion = i % 7 === 0 ? 'failure' : i % 11 === 0 ? 'skipped' : 'success';
  return { id: i, name: `p${i % 3} | dsr1 fp8 ${hw} sgl TP8 c${i}`, status: 'completed', conclusion };
});
jobs.push({ id: 999, name: 'collect-results / collect', status: 'completed', conclusion: 'success' });

/** The counts the rules give for the jobs above, computed independently of the code under test. */
function expectedStats(): Record<string, { n_success: number; total: number }> {
  const stats: Record<string, { n_success: number; total: number }> = {};
  jobs.forEach((job) => {
    if (job.conclusion === 'skipped') return;
    const labels = /\bh100-multinode\b/.test(job.name)
      ? ['h100', 'h100-multinode']
      : ['h100', 'b200', 'mi355x', 'gb200'].filter((l) => job.name.includes(` ${l} `));
    for (const l of labels) {
      stats[l] ??= { n_success: 0, total: 0 };
      stats[l].total++;
      if (job.conclusion === 'success') stats[l].n_success++;
    }
  });
  return stats;
}

let server: LocalServer;
let linkPaging = true;

beforeAll(async () => {
  server = await startJsonServer((url) => {
    if (url.pathname !== RUN) return undefined;
    const perPage = Number(url.searchParams.get('per_page'));
    const page = Number(url.searchParams.get('page'));
    const slice = jobs.slice((page - 1) * perPage, page * perPage);
    const more = page * perPage < jobs.length;
    const headers: Record<string, string> = linkPaging && more ? { link: `<${server.url}${RUN}?per_page=${perPage}&page=${page + 1}>; rel="next"` } : {};
    return { body: { total_count: jobs.length, jobs: slice }, headers };
  });
});
afterAll(() => server.close());

function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'success-rate-'));
  mkdirSync(join(dir, 'configs'));
  copyFileSync(join(import.meta.dirname, '../fixtures/results/runners.yaml'), join(dir, 'configs/runners.yaml'));
  return dir;
}

describe('success-rate', () => {
  test('action: every page read, run_stats.json per hardware, summary table, outputs', async () => {
    linkPaging = true;
    server.requests.length = 0;
    const dir = workspace();
    const run = await runBundle('success-rate', {
      cwd: dir,
      env: { GITHUB_API_URL: server.url, GITHUB_REPOSITORY: 'acme/bench', GITHUB_RUN_ID: '42' },
      inputs: { 'github-token': 'tok', runners: 'configs/runners.yaml', output: 'run_stats.json', 'api-url': '' },
      timeoutMs: 25_000
    });
    expect(run.code).toBe(0);
    expect(server.requests.map((r) => r.query.get('page'))).toEqual(['1', '2', '3']);
    expect(server.requests.every((r) => r.authorization === 'Bearer tok')).toBe(true);
    const written = JSON.parse(readFileSync(join(dir, 'run_stats.json'), 'utf8'));
    expect(written).toEqual(expectedStats());
    expect(JSON.parse(run.outputs.stats!)).toEqual(expectedStats());
    const rows = tableRows(renderSummary(run.summary));
    expect(rows.map((r) => r[0]).sort()).toEqual(Object.keys(expectedStats()).sort());
    const h100 = rows.find((r) => r[0] === 'h100')!;
    expect(h100.slice(1, 3)).toEqual([String(expectedStats().h100!.n_success), String(expectedStats().h100!.total)]);
  });

  test('CLI: pages without Link headers are followed while full; stdout lists each hardware', async () => {
    linkPaging = false;
    server.requests.length = 0;
    const dir = workspace();
    const run = await runCliBundle(['success-rate', '--run-id', '42', '--repository', 'acme/bench', '--api-url', server.url], { cwd: dir });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(server.requests).toHaveLength(3);
    expect(JSON.parse(readFileSync(join(dir, 'run_stats.json'), 'utf8'))).toEqual(expectedStats());
    expect(run.stdout).toContain(`b200: ${expectedStats().b200!.n_success}/${expectedStats().b200!.total} (`);
  });

  test('an API error is one line naming the run, and no stats file', async () => {
    const dir = workspace();
    const run = await runCliBundle(['success-rate', '--run-id', '7', '--repository', 'acme/bench', '--api-url', server.url], { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringContaining('GitHub API 404 listing the jobs of run 7')]);
  });
});
