import * as core from '@actions/core';
import { createRestClient, markdownTable, nodeFiles } from '../../../packages/common/src/index.js';
import {
  githubTriage,
  jsonTextOrFile,
  loadTriageRules,
  rowGpus,
  runTriage,
  SAVING_HEADER,
  savingRows,
  TRIAGE_COMMAND,
  TRIAGE_HEADER,
  triageHeadline,
  triageJson,
  triageRows
} from '../../../packages/triage/src/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { runAction } from '../../_kit/src/run-action.js';
import { boundedTable, escapeMarkdownCell, escapeMarkdownText } from '../../_kit/src/summary.js';

async function main(): Promise<void> {
  const inputs = readInputs(TRIAGE_COMMAND);
  const api = githubTriage(createRestClient({ token: inputs['github-token'] ?? '', baseUrl: inputs['api-url'], repo: inputs.repository }));
  const outcome = await runTriage(api, loadTriageRules(nodeFiles, inputs.rules), {
    runId: inputs.run,
    attempt: inputs.attempt,
    rerun: inputs.rerun === 'true',
    failFast: inputs['fail-fast'] === 'true',
    rerunOnFailFast: inputs['rerun-on-fail-fast'] === 'true',
    matrix: jsonTextOrFile(nodeFiles, { text: inputs.matrix, file: inputs['matrix-file'] }, { text: "input 'matrix'", file: "input 'matrix-file'" }),
    offlineGpus: rowGpus(
      jsonTextOrFile(
        nodeFiles,
        { text: inputs['offline-rows'], file: inputs['offline-rows-file'] },
        { text: "input 'offline-rows'", file: "input 'offline-rows-file'" }
      )
    ),
    tail: inputs['log-lines']
  });
  const headline = `Run ${inputs.run}, attempt ${outcome.attempt}: ${triageHeadline(outcome.triage, outcome.hours)}`;
  core.info(headline);
  // Job names and evidence are log text: escaped before they reach the summary.
  const rows = triageRows(outcome.triage).map((row) => row.map(escapeMarkdownCell));
  const digest = [
    `### Failure triage\n\n${escapeMarkdownText(headline)}\n`,
    rows.length ? boundedTable(TRIAGE_HEADER, rows) : '',
    markdownTable(SAVING_HEADER, savingRows(outcome.hours))
  ]
    .filter(Boolean)
    .join('\n');
  core.setOutput('triage', JSON.stringify(triageJson(outcome.triage)));
  core.setOutput('rerun-count', String(outcome.rerun));
  core.setOutput('gpu-hours', JSON.stringify(outcome.hours));
  core.setOutput('digest', digest);
  await core.summary.addRaw(digest).write();
}

await runAction('triage', main);
