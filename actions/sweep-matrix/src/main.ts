import * as core from '@actions/core';
import { UsageError } from '../../../packages/common/src/index.js';
import { runAction } from '../../_kit/src/run-action.js';
import { runChangelogMode } from './changelog.js';
import { runSweepMode } from './sweep.js';

const MODES: Record<string, () => Promise<void>> = { sweep: runSweepMode, changelog: runChangelogMode };

async function main(): Promise<void> {
  const mode = core.getInput('mode') || 'sweep';
  if (!Object.hasOwn(MODES, mode)) throw new UsageError(`input 'mode' must be sweep or changelog, got '${mode}'`);
  await MODES[mode]!();
}

await runAction('sweep-matrix', main);
