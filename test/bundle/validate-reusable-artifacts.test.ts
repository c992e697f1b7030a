// The validate-reusable-artifacts action and CLI, run from the bundles like the runner does.
import { expect, test } from '@jest/globals';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, runBundle, runCliBundle } from './harness.js';

const corpus = join(repoRoot, 'test/fixtures/results/reusable-artifacts');
const workspace = (name: string): string => {
  const work = mkdtempSync(join(tmpdir(), 'reuse-bundle-'));
  cpSync(join(corpus, name, 'input'), work, { recursive: true });
  return work;
};

test('action: a reran eval is collapsed in place, the counts are outputs and in the summary', async () => {
  const cwd = workspace('ra_dedupe_legacy_reruns');
  const run = await runBundle('validate-reusable-artifacts', { inputs: { 'artifacts-dir': 'source-artifacts' }, cwd });
  expect(run.annotations).toEqual([]);
  expect(run.code).toBe(0);
  expect(run.outputs).toMatchObject({ 'fixed-rows': '0', 'agentic-rows': '0', 'eval-rows': '2' });
  expect(run.stdout).toContain("removed superseded raw eval dir 'eval_minimaxm3_conc4096_b300-nv_15'");
  expect(existsSync(join(cwd, 'source-artifacts/eval_minimaxm3_conc4096_b300-nv_15'))).toBe(false);
  expect(run.summary).toContain('0 fixed-sequence row(s), 0 agentic row(s), 2 eval row(s).');
});

test('action: each problem is one annotation with its identities; the step fails', async () => {
  const run = await runBundle('validate-reusable-artifacts', { inputs: { 'artifacts-dir': 'source-artifacts' }, cwd: workspace('ra_fixed_duplicate_rows') });
  expect(run.code).toBe(1);
  expect(run.stdout).toContain('fixed-sequence artifacts contain 2 duplicate row(s)');
  expect(run.stdout).toMatch(/duplicate x2: \('single', 'h100'/);
  expect(run.stdout).not.toMatch(/\bat .*\.js:\d+/);
});

test('cli: the usage error exits 2; a missing folder exits 1 in one line', async () => {
  const usage = await runCliBundle(['validate-reusable-artifacts']);
  expect(usage.code).toBe(2);
  const missing = await runCliBundle(['validate-reusable-artifacts', '--artifacts-dir', 'nowhere/'], { cwd: mkdtempSync(join(tmpdir(), 'reuse-')) });
  expect([missing.code, missing.stderr.trim()]).toEqual([1, expect.stringMatching(/artifacts directory does not exist: nowhere$/)]);
});
