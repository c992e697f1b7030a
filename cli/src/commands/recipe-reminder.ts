import { githubRestClient, nodeFiles, readTextFile } from '../../../packages/common/src/index.js';
import { RECIPE_REMINDER_COMMAND, recipeReminderRequest, runRecipeReminder } from '../../../packages/publish/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';
import { runWorkflowStep } from '../workflow-step.js';

/** pr-recipe-reminder.yml: the recipe reminder on the PR, once. */
const recipeReminder: RunCommand = async (argv, io) => {
  const { values } = parseCommandArgs(RECIPE_REMINDER_COMMAND, argv, io);
  return runWorkflowStep(io, values, (context) =>
    runRecipeReminder(
      githubRestClient(io.env, `${context.owner}/${context.repo}`),
      recipeReminderRequest(context, values, (path) => readTextFile(nodeFiles, path))
    )
  );
};
export default recipeReminder;
