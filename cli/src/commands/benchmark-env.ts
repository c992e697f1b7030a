import { BENCHMARK_ENV_COMMAND, benchmarkEnv, rowFromJson } from '../../../packages/naming/src/index.js';
import { fileCommandLines } from '../file-command.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';

/**
 * Prints a row's job environment for `>> $GITHUB_ENV` (or as JSON); nothing is evaluated. A value
 * from the row cannot add a variable: a line break in it makes that variable a heredoc block.
 */
const benchmarkEnvCommand: RunCommand = (argv, io) => {
  const { values } = parseCommandArgs(BENCHMARK_ENV_COMMAND, argv, io);
  const result = benchmarkEnv(rowFromJson(values.row, '--row'), io.env, values);
  io.stdout(values.json ? `${JSON.stringify(result.env, null, 2)}\n` : fileCommandLines(result.env));
  return 0;
};
export default benchmarkEnvCommand;
