import { didYouMean } from '../../../common/src/index.js';
import type { GateDecision, SkipReason } from './decide.js';
import type { GateEvent } from './event.js';
import { labelKey } from './label-key.js';
import { MODIFIER_ROLES, type LabelPolicy } from './policy.js';

const WHY_NOT: Record<Exclude<SkipReason, ''>, string> = {
  'not-triggered': 'the sweep workflow does not start for this event',
  draft: 'the pull request is a draft',
  'irrelevant-label-event': 'the label of this event is not a sweep, modifier or policy label',
  'no-primary-label': 'the pull request has no sweep label',
  'conflicting-labels': 'the pull request has more than one sweep label',
  fork: 'pull requests from forks get no GPU jobs in this workflow',
  'skip-marker': 'the head commit message contains the skip marker',
  'reuse-authorized': 'an authorized /reuse-sweep-run lets the sweep be reused'
};

const eventText = (event: GateEvent): string => {
  const pr = event.name !== 'push' && event.number !== undefined ? ` (#${event.number})` : '';
  if (event.name === 'push') return `push to ${event.ref}`;
  if (event.name === 'other') return `${event.eventName}${pr}`;
  return `${event.name} ${event.action}${pr}`;
};

/**
 * One sentence for the job summary. It names only policy labels and event facts, never the
 * free text of arbitrary labels.
 */
export function explainDecision(event: GateEvent, decision: GateDecision): string {
  const on = `On ${eventText(event)}`;
  if (!decision.sweep) {
    const validation = decision.validate ? 'the changelog is validated but no sweep runs' : 'nothing runs';
    return `${on}, ${validation}: ${WHY_NOT[decision.skipReason as Exclude<SkipReason, ''>]}.`;
  }
  if (event.name === 'push') return `${on}, a full sweep runs (no labels on a push: no canary, no fail-fast).`;
  const how = [decision.canary ? 'canary first' : 'no canary', `fail-fast ${decision.failFast ? 'on' : 'off'}`];
  const modifiers = MODIFIER_ROLES.filter((role) => decision.modifiers[role]);
  if (modifiers.length) how.push(`with ${modifiers.join(', ')}`);
  const reuse = decision.reuseGate ? ', unless the reuse gate finds an authorized /reuse-sweep-run' : '';
  return `${on}, a ${decision.scope} sweep for \`${decision.primaryLabel}\` runs once the changelog validates${reuse} (${how.join(', ')}).`;
}

/** What a label means under the policy, e.g. `primary, full, canary` or `modifier (all-evals)`; '' if nothing. */
export function labelRoles(label: string, policy: LabelPolicy, caseInsensitive = true): string {
  const norm = labelKey(caseInsensitive);
  const is = (members: readonly string[]) => members.some((member) => norm(member) === norm(label));
  const roles: string[] = [];
  if (is(policy.primary)) roles.push('primary', is(policy.full) ? 'full' : 'trimmed');
  if (is(policy.canary)) roles.push('canary');
  if (is(policy.failFast)) roles.push('fail-fast');
  for (const role of MODIFIER_ROLES) if (is([policy.modifiers[role]])) roles.push(`modifier (${role})`);
  if (is(policy.policy)) roles.push('policy');
  if (is(policy.reuseIncompatible)) roles.push('reuse-incompatible');
  return roles.join(', ');
}

/** For a label with no role: the policy label it probably meant (a typo), or ''. */
export function labelTypoHint(label: string, policy: LabelPolicy): string {
  const known = [...new Set([...policy.primary, ...MODIFIER_ROLES.map((role) => policy.modifiers[role]), ...policy.policy])];
  return didYouMean(label, known);
}
