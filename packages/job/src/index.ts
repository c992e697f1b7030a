// The job contract (docs/job.md): the variables a benchmark job's steps share, the GPU shape they
// imply, power telemetry and its integration, and the artifact-files port. Below agentic and results.
export { envError, intVar, isTrue, isTrueWord, parseIntVar, requirePower, requireVars, type Env } from './env.js';
export {
  JOB_VARIABLES,
  jobVariables,
  templateVariables,
  variableSource,
  type JobVariableName,
  type JobVariables,
  type Source,
  type Template
} from './variables.js';
export { JOB_VARIABLE_NOTES, type VariableNote } from './variable-notes.js';
export { kvOffloadBackend, routerMetadata } from './metadata.js';
export { gpuShape, poolHardware, poolSizes, singleNodeSizes, type GpuShape, type Sizes } from './gpu-shape.js';
export { NotUtf8Error, type ArtifactFs } from './artifact-fs.js';
export { forEachLine, splitLines } from './lines.js';
export { nodeArtifactFs } from './adapters/node-artifact-fs.js';
export { awareEpoch, naiveEpoch, parseIso, parseOffset, parseSlashed, type WallTime } from './telemetry/timestamps.js';
export {
  integrateGpu,
  parseTelemetry,
  timestampOf,
  ID_HEADERS,
  SAMPLE_SLACK_S,
  type GpuEnergy,
  type GpuSeries,
  type Telemetry,
  type TelemetryRow
} from './telemetry/telemetry.js';
export { accumulatorCheck, ACCUMULATOR_TOLERANCE } from './telemetry/accumulator.js';
export {
  applyPowerVerdict,
  integrate,
  METRIC_KEYS,
  type Integration,
  type IntegrationOptions,
  type PowerMetrics,
  type PowerWindow
} from './telemetry/integrate.js';
export { metaEnvJson, writeMetaEnv, type MetaEnvFs, type MetaEnvOutcome } from './meta-env.js';
export { nodeMetaEnvFs } from './adapters/node-meta-env-fs.js';
