import { nodeArtifactFs } from '../../../packages/job/src/index.js';
import { AGENTIC_PLOTS_COMMAND, runAgenticPlots } from '../../../packages/agentic/src/index.js';
import { SweepkitErrors } from '../../../packages/common/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';

/** `sweepkit agentic-plots`: the SVG plots of each run, then the required server-metric check (exit 1 naming what is missing). */
const agenticPlots: RunCommand = (argv, io) => {
  const { values } = parseCommandArgs(AGENTIC_PLOTS_COMMAND, argv, io);
  const runs = runAgenticPlots(nodeArtifactFs(io.cwd), {
    resultDir: values['result-dir'],
    output: values.output,
    required: { prefix: values['required-metric-prefix'], names: values['required-metrics'] ?? [] }
  });
  for (const run of runs) {
    io.stdout(`Saved ${run.svgPath}\n`);
    if (run.check && 'ok' in run.check) io.stdout(`${run.check.ok}\n`);
  }
  const errors = runs.flatMap((run) => (run.check && 'error' in run.check ? [run.check.error] : []));
  if (errors.length) throw new SweepkitErrors(errors);
  return 0;
};
export default agenticPlots;
