/**
 * Slurm jobs through srtctl and the site launchers: the launch path of a matrix row, srtctl-launch
 * (prepare, submit, wait, collect, after-job), the single-node docker launch and its clean-up, and
 * the real Slurm, srtctl and machine adapters. The ports are in ports.ts.
 */
export { failureDigest, listTree, planLogArchive } from './after-job.js';
export { BUNDLED_VERSIONS_YAML } from './bundled-versions.js';
export { cancelLeftovers } from './cancel.js';
export { buildClusterConfig, checkWheelsCacheDir, wheelsCacheWarning } from './cluster-config.js';
export { type CollectOptions, gatherJobOutputs, fixedSeqLenName, isAgenticResult } from './job-outputs.js';
export { jobName, tagArgs } from './job-name.js';
export { baseState, classifyState, parseExitCode } from './job-state.js';
export { laneFor, laneForQuery, laneForRow, type LaneResolution, rowLaneQuery } from './lanes.js';
export { failureReason, launchJobs, type LaunchOptions } from './launch.js';
export { LogTail } from './log-tail.js';
export { parseModelTable, resolveModel } from './model-table.js';
export { type OutputFiles, removeJobOutputs } from './output-cleanup.js';
export { type Clock, type DirEntry, type JobFiles, type JobRecord, type LaunchReporter, type Slurm, type Srtctl, type StageReporter } from './ports.js';
export { recipeRequiredMetricPrefix, submittedRecipeMetricPrefix } from './power-lane.js';
export { SRTCTL_PREPARE_OPTIONS } from './prepare-options.js';
export { planPrepare, type PrepareContext } from './prepare-plan.js';
export { renameRecipe } from './prepare-stage.js';
export { parseSacct, parseScontrol, parseSqueue, secondsBetween } from './slurm-output.js';
export { parseSubmission, sweepLogPath } from './srtctl-output.js';
export { importSquashes, type SquashImport, squashPath } from './squash.js';
export { type LaneQuery, loadSrtctlVersions, parseSrtctlVersions, resolveLane } from './srtctl-versions.js';
export { waitForJobs, type WaitOptions } from './wait.js';
export {
  launchOnThisMachine,
  prepareHostThenTrapSignals,
  prepareOnThisMachine,
  type LaunchSettings,
  type MachineLaunchResult
} from './adapters/node-launcher.js';
export { srtctlLaunchPlan, type LaunchEdge } from './launch-settings.js';
export { createSlurmCli, type SlurmCliOptions } from './adapters/slurm-cli.js';
export { launchTimings, resultFilenameFor, SRTCTL_LAUNCH_COMMAND, SRTCTL_LAUNCH_POST_OPTIONS, srtctlArgv, type SrtctlLaunchValues } from './options.js';
export { SINGLENODE_CLEANUP_OPTIONS, SINGLENODE_LAUNCH_COMMAND } from './singlenode-options.js';
export { cleanUpOnThisMachine, runSinglenodeOnThisMachine, type SinglenodeIO } from './adapters/node-singlenode.js';
export { type LaunchContext, type LaunchPathChoice, PLAN_JOBS_COMMAND, planLaunchPath, planMatrix } from './launch-path.js';
