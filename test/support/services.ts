// The real services some integration suites need (Slurm, PostgreSQL). On a laptop without them
// (not root, macOS) those suites skip with one line each saying what is missing; .ci/run sets
// SWEEPKIT_REQUIRE_SERVICES=1, where a missing service fails the suite instead.
import { describe, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import pg from 'pg';

type Describe = (name: string, fn: () => void) => void;

/** Whether a command runs and exits 0 (false when it is not installed). */
const runs = (command: string, args: string[]): boolean => spawnSync(command, args, { stdio: 'ignore', timeout: 10_000 }).status === 0;

/**
 * Why the Slurm suites cannot run here, or undefined when they can: a Slurm that answers `sinfo`,
 * or root on a Debian-like Linux where test/slurm/cluster.sh installs and starts one.
 */
export function slurmMissing(): string | undefined {
  if (runs('sinfo', ['-h'])) return undefined;
  if (process.platform !== 'linux') return `no Slurm answers sinfo, and test/slurm/cluster.sh needs Linux (this is ${process.platform})`;
  if (process.getuid?.() !== 0) return 'no Slurm answers sinfo, and only root can install and start one (test/slurm/cluster.sh)';
  if (!runs('apt-get', ['--version'])) return 'no Slurm answers sinfo, and there is no apt-get to install one';
  return undefined;
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

/**
 * `describe` for a suite that needs `service`: the suite itself when the service is there (or
 * `skipVariable`=1 asks to skip it); else one stderr line and a skip, or, under
 * SWEEPKIT_REQUIRE_SERVICES=1, one failing test naming what is missing.
 */
export function serviceSuite(service: string, missing: string | undefined, skipVariable: string): Describe {
  if (process.env[skipVariable] === '1') return describe.skip;
  if (missing === undefined) return describe;
  if (process.env.SWEEPKIT_REQUIRE_SERVICES === '1') {
    return (name) =>
      describe(name, () => {
        test(`${service} is available`, () => {
          throw new Error(`${service} is required here (SWEEPKIT_REQUIRE_SERVICES=1): ${missing}`);
        });
      });
  }
  return (name, fn) => {
    process.stderr.write(`skipped: ${name}: ${missing}\n`);
    describe.skip(name, fn);
  };
}
