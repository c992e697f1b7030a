import * as core from '@actions/core';
import {
  ARTIFACT_ROLES,
  computeResultNames,
  jobEvalMode,
  jobDisplayNameFor,
  namesObject,
  RESULT_FILENAME_COMMAND,
  rowFromJson,
  runsOnLabels,
  type MatrixRow,
  type ResultNames,
  type ResultNamesRequest,
  type RowSourceOptions
} from '../../../packages/naming/src/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { logUntrusted } from '../../_kit/src/log.js';
import { runAction } from '../../_kit/src/run-action.js';
import { appendSummary, markdownTable, summarySection } from '../../_kit/src/summary.js';

function getInputs(): ResultNamesRequest {
  const values = readInputs(RESULT_FILENAME_COMMAND);
  return {
    row: values.row === undefined ? undefined : rowFromJson(values.row, "input 'row'"),
    runnerName: values['runner-name'],
    ...jobEvalMode(values),
    profile: values.profile,
    env: process.env
  };
}

function setOutputs(names: ResultNames): void {
  core.setOutput('result-filename', names.resultFilename);
  core.setOutput('result-filename-base', names.resultFilenameBase);
  core.setOutput('names', JSON.stringify(namesObject(names.artifacts)));
  // Every role is set, empty when this job does not upload it, so `if:` can test the output.
  for (const role of ARTIFACT_ROLES) core.setOutput(role, names.artifacts.find((a) => a.role === role)?.name ?? '');
}

async function writeSummary(names: ResultNames): Promise<void> {
  await appendSummary(
    summarySection('Result names', [
      `\`RESULT_FILENAME\` = \`${names.resultFilename}\``,
      markdownTable(
        ['upload step', 'artifact'],
        names.artifacts.map((a) => [a.step, `\`${a.name}\``])
      )
    ])
  );
}

/** The job identity of a row: `runs-on` labels (JSON) and display name; empty without a row. */
function setIdentityOutputs(row: MatrixRow | undefined, mode: RowSourceOptions): void {
  core.setOutput('runs-on', row ? JSON.stringify(runsOnLabels(row, process.env.GITHUB_RUN_ATTEMPT ?? '1')) : '');
  core.setOutput('display-name', row ? jobDisplayNameFor(row, mode) : '');
}

async function main(): Promise<void> {
  const inputs = getInputs();
  const names = computeResultNames(inputs);
  // Exported first thing, so upload steps that run after a failed launch still see it.
  core.exportVariable('RESULT_FILENAME', names.resultFilename);
  setOutputs(names);
  setIdentityOutputs(inputs.row, inputs);
  logUntrusted(`RESULT_FILENAME=${names.resultFilename}`);
  await writeSummary(names);
}

await runAction('result-filename', main);
