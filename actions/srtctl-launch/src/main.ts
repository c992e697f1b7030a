import * as core from '@actions/core';
import { UsageError } from '../../../packages/common/src/index.js';
// Module paths rather than the package index: the lane table's schema validator stays out of the bundle.
import { EXPECTATIONS, needsResultFilename, type Expectation } from '../../../packages/slurm/src/collect.js';
import { LAUNCH_DEFAULTS, type LaunchResult } from '../../../packages/slurm/src/launch.js';
import type { LaunchReporter } from '../../../packages/slurm/src/ports.js';
import { launchOnThisMachine, type LaunchSettings } from '../../../packages/slurm/src/adapters/node-launcher.js';
import { getListInput, getNumberInput, getOptionalInput, getRequiredInput } from '../../_kit/src/inputs.js';
import { logUntrusted } from '../../_kit/src/log.js';
import { runAction } from '../../_kit/src/run-action.js';
import { appendSummary, escapeHtml, markdownTable, summarySection } from '../../_kit/src/summary.js';
import { STATE_FINALIZED, STATE_JOB_IDS, minutesInput, secondsInput } from './settings.js';

function getInputs(): LaunchSettings {
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const expect = core.getInput('expect') || 'fixed-seq-len';
  if (!EXPECTATIONS.includes(expect as Expectation)) throw new UsageError(`input 'expect' must be one of ${EXPECTATIONS.join(', ')}, got '${expect}'`);
  const resultFilename = getOptionalInput('result-filename') ?? (process.env.RESULT_FILENAME || undefined);
  if (!resultFilename && needsResultFilename(expect as Expectation)) {
    throw new UsageError(`input 'result-filename' is empty and RESULT_FILENAME is not set; it names the results (or set expect: none)`);
  }
  const poll = getNumberInput('poll-interval-seconds') ?? LAUNCH_DEFAULTS.pollIntervalSeconds;
  if (poll <= 0) throw new UsageError(`input 'poll-interval-seconds' must be above 0, got ${poll}`);
  return {
    recipe: getRequiredInput('recipe'),
    srtctl: getOptionalInput('srtctl') ?? 'srtctl',
    srtctlArgs: getListInput('srtctl-args'),
    workingDirectory: getOptionalInput('working-directory') ?? workspace,
    resultsDir: getOptionalInput('results-dir') ?? workspace,
    resultFilename,
    expect: expect as Expectation,
    agenticDir: process.env.INFMAX_WORKSPACE || undefined,
    pollIntervalMs: poll * 1000,
    queueTimeoutMs: minutesInput('queue-timeout-minutes', 0),
    jobTimeoutMs: minutesInput('job-timeout-minutes', 0),
    unreachableTimeoutMs: minutesInput('slurm-unreachable-minutes', LAUNCH_DEFAULTS.unreachableMinutes),
    slurmTimeoutMs: secondsInput('slurm-timeout-seconds', LAUNCH_DEFAULTS.slurmTimeoutSeconds),
    cancelWaitMs: secondsInput('cancel-wait-seconds', LAUNCH_DEFAULTS.cancelWaitSeconds),
    clusterConfig: getOptionalInput('cluster-config'),
    wheelsCacheDir: getOptionalInput('wheels-cache-dir'),
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
  const collected = `${result.resultFiles.length} result file${result.resultFiles.length === 1 ? '' : 's'} collected.`;
  await appendSummary(
    summarySection('srtctl-launch', [
      rows.length ? markdownTable(['job', 'state', 'exit code', 'log'], rows) : 'No job was submitted.',
      escapeHtml(result.failure ? `${collected} Failed: ${result.failure.message}` : collected)
    ])
  );
}

/** The runner sends SIGINT, then SIGTERM after 7.5 s: the first one cancels the job at once. */
function abortOnSignals(): AbortController {
  const controller = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (controller.signal.aborted) process.exit(1);
      controller.abort();
    });
  }
  return controller;
}

const controller = abortOnSignals();

async function main(): Promise<void> {
  const settings = getInputs();
  core.debug(`srtctl-launch settings: ${JSON.stringify({ ...settings, env: undefined })}`);
  // The job's log is long: folded in one group, the outcome printed after it.
  const result = await core.group("srtctl apply and the Slurm job's log", () =>
    launchOnThisMachine(
      settings,
      reporter,
      // Saved before anything else can fail, so the post step can always cancel these jobs.
      (jobs) => core.saveState(STATE_JOB_IDS, JSON.stringify(jobs.map((j) => j.id))),
      controller.signal
    )
  );
  logUntrusted(`jobs ${result.jobs.map((j) => j.id).join(', ') || '(none)'}: ${result.state}${result.exitCode === undefined ? '' : `, exit code ${result.exitCode}`}; ${result.resultFiles.length} result files`);
  core.saveState(STATE_FINALIZED, String(result.settled));
  setOutputs(result, settings.resultsDir);
  await writeSummary(result);
  if (result.failure) throw result.failure;
}

await runAction('srtctl-launch', main);
// After a cancel signal nothing is worth waiting for (the post step follows the job to its end).
if (controller.signal.aborted) process.exit(1);
