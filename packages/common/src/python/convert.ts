import { PyFloat } from './float.js';
import { parsePyFloatText, parsePyIntText } from './values.js';

/** Python `float(v)` of a parsed value, null where that raises. */
export function pyToFloat(v: unknown): number | null {
  if (typeof v === 'number') return v;
  if (v instanceof PyFloat) return v.value;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'string') return parsePyFloatText(v);
  if (typeof v === 'bigint') return Number(v);
  return null;
}

/** Python `int(v)` of a parsed value (floats truncate, "12.0" fails), null where that raises. */
export function pyToInt(v: unknown): number | null {
  if (typeof v === 'number' || v instanceof PyFloat) {
    const n = typeof v === 'number' ? v : v.value;
    return Number.isFinite(n) ? Math.trunc(n) + 0 : null;
  }
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'string') {
    const i = parsePyIntText(v);
    return i === null ? null : Number(i);
  }
  return null;
}
