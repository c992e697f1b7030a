import { resolve } from 'node:path';
import { githubRestClient, githubToken, pyJsonDumps, readTextFile } from '../../../packages/common/src/index.js';
import {
  checkSweepWorkflow,
  decisionOutputs,
  LABEL_GATE_COMMAND,
  loadLabelPolicy,
  restPullRequestReader,
  runLabelGate
} from '../../../packages/gating/src/index.js';
import type { RunCommand } from '../io.js';
import { printJsonOutput } from '../terminal.js';
import { parseCommandArgs } from '../options.js';

const labelGate: RunCommand = async (argv, io) => {
  const { values } = parseCommandArgs(LABEL_GATE_COMMAND, argv, io);
  const policyFile = values['policy-file'];
  const workflow = values['check-workflow'];
  if (workflow !== undefined) {
    const policy = loadLabelPolicy(io.files, policyFile === undefined ? undefined : resolve(io.cwd, policyFile), policyFile);
    checkSweepWorkflow(readTextFile(io.files, resolve(io.cwd, workflow), workflow), workflow, policy);
    io.stdout(`${workflow}: the on: filter and the concurrency group agree with the label policy\n`);
    return 0;
  }
  const eventPath = values['event-path']!;
  // Offline unless asked: with --labels-source api and a token, the CLI reads what the action reads
  // (live labels, head commit message, fork checks); a token in the environment alone changes nothing.
  const token = values['labels-source'] === 'api' ? githubToken(io.env) : undefined;
  const { decision, policy } = await runLabelGate(
    {
      eventName: values['event-name']!,
      eventPath: resolve(io.cwd, eventPath),
      eventDisplayName: eventPath,
      policyFile: policyFile === undefined ? undefined : resolve(io.cwd, policyFile),
      policyDisplayName: policyFile,
      caseInsensitiveLabels: !values['case-sensitive-labels'],
      reuseAuthorized: values['reuse-authorized'],
      labelsSource: values['labels-source'],
      // Without a token, a missing message is an empty one (no skip marker).
      headMessage: values['head-message'] ?? (token ? undefined : '')
    },
    {
      files: io.files,
      github: token ? restPullRequestReader((repo) => githubRestClient(io.env, repo, { token })) : undefined,
      noGitHub: 'neither GH_TOKEN nor GITHUB_TOKEN is set'
    }
  );
  const outputs = Object.fromEntries(decisionOutputs(decision));
  printJsonOutput(io, values.json, `${pyJsonDumps(outputs)}\n`, 'label gate decision');
  if (!decision.conflict) return 0;
  io.stderr(`${policy.conflictMessage}\n`);
  return 1;
};
export default labelGate;
