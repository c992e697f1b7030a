import { SweepkitError, UsageError } from '../../../packages/common/src/index.js';
import { COMPARE_RESULTS_COMMAND, describeKey, runCompare, nodeResultsFs, postgresBaseline } from '../../../packages/results/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';

/**
 * `sweepkit compare-results RESULTS [--database-url URL | --baseline-file PATH]`
 * (`utils/compare_results.py RESULTS`): the report on stdout (or --summary FILE), the reference's
 * baseline-selection log on stderr; exit 1 on a regression past --fail-on-regression.
 */
const compareResultsCommand: RunCommand = async (argv, io) => {
  const { values, positionals } = parseCommandArgs(COMPARE_RESULTS_COMMAND, argv, io, [
    { name: 'RESULTS', help: 'the results to compare: agg_bmk.json or a folder of result JSON files (or --results)', optional: true }
  ]);
  if (positionals[0] !== undefined && values.results !== undefined) throw new UsageError('RESULTS and --results both name the results: give one');
  const results = positionals[0] ?? values.results;
  // Like the reference, a missing results argument is exit 1, not a usage error.
  if (results === undefined) throw new SweepkitError('usage: sweepkit compare-results RESULTS: the results folder (or file) is required', { code: 'usage' });
  const fs = nodeResultsFs(io.cwd);
  const { report, markdown, log } = await runCompare(
    fs,
    {
      results,
      databaseUrl: values['database-url'],
      baselineFile: values['baseline-file'],
      failOnRegression: values['fail-on-regression'],
      noiseBand: values['noise-band'],
      svg: values.svg
    },
    postgresBaseline
  );
  io.stderr(log);
  if (values.summary === undefined) io.stdout(markdown);
  else fs.writeAtomic(values.summary, markdown);
  for (const c of report.regressions)
    io.stderr(
      `regression: ${c.key.hardware} ${describeKey(c.key)}: ${c.deltas
        .filter((d) => d.regression)
        .map((d) => d.metric.label)
        .join(', ')}\n`
    );
  return report.regressions.length ? 1 : 0;
};
export default compareResultsCommand;
