import { awareEpoch, naiveEpoch, parseIso, parseSlashed } from '../../../job/src/index.js';

/**
 * Python's `csv` reader with `skipinitialspace=True`: comma-separated records, double-quote
 * quoting (`""` inside quotes is one quote), spaces after a delimiter skipped, newlines inside
 * quotes kept. A fully empty line is the record `[]`.
 */
export function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  let started = false;
  let i = 0;
  const endCell = (): void => {
    record.push(cell);
    cell = '';
    started = false;
  };
  const endRecord = (): void => {
    if (started || record.length || cell !== '') endCell();
    records.push(record);
    record = [];
  };
  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else cell += c;
      i++;
      continue;
    }
    if (c === '"' && cell === '') {
      quoted = true;
      started = true;
    } else if (c === ',') {
      endCell();
      started = true;
      while (text[i + 1] === ' ') i++;
    } else if (c === '\r' || c === '\n') {
      endRecord();
      if (c === '\r' && text[i + 1] === '\n') i++;
    } else {
      cell += c;
      started = true;
    }
    i++;
  }
  if (started || record.length || cell !== '') endRecord();
  return records;
}

const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/**
 * A telemetry timestamp as epoch seconds (power-binding.md §2.3), or undefined: a plain decimal
 * (milliseconds above 10¹²), `YYYY/MM/DD HH:MM:SS[.f]`, or ISO 8601 (a space for the `T`); a value
 * without a zone is local time in `timeZone`.
 */
export function telemetryTime(text: string, timeZone: string | undefined): number | undefined {
  if (DECIMAL.test(text)) {
    const n = Number(text);
    if (!Number.isFinite(n)) return undefined;
    return n > 1e12 ? n / 1000 : n;
  }
  const iso = text.includes('T') ? text : text.replace(' ', 'T');
  const wall = parseSlashed(text) ?? parseIso(iso.replace(/Z$/, '+00:00'));
  if (!wall) return undefined;
  return wall.offsetMinutes === undefined ? naiveEpoch(wall, timeZone) : awareEpoch(wall, wall.offsetMinutes);
}

const NOT_AVAILABLE = /^(\[n\/a\]|n\/a|na)$/i;

/** Watts of a power cell: the first `-?digits[.digits]` in it; undefined when absent, not finite or negative. */
export function telemetryWatts(cell: string): number | undefined {
  if (cell === '' || NOT_AVAILABLE.test(cell)) return undefined;
  const match = /-?\d+(?:\.\d+)?/.exec(cell);
  const watts = match ? Number(match[0]) : NaN;
  return Number.isFinite(watts) && watts >= 0 ? watts : undefined;
}

/** GPU ids in the reference's order: ids made only of digits first, by value, then the rest by code point. */
export function compareGpuIds(a: string, b: string): number {
  const da = /^\d+$/.test(a);
  const db = /^\d+$/.test(b);
  if (da !== db) return da ? -1 : 1;
  if (da) {
    const x = BigInt(a);
    const y = BigInt(b);
    if (x !== y) return x < y ? -1 : 1;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `statistics.mean`: the exact mean of doubles, rounded once to the nearest double. */
export function exactMean(values: readonly number[]): number {
  if (values.length === 1) return values[0]!;
  // Each double is an integer times 2^e (e ≥ -1074): sum exactly on a common scale.
  const SCALE = 1074n;
  let sum = 0n;
  for (const v of values) sum += scaled(v, SCALE);
  return ratioToDouble(sum, BigInt(values.length) << SCALE);
}

/** v × 2^shift as an exact integer (v finite, shift large enough). */
function scaled(v: number, shift: bigint): bigint {
  if (v === 0) return 0n;
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, v);
  const bits = view.getBigUint64(0);
  const sign = bits >> 63n ? -1n : 1n;
  const exponent = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & ((1n << 52n) - 1n);
  const mantissa = exponent === 0 ? fraction : fraction | (1n << 52n);
  const e = BigInt((exponent === 0 ? 1 : exponent) - 1075);
  return sign * (mantissa << (e + shift));
}

/** num / den (den > 0) rounded to the nearest double, ties to even. */
function ratioToDouble(num: bigint, den: bigint): number {
  if (num === 0n) return 0;
  const negative = num < 0n;
  const n = negative ? -num : num;
  // Scale so the quotient has 54+ significant bits, then round half-even on the 53-bit boundary.
  let shift = 0n;
  while (n << shift < den << 54n) shift++;
  while (n >> -shift >= den << 55n && shift > -2000n) shift--;
  const q = shift >= 0n ? (n << shift) / den : n / (den << -shift);
  const r = shift >= 0n ? (n << shift) % den : n % (den << -shift);
  // q has 54 or 55 bits: keep 53, the rest plus the remainder decide the rounding.
  const extra = q.toString(2).length - 53;
  const kept = q >> BigInt(extra);
  const dropped = q - (kept << BigInt(extra));
  const half = 1n << BigInt(extra - 1);
  const up = dropped > half || (dropped === half && (r !== 0n || (kept & 1n) === 1n));
  const mantissa = up ? kept + 1n : kept;
  const value = Number(mantissa) * 2 ** (extra - Number(shift));
  return negative ? -value : value;
}
