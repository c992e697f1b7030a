import { nodeReuseFs, VALIDATE_REUSABLE_ARTIFACTS_COMMAND, validateReusableArtifacts } from '../../../packages/results/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';

/** `sweepkit validate-reusable-artifacts --artifacts-dir DIR` (utils/validate_reusable_sweep_artifacts.py). */
const validateReusableArtifactsCommand: RunCommand = (argv, io) => {
  const { values } = parseCommandArgs(VALIDATE_REUSABLE_ARTIFACTS_COMMAND, argv, io);
  const { errors, counts } = validateReusableArtifacts(nodeReuseFs(io.cwd), values['artifacts-dir'], (line) => io.stdout(`${line}\n`));
  if (errors.length) {
    io.stderr(['Reusable sweep artifact validation failed:', ...errors].map((l) => `${l}\n`).join(''));
    return 1;
  }
  io.stdout(`Reusable sweep artifacts validated: ${counts.fixed} fixed-sequence row(s), ${counts.agentic} agentic row(s), ${counts.eval} eval row(s).\n`);
  return 0;
};
export default validateReusableArtifactsCommand;
