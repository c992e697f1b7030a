import * as core from '@actions/core';
import { COLLECT_EVALS_COMMAND, collectEvals, evalSummaryMarkdown, nodeEvalFs } from '../../../packages/evals/src/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { runAction } from '../../_kit/src/run-action.js';
import { appendSummary } from '../../_kit/src/summary.js';

async function main(): Promise<void> {
  const inputs = readInputs(COLLECT_EVALS_COMMAND);
  const outcome = collectEvals(nodeEvalFs(process.cwd()), inputs['results-dir'], inputs['exp-name'], inputs['output-dir']);
  for (const w of outcome.warnings) core.warning(w.message, { title: 'collect-evals', file: w.file });
  core.setOutput('path', outcome.output);
  core.setOutput('count', String(outcome.rows.length));
  // What the reference workflow appended: a heading, a blank line, the collector's Markdown.
  await appendSummary(`## Eval Summary\n\n${evalSummaryMarkdown(outcome.rows, inputs.sort)}\n`);
}

await runAction('collect-evals', main);
