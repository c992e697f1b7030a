import { describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parsePyJson, pyJsonDumps, pyTruthy, type PyJson } from '../../../../packages/common/src/index.js';
import { e2eJobs, e2eOutputs, parsePriorityPolicy, splitE2eFamilies } from '../../../../packages/matrix/src/index.js';
import { repoRoot } from '../../../bundle/harness.js';

const corpus = join(repoRoot, 'test/fixtures/e2e-jobs');
const cases = readdirSync(corpus, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const read = (name: string, file: string): string => readFileSync(join(corpus, name, file), 'utf8');
const read2 = (path: string): string => readFileSync(join(repoRoot, 'test/fixtures', path), 'utf8');
const field = (row: PyJson, key: string): PyJson | undefined => (row instanceof Map ? row.get(key) : undefined);

describe('conformance: the reference get-jobs step (test/fixtures/e2e-jobs)', () => {
  test('the corpus is there', () => expect(cases.length).toBeGreaterThanOrEqual(8));

  test.each(cases)('%s: every output but eval-config byte for byte, throughput rows with run-eval false', (name) => {
    const jobs = e2eJobs(parsePyJson(read(name, 'input/matrix.json')), 'matrix.json');
    const expected = parsePyJson(read(name, 'expected/outputs.json')) as Map<string, PyJson>;
    expect(`${pyJsonDumps(expected, { indent: 1 })}\n`).toBe(read(name, 'expected/outputs.json'));
    // The reference never fills eval-config (a bug we do not copy): it is compared by its rule below.
    expect(expected.get('eval-config')).toBe('');
    // Its throughput jobs run with the template's run-eval: false, which the rows here say themselves.
    for (const output of ['single-node-config', 'multi-node-config']) {
      for (const row of expected.get(output) as Map<string, PyJson>[]) if (pyTruthy(row.get('run-eval') ?? null)) row.set('run-eval', false);
    }
    const ours = new Map(Object.entries(e2eOutputs(jobs)));
    ours.set('eval-config', '');
    expect(`${pyJsonDumps(ours, { indent: 1 })}\n`).toBe(`${pyJsonDumps(expected, { indent: 1 })}\n`);
  });

  test.each(cases)('%s: eval-config holds exactly the single-node, non-agentic run-eval rows', (name) => {
    const input = parsePyJson(read(name, 'input/matrix.json'));
    const jobs = e2eJobs(input, 'matrix.json');
    const rows = (jobs.flattened ?? (input as PyJson[])) as PyJson[];
    const want = rows.filter(
      (r) => field(r, 'prefill') === undefined && field(r, 'scenario-type') !== 'agentic-coding' && pyTruthy(field(r, 'run-eval') ?? null)
    );
    expect(jobs.families['eval-config']).toEqual(want);
  });
});

const row = (fields: Record<string, PyJson>): Record<string, PyJson> => ({ runner: 'b200', framework: 'sglang', ...fields });
const where = (fields: Record<string, PyJson>): string[] =>
  Object.entries(splitE2eFamilies([row(fields)], 'm.json'))
    .filter(([, rows]) => rows.length)
    .map(([output]) => output);

describe('family rules', () => {
  test.each<[string, Record<string, PyJson>, string[]]>([
    ['single-node throughput', {}, ['single-node-config']],
    ['single-node run-eval: benchmark (run-eval false), and eval', { 'run-eval': true }, ['single-node-config', 'eval-config']],
    ['single-node eval-only: eval only (the reference runs nothing)', { 'run-eval': true, 'eval-only': true }, ['eval-config']],
    ['multi-node: prefill present, even null', { prefill: null }, ['multi-node-config']],
    ['multi-node run-eval: both families', { prefill: {}, 'run-eval': true }, ['multi-node-config', 'multi-node-eval-config']],
    ['multi-node eval-only', { prefill: {}, 'run-eval': true, 'eval-only': true }, ['multi-node-eval-config']],
    ['agentic', { 'scenario-type': 'agentic-coding' }, ['agentic-config']],
    ['agentic eval', { 'scenario-type': 'agentic-coding', 'run-eval': true }, ['agentic-eval-config']],
    ['multi-node agentic', { 'scenario-type': 'agentic-coding', prefill: {} }, ['multi-node-agentic-config']],
    ['multi-node agentic eval', { 'scenario-type': 'agentic-coding', prefill: {}, 'run-eval': true }, ['multi-node-agentic-eval-config']],
    ["Python truthiness: the string 'false' is true", { 'run-eval': 'false' }, ['single-node-config', 'eval-config']],
    ['Python truthiness: 0 is false', { 'run-eval': 0 }, ['single-node-config']]
  ])('%s', (_name, fields, outputs) => expect(where(fields)).toEqual(outputs));
});

// Every eval runs once (issue 33): on the full sweep, no throughput row carries run-eval, and the
// eval families hold every run-eval row (202 single-node, 317 multi-node).
test('the full sweep: 0 throughput rows with run-eval, 519 eval jobs', () => {
  const matrix = JSON.parse(gunzipSync(readFileSync(join(repoRoot, 'test/fixtures/matrix/cases/fs-both.json.gz'))).toString('utf8')) as PyJson[];
  const { families } = e2eJobs(matrix, 'fs-both.json');
  const runEval = (output: keyof typeof families): number => families[output].filter((r) => pyTruthy((r as Record<string, PyJson>)['run-eval'] ?? null)).length;
  expect([runEval('single-node-config'), runEval('multi-node-config')]).toEqual([0, 0]);
  const evals = ['eval-config', 'multi-node-eval-config', 'agentic-eval-config', 'multi-node-agentic-eval-config'] as const;
  expect(evals.map((output) => families[output].length)).toEqual([202, 317, 0, 0]);
  expect(matrix.filter((r) => pyTruthy((r as Record<string, PyJson>)['run-eval'] ?? null))).toHaveLength(519);
});

describe('trusted mode (changelog buckets)', () => {
  test('a changelog sweep with evals: its throughput rows carry run-eval false, its eval rows keep theirs', () => {
    const buckets = parsePyJson(read2('process-changelog/trim-conc-all-evals-sn/stdout'));
    const { families } = e2eJobs(buckets, 'buckets.json');
    const runEval = (rows: PyJson[]): number => rows.filter((r) => pyTruthy(field(r, 'run-eval') ?? null)).length;
    expect(runEval(families['single-node-config'])).toBe(0);
    expect(families['eval-config'].length).toBeGreaterThan(0);
    expect(runEval(families['eval-config'])).toBe(families['eval-config'].length);
  });

  const buckets = {
    single_node: { '1k1k': [row({ conc: 1 })], '8k1k': [row({ conc: 2 })] },
    multi_node: { '8k1k': [row({ prefill: {}, conc: 3 })] },
    evals: [row({ 'run-eval': true, 'eval-only': true, conc: 4 })],
    multinode_agentic_evals: [row({ prefill: {}, 'scenario-type': 'agentic-coding', 'run-eval': true, conc: 5 })],
    changelog_metadata: { entries: [] }
  };
  test('buckets in order, then the eval lists, multinode_agentic_evals included', () => {
    const jobs = e2eJobs(buckets, 'b.json');
    expect(jobs.flattened!.map((r) => (r as Record<string, PyJson>).conc)).toEqual([1, 2, 3, 4, 5]);
    expect(jobs.families['multi-node-agentic-eval-config']).toHaveLength(1);
    expect(jobs.unassigned).toBe(0);
  });
  test.each<[string, PyJson, string]>([
    ['a list where buckets are expected', { single_node: [] }, 'b.json: single_node of the changelog matrix is not an object'],
    ['a bucket that is not a list', { multi_node: { '8k1k': 3 } }, 'b.json: multi_node["8k1k"] of the changelog matrix is not a list'],
    ['a row that is not an object', [1], 'b.json: row 0 of the matrix is not a JSON object']
  ])('%s is one located error', (_name, matrix, message) => {
    expect(() => e2eJobs(matrix, 'b.json')).toThrow(message.replace(/^b\.json: /, ''));
  });
});

test('priority: each family under its own queue namespace, no skip-queue-pr', () => {
  const policy = parsePriorityPolicy(readFileSync(join(repoRoot, 'test/fixtures/matrix/ci-priority/policies/real-ci-priority.yaml'), 'utf8'), 'p.yaml');
  const jobs = e2eJobs([row({ conc: 1 }), row({ prefill: {}, conc: 1 })], 'm.json', {
    policy,
    eventName: 'workflow_dispatch',
    labels: ['skip_queue'],
    namespace: '7:1'
  });
  const single = jobs.families['single-node-config'][0] as Record<string, PyJson>;
  const multi = jobs.families['multi-node-config'][0] as Record<string, PyJson>;
  expect(single.priority).toMatch(/^\d+\.\d{3}$/);
  expect(Number(multi.priority)).toBeGreaterThan(Number(single.priority));
  expect(single['skip-queue-pr']).toBeUndefined();
  // Same row content, other family → other token: the family is part of the namespace.
  const again = e2eJobs([row({ conc: 1 })], 'm.json', { policy, eventName: 'workflow_dispatch', labels: [], namespace: '7:2' });
  expect((again.families['single-node-config'][0] as Record<string, PyJson>)['queue-token']).not.toBe(single['queue-token']);
});
