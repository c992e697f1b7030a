import { githubRestClient } from '../../../packages/common/src/index.js';
import { runVisualizerComment, visualizerPullRequest, VISUALIZER_COMMAND } from '../../../packages/publish/src/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { runAction } from '../../_kit/src/run-action.js';
import { runWorkflowStepAction } from '../../_kit/src/workflow-step.js';

await runAction('visualizer-comment', async () => {
  const values = readInputs(VISUALIZER_COMMAND);
  await runWorkflowStepAction(values, (context) =>
    runVisualizerComment(githubRestClient(process.env, `${context.owner}/${context.repo}`, { token: values['github-token'] }), {
      ...visualizerPullRequest(context, values['pr-number']),
      site: values.site,
      updateExisting: values['update-existing']
    })
  );
});
