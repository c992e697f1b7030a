import { pyFloatRepr } from './float.js';
import { JSON_MAX_DEPTH } from './json-parse.js';
import { pyJsonString } from './json.js';

/** Bytes gathered in one growing buffer; what json.dumps writes with ensure_ascii is ASCII only. */
export class ByteBuffer {
  private buffer = Buffer.allocUnsafe(1 << 20);
  length = 0;

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
  /** The bytes gathered so far (a view: valid until the next write). */
  view(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }
}

/** The input is not one this fast path writes exactly as Python would: the caller parses it in full. */
class NotSimple extends Error {}
const notSimple = (): never => {
  throw new NotSimple();
};

const LITERALS = ['true', 'false', 'null', 'NaN', 'Infinity', '-Infinity'].map((w) => Buffer.from(w));
const [QUOTE, BACKSLASH, COMMA, COLON, MINUS, DOT, ZERO, NINE, OPEN_LIST, CLOSE_LIST, OPEN_MAP, CLOSE_MAP] = [34, 92, 44, 58, 45, 46, 48, 57, 91, 93, 123, 125];
const isDigit = (c: number | undefined): boolean => c !== undefined && c >= ZERO && c <= NINE;

/** A float as json.dumps writes it (non-finite spelled like JavaScript). */
const floatText = (x: number): string => (Number.isFinite(x) ? pyFloatRepr(x) : Number.isNaN(x) ? 'NaN' : x > 0 ? 'Infinity' : '-Infinity');

/**
 * `json.dumps(json.loads(text), indent=indent)` written at nesting `depth` into `out`, straight from
 * the UTF-8 bytes: no text decoded, no value tree built (a sweep's 20 000 result files are
 * re-indented, not rebuilt). Returns false, with `out` as it was, for anything it does not write
 * exactly like Python — invalid JSON, duplicate keys (Python keeps the first position with the last
 * value), keys with escapes or non-ASCII, nesting past JSON_MAX_DEPTH — so the caller takes the full
 * parser, which gives the same bytes or Python's error. `src` must be valid UTF-8.
 */
export function pyJsonReindent(bytes: Uint8Array, indent: number, depth: number, out: ByteBuffer): boolean {
  const src = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const mark = out.length;
  let i = 0;
  const pads: Buffer[] = [];
  const pad = (level: number): Buffer => (pads[level] ??= Buffer.from(`\n${' '.repeat(indent * level)}`));
  // One key table per nesting level, reused: the FNV-1a hashes of an object's keys.
  const keyTables: Set<number>[] = [];

  const ws = (): void => {
    for (let c = src[i]; c === 32 || c === 10 || c === 13 || c === 9; c = src[++i]);
  };
  /** Whether the string token at `i` is plain printable ASCII; `stringEnd` is set after its closing quote. */
  let stringEnd = 0;
  const scanString = (): boolean => {
    let plain = true;
    let j = i + 1;
    for (;;) {
      const c = src[j];
      if (c === undefined) notSimple();
      if (c === QUOTE) break;
      if (c === BACKSLASH) {
        plain = false;
        j += 2;
        continue;
      }
      if (c! < 32 || c! > 126) plain = false;
      j++;
    }
    stringEnd = j + 1;
    return plain;
  };
  const string = (): void => {
    const plain = scanString();
    const end = stringEnd;
    if (plain) out.copy(src, i, end);
    else {
      // A raw control character is an error for Python's strict decoder: the full parser reports it.
      for (let j = i; j < end; j++) if (src[j]! < 32) notSimple();
      let decoded: string;
      try {
        decoded = JSON.parse(src.toString('utf8', i, end)) as string;
      } catch {
        return notSimple();
      }
      out.ascii(pyJsonString(decoded, true));
    }
    i = end;
  };
  const literal = (): boolean => {
    for (const word of LITERALS) {
      let k = 0;
      while (k < word.length && src[i + k] === word[k]) k++;
      if (k === word.length) {
        out.copy(word, 0, word.length);
        i += k;
        return true;
      }
    }
    return false;
  };
  const number = (): void => {
    const start = i;
    if (src[i] === MINUS) i++;
    if (src[i] === ZERO) i++;
    else if (isDigit(src[i])) while (isDigit(src[i])) i++;
    else notSimple();
    let float = false;
    if (src[i] === DOT) {
      float = true;
      if (!isDigit(src[++i])) notSimple();
      while (isDigit(src[i])) i++;
    }
    if (src[i] === 101 || src[i] === 69) {
      float = true;
      i++;
      if (src[i] === 43 || src[i] === MINUS) i++;
      if (!isDigit(src[i])) notSimple();
      while (isDigit(src[i])) i++;
    }
    // Python keeps an int's digits (no negative zero); a float goes through its repr.
    if (float) out.ascii(floatText(Number(src.toString('latin1', start, i))));
    else if (i - start === 2 && src[start] === MINUS && src[start + 1] === ZERO) out.byte(ZERO);
    else out.copy(src, start, i);
  };
  const value = (level: number): void => {
    ws();
    const c = src[i];
    if (c === OPEN_MAP || c === OPEN_LIST) return container(c === OPEN_MAP, level);
    if (c === QUOTE) return string();
    // A number unless it is a literal (`-Infinity` starts like one).
    if (isDigit(c) || (c === MINUS && isDigit(src[i + 1])) || !literal()) number();
  };
  const key = (keys: Set<number>): void => {
    if (src[i] !== QUOTE) notSimple();
    if (!scanString()) notSimple();
    const end = stringEnd;
    let hash = 0x811c9dc5;
    for (let j = i + 1; j < end - 1; j++) hash = Math.imul(hash ^ src[j]!, 0x01000193);
    // A duplicate key — or, rarely, two keys with one hash — is left to the full parser.
    if (keys.has(hash)) notSimple();
    keys.add(hash);
    out.copy(src, i, end);
    i = end;
  };
  const container = (object: boolean, level: number): void => {
    if (level - depth >= JSON_MAX_DEPTH) notSimple();
    const close = object ? CLOSE_MAP : CLOSE_LIST;
    i++;
    ws();
    if (src[i] === close) {
      i++;
      out.byte(object ? OPEN_MAP : OPEN_LIST);
      out.byte(close);
      return;
    }
    out.byte(object ? OPEN_MAP : OPEN_LIST);
    const keys = object ? (keyTables[level] ??= new Set()) : undefined;
    keys?.clear();
    const inner = pad(level + 1);
    for (let first = true; ; first = false) {
      if (!first) out.byte(COMMA);
      out.copy(inner, 0, inner.length);
      if (keys) {
        ws();
        key(keys);
        ws();
        if (src[i++] !== COLON) notSimple();
        out.byte(COLON);
        out.byte(32);
      }
      value(level + 1);
      ws();
      const next = src[i++];
      if (next === close) break;
      if (next !== COMMA) notSimple();
    }
    const outer = pad(level);
    out.copy(outer, 0, outer.length);
    out.byte(close);
  };

  try {
    value(depth);
    ws();
    if (i === src.length) return true;
  } catch (error) {
    if (!(error instanceof NotSimple || error instanceof RangeError)) throw error;
  }
  out.length = mark;
  return false;
}
