import { resolve } from 'node:path';
import { SweepkitError, parseYaml, readTextFile, type Files, type LoadedYaml } from '../../common/src/index.js';

/**
 * Reads and parses one YAML input named as the user gave it (messages keep that spelling);
 * relative paths resolve against `cwd` when one is given.
 */
export function loadSource(files: Files, path: string, missing: string, cwd?: string): LoadedYaml {
  const real = cwd ? resolve(cwd, path) : path;
  if (!files.exists(real)) throw new SweepkitError(missing, { location: { file: path }, code: 'file-missing' });
  return parseYaml(readTextFile(files, real, path), path);
}

export const isMapping = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;
