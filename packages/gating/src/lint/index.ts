export {
  lintConfigs,
  type ConfigLintContext,
  type ConfigLintReport,
  type ConfigLintRequest,
  type LintFinding,
  type LintLevel,
  type LintRule
} from './lint-configs.js';
export { findingsJson } from './findings-json.js';
export { applyBaseline, baselineJson, changedConfigKeys, gateFindings, parseBaseline, type BaselineEntry, type BaselineResult } from './baseline.js';
