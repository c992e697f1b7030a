import { githubRestClient } from '../../../packages/common/src/index.js';
import { dispatchClient, runStageResults, STAGE_RESULTS_COMMAND } from '../../../packages/publish/src/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { runAction } from '../../_kit/src/run-action.js';
import { runWorkflowStepAction } from '../../_kit/src/workflow-step.js';

await runAction('stage-results', async () => {
  const values = readInputs(STAGE_RESULTS_COMMAND);
  await runWorkflowStepAction(values, (context) =>
    runStageResults(context, {
      github: githubRestClient(process.env, `${context.owner}/${context.repo}`, { token: values['github-token'] }),
      app: dispatchClient(process.env, values['app-repository'], values['dispatch-token'])
    })
  );
});
