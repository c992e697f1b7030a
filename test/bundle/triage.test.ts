// The triage and runner-availability actions and CLI commands, run from the bundles against the
// local fake GitHub API: paginated jobs and runners, a 5xx and a rate-limit answer on the way.
import { afterEach, describe, expect, test } from '@jest/globals';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fakeRunner, startFakeGitHub, type FakeGitHub, type PlainResponse, type Scenario } from '../support/fake-github-api.js';
import { runCliCaptured } from '../support/cli-capture.js';
import { runBundle, runCliBundle } from './harness.js';

const TOKEN = 'ghs_triage';
const row = (runner: string, conc: number, tp = 8) => ({ runner, 'model-prefix': 'dsr1', precision: 'fp8', framework: 'sglang', tp, conc });
const MATRIX = { single_node: { dsr1: [row('h200', 4), row('h200', 8), row('h200', 16), row('h200', 32, 4)] }, multi_node: {} };
const name = (r: ReturnType<typeof row>) => `single-node 1k1k / dsr1 fp8 ${r.runner} sgl TP${r.tp} c${r.conc}`;

const job = (id: number, jobName: string, conclusion: string, hours: number, attempt = 1, failedStep = 'Launch benchmark') => ({
  id,
  name: jobName,
  status: 'completed',
  conclusion,
  run_attempt: attempt,
  started_at: '2026-12-05T10:00:00Z',
  completed_at: new Date(Date.parse('2026-12-05T10:00:00Z') + hours * 3_600_000).toISOString().replace('.000Z', 'Z'),
  labels: ['h200'],
  steps: [
    { name: 'Set up job', conclusion: 'success' },
    { name: failedStep, conclusion: conclusion === 'success' ? 'success' : 'failure' }
  ]
});

/** Answers `failures` times with `failure`, then `then`. */
function flaky(failures: number, failure: PlainResponse, then: PlainResponse): () => PlainResponse {
  let calls = 0;
  return () => (calls++ < failures ? failure : then);
}

const rows = MATRIX.single_node.dsr1;
// 125 jobs: more than one page of 100.
const fillers = Array.from({ length: 121 }, (_, i) => job(1000 + i, `setup / shard ${i}`, 'success', 0.05));
function sweepScenario(jobs: unknown[], run = { run_attempt: 1, status: 'completed' }): Scenario {
  return {
    token: TOKEN,
    routes: {
      '/repos/o/r/actions/runs/100': { body: run },
      '/repos/o/r/actions/runs/100/jobs?filter=all': { items: jobs, item_key: 'jobs' },
      // job 1: a Slurm node failure (its log arrives after one 502)
      '/repos/o/r/actions/jobs/1/logs': flaky(1, { status: 502, text: 'bad gateway' }, { status: 302, headers: { location: '/storage/1.txt' } }),
      '/storage/1.txt': {
        text: '2026-12-05T11:59:00.0000000Z srun: job 812345 has been allocated resources\n2026-12-05T11:59:30.0000000Z slurmstepd: error: *** JOB 812345 ON h200-07 CANCELLED AT 2026-12-05T11:59:30 DUE TO NODE FAILURE ***\n',
        content_type: 'text/plain'
      },
      // job 2: out of memory — never re-run
      '/repos/o/r/actions/jobs/2/logs': { status: 302, headers: { location: '/storage/2.txt' } },
      '/storage/2.txt': {
        text: '2026-12-05T10:30:00.0000000Z torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB\n',
        content_type: 'text/plain'
      },
      // job 3: the runner was lost: no log, the annotation says it (after a secondary rate limit)
      '/repos/o/r/actions/jobs/3/logs': { status: 404, body: { message: 'Not Found' } },
      '/repos/o/r/check-runs/3/annotations': flaky(
        1,
        { status: 403, body: { message: 'You have exceeded a secondary rate limit' }, headers: { 'retry-after': '1' } },
        { body: [{ annotation_level: 'failure', message: 'The self-hosted runner: h200-dgxc_07 lost communication with the server.' }] }
      ),
      '/repos/o/r/check-runs/1/annotations': { body: [] },
      '/repos/o/r/check-runs/2/annotations': { body: [] },
      'POST /repos/o/r/actions/jobs/1/rerun': { status: 201, body: {} },
      'POST /repos/o/r/actions/jobs/3/rerun': { status: 201, body: {} },
      'POST /repos/o/r/actions/runs/100/rerun-failed-jobs': { status: 201, body: {} }
    }
  };
}

const MIXED = [
  job(1, name(rows[0]!), 'failure', 2),
  job(2, name(rows[1]!), 'failure', 0.5),
  job(3, name(rows[2]!), 'failure', 1),
  job(4, name(rows[3]!), 'success', 1),
  ...fillers
];

let api: FakeGitHub | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const posts = (fake: FakeGitHub) => fake.requests.filter((r) => r.method === 'POST').map((r) => r.path);

describe('triage action', () => {
  test('mixed failures: the infrastructure ones are re-run once each, the OOM never; the saving is in the summary', async () => {
    api = await startFakeGitHub(sweepScenario(MIXED));
    const run = await runBundle('triage', {
      inputs: {
        run: '100',
        repository: 'o/r',
        'api-url': api.url,
        'github-token': TOKEN,
        matrix: JSON.stringify(MATRIX),
        'offline-rows': JSON.stringify([row('mi355x', 4)])
      }
    });
    expect(run.annotations).toEqual([]);
    expect(run.code).toBe(0);
    expect(posts(api)).toEqual(['/repos/o/r/actions/jobs/1/rerun', '/repos/o/r/actions/jobs/3/rerun']);
    const triage = JSON.parse(run.outputs.triage!) as { id: number; class: string; rule: string; rerun: boolean; outcome: string; evidence: string }[];
    expect(triage.map((t) => [t.id, t.class, t.rule, t.rerun, t.outcome])).toEqual([
      [1, 'infrastructure', 'slurm-node-fail', true, 're-run requested'],
      [2, 'benchmark', 'out-of-memory', false, '—'],
      [3, 'infrastructure', 'runner-lost', true, 're-run requested']
    ]);
    expect(triage[0]!.evidence).toBe('slurmstepd: error: *** JOB 812345 ON h200-07 CANCELLED AT 2026-12-05T11:59:30 DUE TO NODE FAILURE ***');
    expect(run.outputs['rerun-count']).toBe('2');
    // 8 GPUs × 2 h + 8 × 0.5 h + 8 × 1 h + 4 × 1 h; the OOM's 4 GPU-hours not burnt again; one
    // mi355x row (8 GPUs) not queued, at the median successful duration (1 h).
    expect(JSON.parse(run.outputs['gpu-hours']!)).toMatchObject({ spent: 32, infraFailures: 24, rerun: 0, avoidedBlindRerun: 4, avoidedOffline: 8 });
    expect(run.summary).toContain('| avoided in total | 12.0 |');
    expect(run.summary).toContain('| spent (all benchmark jobs, every attempt) | 32.0 |');
    expect(run.summary).toMatch(/\| single-node 1k1k \/ dsr1 fp8 h200 sgl TP8 c8 \| benchmark \| out-of-memory \| torch.OutOfMemoryError: CUDA out of memory/);
  });

  test('every failure infrastructure: one rerun-failed-jobs request', async () => {
    api = await startFakeGitHub(sweepScenario([job(1, name(rows[0]!), 'failure', 2), job(3, name(rows[2]!), 'failure', 1), ...fillers]));
    const run = await runBundle('triage', { inputs: { run: '100', repository: 'o/r', 'api-url': api.url, 'github-token': TOKEN } });
    expect(run.code).toBe(0);
    expect(posts(api)).toEqual(['/repos/o/r/actions/runs/100/rerun-failed-jobs']);
  });

  test.each<[string, Record<string, string>, { run_attempt: number; status: string }, string]>([
    ['a fail-fast run', { 'fail-fast': 'true' }, { run_attempt: 1, status: 'completed' }, 'no: fail-fast run'],
    ['the re-run attempt (never twice)', { attempt: '2' }, { run_attempt: 2, status: 'completed' }, 'no: already re-run once']
  ])('%s: nothing is re-run', async (_name, inputs, runState, decision) => {
    const jobs = runState.run_attempt === 2 ? MIXED.map((j) => ({ ...j, run_attempt: 2 })) : MIXED;
    api = await startFakeGitHub(sweepScenario(jobs, runState));
    const run = await runBundle('triage', { inputs: { run: '100', repository: 'o/r', 'api-url': api.url, 'github-token': TOKEN, ...inputs } });
    expect(run.code).toBe(0);
    expect(posts(api)).toEqual([]);
    const triage = JSON.parse(run.outputs.triage!) as { id: number; decision: string }[];
    expect(triage.find((t) => t.id === 1)?.decision).toBe(decision);
  });

  test('a run still in progress is reported, not re-run', async () => {
    api = await startFakeGitHub(sweepScenario(MIXED, { run_attempt: 1, status: 'in_progress' }));
    const run = await runBundle('triage', { inputs: { run: '100', repository: 'o/r', 'api-url': api.url, 'github-token': TOKEN } });
    expect(posts(api)).toEqual([]);
    expect(JSON.parse(run.outputs.triage!)[0].outcome).toBe('not re-run: the run is still in progress');
  });

  test('the API failing for good fails the step in one line', async () => {
    api = await startFakeGitHub({ token: TOKEN, routes: { '/repos/o/r/actions/runs/100': { status: 503, text: 'unavailable' } } });
    const run = await runBundle('triage', { inputs: { run: '100', repository: 'o/r', 'api-url': api.url, 'github-token': TOKEN } });
    expect(run.code).toBe(1);
    expect(run.annotations.map((a) => a.message)).toEqual([expect.stringContaining('GitHub API /actions/runs/100 failed: HTTP 503')]);
  });
});

describe('sweepkit triage --run', () => {
  const args = (url: string) => ['triage', '--run', '100', '--attempt', '1', '--repository', 'o/r', '--api-url', url, '--matrix', JSON.stringify(MATRIX)];

  test('a past run in a pipe: the JSON, and no re-run without --do-rerun', async () => {
    api = await startFakeGitHub(sweepScenario([...MIXED, job(5, name(rows[0]!), 'success', 1.5, 2)]));
    const run = await runCliBundle(args(api.url), { env: { GITHUB_TOKEN: TOKEN } });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(posts(api)).toEqual([]);
    const printed = JSON.parse(run.stdout) as { run: number; attempt: number; jobs: Array<{ name: string; class: string; rule: string }> };
    expect([printed.run, printed.attempt]).toEqual([100, 1]);
    expect(printed.jobs).toContainEqual(expect.objectContaining({ name: name(rows[0]!), class: 'infrastructure', rule: 'slurm-node-fail' }));
  });

  test('a past run at a terminal: the table and the GPU-hours', async () => {
    api = await startFakeGitHub(sweepScenario([...MIXED, job(5, name(rows[0]!), 'success', 1.5, 2)]));
    const run = await runCliCaptured(args(api.url), { env: { GITHUB_TOKEN: TOKEN }, stdoutIsTerminal: true });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(posts(api)).toEqual([]);
    expect(run.stdout).toContain('Run 100, attempt 1: 3 failed job(s): 2 infrastructure, 1 benchmark, 0 unknown; 2 eligible for its one re-run');
    expect(run.stdout).toContain('| single-node 1k1k / dsr1 fp8 h200 sgl TP8 c4 | infrastructure | slurm-node-fail |');
    expect(run.stdout).toContain('| re-run: success |');
    expect(run.stdout).toContain('| spent on re-runs | 12.0 |');
  });

  test('no token is one line, exit 1', async () => {
    const run = await runCliBundle(['triage', '--run', '100', '--repository', 'o/r']);
    expect([run.code, run.stderr.trim().split('\n')]).toEqual([1, [expect.stringContaining('needs a token')]]);
  });
});

describe('runner-availability', () => {
  const runner = (i: number, label: string, status: string) => fakeRunner(i, label, status, `${label}_${String(i).padStart(2, '0')}`);
  // 130 runners: two pages; every mi355x runner is offline.
  const runners = [
    ...Array.from({ length: 120 }, (_, i) => runner(i, 'h200', i % 2 ? 'online' : 'offline')),
    ...Array.from({ length: 10 }, (_, i) => runner(200 + i, 'mi355x', 'offline'))
  ];
  const plan = { single_node: { dsr1: [row('h200', 4), row('mi355x', 4), row('mi355x', 8)] }, multi_node: {} };

  test('skip: rows on a label without online runners leave the matrix, with a warning and a summary', async () => {
    api = await startFakeGitHub({
      token: TOKEN,
      routes: {
        '/repos/o/r/actions/runners': {
          items: runners,
          item_key: 'runners',
          page_responses: {}
        }
      }
    });
    const run = await runBundle('runner-availability', {
      inputs: { repository: 'o/r', 'api-url': api.url, 'github-token': TOKEN, matrix: JSON.stringify(plan), 'on-offline': 'skip' }
    });
    expect(run.code).toBe(0);
    expect(api.requests.filter((r) => r.path === '/repos/o/r/actions/runners').map((r) => r.page)).toEqual([1, 2]);
    expect(JSON.parse(run.outputs.matrix!)).toEqual({ single_node: { dsr1: [row('h200', 4)] }, multi_node: {} });
    expect(JSON.parse(run.outputs['skipped-rows']!)).toEqual([row('mi355x', 4), row('mi355x', 8)]);
    expect(run.annotations).toEqual([
      expect.objectContaining({ level: 'warning', message: expect.stringContaining("runner label 'mi355x' has no online runner") })
    ]);
    expect(run.summary).toContain('2 row(s) skipped');
  });

  test('organization runners after a rate limit; without a matrix: the offline digest', async () => {
    api = await startFakeGitHub({
      token: TOKEN,
      routes: {
        '/orgs/acme/actions/runners': flaky(
          1,
          { status: 429, body: { message: 'rate limited' }, headers: { 'retry-after': '1' } },
          { body: { total_count: 2, runners: [runner(1, 'h200', 'online'), runner(2, 'mi355x', 'offline')] } }
        )
      }
    });
    const run = await runBundle('runner-availability', { inputs: { repository: 'o/r', organization: 'acme', 'api-url': api.url, 'github-token': TOKEN } });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.outputs.offline!)).toEqual({ total: 2, offline: [{ name: 'mi355x_02', os: 'Linux', labels: ['mi355x'] }] });
    expect(run.summary).toContain('1/2 self-hosted runners offline');
  });

  test.each([
    ['skip', [row('h200', 4)], 2, '2 row(s) skipped'],
    ['report', [row('h200', 4), row('mi355x', 4), row('mi355x', 8)], 0, '2 row(s) would queue on them']
  ])('cli --matrix-file with --on-offline %s: the planned file rewritten for the fan-out', async (mode, kept, skipped, line) => {
    api = await startFakeGitHub({ token: TOKEN, routes: { '/repos/o/r/actions/runners': { items: runners, item_key: 'runners' } } });
    const dir = mkdtempSync(join(tmpdir(), 'sweepkit-availability-'));
    // a Python float and non-ASCII text keep their bytes through the rewrite
    const text = `{"single_node":{"dsr1":${JSON.stringify(plan.single_node.dsr1)}},"multi_node":{},"changelog_metadata":{"note":"débit","ratio":1.0}}\n`;
    writeFileSync(join(dir, 'plan.json'), text);
    const run = await runCliBundle(
      [
        'runner-availability',
        '--repository',
        'o/r',
        '--api-url',
        api.url,
        '--matrix-file',
        'plan.json',
        '--on-offline',
        mode,
        '--output',
        'out.json',
        '--skipped-rows',
        'skipped.json',
        '--markdown',
        'report.md'
      ],
      { env: { GH_TOKEN: TOKEN }, cwd: dir }
    );
    expect([run.code, run.stderr]).toEqual([0, '']);
    // stdout is a pipe here: the exact JSON; the report a person reads goes to --markdown.
    expect(JSON.parse(run.stdout).unavailable.map((u: { label: string }) => u.label)).toEqual(['mi355x']);
    expect(readFileSync(join(dir, 'report.md'), 'utf8')).toContain(`1 runner label(s) without an online runner; ${line}`);
    const out = readFileSync(join(dir, 'out.json'), 'utf8');
    expect(JSON.parse(out).single_node.dsr1).toEqual(kept);
    expect(out).toContain('"changelog_metadata":{"note":"débit","ratio":1.0}');
    if (mode === 'report') expect(out).toBe(text);
    expect(JSON.parse(readFileSync(join(dir, 'skipped.json'), 'utf8'))).toHaveLength(skipped);
  });

  test('cli --output without a matrix is a usage error', async () => {
    const run = await runCliBundle(['runner-availability', '--repository', 'o/r', '--output', 'x.json'], { env: { GH_TOKEN: TOKEN } });
    expect([run.code, run.stderr.trim().split('\n').pop()]).toEqual([2, expect.stringContaining('--output and --skipped-rows need a matrix')]);
  });

  test('cli --on-offline fail exits 1 and names the label', async () => {
    api = await startFakeGitHub({ token: TOKEN, routes: { '/repos/o/r/actions/runners': { items: runners, item_key: 'runners' } } });
    const run = await runCliBundle(
      ['runner-availability', '--repository', 'o/r', '--api-url', api.url, '--matrix', JSON.stringify(plan), '--on-offline', 'fail'],
      { env: { GH_TOKEN: TOKEN } }
    );
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout).unavailable).toEqual([expect.objectContaining({ label: 'mi355x' })]);
    const human = await runCliCaptured(
      ['runner-availability', '--repository', 'o/r', '--api-url', api.url, '--matrix', JSON.stringify(plan), '--on-offline', 'fail'],
      { env: { GH_TOKEN: TOKEN }, stdoutIsTerminal: true }
    );
    expect(human.code).toBe(1);
    expect(human.stdout).toContain('| mi355x | mi355x_200');
  });
});
