export * from './decide.js';
export * from './event.js';
export * from './explain.js';
export * from './label-key.js';
export * from './load-policy.js';
export * from './policy.js';
export * from './run-label-gate.js';
