import { formatError } from '../../../packages/common/src/index.js';
import { EVAL_GATE_COMMAND, gateOptionsFrom, nodeEvalFs, validateEvalScores } from '../../../packages/evals/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';

/** `sweepkit validate-eval-scores [flags]`: utils/evals/validate_scores.py in the working directory. */
const validateEvalScoresCommand: RunCommand = (argv, io) => {
  const { values } = parseCommandArgs(EVAL_GATE_COMMAND, argv, io);
  const outcome = validateEvalScores(nodeEvalFs(io.cwd), gateOptionsFrom(values, io.env));
  for (const line of outcome.lines) (line.stream === 'stdout' ? io.stdout : io.stderr)(`${line.text}\n`);
  if (outcome.fatal) io.stderr(`${formatError(outcome.fatal)}\n`);
  return outcome.exitCode;
};
export default validateEvalScoresCommand;
