import { PyFloat, numberValue, pyFloatRepr } from './float.js';

/**
 * Values the Python-compatible writer accepts. Integral numbers print as Python ints, other
 * numbers and PyFloat as Python floats, bigint as big ints. Maps keep any key order (plain objects
 * move integer-like keys to the front, Python dicts do not).
 */
export type PyJson = null | boolean | string | number | bigint | PyFloat | readonly PyJson[] | ReadonlyMap<string, PyJson> | { readonly [key: string]: PyJson };

export interface PyJsonOptions {
  /** `json.dumps(indent=N)`; undefined = one line. */
  indent?: number;
  /** Python's default `ensure_ascii=True`: every character outside 0x20–0x7E as `\uXXXX`. */
  ensureAscii?: boolean;
  /** Python's `separators`; defaults follow Python: `(', ', ': ')`, or `(',', ': ')` with indent. */
  separators?: readonly [string, string];
  /** Python's `sort_keys=True`: object keys in code-point order. */
  sortKeys?: boolean;
  /** The nesting the value is written at (its inner lines indented one level more): an element of an enclosing list. */
  depth?: number;
}

const ABOVE_SURROGATES = /[\ud800-\uffff]/;

/** Python's str ordering (by code point); `<` on JS strings compares UTF-16 units, which differs past U+FFFF. */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // A surrogate (U+D800–DFFF, part of a character above U+FFFF) sorts after U+E000–FFFF.
    const surrogate = (c: number): boolean => c >= 0xd800 && c <= 0xdfff;
    if (surrogate(x) !== surrogate(y) && Math.max(x, y) >= 0xe000) return surrogate(x) ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}

const SHORT_ESCAPES: Record<string, string> = {
  '"': '\\"',
  '\\': '\\\\',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\b': '\\b',
  '\f': '\\f'
};

// Characters Python escapes with ensure_ascii=True (anything not printable ASCII, plus " and \).
const NEEDS_ESCAPE_ASCII = /[^\x20\x21\x23-\x5b\x5d-\x7e]/g;
// With ensure_ascii=False Python escapes only ", \ and the C0 controls.
const NEEDS_ESCAPE_RAW = /["\\\x00-\x1f]/g;
// Non-global copies for the common case, a string that needs no escaping: test() on a global
// regex reads and writes lastIndex, these do not.
const HAS_ESCAPE_ASCII = new RegExp(NEEDS_ESCAPE_ASCII.source);
const HAS_ESCAPE_RAW = new RegExp(NEEDS_ESCAPE_RAW.source);

const escapeChar = (ch: string): string => SHORT_ESCAPES[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** A JSON string literal exactly as Python's json module writes it. */
export function pyJsonString(text: string, ensureAscii = true): string {
  if (!(ensureAscii ? HAS_ESCAPE_ASCII : HAS_ESCAPE_RAW).test(text)) return `"${text}"`;
  // Regex replace works per UTF-16 unit, so astral characters come out as escaped surrogate pairs.
  return `"${text.replace(ensureAscii ? NEEDS_ESCAPE_ASCII : NEEDS_ESCAPE_RAW, escapeChar)}"`;
}

/** A Python int from an integral JS number: every digit of the binary value, as Python prints it. */
function intText(n: number): string {
  return Number.isSafeInteger(n) ? String(n) : BigInt(n).toString();
}

/** A number as Python's `str()` shows it: integral numbers are ints, others and PyFloat are floats. */
export function pyNumberStr(value: number | bigint | PyFloat): string {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof PyFloat) return pyFloatRepr(value.value);
  return Number.isInteger(value) && !Object.is(value, -0) ? intText(value) : pyFloatRepr(value);
}

/** A number as json.dumps writes it: like `str()`, except that it spells the non-finite floats like JavaScript. */
function pyJsonNumber(value: number | bigint | PyFloat): string {
  const x = typeof value === 'bigint' ? 0 : numberValue(value);
  if (Number.isFinite(x)) return pyNumberStr(value);
  return Number.isNaN(x) ? 'NaN' : x > 0 ? 'Infinity' : '-Infinity';
}

// Written keys by (ensure_ascii, key separator), shared between calls: per-row dumps (queue
// tokens, fingerprints) would otherwise escape the same few dozen keys thousands of times.
const KEY_TEXT_CACHES = new Map<string, Map<string, string>>();
const KEY_TEXT_CACHE_LIMIT = 4096;
function keyTextCache(ensureAscii: boolean, keySep: string): Map<string, string> {
  const id = `${ensureAscii ? 'a' : 'u'}${keySep}`;
  let cache = KEY_TEXT_CACHES.get(id);
  if (cache === undefined) KEY_TEXT_CACHES.set(id, (cache = new Map()));
  else if (cache.size > KEY_TEXT_CACHE_LIMIT) cache.clear();
  return cache;
}

// Sorted key lists by the keys in their given order: the rows of a matrix share a few shapes.
const SORTED_KEYS = new Map<string, readonly string[]>();
function sortedKeys(keys: string[]): readonly string[] {
  // JSON.stringify is an unambiguous id for a key list (a join could collide) and native-fast.
  const id = JSON.stringify(keys);
  let sorted = SORTED_KEYS.get(id);
  if (sorted === undefined) {
    // The native sort orders by UTF-16 unit, which is code-point order unless a key has a
    // character at or above U+D800 (then the exact comparison).
    sorted = keys.sort(keys.some((k) => ABOVE_SURROGATES.test(k)) ? compareCodePoints : undefined);
    if (SORTED_KEYS.size > KEY_TEXT_CACHE_LIMIT) SORTED_KEYS.clear();
    SORTED_KEYS.set(id, sorted);
  }
  return sorted;
}

/**
 * Byte-compatible `json.dumps(value, ...)` (no trailing newline; `print` adds one). Appends to one
 * string (V8 concatenates lazily) and writes each distinct key once: matrix rows repeat a few
 * dozen keys thousands of times.
 */
export function pyJsonDumps(value: PyJson, options: PyJsonOptions = {}): string {
  let text = '';
  pyJsonWrite(value, (chunk) => (text += chunk), options);
  return text;
}

/** Text a streaming write hands on at a time: big enough for few writes, small enough to die young. */
const CHUNK_CHARS = 1 << 16;

/**
 * pyJsonDumps in chunks of about CHUNK_CHARS characters, handed to `write` as they are ready: a
 * megabyte of matrix JSON is never held whole, nor as the hundred thousand pieces of one string
 * being appended to (which the garbage collector would copy again and again).
 */
export function pyJsonWrite(value: PyJson, write: (chunk: string) => void, options: PyJsonOptions = {}): void {
  const ensureAscii = options.ensureAscii ?? true;
  const indent = options.indent;
  const [itemSep, keySep] = options.separators ?? (indent === undefined ? [', ', ': '] : [',', ': ']);
  const keyTexts = keyTextCache(ensureAscii, keySep);
  const keyText = (key: string): string => {
    let text = keyTexts.get(key);
    if (text === undefined) keyTexts.set(key, (text = pyJsonString(key, ensureAscii) + keySep));
    return text;
  };
  const newline = (depth: number): string => (indent === undefined ? '' : '\n' + ' '.repeat(indent * depth));
  let out = '';

  const writeItem = (item: PyJson, key: string | null, first: boolean, depth: number): void => {
    if (item === undefined) throw new TypeError(`undefined value${key === null ? '' : ` for key ${key}`} cannot be written as JSON`);
    out += first ? newline(depth + 1) : itemSep + newline(depth + 1);
    if (key !== null) out += keyText(key);
    writeValue(item, depth + 1);
    if (out.length >= CHUNK_CHARS) {
      write(out);
      out = '';
    }
  };

  const writeValue = (v: PyJson, depth: number): void => {
    if (v === null) return void (out += 'null');
    switch (typeof v) {
      case 'boolean':
        return void (out += v ? 'true' : 'false');
      case 'string':
        return void (out += pyJsonString(v, ensureAscii));
      case 'number':
      case 'bigint':
        return void (out += pyJsonNumber(v));
      case 'object':
        break;
      default:
        throw new TypeError(`cannot write a ${typeof v} as JSON`);
    }
    if (v instanceof PyFloat) return void (out += pyJsonNumber(v));
    // Plain loops, no closure per list or mapping: a matrix has thousands of them.
    let count = 0;
    if (Array.isArray(v)) {
      out += '[';
      const list = v as readonly PyJson[];
      for (; count < list.length; count++) writeItem(list[count]!, null, count === 0, depth);
    } else {
      out += '{';
      const map = v instanceof Map ? (v as ReadonlyMap<string, PyJson>) : undefined;
      const record = v as Record<string, PyJson>;
      if (options.sortKeys) {
        for (const key of sortedKeys(map ? [...map.keys()] : Object.keys(record))) writeItem(map ? map.get(key)! : record[key]!, key, count++ === 0, depth);
      } else if (map) for (const [key, value] of map) writeItem(value, key, count++ === 0, depth);
      else for (const key of Object.keys(record)) writeItem(record[key]!, key, count++ === 0, depth);
    }
    if (count > 0) out += newline(depth);
    out += Array.isArray(v) ? ']' : '}';
  };

  writeValue(value, options.depth ?? 0);
  if (out) write(out);
}
