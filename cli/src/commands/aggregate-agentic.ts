import { nodeArtifactFs } from '../../../packages/job/src/index.js';
import { AGGREGATE_AGENTIC_COMMAND, aggregationEnv, runAggregateAgentic } from '../../../packages/agentic/src/index.js';
import { formatFinding } from '../../../packages/common/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';

/**
 * `sweepkit aggregate-agentic`: like the reference module, everything comes from the environment
 * (RESULT_FILENAME, RESULT_DIR, AGENTIC_OUTPUT_DIR, KV_OFFLOADING, TP, …); a flag sets its variable.
 */
const aggregateAgentic: RunCommand = (argv, io) => {
  const { values } = parseCommandArgs(AGGREGATE_AGENTIC_COMMAND, argv, io);
  const result = runAggregateAgentic(nodeArtifactFs(io.cwd), aggregationEnv(values, io.env));
  io.stdout(result.stdoutLines.map((line) => `${line}\n`).join(''));
  for (const warning of result.warnings) io.stderr(`${formatFinding(warning, 'warning')}\n`);
  return 0;
};
export default aggregateAgentic;
