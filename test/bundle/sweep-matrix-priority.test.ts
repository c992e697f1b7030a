// sweep-matrix with `priority-policy` annotates in-process exactly what piping its matrix through
// `sweepkit ci-priority` gives (run-sweep.yml's setup step and e2e-tests.yml do the latter).
import { expect, test } from '@jest/globals';
import { join } from 'node:path';
import { materialiseProcessCase } from '../integration/changelog/repo.js';
import { repoRoot, runBundle, runCliBundle } from './harness.js';

const fixtures = join(repoRoot, 'test/fixtures');
const policy = join(fixtures, 'matrix/ci-priority/policies/real-ci-priority.yaml');
const configs = join(fixtures, 'matrix/inferencex');
const RUN = { GITHUB_RUN_ID: '26031234567', GITHUB_RUN_ATTEMPT: '2', GITHUB_EVENT_NAME: 'pull_request' };
const LABELS = ['full-sweep-fail-fast', 'skip_queue', 'ci-checklist-complete'];
const event = { pull_request: { number: 2707, labels: LABELS.map((name) => ({ name })) } };
const ciPriority = [
  'ci-priority',
  '--policy',
  policy,
  '--event-name',
  'pull_request',
  '--queue-namespace',
  '26031234567:2',
  '--labels-json',
  JSON.stringify(LABELS),
  '--pr-number',
  '2707'
];

test('mode sweep: matrix = `sweepkit matrix … | sweepkit ci-priority …`; the families are its rows', async () => {
  const keys = ['dsr1-fp4-b200-sglang', 'dsr1-fp4-gb200-dynamo-trt', 'kimik3-fp4-b300-vllm-agentic-dspark'];
  const args = ['test-config', '--config-files', 'configs/nvidia-master.yaml', '--runner-config', 'configs/runners.yaml', '--config-keys', ...keys];
  const run = await runBundle('sweep-matrix', {
    cwd: configs,
    env: RUN,
    event,
    inputs: {
      command: 'test-config',
      'config-files': 'configs/nvidia-master.yaml',
      'runner-config': 'configs/runners.yaml',
      'config-keys': keys.join('\n'),
      'priority-policy': policy
    }
  });
  expect(run.annotations).toEqual([]);
  expect(run.code).toBe(0);
  const matrix = await runCliBundle(['matrix', ...args], { cwd: configs });
  const piped = await runCliBundle(ciPriority, { input: matrix.stdout });
  expect(piped.code).toBe(0);
  expect(`${run.outputs.matrix}\n` === piped.stdout).toBe(true);
  const rows = JSON.parse(piped.stdout) as Record<string, unknown>[];
  expect(rows.every((r) => r['skip-queue-pr'] === 2707 && /^\d+\.\d{3}$/.test(r.priority as string))).toBe(true);
  const familyRows = ['single-node-8k1k', 'multi-node-8k1k', 'multi-node-eval', 'agentic'].flatMap((f) => JSON.parse(run.outputs[f]!) as unknown[]);
  expect(familyRows.length).toBeGreaterThan(0);
  for (const row of familyRows) expect(rows).toContainEqual(row);
});

// sweep-changelog and sweep-matrix's deprecated changelog mode (which only adds its deprecation warning).
test.each([
  ['sweep-changelog', {}, []],
  ['sweep-matrix', { mode: 'changelog' }, ['warning']]
])('%s: search-space-config = `sweepkit process-changelog … | sweepkit ci-priority …`; the canary carries its priority', async (action, mode, levels) => {
  const repo = materialiseProcessCase(join(fixtures, 'process-changelog/trim-conc-all-evals-sn'));
  const inputs = { ...mode, 'base-ref': 'base', 'head-ref': 'head', 'trim-conc': 'true', 'all-evals': 'true' };
  const run = await runBundle(action, { cwd: repo, env: RUN, event, inputs: { ...inputs, 'priority-policy': policy } });
  expect(run.annotations.map((a) => a.level)).toEqual(levels);
  expect(run.code).toBe(0);
  const processed = await runCliBundle(
    ['process-changelog', '--base-ref', 'base', '--head-ref', 'head', '--changelog-file', 'perf-changelog.yaml', '--trim-conc', '--all-evals'],
    { cwd: repo }
  );
  expect(processed.code).toBe(0);
  const piped = await runCliBundle(ciPriority, { input: processed.stdout });
  expect(`${run.outputs['search-space-config']}\n` === piped.stdout).toBe(true);
  const [canary] = JSON.parse(run.outputs.canary!) as Record<string, unknown>[];
  const annotated = JSON.parse(piped.stdout) as { single_node: Record<string, Record<string, unknown>[]> };
  expect(canary).toEqual(annotated.single_node['8k1k']![0]);
  expect(canary).toMatchObject({
    priority: expect.stringMatching(/^\d+\.\d{3}$/),
    'queue-token': expect.stringMatching(/^[0-9a-f]{32}$/),
    'skip-queue-pr': 2707
  });
  // Same canary and remaining rows as without a policy, now annotated.
  const plain = await runBundle(action, { cwd: repo, env: RUN, event, inputs });
  const strip = (row: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(row).filter(([k]) => !['priority', 'queue-token', 'skip-queue-pr'].includes(k)));
  expect(strip(canary!)).toEqual((JSON.parse(plain.outputs.canary!) as Record<string, unknown>[])[0]);
  expect(JSON.parse(run.outputs['canary-search-space-config']!).single_node['8k1k']).toEqual(annotated.single_node['8k1k']!.slice(1));
});

test('a bad policy fails the step at its line, before any output', async () => {
  const run = await runBundle('sweep-matrix', {
    cwd: configs,
    inputs: {
      command: 'test-config',
      'config-files': 'configs/nvidia-master.yaml',
      'config-keys': 'dsr1-fp4-b200-sglang',
      'priority-policy': join(fixtures, 'matrix/ci-priority/policies/version-2.yaml')
    }
  });
  expect(run.code).toBe(1);
  expect(run.outputs).toEqual({});
  expect(run.annotations[0]).toMatchObject({ level: 'error', message: 'Unsupported CI priority policy version: 2', properties: { line: '1' } });
});

// The priority scheduler's classifier step (run-sweep.yml's jq fallback): usable criteria score
// only the named attributes; anything else is the lowest priority with a warning, never silent.
test.each([
  ['criteria given', '{"criteria": ["multi-node"]}', false],
  ['no output (the step failed or was skipped)', '', true],
  ['not JSON', 'criteria: none', true],
  ['criteria not a list', '{"criteria": "multi-node"}', true],
  ['a list of non-strings', '{"criteria": [1]}', true]
])('priority-classifier: %s', async (_name, output, fallback) => {
  const run = await runBundle('sweep-matrix', {
    cwd: configs,
    env: RUN,
    event,
    inputs: {
      command: 'test-config',
      'config-files': 'configs/nvidia-master.yaml',
      'runner-config': 'configs/runners.yaml',
      'config-keys': 'dsr1-fp4-gb200-dynamo-trt',
      'priority-policy': policy,
      'priority-classifier': 'true',
      'priority-classifier-output': output
    }
  });
  expect(run.code).toBe(0);
  const warnings = run.annotations.filter((a) => a.level === 'warning').map((a) => a.message);
  const rows = JSON.parse(run.outputs.matrix!) as Record<string, unknown>[];
  const criteria = fallback ? '["patchwork"]' : '["multi-node"]';
  const piped = await runCliBundle([...ciPriority, '--criteria-json', criteria], {
    input: `${JSON.stringify(rows.map(({ priority: _p, 'queue-token': _q, 'skip-queue-pr': _s, ...row }) => row))}`
  });
  expect(rows.map((r) => r.priority)).toEqual((JSON.parse(piped.stdout) as Record<string, unknown>[]).map((r) => r.priority));
  if (fallback) expect(warnings).toEqual([expect.stringContaining('CI priority criteria fall back to ["patchwork"] (the lowest priority)')]);
  else expect(warnings).toEqual([]);
});
