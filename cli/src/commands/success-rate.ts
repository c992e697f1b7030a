import { nodeFiles } from '../../../packages/common/src/adapters/node-files.js';
import { loadRunners } from '../../../packages/config/src/index.js';
import { githubJobSource } from '../../../packages/results/src/adapters/github-jobs.js';
import { nodeResultsFs } from '../../../packages/results/src/adapters/node-results-fs.js';
import { percent, SUCCESS_RATE_COMMAND, writeRunStats } from '../../../packages/results/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';

/** `sweepkit success-rate`: run_stats.json from the run's jobs (token: $GITHUB_TOKEN), and a table on stdout. */
const successRateCommand: RunCommand = async (argv, io) => {
  const { values } = parseCommandArgs(SUCCESS_RATE_COMMAND, argv, io);
  const runners = loadRunners(nodeFiles, values.runners, { cwd: io.cwd });
  const stats = await writeRunStats(
    nodeResultsFs(io.cwd),
    githubJobSource({ apiUrl: values['api-url'], repository: values.repository, token: io.env.GITHUB_TOKEN }),
    { runId: values['run-id'], labels: [...runners.labels.keys()], output: values.output }
  );
  for (const s of stats) io.stdout(`${s.hardware}: ${s.nSuccess}/${s.total} (${percent(s)})\n`);
  return 0;
};
export default successRateCommand;
