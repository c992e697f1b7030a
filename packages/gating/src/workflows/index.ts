export { ACTION_INPUTS } from './action-inputs.generated.js';
export { lintWorkflow, localOrBundledTarget, type ActionlintFinding, type WorkflowLintPorts } from './lint-workflow.js';
export {
  actionInputsOf,
  bundledTarget,
  checkUses,
  expandAliases,
  mergeKeyFindings,
  selfHostedLabels,
  sweepkitActionName,
  type ActionInputs,
  type ResolveUses,
  type UsesTarget,
  type WorkflowFinding
} from './uses-check.js';
