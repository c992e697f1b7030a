import type { CommandOptions } from '../../common/src/index.js';

/** `sweepkit process-result` and the process-result action. */
export const PROCESS_RESULT_COMMAND = {
  cli: 'process-result',
  action: 'process-result',
  description:
    'Turn a benchmark_serving result (${RESULT_FILENAME}.json) into its dashboard row agg_${RESULT_FILENAME}.json with the power verdict and power_validation_${RESULT_FILENAME}.json, reading the benchmark template\'s environment like utils/process_result.py.',
  options: {
    'multinode-dir': {
      kind: 'string',
      metavar: 'DIR',
      help: 'process every ${RESULT_FILENAME}_*.json point file in DIR (the multi-node template\'s loop; GPU counts from the file names)'
    },
    'working-directory': {
      kind: 'string',
      only: 'action',
      default: '.',
      help: 'the benchmark workspace holding ${RESULT_FILENAME}.json (single point)'
    }
  }
} as const satisfies CommandOptions;

/** `sweepkit collect-results RESULTS_DIR EXP_NAME` and the collect-results action. */
export const COLLECT_RESULTS_COMMAND = {
  cli: 'collect-results',
  action: 'collect-results',
  description: 'Collect every *.json below RESULTS_DIR (any depth, sorted by relative path) into one JSON array agg_<EXP_NAME>.json, like utils/collect_results.py.',
  options: {
    'results-dir': { kind: 'string', only: 'action', required: true, help: 'the folder holding the downloaded result artifacts' },
    'exp-name': { kind: 'string', only: 'action', required: true, help: 'the collection prefix: the output is agg_<exp-name>.json' },
    'output-dir': { kind: 'string', only: 'action', default: '.', help: 'where agg_<exp-name>.json is written' }
  }
} as const satisfies CommandOptions;
