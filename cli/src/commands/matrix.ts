import { SweepkitError, UsageError } from '../../../packages/common/src/index.js';
import {
  generateMatrixEntries,
  MATRIX_COMMAND,
  matrixRequest,
  matrixSummaryText,
  referenceErrorText,
  writeMatrixJson
} from '../../../packages/matrix/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';
import { showSummary } from '../terminal.js';

const PROG = 'sweepkit matrix';

/**
 * `sweepkit matrix`: a drop-in for the reference generator (same flags, bytes, exit codes, first
 * error line). At a terminal it prints a short summary instead of the JSON, unless --json.
 */
const matrix: RunCommand = (argv, io) => {
  const { values } = parseCommandArgs(MATRIX_COMMAND, argv, io);
  const request = matrixRequest(values);
  try {
    // Every error comes from generating; the rows are written after, in chunks.
    const entries = generateMatrixEntries(request, { files: io.files, cwd: io.cwd });
    if (showSummary(io, values.json)) io.stdout(matrixSummaryText(entries));
    else
      writeMatrixJson(
        entries.map((e) => e.row),
        io.stdout
      );
    return 0;
  } catch (error) {
    // The reference reports its own option checks through argparse: prefix them like one.
    if (error instanceof UsageError) throw new UsageError(`${PROG}: error: ${error.message}`);
    io.stderr(referenceErrorText(error));
    return error instanceof SweepkitError ? error.exitCode : 1;
  }
};
export default matrix;
