import { JSON_OUTPUT_OPTION, type CommandOptions, type OptionTable } from '../../../common/src/index.js';

/**
 * `sweepkit ci-priority`: exactly the flags of `utils/ci_priority.py`. The ci-priority action takes
 * the jobs as an input instead of stdin and also plans the first job's runs-on.
 */
export const CI_PRIORITY_COMMAND = {
  cli: 'ci-priority',
  action: 'ci-priority',
  description:
    'Annotate every job of a matrix JSON (stdin → stdout) with priority, queue-token and skip-queue-pr for a priority-scheduled runner fleet, like utils/ci_priority.py.',
  options: {
    json: JSON_OUTPUT_OPTION,
    policy: { kind: 'string', metavar: 'FILE', default: 'configs/ci-priority.yaml', help: 'the CI priority policy (schemas/ci-priority-policy.schema.json)' },
    'event-name': { kind: 'string', metavar: 'NAME', default: '', help: 'the workflow event (push, pull_request, …); selects adjustments.event' },
    'labels-json': { kind: 'string', metavar: 'JSON', default: '[]', help: 'the pull request labels as a JSON array of strings ("" or null: none)' },
    'queue-namespace': {
      kind: 'string',
      metavar: 'NS',
      default: 'local',
      // The action's tokens are the run's, as every workflow of the reference passes them.
      runnerDefault: '${{ github.run_id }}:${{ github.run_attempt }}',
      help: 'prefix of every queue token, e.g. {run_id}:{run_attempt} (the action: the run id and attempt)'
    },
    'pr-number': { kind: 'int', metavar: 'N', help: 'the pull request number (with the skip-queue label: skip-queue-pr)' },
    'criteria-json': { kind: 'string', metavar: 'JSON', default: '', help: 'the classifier criteria as a JSON array of strings ("" or null: no classifier)' },
    input: { kind: 'string', metavar: 'FILE', only: 'cli', help: 'read the matrix JSON from FILE instead of stdin' },
    // The action scores a job or two (speedbench-al.yml, a manual run) and plans the runs-on of the first.
    jobs: {
      kind: 'string',
      only: 'action',
      required: 'action',
      help: 'the job(s) to score as JSON: one job, a list of jobs or any matrix JSON; a job has `runner` and `framework`'
    },
    'priority-scheduler': {
      kind: 'flag',
      only: 'action',
      default: false,
      help: "the first job's runs-on carries the CI-priority labels, as `sweepkit plan-jobs --priority-scheduler`; else the runner label alone"
    },
    'self-hosted-label': { kind: 'string', only: 'action', default: 'self-hosted', help: 'the first runs-on label with priority-scheduler (empty: none)' },
    'run-attempt': {
      kind: 'string',
      only: 'action',
      env: 'GITHUB_RUN_ATTEMPT',
      help: 'the run attempt of the ci-attempt-<N> label (default: GITHUB_RUN_ATTEMPT, else 1)'
    }
  }
} as const satisfies CommandOptions;

/**
 * The CI priority inputs of the matrix actions (spread into their tables): with a policy, every
 * output row is annotated in-process as `sweepkit ci-priority` would, with the event's name, PR
 * labels and PR number, before the canary is chosen.
 */
export const PRIORITY_OPTIONS = {
  'priority-policy': {
    kind: 'string',
    only: 'action',
    help: 'CI priority policy file (schemas/ci-priority-policy.schema.json); when set, every row gets priority, queue-token and skip-queue-pr as `sweepkit ci-priority` adds them, from the event name, PR labels and PR number'
  },
  'priority-namespace': {
    kind: 'string',
    only: 'action',
    help: 'with priority-policy: the first part of every queue token (default: `<run id>:<run attempt>`)'
  },
  'priority-criteria': {
    kind: 'string',
    only: 'action',
    conflicts: ['priority-classifier'],
    help: 'with priority-policy: the change classifier criteria as a JSON array of strings (default: no classifier, every attribute scores)'
  },
  'priority-classifier': {
    kind: 'flag',
    only: 'action',
    default: false,
    help: 'with priority-policy: a change classifier ran; its criteria come from priority-classifier-output, and missing or malformed output falls back to ["patchwork"] (the lowest priority) with a warning'
  },
  'priority-classifier-output': {
    kind: 'string',
    only: 'action',
    help: 'with priority-classifier: the classifier step\'s output, a JSON object with a "criteria" array of strings'
  }
} as const satisfies OptionTable;
