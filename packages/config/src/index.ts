export { loadMasterConfigs, type LoadOptions } from './load-master.js';
export { loadRunners } from './load-runners.js';
export { masterSchema, runnersSchema, validateCiPriorityPolicy } from './schemas.js';
export { jsonView } from './json-view.js';
export { pyInt } from './lax-int.js';
export type * from './types.js';
