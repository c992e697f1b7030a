import { JSON_OUTPUT_OPTION, type CommandOptions } from '../../common/src/index.js';

/** `sweepkit label-gate` and the label-gate action. */
export const LABEL_GATE_COMMAND = {
  cli: 'label-gate',
  action: 'label-gate',
  description:
    'Decide from a pull_request or push event whether and how the benchmark sweep runs (scope, canary, fail-fast, modifiers), from one label policy. ' +
    'The CLI prints one JSON object and exits 1 with the conflict message when the PR has more than one sweep label.',
  options: {
    json: JSON_OUTPUT_OPTION,
    'github-token': {
      kind: 'string',
      only: 'action',
      runnerDefault: '${{ github.token }}',
      help: 'token for the API look-ups (live labels with labels-source api, the PR head commit message for the skip marker); needs pull-requests:read and contents:read'
    },
    'event-name': {
      kind: 'string',
      env: 'GITHUB_EVENT_NAME',
      requiredUnless: 'check-workflow',
      metavar: 'NAME',
      help: 'event to decide on: pull_request, push, or any other (no sweep) (default: $GITHUB_EVENT_NAME)'
    },
    'event-path': {
      kind: 'string',
      env: 'GITHUB_EVENT_PATH',
      requiredUnless: 'check-workflow',
      metavar: 'FILE',
      help: 'webhook payload JSON file (default: $GITHUB_EVENT_PATH)'
    },
    'check-workflow': {
      kind: 'string',
      only: 'cli',
      metavar: 'FILE',
      help: "check that the workflow's on: types/branches and concurrency.group label list agree with the policy (exit 1 if not), instead of deciding"
    },
    'head-message': {
      kind: 'string',
      only: 'cli',
      metavar: 'TEXT',
      help: 'full message of the PR head commit (default: read through the API with --labels-source api, else empty)'
    },
    'policy-file': { kind: 'string', metavar: 'FILE', help: 'label policy YAML (schemas/label-policy.schema.json); empty means the bundled default policy' },
    'labels-source': {
      kind: 'string',
      choices: ['event', 'api'],
      default: 'event',
      help: '`event`: the labels in the payload (what the event saw; a re-run replays them); `api`: the live labels of the pull request (right on re-runs)'
    },
    'check-skip-marker': {
      kind: 'flag',
      only: 'action',
      default: true,
      help: 'look for the skip marker (default `[skip-sweep]`) in the full head commit message of a pull request, read through the API; pushes never skip'
    },
    'reuse-authorized': {
      kind: 'flag',
      default: false,
      conflicts: ['check-reuse-authorization'],
      help: 'an authorized /reuse-sweep-run exists for this pull request (from a reuse finder); on synchronize with a full-sweep label it skips the sweep'
    },
    'check-reuse-authorization': {
      kind: 'flag',
      only: 'action',
      default: false,
      conflicts: ['reuse-authorized'],
      help: "find the /reuse-sweep-run authorization through the API (the reuse finder's rules) instead of taking reuse-authorized"
    },
    'case-insensitive-labels': {
      kind: 'flag',
      only: 'action',
      default: true,
      help: "compare label names ignoring case, as GitHub's contains() does in workflow expressions; false compares exactly"
    },
    'case-sensitive-labels': {
      kind: 'flag',
      only: 'cli',
      default: false,
      help: "compare label names exactly (default: ignoring case, as GitHub's contains() does)"
    },
    'fail-on-conflict': {
      kind: 'flag',
      only: 'action',
      default: true,
      help: 'fail the step when the pull request has more than one primary sweep label (the outputs are still set); when false the conflict is only an error annotation'
    }
  }
} as const satisfies CommandOptions;
