import type { CommandOptions } from '../../common/src/index.js';
import { CHANGELOG_DIFF_OPTIONS } from '../../matrix/src/index.js';
import { DEFAULT_LINK_POLICY } from './strict/links.js';
import { CHANGELOG_MODES } from './validate.js';

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
