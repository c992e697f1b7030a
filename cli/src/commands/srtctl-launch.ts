import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { UsageError } from '../../../packages/common/src/index.js';
import { launchOnThisMachine } from '../../../packages/slurm/src/index.js';
import {
  checkWheelsCacheDir,
  failureReason,
  laneForQuery,
  loadSrtctlVersions,
  prepareHostThenTrapSignals,
  prepareOnThisMachine,
  resolveLane,
  resultFilenameFor,
  rowLaneQuery,
  SRTCTL_LAUNCH_COMMAND,
  srtctlLaunchPlan,
  type LaunchReporter,
  type SrtctlLaunchValues,
  type StageReporter,
  submittedRecipeMetricPrefix
} from '../../../packages/slurm/src/index.js';
import type { CliIO, RunCommand } from '../io.js';
import { printJsonOutput } from '../terminal.js';
import { parseCommandArgs } from '../options.js';

const PROG = 'sweepkit srtctl-launch';

/** `--resolve-lane --row JSON`: how the row launches, reading its recipe when a power lane depends on it. */
function printRowLane(values: SrtctlLaunchValues, rowJson: string, io: CliIO): number {
  let row: unknown;
  try {
    row = JSON.parse(rowJson);
  } catch (error) {
    throw new UsageError(`${PROG}: error: --row is not JSON: ${(error as Error).message}`);
  }
  if (row === null || typeof row !== 'object' || Array.isArray(row)) throw new UsageError(`${PROG}: error: --row must be a JSON object (a matrix row)`);
  const query = rowLaneQuery(row as Record<string, unknown>);
  const recipesDir = resolve(io.cwd, values['recipes-dir'] ?? 'benchmarks/multi_node/srt-slurm-recipes');
  const resolution = laneForQuery(
    loadSrtctlVersions(io.files, values['versions-file']),
    { ...query, recipe: values.recipe ?? query.recipe },
    io.files,
    recipesDir
  );
  if (resolution.kind === 'none') {
    printJsonOutput(io, values.json, `${JSON.stringify(resolution, null, 2)}\n`, 'launch lane');
    return resolution.code === 'no-match' ? 1 : 0;
  }
  const { warnings, ...lane } = resolution.lane;
  warnings.forEach((w) => io.stderr(`warning: ${w}\n`));
  const printed = { kind: resolution.kind, power: resolution.power, lane };
  printJsonOutput(io, values.json, `${JSON.stringify(printed, null, 2)}\n`, 'launch lane');
  return 0;
}

function printLane(values: SrtctlLaunchValues, io: CliIO): number {
  if (values.row !== undefined) return printRowLane(values, values.row, io);
  const need = (name: 'framework' | 'model-prefix' | 'precision'): string => {
    const value = values[name];
    if (value === undefined) throw new UsageError(`${PROG}: error: --resolve-lane needs --${name}`);
    return value;
  };
  const lane = resolveLane(loadSrtctlVersions(io.files, values['versions-file']), {
    framework: need('framework'),
    modelPrefix: need('model-prefix'),
    precision: need('precision'),
    specDecoding: values['spec-decoding'],
    agentic: values.agentic,
    power: values.power,
    cluster: values.cluster
  });
  lane.warnings.forEach((w) => io.stderr(`warning: ${w}\n`));
  const { warnings: _warnings, ...shown } = lane;
  printJsonOutput(io, values.json, `${JSON.stringify(shown, null, 2)}\n`, 'srt-slurm lane');
  return 0;
}

const srtctlLaunch: RunCommand = async (argv, io) => {
  const { values } = parseCommandArgs(SRTCTL_LAUNCH_COMMAND, argv, io);
  if (values['resolve-lane']) return printLane(values, io);
  if (values.row !== undefined) throw new UsageError(`${PROG}: error: --row needs --resolve-lane`);
  const recipe = values.recipe;
  if (recipe === undefined) throw new UsageError(`${PROG}: error: the following arguments are required: --recipe (or --resolve-lane)`);
  const wheelsCacheDir = values['wheels-cache-dir'];
  let resultFilename: string | undefined;
  try {
    if (wheelsCacheDir) checkWheelsCacheDir(resolve(io.cwd, wheelsCacheDir));
    resultFilename = resultFilenameFor(values);
  } catch (error) {
    throw error instanceof UsageError ? new UsageError(`${PROG}: error: ${error.message}`) : error;
  }
  const reporter: LaunchReporter & StageReporter = {
    info: (line) => io.stderr(`${line}\n`),
    warning: (line) => io.stderr(`warning: ${line}\n`),
    jobOutput: (text) => io.stdout(`${text}\n`),
    output: (text) => io.stderr(`${text}\n`),
    group: (title) => io.stderr(`== ${title}\n`),
    endGroup: () => undefined
  };
  const { settings: given, plan } = srtctlLaunchPlan(values, recipe, resultFilename, {
    workspace: io.cwd,
    env: { ...io.env },
    files: io.files,
    tempDir: tmpdir(),
    clusterConfigSource: (file) => file ?? 'cluster config'
  });
  const controller = await prepareHostThenTrapSignals({ wheelsCacheDir: wheelsCacheDir && resolve(io.cwd, wheelsCacheDir) });
  const { settings, prepared } = await prepareOnThisMachine(given, plan, reporter);
  if (prepared) io.stderr(`srt-slurm-sha=${prepared.sha} srtctl=${prepared.srtctl} working-directory=${prepared.checkoutDir} job-name=${plan.jobName}\n`);
  const prefix = submittedRecipeMetricPrefix(io.files, settings);
  if (prefix) io.stderr(`required-server-metric-prefix=${prefix}\n`);
  if (plan.prepareOnly) return 0;
  const result = await launchOnThisMachine(settings, reporter, (jobs) => io.stderr(`job ids: ${jobs.map((j) => j.id).join(' ')}\n`), controller.signal);
  io.stderr(
    `state=${result.state} exit-code=${result.exitCode ?? ''} log-file=${result.logFile ?? ''}${result.failure ? ` reason=${failureReason(result)}` : ''}\n`
  );
  for (const entry of result.digest ?? []) io.stderr(`== last lines of ${entry.file}\n${entry.lines}\n`);
  for (const file of result.resultFiles) io.stdout(`${file}\n`);
  if (result.failure) throw result.failure;
  return 0;
};
export default srtctlLaunch;
