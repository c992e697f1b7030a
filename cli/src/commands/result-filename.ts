import { UsageError } from '../../../packages/common/src/index.js';
import {
  computeResultNames,
  jobEvalMode,
  jobDisplayNameFor,
  namesObject,
  parseJobName,
  parseResultFile,
  RESULT_FILENAME_COMMAND,
  rowFromJson,
  runsOnLabels
} from '../../../packages/naming/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';

const resultFilename: RunCommand = (argv, io) => {
  const { values } = parseCommandArgs(RESULT_FILENAME_COMMAND, argv, io);
  if (values.parse !== undefined) {
    // A plain name prints its row fields; per-point and agg_ files add what their suffix says.
    const { fields, aggregate, point } = parseResultFile(values.parse);
    io.stdout(`${JSON.stringify({ ...fields, ...(aggregate && { aggregate }), ...(point && { point }) }, null, 2)}\n`);
    return 0;
  }
  if (values['parse-job-name'] !== undefined) {
    io.stdout(`${JSON.stringify(parseJobName(values['parse-job-name']), null, 2)}\n`);
    return 0;
  }
  if (values.row === undefined && !values.env)
    throw new UsageError(`sweepkit result-filename: error: one of the arguments --row --env --parse --parse-job-name is required`);
  const row = values.row === undefined ? undefined : rowFromJson(values.row, '--row');
  const mode = jobEvalMode(values);
  const names = computeResultNames({ row, env: io.env, runnerName: values['runner-name'], profile: values.profile, ...mode });
  const identity = row && { 'runs-on': runsOnLabels(row, io.env.GITHUB_RUN_ATTEMPT ?? '1'), 'display-name': jobDisplayNameFor(row, mode) };
  io.stdout(
    values.json
      ? `${JSON.stringify({ 'result-filename': names.resultFilename, 'result-filename-base': names.resultFilenameBase, names: namesObject(names.artifacts), ...identity }, null, 2)}\n`
      : `${names.resultFilename}\n`
  );
  return 0;
};
export default resultFilename;
