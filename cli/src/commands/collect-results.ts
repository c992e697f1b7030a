import { skipOncePerPath } from '../../../packages/common/src/index.js';
import { collectResults, COLLECT_RESULTS_COMMAND, nodeResultsFs } from '../../../packages/results/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';

/** `sweepkit collect-results RESULTS_DIR EXP_NAME` (`utils/collect_results.py`): writes agg_<EXP_NAME>.json, prints nothing. */
const collectResultsCommand: RunCommand = (argv, io) => {
  const { positionals } = parseCommandArgs(COLLECT_RESULTS_COMMAND, argv, io, [
    { name: 'RESULTS_DIR', help: 'the folder holding the downloaded result artifacts' },
    { name: 'EXP_NAME', help: 'the collection prefix: the output is agg_<EXP_NAME>.json' }
  ]);
  collectResults(
    nodeResultsFs(
      io.cwd,
      skipOncePerPath((line) => io.stderr(`warning: ${line}\n`))
    ),
    positionals[0]!,
    positionals[1]!
  );
  return 0;
};
export default collectResultsCommand;
