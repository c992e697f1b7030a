import { resolve } from 'node:path';
import { nodeResultsFs } from '../../../packages/results/src/adapters/node-results-fs.js';
import { processMultinodeDir, processResult, PROCESS_RESULT_COMMAND, type Sink } from '../../../packages/results/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';

/** `sweepkit process-result [--multinode-dir DIR]`: `utils/process_result.py` in the working directory, or the multi-node loop over DIR. */
const processResultCommand: RunCommand = (argv, io) => {
  const { values } = parseCommandArgs(PROCESS_RESULT_COMMAND, argv, io);
  const sink: Sink = { out: (line) => io.stdout(`${line}\n`), err: (line) => io.stderr(`${line}\n`) };
  const options = { timeZone: io.env.TZ || undefined };
  const dir = values['multinode-dir'];
  if (dir === undefined) return processResult(nodeResultsFs(io.cwd), io.env, sink, options).exitCode;
  return processMultinodeDir(nodeResultsFs(resolve(io.cwd, dir)), io.env, sink, options).exitCode;
};
export default processResultCommand;
