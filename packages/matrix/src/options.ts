import { JSON_OUTPUT_OPTION, type CommandOptions, type OptionDef, type OptionTable, type OptionValues } from '../../common/src/index.js';
import { CHANGELOG_DIFF_OPTIONS } from './changelog-diff-options.js';
import { PRIORITY_OPTIONS } from './priority/options.js';
import { DEFAULT_RUNNER_CONFIG, DEFAULT_STEP_SIZE, SCENARIO_TYPES, SEQ_LENS, type MatrixRequest } from './request.js';

/** GitHub expands at most 256 jobs per matrix. */
export const DEFAULT_MAX_JOBS_PER_MATRIX = 256;
/** Chunk jobs per family the example workflows fan out to (one job per chunk). */
export const DEFAULT_MAX_CHUNKS = 3;
/** The forms sweep-changelog can emit the matrix in (counts and `canary` always come). */
export const CHANGELOG_OUTPUT_FORMS = ['search-space-config', 'canary-search-space-config', 'chunks'] as const;
/** The forms sweep-matrix can emit the rows in (counts always come). */
export const MATRIX_OUTPUT_FORMS = ['matrix', 'families', 'chunks'] as const;

/**
 * `sweepkit process-changelog` and the sweep-changelog action: the entries a diff adds to the
 * changelog → the bucketed matrix. The action defaults the refs and the eval modifiers from the
 * event (refs of the pull request or push, the `all-evals` / `evals-only` labels), so those have no
 * action.yml default; on the command line the refs and the file are required, as in the reference.
 */
export const PROCESS_CHANGELOG_COMMAND = {
  cli: 'process-changelog',
  action: 'sweep-changelog',
  description: 'Turn the entries a diff adds to perf-changelog.yaml into the bucketed sweep matrix.',
  options: {
    ...CHANGELOG_DIFF_OPTIONS,
    json: JSON_OUTPUT_OPTION,
    'trim-conc': { kind: 'flag', default: false, help: 'keep only the lowest concurrency of each curve (what the sweep-enabled label does)' },
    'all-evals': { kind: 'flag', help: 'every eligible config also gets eval rows (throughput rows stay); the action defaults it to the all-evals label' },
    'evals-only': { kind: 'flag', help: 'no throughput rows; the action defaults it to the evals-only label' },
    'max-jobs-per-matrix': {
      kind: 'int',
      only: 'action',
      min: 1,
      default: DEFAULT_MAX_JOBS_PER_MATRIX,
      help: 'largest chunk in the <family>-chunks outputs (GitHub expands at most 256 jobs per matrix)'
    },
    'max-chunks': {
      kind: 'int',
      only: 'action',
      min: 1,
      default: DEFAULT_MAX_CHUNKS,
      help: 'chunk jobs the workflow fans each family out to; a family needing more fails the step unless allow-truncation'
    },
    'allow-truncation': {
      kind: 'flag',
      only: 'action',
      default: false,
      help: 'a family needing more than max-chunks chunks is a warning (its last rows do not run) instead of an error'
    },
    'canary-job': {
      kind: 'flag',
      only: 'action',
      help: 'a canary job runs the canary row first, so the chunks leave it out; empty means true on a pull request with a canary label of the bundled label policy'
    },
    outputs: {
      kind: 'list',
      only: 'action',
      choices: CHANGELOG_OUTPUT_FORMS,
      help: "the matrix forms to emit (GitHub allows 1 MB of outputs per job); empty means all; counts and 'canary' always come"
    },
    ...PRIORITY_OPTIONS
  }
} as const satisfies CommandOptions;

const SWEEP = { mode: ['sweep'] } as const;
const FULL_SWEEP = { mode: ['sweep'], command: ['full-sweep'] } as const;
const TEST_CONFIG = { mode: ['sweep'], command: ['test-config'] } as const;

/** The changelog options as inputs of sweep-matrix's deprecated `mode: changelog`. */
const inChangelogMode = <T extends OptionTable>(options: T): { [K in keyof T]: T[K] & { only: 'action'; when: { mode: readonly ['changelog'] } } } =>
  Object.fromEntries(Object.entries(options).map(([name, def]) => [name, { ...def, only: 'action', when: { mode: ['changelog'] } } as OptionDef])) as never;

const { 'base-ref': baseRef, 'head-ref': headRef, 'changelog-file': changelogFile, 'trim-conc': trimConc } = PROCESS_CHANGELOG_COMMAND.options;

/**
 * `sweepkit matrix full-sweep|test-config` (the reference generator's options and names) and the
 * sweep-matrix action, whose `command` input is the CLI's sub-command. `mode: changelog` is the
 * sweep-changelog action's job, kept on sweep-matrix for one release.
 */
export const MATRIX_COMMAND = {
  cli: 'matrix',
  action: 'sweep-matrix',
  description: 'Expand master configs into the sweep matrix (JSON on stdout).',
  subcommand: {
    option: 'command',
    descriptions: { 'full-sweep': 'Every config that passes the filters.', 'test-config': 'The named configs, in the order given.' }
  },
  options: {
    mode: {
      kind: 'string',
      only: 'action',
      choices: ['sweep', 'changelog'],
      default: 'sweep',
      help: '`sweep` expands `config-files` with `command`; `changelog` is deprecated: use the sweep-changelog action'
    },
    command: {
      kind: 'string',
      choices: ['full-sweep', 'test-config'],
      default: 'full-sweep',
      when: SWEEP,
      help: '`full-sweep` (every config that passes the filters) or `test-config` (the configs named in `config-keys`)'
    },
    'config-files': { kind: 'list', required: true, when: SWEEP, help: 'master config YAML files, merged in this order' },
    'runner-config': { kind: 'string', default: DEFAULT_RUNNER_CONFIG, when: SWEEP, help: 'runners file (labels, nodes, hardware)' },
    'no-evals': { kind: 'flag', default: false, when: SWEEP, conflicts: ['evals-only'], help: 'do not mark eval rows' },
    'evals-only': {
      kind: 'flag',
      conflicts: ['no-evals'],
      help: 'keep only eval rows (adds eval-only: true); in mode changelog: no throughput rows, default the evals-only PR label'
    },
    'all-evals': {
      kind: 'flag',
      help: 'evaluate every eligible point (implies evals-only); in mode changelog: also eval rows, default the all-evals PR label'
    },
    'runner-node-filter': { kind: 'string', when: SWEEP, help: 'fan rows out to the runner nodes whose name contains this' },
    'scenario-type': { kind: 'list', choices: SCENARIO_TYPES, when: SWEEP, help: 'scenario types to include (default: all)' },
    'model-prefix': { kind: 'list', when: FULL_SWEEP, help: 'config keys starting with one of these' },
    precision: { kind: 'list', when: FULL_SWEEP, help: 'precisions to include' },
    framework: { kind: 'list', when: FULL_SWEEP, help: 'frameworks to include' },
    'runner-type': { kind: 'list', when: FULL_SWEEP, help: 'runner labels to include; each must be a label of the runners file' },
    'seq-lens': { kind: 'list', choices: SEQ_LENS, when: SWEEP, help: 'sequence lengths to include (fixed-seq-len only)' },
    'step-size': { kind: 'int', default: DEFAULT_STEP_SIZE, when: FULL_SWEEP, help: 'factor between range concurrencies (must be > 1)' },
    'min-conc': { kind: 'int', when: FULL_SWEEP, help: 'lowest concurrency (ranges are re-based on it)' },
    'max-conc': { kind: 'int', when: FULL_SWEEP, help: 'highest concurrency' },
    'max-tp': { kind: 'int', when: FULL_SWEEP, help: 'skip single-node fixed-seq-len entries with a larger tp' },
    'max-ep': { kind: 'int', when: FULL_SWEEP, help: 'clamp single-node fixed-seq-len ep to this' },
    'single-node': { kind: 'flag', default: false, when: FULL_SWEEP, help: 'single-node configs (default: both kinds)' },
    'multi-node': { kind: 'flag', default: false, when: FULL_SWEEP, help: 'multi-node configs (default: both kinds)' },
    'config-keys': { kind: 'list', required: true, when: TEST_CONFIG, help: 'config keys or glob patterns, in the order wanted' },
    conc: { kind: 'int-list', when: TEST_CONFIG, help: 'keep only these concurrencies' },
    json: {
      kind: 'flag',
      only: 'cli',
      when: SWEEP,
      help: 'print the matrix JSON even on a terminal (it is always printed to a pipe or a file)'
    },
    'max-jobs-per-matrix': {
      kind: 'int',
      only: 'action',
      min: 1,
      default: DEFAULT_MAX_JOBS_PER_MATRIX,
      when: SWEEP,
      help: 'largest chunk in the <family>-chunks outputs (GitHub expands at most 256 jobs per matrix)'
    },
    outputs: {
      kind: 'list',
      only: 'action',
      choices: MATRIX_OUTPUT_FORMS,
      when: SWEEP,
      help: "the row forms to emit (GitHub allows 1 MB of outputs per job): 'matrix', 'families' (<family> lists), 'chunks'; empty means all"
    },
    ...inChangelogMode({ 'base-ref': baseRef, 'head-ref': headRef, 'changelog-file': changelogFile, 'trim-conc': trimConc }),
    // Both modes: the rows (and, in changelog mode, the canary chosen after annotation) carry their priority.
    ...PRIORITY_OPTIONS
  }
} as const satisfies CommandOptions;

type MatrixValues = OptionValues<typeof MATRIX_COMMAND.options>;

/** The generator's request from the table's values (`mode: sweep`, where `config-files` and, for test-config, `config-keys` are required). */
export function matrixRequest(v: MatrixValues): MatrixRequest {
  const common = {
    configFiles: v['config-files']!,
    runnerConfig: v['runner-config'],
    noEvals: v['no-evals'],
    evalsOnly: v['evals-only'] ?? false,
    allEvals: v['all-evals'] ?? false,
    runnerNodeFilter: v['runner-node-filter'],
    scenarioTypes: v['scenario-type'],
    seqLens: v['seq-lens']
  };
  if (v.command === 'test-config') return { command: 'test-config', ...common, configKeys: v['config-keys']!, conc: v.conc };
  return {
    command: 'full-sweep',
    ...common,
    modelPrefixes: v['model-prefix'],
    precisions: v.precision,
    frameworks: v.framework,
    runnerTypes: v['runner-type'],
    stepSize: v['step-size'],
    minConc: v['min-conc'],
    maxConc: v['max-conc'],
    maxTp: v['max-tp'],
    maxEp: v['max-ep'],
    singleNode: v['single-node'],
    multiNode: v['multi-node']
  };
}
