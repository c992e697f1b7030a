import { describe, expect, test } from '@jest/globals';
import { parseYaml, pyFloat, YamlTimestamp, type YamlValue } from '../../../packages/common/src/index.js';
import { jsonView } from '../../../packages/config/src/index.js';
import { strictIntErrors } from '../../../packages/config/src/strict-ints.js';

const yaml = (text: string): YamlValue => parseYaml(text, 'x.yaml').value;

describe('jsonView: what the schema validators see', () => {
  test.each<[string, YamlValue, unknown]>([
    ['a float is its number', pyFloat(1), 1],
    ['a big int is a number', 2n ** 60n, 2 ** 60],
    ['a date is a mapping no scalar field accepts', new YamlTimestamp('2026-01-01'), { timestamp: '2026-01-01' }],
    ['a float inside a list inside a mapping', { a: 1, b: [2, pyFloat(3.5)], c: 'x' }, { a: 1, b: [2, 3.5], c: 'x' }],
    ['key order kept around a changed value', { z: 1, y: pyFloat(2), x: 3 }, { z: 1, y: 2, x: 3 }]
  ])('%s', (_, value, expected) => {
    const view = jsonView(value);
    expect(view).toEqual(expected);
    if (view !== null && typeof view === 'object') expect(Object.keys(view)).toEqual(Object.keys(expected as object));
  });

  test('a list or mapping with nothing to change is shared, not copied', () => {
    const value = yaml('a:\n  b: [1, 2]\n  c: {d: x}\ne: 1.5\n') as { a: YamlValue; e: YamlValue };
    const view = jsonView(value) as { a: unknown; e: unknown };
    expect(view).not.toBe(value);
    expect(view.a).toBe(value.a);
    expect(view.e).toBe(1.5);
    expect(jsonView(value.a)).toBe(value.a);
  });

  test('the YAML value is never changed', () => {
    const value = yaml('a: [1.0, {b: 2.0}]\n');
    const before = JSON.stringify(value);
    jsonView(value);
    expect(JSON.stringify(value)).toBe(before);
  });
});

describe('strictIntErrors: YAML floats in strict-int fields', () => {
  test.each<[string, string, Array<Array<string | number>>]>([
    ['none', 'a: {pp: 1, dcp-size: 2}\n', []],
    [
      'every one, in document order, with its path',
      'x:\n- {pp: 1.0, tp: 8.0}\n- {pcp-size: 2.0, y: {dcp-size: 1.5}}\n',
      [
        ['x', 0, 'pp'],
        ['x', 1, 'pcp-size'],
        ['x', 1, 'y', 'dcp-size']
      ]
    ],
    ['a float elsewhere is not a strict-int error', 'tp: 8.0\nlist: [1.0]\n', []],
    ['a strict-int key holding a mapping is looked into', 'pp: {dcp-size: 1.0}\n', [['pp', 'dcp-size']]]
  ])('%s', (_, text, paths) => {
    const errors = strictIntErrors(yaml(text));
    expect(errors.map((e) => e.path)).toEqual(paths);
    for (const e of errors) expect(e.message).toBe('Input should be a valid integer');
  });
});
