/**
 * The lints: `lintConfigs` (config-lint: master configs against their recipes and runners, with a
 * baseline of accepted findings) and `lintWorkflow` (lint-workflows: actionlint plus the inputs of
 * Sweepkit's own actions and reusable workflows, and vendored references).
 */
export {
  lintConfigs,
  type ConfigLintContext,
  type ConfigLintReport,
  type ConfigLintRequest,
  type LintFinding,
  type LintLevel,
  type LintRule
} from './configs/lint-configs.js';
export { findingsJson } from './configs/findings-json.js';
export { runConfigLint, type ConfigLintOutcome, type ConfigLintScope } from './configs/run.js';
export { applyBaseline, baselineJson, changedConfigKeys, gateFindings, parseBaseline, type BaselineEntry, type BaselineResult } from './configs/baseline.js';
export { ACTION_INPUTS } from './workflows/action-inputs.generated.js';
export { WORKFLOW_CALLS } from './workflows/workflow-calls.generated.js';
export { lintWorkflow, localOrBundledTarget, type ActionlintFinding, type WorkflowLintPorts } from './workflows/lint-workflow.js';
export {
  actionInputsOf,
  bundledTarget,
  checkUses,
  expandAliases,
  mergeKeyFindings,
  selfHostedLabels,
  sweepkitActionName,
  sweepkitWorkflowName,
  workflowCallOf,
  type ActionInputs,
  type ResolveUses,
  type UsesTarget,
  type WorkflowCall,
  type WorkflowFinding
} from './workflows/uses-check.js';
export { sweepkitPart, usesOf, vendoredUses, vendoredWorkflow, vendoredWorkflowFile, type VendorLayout } from './workflows/vendor-refs.js';
export { CONFIG_LINT_COMMAND, LINT_WORKFLOWS_COMMAND } from './options.js';
