import { SweepkitError } from '../../../common/src/index.js';

/** `a / b`, or null when either is missing or b ≤ 0. */
export const rate = (a: number | null, b: number | null): number | null => (a === null || b === null || b <= 0 ? null : a / b);

/** Percent gauges (> 1.5) become fractions. */
export const normalizeFraction = (v: number | null): number | null => (v === null ? null : v > 1.5 ? v / 100 : v);

/** `int(round(v))` with ties to even; exact past 2^53. */
export function counterInt(v: number | null, what: string): number | bigint | null {
  if (v === null) return null;
  if (!Number.isFinite(v)) throw new SweepkitError(`server metric ${what} is ${v}, not a finite counter`, { code: 'bad-server-metrics' });
  const floor = Math.floor(v);
  const diff = v - floor;
  const r = diff > 0.5 || (diff === 0.5 && floor % 2 !== 0) ? floor + 1 : floor;
  return Number.isSafeInteger(r) ? r + 0 : BigInt(r);
}
