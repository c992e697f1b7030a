// The callers of examples/inferencex/ reproduce, job for job, the reference's run-sweep and e2e
// graphs: the same families (same template kind, same names, same needs) run for a full-sweep PR, a
// push to main and a /reuse-sweep-run merge, each over the same rows. Our planning job's outputs
// come from the real CLI (canary, plan-jobs over the full sweep); the reference's from the matrix.
import { beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { loadJobs, renderGraph, type GraphJob, type RenderedJob } from '../support/workflow-graph.js';
import { repoRoot, runCliBundle } from './harness.js';

const reference = join(repoRoot, 'test/fixtures/sweep-graph/reference');
const configs = join(repoRoot, 'test/fixtures/matrix/inferencex/configs');
const site = join(repoRoot, 'test/fixtures/plan-jobs');
const scratch = mkdtempSync(join(tmpdir(), 'sweepkit-sweep-graph-'));

/** Jobs of ours that stand for a reference job (by design, docs/adopting.md). */
const MERGED: Record<string, string> = { 'canary-select': 'setup', 'trigger-agentic-ingest': 'trigger-ingest' };
/** Jobs of ours the reference does not have. */
const ADDED = new Set(['cancel-on-failure']);
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
