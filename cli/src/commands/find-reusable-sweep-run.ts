import { appendFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { pyJsonDumps, SweepkitError } from '../../../packages/common/src/index.js';
import { restClientFromEnv } from '../../../packages/gating/src/index.js';
import { restReuseGitHub } from '../../../packages/gating/src/index.js';
import { findReusableSweepRun, REUSE_FINDER_COMMAND, reuseRequest } from '../../../packages/gating/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';

/** `key=value` lines, or a heredoc block when a value has a line break (the runner's file-command format). */
export function fileCommandLines(outputs: Readonly<Record<string, string>>): string {
  return Object.entries(outputs)
    .map(([key, value]) => {
      if (!/[\r\n]/.test(value)) return `${key}=${value}\n`;
      const delimiter = `ghadelimiter_${randomUUID()}`;
      return `${key}<<${delimiter}\n${value}\n${delimiter}\n`;
    })
    .join('');
}

/**
 * Drop-in for `utils/find_reusable_sweep_run.py`: outputs appended to $GITHUB_OUTPUT (one write,
 * after everything is known) and printed as JSON; any failure is `error: {message}`, exit 1, and
 * adds nothing to the output file.
 */
const findReusableSweepRunCommand: RunCommand = async (argv, io) => {
  const { values } = parseCommandArgs(REUSE_FINDER_COMMAND, argv, io);
  try {
    const client = restClientFromEnv(io.env, values.repo);
    const { outputs, extras } = await findReusableSweepRun(reuseRequest(values), restReuseGitHub(client));
    const all: Record<string, string> = values['extra-outputs'] ? { ...outputs, ...extras } : { ...outputs };
    if (values['github-output']) appendFileSync(resolve(io.cwd, values['github-output']), fileCommandLines(all));
    io.stdout(`${pyJsonDumps(all, { indent: 2 })}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof SweepkitError)) throw error;
    io.stderr(`error: ${error.message}\n`);
    return 1;
  }
};
export default findReusableSweepRunCommand;
