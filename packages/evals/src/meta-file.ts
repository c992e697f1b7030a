import { isPyObject, parsePyJson, pyOpenErrorText, type PyValue } from '../../common/src/index.js';
import type { EvalFs } from './ports.js';

/** `meta_env.json` as read by the eval tools: its JSON value, or the text of the exception Python raised. */
export type MetaRead = { ok: true; value: PyValue } | { ok: false; reason: string };

export function readMetaJson(fs: EvalFs, path: string): MetaRead {
  let text: string;
  try {
    text = fs.readText(path);
  } catch (error) {
    return { ok: false, reason: pyOpenErrorText(error, path) };
  }
  try {
    return { ok: true, value: parsePyJson(text) };
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  }
}

/** Python's `key in value` for a JSON value (dict: key; list: element; str: substring). */
export function pyContains(value: PyValue, key: string): boolean {
  if (isPyObject(value)) return value.has(key);
  if (Array.isArray(value)) return value.includes(key);
  return typeof value === 'string' && value.includes(key);
}

// `_conc<N>` (optionally `_conc<N>_<k>`) before `.json`: the batched eval's result file names.
const CONC_SUFFIX = /_conc(\d+)(?:_\d+)?\.json$/;

/** The concurrency a result file name carries, or undefined. */
export function concSuffix(path: string): number | undefined {
  const match = CONC_SUFFIX.exec(path.slice(path.lastIndexOf('/') + 1));
  return match ? Number(match[1]) : undefined;
}
