import { nodeArtifactFs } from '../../../packages/job/src/index.js';
import { failedRequestThreshold, VALIDATE_AGENTIC_COMMAND, validateAgentic } from '../../../packages/agentic/src/index.js';
import { formatFinding, OptionError, UsageError } from '../../../packages/common/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';

/** `sweepkit validate-agentic <artifacts-dir> [--failed-request-threshold X]`. */
const validateAgenticCommand: RunCommand = (argv, io) => {
  const { values, positionals } = parseCommandArgs(VALIDATE_AGENTIC_COMMAND, argv, io, [
    { name: 'artifact_dir', help: 'the aiperf_artifacts folder (or a folder of run_N folders)' }
  ]);
  let threshold: number;
  try {
    threshold = failedRequestThreshold(values['failed-request-threshold'], false)!;
  } catch (error) {
    throw error instanceof OptionError ? new UsageError(`sweepkit validate-agentic: error: ${error.message}`) : error;
  }
  const verdict = validateAgentic(nodeArtifactFs(io.cwd), positionals[0]!, threshold);
  io.stdout(`${verdict.message}\n`);
  for (const warning of verdict.warnings) io.stderr(`${formatFinding(warning, 'warning')}\n`);
  return 0;
};
export default validateAgenticCommand;
