// The callers of examples/inferencex/ reproduce, job for job, the reference's run-sweep and e2e
// graphs: the same families (same template kind, same names, same needs) run for a full-sweep PR, a
// push to main and a /reuse-sweep-run merge, each over the same rows. Our planning job's outputs
// come from the real CLI (canary, plan-jobs over the full sweep); the reference's from the matrix.
import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { gpuCount, jobDisplayName } from '../../packages/naming/src/index.js';
import { matrixRows, rowGpus, TRIAGE_HEADER } from '../../packages/triage/src/index.js';
import { fakeRunner, startFakeGitHub, type FakeGitHub, type Scenario } from '../support/fake-github-api.js';
import { loadJobs, renderGraph, type GraphJob, type RenderedJob } from '../support/workflow-graph.js';
import { expectRenderedTable } from '../support/render-summary.js';
import { runJob, workflowCall, type Context } from '../support/workflow-runner.js';
import { repoRoot, runCliBundle } from './harness.js';

const reference = join(repoRoot, 'test/fixtures/sweep-graph/reference');
const configs = join(repoRoot, 'test/fixtures/matrix/inferencex/configs');
const site = join(repoRoot, 'test/fixtures/plan-jobs');
const scratch = mkdtempSync(join(tmpdir(), 'sweepkit-sweep-graph-'));

/** Jobs of ours that stand for a reference job (by design, docs/adopting.md). */
const MERGED: Record<string, string> = { 'canary-select': 'setup', 'trigger-agentic-ingest': 'trigger-ingest' };
/** Jobs of ours the reference does not have. */
const ADDED = new Set(['cancel-on-failure', 'triage']);
const ours = (id: string): string => MERGED[id] ?? id;

/** The reusable workflow a caller's single job calls, with the caller's `with:` over its defaults. */
function caller(file: string): { jobs: GraphJob[]; inputs: Record<string, unknown> } {
  const doc = parseYaml(readFileSync(join(repoRoot, 'examples/inferencex', file), 'utf8')) as {
    jobs: Record<string, { uses: string; with?: Record<string, unknown> }>;
  };
  const [job, ...more] = Object.values(doc.jobs);
  expect(more).toEqual([]);
  const called = /^sweepkit\/sweepkit\/(\.github\/workflows\/[\w.-]+)@v[\d.]+$/.exec(job!.uses)![1]!;
  const path = join(repoRoot, called);
  const spec = parseYaml(readFileSync(path, 'utf8')) as { on: { workflow_call: { inputs: Record<string, { default?: unknown }> } } };
  const defaults = Object.fromEntries(Object.entries(spec.on.workflow_call.inputs).map(([k, v]) => [k, v.default ?? '']));
  return { jobs: loadJobs(path), inputs: { ...defaults, ...job!.with } };
}

/** What template a job fans out through: single-node, multi-node, collect, or none. */
function kind(job: GraphJob): string {
  if (!job.uses) return 'steps';
  if (/benchmark-tmpl|benchmark-singlenode/.test(job.uses)) return 'single-node';
  if (/benchmark-multinode/.test(job.uses)) return 'multi-node';
  if (/collect/.test(job.uses)) return 'collect';
  return job.uses;
}

/** The ran jobs of a rendered graph, reference ids mapped onto ours, with their row counts. */
const ran = (graph: Map<string, RenderedJob>, map: (id: string) => string = (id) => id): Record<string, number | true> =>
  Object.fromEntries([...graph.values()].filter((j) => j.result === 'success').map((j) => [map(j.id), j.rows ?? true]));

let buckets: Record<string, unknown>;
let planned: (file: string) => string;

beforeAll(async () => {
  const sweep = await runCliBundle(['matrix', 'full-sweep', '--config-files', 'nvidia-master.yaml', 'amd-master.yaml', '--runner-config', 'runners.yaml'], {
    cwd: configs
  });
  expect(sweep.code).toBe(0);
  // The full sweep as the changelog's buckets (process-changelog's shape).
  const rows = JSON.parse(sweep.stdout) as Record<string, unknown>[];
  const agentic = (r: Record<string, unknown>): boolean => r['scenario-type'] === 'agentic-coding';
  const seq = (r: Record<string, unknown>): string => (agentic(r) ? 'agentic' : r.isl === 8192 ? '8k1k' : '1k1k');
  const group = (list: Record<string, unknown>[]): Record<string, unknown[]> =>
    Object.fromEntries(['1k1k', '8k1k', 'agentic'].map((s) => [s, list.filter((r) => seq(r) === s)]));
  const single = rows.filter((r) => r.prefill === undefined);
  const multi = rows.filter((r) => r.prefill !== undefined);
  buckets = {
    single_node: group(single),
    multi_node: group(multi),
    evals: single.filter((r) => r['run-eval'] === true && !agentic(r)),
    agentic_evals: single.filter((r) => r['run-eval'] === true && agentic(r)),
    multinode_evals: multi.filter((r) => r['run-eval'] === true && !agentic(r)),
    multinode_agentic_evals: multi.filter((r) => r['run-eval'] === true && agentic(r)),
    changelog_metadata: { base_ref: 'main', head_ref: 'pr', entries: [] }
  };
  writeFileSync(join(scratch, 'buckets.json'), JSON.stringify(buckets));
  const canary = await runCliBundle(['canary', '--input', join(scratch, 'buckets.json'), '--remaining', join(scratch, 'remaining.json')]);
  expect(canary.code).toBe(0);
  writeFileSync(join(scratch, 'canary.json'), canary.stdout);
  const plans: Record<string, string> = {};
  for (const name of ['buckets', 'remaining', 'canary']) {
    const run = await runCliBundle(['plan-jobs', '--input', join(scratch, `${name}.json`), '--runner-config', join(configs, 'runners.yaml')], { cwd: site });
    expect(run.stderr).toBe('');
    plans[name] = run.stdout.trim();
  }
  planned = (name) => plans[name]!;
}, 120_000);

const event = (scenario: 'pr' | 'push' | 'reuse'): Record<string, unknown> => {
  const pr = {
    draft: false,
    number: 7,
    title: 'Add dsr1 configs',
    labels: [{ name: 'full-sweep-enabled' }],
    head: { sha: 'abc', repo: { full_name: 'SemiAnalysisAI/InferenceX' } }
  };
  return scenario === 'pr'
    ? {
        event_name: 'pull_request',
        base_ref: 'main',
        ref: 'refs/pull/7/merge',
        repository: 'SemiAnalysisAI/InferenceX',
        event: { action: 'labeled', label: { name: 'full-sweep-enabled' }, pull_request: pr }
      }
    : { event_name: 'push', ref: 'refs/heads/main', repository: 'SemiAnalysisAI/InferenceX', event: { before: 'a', after: 'b' } };
};

describe.each(['pr', 'push', 'reuse'] as const)('run-sweep: %s', (scenario) => {
  const reuse = scenario === 'reuse' ? 'true' : 'false';

  test('the same jobs run, each family over the same rows', () => {
    const github = event(scenario);
    const refGraph = renderGraph(loadJobs(join(reference, 'run-sweep.yml')), { github, vars: {}, secrets: {}, inputs: {} }, (id): Record<string, string> => {
      if (id === 'setup')
        return { 'search-space-config': JSON.stringify(buckets), 'reuse-enabled': reuse, 'reuse-source-run-id': reuse === 'true' ? '99' : '' };
      if (id === 'canary-select')
        return {
          'canary-config': readFileSync(join(scratch, 'canary.json'), 'utf8').trim(),
          'remaining-search-space-config': readFileSync(join(scratch, 'remaining.json'), 'utf8').trim()
        };
      return { 'skip-pr-sweep': 'false' };
    });
    const { jobs, inputs } = caller('run-sweep.yml');
    const gate = {
      validate: 'true',
      sweep: 'true',
      'reuse-gate': 'false',
      scope: 'full',
      canary: 'true',
      'fail-fast': 'false',
      'all-evals': 'false',
      'evals-only': 'false',
      'agentx-fast': 'false',
      'labels-json': '["full-sweep-enabled"]'
    };
    const ourGraph = renderGraph(jobs, { github, vars: {}, secrets: {}, inputs }, (id): Record<string, string> => {
      if (id === 'check-changelog') return gate;
      if (id === 'setup')
        return {
          'search-space-config': planned('buckets'),
          'remaining-search-space-config': scenario === 'pr' ? planned('remaining') : planned('buckets'),
          'canary-config': scenario === 'pr' ? planned('canary') : '[]',
          'reuse-enabled': reuse,
          'reuse-source-run-id': reuse === 'true' ? '99' : ''
        };
      return { 'skip-pr-sweep': 'false' };
    });
    const expected = ran(refGraph, ours);
    const actual = Object.fromEntries(Object.entries(ran(ourGraph)).filter(([id]) => !ADDED.has(id)));
    expect(actual).toEqual(expected);
    // the families ran as the event asks: the full sweep has no single-node 1k1k rows and no
    // agentic eval rows, so seven families (and the canary on the PR), none for a reused run
    const families = Object.keys(expected).filter((id) => id.startsWith('sweep-') || id === 'canary-sweep');
    expect(families.length).toBe(scenario === 'pr' ? 8 : scenario === 'push' ? 7 : 0);
    expect(expected['sweep-multi-node-8k1k']).toBe(scenario === 'reuse' ? undefined : 383);
  });
});

test('run-sweep: every reference job has its job, with the same template, name and needs', () => {
  const refJobs = loadJobs(join(reference, 'run-sweep.yml'));
  const ourJobs = new Map(caller('run-sweep.yml').jobs.map((j) => [j.id, j]));
  const rows = refJobs
    .filter((job) => !(job.id in MERGED))
    .map((job) => {
      const mine = ourJobs.get(job.id);
      const needs = (list: string[]): string[] => [...new Set(list.map(ours))].sort();
      return {
        id: job.id,
        kind: mine && kind(mine) === kind(job),
        name: mine?.name === job.name,
        // ours may also need check-changelog (the label decision) and, for the one ingest job,
        // the agentic families the merged trigger-agentic-ingest needed
        needs: mine && needs(mine.needs.filter((n) => n !== 'check-changelog' || job.needs.includes(n))).join() === needs(job.needs).join()
      };
    });
  const merged = needsOf(refJobs, 'trigger-ingest', 'trigger-agentic-ingest');
  expect(rows.filter((r) => !(r.kind && r.name && (r.needs || r.id === 'trigger-ingest')))).toEqual([]);
  expect([...ourJobs.get('trigger-ingest')!.needs].sort()).toEqual(merged);
  expect([...ourJobs.keys()].filter((id) => !refJobs.some((j) => ours(j.id) === id))).toEqual([...ADDED]);
});

function needsOf(jobs: GraphJob[], ...ids: string[]): string[] {
  return [...new Set(jobs.filter((j) => ids.includes(j.id)).flatMap((j) => j.needs))].sort();
}

describe.each([
  ['generate mode, the full sweep', false],
  ['trusted-dispatch mode, the changelog buckets', true]
])('e2e-tests: %s', (_name, changelog) => {
  test('the same jobs run, each family over the same rows, with the same names and needs', async () => {
    const input = changelog ? join(scratch, 'buckets.json') : join(scratch, 'flat.json');
    if (!changelog) {
      const sweep = await runCliBundle(['matrix', 'full-sweep', '--config-files', 'nvidia-master.yaml', 'amd-master.yaml', '--runner-config', 'runners.yaml'], {
        cwd: configs
      });
      writeFileSync(input, sweep.stdout);
    }
    const split = await runCliBundle(['e2e-jobs', '--matrix', input]);
    expect(split.code).toBe(0);
    writeFileSync(join(scratch, 'families.json'), split.stdout);
    const plan = await runCliBundle(['plan-jobs', '--input', join(scratch, 'families.json'), '--runner-config', join(configs, 'runners.yaml')], { cwd: site });
    expect(plan.code).toBe(0);
    const text = (families: Record<string, unknown>): Record<string, string> =>
      Object.fromEntries(Object.entries(families).map(([k, v]) => [k, JSON.stringify(v)]));
    const github = { event_name: 'workflow_dispatch', ref: 'refs/heads/main', repository: 'SemiAnalysisAI/InferenceX', event: {} };
    const refJobs = loadJobs(join(reference, 'e2e-tests.yml'));
    const refGraph = renderGraph(refJobs, { github, inputs: {}, vars: {}, secrets: {} }, (id) => (id === 'get-jobs' ? text(JSON.parse(split.stdout)) : {}));
    const { jobs, inputs } = caller('e2e-tests.yml');
    const ourGraph = renderGraph(jobs, { github, inputs, vars: {}, secrets: {} }, (id) => (id === 'get-jobs' ? text(JSON.parse(plan.stdout)) : {}));
    expect(ran(ourGraph)).toEqual(ran(refGraph));
    expect(Object.keys(ran(refGraph)).filter((id) => id.startsWith('test-sweep-')).length).toBeGreaterThanOrEqual(5);
    const shape = (list: GraphJob[]) => Object.fromEntries(list.map((j) => [j.id, { kind: kind(j), name: j.name, needs: [...j.needs].sort() }]));
    expect(shape(jobs)).toEqual(shape(refJobs));
  });
});

// What run-sweep.yml wires around the fan-out, run step by step against the local fake GitHub API:
// runner availability in the planning job, the run's own triage and GPU-hours summary, the
// bounded re-run of triage.yml, and the reused run's validation and pinned attempt at ingest.
describe('run-sweep wiring', () => {
  const TOKEN = 'ghs_wiring';
  const runner = (id: number, label: string, status: string) => fakeRunner(id, label, status, `${label}_${id}`);
  let api: FakeGitHub | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });
  const github = (extra: Record<string, string> = {}): Record<string, string> => ({
    event_name: 'push',
    ref: 'refs/heads/main',
    repository: 'SemiAnalysisAI/InferenceX',
    run_id: '500',
    run_attempt: '1',
    api_url: api!.url,
    ...extra
  });
  const runnerEnv = (temp: string): Record<string, string> => ({
    PATH: process.env.PATH ?? '',
    HOME: temp,
    GITHUB_API_URL: api!.url,
    GITHUB_REPOSITORY: 'SemiAnalysisAI/InferenceX',
    GITHUB_EVENT_NAME: 'push',
    GITHUB_REF: 'refs/heads/main',
    GITHUB_RUN_ID: '500',
    GITHUB_RUN_ATTEMPT: '1',
    RUNNER_TEMP: temp
  });
  /** The sweep-matrix artifact the planning job uploaded, for the jobs after it. */
  let sweepMatrix = '';
  let plannedRows: Record<string, unknown>[] = [];

  /** The planning job from the changelog's search space on: availability, canary, plan-jobs, the artifact. */
  async function plan(offline: string, secrets: Record<string, string>) {
    const { workflow, context } = workflowCall('run-sweep.yml', { 'runner-config': join(configs, 'runners.yaml'), 'offline-runners': offline }, secrets);
    const temp = mkdtempSync(join(scratch, 'runner-temp-'));
    const ws = mkdtempSync(join(scratch, 'ws-'));
    symlinkSync(repoRoot, join(ws, '.sweepkit'));
    symlinkSync(join(site, 'runners'), join(ws, 'runners'));
    writeFileSync(join(temp, 'search-space.json'), JSON.stringify(buckets));
    const setup = workflow.jobs.setup!;
    const job = { ...setup, steps: setup.steps.filter((s) => s.id === 'availability' || s.id === 'plan' || s.uses?.startsWith('actions/upload-artifact@')) };
    expect(job.steps).toHaveLength(3);
    context.github = github();
    context.needs = { 'check-changelog': { outputs: { canary: 'true', 'fail-fast': 'false' } } };
    const run = await runJob(job, context, { cwd: ws, env: runnerEnv(temp) });
    return { run, temp };
  }
  const rowsOf = (text: string): Record<string, unknown>[] => matrixRows(JSON.parse(text)) as unknown as Record<string, unknown>[];

  test('planning: a label with no online runner is reported with its rows; offline-runners skip drops them before fan-out', async () => {
    // 130 runners (two pages): every label of the matrix online but mi355x, whose two runners are offline
    const labels = [...new Set(rowsOf(JSON.stringify(buckets)).map((r) => String(r.runner)))].filter((l) => l !== 'mi355x');
    const runners = [
      ...labels.map((l, i) => runner(i, l, 'online')),
      ...Array.from({ length: 130 - labels.length - 2 }, (_, i) => runner(100 + i, 'h200', i % 2 ? 'online' : 'offline')),
      runner(900, 'mi355x', 'offline'),
      runner(901, 'mi355x', 'offline')
    ];
    api = await startFakeGitHub({ token: TOKEN, routes: { '/repos/SemiAnalysisAI/InferenceX/actions/runners': { items: runners, item_key: 'runners' } } });
    const stranded = rowsOf(JSON.stringify(buckets)).filter((r) => r.runner === 'mi355x');
    expect(stranded.length).toBeGreaterThan(0);

    const { run, temp } = await plan('skip', { RUNNERS_PAT: TOKEN });
    expect([run.failed, run.stderr]).toEqual([false, '']);
    expect(api.requests.filter((r) => r.path.endsWith('/actions/runners')).map((r) => r.page)).toEqual([1, 2]);
    expect(run.summary).toContain('### Runner availability');
    expect(run.summary).toContain(`1 runner label(s) without an online runner; ${stranded.length} row(s) skipped`);
    expect(run.summary).toMatch(/\| mi355x \| mi355x_900, mi355x_901 \|/);
    // no planned row, canary or family, queues on mi355x; every other row is still planned
    for (const output of ['search-space-config', 'remaining-search-space-config', 'canary-config']) {
      expect(rowsOf(run.outputs[output]!).filter((r) => r.runner === 'mi355x')).toEqual([]);
    }
    plannedRows = rowsOf(run.outputs['search-space-config']!);
    expect(plannedRows.length).toBe(rowsOf(planned('buckets')).length - stranded.length);
    // the artifact the triage reads: the planned matrix, the rows kept off, fail-fast
    sweepMatrix = join(temp, 'sweep-matrix');
    expect(run.uploads).toEqual([
      { name: 'sweep-matrix', files: ['fail-fast', 'matrix.json', 'offline-rows.json'].map((f) => join(sweepMatrix, f)), ifNoFilesFound: 'warn' }
    ]);
    expect(readdirSync(sweepMatrix).sort()).toEqual(['fail-fast', 'matrix.json', 'offline-rows.json']);
    expect(JSON.parse(readFileSync(join(sweepMatrix, 'offline-rows.json'), 'utf8'))).toHaveLength(stranded.length);
    expect(readFileSync(join(sweepMatrix, 'fail-fast'), 'utf8')).toBe('false\n');

    // report keeps the rows (and says so); without the secret nothing is asked
    const report = await plan('report', { RUNNERS_PAT: TOKEN });
    expect(report.run.summary).toContain(`${stranded.length} row(s) would queue on them`);
    expect(rowsOf(report.run.outputs['search-space-config']!)).toHaveLength(rowsOf(planned('buckets')).length);
    const asked = api.requests.length;
    const unchecked = await plan('skip', {});
    expect(unchecked.run.summary).toContain('Runner availability not checked: no RUNNERS_PAT secret');
    expect(rowsOf(unchecked.run.outputs['search-space-config']!)).toHaveLength(rowsOf(planned('buckets')).length);
    expect(api.requests.length).toBe(asked);
  }, 180_000);

  test('planning: a runners API that does not answer never stops the sweep, unless offline-runners is fail', async () => {
    api = await startFakeGitHub({ token: TOKEN, routes: { '/repos/SemiAnalysisAI/InferenceX/actions/runners': { status: 503, text: 'unavailable' } } });
    const { run } = await plan('skip', { RUNNERS_PAT: TOKEN });
    expect(run.failed).toBe(false);
    expect(run.summary).toContain('Runner availability not checked: the runners API did not answer');
    expect(rowsOf(run.outputs['search-space-config']!)).toHaveLength(rowsOf(planned('buckets')).length);
    const strict = await plan('fail', { RUNNERS_PAT: TOKEN });
    expect(strict.run.failed).toBe(true);
    expect(strict.run.stderr).toContain('GitHub API /actions/runners failed: HTTP 503');
  }, 180_000);

  /** Jobs of the sweep run as the jobs API lists them: a success, a Slurm node failure, an OOM, and 100 setup shards. */
  function sweepJobs(attempt = 1) {
    const at = (h: number) => new Date(Date.parse('2026-12-05T10:00:00Z') + h * 3_600_000).toISOString();
    const job = (id: number, name: string, conclusion: string, hours: number) => ({
      id,
      name,
      status: 'completed',
      conclusion,
      run_attempt: attempt,
      started_at: at(0),
      completed_at: at(hours),
      labels: [],
      steps: [{ name: 'Launch benchmark', conclusion }]
    });
    const [a, b, c] = plannedRows.filter((r) => !('prefill' in r));
    expect(c).toBeDefined();
    const named = (r: Record<string, unknown>) => `single-node 1k1k / ${jobDisplayName(r as never)}`;
    return {
      gpus: [a, b, c].map((r) => gpuCount(r as never)),
      jobs: [
        job(1, named(a!), 'success', 2),
        job(2, named(b!), 'failure', 1),
        job(3, named(c!), 'failure', 0.5),
        ...Array.from({ length: 100 }, (_, i) => job(1000 + i, `setup / shard ${i}`, 'success', 0.01))
      ]
    };
  }
  const runRoutes = (jobs: unknown[], run: Record<string, unknown>): Scenario['routes'] => ({
    '/repos/SemiAnalysisAI/InferenceX/actions/runs/500': { body: run },
    '/repos/SemiAnalysisAI/InferenceX/actions/runs/500/jobs?filter=all': { items: jobs, item_key: 'jobs' },
    '/repos/SemiAnalysisAI/InferenceX/actions/jobs/2/logs': {
      text: 'slurmstepd: error: *** JOB 81 ON node-07 CANCELLED AT 2026-12-05T11:00:00 DUE TO NODE FAILURE ***\n'
    },
    '/repos/SemiAnalysisAI/InferenceX/actions/jobs/3/logs': { text: 'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB\n' },
    '/repos/SemiAnalysisAI/InferenceX/check-runs/2/annotations': { body: [] },
    '/repos/SemiAnalysisAI/InferenceX/check-runs/3/annotations': { body: [] },
    'POST /repos/SemiAnalysisAI/InferenceX/actions/jobs/2/rerun': { status: 201, body: {} }
  });
  const posts = () => api!.requests.filter((r) => r.method === 'POST').map((r) => r.path);
  const SAVING = [
    'spent (all benchmark jobs, every attempt)',
    'lost to infrastructure failures',
    'spent on re-runs',
    'avoided: benchmark/unknown failures not re-run',
    'avoided: cancelled by fail-fast (estimated)',
    'avoided: rows not queued on offline runners (estimated)',
    'avoided in total'
  ];
  /** The GPU-hours table of a summary: its row labels and values. */
  const savings = (summary: string): [string, number][] => {
    const lines = summary.split('\n');
    const start = lines.indexOf('| GPU-hours | value |');
    expect(start).toBeGreaterThan(-1);
    return lines
      .slice(start + 2)
      .filter((l) => l.startsWith('| '))
      .map((l) => l.split(' | '))
      .map(([label, value]) => [label!.slice(2), Number.parseFloat(value!)]);
  };

  test("the run's own summary: per failed job class, evidence and re-run decision; the GPU-hours spent, lost and avoided", async () => {
    expect(sweepMatrix).not.toBe('');
    const { gpus, jobs } = sweepJobs();
    api = await startFakeGitHub({ token: TOKEN, routes: runRoutes(jobs, { run_attempt: 1, status: 'in_progress' }) });
    const { workflow, context } = workflowCall('run-sweep.yml', {});
    context.github = github({ token: TOKEN });
    context.needs = { 'check-changelog': { outputs: { 'fail-fast': 'false' } } };
    const ws = mkdtempSync(join(scratch, 'ws-'));
    const run = await runJob(workflow.jobs.triage!, context, { cwd: ws, env: runnerEnv(ws), artifacts: { 'sweep-matrix': sweepMatrix } });
    expect(run.failed).toBe(false);
    expect(run.runs.triage?.annotations).toEqual([]);
    expect(posts()).toEqual([]); // report only: the re-run is the workflow_run caller's
    expect(run.summary).toContain('### Failure triage');
    expect(run.summary).toContain('Run 500, attempt 1: 2 failed job(s): 1 infrastructure, 1 benchmark, 0 unknown; 1 eligible for its one re-run');
    expect(run.summary).toContain(`| ${TRIAGE_HEADER.join(' | ')} |`);
    expect(run.summary).toMatch(
      /\| single-node 1k1k \/ .* \| infrastructure \| slurm-node-fail \| slurmstepd: error: .*DUE TO NODE FAILURE .* \| yes \| not re-run: report only \|/
    );
    expect(run.summary).toMatch(
      /\| single-node 1k1k \/ .* \| benchmark \| out-of-memory \| torch.OutOfMemoryError: CUDA out of memory.* \| no: benchmark failure \(a re-run repeats it\) \| — \|/
    );
    // as GitHub renders the summary: the triage table (one row per failed job) and the GPU-hours table
    const triaged = expectRenderedTable(run.summary, TRIAGE_HEADER);
    expect(triaged.rows.map((r) => [r[1], r[4]])).toEqual([
      ['infrastructure', 'yes'],
      ['benchmark', 'no: benchmark failure (a re-run repeats it)']
    ]);
    expect(triaged.rows[0]![3]).toContain('*** JOB 81 ON node-07 CANCELLED AT 2026-12-05T11:00:00 DUE TO NODE FAILURE ***'.replace(/\*/g, '\u2217'));
    expect(expectRenderedTable(run.summary, ['GPU-hours', 'value']).rows.map((r) => r[0])).toEqual(SAVING);
    const table = savings(run.summary);
    expect(table.map(([label]) => label)).toEqual(SAVING);
    const value = Object.fromEntries(table);
    const [a, b, c] = gpus as [number, number, number];
    expect(value[SAVING[0]!]).toBeCloseTo(a * 2 + b * 1 + c * 0.5, 1);
    expect(value[SAVING[1]!]).toBeCloseTo(b * 1, 1);
    expect(value[SAVING[3]!]).toBeCloseTo(c * 0.5, 1);
    // the mi355x rows the planning kept off offline runners, at the median successful duration (2 h)
    const offline = rowGpus(JSON.parse(readFileSync(join(sweepMatrix, 'offline-rows.json'), 'utf8')));
    expect(value[SAVING[5]!]).toBeCloseTo(
      offline.reduce((n, g) => n + g * 2, 0),
      1
    );
    expect(value[SAVING[6]!]).toBeCloseTo(value[SAVING[3]!]! + value[SAVING[5]!]!, 1);
  }, 120_000);

  test('triage.yml after the sweep: the infrastructure failure re-run once, the OOM never, the failure digest uploaded; never twice', async () => {
    const { jobs } = sweepJobs();
    api = await startFakeGitHub({ token: TOKEN, routes: runRoutes(jobs, { run_attempt: 1, status: 'completed' }) });
    const call = (attempt: string, artifacts: Record<string, string> = { 'sweep-matrix': sweepMatrix }) => {
      const { workflow, context } = workflowCall('triage.yml', { 'run-id': '500', 'run-attempt': attempt });
      context.github = github({ token: TOKEN });
      const ws = mkdtempSync(join(scratch, 'ws-'));
      return { ws, run: runJob(workflow.jobs.triage!, context, { cwd: ws, env: runnerEnv(ws), artifacts }) };
    };
    const first = call('1');
    const run = await first.run;
    expect(run.failed).toBe(false);
    expect(run.downloads).toEqual([{ name: 'sweep-matrix', path: 'sweep-matrix', runId: '500' }]);
    expect(posts()).toEqual(['/repos/SemiAnalysisAI/InferenceX/actions/jobs/2/rerun']);
    expect(run.outputs['rerun-count']).toBe('1');
    expect(run.uploads.map((u) => [u.name, u.files])).toEqual([['failure-digest-500-1', ['failure-digest/digest.md', 'failure-digest/triage.json']]]);
    const digest = JSON.parse(readFileSync(join(first.ws, 'failure-digest/triage.json'), 'utf8')) as {
      run: number;
      attempt: number;
      jobs: { class: string; outcome: string }[];
    };
    expect([digest.run, digest.attempt, digest.jobs.map((j) => [j.class, j.outcome])]).toEqual([
      500,
      1,
      [
        ['infrastructure', 're-run requested'],
        ['benchmark', '—']
      ]
    ]);
    expect(readFileSync(join(first.ws, 'failure-digest/digest.md'), 'utf8')).toContain('| GPU-hours | value |');

    // a sweep that failed before its planning left no sweep-matrix: triaged and re-run all the same, no GPU-hours counted
    await api.close();
    api = await startFakeGitHub({ token: TOKEN, routes: runRoutes(jobs, { run_attempt: 1, status: 'completed' }) });
    const unplanned = await call('1', {}).run;
    expect(unplanned.failed).toBe(false);
    expect(posts()).toEqual(['/repos/SemiAnalysisAI/InferenceX/actions/jobs/2/rerun']);
    expect(JSON.parse(unplanned.outputs['gpu-hours']!)).toMatchObject({ spent: 0, jobsCounted: 0 });

    // the re-run attempt's completion calls it again: nothing is re-run twice
    await api.close();
    api = await startFakeGitHub({ token: TOKEN, routes: runRoutes(sweepJobs(2).jobs, { run_attempt: 2, status: 'completed' }) });
    const second = await call('2').run;
    expect(second.failed).toBe(false);
    expect(posts()).toEqual([]);
    expect(second.summary).toContain('no: already re-run once');
  }, 120_000);

  test('runner-offline-digest.yml: the offline runners in the summary and as the JSON artifact, from every page', async () => {
    const runners = [...Array.from({ length: 101 }, (_, i) => runner(i, 'h200', 'online')), runner(300, 'mi355x', 'offline'), runner(200, 'b200', 'offline')];
    api = await startFakeGitHub({ token: TOKEN, routes: { '/orgs/acme/actions/runners': { items: runners, item_key: 'runners' } } });
    const { workflow, context } = workflowCall('runner-offline-digest.yml', { organization: 'acme' }, { RUNNERS_PAT: TOKEN });
    context.github = github();
    const ws = mkdtempSync(join(scratch, 'ws-'));
    const run = await runJob(workflow.jobs.digest!, context, { cwd: ws, env: runnerEnv(ws) });
    expect(run.failed).toBe(false);
    expect(run.summary).toContain('### Runner digest: 2/103 self-hosted runners offline');
    expect(run.summary).toMatch(/\| b200_200 \| Linux \| b200 \|\n\| mi355x_300 \| Linux \| mi355x \|/);
    expect(run.uploads.map((u) => [u.name, u.files])).toEqual([['runner-offline-digest', ['runner-digest/offline-runners.json']]]);
    expect(JSON.parse(readFileSync(join(ws, 'runner-digest/offline-runners.json'), 'utf8'))).toEqual({
      total: 103,
      offline: [
        { name: 'b200_200', os: 'Linux', labels: ['b200'] },
        { name: 'mi355x_300', os: 'Linux', labels: ['mi355x'] }
      ]
    });
    expect(run.outputs.offline).toBe(run.runs.runners!.outputs.offline);
  }, 120_000);

  describe('trigger-ingest of a reused run', () => {
    const corpus = join(repoRoot, 'test/fixtures/results/reusable-artifacts');
    const ingest = async (fixture: string) => {
      api = await startFakeGitHub({ token: TOKEN, routes: { 'POST /repos/SemiAnalysisAI/InferenceX-app/dispatches': { status: 204 } } });
      const { workflow, context } = workflowCall('run-sweep.yml', {}, { INFX_FRONTEND_PAT: TOKEN });
      context.github = github({ token: TOKEN });
      const outputs = { 'reuse-enabled': 'true', 'reuse-source-run-id': '99', 'reuse-source-run-attempt': '2', 'search-space-config': '{}' };
      const skipped = { result: 'skipped', outputs: {} };
      context.needs = {
        setup: { result: 'success', outputs },
        'collect-results': skipped,
        'collect-evals': skipped,
        'calc-success-rate': skipped,
        'upload-changelog-metadata': { result: 'success', outputs: {} },
        'sweep-agentic': skipped,
        'sweep-multi-node-agentic': skipped
      } as Context['needs'];
      const stored = join(corpus, fixture, 'input/source-artifacts');
      const artifacts = Object.fromEntries(readdirSync(stored).map((name) => [name, join(stored, name)]));
      const ws = mkdtempSync(join(scratch, 'ws-'));
      return runJob(workflow.jobs['trigger-ingest']!, context, { cwd: ws, env: runnerEnv(ws), artifacts });
    };

    test("its artifacts are validated first; the dispatch names the reused run's attempt", async () => {
      const run = await ingest('ra_dedupe_legacy_reruns');
      expect(run.ran).toEqual(['validate-reusable-artifacts', 'publish']);
      expect(run.downloads).toEqual([{ name: '', path: 'reused-artifacts', runId: '99' }]);
      expect(run.failed).toBe(false);
      const sent = api!.requests.filter((r) => r.method === 'POST');
      expect(sent.map((r) => [r.path, JSON.parse(r.body)])).toEqual([
        [
          '/repos/SemiAnalysisAI/InferenceX-app/dispatches',
          { event_type: 'ingest-results', client_payload: { 'source-run-id': '99', 'merge-run-id': '500', 'source-run-attempt': '2' } }
        ]
      ]);
    }, 120_000);

    test('inconsistent artifacts stop the ingest: nothing is dispatched', async () => {
      const run = await ingest('ra_fixed_duplicate_rows');
      expect(run.failed).toBe(true);
      expect(run.ran).toEqual(['validate-reusable-artifacts']);
      expect(api!.requests.filter((r) => r.method === 'POST')).toEqual([]);
    }, 120_000);
  });
});
