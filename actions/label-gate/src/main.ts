import * as core from '@actions/core';
import { SweepkitError, UsageError, nodeFiles } from '../../../packages/common/src/index.js';
import { decisionOutputs, explainDecision, labelRoles, labelTypoHint, runLabelGate, type LabelGateResult } from '../../../packages/gating/src/index.js';
import { getBoolInput, getOptionalInput } from '../../_kit/src/inputs.js';
import { logUntrusted } from '../../_kit/src/log.js';
import { runAction } from '../../_kit/src/run-action.js';
import { appendSummary, escapeHtml, boundedTable, folded, markdownTable, summarySection } from '../../_kit/src/summary.js';
import { octokitPullRequestReader } from './github-reader.js';

interface Inputs {
  eventName: string;
  eventPath: string;
  policyFile?: string;
  labelsSource: 'event' | 'api';
  checkSkipMarker: boolean;
  reuseAuthorized: boolean;
  caseInsensitiveLabels: boolean;
  failOnConflict: boolean;
  token?: string;
}

function getInputs(): Inputs {
  const eventName = getOptionalInput('event-name') ?? process.env.GITHUB_EVENT_NAME;
  const eventPath = getOptionalInput('event-path') ?? process.env.GITHUB_EVENT_PATH;
  if (!eventName) throw new UsageError("input 'event-name' is empty and GITHUB_EVENT_NAME is not set");
  if (!eventPath) throw new UsageError("input 'event-path' is empty and GITHUB_EVENT_PATH is not set");
  const labelsSource = getOptionalInput('labels-source') ?? 'event';
  if (labelsSource !== 'event' && labelsSource !== 'api') {
    throw new UsageError(`input 'labels-source' must be event or api, got '${labelsSource}'`);
  }
  return {
    eventName,
    eventPath,
    policyFile: getOptionalInput('policy-file'),
    labelsSource,
    checkSkipMarker: getBoolInput('check-skip-marker', true),
    reuseAuthorized: getBoolInput('reuse-authorized'),
    caseInsensitiveLabels: getBoolInput('case-insensitive-labels', true),
    failOnConflict: getBoolInput('fail-on-conflict', true),
    token: getOptionalInput('github-token')
  };
}

async function writeSummary(result: LabelGateResult, inputs: Inputs): Promise<void> {
  const { decision, policy, labels } = result;
  const rows = labels.map((label) => {
    const hint = labelTypoHint(label, policy);
    return [label, labelRoles(label, policy, inputs.caseInsensitiveLabels) || `— (ignored${hint ? `; ${hint}` : ''})`];
  });
  await appendSummary(
    summarySection('label-gate', [
      escapeHtml(explainDecision(result.event, decision)),
      `Labels seen (${inputs.labelsSource === 'api' ? 'live, from the API' : 'from the event payload'}): ${labels.length}`,
      labels.length ? folded('labels', labels.length, boundedTable(['label', 'role'], rows)) : undefined,
      markdownTable(['output', 'value'], decisionOutputs(decision).map(([name, value]) => [name, String(value)]))
    ])
  );
}

async function main(): Promise<void> {
  const inputs = getInputs();
  const result = await runLabelGate(
    {
      eventName: inputs.eventName,
      eventPath: inputs.eventPath,
      policyFile: inputs.policyFile,
      caseInsensitiveLabels: inputs.caseInsensitiveLabels,
      reuseAuthorized: inputs.reuseAuthorized,
      labelsSource: inputs.labelsSource,
      headMessage: inputs.checkSkipMarker ? undefined : ''
    },
    { files: nodeFiles, github: inputs.token ? octokitPullRequestReader(inputs.token) : undefined }
  );
  const { decision, policy, labels } = result;
  // Labels are untrusted text: one JSON line, shielded from workflow-command parsing.
  logUntrusted(`labels (${inputs.labelsSource}): ${JSON.stringify(labels)}`);
  for (const [name, value] of decisionOutputs(decision)) core.setOutput(name, String(value));
  core.setOutput('labels-json', JSON.stringify(labels));
  logUntrusted(explainDecision(result.event, decision));
  // A typo in a label silently steers nothing: say which label it probably meant.
  for (const label of labels) {
    const hint = labelRoles(label, policy, inputs.caseInsensitiveLabels) ? '' : labelTypoHint(label, policy);
    if (hint) core.notice(`label '${label}' steers nothing; ${hint}`, { title: 'label-gate' });
  }
  await writeSummary(result, inputs);
  if (!decision.conflict) return;
  if (inputs.failOnConflict) throw new SweepkitError(policy.conflictMessage, { code: 'conflicting-labels' });
  core.error(policy.conflictMessage, { title: 'label-gate' });
}

await runAction('label-gate', main);
