import { appendFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pyJsonDumps, SweepkitError, writeFileAtomic } from '../../../packages/common/src/index.js';
import { createRestClient } from '../../../packages/gating/src/index.js';
import { PUBLISH_COMMAND, runPublish } from '../../../packages/publish/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';
import { fileCommandLines } from './find-reusable-sweep-run.js';

/** run-sweep.yml's post-sweep jobs (changelog metadata, ingest dispatch) and recover-reused-ingest.yml. */
const publish: RunCommand = async (argv, io) => {
  const { values } = parseCommandArgs(PUBLISH_COMMAND, argv, io);
  const apiUrl = io.env.GITHUB_API_URL || 'https://api.github.com';
  try {
    const outputs = await runPublish(values, {
      writeFile: (path, text) => writeFileAtomic(resolve(io.cwd, path), text),
      app: () => {
        const token = values['dispatch-token'];
        if (!token) throw new SweepkitError('--dispatch-token (or INFX_FRONTEND_PAT) is required to send the dispatch', { code: 'usage', exitCode: 2 });
        return createRestClient({ token, baseUrl: apiUrl, repo: values['app-repository'] });
      },
      apiUrl,
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
