export * from './authorization.js';
export * from './expiry.js';
export * from './find.js';
export * from './options.js';
export * from './port.js';
export * from './merge-with-reuse.js';
