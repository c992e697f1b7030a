import * as core from '@actions/core';
import { nodeFiles } from '../../../packages/common/src/adapters/node-files.js';
import { pyJsonDumps } from '../../../packages/common/src/index.js';
import { chunk, families, FAMILIES, generateMatrixEntries } from '../../../packages/matrix/src/index.js';
import { runAction } from '../../_kit/src/run-action.js';
import { getInputs } from './inputs.js';
import { summaryMarkdown } from './summary.js';

/** GitHub rejects a job output over 1 MB. */
const OUTPUT_LIMIT_BYTES = 1_000_000;

function setOutput(name: string, json: string): void {
  if (Buffer.byteLength(json) > OUTPUT_LIMIT_BYTES) {
    core.warning(`output '${name}' is ${Buffer.byteLength(json)} bytes, over GitHub's 1 MB limit for a job output: fan out from the family chunk outputs instead`);
  }
  core.setOutput(name, json);
}

async function main(): Promise<void> {
  const { request, maxJobsPerMatrix } = getInputs();
  const entries = generateMatrixEntries(request, { files: nodeFiles, cwd: process.cwd() });
  const rows = entries.map((e) => e.row);
  // The CLI's bytes (Python json.dumps) without its trailing newline.
  setOutput('matrix', pyJsonDumps(rows));
  core.setOutput('count', rows.length);
  const byFamily = families(rows);
  for (const family of FAMILIES) {
    setOutput(family, pyJsonDumps(byFamily[family]));
    setOutput(`${family}-chunks`, pyJsonDumps(chunk(byFamily[family], maxJobsPerMatrix)));
    core.setOutput(`${family}-count`, byFamily[family].length);
  }
  core.info(`${rows.length} matrix rows: ${FAMILIES.map((f) => `${f} ${byFamily[f].length}`).join(', ')}`);
  await core.summary.addHeading('Sweep matrix', 3).addRaw(summaryMarkdown(entries, byFamily, maxJobsPerMatrix)).write();
}

await runAction('sweep-matrix', main);
