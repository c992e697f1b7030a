import type { JobKind } from './read-fields.js';

/** Which upload an artifact name is for; also the action's output names. */
export type ArtifactRole = 'result' | 'agentic-result' | 'agentic-raw' | 'server-logs' | 'gpu-metrics' | 'power-audit' | 'eval-results';

export interface ArtifactName {
  role: ArtifactRole;
  /** The template's upload step. */
  step: string;
  name: string;
}

interface UploadStep {
  role: ArtifactRole;
  step: string;
  /** The step's `if:` on the success path. */
  runs(job: JobKind): boolean;
  /** `r` = RESULT_FILENAME, `e` = EXP_NAME. */
  name(r: string, e: string, job: JobKind): string;
}

const benchmark = (job: JobKind): boolean => !job.evalOnly && !job.agentic;
const evals = (job: JobKind): boolean => job.runEval || job.evalOnly;
const always = (): boolean => true;
const evalPrefix = (job: JobKind): string => (job.evalOnly ? 'eval_' : '');

/**
 * The upload steps of each template in workflow order (docs/naming.md §A.7). The asymmetries are the
 * reference's: single node repeats the exp-name in `eval_E_R` and uploads agentic artifacts even
 * for eval-only rows; multi node gates `bmk_agentic_R` on not eval-only and says `eval_R`.
 */
const SINGLE_NODE: readonly UploadStep[] = [
  { role: 'result', step: 'Upload result', runs: benchmark, name: (r) => `bmk_${r}` },
  { role: 'agentic-result', step: 'Upload agentic aggregated result', runs: (job) => job.agentic, name: (r) => `bmk_agentic_${r}` },
  { role: 'agentic-raw', step: 'Upload agentic raw results', runs: (job) => job.agentic, name: (r) => `agentic_${r}` },
  { role: 'server-logs', step: 'Upload server logs', runs: always, name: (r, _e, job) => `${evalPrefix(job)}server_logs_${r}` },
  { role: 'gpu-metrics', step: 'Upload GPU metrics', runs: always, name: (r, _e, job) => `${evalPrefix(job)}gpu_metrics_${r}` },
  { role: 'power-audit', step: 'Upload power audit bundle', runs: benchmark, name: (r) => `power_audit_${r}` },
  { role: 'eval-results', step: 'Upload eval results (if any)', runs: evals, name: (r, e) => `eval_${e}_${r}` }
];

const MULTI_NODE: readonly UploadStep[] = [
  { role: 'result', step: 'Upload result', runs: benchmark, name: (r) => `bmk_${r}` },
  { role: 'power-audit', step: 'Upload power audit bundle', runs: benchmark, name: (r) => `power_audit_${r}` },
  { role: 'server-logs', step: 'Upload server logs', runs: always, name: (r) => `multinode_server_logs_${r}` },
  { role: 'agentic-result', step: 'Upload agentic aggregated result', runs: (job) => job.agentic && !job.evalOnly, name: (r) => `bmk_agentic_${r}` },
  { role: 'agentic-raw', step: 'Upload agentic raw results', runs: (job) => job.agentic, name: (r) => `agentic_${r}` },
  { role: 'eval-results', step: 'Upload eval results (if any)', runs: evals, name: (r) => `eval_${r}` }
];

/** Every role, for outputs that exist whether or not this job uploads them. */
export const ARTIFACT_ROLES: readonly ArtifactRole[] = SINGLE_NODE.map((upload) => upload.role);

/** The artifacts a job uploads on the success path, in workflow order. */
export function artifactNames(resultFilename: string, expName: string, multiNode: boolean, job: JobKind): ArtifactName[] {
  return (multiNode ? MULTI_NODE : SINGLE_NODE)
    .filter((upload) => upload.runs(job))
    .map((upload) => ({ role: upload.role, step: upload.step, name: upload.name(resultFilename, expName, job) }));
}
