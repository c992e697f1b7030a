import { resolve } from 'node:path';
import { writeFileAtomic } from '../../../packages/common/src/index.js';
import { compactJson } from '../../../packages/matrix/src/index.js';
import { readInputJson } from '../input-json.js';
import type { RunCommand } from '../io.js';
import { printJsonOutput } from '../terminal.js';
import { parseCommandArgs } from '../options.js';
import { CANARY_COMMAND, selectCanary } from '../../../packages/changelog/src/index.js';

/** `sweepkit canary`: the canary of any matrix JSON as a one-row list (`[]` when none). */
const canary: RunCommand = (argv, io) => {
  const { values } = parseCommandArgs(CANARY_COMMAND, argv, io);
  const { canary: row, remaining } = selectCanary(readInputJson(io, values.input));
  if (values.remaining !== undefined) {
    // Written whole or not at all (a reader never sees half a matrix), never through a planted temp name.
    writeFileAtomic(resolve(io.cwd, values.remaining), `${compactJson(remaining)}\n`);
  }
  printJsonOutput(io, values.json, `${compactJson(row ? [row] : [])}\n`, 'canary');
  return 0;
};
export default canary;
