/**
 * process-changelog (docs/matrix.md §9.5): `processChangelog(request, { git, files, root })` turns the
 * entries a diff adds to perf-changelog.yaml into the bucketed sweep matrix, `changelogMatrixJson`
 * gives its exact bytes, `selectCanary` the canary row of docs/gating.md §a.7. The git port and its real
 * implementation `execGit` live in common.
 */
export { processChangelog, changelogMatrixJson, type ProcessChangelogRequest, type ProcessedChangelog } from './process.js';
export { bucketFamily, changelogFamilies, DISPATCHED_BUCKETS, type ChangelogMatrix } from './buckets.js';
export { selectCanary, type CanarySelection } from '../canary.js';
export type { ChangelogAnalysis, ChangelogRequest, ChangelogWorkspace } from './analyse.js';
export { canonicalJson } from './fingerprint.js';
export { changelogEntryJson, checkChangelogEntry, issueField, type ChangelogEntry } from './entry.js';
export { parseChangelogDiff, type DiffLine } from './diff-lines.js';
