/**
 * Python's decimal rounding of binary floats: `round(x, n)` and `format(x, '.nf')` round the exact
 * binary value with ties to even, where JavaScript's `toFixed` rounds ties away from zero.
 */

/** x = mantissa × 2^exponent exactly (x finite). */
function decompose(x: number): { negative: boolean; mantissa: bigint; exponent: number } {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const hi = view.getUint32(0);
  const lo = view.getUint32(4);
  const biased = (hi >>> 20) & 0x7ff;
  const fraction = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  const mantissa = biased === 0 ? fraction : fraction | (1n << 52n);
  return { negative: hi >>> 31 === 1, mantissa, exponent: (biased === 0 ? 1 : biased) - 1075 };
}

/** |x| × 10^digits rounded to an integer, ties to even, from the exact binary value. */
function scaledHalfEven(x: number, digits: number): bigint {
  const { mantissa, exponent } = decompose(x);
  const scale = 10n ** BigInt(digits);
  if (exponent >= 0) return (mantissa << BigInt(exponent)) * scale;
  const num = mantissa * scale;
  const den = 1n << BigInt(-exponent);
  const q = num / den;
  const twice = (num % den) * 2n;
  return twice > den || (twice === den && q % 2n === 1n) ? q + 1n : q;
}

/** Python `format(x, f'.{digits}f')` (finite x keeps a `-` sign even when it rounds to zero). */
export function pyFixed(x: number, digits: number): string {
  if (Number.isNaN(x)) return 'nan';
  if (!Number.isFinite(x)) return x > 0 ? 'inf' : '-inf';
  const text = scaledHalfEven(x, digits)
    .toString()
    .padStart(digits + 1, '0');
  const sign = x < 0 || Object.is(x, -0) ? '-' : '';
  return digits === 0 ? sign + text : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** Python `round(x, digits)` for a float: the nearest double to the half-even decimal rounding. */
export function pyRound(x: number, digits: number): number {
  if (!Number.isFinite(x)) return x;
  if (digits < 0) {
    const rounded = Number(scaledHalfEvenSignificant(x, digits)) * 10 ** -digits;
    return x < 0 ? -rounded : rounded;
  }
  return Number(pyFixed(x, digits));
}

/** Python `format(x, '.{digits}%')`. */
export const pyPercent = (x: number, digits: number): string => `${pyFixed(x * 100, digits)}%`;

/** Python `format(x, 'g')`: 6 significant digits, trailing zeros removed. */
export function pyGeneral(x: number): string {
  if (Number.isNaN(x)) return 'nan';
  if (!Number.isFinite(x)) return x > 0 ? 'inf' : '-inf';
  if (x === 0) return Object.is(x, -0) ? '-0' : '0';
  const precision = 6;
  let exponent = Math.floor(Math.log10(Math.abs(x)));
  // Rounding to 6 significant digits may carry into the next power of ten (999999.5 → 1e+06).
  const digitsAt = (e: number): string => scaledHalfEvenSignificant(x, precision - 1 - e);
  let digits = digitsAt(exponent);
  if (digits.length > precision) digits = digitsAt(++exponent);
  else if (digits.length < precision) digits = digitsAt(--exponent);
  const sign = x < 0 ? '-' : '';
  const strip = (s: string): string => (s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s);
  if (exponent >= -4 && exponent < precision) {
    const decimals = precision - 1 - exponent;
    const padded = digits.padStart(decimals + 1, '0');
    return sign + strip(decimals > 0 ? `${padded.slice(0, -decimals)}.${padded.slice(-decimals)}` : padded);
  }
  const mantissa = strip(`${digits[0]}.${digits.slice(1)}`);
  return `${sign}${mantissa}e${exponent < 0 ? '-' : '+'}${String(Math.abs(exponent)).padStart(2, '0')}`;
}

/** |x| rounded half-even to `decimals` places (negative: to tens, hundreds…), as its digit string. */
function scaledHalfEvenSignificant(x: number, decimals: number): string {
  if (decimals >= 0) return scaledHalfEven(x, decimals).toString();
  const { mantissa, exponent } = decompose(x);
  const den = 10n ** BigInt(-decimals);
  const num = exponent >= 0 ? mantissa << BigInt(exponent) : mantissa;
  const shift = exponent >= 0 ? 1n : 1n << BigInt(-exponent);
  const d = den * shift;
  const q = num / d;
  const twice = (num % d) * 2n;
  return (twice > d || (twice === d && q % 2n === 1n) ? q + 1n : q).toString();
}
