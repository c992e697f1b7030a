import { pickOptions, type CommandOptions, type OptionValues } from '../../common/src/index.js';
import { SRTCTL_PREPARE_OPTIONS } from './prepare-options.js';

/**
 * `sweepkit singlenode-launch` and the singlenode-launch action (whose post step reads the
 * clean-up part of the same table): the generic steps around a site's single-node launcher.
 */
export const SINGLENODE_LAUNCH_COMMAND = {
  cli: 'singlenode-launch',
  action: 'singlenode-launch',
  description:
    "Run one single-node benchmark job around the site's launch script: clean up this job's containers and same-name Slurm jobs " +
    '(bounded waits), import the squash file under a lock, run the launcher, then wait for the result file (or the eval results).',
  options: {
    'launch-script': {
      kind: 'string',
      metavar: 'FILE',
      help: "the site's launcher, run with bash in the workspace (default: runners/launch_<runner name up to its first _>.sh)"
    },
    'job-name': {
      kind: 'string',
      env: 'RUNNER_NAME',
      required: 'cli',
      metavar: 'NAME',
      help: 'the Slurm job name the launcher uses (--job-name), whose jobs of this user are cancelled before and after (default: $RUNNER_NAME)'
    },
    'container-names': {
      kind: 'list',
      metavar: 'NAME',
      help: 'Docker containers removed before and after, by exact name (default: the job name); no other container is touched'
    },
    'result-filename': {
      kind: 'string',
      env: 'RESULT_FILENAME',
      metavar: 'NAME',
      help: 'the result the launcher writes, <name>.json in the workspace (default: $RESULT_FILENAME)'
    },
    'result-file': {
      kind: 'string',
      metavar: 'FILE',
      help: 'the exact file the launcher must write in the workspace instead of <result-filename>.json, e.g. `speedbench-reference-al.yaml` of a collector script; the action shows it in the job summary'
    },
    'eval-only': {
      kind: 'flag',
      default: false,
      env: 'EVAL_ONLY',
      help: 'an eval-only run: the result check wants a results*.json instead of <result-filename>.json (default: $EVAL_ONLY)'
    },
    'multi-node': {
      kind: 'flag',
      default: false,
      env: 'IS_MULTINODE',
      help: "a multi-node launcher (the multi-node workflow's script path): the result check wants one <result-filename>_*.json (default: $IS_MULTINODE)"
    },
    'result-wait-seconds': { kind: 'int', default: 10, min: 0, metavar: 'S', help: 'how many one-second waits for the result file after the launcher' },
    cleanup: { kind: 'flag', default: true, help: "remove this job's containers and cancel its same-name Slurm jobs before the launcher and in the post step" },
    'cleanup-wait-seconds': {
      kind: 'float',
      default: 300,
      min: 0,
      metavar: 'S',
      help: 'how long the clean-up waits for removed containers and cancelled jobs to be gone (then a warning)'
    },
    'slurm-timeout-seconds': { kind: 'float', default: 30, min: 0, metavar: 'S', help: 'limit for one Slurm or Docker command of the clean-up' },
    'squash-dir': {
      kind: 'string',
      metavar: 'DIR',
      help: 'import squash-images into squash files here before the launcher, each under an exclusive lock (a valid file is kept); the launcher gets SQUASH_FILE'
    },
    'squash-images': SRTCTL_PREPARE_OPTIONS.options['squash-images'],
    'squash-launcher': SRTCTL_PREPARE_OPTIONS.options['squash-launcher'],
    'squash-lock-seconds': SRTCTL_PREPARE_OPTIONS.options['squash-lock-seconds']
  }
} as const satisfies CommandOptions;

/** The post step only cleans up: a bad launcher input cannot stop it. */
export const SINGLENODE_CLEANUP_OPTIONS = pickOptions(SINGLENODE_LAUNCH_COMMAND, [
  'job-name',
  'container-names',
  'cleanup',
  'cleanup-wait-seconds',
  'slurm-timeout-seconds'
]);

export type SinglenodeLaunchValues = OptionValues<typeof SINGLENODE_LAUNCH_COMMAND.options>;
export type SinglenodeCleanupValues = OptionValues<(typeof SINGLENODE_CLEANUP_OPTIONS)['options']>;
