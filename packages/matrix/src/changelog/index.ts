/**
 * process-changelog (matrix.md §9.5): `processChangelog(request, { git, files, root })` turns the
 * entries a diff adds to perf-changelog.yaml into the bucketed sweep matrix, `changelogMatrixJson`
 * gives its exact bytes, `selectCanary` the canary row of gating.md a.7. The git port's real
 * implementation is `execGit` in packages/gating/src/adapters/git.ts.
 */
export { processChangelog, changelogMatrixJson, type ProcessChangelogRequest, type ProcessedChangelog } from './process.js';
export { bucketFamily, changelogFamilies, DISPATCHED_BUCKETS, type ChangelogMatrix } from './buckets.js';
export { selectCanary, type CanarySelection } from '../canary.js';
export type { ChangelogRequest, ChangelogWorkspace } from './analyse.js';
export { GitError, type Git } from './git.js';
