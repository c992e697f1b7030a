import { githubRestClient } from '../../../packages/common/src/index.js';
import { runStageCallback, STAGE_CALLBACK_COMMAND } from '../../../packages/publish/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';
import { runWorkflowStep } from '../workflow-step.js';

/** stage-results-callback.yml: check the app's callback and update the staging comment. */
const stageCallback: RunCommand = async (argv, io) => {
  const { values } = parseCommandArgs(STAGE_CALLBACK_COMMAND, argv, io);
  return runWorkflowStep(io, values, (context) =>
    runStageCallback(context, githubRestClient(io.env, `${context.owner}/${context.repo}`), {
      appRepository: values['app-repository'],
      stagingSite: values['staging-site']
    })
  );
};
export default stageCallback;
