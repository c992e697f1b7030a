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
