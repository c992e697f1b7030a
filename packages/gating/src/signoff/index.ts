export * from './checks.js';
export * from './codeowners.js';
export * from './event.js';
export * from './options.js';
export * from './run-signoff-check.js';
