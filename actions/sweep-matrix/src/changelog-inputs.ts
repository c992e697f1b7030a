import { type ProcessChangelogRequest } from '../../../packages/matrix/src/index.js';
import { changelogEventDefaults } from '../../../packages/gating/src/index.js';
import { UsageError } from '../../../packages/common/src/index.js';
import { readWorkflowEvent } from '../../_kit/src/event.js';
import { getBoolInput, getOptionalInput } from '../../_kit/src/inputs.js';
import { rejectInputs, SWEEP_ONLY } from './inputs.js';

/**
 * `mode: changelog`: the options of `sweepkit process-changelog`. Refs and eval modifiers default
 * from the event exactly like validate-changelog (docs/gating.md §a.5: `origin/<base branch>` and the
 * head sha, the `all-evals` / `evals-only` PR labels; `before` / `after` on push).
 */
export function getChangelogInputs(): ProcessChangelogRequest {
  rejectInputs(SWEEP_ONLY, 'mode sweep');
  const { name, payload } = readWorkflowEvent();
  const event = changelogEventDefaults(name, payload);
  const baseRef = getOptionalInput('base-ref') ?? event.baseRef;
  const headRef = getOptionalInput('head-ref') ?? event.headRef;
  if (!baseRef) throw new UsageError("input 'base-ref' is empty and the event gives no base (not a pull_request or push event)");
  if (!headRef) throw new UsageError("input 'head-ref' is empty and the event gives no head (not a pull_request or push event)");
  return {
    baseRef,
    headRef,
    changelogFile: getOptionalInput('changelog-file') ?? 'perf-changelog.yaml',
    trimConc: getBoolInput('trim-conc'),
    allEvals: getBoolInput('all-evals', event.allEvals),
    evalsOnly: getBoolInput('evals-only', event.evalsOnly)
  };
}
