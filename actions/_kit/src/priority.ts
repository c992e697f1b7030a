import * as core from '@actions/core';
import { readTextFile, nodeFiles } from '../../../packages/common/src/index.js';
import { classifierCriteria, parseCriteriaJson, parsePriorityPolicy, PRIORITY_OPTIONS, type PriorityContext } from '../../../packages/matrix/src/index.js';
import type { OptionValues } from '../../../packages/common/src/index.js';
import { readWorkflowEvent, runQueueNamespace } from './event.js';
import { changelogEventDefaults } from '../../../packages/changelog/src/index.js';

/** The `priority-*` inputs, as read through the table of an action that spreads `PRIORITY_OPTIONS`. */
export type PriorityInputs = OptionValues<typeof PRIORITY_OPTIONS>;

/**
 * The annotation context of the matrix actions' `priority-*` inputs, or undefined without a
 * policy. Like run-sweep.yml's setup call of ci_priority.py: the event name, the PR's labels and
 * number from the event, `<run id>:<run attempt>` as the token namespace.
 */
export function readPriorityContext(inputs: PriorityInputs, env: Readonly<Record<string, string | undefined>> = process.env): PriorityContext | undefined {
  const file = inputs['priority-policy'];
  if (!file) return undefined;
  const policy = parsePriorityPolicy(readTextFile(nodeFiles, file), file);
  const { name, payload } = readWorkflowEvent();
  const event = changelogEventDefaults(name, payload);
  return {
    policy,
    eventName: name,
    labels: event.labels,
    prNumber: event.prNumber,
    criteria: inputs['priority-classifier']
      ? classifierOutput(inputs['priority-classifier-output'] ?? '')
      : parseCriteriaJson(inputs['priority-criteria'] ?? '', "input 'priority-criteria'"),
    namespace: inputs['priority-namespace'] ?? runQueueNamespace(env)
  };
}

/** The classifier's criteria; a missing or malformed output is a warning and the lowest priority, never a silent default. */
function classifierOutput(text: string): readonly string[] {
  const { criteria, problem } = classifierCriteria(text);
  if (problem) core.warning(`${problem}; CI priority criteria fall back to ${JSON.stringify(criteria)} (the lowest priority)`);
  return criteria;
}
