export * from './labels/index.js';
export * from './changelog/index.js';
export * from './lint/index.js';
export { CONFIG_LINT_COMMAND, LABEL_GATE_COMMAND, VALIDATE_CHANGELOG_COMMAND } from './options.js';
export * from './reuse/index.js';
export * from './signoff/index.js';
export { createRestClient, restClientFromEnv, type Query, type RestClient, type RestClientOptions } from './adapters/github-rest.js';
export { restReuseGitHub } from './adapters/reuse-github.js';
export { restSignoffGitHub } from './adapters/signoff-github.js';
