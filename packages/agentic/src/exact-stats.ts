/**
 * Python's `statistics.mean` / `pstdev` work on exact rationals of the binary values and round
 * once. Here sums are kept exact as non-overlapping double partials (Shewchuk, like `math.fsum`),
 * and only the final division / square root goes through BigInt, so a pass stays O(n) in doubles.
 */

/** An exact running sum of doubles. */
export class ExactSum {
  private partials: number[] = [0, 0, 0, 0];
  private count = 0;
  private special = 0;
  private hasSpecial = false;

  add(x: number): void {
    if (x - x !== 0) {
      // NaN or ±Infinity: no exact rational; remember it the way float arithmetic would.
      this.special += x;
      this.hasSpecial = true;
      return;
    }
    const p = this.partials;
    let n = 0;
    for (let j = 0; j < this.count; j++) {
      let y = p[j]!;
      if (Math.abs(x) < Math.abs(y)) {
        const t = x;
        x = y;
        y = t;
      }
      const hi = x + y;
      const lo = y - (hi - x);
      if (lo !== 0) p[n++] = lo;
      x = hi;
    }
    if (n === p.length) this.partials = p.concat(new Array<number>(n).fill(0));
    this.partials[n] = x;
    this.count = n + 1;
  }

  /** NaN/±Infinity when a non-finite value was added (the result is then not a rational). */
  nonFinite(): number | undefined {
    return this.hasSpecial ? this.special : undefined;
  }

  /** The exact sum as numerator / 2^1074. */
  scaled(): bigint {
    let total = 0n;
    for (let j = 0; j < this.count; j++) total += scaledDouble(this.partials[j]!);
    return total;
  }
}

const SCALE_BITS = 1074;
const SPLITTER = 134217729; // 2^27 + 1 (Veltkamp)

/** x × 2^1074 as an exact integer. */
function scaledDouble(x: number): bigint {
  if (x === 0) return 0n;
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const hi = view.getUint32(0);
  const biased = (hi >>> 20) & 0x7ff;
  const fraction = (BigInt(hi & 0xfffff) << 32n) | BigInt(view.getUint32(4));
  const mantissa = biased === 0 ? fraction : fraction | (1n << 52n);
  const shifted = mantissa << BigInt((biased === 0 ? 1 : biased) - 1075 + SCALE_BITS);
  return hi >>> 31 ? -shifted : shifted;
}

/** Adds x² exactly (as two doubles) to `sum`. */
export function addSquare(sum: ExactSum, x: number): void {
  const hi = x * x;
  if (!Number.isFinite(hi)) return sum.add(hi);
  const c = SPLITTER * x;
  const xh = c - (c - x);
  const xl = x - xh;
  const lo = xl * xl - (hi - xh * xh - xh * xl - xl * xh);
  sum.add(hi);
  sum.add(lo);
}

const bitLength = (n: bigint): number => (n === 0n ? 0 : n.toString(2).length);

/** m × 2^e rounded to the nearest double (ties to even), `sticky` = some nonzero bits below m. */
function roundToDouble(m: bigint, e: number, sticky: boolean): number {
  const extra = bitLength(m) - 53;
  if (extra > 0) {
    const half = 1n << BigInt(extra - 1);
    const rest = m & ((1n << BigInt(extra)) - 1n);
    m >>= BigInt(extra);
    e += extra;
    if (rest > half || (rest === half && (sticky || (m & 1n) === 1n))) m += 1n;
  }
  // Multiply in two steps so that large exponents do not overflow an intermediate power of two.
  const half1 = Math.trunc(e / 2);
  return Number(m) * 2 ** half1 * 2 ** (e - half1);
}

/** num / den correctly rounded (den > 0). */
export function divideToDouble(num: bigint, den: bigint): number {
  if (num === 0n) return 0;
  const negative = num < 0n;
  const a = negative ? -num : num;
  const shift = Math.max(0, 55 - (bitLength(a) - bitLength(den)));
  const scaled = a << BigInt(shift);
  const q = scaled / den;
  const value = roundToDouble(q, -shift, scaled % den !== 0n);
  return negative ? -value : value;
}

function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = 1n << BigInt(Math.ceil(bitLength(n) / 2));
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}

/** √(num/den) correctly rounded (num ≥ 0, den > 0). */
export function sqrtToDouble(num: bigint, den: bigint): number {
  if (num === 0n) return 0;
  let k = Math.ceil((112 - (bitLength(num) - bitLength(den))) / 2);
  if (k < 0) k = 0;
  const scaled = num << BigInt(2 * k);
  const q = scaled / den;
  const r = isqrt(q);
  const exact = scaled % den === 0n && r * r === q;
  return roundToDouble(r, -k, !exact);
}

/** Exact sums of values and squares, for mean and population standard deviation. */
export class Moments {
  readonly sum = new ExactSum();
  readonly squares = new ExactSum();
  count = 0;

  add(x: number): void {
    this.sum.add(x);
    addSquare(this.squares, x);
    this.count++;
  }

  /** `statistics.mean`; `integral` = all values were Python ints (an integral mean stays an int). */
  mean(integral = false): { value: number | bigint; isInt: boolean } {
    const special = this.sum.nonFinite();
    if (special !== undefined) return { value: special / this.count, isInt: false };
    const num = this.sum.scaled();
    const den = BigInt(this.count) << BigInt(SCALE_BITS);
    if (integral && num % den === 0n) {
      const q = num / den;
      const n = Number(q);
      return { value: Number.isSafeInteger(n) ? n : q, isInt: true };
    }
    return { value: divideToDouble(num, den), isInt: false };
  }

  /** `statistics.pstdev` (a float). */
  pstdev(): number {
    const special = this.sum.nonFinite() ?? this.squares.nonFinite();
    if (special !== undefined) return NaN;
    const n = BigInt(this.count);
    const sx = this.sum.scaled();
    const sxx = this.squares.scaled();
    // variance = (n·Σx² − (Σx)²) / n², with Σx = sx/D and Σx² = sxx/D (D = 2^1074)
    const num = n * sxx * (1n << BigInt(SCALE_BITS)) - sx * sx;
    const den = n * n * (1n << BigInt(2 * SCALE_BITS));
    return sqrtToDouble(num < 0n ? 0n : num, den);
  }
}
