export { E2E_FAMILIES, splitE2eFamilies, type E2eOutput, type E2eSplit } from './families.js';
export { flattenChangelogMatrix } from './flatten.js';
export { e2eJobs, e2eOutputs, e2ePriority, type E2eJobs, type E2ePriority } from './e2e-jobs.js';
export { E2E_JOBS_COMMAND } from './options.js';
