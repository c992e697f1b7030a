export * from './labels/index.js';
