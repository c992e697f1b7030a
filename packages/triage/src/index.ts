export { TRIAGE_COMMAND, RUNNER_AVAILABILITY_COMMAND } from './options.js';
export { parseTriageRules, type FailureClass, type TriageRule } from './rules.js';
export { BUNDLED_RULES_FILE, BUNDLED_RULES_YAML } from './bundled-rules.js';
export { classify, cleanLine, type FailureEvidence, type Verdict } from './classify.js';
export { failedStep, jobHours, matrixRows, rowFinder, type RunJob } from './jobs.js';
export { triageRun, type JobTriage, type TriagePolicy } from './decide.js';
export { gpuHours, type GpuHours } from './savings.js';
export { SAVING_HEADER, savingRows, TRIAGE_HEADER, triageHeadline, triageJson, triageRows } from './report.js';
export { runTriage, type TriageOutcome, type TriageRequest } from './run.js';
export {
  checkAvailability,
  offlineDigest,
  withoutPyRows,
  withoutRows,
  type Availability,
  type OfflineDigest,
  type Runner,
  type UnavailableLabel
} from './runners.js';
export type { RunnersApi, TriageApi } from './ports.js';
export { githubRunners, githubTriage } from './adapters/github-triage.js';
export { jsonOption, jsonTextOrFile, loadTriageRules, rowGpus } from './inputs.js';
