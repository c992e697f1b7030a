import { runSinglenodeOnThisMachine, SINGLENODE_LAUNCH_COMMAND } from '../../../packages/slurm/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';

/** `sweepkit singlenode-launch`: the launcher's output on stdout, our lines on stderr, the result file last. */
const singlenodeLaunch: RunCommand = async (argv, io) => {
  const { values } = parseCommandArgs(SINGLENODE_LAUNCH_COMMAND, argv, io);
  const result = await runSinglenodeOnThisMachine(
    values,
    io.cwd,
    { ...io.env },
    {
      info: (line) => io.stderr(`${line}\n`),
      warning: (line) => io.stderr(`warning: ${line}\n`),
      output: (text) => io.stdout(`${text}\n`)
    }
  );
  if (result.failure) throw result.failure;
  io.stderr(`result-file=${result.resultFile}\n`);
  return 0;
};
export default singlenodeLaunch;
