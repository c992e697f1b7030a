import { appendFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pyJsonDumps, SweepkitError, githubRestClient, systemClock } from '../../../packages/common/src/index.js';
import { restReuseGitHub } from '../../../packages/gating/src/index.js';
import { findReusableSweepRun, REUSE_FINDER_COMMAND, reuseRequest } from '../../../packages/gating/src/index.js';
import { fileCommandLines } from '../file-command.js';
import type { RunCommand } from '../io.js';
import { printJsonOutput } from '../terminal.js';
import { parseCommandArgs } from '../options.js';

/**
 * Drop-in for `utils/find_reusable_sweep_run.py`: outputs appended to $GITHUB_OUTPUT (one write,
 * after everything is known) and printed as JSON; any failure is `error: {message}`, exit 1, and
 * adds nothing to the output file.
 */
const findReusableSweepRunCommand: RunCommand = async (argv, io) => {
  const { values } = parseCommandArgs(REUSE_FINDER_COMMAND, argv, io);
  try {
    const client = githubRestClient(io.env, values.repo);
    const { outputs, extras, warnings } = await findReusableSweepRun(reuseRequest(values), restReuseGitHub(client), systemClock);
    for (const warning of warnings) io.stderr(`warning: ${warning}\n`);
    const all: Record<string, string> = values['extra-outputs'] ? { ...outputs, ...extras } : { ...outputs };
    if (values['github-output']) appendFileSync(resolve(io.cwd, values['github-output']), fileCommandLines(all));
    printJsonOutput(io, values.json, `${pyJsonDumps(all, { indent: 2 })}\n`, 'reuse decision');
    return 0;
  } catch (error) {
    if (!(error instanceof SweepkitError)) throw error;
    io.stderr(`error: ${error.message}\n`);
    return 1;
  }
};
export default findReusableSweepRunCommand;
