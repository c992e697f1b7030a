import { readdirSync } from 'node:fs';
import { systemClock } from '../../../common/src/index.js';
import { childEnvironment, EXTRA_JOB_ENV } from '../child-env.js';
import { importSquashes } from '../squash.js';
import type { CleanupDeps } from '../singlenode-cleanup.js';
import { cleanUp, cleanupOptions, runSinglenode, type SinglenodeResult } from '../singlenode-launch.js';
import type { SinglenodeCleanupValues, SinglenodeLaunchValues } from '../singlenode-options.js';
import { createCommandRunner } from './node-checkout.js';
import { createDockerCli } from './docker-cli.js';
import { createSlurmCli } from './slurm-cli.js';

export interface SinglenodeIO {
  info(line: string): void;
  warning(line: string): void;
  /** The launcher's output: untrusted, must not become workflow commands. */
  output(text: string): void;
}

/** Docker where its daemon answers, Slurm where squeue is on PATH: the clean-up uses what this machine has. */
async function cleanupDeps(values: SinglenodeCleanupValues, env: Record<string, string | undefined>, io: SinglenodeIO): Promise<CleanupDeps & SinglenodeIO> {
  // The inputs first: a clean-up without a job name fails before any tool is probed.
  if (values.cleanup) cleanupOptions(values);
  const timeoutMs = values['slurm-timeout-seconds'] * 1000;
  const hasSqueue = createCommandRunner(env.PATH).which('squeue') !== undefined;
  return {
    ...io,
    clock: systemClock,
    docker: values.cleanup ? await createDockerCli({ timeoutMs, env }) : undefined,
    slurm: hasSqueue ? createSlurmCli({ timeoutMs, env }) : undefined
  };
}

/** The post step: the same clean-up after the job. */
export async function cleanUpOnThisMachine(values: SinglenodeCleanupValues, env: Record<string, string | undefined>, io: SinglenodeIO) {
  return cleanUp(await cleanupDeps(values, env, io), values);
}

/**
 * The single-node job on this machine: `bash <launch script>` in the workspace with the job's
 * environment (the allow-list of child-env.ts: no runner credentials, and no GITHUB_STEP_SUMMARY,
 * where eval scripts would append per-job tables), its output streamed as it comes.
 */
export async function runSinglenodeOnThisMachine(
  values: SinglenodeLaunchValues,
  workspace: string,
  env: Record<string, string | undefined>,
  io: SinglenodeIO
): Promise<SinglenodeResult> {
  const deps = await cleanupDeps(values, env, io);
  const launcherEnv = (extra: Record<string, string>): Record<string, string> => {
    const { env: allowed, dropped } = childEnvironment({ ...env, ...extra }, 'job');
    if (dropped.length)
      io.info(`not passed to the launcher (not on the allow-list of docs/launcher.md; list extra names in ${EXTRA_JOB_ENV}): ${dropped.join(', ')}`);
    return allowed;
  };
  return runSinglenode(
    {
      ...deps,
      importSquashes: (jobs) => importSquashes(createCommandRunner(env.PATH), jobs, env, io.output),
      runScript: async (script, extra) => {
        const { spawn } = await import('node:child_process');
        return new Promise((resolve) => {
          // The site's launcher gets the job's environment, never the runner's credentials (child-env.ts).
          const child = spawn('bash', [script], { cwd: workspace, env: launcherEnv(extra), stdio: ['ignore', 'pipe', 'pipe'] });
          child.stdout.on('data', (chunk: Buffer) => io.output(chunk.toString('utf8').replace(/\n$/, '')));
          child.stderr.on('data', (chunk: Buffer) => io.output(chunk.toString('utf8').replace(/\n$/, '')));
          child.on('error', (error) => {
            io.warning(`cannot run bash ${script}: ${error.message}`);
            resolve(127);
          });
          child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
        });
      },
      list: () => readdirSync(workspace)
    },
    values,
    workspace
  );
}
