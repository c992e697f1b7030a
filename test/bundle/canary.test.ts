// The canary action and `sweepkit canary`, run from the committed bundles like the runner does.
import { expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, runBundle, runCliBundle } from './harness.js';

const corpus = join(repoRoot, 'test/fixtures/matrix/ci-priority');
// run-sweep's setup output after ci-priority: PR #2550's buckets, annotated by the reference.
const annotated = readFileSync(join(corpus, 'bucketed-patchwork-waived/stdout'), 'utf8');

test('action: the canary of an annotated payload keeps its priority; remaining lacks exactly that row', async () => {
  const run = await runBundle('canary', { inputs: { matrix: annotated } });
  expect(run.annotations).toEqual([]);
  expect(run.code).toBe(0);
  expect(run.outputs.found).toBe('true');
  const [canary] = JSON.parse(run.outputs.canary!) as Record<string, unknown>[];
  expect(canary).toMatchObject({ 'run-eval': false, priority: expect.stringMatching(/^\d+\.\d{3}$/), 'queue-token': expect.stringMatching(/^[0-9a-f]{32}$/) });
  const payload = JSON.parse(annotated) as { single_node: Record<string, Record<string, unknown>[]> };
  const remaining = JSON.parse(run.outputs.remaining!) as typeof payload;
  const rows = (p: typeof payload) => Object.values(p.single_node).flat();
  expect(rows(remaining)).toHaveLength(rows(payload).length - 1);
  expect(rows(remaining)).not.toContainEqual(canary);
  expect(
    Math.min(
      ...rows(payload)
        .filter((r) => r['run-eval'] !== true)
        .map((r) => r.conc as number)
    )
  ).toBe(canary!.conc);
  expect(run.summary).toMatch(/<h3>Canary<\/h3>\n\n\| field \| value \|/);
});

test('action: no candidate → [] and found false; bad JSON names the input', async () => {
  const none = await runBundle('canary', { inputs: { matrix: '{"single_node": {}, "multi_node": {}}' } });
  expect([none.code, none.outputs.canary, none.outputs.found]).toEqual([0, '[]', 'false']);
  const bad = await runBundle('canary', { inputs: { matrix: '{"single_node": ' } });
  expect(bad.code).toBe(1);
  expect(bad.annotations.map((a) => a.message)).toEqual([expect.stringContaining("input 'matrix' is not valid JSON: Expecting value: line 1 column 16")]);
});

test('CLI: the same canary from stdin as a one-row list', async () => {
  const run = await runCliBundle(['canary'], { input: annotated });
  expect(run.stderr).toBe('');
  const action = await runBundle('canary', { inputs: { matrix: annotated } });
  expect(run.stdout).toBe(`${action.outputs.canary}\n`);
});
