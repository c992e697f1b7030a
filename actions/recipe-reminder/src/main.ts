import { githubRestClient, nodeFiles, readTextFile } from '../../../packages/common/src/index.js';
import { RECIPE_REMINDER_COMMAND, recipeReminderRequest, runRecipeReminder } from '../../../packages/publish/src/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { runAction } from '../../_kit/src/run-action.js';
import { runWorkflowStepAction } from '../../_kit/src/workflow-step.js';

await runAction('recipe-reminder', async () => {
  const values = readInputs(RECIPE_REMINDER_COMMAND);
  await runWorkflowStepAction(values, (context) =>
    runRecipeReminder(
      githubRestClient(process.env, `${context.owner}/${context.repo}`, { token: values['github-token'] }),
      recipeReminderRequest(context, values, (path) => readTextFile(nodeFiles, path))
    )
  );
});
