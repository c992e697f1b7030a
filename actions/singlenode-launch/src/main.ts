import * as core from '@actions/core';
import { join } from 'node:path';
import { codeBlock, nodeFiles, readTextFile } from '../../../packages/common/src/index.js';
import { runSinglenodeOnThisMachine, SINGLENODE_LAUNCH_COMMAND } from '../../../packages/slurm/src/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { logUntrusted } from '../../_kit/src/log.js';
import { runAction } from '../../_kit/src/run-action.js';
import { appendSummary, summarySection } from '../../_kit/src/summary.js';

/** How much of a named result file the summary shows (a collector's YAML is a few KiB). */
const SHOWN_CHARS = 64 * 1024;

/** A collector's result (`result-file`, e.g. SPEED-Bench's YAML) in the job summary, as itself. */
async function showResult(workspace: string, file: string): Promise<void> {
  const text = readTextFile(nodeFiles, join(workspace, file), file);
  const shown = text.length > SHOWN_CHARS ? text.slice(0, SHOWN_CHARS) : text;
  const language = /\.ya?ml$/.test(file) ? 'yaml' : /\.json$/.test(file) ? 'json' : '';
  const note = shown === text ? undefined : `(the first ${SHOWN_CHARS} of ${text.length} characters; the whole file is in the workspace)`;
  await appendSummary(summarySection(`Result ${file}`, [codeBlock(shown, language), note]));
}

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
  if (inputs['result-file'] && result.resultFile) await showResult(workspace, result.resultFile);
}

await runAction('singlenode-launch', main);
