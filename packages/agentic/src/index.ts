export { aggregateAgentic, runAggregateAgentic, type AggregateResult } from './aggregate.js';
export type { ArtifactFs } from './ports.js';
export type { Headline } from './summary-lines.js';
export { pick } from './summary-lines.js';
export type { Env } from './env.js';
export { DEFAULT_FAILED_REQUEST_THRESHOLD, parseThreshold, validateAgentic, type ErrorRateVerdict } from './validate.js';
export {
  measurePower,
  powerFailureMessage,
  powerLogLine,
  runPowerAdapter,
  withPowerFields,
  type PowerMeasureOptions,
  type PowerMetrics,
  type PowerOptions,
  type PowerOutcome
} from './power/adapter.js';
export { runAgenticStep, type AgenticStepOptions, type AgenticStepResult } from './pipeline.js';
export { AGGREGATE_AGENTIC_COMMAND, aggregationEnv, failedRequestThreshold, POWER_ADAPTER_COMMAND, VALIDATE_AGENTIC_COMMAND } from './options.js';
