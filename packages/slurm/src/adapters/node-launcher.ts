import { mkdtempSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { nodeFiles, skipOncePerPath, systemClock } from '../../../common/src/index.js';
import { cancelStale } from '../cancel.js';
import { launcherMetaEnv } from '../eval-meta.js';
import { childEnvironment, EXTRA_JOB_ENV } from '../child-env.js';
import { launchJobs, type LaunchOptions, type LaunchResult } from '../launch.js';
import type { LaunchReporter } from '../ports.js';
import { prepareLaunch } from '../prepare.js';
import type { PreparePlan } from '../prepare-plan.js';
import { prepareCheckout, type PreparedCheckout } from '../prepare-stage.js';
import type { StageReporter } from '../ports.js';
import { afterJob, LOGS_ARCHIVE, POWER_PROVENANCE, type AfterJob } from './node-after-job.js';
import { createCommandRunner, nodeCheckoutFiles } from './node-checkout.js';
import type { SubmittedJob } from '../srtctl-output.js';
import { jobFilesInside } from './node-job-files.js';
import { nodeOutputFiles } from './node-output-files.js';
import { removeJobOutputs } from '../output-cleanup.js';
import { createSlurmCli } from './slurm-cli.js';
import { createSrtctlCli } from './srtctl-cli.js';
import { abortOnSignals } from './signals.js';
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
  /** The srtslurm.yaml the prepare stage wrote (then `clusterConfig` is not written again). */
  srtslurmYaml?: string;
  /** Cancel this user's jobs of this name before submitting (an earlier attempt's). */
  cancelStaleName?: string;
  /** Limit of multinode_server_logs.tar.gz (bytes of logs before compression); undefined: no archive. */
  maxLogBytes?: number;
  /** Remove the jobs' `outputs/<id>` folders after collecting (NFS retries); LOGS/ keeps the logs. */
  cleanupOutputs?: boolean;
}

export type MachineLaunchResult = LaunchResult & Partial<AfterJob>;

/**
 * What may block on this machine, then the cancel signals: the wheels cache first (within a
 * time-out; until `abortOnSignals` installs its handlers, SIGTERM ends the process at once,
 * whatever a file system does), then the handlers. The action and the CLI call this before the
 * prepare stage and the launch.
 */
export async function prepareHostThenTrapSignals(settings: Pick<LaunchSettings, 'wheelsCacheDir'>): Promise<AbortController> {
  if (settings.wheelsCacheDir) await ensureWheelsCache(settings.wheelsCacheDir);
  return abortOnSignals();
}

/**
 * The prepare stage on this machine, when the plan has one, and the launch settings it leads
 * to: the venv's srtctl run in the checkout with its srtslurm.yaml, the job name as RUNNER_NAME
 * (srtctl's job name), the model variables, tags and --no-preflight.
 */
export async function prepareOnThisMachine(
  settings: LaunchSettings,
  plan: PreparePlan,
  reporter: StageReporter
): Promise<{ settings: LaunchSettings; prepared?: PreparedCheckout }> {
  plan.warnings.forEach((w) => reporter.warning(w));
  const env = { ...settings.env, ...plan.jobEnv };
  const next: LaunchSettings = {
    ...settings,
    env,
    recipe: plan.recipe,
    srtctlArgs: [...plan.srtctlArgs, ...settings.srtctlArgs],
    cancelStaleName: plan.cancelStale ? plan.jobName : undefined
  };
  if (!plan.stage) return { settings: next };
  const deps = { commands: createCommandRunner(env.PATH), files: nodeCheckoutFiles, clock: systemClock, reporter };
  const prepared = await prepareCheckout(deps, { ...plan.stage, env });
  // The power-audit artifact records which producer commit measured the power, and with which exporter image.
  if (plan.power) nodeCheckoutFiles.writeText(join(settings.resultsDir, POWER_PROVENANCE[1]), `${prepared.sha}\n`);
  if (prepared.exporterSha256) nodeCheckoutFiles.writeText(join(settings.resultsDir, POWER_PROVENANCE[0]), `${prepared.exporterSha256}\n`);
  return {
    prepared,
    settings: { ...next, srtctl: prepared.srtctl, workingDirectory: prepared.checkoutDir, srtslurmYaml: prepared.srtslurmYaml }
  };
}

/**
 * The real launcher on this machine: checks the recipe, writes the generated `srtslurm.yaml`,
 * then runs the lifecycle with the execFile Slurm and srtctl clients.
 * The action and the CLI both call this, so they behave the same.
 */
export async function launchOnThisMachine(
  settings: LaunchSettings,
  reporter: LaunchReporter,
  onSubmitted: (jobs: readonly SubmittedJob[]) => void,
  signal?: AbortSignal
): Promise<MachineLaunchResult> {
  // Job output is read only inside its folders; what is passed over is reported once each.
  const jobFiles = jobFilesInside(skipOncePerPath((line) => reporter.warning(line)));
  // The recipe is relative to where srtctl runs, not to this process.
  const preparation = prepareLaunch(nodeFiles, jobFiles, { ...settings, recipe: resolve(settings.workingDirectory, settings.recipe) });
  preparation.warnings.forEach((w) => reporter.warning(w));
  const env: Record<string, string | undefined> = { ...settings.env, INFMAX_WORKSPACE: settings.agenticDir ?? settings.resultsDir };
  if (settings.srtslurmYaml !== undefined) {
    env.SRTSLURM_CONFIG = settings.srtslurmYaml;
  } else if (preparation.srtslurmYaml !== undefined) {
    const path = join(mkdtempSync(join(settings.tempDir, 'srtctl-launch-')), 'srtslurm.yaml');
    writeFileSync(path, preparation.srtslurmYaml);
    env.SRTSLURM_CONFIG = path;
    reporter.info(`srtslurm.yaml for srtctl: ${path}`);
  }
  const { dropped } = childEnvironment(env, 'job');
  if (dropped.length)
    reporter.info(`not passed to srtctl and the job (not on the allow-list of docs/launcher.md; list extra names in ${EXTRA_JOB_ENV}): ${dropped.join(', ')}`);
  const overridden = Object.keys(env).filter((k) => k.startsWith('SBATCH_') && env[k] !== undefined);
  // SBATCH_* variables beat the #SBATCH lines srtctl writes (SBATCH_PARTITION wins over the recipe).
  if (overridden.length) reporter.info(`sbatch options from the environment override the recipe: ${overridden.sort().join(', ')}`);
  const slurm = createSlurmCli({ env, signal, timeoutMs: settings.slurmTimeoutMs });
  if (settings.cancelStaleName) {
    const stale = await cancelStale({ slurm, clock: systemClock }, settings.cancelStaleName, { waitMs: settings.cancelWaitMs, pollMs: 2000 });
    if (stale.length) reporter.warning(`cancelled job ${stale.join(', ')} named ${settings.cancelStaleName}, left by an earlier attempt`);
  }
  const result = await launchJobs(
    {
      slurm,
      srtctl: createSrtctlCli({ executable: settings.srtctl, cwd: settings.workingDirectory, env, signal }),
      files: jobFiles,
      clock: systemClock,
      reporter,
      onSubmitted
    },
    { ...settings, signal }
  );
  // After a cancel signal the runner kills the step within seconds: no time for an archive.
  if (signal?.aborted) return result;
  // Also after a failed job: the score gate runs then too, and reads the model prefix from it.
  const meta = launcherMetaEnv(
    settings.env,
    result.resultFiles.map((f) => basename(f))
  );
  if (meta !== undefined) {
    nodeCheckoutFiles.writeText(join(settings.resultsDir, 'meta_env.json'), meta);
    reporter.info(`eval metadata: ${join(settings.resultsDir, 'meta_env.json')}`);
  }
  if (settings.maxLogBytes === undefined) return result;
  const after = await afterJob(jobFiles, settings.resultsDir, settings.maxLogBytes, result.failure !== undefined).catch((error: Error) => {
    reporter.warning(`could not archive the logs: ${error.message}`);
    return undefined;
  });
  if (after?.cut) reporter.warning(`${after.cut} log file(s) left out of ${LOGS_ARCHIVE} to stay under max-log-bytes; ARCHIVE_NOTE.txt in it lists them`);
  // Only once every job has ended: a job still running writes into its folder.
  if (settings.cleanupOutputs && result.settled) {
    const dirs = result.jobs.map((job) => resolve(settings.workingDirectory, job.outputDir ?? join('outputs', job.id)));
    const left = await removeJobOutputs(nodeOutputFiles, systemClock, dirs);
    if (left.length) reporter.warning(`could not remove ${left.join(', ')}: the next job's checkout keeps it`);
  }
  return { ...result, ...after };
}
