import { fileNameProblem, OptionError, pickOptions, type CommandOptions, type OptionValues, JSON_OUTPUT_OPTION } from '../../common/src/index.js';
import { EXPECTATIONS, needsResultFilename } from './job-outputs.js';
import { LAUNCH_DEFAULTS } from './launch.js';
import { SRTCTL_PREPARE_OPTIONS } from './prepare-options.js';

/**
 * `sweepkit srtctl-launch` and the srtctl-launch action (whose post step reads the same table).
 * Paths are relative to the workspace in the action and to the current directory on the command
 * line; `cluster-config` is a file in both.
 */
export const SRTCTL_LAUNCH_COMMAND = {
  cli: 'srtctl-launch',
  action: 'srtctl-launch',
  description:
    'Submit an srt-slurm recipe with srtctl apply, follow the Slurm job to its end (streaming its log, queue/run time-outs, ' +
    'scancel on cancel) and collect its results; succeed only for COMPLETED, exit code 0 and the expected results. ' +
    'With --resolve-lane (CLI), print the srt-slurm repository, ref and flags a matrix row gets instead.',
  options: {
    json: JSON_OUTPUT_OPTION,
    recipe: {
      kind: 'string',
      required: 'action',
      metavar: 'FILE[:SELECTOR]',
      help: "the srt-slurm recipe to submit, relative to working-directory, with an optional `:selector` (e.g. `recipes/qwen3.5/1k1k.yaml:zip_override_stp[0]`); with --resolve-lane, the row's CONFIG_FILE (read from recipes-dir when a power lane depends on it)"
    },
    srtctl: { kind: 'string', default: 'srtctl', metavar: 'EXE', help: "the srtctl executable (a name on PATH or a path, e.g. the venv's `bin/srtctl`)" },
    'srtctl-args': {
      kind: 'string',
      metavar: 'ARGS',
      help: "extra `srtctl apply` arguments, whitespace- or newline-separated (e.g. `--tags gb300,qwen3.5 --no-preflight`; on the command line --srtctl-args='--tags a,b'), passed as an argv array, never through a shell"
    },
    'working-directory': {
      kind: 'string',
      metavar: 'DIR',
      help: 'where srtctl runs (it looks for `srtslurm.yaml` there and writes `outputs/<job id>/` there), usually the srt-slurm checkout; default the workspace (CLI: the current directory)'
    },
    'results-dir': {
      kind: 'string',
      metavar: 'DIR',
      help: 'where results and the `LOGS/` copy of the job logs are collected; default the workspace (CLI: the current directory)'
    },
    'result-filename': {
      kind: 'string',
      env: 'RESULT_FILENAME',
      metavar: 'NAME',
      help: 'prefix of the collected result files (`<result-filename>_<isl/osl dir>_conc<C>_gpus_<G>….json`, agentic `<result-filename>_conc<N>.json`); default $RESULT_FILENAME'
    },
    expect: {
      kind: 'string',
      choices: EXPECTATIONS,
      default: 'fixed-seq-len',
      help: 'what a successful run must produce besides a COMPLETED job: `fixed-seq-len` (results_concurrency files), `agentic` (`<result-filename>_conc*.json`), `eval` (`logs/eval_results/`) or `none`'
    },
    'poll-interval-seconds': {
      kind: 'float',
      above: 0,
      default: LAUNCH_DEFAULTS.pollIntervalSeconds,
      metavar: 'S',
      help: 'how often Slurm is asked about the job (the log is read every 2 s or at this interval, whichever is shorter)'
    },
    'queue-timeout-minutes': {
      kind: 'float',
      min: 0,
      default: 0,
      metavar: 'M',
      help: 'longest time the job may stay PENDING before it is cancelled and the run fails with the pending reason; 0 for no limit'
    },
    'job-timeout-minutes': {
      kind: 'float',
      min: 0,
      default: 0,
      metavar: 'M',
      help: "longest time the job may run before it is cancelled and the run fails; 0 leaves it to Slurm's time limit"
    },
    'slurm-unreachable-minutes': {
      kind: 'float',
      min: 0,
      default: LAUNCH_DEFAULTS.unreachableMinutes,
      metavar: 'M',
      help: 'how long Slurm commands may fail or hang in a row (controller restart, time-outs) before giving up waiting'
    },
    'slurm-timeout-seconds': {
      kind: 'float',
      min: 0,
      default: LAUNCH_DEFAULTS.slurmTimeoutSeconds,
      metavar: 'S',
      help: 'limit for one Slurm command (squeue, scontrol, sacct, scancel); a command that takes longer counts as "no answer" and is retried, it never means the job ended'
    },
    'cancel-wait-seconds': {
      kind: 'float',
      min: 0,
      default: LAUNCH_DEFAULTS.cancelWaitSeconds,
      metavar: 'S',
      help: 'after cancelling (time-out, cancel, post step), how long to wait for the job to end'
    },
    'cluster-config': {
      kind: 'string',
      metavar: 'FILE',
      help: "a YAML file (relative to the workspace; CLI: the current directory) of `srtslurm.yaml` keys handed to srtctl through SRTSLURM_CONFIG, e.g. `default_account`, `default_partition`, `containers`, `model_paths`, `default_mounts`; empty keeps srtctl's own file"
    },
    'wheels-cache-dir': {
      kind: 'string',
      metavar: 'DIR',
      help: "a persistent host folder for hash-pinned Dynamo builds, created if missing and mounted at `/configs/dynamo-wheels` through the generated `srtslurm.yaml`; warns when the recipe's `dynamo.hash` has no complete build there; refused under /proc, /sys and /dev (/dev/shm is allowed)"
    },
    // The prepare stage, cancel-stale and the after-job checks; its lane options also serve --resolve-lane.
    ...SRTCTL_PREPARE_OPTIONS.options,
    'resolve-lane': {
      kind: 'flag',
      only: 'cli',
      help: 'print the srt-slurm lane of --framework/--model-prefix/--precision … as JSON, launch nothing; with --row, print how that row launches: `{"kind":"srt-slurm","power":…,"lane":{…}}` or `{"kind":"none","code":"site-launcher"|"no-match","reason":…}` (exit 1 for no-match)'
    },
    row: {
      kind: 'string',
      only: 'cli',
      metavar: 'JSON',
      help: 'with --resolve-lane: the multi-node matrix row (JSON) whose lane to print; its runner, framework, model-prefix, precision, spec-decoding, scenario-type and CONFIG_FILE choose the lane'
    }
  }
} as const satisfies CommandOptions;

/** What the post step reads: it only cancels, so a bad recipe input cannot stop the clean-up. */
export const SRTCTL_LAUNCH_POST_OPTIONS = pickOptions(SRTCTL_LAUNCH_COMMAND, ['slurm-timeout-seconds', 'cancel-wait-seconds']);

export type SrtctlLaunchValues = OptionValues<typeof SRTCTL_LAUNCH_COMMAND.options>;

/** The launch's timings in ms, from the table's values (which the table has already bounded). */
export function launchTimings(values: SrtctlLaunchValues) {
  return {
    pollIntervalMs: values['poll-interval-seconds'] * 1000,
    queueTimeoutMs: values['queue-timeout-minutes'] * 60_000,
    jobTimeoutMs: values['job-timeout-minutes'] * 60_000,
    unreachableTimeoutMs: values['slurm-unreachable-minutes'] * 60_000,
    slurmTimeoutMs: values['slurm-timeout-seconds'] * 1000,
    cancelWaitMs: values['cancel-wait-seconds'] * 1000
  };
}

/** `srtctl-args` as an argv array. */
export const srtctlArgv = (values: SrtctlLaunchValues): string[] => (values['srtctl-args'] ?? '').split(/\s+/).filter(Boolean);

/** The result name, which results of `fixed-seq-len` and `agentic` runs are collected under. */
export function resultFilenameFor(values: SrtctlLaunchValues): string | undefined {
  if (!values['result-filename'] && needsResultFilename(values.expect)) {
    throw new OptionError('{result-filename} is empty and RESULT_FILENAME is not set; it names the collected results (or set {expect} to none)');
  }
  const name = values['result-filename'] || undefined;
  // The collected result files are named after it inside the results folder: a name, never a path.
  const problem = name === undefined ? undefined : fileNameProblem(name);
  if (problem) throw new OptionError(`{result-filename} ${problem}, got ${JSON.stringify(name)}`);
  return name;
}
