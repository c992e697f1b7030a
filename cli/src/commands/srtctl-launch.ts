import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { UsageError, readTextFile } from '../../../packages/common/src/index.js';
import { launchOnThisMachine } from '../../../packages/slurm/src/adapters/node-launcher.js';
import { abortOnSignals } from '../../../packages/slurm/src/adapters/signals.js';
import {
  launchTimings,
  loadSrtctlVersions,
  resolveLane,
  resultFilenameFor,
  SRTCTL_LAUNCH_COMMAND,
  srtctlArgv,
  type LaunchReporter,
  type SrtctlLaunchValues
} from '../../../packages/slurm/src/index.js';
import type { CliIO, RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';

const PROG = 'sweepkit srtctl-launch';

function printLane(values: SrtctlLaunchValues, io: CliIO): number {
  const { framework, 'model-prefix': modelPrefix, precision } = values;
  if (framework === undefined) throw new UsageError(`${PROG}: error: --resolve-lane needs --framework`);
  if (modelPrefix === undefined) throw new UsageError(`${PROG}: error: --resolve-lane needs --model-prefix`);
  if (precision === undefined) throw new UsageError(`${PROG}: error: --resolve-lane needs --precision`);
  const lane = resolveLane(loadSrtctlVersions(io.files, values['versions-file']), {
    framework,
    modelPrefix,
    precision,
    specDecoding: values['spec-decoding'],
    agentic: Boolean(values.agentic),
    power: Boolean(values.power)
  });
  lane.warnings.forEach((w) => io.stderr(`warning: ${w}\n`));
  const { warnings: _warnings, ...shown } = lane;
  io.stdout(`${JSON.stringify(shown, null, 2)}\n`);
  return 0;
}

const srtctlLaunch: RunCommand = async (argv, io) => {
  const { values } = parseCommandArgs(SRTCTL_LAUNCH_COMMAND, argv, io);
  if (values['resolve-lane']) return printLane(values, io);
  if (values.recipe === undefined) throw new UsageError(`${PROG}: error: the following arguments are required: --recipe (or --resolve-lane)`);
  let resultFilename: string | undefined;
  try {
    resultFilename = resultFilenameFor(values);
  } catch (error) {
    throw error instanceof UsageError ? new UsageError(`${PROG}: error: ${error.message}`) : error;
  }
  const clusterFile = values['cluster-config'];
  const reporter: LaunchReporter = {
    info: (line) => io.stderr(`${line}\n`),
    warning: (line) => io.stderr(`warning: ${line}\n`),
    jobOutput: (text) => io.stdout(`${text}\n`)
  };
  const controller = abortOnSignals();
  const result = await launchOnThisMachine(
    {
      recipe: values.recipe,
      srtctl: values.srtctl,
      srtctlArgs: srtctlArgv(values),
      workingDirectory: resolve(io.cwd, values['working-directory'] ?? '.'),
      resultsDir: resolve(io.cwd, values['results-dir'] ?? '.'),
      resultFilename,
      expect: values.expect,
      agenticDir: io.env.INFMAX_WORKSPACE || undefined,
      ...launchTimings(values),
      clusterConfig: clusterFile === undefined ? undefined : readTextFile(io.files, resolve(io.cwd, clusterFile), clusterFile),
      wheelsCacheDir: values['wheels-cache-dir'],
      env: io.env,
      tempDir: tmpdir()
    },
    reporter,
    (jobs) => io.stderr(`job ids: ${jobs.map((j) => j.id).join(' ')}\n`),
    controller.signal
  );
  io.stderr(`state=${result.state} exit-code=${result.exitCode ?? ''} log-file=${result.logFile ?? ''}\n`);
  for (const file of result.resultFiles) io.stdout(`${file}\n`);
  if (result.failure) throw result.failure;
  return 0;
};
export default srtctlLaunch;
