import * as core from '@actions/core';
import { runSinglenodeOnThisMachine, SINGLENODE_LAUNCH_COMMAND } from '../../../packages/slurm/src/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { logUntrusted } from '../../_kit/src/log.js';
import { runAction } from '../../_kit/src/run-action.js';

async function main(): Promise<void> {
  const inputs = readInputs(SINGLENODE_LAUNCH_COMMAND);
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const result = await runSinglenodeOnThisMachine(inputs, workspace, process.env, {
    info: (line) => logUntrusted(line),
    warning: (line) => core.warning(line),
    output: (text) => logUntrusted(text)
  });
  core.setOutput('launch-script', result.script);
  core.setOutput('exit-code', result.exitCode === undefined ? '' : String(result.exitCode));
  core.setOutput('result-file', result.resultFile ?? '');
  core.setOutput('reason', result.reason);
  if (result.failure) throw result.failure;
}

await runAction('singlenode-launch', main);
