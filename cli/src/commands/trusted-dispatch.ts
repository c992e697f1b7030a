import { resolve } from 'node:path';
import { systemClock, githubRestClient } from '../../../packages/common/src/index.js';
import { loadLabelPolicy } from '../../../packages/gating/src/index.js';
import { runTrustedDispatch, TRUSTED_DISPATCH_COMMAND } from '../../../packages/publish/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';
import { runWorkflowStep } from '../workflow-step.js';

/** trusted-external-sweep.yml: approve a fork PR's labelled revision, dispatch the e2e sweep, comment. */
const trustedDispatch: RunCommand = async (argv, io) => {
  const { values } = parseCommandArgs(TRUSTED_DISPATCH_COMMAND, argv, io);
  const policyFile = values['policy-file'];
  return runWorkflowStep(io, values, (context) =>
    runTrustedDispatch(
      context,
      loadLabelPolicy(io.files, policyFile === undefined ? undefined : resolve(io.cwd, policyFile), policyFile),
      { workflow: values.workflow, commentOnFailure: values['comment-on-failure'] },
      { github: githubRestClient(io.env, `${context.owner}/${context.repo}`), clock: systemClock }
    )
  );
};
export default trustedDispatch;
