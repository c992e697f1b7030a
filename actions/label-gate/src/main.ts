import * as core from '@actions/core';
import { nodeFiles, githubRestClient } from '../../../packages/common/src/index.js';
import { SweepkitError, type OptionValues } from '../../../packages/common/src/index.js';
import { DEFAULT_REUSE_RULES, restPullRequestReader } from '../../../packages/gating/src/index.js';
import { decisionOutputs, explainDecision, labelRoles, labelTypoHint, runLabelGate, type LabelGateResult } from '../../../packages/gating/src/index.js';
import { LABEL_GATE_COMMAND } from '../../../packages/gating/src/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { logUntrusted } from '../../_kit/src/log.js';
import { runAction } from '../../_kit/src/run-action.js';
import { appendSummary, escapeHtml, boundedTable, folded, markdownTable, summarySection } from '../../_kit/src/summary.js';

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
      result.dispatch ? escapeHtml(`Fork dispatch: ${result.dispatch.dispatch ? 'yes' : 'no'} — ${result.dispatch.reason}`) : undefined,
      `Labels seen (${inputs['labels-source'] === 'api' ? 'live, from the API' : 'from the event payload'}): ${labels.length}`,
      labels.length ? folded('labels', labels.length, boundedTable(['label', 'role'], rows)) : undefined,
      markdownTable(
        ['output', 'value'],
        decisionOutputs(decision).map(([name, value]) => [name, String(value)])
      )
    ])
  );
}

async function main(): Promise<void> {
  const inputs = readInputs(LABEL_GATE_COMMAND);
  const token = inputs['github-token'];
  // Required by the table (the CLI's --check-workflow mode, which does without them, is not an input).
  const eventName = inputs['event-name']!;
  const eventPath = inputs['event-path']!;
  const result = await runLabelGate(
    {
      eventName,
      eventPath,
      policyFile: inputs['policy-file'],
      caseInsensitiveLabels: inputs['case-insensitive-labels'],
      reuseAuthorized: inputs['reuse-authorized'],
      labelsSource: inputs['labels-source'],
      headMessage: inputs['check-skip-marker'] ? undefined : '',
      checkReuseAuthorization: inputs['check-reuse-authorization'] ? DEFAULT_REUSE_RULES : undefined,
      run: { sha: process.env.GITHUB_SHA ?? '', runId: process.env.GITHUB_RUN_ID ?? '' }
    },
    { files: nodeFiles, github: token ? restPullRequestReader((repo) => githubRestClient(process.env, repo, { token })) : undefined }
  );
  const { decision, policy, labels } = result;
  // Labels are untrusted text: one JSON line, shielded from workflow-command parsing.
  logUntrusted(`labels (${inputs['labels-source']}): ${JSON.stringify(labels)}`);
  const reason = explainDecision(result.event, decision);
  const outputs: [string, string][] = [
    ...decisionOutputs(decision).map(([name, value]): [string, string] => [name, String(value)]),
    ['labels-json', JSON.stringify(labels)],
    ['reason', reason],
    ['concurrency-key', result.concurrencyKey],
    ['reuse-authorized', String(result.reuse?.authorized ?? inputs['reuse-authorized'])],
    ['pinned-run-id', result.reuse?.pinnedRunId ?? ''],
    ['dispatch', String(result.dispatch?.dispatch ?? false)],
    ['dispatch-inputs', result.dispatch?.dispatch ? JSON.stringify(result.dispatch.inputs) : '']
  ];
  for (const [name, value] of outputs) core.setOutput(name, value);
  logUntrusted(reason);
  if (result.dispatch) logUntrusted(`fork dispatch: ${result.dispatch.dispatch ? 'yes' : 'no'} (${result.dispatch.reason})`);
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
