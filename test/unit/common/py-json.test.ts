import { describe, expect, test } from '@jest/globals';
import { compareCodePoints, pyFloat, pyFloatRepr, pyJsonDumps, pyJsonWrite, type PyJson } from '../../../packages/common/src/index.js';

// Expected texts follow Python 3.11's documented json.dumps defaults and float repr rules.
describe('pyJsonDumps (json.dumps defaults)', () => {
  test.each<[string, PyJson, string]>([
    ['empty list', [], '[]'],
    ['empty object', {}, '{}'],
    ['separators', { a: 1, b: [1, 2] }, '{"a": 1, "b": [1, 2]}'],
    ['literals', [true, false, null], '[true, false, null]'],
    ['quote and non-ASCII', 'café "q"', '"caf\\u00e9 \\"q\\""'],
    ['DEL, control, slash, astral', 'a\x7fb\x01/😀', '"a\\u007fb\\u0001/\\ud83d\\ude00"'],
    ['short escapes', '\n\r\t\b\f\\', '"\\n\\r\\t\\b\\f\\\\"'],
    ['NUL and line separator', '\x00\u2028', '"\\u0000\\u2028"'],
    ['lone surrogate', '\ud800', '"\\ud800"'],
    ['integral number is an int', 8, '8'],
    ['PyFloat of an integral value', pyFloat(8), '8.0'],
    ['non-integral number is a float', 0.1, '0.1'],
    ['negative zero', -0, '-0.0'],
    ['int beyond 2^53 keeps every binary digit', 1.2345678901234567e20, '123456789012345667584'],
    ['bigint', 9007199254740993n, '9007199254740993'],
    ['NaN and infinities', [NaN, Infinity, -Infinity], '[NaN, Infinity, -Infinity]'],
    [
      'key order of a Map',
      new Map<string, PyJson>([
        ['2', 1],
        ['1', 2]
      ]),
      '{"2": 1, "1": 2}'
    ],
    ['nested', { k: [{ x: 'y' }, []] }, '{"k": [{"x": "y"}, []]}'],
    ['plain ASCII string (no-escape fast path)', 'a-b_c 1.0/x', '"a-b_c 1.0/x"'],
    [
      'repeated keys, written once and reused',
      [
        { 'k\n': 1, é: 2 },
        { 'k\n': 3, é: 4 }
      ],
      '[{"k\\n": 1, "\\u00e9": 2}, {"k\\n": 3, "\\u00e9": 4}]'
    ]
  ])('%s', (_name, value, expected) => {
    expect(pyJsonDumps(value)).toBe(expected);
  });

  test('indent=2 uses "," + newline between items and keeps empty containers inline', () => {
    const value: PyJson = { a: [1, { b: null }], c: {}, d: [] };
    expect(pyJsonDumps(value, { indent: 2 })).toBe('{\n  "a": [\n    1,\n    {\n      "b": null\n    }\n  ],\n  "c": {},\n  "d": []\n}');
  });

  test('ensure_ascii=False keeps UTF-8 and DEL raw but still escapes C0 controls', () => {
    expect(pyJsonDumps(['café😀\x7f', '\x01'], { ensureAscii: false })).toBe('["café😀\x7f", "\\u0001"]');
  });

  test('a reused key keeps the escaping and separators of its own call', () => {
    const rows: PyJson = [{ é: 1 }, { é: 2 }];
    expect(pyJsonDumps(rows)).toBe('[{"\\u00e9": 1}, {"\\u00e9": 2}]');
    expect(pyJsonDumps(rows, { ensureAscii: false, separators: [',', ':'] })).toBe('[{"é":1},{"é":2}]');
  });

  test('custom separators', () => {
    expect(pyJsonDumps({ a: [1, 2] }, { separators: [',', ':'] })).toBe('{"a":[1,2]}');
  });

  test('undefined is a bug, not a silently dropped key', () => {
    expect(() => pyJsonDumps({ a: undefined } as unknown as PyJson)).toThrow('undefined value for key a');
  });
});

describe('pyJsonWrite: the same text in chunks', () => {
  const rows: PyJson = Array.from({ length: 3000 }, (_, i) => ({
    'exp-name': `dsr1_${i}`,
    conc: [i, pyFloat(i / 2)],
    image: 'caf\u00e9',
    nested: { ok: i % 2 === 0 }
  }));

  test.each<[string, PyJson, { indent?: number; separators?: [string, string]; sortKeys?: boolean; ensureAscii?: boolean }]>([
    ['a megabyte-sized list, default options', rows, {}],
    ['indented, sorted keys, UTF-8 kept', rows, { indent: 2, sortKeys: true, ensureAscii: false }],
    ['a scalar', 'x', {}],
    ['an empty list', [], {}]
  ])('%s', (_, value, options) => {
    const chunks: string[] = [];
    pyJsonWrite(value, (chunk) => chunks.push(chunk), options);
    expect(chunks.join('')).toBe(pyJsonDumps(value, options));
    // Never an empty write; a big value comes in several bounded pieces, not one.
    expect(chunks.every((c) => c.length > 0)).toBe(true);
    if (chunks.join('').length > 200_000) expect(chunks.length).toBeGreaterThan(2);
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThan(70_000);
  });
});

describe('pyFloatRepr (Python repr of float)', () => {
  test.each<[number, string]>([
    [1e-5, '1e-05'],
    [0.00001234, '1.234e-05'],
    [0.0001, '0.0001'],
    [1e16, '1e+16'],
    [1.5e16, '1.5e+16'],
    [1e15, '1000000000000000.0'],
    [9999999999999998, '9999999999999998.0'],
    [12345678901234568, '1.2345678901234568e+16'],
    [1 / 3, '0.3333333333333333'],
    [2.5e300, '2.5e+300'],
    [5e-324, '5e-324'],
    [1.7976931348623157e308, '1.7976931348623157e+308'],
    [-1.5e-7, '-1.5e-07'],
    [123456789.123, '123456789.123'],
    [0.1 + 0.2, '0.30000000000000004'],
    [3.8499999999999996, '3.8499999999999996'],
    [100, '100.0'],
    [0, '0.0']
  ])('%p → %s', (value, expected) => {
    expect(pyFloatRepr(value)).toBe(expected);
  });
});

describe('sort_keys=True', () => {
  test.each<[string, PyJson, string]>([
    ['plain keys', { b: 1, a: { d: 2, c: 3 } }, '{"a":{"c":3,"d":2},"b":1}'],
    [
      'Map keys (integer-like keys are not moved)',
      new Map<string, PyJson>([
        ['b', 1],
        ['10', 2],
        ['2', 3]
      ]),
      '{"10":2,"2":3,"b":1}'
    ],
    // Python compares code points: U+1F600 (a surrogate pair in UTF-16) sorts after U+FF01.
    [
      'code-point order past U+FFFF',
      new Map<string, PyJson>([
        ['\ud83d\ude00', 1],
        ['\uff01', 2],
        ['a', 3]
      ]),
      '{"a":3,"\\uff01":2,"\\ud83d\\ude00":1}'
    ],
    [
      'the same shape twice, different orders',
      [
        { y: 1, x: 2 },
        { x: 3, y: 4 }
      ],
      '[{"x":2,"y":1},{"x":3,"y":4}]'
    ],
    ['key lists that a join would confuse', [{ 'b\u0000a': 1 }, { b: 2, a: 3 }], '[{"b\\u0000a":1},{"a":3,"b":2}]']
  ])('%s', (_, value, expected) => {
    expect(pyJsonDumps(value, { separators: [',', ':'], sortKeys: true })).toBe(expected);
  });

  test.each([
    ['a', 'b', -1],
    ['\uff01', '\ud83d\ude00', -1],
    ['\ud83d\ude00', '\uff01', 1],
    ['ab', 'a', 1],
    ['\u00e9', '\u00e9', 0]
  ])('compareCodePoints(%j, %j) has the sign of %d', (a, b, sign) => {
    expect(Math.sign(compareCodePoints(a, b))).toBe(sign);
  });
});
