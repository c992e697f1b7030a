export { EVAL_GATE_COMMAND, COLLECT_EVALS_COMMAND, EVAL_META_ENV_COMMAND, gateOptionsFrom, type EvalGateValues } from './options.js';
export {
  validateEvalScores,
  expectedConcsFromEnv,
  parseExpectedConcs,
  type GateOptions,
  type GateOutcome,
  type GateFailure,
  type ScoreCheck
} from './score-gate.js';
export { BUNDLED_THRESHOLDS, DEFAULT_THRESHOLDS_PATH, type ThresholdsSource } from './thresholds.js';
export { collectEvals, type CollectEvalsOutcome } from './collect.js';
export { evalSummaryMarkdown, percentCell } from './summary.js';
export type { EvalRow } from './eval-rows.js';
export type { EvalFs } from './ports.js';
export { nodeEvalFs } from './adapters/node-eval-fs.js';
