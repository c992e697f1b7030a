import * as core from '@actions/core';
import { UsageError } from '../../../packages/common/src/index.js';
import { nodeFiles } from '../../../packages/common/src/adapters/node-files.js';
import { EXPECTATIONS, needsResultFilename, type Expectation } from '../../../packages/slurm/src/collect.js';
import { LAUNCH_DEFAULTS, failureReason } from '../../../packages/slurm/src/launch.js';
import { secondsBetween } from '../../../packages/slurm/src/slurm-output.js';
import type { LaunchReporter } from '../../../packages/slurm/src/ports.js';
import { SRTCTL_PREPARE_OPTIONS } from '../../../packages/slurm/src/prepare-options.js';
import { planPrepare, type PrepareValues } from '../../../packages/slurm/src/prepare-plan.js';
import type { StageReporter } from '../../../packages/slurm/src/prepare-stage.js';
import { launchOnThisMachine, prepareOnThisMachine, type LaunchSettings, type MachineLaunchResult } from '../../../packages/slurm/src/adapters/node-launcher.js';
import { getListInput, getNumberInput, getOptionalInput, getRequiredInput, readInputs } from '../../_kit/src/inputs.js';
import { logUntrusted } from '../../_kit/src/log.js';
import { runAction } from '../../_kit/src/run-action.js';
import { SUMMARY_BUDGET_BYTES, foldedText, markdownTable } from '../../_kit/src/summary.js';
import { STATE_FINALIZED, STATE_JOB_IDS, minutesInput, secondsInput } from './settings.js';

function getInputs(prepareInputs: PrepareValues): LaunchSettings {
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
    tempDir: process.env.RUNNER_TEMP ?? workspace,
    concList: prepareInputs['conc-list'],
    maxLogBytes: prepareInputs['max-log-bytes']
  };
}

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
  const summary = core.summary
    .addHeading('srtctl-launch', 3)
    .addRaw(`\n${markdownTable(['job', 'state', 'exit code', 'log'], rows)}`)
    .addRaw(`\n${result.resultFiles.length} result file(s) collected.${result.failure ? ` Failed: ${result.failure.message}` : ''}\n`);
  if (result.digest?.length) {
    summary.addHeading('Last lines of each log', 4);
    for (const entry of result.digest) summary.addRaw(foldedText(entry.file, entry.lines.slice(-DIGEST_ENTRY_BYTES)));
  }
  await summary.write();
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
  const prepareInputs = readInputs(SRTCTL_PREPARE_OPTIONS);
  const given = getInputs(prepareInputs);
  const plan = planPrepare(prepareInputs, {
    workspace: process.env.GITHUB_WORKSPACE ?? process.cwd(),
    files: nodeFiles,
    runnerName: process.env.RUNNER_NAME,
    resultFilename: given.resultFilename,
    expect: given.expect,
    recipe: given.recipe,
    clusterConfig: given.clusterConfig,
    clusterConfigSource: "input 'cluster-config'",
    wheelsCacheDir: given.wheelsCacheDir
  });
  if (plan.jobName) core.setOutput('job-name', plan.jobName);
  const { settings, prepared } = await prepareOnThisMachine(given, plan, reporter);
  if (prepared) {
    core.setOutput('srt-slurm-sha', prepared.sha);
    core.setOutput('srtctl', prepared.srtctl);
    core.setOutput('working-directory', prepared.checkoutDir);
  }
  if (plan.prepareOnly) return;
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
