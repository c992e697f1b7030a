import { mkdtempSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { nodeFiles } from '../../../common/src/index.js';
import { launchJobs, type LaunchOptions, type LaunchResult } from '../launch.js';
import type { LaunchReporter } from '../ports.js';
import { prepareLaunch } from '../prepare.js';
import type { SubmittedJob } from '../srtctl-output.js';
import { nodeJobFiles } from './node-job-files.js';
import { createSlurmCli } from './slurm-cli.js';
import { createSrtctlCli } from './srtctl-cli.js';
import { systemClock } from './system-clock.js';
import { ensureWheelsCache } from './wheels-cache.js';

export interface LaunchSettings extends Omit<LaunchOptions, 'signal'> {
  /** The srtctl executable. */
  srtctl: string;
  /** srtctl runs here (it finds `srtslurm.yaml` and writes `outputs/` relative to it). */
  workingDirectory: string;
  clusterConfig?: string;
  wheelsCacheDir?: string;
  /** The environment srtctl and so the job inherit (the job needs HF_TOKEN, RESULT_FILENAME, …). */
  env: Record<string, string | undefined>;
  /** A folder for the generated srtslurm.yaml. */
  tempDir: string;
  /** Limit for one Slurm command; past it the answer is "unknown" and the poll is retried. */
  slurmTimeoutMs?: number;
}

/**
 * The real launcher on this machine: checks the recipe, writes the generated `srtslurm.yaml`,
 * prepares the wheels cache, then runs the lifecycle with the execFile Slurm and srtctl clients.
 * The action and the CLI both call this, so they behave the same.
 */
export async function launchOnThisMachine(
  settings: LaunchSettings,
  reporter: LaunchReporter,
  onSubmitted: (jobs: readonly SubmittedJob[]) => void,
  signal?: AbortSignal
): Promise<LaunchResult> {
  if (settings.wheelsCacheDir) ensureWheelsCache(settings.wheelsCacheDir);
  // The recipe is relative to where srtctl runs, not to this process.
  const preparation = prepareLaunch(nodeFiles, nodeJobFiles, { ...settings, recipe: resolve(settings.workingDirectory, settings.recipe) });
  preparation.warnings.forEach((w) => reporter.warning(w));
  const env: Record<string, string | undefined> = { ...settings.env, INFMAX_WORKSPACE: settings.agenticDir ?? settings.resultsDir };
  if (preparation.srtslurmYaml !== undefined) {
    const path = join(mkdtempSync(join(settings.tempDir, 'srtctl-launch-')), 'srtslurm.yaml');
    writeFileSync(path, preparation.srtslurmYaml);
    env.SRTSLURM_CONFIG = path;
    reporter.info(`srtslurm.yaml for srtctl: ${path}`);
  }
  const overridden = Object.keys(env).filter((k) => k.startsWith('SBATCH_') && env[k] !== undefined);
  // SBATCH_* variables beat the #SBATCH lines srtctl writes (SBATCH_PARTITION wins over the recipe).
  if (overridden.length) reporter.info(`sbatch options from the environment override the recipe: ${overridden.sort().join(', ')}`);
  return launchJobs(
    {
      slurm: createSlurmCli({ env, signal, timeoutMs: settings.slurmTimeoutMs }),
      srtctl: createSrtctlCli({ executable: settings.srtctl, cwd: settings.workingDirectory, env, signal }),
      files: nodeJobFiles,
      clock: systemClock,
      reporter,
      onSubmitted
    },
    { ...settings, signal }
  );
}
