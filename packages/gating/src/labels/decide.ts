import type { GateEvent } from './event.js';
import { labelKey } from './label-key.js';
import { MODIFIER_ROLES, type LabelPolicy, type ModifierRole } from './policy.js';

/** Why no sweep runs (docs/gating.md §e.2), in the order they are checked; '' when it runs. */
export const SKIP_REASONS = [
  'not-triggered',
  'draft',
  'irrelevant-label-event',
  'no-primary-label',
  'conflicting-labels',
  'fork',
  'skip-marker',
  'reuse-authorized'
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number] | '';

export type SweepScope = 'none' | 'trimmed' | 'full';

/** What the sweep workflow does for one event (docs/gating.md §a.5 / a.6). */
export interface GateDecision {
  /** The changelog-validation job runs. */
  validate: boolean;
  /** More than one primary label, while validation runs (it then fails). */
  conflict: boolean;
  /** The reuse gate (/reuse-sweep-run look-up) runs. */
  reuseGate: boolean;
  /** The sweep setup runs, given validation passes. */
  sweep: boolean;
  /** The one primary label, or '' (none or several); independent of the event. */
  primaryLabel: string;
  scope: SweepScope;
  canary: boolean;
  failFast: boolean;
  modifiers: Record<ModifierRole, boolean>;
  skipReason: SkipReason;
}

export interface GateFacts {
  event: GateEvent;
  /** The PR's labels in effect (payload or live); ignored for push. */
  labels: readonly string[];
  /** Full message of the PR head commit ('' when unknown). */
  headMessage: string;
  /** An authorized /reuse-sweep-run exists (only consulted where the reuse gate runs). */
  reuseAuthorized: boolean;
}

export interface DecideOptions {
  /** Default true (GitHub's `contains()`); false compares exactly. */
  caseInsensitiveLabels?: boolean;
}

const noModifiers = (): Record<ModifierRole, boolean> => Object.fromEntries(MODIFIER_ROLES.map((role) => [role, false])) as Record<ModifierRole, boolean>;

/** A decision with every flag off unless overridden (the shape of every non-sweep outcome, and of a push). */
function quiet(skipReason: SkipReason, primaryLabel: string, flags: Partial<GateDecision> = {}): GateDecision {
  return {
    validate: false,
    conflict: false,
    reuseGate: false,
    sweep: false,
    primaryLabel,
    scope: 'none',
    canary: false,
    failFast: false,
    modifiers: noModifiers(),
    skipReason,
    ...flags
  };
}

/**
 * The sweep decision as a pure function of the event, the labels, the head commit message and
 * the reuse authorization, reproducing run-sweep.yml's trigger filter and job conditions.
 */
export function decideLabelGate(facts: GateFacts, policy: LabelPolicy, options: DecideOptions = {}): GateDecision {
  const norm = labelKey(options.caseInsensitiveLabels);
  const set = (labels: readonly string[]) => new Set(labels.map(norm));
  const { event } = facts;

  if (event.name === 'other') return quiet('not-triggered', '');
  if (event.name === 'push') {
    const branch = event.ref.startsWith('refs/heads/') ? event.ref.slice('refs/heads/'.length) : undefined;
    if (branch === undefined || !policy.triggers.push.branches.includes(branch)) return quiet('not-triggered', '');
    // A push has no labels: full matrix, no canary, no fail-fast; the skip marker is ignored.
    return quiet('', '', { sweep: true, scope: 'full' });
  }

  const labels = set(facts.labels);
  const has = (members: readonly string[]) => members.some((label) => labels.has(norm(label)));
  const primaries = policy.primary.filter((label) => labels.has(norm(label)));
  const primaryLabel = primaries.length === 1 ? primaries[0]! : '';

  const { pullRequest } = policy.triggers;
  // pull_request_target (fork PRs) never starts the sweep workflow; see decideForkDispatch.
  if (event.name !== 'pull_request' || !pullRequest.types.includes(event.action) || !pullRequest.branches.includes(event.baseBranch)) {
    return quiet('not-triggered', primaryLabel);
  }
  const labelEvent = event.action === 'labeled' || event.action === 'unlabeled';
  const relevantEvent = !labelEvent || (event.eventLabel !== undefined && set(policy.relevant).has(norm(event.eventLabel)));
  const validate = !event.draft && relevantEvent;
  const conflict = validate && primaries.length > 1;
  const reuseGate = validate && !conflict && event.action === 'synchronize' && has(policy.full) && !has(policy.reuseIncompatible);

  const blocked: Partial<Record<SkipReason, boolean>> = {
    draft: event.draft,
    'irrelevant-label-event': !relevantEvent,
    'no-primary-label': primaries.length === 0,
    'conflicting-labels': conflict,
    fork: event.fork,
    'skip-marker': facts.headMessage.includes(policy.skipMarker),
    'reuse-authorized': reuseGate && facts.reuseAuthorized
  };
  const skipReason = SKIP_REASONS.find((reason) => blocked[reason]);
  if (skipReason) return quiet(skipReason, primaryLabel, { validate, conflict, reuseGate });

  return {
    validate,
    conflict,
    reuseGate,
    sweep: true,
    primaryLabel,
    scope: has(policy.full) ? 'full' : 'trimmed',
    // canary-select's condition; on a PR the setup job's reuse flag is never on.
    canary: has(policy.canary),
    failFast: has(policy.failFast),
    modifiers: Object.fromEntries(MODIFIER_ROLES.map((role) => [role, labels.has(norm(policy.modifiers[role]))])) as Record<ModifierRole, boolean>,
    skipReason: ''
  };
}

/** The decision under the output names of label-gate, in the contract's key order. */
export function decisionOutputs(decision: GateDecision): [string, boolean | string][] {
  return [
    ['validate', decision.validate],
    ['conflict', decision.conflict],
    ['reuse-gate', decision.reuseGate],
    ['sweep', decision.sweep],
    ['primary-label', decision.primaryLabel],
    ['scope', decision.scope],
    ['canary', decision.canary],
    ['fail-fast', decision.failFast],
    ...MODIFIER_ROLES.map((role): [string, boolean] => [role, decision.modifiers[role]]),
    ['skip-reason', decision.skipReason]
  ];
}
