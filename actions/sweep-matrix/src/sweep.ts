import * as core from '@actions/core';
import { pyJsonDumps, nodeFiles } from '../../../packages/common/src/index.js';
import { annotatePriorities, chunk, families, FAMILIES, generateMatrixEntries, priorityJson } from '../../../packages/matrix/src/index.js';
import { readPriorityContext, readPriorityInputs } from '../../_kit/src/priority.js';
import { getInputs } from './inputs.js';
import { appendSummary, summarySection } from '../../_kit/src/summary.js';
import { setJsonOutput } from './outputs.js';
import { summaryMarkdown } from './summary.js';

const setOutput = (name: string, json: string): void => setJsonOutput(name, json, 'fan out from the family chunk outputs instead');

/** `mode: sweep`: `sweepkit matrix full-sweep|test-config`, split into job families and chunks. */
export async function runSweepMode(): Promise<void> {
  const { request, maxJobsPerMatrix } = getInputs();
  const priority = readPriorityContext(readPriorityInputs());
  core.debug(`matrix request: ${JSON.stringify(request)}`);
  const entries = generateMatrixEntries(request, { files: nodeFiles, cwd: process.cwd() });
  // With a policy, every row carries its CI priority before the families are split.
  const rows = priority ? annotatePriorities(entries.map((e) => e.row), priority) : entries.map((e) => e.row);
  // The CLI's bytes without the trailing newline: `sweepkit matrix`, or `sweepkit matrix | sweepkit ci-priority`.
  setOutput('matrix', priority ? priorityJson(rows) : pyJsonDumps(rows));
  core.setOutput('count', rows.length);
  const byFamily = families(rows);
  for (const family of FAMILIES) {
    setOutput(family, pyJsonDumps(byFamily[family]));
    setOutput(`${family}-chunks`, pyJsonDumps(chunk(byFamily[family], maxJobsPerMatrix)));
    core.setOutput(`${family}-count`, byFamily[family].length);
  }
  core.info(`${rows.length} matrix rows: ${FAMILIES.map((f) => `${f} ${byFamily[f].length}`).join(', ')}`);
  await appendSummary(summarySection('Sweep matrix', summaryMarkdown(entries, byFamily, maxJobsPerMatrix)));
}
