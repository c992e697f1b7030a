/**
 * Exact decimal numbers, the part of Python's `decimal.Decimal` the priority score needs: parse,
 * add, quantize half-up, print. Binary floats would round `1.0125` to `1.012`; a scaled BigInt
 * keeps every digit written in the policy. Zero keeps its sign, as Decimal's does (`-0.000`).
 */
export interface Decimal {
  readonly negative: boolean;
  /** The digits as an integer; the value is ±coefficient × 10^exponent. */
  readonly coefficient: bigint;
  readonly exponent: number;
}

export const DECIMAL_ZERO: Decimal = { negative: false, coefficient: 0n, exponent: 0 };

// Python's Decimal(str): surrounding whitespace, a sign, digits (underscores between them), an
// optional fraction and exponent. Infinity and NaN are left out: they have no score.
const DECIMAL_TEXT = /^\s*([-+]?)((?:\d(?:_?\d)*)?)(?:\.((?:\d(?:_?\d)*)?))?(?:[eE]([-+]?\d(?:_?\d)*))?\s*$/;

/** The decimal a text stands for, or undefined when it is not a finite decimal number. */
export function parseDecimal(text: string): Decimal | undefined {
  const m = DECIMAL_TEXT.exec(text);
  if (!m) return undefined;
  const whole = (m[2] ?? '').replace(/_/g, '');
  const fraction = (m[3] ?? '').replace(/_/g, '');
  if (!whole && !fraction) return undefined;
  const exponent = Number((m[4] ?? '0').replace(/_/g, '')) - fraction.length;
  if (!Number.isSafeInteger(exponent)) return undefined;
  return { negative: m[1] === '-', coefficient: BigInt(whole + fraction), exponent };
}

const signed = (d: Decimal, exponent: number): bigint => {
  const scaled = d.coefficient * 10n ** BigInt(d.exponent - exponent);
  return d.negative ? -scaled : scaled;
};

/** a + b, exactly. A zero sum is negative only when both zeros were (Decimal's rule). */
export function addDecimal(a: Decimal, b: Decimal): Decimal {
  const exponent = Math.min(a.exponent, b.exponent);
  const sum = signed(a, exponent) + signed(b, exponent);
  return { negative: sum < 0n || (sum === 0n && a.negative && b.negative), coefficient: sum < 0n ? -sum : sum, exponent };
}

/** `d.quantize(Decimal(10) ** exponent, rounding=ROUND_HALF_UP)`: halves round away from zero. */
export function quantizeHalfUp(d: Decimal, exponent: number): Decimal {
  if (d.exponent >= exponent) return { ...d, coefficient: d.coefficient * 10n ** BigInt(d.exponent - exponent), exponent };
  const divisor = 10n ** BigInt(exponent - d.exponent);
  const quotient = d.coefficient / divisor;
  const rounded = (d.coefficient % divisor) * 2n >= divisor ? quotient + 1n : quotient;
  return { negative: d.negative, coefficient: rounded, exponent };
}

/** Fixed-point text of a decimal with exponent ≤ 0 (`str()` of a quantized Decimal): `-0.005`, `12.000`. */
export function formatDecimal(d: Decimal): string {
  const places = -d.exponent;
  const digits = d.coefficient.toString().padStart(places + 1, '0');
  const body = places > 0 ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
  return d.negative ? `-${body}` : body;
}
