import type { OptionTable } from '../../common/src/index.js';

/**
 * The change a changelog command reads: two refs and the file. The actions default the refs from the
 * event (pull request or push); on the command line they are required, as in the reference.
 */
export const CHANGELOG_DIFF_OPTIONS = {
  'base-ref': {
    kind: 'string',
    required: 'cli',
    help: 'git ref of the base; the action defaults it to origin/<base branch> on pull requests, the before sha on push'
  },
  'head-ref': { kind: 'string', required: 'cli', help: 'git ref of the head; the action defaults it to the pull request head sha, the after sha on push' },
  'changelog-file': { kind: 'string', required: 'cli', default: 'perf-changelog.yaml', help: 'the changelog path inside the repository' }
} as const satisfies OptionTable;
