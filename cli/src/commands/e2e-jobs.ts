import { resolve } from 'node:path';
import { pyJsonDumps, readTextFile } from '../../../packages/common/src/index.js';
import { E2E_JOBS_COMMAND, e2eJobs, e2eOutputs, e2ePriority } from '../../../packages/matrix/src/index.js';
import { readInputJson } from '../input-json.js';
import type { RunCommand } from '../io.js';
import { printJsonOutput } from '../terminal.js';
import { parseCommandArgs } from '../options.js';

/** `sweepkit e2e-jobs`: the e2e sweep's job families of a matrix, as one JSON object (indent 1). */
const e2eJobsCommand: RunCommand = (argv, io) => {
  const { values } = parseCommandArgs(E2E_JOBS_COMMAND, argv, io);
  const priority = e2ePriority(values, (file) => readTextFile(io.files, resolve(io.cwd, file), file), { namespace: 'local', eventName: '' });
  const jobs = e2eJobs(readInputJson(io, values.matrix), values.matrix ?? '<stdin>', priority);
  if (jobs.unassigned) io.stderr(`warning: ${jobs.unassigned} row(s) of the matrix are in no e2e job family\n`);
  const outputs = e2eOutputs(jobs);
  printJsonOutput(io, values.json, `${pyJsonDumps(outputs, { indent: 1 })}\n`, 'e2e job families');
  return 0;
};
export default e2eJobsCommand;
