/**
 * CI priority for priority-scheduled runner fleets (`utils/ci_priority.py`): a policy file,
 * `annotatePriorities(payload, context)` adding `priority` / `queue-token` / `skip-queue-pr` to
 * every job of any matrix JSON, and exact decimal scores.
 */
export { annotatePriorities, isPriorityJob, priorityJobs, priorityScorer, queueToken, type PriorityContext } from './annotate.js';
export { parsePriorityPolicy, type PriorityPolicy } from './policy.js';
export { classifierCriteria, CLASSIFIER_FALLBACK, parseCriteriaJson, parseLabelsJson } from './flags.js';
export { CI_PRIORITY_COMMAND, PRIORITY_OPTIONS } from './options.js';
export { priorityJson } from './json.js';
export { addDecimal, formatDecimal, parseDecimal, quantizeHalfUp, type Decimal } from './decimal.js';
