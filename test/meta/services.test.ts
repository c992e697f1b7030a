// `npm test` never needs a service: a suite needing Slurm or PostgreSQL skips with one line saying
// why and how to enable it; `npm run test:services` (which .ci/run calls) runs those suites and
// fails where the service is missing.
import { describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
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
    { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, NODE_NO_WARNINGS: '1', SWEEPKIT_SERVICES: '', ...env } }
  );
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
};

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));

const scripts = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('service suites', () => {
  test('npm test: skipped, with one line naming the suite, the service and how to enable it', () => {
    const run = jest({});
    expect(run.code).toBe(0);
    expect(run.output.split('\n').filter((l) => l.startsWith('skipped: '))).toEqual([
      'skipped: a suite needing PostgreSQL (needs PostgreSQL; enable with npm run test:services)'
    ]);
    expect(run.output).toMatch(/Tests:\s+1 skipped, 1 total/);
  }, 60_000);

  test('npm run test:services (SWEEPKIT_SERVICES=1) with the service missing: the suite fails, saying what is missing', () => {
    const run = jest({ SWEEPKIT_SERVICES: '1' });
    expect(run.code).toBe(1);
    expect(run.output).toContain('PostgreSQL is required by npm run test:services (SWEEPKIT_SERVICES=1): no PostgreSQL at 127.0.0.1:1');
    expect(run.output).toMatch(/Tests:\s+1 failed, 1 total/);
  }, 60_000);

  test('test:services covers every suite that needs a service, and .ci/run calls it after starting the services', () => {
    const users = walk(join(repoRoot, 'test'))
      .filter((f) => f.endsWith('.test.ts') && f !== import.meta.filename && /\b(serviceSuite|slurmSuite)\b/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(repoRoot, f));
    expect(users.length).toBeGreaterThan(0);
    const paths = scripts['test:services']!.split(' -- ')[1]!.split(' ');
    expect(users.filter((f) => !paths.some((p) => f.startsWith(p)))).toEqual([]);
    const ci = readFileSync(join(repoRoot, '.ci/run'), 'utf8').split('\n');
    const line = (command: string) => ci.indexOf(command);
    expect(line('npm run test:services')).toBeGreaterThan(Math.max(line('bash .ci/slurm-setup.sh'), line('bash .ci/postgres-setup.sh')));
    expect(Math.min(line('bash .ci/slurm-setup.sh'), line('bash .ci/postgres-setup.sh'), line('npm run check-dist'))).toBeGreaterThan(-1);
  });

  test('npm test installs nothing: no apt-get, no service set-up, no dist check', () => {
    expect(scripts.test).not.toMatch(/check-dist|setup|apt-get|install/);
    const offenders = walk(join(repoRoot, 'test'))
      .filter((f) => f.endsWith('.ts') && /apt-get\s+install|cluster\(['"](start|install)['"]\)/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(repoRoot, f));
    expect(offenders).toEqual([]);
  });
});
