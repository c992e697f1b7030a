export { PROCESS_RESULT_COMMAND, COLLECT_RESULTS_COMMAND } from './options.js';
export { processResult, type ProcessedPoint, type ProcessOptions, type ProcessOutcome, type Sink } from './process/run.js';
export { processMultinodeDir, pointGpus, type PointGpus } from './process/multinode-loop.js';
export { buildRow, type Row, type Shape } from './process/aggregate.js';
export { collectResults, type CollectOutcome } from './collect.js';
export { SUCCESS_RATE_COMMAND } from './options.js';
export { labelMatcher, percent, runStatsJson, successRate, type HardwareStats, type JobSource, type RunJob } from './success-rate.js';
export { writeRunStats } from './success-rate-run.js';
