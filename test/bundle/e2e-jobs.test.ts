// The e2e-jobs action and `sweepkit e2e-jobs`, run from the built bundles like the runner and a `run:` step.
import { expect, test } from '@jest/globals';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectRenderedTable, tableObject } from '../support/render-summary.js';
import { repoRoot, runBundle, runCliBundle } from './harness.js';

const corpus = join(repoRoot, 'test/fixtures/e2e-jobs');
const policy = join(repoRoot, 'test/fixtures/matrix/ci-priority/policies/real-ci-priority.yaml');

test('action: the families of a real test-config matrix, annotated per family, with a rendered count table', async () => {
  const matrix = join(corpus, 'e2e_real_test_config_dsr1_b200/input/matrix.json');
  const run = await runBundle('e2e-jobs', {
    inputs: { matrix, 'priority-policy': policy },
    env: { GITHUB_EVENT_NAME: 'workflow_dispatch', GITHUB_RUN_ID: '42', GITHUB_RUN_ATTEMPT: '3' }
  });
  expect(run.annotations).toEqual([]);
  expect(run.code).toBe(0);
  const single = JSON.parse(run.outputs['single-node-config']!) as Record<string, unknown>[];
  const rows = JSON.parse(readFileSync(matrix, 'utf8')) as Record<string, unknown>[];
  expect(single).toHaveLength(rows.length);
  expect(single[0]).toMatchObject({ ...rows[0], priority: expect.stringMatching(/^\d+\.\d{3}$/) });
  expect(run.outputs['single-node-config-count']).toBe(String(rows.length));
  // A run-eval row is benchmarked in its throughput family and evaluated in eval-config.
  const evals = JSON.parse(run.outputs['eval-config']!) as Record<string, unknown>[];
  expect(evals.map((r) => r.conc)).toEqual(rows.filter((r) => r['run-eval'] === true).map((r) => r.conc));
  expect(evals.length).toBeGreaterThan(0);
  const table = tableObject(expectRenderedTable(run.summary, ['output', 'family', 'jobs']));
  expect(table['single-node-config']).toBe('single');
  // The CLI with the same namespace gives the same tokens.
  const cli = await runCliBundle([
    'e2e-jobs',
    '--matrix',
    matrix,
    '--priority-policy',
    policy,
    '--queue-namespace',
    '42:3',
    '--event-name',
    'workflow_dispatch'
  ]);
  expect(cli.code).toBe(0);
  expect(JSON.parse(cli.stdout)['single-node-config']).toEqual(single);
});

test('action: a matrix that is not JSON is one error naming the file and position', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sweepkit-e2e-'));
  writeFileSync(join(dir, 'm.json'), '[{"a": }]');
  const run = await runBundle('e2e-jobs', { inputs: { matrix: join(dir, 'm.json') } });
  expect(run.code).toBe(1);
  expect(run.annotations[0]).toMatchObject({
    level: 'error',
    properties: { file: join(dir, 'm.json'), line: '1' },
    message: expect.stringContaining('invalid JSON: Expecting value')
  });
  expect(run.outputs['single-node-config']).toBeUndefined();
});

test('CLI: trusted buckets from stdin, the eval rows in eval-config', async () => {
  const buckets = { single_node: {}, multi_node: {}, evals: [{ runner: 'b200', framework: 'vllm', 'run-eval': true, 'eval-only': true }] };
  const run = await runCliBundle(['e2e-jobs'], { input: JSON.stringify(buckets) });
  expect(run.code).toBe(0);
  const out = JSON.parse(run.stdout) as Record<string, unknown[]>;
  expect(out.flattened).toHaveLength(1);
  expect(out['eval-config']).toEqual(buckets.evals);
  expect(out['single-node-config']).toEqual([]);
});
