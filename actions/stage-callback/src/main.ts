import { githubRestClient } from '../../../packages/common/src/index.js';
import { runStageCallback, STAGE_CALLBACK_COMMAND } from '../../../packages/publish/src/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { runAction } from '../../_kit/src/run-action.js';
import { runWorkflowStepAction } from '../../_kit/src/workflow-step.js';

await runAction('stage-callback', async () => {
  const values = readInputs(STAGE_CALLBACK_COMMAND);
  await runWorkflowStepAction(values, (context) =>
    runStageCallback(context, githubRestClient(process.env, `${context.owner}/${context.repo}`, { token: values['github-token'] }), {
      appRepository: values['app-repository'],
      stagingSite: values['staging-site']
    })
  );
});
