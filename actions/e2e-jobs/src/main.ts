import * as core from '@actions/core';
import { nodeFiles, readTextFile } from '../../../packages/common/src/index.js';
import {
  compactJson,
  DEFAULT_MAX_JOBS_PER_MATRIX,
  E2E_FAMILIES,
  E2E_JOBS_COMMAND,
  e2eJobs,
  e2ePriority,
  parseMatrixJson
} from '../../../packages/matrix/src/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { setJsonOutput } from '../../_kit/src/outputs.js';
import { runQueueNamespace } from '../../_kit/src/event.js';
import { runAction } from '../../_kit/src/run-action.js';
import { markdownTable, summarySection } from '../../_kit/src/summary.js';

async function main(): Promise<void> {
  const inputs = readInputs(E2E_JOBS_COMMAND);
  const file = inputs.matrix!;
  const priority = e2ePriority(inputs, (policy) => readTextFile(nodeFiles, policy), {
    namespace: runQueueNamespace(),
    eventName: process.env.GITHUB_EVENT_NAME ?? ''
  });
  const jobs = e2eJobs(parseMatrixJson(readTextFile(nodeFiles, file), { file }), file, priority);
  if (jobs.unassigned) core.warning(`${jobs.unassigned} row(s) of ${file} are in no e2e job family and will not run`);
  const rows: string[][] = [];
  for (const { output, family } of E2E_FAMILIES) {
    const list = jobs.families[output];
    if (list.length > DEFAULT_MAX_JOBS_PER_MATRIX)
      core.warning(`${output} has ${list.length} jobs; GitHub expands at most ${DEFAULT_MAX_JOBS_PER_MATRIX} per matrix, so that job fails to start`);
    setJsonOutput(output, compactJson(list), 'narrow the generator command or the changelog refs');
    core.setOutput(`${output}-count`, String(list.length));
    rows.push([`\`${output}\``, family, String(list.length)]);
  }
  await core.summary.addRaw(summarySection('e2e job families', [markdownTable(['output', 'family', 'jobs'], rows)])).write();
}

await runAction('e2e-jobs', main);
