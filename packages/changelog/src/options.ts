import type { CommandOptions } from '../../common/src/index.js';
import { CHANGELOG_DIFF_OPTIONS } from '../../matrix/src/index.js';
import { DEFAULT_LINK_POLICY } from './strict/links.js';
import { CHANGELOG_MODES } from './validate.js';
import { DEFAULT_RECOVERY_REPO } from './recovery/inspect-target.js';

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

const INSPECT = { command: ['inspect-target'] } as const;
const WORKTREE = { command: ['create-worktree'] } as const;
const BUILD = { command: ['build-config'] } as const;

/** `sweepkit recover-ingest <sub-command>` (CLI only): the checks of an ingest recovery (docs/recovery.md). */
export const RECOVER_INGEST_COMMAND = {
  cli: 'recover-ingest',
  description: 'The checks of an ingest recovery (docs/recovery.md).',
  subcommand: {
    option: 'command',
    descriptions: {
      'inspect-target': 'check the failed ingest run and find its merged PR',
      'audit-changelog': 'audit the changelog at a historical ref',
      'create-worktree': 'a detached worktree at the historical ref',
      'build-config': 'check the repaired changelog, make the synthetic commit and the recovery sweep config',
      'validate-workflow': 'check a hand-written recovery workflow is CPU-only (legacy procedure)'
    }
  },
  options: {
    command: {
      kind: 'string',
      choices: ['inspect-target', 'audit-changelog', 'create-worktree', 'build-config', 'validate-workflow'],
      required: true,
      help: 'the step of the recovery'
    },
    repo: { kind: 'string', metavar: 'R', default: DEFAULT_RECOVERY_REPO, when: INSPECT, help: 'the repository the URL must name' },
    'job-id': { kind: 'int', metavar: 'N', when: INSPECT, help: 'the failed job (else the URL’s /job/<id>, else the one failed job)' },
    output: { kind: 'string', metavar: 'FILE', when: INSPECT, help: 'also write the target JSON to FILE' },
    'allow-conclusion': {
      kind: 'list',
      metavar: 'C',
      when: INSPECT,
      help: 'run conclusions accepted (default: failure); a bogus ingest may show success or cancelled'
    },
    ref: { kind: 'string', required: true, metavar: 'REF', when: { command: ['audit-changelog', 'create-worktree'] }, help: 'the historical ref' },
    directory: { kind: 'string', required: true, metavar: 'D', when: WORKTREE, help: 'where (must not exist)' },
    worktree: { kind: 'string', required: true, metavar: 'W', when: BUILD, help: 'the recovery worktree (at --merge-ref)' },
    'base-ref': { kind: 'string', required: true, metavar: 'B', when: BUILD, help: 'the target PR’s base' },
    'merge-ref': { kind: 'string', required: true, metavar: 'M', when: BUILD, help: 'the target merge commit' },
    'pr-number': { kind: 'int', required: true, metavar: 'N', when: { command: ['build-config', 'validate-workflow'] }, help: 'the target PR' },
    'changelog-file': {
      kind: 'string',
      metavar: 'F',
      default: 'perf-changelog.yaml',
      when: { command: ['audit-changelog', 'build-config'] },
      help: 'the changelog in the repository'
    },
    'config-output': { kind: 'string', required: true, metavar: 'C', when: BUILD, help: 'where to write the whole config JSON' },
    'metadata-output': { kind: 'string', required: true, metavar: 'X', when: BUILD, help: 'where to write the changelog metadata JSON' }
  }
} as const satisfies CommandOptions;

/** The positional argument of the recover-ingest steps that take one. */
export const RECOVER_INGEST_POSITIONALS: Readonly<Record<string, { name: string; help: string }>> = {
  'inspect-target': { name: 'URL', help: 'https://github.com/<owner>/<name>/actions/runs/<run>[/job/<job>]' },
  'validate-workflow': { name: 'PATH', help: 'the workflow file' }
};
