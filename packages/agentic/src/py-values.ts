import { PyFloat, pyFloatRepr } from '../../common/src/index.js';
import { isPyObject, type PyValue } from './py-json-parse.js';

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

/** The aggregator's `to_float`: Python `float(v)`, null where that raises. */
export function toFloat(v: unknown): number | null {
  if (typeof v === 'number') return v;
  if (v instanceof PyFloat) return v.value;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'string') return parsePyFloatText(v);
  if (typeof v === 'bigint') return Number(v);
  return null;
}

/** The aggregator's `to_int`: Python `int(v)` (floats truncate, "12.0" fails), null where that raises. */
export function toInt(v: unknown): number | null {
  if (typeof v === 'number' || v instanceof PyFloat) {
    const n = typeof v === 'number' ? v : v.value;
    return Number.isFinite(n) ? Math.trunc(n) + 0 : null;
  }
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'string') {
    const i = parsePyIntText(v);
    return i === null ? null : Number(i);
  }
  return null;
}

/** Python truthiness of a JSON value (NaN is truthy, empty containers are not). */
export function pyTruthy(v: unknown): boolean {
  if (v === null || v === undefined || v === false) return false;
  if (typeof v === 'number') return v !== 0;
  if (v instanceof PyFloat) return v.value !== 0;
  if (typeof v === 'bigint') return v !== 0n;
  if (typeof v === 'string' || Array.isArray(v)) return v.length > 0;
  if (v instanceof Map) return v.size > 0;
  if (typeof v === 'object') return Object.keys(v).length > 0;
  return true;
}

function pyReprString(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = quote;
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (ch === '\\' || ch === quote) out += `\\${ch}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (c < 0x20 || (c >= 0x7f && c <= 0xa0) || c === 0xad) out += `\\x${c.toString(16).padStart(2, '0')}`;
    else if (c >= 0xd800 && c <= 0xdfff) out += `\\u${c.toString(16).padStart(4, '0')}`;
    else out += ch;
  }
  return out + quote;
}

function pyFloatStr(x: number): string {
  if (Number.isNaN(x)) return 'nan';
  if (!Number.isFinite(x)) return x > 0 ? 'inf' : '-inf';
  return pyFloatRepr(x);
}

/** Python `repr()` of a parsed JSON value. */
export function pyRepr(v: PyValue): string {
  if (typeof v === 'string') return pyReprString(v);
  if (Array.isArray(v)) return `[${v.map(pyRepr).join(', ')}]`;
  if (isPyObject(v)) return `{${[...v].map(([k, x]) => `${pyReprString(k)}: ${pyRepr(x)}`).join(', ')}}`;
  return pyStr(v);
}

/** Python `str()` of a parsed JSON value. */
export function pyStr(v: PyValue): string {
  if (v === null) return 'None';
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  if (typeof v === 'string') return v;
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : pyFloatStr(v);
  if (v instanceof PyFloat) return pyFloatStr(v.value);
  return pyRepr(v);
}
