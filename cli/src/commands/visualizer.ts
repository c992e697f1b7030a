import { githubRestClient } from '../../../packages/common/src/index.js';
import { runVisualizerComment, VISUALIZER_COMMAND, visualizerPullRequest } from '../../../packages/publish/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';
import { runWorkflowStep } from '../workflow-step.js';

/** run-sweep.yml comment-unofficial-run-visualizer: the visualizer links of this run on its PR. */
const visualizer: RunCommand = async (argv, io) => {
  const { values } = parseCommandArgs(VISUALIZER_COMMAND, argv, io);
  return runWorkflowStep(io, values, (context) =>
    runVisualizerComment(githubRestClient(io.env, `${context.owner}/${context.repo}`), {
      ...visualizerPullRequest(context, values['pr-number']),
      site: values.site,
      updateExisting: values['update-existing']
    })
  );
};
export default visualizer;
