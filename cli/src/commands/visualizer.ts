import { SweepkitError } from '../../../packages/common/src/index.js';
import { restClientFromEnv } from '../../../packages/gating/src/index.js';
import { at, runVisualizerComment, VISUALIZER_COMMAND } from '../../../packages/publish/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';
import { runWorkflowStep } from '../workflow-step.js';

/** run-sweep.yml comment-unofficial-run-visualizer: the visualizer links of this run on its PR. */
const visualizer: RunCommand = async (argv, io) => {
  const { values } = parseCommandArgs(VISUALIZER_COMMAND, argv, io);
  return runWorkflowStep(io, values, (context) => {
    const pr = values['pr-number'] ?? at(context.payload, 'pull_request.number') ?? at(context.payload, 'issue.number');
    if (typeof pr !== 'number') throw new SweepkitError('--pr-number is required: the event payload names no pull request', { code: 'usage', exitCode: 2 });
    if (!/^\d+$/.test(context.runId)) throw new SweepkitError(`--run-id must be a run id, got '${context.runId}'`, { code: 'usage', exitCode: 2 });
    return runVisualizerComment(restClientFromEnv(io.env, `${context.owner}/${context.repo}`), {
      pr,
      runId: context.runId,
      site: values.site,
      updateExisting: values['update-existing']
    });
  });
};
export default visualizer;
