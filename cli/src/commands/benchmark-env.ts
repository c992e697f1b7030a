import { BENCHMARK_ENV_COMMAND, benchmarkEnv, rowFromJson } from '../../../packages/naming/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';

/** Prints a row's job environment as `NAME=value` lines (or JSON); nothing is evaluated. */
const benchmarkEnvCommand: RunCommand = (argv, io) => {
  const { values } = parseCommandArgs(BENCHMARK_ENV_COMMAND, argv, io);
  const result = benchmarkEnv(rowFromJson(values.row, '--row'), io.env, values);
  io.stdout(
    values.json
      ? `${JSON.stringify(result.env, null, 2)}\n`
      : Object.entries(result.env)
          .map(([k, v]) => `${k}=${v}\n`)
          .join('')
  );
  return 0;
};
export default benchmarkEnvCommand;
