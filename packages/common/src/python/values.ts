// Python's view of values parsed from JSON or YAML: truthiness, str(), repr(), ==, type names and the text parsers.
import { PyFloat } from './float.js';
import { pyNumberStr } from './json.js';
import { YamlTimestamp } from '../yaml-scalars.js';
import type { YamlMapping, YamlValue } from '../yaml-tree.js';

/** Python's `str.isspace()` characters, which `str.strip()` removes (JS `trim` differs: it strips U+FEFF, keeps \x1c–\x1f, \x85). */
const PY_SPACE = '\\t\\n\\x0b\\x0c\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const STRIP = new RegExp(`^[${PY_SPACE}]+|[${PY_SPACE}]+$`, 'g');
const LINE_BREAK = /\r\n|[\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]/;

export const pyStrip = (text: string): string => text.replace(STRIP, '');

/** Python `str.splitlines()` (no trailing empty item). */
export function pySplitlines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(LINE_BREAK);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

const DIGITS = String.raw`\d(?:_?\d)*`;
const FLOAT_TEXT = new RegExp(String.raw`^[-+]?(?:(?:${DIGITS}(?:\.(?:${DIGITS})?)?|\.${DIGITS})(?:[eE][-+]?${DIGITS})?|inf|infinity|nan)$`, 'i');
const INT_TEXT = new RegExp(String.raw`^[-+]?${DIGITS}$`);

/** Python `float(text)`, or null where Python raises ValueError. */
export function parsePyFloatText(text: string): number | null {
  const t = pyStrip(text);
  if (!FLOAT_TEXT.test(t)) return null;
  const lower = t.toLowerCase().replace(/_/g, '');
  if (lower.endsWith('nan')) return NaN;
  if (lower.endsWith('inf') || lower.endsWith('infinity')) return lower.startsWith('-') ? -Infinity : Infinity;
  return Number(lower);
}

/** Python `int(text)`, or null where Python raises ValueError. */
export function parsePyIntText(text: string): bigint | null {
  const t = pyStrip(text);
  return INT_TEXT.test(t) ? BigInt(t.replace(/_/g, '')) : null;
}

/** Python `bool(value)` (NaN is truthy, empty containers are not). */
export function pyTruthy(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'bigint') return value !== 0n;
  if (typeof value === 'string' || Array.isArray(value)) return value.length > 0;
  if (value instanceof PyFloat) return value.value !== 0;
  if (value instanceof Map || value instanceof Set) return value.size > 0;
  if (value instanceof YamlTimestamp) return true;
  return typeof value !== 'object' || Object.keys(value).length > 0;
}

/** Python `type(value).__name__` as json.loads or PyYAML would have built it. */
export function pyTypeName(value: unknown): string {
  if (value === null || value === undefined) return 'NoneType';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  if (typeof value === 'bigint') return 'int';
  if (typeof value === 'string') return 'str';
  if (value instanceof PyFloat) return 'float';
  if (value instanceof YamlTimestamp) return value.text.length > 10 ? 'datetime' : 'date';
  if (value instanceof Set) return 'set';
  return Array.isArray(value) ? 'list' : 'dict';
}

// What CPython's repr() escapes: the characters str.isprintable() rejects (controls, format,
// surrogates, private use, unassigned, separators other than the space).
const NOT_PRINTABLE = /[\p{C}\p{Z}]/u;

function escapeChar(ch: string): string {
  const c = ch.codePointAt(0)!;
  const hex = c.toString(16);
  if (c < 0x100) return `\\x${hex.padStart(2, '0')}`;
  return c < 0x10000 ? `\\u${hex.padStart(4, '0')}` : `\\U${hex.padStart(8, '0')}`;
}

/** Python `repr(str)`: single quotes unless the text has a `'` and no `"`. */
export function pyStrRepr(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let out = quote;
  for (const ch of text) {
    if (ch === '\\' || ch === quote) out += `\\${ch}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (ch !== ' ' && NOT_PRINTABLE.test(ch)) out += escapeChar(ch);
    else out += ch;
  }
  return out + quote;
}

/**
 * Python `repr()` of a parsed value: arrays are lists, Maps and plain objects dicts, Sets sets
 * (in their iteration order; Python's own order follows hashes, so callers sort first).
 */
export function pyRepr(value: unknown): string {
  if (typeof value === 'string') return pyStrRepr(value);
  if (Array.isArray(value)) return `[${value.map(pyRepr).join(', ')}]`;
  if (value instanceof Set) return value.size ? `{${[...value].map(pyRepr).join(', ')}}` : 'set()';
  if (value instanceof Map) return `{${[...value].map(([k, v]) => `${pyRepr(k)}: ${pyRepr(v)}`).join(', ')}}`;
  if (value !== null && typeof value === 'object' && !(value instanceof PyFloat) && !(value instanceof YamlTimestamp)) {
    return `{${Object.entries(value)
      .map(([k, v]) => `${pyStrRepr(k)}: ${pyRepr(v)}`)
      .join(', ')}}`;
  }
  return pyStr(value);
}

/** Python `str()`: text as it is, None/True/False, ints and floats as Python prints them, containers as repr. */
export function pyStr(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || value instanceof PyFloat) return pyNumberStr(value);
  if (value instanceof YamlTimestamp) return String(value);
  if (typeof value === 'object') return pyRepr(value);
  return String(value);
}

const numeric = (v: YamlValue): number | bigint | undefined =>
  typeof v === 'boolean' ? Number(v) : typeof v === 'number' || typeof v === 'bigint' ? v : v instanceof PyFloat ? v.value : undefined;

// Python compares ints and floats exactly, without rounding the int to a double.
const sameNumber = (a: number | bigint, b: number | bigint): boolean =>
  typeof a === typeof b ? a === b : typeof a === 'bigint' ? Number.isInteger(b) && BigInt(b) === a : sameNumber(b, a);

/**
 * Python `==` on loaded YAML: mappings compare without regard to key order and `1 == 1.0 == True`,
 * which is how the reference decides whether a changelog entry or a config changed.
 */
export function pyEqual(a: YamlValue, b: YamlValue): boolean {
  const na = numeric(a);
  const nb = numeric(b);
  if (na !== undefined || nb !== undefined) return na !== undefined && nb !== undefined && sameNumber(na, nb);
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (a instanceof YamlTimestamp || b instanceof YamlTimestamp) return a instanceof YamlTimestamp && b instanceof YamlTimestamp && a.text === b.text;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => pyEqual(item, b[i]!));
  }
  const [ma, mb] = [a as YamlMapping, b as YamlMapping];
  const keys = Object.keys(ma);
  return keys.length === Object.keys(mb).length && keys.every((k) => k in mb && pyEqual(ma[k]!, mb[k]!));
}
