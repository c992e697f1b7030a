import type { CommandOptions } from '../../common/src/index.js';

/** `sweepkit result-filename` and the result-filename action: one table for both. */
export const RESULT_FILENAME_COMMAND = {
  cli: 'result-filename',
  action: 'result-filename',
  description:
    'Print the RESULT_FILENAME of a benchmark job, from a matrix row or from the variables the benchmark templates set; or parse a name back into its fields.',
  options: {
    row: { kind: 'string', metavar: 'JSON', help: 'the matrix row as JSON (toJson(matrix.config))', conflicts: ['env', 'parse'] },
    env: {
      kind: 'flag',
      only: 'cli',
      help: 'read EXP_NAME, PRECISION, TP …, PREFILL_*/DECODE_*, CONC/CONC_LIST … from the environment',
      conflicts: ['row', 'parse']
    },
    parse: { kind: 'string', only: 'cli', metavar: 'NAME', help: 'print the fields of a RESULT_FILENAME as JSON (also per-point names R_<cfg>_conc<N>_gpus_<G>…, R_conc<N> and agg_ files)', conflicts: ['row', 'env'] },
    'runner-name': { kind: 'string', metavar: 'NAME', help: 'the concrete runner, runner.name (default: $RUNNER_NAME)' },
    json: { kind: 'flag', only: 'cli', help: 'print result-filename, result-filename-base and the artifact names as one JSON object' }
  }
} as const satisfies CommandOptions;
