import { resolve } from 'node:path';
import * as core from '@actions/core';
import { nodeFiles, execGit } from '../../../packages/common/src/index.js';
import { SweepkitErrors } from '../../../packages/common/src/index.js';
import { readWorkflowEvent } from '../../_kit/src/event.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { logUntrusted } from '../../_kit/src/log.js';
import { runAction } from '../../_kit/src/run-action.js';
import { appendSummary, markdownTable, summarySection } from '../../_kit/src/summary.js';
import {
  changelogEventDefaults,
  eventRef,
  linkPolicy,
  validateChangelog,
  verdictOutputs,
  type ChangelogVerdict,
  type ValidateChangelogRequest,
  VALIDATE_CHANGELOG_COMMAND
} from '../../../packages/changelog/src/index.js';

const TITLE = 'validate-changelog';

function getInputs(): { request: ValidateChangelogRequest; root: string } {
  const inputs = readInputs(VALIDATE_CHANGELOG_COMMAND);
  const workflowEvent = readWorkflowEvent();
  const event = changelogEventDefaults(workflowEvent.name, workflowEvent.payload);
  const baseRef = eventRef('base', inputs['base-ref'], event);
  const headRef = eventRef('head', inputs['head-ref'], event);
  return {
    root: resolve(process.env.GITHUB_WORKSPACE ?? '.', inputs['working-directory']),
    request: {
      changelogFile: inputs['changelog-file'],
      baseRef,
      headRef,
      mode: inputs.mode,
      prNumber: inputs['pr-number'] ?? event.prNumber,
      links: linkPolicy(inputs['canonical-repo'], inputs.placeholders),
      allowCorrections: inputs['allow-pr-link-corrections'],
      allEvals: inputs['all-evals'] ?? event.allEvals,
      evalsOnly: inputs['evals-only'] ?? event.evalsOnly
    }
  };
}

async function writeSummary(request: ValidateChangelogRequest, verdict: ChangelogVerdict): Promise<void> {
  const verdictLine = verdict.valid ? `accepted (${request.mode})` : `rejected (${request.mode}): ${verdict.errors[0]?.code ?? 'ERROR'}`;
  await appendSummary(
    summarySection(`${TITLE}: ${request.changelogFile}`, [
      markdownTable(
        ['check', 'value'],
        [
          ['refs', `${request.baseRef} → ${request.headRef}`],
          ['verdict', verdictLine],
          ['additions', String(verdict.additions)],
          ['corrections', String(verdict.corrections)],
          ['config keys', verdict.configKeys.join(', ') || '—'],
          ['strict warnings', String(verdict.warnings.length)]
        ]
      )
    ])
  );
}

async function main(): Promise<void> {
  const { request, root } = getInputs();
  const verdict = await validateChangelog(request, { git: execGit(root), files: nodeFiles, root });
  for (const [name, value] of verdictOutputs(verdict)) core.setOutput(name, value);
  for (const warning of verdict.warnings) {
    core.warning(warning.message, {
      title: `${TITLE} (strict)`,
      file: warning.location?.file,
      startLine: warning.location?.line,
      startColumn: warning.location?.column
    });
  }
  await writeSummary(request, verdict);
  if (!verdict.valid) throw new SweepkitErrors(verdict.errors);
  logUntrusted(
    `Validated ${request.changelogFile}: ${verdict.additions} added entries (${verdict.configKeys.join(', ')}), ${verdict.corrections} pr-link corrections`
  );
}

await runAction(TITLE, main);
