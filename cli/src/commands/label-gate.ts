import { resolve } from 'node:path';
import { pyJsonDumps, readTextFile, UsageError } from '../../../packages/common/src/index.js';
import { checkSweepWorkflow, decisionOutputs, loadLabelPolicy, runLabelGate } from '../../../packages/gating/src/labels/index.js';
import { parseArgs, type ParserSpec } from '../argparse.js';
import type { RunCommand } from '../io.js';

const spec: ParserSpec = {
  prog: 'sweepkit label-gate',
  description:
    'Decide from a pull_request or push event whether and how the benchmark sweep runs; prints one JSON object. ' +
    'Exit 1 with the conflict message when the PR has more than one sweep label. ' +
    'With --check-workflow, check instead that a workflow\'s on: filter and concurrency group agree with the policy.',
  options: [
    { name: '--event-name', kind: 'string', metavar: 'NAME', help: 'event name (pull_request, push, or any other: no sweep), like GITHUB_EVENT_NAME' },
    { name: '--event-path', kind: 'string', metavar: 'FILE', help: 'webhook payload JSON, like GITHUB_EVENT_PATH' },
    {
      name: '--check-workflow',
      kind: 'string',
      metavar: 'FILE',
      help: "check that the workflow's on: types/branches and concurrency.group label list agree with the policy (exit 1 if not)"
    },
    { name: '--head-message', kind: 'string', metavar: 'TEXT', help: 'full message of the PR head commit (default: empty)' },
    { name: '--reuse-authorized', kind: 'flag', help: 'an authorized /reuse-sweep-run exists' },
    { name: '--policy-file', kind: 'string', metavar: 'FILE', help: 'label policy YAML (default: the bundled policy)' },
    { name: '--case-insensitive-labels', kind: 'flag', help: 'compare label names ignoring case' }
  ]
};

const labelGate: RunCommand = async (argv, io) => {
  const { values } = parseArgs(spec, argv);
  const policyFile = values['policy-file'] as string | undefined;
  const workflow = values['check-workflow'] as string | undefined;
  if (workflow !== undefined) {
    const policy = loadLabelPolicy(io.files, policyFile === undefined ? undefined : resolve(io.cwd, policyFile), policyFile);
    checkSweepWorkflow(readTextFile(io.files, resolve(io.cwd, workflow), workflow), workflow, policy);
    io.stdout(`${workflow}: the on: filter and the concurrency group agree with the label policy\n`);
    return 0;
  }
  const missing = ['event-name', 'event-path'].filter((name) => values[name] === undefined);
  if (missing.length) throw new UsageError(`${spec.prog}: error: the following arguments are required: ${missing.map((m) => `--${m}`).join(', ')}`);
  const eventPath = values['event-path'] as string;
  const { decision, policy } = await runLabelGate(
    {
      eventName: values['event-name'] as string,
      eventPath: resolve(io.cwd, eventPath),
      eventDisplayName: eventPath,
      policyFile: policyFile === undefined ? undefined : resolve(io.cwd, policyFile),
      policyDisplayName: policyFile,
      caseInsensitiveLabels: values['case-insensitive-labels'] as boolean,
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
