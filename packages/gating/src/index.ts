export * from './labels/index.js';
export { LABEL_GATE_COMMAND } from './options.js';
export * from './reuse/index.js';
export * from './signoff/index.js';
export { restReuseGitHub } from './adapters/reuse-github.js';
export { commitParents, restPullRequestReader } from './adapters/pull-request-github.js';
export { restSignoffGitHub, verifierLogins } from './adapters/signoff-github.js';
export { restMergeGitHub } from './adapters/merge-github.js';
export { execMergeGit } from './adapters/merge-git.js';
