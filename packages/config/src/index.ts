export { loadMasterConfigs, type LoadOptions } from './load-master.js';
export { loadRunners } from './load-runners.js';
export { masterSchema, runnersSchema } from './schemas.js';
export { pyInt } from './lax-int.js';
export type * from './types.js';
