export * from './labels/index.js';
export * from './changelog/index.js';
export * from './lint/index.js';
export * from './reuse/index.js';
export * from './signoff/index.js';
