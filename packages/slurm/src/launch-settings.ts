import { resolve } from 'node:path';
import { readTextFile, type Files } from '../../common/src/index.js';
import type { LaunchSettings } from './adapters/node-launcher.js';
import { launchTimings, srtctlArgv, type SrtctlLaunchValues } from './options.js';
import { planPrepare, type PreparePlan } from './prepare-plan.js';

/** Where srtctl-launch runs: the action's workspace and runner, or the CLI's folder and shell. */
export interface LaunchEdge {
  /** GITHUB_WORKSPACE, or the CLI's current directory: relative paths resolve against it. */
  workspace: string;
  env: Record<string, string | undefined>;
  files: Files;
  /** A folder for the generated srtslurm.yaml. */
  tempDir: string;
  /** How a message names the cluster config (an input, or the file). */
  clusterConfigSource(file: string | undefined): string;
}

/**
 * srtctl-launch's options → the launch settings and the prepare plan, the same for the action and
 * the CLI: the cluster config read, the paths resolved against the workspace, every option that
 * can be wrong checked before anything runs. `resultFilename` comes checked from the edge.
 */
export function srtctlLaunchPlan(
  values: SrtctlLaunchValues,
  recipe: string,
  resultFilename: string | undefined,
  edge: LaunchEdge
): { settings: LaunchSettings; plan: PreparePlan } {
  const { workspace, env, files } = edge;
  const clusterFile = values['cluster-config'];
  const clusterConfig = clusterFile === undefined ? undefined : readTextFile(files, resolve(workspace, clusterFile), clusterFile);
  const wheelsCacheDir = values['wheels-cache-dir'];
  const plan = planPrepare(values, {
    workspace,
    files,
    runnerName: env.RUNNER_NAME,
    resultFilename,
    expect: values.expect,
    recipe,
    clusterConfig,
    clusterConfigSource: edge.clusterConfigSource(clusterFile),
    wheelsCacheDir
  });
  const settings: LaunchSettings = {
    recipe,
    srtctl: values.srtctl,
    srtctlArgs: srtctlArgv(values),
    workingDirectory: resolve(workspace, values['working-directory'] ?? '.'),
    resultsDir: resolve(workspace, values['results-dir'] ?? '.'),
    resultFilename,
    expect: values.expect,
    agenticDir: env.INFMAX_WORKSPACE || undefined,
    ...launchTimings(values),
    clusterConfig,
    wheelsCacheDir,
    env,
    tempDir: edge.tempDir,
    concList: values['conc-list'],
    maxLogBytes: values['max-log-bytes'],
    cleanupOutputs: values['cleanup-outputs']
  };
  return { settings, plan };
}
