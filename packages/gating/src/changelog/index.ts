export { validateChangelog, CHANGELOG_MODES, type ChangelogMode, type ChangelogVerdict, type ValidateChangelogRequest } from './validate.js';
export { checkStrictChangelog, type StrictContext, type StrictResult } from './strict/check.js';
export { DEFAULT_LINK_POLICY, linkPolicy, type LinkPolicy } from './strict/links.js';
export { acceptedMessage } from './messages.js';
export { changelogEventDefaults, type ChangelogEventDefaults } from './event-defaults.js';
export { verdictOutputs } from './outputs.js';
export { canonicalizeChangelog, resolveChangelogConflict, type CanonicalizeResult, type MergeContext } from './strict/merge.js';
