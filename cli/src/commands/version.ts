import type { RunCommand } from '../io.js';
import { VERSION } from '../version.js';

const version: RunCommand = (_argv, io) => {
  io.stdout(`sweepkit ${VERSION}\n`);
  return 0;
};
export default version;
