import * as core from '@actions/core';
import { pyJsonDumps, type PyJson, nodeFiles } from '../../../packages/common/src/index.js';
import { annotatePriorities, priorityJson, changelogMatrixJson, processChangelog, selectCanary, type ChangelogMatrix, execGit } from '../../../packages/matrix/src/index.js';
import { readPriorityContext, readPriorityInputs } from '../../_kit/src/priority.js';
import { getChangelogInputs } from './changelog-inputs.js';
import { changelogSummaryMarkdown } from './changelog-summary.js';
import { appendSummary, summarySection } from '../../_kit/src/summary.js';
import { setJsonOutput } from './outputs.js';

const TOO_BIG = 'split the changelog change into smaller pull requests';

/**
 * `mode: changelog`: `sweepkit process-changelog` (the same core call) → the bucketed matrix, the
 * canary of docs/gating.md §a.7, and a warning per bucket the sweep workflow would never dispatch.
 */
export async function runChangelogMode(): Promise<void> {
  const request = getChangelogInputs();
  const priority = readPriorityContext(readPriorityInputs());
  const root = process.cwd();
  const processed = await processChangelog(request, { git: execGit(root), files: nodeFiles, root });
  const { warnings } = processed;
  // run-sweep.yml's setup: with a policy the payload is annotated, and the canary chosen after that.
  const matrix = priority ? annotatePriorities(processed.matrix, priority) : processed.matrix;
  // The CLI's stdout without its trailing newline (what `$(…)` hands to GITHUB_OUTPUT in run-sweep.yml):
  // `sweepkit process-changelog`, or `sweepkit process-changelog | sweepkit ci-priority`.
  const json = (m: ChangelogMatrix): string => (priority ? priorityJson(m as unknown as PyJson) : changelogMatrixJson(m).trimEnd());
  setJsonOutput('search-space-config', json(matrix), TOO_BIG);
  const { canary, remaining } = selectCanary(matrix);
  core.setOutput('canary', pyJsonDumps(canary ? [canary] : [], { separators: [',', ':'], ensureAscii: false }));
  setJsonOutput('canary-search-space-config', json(remaining), TOO_BIG);
  for (const warning of warnings) core.warning(warning.message, { title: 'sweep-matrix (changelog)', file: warning.location?.file });
  await appendSummary(summarySection(`Sweep matrix from ${request.changelogFile}`, changelogSummaryMarkdown(request, matrix, canary)));
}
