import type { CommandOptions } from '../../common/src/index.js';
import { RUN_EVAL_OPTION } from './row-source.js';

/** `sweepkit result-filename` and the result-filename action: one table for both. */
export const RESULT_FILENAME_COMMAND = {
  cli: 'result-filename',
  action: 'result-filename',
  description:
    'Print the RESULT_FILENAME of a benchmark job, from a matrix row or from the variables the benchmark templates set; or parse a name back into its fields.',
  options: {
    row: { kind: 'string', metavar: 'JSON', help: 'the matrix row as JSON (toJson(matrix.config))', conflicts: ['env', 'parse', 'parse-job-name'] },
    env: {
      kind: 'flag',
      only: 'cli',
      help: 'read EXP_NAME, PRECISION, TP …, PREFILL_*/DECODE_*, CONC/CONC_LIST … from the environment',
      conflicts: ['row', 'parse', 'parse-job-name']
    },
    parse: {
      kind: 'string',
      only: 'cli',
      metavar: 'NAME',
      help: 'print the fields of a RESULT_FILENAME as JSON (also per-point names R_<cfg>_conc<N>_gpus_<G>…, R_conc<N> and agg_ files)',
      conflicts: ['row', 'env', 'parse-job-name']
    },
    'parse-job-name': {
      kind: 'string',
      only: 'cli',
      metavar: 'NAME',
      help: "print the fields of a benchmark job's display name ('p<priority> | dsr1 fp4 b200 sgl TP4 c16') as JSON",
      conflicts: ['row', 'env', 'parse']
    },
    'runner-name': { kind: 'string', metavar: 'NAME', help: 'the concrete runner, runner.name (default: $RUNNER_NAME)' },
    'eval-only': {
      kind: 'flag',
      default: false,
      help: "with a row: the job runs the row's eval only (the eval families); else the row's own eval-only"
    },
    'run-eval': { ...RUN_EVAL_OPTION, help: `with a row: ${RUN_EVAL_OPTION.help}` },
    json: {
      kind: 'flag',
      only: 'cli',
      help: 'print result-filename, result-filename-base, the artifact names and (with --row) runs-on and display-name as one JSON object'
    }
  }
} as const satisfies CommandOptions;
