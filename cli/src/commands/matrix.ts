import { SweepkitError, UsageError } from '../../../packages/common/src/index.js';
import { generateMatrix, MATRIX_COMMAND, matrixRequest, referenceErrorText, writeMatrixJson } from '../../../packages/matrix/src/index.js';
import type { RunCommand } from '../io.js';
import { parseCommandArgs } from '../options.js';

const PROG = 'sweepkit matrix';

/** `sweepkit matrix`: a drop-in for the reference generator (same flags, bytes, exit codes, first error line). */
const matrix: RunCommand = (argv, io) => {
  const request = matrixRequest(parseCommandArgs(MATRIX_COMMAND, argv, io).values);
  try {
    // Every error comes from generating; the rows are written after, in chunks.
    writeMatrixJson(generateMatrix(request, { files: io.files, cwd: io.cwd }), io.stdout);
    return 0;
  } catch (error) {
    // The reference reports its own option checks through argparse: prefix them like one.
    if (error instanceof UsageError) throw new UsageError(`${PROG}: error: ${error.message}`);
    io.stderr(referenceErrorText(error));
    return error instanceof SweepkitError ? error.exitCode : 1;
  }
};
export default matrix;
