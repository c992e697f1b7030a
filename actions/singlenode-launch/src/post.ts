import * as core from '@actions/core';
import { cleanUpOnThisMachine, SINGLENODE_CLEANUP_OPTIONS } from '../../../packages/slurm/src/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { logUntrusted } from '../../_kit/src/log.js';
import { runAction } from '../../_kit/src/run-action.js';

/** Always runs (post-if: always()): the same clean-up as before the launcher, of this job's resources only. */
async function post(): Promise<void> {
  const result = await cleanUpOnThisMachine(readInputs(SINGLENODE_CLEANUP_OPTIONS), process.env, {
    info: (line) => logUntrusted(line),
    warning: (line) => core.warning(line),
    output: (text) => logUntrusted(text)
  });
  if (result && !result.containers.length && !result.jobs.length) core.info('singlenode-launch: nothing left to clean up');
}

await runAction('singlenode-launch post', post);
