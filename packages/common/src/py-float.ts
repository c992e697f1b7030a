/**
 * A number that Python would hold as a `float`. JavaScript has one number type, but Python's JSON
 * output tells `8` from `8.0`, so values that must print as floats even when integral are wrapped.
 * Plain non-integral numbers are floats already and need no wrapper.
 */
export class PyFloat {
  constructor(readonly value: number) {}
  valueOf(): number {
    return this.value;
  }
}

export const pyFloat = (value: number): PyFloat => new PyFloat(value);

/** The number behind a plain number or a PyFloat. */
export const numberValue = (v: number | PyFloat): number => (v instanceof PyFloat ? v.value : v);

/** Python `repr(float)`: shortest round-trip digits, fixed notation for exponents in [-4, 16). */
export function pyFloatRepr(x: number): string {
  if (Number.isNaN(x)) return 'NaN';
  if (x === Infinity) return 'Infinity';
  if (x === -Infinity) return '-Infinity';
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0';
  // Fast path: in this range JavaScript prints the same shortest digits in fixed notation too
  // (a double below 1e16 cannot have a shortest repr of 1e16 or more, and likewise at 1e-4).
  const magnitude = Math.abs(x);
  if (magnitude >= 1e-4 && magnitude < 1e16) {
    const text = String(x);
    return text.includes('.') ? text : `${text}.0`;
  }
  // toExponential() without an argument yields the shortest digits that round-trip, like Python.
  const [mantissa, exponentText] = x.toExponential().split('e') as [string, string];
  const negative = mantissa.startsWith('-');
  const digits = (negative ? mantissa.slice(1) : mantissa).replace('.', '');
  const exponent = Number(exponentText);
  const sign = negative ? '-' : '';
  if (exponent >= -4 && exponent < 16) {
    if (exponent < 0) return `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`;
    const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, '0');
    const fraction = digits.slice(exponent + 1) || '0';
    return `${sign}${whole}.${fraction}`;
  }
  const lead = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
  const expSign = exponent < 0 ? '-' : '+';
  return `${sign}${lead}e${expSign}${String(Math.abs(exponent)).padStart(2, '0')}`;
}
