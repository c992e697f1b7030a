import * as core from '@actions/core';
import { DEFAULT_MAX_CHUNKS, DEFAULT_MAX_JOBS_PER_MATRIX, MATRIX_COMMAND } from '../../../packages/matrix/src/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { runAction } from '../../_kit/src/run-action.js';
import { runSweepChangelog } from '../../_kit/src/sweep-changelog.js';
import { runSweepMode } from './sweep.js';

async function main(): Promise<void> {
  const inputs = readInputs(MATRIX_COMMAND);
  if (inputs.mode === 'sweep') return runSweepMode(inputs);
  core.warning(
    'sweep-matrix: mode changelog is deprecated and will be removed in the next release; use the sweep-changelog action (same inputs without mode)',
    {
      title: 'sweep-matrix'
    }
  );
  await runSweepChangelog(
    {
      json: undefined, // the CLI's --json
      'base-ref': inputs['base-ref'],
      'head-ref': inputs['head-ref'],
      'changelog-file': inputs['changelog-file']!,
      'trim-conc': inputs['trim-conc']!,
      'all-evals': inputs['all-evals'],
      'evals-only': inputs['evals-only'],
      'max-jobs-per-matrix': DEFAULT_MAX_JOBS_PER_MATRIX,
      'max-chunks': DEFAULT_MAX_CHUNKS,
      'allow-truncation': false,
      'canary-job': undefined,
      outputs: undefined,
      'priority-policy': inputs['priority-policy'],
      'priority-namespace': inputs['priority-namespace'],
      'priority-criteria': inputs['priority-criteria'],
      'priority-classifier': inputs['priority-classifier'],
      'priority-classifier-output': inputs['priority-classifier-output']
    },
    'sweep-matrix (changelog)'
  );
}

await runAction('sweep-matrix', main);
