import type { GateEvent } from './event.js';
import type { LabelPolicy } from './policy.js';

export interface RunContext {
  /** github.sha */
  sha: string;
  /** github.run_id */
  runId: string;
}

/**
 * The sweep workflow's concurrency group, `sweep-{PR number or sha}-{suffix}`: the suffix is the
 * run id for a pull_request label event whose label is not relevant (so it cancels nothing), else
 * `active` (every push and relevant label change cancels the PR's running sweep). Labels compare
 * case-insensitively, like `contains()` in the workflow expression that must agree with it.
 */
export function concurrencyKey(event: GateEvent, policy: LabelPolicy, run: RunContext): string {
  const number = event.name === 'other' ? event.pullRequestNumber : event.name === 'push' ? undefined : event.number;
  const irrelevantLabelEvent =
    event.name === 'pull_request' &&
    (event.action === 'labeled' || event.action === 'unlabeled') &&
    !policy.relevant.some((label) => label.toLowerCase() === (event.eventLabel ?? '').toLowerCase());
  return `sweep-${number ?? run.sha}-${irrelevantLabelEvent ? run.runId : 'active'}`;
}
