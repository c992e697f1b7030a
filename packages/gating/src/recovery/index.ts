export { auditChangelog, type ChangelogAudit } from './audit.js';
export { buildRecoveryConfig, recoveryJson, type BuildConfigRequest, type BuiltRecoveryConfig } from './build-config.js';
export { DEFAULT_RECOVERY_REPO, inspectTarget, type InspectTargetPorts, type InspectTargetRequest } from './inspect-target.js';
export { checkRecoveryWorkflow } from './workflow-check.js';
export { createRecoveryWorktree } from './worktree.js';
export type { RecoveryGit } from './git.js';
