// success-rate against the local fake GitHub API: every public conformance case of the reference
// (utils/calc_success_rate.py) replayed in process, byte for byte; then the action bundle on a real
// sweep's jobs, and the refused-token and missing-run paths.
import { afterEach, describe, expect, test } from '@jest/globals';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bodyRows } from '../support/render-summary.js';
import { startFakeGitHub, type FakeGitHub, type Scenario } from '../support/fake-github-api.js';
import { replayIn } from '../support/replay-case.js';
import { runBundle } from '../bundle/harness.js';

const CASES = join(import.meta.dirname, '../fixtures/results/success-rate');

interface Case {
  argv: string[];
  env: Record<string, string>;
  stderr_contract: 'exact' | 'last_line';
  requests: string[];
}

const caseNames = (): string[] => (JSON.parse(readFileSync(join(CASES, 'index.json'), 'utf8')) as { name: string }[]).map((c) => c.name);
const read = (name: string, file: string): string => readFileSync(join(CASES, name, file), 'utf8');
const lastLine = (text: string): string => text.trimEnd().split('\n').pop() ?? '';

let server: FakeGitHub | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The case's scenario; `@API@` only appears in URLs of bodies the command does not follow. */
async function serve(name: string): Promise<FakeGitHub> {
  server = await startFakeGitHub(JSON.parse(read(name, 'scenario.json').replaceAll('@API@', 'http://api.invalid')) as Scenario);
  return server;
}

function workspace(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'success-rate-'));
  cpSync(join(CASES, name, 'input'), dir, { recursive: true });
  return dir;
}

const expectedFiles = (name: string): string[] => {
  const dir = join(CASES, name, 'expected', 'files');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

describe('success-rate conformance (fake GitHub API)', () => {
  test.each(caseNames())('%s', async (name) => {
    const spec = JSON.parse(read(name, 'case.json')) as Case;
    const api = await serve(name);
    const dir = workspace(name);
    const run = await replayIn(dir, { subcommand: 'success-rate', argv: spec.argv, env: { ...spec.env, GITHUB_API_URL: api.url } });
    const exitCode = Number(read(name, 'expected/exit_code.txt'));
    expect({ code: run.code, stderr: run.code === exitCode ? '' : run.stderr }).toEqual({ code: exitCode, stderr: '' });
    expect(run.stdout).toBe(read(name, 'expected/stdout.txt'));
    expect(run.changed).toEqual(expectedFiles(name));
    for (const file of expectedFiles(name)) expect(readFileSync(join(dir, file), 'utf8')).toBe(read(name, `expected/files/${file}`));
    if (exitCode === 0) expect(run.stderr).toBe(read(name, 'expected/stderr.txt'));
    else {
      // A Python traceback in the reference is answered by one clear line.
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      const message = lastLine(read(name, 'expected/stderr_last_line.txt')).replace(/^\w+(Error|Exception)(: )?/, '');
      expect(run.stderr).toContain(message);
    }
    // The same calls as the reference (its list is sorted and counts each route once).
    expect([...new Set(api.requests.map((r) => `${r.method} ${r.path}${r.query.some(([k]) => k === 'filter') ? '?filter=all' : ''}`))].sort()).toEqual(
      spec.requests
    );
    expect(api.requests.every((r) => r.auth === 'ok' && (!r.path.endsWith('/jobs') || r.query.some(([k, v]) => k === 'filter' && v === 'all')))).toBe(true);
  });

  test.each([
    ["no token: the reference's AssertionError naming GITHUB_TOKEN", ['run_stats'], {}, 1, 'AssertionError: GITHUB_TOKEN is not set\n'],
    [
      'no output name: a usage error before anything else',
      [],
      { GITHUB_TOKEN: 'ghs_GoldenSuccessRateToken000000000001' },
      2,
      expect.stringContaining('the stats file name is required: NAME (written as NAME.json) or --output FILE')
    ]
  ])('%s: no request, no file', async (_, argv, env, code, stderr) => {
    const api = await serve('sr_real_sweep_mix');
    const dir = workspace('sr_real_sweep_mix');
    const run = await replayIn(dir, {
      subcommand: 'success-rate',
      argv,
      env: { ...env, GITHUB_RUN_ID: '123', GITHUB_REPOSITORY: 'o/r', GITHUB_API_URL: api.url }
    });
    expect([run.code, run.stdout, run.stderr, run.changed, api.requests]).toEqual([code, '', stderr, [], []]);
  });

  test('a refused token: the reference writes null and succeeds', async () => {
    const api = await serve('sr_real_sweep_mix');
    const dir = workspace('sr_real_sweep_mix');
    const run = await replayIn(dir, {
      subcommand: 'success-rate',
      argv: ['run_stats'],
      env: { GITHUB_TOKEN: 'wrong', GITHUB_RUN_ID: '123', GITHUB_REPOSITORY: 'o/r', GITHUB_API_URL: api.url }
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("Authentication failed: 401 {'message': 'Bad credentials'}\nNo data to display\n");
    expect(readFileSync(join(dir, 'run_stats.json'), 'utf8')).toBe('null');
    expect(api.requests.map((r) => r.path)).toEqual(['/user']);
  });

  test.each([
    ['a run that does not exist', '7', 'Found repo: o/r\nError: 404 {"message": "Not Found"}\n', '404 {"message": "Not Found"}\n'],
    [
      'a run id that is not an integer',
      'x7',
      "Found repo: o/r\nError: invalid literal for int() with base 10: 'x7'\n",
      "run id (GITHUB_RUN_ID / --run-id): invalid literal for int() with base 10: 'x7'\n"
    ]
  ])("%s: the reference's Error line on stdout, one line on stderr, exit 1, no file", async (_, runId, stdout, stderr) => {
    const api = await serve('sr_real_sweep_mix');
    const dir = workspace('sr_real_sweep_mix');
    const run = await replayIn(dir, {
      subcommand: 'success-rate',
      argv: ['run_stats', '--run-id', runId],
      env: { GITHUB_TOKEN: 'ghs_GoldenSuccessRateToken000000000001', GITHUB_REPOSITORY: 'o/r', GITHUB_API_URL: api.url }
    });
    expect([run.code, run.stdout.replace(/^Authenticated as user: .*\n/, ''), run.stderr, run.changed]).toEqual([1, stdout, stderr, []]);
  });

  test('an API that does not answer is an error, not a refused token: exit 1, no file', async () => {
    const api = await serve('sr_real_sweep_mix');
    const closed = api.url;
    await api.close();
    server = undefined;
    const dir = workspace('sr_real_sweep_mix');
    const run = await replayIn(dir, {
      subcommand: 'success-rate',
      argv: ['run_stats'],
      env: { GITHUB_TOKEN: 'ghs_GoldenSuccessRateToken000000000001', GITHUB_RUN_ID: '123', GITHUB_REPOSITORY: 'o/r', GITHUB_API_URL: closed }
    });
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^GitHub API \/user failed: .* \(3 attempts\)$/)]);
    expect(run.changed).toEqual([]);
  });

  test('NAME and --output together are a usage error', async () => {
    const run = await replayIn(workspace('sr_real_sweep_mix'), { subcommand: 'success-rate', argv: ['stats', '--output', 'x.json'], env: {} });
    expect(run.code).toBe(2);
  });
});

describe('success-rate action bundle', () => {
  const token = 'ghs_GoldenSuccessRateToken000000000001';
  const env = (api: FakeGitHub) => ({ GITHUB_API_URL: api.url, GITHUB_REPOSITORY: 'o/r', GITHUB_RUN_ID: '123' });

  test('the real sweep: run_stats.json like the reference, outputs, a summary row per bucket with jobs', async () => {
    const api = await serve('sr_real_sweep_mix');
    const dir = workspace('sr_real_sweep_mix');
    const run = await runBundle('success-rate', { cwd: dir, env: env(api), inputs: { 'github-token': token }, timeoutMs: 25_000 });
    expect(run.code).toBe(0);
    const expected = read('sr_real_sweep_mix', 'expected/files/run_stats.json');
    expect(readFileSync(join(dir, 'run_stats.json'), 'utf8')).toBe(expected);
    expect(JSON.parse(run.outputs.stats!)).toEqual(JSON.parse(expected));
    expect(JSON.parse(run.outputs['failed-hardware']!)).toEqual(['b200-dgxc', 'gb300-nv']);
    const rows = bodyRows(run.summary);
    expect(rows).toEqual([
      ['b200-dgxc', '2', '3', '66.67%'],
      ['b300-nv', '1', '1', '100.00%'],
      ['gb200-nv', '1', '1', '100.00%'],
      ['gb300-nv', '0', '1', '0.00%'],
      ['mi355x-amds', '1', '1', '100.00%']
    ]);
  });

  test('a refused token: null, a warning, success', async () => {
    const api = await serve('sr_real_sweep_mix');
    const dir = workspace('sr_real_sweep_mix');
    const run = await runBundle('success-rate', { cwd: dir, env: env(api), inputs: { 'github-token': 'wrong' }, timeoutMs: 25_000 });
    expect(run.code).toBe(0);
    expect(readFileSync(join(dir, 'run_stats.json'), 'utf8')).toBe('null');
    expect(run.annotations).toEqual([expect.objectContaining({ level: 'warning', message: expect.stringContaining('Authentication failed: 401') })]);
  });
});
