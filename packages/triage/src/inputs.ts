import { readTextFile, SweepkitError, jsonErrorMessage, type Files } from '../../common/src/index.js';
import { gpuCount } from '../../naming/src/index.js';
import { BUNDLED_RULES_FILE, BUNDLED_RULES_YAML } from './bundled-rules.js';
import { matrixRows } from './jobs.js';
import { parseTriageRules, type TriageRule } from './rules.js';

/** The rules in force: the site's file first (its rules win within a class), then the bundled ones. */
export function loadTriageRules(files: Files, siteFile?: string): TriageRule[] {
  const site = siteFile ? parseTriageRules(readTextFile(files, siteFile), siteFile) : [];
  return [...site, ...parseTriageRules(BUNDLED_RULES_YAML, BUNDLED_RULES_FILE)];
}

/** A JSON option (`matrix`, `offline-rows`); empty is absent. */
export function jsonOption(text: string | undefined, option: string): unknown {
  if (text === undefined || text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new SweepkitError(`${option} is not valid JSON: ${jsonErrorMessage(error)}`, { code: 'bad-json' });
  }
}

/**
 * A JSON option given as text or as a file (`matrix` / `matrix-file`): a sweep's matrix is too large
 * for an input or argv, so the workflows hand it over as the file its planning job wrote. `path`
 * resolves the file name where the edge runs (the CLI's working directory).
 */
export function jsonTextOrFile(
  files: Files,
  given: { text: string | undefined; file: string | undefined },
  names: { text: string; file: string },
  path: (file: string) => string = (file) => file
): unknown {
  if (given.file !== undefined && given.file !== '') {
    if (given.text !== undefined && given.text.trim() !== '')
      throw new SweepkitError(`${names.text} and ${names.file} exclude each other`, { code: 'bad-option' });
    return jsonOption(readTextFile(files, path(given.file), given.file), given.file);
  }
  return jsonOption(given.text, names.text);
}

/** GPUs of each row kept out of the sweep for offline runners. */
export const rowGpus = (rows: unknown): number[] => (rows === undefined ? [] : matrixRows(rows).map(gpuCount));
