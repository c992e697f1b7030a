import { describe, expect, test } from '@jest/globals';
import { pyFloat, type PyJson } from '../../../packages/common/src/index.js';
import { pyKey, pyMappingKey } from '../../../packages/matrix/src/index.js';

// Python `==`: eval selection groups rows whose values compare equal.
describe('pyKey equals exactly when Python == holds', () => {
  test.each<[string, PyJson, PyJson, boolean]>([
    ['True == 1 == 1.0', [true, 1], [1, pyFloat(1)], true],
    ['1 != "1"', 1, '1', false],
    ['None only equals None', null, false, false],
    ['mapping key order does not matter', { a: 1, b: { c: 2, d: 3 } }, { b: { d: 3, c: 2 }, a: 1 }, true],
    [
      'Map and object with the same items',
      new Map<string, PyJson>([
        ['y', 1],
        ['x', 2]
      ]),
      { x: 2, y: 1 },
      true
    ],
    ['list order matters', [1, 2], [2, 1], false],
    ['a missing key differs', { a: 1 }, { a: 1, b: null }, false],
    ['keys whose JSON text sorts differently from the raw text', { a: 1, 'a"': 2, 'a!': 3 }, { 'a!': 3, 'a"': 2, a: 1 }, true],
    ['nested list of mappings', [{ k: [1] }], [{ k: [true] }], true]
  ])('%s', (_name, a, b, equal) => {
    expect(pyKey(a) === pyKey(b)).toBe(equal);
  });
});

describe('pyMappingKey', () => {
  const omit = new Set(['conc', 'exp-name']);
  test.each<[string, PyJson, PyJson, boolean]>([
    ['omitted keys are ignored', { tp: 8, conc: 4, 'exp-name': 'x' }, { conc: 64, tp: 8 }, true],
    ['other keys still count', { tp: 8, conc: 4 }, { tp: 4, conc: 4 }, false],
    ['omission is top-level only', { w: { conc: 1 } }, { w: { conc: 2 } }, false]
  ])('%s', (_name, a, b, equal) => {
    expect(pyMappingKey(a as Record<string, PyJson>, omit) === pyMappingKey(b as Record<string, PyJson>, omit)).toBe(equal);
  });

  test('without omissions it is pyKey', () => {
    const row: PyJson = { b: [1, { z: null }], a: 'x' };
    expect(pyMappingKey(row as Record<string, PyJson>)).toBe(pyKey(row));
  });
});
