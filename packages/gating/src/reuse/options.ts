import { OptionError, type CommandOptions, type OptionValues, JSON_OUTPUT_OPTION } from '../../../common/src/index.js';
import { LABEL_GATE_COMMAND } from '../options.js';
import type { ReuseRequest } from './find.js';

/**
 * `sweepkit find-reusable-sweep-run` (a drop-in for `utils/find_reusable_sweep_run.py`: its flags,
 * defaults and comma lists) and the reuse-finder action. The action fills repo, commit, event and
 * ref from the runner's variables.
 */
export const REUSE_FINDER_COMMAND = {
  cli: 'find-reusable-sweep-run',
  action: 'reuse-finder',
  description:
    "Find whether a /reuse-sweep-run authorization lets this run skip the benchmark sweep: on a PR synchronize (skip-pr-sweep) or, after the merge, by reusing the PR run's artifacts (reuse-enabled).",
  options: {
    json: JSON_OUTPUT_OPTION,
    repo: { kind: 'string', required: true, env: 'GITHUB_REPOSITORY', metavar: 'REPO', help: 'the repository, owner/name' },
    'commit-sha': { kind: 'string', required: true, env: 'GITHUB_SHA', metavar: 'COMMIT_SHA', help: 'the commit of the run (github.sha)' },
    'event-name': { kind: 'string', required: true, env: 'GITHUB_EVENT_NAME', metavar: 'EVENT_NAME', help: 'the event (github.event_name)' },
    'event-action': {
      kind: 'string',
      default: '',
      metavar: 'EVENT_ACTION',
      help: 'the activity type (github.event.action); the action reads it from the payload when empty'
    },
    ref: { kind: 'string', required: true, env: 'GITHUB_REF', metavar: 'REF', help: 'the ref (github.ref)' },
    'pr-number': { kind: 'int', metavar: 'PR_NUMBER', help: 'the pull request (pull_request synchronize); the action reads it from the payload when empty' },
    'workflow-id': { kind: 'string', default: 'run-sweep.yml', metavar: 'WORKFLOW_ID', help: 'the sweep workflow whose PR runs may be reused' },
    'full-sweep-label': {
      kind: 'string',
      default: 'full-sweep-enabled,non-canary-full-sweep-enabled,full-sweep-fail-fast,full-sweep-fail-fast-no-canary',
      metavar: 'FULL_SWEEP_LABEL',
      help: 'comma-separated labels of a full sweep; the merged PR needs one'
    },
    'reuse-incompatible-label': {
      kind: 'string',
      default: 'evals-only,agentx-fast',
      metavar: 'REUSE_INCOMPATIBLE_LABEL',
      help: 'comma-separated labels that forbid reuse'
    },
    'pinned-run-command': { kind: 'string', default: '/reuse-sweep-run', metavar: 'PINNED_RUN_COMMAND', help: 'the authorization command' },
    'allowed-author-associations': {
      kind: 'string',
      default: 'OWNER,MEMBER,COLLABORATOR',
      metavar: 'ALLOWED_AUTHOR_ASSOCIATIONS',
      help: 'comma-separated author associations whose command counts'
    },
    'github-output': {
      kind: 'string',
      only: 'cli',
      env: 'GITHUB_OUTPUT',
      metavar: 'GITHUB_OUTPUT',
      help: 'append the outputs to this file (default: $GITHUB_OUTPUT)'
    },
    'github-token': {
      kind: 'string',
      only: 'action',
      runnerDefault: '${{ github.token }}',
      help: 'token for the API (pull-requests, issues and actions read); GH_TOKEN or GITHUB_TOKEN when empty'
    },
    'require-label-history': {
      kind: 'flag',
      default: false,
      help: 'only reuse a run created while the PR had a full-sweep label and no reuse-incompatible label (replayed from the PR timeline)'
    },
    'require-head-branch-match': { kind: 'flag', default: false, help: "a pinned run must be on the PR's head branch" },
    'max-runs': { kind: 'int', min: 1, metavar: 'N', help: 'look at no more than N runs in the latest-run search' },
    'expiry-warning-days': {
      kind: 'int',
      default: 7,
      min: 0,
      metavar: 'DAYS',
      help: "warn when the reused run's first result artifact expires within DAYS days (artifacts already expired are an error)"
    },
    'extra-outputs': {
      kind: 'flag',
      only: 'cli',
      help: 'also write authorization-comment-url, pinned-run-id, commits-after-source and artifacts-expire-at (the action always does)'
    }
  }
} as const satisfies CommandOptions;

export type ReuseFinderValues = OptionValues<(typeof REUSE_FINDER_COMMAND)['options']>;

/** A comma list as the reference reads it: items trimmed, empty items dropped. */
export const commaList = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The finder's request from the table's values. */
export function reuseRequest(values: ReuseFinderValues): ReuseRequest {
  return {
    repo: values.repo,
    commitSha: values['commit-sha'],
    eventName: values['event-name'],
    eventAction: values['event-action'],
    ref: values.ref,
    prNumber: values['pr-number'],
    workflowId: values['workflow-id'],
    fullSweepLabels: commaList(values['full-sweep-label']),
    incompatibleLabels: commaList(values['reuse-incompatible-label']),
    command: values['pinned-run-command'],
    allowedAssociations: commaList(values['allowed-author-associations']),
    requireLabelHistory: values['require-label-history'],
    requireHeadBranchMatch: values['require-head-branch-match'],
    maxRuns: values['max-runs'],
    expiryWarningDays: values['expiry-warning-days']
  };
}

/** The reference's command and allowed author associations, for the checks that only look for the authorization. */
export const DEFAULT_REUSE_RULES = {
  command: REUSE_FINDER_COMMAND.options['pinned-run-command'].default,
  allowedAssociations: commaList(REUSE_FINDER_COMMAND.options['allowed-author-associations'].default)
};

const finderOption = REUSE_FINDER_COMMAND.options;

/**
 * `sweepkit merge-with-reuse PR` (the operator path of `utils/merge_with_reuse.sh`): a CLI only,
 * since it merges from the operator's clone.
 */
export const MERGE_WITH_REUSE_COMMAND = {
  cli: 'merge-with-reuse',
  description:
    'Merge a PR whose green full sweep main should reuse: check it is eligible and has a reusable run, merge the base branch into it (resolving only a perf-changelog.yaml conflict), canonicalize its changelog link, authorize /reuse-sweep-run (an earlier pinned run id is kept), push, wait for check-changelog and every check, then squash-merge. The token (GH_TOKEN or GITHUB_TOKEN) needs contents and pull-requests write; GITHUB_API_URL defaults to https://api.github.com.',
  options: {
    repo: {
      kind: 'string',
      env: 'GITHUB_REPOSITORY',
      metavar: 'OWNER/NAME',
      help: "the repository (default: $GITHUB_REPOSITORY, else read from the remote's URL)"
    },
    remote: { kind: 'string', default: 'origin', metavar: 'REMOTE', help: 'the git remote of the repository' },
    'run-id': {
      kind: 'string',
      metavar: 'RUN_ID',
      help: 'pin this sweep run in the authorization (default: keep the pinned run of an earlier authorization, else the latest reusable run)'
    },
    file: { kind: 'string', default: 'perf-changelog.yaml', metavar: 'PATH', help: 'the changelog, relative to the repository' },
    'policy-file': LABEL_GATE_COMMAND.options['policy-file'],
    'workflow-id': finderOption['workflow-id'],
    'pinned-run-command': finderOption['pinned-run-command'],
    'allowed-author-associations': finderOption['allowed-author-associations'],
    'expiry-warning-days': finderOption['expiry-warning-days'],
    'check-name': { kind: 'string', default: 'check-changelog', metavar: 'NAME', help: 'the check run that must pass on the pushed head before any other' },
    'check-timeout': {
      kind: 'int',
      env: 'CHECK_TIMEOUT_SECONDS',
      default: 900,
      min: 0,
      metavar: 'SECONDS',
      help: 'seconds to wait for that check, and then for the other checks ($CHECK_TIMEOUT_SECONDS when not given)'
    },
    'poll-interval': { kind: 'int', default: 15, min: 0, metavar: 'SECONDS', help: 'seconds between two reads of the checks' },
    'dry-run': {
      kind: 'flag',
      default: false,
      help: 'run every check and the local merge, print what would be posted, pushed and merged, and change nothing (the checkout is restored)'
    }
  }
} as const satisfies CommandOptions;

export type MergeWithReuseValues = OptionValues<(typeof MERGE_WITH_REUSE_COMMAND)['options']>;

/** The run id to pin: decimal digits, as the authorization command reads them. */
export function pinnedRunIdOption(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new OptionError(`{run-id} must be a workflow run id (digits), got '${value}'`);
  return BigInt(value).toString();
}
