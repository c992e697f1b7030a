import { parsePyJson, PyJsonSyntaxError, SweepkitError } from '../../../common/src/index.js';

/** A JSON flag value, with Python's parser message on bad JSON. */
function parseFlagJson(flag: string, text: string): unknown {
  try {
    return parsePyJson(text);
  } catch (error) {
    if (error instanceof PyJsonSyntaxError) throw new SweepkitError(`${flag}: ${error.message}`, { code: 'ci-priority-json' });
    throw error;
  }
}

/** A JSON array of strings; '' and `null` are undefined (the reference treats them as "not given"). */
function stringArray(flag: string, text: string): string[] | undefined {
  if (text === '') return undefined;
  const value = parseFlagJson(flag, text);
  if (value === null) return undefined;
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new SweepkitError(`${flag} must be a JSON array of strings`, { code: 'ci-priority-json' });
  }
  return value as string[];
}

/** `--labels-json`: the labels, none for '' or null. */
export const parseLabelsJson = (text: string): string[] => stringArray('--labels-json', text) ?? [];

/** `--criteria-json` (or the option named `name`): the classifier's criteria, undefined (no classifier) for '' or null. */
export const parseCriteriaJson = (text: string, name = '--criteria-json'): string[] | undefined => stringArray(name, text);

/** What the priority scheduler falls back to when the classifier gave nothing usable: the lowest priority. */
export const CLASSIFIER_FALLBACK: readonly string[] = ['patchwork'];

/**
 * The change classifier's output (`{"criteria": [<names>]}`) → its criteria. Missing or malformed
 * output fails closed to `["patchwork"]`, as run-sweep.yml's jq step does, with the reason why so
 * the caller can warn instead of scoring silently at the lowest priority.
 */
export function classifierCriteria(text: string): { criteria: readonly string[]; problem?: string } {
  if (text.trim() === '') return { criteria: CLASSIFIER_FALLBACK, problem: 'the classifier gave no output' };
  let value: unknown;
  try {
    value = parsePyJson(text);
  } catch (error) {
    if (!(error instanceof PyJsonSyntaxError)) throw error;
    return { criteria: CLASSIFIER_FALLBACK, problem: `the classifier output is not JSON: ${error.message}` };
  }
  const criteria = value instanceof Map ? value.get('criteria') : undefined;
  if (!Array.isArray(criteria) || !criteria.every((c) => typeof c === 'string'))
    return { criteria: CLASSIFIER_FALLBACK, problem: 'the classifier output is not an object with a "criteria" array of strings' };
  return { criteria: criteria as string[] };
}
