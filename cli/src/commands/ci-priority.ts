import { resolve } from 'node:path';
import { readTextFile } from '../../../packages/common/src/index.js';
import {
  annotatePriorities,
  CI_PRIORITY_COMMAND,
  parseCriteriaJson,
  parseLabelsJson,
  parsePriorityPolicy,
  priorityJson
} from '../../../packages/matrix/src/index.js';
import { readInputJson } from '../input-json.js';
import type { RunCommand } from '../io.js';
import { printJsonOutput } from '../terminal.js';
import { parseCommandArgs } from '../options.js';

/** `sweepkit ci-priority`: a drop-in for `utils/ci_priority.py` (same flags, byte-identical stdout). */
const ciPriority: RunCommand = (argv, io) => {
  const { values } = parseCommandArgs(CI_PRIORITY_COMMAND, argv, io);
  const labels = parseLabelsJson(values['labels-json']);
  const criteria = parseCriteriaJson(values['criteria-json']);
  const policy = parsePriorityPolicy(readTextFile(io.files, resolve(io.cwd, values.policy), values.policy), values.policy);
  const payload = readInputJson(io, values.input);
  const annotated = annotatePriorities(payload, {
    policy,
    eventName: values['event-name'],
    labels,
    criteria,
    namespace: values['queue-namespace'],
    prNumber: values['pr-number']
  });
  printJsonOutput(io, values.json, `${priorityJson(annotated)}\n`, 'annotated matrix');
  return 0;
};
export default ciPriority;
