import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { UsageError, completeOptions, readTextFile } from '../../../packages/common/src/index.js';
import { launchOnThisMachine, prepareOnThisMachine } from '../../../packages/slurm/src/adapters/node-launcher.js';
import {
  EXPECTATIONS,
  LAUNCH_DEFAULTS,
  SRTCTL_PREPARE_OPTIONS,
  failureReason,
  loadSrtctlVersions,
  needsResultFilename,
  planPrepare,
  resolveLane,
  type Expectation,
  type LaunchReporter,
  type PrepareValues,
  type StageReporter
} from '../../../packages/slurm/src/index.js';
import { parseArgs, type ParsedArgs, type ParserSpec } from '../argparse.js';
import type { CliIO, RunCommand } from '../io.js';
import { parserSpec } from '../options.js';

const spec: ParserSpec = {
  prog: 'sweepkit srtctl-launch',
  description:
    'Submit an srt-slurm recipe with srtctl apply, follow the Slurm job to its end (streaming its log, queue/run time-outs, ' +
    'scancel on Ctrl-C) and collect its results; exit 0 only for COMPLETED, exit code 0 and the expected results. ' +
    'With --resolve-lane, print the srt-slurm repository, ref and flags a matrix row gets instead.',
  options: [
    { name: '--recipe', kind: 'string', metavar: 'FILE[:SELECTOR]', help: 'the recipe to submit, relative to --working-directory' },
    { name: '--srtctl', kind: 'string', metavar: 'EXE', help: 'the srtctl executable (default: srtctl)' },
    { name: '--srtctl-args', kind: 'string', metavar: 'ARGS', help: "extra 'srtctl apply' arguments, whitespace-separated (use --srtctl-args='--tags a,b')" },
    { name: '--working-directory', kind: 'string', metavar: 'DIR', help: 'where srtctl runs (default: the current directory)' },
    { name: '--results-dir', kind: 'string', metavar: 'DIR', help: 'where results and LOGS/ are collected (default: the current directory)' },
    { name: '--result-filename', kind: 'string', metavar: 'NAME', help: 'prefix of the collected results (default: $RESULT_FILENAME)' },
    { name: '--expect', kind: 'string', choices: EXPECTATIONS, help: 'results a successful run must produce (default: fixed-seq-len)' },
    { name: '--poll-interval-seconds', kind: 'float', metavar: 'S', help: `how often Slurm is asked (default: ${LAUNCH_DEFAULTS.pollIntervalSeconds})` },
    { name: '--queue-timeout-minutes', kind: 'float', metavar: 'M', help: 'cancel and fail after this long PENDING (default: no limit)' },
    { name: '--job-timeout-minutes', kind: 'float', metavar: 'M', help: 'cancel and fail after this long running (default: no limit)' },
    { name: '--slurm-unreachable-minutes', kind: 'float', metavar: 'M', help: `give up when Slurm does not answer this long (default: ${LAUNCH_DEFAULTS.unreachableMinutes})` },
    { name: '--slurm-timeout-seconds', kind: 'float', metavar: 'S', help: `limit for one Slurm command (default: ${LAUNCH_DEFAULTS.slurmTimeoutSeconds})` },
    { name: '--cancel-wait-seconds', kind: 'float', metavar: 'S', help: `wait this long for a cancelled job to end (default: ${LAUNCH_DEFAULTS.cancelWaitSeconds})` },
    { name: '--cluster-config', kind: 'string', metavar: 'FILE', help: 'YAML file of srtslurm.yaml keys to hand srtctl (via SRTSLURM_CONFIG)' },
    { name: '--wheels-cache-dir', kind: 'string', metavar: 'DIR', help: 'persistent dynamo-wheels folder, mounted at /configs/dynamo-wheels' },
    { name: '--resolve-lane', kind: 'flag', help: 'print the srt-slurm lane of --framework/--model-prefix/--precision … as JSON, launch nothing', conflicts: ['--recipe'] },
    ...parserSpec({ cli: 'srtctl-launch', ...SRTCTL_PREPARE_OPTIONS }).options
  ]
};

/** The prepare stage's options (flags of the shared table, with their env fallbacks and defaults). */
function prepareValues(values: ParsedArgs['values'], io: CliIO): PrepareValues {
  const given = Object.fromEntries(Object.keys(SRTCTL_PREPARE_OPTIONS.options).flatMap((name) => (values[name] === undefined || values[name] === false ? [] : [[name, values[name]]])));
  return completeOptions(SRTCTL_PREPARE_OPTIONS.options, given, 'cli', io.env);
}

const number = (values: ParsedArgs['values'], name: string, fallback: number, scale: number): number => {
  const value = (values[name] as number | undefined) ?? fallback;
  if (value < 0) throw new UsageError(`${spec.prog}: error: argument --${name}: must not be negative`);
  return value * scale;
};

function pollInterval(values: ParsedArgs['values']): number {
  const ms = number(values, 'poll-interval-seconds', LAUNCH_DEFAULTS.pollIntervalSeconds, 1000);
  if (ms === 0) throw new UsageError(`${spec.prog}: error: argument --poll-interval-seconds: must be above 0`);
  return ms;
}

function printLane(values: PrepareValues, io: CliIO): number {
  const need = (name: 'framework' | 'model-prefix' | 'precision'): string => {
    const value = values[name];
    if (value === undefined) throw new UsageError(`${spec.prog}: error: --resolve-lane needs --${name}`);
    return value;
  };
  const lane = resolveLane(loadSrtctlVersions(io.files, values['versions-file']), {
    framework: need('framework'),
    modelPrefix: need('model-prefix'),
    precision: need('precision'),
    specDecoding: values['spec-decoding'],
    agentic: values.agentic,
    power: values.power
  });
  lane.warnings.forEach((w) => io.stderr(`warning: ${w}\n`));
  const { warnings: _warnings, ...shown } = lane;
  io.stdout(`${JSON.stringify(shown, null, 2)}\n`);
  return 0;
}

/** Ctrl-C (or a scheduler's TERM) cancels the job at once; a second one exits. */
function abortOnSignals(): AbortController {
  const controller = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => (controller.signal.aborted ? process.exit(130) : controller.abort()));
  }
  return controller;
}

const srtctlLaunch: RunCommand = async (argv, io) => {
  const { values } = parseArgs(spec, argv);
  const prepare = prepareValues(values, io);
  if (values['resolve-lane']) return printLane(prepare, io);
  const recipe = values.recipe as string | undefined;
  if (recipe === undefined) throw new UsageError(`${spec.prog}: error: the following arguments are required: --recipe (or --resolve-lane)`);
  const expect = (values.expect as Expectation | undefined) ?? 'fixed-seq-len';
  const resultFilename = (values['result-filename'] as string | undefined) ?? (io.env.RESULT_FILENAME || undefined);
  if (!resultFilename && needsResultFilename(expect)) {
    throw new UsageError(`${spec.prog}: error: --result-filename (or RESULT_FILENAME) names the results; or use --expect none`);
  }
  const clusterFile = values['cluster-config'] as string | undefined;
  const reporter: LaunchReporter & StageReporter = {
    info: (line) => io.stderr(`${line}\n`),
    warning: (line) => io.stderr(`warning: ${line}\n`),
    jobOutput: (text) => io.stdout(`${text}\n`),
    output: (text) => io.stderr(`${text}\n`),
    group: (title) => io.stderr(`== ${title}\n`),
    endGroup: () => undefined
  };
  const clusterConfig = clusterFile === undefined ? undefined : readTextFile(io.files, resolve(io.cwd, clusterFile), clusterFile);
  const wheelsCacheDir = values['wheels-cache-dir'] as string | undefined;
  const plan = planPrepare(prepare, {
    workspace: io.cwd,
    files: io.files,
    runnerName: io.env.RUNNER_NAME,
    resultFilename,
    expect,
    recipe,
    clusterConfig,
    clusterConfigSource: clusterFile ?? 'cluster config',
    wheelsCacheDir
  });
  const controller = abortOnSignals();
  const { settings, prepared } = await prepareOnThisMachine(
    {
      recipe,
      srtctl: (values.srtctl as string | undefined) ?? 'srtctl',
      srtctlArgs: ((values['srtctl-args'] as string | undefined) ?? '').split(/\s+/).filter(Boolean),
      workingDirectory: resolve(io.cwd, (values['working-directory'] as string | undefined) ?? '.'),
      resultsDir: resolve(io.cwd, (values['results-dir'] as string | undefined) ?? '.'),
      resultFilename,
      expect,
      agenticDir: io.env.INFMAX_WORKSPACE || undefined,
      pollIntervalMs: pollInterval(values),
      queueTimeoutMs: number(values, 'queue-timeout-minutes', 0, 60_000),
      jobTimeoutMs: number(values, 'job-timeout-minutes', 0, 60_000),
      unreachableTimeoutMs: number(values, 'slurm-unreachable-minutes', LAUNCH_DEFAULTS.unreachableMinutes, 60_000),
      slurmTimeoutMs: number(values, 'slurm-timeout-seconds', LAUNCH_DEFAULTS.slurmTimeoutSeconds, 1000),
      cancelWaitMs: number(values, 'cancel-wait-seconds', LAUNCH_DEFAULTS.cancelWaitSeconds, 1000),
      clusterConfig,
      wheelsCacheDir,
      env: { ...io.env },
      tempDir: tmpdir(),
      concList: prepare['conc-list'],
      maxLogBytes: prepare['max-log-bytes']
    },
    plan,
    reporter
  );
  if (prepared) io.stderr(`srt-slurm-sha=${prepared.sha} srtctl=${prepared.srtctl} working-directory=${prepared.checkoutDir} job-name=${plan.jobName}\n`);
  if (plan.prepareOnly) return 0;
  const result = await launchOnThisMachine(
    settings,
    reporter,
    (jobs) => io.stderr(`job ids: ${jobs.map((j) => j.id).join(' ')}\n`),
    controller.signal
  );
  io.stderr(`state=${result.state} exit-code=${result.exitCode ?? ''} log-file=${result.logFile ?? ''}${result.failure ? ` reason=${failureReason(result)}` : ''}\n`);
  for (const entry of result.digest ?? []) io.stderr(`== last lines of ${entry.file}\n${entry.lines}\n`);
  for (const file of result.resultFiles) io.stdout(`${file}\n`);
  if (result.failure) throw result.failure;
  return 0;
};
export default srtctlLaunch;
