import type { CommandOptions, OptionValues } from '../../common/src/index.js';
import type { GateOptions } from './score-gate.js';

/** `sweepkit validate-eval-scores` (utils/evals/validate_scores.py) and the eval-gate action. */
export const EVAL_GATE_COMMAND = {
  cli: 'validate-eval-scores',
  action: 'eval-gate',
  description:
    "Gate an eval job on its lm-eval scores like utils/evals/validate_scores.py: the batch manifest of meta_env.json against the workflow's concurrencies, then every exact_match metric of results*.json against its per-model or default threshold.",
  options: {
    'min-score': { kind: 'float', default: 0.85, metavar: 'F', help: 'threshold for a task found in no thresholds table' },
    thresholds: {
      kind: 'string',
      metavar: 'PATH',
      help: 'thresholds file (YAML or JSON: {default: {task: x}, models: {prefix: {task: x}}}); default utils/evals/thresholds.yaml when it exists'
    },
    'strict-thresholds': {
      kind: 'flag',
      help: 'a missing or malformed thresholds file is an error (the reference warns and falls back to --min-score)'
    },
    'meta-env': { kind: 'string', default: 'meta_env.json', metavar: 'PATH', help: 'eval metadata (model prefix, batch manifest)' },
    'model-prefix': { kind: 'string', metavar: 'P', help: 'model prefix for per-model thresholds (default: meta_env.json, then $MODEL_PREFIX)' },
    'metric-prefix': { kind: 'string', default: 'exact_match,', metavar: 'S', help: 'only metrics whose name starts with this are checked' },
    'results-glob': { kind: 'string', default: 'results*.json', metavar: 'GLOB', help: 'the lm-eval result files (relative to the working directory)' },
    'expected-concs': {
      kind: 'string',
      metavar: 'LIST',
      help: 'the concurrencies the workflow asked for, space-separated (the action: default $EVAL_CONC, else the largest of $CONC_LIST)'
    },
    'bundled-thresholds': {
      kind: 'flag',
      help: "use Sweepkit's copy of InferenceX's thresholds when neither --thresholds nor utils/evals/thresholds.yaml is there"
    },
    'expected-concs-from-env': {
      kind: 'flag',
      only: 'action',
      default: true,
      help: 'without expected-concs, take $EVAL_CONC, else the largest of $CONC_LIST (the multi-node template); false: no expected concurrencies (the single-node template)'
    },
    'working-directory': { kind: 'string', only: 'action', default: '.', help: 'the job workspace holding meta_env.json and results*.json' }
  }
} as const satisfies CommandOptions;

/** `sweepkit collect-evals RESULTS_DIR EXP_NAME [SORT]` (utils/collect_eval_results.py) and the collect-evals action. */
export const COLLECT_EVALS_COMMAND = {
  cli: 'collect-evals',
  action: 'collect-evals',
  description:
    'Collect the eval artifacts below RESULTS_DIR (each a folder with meta_env.json and lm-eval results) into agg_eval_<EXP_NAME>.json and a Markdown summary, like utils/collect_eval_results.py.',
  options: {
    'results-dir': { kind: 'string', only: 'action', required: true, help: 'the folder holding the downloaded eval artifacts (eval_*)' },
    'exp-name': { kind: 'string', only: 'action', default: 'all', help: 'the collection name: the output is agg_eval_<exp-name>.json' },
    sort: {
      kind: 'string',
      only: 'action',
      default: 'model_prefix',
      choices: ['model_prefix', 'hw'],
      help: 'the first sort key of the summary tables'
    },
    'output-dir': { kind: 'string', only: 'action', default: '.', help: 'where agg_eval_<exp-name>.json is written' }
  }
} as const satisfies CommandOptions;

/** `sweepkit eval-meta-env` (benchmark_lib.sh append_lm_eval_summary): no options, the job's environment is the input. */
export const EVAL_META_ENV_COMMAND = {
  cli: 'eval-meta-env',
  description:
    "Write meta_env.json from the job's environment as the in-job library does after lm-eval: batched (EVAL_BATCHED_CONCS) in the working directory, else into EVAL_RESULT_DIR, whose *.json* files then move up to the working directory.",
  options: {}
} as const satisfies CommandOptions;

export type EvalGateValues = OptionValues<typeof EVAL_GATE_COMMAND.options>;

/** The gate's options from either edge's values; `expectedConcs` overrides the option (the action's derivation). */
export function gateOptionsFrom(
  values: EvalGateValues,
  env: Readonly<Record<string, string | undefined>>,
  expectedConcs = values['expected-concs']
): GateOptions {
  const thresholds = values.thresholds;
  return {
    minScore: values['min-score'],
    thresholds: thresholds === undefined ? { kind: 'default', bundledFallback: values['bundled-thresholds'] === true } : { kind: 'file', path: thresholds },
    strictThresholds: values['strict-thresholds'] === true,
    metaEnv: values['meta-env'],
    modelPrefix: values['model-prefix'],
    metricPrefix: values['metric-prefix'],
    resultsGlob: values['results-glob'],
    expectedConcs,
    envModelPrefix: env.MODEL_PREFIX
  };
}
