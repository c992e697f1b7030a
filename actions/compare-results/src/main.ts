import * as core from '@actions/core';
import { SweepkitError } from '../../../packages/common/src/index.js';
import { COMPARE_RESULTS_COMMAND, describeKey, runCompare, nodeResultsFs, postgresBaseline } from '../../../packages/results/src/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { logUntrusted } from '../../_kit/src/log.js';
import { runAction } from '../../_kit/src/run-action.js';

async function main(): Promise<void> {
  const inputs = readInputs(COMPARE_RESULTS_COMMAND);
  const { report, markdown, log } = await runCompare(
    nodeResultsFs(process.cwd()),
    {
      results: inputs.results!,
      databaseUrl: inputs['database-url'],
      baselineFile: inputs['baseline-file'],
      failOnRegression: inputs['fail-on-regression'],
      noiseBand: inputs['noise-band'],
      svg: inputs.svg
    },
    postgresBaseline
  );
  // The reference's selection log (which baseline each row got), for anyone comparing the two.
  logUntrusted(log.trimEnd());
  core.setOutput('compared', String(report.comparisons.filter((c) => c.baseline).length));
  core.setOutput('regressions', String(report.regressions.length));
  core.setOutput('svg', report.comparisons.length && inputs.svg ? inputs.svg : '');
  await core.summary.addRaw(markdown).write();
  if (report.regressions.length) {
    const lines = report.regressions.map(
      (c) =>
        `${c.key.hardware} ${describeKey(c.key)}: ${c.deltas
          .filter((d) => d.regression)
          .map((d) => d.metric.label)
          .join(', ')}`
    );
    throw new SweepkitError(`${report.regressions.length} regression(s) past ${inputs['fail-on-regression']}`, { code: 'regression', details: lines });
  }
}

await runAction('compare-results', main);
