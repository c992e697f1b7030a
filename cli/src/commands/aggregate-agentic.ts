import { runAggregateAgentic, nodeArtifactFs } from '../../../packages/agentic/src/index.js';
import { parseArgs } from '../argparse.js';
import type { RunCommand } from '../io.js';

/**
 * `sweepkit aggregate-agentic`: like the reference module, everything comes from the environment
 * (RESULT_FILENAME, RESULT_DIR, AGENTIC_OUTPUT_DIR, KV_OFFLOADING, TP, …; docs/agentic.md §B.3).
 */
const aggregateAgentic: RunCommand = (argv, io) => {
  parseArgs(
    {
      prog: 'sweepkit aggregate-agentic',
      description:
        'Aggregate aiperf agentic artifacts under $RESULT_DIR into $AGENTIC_OUTPUT_DIR/$RESULT_FILENAME.json. ' +
        'All input comes from environment variables (RESULT_FILENAME and KV_OFFLOADING are required).',
      options: []
    },
    argv
  );
  const result = runAggregateAgentic(nodeArtifactFs(io.cwd), io.env);
  io.stdout(result.stdoutLines.map((line) => `${line}\n`).join(''));
  return 0;
};
export default aggregateAgentic;
