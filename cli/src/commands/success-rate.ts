import { resolve } from 'node:path';
import { githubRestClient, loadYamlFile, UsageError } from '../../../packages/common/src/index.js';
import {
  githubRunJobs,
  hardwareBuckets,
  nodeResultsFs,
  tokenNotSet,
  runStatsReport,
  SUCCESS_RATE_COMMAND,
  writeRunStats
} from '../../../packages/results/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';

/**
 * `sweepkit success-rate NAME` (`utils/calc_success_rate.py NAME`): NAME.json (or --output FILE)
 * from the run's jobs (token: $GITHUB_TOKEN), the reference's report on stdout as it goes.
 */
const successRateCommand: RunCommand = async (argv, io) => {
  const { values, positionals } = parseCommandArgs(SUCCESS_RATE_COMMAND, argv, io, [
    { name: 'NAME', help: 'the stats file name without .json, like the reference (same as --output NAME.json)', optional: true }
  ]);
  const name = positionals[0];
  if (name !== undefined && values.output !== undefined) throw new UsageError('NAME and --output both name the stats file: give one');
  // The reference has no default name (it crashes on the missing argv[1] after all its requests): checked first.
  const output = name === undefined ? values.output : `${name}.json`;
  if (output === undefined) throw new UsageError('the stats file name is required: NAME (written as NAME.json) or --output FILE');
  const client = githubRestClient(io.env, values.repository, {
    tokenVariables: ['GITHUB_TOKEN'],
    apiUrl: values['api-url'],
    // PyGithub's bare AssertionError, with the variable it is about.
    noToken: () => tokenNotSet('AssertionError: GITHUB_TOKEN is not set')
  });
  const buckets = hardwareBuckets(loadYamlFile(io.files, resolve(io.cwd, values.runners), { displayName: values.runners }));
  const outcome = await writeRunStats(nodeResultsFs(io.cwd), githubRunJobs(client), { runId: values['run-id'], buckets, output }, (line) =>
    io.stdout(`${line}\n`)
  );
  io.stdout(runStatsReport(outcome));
  return 0;
};
export default successRateCommand;
