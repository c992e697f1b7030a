// pyJsonReindent: Python's json.dumps(json.loads(text), indent=2) straight from the bytes. Every
// input it writes must give the bytes the full parser and writer give; what it cannot write that
// way (duplicate keys, invalid JSON, too deep) it leaves to them, writing nothing.
import { describe, expect, test } from '@jest/globals';
import { ByteBuffer, parsePyJson, pyFloatRepr, pyJsonDumps, pyJsonReindent, type PyJson } from '../../../packages/common/src/index.js';
import { seededRandom } from '../../support/seeded-random.js';

const full = (text: string, depth: number): string => pyJsonDumps(parsePyJson(text) as PyJson, { indent: 2, depth });

/** What the fast path appends after earlier output, or undefined when it declines (and then appends nothing). */
function reindent(text: string, depth: number): string | undefined {
  const out = new ByteBuffer();
  out.ascii('[');
  const written = pyJsonReindent(Buffer.from(text, 'utf8'), 2, depth, out);
  const bytes = Buffer.from(out.view()).toString('latin1');
  if (!written) return bytes === '[' ? undefined : `declined, yet wrote ${bytes}`;
  return bytes.slice(1);
}

describe('the same bytes as the full parser and writer', () => {
  test.each([
    ['an object of every kind of value', '{"a": 1, "b": [true, false, null], "c": {"d": "e"}, "f": 1.5}'],
    ['empty containers, spaced', '{"a": [ ], "b": { }, "c": [[]]}'],
    ['ints keep their digits; -0 is 0', '[0, -0, 12345678901234567890123, -7]'],
    ['floats through their repr', '[1.0, 1E5, 1e-7, -0.0, 2.50, 1e400, -1e400, 0.1]'],
    ["Python's literals", '[NaN, Infinity, -Infinity]'],
    ['escapes, non-ASCII and astral characters', '["a\\"b\\\\c\\/d\\n\\t\\u00e9", "é😀", "\\ud800", "\\u007f\\u0000"]'],
    ['whitespace of every allowed kind', ' \t\r\n{ "a" :\n[ 1 ,2 ] }\n '],
    ['a bare scalar', '"x"'],
    ['deep but within the bound', `${'['.repeat(200)}1${']'.repeat(200)}`]
  ])('%s', (_, text) => {
    for (const depth of [0, 1]) expect(reindent(text, depth)).toBe(full(text, depth));
  });

  test('400 seeded random documents', () => {
    const random = seededRandom(35);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
    const atoms = ['0', '-0', '17', '-3.25', '1e21', '1.0', '123456789012345678', 'true', 'false', 'null', 'NaN', '"x"', '"\\u00e9"', '"é"', '"a b"', '""'];
    const doc = (level: number): string => {
      const r = random();
      if (level > 4 || r < 0.4) return pick(atoms);
      const n = Math.floor(random() * 4);
      const sp = () => pick(['', ' ', '\n  ']);
      if (r < 0.7) return `[${sp()}${Array.from({ length: n }, () => doc(level + 1)).join(`,${sp()}`)}${sp()}]`;
      return `{${Array.from({ length: n }, (_, k) => `${sp()}"k${k}"${sp()}:${sp()}${doc(level + 1)}`).join(',')}${sp()}}`;
    };
    for (let k = 0; k < 400; k++) {
      const text = doc(0);
      expect([text, reindent(text, 1)]).toEqual([text, full(text, 1)]);
    }
  });
});

describe('floats: copied when their text is already repr, else converted', () => {
  /** Texts around a double's repr: itself, one off in its last digit, cut to 15 and 16 digits, a trailing zero. */
  const spellings = (x: number): string[] => {
    const repr = pyFloatRepr(x);
    const bump = (text: string, by: number): string => {
      const last = Number(text.at(-1));
      return /\d$/.test(text) && last + by >= 0 && last + by <= 9 ? `${text.slice(0, -1)}${last + by}` : text;
    };
    const digits = x.toPrecision(17);
    return [
      repr,
      bump(repr, 1),
      bump(repr, -1),
      `${repr}0`,
      x.toPrecision(15),
      x.toPrecision(16),
      digits,
      bump(x.toPrecision(16), 1),
      bump(x.toPrecision(16), -1)
    ].filter((t) => !/e/.test(t));
  };

  test.each([
    ['16 digits, repr', '8.33414347595957'],
    ['16 digits, not the shortest', '0.1000000000000000'],
    ['16 digits, a neighbour denotes the same double', '9007199254740.993'],
    ['17 digits (converted)', '0.10000000000000001'],
    ['at the fixed-notation bounds', '[0.0001, 0.00001, 1e16, 9999999999999998.0, 1000000000000000.0]'],
    ['a 16-digit mantissa past 2^53', '9.999999999999999'],
    ['zeros', '[0.0, -0.0, 0.00, -0.000]']
  ])('%s', (_, text) => {
    expect(reindent(text, 1)).toBe(full(text, 1));
  });

  test('20 000 seeded random doubles, each spelled nine ways', () => {
    const random = seededRandom(3535);
    const texts: string[] = [];
    for (let k = 0; k < 20_000; k++) {
      const scale = 10 ** (Math.floor(random() * 22) - 5);
      const x = k % 3 === 0 ? Math.round(random() * 1e16) / 10 ** Math.floor(random() * 18) : random() * scale;
      texts.push(...spellings(k % 7 === 0 ? -x : x));
    }
    const text = `[${texts.join(', ')}]`;
    expect(reindent(text, 1)).toBe(full(text, 1));
  });
});

describe('duplicate keys are found whatever came before', () => {
  test.each([
    ['after a row with the same keys', ['{"a": 1, "b": 2, "c": 3}', '{"a": 1, "b": 2, "a": 3}']],
    ['after a row that differed', ['{"a": 1, "b": 2}', '{"x": 1, "b": 2}', '{"x": 1, "b": 2, "x": 3}']],
    ['after a row that was refused', ['{"a": 1, "a": 2, "b": 3}', '{"a": 1, "b": 2, "b": 3}']],
    ['nested, after the same nesting', ['{"k": [{"a": 1, "b": 2}]}', '{"k": [{"a": 1, "b": 2}, {"a": 1, "a": 2}]}']],
    ['ours: a shorter row, then one that repeats past it', ['{"a": 1, "b": 2, "c": 3}', '{"a": 1}', '{"a": 1, "b": 2, "c": 3, "b": 4}']]
  ])('%s', (_, rows) => {
    for (const text of rows) expect([text, reindent(text, 1) ?? full(text, 1)]).toEqual([text, full(text, 1)]);
    expect(reindent(rows.at(-1)!, 1)).toBeUndefined();
  });
});

describe('left to the full parser', () => {
  test.each([
    ['duplicate keys (Python: the first position, the last value)', '{"a": 1, "b": 2, "a": 3}'],
    ['a key with an escape or non-ASCII (written by the full writer)', '{"\\u0061b": 1, "é": 2}'],
    ['duplicate keys spelled differently', '{"a": 1, "\\u0061": 2}'],
    ['a raw control character in a string', '["a\u0001b"]'],
    ['an invalid escape', '["\\x"]'],
    ['a trailing comma', '[1, 2,]'],
    ['trailing text', '{} x'],
    ['a BOM', '\ufeff{}'],
    ['an unterminated string', '["abc'],
    ['a leading zero', '[01]'],
    ['nesting past the bound', `${'['.repeat(1001)}${']'.repeat(1001)}`],
    ['empty text', '']
  ])('%s', (_, text) => {
    expect(reindent(text, 1)).toBeUndefined();
  });
});

describe('invalid UTF-8 is declined, whatever else the text holds', () => {
  test.each([
    ['a lone 0xff in a string', [0x22, 0x61, 0xff, 0x22]],
    ['a truncated two-byte sequence before the quote', [0x22, 0xc3, 0x22]],
    ['an overlong encoding of "/"', [0x5b, 0x22, 0xc0, 0xaf, 0x22, 0x5d]],
    ['a surrogate encoded in UTF-8 (CESU)', [0x22, 0xed, 0xa0, 0x80, 0x22]],
    ['a 0xff outside any string', [0x5b, 0x31, 0xff, 0x5d]]
  ])('%s', (_, bytes) => {
    const out = new ByteBuffer();
    expect(pyJsonReindent(Buffer.from(bytes), 2, 1, out)).toBe(false);
    expect(out.length).toBe(0);
  });
});
