import { createRestClient, markdownTable, SweepkitError } from '../../../packages/common/src/index.js';
import { checkAvailability, githubRunners, jsonOption, matrixRows, offlineDigest, RUNNER_AVAILABILITY_COMMAND } from '../../../packages/triage/src/index.js';
import type { RunCommand } from '../io.js';
import { showSummary } from '../terminal.js';
import { parseCommandArgs } from '../options.js';

/**
 * `sweepkit runner-availability [--matrix JSON]`: with a matrix, the labels it needs that have no
 * online runner and their rows (exit 1 with `--on-offline fail`); without, the offline digest.
 */
const runnerAvailabilityCommand: RunCommand = async (argv, io) => {
  const { values } = parseCommandArgs(RUNNER_AVAILABILITY_COMMAND, argv, io);
  const token = io.env.GH_TOKEN || io.env.GITHUB_TOKEN;
  if (!token) throw new SweepkitError('sweepkit runner-availability needs a token that may list runners: set GH_TOKEN or GITHUB_TOKEN');
  const runners = await githubRunners(createRestClient({ token, baseUrl: values['api-url'], repo: values.repository }), values.organization).runners();
  const matrix = jsonOption(values.matrix, '--matrix');
  if (matrix === undefined) {
    const digest = offlineDigest(runners);
    if (!showSummary(io, values.json)) io.stdout(`${JSON.stringify(digest, null, 2)}\n`);
    else {
      io.stdout(`${digest.offline.length}/${digest.total} self-hosted runners offline\n`);
      if (digest.offline.length)
        io.stdout(
          `\n${markdownTable(
            ['runner', 'os', 'labels'],
            digest.offline.map((r) => [r.name, r.os, r.labels.join(', ')])
          )}`
        );
    }
    return 0;
  }
  const { unavailable, stranded } = checkAvailability(matrixRows(matrix), runners);
  if (!showSummary(io, values.json)) io.stdout(`${JSON.stringify({ unavailable }, null, 2)}\n`);
  else {
    io.stdout(`${unavailable.length} runner label(s) without an online runner; ${stranded.length} row(s) would queue on them\n`);
    if (unavailable.length)
      io.stdout(
        `\n${markdownTable(
          ['label', 'offline runners', 'rows'],
          unavailable.map((u) => [u.label, u.offlineRunners.join(', ') || 'none registered', u.rows.join('\n')])
        )}`
      );
  }
  return values['on-offline'] === 'fail' && stranded.length > 0 ? 1 : 0;
};
export default runnerAvailabilityCommand;
