import * as core from '@actions/core';
import { nodeFiles } from '../../../packages/common/src/adapters/node-files.js';
import { SweepkitError, UsageError } from '../../../packages/common/src/index.js';
import { DEFAULT_REUSE_RULES } from '../../../packages/gating/src/reuse/index.js';
import {
  decisionOutputs,
  explainDecision,
  labelRoles,
  runLabelGate,
  type LabelGateResult
} from '../../../packages/gating/src/labels/index.js';
import { getBoolInput, getOptionalInput } from '../../_kit/src/inputs.js';
import { logUntrusted } from '../../_kit/src/log.js';
import { runAction } from '../../_kit/src/run-action.js';
import { boundedTable, markdownTable } from '../../_kit/src/summary.js';
import { octokitPullRequestReader } from './github-reader.js';

interface Inputs {
  eventName: string;
  eventPath: string;
  policyFile?: string;
  labelsSource: 'event' | 'api';
  checkSkipMarker: boolean;
  reuseAuthorized: boolean;
  checkReuseAuthorization: boolean;
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
  if (getBoolInput('reuse-authorized') && getBoolInput('check-reuse-authorization')) {
    throw new UsageError("inputs 'reuse-authorized' and 'check-reuse-authorization' exclude each other");
  }
  return {
    eventName,
    eventPath,
    policyFile: getOptionalInput('policy-file'),
    labelsSource,
    checkSkipMarker: getBoolInput('check-skip-marker', true),
    reuseAuthorized: getBoolInput('reuse-authorized'),
    checkReuseAuthorization: getBoolInput('check-reuse-authorization'),
    caseInsensitiveLabels: getBoolInput('case-insensitive-labels'),
    failOnConflict: getBoolInput('fail-on-conflict', true),
    token: getOptionalInput('github-token')
  };
}

async function writeSummary(result: LabelGateResult, inputs: Inputs): Promise<void> {
  const { decision, policy, labels } = result;
  const rows = labels.map((label) => [label, labelRoles(label, policy, inputs.caseInsensitiveLabels) || '— (ignored)']);
  await core.summary
    .addHeading('label-gate', 3)
    .addRaw(`${explainDecision(result.event, decision)}\n\n`)
    .addRaw(result.dispatch ? `Fork dispatch: ${result.dispatch.dispatch ? 'yes' : 'no'} — ${result.dispatch.reason}\n\n` : '')
    .addRaw(`Labels seen (${inputs.labelsSource === 'api' ? 'live, from the API' : 'from the event payload'}): ${labels.length}\n\n`)
    .addRaw(labels.length ? `${boundedTable(['label', 'role'], rows)}\n` : '')
    .addRaw(markdownTable(['output', 'value'], decisionOutputs(decision).map(([name, value]) => [name, String(value)])))
    .write();
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
      headMessage: inputs.checkSkipMarker ? undefined : '',
      checkReuseAuthorization: inputs.checkReuseAuthorization ? DEFAULT_REUSE_RULES : undefined,
      run: { sha: process.env.GITHUB_SHA ?? '', runId: process.env.GITHUB_RUN_ID ?? '' }
    },
    { files: nodeFiles, github: inputs.token ? octokitPullRequestReader(inputs.token) : undefined }
  );
  const { decision, policy, labels } = result;
  // Labels are untrusted text: one JSON line, shielded from workflow-command parsing.
  logUntrusted(`labels (${inputs.labelsSource}): ${JSON.stringify(labels)}`);
  const reason = explainDecision(result.event, decision);
  const outputs: [string, string][] = [
    ...decisionOutputs(decision).map(([name, value]): [string, string] => [name, String(value)]),
    ['labels-json', JSON.stringify(labels)],
    ['reason', reason],
    ['concurrency-key', result.concurrencyKey],
    ['reuse-authorized', String(result.reuse?.authorized ?? inputs.reuseAuthorized)],
    ['pinned-run-id', result.reuse?.pinnedRunId ?? ''],
    ['dispatch', String(result.dispatch?.dispatch ?? false)],
    ['dispatch-inputs', result.dispatch?.dispatch ? JSON.stringify(result.dispatch.inputs) : '']
  ];
  for (const [name, value] of outputs) core.setOutput(name, value);
  logUntrusted(reason);
  if (result.dispatch) logUntrusted(`fork dispatch: ${result.dispatch.dispatch ? 'yes' : 'no'} (${result.dispatch.reason})`);
  if (process.env.GITHUB_STEP_SUMMARY) await writeSummary(result, inputs);
  if (!decision.conflict) return;
  if (inputs.failOnConflict) throw new SweepkitError(policy.conflictMessage, { code: 'conflicting-labels' });
  core.error(policy.conflictMessage, { title: 'label-gate' });
}

await runAction('label-gate', main);
