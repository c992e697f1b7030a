// RESULT_FILENAME and artifact names (docs/naming.md): build from a matrix row or the template
// environment, and parse back. Pure: the environment is passed in as a plain record.
export { ARTIFACT_ROLES, artifactNames, type ArtifactName, type ArtifactRole } from './artifacts.js';
export { envSource, type Env } from './env-source.js';
export {
  SPEC_DECODINGS,
  isMultiNode,
  type MultiNodeFields,
  type Parallelism,
  type ResultNameFields,
  type SingleNodeFields,
  type SpecDecoding,
  type WorkerPool
} from './fields.js';
export { formatResultFilename, formatResultFilenameBase } from './format.js';
export { parseResultFilename } from './parse.js';
export {
  findProfileTraces,
  formatProfileResultFilename,
  parseProfileResultFilename,
  perfettoRelayUrl,
  profileArtifactNames,
  profileTraceTitle,
  publishProfileTrace,
  quoteAll,
  rawTraceUrl,
  traceStoragePlan,
  type ProfileNameFields,
  type ProfileTraceRequest,
  type ProfileTraceResult,
  type ProfileTraces
} from './profile.js';
export { parseResultFile, type ParsedResultFile, type ResultPoint } from './parse-file.js';
export { readNameFields, type JobKind } from './read-fields.js';
export { computeResultNames, namesObject, type ResultNames, type ResultNamesRequest } from './result-names.js';
export { jobEvalMode, rowFromJson, rowSource, RUN_EVAL_OPTION, type MatrixRow, type RowSourceOptions } from './row-source.js';
export { PROFILE_TRACE_COMMAND, RESULT_FILENAME_COMMAND } from './options.js';
export { jobDisplayName, jobDisplayNameFor, parseJobName, runsOnLabels, scheduledRunsOn, type ParsedJobName, type RunnerScheduler } from './job-identity.js';
export { BENCHMARK_ENV_COMMAND, additionalSettings, benchmarkEnv, gpuCount, type BenchmarkEnv, type JobInputs } from './benchmark-env.js';
