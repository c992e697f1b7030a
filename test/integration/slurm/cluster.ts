/** Helpers for tests against the real local Slurm that .ci/slurm-setup.sh starts (test/slurm/cluster.sh). */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../bundle/harness.js';
import { serviceSuite, slurmMissing } from '../../support/services.js';

/** The Slurm suites' describe: skipped with one line by `npm test`, run by `npm run test:services`. */
export const slurmSuite = await serviceSuite('Slurm', slurmMissing);

export const clusterScript = join(repoRoot, 'test/slurm/cluster.sh');
export const standInBin = join(repoRoot, 'test/slurm/bin');

/** Runs test/slurm/cluster.sh in `mode` (the outage tests' stop-controller / start-controller). */
export const cluster = (mode: 'stop-controller' | 'start-controller'): string =>
  execFileSync('bash', [clusterScript, mode], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** Ids of jobs still in the queue (squeue's default: pending, running, completing …). */
export function queuedJobs(): string[] {
  return execFileSync('squeue', ['-h', '-o', '%i'], { encoding: 'utf8' }).split('\n').filter(Boolean);
}

/** A job's state as scontrol tells it. */
export function jobState(id: string): string {
  const text = execFileSync('scontrol', ['show', 'job', '-o', id], { encoding: 'utf8' });
  return /JobState=(\S+)/.exec(text)?.[1] ?? '';
}

export const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

/** Polls `check` every 200 ms until it is true or `ms` passed; returns whether it became true. */
export async function eventually(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (check()) return true;
    if (Date.now() >= deadline) return false;
    await sleep(200);
  }
}

/**
 * Waits until the cluster's node takes jobs (idle, mixed or allocated). The tests never start,
 * install or configure Slurm themselves (.ci/slurm-setup.sh does), so they leave /etc alone.
 */
export async function nodeReady(): Promise<void> {
  const up = () => execFileSync('sinfo', ['-h', '-t', 'idle,mix,alloc', '-o', '%D'], { encoding: 'utf8' }).trim() !== '';
  if (!(await eventually(up, 60_000))) throw new Error('the Slurm node did not become idle within 60 s (sinfo -N shows why)');
}

const scratch: string[] = [];

/** Removes the workspaces and command-file folders the tests made. */
export function removeScratch(): void {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A fresh workspace holding a minimal srt-slurm recipe. */
export function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sweepkit-launch-'));
  scratch.push(dir);
  writeFileSync(join(dir, 'recipe.yaml'), 'name: sweepkit-it\nslurm:\n  time_limit: "0:10:00"\n');
  return dir;
}

/**
 * An empty set of runner command files (output, env, state, summary, path) for runBundle's `dir`,
 * so a test knows where a running main step saves its state.
 */
export function commandFiles(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sweepkit-launch-cmd-'));
  scratch.push(dir);
  for (const name of ['output', 'env', 'state', 'summary', 'path']) writeFileSync(join(dir, name), '');
  return dir;
}

/** The job ids main saved in its state file so far (the post step's input). */
export function savedJobIds(stateDir: string): string[] {
  const match = /job-ids<<(\S+)\n(.*)\n/.exec(readFileSync(join(stateDir, 'state'), 'utf8'));
  return match ? (JSON.parse(match[2]!) as string[]) : [];
}
