// Python compatibility: the one place that knows how CPython prints, parses, rounds and tests values.
export * from './float.js';
export * from './json.js';
export * from './json-parse.js';
export * from './json-reindent.js';
export * from './values.js';
export * from './format.js';
export * from './path.js';
export * from './convert.js';
export * from './fnmatch.js';
export * from './glob.js';
export * from './tabulate.js';
export * from './os-error.js';
