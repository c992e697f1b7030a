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

/** GPUs of each row kept out of the sweep for offline runners. */
export const rowGpus = (rows: unknown): number[] => (rows === undefined ? [] : matrixRows(rows).map(gpuCount));
