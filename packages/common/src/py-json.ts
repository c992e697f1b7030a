import { PyFloat, pyFloatRepr } from './py-float.js';

/**
 * Values the Python-compatible writer accepts. Integral numbers print as Python ints, other
 * numbers and PyFloat as Python floats, bigint as big ints. Maps keep any key order (plain objects
 * move integer-like keys to the front, Python dicts do not).
 */
export type PyJson =
  | null
  | boolean
  | string
  | number
  | bigint
  | PyFloat
  | readonly PyJson[]
  | ReadonlyMap<string, PyJson>
  | { readonly [key: string]: PyJson };

export interface PyJsonOptions {
  /** `json.dumps(indent=N)`; undefined = one line. */
  indent?: number;
  /** Python's default `ensure_ascii=True`: every character outside 0x20–0x7E as `\uXXXX`. */
  ensureAscii?: boolean;
  /** Python's `separators`; defaults follow Python: `(', ', ': ')`, or `(',', ': ')` with indent. */
  separators?: readonly [string, string];
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

const escapeChar = (ch: string): string =>
  SHORT_ESCAPES[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** A JSON string literal exactly as Python's json module writes it. */
export function pyJsonString(text: string, ensureAscii = true): string {
  const pattern = ensureAscii ? NEEDS_ESCAPE_ASCII : NEEDS_ESCAPE_RAW;
  pattern.lastIndex = 0;
  // Regex replace works per UTF-16 unit, so astral characters come out as escaped surrogate pairs.
  return `"${pattern.test(text) ? text.replace(pattern, escapeChar) : text}"`;
}

/** A Python int from an integral JS number: every digit of the binary value, as Python prints it. */
function intText(n: number): string {
  return Number.isSafeInteger(n) ? String(n) : BigInt(n).toString();
}

export function pyNumber(value: number | bigint | PyFloat): string {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof PyFloat) return pyFloatRepr(value.value);
  return Number.isInteger(value) && !Object.is(value, -0) ? intText(value) : pyFloatRepr(value);
}

/** Byte-compatible `json.dumps(value, ...)` (no trailing newline; `print` adds one). */
export function pyJsonDumps(value: PyJson, options: PyJsonOptions = {}): string {
  const ensureAscii = options.ensureAscii ?? true;
  const indent = options.indent;
  const [itemSep, keySep] = options.separators ?? (indent === undefined ? [', ', ': '] : [',', ': ']);
  const parts: string[] = [];

  const write = (v: PyJson, depth: number): void => {
    if (v === null) return void parts.push('null');
    switch (typeof v) {
      case 'boolean':
        return void parts.push(v ? 'true' : 'false');
      case 'string':
        return void parts.push(pyJsonString(v, ensureAscii));
      case 'number':
      case 'bigint':
        return void parts.push(pyNumber(v));
      case 'object':
        break;
      default:
        throw new TypeError(`cannot write a ${typeof v} as JSON`);
    }
    if (v instanceof PyFloat) return void parts.push(pyFloatRepr(v.value));
    const entries: Iterable<readonly [string | null, PyJson]> = Array.isArray(v)
      ? (v as readonly PyJson[]).map((item) => [null, item] as const)
      : v instanceof Map
        ? v.entries()
        : Object.entries(v as Record<string, PyJson>);
    const [open, close] = Array.isArray(v) ? ['[', ']'] : ['{', '}'];
    parts.push(open);
    const inner = indent === undefined ? '' : '\n' + ' '.repeat(indent * (depth + 1));
    let first = true;
    for (const [key, item] of entries) {
      if (item === undefined) throw new TypeError(`undefined value${key === null ? '' : ` for key ${key}`} cannot be written as JSON`);
      parts.push(first ? inner : itemSep + inner);
      first = false;
      if (key !== null) parts.push(pyJsonString(key, ensureAscii), keySep);
      write(item, depth + 1);
    }
    if (!first && indent !== undefined) parts.push('\n' + ' '.repeat(indent * depth));
    parts.push(close);
  };

  write(value, 0);
  return parts.join('');
}
