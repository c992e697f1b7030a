import { COLLECT_EVALS_COMMAND, collectEvals, evalSummaryMarkdown, nodeEvalFs } from '../../../packages/evals/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';
import { workflowCommand } from '../runner-shield.js';

// The reference checks its argument count itself (no argparse): this line on stdout, exit 1.
const REFERENCE_USAGE = 'Usage: collect_eval_results.py <results_dir> <exp_name> [sort_by: model_prefix|hw]';

/** `sweepkit collect-evals RESULTS_DIR EXP_NAME [SORT]`: writes agg_eval_<EXP_NAME>.json, prints the Markdown summary. */
const collectEvalsCommand: RunCommand = (argv, io) => {
  if (argv.length < 2 && !argv.some((a) => a === '-h' || a === '--help')) {
    io.stdout(`${REFERENCE_USAGE}\n`);
    return 1;
  }
  const { positionals } = parseCommandArgs(COLLECT_EVALS_COMMAND, argv, io, [
    { name: 'RESULTS_DIR', help: 'the folder holding the downloaded eval artifacts (eval_*)' },
    { name: 'EXP_NAME', help: 'the collection name: the output is agg_eval_<EXP_NAME>.json' },
    { name: 'SORT', help: 'hw: sort the tables by hardware first (anything else: by model prefix)', optional: true }
  ]);
  const outcome = collectEvals(nodeEvalFs(io.cwd), positionals[0]!, positionals[1]!);
  // Skipped files stay off stderr (the reference is silent about them); under the runner they are annotated.
  for (const w of outcome.warnings) io.runnerCommand?.(workflowCommand('warning', { file: w.file, title: 'collect-evals' }, w.message));
  io.stdout(evalSummaryMarkdown(outcome.rows, positionals[2]));
  return 0;
};
export default collectEvalsCommand;
