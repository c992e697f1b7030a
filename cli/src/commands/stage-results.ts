import { githubRestClient } from '../../../packages/common/src/index.js';
import { dispatchClient, runStageResults, STAGE_RESULTS_COMMAND } from '../../../packages/publish/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';
import { runWorkflowStep } from '../workflow-step.js';

/** stage-results.yml's three steps: authorize and pick the run, acknowledge, dispatch to the app. */
const stageResults: RunCommand = async (argv, io) => {
  const { values } = parseCommandArgs(STAGE_RESULTS_COMMAND, argv, io);
  return runWorkflowStep(io, values, (context) =>
    runStageResults(context, {
      github: githubRestClient(io.env, `${context.owner}/${context.repo}`),
      app: dispatchClient(io.env, values['app-repository'], values['dispatch-token'])
    })
  );
};
export default stageResults;
