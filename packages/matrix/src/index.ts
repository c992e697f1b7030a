/**
 * The sweep-matrix generator: `generateMatrix(request, { files, cwd })` gives the rows of the
 * InferenceX reference generator, `matrixJson(rows)` their exact bytes, `families(rows)` and
 * `chunk(rows, max)` the per-job-family split that keeps each GitHub matrix under 256 jobs.
 */
export { generateMatrix, generateMatrixEntries, type MatrixContext } from './generate.js';
export { compactJson, matrixJson, parseMatrixJson, writeMatrixJson } from './matrix-json.js';
export { matrixSummaryText } from './summary-text.js';
export {
  families,
  chunk,
  FAMILIES,
  FAMILIES_AND_OTHER,
  OTHER_FAMILY,
  overfullFamilies,
  type Family,
  type FamilyOrOther,
  type OverfullFamily
} from './families.js';
export { referenceErrorText } from './reference-error.js';
export { concRange, seqLenName } from './concurrency.js';
export { resolveConfigKeys } from './test-config.js';
export { pyKey, pyMappingKey } from './python-key.js';
export { isAgentic, isMultiNode, type MatrixEntry, type MatrixRow } from './row.js';
export {
  checkRequest,
  DEFAULT_RUNNER_CONFIG,
  DEFAULT_STEP_SIZE,
  SCENARIO_TYPES,
  SEQ_LENS,
  type FullSweepRequest,
  type MatrixRequest,
  type ScenarioType,
  type SeqLen,
  type TestConfigRequest
} from './request.js';
export { canonicalJson, curveOf, recipeFingerprint } from './fingerprint.js';
export {
  CHANGELOG_OUTPUT_FORMS,
  DEFAULT_MAX_CHUNKS,
  DEFAULT_MAX_JOBS_PER_MATRIX,
  MATRIX_COMMAND,
  MATRIX_OUTPUT_FORMS,
  matrixRequest,
  PROCESS_CHANGELOG_COMMAND
} from './options.js';
export { CHANGELOG_DIFF_OPTIONS } from './changelog-diff-options.js';
export * from './priority/index.js';
export { getField, hasField, isJsonObject, withField, type JsonObject } from './json-object.js';
export * from './e2e/index.js';
