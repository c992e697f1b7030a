import { PyFloat, parsePyFloatText, parsePyIntText } from '../../common/src/index.js';

/** The aggregator's `to_float`: Python `float(v)`, null where that raises. */
export function toFloat(v: unknown): number | null {
  if (typeof v === 'number') return v;
  if (v instanceof PyFloat) return v.value;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'string') return parsePyFloatText(v);
  if (typeof v === 'bigint') return Number(v);
  return null;
}

/** The aggregator's `to_int`: Python `int(v)` (floats truncate, "12.0" fails), null where that raises. */
export function toInt(v: unknown): number | null {
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
