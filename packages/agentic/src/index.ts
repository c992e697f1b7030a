export { aggregateAgentic, runAggregateAgentic, type AggregateResult } from './aggregate.js';
export type { Headline } from './summary-lines.js';
export { pick } from './summary-lines.js';
export { DEFAULT_FAILED_REQUEST_THRESHOLD, parseThreshold, validateAgentic, type ErrorRateVerdict } from './validate.js';
export {
  measurePower,
  powerFailureMessage,
  powerLogLine,
  runPowerAdapter,
  type PowerMeasureOptions,
  type PowerOptions,
  type PowerOutcome
} from './power-adapter/adapter.js';
export { runAgenticStep, type AgenticStepOptions, type AgenticStepResult } from './pipeline.js';
export {
  AGENTIC_PLOTS_COMMAND,
  AGGREGATE_AGENTIC_COMMAND,
  aggregationEnv,
  failedRequestThreshold,
  POWER_ADAPTER_COMMAND,
  VALIDATE_AGENTIC_COMMAND
} from './options.js';
export {
  PLOT_FILE,
  plotRunDirs,
  runAgenticPlots,
  mermaidChart,
  lineStats,
  checkRequiredServerMetrics,
  type Panel,
  type PlotRun,
  type RequiredMetrics
} from './plots/index.js';
