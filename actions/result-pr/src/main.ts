import * as core from '@actions/core';
import { githubRestClient, nodeFiles, readTextFile } from '../../../packages/common/src/index.js';
import { RESULT_PR_COMMAND, resultPrRequest, runResultPr } from '../../../packages/publish/src/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { runAction } from '../../_kit/src/run-action.js';
import { appendSummary, escapeMarkdownText, summarySection } from '../../_kit/src/summary.js';

await runAction('result-pr', async () => {
  const values = readInputs(RESULT_PR_COMMAND);
  const request = resultPrRequest(values, (path) => readTextFile(nodeFiles, path));
  const { outputs } = await runResultPr(githubRestClient(process.env, values.repo, { token: values['github-token'] }), request);
  for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value);
  const line =
    outputs.action === 'unchanged'
      ? `${escapeMarkdownText(request.path)} on ${escapeMarkdownText(outputs.base!)} has this content already: no pull request.`
      : `Pull request #${outputs['pr-number']} ${outputs.action}: ${outputs['pr-url']} (branch ${escapeMarkdownText(outputs.branch!)}).`;
  await appendSummary(summarySection('Result pull request', [line]));
});
