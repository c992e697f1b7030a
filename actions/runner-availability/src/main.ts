import * as core from '@actions/core';
import { createRestClient, SweepkitError } from '../../../packages/common/src/index.js';
import {
  checkAvailability,
  githubRunners,
  jsonOption,
  matrixRows,
  offlineDigest,
  RUNNER_AVAILABILITY_COMMAND,
  withoutRows
} from '../../../packages/triage/src/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { runAction } from '../../_kit/src/run-action.js';
import { boundedTable, escapeMarkdownCell } from '../../_kit/src/summary.js';

async function main(): Promise<void> {
  const inputs = readInputs(RUNNER_AVAILABILITY_COMMAND);
  const client = createRestClient({ token: inputs['github-token'], baseUrl: inputs['api-url'], repo: inputs.repository });
  const runners = await githubRunners(client, inputs.organization).runners();
  const digest = offlineDigest(runners);
  core.setOutput('offline', JSON.stringify(digest));
  const matrix = jsonOption(inputs.matrix, "input 'matrix'");
  if (matrix === undefined) {
    core.setOutput('matrix', '');
    core.setOutput('skipped-rows', '[]');
    core.setOutput('unavailable', '[]');
    const table = boundedTable(
      ['runner', 'os', 'labels'],
      digest.offline.map((r) => [r.name, r.os, r.labels.join(', ')].map(escapeMarkdownCell))
    );
    await core.summary
      .addRaw(`### Runner digest: ${digest.offline.length}/${digest.total} self-hosted runners offline\n\n${digest.offline.length ? table : ''}`)
      .write();
    return;
  }
  const { unavailable, stranded } = checkAvailability(matrixRows(matrix), runners);
  const skip = inputs['on-offline'] === 'skip';
  core.setOutput('matrix', JSON.stringify(skip ? withoutRows(matrix, new Set(stranded)) : matrix));
  core.setOutput('skipped-rows', JSON.stringify(skip ? stranded : []));
  core.setOutput('unavailable', JSON.stringify(unavailable));
  for (const u of unavailable) {
    core.warning(
      `runner label '${u.label}' has no online runner (${u.offlineRunners.length ? `offline: ${u.offlineRunners.join(', ')}` : 'none registered'}): ${u.rows.length} row(s) ${skip ? 'skipped' : 'would queue'}`
    );
  }
  const heading = `### Runner availability: ${unavailable.length} label(s) without an online runner, ${stranded.length} row(s) ${skip ? 'skipped' : 'affected'}\n\n`;
  const table = boundedTable(
    ['label', 'offline runners', 'rows'],
    unavailable.map((u) => [u.label, u.offlineRunners.join(', ') || 'none registered', u.rows.join('\n')].map(escapeMarkdownCell))
  );
  await core.summary.addRaw(heading + (unavailable.length ? table : '')).write();
  if (inputs['on-offline'] === 'fail' && stranded.length) {
    throw new SweepkitError(`${stranded.length} row(s) need runner labels with no online runner: ${unavailable.map((u) => u.label).join(', ')}`);
  }
}

await runAction('runner-availability', main);
