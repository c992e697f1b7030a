import * as core from '@actions/core';
import { nodeFiles } from '../../../packages/common/src/adapters/node-files.js';
import { SweepkitError, type OptionValues } from '../../../packages/common/src/index.js';
import {
  decisionOutputs,
  explainDecision,
  labelRoles,
  labelTypoHint,
  runLabelGate,
  type LabelGateResult
} from '../../../packages/gating/src/labels/index.js';
import { LABEL_GATE_COMMAND } from '../../../packages/gating/src/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { logUntrusted } from '../../_kit/src/log.js';
import { runAction } from '../../_kit/src/run-action.js';
import { appendSummary, escapeHtml, boundedTable, folded, markdownTable, summarySection } from '../../_kit/src/summary.js';
import { octokitPullRequestReader } from './github-reader.js';

type Inputs = OptionValues<typeof LABEL_GATE_COMMAND.options>;

async function writeSummary(result: LabelGateResult, inputs: Inputs): Promise<void> {
  const { decision, policy, labels } = result;
  const rows = labels.map((label) => {
    const hint = labelTypoHint(label, policy);
    return [label, labelRoles(label, policy, inputs['case-insensitive-labels']) || `— (ignored${hint ? `; ${hint}` : ''})`];
  });
  await appendSummary(
    summarySection('label-gate', [
      escapeHtml(explainDecision(result.event, decision)),
      `Labels seen (${inputs['labels-source'] === 'api' ? 'live, from the API' : 'from the event payload'}): ${labels.length}`,
      labels.length ? folded('labels', labels.length, boundedTable(['label', 'role'], rows)) : undefined,
      markdownTable(['output', 'value'], decisionOutputs(decision).map(([name, value]) => [name, String(value)]))
    ])
  );
}

async function main(): Promise<void> {
  const inputs = readInputs(LABEL_GATE_COMMAND);
  const token = inputs['github-token'];
  const result = await runLabelGate(
    {
      eventName: inputs['event-name'],
      eventPath: inputs['event-path'],
      policyFile: inputs['policy-file'],
      caseInsensitiveLabels: inputs['case-insensitive-labels'],
      reuseAuthorized: inputs['reuse-authorized'],
      labelsSource: inputs['labels-source'],
      headMessage: inputs['check-skip-marker'] ? undefined : ''
    },
    { files: nodeFiles, github: token ? octokitPullRequestReader(token) : undefined }
  );
  const { decision, policy, labels } = result;
  // Labels are untrusted text: one JSON line, shielded from workflow-command parsing.
  logUntrusted(`labels (${inputs['labels-source']}): ${JSON.stringify(labels)}`);
  for (const [name, value] of decisionOutputs(decision)) core.setOutput(name, String(value));
  core.setOutput('labels-json', JSON.stringify(labels));
  logUntrusted(explainDecision(result.event, decision));
  // A typo in a label silently steers nothing: say which label it probably meant.
  for (const label of labels) {
    const hint = labelRoles(label, policy, inputs['case-insensitive-labels']) ? '' : labelTypoHint(label, policy);
    if (hint) core.notice(`label '${label}' steers nothing; ${hint}`, { title: 'label-gate' });
  }
  await writeSummary(result, inputs);
  if (!decision.conflict) return;
  if (inputs['fail-on-conflict']) throw new SweepkitError(policy.conflictMessage, { code: 'conflicting-labels' });
  core.error(policy.conflictMessage, { title: 'label-gate' });
}

await runAction('label-gate', main);
