import { appendFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pyJsonDumps, SweepkitError, writeFileAtomic } from '../../../packages/common/src/index.js';
import { dispatchClient, PUBLISH_COMMAND, runPublish } from '../../../packages/publish/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';
import { fileCommandLines } from './find-reusable-sweep-run.js';

/** run-sweep.yml's post-sweep jobs (changelog metadata, ingest dispatch) and recover-reused-ingest.yml. */
const publish: RunCommand = async (argv, io) => {
  const { values } = parseCommandArgs(PUBLISH_COMMAND, argv, io);
  try {
    const outputs = await runPublish(values, {
      writeFile: (path, text) => writeFileAtomic(resolve(io.cwd, path), text),
      app: () => dispatchClient(io.env, values['app-repository'], values['dispatch-token']),
      apiUrl: io.env.GITHUB_API_URL || 'https://api.github.com',
      print: (text) => io.stdout(text)
    });
    if (values['github-output']) appendFileSync(resolve(io.cwd, values['github-output']), fileCommandLines(outputs));
    io.stdout(`${pyJsonDumps(outputs, { indent: 2 })}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof SweepkitError)) throw error;
    io.stderr(`error: ${error.message}\n`);
    return error.exitCode;
  }
};
export default publish;
