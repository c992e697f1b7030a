import * as core from '@actions/core';
import { nodeFiles } from '../../../packages/common/src/index.js';
import { loadRunners } from '../../../packages/config/src/index.js';
import { percent, SUCCESS_RATE_COMMAND, writeRunStats, githubJobSource, nodeResultsFs } from '../../../packages/results/src/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { runAction } from '../../_kit/src/run-action.js';
import { markdownTable } from '../../_kit/src/summary.js';

async function main(): Promise<void> {
  const inputs = readInputs(SUCCESS_RATE_COMMAND);
  const runners = loadRunners(nodeFiles, inputs.runners, { cwd: process.cwd() });
  const stats = await writeRunStats(
    nodeResultsFs(process.cwd()),
    githubJobSource({ apiUrl: inputs['api-url'], repository: inputs.repository, token: inputs['github-token'] || undefined }),
    { runId: inputs['run-id'], labels: [...runners.labels.keys()], output: inputs.output }
  );
  const succeeded = stats.reduce((n, s) => n + s.nSuccess, 0);
  const total = stats.reduce((n, s) => n + s.total, 0);
  core.setOutput('path', inputs.output);
  core.setOutput('stats', JSON.stringify(Object.fromEntries(stats.map((s) => [s.hardware, { n_success: s.nSuccess, total: s.total }]))));
  core.setOutput('failed-hardware', JSON.stringify(stats.filter((s) => s.nSuccess < s.total).map((s) => s.hardware)));
  await core.summary
    .addHeading(`Success rate of run ${inputs['run-id']}: ${succeeded}/${total} jobs`, 3)
    .addRaw('\n')
    .addRaw(
      markdownTable(
        ['hardware', 'succeeded', 'jobs', 'success rate'],
        stats.map((s) => [s.hardware, String(s.nSuccess), String(s.total), percent(s)])
      )
    )
    .write();
}

await runAction('success-rate', main);
