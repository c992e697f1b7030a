// The real services some integration suites need (Slurm, PostgreSQL). `npm test` never runs them:
// each such suite skips with one `skipped: <suite> (<why>, how to enable)` line. `npm run
// test:services` (SWEEPKIT_SERVICES=1; .ci/run calls it after starting the services) runs them,
// and there a missing service fails the suite, saying what is missing and how to start it.
// No test installs a service or writes system files: .ci/slurm-setup.sh and .ci/postgres-setup.sh do.
import { describe, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import pg from 'pg';

type Describe = (name: string, fn: () => void) => void;

/** Why no Slurm can be used here, or undefined when `sinfo` answers. */
export function slurmMissing(): string | undefined {
  const run = spawnSync('sinfo', ['-h'], { stdio: 'ignore', timeout: 10_000 });
  if (run.status === 0) return undefined;
  return 'no Slurm answers sinfo; start one with sudo bash .ci/slurm-setup.sh';
}

/** Why PostgreSQL at `url` cannot be used, or undefined when a connection succeeds. */
export async function postgresMissing(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    return undefined;
  } catch (error) {
    return `no PostgreSQL at ${new URL(url).host} (${(error as Error).message.split('\n')[0]}); set DATABASE_URL or run bash .ci/postgres-setup.sh`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Whether this run includes the service suites (`npm run test:services`). */
export const servicesEnabled = (): boolean => process.env.SWEEPKIT_SERVICES === '1';

/**
 * `describe` for a suite that needs `service`. Without SWEEPKIT_SERVICES=1: one stderr line and a
 * skip, `missing` not even called. With it: the suite when `missing()` finds the service, else one
 * failing test naming what is missing.
 */
export async function serviceSuite(service: string, missing: () => string | undefined | Promise<string | undefined>): Promise<Describe> {
  if (!servicesEnabled()) {
    return (name, fn) => {
      process.stderr.write(`skipped: ${name} (needs ${service}; enable with npm run test:services)\n`);
      describe.skip(name, fn);
    };
  }
  const why = await missing();
  if (why === undefined) return describe;
  return (name) =>
    describe(name, () => {
      test(`${service} is available`, () => {
        throw new Error(`${service} is required by npm run test:services (SWEEPKIT_SERVICES=1): ${why}`);
      });
    });
}
