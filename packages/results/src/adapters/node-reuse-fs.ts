import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { nodeArtifactFs } from '../../../job/src/index.js';
import type { ReuseFs } from '../reusable/validate.js';

/** The real file system for validate-reusable-artifacts; relative paths are taken from `cwd`. */
export function nodeReuseFs(cwd: string): ReuseFs {
  return { ...nodeArtifactFs(cwd), remove: (path) => rmSync(resolve(cwd, path), { recursive: true }) };
}
