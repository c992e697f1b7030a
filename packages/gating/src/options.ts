import { JSON_OUTPUT_OPTION, type CommandOptions } from '../../common/src/index.js';
import { CHANGELOG_DIFF_OPTIONS } from '../../matrix/src/index.js';
import { DEFAULT_LINK_POLICY } from './changelog/strict/links.js';
import { CHANGELOG_MODES } from './changelog/validate.js';

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

/**
 * `sweepkit validate-changelog` and the validate-changelog action. The action defaults the refs,
 * the PR number and the eval modifiers from the event; on the command line the refs and the file
 * are required.
 */
export const VALIDATE_CHANGELOG_COMMAND = {
  cli: 'validate-changelog',
  action: 'validate-changelog',
  description:
    'Validate the perf-changelog.yaml change between two git refs: the reference CI gate (compat), the documented contract (strict), or both (strict-warn).',
  options: {
    ...CHANGELOG_DIFF_OPTIONS,
    mode: {
      kind: 'string',
      choices: CHANGELOG_MODES,
      default: 'compat',
      help: "`compat` = today's CI gate; `strict` = the documented contract (append-only bytes, pr-link rules); `strict-warn` = compat decides, strict findings become warnings"
    },
    'pr-number': {
      kind: 'int',
      help: "pull request number for the strict pr-link rules; the action defaults it to the event's PR; none means main-branch rules (canonical links only)"
    },
    'canonical-repo': {
      kind: 'string',
      default: DEFAULT_LINK_POLICY.canonicalRepo,
      help: 'owner/name whose `https://github.com/<repo>/pull/<n>` links are canonical'
    },
    placeholders: {
      kind: 'list',
      help: "pr-link values a PR may use for its new entries until merge; default `XXX` and the canonical repository's `/pull/XXX` link"
    },
    // One rule, spelled as each edge spells an on-by-default switch: an input set to false, a --no- flag.
    'allow-pr-link-corrections': {
      kind: 'flag',
      only: 'action',
      default: true,
      help: 'strict: accept a change that only corrects historical pr-links to canonical links'
    },
    'no-pr-link-corrections': { kind: 'flag', only: 'cli', help: 'strict: reject pure pr-link corrections too' },
    'all-evals': { kind: 'flag', help: 'forward --all-evals to the matrix step; the action defaults it to the all-evals PR label' },
    'evals-only': { kind: 'flag', help: 'forward --evals-only to the matrix step; the action defaults it to the evals-only PR label' },
    'working-directory': {
      kind: 'string',
      only: 'action',
      default: '.',
      help: 'repository checkout to validate (the master configs are read from its working tree)'
    }
  }
} as const satisfies CommandOptions;

/** `sweepkit config-lint` and the config-lint action. */
export const CONFIG_LINT_COMMAND = {
  cli: 'config-lint',
  action: 'config-lint',
  description:
    'Cross-check the master configs against what they reference (recipes whose speculative decoding contradicts the entry, missing recipes, undefined runner labels).',
  options: {
    'config-files': {
      kind: 'list',
      default: 'configs/amd-master.yaml configs/nvidia-master.yaml',
      help: 'master config files (one per line or space-separated)'
    },
    'runner-config': { kind: 'string', default: 'configs/runners.yaml', help: 'the runners file that defines the runner labels' },
    'recipes-dirs': {
      kind: 'list',
      extend: true,
      default: 'benchmarks/multi_node/srt-slurm-recipes',
      help: 'folders that `CONFIG_FILE=recipes/<path>` resolves into (`<dir>/<path>`), tried in order; the flag is repeatable'
    },
    'working-directory': { kind: 'string', only: 'action', default: '.', help: 'repository checkout the paths are relative to' },
    'fail-on-warning': { kind: 'flag', default: false, help: 'fail on warnings too (by default only errors fail)' },
    baseline: {
      kind: 'string',
      metavar: 'FILE',
      help: 'accept the findings recorded in FILE: only new ones fail; entries no finding matches are reported as stale'
    },
    'update-baseline': { kind: 'flag', only: 'cli', help: 'write the current findings to the --baseline FILE and exit 0' },
    'changed-only': { kind: 'flag', default: false, help: 'report only findings of config keys whose entry changed between the base ref and the head' },
    'base-ref': { kind: 'string', metavar: 'REF', help: 'git ref to compare with (changed-only; the action defaults it from the event)' },
    'head-ref': { kind: 'string', only: 'cli', metavar: 'REF', help: 'git ref of the change (--changed-only; default: the working tree)' }
  }
} as const satisfies CommandOptions;

/** `sweepkit lint-workflows [DIR]` (CLI only: a workflow step lints with `run: npx sweepkit lint-workflows`). */
export const LINT_WORKFLOWS_COMMAND = {
  cli: 'lint-workflows',
  description:
    "Lint the workflow files of DIR (default .github/workflows) with actionlint and check every step that uses a Sweepkit action (./…/actions/<name> or <owner>/<repo>/actions/<name>@ref) against the action's inputs. " +
    'Run from the repository root: local actions resolve against it, runner labels come from .github/actionlint.yaml. One file:line:col: message [rule] line per finding, exit 1 on findings.',
  options: {}
} as const satisfies CommandOptions;
