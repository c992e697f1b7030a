export { ACTION_INPUTS } from './action-inputs.generated.js';
export { WORKFLOW_CALLS } from './workflow-calls.generated.js';
export { lintWorkflow, localOrBundledTarget, type ActionlintFinding, type WorkflowLintPorts } from './lint-workflow.js';
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
} from './uses-check.js';
