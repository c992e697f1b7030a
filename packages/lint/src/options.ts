import type { CommandOptions } from '../../common/src/index.js';

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
