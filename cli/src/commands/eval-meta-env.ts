import { EVAL_META_ENV_COMMAND } from '../../../packages/evals/src/index.js';
import { nodeMetaEnvFs, writeMetaEnv } from '../../../packages/job/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';

/** `sweepkit eval-meta-env`: meta_env.json from the job's environment (benchmark_lib.sh append_lm_eval_summary). */
const evalMetaEnvCommand: RunCommand = (argv, io) => {
  parseCommandArgs(EVAL_META_ENV_COMMAND, argv, io);
  const outcome = writeMetaEnv(nodeMetaEnvFs(io.cwd), io.env);
  for (const line of outcome.stdout) io.stdout(`${line}\n`);
  for (const line of outcome.stderr) io.stderr(`${line}\n`);
  return outcome.exitCode;
};
export default evalMetaEnvCommand;
