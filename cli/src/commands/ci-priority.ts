import { resolve } from 'node:path';
import { parsePyJson, pyJsonDumps, PyJsonSyntaxError, readTextFile, SweepkitError, type PyValue } from '../../../packages/common/src/index.js';
import { annotatePriorities, CI_PRIORITY_COMMAND, parseCriteriaJson, parseLabelsJson, parsePriorityPolicy } from '../../../packages/matrix/src/priority/index.js';
import type { CliIO, RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';

function readPayload(io: CliIO, input: string | undefined): PyValue {
  const file = input ?? '<stdin>';
  const text = input === undefined ? (io.stdin?.() ?? '') : readTextFile(io.files, resolve(io.cwd, input), input);
  try {
    return parsePyJson(text);
  } catch (error) {
    if (!(error instanceof PyJsonSyntaxError)) throw error;
    throw new SweepkitError(`invalid JSON: ${error.message}`, { location: { file, line: error.line, column: error.column }, code: 'ci-priority-json' });
  }
}

/** `sweepkit ci-priority`: a drop-in for `utils/ci_priority.py` (same flags, byte-identical stdout). */
const ciPriority: RunCommand = (argv, io) => {
  const { values } = parseCommandArgs(CI_PRIORITY_COMMAND, argv, io);
  const labels = parseLabelsJson(values['labels-json']);
  const criteria = parseCriteriaJson(values['criteria-json']);
  const policy = parsePriorityPolicy(readTextFile(io.files, resolve(io.cwd, values.policy), values.policy), values.policy);
  const payload = readPayload(io, values.input);
  const annotated = annotatePriorities(payload, {
    policy,
    eventName: values['event-name'],
    labels,
    criteria,
    namespace: values['queue-namespace'],
    prNumber: values['pr-number']
  });
  io.stdout(`${pyJsonDumps(annotated, { separators: [',', ':'] })}\n`);
  return 0;
};
export default ciPriority;
