import { formatError } from '../../../packages/common/src/index.js';
import { EVAL_GATE_COMMAND, nodeEvalFs, validateEvalScores } from '../../../packages/evals/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';

/** `sweepkit validate-eval-scores [flags]`: utils/evals/validate_scores.py in the working directory. */
const validateEvalScoresCommand: RunCommand = (argv, io) => {
  const { values } = parseCommandArgs(EVAL_GATE_COMMAND, argv, io);
  const thresholds = values.thresholds;
  const outcome = validateEvalScores(nodeEvalFs(io.cwd), {
    minScore: values['min-score'],
    thresholds: thresholds === undefined ? { kind: 'default', bundledFallback: values['bundled-thresholds'] === true } : { kind: 'file', path: thresholds },
    strictThresholds: values['strict-thresholds'] === true,
    metaEnv: values['meta-env'],
    modelPrefix: values['model-prefix'],
    metricPrefix: values['metric-prefix'],
    resultsGlob: values['results-glob'],
    expectedConcs: values['expected-concs'],
    envModelPrefix: io.env.MODEL_PREFIX
  });
  for (const line of outcome.lines) (line.stream === 'stdout' ? io.stdout : io.stderr)(`${line.text}\n`);
  if (outcome.fatal) io.stderr(`${formatError(outcome.fatal)}\n`);
  return outcome.exitCode;
};
export default validateEvalScoresCommand;
