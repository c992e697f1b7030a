import { PyFloat } from '../../common/src/index.js';

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
