import { OptionError, type CommandOptions, type OptionDef, type OptionTable, type OptionValues } from '../../common/src/index.js';
import { parseThreshold } from './validate.js';
import { type Env, type JobVariableName } from '../../job/src/index.js';

const THRESHOLD = {
  kind: 'string',
  metavar: 'X',
  default: '0.10',
  help: "largest allowed fraction of failed requests (0..1) in aiperf's own aggregate"
} as const satisfies OptionDef;

/** An input that stands for one of the declared variables (variables.ts): empty keeps the variable. */
const variable = (env: JobVariableName, help: string): { kind: 'string'; env: string; help: string } => ({
  kind: 'string',
  env,
  help: `${help} (default: $${env})`
});

/**
 * `sweepkit aggregate-agentic` and the aggregate-agentic action. The aggregation reads the
 * reference's environment variables; each option here sets one of them (on the command line a
 * flag, in the action an input), and falls back to the variable when not given.
 */
export const AGGREGATE_AGENTIC_COMMAND = {
  cli: 'aggregate-agentic',
  action: 'aggregate-agentic',
  description:
    'Aggregate the aiperf agentic artifacts of a benchmark point into the result JSON, byte-identical to the reference. ' +
    'Every option sets the environment variable it names (RESULT_FILENAME and KV_OFFLOADING are required); the action also adds power metrics and gates the run.',
  options: {
    'result-dir': variable('RESULT_DIR', 'folder holding aiperf_artifacts/ (and server.log, gpu_metrics.csv); else `results`'),
    'output-dir': variable('AGENTIC_OUTPUT_DIR', 'folder the aggregate is written to; else the working directory'),
    'result-filename': variable('RESULT_FILENAME', 'name of the aggregate without .json (set by the result-filename action)'),
    'runner-type': variable('RUNNER_TYPE', 'runner label written as `hw`'),
    conc: variable('CONC', 'concurrency of the point'),
    image: variable('IMAGE', 'serving image'),
    model: variable('MODEL', 'model id'),
    'model-prefix': variable('MODEL_PREFIX', 'model prefix written as `infmax_model_prefix`'),
    framework: variable('FRAMEWORK', 'serving framework (also picks the server-metrics adapter)'),
    precision: variable('PRECISION', 'precision'),
    'spec-decoding': variable('SPEC_DECODING', 'speculative decoding (`none`, `mtp`, `draft_model`); else `none`'),
    'recipe-fingerprint': variable('RECIPE_FINGERPRINT', 'recipe fingerprint (64 hex)'),
    tp: variable('TP', 'tensor parallelism (single node); multi-node shapes come from the PREFILL_*/DECODE_* variables'),
    'kv-offloading': variable('KV_OFFLOADING', 'KV offloading (`none`, `dram`, …), required by the aggregate'),
    'failed-request-threshold': { ...THRESHOLD, only: 'action', help: `${THRESHOLD.help}; \`none\` skips the gate` },
    power: { kind: 'flag', only: 'action', default: true, help: 'integrate GPU telemetry (gpu_metrics.csv) over the benchmark window on single node' },
    'require-power': { kind: 'flag', only: 'action', default: false, help: 'fail when power metrics are invalid (missing telemetry, gaps, wrong GPU count)' }
  }
} as const satisfies CommandOptions;

/** The variables the aggregation reads: `env` with every option that was given (or fell back) in its variable. */
export function aggregationEnv(values: OptionValues<typeof AGGREGATE_AGENTIC_COMMAND.options>, env: Env): Env {
  const variables: Record<string, string | undefined> = { ...env };
  for (const [name, def] of Object.entries(AGGREGATE_AGENTIC_COMMAND.options as OptionTable)) {
    const value = values[name as keyof typeof values];
    if (def.env && typeof value === 'string') variables[def.env] = value;
  }
  return variables;
}

/** `sweepkit validate-agentic ARTIFACT_DIR`, a drop-in for the reference's validity gate. */
export const VALIDATE_AGENTIC_COMMAND = {
  cli: 'validate-agentic',
  description: "Fail when aiperf's request error rate (profile_export_aiperf.json) exceeds the threshold.",
  options: { 'failed-request-threshold': THRESHOLD }
} as const satisfies CommandOptions;

/**
 * The gate's threshold from its option text; `none` (allowed where `allowNone`) skips the gate.
 * On the command line the reference's argparse texts, in the action the input's.
 */
export function failedRequestThreshold(text: string, allowNone: boolean): number | undefined {
  if (allowNone && text.trim() === 'none') return undefined;
  const parsed = parseThreshold(text);
  if (typeof parsed === 'number') return parsed;
  const name = 'failed-request-threshold';
  throw new OptionError(`{${name}} must be a number between 0 and 1, got '${text}'`, (d) =>
    d.name(name) === `--${name}`
      ? parsed === 'invalid'
        ? `argument --${name}: invalid float value: '${text}'`
        : `--${name} must be between 0 and 1`
      : `${d.name(name)} must be a number between 0 and 1, got '${text}'`
  );
}

/** `sweepkit power-adapter`, a drop-in for the reference's power adapter. */
export const POWER_ADAPTER_COMMAND = {
  cli: 'power-adapter',
  description: "Integrate GPU power telemetry over aiperf's profiling window and patch the agentic aggregate.",
  options: {
    'result-dir': { kind: 'string', required: true, help: 'folder with aiperf_artifacts/ and gpu_metrics.csv' },
    'agg-result': { kind: 'string', required: true, help: 'the aggregate JSON to patch' },
    'expected-num-gpus': { kind: 'int', help: 'GPUs the telemetry must show (TP × PP × PCP)' },
    'require-power': { kind: 'flag', help: 'exit 1 when power is invalid (also REQUIRE_POWER=1|true|yes)' }
  }
} as const satisfies CommandOptions;

/** `sweepkit agentic-plots` and the agentic-plots action. */
export const AGENTIC_PLOTS_COMMAND = {
  cli: 'agentic-plots',
  action: 'agentic-plots',
  description:
    "Plot the aiperf time series of an agentic run (the reference's metrics_plots, as SVG) from its artifact files, " +
    'and fail naming the required server metrics the export lacks.',
  options: {
    'result-dir': {
      kind: 'string',
      env: 'RESULT_DIR',
      help: 'folder holding aiperf_artifacts/, or a folder of such folders (multi-node: one per concurrency) (default: $RESULT_DIR, else `results`)'
    },
    output: { kind: 'string', default: '', help: 'the SVG file of a single run (default: <run folder>/metrics_plots.svg)' },
    'required-metric-prefix': {
      kind: 'string',
      env: 'AIPERF_REQUIRED_SERVER_METRIC_PREFIX',
      help: 'fail unless some server metric name starts with this, e.g. `sglang:` (default: $AIPERF_REQUIRED_SERVER_METRIC_PREFIX; empty: no check)'
    },
    'required-metrics': { kind: 'list', help: 'server metric names that must each be exported (whitespace-separated)' }
  }
} as const satisfies CommandOptions;
