import { JSON_OUTPUT_OPTION, type CommandOptions } from '../../../common/src/index.js';

/** `sweepkit e2e-jobs` and the e2e-jobs action: a matrix → the e2e sweep's eight job families. */
export const E2E_JOBS_COMMAND = {
  cli: 'e2e-jobs',
  action: 'e2e-jobs',
  description:
    "Split a generated matrix (a JSON list, `sweepkit matrix` output) or changelog buckets (a JSON object, `sweepkit process-changelog` output) into the e2e sweep's job families, like e2e-tests.yml's get-jobs step.",
  options: {
    json: JSON_OUTPUT_OPTION,
    matrix: { kind: 'string', metavar: 'FILE', required: 'action', help: 'the matrix JSON file (CLI: stdin when not given)' },
    'priority-policy': {
      kind: 'string',
      metavar: 'FILE',
      default: '',
      help: 'CI priority policy; when set, every family is annotated as `sweepkit ci-priority` does, queue namespace `<queue-namespace>:<family>`'
    },
    'queue-namespace': {
      kind: 'string',
      metavar: 'NS',
      default: '',
      help: 'with priority-policy: the first part of every queue token (action default: `<run id>:<run attempt>`; CLI default: local)'
    },
    'event-name': { kind: 'string', metavar: 'NAME', default: '', help: 'with priority-policy: the workflow event (action default: the event that runs it)' },
    'labels-json': { kind: 'string', metavar: 'JSON', default: '[]', help: 'with priority-policy: the pull request labels as a JSON array of strings' }
  }
} as const satisfies CommandOptions;
