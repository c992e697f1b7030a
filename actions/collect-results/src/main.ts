import * as core from '@actions/core';
import { skipOncePerPath } from '../../../packages/common/src/index.js';
import { collectResults, COLLECT_RESULTS_COMMAND, downloadRunArtifacts, nodeResultsFs, thisRunArtifacts } from '../../../packages/results/src/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { runAction } from '../../_kit/src/run-action.js';
import { boundedTable } from '../../_kit/src/summary.js';

async function main(): Promise<void> {
  const inputs = readInputs(COLLECT_RESULTS_COMMAND);
  const pattern = inputs['artifact-pattern'];
  const downloaded =
    pattern === undefined ? undefined : await downloadRunArtifacts(thisRunArtifacts(process.env, inputs['github-token']), pattern, inputs['results-dir']);
  if (downloaded) core.info(`downloaded ${downloaded.length} artifact(s) matching ${pattern}`);
  const outcome = collectResults(nodeResultsFs(process.cwd(), skipOncePerPath(core.warning)), inputs['results-dir'], inputs['exp-name'], inputs['output-dir']);
  core.setOutput('path', outcome.output);
  core.setOutput('count', String(outcome.files.length));
  if (downloaded) core.setOutput('artifacts', JSON.stringify(downloaded));
  // Files per artifact: the first folder below the results folder is the downloaded artifact.
  const perArtifact = new Map<string, number>();
  for (const file of outcome.files) {
    const artifact = file.includes('/') ? file.slice(0, file.indexOf('/')) : '(top level)';
    perArtifact.set(artifact, (perArtifact.get(artifact) ?? 0) + 1);
  }
  await core.summary
    .addHeading(`Collected ${outcome.files.length} result file${outcome.files.length === 1 ? '' : 's'} into ${outcome.output}`, 3)
    .addRaw('\n')
    .addRaw(
      boundedTable(
        ['artifact', 'files'],
        [...perArtifact].map(([a, n]) => [`\`${a}\``, String(n)])
      )
    )
    .write();
}

await runAction('collect-results', main);
