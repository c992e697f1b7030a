import type { CommandOptions } from '../../common/src/index.js';

/** `sweepkit process-result` and the process-result action. */
export const PROCESS_RESULT_COMMAND = {
  cli: 'process-result',
  action: 'process-result',
  description:
    "Turn a benchmark_serving result (${RESULT_FILENAME}.json) into its dashboard row agg_${RESULT_FILENAME}.json with the power verdict and power_validation_${RESULT_FILENAME}.json, reading the benchmark template's environment like utils/process_result.py.",
  options: {
    'multinode-dir': {
      kind: 'string',
      metavar: 'DIR',
      help: "process every ${RESULT_FILENAME}_*.json point file in DIR (the multi-node template's loop; GPU counts from the file names)"
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
  description:
    'Collect every *.json below RESULTS_DIR (any depth, sorted by relative path) into one JSON array agg_<EXP_NAME>.json, like utils/collect_results.py.',
  options: {
    'results-dir': { kind: 'string', only: 'action', required: true, help: 'the folder holding the downloaded result artifacts' },
    'exp-name': { kind: 'string', only: 'action', required: true, help: 'the collection prefix: the output is agg_<exp-name>.json' },
    'output-dir': { kind: 'string', only: 'action', default: '.', help: 'where agg_<exp-name>.json is written' },
    'artifact-pattern': {
      kind: 'string',
      only: 'action',
      help: "first download this run's artifacts whose names match the glob (e.g. bmk_*), each into results-dir/<name>/"
    },
    'github-token': {
      kind: 'string',
      only: 'action',
      runnerDefault: '${{ github.token }}',
      help: "token that may read this run's artifacts (`actions: read`), for artifact-pattern"
    }
  }
} as const satisfies CommandOptions;

/** `sweepkit success-rate` and the success-rate action. */
export const SUCCESS_RATE_COMMAND = {
  cli: 'success-rate',
  action: 'success-rate',
  description:
    'Count the jobs of a workflow run (every attempt) and their successes per cluster bucket of runners.yaml (each job in its first matching bucket) and write run_stats.json, like utils/calc_success_rate.py.',
  options: {
    'run-id': { kind: 'string', required: true, env: 'GITHUB_RUN_ID', help: 'the workflow run whose jobs are counted (default: $GITHUB_RUN_ID)' },
    repository: {
      kind: 'string',
      required: true,
      env: 'GITHUB_REPOSITORY',
      metavar: 'OWNER/REPO',
      help: 'the repository of the run (default: $GITHUB_REPOSITORY)'
    },
    runners: {
      kind: 'string',
      default: 'configs/runners.yaml',
      metavar: 'FILE',
      help: 'the runners file: its cluster:<name> labels (else its hardware keys) are the buckets'
    },
    output: { kind: 'string', default: 'run_stats.json', metavar: 'FILE', help: 'where the stats are written' },
    'api-url': { kind: 'string', env: 'GITHUB_API_URL', metavar: 'URL', help: 'the GitHub REST API (default: $GITHUB_API_URL, else https://api.github.com)' },
    'github-token': { kind: 'string', only: 'action', runnerDefault: '${{ github.token }}', help: 'token that may read the run (actions: read)' }
  }
} as const satisfies CommandOptions;

/** `sweepkit compare-results` and the compare-results action. */
export const COMPARE_RESULTS_COMMAND = {
  cli: 'compare-results',
  action: 'compare-results',
  description:
    "Compare this run's results with main's latest (PostgreSQL via DATABASE_URL, or a results file): a delta table per configuration, a per-hardware roll-up, a chart, and an optional regression gate.",
  options: {
    results: {
      kind: 'string',
      required: 'action',
      metavar: 'PATH',
      help: 'the results to compare: agg_bmk.json or a folder of result JSON files'
    },
    'database-url': {
      kind: 'string',
      env: 'DATABASE_URL',
      metavar: 'URL',
      help: 'the dashboard database (default: $DATABASE_URL): the newest error-free main result of each configuration',
      conflicts: ['baseline-file']
    },
    'baseline-file': {
      kind: 'string',
      metavar: 'PATH',
      help: "the baseline without a database: main's latest collected results (file or folder)",
      conflicts: ['database-url']
    },
    'fail-on-regression': { kind: 'string', metavar: 'PERCENT', help: 'fail when a metric is worse than its baseline by more than this (e.g. 5%)' },
    'noise-band': { kind: 'string', default: '2%', metavar: 'PERCENT', help: 'changes within ± this are shown as unchanged' },
    svg: { kind: 'string', metavar: 'FILE', help: 'also write the throughput-vs-interactivity chart as SVG to FILE (no file without it)' },
    format: {
      kind: 'string',
      only: 'cli',
      choices: ['reference', 'sweepkit'],
      default: 'reference',
      metavar: 'FORMAT',
      help: "the report: the reference's tables, byte for byte (reference), or Sweepkit's roll-up, delta table and chart (sweepkit)"
    },
    summary: { kind: 'string', only: 'cli', metavar: 'FILE', help: 'write the report to FILE instead of printing it' }
  }
} as const satisfies CommandOptions;

/** `sweepkit validate-reusable-artifacts --artifacts-dir DIR` and the validate-reusable-artifacts action. */
export const VALIDATE_REUSABLE_ARTIFACTS_COMMAND = {
  cli: 'validate-reusable-artifacts',
  action: 'validate-reusable-artifacts',
  description:
    "Check a reused run's downloaded artifacts before ingesting them (utils/validate_reusable_sweep_artifacts.py): reran evals are collapsed to their latest result in place, then fixed-sequence, agentic and eval rows must be free of duplicates and raw and aggregate artifacts must agree.",
  options: {
    'artifacts-dir': {
      kind: 'string',
      required: true,
      metavar: 'DIR',
      help: "the folder the reused run's artifacts were downloaded into (gh run download -D DIR)"
    }
  }
} as const satisfies CommandOptions;
