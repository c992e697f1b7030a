import { COMPARE_RESULTS_COMMAND, describeKey, runCompare, nodeResultsFs, postgresBaseline } from '../../../packages/results/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';

/** `sweepkit compare-results --results PATH [--database-url URL | --baseline-file PATH]`: the report on stdout (or --summary FILE); exit 1 on a regression past --fail-on-regression. */
const compareResultsCommand: RunCommand = async (argv, io) => {
  const { values } = parseCommandArgs(COMPARE_RESULTS_COMMAND, argv, io);
  const fs = nodeResultsFs(io.cwd);
  const { report, markdown } = await runCompare(
    fs,
    {
      results: values.results,
      databaseUrl: values['database-url'],
      baselineFile: values['baseline-file'],
      failOnRegression: values['fail-on-regression'],
      noiseBand: values['noise-band'],
      svg: values.svg
    },
    postgresBaseline
  );
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
