import { githubRestClient, systemClock } from '../../../packages/common/src/index.js';
import * as core from '@actions/core';
import { restReuseGitHub } from '../../../packages/gating/src/index.js';
import { findReusableSweepRun, REUSE_FINDER_COMMAND, reuseRequest, runLabel, type ReuseResult } from '../../../packages/gating/src/index.js';
import { readWorkflowEvent } from '../../_kit/src/event.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { logUntrusted } from '../../_kit/src/log.js';
import { runAction } from '../../_kit/src/run-action.js';
import { markdownTable } from '../../_kit/src/summary.js';

type Json = Record<string, unknown>;
const field = (value: unknown, key: string): unknown => (value !== null && typeof value === 'object' ? (value as Json)[key] : undefined);

async function main(): Promise<void> {
  const values = readInputs(REUSE_FINDER_COMMAND);
  const request = reuseRequest(values);
  // The event action and PR number come from the payload unless given.
  if (!request.eventAction || request.prNumber === undefined) {
    const { payload } = readWorkflowEvent();
    const action = field(payload, 'action');
    if (!request.eventAction && typeof action === 'string') request.eventAction = action;
    const number = field(field(payload, 'pull_request'), 'number');
    if (request.prNumber === undefined && Number.isInteger(number)) request.prNumber = number as number;
  }
  const client = githubRestClient(process.env, request.repo, { token: values['github-token'] });
  const found = await findReusableSweepRun(request, restReuseGitHub(client), systemClock);
  // Outputs only once everything is known: a failure leaves GITHUB_OUTPUT untouched.
  for (const [name, value] of Object.entries({ ...found.outputs, ...found.extras })) core.setOutput(name, value);
  logUntrusted(`reuse: ${found.outputs['reuse-reason']}`);
  for (const warning of found.warnings) core.warning(warning, { title: 'reuse-finder: artifacts expire soon' });
  await writeSummary(found);
}

async function writeSummary({ outputs, extras, warnings }: ReuseResult): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  const rows = Object.entries({ ...outputs, ...extras })
    .filter(([, value]) => value !== '')
    .map(([name, value]) => [name, `\`${value.replace(/`/g, "'")}\``]);
  await core.summary
    .addHeading('reuse-finder', 3)
    .addRaw(
      `${outputs['reuse-enabled'] === 'true' ? `Reusing ${runLabel({ id: outputs['reuse-source-run-id'], runAttempt: outputs['reuse-source-run-attempt'] })}` : outputs['skip-pr-sweep'] === 'true' ? 'Skipping the PR sweep' : 'No reuse'}: ${outputs['reuse-reason']}\n\n`
    )
    .addRaw(warnings.map((warning) => `> [!WARNING]\n> ${warning}\n\n`).join(''))
    .addRaw(markdownTable(['output', 'value'], rows))
    .write();
}

await runAction('reuse-finder', main);
