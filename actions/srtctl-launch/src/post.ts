import { cancelLeftovers, LAUNCH_DEFAULTS, createSlurmCli, systemClock } from '../../../packages/slurm/src/index.js';
import * as core from '@actions/core';
import { logUntrusted } from '../../_kit/src/log.js';
import { runAction } from '../../_kit/src/run-action.js';
import { STATE_FINALIZED, STATE_JOB_IDS, secondsInput } from './settings.js';

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
  const waitMs = secondsInput('cancel-wait-seconds', LAUNCH_DEFAULTS.cancelWaitSeconds);
  const slurm = createSlurmCli({ timeoutMs: secondsInput('slurm-timeout-seconds', LAUNCH_DEFAULTS.slurmTimeoutSeconds) });
  const { cancelled, outcome } = await cancelLeftovers({ slurm, clock: systemClock }, ids, { waitMs, pollMs: 3000 });
  if (cancelled.length === 0) return core.info(`srtctl-launch: job ${ids.join(', ')} no longer active`);
  const states = [...outcome.records].map(([id, r]) => `${id}: ${r?.state ?? 'unknown'}`).join(', ');
  logUntrusted(`srtctl-launch: cancelled job ${cancelled.join(', ')} (${states})`);
  if (!outcome.ended) core.warning(`job ${cancelled.join(', ')} did not end within ${waitMs / 1000}s after scancel`);
}

await runAction('srtctl-launch post', post);
