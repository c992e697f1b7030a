// `npm test` leaves nothing in the temp folder: jest's globalSetup gives the run a private folder
// (TMPDIR) and globalTeardown removes it with whatever the suites left there. Only jest's own
// transform cache (jest_*) stays, as a cache should.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from '@jest/globals';
import { repoRoot } from '../bundle/harness.js';

const temp = mkdtempSync(join(tmpdir(), 'temp-folder-meta-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const jest = (env: Record<string, string>) =>
  spawnSync(
    process.execPath,
    [
      '--experimental-vm-modules',
      join(repoRoot, 'node_modules/jest/bin/jest.js'),
      '--testMatch',
      '**/test/fixtures/temp-folder/*.fixture.ts',
      '--reporters',
      'default'
    ],
    { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, NODE_NO_WARNINGS: '1', TMPDIR: temp, ...env } }
  );

test('a suite that leaves scratch folders behind: nothing of them stays in TMPDIR', () => {
  const run = jest({ SWEEPKIT_KEEP_TEST_TMPDIR: '' });
  expect([run.status, run.stderr]).toEqual([0, expect.stringMatching(/Tests:\s+1 passed, 1 total/)]);
  expect(readdirSync(temp).filter((name) => !name.startsWith('jest_'))).toEqual([]);
}, 60_000);

test('SWEEPKIT_KEEP_TEST_TMPDIR=1 keeps the folder and says where it is', () => {
  const run = jest({ SWEEPKIT_KEEP_TEST_TMPDIR: '1' });
  expect(run.status).toBe(0);
  const kept = readdirSync(temp).filter((name) => name.startsWith('sweepkit-test-run-'));
  expect(kept).toHaveLength(1);
  expect(run.stderr).toContain(`kept the test run's temp folder: ${join(temp, kept[0]!)}`);
  expect(readdirSync(join(temp, kept[0]!)).sort()).toEqual([expect.stringMatching(/^left-behind-/), 'left-behind.txt']);
}, 60_000);
