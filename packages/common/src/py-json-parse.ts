import { PyFloat } from './py-float.js';

/**
 * A JSON value as Python's `json.loads` produces it: objects keep key order in a Map (Python dicts
 * do not move integer-like keys to the front), floats are PyFloat (so `2.0` stays a float), ints
 * are numbers, or bigints past 2^53 (Python ints are exact).
 */
export type PyValue = null | boolean | string | number | bigint | PyFloat | PyValue[] | PyObject;
export type PyObject = Map<string, PyValue>;

export const isPyObject = (v: unknown): v is PyObject => v instanceof Map;

/** Python's JSONDecodeError: `str()` is `<msg>: line L column C (char P)`, as the reference prints it. */
export class PyJsonSyntaxError extends Error {
  constructor(
    readonly reason: string,
    readonly line: number,
    readonly column: number,
    readonly position: number
  ) {
    super(`${reason}: line ${line} column ${column} (char ${position})`);
  }
}

const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
const NUMBER = /-?(?:0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?/y;
const SAFE_INT_DIGITS = 15;
/** Nesting depth of arrays and objects; Python's decoder stops near its recursion limit (1000) too. */
export const JSON_MAX_DEPTH = 1000;

/**
 * Parses JSON like Python's json module: also the bare literals NaN, Infinity and -Infinity, and
 * duplicate keys keep the first position with the last value.
 */
export function parsePyJson(text: string): PyValue {
  let i = 0;
  let depth = 0;
  const fail = (what: string, at = i): never => {
    const before = text.slice(0, at);
    throw new PyJsonSyntaxError(what, before.split('\n').length, at - before.lastIndexOf('\n'), at);
  };
  const ws = (): void => {
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 9 || c === 10 || c === 13) i++;
      else return;
    }
  };
  const literal = (word: string, value: PyValue): PyValue => {
    if (text.startsWith(word, i)) {
      i += word.length;
      return value;
    }
    return fail('Expecting value');
  };
  const string = (): string => {
    const opening = i;
    i++;
    let out = '';
    let start = i;
    for (;;) {
      const c = text.charCodeAt(i);
      if (Number.isNaN(c)) fail('Unterminated string starting at', opening);
      if (c === 34) break;
      if (c < 32) fail('Invalid control character at');
      if (c !== 92) {
        i++;
        continue;
      }
      out += text.slice(start, i);
      const e = text[i + 1] ?? '';
      if (e === 'u') {
        const hex = text.slice(i + 2, i + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail('Invalid \\uXXXX escape', i + 1);
        out += String.fromCharCode(parseInt(hex, 16));
        i += 6;
      } else if (e in ESCAPES) {
        out += ESCAPES[e];
        i += 2;
      } else fail('Invalid \\escape');
      start = i;
    }
    out += text.slice(start, i);
    i++;
    return out;
  };
  const number = (): PyValue => {
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(text);
    if (!m) return fail('Expecting value');
    i += m[0].length;
    if (m[1] !== undefined || m[2] !== undefined) return new PyFloat(Number(m[0]));
    const digits = m[0].replace('-', '').length;
    // `+ 0` turns -0 into 0: Python's int has no negative zero.
    return digits > SAFE_INT_DIGITS && !Number.isSafeInteger(Number(m[0])) ? BigInt(m[0]) : Number(m[0]) + 0;
  };
  const value = (): PyValue => {
    ws();
    const c = text[i];
    switch (c) {
      case '{': {
        if (++depth > JSON_MAX_DEPTH) fail(`Nesting deeper than ${JSON_MAX_DEPTH} levels`);
        i++;
        const obj: PyObject = new Map();
        ws();
        if (text[i] === '}') {
          i++;
          depth--;
          return obj;
        }
        for (;;) {
          ws();
          if (text[i] !== '"') fail('Expecting property name enclosed in double quotes');
          const key = string();
          ws();
          if (text[i] !== ':') fail("Expecting ':' delimiter");
          i++;
          obj.set(key, value());
          ws();
          if (text[i] === ',') i++;
          else if (text[i] === '}') {
            i++;
            depth--;
            return obj;
          } else fail("Expecting ',' delimiter");
        }
      }
      case '[': {
        if (++depth > JSON_MAX_DEPTH) fail(`Nesting deeper than ${JSON_MAX_DEPTH} levels`);
        i++;
        const arr: PyValue[] = [];
        ws();
        if (text[i] === ']') {
          i++;
          depth--;
          return arr;
        }
        for (;;) {
          arr.push(value());
          ws();
          if (text[i] === ',') i++;
          else if (text[i] === ']') {
            i++;
            depth--;
            return arr;
          } else fail("Expecting ',' delimiter");
        }
      }
      case '"':
        return string();
      case 't':
        return literal('true', true);
      case 'f':
        return literal('false', false);
      case 'n':
        return literal('null', null);
      case 'N':
        return literal('NaN', new PyFloat(NaN));
      case 'I':
        return literal('Infinity', new PyFloat(Infinity));
      case '-':
        if (text.startsWith('-Infinity', i)) return literal('-Infinity', new PyFloat(-Infinity));
        return number();
      default:
        return number();
    }
  };
  if (text.startsWith('\ufeff')) fail('Unexpected UTF-8 BOM (decode using utf-8-sig)', 0);
  const result = value();
  ws();
  if (i < text.length) fail('Extra data');
  return result;
}
