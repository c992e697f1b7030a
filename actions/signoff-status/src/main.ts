import { githubRestClient } from '../../../packages/common/src/index.js';
import * as core from '@actions/core';
import { restReuseGitHub, verifierLogins } from '../../../packages/gating/src/index.js';
import { SIGNOFF_STATUS_COMMAND, VERDICT_CONTEXT, verdictStatus } from '../../../packages/gating/src/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { runAction } from '../../_kit/src/run-action.js';
import { appendSummary, markdownTable, summarySection } from '../../_kit/src/summary.js';

async function main(): Promise<void> {
  const values = readInputs(SIGNOFF_STATUS_COMMAND);
  const client = githubRestClient(process.env, values.repo, { token: values['github-token'] });
  const runUrl = `${process.env.GITHUB_SERVER_URL || 'https://github.com'}/${values.repo}/actions/runs/${process.env.GITHUB_RUN_ID ?? ''}`;
  const verifiers = await verifierLogins(client, values['verifier-logins'] ?? []);
  const comments = await restReuseGitHub(client).issueComments(values['pr-number']);
  const verdict = verdictStatus(comments, values['head-sha'], runUrl, verifiers);
  await client.post(`/statuses/${values['head-sha']}`, {
    state: verdict.state,
    description: verdict.description,
    target_url: verdict.targetUrl,
    context: VERDICT_CONTEXT
  });
  core.setOutput('state', verdict.state);
  core.setOutput('description', verdict.description);
  core.setOutput('target-url', verdict.targetUrl);
  core.info(`${VERDICT_CONTEXT}: ${verdict.state} (${verdict.description})`);
  const table = markdownTable(['state', 'description'], [[verdict.state, verdict.description]]);
  const verdictsBy = verifiers.map((v) => `\`${v}\``).join(', ');
  await appendSummary(summarySection('signoff-status', [`\`${VERDICT_CONTEXT}\` on \`${values['head-sha'].slice(0, 12)}\`, verdicts by ${verdictsBy}`, table]));
}

await runAction('signoff-status', main);
