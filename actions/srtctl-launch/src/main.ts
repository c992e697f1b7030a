import * as core from '@actions/core';
import { resolve } from 'node:path';
import { nodeFiles } from '../../../packages/common/src/adapters/node-files.js';
import { readTextFile } from '../../../packages/common/src/index.js';
// Module paths rather than the package index: the lane table's schema validator stays out of the bundle.
import type { LaunchResult } from '../../../packages/slurm/src/launch.js';
import { launchTimings, resultFilenameFor, SRTCTL_LAUNCH_COMMAND, srtctlArgv } from '../../../packages/slurm/src/options.js';
import type { LaunchReporter } from '../../../packages/slurm/src/ports.js';
import { launchOnThisMachine, type LaunchSettings } from '../../../packages/slurm/src/adapters/node-launcher.js';
import { abortOnSignals } from '../../../packages/slurm/src/adapters/signals.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { logUntrusted } from '../../_kit/src/log.js';
import { runAction } from '../../_kit/src/run-action.js';
import { markdownTable } from '../../_kit/src/summary.js';
import { STATE_FINALIZED, STATE_JOB_IDS } from './settings.js';

function getInputs(): LaunchSettings {
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const inputs = readInputs(SRTCTL_LAUNCH_COMMAND);
  const clusterFile = inputs['cluster-config'];
  return {
    recipe: inputs.recipe!,
    srtctl: inputs.srtctl,
    srtctlArgs: srtctlArgv(inputs),
    workingDirectory: resolve(workspace, inputs['working-directory'] ?? '.'),
    resultsDir: resolve(workspace, inputs['results-dir'] ?? '.'),
    resultFilename: resultFilenameFor(inputs),
    expect: inputs.expect,
    agenticDir: process.env.INFMAX_WORKSPACE || undefined,
    ...launchTimings(inputs),
    clusterConfig: clusterFile === undefined ? undefined : readTextFile(nodeFiles, resolve(workspace, clusterFile), clusterFile),
    wheelsCacheDir: inputs['wheels-cache-dir'],
    env: process.env,
    tempDir: process.env.RUNNER_TEMP ?? workspace
  };
}

/** Job output and our own lines may quote untrusted text: neither may become a workflow command. */
const reporter: LaunchReporter = {
  info: (line) => logUntrusted(line),
  warning: (line) => core.warning(line),
  jobOutput: (text) => logUntrusted(text)
};

function setOutputs(result: LaunchResult, resultsDir: string): void {
  core.setOutput('job-ids', JSON.stringify(result.jobs.map((j) => j.id)));
  core.setOutput('state', result.state);
  core.setOutput('exit-code', result.exitCode === undefined ? '' : String(result.exitCode));
  core.setOutput('results-dir', resultsDir);
  core.setOutput('result-files', JSON.stringify(result.resultFiles));
  core.setOutput('log-file', result.logFile ?? '');
}

async function writeSummary(result: LaunchResult): Promise<void> {
  const rows = result.jobs.map((j) => [j.id, result.state, result.exitCode === undefined ? '—' : String(result.exitCode), result.logFile ?? '—']);
  await core.summary
    .addHeading('srtctl-launch', 3)
    .addRaw(markdownTable(['job', 'state', 'exit code', 'log'], rows))
    .addRaw(`\n${result.resultFiles.length} result file(s) collected.${result.failure ? ` Failed: ${result.failure.message}` : ''}\n`)
    .write();
}

// The runner sends SIGINT, then SIGTERM after 7.5 s: the first one cancels the job at once.
const controller = abortOnSignals();

async function main(): Promise<void> {
  const settings = getInputs();
  const result = await launchOnThisMachine(
    settings,
    reporter,
    // Saved before anything else can fail, so the post step can always cancel these jobs.
    (jobs) => core.saveState(STATE_JOB_IDS, JSON.stringify(jobs.map((j) => j.id))),
    controller.signal
  );
  core.saveState(STATE_FINALIZED, String(result.settled));
  setOutputs(result, settings.resultsDir);
  await writeSummary(result);
  if (result.failure) throw result.failure;
}

await runAction('srtctl-launch', main);
// After a cancel signal nothing is worth waiting for (the post step follows the job to its end).
if (controller.signal.aborted) process.exit(1);
