import { execGit } from '../../../packages/matrix/src/index.js';
import { CHANGELOG_MODES, changelogEventDefaults, validateChangelog, verdictOutputs, type ChangelogMode, type ChangelogVerdict, type ValidateChangelogRequest } from '../../../packages/gating/src/index.js';
import { resolve } from 'node:path';
import * as core from '@actions/core';
import { SweepkitErrors, UsageError, nodeFiles } from '../../../packages/common/src/index.js';
import { readWorkflowEvent } from '../../_kit/src/event.js';
import { getBoolInput, getIntInput, getListInput, getOptionalInput } from '../../_kit/src/inputs.js';
import { logUntrusted } from '../../_kit/src/log.js';
import { runAction } from '../../_kit/src/run-action.js';
import { appendSummary, markdownTable, summarySection } from '../../_kit/src/summary.js';

const TITLE = 'validate-changelog';

function getInputs(): { request: ValidateChangelogRequest; root: string } {
  const workflowEvent = readWorkflowEvent();
  const event = changelogEventDefaults(workflowEvent.name, workflowEvent.payload);
  const baseRef = getOptionalInput('base-ref') ?? event.baseRef;
  const headRef = getOptionalInput('head-ref') ?? event.headRef;
  if (!baseRef) throw new UsageError("input 'base-ref' is empty and the event gives no base (not a pull_request or push event)");
  if (!headRef) throw new UsageError("input 'head-ref' is empty and the event gives no head (not a pull_request or push event)");
  const mode = getOptionalInput('mode') ?? 'compat';
  if (!(CHANGELOG_MODES as readonly string[]).includes(mode)) throw new UsageError(`input 'mode' must be one of ${CHANGELOG_MODES.join(', ')}, got '${mode}'`);
  const canonicalRepo = getOptionalInput('canonical-repo') ?? 'SemiAnalysisAI/InferenceX';
  const placeholders = getListInput('placeholders');
  return {
    root: resolve(process.env.GITHUB_WORKSPACE ?? '.', getOptionalInput('working-directory') ?? '.'),
    request: {
      changelogFile: getOptionalInput('changelog-file') ?? 'perf-changelog.yaml',
      baseRef,
      headRef,
      mode: mode as ChangelogMode,
      prNumber: getIntInput('pr-number') ?? event.prNumber,
      links: { canonicalRepo, placeholders: placeholders.length ? placeholders : ['XXX', `https://github.com/${canonicalRepo}/pull/XXX`] },
      allowCorrections: getBoolInput('allow-pr-link-corrections', true),
      allEvals: getBoolInput('all-evals', event.allEvals),
      evalsOnly: getBoolInput('evals-only', event.evalsOnly)
    }
  };
}

async function writeSummary(request: ValidateChangelogRequest, verdict: ChangelogVerdict): Promise<void> {
  const verdictLine = verdict.valid ? `accepted (${request.mode})` : `rejected (${request.mode}): ${verdict.errors[0]?.code ?? 'ERROR'}`;
  await appendSummary(summarySection(`${TITLE}: ${request.changelogFile}`, [markdownTable(['check', 'value'], [['refs', `${request.baseRef} → ${request.headRef}`], ['verdict', verdictLine], ['additions', String(verdict.additions)], ['corrections', String(verdict.corrections)], ['config keys', verdict.configKeys.join(', ') || '—'], ['strict warnings', String(verdict.warnings.length)]])]));
}

async function main(): Promise<void> {
  const { request, root } = getInputs();
  const verdict = await validateChangelog(request, { git: execGit(root), files: nodeFiles, root });
  for (const [name, value] of verdictOutputs(verdict)) core.setOutput(name, value);
  for (const warning of verdict.warnings) {
    core.warning(warning.message, { title: `${TITLE} (strict)`, file: warning.location?.file, startLine: warning.location?.line, startColumn: warning.location?.column });
  }
  await writeSummary(request, verdict);
  if (!verdict.valid) throw new SweepkitErrors(verdict.errors);
  logUntrusted(`Validated ${request.changelogFile}: ${verdict.additions} added entries (${verdict.configKeys.join(', ')}), ${verdict.corrections} pr-link corrections`);
}

await runAction(TITLE, main);
