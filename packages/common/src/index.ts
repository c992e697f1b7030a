export * from './errors.js';
export * from './files.js';
export * from './python/index.js';
export * from './yaml-scalars.js';
export * from './yaml-load.js';
export * from './schema-error.js';
export * from './options.js';
export * from './adapters/node-files.js';
