import * as core from '@actions/core';
import { githubApiUrl, writeFileAtomic } from '../../../packages/common/src/index.js';
import { dispatchClient, PUBLISH_COMMAND, runPublish } from '../../../packages/publish/src/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { logUntrusted } from '../../_kit/src/log.js';
import { runAction } from '../../_kit/src/run-action.js';

await runAction('publish', async () => {
  const values = readInputs(PUBLISH_COMMAND);
  const outputs = await runPublish(values, {
    writeFile: writeFileAtomic,
    app: () => dispatchClient(process.env, values['app-repository'], values['dispatch-token']),
    apiUrl: githubApiUrl(process.env),
    print: logUntrusted
  });
  for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value);
});
