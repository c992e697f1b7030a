import { resolve } from 'node:path';
import { githubRestClient, readTextFile } from '../../../packages/common/src/index.js';
import { RESULT_PR_COMMAND, resultPrRequest, runResultPr } from '../../../packages/publish/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';
import { runStepCommand } from '../workflow-step.js';

/** speedbench-al.yml's "Open PR updating reference yaml": the result file on its own branch and one PR. */
const resultPr: RunCommand = (argv, io) => {
  const { values } = parseCommandArgs(RESULT_PR_COMMAND, argv, io);
  return runStepCommand(io, values['github-output'], () =>
    runResultPr(
      githubRestClient(io.env, values.repo),
      resultPrRequest(values, (path) => readTextFile(io.files, resolve(io.cwd, path), path))
    )
  );
};
export default resultPr;
