import { decisionOutputs, runLabelGate } from '../../../packages/gating/src/index.js';
import { resolve } from 'node:path';
import { pyJsonDumps } from '../../../packages/common/src/index.js';
import { parseArgs, type ParserSpec } from '../argparse.js';
import type { RunCommand } from '../io.js';

const spec: ParserSpec = {
  prog: 'sweepkit label-gate',
  description:
    'Decide from a pull_request or push event whether and how the benchmark sweep runs; prints one JSON object. ' +
    'Exit 1 with the conflict message when the PR has more than one sweep label.',
  options: [
    { name: '--event-name', kind: 'string', required: true, metavar: 'NAME', help: 'event name (pull_request or push), like GITHUB_EVENT_NAME' },
    { name: '--event-path', kind: 'string', required: true, metavar: 'FILE', help: 'webhook payload JSON, like GITHUB_EVENT_PATH' },
    { name: '--head-message', kind: 'string', metavar: 'TEXT', help: 'full message of the PR head commit (default: empty)' },
    { name: '--reuse-authorized', kind: 'flag', help: 'an authorized /reuse-sweep-run exists' },
    { name: '--policy-file', kind: 'string', metavar: 'FILE', help: 'label policy YAML (default: the bundled policy)' },
    { name: '--case-sensitive-labels', kind: 'flag', help: "compare label names exactly (default: ignoring case, as GitHub's contains() does)" }
  ]
};

const labelGate: RunCommand = async (argv, io) => {
  const { values } = parseArgs(spec, argv);
  const eventPath = values['event-path'] as string;
  const policyFile = values['policy-file'] as string | undefined;
  const { decision, policy } = await runLabelGate(
    {
      eventName: values['event-name'] as string,
      eventPath: resolve(io.cwd, eventPath),
      eventDisplayName: eventPath,
      policyFile: policyFile === undefined ? undefined : resolve(io.cwd, policyFile),
      policyDisplayName: policyFile,
      caseInsensitiveLabels: !(values['case-sensitive-labels'] as boolean),
      reuseAuthorized: values['reuse-authorized'] as boolean,
      // The CLI never calls the API: a missing message is an empty one.
      headMessage: (values['head-message'] as string | undefined) ?? ''
    },
    { files: io.files }
  );
  io.stdout(`${pyJsonDumps(Object.fromEntries(decisionOutputs(decision)))}\n`);
  if (!decision.conflict) return 0;
  io.stderr(`${policy.conflictMessage}\n`);
  return 1;
};
export default labelGate;
