import { isPyObject, type PyValue, pySplitlines, pyStr, pyStrip, pyTruthy } from '../../common/src/index.js';

const CATEGORY_KEYS = ['type', 'error_type', 'code', 'class', 'status'] as const;
const MAX_CATEGORY = 120;

/** Thrown for an error message that is only whitespace (the reference crashes on it). */
export class BlankErrorMessage extends Error {}

/** The `error_categories` key of a failed request's `error` value (B.4). */
export function errorCategory(error: PyValue): string {
  let message: PyValue;
  if (isPyObject(error)) {
    for (const key of CATEGORY_KEYS) {
      const v = error.get(key);
      if (v !== undefined && v !== null && v !== '') return pyStr(v);
    }
    const m = error.get('message') ?? null;
    message = pyTruthy(m) ? m : (error.get('error') ?? null);
  } else message = error;
  if (!pyTruthy(message)) return 'unknown';
  const first = pySplitlines(pyStrip(pyStr(message)))[0];
  if (first === undefined) throw new BlankErrorMessage('error message is only whitespace');
  const head = pyStrip(first.split(':')[0]!) || 'unknown';
  return Array.from(head).slice(0, MAX_CATEGORY).join('');
}
