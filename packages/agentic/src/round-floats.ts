import { PyFloat, type PyJson, pyRound } from '../../common/src/index.js';

/** One float as `round_floats` leaves it: 5 decimals (ties to even), integral values ≥ 1 as ints. */
export function roundFloat(x: number): PyJson {
  if (!Number.isFinite(x)) return new PyFloat(x);
  const r = pyRound(x, 5);
  if (r === 0) return new PyFloat(r);
  if (Number.isInteger(r) && Math.abs(r) >= 1) return Number.isSafeInteger(r) ? r : BigInt(r);
  return r;
}

/**
 * `round_floats` over the whole aggregate (B.5): every Python float (PyFloat, or a non-integral
 * number) is rounded; ints, strings, booleans and null pass through; key order is kept.
 */
export function roundFloats(value: PyJson): PyJson {
  if (value instanceof PyFloat) return roundFloat(value.value);
  if (typeof value === 'number') return Number.isInteger(value) ? value : roundFloat(value);
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(roundFloats);
  if (value instanceof Map) return new Map([...value].map(([k, v]) => [k, roundFloats(v)]));
  const out: Record<string, PyJson> = {};
  for (const [k, v] of Object.entries(value as Record<string, PyJson>)) out[k] = roundFloats(v);
  return out;
}
