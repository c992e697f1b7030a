import { UsageError } from '../../../packages/common/src/index.js';
import { DEFAULT_FAILED_REQUEST_THRESHOLD, parseThreshold, validateAgentic, nodeArtifactFs } from '../../../packages/agentic/src/index.js';
import { parseArgs } from '../argparse.js';
import type { RunCommand } from '../io.js';

const PROG = 'sweepkit validate-agentic';

/** `sweepkit validate-agentic <artifacts-dir> [--failed-request-threshold X]` (docs/agentic.md §B.12). */
const validateAgenticCommand: RunCommand = (argv, io) => {
  const { values, positionals } = parseArgs(
    {
      prog: PROG,
      description: "Fail when aiperf's request error rate (profile_export_aiperf.json) exceeds the threshold.",
      positionals: [{ name: 'artifact_dir', help: 'the aiperf_artifacts folder (or a folder of run_N folders)' }],
      options: [
        {
          name: '--failed-request-threshold',
          kind: 'string',
          metavar: 'X',
          help: `largest allowed fraction of failed requests, 0..1 (default ${DEFAULT_FAILED_REQUEST_THRESHOLD})`
        }
      ]
    },
    argv
  );
  const text = values['failed-request-threshold'] as string | undefined;
  let threshold = DEFAULT_FAILED_REQUEST_THRESHOLD;
  if (text !== undefined) {
    const parsed = parseThreshold(text);
    if (parsed === 'invalid') throw new UsageError(`${PROG}: error: argument --failed-request-threshold: invalid float value: '${text}'`);
    if (parsed === 'out-of-range') throw new UsageError(`${PROG}: error: --failed-request-threshold must be between 0 and 1`);
    threshold = parsed;
  }
  const verdict = validateAgentic(nodeArtifactFs(io.cwd), positionals[0]!, threshold);
  io.stdout(`${verdict.message}\n`);
  return 0;
};
export default validateAgenticCommand;
