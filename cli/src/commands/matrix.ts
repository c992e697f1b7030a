import { SweepkitError, UsageError } from '../../../packages/common/src/index.js';
import {
  generateMatrix,
  matrixJson,
  referenceErrorText,
  SCENARIO_TYPES,
  SEQ_LENS,
  DEFAULT_RUNNER_CONFIG,
  type MatrixRequest,
  type ScenarioType,
  type SeqLen
} from '../../../packages/matrix/src/index.js';
import { HelpRequested, parseArgs, type OptionSpec, type ParsedArgs } from '../argparse.js';
import type { RunCommand } from '../io.js';

const PROG = 'sweepkit matrix';
const SUBCOMMANDS = ['full-sweep', 'test-config'] as const;

// The reference generator's options, with its names (docs/matrix.md §1).
const COMMON: OptionSpec[] = [
  { name: '--config-files', kind: 'list', required: true, help: 'master config YAML files, merged in this order' },
  { name: '--runner-config', kind: 'string', help: `runners file (default: ${DEFAULT_RUNNER_CONFIG})` },
  { name: '--no-evals', kind: 'flag', conflicts: ['--evals-only'], help: 'do not mark eval rows' },
  { name: '--evals-only', kind: 'flag', conflicts: ['--no-evals'], help: 'keep only eval rows' },
  { name: '--all-evals', kind: 'flag', help: 'evaluate every eligible point (implies --evals-only)' },
  { name: '--runner-node-filter', kind: 'string', help: 'fan rows out to the runner nodes whose name contains this' },
  { name: '--scenario-type', kind: 'list', choices: SCENARIO_TYPES, help: 'scenario types to include' }
];
const SEQ_LENS_OPTION: OptionSpec = { name: '--seq-lens', kind: 'list', choices: SEQ_LENS, help: 'sequence lengths to include' };

const FULL_SWEEP: OptionSpec[] = [
  ...COMMON,
  { name: '--model-prefix', kind: 'list', help: 'config keys starting with one of these' },
  { name: '--precision', kind: 'list', help: 'precisions to include' },
  { name: '--framework', kind: 'list', help: 'frameworks to include' },
  { name: '--runner-type', kind: 'list', help: 'runner labels to include' },
  SEQ_LENS_OPTION,
  { name: '--step-size', kind: 'int', help: 'factor between range concurrencies (default 2)' },
  { name: '--min-conc', kind: 'int', help: 'lowest concurrency' },
  { name: '--max-conc', kind: 'int', help: 'highest concurrency' },
  { name: '--max-tp', kind: 'int', help: 'skip entries with a larger tp' },
  { name: '--max-ep', kind: 'int', help: 'clamp ep to this' },
  { name: '--single-node', kind: 'flag', help: 'single-node configs (default: both kinds)' },
  { name: '--multi-node', kind: 'flag', help: 'multi-node configs (default: both kinds)' }
];

const TEST_CONFIG: OptionSpec[] = [
  ...COMMON,
  { name: '--config-keys', kind: 'list', required: true, help: 'config keys or glob patterns, in the order wanted' },
  { name: '--conc', kind: 'int-list', help: 'keep only these concurrencies' },
  SEQ_LENS_OPTION
];

const list = <T extends string>(value: unknown): T[] | undefined => value as T[] | undefined;
const num = (value: unknown): number | undefined => value as number | undefined;

function toRequest(command: (typeof SUBCOMMANDS)[number], { values: v }: ParsedArgs): MatrixRequest {
  const common = {
    configFiles: v['config-files'] as string[],
    runnerConfig: v['runner-config'] as string | undefined,
    noEvals: v['no-evals'] as boolean,
    evalsOnly: v['evals-only'] as boolean,
    allEvals: v['all-evals'] as boolean,
    runnerNodeFilter: v['runner-node-filter'] as string | undefined,
    scenarioTypes: list<ScenarioType>(v['scenario-type']),
    seqLens: list<SeqLen>(v['seq-lens'])
  };
  if (command === 'test-config') return { command, ...common, configKeys: v['config-keys'] as string[], conc: v.conc as number[] | undefined };
  return {
    command,
    ...common,
    modelPrefixes: list(v['model-prefix']),
    precisions: list(v.precision),
    frameworks: list(v.framework),
    runnerTypes: list(v['runner-type']),
    stepSize: num(v['step-size']),
    minConc: num(v['min-conc']),
    maxConc: num(v['max-conc']),
    maxTp: num(v['max-tp']),
    maxEp: num(v['max-ep']),
    singleNode: v['single-node'] as boolean,
    multiNode: v['multi-node'] as boolean
  };
}

function parseCommand(argv: readonly string[]): MatrixRequest {
  const [command, ...rest] = argv;
  if (command === '-h' || command === '--help') {
    throw new HelpRequested(`usage: ${PROG} {full-sweep,test-config} ...\n\nExpand master configs into the sweep matrix (JSON on stdout).\nRun '${PROG} <sub-command> --help' for its options.\n`);
  }
  if (command === undefined) throw new UsageError(`${PROG}: error: the following arguments are required: command`);
  if (!(SUBCOMMANDS as readonly string[]).includes(command)) {
    throw new UsageError(`${PROG}: error: argument command: invalid choice: '${command}' (choose from 'full-sweep', 'test-config')`);
  }
  const sub = command as (typeof SUBCOMMANDS)[number];
  const spec = {
    prog: `${PROG} ${sub}`,
    description: sub === 'full-sweep' ? 'Every config that passes the filters.' : 'The named configs, in the order given.',
    options: sub === 'full-sweep' ? FULL_SWEEP : TEST_CONFIG
  };
  return toRequest(sub, parseArgs(spec, rest));
}

/** `sweepkit matrix`: a drop-in for the reference generator (same flags, bytes, exit codes, first error line). */
const matrix: RunCommand = (argv, io) => {
  const request = parseCommand(argv);
  try {
    io.stdout(matrixJson(generateMatrix(request, { files: io.files, cwd: io.cwd })));
    return 0;
  } catch (error) {
    // The reference reports its own option checks through argparse: prefix them like one.
    if (error instanceof UsageError) throw new UsageError(`${PROG}: error: ${error.message}`);
    io.stderr(referenceErrorText(error));
    return error instanceof SweepkitError ? error.exitCode : 1;
  }
};
export default matrix;
