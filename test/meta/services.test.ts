// `npm test` on a laptop: a suite whose service is missing skips with one line saying what is
// missing; under .ci/run (SWEEPKIT_REQUIRE_SERVICES=1) it fails instead.
import { describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../bundle/harness.js';

const jest = (env: Record<string, string>) => {
  const run = spawnSync(
    process.execPath,
    [
      '--experimental-vm-modules',
      join(repoRoot, 'node_modules/jest/bin/jest.js'),
      '--testMatch',
      '**/test/fixtures/services/*.fixture.ts',
      '--reporters',
      'default'
    ],
    { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, NODE_NO_WARNINGS: '1', SWEEPKIT_REQUIRE_SERVICES: '', ...env } }
  );
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
};

describe('service suites', () => {
  test('missing on a laptop: skipped, with one line naming the service and how to get it', () => {
    const run = jest({});
    expect(run.code).toBe(0);
    const lines = run.output.split('\n').filter((l) => l.startsWith('skipped: '));
    expect(lines).toEqual([
      expect.stringMatching(
        /^skipped: a suite needing PostgreSQL: no PostgreSQL at 127\.0\.0\.1:1 \(.+\); set DATABASE_URL or run bash \.ci\/postgres-setup\.sh$/
      )
    ]);
    expect(run.output).toMatch(/Tests:\s+1 skipped, 1 total/);
  }, 60_000);

  test('missing under .ci/run (SWEEPKIT_REQUIRE_SERVICES=1): the suite fails, saying what is missing', () => {
    const run = jest({ SWEEPKIT_REQUIRE_SERVICES: '1' });
    expect(run.code).toBe(1);
    expect(run.output).toContain('PostgreSQL is required here (SWEEPKIT_REQUIRE_SERVICES=1): no PostgreSQL at 127.0.0.1:1');
    expect(run.output).toMatch(/Tests:\s+1 failed, 1 total/);
  }, 60_000);

  test('.ci/run requires the services', () => {
    expect(readFileSync(join(repoRoot, '.ci/run'), 'utf8')).toMatch(/^export SWEEPKIT_REQUIRE_SERVICES=1$/m);
  });
});
