import { JSON_OUTPUT_OPTION, type CommandOptions } from '../../../common/src/index.js';

/** `sweepkit signoff-check` and the signoff-check action. */
export const SIGNOFF_CHECK_COMMAND = {
  cli: 'signoff-check',
  action: 'signoff-check',
  description:
    'Deterministic pre-checks of a CODEOWNER sign-off: the event carries the phrase, the PR is ready (head SHA pinned), the signer owns the changed files, a sweep is green, /reuse-sweep-run is authorized, the checklist is complete.',
  options: {
    json: JSON_OUTPUT_OPTION,
    repo: { kind: 'string', required: true, env: 'GITHUB_REPOSITORY', metavar: 'OWNER/NAME', help: 'the repository' },
    'event-name': {
      kind: 'string',
      required: true,
      env: 'GITHUB_EVENT_NAME',
      metavar: 'NAME',
      help: 'issue_comment, pull_request_review, pull_request_review_comment or workflow_dispatch'
    },
    'event-path': { kind: 'string', required: true, env: 'GITHUB_EVENT_PATH', metavar: 'FILE', help: 'the webhook payload' },
    'comment-url': { kind: 'string', metavar: 'URL', help: "workflow_dispatch: the sign-off's URL (default: the payload's inputs.comment_url)" },
    'codeowners-file': { kind: 'string', default: '.github/CODEOWNERS', metavar: 'FILE', help: 'CODEOWNERS of the default branch' },
    'checklist-file': { kind: 'string', default: 'docs/PR_REVIEW_CHECKLIST.md', metavar: 'FILE', help: 'the review checklist template' },
    'github-token': { kind: 'string', only: 'action', runnerDefault: '${{ github.token }}', help: 'token for the API (pull-requests, issues and checks read)' }
  }
} as const satisfies CommandOptions;

/** The signoff-status action: the verdict comment → the codeowner-signoff-verify commit status. */
export const SIGNOFF_STATUS_COMMAND = {
  action: 'signoff-status',
  description: "Publish the codeowner-signoff-verify commit status from the verifier's newest verdict comment for the pinned head SHA.",
  options: {
    repo: { kind: 'string', required: true, env: 'GITHUB_REPOSITORY', metavar: 'OWNER/NAME', help: 'the repository' },
    'pr-number': { kind: 'int', required: true, min: 1, help: "the pull request (signoff-check's pr-number)" },
    'head-sha': { kind: 'string', required: true, help: "the pinned head SHA (signoff-check's head-sha)" },
    'verifier-logins': {
      kind: 'list',
      help: "logins whose verdict comments count (an app: its bot login, e.g. my-app[bot]); empty: the token's own login (GET /user). Anyone else's marker comment is ignored"
    },
    'github-token': { kind: 'string', only: 'action', runnerDefault: '${{ github.token }}', help: 'token for the API (issues read, statuses write)' }
  }
} as const satisfies CommandOptions;
