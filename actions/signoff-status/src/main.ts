import * as core from '@actions/core';
import { restClientFromEnv } from '../../../packages/gating/src/index.js';
import { restReuseGitHub, verifierLogins } from '../../../packages/gating/src/index.js';
import { SIGNOFF_STATUS_COMMAND, VERDICT_CONTEXT, verdictStatus } from '../../../packages/gating/src/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { runAction } from '../../_kit/src/run-action.js';
import { markdownTable } from '../../_kit/src/summary.js';

async function main(): Promise<void> {
  const values = readInputs(SIGNOFF_STATUS_COMMAND);
  const client = restClientFromEnv(process.env, values.repo, values['github-token']);
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
  if (process.env.GITHUB_STEP_SUMMARY) {
    await core.summary
      .addHeading('signoff-status', 3)
      .addRaw(`\`${VERDICT_CONTEXT}\` on \`${values['head-sha'].slice(0, 12)}\`, verdicts by ${verifiers.map((v) => `\`${v}\``).join(', ')}\n\n`)
      .addRaw(markdownTable(['state', 'description'], [[verdict.state, verdict.description]]))
      .write();
  }
}

await runAction('signoff-status', main);
