import * as core from '@actions/core';
import { systemClock } from '../../../packages/common/src/index.js';
import { cancelLeftovers, createSlurmCli, SRTCTL_LAUNCH_POST_OPTIONS } from '../../../packages/slurm/src/index.js';
import { logUntrusted } from '../../_kit/src/log.js';
import { runAction } from '../../_kit/src/run-action.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { STATE_FINALIZED, STATE_JOB_IDS } from './settings.js';

/** The ids main saved; anything else in the state is ignored rather than passed to scancel. */
function savedJobIds(): string[] {
  try {
    const ids: unknown = JSON.parse(core.getState(STATE_JOB_IDS) || '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string' && /^\d+(_\d+)?$/.test(id)) : [];
  } catch {
    return [];
  }
}

/** Always runs (post-if: always()): cancels this step's own jobs that are still active, nothing else. */
async function post(): Promise<void> {
  const ids = savedJobIds();
  if (ids.length === 0) return core.info('srtctl-launch: no job was submitted, nothing to clean up');
  if (core.getState(STATE_FINALIZED) === 'true') return core.info(`srtctl-launch: job ${ids.join(', ')} already ended`);
  // The inputs main read, through the same table.
  const inputs = readInputs(SRTCTL_LAUNCH_POST_OPTIONS);
  const waitMs = inputs['cancel-wait-seconds'] * 1000;
  const slurm = createSlurmCli({ timeoutMs: inputs['slurm-timeout-seconds'] * 1000 });
  const { cancelled, outcome } = await cancelLeftovers({ slurm, clock: systemClock }, ids, { waitMs, pollMs: 3000 });
  if (cancelled.length === 0) return core.info(`srtctl-launch: job ${ids.join(', ')} no longer active`);
  const states = [...outcome.records].map(([id, r]) => `${id}: ${r?.state ?? 'unknown'}`).join(', ');
  logUntrusted(`srtctl-launch: cancelled job ${cancelled.join(', ')} (${states})`);
  if (!outcome.ended) core.warning(`job ${cancelled.join(', ')} did not end within ${waitMs / 1000}s after scancel`);
}

await runAction('srtctl-launch post', post);
