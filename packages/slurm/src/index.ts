export * from './after-job.js';
export * from './bundled-versions.js';
export * from './cancel.js';
export * from './cluster-config.js';
export * from './collect.js';
export * from './duration.js';
export * from './job-name.js';
export * from './job-state.js';
export * from './lanes.js';
export * from './launch.js';
export * from './log-tail.js';
export * from './model-table.js';
export * from './observe.js';
export * from './output-cleanup.js';
export * from './ports.js';
export * from './power-lane.js';
export * from './prepare.js';
export * from './prepare-options.js';
export * from './prepare-plan.js';
export * from './prepare-stage.js';
export * from './slurm-output.js';
export * from './srtctl-output.js';
export * from './squash.js';
export * from './srtctl-versions.js';
export * from './submit.js';
export * from './wait.js';
export {
  launchOnThisMachine,
  prepareHostThenTrapSignals,
  prepareOnThisMachine,
  type LaunchSettings,
  type MachineLaunchResult
} from './adapters/node-launcher.js';
export { createSlurmCli, type SlurmCliOptions } from './adapters/slurm-cli.js';
export * from './options.js';
export * from './singlenode-cleanup.js';
export * from './singlenode-launch.js';
export * from './singlenode-options.js';
export * from './singlenode-result.js';
export { cleanUpOnThisMachine, runSinglenodeOnThisMachine, type SinglenodeIO } from './adapters/node-singlenode.js';
export * from './launch-path.js';
