import * as core from '@actions/core';
import { SweepkitError, SweepkitErrors } from '../../../packages/common/src/index.js';
import { nodeReuseFs, VALIDATE_REUSABLE_ARTIFACTS_COMMAND, validateReusableArtifacts } from '../../../packages/results/src/index.js';
import { readInputs } from '../../_kit/src/inputs.js';
import { logUntrusted } from '../../_kit/src/log.js';
import { runAction } from '../../_kit/src/run-action.js';

/** One error per problem, its indented identity lines as details. */
function grouped(lines: readonly string[]): SweepkitError[] {
  const problems: { message: string; details: string[] }[] = [];
  for (const line of lines) {
    if (line.startsWith('  ') && problems.length) problems.at(-1)!.details.push(line.trim());
    else problems.push({ message: line, details: [] });
  }
  return problems.map((p) => new SweepkitError(p.message, { details: p.details }));
}

async function main(): Promise<void> {
  const inputs = readInputs(VALIDATE_REUSABLE_ARTIFACTS_COMMAND);
  const { errors, counts } = validateReusableArtifacts(nodeReuseFs(process.cwd()), inputs['artifacts-dir'], (line) => logUntrusted(line));
  if (errors.length) throw new SweepkitErrors(grouped(errors));
  core.setOutput('fixed-rows', String(counts.fixed));
  core.setOutput('agentic-rows', String(counts.agentic));
  core.setOutput('eval-rows', String(counts.eval));
  await core.summary
    .addHeading('Reusable sweep artifacts validated', 3)
    .addRaw(`${counts.fixed} fixed-sequence row(s), ${counts.agentic} agentic row(s), ${counts.eval} eval row(s).\n`)
    .write();
}

await runAction('validate-reusable-artifacts', main);
