import {
  checkWheelsCacheDir,
  failureReason,
  launchOnThisMachine,
  prepareHostThenTrapSignals,
  prepareOnThisMachine,
  resultFilenameFor,
  secondsBetween,
  SRTCTL_LAUNCH_COMMAND,
  srtctlLaunchPlan,
  type LaunchReporter,
  type MachineLaunchResult,
  type StageReporter,
  submittedRecipeMetricPrefix
} from '../../../packages/slurm/src/index.js';
import * as core from '@actions/core';
import { resolve } from 'node:path';
import { nodeFiles } from '../../../packages/common/src/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { logUntrusted } from '../../_kit/src/log.js';
import { runAction } from '../../_kit/src/run-action.js';
import { SUMMARY_BUDGET_BYTES, appendSummary, escapeHtml, foldedText, markdownTable, summarySection } from '../../_kit/src/summary.js';
import { STATE_FINALIZED, STATE_JOB_IDS } from './settings.js';

/** Job output and our own lines may quote untrusted text: neither may become a workflow command. */
const reporter: LaunchReporter & StageReporter = {
  info: (line) => logUntrusted(line),
  warning: (line) => core.warning(line),
  jobOutput: (text) => logUntrusted(text),
  output: (text) => logUntrusted(text),
  group: (title) => core.startGroup(title),
  endGroup: () => core.endGroup()
};

function setOutputs(result: MachineLaunchResult, resultsDir: string): void {
  const record = result.records?.[0];
  const seconds = (value: number | undefined): string => (value === undefined ? '' : String(value));
  core.setOutput('reason', failureReason(result));
  core.setOutput('queued-seconds', seconds(secondsBetween(record?.submitTime, record?.startTime)));
  core.setOutput('run-seconds', seconds(secondsBetween(record?.startTime, record?.endTime)));
  core.setOutput('logs-archive', result.archive ?? '');
  core.setOutput('job-ids', JSON.stringify(result.jobs.map((j) => j.id)));
  core.setOutput('state', result.state);
  core.setOutput('exit-code', result.exitCode === undefined ? '' : String(result.exitCode));
  core.setOutput('results-dir', resultsDir);
  core.setOutput('result-files', JSON.stringify(result.resultFiles));
  core.setOutput('log-file', result.logFile ?? '');
}

/** Each digest entry at most this long, so forty worker logs stay inside the summary budget. */
const DIGEST_ENTRY_BYTES = Math.floor(SUMMARY_BUDGET_BYTES / 64);

async function writeSummary(result: MachineLaunchResult): Promise<void> {
  const rows = result.jobs.map((j) => [j.id, result.state, result.exitCode === undefined ? '—' : String(result.exitCode), result.logFile ?? '—']);
  const collected = `${result.resultFiles.length} result file${result.resultFiles.length === 1 ? '' : 's'} collected.`;
  const digest = result.digest?.length
    ? ['#### Last lines of each log', ...result.digest.map((entry) => foldedText(entry.file, entry.lines.slice(-DIGEST_ENTRY_BYTES)))]
    : [];
  await appendSummary(
    summarySection('srtctl-launch', [
      rows.length ? markdownTable(['job', 'state', 'exit code', 'log'], rows) : 'No job was submitted.',
      escapeHtml(result.failure ? `${collected} Failed: ${result.failure.message}` : collected),
      ...digest
    ])
  );
}

// The runner sends SIGINT, then SIGTERM after 7.5 s: the first one cancels the job at once.
let controller: AbortController | undefined;

async function main(): Promise<void> {
  const inputs = readInputs(SRTCTL_LAUNCH_COMMAND);
  const cache = inputs['wheels-cache-dir'];
  if (cache) checkWheelsCacheDir(resolve(cache));
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const { settings: given, plan } = srtctlLaunchPlan(inputs, inputs.recipe!, resultFilenameFor(inputs), {
    workspace,
    env: process.env,
    files: nodeFiles,
    tempDir: process.env.RUNNER_TEMP ?? workspace,
    clusterConfigSource: () => "input 'cluster-config'"
  });
  const trap = await prepareHostThenTrapSignals(given);
  controller = trap;
  if (plan.jobName) core.setOutput('job-name', plan.jobName);
  const { settings, prepared } = await prepareOnThisMachine(given, plan, reporter);
  if (prepared) {
    core.setOutput('srt-slurm-sha', prepared.sha);
    core.setOutput('srtctl', prepared.srtctl);
    core.setOutput('working-directory', prepared.checkoutDir);
  }
  // Set before the launch: an agentic-plots step checks the run's server metrics against it.
  core.setOutput('required-server-metric-prefix', submittedRecipeMetricPrefix(nodeFiles, settings));
  if (plan.prepareOnly) return;
  core.debug(`srtctl-launch settings: ${JSON.stringify({ ...settings, env: undefined })}`);
  // The job's log is long: folded in one group, the outcome printed after it.
  const result = await core.group("srtctl apply and the Slurm job's log", () =>
    launchOnThisMachine(
      settings,
      reporter,
      // Saved before anything else can fail, so the post step can always cancel these jobs.
      (jobs) => core.saveState(STATE_JOB_IDS, JSON.stringify(jobs.map((j) => j.id))),
      trap.signal
    )
  );
  logUntrusted(
    `jobs ${result.jobs.map((j) => j.id).join(', ') || '(none)'}: ${result.state}${result.exitCode === undefined ? '' : `, exit code ${result.exitCode}`}; ${result.resultFiles.length} result files`
  );
  core.saveState(STATE_FINALIZED, String(result.settled));
  setOutputs(result, settings.resultsDir);
  await writeSummary(result);
  if (result.failure) throw result.failure;
}

await runAction('srtctl-launch', main);
// After a cancel signal nothing is worth waiting for (the post step follows the job to its end);
// nor after a failure before the signals were trapped: a wheels-cache call that timed out may
// never return, and would hold the step open.
if (controller === undefined || controller.signal.aborted) process.exit(1);
