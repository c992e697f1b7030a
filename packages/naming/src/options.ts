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
    profile: {
      kind: 'flag',
      default: false,
      help: "profile.yml's RESULT_FILENAME (`…_tp<T>-pp<P>-dcp<D>-pcp<C>_ep<E>_dpa_<bool>_conc<N>_<runner>`, no disagg, spec or recipe part; single-node rows); no artifact names",
      conflicts: ['parse', 'parse-job-name']
    },
    json: {
      kind: 'flag',
      only: 'cli',
      help: 'print result-filename, result-filename-base, the artifact names and (with --row) runs-on and display-name as one JSON object'
    }
  }
} as const satisfies CommandOptions;

/** The profile-trace action (profile.yml after the launcher). */
export const PROFILE_TRACE_COMMAND = {
  action: 'profile-trace',
  description: "Find a profiling run's traces, push the trace to a storage repository and link it in Perfetto.",
  options: {
    'result-filename': { kind: 'string', env: 'RESULT_FILENAME', help: "the run's RESULT_FILENAME, profile spelling (default: $RESULT_FILENAME)" },
    framework: { kind: 'string', env: 'FRAMEWORK', help: 'the serving framework; `sglang` also looks for the TP-0 traces (default: $FRAMEWORK)' },
    'runner-type': { kind: 'string', env: 'RUNNER_TYPE', help: 'the runner label, a folder of the storage path (default: $RUNNER_TYPE)' },
    'storage-repository': { kind: 'string', default: '', help: 'owner/name of the repository the trace is pushed to; empty: no push, artifacts only' },
    'storage-token': { kind: 'string', default: '', help: 'a token that may push to storage-repository (contents: write)' },
    'storage-branch': { kind: 'string', default: '', help: "the storage branch (default: the repository's default branch)" },
    'relay-url': {
      kind: 'string',
      env: 'PERFETTO_RELAY_URL',
      help: 'the Perfetto relay page the summary links the stored trace through (default: $PERFETTO_RELAY_URL; empty: the raw link only)'
    }
  }
} as const satisfies CommandOptions;
