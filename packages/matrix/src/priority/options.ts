import type { CommandOptions } from '../../../common/src/index.js';

/** `sweepkit ci-priority`: exactly the flags of `utils/ci_priority.py`. */
export const CI_PRIORITY_COMMAND = {
  cli: 'ci-priority',
  description:
    'Annotate every job of a matrix JSON (stdin → stdout) with priority, queue-token and skip-queue-pr for a priority-scheduled runner fleet, like utils/ci_priority.py.',
  options: {
    policy: { kind: 'string', metavar: 'FILE', default: 'configs/ci-priority.yaml', help: 'the CI priority policy (schemas/ci-priority-policy.schema.json)' },
    'event-name': { kind: 'string', metavar: 'NAME', default: '', help: 'the workflow event (push, pull_request, …); selects adjustments.event' },
    'labels-json': { kind: 'string', metavar: 'JSON', default: '[]', help: 'the pull request labels as a JSON array of strings ("" or null: none)' },
    'queue-namespace': { kind: 'string', metavar: 'NS', default: 'local', help: 'prefix of every queue token, e.g. {run_id}:{run_attempt}' },
    'pr-number': { kind: 'int', metavar: 'N', help: 'the pull request number (with the skip-queue label: skip-queue-pr)' },
    'criteria-json': { kind: 'string', metavar: 'JSON', default: '', help: 'the classifier criteria as a JSON array of strings ("" or null: no classifier)' },
    input: { kind: 'string', metavar: 'FILE', help: 'read the matrix JSON from FILE instead of stdin' }
  }
} as const satisfies CommandOptions;
