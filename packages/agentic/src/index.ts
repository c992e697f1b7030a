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
  applyPowerVerdict,
  integrate,
  METRIC_KEYS,
  type Integration,
  type PowerMeasureOptions,
  type PowerMetrics,
  type PowerOptions,
  type PowerOutcome
} from './power/adapter.js';
export { runAgenticStep, type AgenticStepOptions, type AgenticStepResult } from './pipeline.js';
export { AGGREGATE_AGENTIC_COMMAND, aggregationEnv, failedRequestThreshold, POWER_ADAPTER_COMMAND, VALIDATE_AGENTIC_COMMAND } from './options.js';
// Shared with the fixed-sequence results package (same reference helpers).
export { pyPath } from './paths.js';
export { nodeArtifactFs } from './adapters/node-artifact-fs.js';
export { parseIntVar, routerMetadata } from './env.js';
export { agenticVariables, type AgenticVariables } from './variables.js';
export { accumulatorCheck, ACCUMULATOR_TOLERANCE } from './power/accumulator.js';
export { integrateGpu, parseTelemetry, timestampOf, ID_HEADERS, type GpuEnergy, type GpuSeries, type Telemetry } from './power/telemetry.js';
export { NotUtf8Error } from './ports.js';
export type { PowerWindow } from './power/window.js';
