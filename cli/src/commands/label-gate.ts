import { resolve } from 'node:path';
import { pyJsonDumps } from '../../../packages/common/src/index.js';
import { LABEL_GATE_COMMAND } from '../../../packages/gating/src/index.js';
import { decisionOutputs, runLabelGate } from '../../../packages/gating/src/labels/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';

const labelGate: RunCommand = async (argv, io) => {
  const { values } = parseCommandArgs(LABEL_GATE_COMMAND, argv, io);
  const eventPath = values['event-path'];
  const policyFile = values['policy-file'];
  const { decision, policy } = await runLabelGate(
    {
      eventName: values['event-name'],
      eventPath: resolve(io.cwd, eventPath),
      eventDisplayName: eventPath,
      policyFile: policyFile === undefined ? undefined : resolve(io.cwd, policyFile),
      policyDisplayName: policyFile,
      caseInsensitiveLabels: !values['case-sensitive-labels'],
      reuseAuthorized: values['reuse-authorized'],
      // The CLI never calls the API: a missing message is an empty one.
      headMessage: values['head-message'] ?? ''
    },
    { files: io.files }
  );
  io.stdout(`${pyJsonDumps(Object.fromEntries(decisionOutputs(decision)))}\n`);
  if (!decision.conflict) return 0;
  io.stderr(`${policy.conflictMessage}\n`);
  return 1;
};
export default labelGate;
