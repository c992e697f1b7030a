import * as core from '@actions/core';
import { pyJsonDumps } from '../../../packages/common/src/index.js';
import { compactJson, getField, parseMatrixJson } from '../../../packages/matrix/src/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { runAction } from '../../_kit/src/run-action.js';
import { markdownTable } from '../../_kit/src/summary.js';
import { CANARY_COMMAND, selectCanary } from '../../../packages/changelog/src/index.js';

const SHOWN = ['exp-name', 'runner', 'framework', 'precision', 'conc', 'priority'];

async function main(): Promise<void> {
  const { matrix } = readInputs(CANARY_COMMAND);
  const { canary, remaining } = selectCanary(parseMatrixJson(matrix, { option: "input 'matrix'" }));
  core.setOutput('canary', compactJson(canary ? [canary] : []));
  core.setOutput('remaining', compactJson(remaining));
  core.setOutput('found', canary ? 'true' : 'false');
  const summary = core.summary.addHeading('Canary', 3);
  if (!canary) await summary.addRaw('No canary: the matrix has no non-eval single-node 1k1k/8k1k row.\n').write();
  else
    await summary
      .addRaw('\n')
      .addRaw(
        markdownTable(
          ['field', 'value'],
          SHOWN.map((key) => [key, `\`${pyJsonDumps(getField(canary, key) ?? null)}\``])
        )
      )
      .write();
}

await runAction('canary', main);
