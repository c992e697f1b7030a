import { PyFloat, YamlTimestamp, pyFloatRepr } from '../../common/src/index.js';

/**
 * Python semantics of raw YAML values. Validation never rewrites data (pydantic lax mode only
 * checks it), so the generator works on the values as written and needs Python's view of them.
 */

/** Python `bool(value)`. */
export function pyTruthy(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'bigint') return value !== 0n;
  if (typeof value === 'string') return value.length > 0;
  if (value instanceof PyFloat) return value.value !== 0;
  if (Array.isArray(value)) return value.length > 0;
  if (value instanceof YamlTimestamp) return true;
  return typeof value !== 'object' || Object.keys(value as object).length > 0;
}

/** Python `type(value).__name__` as PyYAML would have built it. */
export function pyTypeName(value: unknown): string {
  if (value === null || value === undefined) return 'NoneType';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  if (typeof value === 'bigint') return 'int';
  if (typeof value === 'string') return 'str';
  if (value instanceof PyFloat) return 'float';
  if (value instanceof YamlTimestamp) return value.text.length > 10 ? 'datetime' : 'date';
  return Array.isArray(value) ? 'list' : 'dict';
}

/** Python `str(value)` of a scalar (used where the reference formats values into names). */
export function pyStr(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (value instanceof PyFloat) return pyFloatRepr(value.value);
  if (typeof value === 'number' && !Number.isInteger(value)) return pyFloatRepr(value);
  return String(value);
}

/**
 * The integer a lax-validated value stands for (`true` → 1, `8.0` → 8, `" 8 "` → 8), for
 * arithmetic and comparisons; the raw value is still what gets emitted.
 */
export function pyInt(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof PyFloat) return value.value;
  if (typeof value === 'string') return Number(value.trim().replace(/_/g, ''));
  return NaN;
}
