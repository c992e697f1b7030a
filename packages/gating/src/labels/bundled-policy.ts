// GENERATED from packages/gating/policy/default-policy.yaml (the file to edit); a unit test keeps the
// two in sync and rewrites this file when run with UPDATE_BUNDLED_POLICY=1. Inlined as text so the
// ncc bundles carry the default policy without reading files next to them.
export const BUNDLED_POLICY_FILE = 'packages/gating/policy/default-policy.yaml';

export const BUNDLED_POLICY_YAML = `# Sweepkit label policy: which pull-request labels steer the benchmark sweep, and when the sweep
# workflow reacts at all. Every label list lives here once (docs/gating.md §0); a repository can pass
# its own file to label-gate (\`policy-file\`). Schema: schemas/label-policy.schema.json.
#
# Labels are compared ignoring case (as GitHub's contains() does) unless \`case-insensitive-labels\` is false.
# RELEVANT (the labels whose labeled/unlabeled event restarts the sweep) is derived:
# primary + modifiers + policy.
version: 1

labels:
  # Exactly one selects the sweep mode; more than one is a conflict.
  primary:
    - sweep-enabled
    - full-sweep-enabled
    - non-canary-full-sweep-enabled
    - full-sweep-fail-fast
    - full-sweep-fail-fast-no-canary
  # Primary labels that sweep the full matrix (reuse eligible); the others sweep a trimmed matrix.
  full:
    - full-sweep-enabled
    - non-canary-full-sweep-enabled
    - full-sweep-fail-fast
    - full-sweep-fail-fast-no-canary
  # Primary labels that run one canary configuration before the fan-out.
  canary:
    - full-sweep-enabled
    - full-sweep-fail-fast
  # Primary labels that set \`strategy.fail-fast\` on every matrix family.
  fail-fast:
    - full-sweep-fail-fast
    - full-sweep-fail-fast-no-canary
  # Change what a primary sweep does; the keys are the label-gate outputs.
  modifiers:
    all-evals: all-evals
    evals-only: evals-only
    agentx-fast: agentx-fast
    skip-queue: skip_queue
  # CI-priority scoring only (they restart the sweep because priority is baked into the matrix).
  policy:
    - ci-patchwork
    - engine-patch
    - ci-patchwork-waived
    - ci-checklist-complete
  # Make a run ineligible for artifact reuse, so the reuse gate is not consulted.
  reuse-incompatible:
    - evals-only
    - agentx-fast

# Case-sensitive substring of the PR head commit message (subject or body) that skips the sweep.
skip-marker: '[skip-sweep]'

# The sweep workflow's \`on:\` filter: other events, activity types and branches start nothing.
triggers:
  pull_request:
    types: [ready_for_review, synchronize, labeled, unlabeled]
    branches: [main]
  push:
    branches: [main]

messages:
  conflict: PR has multiple conflicting sweep labels. Pick exactly one.
`;
