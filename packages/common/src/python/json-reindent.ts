import { isUtf8 } from 'node:buffer';
import { pyFloatRepr } from './float.js';
import { JSON_MAX_DEPTH } from './json-parse.js';
import { pyJsonString } from './json.js';

/** Bytes gathered in one growing buffer; what json.dumps writes with ensure_ascii is ASCII only. */
export class ByteBuffer {
  private buffer: Buffer;
  length = 0;

  /** `capacity`: the bytes it holds before it first grows (growing costs the re-indenter's optimised code). */
  constructor(capacity = 1 << 20) {
    this.buffer = Buffer.allocUnsafe(capacity);
  }

  private room(n: number): void {
    if (this.length + n <= this.buffer.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + n));
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
  }
  byte(b: number): void {
    this.room(1);
    this.buffer[this.length++] = b;
  }
  copy(source: Uint8Array, start: number, end: number): void {
    this.room(end - start);
    // Most pieces are a few bytes (a key, a number): a loop beats making a view to copy from.
    if (end - start < 64) for (let j = start; j < end; j++) this.buffer[this.length++] = source[j]!;
    else {
      this.buffer.set(source.subarray(start, end), this.length);
      this.length += end - start;
    }
  }
  ascii(text: string): void {
    this.room(text.length);
    this.length += this.buffer.write(text, this.length, 'latin1');
  }
  /**
   * The buffer, with room for `n` bytes after `length` (set to `at` first when given): for a writer
   * that fills it directly and sets `length` when done. Valid until the next write.
   */
  reserve(n: number, at = this.length): Buffer {
    this.length = at;
    this.room(n);
    return this.buffer;
  }
  /** The bytes gathered so far (a view: valid until the next write). */
  view(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }
}

const LITERALS = ['true', 'false', 'null', 'NaN', 'Infinity', '-Infinity'].map((w) => Buffer.from(w));
const [QUOTE, BACKSLASH, COMMA, COLON, MINUS, DOT, ZERO, NINE, OPEN_LIST, CLOSE_LIST, OPEN_MAP, CLOSE_MAP] = [34, 92, 44, 58, 45, 46, 48, 57, 91, 93, 123, 125];

/** A float as json.dumps writes it (non-finite spelled like JavaScript). */
const floatText = (x: number): string => (Number.isFinite(x) ? pyFloatRepr(x) : Number.isNaN(x) ? 'NaN' : x > 0 ? 'Infinity' : '-Infinity');

/** 10^k for k ≤ 22: exact doubles. */
const POW10 = Array.from({ length: 23 }, (_, k) => 10 ** k);
/** The double nearest to m × 10^-k, for an integer m ≤ 2^53 and 0 ≤ k ≤ 22: one correctly rounded operation of two exact operands (Clinger). */
const nearest = (m: number, k: number): number => m / POW10[k]!;

/**
 * Whether the fixed-notation float `src[intStart, fracEnd)` (digits, `.`, digits; no sign, no
 * exponent; `m` its digits as a number, exact below 2^53) is exactly Python's `repr` of the double
 * it denotes, decided without converting it:
 * - the layout is repr's: a value in [1e-4, 1e16), no trailing zero after the point but `.0`;
 * - with at most 15 significant digits it is the shortest text of its double: distinct decimals of
 *   up to 15 digits denote distinct doubles (DBL_DIG), so no shorter or equally short one does;
 * - with 16 it is when `m` is exact and neither of the two 15-digit texts around it nor its two
 *   16-digit neighbours denote the same double (the texts that do form one interval around it);
 * - anything else (17 digits, say) is left to the caller's conversion.
 */
function isFloatRepr(src: Uint8Array, intStart: number, intEnd: number, fracEnd: number, m: number): boolean {
  const scale = fracEnd - intEnd - 1;
  const last = src[fracEnd - 1]!;
  let digits: number;
  if (src[intStart] === ZERO) {
    // 0.0, or 0.<at most three zeros><digits ending in a non-zero>.
    if (scale === 1 && last === ZERO) return true;
    if (last === ZERO) return false;
    let first = intEnd + 1;
    while (src[first] === ZERO) first++;
    if (first - intEnd - 1 > 3) return false;
    digits = fracEnd - first;
  } else {
    if (intEnd - intStart > 16) return false;
    if (scale === 1 && last === ZERO) {
      // N.0: N's significant digits.
      let end = intEnd;
      while (src[end - 1] === ZERO) end--;
      return end - intStart <= 15;
    }
    if (last === ZERO) return false;
    digits = intEnd - intStart + scale;
  }
  if (digits <= 15) return true;
  if (digits !== 16 || m >= 2 ** 53 || scale > 22) return false;
  const x = nearest(m, scale);
  const shorter = (m - (m % 10)) / 10;
  return nearest(shorter, scale - 1) !== x && nearest(shorter + 1, scale - 1) !== x && nearest(m - 1, scale) !== x && nearest(m + 1, scale) !== x;
}

/**
 * The key hashes of one object, checked for duplicates. Rows of one sweep share their keys in one
 * order, so an object's keys are first compared with those of the last complete object at its
 * level (known to be distinct, kept across calls); a set is built only from the first key that
 * differs, and then that object becomes the one compared with.
 */
class Keys {
  /** The last complete object's hashes, all distinct. */
  private last: number[] = [];
  private current: number[] = [];
  private readonly set = new Set<number>();
  private count = 0;
  private matching = true;

  start(): void {
    this.count = 0;
    this.matching = true;
  }
  /** False for a hash seen before in this object. */
  add(hash: number): boolean {
    const at = this.count++;
    if (this.matching) {
      if (this.last[at] === hash) return true;
      this.matching = false;
      this.set.clear();
      this.current.length = 0;
      for (let j = 0; j < at; j++) this.set.add((this.current[j] = this.last[j]!));
    }
    if (this.set.has(hash)) return false;
    this.set.add(hash);
    this.current.push(hash);
    return true;
  }
  /** The object closed with distinct keys. */
  end(): void {
    if (!this.matching) [this.last, this.current] = [this.current, this.last];
  }
}
/** One per nesting level. */
const keyTables: Keys[] = [];

/**
 * `json.dumps(json.loads(text), indent=indent)` written at nesting `depth` into `out`, straight from
 * the UTF-8 bytes: no text decoded, no value tree built (a sweep's 20 000 result files are
 * re-indented, not rebuilt). Returns false, with `out` as it was, for anything it does not write
 * exactly like Python — invalid JSON, duplicate keys (Python keeps the first position with the last
 * value), keys with escapes or non-ASCII, nesting past JSON_MAX_DEPTH — so the caller takes the full
 * parser, which gives the same bytes or Python's error. Invalid UTF-8 is declined too (bytes above
 * 0x7f are only ever written from a checked string), so the caller checks the encoding only then.
 */
export function pyJsonReindent(bytes: Uint8Array, indent: number, depth: number, out: ByteBuffer): boolean {
  const src = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const mark = out.length;
  if (reindent(src, indent, depth, out)) return true;
  out.length = mark;
  return false;
}

/** The newline and indent of each nesting level, by indent. */
const PADS = new Map<number, Buffer[]>();
/** What the tokens of one nesting level are: the keys of an object, or a list's items. */
const IN_OBJECT = 1;
const IN_LIST = 2;
/** The open containers of the one reindent running (it calls nothing that could start another). */
const STACK = new Uint8Array(JSON_MAX_DEPTH);

/**
 * pyJsonReindent's one pass: one loop with its state in locals, the output written straight into
 * `out`'s buffer (the hot path of collect-results), and an explicit stack of open containers; false,
 * with `out` in any state, when it declines.
 */
function reindent(src: Buffer, indent: number, depth: number, out: ByteBuffer): boolean {
  const n = src.length;
  const pads = PADS.get(indent) ?? PADS.set(indent, []).get(indent)!;
  let buf = out.reserve(0);
  let o = out.length;
  let open = 0;
  let level = depth;
  let i = 0;
  let c = 0;
  /** The object whose key comes next, else undefined: a value comes next. */
  let keys: Keys | undefined;

  for (;;) {
    while ((c = src[i]!) === 32 || c === 10 || c === 13 || c === 9) i++;
    if (keys) {
      // A key (plain ASCII, new in its object), then `: `.
      if (c !== QUOTE) return false;
      let hash = 0x811c9dc5;
      let j = i + 1;
      for (; j < n && (c = src[j]!) !== QUOTE; j++) {
        if (c < 32 || c > 126 || c === BACKSLASH) return false;
        hash = Math.imul(hash ^ c, 0x01000193);
      }
      // A duplicate key — or, rarely, two keys with one hash — is left to the full parser.
      if (j === n || !keys.add(hash)) return false;
      keys = undefined;
      if (o + j + 3 - i > buf.length) buf = out.reserve(j + 3 - i, o);
      while (i <= j) buf[o++] = src[i++]!;
      while ((c = src[i]!) === 32 || c === 10 || c === 13 || c === 9) i++;
      if (c !== COLON) return false;
      i++;
      buf[o++] = COLON;
      buf[o++] = 32;
      continue;
    }
    // A value.
    if (c === OPEN_MAP || c === OPEN_LIST) {
      const close = c === OPEN_MAP ? CLOSE_MAP : CLOSE_LIST;
      if (open === JSON_MAX_DEPTH) return false;
      const kind = c === OPEN_MAP ? IN_OBJECT : IN_LIST;
      i++;
      while ((c = src[i]!) === 32 || c === 10 || c === 13 || c === 9) i++;
      const inner = pads[level + 1] ?? padOf(pads, indent, level + 1);
      if (o + 2 + inner.length > buf.length) buf = out.reserve(2 + inner.length, o);
      buf[o++] = close - 2;
      if (c === close) {
        i++;
        buf[o++] = close;
      } else {
        STACK[open++] = kind;
        level++;
        for (let k = 0; k < inner.length; k++) buf[o++] = inner[k]!;
        if (kind === IN_OBJECT) {
          keys = keyTables[level] ??= new Keys();
          keys.start();
        }
        continue;
      }
    } else if (c === QUOTE) {
      let plain = true;
      let j = i + 1;
      for (; j < n && (c = src[j]!) !== QUOTE; j++) {
        if (c === BACKSLASH) {
          plain = false;
          j++;
        } else if (c < 32)
          return false; // Python's strict decoder refuses it: the full parser says so.
        else if (c > 126) plain = false;
      }
      if (j >= n) return false;
      if (plain) {
        if (o + j + 1 - i > buf.length) buf = out.reserve(j + 1 - i, o);
        if (j - i < 64) while (i <= j) buf[o++] = src[i++]!;
        else {
          buf.set(src.subarray(i, j + 1), o);
          o += j + 1 - i;
        }
      } else {
        out.length = o;
        if (!escapedString(src, i, j + 1, out)) return false;
        buf = out.reserve(0);
        o = out.length;
      }
      i = j + 1;
    } else if ((c >= ZERO && c <= NINE) || (c === MINUS && src[i + 1]! >= ZERO && src[i + 1]! <= NINE)) {
      const start = i;
      if (c === MINUS) i++;
      const intStart = i;
      // The digits as a number, for isFloatRepr (exact while below 2^53).
      let m = 0;
      if (src[i] === ZERO) i++;
      else
        while ((c = src[i]!) >= ZERO && c <= NINE) {
          m = m * 10 + c - ZERO;
          i++;
        }
      const intEnd = i;
      let fracEnd = i;
      let exponent = false;
      if (src[i] === DOT) {
        c = src[++i]!;
        if (!(c >= ZERO && c <= NINE)) return false;
        while ((c = src[i]!) >= ZERO && c <= NINE) {
          m = m * 10 + c - ZERO;
          i++;
        }
        fracEnd = i;
      }
      if ((c = src[i]!) === 101 || c === 69) {
        exponent = true;
        if ((c = src[++i]!) === 43 || c === MINUS) i++;
        c = src[i]!;
        if (!(c >= ZERO && c <= NINE)) return false;
        while ((c = src[i]!) >= ZERO && c <= NINE) i++;
      }
      // Python keeps an int's digits (no negative zero); a float goes through its repr, unless its
      // text already is that repr (the common case: most result files were written by Python).
      if ((fracEnd === intEnd && !exponent) || (!exponent && isFloatRepr(src, intStart, intEnd, fracEnd, m))) {
        if (o + i - start > buf.length) buf = out.reserve(i - start, o);
        if (i - start === 2 && src[start] === MINUS && src[start + 1] === ZERO) buf[o++] = ZERO;
        else for (let k = start; k < i; k++) buf[o++] = src[k]!;
      } else {
        out.length = o;
        convertedFloat(src, start, i, out);
        buf = out.reserve(0);
        o = out.length;
      }
    } else {
      const word = literalAt(src, i);
      if (!word) return false;
      if (o + word.length > buf.length) buf = out.reserve(word.length, o);
      for (let k = 0; k < word.length; k++) buf[o++] = word[k]!;
      i += word.length;
    }

    // After a value: the next item of its container, or the containers it closes.
    for (;;) {
      while ((c = src[i]!) === 32 || c === 10 || c === 13 || c === 9) i++;
      if (open === 0) {
        out.length = o;
        return i === n;
      }
      i++;
      const kind = STACK[open - 1];
      if (c === COMMA) {
        const inner = pads[level]!;
        if (o + 1 + inner.length > buf.length) buf = out.reserve(1 + inner.length, o);
        buf[o++] = COMMA;
        for (let k = 0; k < inner.length; k++) buf[o++] = inner[k]!;
        if (kind === IN_OBJECT) keys = keyTables[level]!;
        break;
      }
      if (c !== (kind === IN_OBJECT ? CLOSE_MAP : CLOSE_LIST)) return false;
      if (kind === IN_OBJECT) keyTables[level]!.end();
      open--;
      const outer = pads[--level] ?? padOf(pads, indent, level);
      if (o + 1 + outer.length > buf.length) buf = out.reserve(1 + outer.length, o);
      for (let k = 0; k < outer.length; k++) buf[o++] = outer[k]!;
      buf[o++] = c;
    }
  }
}

/** The string token `src[start, end)` with escapes or non-ASCII, as json.dumps writes it; false when Python would refuse it. */
function escapedString(src: Buffer, start: number, end: number, out: ByteBuffer): boolean {
  // Non-ASCII bytes only ever pass through here: invalid UTF-8 is left to the caller's decoder.
  if (!isUtf8(src.subarray(start, end))) return false;
  let decoded: string;
  try {
    decoded = JSON.parse(src.toString('utf8', start, end)) as string;
  } catch {
    return false;
  }
  out.ascii(pyJsonString(decoded, true));
  return true;
}

/** The number token `src[start, end)` converted and written as Python's repr of its float. */
function convertedFloat(src: Buffer, start: number, end: number, out: ByteBuffer): void {
  out.ascii(floatText(Number(src.toString('latin1', start, end))));
}

/** The literal (true, false, null, NaN, Infinity, -Infinity) at `i`, if one is there. */
function literalAt(src: Buffer, i: number): Buffer | undefined {
  return LITERALS.find((w) => {
    let k = 0;
    while (k < w.length && src[i + k] === w[k]) k++;
    return k === w.length;
  });
}

/** A nesting level's newline and indent, made once. */
function padOf(pads: Buffer[], indent: number, level: number): Buffer {
  return (pads[level] = Buffer.from(`\n${' '.repeat(indent * level)}`));
}
