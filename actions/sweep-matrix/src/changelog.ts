import { changelogMatrixJson, processChangelog, selectCanary, execGit } from '../../../packages/matrix/src/index.js';
import * as core from '../../_kit/src/core.js';
import { pyJsonDumps, nodeFiles } from '../../../packages/common/src/index.js';
import { getChangelogInputs } from './changelog-inputs.js';
import { changelogSummaryMarkdown } from './changelog-summary.js';
import { setJsonOutput } from './outputs.js';

const TOO_BIG = 'split the changelog change into smaller pull requests';

/**
 * `mode: changelog`: `sweepkit process-changelog` (the same core call) → the bucketed matrix, the
 * canary of docs/gating.md §a.7, and a warning per bucket the sweep workflow would never dispatch.
 */
export async function runChangelogMode(): Promise<void> {
  const request = getChangelogInputs();
  const root = process.cwd();
  const { matrix, warnings } = await processChangelog(request, { git: execGit(root), files: nodeFiles, root });
  // The CLI's stdout without its trailing newline (what `$(…)` hands to GITHUB_OUTPUT in run-sweep.yml).
  setJsonOutput('search-space-config', changelogMatrixJson(matrix).trimEnd(), TOO_BIG);
  const { canary, remaining } = selectCanary(matrix);
  core.setOutput('canary', pyJsonDumps(canary ? [canary] : [], { separators: [',', ':'], ensureAscii: false }));
  setJsonOutput('canary-search-space-config', changelogMatrixJson(remaining).trimEnd(), TOO_BIG);
  for (const warning of warnings) core.warning(warning.message, { title: 'sweep-matrix (changelog)', file: warning.location?.file });
  await core.summary.addHeading(`Sweep matrix from ${request.changelogFile}`, 3).addRaw(changelogSummaryMarkdown(request, matrix, canary)).write();
}
