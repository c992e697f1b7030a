import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import {
  PyFloat,
  PyJsonSyntaxError,
  parsePyFloatText,
  parsePyIntText,
  parsePyJson,
  pyEqual,
  pyFixed,
  pyGeneral,
  pyJsonDumps,
  pyPercent,
  pyRepr,
  pyRound,
  pySplitlines,
  pyStr,
  pyStrip,
  pyTruthy,
  pyTypeName,
  type PyJson,
  type YamlValue
} from '../../../packages/common/src/index.js';

// Every expected value below was computed by CPython: see python-compat.py next to the JSON.
type Tagged = [string, unknown?];
const table = JSON.parse(readFileSync(new URL('../../fixtures/common/python-compat.json', import.meta.url), 'utf8')) as {
  repr: Array<{ value: Tagged; repr: string; str: string; type: string }>;
  truthy: Array<{ value: Tagged; truthy: boolean }>;
  fixed: Array<{ x: string; digits: number; text: string }>;
  round: Array<{ x: string; digits: number; result: string }>;
  percent: Array<{ x: string; digits: number; text: string }>;
  general: Array<{ x: string; text: string }>;
  floatText: Array<{ text: string; result: string | null }>;
  intText: Array<{ text: string; result: string | null }>;
  strip: Array<{ text: string; result: string }>;
  splitlines: Array<{ text: string; result: string[] }>;
  dumps: Array<{ value: Tagged; options: { indent?: number; ensure_ascii?: boolean; separators?: [string, string] }; text: string }>;
  loads: Array<{ text: string; repr?: string; error?: string }>;
  equal: Array<{ a: Tagged; b: Tagged; equal: boolean }>;
};

/** Rebuilds a tagged Python value: dicts as Maps (json.loads' shape) or as plain objects (YAML's). */
function value([kind, payload]: Tagged, dicts: 'map' | 'object' = 'map'): unknown {
  const items = (): unknown[] => (payload as Tagged[]).map((item) => value(item, dicts));
  switch (kind) {
    case 'None':
      return null;
    case 'bool':
    case 'str':
      return payload;
    case 'int': {
      const n = BigInt(payload as string);
      return n >= BigInt(Number.MIN_SAFE_INTEGER) && n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : n;
    }
    case 'float':
      return new PyFloat(Number(payload));
    case 'list':
      return items();
    case 'set':
      return new Set(items());
    case 'dict': {
      const entries = (payload as Array<[string, Tagged]>).map(([k, v]) => [k, value(v, dicts)] as const);
      return dicts === 'map' ? new Map(entries) : Object.fromEntries(entries);
    }
    default:
      throw new Error(`unknown tag ${kind}`);
  }
}

const label = (v: unknown): string => JSON.stringify(v);

describe('repr, str and type() of values', () => {
  test.each(table.repr.map((c) => [label(c.value), c] as const))('%s', (_, c) => {
    const v = value(c.value);
    expect(pyRepr(v)).toBe(c.repr);
    expect(pyStr(v)).toBe(c.str);
    expect(pyTypeName(v)).toBe(c.type);
    // YAML mappings are plain objects: they print like dicts too.
    if (c.value[0] === 'dict') expect(pyRepr(value(c.value, 'object'))).toBe(c.repr);
  });
});

test.each(table.truthy.map((c) => [label(c.value), c] as const))('bool(%s)', (_, c) => {
  expect(pyTruthy(value(c.value))).toBe(c.truthy);
});

describe('number formatting and rounding', () => {
  test.each(table.fixed.map((c) => [c.x, c.digits, c.text] as const))("format(%s, '.%if') = %s", (x, digits, text) => {
    expect(pyFixed(Number(x), digits)).toBe(text);
  });
  test.each(table.round.map((c) => [c.x, c.digits, c.result] as const))('round(%s, %i) = %s', (x, digits, result) => {
    expect(pyRound(Number(x), digits)).toBe(Number(result));
  });
  test.each(table.percent.map((c) => [c.x, c.digits, c.text] as const))("format(%s, '.%i%%') = %s", (x, digits, text) => {
    expect(pyPercent(Number(x), digits)).toBe(text);
  });
  test.each(table.general.map((c) => [c.x, c.text] as const))("format(%s, 'g') = %s", (x, text) => {
    expect(pyGeneral(Number(x))).toBe(text);
  });
});

describe('text parsing', () => {
  test.each(table.floatText.map((c) => [c.text, c.result] as const))('float(%j) = %s', (text, result) => {
    expect(parsePyFloatText(text)).toBe(result === null ? null : Number(result));
  });
  test.each(table.intText.map((c) => [c.text, c.result] as const))('int(%j) = %s', (text, result) => {
    expect(parsePyIntText(text)).toBe(result === null ? null : BigInt(result));
  });
  test.each(table.strip.map((c) => [c.text, c.result] as const))('%j.strip() = %j', (text, result) => {
    expect(pyStrip(text)).toBe(result);
  });
  test.each(table.splitlines.map((c) => [c.text, c.result] as const))('%j.splitlines() = %j', (text, result) => {
    expect(pySplitlines(text)).toEqual(result);
  });
});

describe('json', () => {
  test.each(table.dumps.map((c) => [label(c.value), label(c.options), c] as const))('dumps(%s, **%s)', (_, __, c) => {
    const { indent, ensure_ascii: ensureAscii, separators } = c.options;
    expect(pyJsonDumps(value(c.value) as PyJson, { indent, ensureAscii, separators })).toBe(c.text);
  });
  test.each(table.loads.map((c) => [c.text, c] as const))('loads(%j)', (text, c) => {
    if (c.error === undefined) expect(pyRepr(parsePyJson(text))).toBe(c.repr);
    else {
      expect(() => parsePyJson(text)).toThrow(PyJsonSyntaxError);
      expect(() => parsePyJson(text)).toThrow(c.error);
    }
  });
});

test.each(table.equal.map((c) => [label(c.a), label(c.b), c] as const))('%s == %s', (_, __, c) => {
  expect(pyEqual(value(c.a, 'object') as YamlValue, value(c.b, 'object') as YamlValue)).toBe(c.equal);
});
