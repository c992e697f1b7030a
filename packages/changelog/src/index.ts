/**
 * The perf-changelog: `processChangelog(request, { git, files, root })` turns the entries a diff adds
 * to perf-changelog.yaml into the bucketed sweep matrix (docs/matrix.md §9.5) and
 * `changelogMatrixJson` gives its exact bytes; `validateChangelog` is the gate (compat and strict);
 * `canonicalizeChangelog` / `resolveChangelogConflict` merge it; `selectCanary` picks the canary row
 * (docs/gating.md §a.7); the recovery rebuilds a sweep's config from the changelog. The git port and
 * its real implementation `execGit` live in common.
 */
export { processChangelog, changelogMatrixJson, type ProcessChangelogRequest, type ProcessedChangelog } from './process.js';
export { bucketFamily, changelogFamilies, DISPATCHED_BUCKETS, type ChangelogMatrix } from './buckets.js';
export { selectCanary, type CanarySelection } from './canary.js';
export { CANARY_COMMAND } from './canary-options.js';
export type { ChangelogAnalysis, ChangelogRequest, ChangelogWorkspace } from './analyse.js';
export { changelogEntryJson, checkChangelogEntry, issueField, type ChangelogEntry } from './entry.js';
export { parseChangelogDiff, type DiffLine } from './diff-lines.js';
export { validateChangelog, CHANGELOG_MODES, type ChangelogMode, type ChangelogVerdict, type ValidateChangelogRequest } from './validate.js';
export { RECOVER_INGEST_COMMAND, RECOVER_INGEST_POSITIONALS, VALIDATE_CHANGELOG_COMMAND } from './options.js';
export { checkStrictChangelog, type StrictContext, type StrictResult } from './strict/check.js';
export { DEFAULT_LINK_POLICY, linkPolicy, type LinkPolicy } from './strict/links.js';
export { acceptedMessage } from './messages.js';
export { changelogEventDefaults, type ChangelogEventDefaults } from './event-defaults.js';
export { verdictOutputs } from './outputs.js';
export { canonicalizeChangelog, resolveChangelogConflict, type CanonicalizeResult, type MergeContext } from './strict/merge.js';
export { auditChangelog, type ChangelogAudit } from './recovery/audit.js';
export { buildRecoveryConfig, recoveryJson, type BuildConfigRequest, type BuiltRecoveryConfig } from './recovery/build-config.js';
export { DEFAULT_RECOVERY_REPO, inspectTarget, type InspectTargetPorts, type InspectTargetRequest } from './recovery/inspect-target.js';
export { checkRecoveryWorkflow } from './recovery/workflow-check.js';
export { createRecoveryWorktree } from './recovery/worktree.js';
export type { RecoveryGit } from './recovery/git.js';
export { execRecoveryGit } from './adapters/recovery-git.js';
