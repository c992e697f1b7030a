import { existsSync, readFileSync } from 'node:fs';
import type { Files } from '../files.js';

/** The real file system, for the CLI and the actions. */
export const nodeFiles: Files = {
  readText: (path) => readFileSync(path, 'utf8'),
  exists: (path) => existsSync(path)
};
