import { resolve } from 'node:path';
import { githubApiUrl, writeFileAtomic } from '../../../packages/common/src/index.js';
import { dispatchClient, PUBLISH_COMMAND, runPublish } from '../../../packages/publish/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';
import { runStepCommand } from '../workflow-step.js';

/** run-sweep.yml's post-sweep jobs (changelog metadata, ingest dispatch) and recover-reused-ingest.yml. */
const publish: RunCommand = async (argv, io) => {
  const { values } = parseCommandArgs(PUBLISH_COMMAND, argv, io);
  return runStepCommand(io, values['github-output'], async () => ({
    outputs: await runPublish(values, {
      writeFile: (path, text) => writeFileAtomic(resolve(io.cwd, path), text),
      app: () => dispatchClient(io.env, values['app-repository'], values['dispatch-token']),
      apiUrl: githubApiUrl(io.env),
      print: (text) => io.stdout(text)
    }),
    warnings: []
  }));
};
export default publish;
