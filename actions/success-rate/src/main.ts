import * as core from '@actions/core';
import { githubRestClient, loadYamlFile, nodeFiles } from '../../../packages/common/src/index.js';
import { githubRunJobs, hardwareBuckets, nodeResultsFs, rate, SUCCESS_RATE_COMMAND, tokenNotSet, writeRunStats } from '../../../packages/results/src/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { runAction } from '../../_kit/src/run-action.js';
import { markdownTable } from '../../_kit/src/summary.js';

async function main(): Promise<void> {
  const inputs = readInputs(SUCCESS_RATE_COMMAND);
  const client = githubRestClient(process.env, inputs.repository, {
    token: inputs['github-token'],
    tokenVariables: [],
    apiUrl: inputs['api-url'],
    noToken: () => tokenNotSet("input 'github-token' is empty")
  });
  const buckets = hardwareBuckets(loadYamlFile(nodeFiles, inputs.runners));
  const output = inputs.output!;
  const outcome = await writeRunStats(nodeResultsFs(process.cwd()), githubRunJobs(client), {
    runId: inputs['run-id'],
    buckets,
    output
  });
  core.setOutput('path', output);
  if (outcome.kind === 'auth-failed') {
    // The reference's contract: the stats file holds null and the step succeeds.
    core.warning(`${outcome.message}; ${output} holds null`);
    core.setOutput('stats', 'null');
    core.setOutput('failed-hardware', '[]');
    return;
  }
  const { stats } = outcome;
  const counted = stats.filter((s) => s.total > 0);
  const succeeded = stats.reduce((n, s) => n + s.nSuccess, 0);
  const total = stats.reduce((n, s) => n + s.total, 0);
  core.setOutput('stats', JSON.stringify(Object.fromEntries(stats.map((s) => [s.hardware, { n_success: s.nSuccess, total: s.total }]))));
  core.setOutput('failed-hardware', JSON.stringify(stats.filter((s) => s.nSuccess < s.total).map((s) => s.hardware)));
  await core.summary
    .addHeading(`Success rate of run ${inputs['run-id']}: ${succeeded}/${total} jobs`, 3)
    .addRaw('\n')
    .addRaw(
      markdownTable(
        ['hardware', 'succeeded', 'jobs', 'success rate'],
        counted.map((s) => [s.hardware, String(s.nSuccess), String(s.total), `${rate(s)}%`])
      )
    )
    .write();
}

await runAction('success-rate', main);
