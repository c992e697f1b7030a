import { nodeFiles, systemClock, githubRestClient } from '../../../packages/common/src/index.js';
import { loadLabelPolicy } from '../../../packages/gating/src/index.js';
import { runTrustedDispatch, TRUSTED_DISPATCH_COMMAND } from '../../../packages/publish/src/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { runAction } from '../../_kit/src/run-action.js';
import { runWorkflowStepAction } from '../../_kit/src/workflow-step.js';

await runAction('trusted-dispatch', async () => {
  const values = readInputs(TRUSTED_DISPATCH_COMMAND);
  await runWorkflowStepAction(values, (context) =>
    runTrustedDispatch(
      context,
      loadLabelPolicy(nodeFiles, values['policy-file'] || undefined),
      { workflow: values.workflow, commentOnFailure: values['comment-on-failure'] },
      { github: githubRestClient(process.env, `${context.owner}/${context.repo}`, { token: values['github-token'] }), clock: systemClock }
    )
  );
});
